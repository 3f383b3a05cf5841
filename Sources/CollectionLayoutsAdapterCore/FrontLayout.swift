import CollectionLayouts

/// An engine layout made from its configuration, as the fronts' generic layout class
/// (`ConfiguredCollectionViewLayout` in the UIKit and AppKit fronts) is generic over it: that class
/// holds the typed `configuration`, its two initialisers and the change of configuration once, so
/// that each layout's public class only names its engine layout.
///
/// Public because that class is public and open (a public class's generic requirement must be
/// public); the engine's `ConfiguredLayout`, which says the same inside the engine, is package
/// (the engine's public API budget), so it cannot constrain the class. The engine's five layouts
/// conform (below) with their own public `Configuration` and `init(configuration:)`; an app neither
/// names this protocol nor conforms to it.
public protocol FrontLayout: CollectionLayout {
    /// What the layout looks like.
    associatedtype Configuration: LayoutConfiguration

    /// The layout with `configuration`.
    init(configuration: Configuration)
}

extension CarouselLayout: FrontLayout {}
extension CirclePackLayout: FrontLayout {}
extension JustifiedGalleryLayout: FrontLayout {}
extension StaggeredGridLayout: FrontLayout {}
extension WheelLayout: FrontLayout {}
