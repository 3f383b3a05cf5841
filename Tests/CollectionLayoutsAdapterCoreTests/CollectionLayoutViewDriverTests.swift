import CollectionLayouts
import CollectionLayoutsAdapterCore
import Foundation
import Testing

/// The SwiftUI view's coordinator's sequence of decisions (`CollectionLayoutViewDriver`), exact
/// values for small cases.
@Suite("The SwiftUI view's driver: data, binding, first size, near end")
struct CollectionLayoutViewDriverTests {
    private func view(_ bound: Int?, userScrolling: Bool = false) -> CollectionLayoutViewDriver<Int>.View {
        .init(bound: bound, hasSize: true, isUserScrolling: userScrolling, motion: true)
    }

    @Test("New ids apply the data; the same ids reconfigure; sizes of kept items invalidate in a batch")
    func applyingData() {
        var driver = CollectionLayoutViewDriver<Int>(nearEndLimit: { _ in 1 })
        #expect(
            driver.apply([[1, 2], [3]], change: .init(identifiers: true, animated: true))
                == [.changeLayout(inBatch: false, invalidates: false), .applyData(animated: true)])
        #expect(driver.index(of: 3) == ElementIndex(section: 1, item: 0))
        #expect(driver.id(at: ElementIndex(section: 0, item: 1)) == 2)
        #expect(driver.id(at: ElementIndex(section: 0, item: 5)) == nil)
        #expect(driver.lastItemID == 3 && driver.itemCount == 3)
        #expect(
            driver.apply([[1, 2], [3]], change: .init(sizesOfKeptItems: true, animatesLayout: true))
                == [.reconfigureVisible, .changeLayout(inBatch: true, invalidates: true)])
    }

    @Test("The binding: followed unless centred or the user scrolls; the centred item written back once")
    func binding() {
        var driver = CollectionLayoutViewDriver<Int>(nearEndLimit: { _ in 1 })
        _ = driver.apply([[1, 2, 3]], change: .init(identifiers: true))
        #expect(driver.followTarget(view(2)) == ElementIndex(section: 0, item: 1))
        #expect(
            driver.follow(view(2), animated: true, isCentred: false)
                == .scroll(to: ElementIndex(section: 0, item: 1), animated: true))
        #expect(driver.followTarget(view(2)) == nil, "on its way")
        #expect(driver.follow(view(2), animated: true, isCentred: false) == nil, "on its way")
        #expect(driver.centredItemChanged(to: ElementIndex(section: 0, item: 1), bound: 2) == nil)
        #expect(driver.followTarget(view(3, userScrolling: true)) == nil)
        #expect(driver.follow(view(3, userScrolling: true), animated: true, isCentred: false) == nil)
        #expect(driver.follow(view(3), animated: true, isCentred: true) == nil)
        #expect(driver.followTarget(view(9)) == nil, "not in the data")
        #expect(driver.follow(view(9), animated: true, isCentred: false) == nil, "not in the data")
        #expect(driver.centredItemChanged(to: ElementIndex(section: 0, item: 2), bound: 2) == .setBinding(3))
        #expect(driver.centredItemChanged(to: nil, bound: 3) == .setBinding(nil))
        #expect(
            driver.selected(ElementIndex(section: 0, item: 2), isPaging: true)
                == .scroll(to: ElementIndex(section: 0, item: 2), animated: true))
        #expect(driver.selected(ElementIndex(section: 0, item: 2), isPaging: false) == nil)
    }

    @Test("A first size starts a wrapping carousel at the bound item; a new size follows the binding once")
    func laidOut() {
        var driver = CollectionLayoutViewDriver<Int>(nearEndLimit: { _ in 1 })
        _ = driver.apply([[1, 2, 3]], change: .init(identifiers: true))
        let size = CGSize(width: 100, height: 200)
        #expect(
            driver.laidOut(at: .zero, bound: 3, wraps: true) == [], "no size yet")
        #expect(
            driver.laidOut(at: size, bound: 3, wraps: true)
                == [.startWrapping(at: ElementIndex(section: 0, item: 2)), .followBinding(animated: false)])
        #expect(driver.laidOut(at: size, bound: 3, wraps: true) == [], "the same size")
        #expect(
            driver.laidOut(at: CGSize(width: 200, height: 100), bound: 1, wraps: true) == [
                .followBinding(animated: false)
            ],
            "a new size")
    }

    @Test("At rest after a move of ours the binding takes the centred item, not while a scroll of ours is on its way")
    func settled() {
        var driver = CollectionLayoutViewDriver<Int>(nearEndLimit: { _ in 1 })
        _ = driver.apply([[7, 1, 2]], change: .init(identifiers: true))
        #expect(driver.settled(centred: ElementIndex(section: 0, item: 1), view: view(1)) == nil)
        #expect(
            driver.settled(centred: ElementIndex(section: 0, item: 0), view: view(1)) == .setBinding(7),
            "another item at the index, or the bound one not centrable")
        #expect(driver.settled(centred: ElementIndex(section: 0, item: 0), view: view(1, userScrolling: true)) == nil)
        _ = driver.follow(view(2), animated: true, isCentred: false)
        #expect(driver.settled(centred: ElementIndex(section: 0, item: 0), view: view(2)) == nil, "on its way")
        driver.scrollEnded()
        #expect(driver.settled(centred: ElementIndex(section: 0, item: 2), view: view(2)) == nil)
        #expect(driver.settled(centred: nil, view: view(2)) == .setBinding(nil), "no items")
    }

    @Test("The near-end action: once per approach, never far from the end, never without an action")
    func nearEnd() {
        var driver = CollectionLayoutViewDriver<Int>(nearEndLimit: { _ in 1 })
        _ = driver.apply([[1, 2, 3, 4, 5]], change: .init(identifiers: true))
        #expect(driver.scrolled(hasNearEndAction: true, visible: { .init(last: 1, count: 2) }) == nil)
        #expect(driver.scrolled(hasNearEndAction: true, visible: { .init(last: 3, count: 2) }) == .callNearEnd)
        #expect(driver.scrolled(hasNearEndAction: true, visible: { .init(last: 4, count: 2) }) == nil)
        #expect(driver.scrolled(hasNearEndAction: true, visible: { .init(last: 0, count: 1) }) == nil)
        #expect(driver.scrolled(hasNearEndAction: true, visible: { .init(last: 4, count: 1) }) == .callNearEnd)
        #expect(driver.scrolled(hasNearEndAction: false, visible: { .init(last: 4, count: 1) }) == nil)
    }
}
