#if !canImport(UIKit)
@_spi(Tools) import CollectionLayouts
@testable import CollectionLayoutsUIKit
import Foundation
import UIKitStandIn

/// The state before a step that the promises about the step compare with: the fresh engine then,
/// the offset, the data and the user's place, read by the rule docs/uikit.md ("Keeping the user's
/// place") states, independently of the adapter's `PlaceAnchor`.
@MainActor
struct SessionSnapshot {
    /// The user's place.
    enum Place: Equatable {
        /// Nothing to keep: no item in the visible area.
        case nothing
        /// The view rests at the start of its content (within half a point) and stays there.
        case start
        /// A paging layout's centred item, by identity: centred again, at rest.
        case centred(id: Int)
        /// The item read, by identity, and where its top leading corner is on screen (minus the
        /// offset): kept there along the scroll axis, as far as the content allows.
        case item(id: Int, position: CGPoint)
    }

    /// The fresh engine before the step.
    let engine: any PreparedLayout
    /// The offset before the step.
    let offset: CGPoint
    /// Whether the layout kept the user's place (`keepsPlaceOnUpdates`).
    let keepsPlace: Bool
    /// The place, for the steps that keep it.
    let place: Place
    /// The cells the user sees, by identity, with the top of each on screen.
    let seen: [(id: Int, section: Int, top: CGFloat)]
    /// The heights header and footer views had asked for, as the adapter kept them.
    let measuredHeights: [ElementKind: [CGFloat?]]
    /// Whether the adapter's engine layout was prepared for another height than the view's.
    let staleHeight: Bool

    init(_ runner: SessionRunner) {
        let engine = runner.freshEngine(), offset = runner.fake.contentOffset
        self.engine = engine
        self.offset = offset
        keepsPlace = runner.layout.keepsPlaceOnUpdates
        measuredHeights = runner.layout.preparedLayout?.environment.supplementaryHeights ?? [:]
        staleHeight = SessionChecks.staleHeight(runner)
        place = Self.place(in: engine, at: offset, runner)
        let visible = Self.visibleArea(of: engine.environment, at: offset)
        seen = engine.elements(in: visible).compactMap { element in
            guard element.kind == .cell, !element.isHidden,
                let id = runner.id(at: IndexPath(item: element.index.item, section: element.index.section))
            else { return nil }
            return (id, element.index.section, element.frame.minY - offset.y)
        }
    }

    /// The axis the layout scrolls along, from its configuration.
    static func axis(of configuration: SessionConfiguration) -> ScrollAxis {
        switch configuration {
        case .grid(let c): c.scrollAxis
        case .carousel(let c): c.scrollAxis
        case .wheel: .horizontal
        case .gallery, .circles: .vertical
        }
    }

    /// The area the user sees at `offset`: the bounds less the insets (nothing under a bar), or
    /// the bounds when the insets leave nothing.
    static func visibleArea(of environment: LayoutEnvironment, at offset: CGPoint) -> CGRect {
        let bounds = CGRect(origin: offset, size: environment.boundsSize), insets = environment.contentInsets
        let inside = CGRect(
            x: bounds.minX + insets.left, y: bounds.minY + insets.top, width: bounds.width - insets.horizontal,
            height: bounds.height - insets.vertical)
        return inside.width > 0 && inside.height > 0 ? inside : bounds
    }

    /// The start of the content along `axis` in `engine`: the top, the left end, or the right end
    /// right to left.
    static func start(of engine: any PreparedLayout, along axis: ScrollAxis) -> CGFloat {
        let (low, high) = engine.contentOffsetBounds
        switch axis {
        case .vertical: return low.y
        case .horizontal: return engine.environment.layoutDirection == .rightToLeft ? high.x : low.x
        }
    }

    /// The top leading corner of `frame`: the top right right to left.
    static func corner(of frame: CGRect, rightToLeft: Bool) -> CGPoint {
        CGPoint(x: rightToLeft ? frame.maxX : frame.minX, y: frame.minY)
    }

    /// The user's place in `engine` at `offset`: a paging layout's centred item; else the start
    /// when the view rests there; else of the items in the visible area, those wholly visible
    /// along the scroll axis first, then from the top (the leading edge), then by index.
    static func place(in engine: any PreparedLayout, at offset: CGPoint, _ runner: SessionRunner) -> Place {
        func id(_ index: ElementIndex) -> Int? { runner.id(at: IndexPath(item: index.item, section: index.section)) }
        if runner.kind.isPaging {
            guard let centred = engine.centeredItem(at: offset), let id = id(centred) else { return .nothing }
            return .centred(id: id)
        }
        let axis = axis(of: runner.configuration)
        let rightToLeft = engine.environment.layoutDirection == .rightToLeft
        if abs(offset.value(along: axis) - start(of: engine, along: axis)) <= 0.5 { return .start }
        let visible = visibleArea(of: engine.environment, at: offset)
        let best = engine.elements(in: visible).filter { $0.kind == .cell && !$0.isHidden }.min { a, b in
            func key(_ e: LayoutAttributes) -> (Int, CGFloat) {
                let whole =
                    e.frame.minValue(along: axis) >= visible.minValue(along: axis)
                    && e.frame.maxValue(along: axis) <= visible.maxValue(along: axis)
                let leading = axis == .vertical ? e.frame.minY : rightToLeft ? -e.frame.maxX : e.frame.minX
                return (whole ? 0 : 1, leading)
            }
            let (ka, kb) = (key(a), key(b))
            return ka.0 != kb.0 ? ka.0 < kb.0 : ka.1 != kb.1 ? ka.1 < kb.1 : a.index < b.index
        }
        guard let best, let id = id(best.index) else { return .nothing }
        let corner = corner(of: best.frame, rightToLeft: rightToLeft)
        return .item(id: id, position: CGPoint(x: corner.x - offset.x, y: corner.y - offset.y))
    }
}

extension SessionChecks {
    /// After a batch update or a change of size: with `keepsPlaceOnUpdates`, the place before it
    /// kept (the start stays the start; a paging layout's centred item centred and at rest; the
    /// item read where it was on screen along the scroll axis, within the content); without, the
    /// offset kept where a release without velocity there rests. An item deleted or moved away
    /// hands the place on by rules of their own: not checked here.
    static func placeKept(before: SessionSnapshot, _ runner: SessionRunner) -> [String] {
        let engine = runner.freshEngine(), offset = runner.fake.contentOffset
        guard before.keepsPlace else {
            let want = engine.targetContentOffset(proposed: before.offset, velocity: .zero, current: before.offset)
            return close(offset, want) ? [] : ["without keepsPlaceOnUpdates: rests at \(offset), the kept offset is \(want)"]
        }
        let axis = SessionSnapshot.axis(of: runner.configuration)
        // The place is that of a view resting inside its content. After a change that shrinks the
        // content under the offset outside a batch update or a resize (a text size, a
        // configuration) the fake leaves the offset where it was, beyond the content: whether
        // UIKit moves it back then is not modelled, so no place is kept from there.
        let (low, high) = before.engine.contentOffsetBounds
        let at = before.offset.value(along: axis)
        guard at >= low.value(along: axis) - 0.5, at <= high.value(along: axis) + 0.5 else { return [] }
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
            if centred != item { return ["item \(id), centred before, is \(item); \(String(describing: centred)) is centred"] }
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
        guard let last = runner.fake.events.last(where: {
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
        // Where the header is in its section's flow, pinned or not: an unpinned copy's answer.
        let unpinned = try? JustifiedGalleryLayout.Configuration(
            mode: configuration.mode, insets: configuration.insets, itemSpacing: configuration.itemSpacing,
            rowSpacing: configuration.rowSpacing, headerHeight: configuration.headerHeight,
            footerHeight: configuration.footerHeight, lastRow: configuration.lastRow,
            maximumRowsPerSection: configuration.maximumRowsPerSection, seed: configuration.seed)
        guard let unpinned,
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
