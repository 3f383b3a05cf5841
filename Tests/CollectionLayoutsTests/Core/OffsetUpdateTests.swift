@_spi(Tools) import CollectionLayouts
import Foundation
import LayoutFuzzing
import Testing

/// Every layout's `updateContentOffset(_:)` goes through one clamp (`LayoutEnvironment`'s), so a
/// layout scrolled to an offset answers every query as one prepared there afresh.
@Suite("Content offset updates")
struct OffsetUpdateTests {
    /// Sections with empty ones between, sizes for the layouts that read them, insets, both directions.
    static func environments(boundsSize: CGSize) -> [(String, LayoutEnvironment)] {
        let sizes = ItemSizes.cycle([
            CGSize(width: 80, height: 60), CGSize(width: 140, height: 90), CGSize(width: 50, height: 120),
        ])
        return [LayoutDirection.leftToRight, .rightToLeft].flatMap { direction in
            [
                (
                    "\(direction), three sections",
                    LayoutEnvironment(
                        boundsSize: boundsSize, contentInsets: LayoutInsets(top: 20, left: 5, bottom: 30, right: 10),
                        layoutDirection: direction, itemCounts: [17, 0, 9], itemSizes: sizes)
                ),
                (
                    "\(direction), one item",
                    LayoutEnvironment(boundsSize: boundsSize, layoutDirection: direction, itemCounts: [1])
                ),
                (
                    "\(direction), no items",
                    LayoutEnvironment(boundsSize: boundsSize, layoutDirection: direction, itemCounts: [0, 0])
                ),
            ]
        }
    }

    static let offsets = [
        CGPoint(x: 0, y: 0), CGPoint(x: 333.5, y: 1_200), CGPoint(x: -80, y: -64), CGPoint(x: 9e14, y: -9e14),
        CGPoint(x: 2e15, y: 2e15), CGPoint(x: 1e300, y: -1e300),
    ]

    static let layouts: [(any CollectionLayout, LayoutFuzzTarget)] = [
        (CirclePackLayout(), .circles),
        (CarouselLayout(), .carousel),
        (CarouselLayout(configuration: try! .init(sideItemScale: 0.7, sideItemAlpha: 0.5, wraps: true)), .carousel),
        (JustifiedGalleryLayout(configuration: .photos), .gallery),
        (StaggeredGridLayout(), .grid),
        (StaggeredGridLayout(configuration: try! .init(scrollAxis: .vertical)), .grid),
        (WheelLayout(), .wheel),
    ]

    @Test("After updateContentOffset(o), every query equals a fresh prepare at o", arguments: layouts.indices)
    func updateEqualsFreshPrepare(layoutIndex: Int) {
        let (layout, target) = Self.layouts[layoutIndex]
        for (name, environment) in Self.environments(boundsSize: CGSize(width: 375, height: 667)) {
            LayoutInvariants.checkOffsetUpdates(
                layout, in: environment, as: target, offsets: Self.offsets, context: "\(layout), \(name)")
        }
    }

    /// The drift this path removed: circles kept an offset past ±10¹⁵ that a fresh prepare clamps.
    @Test func circlesClampHugeOffsetsAsAFreshPrepareDoes() {
        let environment = LayoutEnvironment(boundsSize: CGSize(width: 375, height: 667), itemCounts: [10])
        var packing = CirclePackLayout().prepare(in: environment)
        packing.updateContentOffset(CGPoint(x: 1e20, y: -CGFloat.infinity))
        #expect(packing.environment.contentOffset == CGPoint(x: 1e15, y: 0))
    }
}
