#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
import CollectionLayouts
import CollectionLayoutsAppKit
import XCTest

/// The library's sections (`NSCollectionLayoutSection.carousel`, `.circlePack`,
/// `.justifiedGallery`, `.staggeredGrid`) in a real `NSCollectionViewCompositionalLayout`, beside
/// a plain section of rows: every item's frame is the engine's own prepare of that section alone,
/// moved to the section's origin, and the carousel's side items are faded and stacked as the
/// engine's carousel says at rest (AppKit's visible items have no transform: no scale).
final class AppKitCompositionalSectionsTests: XCTestCase {
    /// The window's content: 480 points wide.
    private let size = CGSize(width: 480, height: 900)
    /// Carousel, circles, gallery, grid, rows.
    private let counts = [6, 14, 10, 15, 5]
    private let diameters: [CGSize] = (0..<14).map { CGSize(width: CGFloat(40 + ($0 * 29) % 90), height: 0) }
    private let photos: [CGSize] = (0..<10).map { [CGSize(width: 4, height: 3), CGSize(width: 3, height: 4)][$0 % 2] }
    private let carousel = try! CarouselLayout.Configuration(
        itemSize: .absolute(CGSize(width: 240, height: 160)), spacing: 12, sideItemAlpha: 0.6)
    private let circles = try! CirclePackLayout.Configuration(insets: LayoutInsets(all: 10), spacing: 6)
    private let gallery = try! JustifiedGalleryLayout.Configuration(
        mode: .aspectRatios(targetRowHeight: 120, tolerance: 0.3), insets: LayoutInsets(all: 8), itemSpacing: 4,
        rowSpacing: 4, headerHeight: 0)
    private let grid = try! StaggeredGridLayout.Configuration(itemSize: CGSize(width: 80, height: 60), spacing: 8)
    /// The grid's height: it takes three rows from it.
    private let gridHeight: CGFloat = 220

    /// A collection view of the five sections in a window, laid out.
    @MainActor
    private final class Host: NSObject, NSCollectionViewDataSource {
        let window: NSWindow
        let collectionView = NSCollectionView()
        let counts: [Int]

        init(layout: NSCollectionViewLayout, size: CGSize, counts: [Int]) {
            _ = NSApplication.shared
            self.counts = counts
            window = NSWindow(
                contentRect: CGRect(origin: CGPoint(x: 100, y: 100), size: size), styleMask: [.titled],
                backing: .buffered, defer: false)
            super.init()
            window.isReleasedWhenClosed = false
            let scrollView = NSScrollView(frame: CGRect(origin: .zero, size: size))
            scrollView.automaticallyAdjustsContentInsets = false
            scrollView.contentInsets = NSEdgeInsets()
            // An item made in code needs a view: AnchoredCollectionViewItem makes a plain one.
            collectionView.register(AnchoredCollectionViewItem.self, forItemWithIdentifier: Self.identifier)
            collectionView.collectionViewLayout = layout
            collectionView.dataSource = self
            scrollView.documentView = collectionView
            window.contentView?.addSubview(scrollView)
            window.orderFront(nil)
            window.layoutIfNeeded()
            collectionView.layoutSubtreeIfNeeded()
            RunLoop.main.run(until: Date().addingTimeInterval(0.05))
            collectionView.layoutSubtreeIfNeeded()
        }

        static let identifier = NSUserInterfaceItemIdentifier("item")

        func numberOfSections(in collectionView: NSCollectionView) -> Int { counts.count }

        func collectionView(_ collectionView: NSCollectionView, numberOfItemsInSection section: Int) -> Int {
            counts[section]
        }

        func collectionView(
            _ collectionView: NSCollectionView, itemForRepresentedObjectAt indexPath: IndexPath
        ) -> NSCollectionViewItem {
            collectionView.makeItem(withIdentifier: Self.identifier, for: indexPath)
        }
    }

    @MainActor
    private func makeHost() -> Host {
        let (carousel, circles, gallery, grid, counts) = (carousel, circles, gallery, grid, counts)
        let (diameters, photos, gridHeight) = (diameters, photos, gridHeight)
        let layout = NSCollectionViewCompositionalLayout { section, environment in
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
        }
        return Host(layout: layout, size: size, counts: counts)
    }

    /// The attributes AppKit's compositional layout gives item `item` of `section`.
    @MainActor
    private func attributes(_ host: Host, _ item: Int, _ section: Int) throws -> NSCollectionViewLayoutAttributes {
        try XCTUnwrap(host.collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: section)))
    }

    /// Asserts that the items of `section` sit at `expected` (the engine's frames of the section
    /// alone), all moved by the same offset: the section's origin.
    @MainActor
    private func assertPlaced(
        _ host: Host, section: Int, _ expected: [CGRect], _ comment: String, file: StaticString = #filePath,
        line: UInt = #line
    ) throws {
        // Compositional layout places frames on the display's pixels.
        let accuracy = 1 / max(host.window.backingScaleFactor, 1) + 1e-6
        let first = try attributes(host, 0, section).frame
        let origin = CGPoint(x: first.minX - expected[0].minX, y: first.minY - expected[0].minY)
        for (item, engine) in expected.enumerated() {
            let placed = try attributes(host, item, section).frame
            XCTAssertEqual(
                placed.minX, engine.minX + origin.x, accuracy: accuracy, "\(comment) item \(item) x", file: file,
                line: line)
            XCTAssertEqual(
                placed.minY, engine.minY + origin.y, accuracy: accuracy, "\(comment) item \(item) y", file: file,
                line: line)
            XCTAssertEqual(
                placed.width, engine.width, accuracy: accuracy, "\(comment) item \(item) width", file: file, line: line)
            XCTAssertEqual(
                placed.height, engine.height, accuracy: accuracy, "\(comment) item \(item) height", file: file,
                line: line)
        }
    }

    @MainActor
    func testEachSectionIsTheEnginesLayoutOfItsItems() throws {
        let host = makeHost()
        defer { host.window.close() }
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
        XCTAssertEqual(
            try attributes(host, 0, 0).frame.minX, row[0].minX, accuracy: 1, "the room before the first item")
        // The sections follow each other down the page: circles below the carousel's 160-point row.
        XCTAssertEqual(
            try attributes(host, 0, 1).frame.minY - packing.attributes(for: ElementIndex(0, 0))!.frame.minY, 160,
            accuracy: 1)
        // The plain section of rows below them keeps its own layout.
        XCTAssertEqual(try attributes(host, 0, 4).frame.height, 44, accuracy: 1e-6)
        XCTAssertEqual(try attributes(host, 0, 4).frame.width, width, accuracy: 1e-6)
    }

    @MainActor
    func testTheCarouselsSideItemsAreFadedAndStackedAsTheEngineSaysAtRest() throws {
        let host = makeHost()
        defer { host.window.close() }
        let engine = CarouselLayout(configuration: carousel).prepare(
            in: LayoutEnvironment(boundsSize: size, itemCounts: [counts[0]]))
        let visible =
            host.collectionView.collectionViewLayout?.layoutAttributesForElements(in: host.collectionView.visibleRect)
            ?? []
        var seen = 0
        for attributes in visible
        where attributes.indexPath?.section == 0 && attributes.representedElementCategory == .item {
            let item = try XCTUnwrap(attributes.indexPath).item
            let expected = try XCTUnwrap(engine.attributes(for: ElementIndex(0, item)))
            XCTAssertEqual(attributes.alpha, expected.alpha, accuracy: 1e-3, "item \(item) alpha")
            XCTAssertEqual(attributes.zIndex, expected.zIndex, "item \(item) zIndex")
            XCTAssertEqual(attributes.size.width, 240, accuracy: 1e-6, "item \(item): no scale on the Mac")
            seen += 1
        }
        XCTAssertTrue(seen >= 2, "the middle item and a side item are visible")
    }
}
#endif
