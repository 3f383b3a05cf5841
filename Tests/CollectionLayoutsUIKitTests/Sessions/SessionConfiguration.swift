#if !canImport(UIKit) && canImport(UIKitStandIn) && (TestSupport || !SWIFT_PACKAGE)
@_spi(Tools) import CollectionLayouts
@testable import CollectionLayoutsUIKit
import CollectionLayoutsAdapterCore
import Foundation
import UIKitStandIn

/// A configuration of one of the five layouts.
enum SessionConfiguration: Equatable, Sendable {
    case grid(StaggeredGridLayout.Configuration)
    case carousel(CarouselLayout.Configuration)
    case gallery(JustifiedGalleryLayout.Configuration)
    case wheel(WheelLayout.Configuration)
    case circles(CirclePackLayout.Configuration)
    /// Sections each with their own layout, stacked (SwiftUI's `CollectionLayoutView(sections:)`):
    /// drawn in a fifth of the circles' sessions, whose data (several sections, item sizes) it
    /// shares.
    case sections(StackedSectionsLayout.Configuration)

    /// The layout it configures.
    var layout: SessionLayout {
        switch self {
        case .grid: .grid
        case .carousel: .carousel
        case .gallery: .gallery
        case .wheel: .wheel
        case .circles, .sections: .circles
        }
    }

    /// The UIKit front's style of this layout and configuration: what every session's layout is
    /// made from.
    var style: CollectionLayoutStyle {
        switch self {
        case .grid(let c): .staggeredGrid(c)
        case .carousel(let c): .carousel(c)
        case .gallery(let c): .justifiedGallery(c)
        case .wheel(let c): .wheel(c)
        case .circles(let c): .circlePack(c)
        case .sections(let c):
            CollectionLayoutStyle(ConfiguredCollectionViewLayout<StackedSectionsLayout>.self, configuration: c)
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
