@_spi(Tools) import CollectionLayouts
import CollectionLayoutsAdapterCore
import Foundation
import Testing

/// The user's place as a value: which items mark it in an engine layout, where they go in a batch
/// update and the offset that keeps them, without a collection view.
@Suite("PlaceAnchor: the user's place across a batch update")
struct PlaceAnchorTests {
    typealias Mark = PlaceAnchor.Mark

    /// A plain grid scrolling vertically: 320 points wide, three columns of 100 × 90 items at
    /// x = 0, 110, 220, one line every 100 points (item k at line k / 3, column k % 3).
    private func grid(
        _ count: Int, offset: CGPoint, insets: LayoutInsets = .zero, height: CGFloat = 400
    ) throws -> PreparedStaggeredGrid {
        let configuration = try StaggeredGridLayout.Configuration(staggerFraction: 0, scrollAxis: .vertical)
        return StaggeredGridLayout(configuration: configuration).prepare(
            in: LayoutEnvironment(
                boundsSize: CGSize(width: 320, height: height), contentOffset: offset, contentInsets: insets,
                itemCounts: [count]))
    }

    private func items(_ anchor: PlaceAnchor?) -> [Mark] {
        guard case .items(let marks)? = anchor?.place else { return [] }
        return marks
    }

    @Test("The marks: items wholly visible before those cut by an edge, from the top, then by index")
    func marksInOrder() throws {
        // Visible 145…545: line 1 (100…190) and line 5 (500…590) are cut, lines 2 to 4 whole.
        let anchor = PlaceAnchor(
            in: try grid(60, offset: CGPoint(x: 0, y: 145)), at: CGPoint(x: 0, y: 145), isPaging: false)
        let marks = items(anchor)
        #expect(marks.map(\.index.item) == Array(6...14) + [3, 4, 5, 15, 16, 17])
        #expect(marks.first == Mark(index: ElementIndex(0, 6), position: CGPoint(x: 0, y: 55)))
        #expect(marks[1].position == CGPoint(x: 110, y: 55))
        #expect(marks[9].position == CGPoint(x: 0, y: -45), "a cut item's corner above the top")
    }

    @Test("The area under the insets is not visible: the first item wholly below a top bar marks the place")
    func insetsHideItems() throws {
        // Offset 25 with a 60-point top bar: the user sees 85…425.
        let offset = CGPoint(x: 0, y: 25)
        let marks = items(
            PlaceAnchor(
                in: try grid(60, offset: offset, insets: LayoutInsets(top: 60, left: 0, bottom: 0, right: 0)),
                at: offset,
                isPaging: false))
        #expect(marks.map(\.index.item) == Array(3...11) + [0, 1, 2, 12, 13, 14])
        #expect(marks.first?.position == CGPoint(x: 0, y: 75))
    }

    @Test(
        "At the start of the content (within half a point), or in content that does not scroll, the place is the start")
    func start() throws {
        for y: CGFloat in [0, 0.4, -30] {
            #expect(
                PlaceAnchor(in: try grid(60, offset: .zero), at: CGPoint(x: 0, y: y), isPaging: false)?.place == .start)
        }
        #expect(
            PlaceAnchor(in: try grid(60, offset: .zero), at: CGPoint(x: 0, y: 0.6), isPaging: false)?.place != .start)
        #expect(PlaceAnchor(in: try grid(4, offset: .zero), at: .zero, isPaging: false)?.place == .start)
        // With a top inset the start is −inset.
        let insets = LayoutInsets(top: 60, left: 0, bottom: 0, right: 0)
        #expect(
            PlaceAnchor(in: try grid(60, offset: .zero, insets: insets), at: CGPoint(x: 0, y: -60), isPaging: false)?
                .place
                == .start)
        // The start after the update is the new content's.
        let start = PlaceAnchor(place: .start, isPaging: false, isMirrored: false)
        #expect(
            start.contentOffset(in: try grid(90, offset: CGPoint(x: 0, y: 700), insets: insets))
                == CGPoint(x: 0, y: -60))
    }

    @Test("No item in sight and not at the start: nothing to keep")
    func nothingInSight() throws {
        #expect(
            PlaceAnchor(in: try grid(6, offset: .zero, height: 100), at: CGPoint(x: 0, y: 900), isPaging: false) == nil)
    }

    @Test(
        "Inserting above keeps the first mark's corner where it was, exactly; across the axis as far as the content allows"
    )
    func insertsAbove() throws {
        let offset = CGPoint(x: 0, y: 145)
        let anchor = try #require(PlaceAnchor(in: try grid(60, offset: offset), at: offset, isPaging: false))
        // 21 items above: seven lines, 700 points, and item 6 is now item 27 in the same column.
        let after21 = anchor.updated(by: BatchUpdateMap((0..<21).map { .insertItem(ElementIndex(0, $0)) }))
        #expect(items(after21).first == Mark(index: ElementIndex(0, 27), position: CGPoint(x: 0, y: 55)))
        #expect(after21.contentOffset(in: try grid(81, offset: offset)) == CGPoint(x: 0, y: 845))
        // 20 items above: item 26 is at line 8, column 2 (x 220): the line is kept, the column cannot be.
        let after20 = anchor.updated(by: BatchUpdateMap((0..<20).map { .insertItem(ElementIndex(0, $0)) }))
        #expect(after20.contentOffset(in: try grid(80, offset: offset)) == CGPoint(x: 0, y: 745))
    }

    @Test("Deleting the best mark passes the place to the next one seen; deleting all of them to the item in its slot")
    func deletedMarks() throws {
        let offset = CGPoint(x: 0, y: 145)
        let anchor = try #require(PlaceAnchor(in: try grid(60, offset: offset), at: offset, isPaging: false))
        // Item 6 deleted: item 7 (now 6, at line 2, column 0) keeps its line 55 points below the top.
        let one = anchor.updated(by: BatchUpdateMap([.deleteItem(ElementIndex(0, 6))]))
        #expect(items(one).first == Mark(index: ElementIndex(0, 6), position: CGPoint(x: 110, y: 55)))
        #expect(one.contentOffset(in: try grid(59, offset: offset)) == CGPoint(x: 0, y: 145))
        // Every item seen (3…17) deleted: item 18, now 3 in item 6's slot, takes item 6's place.
        let all = anchor.updated(by: BatchUpdateMap((3...17).map { .deleteItem(ElementIndex(0, $0)) }))
        #expect(
            items(all) == [
                Mark(index: ElementIndex(0, 3), position: CGPoint(x: 0, y: 55)),
                Mark(index: ElementIndex(0, 2), position: CGPoint(x: 0, y: 55)),
            ])
        #expect(all.contentOffset(in: try grid(45, offset: offset)) == CGPoint(x: 0, y: 45))
        // The slot past the end: the item before it.
        let last = PlaceAnchor(
            place: .items([Mark(index: ElementIndex(0, 59), position: CGPoint(x: 0, y: 10))]), isPaging: false,
            isMirrored: false)
        let afterLast = last.updated(by: BatchUpdateMap([.deleteItem(ElementIndex(0, 59))]))
        #expect(items(afterLast).map(\.index.item) == [59, 58])
        // Item 58 (line 19, y 1900) 10 points below the top would need 1890; the content ends at 1590.
        #expect(afterLast.contentOffset(in: try grid(59, offset: .zero)) == CGPoint(x: 0, y: 1590))
        // No mark left in the layout: nil, and the adapter keeps UIKit's answer.
        #expect(afterLast.contentOffset(in: try grid(0, offset: .zero)) == nil)
    }

    @Test("A moved mark gives the place to the next one seen")
    func movedMark() throws {
        let offset = CGPoint(x: 0, y: 145)
        let anchor = try #require(PlaceAnchor(in: try grid(60, offset: offset), at: offset, isPaging: false))
        let moved = anchor.updated(by: BatchUpdateMap([.moveItem(from: ElementIndex(0, 6), to: ElementIndex(0, 0))]))
        // Item 7 stays item 7 (one out before it, one in before it) and keeps its corner at x 110.
        #expect(items(moved).first == Mark(index: ElementIndex(0, 7), position: CGPoint(x: 110, y: 55)))
        #expect(moved.contentOffset(in: try grid(60, offset: offset)) == CGPoint(x: 0, y: 145))
    }

    @Test("The offset is kept inside the content: items deleted after the place shorten what is left below it")
    func clampedToTheContent() throws {
        // At the end (1590 of 1990): item 48 at 1600 is the mark, 10 points below the top.
        let offset = CGPoint(x: 0, y: 1590)
        let anchor = try #require(PlaceAnchor(in: try grid(60, offset: offset), at: offset, isPaging: false))
        #expect(items(anchor).first?.index.item == 48)
        let shorter = anchor.updated(by: BatchUpdateMap((51..<60).map { .deleteItem(ElementIndex(0, $0)) }))
        // 51 items: 17 lines, 1690 points, so the offset cannot pass 1290.
        #expect(shorter.contentOffset(in: try grid(51, offset: offset)) == CGPoint(x: 0, y: 1290))
        let layout = try grid(51, offset: offset)
        #expect(
            PlaceAnchor.contentOffset(keeping: CGPoint(x: 0, y: -5_000), at: CGPoint(x: 40, y: 300), in: layout)
                == CGPoint(x: 0, y: 1290))
        #expect(
            PlaceAnchor.contentOffset(keeping: CGPoint(x: 0, y: 55), at: CGPoint(x: 0, y: 900), in: layout)
                == CGPoint(x: 0, y: 845))
    }

    @Test("Right to left in a horizontal grid: the start is the right end, marks read from the right")
    func rightToLeft() throws {
        func mirrored(_ count: Int, x: CGFloat) -> PreparedStaggeredGrid {
            StaggeredGridLayout().prepare(
                in: LayoutEnvironment(
                    boundsSize: CGSize(width: 390, height: 300), contentOffset: CGPoint(x: x, y: 0),
                    layoutDirection: .rightToLeft, itemCounts: [count]))
        }
        let layout = mirrored(90, x: 0)
        let end = layout.contentOffsetBounds.max.x
        #expect(PlaceAnchor(in: layout, at: CGPoint(x: end, y: 0), isPaging: false)?.place == .start)
        #expect(PlaceAnchor(in: layout, at: .zero, isPaging: false)?.place != .start, "the left end is the far end")
        let offset = CGPoint(x: end - 1_005, y: 0)
        let anchor = try #require(PlaceAnchor(in: layout, at: offset, isPaging: false))
        let marks = items(anchor)
        let first = try #require(marks.first)
        // The first mark is the wholly visible item whose right edge is rightmost, its right corner the mark.
        let visible = layout.elements(in: CGRect(origin: offset, size: CGSize(width: 390, height: 300)))
            .filter { $0.frame.minX >= offset.x && $0.frame.maxX <= offset.x + 390 }
        let rightmost = try #require(visible.max { ($0.frame.maxX, -$0.index.item) < ($1.frame.maxX, -$1.index.item) })
        #expect(first.index == rightmost.index)
        #expect(first.position == CGPoint(x: rightmost.frame.maxX - offset.x, y: rightmost.frame.minY))
        // Appending at the far (left) end moves every mirrored frame right; the place moves with it.
        let appended = anchor.updated(by: BatchUpdateMap((90..<99).map { .insertItem(ElementIndex(0, $0)) }))
        let after = mirrored(99, x: offset.x)
        let kept = try #require(appended.contentOffset(in: after))
        let frame = try #require(after.attributes(for: first.index)).frame
        #expect(frame.maxX - kept.x == first.position.x)
        #expect(kept.x > offset.x, "the content grew on the left")
        // At the start, the start is the new right end.
        let start = try #require(PlaceAnchor(in: layout, at: CGPoint(x: end, y: 0), isPaging: false))
        #expect(start.contentOffset(in: after) == CGPoint(x: after.contentOffsetBounds.max.x, y: 0))
    }

    @Test("Paging: the centred item is the mark, centred again after the update")
    func paging() throws {
        let carousel = CarouselLayout()
        let environment = LayoutEnvironment(boundsSize: CGSize(width: 390, height: 600), itemCounts: [12])
        let start = try #require(carousel.prepare(in: environment).contentOffset(centering: ElementIndex(0, 5)))
        var before = environment
        before.contentOffset = start
        let anchor = try #require(PlaceAnchor(in: carousel.prepare(in: before), at: start, isPaging: true))
        #expect(items(anchor).map(\.index) == [ElementIndex(0, 5)])
        var after = before
        after.itemCounts = [32]
        let inserted = anchor.updated(by: BatchUpdateMap((0..<20).map { .insertItem(ElementIndex(0, $0)) }))
        let new = carousel.prepare(in: after)
        #expect(inserted.contentOffset(in: new) == new.contentOffset(centering: ElementIndex(0, 25)))
        #expect(new.centeredItem(at: try #require(inserted.contentOffset(in: new))) == ElementIndex(0, 25))
        // Paging never rests at the start for its own sake: item 0 centred stays centred.
        let first = try #require(carousel.prepare(in: environment).contentOffset(centering: ElementIndex(0, 0)))
        before.contentOffset = first
        #expect(items(PlaceAnchor(in: carousel.prepare(in: before), at: first, isPaging: true)).count == 1)
    }
}
