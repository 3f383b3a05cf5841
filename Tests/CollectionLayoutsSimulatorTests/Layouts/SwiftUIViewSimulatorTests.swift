#if canImport(UIKit) && canImport(SwiftUI) && !os(watchOS)
import CollectionLayouts
import CollectionLayoutsSwiftUI
import CollectionLayoutsUIKit
import SwiftUI
import UIKit
import XCTest

/// `CollectionLayoutView` hosted in a `UIHostingController` in a visible window, its data in an
/// observable model that the tests change as an app would: the sizes asked only for new items,
/// the near-end action once per approach, the landing items, and the collection view reached
/// through its modifiers.
final class SwiftUIViewSimulatorTests: XCTestCase {
    struct Photo: Identifiable, Equatable {
        let id: Int
        /// Aspect ratios 0.5 to 2, from the id.
        var size: CGSize { CGSize(width: 50 + id * 37 % 151, height: 100) }
    }

    /// The app's state, and what the view did with it.
    @MainActor
    final class Model: ObservableObject {
        @Published var photos: [Photo]
        @Published var rowHeight: CGFloat = 100
        var sizeCalls = 0
        var nearEndCalls = 0
        var landed: [[Photo]] = []
        var made: [UICollectionView] = []
        var updates = 0

        init(count: Int) {
            photos = (0..<count).map(Photo.init)
        }

        func append(_ count: Int) {
            let next = (photos.last?.id ?? -1) + 1
            photos += (next..<(next + count)).map(Photo.init)
        }
    }

    /// Photos in justified rows near the model's row height, under every modifier the tests watch.
    struct Gallery: View {
        @ObservedObject var model: Model

        var body: some View {
            CollectionLayoutView(
                model.photos,
                layout: .justifiedGallery(
                    try! .init(
                        mode: .aspectRatios(targetRowHeight: model.rowHeight), insets: LayoutInsets(all: 4),
                        headerHeight: 0)),
                itemSize: { photo in
                    model.sizeCalls += 1
                    return photo.size
                }
            ) { _ in
                Color.indigo
            }
            .onNearEnd(within: .items(10)) { model.nearEndCalls += 1 }
            .onLandingItems { model.landed.append($0) }
            .onMakeCollectionView { model.made.append($0) }
            .onUpdateCollectionView { _ in model.updates += 1 }
        }
    }

    /// The window hosting `model`'s gallery, and the collection view it made.
    @MainActor
    private func host(_ model: Model) throws -> (UIWindow, UICollectionView) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = UIHostingController(rootView: Gallery(model: model))
        window.isHidden = false
        window.layoutIfNeeded()
        turnRunLoop { model.made.first.map { $0.bounds.height > 0 && $0.numberOfSections == 1 } ?? false }
        let collectionView = try XCTUnwrap(model.made.first)
        collectionView.layoutIfNeeded()
        return (window, collectionView)
    }

    /// Lets the main run loop turn until `done` says so (at most 300 turns of 10 ms: SwiftUI
    /// applies a change of the model on a later turn), then `settle` turns more, so that nothing
    /// scheduled is left.
    @MainActor
    private func turnRunLoop(settle: Int = 5, until done: () -> Bool = { false }) {
        for _ in 0..<300 {
            if done() { break }
            RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.01))
        }
        for _ in 0..<settle { RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.01)) }
    }

    /// Scrolls down in 40-point steps to the end of the content, laying out at each step.
    @MainActor
    private func scrollToEnd(_ collectionView: UICollectionView) {
        let end = collectionView.contentSize.height - collectionView.bounds.height
        // At most 10,000 steps: 400,000 points of content.
        for _ in 0..<10_000 where collectionView.contentOffset.y < end {
            collectionView.contentOffset.y = min(collectionView.contentOffset.y + 40, end)
            collectionView.layoutIfNeeded()
            turnRunLoop()
        }
    }

    @MainActor
    func testAppendingFiftyToTenThousandAsksFiftySizes() throws {
        let model = Model(count: 10_000)
        let (window, collectionView) = try host(model)
        XCTAssertEqual(model.sizeCalls, 10_000, "each photo once")
        model.sizeCalls = 0
        model.append(50)
        turnRunLoop { collectionView.numberOfItems(inSection: 0) == 10_050 }
        XCTAssertEqual(collectionView.numberOfItems(inSection: 0), 10_050)
        XCTAssertEqual(model.sizeCalls, 50, "only the new photos (every photo would be 10,050)")
        // The layout has every photo, the new ones at their aspect ratios.
        let last = try XCTUnwrap(collectionView.collectionViewLayout.layoutAttributesForItem(at: item(10_049)))
        XCTAssertEqual(
            last.size.width / last.size.height, Photo(id: 10_049).size.width / 100, accuracy: 1e-6,
            "the last photo at its aspect ratio")
        XCTAssertEqual(model.made.count, 1, "made once")
        XCTAssertTrue(model.updates >= 2, "told of the first update and of the append: \(model.updates)")
        window.isHidden = true
    }

    @MainActor
    func testTheNearEndActionIsCalledOncePerApproachAndAgainForNewData() throws {
        let model = Model(count: 100)
        let (window, collectionView) = try host(model)
        XCTAssertEqual(model.nearEndCalls, 0, "the top of 100 photos is far from the end")
        scrollToEnd(collectionView)
        XCTAssertEqual(model.nearEndCalls, 1, "once, however many steps came after")
        model.append(100)
        turnRunLoop { collectionView.numberOfItems(inSection: 0) == 200 }
        XCTAssertEqual(model.nearEndCalls, 1, "100 photos from the new end")
        scrollToEnd(collectionView)
        XCTAssertEqual(model.nearEndCalls, 2, "near the new end")
        window.isHidden = true
    }

    /// A new row height moves the cells with an animation inside `withAnimation` only (Reduce
    /// Motion off, the simulator's default).
    @MainActor
    func testANewConfigurationAnimatesOnlyInsideWithAnimation() throws {
        let model = Model(count: 60)
        let (window, collectionView) = try host(model)
        func animating() -> Bool {
            collectionView.visibleCells.contains { !($0.layer.animationKeys() ?? []).isEmpty }
        }
        func firstHeight() -> CGFloat? {
            collectionView.collectionViewLayout.layoutAttributesForItem(at: item(0))?.size.height
        }
        let start = try XCTUnwrap(firstHeight())
        model.rowHeight = 200
        turnRunLoop(settle: 0) { firstHeight() != start }
        XCTAssertTrue(try XCTUnwrap(firstHeight()) > start, "taller rows")
        XCTAssertFalse(animating(), "at once without an animation")
        turnRunLoop()
        let tall = try XCTUnwrap(firstHeight())
        withAnimation { model.rowHeight = 100 }
        turnRunLoop(settle: 0) { firstHeight() != tall }
        XCTAssertTrue(try XCTUnwrap(firstHeight()) < tall, "shorter rows")
        XCTAssertTrue(animating(), "animated inside withAnimation")
        window.isHidden = true
    }

    struct City: Identifiable {
        let id: Int
        let name: String
    }

    /// Where the carousel of cities puts its collection view.
    @MainActor
    final class Made {
        var collectionView: UICollectionView?
    }

    /// Cities in a carousel, each card's text saying "Card of <name>"; with `labelled`, the view
    /// names each city for VoiceOver.
    struct Cities: View {
        let made: Made
        let labelled: Bool
        let cities = ["Paris", "Rome", "Oslo"].enumerated().map { City(id: $0.offset, name: $0.element) }

        var body: some View {
            let carousel = CollectionLayoutView(cities, layout: .carousel()) { city in
                Text(city.name).accessibilityLabel("Card of \(city.name)")
            }
            .onMakeCollectionView { made.collectionView = $0 }
            if labelled {
                carousel.accessibilityItemLabel { $0.name }
            } else {
                carousel
            }
        }
    }

    /// VoiceOver's adjustable carousel says the view's label for the centred city, else what the
    /// hosted cell says.
    @MainActor
    func testVoiceOverSaysTheViewsLabelElseTheCellsOwn() throws {
        for labelled in [true, false] {
            let made = Made()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            window.rootViewController = UIHostingController(rootView: Cities(made: made, labelled: labelled))
            window.isHidden = false
            window.layoutIfNeeded()
            turnRunLoop { made.collectionView.map { $0.bounds.height > 0 && $0.numberOfSections == 1 } ?? false }
            let collectionView = try XCTUnwrap(made.collectionView)
            collectionView.layoutIfNeeded()
            turnRunLoop()
            let element = try XCTUnwrap(collectionView.accessibilityElements?.first as? UIAccessibilityElement)
            XCTAssertEqual(element.accessibilityLabel, labelled ? "Paris" : "Card of Paris", "labelled: \(labelled)")
            XCTAssertEqual(element.accessibilityValue, "1 of 3")
            window.isHidden = true
        }
    }

    @MainActor
    func testAFlingGivesThePhotosItLandsOn() throws {
        let model = Model(count: 300)
        let (window, collectionView) = try host(model)
        let layout = try XCTUnwrap(collectionView.collectionViewLayout as? EngineCollectionViewLayout)
        let prepared = try XCTUnwrap(layout.preparedLayout)
        let velocity = CGPoint(x: 0, y: 3), current = collectionView.contentOffset
        let proposed = ScrollPhysics.restingOffset(from: current, velocity: velocity, rate: .normal)
        let expected = prepared.landingItems(proposed: proposed, velocity: velocity, current: current)
        _ = layout.targetContentOffset(forProposedContentOffset: proposed, withScrollingVelocity: velocity)
        XCTAssertEqual(model.landed.count, 1)
        XCTAssertEqual(model.landed.first?.map(\.id), expected.map(\.item), "the photos where the fling rests")
        XCTAssertTrue(expected.allSatisfy { $0.item > 20 }, "far below the first screen")
        window.isHidden = true
    }
}
#endif
