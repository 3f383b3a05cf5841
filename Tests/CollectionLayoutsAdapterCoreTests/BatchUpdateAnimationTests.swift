@_spi(Tools) import CollectionLayouts
import CollectionLayoutsAdapterCore
import Foundation
import Testing

/// What a batch update animates from and to, as values: the map's two directions, and
/// `BatchUpdateAnimation` over a grid whose frames are written out by hand.
@Suite("BatchUpdateAnimation: where each element appears from and disappears to")
struct BatchUpdateAnimationTests {
    private func at(_ section: Int, _ item: Int) -> ElementIndex { ElementIndex(section, item) }

    /// Three columns of 100 × 100 items, 10 apart, without stagger: item i at column i % 3, row i / 3.
    private func grid(_ count: Int) throws -> PreparedStaggeredGrid {
        let configuration = try StaggeredGridLayout.Configuration(
            itemSize: CGSize(width: 100, height: 100), spacing: 10, staggerFraction: 0, scrollAxis: .vertical)
        return StaggeredGridLayout(configuration: configuration).prepare(
            in: LayoutEnvironment(boundsSize: CGSize(width: 320, height: 480), itemCounts: [count]))
    }

    private func frame(_ item: Int) -> CGRect {
        CGRect(x: CGFloat(item % 3) * 110, y: CGFloat(item / 3) * 110, width: 100, height: 100)
    }

    @Test("The map read both ways: an insert has no origin, a delete no destination, a move both ends")
    func directions() {
        // 0…9: 2 deleted, one inserted at 0, 5 moved to 8 → new 0, 0 1 3 4 6 7 8 5 9.
        let map = BatchUpdateMap([
            .deleteItem(at(0, 2)), .insertItem(at(0, 0)), .moveItem(from: at(0, 5), to: at(0, 8)),
        ])
        #expect(map.origin(of: at(0, 0)) == nil)
        #expect(map.origin(of: at(0, 1)) == at(0, 0) && map.destination(of: at(0, 0)) == at(0, 1))
        #expect(map.origin(of: at(0, 3)) == at(0, 3) && map.destination(of: at(0, 3)) == at(0, 3))
        #expect(map.origin(of: at(0, 5)) == at(0, 6) && map.destination(of: at(0, 6)) == at(0, 5))
        #expect(map.origin(of: at(0, 8)) == at(0, 5) && map.destination(of: at(0, 5)) == at(0, 8))
        #expect(map.origin(of: at(0, 9)) == at(0, 9) && map.destination(of: at(0, 9)) == at(0, 9))
        #expect(map.destination(of: at(0, 2)) == nil)
        // Sections: 0 1 2 3 with 1 deleted, 0 moved to 3 and a new one at 0 → new, 2, 3, 0.
        let sections = BatchUpdateMap([.deleteSection(1), .moveSection(from: 0, to: 3), .insertSection(0)])
        #expect(sections.originSection(of: 0) == nil && sections.destinationSection(of: 1) == nil)
        #expect(sections.originSection(of: 1) == 2 && sections.destinationSection(of: 2) == 1)
        #expect(sections.originSection(of: 2) == 3 && sections.destinationSection(of: 3) == 2)
        #expect(sections.originSection(of: 3) == 0 && sections.destinationSection(of: 0) == 3)
        #expect(sections.origin(of: at(3, 4)) == at(0, 4) && sections.destination(of: at(0, 4)) == at(3, 4))
        #expect(sections.origin(of: at(0, 0)) == nil && sections.destination(of: at(1, 0)) == nil)
    }

    @Test("An inserted grid item grows from 0.8 where it rests; the others move from their old frames")
    func insert() throws {
        let before = try grid(6), after = try grid(7)
        let animation = BatchUpdateAnimation(
            before: before, after: after, map: BatchUpdateMap([.insertItem(at(0, 1))]),
            insertTransition: .automatic, deleteTransition: .automatic)
        let inserted = try #require(animation.appearing(.cell, at: at(0, 1)))
        #expect(inserted.frame == CGRect(x: 110, y: 0, width: 100, height: 100))
        #expect(inserted.alpha == 0 && inserted.transform.scale == 0.8 && inserted.index == at(0, 1))
        // Item 1 is now item 2 and comes from item 1's old frame; item 5, now 6, from (220, 110).
        let pushed = try #require(animation.appearing(.cell, at: at(0, 2)))
        #expect(
            pushed.frame == frame(1) && pushed.alpha == 1 && pushed.transform.scale == 1 && pushed.index == at(0, 2))
        #expect(animation.appearing(.cell, at: at(0, 6))?.frame == CGRect(x: 220, y: 110, width: 100, height: 100))
        // Before the update, item 5 goes to its new frame, the first of the third row.
        let leaving = try #require(animation.disappearing(.cell, at: at(0, 5)))
        #expect(leaving.frame == CGRect(x: 0, y: 220, width: 100, height: 100) && leaving.index == at(0, 5))
        #expect(leaving.alpha == 1)
        #expect(animation.appearing(.cell, at: at(0, 7)) == nil, "no such item")
    }

    @Test("A section background comes in and goes out with its section; a kept section's moves from its old frame")
    func sectionBackgrounds() throws {
        let configuration = try JustifiedGalleryLayout.Configuration(showsSectionBackgrounds: true)
        let gallery = JustifiedGalleryLayout(configuration: configuration)
        let size = CGSize(width: 375, height: 600)
        let one = gallery.prepare(in: LayoutEnvironment(boundsSize: size, itemCounts: [4]))
        let two = gallery.prepare(in: LayoutEnvironment(boundsSize: size, itemCounts: [3, 4]))
        let background = ElementKind.decoration(ElementKind.sectionBackgroundKind)
        // A section inserted at 0: its background fades in where it rests; the old section 0, now 1,
        // moves from its old frame.
        let insert = BatchUpdateAnimation(
            before: one, after: two, map: BatchUpdateMap([.insertSection(0)]), insertTransition: .fade,
            deleteTransition: .fade)
        let appearing = try #require(insert.appearing(background, at: at(0, 0)))
        #expect(
            appearing.frame == two.decorationAttributes(ofKind: ElementKind.sectionBackgroundKind, at: at(0, 0))?.frame)
        #expect(appearing.alpha == 0 && appearing.index == at(0, 0))
        let moved = try #require(insert.appearing(background, at: at(1, 0)))
        #expect(moved.frame == one.decorationAttributes(ofKind: ElementKind.sectionBackgroundKind, at: at(0, 0))?.frame)
        #expect(moved.alpha == 1 && moved.index == at(1, 0))
        // The same section deleted: its background fades out where it was.
        let delete = BatchUpdateAnimation(
            before: two, after: one, map: BatchUpdateMap([.deleteSection(0)]), insertTransition: .fade,
            deleteTransition: .fade)
        let leaving = try #require(delete.disappearing(background, at: at(0, 0)))
        #expect(leaving.frame == appearing.frame && leaving.alpha == 0)
    }

    @Test("A deleted grid item shrinks to 0.8 where it was, the transitions as configured")
    func delete() throws {
        let before = try grid(6), after = try grid(5)
        let cases: [(ElementTransition, scale: CGFloat, alpha: CGFloat)] = [
            (.automatic, 0.8, 0), (.none, 1, 1), (.scale(0.5), 0.5, 0),
        ]
        for (transition, scale, alpha) in cases {
            let animation = BatchUpdateAnimation(
                before: before, after: after, map: BatchUpdateMap([.deleteItem(at(0, 0))]),
                insertTransition: .none, deleteTransition: transition)
            let deleted = try #require(animation.disappearing(.cell, at: at(0, 0)))
            #expect(deleted.frame == frame(0), "\(transition)")
            #expect(deleted.alpha == alpha && deleted.transform.scale == scale, "\(transition)")
            // Item 1 moves to item 0's frame: it is item 0 now.
            #expect(animation.disappearing(.cell, at: at(0, 1))?.frame == frame(0))
            #expect(animation.appearing(.cell, at: at(0, 0))?.frame == frame(1))
        }
    }

    @Test("Without the layout before the update, an item that stays has nothing to move from")
    func noLayoutBefore() throws {
        let animation = BatchUpdateAnimation(
            before: nil, after: try grid(7), map: BatchUpdateMap([.insertItem(at(0, 0))]),
            insertTransition: .fade, deleteTransition: .fade)
        #expect(animation.appearing(.cell, at: at(0, 0))?.alpha == 0)
        #expect(animation.appearing(.cell, at: at(0, 1)) == nil)
        #expect(animation.disappearing(.cell, at: at(0, 0))?.frame == frame(1))
        #expect(animation.appearing(.header, at: at(0, 0)) == nil, "the grid has no headers")
    }
}
