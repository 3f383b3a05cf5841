#if !canImport(UIKit) && canImport(UIKitStandIn) && (TestSupport || !SWIFT_PACKAGE)
@_spi(Tools) import CollectionLayouts
@testable import CollectionLayoutsUIKit
import Foundation
import Testing
import UIKitStandIn

/// Shrunk sessions hosted as `CollectionLayoutView` that broke a promise before the fix named in
/// each, as `SessionPropertyTests` printed them; and the printing of the view's steps.
@Suite("Shrunk sessions hosted as the SwiftUI view") @MainActor
struct SessionViewRegressionTests {
    /// Selection and the scroll position step by step, exact values: taps toggle in a multiple
    /// selection, a single binding keeps the first id, a deleted id drops out, the position set at
    /// `.top` puts its item's top at the top and is kept (item 30 starts row 10 of three columns), and a pull
    /// to refresh spins until its action ends at the second step after it.
    @Test func gridSelectionPositionAndRefreshExactly() throws {
        let start = SessionStart(
            configuration: .grid(
                try .init(
                    itemSize: CGSize(width: 100, height: 100), spacing: 10, staggerFraction: 0,
                    scrollAxis: .vertical, insets: LayoutInsets(all: 0))),
            size: CGSize(width: 330, height: 600), counts: [60],
            safeArea: UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0), rightToLeft: false, textSize: .large,
            followsDynamicType: false, keepsPlace: true, hostedAsView: true)
        let runner = SessionRunner(start)
        let view = try #require(runner.view)
        #expect(view.interaction.position == 0, "the first of the top row at the start")
        _ = runner.perform(.select(4))
        _ = runner.perform(.select(7))
        #expect(view.interaction.selection == [4, 7])
        _ = runner.perform(.select(4))
        #expect(view.interaction.selection == [7])
        #expect(view.interaction.viewSelected == [IndexPath(item: 7, section: 0)])
        _ = runner.perform(.setSelection([2, 9], multiple: false))
        #expect(view.interaction.selection == [2] && view.interaction.mode == .single)
        _ = runner.perform(.select(5))
        #expect(view.interaction.selection == [5])
        _ = runner.perform(
            .setData(SessionData(edits: [.deleteItems(section: 0, item: 5, count: 1)], reloads: [], animated: false)))
        #expect(view.interaction.selection == [] && view.interaction.viewSelected == [])
        _ = runner.perform(.position(30, anchor: 0, animated: false))
        // Item 30 (id 31 since the delete) starts row 10, at 10 × 110; the binding keeps it, as
        // near the anchor as the row's other items along the scroll axis.
        #expect(view.interaction.position == 31)
        #expect(runner.fake.contentOffset == CGPoint(x: 0, y: 1_100))
        _ = runner.perform(.refresh(steps: 2))
        #expect(view.interaction.spinning)
        _ = runner.perform(.refresh(steps: 0))
        #expect(view.interaction.actions.count == 1, "one at a time")
        #expect(view.interaction.spinning)
        _ = runner.perform(.keepsPlace(true))
        #expect(!view.interaction.spinning && view.interaction.actions.isEmpty)
    }

    /// An insert before the centred item kept its index: the layout reported nothing, and the
    /// binding held the item pushed past the middle (fixed by `CollectionLayoutViewDriver.settled`).
    @Test func gridBindingFollowsCentredItem() throws {
        let session = Session(
            start: SessionStart(
                configuration: .grid(
                    try .init(
                        itemSize: CGSize(width: 172, height: 217), spacing: 24, staggerFraction: 0.27,
                        scrollAxis: .horizontal, insets: LayoutInsets(top: 23, left: 23, bottom: 23, right: 23))),
                size: CGSize(width: 390, height: 844), counts: [2],
                safeArea: UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0), rightToLeft: false, textSize: .large,
                followsDynamicType: false, keepsPlace: true, hostedAsView: true),
            steps: [
                .update(.insertItems(section: 0, item: 0, count: 1))
            ])
        let violations = SessionRunner.violations(of: session)
        #expect(violations.isEmpty, "\(violations)")
    }

    /// A move to the front and a delete in one new version of the data, without animation (fixed
    /// by `CollectionLayoutViewDriver.settled`).
    @Test func carouselBindingFollowsCentredItem() throws {
        let session = Session(
            start: SessionStart(
                configuration: .carousel(
                    try .init(
                        itemSize: .absolute(CGSize(width: 240, height: 320)), spacing: 10, scrollAxis: .horizontal,
                        alignment: .centered, sideItemScale: 1, sideItemAlpha: 1, wraps: false,
                        maximumItemsPerFling: nil, flickVelocity: 0.3,
                        decelerationRate: DecelerationRate(rawValue: 0.99))),
                size: CGSize(width: 390, height: 844), counts: [5],
                safeArea: UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0), rightToLeft: false, textSize: .large,
                followsDynamicType: false, keepsPlace: true, hostedAsView: true),
            steps: [
                .update(.deleteItems(section: 0, item: 173, count: 25)),
                .setData(
                    SessionData(
                        edits: [.moveItem(from: 25, to: 0), .deleteItems(section: 0, item: 94, count: 1)], reloads: [],
                        animated: false)),
            ])
        let violations = SessionRunner.violations(of: session)
        #expect(violations.isEmpty, "\(violations)")
    }

    /// An item moved to another section: moved, as a diffable data source moves it (the host once
    /// deleted and inserted it, so that the place kept was another item's).
    @Test func gridPlaceKeptAcrossUpdatesWithACrossSectionMove() throws {
        let session = Session(
            start: SessionStart(
                configuration: .grid(
                    try .init(
                        itemSize: CGSize(width: 100, height: 90), spacing: 10, staggerFraction: 0.5,
                        scrollAxis: .horizontal, insets: LayoutInsets(top: 0, left: 0, bottom: 0, right: 0))),
                size: CGSize(width: 390, height: 844), counts: [3, 3, 37],
                safeArea: UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0), rightToLeft: false, textSize: .extraLarge,
                followsDynamicType: true, keepsPlace: true, hostedAsView: true),
            steps: [
                .resize(.height(454)),
                .resize(.rotate),
                .bind(15, animated: false),
                .update(.deleteItems(section: 1, item: 0, count: 5)),
                .configure(
                    .grid(
                        try .init(
                            itemSize: CGSize(width: 211, height: 128), spacing: 7, staggerFraction: 0.5,
                            scrollAxis: .horizontal, insets: LayoutInsets(top: 12, left: 12, bottom: 12, right: 12)))),
                .setData(
                    SessionData(
                        edits: [
                            .insertItems(section: 0, item: 0, count: 16), .insertItems(section: 1, item: 0, count: 13),
                        ], reloads: [], animated: false)),
                .setData(
                    SessionData(
                        edits: [.moveItem(from: 0, to: 368), .insertItems(section: 0, item: 0, count: 2)], reloads: [],
                        animated: false)),
                .update(.deleteSection(2)),
                .setData(
                    SessionData(edits: [.insertItems(section: 0, item: 0, count: 2)], reloads: [], animated: false)),
                .drag(by: CGPoint(x: 0, y: 0), velocity: CGPoint(x: -1.77, y: 0)),
                .setData(SessionData(edits: [.moveItem(from: 494, to: 0)], reloads: [], animated: false)),
            ])
        let violations = SessionRunner.violations(of: session)
        #expect(violations.isEmpty, "\(violations)")
    }

    /// An item moved to another section: moved, as a diffable data source moves it (the host once
    /// deleted and inserted it, so that the place kept was another item's).
    @Test func galleryPlaceKeptAcrossUpdatesWithACrossSectionMove() throws {
        let session = Session(
            start: SessionStart(
                configuration: .gallery(
                    try .init(
                        mode: .widthRange(min: 175, max: 215, height: 294),
                        insets: LayoutInsets(top: 10, left: 6, bottom: 8, right: 6), itemSpacing: 11, rowSpacing: 10,
                        headerHeight: 0, footerHeight: 23, lastRow: .centered, maximumRowsPerSection: nil, seed: 25,
                        sectionHeadersPinToVisibleBounds: true)), size: CGSize(width: 390, height: 844), counts: [4],
                safeArea: UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0), rightToLeft: false, textSize: .large,
                followsDynamicType: false, keepsPlace: true, hostedAsView: true),
            steps: [
                .update(.deleteItems(section: 0, item: 0, count: 2)),
                .update(.insertItems(section: 0, item: 0, count: 7)),
                .resize(.rotate),
                .update(.insertSection(0, count: 0)),
                .setData(
                    SessionData(edits: [.deleteItems(section: 1, item: 0, count: 1)], reloads: [], animated: false)),
                .update(.insertItems(section: 0, item: 0, count: 2)),
                .update(.insertSection(0, count: 1)),
                .setData(
                    SessionData(
                        edits: [
                            .insertItems(section: 0, item: 0, count: 3), .insertItems(section: 0, item: 0, count: 1),
                        ], reloads: [], animated: false)),
                .setData(SessionData(edits: [.moveItem(from: 41, to: 0)], reloads: [], animated: false)),
            ])
        let violations = SessionRunner.violations(of: session)
        #expect(violations.isEmpty, "\(violations)")
    }

    @Test func theViewsStepsPrintAsSwift() {
        #expect(
            SessionStep.setData(SessionData(edits: [.moveItem(from: 2, to: 0)], reloads: [3], animated: true)).swiftCode
                == ".setData(SessionData(edits: [.moveItem(from: 2, to: 0)], reloads: [3], animated: true))")
        #expect(SessionStep.bind(4, animated: false).swiftCode == ".bind(4, animated: false)")
        #expect(SessionStep.select(3).swiftCode == ".select(3)")
        #expect(
            SessionStep.setSelection([1, 2], multiple: false).swiftCode == ".setSelection([1, 2], multiple: false)")
        #expect(
            SessionStep.position(5, anchor: 2, animated: true).swiftCode == ".position(5, anchor: 2, animated: true)")
        #expect(SessionStep.refresh(steps: 1).swiftCode == ".refresh(steps: 1)")
        var start = SessionStart(
            configuration: .standard(.grid), size: CGSize(width: 390, height: 844), counts: [1], safeArea: .zero,
            rightToLeft: false, textSize: .large, followsDynamicType: false, keepsPlace: true)
        #expect(!start.swiftCode.contains("hostedAsView"))
        start.hostedAsView = true
        #expect(start.swiftCode.hasSuffix(", hostedAsView: true)"))
    }
}
#endif
