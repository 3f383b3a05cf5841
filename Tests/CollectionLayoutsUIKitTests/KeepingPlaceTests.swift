#if !canImport(UIKit) && canImport(UIKitStandIn) && (TestSupport || !SWIFT_PACKAGE)
@_spi(Tools) import CollectionLayouts
@testable import CollectionLayoutsUIKit
import Foundation
import Testing
import UIKitStandIn

/// Batch updates through the fake collection view keep the user's place: the item the user was
/// looking at, chosen here from what the fake shows by the documented rule, is where it was on
/// screen after inserts, deletes and moves before it; paging layouts keep their centred item.
@Suite("Keeping the user's place through batch updates") @MainActor
struct KeepingPlaceTests {
    /// The data: item identities per section, whose sizes follow them through inserts and moves.
    @MainActor final class Model {
        var ids: [[Int]]
        private var nextID = 1_000_000
        private let sizeOf: (Int) -> CGSize

        init(counts: [Int], size: @escaping (Int) -> CGSize) {
            ids = counts.enumerated().map { section, count in (0..<count).map { section * 10_000 + $0 } }
            sizeOf = size
        }

        var counts: [Int] { ids.map(\.count) }

        func size(at indexPath: IndexPath) -> CGSize? {
            guard ids.indices.contains(indexPath.section), ids[indexPath.section].indices.contains(indexPath.item)
            else { return nil }
            return sizeOf(ids[indexPath.section][indexPath.item])
        }

        func id(at indexPath: IndexPath) -> Int { ids[indexPath.section][indexPath.item] }

        func indexPath(of id: Int) -> IndexPath? {
            for (section, items) in ids.enumerated() {
                if let item = items.firstIndex(of: id) { return IndexPath(item: item, section: section) }
            }
            return nil
        }

        /// Inserts `count` new items at `item` of `section`.
        func insert(_ count: Int, at item: Int, section: Int = 0) -> FakeCollectionView.Update {
            let new = (0..<count).map { nextID + $0 }
            nextID += count
            ids[section].insert(contentsOf: new, at: item)
            return .insertItems((item..<(item + count)).map { IndexPath(item: $0, section: section) })
        }

        /// Deletes the items at `items` of `section`.
        func delete(_ items: [Int], section: Int = 0) -> FakeCollectionView.Update {
            for item in items.sorted(by: >) { ids[section].remove(at: item) }
            return .deleteItems(items.map { IndexPath(item: $0, section: section) })
        }

        /// Moves one item.
        func move(from: IndexPath, to: IndexPath) -> FakeCollectionView.Update {
            let id = ids[from.section].remove(at: from.item)
            ids[to.section].insert(id, at: to.item)
            return .moveItem(from: from, to: to)
        }
    }

    /// Photo sizes of aspect ratios from about 0.5 to 2.
    private static func photo(_ id: Int) -> CGSize { CGSize(width: CGFloat(50 + (id * 53) % 150), height: 100) }

    /// Diameters from 40 to 150 points.
    private static func bubble(_ id: Int) -> CGSize { CGSize(width: CGFloat(40 + (id * 37) % 111), height: 1) }

    private func harness(
        _ layout: EngineCollectionViewLayout, model: Model, size: CGSize, offset: CGPoint,
        safeArea: UIEdgeInsets = .zero, layoutDirection: UIUserInterfaceLayoutDirection = .leftToRight,
        engine: @escaping (LayoutEnvironment) -> any PreparedLayout
    ) -> AdapterHarness {
        layout.itemSizeProvider = { model.size(at: $0) ?? .zero }
        return AdapterHarness(
            layout: layout, size: size, itemCounts: model.counts, contentOffset: offset, safeArea: safeArea,
            layoutDirection: layoutDirection, sizes: { model.size(at: $0) }, engine: engine)
    }

    private func gallery(_ model: Model, offset: CGPoint, safeArea: UIEdgeInsets = .zero) -> AdapterHarness {
        harness(
            JustifiedGalleryCollectionViewLayout(configuration: .photos), model: model,
            size: CGSize(width: 1024, height: 768), offset: offset, safeArea: safeArea
        ) { JustifiedGalleryLayout(configuration: .photos).prepare(in: $0) }
    }

    private func circles(_ model: Model, offset: CGPoint) -> AdapterHarness {
        harness(
            CirclePackCollectionViewLayout(configuration: .standard), model: model,
            size: CGSize(width: 390, height: 844), offset: offset
        ) { CirclePackLayout(configuration: .standard).prepare(in: $0) }
    }

    private func grid(
        _ model: Model, offset: CGPoint, layoutDirection: UIUserInterfaceLayoutDirection = .leftToRight
    ) -> AdapterHarness {
        harness(
            StaggeredGridCollectionViewLayout(configuration: .standard), model: model,
            size: CGSize(width: 390, height: 300), offset: offset, layoutDirection: layoutDirection
        ) { StaggeredGridLayout(configuration: .standard).prepare(in: $0) }
    }

    /// The item that marks the user's place, by the documented rule, from the fake's last layout
    /// pass: of the cells in the bounds less the insets, those wholly inside along the scroll axis
    /// first, then from the top (the leading edge of a horizontal layout), then by index; with the
    /// point kept (its top leading corner) on screen.
    private func place(_ h: AdapterHarness, _ model: Model, axis: ScrollAxis) throws -> (id: Int, onScreen: CGPoint) {
        let best = try #require(ranked(h, model, axis: axis).first)
        return (best.id, best.onScreen)
    }

    /// The items that can mark the place, best first, by the rule ``place(_:_:axis:)`` states.
    private func ranked(_ h: AdapterHarness, _ model: Model, axis: ScrollAxis) -> [(id: Int, onScreen: CGPoint)] {
        let b = h.fake.bounds, inset = h.fake.adjustedContentInset
        let mirrored = h.fake.layoutDirection == .rightToLeft
        let visible = CGRect(
            x: b.minX + inset.left, y: b.minY + inset.top, width: b.width - inset.left - inset.right,
            height: b.height - inset.top - inset.bottom)
        func whole(_ f: CGRect) -> Int {
            let inside =
                axis == .vertical
                ? f.minY >= visible.minY && f.maxY <= visible.maxY : f.minX >= visible.minX && f.maxX <= visible.maxX
            return inside ? 0 : 1
        }
        func leading(_ f: CGRect) -> CGFloat { axis == .vertical ? f.minY : mirrored ? -f.maxX : f.minX }
        let cells = h.fake.visibleAttributes.filter {
            $0.representedElementCategory == .cell && !$0.frame.intersection(visible).isEmpty
        }
        return
            cells.sorted { a, b in
                (whole(a.frame), leading(a.frame), a.indexPath) < (whole(b.frame), leading(b.frame), b.indexPath)
            }
            .map { (model.id(at: $0.indexPath), onScreen($0.frame, h)) }
    }

    /// A long layout of `kind` scrolled into its middle, its data, and its scroll axis; nil for the
    /// paging layouts, which keep their centred item instead (``pagingKeepsTheCentredItem(kind:wraps:)``).
    private func scrolledIntoTheMiddle(_ kind: LayoutKind) -> (AdapterHarness, Model, ScrollAxis)? {
        switch kind {
        case .gallery:
            let model = Model(counts: [300], size: Self.photo)
            return (gallery(model, offset: CGPoint(x: 0, y: 3_000)), model, .vertical)
        case .circles:
            let model = Model(counts: [300], size: Self.bubble)
            return (circles(model, offset: CGPoint(x: 0, y: 2_000)), model, .vertical)
        case .grid:
            let model = Model(counts: [200], size: { _ in CGSize(width: 100, height: 90) })
            return (grid(model, offset: CGPoint(x: 2_000, y: 0)), model, .horizontal)
        case .carousel, .wheel: return nil
        }
    }

    /// Where the top leading corner of `frame` is on the fake's screen.
    private func onScreen(_ frame: CGRect, _ h: AdapterHarness) -> CGPoint {
        let x = h.fake.layoutDirection == .rightToLeft ? frame.maxX : frame.minX
        return CGPoint(x: x - h.fake.contentOffset.x, y: frame.minY - h.fake.contentOffset.y)
    }

    /// Where the item `id` is on screen now.
    private func onScreen(id: Int, _ h: AdapterHarness, _ model: Model) throws -> CGPoint {
        let indexPath = try #require(model.indexPath(of: id))
        let frame = try #require(h.layout.layoutAttributesForItem(at: indexPath)).frame
        return onScreen(frame, h)
    }

    /// Performs `update` (made on the model) as a batch update and returns where the place's item
    /// was and is on screen; checks the layout pass against a fresh engine prepare.
    private func update(
        _ h: AdapterHarness, _ model: Model, axis: ScrollAxis, _ comment: String,
        _ change: () -> FakeCollectionView.Update,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> (before: CGPoint, after: CGPoint) {
        let (id, before) = try place(h, model, axis: axis)
        let made = change()
        h.fake.performBatchUpdates(itemCounts: model.counts, [made])
        h.check(comment, sourceLocation: sourceLocation)
        return (before, try onScreen(id: id, h, model))
    }

    private func along(_ axis: ScrollAxis, _ p: CGPoint) -> CGFloat { axis == .vertical ? p.y : p.x }

    @Test(
        "Inserting 20 items above the place keeps its item where it was on screen",
        arguments: [LayoutKind.gallery, .circles])
    func insertTwentyAbove(kind: LayoutKind) throws {
        for keeps in [true, false] {
            let (h, model, _) = try #require(scrolledIntoTheMiddle(kind))
            h.layout.keepsPlaceOnUpdates = keeps
            let offsetBefore = h.fake.contentOffset
            let (before, after) = try update(h, model, axis: .vertical, "\(kind): 20 above") { model.insert(20, at: 0) }
            if keeps {
                #expect(abs(after.y - before.y) < 1e-6, "\(kind): on screen at \(before.y), now \(after.y)")
                #expect(h.fake.contentOffset.y > offsetBefore.y + 200, "\(kind): the offset followed the 20 items")
            } else {
                // UIKit's default, for contrast: the offset stays and the item is pushed down.
                #expect(h.fake.contentOffset == offsetBefore)
                #expect(after.y > before.y + 200, "\(kind): without keeping, the item moves down")
            }
        }
    }

    @Test(
        "Deleting items above the place keeps its item where it was", arguments: [LayoutKind.gallery, .circles, .grid])
    func deleteAbove(kind: LayoutKind) throws {
        let (h, model, axis) = try #require(scrolledIntoTheMiddle(kind))
        let offsetBefore = h.fake.contentOffset
        let (before, after) = try update(h, model, axis: axis, "\(kind): 10 above") { model.delete(Array(0..<10)) }
        #expect(abs(along(axis, after) - along(axis, before)) < 1e-6, "\(kind): \(before) → \(after)")
        #expect(along(axis, h.fake.contentOffset) < along(axis, offsetBefore) - 1, "\(kind): the offset moved back")
    }

    @Test("The grid keeps the place along its horizontal axis, left to right and right to left")
    func gridBothDirections() throws {
        for direction: UIUserInterfaceLayoutDirection in [.leftToRight, .rightToLeft] {
            let model = Model(counts: [200], size: { _ in CGSize(width: 100, height: 90) })
            let h = grid(model, offset: CGPoint(x: 2_000, y: 0), layoutDirection: direction)
            var (before, after) = try update(h, model, axis: .horizontal, "\(direction): 20 at the start") {
                model.insert(20, at: 0)
            }
            #expect(abs(after.x - before.x) < 1e-6, "\(direction): inserted at the start, \(before) → \(after)")
            (before, after) = try update(h, model, axis: .horizontal, "\(direction): 9 at the end") {
                model.insert(9, at: model.counts[0])
            }
            // Right to left, the end is on the left: appending moves every mirrored frame.
            #expect(abs(after.x - before.x) < 1e-6, "\(direction): appended, \(before) → \(after)")
            (before, after) = try update(h, model, axis: .horizontal, "\(direction): 7 from the start") {
                model.delete(Array(0..<7))
            }
            #expect(abs(after.x - before.x) < 1e-6, "\(direction): deleted, \(before) → \(after)")
        }
    }

    @Test(
        "The place's item deleted or moved away: the next item seen keeps its place",
        arguments: [LayoutKind.gallery, .circles, .grid])
    func placeItemGone(kind: LayoutKind) throws {
        let (h, model, axis) = try #require(scrolledIntoTheMiddle(kind))
        for step in ["delete", "move"] {
            let seen = ranked(h, model, axis: axis)
            #expect(seen.count >= 2, "\(kind): two items seen")
            guard seen.count >= 2 else { return }
            let first = try #require(model.indexPath(of: seen[0].id))
            let change =
                step == "delete"
                ? model.delete([first.item])
                : model.move(from: first, to: IndexPath(item: model.counts[0] - 1, section: 0))
            h.fake.performBatchUpdates(itemCounts: model.counts, [change])
            h.check("\(kind): \(step)")
            let next = try onScreen(id: seen[1].id, h, model)
            #expect(
                abs(along(axis, next) - along(axis, seen[1].onScreen)) < 1e-6,
                "\(kind): \(step): the next item \(seen[1].onScreen) → \(next)")
        }
    }

    @Test(
        "An item moved from above the place to below it moves the place's item by one, which stays put",
        arguments: [LayoutKind.gallery, .circles, .grid])
    func moveAcross(kind: LayoutKind) throws {
        let (h, model, axis) = try #require(scrolledIntoTheMiddle(kind))
        let last = model.counts[0] - 1
        let (before, after) = try update(h, model, axis: axis, "\(kind): move 0 → \(last)") {
            model.move(from: IndexPath(item: 0, section: 0), to: IndexPath(item: last, section: 0))
        }
        #expect(abs(along(axis, after) - along(axis, before)) < 1e-6, "\(kind): \(before) → \(after)")
    }

    @Test("A section inserted above the place, and a top bar over the content, keep the place too")
    func sectionsAndInsets() throws {
        let model = Model(counts: [40, 200], size: Self.photo)
        let h = gallery(
            model, offset: CGPoint(x: 0, y: 3_000), safeArea: UIEdgeInsets(top: 100, left: 0, bottom: 0, right: 0))
        let (id, before) = try place(h, model, axis: .vertical)
        #expect(before.y >= 100, "the place is below the bar")
        model.ids.insert((0..<30).map { 5_000_000 + $0 }, at: 0)
        h.fake.performBatchUpdates(itemCounts: model.counts, [.insertSection(0)])
        h.check("a section above")
        let after = try onScreen(id: id, h, model)
        #expect(abs(after.y - before.y) < 1e-6, "\(before) → \(after)")
    }

    @Test("At the start of the content the view stays at the start: items inserted there come into view")
    func atTheStart() throws {
        for count in [300, 6] {  // long content, and content shorter than the view
            let model = Model(counts: [count], size: Self.photo)
            let h = gallery(
                model, offset: CGPoint(x: 0, y: -50), safeArea: UIEdgeInsets(top: 50, left: 0, bottom: 0, right: 0))
            let change = model.insert(20, at: 0)
            h.fake.performBatchUpdates(itemCounts: model.counts, [change])
            h.check("\(count): 20 at the start")
            #expect(h.fake.contentOffset == CGPoint(x: 0, y: -50), "\(count): still at the start")
            #expect(h.fake.visibleAttributes.contains { $0.indexPath == IndexPath(item: 0, section: 0) })
            let deletion = model.delete([0, 1])
            h.fake.performBatchUpdates(itemCounts: model.counts, [deletion])
            h.check("\(count): 2 deleted at the start")
            #expect(h.fake.contentOffset == CGPoint(x: 0, y: -50), "\(count): deleting at the start")
        }
    }

    @Test(
        "The carousel and the wheel keep their centred item centred",
        arguments: [(LayoutKind.carousel, false), (.carousel, true), (.wheel, false)])
    func pagingKeepsTheCentredItem(kind: LayoutKind, wraps: Bool) throws {
        let model = Model(counts: [12], size: { _ in .zero })
        let layout: EngineCollectionViewLayout, engine: (LayoutEnvironment) -> any PreparedLayout
        switch kind {
        case .carousel:
            let configuration = try CarouselLayout.Configuration(wraps: wraps)
            layout = CarouselCollectionViewLayout(configuration: configuration)
            engine = { CarouselLayout(configuration: configuration).prepare(in: $0) }
        case .wheel: (layout, engine) = (WheelCollectionViewLayout(), { WheelLayout().prepare(in: $0) })
        case .grid, .gallery, .circles:
            Issue.record("\(kind) does not page: its place is kept by scrolledIntoTheMiddle's tests")
            return
        }
        let h = AdapterHarness(
            layout: layout, size: CGSize(width: 390, height: 600), itemCounts: model.counts, engine: engine)
        h.fake.scroll(to: try #require(layout.contentOffset(centering: IndexPath(item: 5, section: 0))))
        #expect(layout.centeredItem == IndexPath(item: 5, section: 0))
        let centred = model.id(at: IndexPath(item: 5, section: 0))
        for (step, change) in [
            ("20 before", { model.insert(20, at: 0) }), ("3 before", { model.delete([0, 1, 2]) }),
            ("9 after", { model.insert(9, at: model.counts[0]) }),
        ] as [(String, () -> FakeCollectionView.Update)] {
            let made = change()
            h.fake.performBatchUpdates(itemCounts: model.counts, [made])
            h.check("\(kind): \(step)")
            let now = try #require(model.indexPath(of: centred))
            #expect(layout.centeredItem == now, "\(kind): \(step)")
            #expect(h.fake.contentOffset == layout.contentOffset(centering: now), "\(kind): \(step): exactly centred")
        }
        // The centred item deleted: the one after it takes the middle.
        let at = try #require(model.indexPath(of: centred))
        let successor = model.id(at: IndexPath(item: at.item + 1, section: 0))
        let deletion = model.delete([at.item])
        h.fake.performBatchUpdates(itemCounts: model.counts, [deletion])
        h.check("\(kind): centred item deleted")
        #expect(layout.centeredItem == model.indexPath(of: successor), "\(kind): its successor is centred")
    }

    @Test("Without keeping the place, the carousel rests on the nearest page: the same index, another item")
    func pagingWithoutKeeping() throws {
        let model = Model(counts: [12], size: { _ in .zero })
        let layout = CarouselCollectionViewLayout()
        layout.keepsPlaceOnUpdates = false
        let h = AdapterHarness(layout: layout, size: CGSize(width: 390, height: 600), itemCounts: model.counts) {
            CarouselLayout().prepare(in: $0)
        }
        h.fake.scroll(to: try #require(layout.contentOffset(centering: IndexPath(item: 5, section: 0))))
        let change = model.insert(20, at: 0)
        h.fake.performBatchUpdates(itemCounts: model.counts, [change])
        h.check("inserted before, not kept")
        #expect(layout.centeredItem == IndexPath(item: 5, section: 0))
    }

    @Test("reloadData keeps UIKit's behaviour: the same offset, inside the new content")
    func reloadDataKeepsTheOffset() throws {
        let model = Model(counts: [300], size: Self.photo)
        let h = gallery(model, offset: CGPoint(x: 0, y: 3_000))
        _ = model.insert(20, at: 0)
        h.fake.reloadData(itemCounts: model.counts)
        h.check("reloadData")
        #expect(h.fake.contentOffset == CGPoint(x: 0, y: 3_000))
        // And the next batch update keeps its place again.
        let (before, after) = try update(h, model, axis: .vertical, "after reloadData") { model.insert(20, at: 0) }
        #expect(abs(after.y - before.y) < 1e-6)
    }
}
#endif
