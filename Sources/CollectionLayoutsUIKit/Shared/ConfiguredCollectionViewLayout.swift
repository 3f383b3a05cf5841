// One source for both fronts: the AppKit front links here from its Shared folder and its target
// defines COLLECTION_LAYOUTS_APPKIT (Package.swift), so each front compiles this file under its
// own guard, against its own framework and its own classes of the same names (the engine
// catalog's Architecture.md, "One source, two fronts").
#if (COLLECTION_LAYOUTS_APPKIT && canImport(AppKit) && !targetEnvironment(macCatalyst)) || (!COLLECTION_LAYOUTS_APPKIT && !os(watchOS) && (canImport(UIKit) || (canImport(UIKitStandIn) && (TestSupport || !SWIFT_PACKAGE))))
import CollectionLayouts
import CollectionLayoutsAdapterCore
import Foundation
#if COLLECTION_LAYOUTS_APPKIT
import AppKit
#elseif canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif

/// An ``EngineCollectionViewLayout`` that shows one engine layout, `Layout`, with a typed
/// ``configuration``: what the five layout classes (``CarouselCollectionViewLayout``,
/// ``CirclePackCollectionViewLayout``, ``JustifiedGalleryCollectionViewLayout``,
/// ``StaggeredGridCollectionViewLayout``, ``WheelCollectionViewLayout``) inherit, each naming its
/// engine layout and nothing else in common.
///
/// Subclass one of the five, not this class: each is what a storyboard, a nib and
/// ``CollectionLayoutStyle`` name.
@MainActor
open class ConfiguredCollectionViewLayout<Layout: FrontLayout>: EngineCollectionViewLayout,
    ConfigurableCollectionViewLayout
{
    /// The engine layout's configuration; setting a different one invalidates the layout. The
    /// default is the configuration's `standard`.
    public var configuration: Layout.Configuration {
        didSet { configurationDidChange(from: oldValue) }
    }

    /// Creates the layout.
    public required init(configuration: Layout.Configuration = .standard) {
        self.configuration = configuration
        super.init(layout: Layout(configuration: configuration))
    }

    /// Creates the layout with the standard configuration, for a storyboard or a nib.
    public required init?(coder: NSCoder) {
        configuration = .standard
        super.init(layout: Layout(configuration: .standard), coder: coder)
    }
}
#endif
