#if !canImport(UIKit) && canImport(UIKitStandIn) && (TestSupport || !SWIFT_PACKAGE)
@_spi(Tools) import CollectionLayouts
import CollectionLayoutsAdapterCore
@testable import CollectionLayoutsUIKit
import Foundation
import UIKitStandIn

/// A session's layout hosted as SwiftUI's `CollectionLayoutView` hosts it: the coordinator's
/// decisions are the core's `CollectionLayoutViewDriver`, asked at the coordinator's moments (new
/// data, the binding set, the centred item reported, every layout pass, a finger down, an animated
/// scroll arrived), and its commands executed on the fake collection view, where the coordinator
/// executes them on UIKit. The diffable data source's part (which inserts, deletes and moves a new
/// snapshot makes) is done here by ``batch(from:to:)``.
///
/// It records what the promises about the view need: the ids the collection view shows (its
/// updates replayed on the ids it showed before, by UIKit's rules), and the near-end calls beside
/// an independent account of when they are due.
@MainActor
final class SessionViewHost {
    /// The rule for near: how many items may follow the last one on screen, for a count on screen
    /// (a screenful ahead).
    nonisolated static func nearEndLimit(visible: Int) -> Int { max(visible, 1) }

    /// The session's runner (the app's data, the fake, the layout).
    unowned let runner: SessionRunner
    /// The coordinator's decisions.
    var driver = CollectionLayoutViewDriver<Int>(nearEndLimit: SessionViewHost.nearEndLimit(visible:))
    /// The app's binding to the centred item.
    private(set) var bound: Int?
    /// The ids the collection view shows, per section: each update's changes replayed on the ids
    /// shown before (nil after a reload: the data's).
    private(set) var shownIDs: [[Int]]
    /// The sections' ids the collection view shows.
    private(set) var shownSectionIDs: [Int]
    /// The near-end calls wrong since the last step's check: what was wrong, at which pass.
    var nearEndFaults: [String] = []
    /// The end (last id) a call is due for or was made for in the current approach, by the
    /// independent account; nil between approaches.
    private var approachedEnd: Int?
    /// Layout passes inside one of ours (commands that lay out again): not checked twice.
    private var depth = 0
    /// An animated scroll of ours is on its way (`scrollViewDidEndScrollingAnimation` is due).
    private var scrollsAnimated = false
    /// Whether the view scrolled to follow the binding during the step in progress: the binding,
    /// not `keepsPlaceOnUpdates`, decides the place then.
    private(set) var followedDuringStep = false
    /// Selection, the scroll position and pull to refresh (`SessionViewHost+Interaction.swift`).
    var interaction = SessionViewInteraction()

    /// Hosts `runner`'s layout: the data applied, the callbacks wired, a first layout pass.
    init(_ runner: SessionRunner) {
        self.runner = runner
        shownIDs = runner.ids
        shownSectionIDs = runner.sectionIDs
        _ = driver.apply(runner.ids, change: .init(identifiers: true))
        // `.refreshable` in the environment: a refresh control.
        _ = driver.refresh.update(hasAction: true, supported: true)
        runner.layout.centeredItemDidChange = { [unowned self] indexPath in
            execute(
                driver.centredItemChanged(
                    to: indexPath.map { ElementIndex(section: $0.section, item: $0.item) }, bound: bound))
        }
        runner.fake.didLayOut = { [unowned self] in didLayOut() }
        didLayOut()
        rest()
    }

    /// What the view is now.
    var view: CollectionLayoutViewDriver<Int>.View {
        let fake = runner.fake
        return .init(
            bound: bound, hasSize: fake.bounds.width > 0 && fake.bounds.height > 0,
            isUserScrolling: fake.isTracking || fake.isDecelerating, motion: !UIAccessibility.isReduceMotionEnabled)
    }

    private func isCentred(_ index: ElementIndex) -> Bool {
        runner.fake.layoutIfNeeded()
        return runner.layout.centeredItem == IndexPath(index)
    }

    /// The app applied new data (the runner's ids, already edited), `reloaded` items' content
    /// changed: what it did.
    func applyData(animated: Bool, reloaded: Bool) -> SessionStepEffect {
        let identifiers = runner.ids != shownIDs || runner.sectionIDs != shownSectionIDs
        let commands = driver.apply(
            runner.ids,
            change: .init(
                identifiers: identifiers, sizesOfKeptItems: reloaded && runner.kind.readsItemSizes, animated: animated,
                animatesLayout: animated, motion: !UIAccessibility.isReduceMotionEnabled))
        var effect = SessionStepEffect.none
        for command in commands {
            switch command {
            case .changeLayout(let inBatch, let invalidates):
                if invalidates { runner.layout.invalidateLayout() }
                if inBatch { runner.fake.performBatchUpdates(itemCounts: runner.counts) }
            case .applyData:
                let selectedIDs = viewSelectedIDs
                if let updates = batch(from: shownSectionIDs, to: runner.sectionIDs) {
                    runner.fake.performBatchUpdates(itemCounts: runner.counts, updates)
                    shownIDs = Self.replay(updates, on: shownIDs, new: runner.ids)
                    effect = .updated
                    // UIKit keeps the selected items selected through a batch update.
                    interaction.viewSelected = Set(selectedIDs.compactMap(shownIndexPath(of:)))
                } else {
                    runner.fake.reloadData(itemCounts: runner.counts)
                    // Reloaded data: every cell is measured again as it shows.
                    runner.measuredCells = [:]
                    shownIDs = runner.ids
                    // UIKit's reloadData deselects every item.
                    interaction.viewSelected = []
                }
                shownSectionIDs = runner.sectionIDs
            case .reconfigureVisible:
                break
            default:
                execute(command)
            }
        }
        follow(animated: animated)
        updateSelection()
        followPosition(animated: animated)
        runner.fake.finishScrolling()
        settle()
        return effect
    }

    /// The app set the binding to `id`, in an update animated or not.
    func bind(_ id: Int, animated: Bool) {
        bound = id
        follow(animated: animated)
        followPosition(animated: animated)
        runner.fake.finishScrolling()
        settle()
    }

    /// The coordinator's `followBinding` at the end of an update.
    private func follow(animated: Bool) {
        if let target = driver.followTarget(view) {
            let centred = isCentred(target)
            execute(driver.follow(view, animated: animated, isCentred: centred))
        }
    }

    /// The coordinator's `settle()`: scrolling rests after a move of ours.
    private func settle() {
        runner.fake.layoutIfNeeded()
        let centred = runner.layout.centeredItem.map { ElementIndex(section: $0.section, item: $0.item) }
        execute(driver.settled(centred: centred, view: view))
    }

    /// A step begins.
    func stepBegins() {
        followedDuringStep = false
    }

    /// A finger touches the content (`scrollViewWillBeginDragging`).
    func willBeginDragging() {
        scrollsAnimated = false
        driver.scrollEnded()
        driver.position.scrollEnded()
    }

    /// After every step, at rest: an animated scroll of ours arrived
    /// (`scrollViewDidEndScrollingAnimation`), and the layout's report of the centred item, when
    /// one is due on a later turn of the run loop, made now.
    func rest() {
        if scrollsAnimated {
            scrollsAnimated = false
            driver.scrollEnded()
            settle()
            driver.position.scrollEnded()
        }
        if runner.layout.centeredItemTracker.isCheckPending { runner.layout.reportCenteredItemIfResting() }
        observePosition()
        refreshStepEnds()
    }

    /// The coordinator's `didLayOut`, then the independent account of the near end.
    private func didLayOut() {
        guard depth == 0 else { return }
        depth += 1
        defer { depth -= 1 }
        let wraps = (runner.layout as? CarouselCollectionViewLayout)?.configuration.wraps ?? false
        for command in driver.laidOut(at: runner.fake.bounds.size, bound: bound, wraps: wraps) { execute(command) }
        observePosition()
        let prepared = runner.layout.preparedLayout
        let offset = runner.fake.contentOffset
        let call = driver.scrolled(
            hasNearEndAction: prepared != nil,
            visible: { prepared.flatMap { NearEndTracker<Int>.visibleItems(in: $0, at: offset) } })
        account(called: call == .callNearEnd, prepared: prepared != nil)
    }

    /// Checks a near-end call (or its absence) at this pass against the rule, counted from the
    /// cells the layout returns for the visible bounds.
    private func account(called: Bool, prepared: Bool) {
        let cells =
            runner.layout.layoutAttributesForElements(in: runner.fake.bounds)?
            .filter { $0.representedElementCategory == .cell } ?? []
        var last = -1
        for cell in cells {
            var flat = cell.indexPath.item
            for section in 0..<cell.indexPath.section where section < runner.ids.count {
                flat += runner.ids[section].count
            }
            last = max(last, flat)
        }
        let end = runner.ids.last(where: { !$0.isEmpty })?.last
        // Nothing on screen (or no data) tells nothing: no call, and the approach goes on.
        guard prepared, !cells.isEmpty, end != nil else {
            if called { nearEndFaults.append("called with nothing on screen") }
            return
        }
        let near = runner.total - 1 - last <= Self.nearEndLimit(visible: cells.count)
        if !near {
            if called { nearEndFaults.append("called far from the end (last on screen \(last) of \(runner.total))") }
            approachedEnd = nil
        } else if approachedEnd != end {
            if !called {
                nearEndFaults.append("not called on coming near the end (last on screen \(last) of \(runner.total))")
            }
            approachedEnd = end
        } else if called {
            nearEndFaults.append("called twice in one approach of the end (last on screen \(last) of \(runner.total))")
        }
    }

    /// The view scrolled to follow the scroll-position binding: the binding decides the place;
    /// `animated`: `scrollViewDidEndScrollingAnimation` is due at rest.
    func followedPosition(animated: Bool) {
        followedDuringStep = true
        if animated { scrollsAnimated = true }
    }

    /// Executes one of the driver's commands on the fake.
    private func execute(_ command: CollectionLayoutViewDriver<Int>.Command?) {
        switch command {
        case .scroll(let index, let animated):
            followedDuringStep = true
            if animated { scrollsAnimated = true }
            runner.layout.scrollToItem(at: IndexPath(index), animated: animated)
        case .setBinding(let id):
            bound = id
        case .startWrapping(let index):
            if let carousel = runner.layout as? CarouselCollectionViewLayout,
                let start = carousel.startingContentOffset(centering: IndexPath(index))
            {
                runner.fake.scroll(to: start)
            }
        case .followBinding(let animated):
            follow(animated: animated)
        case .callNearEnd, .applyData, .reconfigureVisible, .changeLayout, nil:
            break
        }
    }
}
#endif
