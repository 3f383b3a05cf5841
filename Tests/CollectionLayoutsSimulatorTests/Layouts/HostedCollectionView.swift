#if canImport(UIKit) && !os(watchOS)
import CollectionLayouts
import CollectionLayoutsUIKit
import UIKit
import XCTest

/// A real `UICollectionView` in a visible `UIWindow`, with a data source of `itemCounts` plain
/// cells (and any supplementary view the layout asks for), laid out by one of the library's
/// layouts. Everything the engine reads is set here and known to the test: the bounds, no content
/// inset adjustment (so the safe area of whatever device runs the tests plays no part), the
/// content inset, the layout direction and the counts.
@MainActor
final class HostedCollectionView: NSObject, UICollectionViewDataSource {
    static let cellIdentifier = "cell"
    static let supplementaryIdentifier = "supplementary"

    let window: UIWindow
    let collectionView: UICollectionView
    private(set) var itemCounts: [Int]
    let layoutDirection: LayoutDirection

    init(
        layout: UICollectionViewLayout, size: CGSize, itemCounts: [Int], contentInset: UIEdgeInsets = .zero,
        layoutDirection: LayoutDirection = .leftToRight
    ) {
        self.itemCounts = itemCounts
        self.layoutDirection = layoutDirection
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: max(size.width, 900), height: max(size.height, 900)))
        collectionView = UICollectionView(frame: CGRect(origin: .zero, size: size), collectionViewLayout: layout)
        super.init()
        collectionView.contentInsetAdjustmentBehavior = .never
        collectionView.contentInset = contentInset
        collectionView.isPrefetchingEnabled = false
        collectionView.semanticContentAttribute =
            layoutDirection == .rightToLeft ? .forceRightToLeft : .forceLeftToRight
        // Anchored cells for every layout: the wheel's turn about a point below the cell needs
        // them, and for the other layouts the anchor is the centre.
        collectionView.register(AnchoredCollectionViewCell.self, forCellWithReuseIdentifier: Self.cellIdentifier)
        for kind in [UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter] {
            collectionView.register(
                UICollectionReusableView.self, forSupplementaryViewOfKind: kind,
                withReuseIdentifier: Self.supplementaryIdentifier)
        }
        collectionView.dataSource = self
        window.show(collectionView)
    }

    // MARK: UICollectionViewDataSource

    func numberOfSections(in collectionView: UICollectionView) -> Int { itemCounts.count }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        itemCounts[section]
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: Self.cellIdentifier, for: indexPath)
        cell.contentView.backgroundColor = .systemIndigo
        return cell
    }

    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
        at indexPath: IndexPath
    ) -> UICollectionReusableView {
        collectionView.dequeueReusableSupplementaryView(
            ofKind: kind, withReuseIdentifier: Self.supplementaryIdentifier, for: indexPath)
    }

    // MARK: Driving

    /// Scrolls to `offset` without animation and lets the collection view lay out.
    func scroll(to offset: CGPoint) {
        collectionView.contentOffset = offset
        collectionView.layoutIfNeeded()
    }

    /// Releases a horizontal drag at `start` with `velocity` (points per millisecond, decelerating
    /// at `rate`) and scrolls to where `layout` says it rests: asserts that this is the engine's
    /// snapping of the offset at release, and that `layout`'s centred item is the engine's there.
    /// Returns the target, the centred item, and the engine layout prepared at rest.
    func release<Prepared: PreparedLayout>(
        at start: CGFloat, velocity: CGFloat, rate: DecelerationRate, of layout: EngineCollectionViewLayout,
        engine: (LayoutEnvironment) -> Prepared, file: StaticString = #filePath, line: UInt = #line
    ) throws -> (target: CGPoint, centred: IndexPath, rested: Prepared) {
        scroll(to: CGPoint(x: start, y: 0))
        let current = collectionView.contentOffset
        let v = CGPoint(x: velocity, y: 0)
        let proposed = ScrollPhysics.restingOffset(from: current, velocity: v, rate: rate)
        let prepared = engine(environment())
        let target = layout.targetContentOffset(forProposedContentOffset: proposed, withScrollingVelocity: v)
        assertClose(
            target, prepared.targetContentOffset(proposed: proposed, velocity: v, current: current), 1e-9,
            "release at \(current) with \(velocity)", file: file, line: line)
        scroll(to: target)
        let centred = try XCTUnwrap(layout.centeredItem, file: file, line: line)
        let rested = engine(environment())
        XCTAssertEqual(
            ElementIndex(centred.section, centred.item), rested.centeredItem(at: target), file: file, line: line)
        return (target, centred, rested)
    }

    /// Scrolls `layout` to `indexPath` with `scrollToItem(at:animated:)`, without animation, and
    /// asserts that the content offset is `expected`, the engine's offset centring it.
    func scrollToItem(
        _ indexPath: IndexPath, of layout: EngineCollectionViewLayout, expected: CGPoint?,
        file: StaticString = #filePath, line: UInt = #line
    ) throws {
        layout.scrollToItem(at: indexPath, animated: false)
        collectionView.layoutIfNeeded()
        assertClose(
            collectionView.contentOffset, try XCTUnwrap(expected, file: file, line: line), 1e-9,
            "\(indexPath) centred", file: file, line: line)
    }

    /// Appends `count` items to the end of `section` in a batch update, without animation, and
    /// lets the collection view lay out.
    func append(_ count: Int, toSection section: Int) {
        insert(count, at: itemCounts[section], section: section)
    }

    /// Inserts `count` items at `item` of `section` in a batch update, without animation, and
    /// lets the collection view lay out.
    func insert(_ count: Int, at item: Int, section: Int) {
        let paths = (item..<(item + count)).map { IndexPath(item: $0, section: section) }
        UIView.performWithoutAnimation {
            collectionView.performBatchUpdates {
                self.itemCounts[section] += count
                self.collectionView.insertItems(at: paths)
            }
        }
        collectionView.layoutIfNeeded()
    }

    /// Deletes the items at `items` of `section` in a batch update, without animation, and lets
    /// the collection view lay out.
    func delete(_ items: [Int], section: Int) {
        UIView.performWithoutAnimation {
            collectionView.performBatchUpdates {
                self.itemCounts[section] -= items.count
                self.collectionView.deleteItems(at: items.map { IndexPath(item: $0, section: section) })
            }
        }
        collectionView.layoutIfNeeded()
    }

    /// The item that marks the user's place (wholly visible, nearest the top, lowest index on a
    /// tie) and its top on screen.
    func place() throws -> (IndexPath, CGFloat) {
        let view = collectionView, bounds = view.bounds
        let cells = view.indexPathsForVisibleItems.compactMap { view.layoutAttributesForItem(at: $0) }
            .filter { $0.frame.minY >= bounds.minY && $0.frame.maxY <= bounds.maxY }
        let best = try XCTUnwrap(cells.min { ($0.frame.minY, $0.indexPath) < ($1.frame.minY, $1.indexPath) })
        return (best.indexPath, best.frame.minY - bounds.minY)
    }

    /// Resizes the collection view (a rotation) and lets it lay out.
    func resize(to size: CGSize) {
        collectionView.frame = CGRect(origin: .zero, size: size)
        collectionView.layoutIfNeeded()
    }

    /// The engine's environment for the collection view as it is now, written from what this
    /// host set up (not read through the adapter): bounds, offset, insets, direction, counts.
    func environment(itemSizes: ItemSizes = .none) -> LayoutEnvironment {
        let inset = collectionView.contentInset
        return LayoutEnvironment(
            boundsSize: collectionView.bounds.size, contentOffset: collectionView.contentOffset,
            contentInsets: LayoutInsets(top: inset.top, left: inset.left, bottom: inset.bottom, right: inset.right),
            layoutDirection: layoutDirection, itemCounts: itemCounts, itemSizes: itemSizes)
    }

    // MARK: Checks

    /// Checks the collection view against `engine` (the engine layout prepared afresh for
    /// ``environment(itemSizes:)``): the content size; UIKit's attributes for every element of
    /// the engine within a screen of the visible rect; and the cells and supplementary views
    /// UIKit shows: each where the engine draws it, and every element the engine puts inside
    /// the visible rect shown.
    func assertMatches(
        _ engine: some PreparedLayout, _ comment: String, file: StaticString = #filePath, line: UInt = #line
    ) {
        let bounds = collectionView.bounds
        XCTAssertEqual(
            collectionView.contentSize, engine.contentSize, "\(comment): content size", file: file, line: line)
        XCTAssertEqual(
            collectionView.collectionViewLayout.collectionViewContentSize, engine.contentSize,
            "\(comment): layout's content size", file: file, line: line)

        // UIKit's attributes, asked by index, for the elements around the visible rect.
        let around = engine.elements(in: bounds.insetBy(dx: -bounds.width, dy: -bounds.height))
        XCTAssertFalse(
            around.isEmpty && engine.contentSize != .zero, "\(comment): the engine shows something", file: file,
            line: line)
        for element in around {
            let indexPath = IndexPath(item: element.index.item, section: element.index.section)
            let attributes: UICollectionViewLayoutAttributes?
            switch element.kind {
            case .cell:
                attributes = collectionView.layoutAttributesForItem(at: indexPath)
            case .supplementary(let kind):
                attributes = collectionView.layoutAttributesForSupplementaryElement(
                    ofKind: Self.uiKitKind(kind), at: indexPath)
            case .decoration:
                continue
            }
            guard let attributes else {
                XCTFail("\(comment): no UIKit attributes for \(element.kind) \(indexPath)", file: file, line: line)
                continue
            }
            let what = "\(comment): \(element.kind) \(indexPath)"
            assertClose(attributes.center, element.center, 1e-9, "\(what) centre", file: file, line: line)
            assertClose(attributes.size, element.size, 1e-9, "\(what) size", file: file, line: line)
            XCTAssertEqual(attributes.alpha, element.alpha, accuracy: 1e-12, "\(what) alpha", file: file, line: line)
            XCTAssertEqual(attributes.zIndex, element.zIndex, "\(what) zIndex", file: file, line: line)
            XCTAssertEqual(attributes.isHidden, element.isHidden, "\(what) hidden", file: file, line: line)
            assertClose(
                attributes.transform, Self.affine(element.transform), 1e-12, "\(what) transform", file: file, line: line
            )
            let anchor = (attributes as? AnchoredLayoutAttributes)?.anchorPoint
            XCTAssertEqual(anchor, element.anchorPoint, "\(what) anchor point", file: file, line: line)
        }

        // The cells on screen: each drawn where the engine draws it.
        let visible = collectionView.indexPathsForVisibleItems
        for indexPath in visible {
            guard let cell = collectionView.cellForItem(at: indexPath),
                let element = engine.attributes(for: ElementIndex(indexPath.section, indexPath.item))
            else {
                XCTFail(
                    "\(comment): UIKit shows cell \(indexPath), the engine has no such item", file: file, line: line)
                continue
            }
            assertDrawn(cell, like: element, "\(comment): cell \(indexPath)", file: file, line: line)
        }
        // Every cell the engine puts inside the visible rect (a point in from its edges) is on screen.
        let inside = engine.elements(in: bounds.insetBy(dx: 1, dy: 1))
        for element in inside where element.kind == .cell {
            let indexPath = IndexPath(item: element.index.item, section: element.index.section)
            XCTAssertTrue(
                visible.contains(indexPath), "\(comment): cell \(indexPath) is on screen", file: file, line: line)
        }

        // Headers and footers on screen, likewise.
        for (engineKind, uiKitKind) in [
            ("header", UICollectionView.elementKindSectionHeader),
            ("footer", UICollectionView.elementKindSectionFooter),
        ] {
            let shown = collectionView.indexPathsForVisibleSupplementaryElements(ofKind: uiKitKind)
            for indexPath in shown {
                guard let view = collectionView.supplementaryView(forElementKind: uiKitKind, at: indexPath),
                    let element = engine.supplementaryAttributes(
                        ofKind: engineKind, at: ElementIndex(indexPath.section, indexPath.item))
                else {
                    XCTFail(
                        "\(comment): UIKit shows a \(engineKind) at \(indexPath) that the engine does not have",
                        file: file, line: line)
                    continue
                }
                assertDrawn(view, like: element, "\(comment): \(engineKind) \(indexPath)", file: file, line: line)
            }
            for element in inside where element.kind == .supplementary(engineKind) {
                let indexPath = IndexPath(item: element.index.item, section: element.index.section)
                XCTAssertTrue(
                    shown.contains(indexPath), "\(comment): \(engineKind) \(indexPath) is on screen", file: file,
                    line: line)
            }
        }
    }

    /// Checks that `view` is drawn as the engine draws `element`: its four corners, taken through
    /// the view's transform, anchor point and position into the collection view's content
    /// coordinates, are the engine's frame turned and scaled about its anchor point; and the
    /// same opacity (UIKit keeps a view's alpha in single precision).
    private func assertDrawn(
        _ view: UIView, like element: LayoutAttributes, _ comment: String, file: StaticString, line: UInt
    ) {
        let size = view.bounds.size
        assertClose(size, element.size, 1e-6, "\(comment): size", file: file, line: line)
        let corners = [
            CGPoint(x: 0, y: 0), CGPoint(x: size.width, y: 0), CGPoint(x: size.width, y: size.height),
            CGPoint(x: 0, y: size.height),
        ]
        let origin = view.bounds.origin
        for (corner, want) in zip(corners, Self.drawnCorners(of: element)) {
            let got = view.convert(CGPoint(x: origin.x + corner.x, y: origin.y + corner.y), to: collectionView)
            assertClose(got, want, 1e-3, "\(comment): corner \(corner)", file: file, line: line)
        }
        XCTAssertEqual(view.alpha, element.alpha, accuracy: 1e-6, "\(comment): alpha", file: file, line: line)
        XCTAssertEqual(view.isHidden, element.isHidden, "\(comment): hidden", file: file, line: line)
    }

    // MARK: The engine's values in UIKit's terms, written out independently of the adapter

    /// UIKit's kind for the engine's "header" and "footer".
    static func uiKitKind(_ kind: String) -> String {
        switch kind {
        case "header": UICollectionView.elementKindSectionHeader
        case "footer": UICollectionView.elementKindSectionFooter
        default: kind
        }
    }

    /// The affine transform of the engine's 2-D transform: scale, then rotation.
    static func affine(_ t: LayoutTransform) -> CGAffineTransform {
        CGAffineTransform(
            a: t.scale * cos(t.rotation), b: t.scale * sin(t.rotation),
            c: -t.scale * sin(t.rotation), d: t.scale * cos(t.rotation), tx: 0, ty: 0)
    }

    /// The corners of `element` as drawn, clockwise from the top left: its frame's corners
    /// turned and scaled about its anchor point (2-D transforms; the tests use no tilt).
    static func drawnCorners(of element: LayoutAttributes) -> [CGPoint] {
        let f = element.frame
        let anchor = CGPoint(x: f.minX + element.anchorPoint.x * f.width, y: f.minY + element.anchorPoint.y * f.height)
        let t = affine(element.transform)
        return [
            CGPoint(x: f.minX, y: f.minY), CGPoint(x: f.maxX, y: f.minY), CGPoint(x: f.maxX, y: f.maxY),
            CGPoint(x: f.minX, y: f.maxY),
        ].map { p in
            let v = CGPoint(x: p.x - anchor.x, y: p.y - anchor.y)
            return CGPoint(x: anchor.x + t.a * v.x + t.c * v.y, y: anchor.y + t.b * v.x + t.d * v.y)
        }
    }
}

/// Records every report of a layout's `centeredItemDidChange`.
@MainActor
final class CenteredItemRecorder {
    private(set) var reports: [IndexPath?] = []

    init(_ layout: EngineCollectionViewLayout) {
        layout.centeredItemDidChange = { [weak self] item in self?.reports.append(item) }
    }

    /// Waits, letting the main run loop turn, until `count` reports have come or `seconds` have
    /// passed; true when they came.
    func waitForReports(_ count: Int, seconds: Double = 5) async throws -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while reports.count < count && Date() < deadline {
            try await Task.sleep(nanoseconds: 20_000_000)
        }
        return reports.count >= count
    }
}

// MARK: Comparisons with a tolerance

func assertClose(
    _ a: CGPoint, _ b: CGPoint, _ accuracy: CGFloat, _ comment: String, file: StaticString = #filePath,
    line: UInt = #line
) {
    XCTAssertTrue(
        abs(a.x - b.x) <= accuracy && abs(a.y - b.y) <= accuracy, "\(comment): \(a) ≠ \(b)", file: file, line: line)
}

func assertClose(
    _ a: CGSize, _ b: CGSize, _ accuracy: CGFloat, _ comment: String, file: StaticString = #filePath, line: UInt = #line
) {
    XCTAssertTrue(
        abs(a.width - b.width) <= accuracy && abs(a.height - b.height) <= accuracy, "\(comment): \(a) ≠ \(b)",
        file: file, line: line)
}

func assertClose(
    _ a: CGAffineTransform, _ b: CGAffineTransform, _ accuracy: CGFloat, _ comment: String,
    file: StaticString = #filePath, line: UInt = #line
) {
    let close = [a.a - b.a, a.b - b.b, a.c - b.c, a.d - b.d, a.tx - b.tx, a.ty - b.ty].allSatisfy {
        abs($0) <= accuracy
    }
    XCTAssertTrue(close, "\(comment): \(a) ≠ \(b)", file: file, line: line)
}

/// Item `item` of section `section`.
func item(_ item: Int, _ section: Int = 0) -> IndexPath { IndexPath(item: item, section: section) }
#endif
