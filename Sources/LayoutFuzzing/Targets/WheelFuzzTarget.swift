import Foundation
#if !FUZZ_SINGLE_MODULE
@_spi(Tools) import CollectionLayouts  // LayoutKind, the prepared layouts' pitch and slots
#endif

extension LayoutFuzzTarget {
    /// The wheel: items turn about a centre below the visible rect less the insets, so they are
    /// held to the reach around it rather than to the content size, and items off the shown turn
    /// are hidden with no area; it snaps an item upright in the middle of the insets; right to
    /// left is the mirror image of left to right.
    public static let wheel = LayoutFuzzTarget(
        kind: .wheel, framesInsideContent: false,
        snapCheck: { layout, target in
            guard let wheel = layout as? PreparedWheel, wheel.pitch > 0 else { return nil }
            let position = wheel.position(at: target)
            if abs(position - position.rounded()) > 1e-6 * Swift.max(1, abs(position)) {
                return "rests between items, at position \(position)"
            }
            var rested = wheel
            rested.updateContentOffset(target)
            guard let index = rested.centeredItem(at: target), let item = rested.attributes(for: index) else {
                return "rests on no item"
            }
            let middle = insetMiddle(of: rested.environment)
            let tolerance = 1e-6 * (1 + abs(middle.x) + abs(middle.y) + wheel.reach)
            if abs(item.center.x - middle.x) > tolerance || abs(item.center.y - middle.y) > tolerance
                || abs(sin(item.transform.rotation)) > 1e-6
            {
                return
                    "rests with item \(index) at \(item.center), turned \(item.transform.rotation), not upright in the middle \(middle) of the insets"
            }
            return nil
        },
        elementCheck: { layout, element in
            guard let wheel = layout as? PreparedWheel else { return "not a wheel" }
            let b = element.visualBounds, c = wheel.wheelCentre, reach = wheel.reach
            let middle = insetMiddle(of: wheel.environment)
            // The centre is below (above, hanging) the middle of the visible rect less the insets.
            let tolerance = Swift.max(1e-6 + 1e-9 * reach, 1e-12 * (abs(c.x) + abs(c.y)))
            if abs(c.x - middle.x) > tolerance || abs(abs(c.y - middle.y) - wheel.configuration.radius) > tolerance {
                return
                    "the wheel's centre \(c) is not radius \(wheel.configuration.radius) from the middle \(middle) of the insets"
            }
            if element.isHidden {
                // Items off the shown turn are hidden and have no area (see WheelLayout).
                return b.width == 0 && b.height == 0 && element.alpha == 0
                    ? nil : "hidden, yet has area \(b.size) or alpha \(element.alpha)"
            }
            // A billionth of the reach (the wheel's unit tests' bound), or the rounding of a centre far out.
            let inside =
                b.minX >= c.x - reach - tolerance && b.maxX <= c.x + reach + tolerance
                && b.minY >= c.y - reach - tolerance && b.maxY <= c.y + reach + tolerance
            return inside ? nil : "visual bounds \(b) beyond the reach \(reach) of the centre \(c)"
        },
        environmentCheck: { layout, environment in mirrorProblem(layout, environment) }
    ) { (reader: inout ByteReader) throws(LayoutError) in
        WheelLayout(
            configuration: try WheelLayout.Configuration(
                itemSize: reader.lengthSize(typical: 1...300, least: Validate.minimumItemLength),
                radius: reader.length(
                    typical: 1...2_000, least: .leastNonzeroMagnitude, most: WheelLayout.Configuration.maximumRadius),
                anglePerItem: reader.bool() ? nil : reader.double(typical: 0...3.2), hanging: reader.bool(),
                tilt: reader.bool() ? 0 : reader.double(typical: -1.1...1.1),
                snapping: PageSnapping(
                    flickVelocity: reader.double(typical: 0...2),
                    maximumItemsPerFling: reader.bool() ? nil : reader.int(in: -2...10))))
    }

    /// The middle of the visible rect less the insets, from the environment alone.
    private static func insetMiddle(of e: LayoutEnvironment) -> CGPoint {
        let width = Swift.max(0, e.boundsSize.width - e.contentInsets.left - e.contentInsets.right)
        let height = Swift.max(0, e.boundsSize.height - e.contentInsets.top - e.contentInsets.bottom)
        return CGPoint(
            x: e.contentOffset.x + e.contentInsets.left + width / 2,
            y: e.contentOffset.y + e.contentInsets.top + height / 2)
    }

    /// Right to left is the mirror image of left to right: the wheel in the opposite direction,
    /// with the left and right insets swapped, at the offset that has scrolled as far from its
    /// start, shows the same items (those of the visible rect, up to 200) with their centres
    /// mirrored about the middle of the insets and their turns negated. Nil when that holds.
    private static func mirrorProblem(_ layout: any CollectionLayout, _ environment: LayoutEnvironment) -> String? {
        guard let wheel = layout.prepare(in: environment) as? PreparedWheel else { return "not a wheel" }
        let e = wheel.environment
        // Far offsets lose the mirror in rounding: held to the other promises only.
        guard abs(e.contentOffset.x) < 1e9, wheel.maximumOffset < 1e9 else { return nil }
        var mirrored = e
        mirrored.layoutDirection = e.layoutDirection == .rightToLeft ? .leftToRight : .rightToLeft
        mirrored.contentInsets = LayoutInsets(
            top: e.contentInsets.top, left: e.contentInsets.right,
            bottom: e.contentInsets.bottom, right: e.contentInsets.left)
        // Scrolled as far from the start: from minimumOffset up on one side, from maximumOffset down on the other.
        let span = wheel.maximumOffset - wheel.minimumOffset
        let start = -e.contentInsets.right, travelled = e.contentOffset.x - wheel.minimumOffset
        mirrored.contentOffset.x = start + span - travelled
        guard let other = layout.prepare(in: mirrored) as? PreparedWheel else { return "not a wheel" }
        let m = insetMiddle(of: e), n = insetMiddle(of: other.environment)
        let shown = wheel.elements(in: e.visibleRect).prefix(200)
        let tolerance = 1e-6 * (1 + abs(m.x) + abs(n.x) + abs(m.y) + wheel.reach)
        for a in shown {
            guard let b = other.attributes(for: a.index) else { return "mirror image: no item \(a.index)" }
            let turned =
                abs(sin(a.transform.rotation + b.transform.rotation)) > 1e-6
                || abs(a.transform.rotationX - b.transform.rotationX) > 1e-9
            if a.isHidden != b.isHidden || a.zIndex != b.zIndex || a.size != b.size || a.anchorPoint != b.anchorPoint
                || turned
                || abs((a.center.x - m.x) + (b.center.x - n.x)) > tolerance
                || abs((a.center.y - m.y) - (b.center.y - n.y)) > tolerance
            {
                return
                    "mirror image: item \(a.index) is \(a) in \(e.layoutDirection), \(b) mirrored (middles \(m), \(n))"
            }
        }
        return nil
    }
}
