import Foundation

/// Runs of (nearly) equal circles: placed on a periodic pattern of rows instead of one at a time.
///
/// Placed one at a time, equal circles start in a honeycomb, but every touch is computed a
/// ``CirclePacker/margin`` apart and a wall can offer a pocket that suits one circle and not the
/// rows below it: the rows drift and gaps open that stay open. A run instead goes on the densest
/// pattern of rows that fits the width: rows of `k` circles `p` apart (`p` the inflated
/// diameter), alternating with rows shifted by `δ ≤ p / 2`, one row pitch `√(p² − δ²)` below the
/// other. Its sites are filled in reading order, row by row, left to right.
///
/// A run starts a pattern at the first circle of a section where ``lookAheadAcross`` circles fit
/// across (the general packer does not look ahead there, and its first row is the pattern's);
/// otherwise the general packer places the run's first row and one more circle, then a pattern
/// starts, its row 0 as high as every placed circle allows for its first three rows (a site an
/// earlier circle took is skipped). A circle larger than the pattern's (but nearly equal)
/// starts a new pattern below; any other circle ends the run, and the chain is rebuilt from the
/// pattern's last two rows for the general packer. Each decision depends only on the circles so
/// far and the next one, as every placement of the packer does, so appends and rewinds hold.
///
/// Guarantees: sites of one pattern are at least `p` apart (up to the rounding of their
/// coordinates; rows a pitch computed with the packer's margin apart); a site above the lowest circle placed before the pattern is checked against
/// those circles and skipped when not free; sites keep within the walls and below the floor.
extension CirclePacker {
    /// The state of a run: kept in snapshots, so that rewinds restore it.
    struct Honeycomb {
        /// Whether a pattern places the circles, and the radius it is made for.
        var isActive = false
        var radius = 0.0
        /// The first site's x, the distance between sites in a row, the second kind of row's
        /// shift, the row pitch, the sites of each kind of row, and the kind of row 0.
        var x0 = 0.0, pitch = 0.0, shift = 0.0, rowPitch = 0.0
        var sites = (0, 0)
        var firstKind = 0
        /// Row 0's y, the next site (row, slot), and the height above which a site is checked
        /// against the circles placed before the pattern (ids below `firstID`).
        var y0 = 0.0, row = 0, slot = 0
        var checkAbove = -Double.infinity
        var firstID = 0
        /// The first ids of the last row with circles and of the row before (equal when it is
        /// row 0), and that last row's index.
        var currentRowID = 0, previousRowID = 0, currentRow = 0
        /// The chain when the pattern began: what lies under its row 0.
        var startChain: [Int32] = []
        /// The number of consecutive nearly equal circles up to the current one, and its radius.
        var run = 0
        var lastRadius = -1.0

        /// How close two radii are to share a pattern: the larger at most this much larger.
        static let tolerance = 1.0 / 32
        /// Whether the larger of `a` and `b` is at most ``tolerance`` larger than the smaller.
        static func nearlyEqual(_ a: Double, _ b: Double) -> Bool {
            Swift.max(a, b) <= Swift.min(a, b) * (1 + tolerance)
        }
    }

    /// Places circle `r` on the run's pattern when it belongs to one (starting one when a run
    /// begins) and returns true; returns false for the general packer to place it, after handing
    /// the chain back when a run ended.
    mutating func placeOnHoneycomb(_ r: Double, next: Double?) -> Bool {
        guard placesRunsOnPatterns else { return false }
        let continues = honeycomb.lastRadius > 0 && Honeycomb.nearlyEqual(honeycomb.lastRadius, r)
        honeycomb.run = continues ? honeycomb.run + 1 : 1
        honeycomb.lastRadius = r
        let wasActive = honeycomb.isActive
        if wasActive {
            if r <= honeycomb.radius && Honeycomb.nearlyEqual(r, honeycomb.radius) {
                placeOnSite(r)
                return true
            }
            handChainBack()
        }
        let first = count == sectionStart
        guard continues || first, let next, Honeycomb.nearlyEqual(next, r) else { return false }
        let radius = Swift.max(r, next)
        let pattern = honeycombPattern(radius: radius)
        let across = pattern.sites.0
        guard wasActive || honeycomb.run > across + 1 || (first && Double(across) >= Self.lookAheadAcross) else {
            return false
        }
        honeycomb = Honeycomb(
            isActive: true, radius: radius, x0: pattern.x0, pitch: pattern.pitch, shift: pattern.shift,
            rowPitch: pattern.rowPitch, sites: pattern.sites, firstID: count, currentRowID: count,
            previousRowID: count, startChain: Array(chain.buffer), run: honeycomb.run, lastRadius: r)
        // Row 0 of either kind, whichever goes higher (the first kind on a tie).
        let a = firstRow(kind: 0), b = firstRow(kind: 1)
        (honeycomb.firstKind, honeycomb.y0, honeycomb.checkAbove) =
            b.y0 < a.y0 ? (1, b.y0, b.clear) : (0, a.y0, a.clear)
        placeOnSite(r)
        return true
    }

    /// The densest pattern for circles of radius `radius`: rows of `K` (as many as fit) shifted by
    /// the room left, up to half a pitch; or rows of `K` and `K − 1` shifted by half a pitch.
    private func honeycombPattern(radius: Double) -> Honeycomb {
        let p = 2 * radius + spacing, span = Swift.max(0, right - left - 2 * radius)
        let across = Swift.min(span / p, Double(Int32.max))
        let k = Int(across) + 1
        // Sites a margin further apart when that keeps k across: exactly `p` otherwise.
        let pitch = k > 1 && Double(k - 1) * (p + Self.margin) <= span ? p + Self.margin : p
        let reach = p + Self.margin
        let slack = Swift.max(0, span - Double(k - 1) * pitch)
        let evenShift = Swift.min(slack, pitch / 2)
        let evenPitch = (reach * reach - evenShift * evenShift).squareRoot()
        let halfPitch = (reach * reach - pitch * pitch / 4).squareRoot()
        var pattern = Honeycomb(x0: left + radius, pitch: pitch, shift: evenShift, rowPitch: evenPitch, sites: (k, k))
        if k > 1 && Double(2 * k - 1) * evenPitch > Double(2 * k) * halfPitch {
            (pattern.shift, pattern.rowPitch, pattern.sites) = (pitch / 2, halfPitch, (k, k - 1))
        }
        return pattern
    }

    /// The highest y for row 0 (of kind `kind`) such that rows 0 to 2 clear every placed circle,
    /// and the lowest y at which a site may still meet one.
    private func firstRow(kind: Int) -> (y0: Double, clear: Double) {
        let h = honeycomb, R = h.radius + spacing / 2
        var y0 = Swift.max(section.top + h.radius, section.floor, section.deepest - 2 * R)
        var clear = -Double.infinity
        let low = y0 - R - (section.largest + spacing / 2) - Self.margin
        _ = grid.forEach(minX: grid.originX, maxX: grid.originX + grid.span, minY: low, maxY: .greatestFiniteMagnitude)
        {
            k in
            let reach = R + inflated[k] + Self.margin, cx = centerX[k], cy = centerY[k]
            guard cy + reach > y0 else { return true }
            clear = Swift.max(clear, cy + reach)
            // Bound: 3 rows, the sites within `reach` of the circle in each.
            for m in 0..<3 {
                let shifted = (kind + m) % 2 == 1, sites = shifted ? h.sites.1 : h.sites.0
                let start = h.x0 + (shifted ? h.shift : 0)
                let first = Swift.max(0, ((cx - reach - start) / h.pitch).rounded(.up))
                let last = Swift.min(Double(sites - 1), ((cx + reach - start) / h.pitch).rounded(.down))
                guard first <= last else { continue }
                for j in Int(first)...Int(last) {
                    let dx = start + Double(j) * h.pitch - cx
                    if Swift.abs(dx) < reach {
                        y0 = Swift.max(y0, cy + (reach * reach - dx * dx).squareRoot() - Double(m) * h.rowPitch)
                    }
                }
            }
            return true
        }
        return (y0, clear)
    }

    /// Places circle `r` at the pattern's next free site.
    private mutating func placeOnSite(_ r: Double) {
        var h = honeycomb
        let R = h.radius + spacing / 2
        var x = 0.0, y = 0.0
        // Bound: the sites above `checkAbove`, a few rows; every site below it is free.
        while true {
            let shifted = (h.firstKind + h.row) % 2 == 1
            if h.slot >= (shifted ? h.sites.1 : h.sites.0) {
                (h.row, h.slot) = (h.row + 1, 0)
                continue
            }
            x = Swift.min(h.x0 + (shifted ? h.shift : 0) + Double(h.slot) * h.pitch, right - h.radius)
            y = h.y0 + Double(h.row) * h.rowPitch
            h.slot += 1
            if y >= h.checkAbove || isClearOfEarlierCircles(x: x, y: y, inflatedRadius: R, before: h.firstID) { break }
        }
        if h.row != h.currentRow { (h.previousRowID, h.currentRowID, h.currentRow) = (h.currentRowID, count, h.row) }
        honeycomb = h
        _ = add(x: x, y: y, radius: r)
        upcomingIsValid = false
        section.bottom = Swift.max(section.bottom, y + r)
        if readingOrder { section.floor = y - r }
        section.deepest = Swift.max(section.deepest, y + r + spacing / 2)
    }

    /// Whether a circle at (x, y) clears every circle placed before id `before`.
    private func isClearOfEarlierCircles(x: Double, y: Double, inflatedRadius R: Double, before: Int) -> Bool {
        grid.forEach(minX: x - R, maxX: x + R, minY: y - R, maxY: y + R) { k in
            let dx = centerX[k] - x, dy = centerY[k] - y, s = R + inflated[k]
            return k >= before || dx * dx + dy * dy >= s * s
        }
    }

    /// Ends the run: the chain becomes the pattern's last row, then what lies under it to the
    /// right of its last circle (the row before, or for row 0 the chain the pattern began on),
    /// at most ``maximumChain`` elements (room lost past them, never an overlap).
    private mutating func handChainBack() {
        let h = honeycomb
        honeycomb.isActive = false
        let lastX = centerX[count - 1]
        let under =
            h.previousRowID < h.currentRowID ? (h.previousRowID..<h.currentRowID).map(Int32.init) : h.startChain
        let right = under.filter { $0 >= 0 ? centerX[Int($0)] > lastX : $0 == Self.topLine }
        // The walls and at most `maximumChain − 2` circles: an insertion then still fits.
        let half = Self.maximumChain / 2 - 1
        let last = Array((h.currentRowID..<count).map(Int32.init).suffix(half))
        chain.removeAll()
        chain.append(Self.leftWall)
        for e in last + right.prefix(half) { chain.append(e) }
        chain.append(Self.rightWall)
        upcomingIsValid = false
    }
}
