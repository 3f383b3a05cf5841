#if canImport(UIKit) && canImport(SwiftUI) && !os(watchOS)
import CollectionLayouts
import CollectionLayoutsSwiftUI
import CollectionLayoutsUIKit
import SwiftUI
import UIKit
import XCTest

/// `CollectionLayoutView`'s selection, scroll position and pull to refresh on UIKit, hosted in a
/// `UIHostingController` in a visible window: taps (the delegate's calls UIKit makes for them)
/// written to the binding and shown in the collection view, the binding set by the app shown, ids
/// that vanish dropped, the scroll position both ways, and `.refreshable` reaching a refresh
/// control (iOS).
final class SwiftUIInteractionSimulatorTests: XCTestCase {
    struct Tile: Identifiable, Equatable {
        let id: Int
    }

    /// The app's state.
    @MainActor
    final class Model: ObservableObject {
        @Published var tiles = (0..<200).map(Tile.init)
        @Published var selected: Set<Int> = []
        @Published var position: Int?
        var made: [UICollectionView] = []
        var refreshes = 0
        var finishRefresh: CheckedContinuation<Void, Never>?
    }

    /// A grid of tiles 100 points square under every modifier the tests watch.
    struct Grid: View {
        @ObservedObject var model: Model

        var body: some View {
            CollectionLayoutView(
                model.tiles,
                layout: .staggeredGrid(
                    try! .init(itemSize: CGSize(width: 100, height: 100), spacing: 10, staggerFraction: 0))
            ) { _ in
                Color.indigo
            }
            .selection($model.selected)
            .scrollPosition(id: $model.position, anchor: .top)
            .onMakeCollectionView { model.made.append($0) }
            .refreshable {
                model.refreshes += 1
                await withCheckedContinuation { model.finishRefresh = $0 }
            }
        }
    }

    /// The window hosting `model`'s grid, and the collection view it made.
    @MainActor
    private func host(_ model: Model) throws -> (UIWindow, UICollectionView) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = UIHostingController(rootView: Grid(model: model))
        window.isHidden = false
        window.layoutIfNeeded()
        turnRunLoop { model.made.first.map { $0.bounds.height > 0 && $0.numberOfSections == 1 } ?? false }
        let collectionView = try XCTUnwrap(model.made.first)
        collectionView.layoutIfNeeded()
        return (window, collectionView)
    }

    /// Lets the main run loop turn until `done` says so (at most 300 turns of 10 ms), then a few more.
    @MainActor
    private func turnRunLoop(until done: () -> Bool = { false }) {
        for _ in 0..<300 {
            if done() { break }
            RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.01))
        }
        for _ in 0..<5 { RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.01)) }
    }

    /// The ids of the collection view's selected items, sorted.
    @MainActor
    private func selectedItems(_ collectionView: UICollectionView) -> [Int] {
        (collectionView.indexPathsForSelectedItems ?? []).map(\.item).sorted()
    }

    @MainActor
    func testTapsSelectAndTheBindingIsShown() throws {
        let model = Model()
        let (window, collectionView) = try host(model)
        defer { window.isHidden = true }
        XCTAssertTrue(collectionView.allowsMultipleSelection)
        // UIKit selects, then tells the delegate.
        for item in [3, 5] {
            collectionView.selectItem(at: IndexPath(item: item, section: 0), animated: false, scrollPosition: [])
            collectionView.delegate?.collectionView?(collectionView, didSelectItemAt: IndexPath(item: item, section: 0))
        }
        XCTAssertEqual(model.selected, [3, 5])
        collectionView.deselectItem(at: IndexPath(item: 3, section: 0), animated: false)
        collectionView.delegate?.collectionView?(collectionView, didDeselectItemAt: IndexPath(item: 3, section: 0))
        XCTAssertEqual(model.selected, [5])
        XCTAssertEqual(selectedItems(collectionView), [5])
        // The app sets it.
        model.selected = [1, 2]
        turnRunLoop { selectedItems(collectionView) == [1, 2] }
        XCTAssertEqual(selectedItems(collectionView), [1, 2])
        // Item 2 goes: it drops out of the binding.
        model.tiles.removeAll { $0.id == 2 }
        turnRunLoop { model.selected == [1] }
        XCTAssertEqual(model.selected, [1])
        XCTAssertEqual(selectedItems(collectionView), [1])
    }

    @MainActor
    func testScrollPositionBothWays() throws {
        let model = Model()
        let (window, collectionView) = try host(model)
        defer { window.isHidden = true }
        // The app sets it: the item's top at the top of the visible area.
        model.position = 60
        turnRunLoop {
            guard let frame = collectionView.layoutAttributesForItem(at: IndexPath(item: 60, section: 0))?.frame
            else { return false }
            return abs(frame.minY - collectionView.contentOffset.y - collectionView.adjustedContentInset.top) < 0.5
        }
        let frame = try XCTUnwrap(collectionView.layoutAttributesForItem(at: IndexPath(item: 60, section: 0))?.frame)
        XCTAssertEqual(frame.minY - collectionView.contentOffset.y - collectionView.adjustedContentInset.top, 0)
        XCTAssertEqual(model.position, 60)
        // The user scrolls back to the start: the binding names a tile of the top row (nearest the
        // top along the scroll axis; the first of the row in the layout's order).
        collectionView.setContentOffset(CGPoint(x: 0, y: -collectionView.adjustedContentInset.top), animated: false)
        turnRunLoop { model.position != 60 }
        let named = try XCTUnwrap(model.position)
        let top = try XCTUnwrap(collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame)
        let namedFrame = try XCTUnwrap(
            collectionView.layoutAttributesForItem(at: IndexPath(item: named, section: 0))?.frame)
        XCTAssertEqual(namedFrame.minY, top.minY)
    }

    #if os(iOS)
    @MainActor
    func testRefreshableReachesTheRefreshControl() throws {
        let model = Model()
        let (window, collectionView) = try host(model)
        defer { window.isHidden = true }
        let control = try XCTUnwrap(collectionView.refreshControl)
        control.beginRefreshing()
        control.sendActions(for: .valueChanged)
        turnRunLoop { model.refreshes == 1 }
        control.sendActions(for: .valueChanged)
        turnRunLoop()
        XCTAssertEqual(model.refreshes, 1, "one action at a time")
        XCTAssertTrue(control.isRefreshing)
        model.finishRefresh?.resume()
        turnRunLoop { !control.isRefreshing }
        XCTAssertFalse(control.isRefreshing)
    }
    #endif
}
#endif
