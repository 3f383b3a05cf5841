import Foundation

extension ByteReader {
    /// An environment as a running app could hand it over, adversarial values included: bounds,
    /// offset and insets from the palette, no / one / a few / up to 2,000 sections, item counts
    /// from 0 to `maximumItems` in all (negative counts too, which count as 0), per-item sizes of
    /// every kind, and either direction.
    ///
    /// The total of the positive counts never exceeds `maximumItems`, the cap on work that keeps
    /// one input fast.
    public mutating func environment(maximumItems: Int) -> LayoutEnvironment {
        let boundsSize = size(typical: 0...1200)
        let contentOffset = point()
        let contentInsets = insets()
        let direction: LayoutDirection = bool() ? .rightToLeft : .leftToRight

        let sectionCount: Int
        switch byte() % 8 {
        case 0: sectionCount = 0
        case 1..<6: sectionCount = 1
        case 6: sectionCount = int(in: 2...6)
        default: sectionCount = int(in: 0...2_000)
        }
        var counts: [Int] = []
        counts.reserveCapacity(sectionCount)
        var total = 0
        for section in 0..<sectionCount {
            // Many sections get small counts, so that their number rather than their size is tested.
            var n = sectionCount > 6 && section > 0 ? int(in: -1...8) : count(maximum: maximumItems)
            if n > 0 {
                n = Swift.min(n, maximumItems - total)
                total += n
            }
            counts.append(n)
        }

        let sizes: ItemSizes
        switch byte() % 8 {
        case 0..<4:
            sizes = .none
        case 4:
            sizes = .uniform(size(typical: 1...500))
        case 5, 6:
            sizes = .cycle((0..<int(in: 0...8)).map { _ in size(typical: 1...500) })
        default:
            if total <= 500 {
                // Sometimes fewer sizes than items, or none for a section: missing sizes are data too.
                sizes = .perSection(
                    counts.map { n in
                        (0..<Swift.max(0, Swift.max(0, n) - int(in: 0...1))).map { _ in size(typical: 1...500) }
                    })
            } else {
                sizes = .cycle([size(typical: 1...500)])
            }
        }
        return LayoutEnvironment(
            boundsSize: boundsSize, contentOffset: contentOffset, contentInsets: contentInsets,
            layoutDirection: direction, itemCounts: counts, itemSizes: sizes)
    }

    /// A query rectangle: usually a part of `content` (which may stick out of it), sometimes an
    /// adversarial one (NaN, infinite, empty, negative size, huge).
    public mutating func rect(around content: CGSize) -> CGRect {
        let w = content.width.isFinite ? Swift.max(content.width, 1) : 1000
        let h = content.height.isFinite ? Swift.max(content.height, 1) : 1000
        if byte() % 4 != 0 {
            let x = -0.2 * w + 1.3 * w * fraction(), y = -0.2 * h + 1.3 * h * fraction()
            return CGRect(x: x, y: y, width: 0.5 + 0.6 * w * fraction(), height: 0.5 + 0.6 * h * fraction())
        }
        return CGRect(
            x: double(typical: -w...w), y: double(typical: -h...h),
            width: double(typical: 0...w), height: double(typical: 0...h))
    }
}
