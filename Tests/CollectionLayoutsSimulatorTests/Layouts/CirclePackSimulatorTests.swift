#if canImport(UIKit) && !os(watchOS)
import CollectionLayouts
import CollectionLayoutsUIKit
import UIKit
import XCTest

/// `CirclePackCollectionViewLayout` in a real `UICollectionView`, with diameters from
/// `itemSizeProvider`, held to the engine's `CirclePackLayout` given the same sizes.
final class CirclePackSimulatorTests: XCTestCase {
    /// Diameters from 24 to 119 points, varied but fixed; the last 15 of section 1 are appended
    /// by a test.
    private let diameters: [[CGFloat]] = [
        (0..<45).map { CGFloat(24 + ($0 * 37) % 96) }, (0..<35).map { CGFloat(30 + ($0 * 53) % 70) },
    ]

    /// The sizes of the first `counts[s]` items of each section `s`.
    private func sizes(_ counts: [Int]) -> ItemSizes {
        .perSection(
            zip(diameters, counts).map { section, count in section.prefix(count).map { CGSize(width: $0, height: 0) } })
    }

    @MainActor
    private func makeHost(
        _ configuration: CirclePackLayout.Configuration, contentInset: UIEdgeInsets = .zero
    ) -> HostedCollectionView {
        let layout = CirclePackCollectionViewLayout(configuration: configuration)
        let diameters = diameters
        layout.itemSizeProvider = { indexPath in CGSize(width: diameters[indexPath.section][indexPath.item], height: 0)
        }
        return HostedCollectionView(
            layout: layout, size: CGSize(width: 390, height: 700), itemCounts: [45, 20],
            contentInset: contentInset)
    }

    @MainActor
    func testCirclesArePackedAsTheEngineSaysWhileScrolling() throws {
        let host = makeHost(.standard, contentInset: UIEdgeInsets(top: 20, left: 8, bottom: 30, right: 8))
        let engine = CirclePackLayout(configuration: .standard)
        host.scroll(to: CGPoint(x: 0, y: -20))
        host.assertMatches(engine.prepare(in: host.environment(itemSizes: sizes(host.itemCounts))), "top")
        let end = host.collectionView.contentSize.height - 700 + 30
        XCTAssertTrue(end > 0, "the packing is taller than the screen")
        for y in stride(from: -20, through: end, by: 233) {
            host.scroll(to: CGPoint(x: 0, y: y))
            host.assertMatches(engine.prepare(in: host.environment(itemSizes: sizes(host.itemCounts))), "offset \(y)")
        }
    }

    @MainActor
    func testADensePackingAndANewWidth() throws {
        let host = makeHost(.dense)
        let engine = CirclePackLayout(configuration: .dense)
        host.assertMatches(engine.prepare(in: host.environment(itemSizes: sizes(host.itemCounts))), "portrait")
        host.resize(to: CGSize(width: 844, height: 390))
        host.assertMatches(engine.prepare(in: host.environment(itemSizes: sizes(host.itemCounts))), "landscape")
        host.scroll(to: CGPoint(x: 0, y: 300))
        host.assertMatches(
            engine.prepare(in: host.environment(itemSizes: sizes(host.itemCounts))), "landscape, scrolled")
    }

    /// A batch update that appends circles (the layout continues its packing rather than packing
    /// again): the same frames as the engine packing all of them afresh.
    @MainActor
    func testAppendedCirclesAreWhereAFreshPackingPutsThem() throws {
        let host = makeHost(.standard)
        let engine = CirclePackLayout(configuration: .standard)
        host.scroll(to: CGPoint(x: 0, y: 400))
        host.append(15, toSection: 1)
        XCTAssertEqual(host.itemCounts, [45, 35])
        XCTAssertEqual(host.collectionView.numberOfItems(inSection: 1), 35)
        host.assertMatches(engine.prepare(in: host.environment(itemSizes: sizes(host.itemCounts))), "after the append")
        let end = host.collectionView.contentSize.height - 700
        host.scroll(to: CGPoint(x: 0, y: end))
        host.assertMatches(
            engine.prepare(in: host.environment(itemSizes: sizes(host.itemCounts))), "the end, after the append")
    }
}
#endif
