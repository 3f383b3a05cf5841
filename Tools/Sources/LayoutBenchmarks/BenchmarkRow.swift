/// One measured figure, with the tutorial's figure beside it where there is one.
package struct BenchmarkRow: Codable, Sendable, Equatable {
    /// The layout (`grid`, `circles`, …).
    package var layout: String
    /// What was measured (`prepare`, `screen query`, `density`, …).
    package var measure: String
    /// The number of items.
    package var items: Int
    /// The case, when the layout is measured in several (`width 375`, `reading order`).
    package var variant: String
    /// Our figure.
    package var ours: Double
    /// The tutorial's figure on the same input, when measured.
    package var baseline: Double?
    /// The unit of both figures (`ms`, `µs`, `fraction`, `pairs`).
    package var unit: String
    /// Whether a larger figure is better (a density), rather than a smaller one (a time). The
    /// default is false.
    package var higherIsBetter: Bool

    package init(
        layout: String, measure: String, items: Int, variant: String = "", ours: Double,
        baseline: Double? = nil, unit: String, higherIsBetter: Bool = false
    ) {
        self.layout = layout
        self.measure = measure
        self.items = items
        self.variant = variant
        self.ours = ours
        self.baseline = baseline
        self.unit = unit
        self.higherIsBetter = higherIsBetter
    }

    /// How many times better ours is: `baseline / ours` (how many times faster, for times), or
    /// `ours / baseline` when ``higherIsBetter``; nil without a baseline or when a figure is not
    /// positive.
    package var ratio: Double? {
        guard let baseline, ours > 0, baseline > 0 else { return nil }
        return higherIsBetter ? ours / baseline : baseline / ours
    }
}
