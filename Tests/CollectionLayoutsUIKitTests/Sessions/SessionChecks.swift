#if !canImport(UIKit) && canImport(UIKitStandIn) && (TestSupport || !SWIFT_PACKAGE)
@_spi(Tools) import CollectionLayouts
@testable import CollectionLayoutsUIKit
import CollectionLayoutsAdapterCore
import Foundation
import LayoutFuzzing
import UIKitStandIn

/// The promises, one function each (named as `SessionPromise`'s cases), checked after every step
/// of a session against a fresh engine prepare of the same state: the view's environment read
/// independently of the adapter (`SessionRunner.viewEnvironment`) and the app's configuration.
/// Each returns what is wrong, empty when the promise holds.
@MainActor
enum SessionChecks {
    /// The promises about the state, checked once the session has started.
    static func afterStart(_ runner: SessionRunner) -> [SessionViolation] {
        stateChecks(runner, step: -1, action: nil, staleHeightBefore: false, scrolledFurtherAcross: false)
    }

    /// The promises after `step`, the `index`th, which had `effect`, from the state `before` it.
    static func after(
        _ step: SessionStep, index: Int, effect: SessionStepEffect, before: SessionSnapshot, _ runner: SessionRunner
    ) -> [SessionViolation] {
        var found = SessionFindings(
            runner, step: index, action: step, staleHeight: before.staleHeight || staleHeight(runner),
            scrolledFurtherAcross: before.scrollsFurtherAcross)
        found.violations = stateChecks(
            runner, step: index, action: step, staleHeightBefore: before.staleHeight,
            scrolledFurtherAcross: before.scrollsFurtherAcross)
        // Hosted as the view, a step whose update or resize the view followed with the binding
        // (a scroll to the bound item) is placed by the binding (`bindingFollowsCentredItem`).
        let placedByBinding = runner.view?.followedDuringStep ?? false
        switch effect {
        case .updated where placedByBinding, .resized where placedByBinding:
            break
        case .updated:
            found.add(.placeKeptAcrossUpdates, placeKept(before: before, runner))
        case .resized:
            found.add(.placeKeptAcrossSizeChanges, placeKept(before: before, runner))
        case .scrolledToItem(let indexPath):
            // Headers measured on the way (self-sizing) move the content after the target was
            // worked out, as in UIKit: the arrival is checked when none was.
            if before.measuredHeights == runner.layout.preparedLayout?.environment.supplementaryHeights ?? [:] {
                found.add(.targetOffsetsMatchEngine, scrollToItemArrived(indexPath, runner))
            }
        case .movedByDrag(let problems):
            found.add(.moveShowsNewOrder, problems)
        case .movedByDrop(let problems):
            found.add(.placeKeptAcrossUpdates, placeKept(before: before, runner))
            found.add(.moveShowsNewOrder, problems)
        case .headerAsked(let section):
            found.add(.selfSizingMovesNothingRead, selfSizingMovesNothingRead(section: section, before: before, runner))
        case .cellMeasured:
            found.add(.measuredCellMovesNothingRead, measuredCellMovesNothingRead(runner))
        case .none:
            break
        }
        return found.violations
    }

    /// The promises every state keeps, whatever the step.
    private static func stateChecks(
        _ runner: SessionRunner, step: Int, action: SessionStep?, staleHeightBefore: Bool,
        scrolledFurtherAcross further: Bool
    ) -> [SessionViolation] {
        let engine = runner.freshEngine()
        // Random queries drawn from the state, not the step's number, and for each promise on its
        // own, so that a shrunk session, checking one promise, asks the same questions in the same
        // state.
        let seed = stableSeed(runner)
        func rng(_ promise: SessionPromise) -> SeededGenerator {
            SeededGenerator(seed: seed &+ UInt64(SessionPromise.allCases.firstIndex(of: promise)!))
        }
        var answersRandom = rng(.answersMatchEngine), targetsRandom = rng(.targetOffsetsMatchEngine)
        var landingRandom = rng(.landingItemsMatchEngine), coreRandom = rng(.coreAnswersMatchFront)
        var found = SessionFindings(
            runner, step: step, action: action, staleHeight: staleHeightBefore || staleHeight(runner),
            scrolledFurtherAcross: further)
        found.add(.environmentMatchesView, environmentMatchesView(runner))
        found.add(.answersMatchEngine, answersMatchEngine(engine, runner, using: &answersRandom))
        found.add(.targetOffsetsMatchEngine, targetOffsetsMatchEngine(engine, runner, using: &targetsRandom))
        found.add(.centredItemMatchesEngine, centredItemMatchesEngine(engine, runner))
        found.add(.landingItemsMatchEngine, landingItemsMatchEngine(engine, runner, using: &landingRandom))
        found.add(.configurationSurvives, configurationSurvives(runner))
        found.add(.voiceOverOrder, voiceOverOrder(engine, runner))
        found.add(.voiceOverActivationPoint, voiceOverActivationPoint(engine, runner))
        found.add(.voiceOverAnnouncesCentredItem, voiceOverAnnouncesCentredItem(engine, runner))
        found.add(.selfSizingHeightsTaken, selfSizingHeightsTaken(runner))
        found.add(.coreAnswersMatchFront, coreAnswersMatchFront(runner, using: &coreRandom))
        found.add(.bindingFollowsCentredItem, bindingFollowsCentredItem(runner))
        found.add(.nearEndOncePerApproach, nearEndOncePerApproach(runner))
        found.add(.viewItemsMatchData, viewItemsMatchData(runner))
        found.add(.selectionMatchesView, selectionMatchesView(runner))
        found.add(.positionNamesItemAtAnchor, positionNamesItemAtAnchor(runner))
        found.add(.refreshSpinsWhileActionRuns, refreshSpinsWhileActionRuns(runner))
        found.add(.sectionsAreTheirLayoutsOwn, sectionsAreTheirLayoutsOwn(runner))
        return found.violations
    }

    /// A seed from the view's offset, size and counts (FNV-1a over their bits: `Hasher` is seeded
    /// per process).
    private static func stableSeed(_ runner: SessionRunner) -> UInt64 {
        let fake = runner.fake
        var seed: UInt64 = 0xCBF2_9CE4_8422_2325
        let words =
            [fake.contentOffset.x, fake.contentOffset.y, fake.bounds.width, fake.bounds.height].map {
                Double($0).bitPattern
            } + runner.counts.map { UInt64(bitPattern: Int64($0)) }
        for word in words {
            seed = (seed ^ word) &* 0x100_0000_01B3
        }
        return seed
    }

    /// Whether the adapter's engine layout was prepared for another height than the view's, at
    /// its width.
    static func staleHeight(_ runner: SessionRunner) -> Bool {
        guard let prepared = runner.layout.preparedLayout?.environment.boundsSize else { return false }
        let view = runner.fake.bounds.size
        return prepared.width == view.width && prepared.height != view.height
    }

    /// Whether the adapter's engine layout has another offset across the scroll axis than the
    /// view's (the carousel's: only it scrolls across its axis).
    static func staleOffsetAcross(_ runner: SessionRunner) -> Bool {
        guard case .carousel(let c) = runner.configuration,
            let prepared = runner.layout.preparedLayout?.environment.contentOffset
        else { return false }
        return prepared.value(along: c.scrollAxis.cross) != runner.fake.contentOffset.value(along: c.scrollAxis.cross)
    }

    // MARK: The adapter answers as the engine does

    /// The engine layout the adapter answers from was prepared for the view as it is (the offset
    /// aside: a layout that a scroll step leaves alone answers at any offset).
    static func environmentMatchesView(_ runner: SessionRunner) -> [String] {
        guard let prepared = runner.layout.preparedLayout?.environment else { return ["no prepared layout"] }
        var view = runner.viewEnvironment.sanitized
        view.contentOffset = prepared.contentOffset
        guard view != prepared else { return [] }
        var wrong: [String] = []
        if view.boundsSize != prepared.boundsSize {
            wrong.append("bounds \(prepared.boundsSize), the view's \(view.boundsSize)")
        }
        if view.contentInsets != prepared.contentInsets {
            wrong.append("insets \(prepared.contentInsets), the view's \(view.contentInsets)")
        }
        if view.layoutDirection != prepared.layoutDirection {
            wrong.append("direction \(prepared.layoutDirection), the view's \(view.layoutDirection)")
        }
        if view.itemCounts != prepared.itemCounts {
            wrong.append("counts \(prepared.itemCounts), the view's \(view.itemCounts)")
        }
        if view.itemSizes != prepared.itemSizes {
            wrong.append(
                "item sizes \(String(describing: prepared.itemSizes).prefix(300)), the data's \(String(describing: view.itemSizes).prefix(300))"
            )
        }
        if view.dynamicTypeScale != prepared.dynamicTypeScale {
            wrong.append("Dynamic Type scale \(prepared.dynamicTypeScale), the view's \(view.dynamicTypeScale)")
        }
        return [
            "prepared for another view: " + (wrong.isEmpty ? "\(prepared) vs \(view)" : wrong.joined(separator: "; "))
        ]
    }

    /// The content size, the last layout pass, the visible rect and three random rects, and a few
    /// elements by index, as the fresh engine answers.
    static func answersMatchEngine(
        _ engine: any PreparedLayout, _ runner: SessionRunner, using rng: inout SeededGenerator
    ) -> [String] {
        let layout = runner.layout, fake = runner.fake
        var wrong: [String] = []
        if fake.lastContentSize != engine.contentSize || layout.collectionViewContentSize != engine.contentSize {
            wrong.append(
                "content size \(layout.collectionViewContentSize) (last pass \(fake.lastContentSize)), "
                    + "engine \(engine.contentSize)")
        }
        if let d = difference(fake.visibleAttributes, engine.elements(in: fake.bounds)) {
            wrong.append("last layout pass: \(d)")
        }
        var rects = [fake.bounds]
        let content = engine.contentSize, bounds = fake.bounds.size
        for _ in 0..<3 {
            let x = CGFloat.random(in: -bounds.width...(content.width + bounds.width), using: &rng).rounded()
            let y = CGFloat.random(in: -bounds.height...(content.height + bounds.height), using: &rng).rounded()
            let w = CGFloat.random(in: 1...(2 * bounds.width), using: &rng).rounded()
            let h = CGFloat.random(in: 1...(2 * bounds.height), using: &rng).rounded()
            rects.append(CGRect(x: x, y: y, width: w, height: h))
        }
        for rect in rects {
            if let d = difference(layout.layoutAttributesForElements(in: rect) ?? [], engine.elements(in: rect)) {
                wrong.append("elements in \(rect): \(d)")
            }
        }
        let counts = runner.counts
        for _ in 0..<3 where !counts.isEmpty {
            let section = Int.random(in: 0..<counts.count, using: &rng)
            let item = Int.random(in: 0...(counts[section] + 1), using: &rng)
            let indexPath = IndexPath(item: item, section: section), index = ElementIndex(section, item)
            if let d = difference(
                layout.layoutAttributesForItem(at: indexPath).map { [$0] } ?? [],
                engine.attributes(for: index).map { [$0] } ?? [])
            {
                wrong.append("item \(index): \(d)")
            }
            if let d = difference(
                layout.layoutAttributesForSupplementaryView(
                    ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: section)
                ).map { [$0] } ?? [],
                engine.supplementaryAttributes(ofKind: "header", at: ElementIndex(section, 0)).map { [$0] } ?? [])
            {
                wrong.append("header of section \(section): \(d)")
            }
        }
        return wrong
    }

    /// The velocities of the releases a check makes: none, a slow one and a fling, along each
    /// axis and both.
    private static func releaseVelocities(using rng: inout SeededGenerator) -> [CGPoint] {
        let slow = CGFloat.random(in: -0.5...0.5, using: &rng), fast = CGFloat.random(in: -6...6, using: &rng)
        return [.zero, CGPoint(x: slow, y: 0), CGPoint(x: 0, y: slow), CGPoint(x: fast, y: fast)]
    }

    /// Where releases rest and where `scrollToItem` goes (`contentOffset(centering:)`), for the
    /// first, the last and two random items, as the fresh engine answers.
    static func targetOffsetsMatchEngine(
        _ engine: any PreparedLayout, _ runner: SessionRunner, using rng: inout SeededGenerator
    ) -> [String] {
        let layout = runner.layout, fake = runner.fake
        var wrong: [String] = []
        let current = fake.contentOffset
        let rate = DecelerationRate(rawValue: fake.decelerationRate.rawValue)
        for velocity in releaseVelocities(using: &rng) {
            let proposed = ScrollPhysics.restingOffset(from: current, velocity: velocity, rate: rate)
            let got = layout.targetContentOffset(forProposedContentOffset: proposed, withScrollingVelocity: velocity)
            let want = engine.targetContentOffset(proposed: proposed, velocity: velocity, current: current)
            if !close(got, want) {
                wrong.append("a release at \(velocity) from \(current) rests at \(got), engine \(want)")
            }
        }
        var items = [0, runner.total - 1]
        if runner.total > 0 { items += (0..<2).map { _ in Int.random(in: 0..<runner.total, using: &rng) } }
        for flat in items {
            guard let indexPath = runner.indexPath(flat: flat) else { continue }
            let got = layout.contentOffset(centering: indexPath)
            let want = centringOffset(for: ElementIndex(indexPath.section, indexPath.item), in: engine)
            if got.map({ !close($0, want ?? .zero) }) ?? (want != nil) {
                wrong.append(
                    "scrollToItem(\(indexPath)) goes to \(String(describing: got)), engine \(String(describing: want))")
            }
        }
        return wrong
    }

    /// After `scrollToItem(at:animated:)` (a tap, an app's call) the view rests where the engine
    /// centres the item.
    static func scrollToItemArrived(_ indexPath: IndexPath, _ runner: SessionRunner) -> [String] {
        let engine = runner.freshEngine()
        guard let want = centringOffset(for: ElementIndex(indexPath.section, indexPath.item), in: engine) else {
            return []
        }
        let got = runner.fake.contentOffset
        return close(got, want) ? [] : ["scrollToItem(\(indexPath)) rested at \(got), the engine centres it at \(want)"]
    }

    /// Where the engine rests with the item at `index` in the middle: its exact answer for the
    /// carousel and the wheel, else a release without velocity with the item's centre in the middle
    /// of the bounds less the insets.
    static func centringOffset(for index: ElementIndex, in engine: any PreparedLayout) -> CGPoint? {
        if let exact = engine.contentOffset(centering: index) { return exact }
        guard let item = engine.attributes(for: index) else { return nil }
        let e = engine.environment
        let proposed = CGPoint(
            x: item.center.x - e.contentInsets.left - (e.boundsSize.width - e.contentInsets.horizontal) / 2,
            y: item.center.y - e.contentInsets.top - (e.boundsSize.height - e.contentInsets.vertical) / 2)
        return engine.targetContentOffset(proposed: proposed, velocity: .zero, current: proposed)
    }

    /// `centeredItem` at the view's offset, as the fresh engine answers.
    static func centredItemMatchesEngine(_ engine: any PreparedLayout, _ runner: SessionRunner) -> [String] {
        let got = runner.layout.centeredItem
        let want = engine.centeredItem(at: runner.fake.contentOffset).map {
            IndexPath(item: $0.item, section: $0.section)
        }
        return got == want ? [] : ["centeredItem \(String(describing: got)), engine \(String(describing: want))"]
    }

    /// What `landingItemsHandler` is told at releases: the fresh engine's landing items when the
    /// release moves the content, nothing when it rests where it is.
    static func landingItemsMatchEngine(
        _ engine: any PreparedLayout, _ runner: SessionRunner, using rng: inout SeededGenerator
    ) -> [String] {
        let fake = runner.fake, current = fake.contentOffset
        let rate = DecelerationRate(rawValue: fake.decelerationRate.rawValue)
        var wrong: [String] = []
        for velocity in releaseVelocities(using: &rng) {
            let proposed = ScrollPhysics.restingOffset(from: current, velocity: velocity, rate: rate)
            runner.landed = nil
            let target = runner.layout.targetContentOffset(
                forProposedContentOffset: proposed, withScrollingVelocity: velocity)
            let want =
                target == current
                ? nil
                : engine.landingItems(proposed: proposed, velocity: velocity, current: current).map {
                    IndexPath(item: $0.item, section: $0.section)
                }
            if runner.landed != want {
                wrong.append(
                    "a release at \(velocity): told \(String(describing: runner.landed)), engine \(String(describing: want))"
                )
            }
        }
        runner.landed = nil
        return wrong
    }

    // MARK: Configuration

    /// The configuration the adapter's engine layout was prepared with is the app's, its sizes in
    /// points scaled by the Dynamic Type scale and nothing else changed: the prepared one with the
    /// app's sizes put back is the app's, field for field (`==`), and its sizes are the app's
    /// scaled (within the limits a configuration puts on sizes).
    static func configurationSurvives(_ runner: SessionRunner) -> [String] {
        guard let prepared = runner.layout.preparedLayout else { return [] }
        let s = LayoutEnvironment(itemCounts: [], dynamicTypeScale: runner.scale).sanitized.dynamicTypeScale
        func item(_ size: CGSize) -> CGSize { s == 1 ? size : size.scaledItemSize(by: s) }
        func length(_ value: CGFloat) -> CGFloat { s == 1 ? value : value.scaledLength(by: s) }
        func itemLength(_ value: CGFloat) -> CGFloat { s == 1 ? value : value.scaledItemLength(by: s) }
        switch (runner.configuration, prepared) {
        case (.grid(let app), let used as PreparedStaggeredGrid):
            var back = used.configuration
            back.itemSize = app.itemSize
            return back != app
                ? ["options changed: \(used.configuration), the app's \(app)"]
                : used.configuration.itemSize != item(app.itemSize)
                    ? ["item size \(used.configuration.itemSize), the app's \(app.itemSize) × \(s)"] : []
        case (.carousel(let app), let used as PreparedCarousel):
            var back = used.configuration
            back.itemSize = app.itemSize
            var scaled = app.itemSize
            if case .absolute(let size) = app.itemSize { scaled = .absolute(item(size)) }
            return back != app
                ? ["options changed: \(used.configuration), the app's \(app)"]
                : used.configuration.itemSize != scaled
                    ? ["item size \(used.configuration.itemSize), the app's \(app.itemSize) × \(s)"] : []
        case (.gallery(let app), let used as PreparedJustifiedGallery):
            var back = used.configuration
            back.mode = app.mode
            back.headerHeight = app.headerHeight
            back.footerHeight = app.footerHeight
            let mode: JustifiedGalleryLayout.Mode
            switch app.mode {
            case let .widthRange(minimum, maximum, height):
                mode = .widthRange(min: itemLength(minimum), max: itemLength(maximum), height: itemLength(height))
            case let .aspectRatios(target, tolerance):
                mode = .aspectRatios(targetRowHeight: itemLength(target), tolerance: tolerance)
            }
            let sizes = (used.configuration.mode, used.configuration.headerHeight, used.configuration.footerHeight)
            return back != app
                ? ["options changed: \(used.configuration), the app's \(app)"]
                : sizes != (mode, length(app.headerHeight), length(app.footerHeight))
                    ? ["sizes \(sizes), the app's \((app.mode, app.headerHeight, app.footerHeight)) × \(s)"] : []
        case (.wheel(let app), let used as PreparedWheel):
            var back = used.configuration
            back.itemSize = app.itemSize
            back.radius = app.radius
            let radius =
                s == 1
                ? app.radius : min(max(app.radius * s, .leastNonzeroMagnitude), WheelLayout.Configuration.maximumRadius)
            return back != app
                ? ["options changed: \(used.configuration), the app's \(app)"]
                : (used.configuration.itemSize, used.configuration.radius) != (item(app.itemSize), radius)
                    ? [
                        "item size and radius \(used.configuration.itemSize), \(used.configuration.radius), the app's × \(s)"
                    ]
                    : []
        case (.circles(let app), let used as PreparedCirclePack):
            // The header and footer heights scale as the gallery's; the diameters come from the data.
            var back = used.configuration
            back.headerHeight = app.headerHeight
            back.footerHeight = app.footerHeight
            let sizes = (used.configuration.headerHeight, used.configuration.footerHeight)
            return back != app
                ? ["options changed: \(used.configuration), the app's \(app)"]
                : sizes != (length(app.headerHeight), length(app.footerHeight))
                    ? ["header and footer heights \(sizes), the app's \((app.headerHeight, app.footerHeight)) × \(s)"]
                    : []
        case (.sections(let app), _ as PreparedStackedSections):
            // Nothing scales: the stack lays each section out at the default text size.
            let used = (runner.layout as? ConfiguredCollectionViewLayout<StackedSectionsLayout>)?.configuration
            return used != app ? ["sections \(String(describing: used)), the app's \(app)"] : []
        default:
            return ["prepared \(type(of: prepared)) for \(runner.configuration.layout)"]
        }
    }

    // MARK: Comparing

    /// Whether two offsets are the same to a millionth of a point.
    static func close(_ a: CGPoint, _ b: CGPoint) -> Bool {
        abs(a.x - b.x) <= 1e-6 && abs(a.y - b.y) <= 1e-6
    }

    /// The first way UIKit attributes differ from the engine's, in order, nil when they say the same.
    static func difference(_ uikit: [UICollectionViewLayoutAttributes], _ engine: [LayoutAttributes]) -> String? {
        guard uikit.count == engine.count else {
            let got = uikit.map { "\($0.representedElementKind ?? "cell") \($0.indexPath)" }
            let want = engine.map { "\($0.kind) \($0.index)" }
            return "\(uikit.count) elements, engine \(engine.count): \(got.prefix(8)) vs \(want.prefix(8))"
        }
        for (a, e) in zip(uikit, engine) {
            let what = "\(e.kind) \(e.index)"
            guard a.indexPath == IndexPath(item: e.index.item, section: e.index.section) else {
                return "\(a.indexPath) where the engine has \(what)"
            }
            let kindMatches: Bool
            switch e.kind {
            case .cell: kindMatches = a.representedElementCategory == .cell && a.representedElementKind == nil
            case .supplementary(let kind):
                kindMatches =
                    a.representedElementCategory == .supplementaryView
                    && a.representedElementKind
                        == (kind == "header"
                            ? UICollectionView.elementKindSectionHeader
                            : kind == "footer" ? UICollectionView.elementKindSectionFooter : kind)
            case .decoration(let kind):
                kindMatches = a.representedElementCategory == .decorationView && a.representedElementKind == kind
            }
            guard kindMatches else { return "\(what): kind \(String(describing: a.representedElementKind))" }
            guard a.center == e.center, a.size == e.size else { return "\(what): frame \(a.frame), engine \(e.frame)" }
            guard a.zIndex == e.zIndex, a.alpha == e.alpha, a.isHidden == e.isHidden else {
                return
                    "\(what): zIndex \(a.zIndex) alpha \(a.alpha) hidden \(a.isHidden), engine \(e.zIndex) \(e.alpha) \(e.isHidden)"
            }
            guard (a as? AnchoredLayoutAttributes)?.anchorPoint == e.anchorPoint else { return "\(what): anchor point" }
            if e.transform.is3D {
                guard CATransform3DEqualToTransform(a.transform3D, e.transform.transform3D) else {
                    return "\(what): 3-D transform"
                }
            } else {
                let c = cos(e.transform.rotation) * e.transform.scale, s = sin(e.transform.rotation) * e.transform.scale
                let t = a.transform
                guard [t.a - c, t.b - s, t.c + s, t.d - c, t.tx, t.ty].allSatisfy({ abs($0) < 1e-12 }) else {
                    return "\(what): transform \(t), engine \(e.transform)"
                }
            }
        }
        return nil
    }
}

extension SessionRunner {
    /// The Dynamic Type scale at the view's text size, as `UIFontMetrics` scales `.body`; 1 when
    /// the layout does not follow Dynamic Type.
    var scale: CGFloat {
        guard followsDynamicType else { return 1 }
        return UIFontMetrics(forTextStyle: .body).scaledValue(for: 1_000, compatibleWith: fake.traitCollection) / 1_000
    }

    /// The engine environment of the view as it is, read from the view and the app's data, not
    /// from the adapter; the heights header views asked for are the adapter's (what it measured
    /// is checked by `selfSizingHeightsTaken`).
    var viewEnvironment: LayoutEnvironment {
        let inset = fake.adjustedContentInset
        return LayoutEnvironment(
            boundsSize: fake.bounds.size, contentOffset: fake.contentOffset,
            contentInsets: LayoutInsets(top: inset.top, left: inset.left, bottom: inset.bottom, right: inset.right),
            layoutDirection: fake.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight, itemCounts: counts,
            itemSizes: measuredItemSizes ?? itemSizes,
            supplementaryHeights: layout.preparedLayout?.environment.supplementaryHeights ?? [:],
            dynamicTypeScale: scale)
    }

    /// The app's configuration prepared afresh for the view as it is.
    func freshEngine() -> any PreparedLayout {
        Self.prepare(configuration, in: viewEnvironment)
    }

    /// `configuration`'s engine layout prepared for `environment`.
    static func prepare(_ configuration: SessionConfiguration, in environment: LayoutEnvironment) -> any PreparedLayout
    {
        switch configuration {
        case .grid(let c): StaggeredGridLayout(configuration: c).prepare(in: environment)
        case .carousel(let c): CarouselLayout(configuration: c).prepare(in: environment)
        case .gallery(let c): JustifiedGalleryLayout(configuration: c).prepare(in: environment)
        case .wheel(let c): WheelLayout(configuration: c).prepare(in: environment)
        case .circles(let c): CirclePackLayout(configuration: c).prepare(in: environment)
        case .sections(let c): StackedSectionsLayout(configuration: c).prepare(in: environment)
        }
    }
}
#endif
