#if canImport(UIKit) && !os(watchOS)
import CollectionLayouts
import CollectionLayoutsUIKit
import UIKit
import XCTest

/// Self-sizing headers in a real `UICollectionView`: UIKit asks the header views for their
/// height and the gallery takes it, moving the items below by exactly the difference.
final class SelfSizingSimulatorTests: XCTestCase {
    /// A gallery of plain cells under headers of `title`'s text, each a `SelfSizingSupplementaryView`.
    @MainActor
    private final class Host: NSObject, UICollectionViewDataSource {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let collectionView: UICollectionView
        let counts: [Int]
        let title: String

        init(layout: UICollectionViewLayout, counts: [Int], title: String) {
            self.counts = counts
            self.title = title
            collectionView = UICollectionView(
                frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
            super.init()
            collectionView.contentInsetAdjustmentBehavior = .never
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
            collectionView.register(
                SelfSizingSupplementaryView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                withReuseIdentifier: "header")
            collectionView.dataSource = self
            window.show(collectionView)
            collectionView.layoutIfNeeded()
        }

        func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            counts[section]
        }

        func collectionView(
            _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
        )
            -> UICollectionViewCell
        {
            collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }

        func collectionView(
            _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
        ) -> UICollectionReusableView {
            let view = collectionView.dequeueReusableSupplementaryView(
                ofKind: kind, withReuseIdentifier: "header", for: indexPath)
            var content = UIListContentConfiguration.groupedHeader()
            content.text = title
            (view as? UICollectionViewCell)?.contentConfiguration = content
            return view
        }
    }

    @MainActor
    func testAHeaderTakesTheHeightItsTextNeedsAndTheItemsBelowMoveByTheDifference() throws {
        let estimate: CGFloat = 20
        let configuration = try JustifiedGalleryLayout.Configuration(headerHeight: estimate)
        let layout = JustifiedGalleryCollectionViewLayout(configuration: configuration)
        // Many lines of text: far taller than the 20-point estimate.
        let host = Host(
            layout: layout, counts: [3, 3],
            title: Array(repeating: "A long section title", count: 12).joined(separator: " "))
        let header = try XCTUnwrap(
            layout.layoutAttributesForSupplementaryView(
                ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0)))
        XCTAssertTrue(header.size.height > 2 * estimate, "the header took its text's height: \(header.size.height)")
        let engine = JustifiedGalleryLayout(configuration: configuration).prepare(
            in: LayoutEnvironment(boundsSize: host.collectionView.bounds.size, itemCounts: [3, 3]))
        let first = try XCTUnwrap(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)))
        let estimated = try XCTUnwrap(engine.attributes(for: ElementIndex(0, 0)))
        XCTAssertEqual(first.frame.minY, estimated.frame.minY + header.size.height - estimate)
        XCTAssertEqual(first.frame.height, estimated.frame.height)
    }

    /// A pinned header that sizes itself as it comes into view moves nothing the user reads: the
    /// offset moves with the content below it, as for an unpinned header above the visible area
    /// (issue #35: the item under it jumped by the difference).
    @MainActor
    func testAPinnedHeaderSizingItselfMovesNothingRead() throws {
        let configuration = try JustifiedGalleryLayout.Configuration(
            headerHeight: 20, sectionHeadersPinToVisibleBounds: true)
        let layout = JustifiedGalleryCollectionViewLayout(configuration: configuration)
        let host = Host(
            layout: layout, counts: [30, 30],
            title: Array(repeating: "A long section title", count: 12).joined(separator: " "))
        let view = host.collectionView
        let header = try XCTUnwrap(
            layout.layoutAttributesForSupplementaryView(
                ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1)))
        let target = CGPoint(x: 0, y: header.frame.minY + 400)
        // The item at the top of the view there, before section 1's header has been shown.
        let read = try XCTUnwrap(
            layout.layoutAttributesForElements(in: CGRect(origin: target, size: view.bounds.size))?
                .filter { $0.representedElementCategory == .cell && $0.frame.minY >= target.y }
                .min { ($0.frame.minY, $0.indexPath) < ($1.frame.minY, $1.indexPath) })
        let onScreen = read.frame.minY - target.y
        view.contentOffset = target
        view.layoutIfNeeded()
        let shown = try XCTUnwrap(
            layout.layoutAttributesForSupplementaryView(
                ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1)))
        XCTAssertTrue(shown.size.height > 40, "the pinned header took its text's height: \(shown.size.height)")
        let after = try XCTUnwrap(layout.layoutAttributesForItem(at: read.indexPath))
        XCTAssertEqual(after.frame.minY - view.contentOffset.y, onScreen, accuracy: 1e-6, "item \(read.indexPath)")
    }
}
#endif
