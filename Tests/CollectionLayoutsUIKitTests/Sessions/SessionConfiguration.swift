#if !canImport(UIKit) && canImport(UIKitStandIn) && (TestSupport || !SWIFT_PACKAGE)
@_spi(Tools) import CollectionLayouts
import Foundation
import UIKitStandIn

/// A configuration of one of the five layouts.
enum SessionConfiguration: Equatable, Sendable {
    case grid(StaggeredGridLayout.Configuration)
    case carousel(CarouselLayout.Configuration)
    case gallery(JustifiedGalleryLayout.Configuration)
    case wheel(WheelLayout.Configuration)
    case circles(CirclePackLayout.Configuration)

    /// The layout it configures.
    var layout: SessionLayout {
        switch self {
        case .grid: .grid
        case .carousel: .carousel
        case .gallery: .gallery
        case .wheel: .wheel
        case .circles: .circles
        }
    }

    /// The layout's standard configuration.
    static func standard(_ layout: SessionLayout) -> Self {
        switch layout {
        case .grid: .grid(.standard)
        case .carousel: .carousel(.standard)
        case .gallery: .gallery(.standard)
        case .wheel: .wheel(.standard)
        case .circles: .circles(.standard)
        }
    }
}
#endif
