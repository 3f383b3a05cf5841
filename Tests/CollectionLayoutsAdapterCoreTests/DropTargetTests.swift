@_spi(Tools) import CollectionLayouts
import CollectionLayoutsAdapterCore
import Foundation
import Testing

/// Where a drop moves an item (UIKit's drag and drop with a local drag), as the core decides it:
/// the collection view's destination in the item's section, its end being the last place; else
/// interactive movement's target for the finger.
@Suite("LayoutAdapterState.dropTarget: the place a dropped item takes")
struct DropTargetTests {
    @Test("The destination in the section, the end of the section as its last place, else the finger's target")
    func targets() throws {
        var state = LayoutAdapterState(layout: try LayoutAdapterStateTests.grid())
        LayoutAdapterStateTests.prepare(&state, LayoutAdapterStateTests.geometry(), counts: [30, 4])
        let item = ElementIndex(0, 2), screen = CGRect(x: 0, y: 0, width: 320, height: 400)
        let finger = InteractiveMoveTests.centre(of: 7)
        func target(
            _ proposed: ElementIndex?, at position: CGPoint = finger, of source: ElementIndex = item
        )
            -> ElementIndex?
        {
            state.dropTarget(forMoving: source, proposed: proposed, at: position, visible: screen)
        }
        #expect(target(ElementIndex(0, 5)) == ElementIndex(0, 5), "the destination wins over the finger")
        #expect(target(ElementIndex(0, 0)) == ElementIndex(0, 0))
        #expect(target(ElementIndex(0, 30)) == ElementIndex(0, 29), "the end of the section: its last place")
        #expect(target(ElementIndex(0, 31)) == nil, "past the end: no move")
        #expect(target(nil) == ElementIndex(0, 7), "no destination (empty space): the cell under the finger")
        #expect(target(ElementIndex(1, 2)) == ElementIndex(0, 7), "another section: the item stays in its own")
        // Between the first two columns (x 100 to 110), nearer the second: the nearest centre.
        #expect(target(nil, at: CGPoint(x: 107, y: 45)) == ElementIndex(0, 1))
        #expect(target(nil, at: CGPoint(x: CGFloat.nan, y: 0)) == item, "no finger: where it is")
        #expect(target(ElementIndex(0, 3), of: ElementIndex(0, 30)) == nil, "no such item")
        #expect(target(ElementIndex(1, 4), of: ElementIndex(1, 0)) == ElementIndex(1, 3))
        let unprepared = LayoutAdapterState(layout: try LayoutAdapterStateTests.grid())
        #expect(unprepared.dropTarget(forMoving: item, proposed: item, at: finger, visible: screen) == nil)
    }
}
