import Foundation
#if !FUZZ_SINGLE_MODULE
@_spi(Tools) import CollectionLayouts  // LayoutKind, the prepared layouts' pitch and slots
#endif

extension LayoutFuzzTarget {
    /// The carousel, plain and endless, centred or leading: it snaps an item to the middle, or its
    /// leading edge to the leading inset.
    public static let carousel = LayoutFuzzTarget(
        kind: .carousel,
        snapCheck: { layout, target in
            guard let carousel = layout as? PreparedCarousel, carousel.slotCount > 0 else { return nil }
            let page = carousel.pagePosition(at: target)
            if abs(page - page.rounded()) > 1e-6 * Swift.max(1, abs(page)) {
                return "rests between items, at page \(page)"
            }
            guard carousel.centeredItem(at: target) != nil else { return "rests on no item" }
            return carousel.configuration.alignment == .leading ? leadingEdgeProblem(carousel, at: target) : nil
        }
    ) { (reader: inout ByteReader) throws(LayoutError) in
        let itemSize: CarouselLayout.ItemSize =
            reader.byte() % 4 == 0
            ? .fractionOfBounds(width: fraction(&reader), height: fraction(&reader))
            : .absolute(reader.lengthSize(typical: 1...400, least: Validate.minimumItemLength))
        let spacing = reader.length(typical: 0...40), axis = reader.axis()
        let sideItemScale = reader.bool() ? 1 : reader.double(typical: 0...1)
        let sideItemAlpha = reader.bool() ? 1 : reader.double(typical: 0...1)
        let wraps = reader.bool(), cap = reader.bool() ? nil : reader.int(in: -2...10)
        let flickVelocity = reader.double(typical: 0...2), rate = reader.double(typical: 0.9...1)
        // Read last, so that the corpus's inputs keep the configuration values they had before it.
        let alignment: CarouselLayout.Alignment = reader.bool() ? .leading : .centered
        return CarouselLayout(
            configuration: try CarouselLayout.Configuration(
                itemSize: itemSize, spacing: spacing, scrollAxis: axis, alignment: alignment,
                sideItemScale: sideItemScale, sideItemAlpha: sideItemAlpha, wraps: wraps, maximumItemsPerFling: cap,
                flickVelocity: flickVelocity, decelerationRate: DecelerationRate(rawValue: rate)))
    }

    /// A fraction of the bounds for an item's side, of any scale (a subnormal fraction of a tiny
    /// bounds is an item of no size at all).
    private static func fraction(_ reader: inout ByteReader) -> CGFloat {
        reader.length(
            typical: 0...1.2, least: .leastNonzeroMagnitude, most: CarouselLayout.Configuration.maximumFraction)
    }

    /// What is wrong with a leading carousel resting at `target`, or nil: the item it rests on
    /// (``PreparedCarousel/centeredItem(at:)``), laid out at that offset, has its leading edge on
    /// the leading content inset: its left edge on the left inset, right to left its right edge
    /// where the room the insets leave ends, scrolling vertically its top on the top inset.
    static func leadingEdgeProblem(_ carousel: PreparedCarousel, at target: CGPoint) -> String? {
        var rested = carousel
        rested.updateContentOffset(target)
        guard let index = rested.centeredItem(at: target), let item = rested.attributes(for: index) else {
            return "rests on no item"
        }
        let e = rested.environment, o = e.contentOffset, insets = e.contentInsets, f = item.frame
        let room = Swift.max(0, e.boundsSize.width - insets.left - insets.right)
        let (edge, inset): (CGFloat, CGFloat) =
            switch (carousel.configuration.scrollAxis, e.layoutDirection) {
            case (.vertical, _): (f.minY, o.y + insets.top)
            case (.horizontal, .leftToRight): (f.minX, o.x + insets.left)
            case (.horizontal, .rightToLeft): (f.maxX, o.x + insets.left + room)
            }
        let tolerance = 1e-6 * (1 + abs(inset) + carousel.pitch)
        return abs(edge - inset) <= tolerance
            ? nil : "rests with item \(index)'s leading edge at \(edge), not on the leading inset at \(inset)"
    }
}
