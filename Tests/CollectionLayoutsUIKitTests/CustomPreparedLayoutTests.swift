#if !canImport(UIKit) && canImport(UIKitStandIn) && (TestSupport || !SWIFT_PACKAGE)
// The engine's public API only, as an app imports it: the app-style layouts below conform to
// `PreparedLayout` with nothing the package's own layouts see and an app does not.
import CollectionLayouts
@testable import CollectionLayoutsUIKit
import Foundation
import Testing
import UIKitStandIn

/// An app's own prepared layout, written outside the engine as an app writes one: one row of
/// 100 × 100 items, 120 points apart (item k from x = 120 k), which it takes from the package's
/// grid and forwards. It answers none of the requirements that have defaults, so the adapters get
/// the defaults: the axis guessed, no exact centring, item order, no wrap-around, a fade.
struct AppRow: PreparedLayout {
    /// The grid it lays its row out with.
    var grid: PreparedStaggeredGrid

    init(in environment: LayoutEnvironment) {
        // A horizontal grid as tall as one 100-point item: a single row.
        let configuration = try! StaggeredGridLayout.Configuration(
            itemSize: CGSize(width: 100, height: 100), spacing: 20, staggerFraction: 0, scrollAxis: .horizontal)
        grid = StaggeredGridLayout(configuration: configuration).prepare(in: environment)
    }

    var environment: LayoutEnvironment { grid.environment }
    var contentSize: CGSize { grid.contentSize }

    func forEachElement(in rect: CGRect, _ body: (LayoutAttributes) -> Bool) -> Bool {
        grid.forEachElement(in: rect, body)
    }

    func attributes(for index: ElementIndex) -> LayoutAttributes? { grid.attributes(for: index) }

    mutating func updateContentOffset(_ offset: CGPoint) { grid.updateContentOffset(offset) }
}

/// The same row saying everything an app's layout can say: its axis, items that rest with their
/// leading edge 20 points in (an exact centring offset the frame does not give), VoiceOver reading
/// right to left, wrap-around, and items that grow from half their size.
struct AppShelf: PreparedLayout {
    /// The row it answers as for the rest.
    var row: AppRow

    var environment: LayoutEnvironment { row.environment }
    var contentSize: CGSize { row.contentSize }

    func forEachElement(in rect: CGRect, _ body: (LayoutAttributes) -> Bool) -> Bool {
        row.forEachElement(in: rect, body)
    }

    func attributes(for index: ElementIndex) -> LayoutAttributes? { row.attributes(for: index) }

    mutating func updateContentOffset(_ offset: CGPoint) { row.updateContentOffset(offset) }

    var scrollAxis: ScrollAxis { .horizontal }

    func contentOffset(centering index: ElementIndex) -> CGPoint? {
        guard let item = attributes(for: index) else { return nil }
        let (low, high) = contentOffsetBounds
        return CGPoint(x: min(max(item.frame.minX - 20, low.x), high.x), y: low.y)
    }

    func accessibilityOrder(of cells: [LayoutAttributes]) -> [LayoutAttributes] {
        cells.sorted { $0.index > $1.index }
    }

    var wrapsAround: Bool { true }

    var automaticCellTransition: ElementTransition { .scale(0.5) }
}

/// An app's subclass of the front that shows its own layout, as
/// ``EngineCollectionViewLayout/makePreparedLayout(in:)`` invites.
@MainActor
final class AppLayout: EngineCollectionViewLayout {
    /// Whether it shows ``AppShelf`` (true) or ``AppRow`` (false).
    var saysEverything = false

    override func makePreparedLayout(in environment: LayoutEnvironment) -> any PreparedLayout {
        let row = AppRow(in: environment)
        return saysEverything ? AppShelf(row: row) : row
    }
}

/// What an app's own prepared layout tells the adapter core and the UIKit front through
/// `PreparedLayout`'s requirements, with no cast deciding: the defaults for a layout that says
/// nothing, its own answers for one that says them.
@Suite("An app's own prepared layout through the core and the front") @MainActor
struct CustomPreparedLayoutTests {
    /// A 300 × 100 fake collection view showing 10 items of the app's row, VoiceOver on.
    private func makeFake(saysEverything: Bool) -> (FakeCollectionView, AppLayout) {
        let layout = AppLayout()
        layout.saysEverything = saysEverything
        layout.accessibilityLabelForItem = { "Item \($0.item + 1)" }
        layout.providesAccessibilityElements = true
        let fake = FakeCollectionView(size: CGSize(width: 300, height: 100), layout: layout, itemCounts: [10])
        fake.performLayoutPass()
        return (fake, layout)
    }

    /// The items of VoiceOver's item elements, in order.
    private func order(_ fake: FakeCollectionView) -> [Int] {
        (fake.accessibilityElements ?? []).compactMap { ($0 as? ItemAccessibilityElement)?.index.item }
    }

    /// How the inserted item 1 appears: its alpha and its transform's scale along x.
    private func appearing(_ fake: FakeCollectionView) throws -> (alpha: CGFloat, scale: CGFloat) {
        fake.performBatchUpdates(itemCounts: [11], [.insertItems([IndexPath(item: 1, section: 0)])])
        let asked = try #require(fake.updateAnimation(.appearing, at: IndexPath(item: 1, section: 0), kind: nil))
        let attributes = try #require(asked)
        return (attributes.alpha, attributes.transform.a)
    }

    @Test("A layout that says nothing gets the defaults")
    func defaults() throws {
        let row = AppRow(in: LayoutEnvironment(boundsSize: CGSize(width: 300, height: 100), itemCounts: [10]))
        #expect(row.attributes(for: ElementIndex(0, 3))?.frame == CGRect(x: 360, y: 0, width: 100, height: 100))
        #expect(row.scrollAxis == .horizontal, "guessed: offsets range over 0…880 along x, none along y")
        let short = AppRow(in: LayoutEnvironment(boundsSize: CGSize(width: 300, height: 100), itemCounts: [2]))
        #expect(short.scrollAxis == .vertical, "guessed: no range either way")
        #expect(row.contentOffset(centering: ElementIndex(0, 3)) == nil)
        #expect(!row.wrapsAround)
        #expect(row.automaticCellTransition == .fade)

        let (fake, layout) = makeFake(saysEverything: false)
        #expect(order(fake) == [0, 1, 2, 3, 4], "item order")
        #expect(row.accessibilityItem(after: ElementIndex(0, 9), steps: 1) == nil, "VoiceOver stops at the end")
        #expect(layout.indexPathForPreferredFocusedView(in: fake) == nil, "no exact centred rest: UIKit chooses")
        let (alpha, scale) = try appearing(fake)
        #expect(alpha == 0 && scale == 1, "a fade in place")
        layout.scrollToItem(at: IndexPath(item: 3, section: 0), animated: false)
        #expect(fake.contentOffset == CGPoint(x: 260, y: 0), "the frame centred: 410 − 150")
    }

    @Test("A layout's own answers reach the core and the front")
    func overrides() throws {
        let environment = LayoutEnvironment(boundsSize: CGSize(width: 300, height: 100), itemCounts: [2])
        #expect(AppShelf(row: AppRow(in: environment)).scrollAxis == .horizontal, "its own, not the guess")

        let (fake, layout) = makeFake(saysEverything: true)
        let shelf = try #require(layout.preparedLayout as? AppShelf)
        #expect(order(fake) == [4, 3, 2, 1, 0], "its own reading order")
        #expect(shelf.accessibilityItem(after: ElementIndex(0, 9), steps: 1) == ElementIndex(0, 0), "wraps around")
        #expect(layout.centeredItem == IndexPath(item: 1, section: 0), "170 is nearest the middle, 150")
        #expect(
            layout.indexPathForPreferredFocusedView(in: fake) == IndexPath(item: 1, section: 0),
            "an exact centred rest: focus enters at the centred item")
        let (alpha, scale) = try appearing(fake)
        #expect(alpha == 0 && scale == 0.5, "grows from half its size")
        layout.scrollToItem(at: IndexPath(item: 3, section: 0), animated: false)
        #expect(fake.contentOffset == CGPoint(x: 340, y: 0), "its exact offset: the leading edge 20 points in")
        #expect(layout.contentOffset(centering: IndexPath(item: 0, section: 0)) == .zero, "kept in the content")
    }
}
#endif
