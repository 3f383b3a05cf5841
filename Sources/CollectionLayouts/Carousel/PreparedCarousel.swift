import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A carousel prepared for one environment. See ``CarouselLayout``.
///
/// Positions along the scroll axis are measured in *slots*: slot `j` is centred at
/// `leadingRoom + j · pitch` from the leading end of the content, and the page position of an
/// offset is the (fractional) slot at the resting position of the visible area: its middle, or
/// half an item from its leading edge (``CarouselLayout/Alignment``). Without wrapping, slot `j`
/// shows item `j` of the flat sequence of all sections.
///
/// ## Endless mode
/// A collection view cannot scroll without end, so a wrapping carousel has a large but finite
/// content made of copies of the items (an odd number, at least 3 and at least
/// 10,000 slots in all): slot `j` shows item `j mod itemCount`. Start in the middle cycle with
/// ``startingContentOffset(centering:)``; a fling then needs thousands of items to reach an end,
/// and ``recenteredContentOffset(_:)`` gives the offset in the middle cycle that shows the same,
/// for an app that wants to jump back when scrolling stops.
///
/// An element's index is the real item's index, so it repeats from cycle to cycle. UIKit needs one
/// attributes object per index path, so each query draws from one window of as many
/// consecutive slots as there are items, around the middle of the visible area (leading, never
/// starting after the slot at the resting position, so that it is shown): a rect query never
/// returns an index twice, and ``attributes(for:)`` returns the instance in that window — the one
/// nearest the current offset. The window moves with the offset, so a wrapping carousel asks for
/// ``LayoutInvalidation/offsetDependent`` on every scroll. When the items are too few to fill
/// the visible area and one pitch on each side (`wrapsSeamlessly` is false), each item is still
/// shown once, nearest the middle, and the far slots stay empty.
public struct PreparedCarousel: PreparedLayout, ConfiguredPreparedLayout {
    /// The configuration this layout was prepared with, its sizes in points scaled by the
    /// environment's ``LayoutEnvironment/dynamicTypeScale``.
    public let configuration: CarouselLayout.Configuration
    /// The configuration's ``CarouselLayout/Configuration/scrollAxis``.
    public var scrollAxis: ScrollAxis { configuration.scrollAxis }
    public private(set) var environment: LayoutEnvironment
    public let contentSize: CGSize
    /// The item size in points, resolved for this container.
    @_spi(Tools) public let itemSize: CGSize
    /// The distance between the centres of neighbouring items: item length plus spacing.
    @_spi(Tools) public let pitch: CGFloat
    /// The number of items in all sections (at most `Int32.max`).
    @_spi(Tools) public let itemCount: Int
    /// The number of copies of the items along the content: 1 unless the carousel wraps.
    @_spi(Tools) public let cycleCount: Int
    /// The number of slots along the content: `itemCount × cycleCount`.
    @_spi(Tools) public let slotCount: Int

    /// The distance from the leading end of the content to the centre of slot 0: centred, half the
    /// available length, or half the item when the item is longer; leading, half the item.
    private let leadingRoom: CGFloat
    /// The distance from the centre of the last slot to the trailing end: centred, as
    /// ``leadingRoom``; leading, the available length less half the item (at least half the
    /// item), so that the last slot can rest at the leading edge too.
    private let trailingRoom: CGFloat
    /// The content's length along the scroll axis.
    private let contentLength: CGFloat
    /// The centre of every item across the scroll axis.
    private let crossCentre: CGFloat
    /// From a content offset along the axis to the middle of the visible area: the left (or top)
    /// inset plus half the available length. The window of an endless carousel centres there.
    private let middleShift: CGFloat
    /// From a content offset along the axis to the resting position, where a resting item's centre
    /// is: centred, ``middleShift``; leading, half an item from the leading edge of the visible
    /// area less the insets (from its right edge right to left).
    private let restShift: CGFloat
    /// The flat index of each section's first item.
    private let sections: SectionOffsets
    /// Whether positions run right to left: a horizontal carousel in a right-to-left layout.
    private let isMirrored: Bool

    /// Fewer slots than this make a wrapping content too short to feel endless: 10,000 slots are
    /// over 1,600 hard flings (8 points/ms at `.fast` travels about 3 items of 250 points) from
    /// the middle to an end.
    static let minimumWrappedSlots = 10_000

    private var axis: ScrollAxis { configuration.scrollAxis }

    init(configuration: CarouselLayout.Configuration, environment: LayoutEnvironment) {
        self.configuration = configuration
        self.environment = environment
        let axis = configuration.scrollAxis
        let available = environment.availableSize
        let size = configuration.itemSize.resolved(in: available)
        itemSize = size
        let itemLength = size.length(along: axis)
        pitch = itemLength + configuration.spacing
        isMirrored = axis == .horizontal && environment.layoutDirection == .rightToLeft

        // One flat sequence over the sections, at most `Int32.max` items (documented clamp).
        sections = SectionOffsets(counts: environment.itemCounts, limit: Int(Int32.max))
        let count = sections.total
        itemCount = count

        if configuration.wraps && count > 0 {
            var cycles = Swift.max(3, (Self.minimumWrappedSlots + count - 1) / count)
            if cycles % 2 == 0 { cycles += 1 }
            cycleCount = cycles
        } else {
            cycleCount = 1
        }
        slotCount = count * cycleCount

        let availableAlong = available.length(along: axis)
        let leftInset = environment.contentInsets.leading(along: axis)
        middleShift = leftInset + availableAlong / 2
        switch configuration.alignment {
        case .centered:
            leadingRoom = Swift.max(availableAlong, itemLength) / 2
            trailingRoom = leadingRoom
            restShift = middleShift
        case .leading:
            leadingRoom = itemLength / 2
            trailingRoom = Swift.max(availableAlong - itemLength / 2, itemLength / 2)
            restShift = leftInset + (isMirrored ? availableAlong - itemLength / 2 : itemLength / 2)
        }
        let across = Swift.max(available.length(along: axis.cross), size.length(along: axis.cross))
        crossCentre = across / 2
        if slotCount > 0 {
            // Centred: `2 · room + …`, bit for bit as before the leading alignment.
            contentLength = leadingRoom + trailingRoom + CGFloat(slotCount - 1) * pitch
            contentSize = CGSize(along: contentLength, across: across, axis: axis)
        } else {
            contentLength = 0
            contentSize = .zero
        }
    }

    // MARK: Queries

    @discardableResult
    public func forEachElement(in rect: CGRect, _ body: (LayoutAttributes) -> Bool) -> Bool {
        guard slotCount > 0, rect.canOverlapFiniteRects else { return true }
        // Every item lies across the axis within half its length of `crossCentre` (side items only
        // shrink, about their centre): a rect beside that band meets none, however many slots it
        // spans along the axis (a fuzz input asked 100,000 slots of a 10⁹-point rect 0.5 pt off
        // the band, for every query). The margin covers the rounding of the scaled corners.
        let acrossHalf = itemSize.length(along: axis.cross) / 2
        let band = acrossHalf + 1e-6 * (1 + acrossHalf + abs(crossCentre))
        if rect.maxValue(along: axis.cross) < crossCentre - band
            || rect.minValue(along: axis.cross) > crossCentre + band
        {
            return true
        }
        let window = windowSlots
        let half = itemSize.length(along: axis) / 2
        let lower = logical(isMirrored ? rect.maxValue(along: axis) : rect.minValue(along: axis))
        let upper = logical(isMirrored ? rect.minValue(along: axis) : rect.maxValue(along: axis))
        // The slots whose frames can reach the rect, one more on each side for rounding; the exact
        // test on the visual bounds follows.
        let first = Self.slot((lower - leadingRoom - half) / pitch, .down, in: window)
        let last = Self.slot((upper - leadingRoom + half) / pitch, .up, in: window)
        guard first <= last else { return true }
        let rest = currentRestPosition
        var cursor = sections.cursor()
        func visit(_ slots: ClosedRange<Int>) -> Bool {
            // Bound: the window's slots (at most itemCount): `slot(_:_:in:)` clamps first and last into it.
            for slot in slots {
                let element = attributes(slot: slot, index: cursor.index(ofFlat: slot % itemCount), rest: rest)
                if element.visualBounds.overlaps(rect) && !body(element) { return false }
            }
            return true
        }
        // A wrapping window can start mid-sequence (items 7, 8, 0, 1…): the slots from the one
        // showing item 0 come first, for index order. (A window holds each item once.)
        let wrap = first + (itemCount - first % itemCount) % itemCount
        guard wrap > first && wrap <= last else { return visit(first...last) }
        return visit(wrap...last) && visit(first...(wrap - 1))
    }

    public func attributes(for index: ElementIndex) -> LayoutAttributes? {
        guard let flat = sections.flatIndex(of: index) else { return nil }
        return attributes(slot: windowSlot(showing: flat), index: index, rest: currentRestPosition)
    }

    /// The slot in ``windowSlots`` that shows the item at `flat`: with wrapping, the instance
    /// nearest the current offset.
    private func windowSlot(showing flat: Int) -> Int {
        let start = windowSlots.lowerBound
        return start + ((flat - start) % itemCount + itemCount) % itemCount
    }

    /// The resting position of the visible area at the current offset, as a logical position.
    private var currentRestPosition: CGFloat {
        logical(environment.contentOffset.value(along: axis) + restShift)
    }

    /// The slots queries draw elements from: every slot without wrapping; with wrapping, the
    /// ``itemCount`` consecutive slots centred on the middle of the visible area, kept inside the
    /// content. Leading, the window never starts after the slot at the resting position: with
    /// too few items to fill the visible area (``wrapsSeamlessly`` false) it starts there, so
    /// the resting item and those after it are shown; otherwise the middle is never that far
    /// ahead, and the window is the centred one. Empty when there are no items.
    package var windowSlots: Range<Int> {
        guard cycleCount > 1 else { return 0..<slotCount }
        let offset = environment.contentOffset.value(along: axis)
        let half = CGFloat(itemCount - 1) / 2
        var anchor = (logical(offset + middleShift) - leadingRoom) / pitch
        if configuration.alignment == .leading {
            anchor = Swift.min(anchor, pagePosition(at: environment.contentOffset) + half)
        }
        let start = Self.slot(anchor - half, .toNearestOrAwayFromZero, in: 0..<(slotCount - itemCount + 1))
        return start..<(start + itemCount)
    }

    /// Whether a wrapping carousel has enough items for every slot that meets the visible area to
    /// be in ``windowSlots`` at any offset: `itemCount · pitch` at least the available length
    /// plus the item length plus two pitches. Always true without wrapping.
    package var wrapsSeamlessly: Bool {
        guard cycleCount > 1 else { return true }
        let needed = environment.availableSize.length(along: axis) + itemSize.length(along: axis) + 2 * pitch
        return CGFloat(itemCount) * pitch >= needed
    }

    public mutating func updateContentOffset(_ offset: CGPoint) {
        environment.updateContentOffset(offset)
    }

    /// A new size invalidates everything. A new offset alone invalidates the offset-dependent
    /// part when side items are scaled or faded, when the carousel wraps (its window of slots
    /// moves), or when it moves across the scroll axis (items taller than the view scroll across
    /// too, and ``contentOffset(centering:)`` keeps the offset across); otherwise nothing.
    public func invalidation(forBoundsChange newBounds: CGRect) -> LayoutInvalidation {
        guard newBounds.size == environment.boundsSize else { return .everything }
        if newBounds.origin == environment.contentOffset { return .nothing }
        let cross = configuration.scrollAxis.cross
        if newBounds.origin.value(along: cross).clampedOffset != environment.contentOffset.value(along: cross) {
            return .offsetDependent
        }
        return configuration.hasSideEffects || cycleCount > 1 ? .offsetDependent : .nothing
    }

    // MARK: Elements

    /// The attributes of `slot` showing `index`, with the side effects for the resting position at
    /// `rest` (a logical position along the axis).
    private func attributes(slot: Int, index: ElementIndex, rest: CGFloat) -> LayoutAttributes {
        let centre = leadingRoom + CGFloat(slot) * pitch
        let along = itemSize.length(along: axis), across = itemSize.length(along: axis.cross)
        var frame = CGRect(
            along: centre - along / 2, across: crossCentre - across / 2,
            length: along, crossLength: across, axis: axis)
        if isMirrored { frame = frame.mirroredHorizontally(in: contentLength) }
        var element = LayoutAttributes(index: index, frame: frame)
        if configuration.hasSideEffects {
            let distance = abs(centre - rest) / pitch
            let t = Swift.min(distance, 1)
            element.transform.scale = 1 + (configuration.sideItemScale - 1) * t
            element.alpha = 1 + (configuration.sideItemAlpha - 1) * t
            // Nearer the middle is on top; a hundredth of a pitch is finer than any overlap shows.
            element.zIndex = -Int((Swift.min(distance, 1_000_000) * 100).rounded())
        }
        return element
    }

    /// A physical position along the axis as a logical one (from the leading end of the
    /// sequence), and back: the same mirror both ways.
    private func logical(_ position: CGFloat) -> CGFloat {
        isMirrored ? contentLength - position : position
    }

    /// `value` rounded by `rule` as a slot in `range`; NaN, like an empty range, gives the
    /// range's lower bound.
    static func slot(_ value: CGFloat, _ rule: FloatingPointRoundingRule, in range: Range<Int>) -> Int {
        range.isEmpty
            ? range.lowerBound
            : value.roundedIndex(rule, in: range.lowerBound...(range.upperBound - 1), nan: range.lowerBound)
    }
}

extension PreparedCarousel {
    // MARK: Paging

    /// The slot at the resting position of the visible area at `offset` (its middle, or its leading
    /// edge), as a fraction: 2.5 is halfway between slots 2 and 3. Without wrapping, slots are
    /// items of the flat sequence. A non-finite coordinate counts as 0; 0 when there are no items.
    @_spi(Tools) public func pagePosition(at offset: CGPoint) -> CGFloat {
        guard slotCount > 0 else { return 0 }
        return (logical(offset.value(along: axis).finiteOrZero + restShift) - leadingRoom) / pitch
    }

    /// The content offset that puts `slot` at the resting position of the visible area, across
    /// the axis `crossOffset`.
    private func contentOffset(slot: Int, crossOffset: CGFloat) -> CGPoint {
        let along = logical(leadingRoom + CGFloat(slot) * pitch) - restShift
        return CGPoint(along: along + 0, across: crossOffset, axis: axis)
    }

    /// The current cross-axis offset, kept inside the content.
    private var restingCrossOffset: CGFloat {
        clampedContentOffset(environment.contentOffset).value(along: axis.cross)
    }

    /// The item at the resting position of the visible area at `offset` (its middle, or its leading
    /// edge: ``CarouselLayout/Alignment``): the current page. Consistent with
    /// ``contentOffset(centering:)``: the offset that rests an item there gives that item back.
    /// With wrapping, the real item's index. Nil when there are no items.
    public func centeredItem(at offset: CGPoint) -> ElementIndex? {
        guard slotCount > 0 else { return nil }
        let slot = Self.slot(pagePosition(at: offset), .toNearestOrAwayFromZero, in: 0..<slotCount)
        return sections.index(ofFlat: slot % itemCount)
    }

    /// The content offset that rests the item at `index` where items rest (in the middle, or with
    /// its leading edge on the leading inset: "centring" is bringing an item to the resting
    /// position, whatever the alignment), for tap-to-centre; with wrapping, the instance
    /// ``attributes(for:)`` returns, in the window around the current offset. Nil when there is no
    /// such item.
    public func contentOffset(centering index: ElementIndex) -> CGPoint? {
        guard let flat = sections.flatIndex(of: index) else { return nil }
        return contentOffset(slot: windowSlot(showing: flat), crossOffset: restingCrossOffset)
    }

    /// The content offset to start at with the item at `index` at the resting position (start at item n):
    /// with wrapping, its instance in the middle cycle, so that scrolling can go far either way.
    /// Nil when there is no such item.
    public func startingContentOffset(centering index: ElementIndex) -> CGPoint? {
        guard let flat = sections.flatIndex(of: index) else { return nil }
        return contentOffset(slot: (cycleCount / 2) * itemCount + flat, crossOffset: restingCrossOffset)
    }

    /// With wrapping, the offset in the middle cycle that shows exactly what `offset` shows (the
    /// same items at the same places), for jumping back when scrolling stops; without wrapping,
    /// `offset` itself. At the content's very ends the recentred offset also shows the slots the
    /// end cut off. A non-finite coordinate counts as 0.
    public func recenteredContentOffset(_ offset: CGPoint) -> CGPoint {
        let clean = CGPoint(x: offset.x.finiteOrZero, y: offset.y.finiteOrZero)
        guard cycleCount > 1 else { return clean }
        let slot = Self.slot(pagePosition(at: clean), .toNearestOrAwayFromZero, in: 0..<slotCount)
        let cycles = (cycleCount / 2) - slot / itemCount
        let shift = CGFloat(cycles * itemCount) * pitch * (isMirrored ? -1 : 1)
        return CGPoint(along: clean.value(along: axis) + shift, across: clean.value(along: axis.cross), axis: axis)
    }

    /// Where a fling rests: always with an item exactly at the resting position, chosen by the
    /// configuration's ``PageSnapping`` from the page positions of `current` and `proposed` and
    /// the velocity along the axis. Across the axis, `proposed` kept inside the content. With no
    /// items, `proposed` kept inside the content. Non-finite values count as no movement.
    public func targetContentOffset(proposed: CGPoint, velocity: CGPoint, current: CGPoint) -> CGPoint {
        let cross = clampedContentOffset(proposed).value(along: axis.cross)
        guard slotCount > 0 else { return clampedContentOffset(proposed) }
        let from = pagePosition(at: current)
        let to = proposed.value(along: axis).isFinite ? pagePosition(at: proposed) : from
        // Pages increase rightwards except in a mirrored carousel.
        let speed = velocity.value(along: axis).finiteOrZero * (isMirrored ? -1 : 1)
        let page = configuration.snapping.targetPage(
            current: from, projected: to, velocity: speed, pageCount: slotCount)
        return contentOffset(slot: page, crossOffset: cross)
    }
}
