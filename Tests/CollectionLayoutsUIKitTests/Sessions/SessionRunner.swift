#if !canImport(UIKit) && canImport(UIKitStandIn) && (TestSupport || !SWIFT_PACKAGE)
@_spi(Tools) import CollectionLayouts
@testable import CollectionLayoutsUIKit
import CollectionLayoutsAdapterCore
import Foundation
import UIKitStandIn

/// Runs a session as an app would: one of the adapter subclasses in a `FakeCollectionView` (which
/// calls it in UIKit's order), the app's data (item identities, whose sizes and labels follow them
/// through updates), VoiceOver's elements on, and after every step the promises (`SessionChecks`).
///
/// Reduce Motion is global: a run (`SessionRun`) sets it as the session says only while a step runs,
/// synchronously, so that no other test sees it.
@MainActor
final class SessionRunner {
    /// The layout the session drives.
    let kind: SessionLayout
    /// The app's configuration (the one it last set).
    private(set) var configuration: SessionConfiguration
    /// The adapter.
    let layout: EngineCollectionViewLayout
    /// The collection view.
    let fake: FakeCollectionView
    /// The items' identities, per section.
    private(set) var ids: [[Int]]
    /// The sections' identities.
    private(set) var sectionIDs: [Int]
    /// The height each section's header view asks for, by section identity (self-sizing).
    private(set) var headerHeights: [Int: CGFloat] = [:]
    /// Whether the layout's sizes follow Dynamic Type.
    let followsDynamicType: Bool
    /// What `landingItemsHandler` was last told, nil when it was not called.
    var landed: [IndexPath]?
    /// How many of the fake's events came before the step in progress.
    private(set) var stepEventStart = 0
    private var nextID = 1_000_000
    /// How many times each item's content changed (`SessionData.reloads`), by identity: its size
    /// follows.
    private var contentVersions: [Int: Int] = [:]
    /// The items whose cells were measured (``SessionStep/cellMeasured(_:)``), by identity, at
    /// each text size (content size category): their cells ask for their content's size.
    var measuredCells: [String: Set<Int>] = [:]
    /// The cell read at the top of the visible area before the step in progress measured a cell,
    /// and its top on screen (``SessionChecks/measuredCellMovesNothingRead``).
    var readBeforeMeasuring: (id: Int, top: CGFloat)?
    /// The host of a session hosted as `CollectionLayoutView` (nil: the app drives the layout).
    private(set) var view: SessionViewHost?

    /// The promises checked; all by default.
    var promises = Set(SessionPromise.allCases)

    /// Starts the app as `start` says, with a first layout pass.
    init(_ start: SessionStart) {
        kind = start.configuration.layout
        configuration = start.configuration
        ids = start.counts.enumerated().map { section, count in (0..<max(count, 0)).map { section * 10_000 + $0 } }
        sectionIDs = Array(start.counts.indices)
        followsDynamicType = start.followsDynamicType
        layout = start.configuration.style.adapterStyle.makeLayout()  // as SwiftUI's view makes it
        layout.keepsPlaceOnUpdates = start.keepsPlace
        if followsDynamicType { layout.dynamicTypeStyle = .body }
        layout.providesAccessibilityElements = true
        // At the start of the content, under the bars, as UIKit first shows a collection view.
        fake = FakeCollectionView(
            size: start.size, layout: layout, itemCounts: start.counts.map { max($0, 0) },
            contentOffset: CGPoint(x: -start.safeArea.left, y: -start.safeArea.top), safeArea: start.safeArea,
            layoutDirection: start.rightToLeft ? .rightToLeft : .leftToRight)
        fake.preferredContentSizeCategory = start.textSize
        // The app's own closures, which read its data as it is when UIKit asks.
        layout.accessibilityLabelForItem = { [unowned self] in id(at: $0).map { "Item \($0)" } }
        layout.landingItemsHandler = { [unowned self] in landed = $0 }
        if kind.readsItemSizes { layout.itemSizeProvider = { [unowned self] in size(at: $0) ?? .zero } }
        fake.preferredSize = { [unowned self] attributes in preferredSize(of: attributes) }
        // The data source's `collectionView(_:moveItemAt:to:)`, at the end of a move by drag.
        fake.moveItem = { [unowned self] in moveInData(from: $0, to: $1) }
        layout.invalidateLayout()
        fake.layoutIfNeeded()
        if start.hostedAsView { view = SessionViewHost(self) }
    }

    /// Every promise broken in `session` (the first of each promise at each step), with all the
    /// promises checked, or only `promises`; with `stop`, the run stops at the first violation
    /// for which it is true.
    static func violations(
        of session: Session, checking promises: Set<SessionPromise> = Set(SessionPromise.allCases),
        stop: ((SessionViolation) -> Bool)? = nil
    ) -> [SessionViolation] {
        let run = SessionRun(session, checking: promises, stop: stop)
        while run.step() {}
        return run.found
    }

    /// ``violations(of:checking:stop:)``, letting the main actor's other work run between steps (the
    /// tests running beside the property test, whose scrolls wait for turns of the run loop).
    static func violations(of session: Session, yieldingBetweenSteps: Void) async -> [SessionViolation] {
        let run = SessionRun(session, checking: Set(SessionPromise.allCases), stop: nil)
        while run.step() { await Task.yield() }
        return run.found
    }

    // MARK: The app's data

    /// The item counts.
    var counts: [Int] { ids.map(\.count) }

    /// The total item count.
    var total: Int { ids.reduce(0) { $0 + $1.count } }

    /// The identity of the item at `indexPath`, nil when there is none.
    func id(at indexPath: IndexPath) -> Int? {
        guard ids.indices.contains(indexPath.section), ids[indexPath.section].indices.contains(indexPath.item) else {
            return nil
        }
        return ids[indexPath.section][indexPath.item]
    }

    /// Where the item `id` is, nil when it is not in the data.
    func indexPath(of id: Int) -> IndexPath? {
        for (section, items) in ids.enumerated() {
            if let item = items.firstIndex(of: id) { return IndexPath(item: item, section: section) }
        }
        return nil
    }

    /// The index path of the item at flat position `flat` (modulo the total); nil without items.
    func indexPath(flat: Int) -> IndexPath? {
        guard total > 0 else { return nil }
        var rest = ((flat % total) + total) % total
        for (section, items) in ids.enumerated() {
            if rest < items.count { return IndexPath(item: rest, section: section) }
            rest -= items.count
        }
        return nil
    }

    /// The size the data gives the item at `indexPath`: photos of aspect ratios from 0.5 to 2,
    /// circles 40 to 150 points across.
    func size(at indexPath: IndexPath) -> CGSize? {
        id(at: indexPath).map(size(ofID:))
    }

    /// The size the data gives the item `id`.
    func size(ofID id: Int) -> CGSize {
        var id = id
        id &+= (contentVersions[id] ?? 0) &* 17
        return kind == .circles
            ? CGSize(width: CGFloat(40 + (id * 37) % 111), height: 1)
            : CGSize(width: CGFloat(50 + (id * 53) % 150), height: 100)
    }

    /// The sizes the data gives every item, as the engine takes them.
    var itemSizes: ItemSizes {
        guard kind.readsItemSizes else { return .none }
        return .perSection(
            ids.indices.map { section in ids[section].indices.map { size(at: IndexPath(item: $0, section: section))! } }
        )
    }

    /// The size the view of `attributes` asks for: a header's height (``headerHeight(ofSection:)``).
    private func preferredSize(of attributes: UICollectionViewLayoutAttributes) -> CGSize? {
        if attributes.representedElementCategory == .cell { return measuredCellSize(at: attributes.indexPath) }
        guard attributes.representedElementKind == UICollectionView.elementKindSectionHeader,
            let height = headerHeight(ofSection: attributes.indexPath.section)
        else { return nil }
        return CGSize(width: attributes.size.width, height: height)
    }

    /// The height the header of `section` asks for: nil (it takes the layout's) until the session
    /// gives a header a height; from then on headers size themselves, each asking for the height
    /// given to it, or else for the configuration's estimate at the Dynamic Type scale (what its
    /// content would measure).
    func headerHeight(ofSection section: Int) -> CGFloat? {
        guard !headerHeights.isEmpty, sectionIDs.indices.contains(section),
            case .gallery(let c) = configuration, c.headerHeight > 0
        else { return nil }
        if let height = headerHeights[sectionIDs[section]] { return height }
        let scale = LayoutEnvironment(itemCounts: [], dynamicTypeScale: self.scale).sanitized.dynamicTypeScale
        return scale == 1 ? c.headerHeight : c.headerHeight.scaledLength(by: scale)
    }

    // MARK: Steps

    /// Whether a view that sizes itself took a new height during the step in progress: its
    /// invalidation moved the offset by its own rule (``SessionChecks/selfSizingMovesNothingRead``).
    var measuredDuringStep: Bool {
        fake.events[min(stepEventStart, fake.events.count)...].contains {
            if case .invalidationContextForPreferred = $0 { return true }
            return false
        }
    }

    /// Does `step`, and everything UIKit does after it until the view rests: what it changed. A
    /// session hosted as the view then lets the view's callbacks of a view at rest run.
    func perform(_ step: SessionStep) -> SessionStepEffect {
        view?.stepBegins()
        let effect = performStep(step)
        view?.rest()
        return effect
    }

    /// ``perform(_:)`` up to the rest.
    private func performStep(_ step: SessionStep) -> SessionStepEffect {
        stepEventStart = fake.events.count
        defer { fake.layoutIfNeeded() }
        switch step {
        case .update(let update):
            guard let view else { return perform(update) }
            guard edit(update) != nil else { return .none }
            return view.applyData(animated: true, reloaded: false)
        case .setData(let data):
            var changes: [FakeCollectionView.Update] = []
            for update in data.edits {
                // Sections are `.update`'s: the edits here change items only.
                switch update {
                case .insertSection, .deleteSection: continue
                default: if let change = edit(update) { changes.append(change) }
                }
            }
            var reloaded = false
            for flat in data.reloads {
                guard let indexPath = indexPath(flat: flat), let id = id(at: indexPath) else { continue }
                contentVersions[id, default: 0] += 1
                reloaded = true
            }
            if let view { return view.applyData(animated: data.animated, reloaded: reloaded) }
            // Without the view: each edit as its own batch update, in order; content changes
            // invalidate the layout (the app's sizes changed).
            for change in changes { fake.performBatchUpdates(itemCounts: counts, [change]) }
            if reloaded && kind.readsItemSizes { layout.invalidateLayout() }
            return changes.isEmpty ? .none : .updated
        case let .bind(flat, animated):
            guard let view, let indexPath = indexPath(flat: flat), let id = id(at: indexPath) else { return .none }
            view.bind(id, animated: animated)
            return .none
        case .select(let flat):
            guard let view, let indexPath = indexPath(flat: flat) else { return .none }
            view.tapSelects(indexPath)
            return .none
        case let .setSelection(flats, multiple):
            guard let view else { return .none }
            let ids = flats.compactMap { indexPath(flat: $0).flatMap(id(at:)) }
            view.setSelection(ids, mode: multiple ? .multiple : .single)
            return .none
        case let .position(flat, anchor, animated):
            guard let view, let indexPath = indexPath(flat: flat), let id = id(at: indexPath) else { return .none }
            let anchors = SessionViewInteraction.anchors
            view.setPosition(
                id, anchor: anchors[((anchor % anchors.count) + anchors.count) % anchors.count], animated: animated)
            return .none
        case .refresh(let steps):
            view?.pullToRefresh(steps: steps)
            return .none
        case .resize(let resize):
            let size = fake.bounds.size
            var new: CGSize
            switch resize {
            case .rotate: new = CGSize(width: size.height, height: size.width)
            case .width(let width): new = CGSize(width: width, height: size.height)
            case .height(let height): new = CGSize(width: size.width, height: height)
            }
            new = CGSize(width: min(max(new.width, 120), 2_000), height: min(max(new.height, 120), 2_000))
            guard new != size else { return .none }
            fake.resize(to: new)
            return .resized
        case .configure(let new):
            guard new.layout == kind else { return .none }
            if let stack = layout as? ConfiguredCollectionViewLayout<StackedSectionsLayout> {
                // A sectioned session's new circles configuration packs its circle sections.
                var sections = stack.configuration
                switch new {
                case .sections(let c): sections = c
                case .circles(let c):
                    for s in sections.sections.indices {
                        if case .circlePack = sections.sections[s].layout {
                            sections.sections[s].layout = .circlePack(c)
                        }
                    }
                default: break
                }
                configuration = .sections(sections)
                stack.configuration = sections
                return .none
            }
            configuration = new
            switch (layout, new) {
            case (let l as StaggeredGridCollectionViewLayout, .grid(let c)): l.configuration = c
            case (let l as CarouselCollectionViewLayout, .carousel(let c)): l.configuration = c
            case (let l as JustifiedGalleryCollectionViewLayout, .gallery(let c)): l.configuration = c
            case (let l as WheelCollectionViewLayout, .wheel(let c)): l.configuration = c
            case (let l as CirclePackCollectionViewLayout, .circles(let c)): l.configuration = c
            default: preconditionFailure("a configuration of another layout")
            }
            return .none
        case .textSize(let category):
            fake.preferredContentSizeCategory = category
            // What the layout's observation of `UIContentSizeCategory.didChangeNotification` does
            // on the next turn of the run loop, done here so that the session stays synchronous
            // and no other test's layout hears of it.
            // An app whose cells size themselves lays them out again at the new size too.
            if followsDynamicType || configuration.itemSizing != .fixed { layout.invalidateLayout() }
            return .none
        case .direction(let rightToLeft):
            fake.layoutDirection = rightToLeft ? .rightToLeft : .leftToRight
            return .none
        case let .scroll(delta, animated):
            let target = inside(CGPoint(x: fake.contentOffset.x + delta.x, y: fake.contentOffset.y + delta.y))
            fake.setContentOffset(target, animated: animated)
            fake.finishScrolling()
            return .none
        case let .drag(delta, velocity):
            let start = fake.contentOffset
            let end = inside(CGPoint(x: start.x + delta.x, y: start.y + delta.y))
            fake.beginDrag()
            view?.willBeginDragging()
            for t in [0.5, 1.0] {
                fake.drag(to: CGPoint(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t))
            }
            landed = nil
            fake.endDrag(velocity: velocity)
            fake.finishScrolling()
            return .none
        case let .scrollToItem(flat, animated):
            guard let indexPath = indexPath(flat: flat) else { return .none }
            layout.scrollToItem(at: indexPath, animated: animated)
            fake.finishScrolling()
            return .scrolledToItem(indexPath)
        case let .tap(x, y):
            guard let indexPath = item(atFractions: x, y) else { return .none }
            layout.scrollToItem(at: indexPath, animated: true)
            fake.finishScrolling()
            return .scrolledToItem(indexPath)
        case .voiceOver(let action):
            perform(action)
            fake.finishScrolling()
            return .none
        case .reduceMotion(let on):
            UIAccessibility.isReduceMotionEnabled = on
            return .none
        case let .headerHeight(section, height):
            guard !sectionIDs.isEmpty else { return .none }
            let section = ((section % sectionIDs.count) + sectionIDs.count) % sectionIDs.count
            headerHeights[sectionIDs[section]] = height
            // The header's view asks at the next layout pass (UIKit lays out again when a view's
            // content changes).
            fake.performLayoutPass()
            return .headerAsked(section: section)
        case .keepsPlace(let on):
            layout.keepsPlaceOnUpdates = on
            return .none
        case .moveByDrag(let move):
            guard view == nil else { return .none }
            return perform(move)
        case .moveByDrop(let move):
            guard view == nil else { return .none }
            return perform(drop: move)
        case .cellMeasured(let position):
            return measureCell(at: position)
        }
    }

    /// Moves the item at `source` to `destination` in the data (the data source's
    /// `collectionView(_:moveItemAt:to:)`), within its section.
    func moveInData(from source: IndexPath, to destination: IndexPath) {
        guard source.section == destination.section, ids.indices.contains(source.section),
            ids[source.section].indices.contains(source.item), ids[source.section].indices.contains(destination.item)
        else { return }
        ids[source.section].insert(ids[source.section].remove(at: source.item), at: destination.item)
    }

    /// `offset` kept inside the content the view last laid out.
    private func inside(_ offset: CGPoint) -> CGPoint {
        fake.clampedContentOffset(offset, contentSize: fake.lastContentSize)
    }

    /// The point at fractions `x`, `y` of the visible area (the bounds less the adjusted inset).
    func point(atFractions x: CGFloat, _ y: CGFloat) -> CGPoint {
        let inset = fake.adjustedContentInset, bounds = fake.bounds
        return CGPoint(
            x: bounds.minX + inset.left + (bounds.width - inset.left - inset.right) * x,
            y: bounds.minY + inset.top + (bounds.height - inset.top - inset.bottom) * y)
    }

    /// The item whose cell is on top at the point at fractions `x`, `y` of the visible area.
    func item(atFractions x: CGFloat, _ y: CGFloat) -> IndexPath? {
        let point = point(atFractions: x, y)
        let hit =
            (layout.layoutAttributesForElements(in: CGRect(x: point.x - 0.5, y: point.y - 0.5, width: 1, height: 1))
            ?? [])
            .filter { $0.representedElementCategory == .cell && !$0.isHidden && $0.frame.contains(point) }
        return hit.max { $0.zIndex < $1.zIndex }?.indexPath
    }

    /// Does what a VoiceOver user does.
    private func perform(_ action: SessionVoiceOver) {
        let elements = (fake.accessibilityElements ?? []).compactMap { $0 as? UIAccessibilityElement }
        let adjustable = elements.first { $0.accessibilityTraits.contains(.adjustable) }
        switch action {
        case .increment: adjustable?.accessibilityIncrement()
        case .decrement: adjustable?.accessibilityDecrement()
        case .scroll(let direction): _ = adjustable?.accessibilityScroll(direction)
        case .focus(let position):
            guard !elements.isEmpty else { return }
            elements[((position % elements.count) + elements.count) % elements.count]
                .accessibilityElementDidBecomeFocused()
        }
    }

    /// Applies one change to the data and performs it as a batch update.
    private func perform(_ update: SessionUpdate) -> SessionStepEffect {
        guard let change = edit(update) else { return .none }
        fake.performBatchUpdates(itemCounts: counts, [change])
        return .updated
    }

    /// Applies one change to the data: the batch update's change for it, nil when it changed nothing.
    private func edit(_ update: SessionUpdate) -> FakeCollectionView.Update? {
        func wrap(_ value: Int, _ count: Int) -> Int { ((value % count) + count) % count }
        let room = kind.maximumItems - total
        let change: FakeCollectionView.Update
        switch update {
        case let .insertItems(section, item, count):
            guard !ids.isEmpty, room > 0 else { return nil }
            let s = wrap(section, ids.count), i = wrap(item, ids[s].count + 1), n = min(max(count, 1), room)
            ids[s].insert(contentsOf: newIDs(n), at: i)
            change = .insertItems((i..<(i + n)).map { IndexPath(item: $0, section: s) })
        case let .deleteItems(section, item, count):
            guard !ids.isEmpty else { return nil }
            let s = wrap(section, ids.count)
            guard !ids[s].isEmpty else { return nil }
            let i = wrap(item, ids[s].count), n = min(max(count, 1), ids[s].count - i)
            ids[s].removeSubrange(i..<(i + n))
            change = .deleteItems((i..<(i + n)).map { IndexPath(item: $0, section: s) })
        case let .moveItem(from, to):
            guard let source = indexPath(flat: from) else { return nil }
            let moved = ids[source.section].remove(at: source.item)
            // The destination among the items after the move: any of the positions, the end of
            // the last section included.
            let flat = wrap(to, total + 1)
            var rest = flat, destination = IndexPath(item: 0, section: 0)
            for (section, items) in ids.enumerated() {
                if rest <= items.count {
                    destination = IndexPath(item: rest, section: section)
                    break
                }
                rest -= items.count
            }
            ids[destination.section].insert(moved, at: destination.item)
            change = .moveItem(from: source, to: destination)
        case let .insertSection(section, count):
            guard ids.count < 4 else { return nil }
            let s = wrap(section, ids.count + 1), n = min(max(count, 0), room)
            ids.insert(newIDs(n), at: s)
            sectionIDs.insert(newIDs(1)[0], at: s)
            change = .insertSection(s)
        case .deleteSection(let section):
            guard !ids.isEmpty else { return nil }
            let s = wrap(section, ids.count)
            ids.remove(at: s)
            sectionIDs.remove(at: s)
            change = .deleteSection(s)
        }
        return change
    }

    private func newIDs(_ count: Int) -> [Int] {
        defer { nextID += count }
        return Array(nextID..<(nextID + count))
    }
}

/// What a step did that the promises about it need.
enum SessionStepEffect: Equatable {
    /// Nothing a step-specific promise looks at.
    case none
    /// A batch update was performed.
    case updated
    /// The view changed size.
    case resized
    /// `scrollToItem(at:animated:)` was called for this item.
    case scrolledToItem(IndexPath)
    /// The header of this section was given a new height to ask for.
    case headerAsked(section: Int)
    /// An item was moved by drag; what was wrong while the finger moved (`moveShowsNewOrder`).
    case movedByDrag([String])
    /// An item was moved by drag and drop (a batch update); what was wrong with the drop
    /// (`moveShowsNewOrder`).
    case movedByDrop([String])
    /// A cell was measured (``SessionStep/cellMeasured(_:)``).
    case cellMeasured
}
#endif
