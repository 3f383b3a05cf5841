#if !canImport(UIKit) && canImport(UIKitStandIn) && (TestSupport || !SWIFT_PACKAGE)
@_spi(Tools) import CollectionLayouts
import CollectionLayoutsAdapterCore
import Foundation

extension SessionGenerator {
    /// Sections with their own layouts for `count` sections (and one more, for a section a step
    /// inserts): each a circle packing, a gallery, a staggered grid, a list, a plain grid (any
    /// column count, some clamped) or a carousel row, each
    /// configuration drawn as its layout's sessions draw it, a header and a footer or not.
    static func sections<G: RandomNumberGenerator>(count: Int, using rng: inout G) -> SessionConfiguration {
        let sections = (0...count).map { _ -> StackedSectionsLayout.Section in
            let layout: StackedSectionsLayout.SectionLayout
            switch Int.random(in: 0..<6, using: &rng) {
            case 0:
                guard case .circles(let c) = configuration(.circles, using: &rng) else { preconditionFailure() }
                layout = .circlePack(c)
            case 1:
                guard case .gallery(let c) = configuration(.gallery, using: &rng) else { preconditionFailure() }
                layout = .justifiedGallery(c)
            case 2:
                guard case .grid(let c) = configuration(.grid, using: &rng) else { preconditionFailure() }
                layout = .staggeredGrid(c)
            case 3:
                // Column counts and spacings beyond their clamps too (0 or fewer columns, gaps
                // wider than the view).
                layout = .grid(
                    columns: Int.random(in: -1...7, using: &rng),
                    rowHeight: CGFloat(Int.random(in: 0...120, using: &rng)),
                    spacing: CGFloat(Int.random(in: 0...12, using: &rng)) * (chance(0.05, &rng) ? 100 : 1))
            case 4:
                guard case .carousel(let c) = configuration(.carousel, using: &rng) else { preconditionFailure() }
                layout = .carousel(c)
            default:
                layout = .list(
                    rowHeight: CGFloat(Int.random(in: 20...90, using: &rng)),
                    spacing: CGFloat(Int.random(in: 0...10, using: &rng)))
            }
            return StackedSectionsLayout.Section(
                layout: layout, headerHeight: chance(0.5, &rng) ? CGFloat(Int.random(in: 10...80, using: &rng)) : 0,
                footerHeight: chance(0.4, &rng) ? CGFloat(Int.random(in: 10...60, using: &rng)) : 0)
        }
        return .sections(StackedSectionsLayout.Configuration(sections: sections))
    }
}
#endif
