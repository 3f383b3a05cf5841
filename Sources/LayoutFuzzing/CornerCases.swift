import Foundation

/// Named environments at the edges of the input space, which every layout is checked in with its
/// default configuration: random bytes reach them only by luck.
public enum CornerCases {
    /// The environments, each with a name for failure messages; item counts are capped at
    /// `maximumItems`.
    public static func environments(maximumItems: Int) -> [(name: String, environment: LayoutEnvironment)] {
        let phone = CGSize(width: 375, height: 667)
        let nan = CGFloat.nan, inf = CGFloat.infinity
        let big = Swift.min(100_000, maximumItems)
        var cases: [(String, LayoutEnvironment)] = [
            ("no sections", LayoutEnvironment(boundsSize: phone, itemCounts: [])),
            ("one empty section", LayoutEnvironment(boundsSize: phone, itemCounts: [0])),
            ("one item", LayoutEnvironment(boundsSize: phone, itemCounts: [1])),
            (
                "two items right to left",
                LayoutEnvironment(boundsSize: phone, layoutDirection: .rightToLeft, itemCounts: [2])
            ),
            (
                "\(big) items",
                LayoutEnvironment(boundsSize: phone, contentOffset: CGPoint(x: 5_000, y: 5_000), itemCounts: [big])
            ),
            (
                "\(big) items right to left",
                LayoutEnvironment(boundsSize: phone, layoutDirection: .rightToLeft, itemCounts: [big])
            ),
            ("2,000 sections", LayoutEnvironment(boundsSize: phone, itemCounts: (0..<2_000).map { $0 % 3 })),
            ("empty sections around one item", LayoutEnvironment(boundsSize: phone, itemCounts: [0, 0, 1, 0, 0])),
            ("zero bounds", LayoutEnvironment(boundsSize: .zero, itemCounts: [20])),
            (
                "NaN everywhere",
                LayoutEnvironment(
                    boundsSize: CGSize(width: nan, height: nan), contentOffset: CGPoint(x: nan, y: nan),
                    contentInsets: LayoutInsets(all: nan), itemCounts: [7])
            ),
            (
                "infinite everywhere",
                LayoutEnvironment(
                    boundsSize: CGSize(width: inf, height: inf), contentOffset: CGPoint(x: -inf, y: inf),
                    contentInsets: LayoutInsets(all: inf), itemCounts: [7])
            ),
            (
                "negative everywhere",
                LayoutEnvironment(
                    boundsSize: CGSize(width: -375, height: -667), contentOffset: CGPoint(x: -1e9, y: -1e9),
                    contentInsets: LayoutInsets(all: -20), itemCounts: [-3, 4, -1])
            ),
            ("Int.min items", LayoutEnvironment(boundsSize: phone, itemCounts: [Int.min, 3])),
            (
                "huge bounds and offset",
                LayoutEnvironment(
                    boundsSize: CGSize(width: 1e300, height: 1e300),
                    contentOffset: CGPoint(x: 1e300, y: -1e300), itemCounts: [9])
            ),
            (
                "largest finite bounds",
                LayoutEnvironment(
                    boundsSize: CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude),
                    contentOffset: CGPoint(x: CGFloat.greatestFiniteMagnitude, y: CGFloat.greatestFiniteMagnitude),
                    contentInsets: LayoutInsets(all: CGFloat.greatestFiniteMagnitude), itemCounts: [9])
            ),
            (
                "tiny bounds",
                LayoutEnvironment(
                    boundsSize: CGSize(width: 1e-300, height: CGFloat.leastNonzeroMagnitude), itemCounts: [9])
            ),
            (
                "insets larger than the bounds",
                LayoutEnvironment(boundsSize: phone, contentInsets: LayoutInsets(all: 1_000), itemCounts: [9])
            ),
            ("wide and flat", LayoutEnvironment(boundsSize: CGSize(width: 100_000, height: 1), itemCounts: [30])),
            (
                "supplementary heights, bad ones among them",
                LayoutEnvironment(
                    boundsSize: phone, itemCounts: [3, 0, 5],
                    supplementaryHeights: [.header: [nan, 1e300, -4, 50], .footer: [0, -0.0, inf]])
            ),
            (
                "largest Dynamic Type scale",
                LayoutEnvironment(
                    boundsSize: phone, itemCounts: [40], dynamicTypeScale: CGFloat.greatestFiniteMagnitude)
            ),
            ("NaN Dynamic Type scale", LayoutEnvironment(boundsSize: phone, itemCounts: [40], dynamicTypeScale: nan)),
            ("narrow and tall", LayoutEnvironment(boundsSize: CGSize(width: 1, height: 100_000), itemCounts: [30])),
        ]
        let badSizes: [CGSize] = [
            CGSize(width: nan, height: 10), CGSize(width: inf, height: -inf), CGSize(width: 0, height: 0),
            CGSize(width: -50, height: 80), CGSize(width: 1e300, height: 1e-300),
            CGSize(width: CGFloat.greatestFiniteMagnitude, height: 1),
            CGSize(width: 1, height: CGFloat.leastNonzeroMagnitude),
            CGSize(width: 120, height: 90),
        ]
        cases += [
            (
                "bad per-item sizes (cycle)",
                LayoutEnvironment(boundsSize: phone, itemCounts: [24], itemSizes: .cycle(badSizes))
            ),
            (
                "bad uniform size",
                LayoutEnvironment(
                    boundsSize: phone, itemCounts: [5], itemSizes: .uniform(CGSize(width: nan, height: inf)))
            ),
            ("empty size cycle", LayoutEnvironment(boundsSize: phone, itemCounts: [5], itemSizes: .cycle([]))),
            (
                "per-section sizes, some missing",
                LayoutEnvironment(
                    boundsSize: phone, itemCounts: [3, 8, 2],
                    itemSizes: .perSection([badSizes, [CGSize(width: 10, height: 10)]]))
            ),
            (
                "sizes right to left",
                LayoutEnvironment(
                    boundsSize: phone, layoutDirection: .rightToLeft, itemCounts: [16],
                    itemSizes: .cycle(badSizes))
            ),
        ]
        return cases
    }

    /// Checks `target`'s default layout in every corner environment; the query inputs come from
    /// a fixed byte string. Returns the reports that have violations.
    public static func check(_ target: LayoutFuzzTarget) -> [(name: String, report: FuzzReport)] {
        var failures: [(String, FuzzReport)] = []
        for (name, environment) in environments(maximumItems: target.maximumItems) {
            var reader = ByteReader(Array(0..<64).map { UInt8(($0 * 37 + 11) % 256) })
            let report = LayoutChecker.check(target.standard, in: environment, target: target, reader: &reader)
            if !report.violations.isEmpty { failures.append((name, report)) }
        }
        return failures
    }
}
