#if !canImport(UIKit) && canImport(UIKitStandIn) && (TestSupport || !SWIFT_PACKAGE)
@_spi(Tools) import CollectionLayouts
@testable import CollectionLayoutsUIKit
import Foundation
import UIKitStandIn

extension SessionChecks {
    /// After a batch update or a change of size: with `keepsPlaceOnUpdates`, the place before it
    /// kept (the start stays the start; a paging layout's centred item centred and at rest; the
    /// item read where it was on screen along the scroll axis, within the content); without, the
    /// offset kept where a release without velocity there rests. An item deleted or moved away
    /// hands the place on by rules of their own: not checked here.
    static func placeKept(before: SessionSnapshot, _ runner: SessionRunner) -> [String] {
        let engine = runner.freshEngine(), offset = runner.fake.contentOffset
        // The place is that of a view resting inside its content. After a change that shrinks the
        // content under the offset outside a batch update or a resize (a text size, a
        // configuration) the fake leaves the offset where it was, beyond the content: whether
        // UIKit moves it back then is not modelled, so no place is kept from there.
        let (low, high) = before.engine.contentOffsetBounds
        guard before.offset.x >= low.x - 0.5, before.offset.x <= high.x + 0.5, before.offset.y >= low.y - 0.5,
            before.offset.y <= high.y + 0.5
        else { return [] }
        // A header that takes another height during the step (measured as it comes into view)
        // moves what is below it after the place was kept, as in UIKit: nothing to compare then.
        let headers = SessionSnapshot.headerHeights(in: engine, runner)
        for (id, height) in before.headerHeights where headers[id].map({ abs($0 - height) > 1e-6 }) ?? false {
            return []
        }
        // So does one that took its estimate again at a new width and then asked for its height
        // once more (measured heights are kept per width), though it ends as tall as it began.
        if runner.measuredDuringStep { return [] }
        guard before.keepsPlace else {
            let want = engine.targetContentOffset(proposed: before.offset, velocity: .zero, current: before.offset)
            return close(offset, want)
                ? [] : ["without keepsPlaceOnUpdates: rests at \(offset), the kept offset is \(want)"]
        }
        let axis = SessionSnapshot.axis(of: runner.configuration)
        switch before.place {
        case .nothing:
            return []
        case .start:
            let start = SessionSnapshot.start(of: engine, along: axis)
            let at = offset.value(along: axis)
            return abs(at - start) <= 1e-6 ? [] : ["was at the start of the content, now \(offset) (start \(start))"]
        case .centred(let id):
            // A centred item moved away hands the place to the next one: not checked here.
            guard let indexPath = runner.indexPath(of: id), !movedAway(id, runner) else { return [] }
            let item = ElementIndex(indexPath.section, indexPath.item)
            // Where the engine rests with the item centred (content too short to centre it: as
            // near as it goes), or any other offset showing it centred and at rest (another
            // instance in the endless carousel).
            if let centring = centringOffset(for: item, in: engine), close(centring, offset) { return [] }
            let centred = engine.centeredItem(at: offset)
            let rest = engine.targetContentOffset(proposed: offset, velocity: .zero, current: offset)
            if centred != item {
                return ["item \(id), centred before, is \(item); \(String(describing: centred)) is centred"]
            }
            return close(rest, offset) ? [] : ["item \(id) is centred but not at rest: \(offset), rests at \(rest)"]
        case let .item(id, position):
            guard let indexPath = runner.indexPath(of: id), !movedAway(id, runner),
                let frame = engine.attributes(for: ElementIndex(indexPath.section, indexPath.item))?.frame
            else { return [] }
            let rightToLeft = engine.environment.layoutDirection == .rightToLeft
            let corner = SessionSnapshot.corner(of: frame, rightToLeft: rightToLeft)
            let (low, high) = engine.contentOffsetBounds
            let want = min(
                max(corner.value(along: axis) - position.value(along: axis), low.value(along: axis)),
                high.value(along: axis))
            let at = offset.value(along: axis)
            return abs(at - want) <= 1e-6
                ? []
                : [
                    "item \(id) was \(position.value(along: axis)) pt into the view along the \(axis) axis; "
                        + "now \(corner.value(along: axis) - at) (offset \(at), keeping it: \(want))"
                ]
        }
    }

    /// Whether the last batch update moved the item `id` (a moved item hands the place on).
    private static func movedAway(_ id: Int, _ runner: SessionRunner) -> Bool {
        guard
            let last = runner.fake.events.last(where: {
                if case .prepareForUpdates = $0 { return true }
                return false
            }), case .prepareForUpdates(let updates) = last, let now = runner.indexPath(of: id)
        else { return false }
        return updates.contains {
            if case .moveItem(_, let to) = $0 { return to == now }
            return false
        }
    }

    /// After a header's view asked for a new height: nothing the user reads moved, but for the
    /// items below a header whose top is in the visible area (unpinned), which move down by the
    /// difference as the header grows under them.
    static func selfSizingMovesNothingRead(section: Int, before: SessionSnapshot, _ runner: SessionRunner) -> [String] {
        guard case .gallery(let configuration) = runner.configuration, configuration.headerHeight > 0 else { return [] }
        let engine = runner.freshEngine(), offset = runner.fake.contentOffset
        // Where the header is in its section's flow, pinned or not: an unpinned copy's answer (a
        // copy changed in that field alone, so that every other option, measured sizes included,
        // stays).
        var unpinned = configuration
        unpinned.sectionHeadersPinToVisibleBounds = false
        guard
            let header = SessionRunner.prepare(.gallery(unpinned), in: before.engine.environment)
                .supplementaryAttributes(ofKind: "header", at: ElementIndex(section, 0))?.frame,
            let grown = engine.supplementaryAttributes(ofKind: "header", at: ElementIndex(section, 0))?.frame
        else { return [] }
        let visible = SessionSnapshot.visibleArea(of: before.engine.environment, at: before.offset)
        let headerInView = header.minY >= visible.minY && header.minY < visible.maxY
        let oldHeight =
            before.engine.supplementaryAttributes(ofKind: "header", at: ElementIndex(section, 0))?.frame.height
            ?? header.height
        let difference = grown.height - oldHeight
        for seen in before.seen {
            guard let indexPath = runner.indexPath(of: seen.id),
                let frame = engine.attributes(for: ElementIndex(indexPath.section, indexPath.item))?.frame
            else { continue }
            let top = frame.minY - offset.y
            let below = headerInView && seen.section >= section
            let moved = top - seen.top
            if abs(moved) <= 1e-6 || (below && abs(moved - difference) <= 1e-6) { continue }
            return [
                "header \(section) grew by \(difference) (its top \(header.minY), visible from \(visible.minY)): "
                    + "item \(seen.id) moved \(moved) pt on screen"
            ]
        }
        return []
    }
}

#endif
