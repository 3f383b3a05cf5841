#if !canImport(UIKit) && canImport(UIKitStandIn) && (TestSupport || !SWIFT_PACKAGE)
@_spi(Tools) import CollectionLayouts
@testable import CollectionLayoutsUIKit
import Foundation
import Testing
import UIKitStandIn

/// A new configuration given inside a batch update with no change of the data, as SwiftUI's
/// `CollectionLayoutView` gives one when the transaction animates (`performBatchUpdates`): the
/// update animates every element from its frame in the old configuration to its frame in the new
/// one, and the layout then is the new configuration's.
@Suite("A new configuration animates inside a batch update") @MainActor
struct ConfigurationChangeAnimationTests {
    /// One layout, before and after.
    enum Case: String, CaseIterable, Sendable, CustomStringConvertible {
        /// Rows 100 points high, then 160.
        case gallery
        /// Side items at full size, then at 0.7 and half alpha.
        case carousel

        var description: String { rawValue }

        /// The adapter with the first configuration, the second, and the engine of each.
        @MainActor
        func layouts() throws -> (
            EngineCollectionViewLayout, change: () -> Void, before: (LayoutEnvironment) -> any PreparedLayout,
            after: (LayoutEnvironment) -> any PreparedLayout
        ) {
            switch self {
            case .gallery:
                let rows = { (height: CGFloat) in
                    try JustifiedGalleryLayout.Configuration(
                        mode: .widthRange(min: 80, max: 120, height: height), headerHeight: 0)
                }
                let small = try rows(100), large = try rows(160)
                let layout = JustifiedGalleryCollectionViewLayout(configuration: small)
                return (
                    layout, { layout.configuration = large },
                    { JustifiedGalleryLayout(configuration: small).prepare(in: $0) },
                    { JustifiedGalleryLayout(configuration: large).prepare(in: $0) }
                )
            case .carousel:
                let flat = try CarouselLayout.Configuration(sideItemScale: 1)
                let sided = try CarouselLayout.Configuration(sideItemScale: 0.7, sideItemAlpha: 0.5)
                let layout = CarouselCollectionViewLayout(configuration: flat)
                return (
                    layout, { layout.configuration = sided },
                    { CarouselLayout(configuration: flat).prepare(in: $0) },
                    { CarouselLayout(configuration: sided).prepare(in: $0) }
                )
            }
        }
    }

    @Test(
        "Each element moves from its frame in the old configuration to its frame in the new", arguments: Case.allCases)
    func configurationChange(_ c: Case) throws {
        let (layout, change, before, after) = try c.layouts()
        let h = AdapterHarness(
            layout: layout, size: CGSize(width: 375, height: 667), itemCounts: [30], engine: before)
        let old = h.expected
        change()
        h.fake.performBatchUpdates(itemCounts: [30])
        let new = after(h.environment)
        #expect(h.fake.contentOffset == .zero, "\(c): the view stays where it was")
        let cells = h.fake.updateAnimations.filter { $0.kind == nil }
        #expect(cells.contains { $0.phase == .appearing } && cells.contains { $0.phase == .disappearing })
        for asked in cells {
            let index = ElementIndex(0, asked.indexPath.item)
            let expected = asked.phase == .appearing ? old.attributes(for: index) : new.attributes(for: index)
            expectSame(
                [try #require(asked.attributes)], [try #require(expected)],
                "\(c): item \(index.item) \(asked.phase == .appearing ? "from its old frame" : "to its new frame")")
        }
        let screen = CGRect(origin: .zero, size: h.fake.bounds.size)
        expectSame(
            layout.layoutAttributesForElements(in: screen) ?? [], new.elements(in: screen), "\(c): the new layout")
        let first = try #require(new.attributes(for: ElementIndex(0, 1)))
        let was = try #require(old.attributes(for: ElementIndex(0, 1)))
        #expect(first.frame != was.frame || first.transform != was.transform, "\(c): the configuration changed it")
    }
}
#endif
