import CollectionLayouts
import CollectionLayoutsAdapterCore
import Foundation
import Testing

/// The SwiftUI view's selection, scroll position and pull to refresh, decided by the driver and
/// the core's values: exact values for small cases.
@Suite("The SwiftUI view's selection, scroll position and refresh")
struct SelectionAndPositionTests {
    private typealias Driver = CollectionLayoutViewDriver<Int>
    private typealias Position = ScrollPositionBinding<Int>

    private func driver(_ ids: [[Int]]) -> Driver {
        var driver = Driver(nearEndLimit: { _ in 1 })
        _ = driver.apply(ids, change: .init(identifiers: true))
        return driver
    }

    private func index(_ section: Int, _ item: Int) -> ElementIndex { ElementIndex(section: section, item: item) }

    @Test("New data: the ids that vanished drop out of the selection; nothing to write when all stay")
    func selectionKept() {
        var driver = driver([[1, 2], [3]])
        #expect(driver.selectionKept([1, 3]) == nil)
        #expect(driver.selectionKept([]) == nil)
        _ = driver.apply([[3, 1]], change: .init(identifiers: true))
        #expect(driver.selectionKept([1, 2]) == [1])
        #expect(driver.selectionKept([2]) == [])
    }

    @Test("The collection view shows the binding's selection: what to select and deselect, in index order")
    func selectionChange() {
        let driver = driver([[1, 2], [3, 4]])
        #expect(
            driver.selectionChange(showing: [4, 1, 9], shown: [index(0, 1), index(1, 1)])
                == SelectionChange(select: [index(0, 0)], deselect: [index(0, 1)]))
        #expect(driver.selectionChange(showing: [2], shown: [index(0, 1)]).isEmpty)
        #expect(
            driver.selectionChange(showing: [], shown: [index(1, 0), index(0, 0)])
                == SelectionChange(deselect: [index(0, 0), index(1, 0)]))
    }

    @Test("A tap: one selection takes the item alone (kept when tapped again); several toggle it")
    func tapped() {
        let driver = driver([[1, 2], [3]])
        #expect(driver.tapped(index(1, 0), selection: [1], mode: .single) == [3])
        #expect(driver.tapped(index(1, 0), selection: [3], mode: .single) == [3])
        #expect(driver.tapped(index(1, 0), selection: [1], mode: .multiple) == [1, 3])
        #expect(driver.tapped(index(0, 0), selection: [1, 3], mode: .multiple) == [3])
        #expect(driver.tapped(index(2, 0), selection: [1], mode: .multiple) == nil, "no item there")
    }

    @Test("A context menu acts on the selection when opened on a selected item, else on the item alone")
    func menuItems() {
        let driver = driver([[1, 2, 3]])
        #expect(driver.menuItems(at: index(0, 1), selection: [2, 3]) == [2, 3])
        #expect(driver.menuItems(at: index(0, 0), selection: [2, 3]) == [1])
        #expect(driver.menuItems(at: index(0, 7), selection: [2]) == [])
        #expect(driver.menuItems(for: 1, selection: [2, 3]) == [1])
    }

    @Test("The position names the item holding the anchor, else the nearest, the first on a tie")
    func named() {
        let items = [
            (index(0, 0), CGRect(x: 0, y: 0, width: 100, height: 100)),
            (index(0, 1), CGRect(x: 0, y: 110, width: 100, height: 100)),
            (index(0, 2), CGRect(x: 110, y: 110, width: 100, height: 100)),
        ]
        let visible = CGRect(x: 0, y: 100, width: 210, height: 300)
        // .top's point is (105, 100): 5 from item 0's bottom right corner, 5 from item 1 and item 2 (above both).
        #expect(Position.named(in: visible, anchor: .top, items: items) == index(0, 0))
        #expect(Position.named(in: visible, anchor: ScrollAnchor(x: 0.8, y: 0.1), items: items) == index(0, 2))
        #expect(Position.named(in: visible, anchor: ScrollAnchor(x: 0, y: 0.5), items: items) == index(0, 1))
        #expect(Position.named(in: visible, anchor: .top, items: []) == nil)
        // Along the scroll axis only (a vertical grid): the rows at the anchor tie; the first, or the preferred one.
        #expect(
            Position.named(
                in: visible, anchor: ScrollAnchor(x: 0, y: 0.1), items: items, scrollsX: false, scrollsY: true)
                == index(0, 1))
        #expect(
            Position.named(
                in: visible, anchor: ScrollAnchor(x: 0, y: 0.1), items: items, scrollsX: false, scrollsY: true,
                preferred: index(0, 2)) == index(0, 2))
        let driver = driver([[7, 8, 9]])
        let viewport = Driver.Viewport(
            bounds: CGRect(x: 0, y: 60, width: 210, height: 340), insets: LayoutInsets(top: 40), contentSize: .zero)
        #expect(viewport.visible == visible)
        #expect(driver.positionNamed(in: viewport, anchor: .top, items: items) == 7)
    }

    @Test("The offset puts the item's anchor at the visible area's, clamped into the content")
    func offset() {
        let size = CGSize(width: 300, height: 500), content = CGSize(width: 300, height: 2_000)
        let insets = LayoutInsets(top: 50, bottom: 30)
        let frame = CGRect(x: 0, y: 800, width: 300, height: 100)
        #expect(
            Position.offset(putting: frame, at: .top, boundsSize: size, insets: insets, contentSize: content)
                == CGPoint(x: 0, y: 750))
        // The middle: 850 at the visible middle, 50 + 420 / 2 = 260 from the bounds' top.
        #expect(
            Position.offset(
                putting: frame, at: ScrollAnchor(x: 0.5, y: 0.5), boundsSize: size, insets: insets,
                contentSize: content) == CGPoint(x: 0, y: 590))
        // Near the end: at most 2000 + 30 - 500; near the start: at least -50.
        #expect(
            Position.offset(
                putting: CGRect(x: 0, y: 1_900, width: 300, height: 100), at: .top, boundsSize: size, insets: insets,
                contentSize: content) == CGPoint(x: 0, y: 1_530))
        #expect(
            Position.offset(
                putting: CGRect(x: 0, y: 10, width: 300, height: 100), at: ScrollAnchor(x: 0.5, y: 1),
                boundsSize: size, insets: insets, contentSize: content) == CGPoint(x: 0, y: -50))
    }

    @Test("The binding: the app's value followed once; ours not followed back; the user's scroll wins")
    func positionBinding() {
        var position = Position()
        do {
            let result = position.follow(3, named: 1, hasSize: true, isUserScrolling: false, animates: true)
            #expect(result)
        }
        #expect(position.scrollingTo == 3)
        do {
            let result = position.observed(named: 2, bound: 3)
            #expect(result == nil, "on its way")
        }
        do {
            let result = position.follow(3, named: 2, hasSize: true, isUserScrolling: false, animates: true)
            #expect(!result, "seen")
        }
        position.scrollEnded()
        do {
            let result = position.observed(named: 3, bound: 3)
            #expect(result == nil, "arrived")
        }
        // The user scrolls to 5: written, and SwiftUI's stale 3 at an update before it lands is not followed.
        do {
            let result = position.observed(named: 5, bound: 3)
            #expect(result == .some(5))
        }
        do {
            let result = position.follow(3, named: 5, hasSize: true, isUserScrolling: false, animates: false)
            #expect(!result, "stale")
        }
        position.didWrite()
        do {
            let result = position.follow(5, named: 5, hasSize: true, isUserScrolling: false, animates: false)
            #expect(!result)
        }
        // The app sets 8 while the user scrolls: not followed.
        do {
            let result = position.follow(8, named: 6, hasSize: true, isUserScrolling: true, animates: false)
            #expect(!result)
        }
        // Already named: nothing to do.
        do {
            let result = position.follow(6, named: 6, hasSize: true, isUserScrolling: false, animates: false)
            #expect(!result)
        }
        // Ends short (clamped): the item at the anchor is written at rest.
        do {
            let result = position.follow(9, named: 6, hasSize: true, isUserScrolling: false, animates: false)
            #expect(result)
        }
        #expect(position.scrollingTo == nil)
        do {
            let result = position.observed(named: 8, bound: 9)
            #expect(result == .some(8))
        }
    }

    @Test("The app's value before a size waits for the first")
    func positionPending() {
        var position = Position()
        do {
            let result = position.follow(4, named: nil, hasSize: false, isUserScrolling: false, animates: false)
            #expect(!result)
        }
        do {
            let result = position.observed(named: 1, bound: 4)
            #expect(result == nil, "waits")
        }
        do {
            let result = position.pendingFollow()
            #expect(result)
        }
        do {
            let result = position.pendingFollow()
            #expect(!result)
        }
        do {
            let result = position.follow(4, named: 1, hasSize: true, isUserScrolling: false, animates: false)
            #expect(result)
        }
    }

    @Test("The driver scrolls a paging layout to centre the item, the others to the anchor's offset")
    func followPosition() {
        var driver = driver([[1, 2, 3]])
        let view = Driver.View(bound: nil, hasSize: true, motion: true)
        let viewport = Driver.Viewport(
            bounds: CGRect(x: 0, y: 0, width: 100, height: 200), contentSize: CGSize(width: 100, height: 600))
        let frame: (ElementIndex) -> CGRect? = { CGRect(x: 0, y: CGFloat($0.item) * 200, width: 100, height: 200) }
        do {
            let result = driver.followPosition(
                2, named: 1, anchor: .top, view: view, animated: false, isPaging: false, viewport: viewport,
                frame: frame)
            #expect(
                result == .offset(CGPoint(x: 0, y: 200), animated: false))
        }
        do {
            let result = driver.followPosition(
                3, named: 2, anchor: .top, view: view, animated: true, isPaging: true, viewport: viewport, frame: frame)
            #expect(
                result
                    == .centre(index(0, 2), animated: true))
        }
        do {
            let result = driver.followPosition(
                9, named: 3, anchor: .top, view: view, animated: true, isPaging: false, viewport: viewport,
                frame: frame)
            #expect(
                result == nil, "not in the data")
        }
        do {
            let result = driver.positionObserved(named: 3, bound: 9)
            #expect(result == .some(3))
        }
        driver.position.didWrite()
        do {
            let result = driver.followPosition(
                1, named: 1, anchor: .top, view: view, animated: true, isPaging: false, viewport: viewport,
                frame: frame)
            #expect(
                result == nil, "there already")
        }
    }

    @Test("Refresh: a control while there is an action; one action at a time; stopped when it ends")
    func refresh() {
        var refresh = RefreshTracker()
        do {
            let result = refresh.update(hasAction: true, supported: false)
            #expect(result == nil, "tvOS, the Mac")
        }
        do {
            let result = refresh.pulled()
            #expect(result == nil, "no control")
        }
        do {
            let result = refresh.update(hasAction: true, supported: true)
            #expect(result == .add)
        }
        do {
            let result = refresh.update(hasAction: true, supported: true)
            #expect(result == nil)
        }
        do {
            let result = refresh.pulled()
            #expect(result == 1)
        }
        do {
            let result = refresh.pulled()
            #expect(result == nil, "one runs")
        }
        do {
            let result = refresh.ended(1)
            #expect(result)
        }
        do {
            let result = refresh.ended(1)
            #expect(!result)
        }
        do {
            let result = refresh.pulled()
            #expect(result == 2)
        }
        do {
            let result = refresh.update(hasAction: false, supported: true)
            #expect(result == .remove)
        }
        do {
            let result = refresh.update(hasAction: true, supported: true)
            #expect(result == .add)
        }
        do {
            let result = refresh.pulled()
            #expect(result == 3)
        }
        do {
            let result = refresh.ended(2)
            #expect(!result, "an earlier action")
        }
        do {
            let result = refresh.ended(3)
            #expect(result)
        }
    }
}
