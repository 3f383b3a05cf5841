#if !canImport(UIKit) && canImport(UIKitStandIn) && (TestSupport || !SWIFT_PACKAGE)
@_spi(Tools) import CollectionLayouts
@testable import CollectionLayoutsUIKit
import Foundation
import Testing
import UIKitStandIn

/// Batch updates through the fake collection view, which asks each adapter, as UIKit does during
/// the update, where every element shown before it disappears to and every element shown after it
/// appears from: inserted and deleted elements take the transition, the others move between their
/// frames before and after the update, each checked against the engine prepared afresh.
@Suite("Animated batch updates through the adapters") @MainActor
struct UpdateAnimationTests {
    /// One layout in a small case (``LayoutKind``'s extension below).
    typealias Case = LayoutKind

    /// `element` asked about at `index`, its alpha times `alpha`, its scale times `scale`, `turn` added.
    private func changed(
        _ element: LayoutAttributes, at index: ElementIndex, alpha: CGFloat = 1, scale: CGFloat = 1, turn: CGFloat = 0
    ) -> LayoutAttributes {
        var copy = element
        copy.index = index
        copy.alpha *= alpha
        copy.transform.scale *= scale
        copy.transform.rotation += turn
        return copy
    }

    /// The layout's answer for the cell at `path` as it appears or disappears, failing when the update did not ask.
    private func answer(
        _ fake: FakeCollectionView, _ phase: FakeCollectionView.UpdateAnimation.Phase, _ path: IndexPath,
        kind: String? = nil, sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> UICollectionViewLayoutAttributes {
        let asked = try #require(fake.updateAnimation(phase, at: path, kind: kind), sourceLocation: sourceLocation)
        return try #require(asked, "the layout answered nil", sourceLocation: sourceLocation)
    }

    @Test(
        "Every layout: an inserted item comes in by the layout's own transition, the others from their old frames",
        arguments: Case.allCases)
    func insert(_ c: Case) throws {
        let h = c.harness()
        let before = h.expected
        h.fake.performBatchUpdates(itemCounts: [9], [.insertItems([IndexPath(item: 1, section: 0)])])
        let after = h.expected
        #expect(h.fake.contentOffset == .zero, "\(c): the view rested at the start and stays there")
        let inserted = try #require(after.attributes(for: ElementIndex(0, 1)))
        expectSame(
            [try answer(h.fake, .appearing, IndexPath(item: 1, section: 0))],
            [changed(inserted, at: inserted.index, alpha: 0, scale: c.scale, turn: c.turn)], "\(c): inserted")
        let cells = h.fake.updateAnimations.filter { $0.kind == nil }
        let appearing = cells.filter { $0.phase == .appearing },
            disappearing = cells.filter { $0.phase == .disappearing }
        #expect(appearing.count >= 2 && disappearing.count >= 2, "\(c): the update asked about what it shows")
        for asked in appearing where asked.indexPath.item != 1 {
            let item = asked.indexPath.item
            let old = try #require(before.attributes(for: ElementIndex(0, item > 1 ? item - 1 : item)))
            expectSame(
                [try #require(asked.attributes)], [changed(old, at: ElementIndex(0, item))],
                "\(c): item \(item) appears from its old frame")
        }
        for asked in disappearing {
            let item = asked.indexPath.item
            let new = try #require(after.attributes(for: ElementIndex(0, item >= 1 ? item + 1 : item)))
            expectSame(
                [try #require(asked.attributes)], [changed(new, at: ElementIndex(0, item))],
                "\(c): item \(item) disappears to its new frame")
        }
    }

    @Test("Every layout: a deleted item goes out by the layout's own transition where it was", arguments: Case.allCases)
    func delete(_ c: Case) throws {
        let h = c.harness()
        let before = h.expected
        h.fake.performBatchUpdates(itemCounts: [7], [.deleteItems([IndexPath(item: 1, section: 0)])])
        let after = h.expected
        let deleted = try #require(before.attributes(for: ElementIndex(0, 1)))
        expectSame(
            [try answer(h.fake, .disappearing, IndexPath(item: 1, section: 0))],
            [changed(deleted, at: deleted.index, alpha: 0, scale: c.scale, turn: c.turn)], "\(c): deleted")
        for asked in h.fake.updateAnimations
        where asked.kind == nil && (asked.indexPath.item != 1 || asked.phase == .appearing) {
            let item = asked.indexPath.item
            let expected: LayoutAttributes
            if asked.phase == .appearing {
                expected = changed(
                    try #require(before.attributes(for: ElementIndex(0, item >= 1 ? item + 1 : item))),
                    at: ElementIndex(0, item))
            } else {
                expected = changed(
                    try #require(after.attributes(for: ElementIndex(0, item > 1 ? item - 1 : item))),
                    at: ElementIndex(0, item))
            }
            expectSame([try #require(asked.attributes)], [expected], "\(c): item \(item) \(asked.phase)")
        }
    }

    @Test("The grid's frames written out: the inserted item at (110, 0) from 0.8, item 1 from (110, 0) to (220, 0)")
    func gridFrames() throws {
        let configuration = try StaggeredGridLayout.Configuration(
            itemSize: CGSize(width: 100, height: 100), spacing: 10, staggerFraction: 0, scrollAxis: .vertical)
        let h = AdapterHarness(
            layout: StaggeredGridCollectionViewLayout(configuration: configuration),
            size: CGSize(width: 320, height: 480),
            itemCounts: [6]
        ) { StaggeredGridLayout(configuration: configuration).prepare(in: $0) }
        let square = { (x: CGFloat, y: CGFloat) in CGRect(x: x, y: y, width: 100, height: 100) }
        h.fake.performBatchUpdates(itemCounts: [7], [.insertItems([IndexPath(item: 1, section: 0)])])
        try expectShrunk(answer(h.fake, .appearing, IndexPath(item: 1, section: 0)), at: square(110, 0))
        try expectFrames(
            h.fake,
            [(.appearing, 2, square(110, 0)), (.disappearing, 1, square(220, 0)), (.appearing, 6, square(220, 110))])
        // A delete: item 0 shrinks to 0.8 in place; item 1 moves to (0, 0).
        h.fake.performBatchUpdates(itemCounts: [6], [.deleteItems([IndexPath(item: 0, section: 0)])])
        try expectShrunk(answer(h.fake, .disappearing, IndexPath(item: 0, section: 0)), at: square(0, 0))
        try expectFrames(h.fake, [(.disappearing, 1, square(0, 0)), (.appearing, 0, square(110, 0))])
    }

    /// Expects the grid's own transition: at `frame`, faded out, scaled to 0.8 and not turned.
    private func expectShrunk(
        _ attributes: UICollectionViewLayoutAttributes, at frame: CGRect,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(attributes.frame == frame && attributes.alpha == 0, sourceLocation: sourceLocation)
        #expect(
            attributes.transform.a == 0.8 && attributes.transform.d == 0.8 && attributes.transform.b == 0,
            sourceLocation: sourceLocation)
    }

    /// Expects the answers for the cells of section 0 the last update asked about: (phase, item,
    /// the frame it moves from or to).
    private func expectFrames(
        _ fake: FakeCollectionView, _ frames: [(FakeCollectionView.UpdateAnimation.Phase, Int, CGRect)],
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        for (phase, item, frame) in frames {
            let asked = try answer(fake, phase, IndexPath(item: item, section: 0), sourceLocation: sourceLocation)
            #expect(asked.frame == frame, "item \(item) \(phase)", sourceLocation: sourceLocation)
        }
    }

    @Test("A moved item travels from its old frame to its new one, with no transition")
    func move() throws {
        let h = AdapterHarness(
            layout: StaggeredGridCollectionViewLayout(), size: CGSize(width: 320, height: 480), itemCounts: [8]
        ) {
            StaggeredGridLayout().prepare(in: $0)
        }
        let before = h.expected
        h.fake.performBatchUpdates(
            itemCounts: [8], [.moveItem(from: IndexPath(item: 0, section: 0), to: IndexPath(item: 5, section: 0))])
        let after = h.expected
        let arriving = try answer(h.fake, .appearing, IndexPath(item: 5, section: 0))
        expectSame(
            [arriving], [changed(try #require(before.attributes(for: ElementIndex(0, 0))), at: ElementIndex(0, 5))],
            "moved in")
        let leaving = try answer(h.fake, .disappearing, IndexPath(item: 0, section: 0))
        expectSame(
            [leaving], [changed(try #require(after.attributes(for: ElementIndex(0, 5))), at: ElementIndex(0, 0))],
            "moved out")
        #expect(arriving.alpha == 1 && leaving.alpha == 1)
        // Item 1 is item 0 now: from its old frame to the first place.
        #expect(
            try answer(h.fake, .appearing, IndexPath(item: 0, section: 0)).frame
                == before.attributes(for: ElementIndex(0, 1))?.frame)
    }

    @Test(
        "The gallery: the header, footer and items of an inserted section fade in; the next section's header moves down"
    )
    func galleryHeaderOfAnInsertedSection() throws {
        let configuration = try JustifiedGalleryLayout.Configuration(footerHeight: 20)
        let h = AdapterHarness(
            layout: JustifiedGalleryCollectionViewLayout(configuration: configuration),
            size: CGSize(width: 375, height: 1200), itemCounts: [3, 3]
        ) { JustifiedGalleryLayout(configuration: configuration).prepare(in: $0) }
        let before = h.expected
        let header = UICollectionView.elementKindSectionHeader, footer = UICollectionView.elementKindSectionFooter
        h.fake.performBatchUpdates(itemCounts: [3, 2, 3], [.insertSection(1)])
        let after = h.expected
        let newHeader = try #require(after.supplementaryAttributes(ofKind: "header", at: ElementIndex(1, 0)))
        expectSame(
            [try answer(h.fake, .appearing, IndexPath(item: 0, section: 1), kind: header)],
            [changed(newHeader, at: newHeader.index, alpha: 0)], "inserted section's header")
        let newFooter = try #require(after.supplementaryAttributes(ofKind: "footer", at: ElementIndex(1, 0)))
        expectSame(
            [try answer(h.fake, .appearing, IndexPath(item: 0, section: 1), kind: footer)],
            [changed(newFooter, at: newFooter.index, alpha: 0)], "and its footer")
        let item = try #require(after.attributes(for: ElementIndex(1, 1)))
        expectSame(
            [try answer(h.fake, .appearing, IndexPath(item: 1, section: 1))], [changed(item, at: item.index, alpha: 0)],
            "its item")
        // The old section 1 is section 2: its header comes from where it was, and goes to where it is.
        let oldHeader = try #require(before.supplementaryAttributes(ofKind: "header", at: ElementIndex(1, 0)))
        expectSame(
            [try answer(h.fake, .appearing, IndexPath(item: 0, section: 2), kind: header)],
            [changed(oldHeader, at: ElementIndex(2, 0))], "the next section's header, from its old frame")
        let movedHeader = try #require(after.supplementaryAttributes(ofKind: "header", at: ElementIndex(2, 0)))
        expectSame(
            [try answer(h.fake, .disappearing, IndexPath(item: 0, section: 1), kind: header)],
            [changed(movedHeader, at: ElementIndex(1, 0))], "and to its new one")
        #expect(movedHeader.frame.minY > oldHeader.frame.minY)
        // Deleting the section again: its header fades out where it is.
        let shown = h.expected
        h.fake.performBatchUpdates(itemCounts: [3, 3], [.deleteSection(1)])
        let goneHeader = try #require(shown.supplementaryAttributes(ofKind: "header", at: ElementIndex(1, 0)))
        expectSame(
            [try answer(h.fake, .disappearing, IndexPath(item: 0, section: 1), kind: header)],
            [changed(goneHeader, at: goneHeader.index, alpha: 0)], "deleted section's header")
    }

    @Test("Configured transitions: none shows an inserted item at once; insert and delete are set apart")
    func configured() throws {
        let h = Case.circles.harness()
        h.layout.insertTransition = .none
        h.layout.deleteTransition = .scale(0.5)
        #expect(h.layout.insertTransition == .none && h.layout.deleteTransition == .scale(0.5))
        h.fake.performBatchUpdates(itemCounts: [9], [.insertItems([IndexPath(item: 1, section: 0)])])
        let resting = try #require(h.expected.attributes(for: ElementIndex(0, 1)))
        expectSame([try answer(h.fake, .appearing, IndexPath(item: 1, section: 0))], [resting], "none: where it rests")
        let before = h.expected
        h.fake.performBatchUpdates(itemCounts: [8], [.deleteItems([IndexPath(item: 2, section: 0)])])
        let deleted = try #require(before.attributes(for: ElementIndex(0, 2)))
        expectSame(
            [try answer(h.fake, .disappearing, IndexPath(item: 2, section: 0))],
            [changed(deleted, at: deleted.index, alpha: 0, scale: 0.5)], "scale(0.5) for deletes")
        // The defaults.
        #expect(CirclePackCollectionViewLayout().insertTransition == .automatic)
        #expect(CirclePackCollectionViewLayout().deleteTransition == .automatic)
    }

    @Test("An item inserted before the kept centred item comes in as the side item it will be at the kept offset")
    func keptPlace() throws {
        // The carousel centred on item 3 (side items at 0.8): an item inserted at 3 leaves it
        // centred as item 4, one pitch further on.
        let h = Case.carousel.harness()
        let carousel = try #require(h.layout as? CarouselCollectionViewLayout)
        carousel.scrollToItem(at: IndexPath(item: 3, section: 0), animated: false)
        let before = h.expected
        h.fake.performBatchUpdates(itemCounts: [9], [.insertItems([IndexPath(item: 3, section: 0)])])
        #expect(carousel.centeredItem == IndexPath(item: 4, section: 0), "the centred item stays centred")
        let after = h.expected
        // At the kept offset the new item is the left side item (0.8); it grows from 0.8 of that.
        // At the offset before the update it would have been centred (1).
        let inserted = try #require(after.attributes(for: ElementIndex(0, 3)))
        #expect(inserted.transform.scale == 0.8)
        let start = try answer(h.fake, .appearing, IndexPath(item: 3, section: 0))
        expectSame([start], [changed(inserted, at: inserted.index, alpha: 0, scale: 0.8)], "inserted")
        #expect(abs(start.transform.a - 0.64) < 1e-12)
        // The centred item comes from its old frame and scale.
        let centred = try #require(before.attributes(for: ElementIndex(0, 3)))
        expectSame(
            [try answer(h.fake, .appearing, IndexPath(item: 4, section: 0))],
            [changed(centred, at: ElementIndex(0, 4))],
            "the centred item from its old frame")
    }

    @Test("Outside a batch update, and after one, the layout leaves the animation to UIKit")
    func outsideUpdates() throws {
        let h = Case.grid.harness()
        let path = IndexPath(item: 0, section: 0)
        #expect(h.layout.initialLayoutAttributesForAppearingItem(at: path) == nil)
        #expect(h.layout.finalLayoutAttributesForDisappearingItem(at: path) == nil)
        h.fake.performBatchUpdates(itemCounts: [9], [.insertItems([path])])
        #expect(try answer(h.fake, .appearing, path).alpha == 0)
        #expect(h.layout.initialLayoutAttributesForAppearingItem(at: path) == nil, "forgotten at finalize")
        h.fake.reloadData(itemCounts: [4])
        #expect(h.layout.initialLayoutAttributesForAppearingItem(at: path) == nil, "a reload does not animate")
        #expect(
            h.layout.finalLayoutAttributesForDisappearingSupplementaryElement(
                ofKind: UICollectionView.elementKindSectionHeader, at: path) == nil)
    }
}

/// One layout in a small case: eight items from the start of the content; what its own
/// transition does to a cell (a factor on the scale, an angle added to the rotation; each fades).
private extension LayoutKind {
    /// The factor the layout's own transition puts on a cell's scale.
    var scale: CGFloat {
        switch self {
        case .circles: 0.01
        case .carousel, .grid: 0.8
        case .gallery, .wheel: 1
        }
    }

    /// The angle the layout's own transition adds to a cell's rotation: the wheel's next item's.
    var turn: CGFloat { self == .wheel ? WheelLayout.Configuration.standard.anglePerItem : 0 }

    /// Side items at 0.8 and half alpha: the carousel's own transition grows from 0.8.
    /// (Computed: a stored `try!` of a typed throw crashes the Linux compiler emitting the module for Apple's SDK.)
    static var sidedCarousel: CarouselLayout.Configuration {
        try! CarouselLayout.Configuration(sideItemScale: 0.8, sideItemAlpha: 0.5)
    }

    /// The adapter in a fake collection view, held to the engine prepared afresh.
    @MainActor func harness() -> AdapterHarness {
        let counts = [8]
        let phone = CGSize(width: 375, height: 667)
        switch self {
        case .circles:
            let layout = CirclePackCollectionViewLayout()
            let diameter = CGSize(width: 60, height: 1)
            layout.itemSizeProvider = { _ in diameter }
            return AdapterHarness(layout: layout, size: phone, itemCounts: counts, sizes: { _ in diameter }) {
                CirclePackLayout().prepare(in: $0)
            }
        case .carousel:
            return AdapterHarness(
                layout: CarouselCollectionViewLayout(configuration: Self.sidedCarousel), size: phone,
                itemCounts: counts
            ) { CarouselLayout(configuration: Self.sidedCarousel).prepare(in: $0) }
        case .gallery:
            return AdapterHarness(layout: JustifiedGalleryCollectionViewLayout(), size: phone, itemCounts: counts) {
                JustifiedGalleryLayout().prepare(in: $0)
            }
        case .grid:
            return AdapterHarness(layout: StaggeredGridCollectionViewLayout(), size: phone, itemCounts: counts) {
                StaggeredGridLayout().prepare(in: $0)
            }
        case .wheel:
            return AdapterHarness(layout: WheelCollectionViewLayout(), size: phone, itemCounts: counts) {
                WheelLayout().prepare(in: $0)
            }
        }
    }
}
#endif
