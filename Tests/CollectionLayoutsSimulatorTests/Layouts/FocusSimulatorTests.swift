#if os(tvOS)
import CollectionLayouts
import CollectionLayoutsUIKit
import UIKit
import XCTest

/// Focus on Apple TV (tvOS simulator; type-checked against the tvOS 18.0 SDK here): the app's
/// delegate forwards `collectionView(_:didUpdateFocusIn:with:)` to the layout in one line, and
/// focus moved by the focus engine brings the carousel's and the wheel's focused item to the
/// centre, and keeps the grid's in view.
final class FocusSimulatorTests: XCTestCase {
    private let size = CGSize(width: 1_280, height: 600)

    /// The app's delegate: the one line that forwards focus updates, and a preferred item that
    /// the test sets to move focus (UIKit asks for it on a focus update of the collection view).
    @MainActor
    final class FocusDelegate: NSObject, UICollectionViewDelegate {
        let layout: EngineCollectionViewLayout
        var preferred: IndexPath?
        private(set) var focused: [IndexPath] = []

        init(_ layout: EngineCollectionViewLayout) { self.layout = layout }

        func collectionView(
            _ collectionView: UICollectionView, didUpdateFocusIn context: UICollectionViewFocusUpdateContext,
            with coordinator: UIFocusAnimationCoordinator
        ) {
            layout.collectionView(collectionView, didUpdateFocusIn: context, with: coordinator)
            if let next = context.nextFocusedIndexPath { focused.append(next) }
        }

        func indexPathForPreferredFocusedView(in collectionView: UICollectionView) -> IndexPath? {
            preferred ?? layout.indexPathForPreferredFocusedView(in: collectionView)
        }
    }

    /// `layout` hosted with `count` items, with the app's delegate (which the caller keeps: the
    /// collection view holds its delegate weakly).
    @MainActor
    private func hosted(_ layout: EngineCollectionViewLayout, count: Int) -> (HostedCollectionView, FocusDelegate) {
        let host = HostedCollectionView(layout: layout, size: size, itemCounts: [count])
        let delegate = FocusDelegate(layout)
        host.collectionView.delegate = delegate
        return (host, delegate)
    }

    /// Moves focus to `indexPath` through the focus engine (the collection view's preferred item,
    /// then a focus update), and lets the layout's animated scroll end (at most 3 s).
    @MainActor
    private func focus(
        _ indexPath: IndexPath, in host: HostedCollectionView, delegate: FocusDelegate, settlingAt expected: CGPoint?
    ) {
        delegate.preferred = indexPath
        host.window.makeKeyAndVisible()
        host.collectionView.setNeedsFocusUpdate()
        host.collectionView.updateFocusIfNeeded()
        let deadline = Date().addingTimeInterval(3)
        while Date() < deadline && (expected.map { host.collectionView.contentOffset != $0 } ?? true) {
            RunLoop.current.run(until: Date().addingTimeInterval(0.05))
            if expected == nil { break }
        }
        host.collectionView.layoutIfNeeded()
    }

    @MainActor
    func testTheCarouselCentresTheFocusedItem() throws {
        let configuration = try CarouselLayout.Configuration(sideItemScale: 0.8)
        let layout = CarouselCollectionViewLayout(configuration: configuration)
        let (host, delegate) = hosted(layout, count: 12)
        let engine = CarouselLayout(configuration: configuration)
        for target in [1, 2, 5, 4] {
            let expected = engine.prepare(in: host.environment()).contentOffset(centering: ElementIndex(0, target))
            focus(item(target), in: host, delegate: delegate, settlingAt: expected)
            XCTAssertEqual(delegate.focused.last, item(target), "focus moved to item \(target)")
            assertClose(host.collectionView.contentOffset, try XCTUnwrap(expected), 1e-9, "item \(target) centred")
            XCTAssertEqual(layout.centeredItem, item(target))
            host.assertMatches(engine.prepare(in: host.environment()), "focused on item \(target)")
        }
    }

    @MainActor
    func testTheWheelCentresTheFocusedItem() throws {
        let layout = WheelCollectionViewLayout()
        let (host, delegate) = hosted(layout, count: 20)
        for target in [1, 3, 2] {
            let expected = WheelLayout().prepare(in: host.environment()).contentOffset(
                centering: ElementIndex(0, target))
            focus(item(target), in: host, delegate: delegate, settlingAt: expected)
            assertClose(host.collectionView.contentOffset, try XCTUnwrap(expected), 1e-9, "item \(target) centred")
            XCTAssertEqual(layout.centeredItem, item(target))
        }
    }

    @MainActor
    func testTheGridKeepsTheFocusedItemInView() throws {
        let configuration = try StaggeredGridLayout.Configuration(staggerFraction: 0, scrollAxis: .vertical)
        let layout = StaggeredGridCollectionViewLayout(configuration: configuration)
        let (host, delegate) = hosted(layout, count: 200)
        let engine = StaggeredGridLayout(configuration: configuration)
        let target = 120
        let frame = try XCTUnwrap(engine.prepare(in: host.environment()).attributes(for: ElementIndex(0, target))).frame
        let expected = CGPoint(x: 0, y: frame.maxY - size.height)
        focus(item(target), in: host, delegate: delegate, settlingAt: expected)
        assertClose(host.collectionView.contentOffset, expected, 1e-9, "item \(target)'s bottom on the bottom")
        XCTAssertTrue(host.collectionView.bounds.contains(frame), "wholly visible")
    }

    @MainActor
    func testAnItemRememberedByTheCollectionViewTakesFocusBack() throws {
        let layout = CarouselCollectionViewLayout()
        let (host, delegate) = hosted(layout, count: 12)
        host.collectionView.remembersLastFocusedIndexPath = true
        let engine = CarouselLayout().prepare(in: host.environment())
        focus(item(3), in: host, delegate: delegate, settlingAt: engine.contentOffset(centering: ElementIndex(0, 3)))
        XCTAssertEqual(delegate.focused.last, item(3))
        XCTAssertEqual(layout.indexPathForPreferredFocusedView(in: host.collectionView), item(3), "the centred item")
    }
}
#endif
