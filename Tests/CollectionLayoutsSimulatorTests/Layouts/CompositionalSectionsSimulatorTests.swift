#if canImport(UIKit) && !os(watchOS)
import CollectionLayouts
import CollectionLayoutsUIKit
import UIKit
import XCTest

/// The library's sections (`NSCollectionLayoutSection.carousel`, `.circlePack`,
/// `.justifiedGallery`, `.staggeredGrid`) in a real `UICollectionViewCompositionalLayout`, beside
/// one of Apple's list sections: every item's frame is the engine's own prepare of that section
/// alone, moved to the section's origin, and the carousel's side items are scaled and faded as
/// the engine's carousel says, at rest and after its row is scrolled to another item.
final class CompositionalSectionsSimulatorTests: XCTestCase {
    /// The screen: 390 points wide.
    private let size = CGSize(width: 390, height: 844)
    /// Carousel, circles, gallery, grid, list.
    private let counts = [6, 14, 10, 15, 5]
    private let diameters: [CGSize] = (0..<14).map { CGSize(width: CGFloat(40 + ($0 * 29) % 90), height: 0) }
    private let photos: [CGSize] = (0..<10).map { [CGSize(width: 4, height: 3), CGSize(width: 3, height: 4)][$0 % 2] }
    private let carousel = try! CarouselLayout.Configuration(
        itemSize: .absolute(CGSize(width: 240, height: 160)), spacing: 12, sideItemScale: 0.8, sideItemAlpha: 0.6)
    private let circles = try! CirclePackLayout.Configuration(insets: LayoutInsets(all: 10), spacing: 6)
    private let gallery = try! JustifiedGalleryLayout.Configuration(
        mode: .aspectRatios(targetRowHeight: 120, tolerance: 0.3), insets: LayoutInsets(all: 8), itemSpacing: 4,
        rowSpacing: 4, headerHeight: 0)
    private let grid = try! StaggeredGridLayout.Configuration(itemSize: CGSize(width: 80, height: 60), spacing: 8)
    /// The grid's height: it takes three rows from it.
    private let gridHeight: CGFloat = 220

    @MainActor
    private func makeHost() -> HostedCollectionView {
        let (carousel, circles, gallery, grid, counts) = (carousel, circles, gallery, grid, counts)
        let (diameters, photos, gridHeight) = (diameters, photos, gridHeight)
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.contentInsetsReference = .none
        let layout = UICollectionViewCompositionalLayout(
            sectionProvider: { section, environment in
                switch section {
                case 0: .carousel(carousel, itemCount: counts[0], environment: environment)
                case 1: .circlePack(circles, itemCount: counts[1], itemSizes: diameters, environment: environment)
                case 2: .justifiedGallery(gallery, itemCount: counts[2], itemSizes: photos, environment: environment)
                case 3: .staggeredGrid(grid, itemCount: counts[3], across: gridHeight, environment: environment)
                default:
                    NSCollectionLayoutSection(
                        group: .vertical(
                            layoutSize: NSCollectionLayoutSize(
                                widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
                            subitems: [
                                NSCollectionLayoutItem(
                                    layoutSize: NSCollectionLayoutSize(
                                        widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                            ]))
                }
            }, configuration: configuration)
        return HostedCollectionView(layout: layout, size: size, itemCounts: counts)
    }

    /// The frame UIKit gives item `item` of `section`, before any transform: from the centre and
    /// size, which the carousel's scaling leaves alone (a transformed frame is its bounding box).
    @MainActor
    private func frame(_ host: HostedCollectionView, _ item: Int, _ section: Int) throws -> CGRect {
        let attributes = try XCTUnwrap(
            host.collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: section)))
        let size = attributes.size
        return CGRect(
            x: attributes.center.x - size.width / 2, y: attributes.center.y - size.height / 2, width: size.width,
            height: size.height)
    }

    /// Asserts that the items of `section` sit at `expected` (the engine's frames of the section
    /// alone), all moved by the same offset: the section's origin.
    @MainActor
    private func assertPlaced(
        _ host: HostedCollectionView, section: Int, _ expected: [CGRect], _ comment: String,
        file: StaticString = #filePath, line: UInt = #line
    ) throws {
        // Compositional layout places frames on the display's pixels.
        let accuracy = 1 / max(host.collectionView.traitCollection.displayScale, 1) + 1e-6
        let first = try frame(host, 0, section)
        let origin = CGPoint(x: first.minX - expected[0].minX, y: first.minY - expected[0].minY)
        for (item, engine) in expected.enumerated() {
            let placed = try frame(host, item, section)
            assertClose(
                placed.origin, CGPoint(x: engine.minX + origin.x, y: engine.minY + origin.y), accuracy,
                "\(comment) item \(item) origin", file: file, line: line)
            assertClose(placed.size, engine.size, accuracy, "\(comment) item \(item) size", file: file, line: line)
        }
    }

    @MainActor
    func testEachSectionIsTheEnginesLayoutOfItsItems() throws {
        let host = makeHost()
        let width = size.width
        func engineFrames<P: PreparedLayout>(_ prepared: P, _ count: Int) throws -> [CGRect] {
            try (0..<count).map { try XCTUnwrap(prepared.attributes(for: ElementIndex(0, $0))).frame }
        }
        let packing = CirclePackLayout(configuration: circles).prepare(
            in: LayoutEnvironment(
                boundsSize: CGSize(width: width, height: 0), itemCounts: [counts[1]],
                itemSizes: .perSection([diameters])))
        try assertPlaced(host, section: 1, try engineFrames(packing, counts[1]), "circles")
        let photosPrepared = JustifiedGalleryLayout(configuration: gallery).prepare(
            in: LayoutEnvironment(
                boundsSize: CGSize(width: width, height: 0), itemCounts: [counts[2]], itemSizes: .perSection([photos])))
        try assertPlaced(host, section: 2, try engineFrames(photosPrepared, counts[2]), "gallery")
        let gridPrepared = StaggeredGridLayout(configuration: grid).prepare(
            in: LayoutEnvironment(boundsSize: CGSize(width: 0, height: gridHeight), itemCounts: [counts[3]]))
        try assertPlaced(host, section: 3, try engineFrames(gridPrepared, counts[3]), "grid")
        // The carousel's row at rest: the items where the carousel puts them, moved to the top of the row.
        let carouselPrepared = CarouselLayout(configuration: carousel).prepare(
            in: LayoutEnvironment(boundsSize: size, itemCounts: [counts[0]]))
        let row = try engineFrames(carouselPrepared, counts[0]).map { $0.offsetBy(dx: 0, dy: -$0.minY) }
        try assertPlaced(host, section: 0, row, "carousel")
        XCTAssertEqual(try frame(host, 0, 0).minX, row[0].minX, accuracy: 1, "the room before the first item")
        // The sections follow each other down the page: circles below the carousel's row, and so on.
        XCTAssertEqual(
            try frame(host, 0, 1).minY - packing.attributes(for: ElementIndex(0, 0))!.frame.minY, 160, accuracy: 1)
        // Apple's list section below them keeps its own layout.
        XCTAssertEqual(try frame(host, 0, 4).size.height, 44, accuracy: 1e-6)
        XCTAssertEqual(try frame(host, 0, 4).size.width, width, accuracy: 1e-6)
    }

    @MainActor
    func testTheCarouselsSideItemsAreTheEnginesAtRestAndAfterScrolling() throws {
        let host = makeHost()
        var engine = CarouselLayout(configuration: carousel).prepare(
            in: LayoutEnvironment(boundsSize: size, itemCounts: [counts[0]]))
        try assertEffects(host, engine, "at rest")
        // The row's own scroll view (compositional layout's, inside the collection view): moved to
        // the offset at which the engine rests item 2, it shows item 2 in the middle.
        let scroller = try XCTUnwrap(
            host.collectionView.subviews.compactMap { $0 as? UIScrollView }.first { $0.frame.minY < 1 },
            "the row's scroll view")
        let resting = try XCTUnwrap(engine.contentOffset(centering: ElementIndex(0, 2)))
        scroller.contentOffset = CGPoint(x: resting.x, y: 0)
        host.collectionView.layoutIfNeeded()
        engine.updateContentOffset(resting)
        try assertEffects(host, engine, "item 2 at rest")
        let cell = try XCTUnwrap(host.collectionView.cellForItem(at: IndexPath(item: 2, section: 0)))
        let centre = cell.convert(CGPoint(x: cell.bounds.midX, y: cell.bounds.midY), to: host.collectionView)
        XCTAssertEqual(centre.x, size.width / 2, accuracy: 1, "item 2 rests in the middle")
    }

    /// Asserts that every visible cell of the carousel has the engine's scale, alpha and zIndex.
    @MainActor
    private func assertEffects(
        _ host: HostedCollectionView, _ engine: PreparedCarousel, _ comment: String,
        file: StaticString = #filePath, line: UInt = #line
    ) throws {
        var seen = 0
        for item in 0..<counts[0] {
            guard let cell = host.collectionView.cellForItem(at: IndexPath(item: item, section: 0)) else { continue }
            let expected = try XCTUnwrap(engine.attributes(for: ElementIndex(0, item)))
            let scale = expected.transform.scale
            assertClose(
                cell.transform, CGAffineTransform(scaleX: scale, y: scale), 1e-3, "\(comment) item \(item) scale",
                file: file, line: line)
            XCTAssertEqual(
                cell.alpha, expected.alpha, accuracy: 1e-3, "\(comment) item \(item) alpha", file: file, line: line)
            XCTAssertEqual(
                cell.layer.zPosition, CGFloat(expected.zIndex), accuracy: 1e-6, "\(comment) item \(item) zIndex",
                file: file, line: line)
            seen += 1
        }
        XCTAssertTrue(seen >= 2, "\(comment): the middle item and a side item are visible", file: file, line: line)
    }
}
#endif
