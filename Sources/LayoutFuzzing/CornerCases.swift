import Foundation

/// Named environments at the edges of the input space, which every layout is checked in with its
/// default configuration, and tiny containers with no room to spare (``tinyContainers(for:)``),
/// with its spacing and insets at 0: random bytes reach them only by luck.
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
        environments(maximumItems: target.maximumItems).compactMap { name, environment in
            check(target.standard, in: environment, as: target).map { (name, $0) }
        }
    }

    /// Tiny containers with no room to spare (issue 34), in each of the layout's modes
    /// (``LayoutFuzzTarget/spaced``): no spacing and no insets in containers 10⁻¹⁰⁰ and 10⁻¹³
    /// points wide and high (the circles' collision grid asked for 4 TB and 9.5 GB there) and in
    /// the least subnormal one, 5e-324 (where the circles' packing turned quadratic), and a spacing
    /// of 10⁻³⁰⁰ in a container as wide; 2 to 10,000 items, above the fuzz targets' caps.
    public static func tinyContainers(
        for target: LayoutFuzzTarget
    ) throws(LayoutError) -> [(name: String, layout: any CollectionLayout, environment: LayoutEnvironment)] {
        let cases: [(width: CGFloat, spacing: CGFloat, items: Int)] = [
            (1e-100, 0, 2), (1e-13, 0, 100), (1e-13, 0, 10_000), (.leastNonzeroMagnitude, 0, 10_000),
            (1e-300, 1e-300, 10_000),
        ]
        var result: [(String, any CollectionLayout, LayoutEnvironment)] = []
        for (mode, modeName) in target.spaced.modes.enumerated() {
            let layout = try target.spaced.make(0, 0, mode)
            for (width, spacing, items) in cases {
                let spaced = spacing == 0 ? layout : try target.spaced.make(spacing, 0, mode)
                result.append(
                    (
                        "\(width) wide, spacing \(spacing), no insets, \(items) items, \(modeName)", spaced,
                        LayoutEnvironment(boundsSize: CGSize(width: width, height: width), itemCounts: [items])
                    ))
            }
        }
        return result
    }

    /// Checks `target` in every tiny container (``tinyContainers(for:)``) as ``check(_:)`` does.
    /// Returns the reports that have violations.
    public static func checkTinyContainers(
        _ target: LayoutFuzzTarget
    ) throws(LayoutError) -> [(name: String, report: FuzzReport)] {
        try tinyContainers(for: target).compactMap { name, layout, environment in
            check(layout, in: environment, as: target).map { (name, $0) }
        }
    }

    /// The report of `layout` in `environment` when it has violations; the query inputs come
    /// from a fixed byte string.
    private static func check(
        _ layout: any CollectionLayout, in environment: LayoutEnvironment, as target: LayoutFuzzTarget
    ) -> FuzzReport? {
        var reader = ByteReader(Array(0..<64).map { UInt8(($0 * 37 + 11) % 256) })
        let report = LayoutChecker.check(layout, in: environment, target: target, reader: &reader)
        return report.violations.isEmpty ? nil : report
    }

    /// The circles' committed corpus entries for issue 34, by file name under
    /// `Fuzz/corpus/circles/`, with the input each stands for and its bytes: the tiny containers
    /// of ``tinyContainers(for:)`` with no insets and no spacing (10⁻¹⁰⁰ points, 2 circles; 10⁻¹³,
    /// 100 and 500; 5e-324, 500, dense) and with a spacing of 10⁻³⁰⁰ in a container as wide (500,
    /// both orders), the default diameter, and the fixed queries of ``ByteWriter/queries()``.
    /// Counts stop at the target's 500 (the corner cases hold 10,000).
    /// `WRITE_CORPUS=1 swift test --filter namedCorpusEntries` writes them again.
    public static func circlesCorpus() throws(LayoutError) -> [(
        file: String, configuration: CirclePackLayout.Configuration, environment: LayoutEnvironment, bytes: [UInt8]
    )] {
        let entries:
            [(file: String, width: CGFloat, spacing: CGFloat, ordering: CirclePackLayout.Ordering, items: Int)] =
                [
                    ("tiny-1e-100-spacing-0-2", 1e-100, 0, .readingOrder, 2),
                    ("tiny-1e-13-spacing-0-100", 1e-13, 0, .readingOrder, 100),
                    ("tiny-1e-13-spacing-0-500", 1e-13, 0, .readingOrder, 500),
                    ("tiny-5e-324-spacing-0-dense-500", .leastNonzeroMagnitude, 0, .dense, 500),
                    ("tiny-1e-300-spacing-1e-300-500", 1e-300, 1e-300, .readingOrder, 500),
                    ("tiny-1e-300-spacing-1e-300-dense-500", 1e-300, 1e-300, .dense, 500),
                ]
        var files: [(String, CirclePackLayout.Configuration, LayoutEnvironment, [UInt8])] = []
        for entry in entries {
            let configuration = try CirclePackLayout.Configuration(
                insets: .zero, spacing: entry.spacing, ordering: entry.ordering)
            let environment = LayoutEnvironment(
                boundsSize: CGSize(width: entry.width, height: entry.width), itemCounts: [entry.items])
            var writer = ByteWriter()
            writer.circlePack(configuration)
            writer.environment(environment, maximumItems: LayoutFuzzTarget.circles.maximumItems)
            writer.queries()
            files.append((entry.file, configuration, environment, writer.bytes))
        }
        return files
    }
}
