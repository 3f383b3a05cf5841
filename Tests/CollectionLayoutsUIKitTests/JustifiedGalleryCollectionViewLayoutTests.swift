#if !canImport(UIKit) && canImport(UIKitStandIn) && (TestSupport || !SWIFT_PACKAGE)
@_spi(Tools) import CollectionLayouts
@testable import CollectionLayoutsUIKit
import Foundation
import Testing
import UIKitStandIn

@Suite("JustifiedGalleryCollectionViewLayout") @MainActor
struct JustifiedGalleryCollectionViewLayoutTests {
    /// Photo sizes from 3:4 to 16:9, a different one per item.
    private static func photoSize(_ indexPath: IndexPath) -> CGSize {
        let sizes = [
            CGSize(width: 4000, height: 3000), CGSize(width: 3000, height: 4000), CGSize(width: 1920, height: 1080),
            CGSize(width: 1000, height: 1000), CGSize(width: 2400, height: 1600),
        ]
        return sizes[(indexPath.item * 7 + indexPath.section * 3) % sizes.count]
    }

    private func harness(
        _ configuration: JustifiedGalleryLayout.Configuration = .standard, itemCounts: [Int] = [30, 0, 12],
        size: CGSize = CGSize(width: 390, height: 844), sized: Bool = false,
        layoutDirection: UIUserInterfaceLayoutDirection = .leftToRight
    ) -> AdapterHarness {
        AdapterHarness(
            JustifiedGalleryCollectionViewLayout(configuration: configuration), size: size, itemCounts: itemCounts,
            layoutDirection: layoutDirection, sizes: sized ? Self.photoSize : nil)
    }

    @Test func scrollingWithHeadersMatchesTheEngine() {
        let h = harness()
        #expect(
            h.fake.visibleAttributes.contains { $0.representedElementKind == UICollectionView.elementKindSectionHeader }
        )
        for y in stride(from: -100, through: 6000, by: 97) {
            h.fake.scroll(to: CGPoint(x: 0, y: y))
            h.check("offset \(y)")
        }
        #expect(h.layout.fullPrepareCount == 1)
    }

    @Test func photosKeepTheirAspectRatiosFromTheDelegate() throws {
        let layout = JustifiedGalleryCollectionViewLayout(configuration: .photos)
        let delegate = PhotoSizes()
        layout.delegate = delegate
        let fake = FakeCollectionView(size: CGSize(width: 390, height: 844), layout: layout, itemCounts: [25])
        let sizes = ItemSizes.perSection([(0..<25).map { Self.photoSize(IndexPath(item: $0, section: 0)) }])
        let expected = JustifiedGalleryLayout(configuration: .photos)
            .prepare(in: LayoutEnvironment(boundsSize: fake.bounds.size, itemCounts: [25], itemSizes: sizes))
        expectSame(fake.visibleAttributes, expected.elements(in: fake.bounds), "photos")
        #expect(layout.collectionViewContentSize == expected.contentSize)
    }

    @Test func theSizeClosureDrivesThePhotoMode() {
        let h = harness(.photos, sized: true)
        for y in stride(from: 0, through: 5000, by: 250) {
            h.fake.scroll(to: CGPoint(x: 0, y: y))
            h.check("offset \(y)")
        }
    }

    @Test func footersAndRotation() throws {
        let configuration = try JustifiedGalleryLayout.Configuration(footerHeight: 30, lastRow: .centered)
        let h = harness(configuration)
        h.fake.scroll(to: CGPoint(x: 0, y: 1200))
        h.fake.resize(to: CGSize(width: 844, height: 390))
        h.check("landscape", prepares: 2)
        h.fake.scroll(to: CGPoint(x: 0, y: h.layout.collectionViewContentSize.height - 390))
        #expect(
            h.fake.visibleAttributes.contains { $0.representedElementKind == UICollectionView.elementKindSectionFooter }
        )
        h.check("the end, with the last footer")
        h.fake.resize(to: CGSize(width: 844, height: 300))
        // The rows are the same, but a release near the end must rest within the new height.
        h.check("shorter: a new height alone prepares again", prepares: 3)
    }

    @Test func dataChangesFlingsAndRightToLeft() {
        let h = harness(.photos, sized: true, layoutDirection: .rightToLeft)
        h.check("right to left")
        h.reload([3, 50], "new data")
        h.fling(CGPoint(x: 0, y: 4), "down")
        h.fling(CGPoint(x: 0, y: -100), "back to the top")
        #expect(h.fake.contentOffset.y == 0)
    }

    @Test func configurationChangesInvalidate() throws {
        let h = harness()
        let layout = try #require(h.layout as? JustifiedGalleryCollectionViewLayout)
        h.expectConfigurationChange(
            of: layout,
            to: try JustifiedGalleryLayout.Configuration(mode: .widthRange(min: 100, max: 200, height: 120), seed: 9))
        #expect(layout.fullPrepareCount == 2)
        #expect(layout.preparedJustifiedGallery?.configuration == layout.configuration)
    }
}

@MainActor
private final class PhotoSizes: CollectionViewLayoutSizeDelegate {
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        let sizes = [
            CGSize(width: 4000, height: 3000), CGSize(width: 3000, height: 4000), CGSize(width: 1920, height: 1080),
            CGSize(width: 1000, height: 1000), CGSize(width: 2400, height: 1600),
        ]
        return sizes[(indexPath.item * 7 + indexPath.section * 3) % sizes.count]
    }
}
#endif
