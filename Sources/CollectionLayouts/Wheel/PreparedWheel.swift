import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A wheel prepared for one environment. See ``WheelLayout``.
///
/// Stores only the sections' starts (O(sections)); everything else is arithmetic on the content
/// offset, so ``updateContentOffset(_:)`` is O(1) and a query costs O(k + log sections) for the
/// k items whose turned bounds can meet the rect (at most one turn's worth).
public struct PreparedWheel: PreparedLayout, ConfiguredPreparedLayout {
    /// The configuration the wheel was prepared with, its item size and radius scaled by the
    /// environment's ``LayoutEnvironment/dynamicTypeScale``.
    public let configuration: WheelLayout.Configuration
    /// Horizontal: the wheel turns as the content scrolls sideways.
    public var scrollAxis: ScrollAxis { .horizontal }
    public private(set) var environment: LayoutEnvironment
    /// `count × itemWidth` by the height of the bounds less the top and bottom insets.
    public let contentSize: CGSize
    /// The number of items in all sections: the wheel's positions.
    @_spi(Tools) public let itemCount: Int
    /// The offset between two items' upright positions, `(maximumOffset − minimumOffset) / (count − 1)`;
    /// 0 when the wheel cannot turn (fewer than 2 items, or content no wider than the bounds less
    /// the insets).
    @_spi(Tools) public let pitch: CGFloat
    /// The first offset of the tutorial's mapping, where item 0 is upright (the last item, right to
    /// left): `−contentInsets.left`, 0 without insets.
    package let minimumOffset: CGFloat
    /// The last offset of the tutorial's mapping, where the last item is upright (item 0, right to
    /// left): `minimumOffset + contentWidth − availableWidth` (at least `minimumOffset`); without
    /// insets `contentWidth − boundsWidth`.
    package let maximumOffset: CGFloat
    /// Whether later items lie to the left: a right-to-left layout.
    package let isMirrored: Bool
    /// The position of the first item of each section among all items.
    private let sections: SectionOffsets
    /// The scroll position in items: item `i` is upright when `position == i`.
    package private(set) var position: CGFloat

    /// Offsets further than this many pitches from the start are held there (documented clamp).
    static let positionLimit: CGFloat = 1e15

    init(configuration: WheelLayout.Configuration, environment: LayoutEnvironment) {
        self.configuration = configuration
        self.environment = environment
        sections = SectionOffsets(counts: environment.itemCounts)
        itemCount = sections.total
        let width = CGFloat(itemCount) * configuration.itemSize.width
        let available = environment.availableSize
        contentSize = CGSize(width: width, height: available.height)
        minimumOffset = -environment.contentInsets.left
        maximumOffset = minimumOffset + Swift.max(0, width - available.width)
        isMirrored = environment.layoutDirection == .rightToLeft
        let pitch = itemCount >= 2 ? (maximumOffset - minimumOffset) / CGFloat(itemCount - 1) : 0
        self.pitch = pitch.isFinite && pitch > 0 ? pitch : 0
        position = 0
        position = position(at: environment.contentOffset)
    }

    // MARK: - Angles

    /// The wheel's angle at the current offset: the angle of item 0, `−anglePerItem · position`
    /// (negated right to left).
    package var angle: CGFloat { angle(ofItemAt: 0) }

    /// The angle of the item at `position` among all items: `anglePerItem · (i − position)`,
    /// negated right to left; 0 means upright in the centre, positive is to the right.
    package func angle(ofItemAt i: Int) -> CGFloat { (isMirrored ? -1 : 1) * turn(ofItemAt: i) }

    /// How far round the wheel the item at `i` is in reading order, `anglePerItem · (i − position)`:
    /// the angle left to right, its mirror right to left. The shown turn is `−π < turn ≤ π` in
    /// either direction, so that the two are mirror images.
    private func turn(ofItemAt i: Int) -> CGFloat { configuration.anglePerItem * (CGFloat(i) - position) }

    /// The scroll position in items at `offset`: `(offset.x − minimumOffset) / pitch`, the
    /// tutorial's mapping (`offset.x / pitch` without insets); right to left
    /// `(maximumOffset − offset.x) / pitch`.
    package func position(at offset: CGPoint) -> CGFloat {
        guard pitch > 0 else { return 0 }
        let x = offset.x.finiteOrZero
        let p = (isMirrored ? maximumOffset - x : x - minimumOffset) / pitch
        return p.isNaN ? 0 : Swift.min(Swift.max(p, -Self.positionLimit), Self.positionLimit)
    }

    /// The content offset at which the scroll position is `position`: `minimumOffset + position · pitch`
    /// (right to left, from `maximumOffset` down); the last item's exactly `maximumOffset`
    /// (`minimumOffset`), whatever the rounding.
    private func offsetX(atPosition position: Int) -> CGFloat {
        guard pitch > 0 else { return minimumOffset }
        if position == itemCount - 1 { return isMirrored ? minimumOffset : maximumOffset }
        return isMirrored
            ? Swift.max(maximumOffset - CGFloat(position) * pitch, minimumOffset)
            : Swift.min(minimumOffset + CGFloat(position) * pitch, maximumOffset)
    }

    /// The farthest any point of a shown item can be from the wheel's centre, in points: the
    /// outer radius, more when a tilt's perspective enlarges it.
    package var reach: CGFloat {
        let (dx, dy) = tiltSlack
        return configuration.outerRadius + Swift.max(dx, dy)
    }

    /// The middle of the visible rect less the content insets, where the upright item's centre is.
    package var middle: CGPoint {
        let e = environment, available = e.availableSize
        return CGPoint(
            x: e.contentOffset.x + e.contentInsets.left + available.width / 2,
            y: e.contentOffset.y + e.contentInsets.top + available.height / 2)
    }

    /// The point the items turn about, in content coordinates: `radius` below (or above)
    /// ``middle``, the centre of the visible rect less the insets.
    package var wheelCentre: CGPoint {
        let m = middle
        return CGPoint(x: m.x, y: m.y + (configuration.isHanging ? -1 : 1) * configuration.radius)
    }

    // MARK: - Queries

    @discardableResult
    public func forEachElement(in rect: CGRect, _ body: (LayoutAttributes) -> Bool) -> Bool {
        guard itemCount > 0, rect.canOverlapFiniteRects else { return true }
        let c = configuration
        let centre = wheelCentre
        // An item's turned bounds lie within hypot(w/2, h/2) of its centre on each axis, plus what
        // the tilt's perspective moves; so an item meets `rect` only if its centre, on the circle
        // of `radius`, lies in `rect` grown by that much (and a little for rounding).
        let (slackX, slackY) = tiltSlack
        // Every shown item lies within `reach` of the centre: query that box only, so that a huge
        // rect (±1e300) cannot swallow the growth below in rounding.
        let reach = self.reach + 1
        // (By hand: Foundation's `intersection` traps on infinite rects.)
        let minX = Swift.max(rect.minX, centre.x - reach), maxX = Swift.min(rect.maxX, centre.x + reach)
        let minY = Swift.max(rect.minY, centre.y - reach), maxY = Swift.min(rect.maxY, centre.y + reach)
        guard maxX >= minX, maxY >= minY else { return true }
        // A rect thinner than the rounding at its position (a height of 5e-324) still overlaps.
        let box = maxX > minX && maxY > minY ? CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY) : rect
        let halfDiagonal = hypot(c.itemSize.width / 2, c.itemSize.height / 2)
        let rounding = 1e-6 * (1 + c.radius + halfDiagonal) + 1e-12 * (abs(centre.x) + abs(centre.y))
        let grown = CGRect(
            x: box.minX - halfDiagonal - slackX - rounding, y: box.minY - halfDiagonal - slackY - rounding,
            width: box.width + 2 * (halfDiagonal + slackX + rounding),
            height: box.height + 2 * (halfDiagonal + slackY + rounding))
        let arcs = WheelArcs.angles(where: grown, centre: centre, radius: c.radius, cosineSign: c.isHanging ? 1 : -1)
        // Angles to item positions: φ = a (i − position), within the turn −π < φ ≤ π.
        var ranges: [ClosedRange<Int>] = []
        for arc in arcs {
            // From angles to turns (mirrored right to left), then to positions.
            let (lower, upper) = isMirrored ? (-arc.upperBound, -arc.lowerBound) : (arc.lowerBound, arc.upperBound)
            // Clamped so that an arc wholly before item 0 or past the last item is empty (first > last).
            let first = (position + Swift.max(lower, -.pi) / c.anglePerItem).roundedIndex(
                .up, in: 0...itemCount, nan: itemCount)
            let last = (position + Swift.min(upper, .pi) / c.anglePerItem).roundedIndex(
                .down, in: -1...(itemCount - 1), nan: -1)
            if first <= last { ranges.append(first...last) }
        }
        ranges.sort { $0.lowerBound < $1.lowerBound }
        var next = 0
        var cursor = sections.cursor()
        for range in ranges {
            let start = Swift.max(range.lowerBound, next)
            guard start <= range.upperBound else { continue }
            // Bound: itemCount in all: the ranges are clamped to the items and none is visited twice (`next`).
            for i in start...range.upperBound {
                let a = attributes(at: i, index: cursor.index(ofFlat: i))
                if !a.isHidden && overlaps(a, rect, centre: centre) && !body(a) { return false }
            }
            next = range.upperBound + 1
        }
        return true
    }

    public func attributes(for index: ElementIndex) -> LayoutAttributes? {
        guard let i = sections.flatIndex(of: index) else { return nil }
        return attributes(at: i, index: index)
    }

    /// The item nearest upright at `offset`: `position` rounded, within the items.
    public func centeredItem(at offset: CGPoint) -> ElementIndex? {
        guard itemCount > 0 else { return nil }
        let p = position(at: offset).rounded()
        return sections.index(ofFlat: Int(Swift.min(Swift.max(p, 0), CGFloat(itemCount - 1))))
    }

    /// Rests with an item upright in the centre, by ``WheelLayout/Configuration/snapping`` with
    /// pages of one item's pitch: never against the fling, at least one item for a flick. Vertically the
    /// proposal is kept inside the content. Without room to turn, rests where item 0 is upright
    /// (x = 0 without insets).
    public func targetContentOffset(proposed: CGPoint, velocity: CGPoint, current: CGPoint) -> CGPoint {
        let y = clampedContentOffset(proposed).y
        guard pitch > 0 else { return clampedContentOffset(CGPoint(x: minimumOffset, y: y)) }
        let page = configuration.snapping.targetPage(
            current: position(at: current), projected: position(at: proposed),
            velocity: velocity.x.finiteOrZero * (isMirrored ? -1 : 1), pageCount: itemCount)
        return CGPoint(x: offsetX(atPosition: page), y: y)
    }

    /// The content offset at which the item at `index` is upright in the centre, for
    /// scroll-to-item; vertically the current offset kept inside the content. Nil when there is
    /// no such item.
    public func contentOffset(centering index: ElementIndex) -> CGPoint? {
        guard let i = sections.flatIndex(of: index) else { return nil }
        let y = clampedContentOffset(environment.contentOffset).y
        return CGPoint(x: offsetX(atPosition: i), y: y)
    }

    /// A new size invalidates everything; a new offset only the angle (``updateContentOffset(_:)``).
    public func invalidation(forBoundsChange newBounds: CGRect) -> LayoutInvalidation {
        if newBounds.size != environment.boundsSize { return .everything }
        return newBounds.origin == environment.contentOffset ? .nothing : .offsetDependent
    }

    public mutating func updateContentOffset(_ offset: CGPoint) {
        environment.updateContentOffset(offset)
        position = position(at: environment.contentOffset)
    }

    // MARK: - Private

    /// The attributes of the item at `i` among all items.
    private func attributes(at i: Int, index: ElementIndex) -> LayoutAttributes {
        let c = configuration
        let turn = turn(ofItemAt: i)
        let phi = isMirrored ? -turn : turn
        let sign: CGFloat = c.isHanging ? -1 : 1
        let transform = LayoutTransform(rotation: sign * phi, rotationX: sign * c.tilt, perspective: c.perspective)
        let zIndex = i
        guard turn > -.pi && turn <= .pi else {
            // Off the shown turn: no area, hidden, where its centre would be.
            let centre = wheelCentre
            let at = CGPoint(x: centre.x + c.radius * sin(phi), y: centre.y - sign * c.radius * cos(phi))
            return LayoutAttributes(
                index: index, frame: CGRect(origin: at, size: .zero), transform: transform,
                zIndex: zIndex, alpha: 0, isHidden: true)
        }
        let m = middle
        let frame = CGRect(
            x: m.x - c.itemSize.width / 2, y: m.y - c.itemSize.height / 2,
            width: c.itemSize.width, height: c.itemSize.height)
        return LayoutAttributes(
            index: index, frame: frame, transform: transform,
            anchorPoint: CGPoint(x: 0.5, y: c.anchorPointY), zIndex: zIndex)
    }

    /// Whether `a.visualBounds` overlaps `rect`, deciding clear cases from the flat wheel's bounds
    /// in closed form: the item's centre on the circle ± the turned half extents, which agree
    /// with `visualBounds` to rounding. Only cases within rounding of an edge, and tilted wheels,
    /// build the corners (4 corners, 8 sin/cos and 4 arrays per item), which a scroll step would
    /// otherwise pay for every item it asks about.
    private func overlaps(_ a: LayoutAttributes, _ rect: CGRect, centre: CGPoint) -> Bool {
        let c = configuration
        guard c.tilt == 0 else { return a.visualBounds.overlaps(rect) }
        let rotation = a.transform.rotation
        let cosine = cos(rotation), sine = sin(rotation)
        let w = c.itemSize.width / 2, h = c.itemSize.height / 2
        let ex = w * abs(cosine) + h * abs(sine), ey = w * abs(sine) + h * abs(cosine)
        let sign: CGFloat = c.isHanging ? -1 : 1
        let mid = CGPoint(x: centre.x + sign * c.radius * sine, y: centre.y - sign * c.radius * cosine)
        let tolerance = 1e-9 * (1 + abs(centre.x) + abs(centre.y) + c.radius + w + h)
        let outer = CGRect(
            x: mid.x - ex - tolerance, y: mid.y - ey - tolerance,
            width: 2 * (ex + tolerance), height: 2 * (ey + tolerance))
        guard outer.overlaps(rect) else { return false }
        let inner = CGRect(
            x: mid.x - ex + tolerance, y: mid.y - ey + tolerance,
            width: 2 * (ex - tolerance), height: 2 * (ey - tolerance))
        // Far from the origin the tolerance can exceed the item: then there is no inner rect
        // (a negative size would be standardized into a larger one).
        guard ex > tolerance, ey > tolerance else { return a.visualBounds.overlaps(rect) }
        return inner.overlaps(rect) || a.visualBounds.overlaps(rect)
    }

    /// How far, at most, the tilt's perspective moves a point of an item from where the flat wheel
    /// has it, along x and y.
    private var tiltSlack: (CGFloat, CGFloat) {
        let c = configuration
        guard c.tilt != 0, c.perspective > 0 else { return (0, 0) }
        // A point at distance ρ ≤ R from the centre comes to depth z = y·sin(tilt), |z| ≤ R·|sin|,
        // and is drawn at (x, y·cos(tilt)) / w with w = 1 − z/d in [1 − R|sin|/d, 1 + R|sin|/d].
        let r = c.outerRadius, s = abs(sin(c.tilt)), cosine = cos(c.tilt)
        let wMin = 1 - r * s / c.perspective, wMax = 1 + r * s / c.perspective
        let dx = r * (1 / wMin - 1)
        let dy = r * Swift.max(abs(cosine / wMin - 1), abs(1 - cosine / wMax))
        return (dx, dy)
    }
}
