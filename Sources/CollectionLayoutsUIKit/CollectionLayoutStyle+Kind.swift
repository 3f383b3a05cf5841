#if !os(watchOS)
@_spi(Tools) import CollectionLayouts

extension CollectionLayoutStyle {
    /// The style of `kind` with its layout's standard configuration: the UIKit front's entry in the
    /// list of layouts, so that a new ``LayoutKind`` fails to compile until it has a
    /// `UICollectionViewLayout` subclass and a style member (the tests hold each to its engine
    /// layout).
    package static func standard(_ kind: LayoutKind) -> CollectionLayoutStyle {
        switch kind {
        case .grid: .staggeredGrid(.standard)
        case .carousel: .carousel(.standard)
        case .gallery: .justifiedGallery(.standard)
        case .wheel: .wheel(.standard)
        case .circles: .circlePack(.standard)
        }
    }
}
#endif
