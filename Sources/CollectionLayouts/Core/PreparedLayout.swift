import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A layout prepared for one environment: the content size and the elements, queried by rect or
/// by index.
///
/// Queries never trap: an index that does not exist gives nil, a rect with no area gives no
/// elements, and no attribute is ever NaN or infinite.
public protocol PreparedLayout: Sendable {
    /// The environment the layout was prepared for, clamped, with the current content offset.
    var environment: LayoutEnvironment { get }

    /// The size of the scrollable content; every element's visual bounds lie inside it.
    var contentSize: CGSize { get }

    /// Visits the elements whose visual bounds overlap `rect` (see `CGRect.overlaps(_:)`), cells
    /// first then supplementary views, each kind in index order, until `body` returns false.
    ///
    /// The one rect query of each layout: ``elements(in:)`` and `elementCount(in:)` are built on
    /// it. It builds no array of the elements, so a caller that stops early or only counts holds
    /// memory for what it keeps, not for everything in the rect.
    /// - Parameters:
    ///   - rect: The rect to query; one with no area, or with a NaN, gives no elements.
    ///   - body: Called with each element in turn; return false to stop the visit.
    /// - Returns: False when `body` stopped the visit, true when every element was visited.
    @discardableResult
    func forEachElement(in rect: CGRect, _ body: (LayoutAttributes) -> Bool) -> Bool

    /// The attributes of the cell at `index`, or nil when there is no such item.
    func attributes(for index: ElementIndex) -> LayoutAttributes?

    /// The attributes of the supplementary view of `kind` at `index`, or nil when there is none.
    func supplementaryAttributes(ofKind kind: String, at index: ElementIndex) -> LayoutAttributes?

    /// The attributes of the decoration view of `kind` at `index`, or nil when there is none (the
    /// default): the section backgrounds (kind `"background"`, at item 0 of each section) of the
    /// justified gallery and the circle packing when their configuration's
    /// `showsSectionBackgrounds` is true. `forEachElement(in:_:)` visits decorations after the
    /// supplementary views; a UIKit layout answers `layoutAttributesForDecorationView(ofKind:at:)`
    /// with this.
    func decorationAttributes(ofKind kind: String, at index: ElementIndex) -> LayoutAttributes?

    /// Where scrolling should come to rest.
    ///
    /// - Parameters:
    ///   - proposed: The offset where a fling would rest on its own
    ///     (``ScrollPhysics/restingOffset(from:velocity:rate:)``).
    ///   - velocity: The release velocity in points per millisecond, as UIKit passes it.
    ///   - current: The offset at release.
    func targetContentOffset(proposed: CGPoint, velocity: CGPoint, current: CGPoint) -> CGPoint

    /// The cell that a resting offset shows as the current one (the centred item for paging
    /// layouts), or nil when there are no items.
    func centeredItem(at offset: CGPoint) -> ElementIndex?

    /// What a change of the visible bounds to `newBounds` makes stale.
    func invalidation(forBoundsChange newBounds: CGRect) -> LayoutInvalidation

    /// Moves the content offset, updating what depends on it. O(1).
    mutating func updateContentOffset(_ offset: CGPoint)

    /// The axis the layout scrolls along: where the adapters keep the user's place through updates
    /// and size changes (the edge that is the start) and along which focus moves the content.
    ///
    /// The default guesses it from ``contentOffsetBounds``: the axis with the longer range of
    /// offsets, vertical when neither has any. A layout whose content can be wider than its view
    /// while it scrolls vertically (or the reverse) should say its axis.
    var scrollAxis: ScrollAxis { get }

    /// The content offset at which the item at `index` rests exactly in the resting position (the
    /// middle, for the carousel and the wheel), or nil when the layout has no such exact answer or
    /// no such item.
    ///
    /// The default is nil: the adapters then centre the item's frame in the bounds less the
    /// insets and rest where ``targetContentOffset(proposed:velocity:current:)`` rests a release
    /// there. A paging layout whose items rest at offsets the frame does not give (items that turn
    /// about an anchor, or rest on a leading edge) answers it; the adapters then use it for
    /// `scrollToItem`, for keeping the centred item through updates and for focus, and a layout
    /// that answers it brings a newly focused item to the resting position.
    func contentOffset(centering index: ElementIndex) -> CGPoint?

    /// `cells` (each item once, as ``accessibilityOrder(in:)`` collects them) in the order
    /// VoiceOver reads them.
    ///
    /// The default is item order, which is reading order for a layout that places items in order
    /// along its flow (right to left included, since the adapters mirror positions, not the
    /// order). A layout that places items out of order (packing them into holes) answers its own.
    func accessibilityOrder(of cells: [LayoutAttributes]) -> [LayoutAttributes]

    /// Whether moving past the last item comes back to the first (an endless carousel): what
    /// VoiceOver's increment does at the last item and its decrement at the first.
    ///
    /// The default is false: VoiceOver stops at either end.
    var wrapsAround: Bool { get }

    /// What ``ElementTransition/automatic`` means for this layout's cells when they are inserted
    /// or deleted (``initialAttributes(forAppearing:transition:)``); headers, footers and
    /// decorations always fade.
    ///
    /// The default is ``ElementTransition/fade``: cells fade in and out in place. An answer of
    /// ``ElementTransition/automatic`` counts as a fade too.
    var automaticCellTransition: ElementTransition { get }
}

extension PreparedLayout {
    public func supplementaryAttributes(ofKind kind: String, at index: ElementIndex) -> LayoutAttributes? { nil }

    public func decorationAttributes(ofKind kind: String, at index: ElementIndex) -> LayoutAttributes? { nil }

    /// The range of offsets scrolling can rest at: from `-insets` to `contentSize + insets − bounds`.
    public var contentOffsetBounds: (min: CGPoint, max: CGPoint) {
        let e = environment
        let minimum = CGPoint(x: -e.contentInsets.left, y: -e.contentInsets.top)
        let maximum = CGPoint(
            x: Swift.max(minimum.x, contentSize.width + e.contentInsets.right - e.boundsSize.width),
            y: Swift.max(minimum.y, contentSize.height + e.contentInsets.bottom - e.boundsSize.height))
        return (minimum, maximum)
    }

    /// `offset` moved into ``contentOffsetBounds``, with a non-finite coordinate taken as 0.
    package func clampedContentOffset(_ offset: CGPoint) -> CGPoint {
        let (lo, hi) = contentOffsetBounds
        // `+ 0` turns -0 into 0, so that JSON never prints "-0".
        return CGPoint(
            x: Swift.min(Swift.max(offset.x.finiteOrZero, lo.x), hi.x) + 0,
            y: Swift.min(Swift.max(offset.y.finiteOrZero, lo.y), hi.y) + 0)
    }

    /// Layouts that do not snap rest where the fling takes them, kept inside the content.
    public func targetContentOffset(proposed: CGPoint, velocity: CGPoint, current: CGPoint) -> CGPoint {
        clampedContentOffset(proposed)
    }

    /// The elements whose visual bounds overlap `rect` (see `CGRect.overlaps(_:)`), sorted by kind
    /// (cells first) and index: ``forEachElement(in:_:)`` collected.
    public func elements(in rect: CGRect) -> [LayoutAttributes] {
        Array(collecting: { forEachElement(in: rect, $0) })
    }

    /// The number of elements ``elements(in:)`` returns for `rect`, counted without building them
    /// into an array.
    package func elementCount(in rect: CGRect) -> Int {
        var count = 0
        forEachElement(in: rect) { _ in
            count += 1
            return true
        }
        return count
    }

    /// The cell whose centre is nearest the centre of the visible rect at `offset`, among the cells
    /// that overlap that rect (ties to the lower index); nil when none does.
    ///
    /// Searches squares around the centre that grow fourfold until the nearest cell found lies
    /// inside the square, so a query visits the cells near the centre rather than the whole visible
    /// rect. Exact for layouts whose cells contain their own centre (no anchored rotation), which
    /// is every layout that does not answer this itself.
    public func centeredItem(at offset: CGPoint) -> ElementIndex? {
        nearestCell(to: offset)?.index
    }

    /// Whether a cell at `distance` with `index` comes before the best so far (at `bestDistance`
    /// with `bestIndex`, nil for none) in the order of ``centeredItem(at:)``: nearer, then the lower
    /// index. Any cell beats none, even at an infinite distance.
    package func isNearer(
        _ distance: CGFloat, _ index: ElementIndex, than bestDistance: CGFloat, _ bestIndex: ElementIndex?
    ) -> Bool {
        guard let bestIndex else { return true }
        return distance < bestDistance || (distance == bestDistance && index < bestIndex)
    }

    /// The cell ``centeredItem(at:)`` answers for the default search, with its attributes.
    package func nearestCell(to offset: CGPoint) -> LayoutAttributes? {
        nearestCellSearch(to: offset).cell
    }

    /// The default centred-item search (``nearestCell(to:)``), with the number of squares it
    /// queried: at most ``NearestCellSearch/maximumPasses``, the last of them the whole visible
    /// rect. `cutShort` is true when the search reached that bound before its squares had grown
    /// to hold the visible rect and so queried the whole rect early: never, by the arithmetic in
    /// ``NearestCellSearch``, which `LayoutChecker` holds it to.
    package func nearestCellSearch(to offset: CGPoint) -> (cell: LayoutAttributes?, passes: Int, cutShort: Bool) {
        let visible = CGRect(origin: offset, size: environment.boundsSize)
        guard visible.canOverlapFiniteRects else { return (nil, 0, false) }
        let middle = CGPoint(x: visible.midX, y: visible.midY)
        // Beyond this half-side the square holds the whole visible rect: the last, exhaustive pass.
        let whole = hypot(visible.width, visible.height)
        // A thousandth of the larger side first: one or two passes find a cell among items of any
        // size down to that, and each pass costs at most a sixteenth of the next. Never below the
        // least normal number: a side under ~2.5e-321 pt gives 0 (or a subnormal that loses its
        // bits), and 0 would never grow.
        var half = Swift.max(Swift.max(visible.width, visible.height) / 1_024, CGFloat.leastNormalMagnitude)
        // Bound: `NearestCellSearch.maximumPasses` squares (7), the last one the whole rect.
        for pass in 1...NearestCellSearch.maximumPasses {
            let exhaustive = half >= whole || pass == NearestCellSearch.maximumPasses
            let square = CGRect(x: middle.x - half, y: middle.y - half, width: 2 * half, height: 2 * half)
            var best: LayoutAttributes?
            var bestDistance = CGFloat.infinity
            forEachElement(in: exhaustive ? visible : square) { a in
                guard a.kind == .cell else { return false }
                let d = hypot(a.center.x - middle.x, a.center.y - middle.y)
                if isNearer(d, a.index, than: bestDistance, best?.index) && a.visualBounds.overlaps(visible) {
                    best = a
                    bestDistance = d
                }
                return true
            }
            // Any cell nearer than `best` has its centre strictly inside the square, so the square's
            // query met it.
            if exhaustive || bestDistance < half { return (best, pass, exhaustive && half < whole) }
            half *= 4
        }
        return (nil, NearestCellSearch.maximumPasses, true)  // not reached: the last pass returns
    }

    /// A change of size invalidates everything; a change of offset alone, nothing.
    public func invalidation(forBoundsChange newBounds: CGRect) -> LayoutInvalidation {
        newBounds.size == environment.boundsSize ? .nothing : .everything
    }

    /// Every element of every kind: the brute-force answer that tests hold `elements(in:)` to.
    /// O(n); for tests and tools, not for scrolling.
    @_spi(Tools) public func allElements() -> [LayoutAttributes] {
        Array(collecting: { forEachElement($0) })
    }

    /// Visits every element of every kind, in the order of ``allElements()``, until `body`
    /// returns false; for tools that write a whole layout out as they go.
    /// - Returns: False when `body` stopped the visit.
    @discardableResult
    @_spi(Tools) public func forEachElement(_ body: (LayoutAttributes) -> Bool) -> Bool {
        forEachElement(in: CGRect(x: -1e12, y: -1e12, width: 2e12, height: 2e12), body)
    }
}

/// The bound on the default centred-item search (``PreparedLayout/nearestCell(to:)``).
package enum NearestCellSearch {
    /// The most squares one search queries: the first has a half side of a 1,024th of the visible
    /// rect's larger side (at least the least normal number, so that it is exact and positive) and
    /// each next one four times that, so the 7th, 4,096 / 1,024 = 4 times the larger side, passes
    /// the visible rect's half diagonal (at most √2 times it) and is the whole rect.
    package static let maximumPasses = 7
}
