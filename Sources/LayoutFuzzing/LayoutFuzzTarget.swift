#if !FUZZ_SINGLE_MODULE
@_spi(Tools) import CollectionLayouts  // for LayoutKind: an SPI import holds in its own file only
#endif
import Foundation

/// One layout as the fuzzer and the property suite see it: how to build an arbitrary
/// configuration from bytes, and what the layout promises beyond what every layout does.
///
/// One per ``LayoutKind``: a new case fails to compile until ``target(for:)`` returns its target
/// (a static `LayoutFuzzTarget` in a file of `Targets/`).
public struct LayoutFuzzTarget: Sendable {
    /// Checks a snapped offset: returns what is wrong, or nil.
    public typealias SnapCheck = @Sendable (_ layout: any PreparedLayout, _ target: CGPoint) -> String?
    /// Checks one element against a promise of the layout's own: returns what is wrong, or nil.
    public typealias ElementCheck = @Sendable (_ layout: any PreparedLayout, _ element: LayoutAttributes) -> String?
    /// Checks a layout updated for an append (`prepare(in:updating:)`) against the layout before it:
    /// returns what is wrong, or nil.
    public typealias UpdateCheck = @Sendable (_ before: any PreparedLayout, _ after: any PreparedLayout) -> String?
    /// Checks a promise that relates the layout in `environment` to itself in other environments
    /// (the wheel's right-to-left mirror image): returns what is wrong, or nil.
    public typealias EnvironmentCheck =
        @Sendable (_ layout: any CollectionLayout, _ environment: LayoutEnvironment) -> String?
    /// Draws, after the environment, what a layout's configuration and environment gained after
    /// its corpus was made: returns the layout to check, and may change the environment. A thrown
    /// ``LayoutError`` is a valid outcome (the value was rejected).
    public typealias LaterDraws =
        @Sendable (_ layout: any CollectionLayout, _ environment: inout LayoutEnvironment, _ reader: inout ByteReader)
        throws(LayoutError) -> any CollectionLayout

    /// The layout.
    package var kind: LayoutKind
    /// The layout's name (`grid`, `carousel`, …): its corpus folder and `FUZZ_LAYOUT`'s value.
    public var name: String { kind.name }
    /// The most items (over all sections) one input may hold: the cap on work per input. Layouts
    /// whose prepare is more than linear take a lower cap.
    public var maximumItems: Int
    /// The supplementary kinds the layout produces (section headers, …), to query and to count in
    /// the brute-force answer.
    public var supplementaryKinds: [String]
    /// The decoration kinds the layout produces (section backgrounds), to query through
    /// ``PreparedLayout/decorationAttributes(ofKind:at:)`` and to count in the brute-force answer.
    public var decorationKinds: [String]
    /// Whether every element's visual bounds lie inside the content size. The default is true.
    public var framesInsideContent: Bool
    /// Whether ``PreparedLayout/targetContentOffset(proposed:velocity:current:)`` stays inside
    /// ``PreparedLayout/contentOffsetBounds``. The default is true.
    public var restsInsideContent: Bool
    /// Whether ``PreparedLayout/centeredItem(at:)`` is the cell nearest the middle of the visible
    /// rect among those that overlap it (the default), held to a brute-force search. False for
    /// layouts with their own answer (the current page). The default is false.
    public var restsOnNearestCell: Bool
    /// The layout with its default configuration, for the corner-case environments.
    public var standard: any CollectionLayout { kind.standardLayout }
    /// For layouts that snap: what a snapped offset must satisfy (an item rests in the middle, …).
    public var snapCheck: SnapCheck?
    /// A promise about every element besides the common ones (a wheel's reach, …).
    public var elementCheck: ElementCheck?
    /// What updating for appended items keeps in place: given the layout before the append and
    /// updated after it, returns what moved that should not have, or nil (see Sources/CollectionLayouts/CollectionLayouts.docc/Appends.md).
    public var updateCheck: UpdateCheck?
    /// A promise across environments (the wheel's mirror image), checked once per input.
    public var environmentCheck: EnvironmentCheck?
    /// The layout with a chosen spacing and inset, in each of its modes, for the tiny-container
    /// corner cases and sweep: the kind's (``LayoutKind/spaced(spacing:inset:mode:)``).
    public var spaced: SpacedLayout {
        let kind = kind
        return SpacedLayout(modes: kind.spacedModes) { spacing, inset, mode throws(LayoutError) in
            try kind.spaced(spacing: spacing, inset: inset, mode: mode)
        }
    }
    /// Builds a layout from the bytes: call the configuration's throwing initializer with values
    /// drawn from `reader`; a thrown ``LayoutError`` is a valid outcome (the value was rejected).
    public var makeLayout: @Sendable (_ reader: inout ByteReader) throws(LayoutError) -> any CollectionLayout
    /// The draws that follow the environment (``LaterDraws``): options added to a layout after its
    /// corpus was made are drawn here, so that every corpus entry still decodes to the
    /// configuration and environment it was made for, and only later draws change meaning.
    public var laterDraws: LaterDraws?

    package init(
        kind: LayoutKind, maximumItems: Int = 100_000, supplementaryKinds: [String] = [],
        decorationKinds: [String] = [], framesInsideContent: Bool = true, restsInsideContent: Bool = true,
        restsOnNearestCell: Bool = false,
        snapCheck: SnapCheck? = nil, elementCheck: ElementCheck? = nil, updateCheck: UpdateCheck? = nil,
        environmentCheck: EnvironmentCheck? = nil, laterDraws: LaterDraws? = nil,
        makeLayout: @escaping @Sendable (_ reader: inout ByteReader) throws(LayoutError) -> any CollectionLayout
    ) {
        self.kind = kind
        self.maximumItems = maximumItems
        self.supplementaryKinds = supplementaryKinds
        self.decorationKinds = decorationKinds
        self.framesInsideContent = framesInsideContent
        self.restsInsideContent = restsInsideContent
        self.restsOnNearestCell = restsOnNearestCell
        self.snapCheck = snapCheck
        self.elementCheck = elementCheck
        self.updateCheck = updateCheck
        self.environmentCheck = environmentCheck
        self.makeLayout = makeLayout
        self.laterDraws = laterDraws
    }

    /// Every layout the fuzzer and the property suite cover: one per ``LayoutKind``, in its order.
    public static let all: [LayoutFuzzTarget] = LayoutKind.allCases.map(target(for:))

    /// The target of `kind`.
    package static func target(for kind: LayoutKind) -> LayoutFuzzTarget {
        switch kind {
        case .grid: .grid
        case .carousel: .carousel
        case .gallery: .gallery
        case .wheel: .wheel
        case .circles: .circles
        }
    }

    /// The target called `name`, or nil.
    public static func named(_ name: String) -> LayoutFuzzTarget? {
        LayoutKind(rawValue: name).map(target(for:))
    }
}

extension LayoutFuzzTarget {
    /// Whether every item of `before` but the last `exceptLast` of its last non-empty section has
    /// the same attributes in `after`: returns the first that moved, or nil.
    ///
    /// Past ``LayoutChecker/bruteForceLimit`` items, a sample: the first and last 64 of each
    /// section and every hundredth (comparing 100,000 grid items took a fifth of the fuzzer's time).
    public static func itemsKeepTheirPlace(
        _ before: any PreparedLayout, _ after: any PreparedLayout, exceptLast: Int
    ) -> String? {
        let e = before.environment
        let lastNonEmpty = e.itemCounts.lastIndex { $0 > 0 }
        let sampled = e.totalItemCount > LayoutChecker.bruteForceLimit
        for section in e.itemCounts.indices {
            var count = e.numberOfItems(inSection: section)
            if section == lastNonEmpty { count -= exceptLast }
            for item in 0..<Swift.max(0, count) where !sampled || item < 64 || item >= count - 64 || item % 100 == 0 {
                let index = ElementIndex(section, item)
                let old = before.attributes(for: index), new = after.attributes(for: index)
                if old != new {
                    return
                        "item \(index) moved from \(String(describing: old?.frame)) to \(String(describing: new?.frame))"
                }
            }
        }
        return nil
    }
}
