#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
import CollectionLayouts
import CollectionLayoutsAdapterCore

/// An ``EngineCollectionViewLayout`` that shows one engine layout, `Layout`, with a typed
/// ``configuration``: what the five layout classes (``CarouselCollectionViewLayout``,
/// ``CirclePackCollectionViewLayout``, ``JustifiedGalleryCollectionViewLayout``,
/// ``StaggeredGridCollectionViewLayout``, ``WheelCollectionViewLayout``) inherit, each naming its
/// engine layout and nothing else in common.
///
/// Subclass one of the five, not this class: each is what a nib and ``CollectionLayoutStyle``
/// name.
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

    /// Creates the layout with the standard configuration, for a nib.
    public required init?(coder: NSCoder) {
        configuration = .standard
        super.init(layout: Layout(configuration: .standard), coder: coder)
    }
}
#endif
