@_spi(Tools) import CollectionLayouts

extension LayoutKind {
    /// The names an app's code gives this layout (``AppCode``): its class in the UIKit and AppKit
    /// fronts (`CarouselCollectionViewLayout`) and its `CollectionLayoutStyle` member in SwiftUI
    /// (`carousel`). A new kind fails to compile here until it has its names.
    package var appCodeNames: (layoutClass: String, style: String) {
        switch self {
        case .circles: ("CirclePackCollectionViewLayout", "circlePack")
        case .carousel: ("CarouselCollectionViewLayout", "carousel")
        case .gallery: ("JustifiedGalleryCollectionViewLayout", "justifiedGallery")
        case .grid: ("StaggeredGridCollectionViewLayout", "staggeredGrid")
        case .wheel: ("WheelCollectionViewLayout", "wheel")
        }
    }
}
