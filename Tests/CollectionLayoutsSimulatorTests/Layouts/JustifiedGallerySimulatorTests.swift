#if canImport(UIKit) && !os(watchOS)
import CollectionLayouts
import CollectionLayoutsUIKit
import UIKit
import XCTest

/// `JustifiedGalleryCollectionViewLayout` in a real `UICollectionView`, with photo sizes from
/// its `delegate` and headers and footers as supplementary views, held to the engine's
/// `JustifiedGalleryLayout`.
final class JustifiedGallerySimulatorTests: XCTestCase {
    /// Photo sizes in pixels, landscape, portrait and square, per section.
    @MainActor
    final class PhotoSizes: CollectionViewLayoutSizeDelegate {
        let sizes: [[CGSize]] = [
            (0..<14).map {
                [
                    CGSize(width: 4032, height: 3024), CGSize(width: 3024, height: 4032),
                    CGSize(width: 1080, height: 1080),
                    CGSize(width: 1920, height: 1080),
                ][$0 % 4]
            },
            (0..<9).map { CGSize(width: 1000 + CGFloat($0) * 150, height: 1200) },
        ]

        func collectionView(
            _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
            sizeForItemAt indexPath: IndexPath
        ) -> CGSize {
            sizes[indexPath.section][indexPath.item]
        }
    }

    @MainActor
    func testPhotosKeepTheirAspectRatiosInJustifiedRows() throws {
        let photos = PhotoSizes()
        let layout = JustifiedGalleryCollectionViewLayout(configuration: .photos)
        layout.delegate = photos
        let host = HostedCollectionView(
            layout: layout, size: CGSize(width: 390, height: 700), itemCounts: photos.sizes.map(\.count))
        let engine = JustifiedGalleryLayout(configuration: .photos)
        let headers = host.collectionView.indexPathsForVisibleSupplementaryElements(
            ofKind: UICollectionView.elementKindSectionHeader)
        XCTAssertTrue(headers.contains(item(0)), "the first section's header is on screen at the top")
        let end = host.collectionView.contentSize.height - 700
        XCTAssertTrue(end > 0, "the gallery is taller than the screen")
        for y in stride(from: 0, through: end, by: 191) {
            host.scroll(to: CGPoint(x: 0, y: y))
            host.assertMatches(
                engine.prepare(in: host.environment(itemSizes: .perSection(photos.sizes))), "offset \(y)")
        }
        host.resize(to: CGSize(width: 844, height: 390))
        host.scroll(to: .zero)
        host.assertMatches(engine.prepare(in: host.environment(itemSizes: .perSection(photos.sizes))), "landscape")
    }

    @MainActor
    func testWidthRangeRowsWithFooters() throws {
        let configuration = try JustifiedGalleryLayout.Configuration(
            mode: .widthRange(min: 120, max: 220, height: 140),
            headerHeight: 44, footerHeight: 30)
        let host = HostedCollectionView(
            layout: JustifiedGalleryCollectionViewLayout(configuration: configuration),
            size: CGSize(width: 390, height: 700), itemCounts: [25, 0, 12])
        let engine = JustifiedGalleryLayout(configuration: configuration)
        let end = host.collectionView.contentSize.height - 700
        for y in stride(from: 0, through: max(end, 0), by: 157) {
            host.scroll(to: CGPoint(x: 0, y: y))
            host.assertMatches(engine.prepare(in: host.environment()), "offset \(y)")
        }
    }
}
#endif
