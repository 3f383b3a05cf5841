import Foundation

/// What one input did to a layout.
public enum FuzzOutcome: Sendable {
    /// The configuration's initializer rejected a value: a valid outcome.
    case rejected(LayoutError)
    /// The layout was prepared and queried; `violations` lists every broken promise (empty when
    /// all held).
    case checked(FuzzReport)
}

/// The result of checking one prepared layout.
public struct FuzzReport: Sendable, CustomStringConvertible {
    /// The layout, as Swift prints it.
    public var layout: String
    /// The environment it was prepared in, before clamping.
    public var environment: LayoutEnvironment
    /// The broken promises, one line each; at most ``LayoutChecker/maximumViolations``.
    public var violations: [String]
    /// Whether the element sets were compared with the brute-force answer (small inputs only).
    public var comparedWithBruteForce: Bool

    /// The violations with the input that caused them, for a failure message.
    public var description: String {
        var env = "\(environment)"
        if env.count > 600 { env = String(env.prefix(600)) + "…" }
        return (["layout: \(layout)", "environment: \(env)"] + violations.map { "  - " + $0 }).joined(separator: "\n")
    }
}

/// Runs a layout through everything a collection view can ask of it and checks each answer against
/// the promises every layout makes: no trap, every number finite, out-of-range indices give nil,
/// frames inside the content size, `elements(in:)` equal to the brute-force filter of
/// `attributes(for:)` (for inputs of at most ``bruteForceLimit`` items), rest offsets inside the
/// content and on an item where the layout snaps, the items a fling lands on
/// (`landingItems(proposed:velocity:current:)`) those visible where it rests, and the same answers
/// from a second prepare as from the first, after `updateContentOffset(o)` as from a fresh prepare
/// at `o` (every query), and, where a move to `o` invalidates nothing, before it as well; the same
/// promises at a Dynamic Type scale, and a continued prepare equal to a fresh one when items are
/// appended or supplementary views ask for new heights.
public enum LayoutChecker {
    /// The largest item count for which every element is compared with the brute-force answer
    /// (``Budget/thorough``'s).
    public static let bruteForceLimit = 2_000
    /// The most violations one report lists.
    public static let maximumViolations = 12

    /// How much work the checks of one input may do: the property suite checks more per input,
    /// the fuzzer checks more inputs.
    public struct Budget: Sendable {
        /// The largest item count (and section count) for which every element is compared with
        /// the brute-force answer; larger inputs are checked on samples and on the first
        /// elements of each query.
        public var bruteForceLimit: Int
        /// How many offsets `updateContentOffset(_:)` is checked at, each against a fresh prepare.
        public var offsetUpdates: Int

        /// The property suite's and the unit tests': brute force up to 2,000 items, two offset updates.
        public static let thorough = Budget(bruteForceLimit: LayoutChecker.bruteForceLimit, offsetUpdates: 2)
        /// The fuzzer's: brute force up to 300 items, one offset update. Inputs of 300 to 2,000
        /// items, compared in full with ten query rects and four prepares each, made the fuzzer's
        /// slowest tenth of inputs and most of its time.
        public static let fuzzing = Budget(bruteForceLimit: 300, offsetUpdates: 1)
    }

    /// Builds `target`'s layout and environment from `bytes` and checks it within `budget`. The
    /// default is ``Budget/thorough``.
    public static func run(_ target: LayoutFuzzTarget, bytes: [UInt8], budget: Budget = .thorough) -> FuzzOutcome {
        var reader = ByteReader(bytes)
        var layout: any CollectionLayout
        do {
            layout = try target.makeLayout(&reader)
        } catch {
            return .rejected(error)
        }
        var environment = reader.environment(maximumItems: target.maximumItems)
        if let laterDraws = target.laterDraws {
            do {
                layout = try laterDraws(layout, &environment, &reader)
            } catch {
                return .rejected(error)
            }
        }
        return .checked(check(layout, in: environment, target: target, reader: &reader, budget: budget))
    }

    /// Checks a layout the caller has already prepared, holding it to `target`'s promises, with
    /// `rects` (and the visible rect and a fixed set of odd rects) as the `elements(in:)` queries.
    ///
    /// Every element is compared with the brute-force answer whatever the item count, so keep
    /// inputs to a few thousand items. Determinism and offset updates are not checked: they need
    /// the layout value, which a prepared layout does not keep. The engine's unit tests call this.
    /// - Returns: the broken promises, one line each; empty when all held.
    public static func check(_ prepared: any PreparedLayout, as target: LayoutFuzzTarget, rects: [CGRect]) -> [String] {
        var run = CheckRun(target: target, prepared: prepared)
        run.checkPrepared(rects: rects)
        return run.violations
    }

    /// Checks that `updateContentOffset(_:)` on `layout` prepared in `environment` answers every
    /// query as a fresh prepare at the new offset does (``check(_:in:target:reader:)`` checks the
    /// same for offsets drawn from bytes), for each of `offsets` and for the offsets that break
    /// arithmetic: NaN, ±infinity, ±10²⁰ and the greatest finite magnitude.
    /// - Returns: the broken promises, one line each; empty when all held.
    public static func checkOffsetUpdates(
        _ layout: any CollectionLayout, in environment: LayoutEnvironment,
        as target: LayoutFuzzTarget, offsets: [CGPoint]
    ) -> [String] {
        var run = CheckRun(target: target, layout: layout, environment: environment)
        var reader = ByteReader([])
        let adversarial = [
            CGPoint(x: CGFloat.nan, y: CGFloat.nan), CGPoint(x: CGFloat.infinity, y: -CGFloat.infinity),
            CGPoint(x: 1e20, y: 1e20), CGPoint(x: -1e20, y: -1e20),
            CGPoint(x: CGFloat.greatestFiniteMagnitude, y: -CGFloat.greatestFiniteMagnitude),
        ]
        for offset in offsets + adversarial {
            run.checkOffsetUpdate(to: offset, reader: &reader)
            if run.stop { break }
        }
        return run.violations
    }

    /// Checks `layout` prepared in `environment` within `budget`; further query inputs (rects,
    /// offsets, velocities) come from `reader`. The default budget is ``Budget/thorough``.
    public static func check(
        _ layout: any CollectionLayout, in environment: LayoutEnvironment,
        target: LayoutFuzzTarget, reader: inout ByteReader, budget: Budget = .thorough
    ) -> FuzzReport {
        var run = CheckRun(target: target, layout: layout, environment: environment, budget: budget)
        run.checkAll(reader: &reader)
        return FuzzReport(
            layout: "\(layout)", environment: environment, violations: run.violations,
            comparedWithBruteForce: run.isSmall)
    }
}

/// One check of one layout and environment.
struct CheckRun {
    let target: LayoutFuzzTarget
    /// The layout value, when the run prepared it itself (nil for a layout the caller prepared).
    let layout: (any CollectionLayout)?
    let environment: LayoutEnvironment
    let prepared: any PreparedLayout
    let isSmall: Bool
    let budget: LayoutChecker.Budget
    var violations: [String] = []

    init(
        target: LayoutFuzzTarget, layout: any CollectionLayout, environment: LayoutEnvironment,
        budget: LayoutChecker.Budget = .thorough
    ) {
        self.target = target
        self.layout = layout
        self.environment = environment
        self.budget = budget
        prepared = layout.prepare(in: environment)
        let e = prepared.environment
        isSmall = e.totalItemCount <= budget.bruteForceLimit && e.numberOfSections <= budget.bruteForceLimit
    }

    /// A run over a layout the caller prepared: every element is compared with brute force.
    init(target: LayoutFuzzTarget, prepared: any PreparedLayout) {
        self.target = target
        layout = nil
        environment = prepared.environment
        self.prepared = prepared
        budget = .thorough
        isSmall = true
    }

    mutating func fail(_ message: String) {
        if violations.count < LayoutChecker.maximumViolations { violations.append(message) }
    }

    var stop: Bool { violations.count >= LayoutChecker.maximumViolations }

    mutating func checkAll(reader: inout ByteReader) {
        checkEnvironmentAndContent()
        let all = isSmall ? bruteForce(prepared, label: "prepared") : sampledElements(prepared, reader: &reader)
        guard !stop else { return }
        checkOutOfRange()
        checkQueries(prepared, all: all, reader: &reader, label: "prepared")
        guard !stop else { return }
        checkDeterminism(all: all)
        if let layout, let check = target.environmentCheck, let problem = check(layout, environment) { fail(problem) }
        checkSnapping(reader: &reader, all: all)
        checkInvalidation(reader: &reader)
        guard !stop else { return }
        checkOffsetUpdate(reader: &reader)
        guard !stop else { return }
        checkAppends(reader: &reader)
        guard !stop else { return }
        checkDynamicType(reader: &reader)
    }

    /// The checks that need only the prepared layout, with the caller's query rects.
    mutating func checkPrepared(rects: [CGRect]) {
        checkEnvironmentAndContent()
        let all = bruteForce(prepared, label: "prepared")
        guard !stop else { return }
        checkOutOfRange()
        var none = ByteReader([])
        checkQueries(prepared, all: all, reader: &none, label: "prepared", extra: rects)
        for offset in [prepared.environment.contentOffset] + rects.map(\.origin) where !stop {
            checkCenteredItem(prepared, at: offset, all: all)
            checkSearchSteps(prepared, at: offset)
        }
    }

    // MARK: - The environment and the content size

    mutating func checkEnvironmentAndContent() {
        let e = prepared.environment
        let lengths = [
            e.boundsSize.width, e.boundsSize.height, e.contentInsets.top, e.contentInsets.left,
            e.contentInsets.bottom, e.contentInsets.right,
        ]
        if !lengths.allSatisfy({ $0.isFinite && $0 >= 0 }) {
            fail("environment not clamped: bounds \(e.boundsSize), insets \(e.contentInsets)")
        }
        if !(e.contentOffset.x.isFinite && e.contentOffset.y.isFinite) {
            fail("environment offset not finite: \(e.contentOffset)")
        }
        if e.itemCounts.contains(where: { $0 < 0 }) {
            fail("negative item count kept: \(e.itemCounts.filter { $0 < 0 }.prefix(3))")
        }
        let size = prepared.contentSize
        if !(size.width.isFinite && size.height.isFinite && size.width >= 0 && size.height >= 0) {
            fail("content size not finite and non-negative: \(size)")
        }
        let bounds = prepared.contentOffsetBounds
        if ![bounds.min.x, bounds.min.y, bounds.max.x, bounds.max.y].allSatisfy(\.isFinite) {
            fail("contentOffsetBounds not finite: \(bounds)")
        }
    }

    // MARK: - Elements one by one

    /// Whether two environments hold the same values, a NaN size equal to a NaN size (sizes are
    /// data): `==`, or failing that their descriptions (printing thousands of item counts for
    /// every input took a tenth of the fuzzer's time).
    static func same(_ a: LayoutEnvironment, _ b: LayoutEnvironment) -> Bool {
        a == b || "\(a)" == "\(b)"
    }

    /// Every element through `attributes(for:)` and `supplementaryAttributes`, each checked.
    mutating func bruteForce(_ p: any PreparedLayout, label: String) -> [LayoutAttributes] {
        let e = p.environment
        var result: [LayoutAttributes] = []
        for section in 0..<e.numberOfSections {
            for item in 0..<e.numberOfItems(inSection: section) {
                let index = ElementIndex(section, item)
                guard let a = p.attributes(for: index) else {
                    fail("\(label): attributes(for: \(index)) is nil for an existing item")
                    continue
                }
                checkElement(a, in: p, context: "\(label): attributes(for: \(index))")
                if a.index != index || a.kind != .cell {
                    fail("\(label): attributes(for: \(index)) answers \(a.kind) \(a.index)")
                }
                result.append(a)
                if stop { return result }
            }
        }
        // One per section of each kind, found by index (0, as the engine indexes them).
        let sectionKinds =
            target.supplementaryKinds.map { ElementKind.supplementary($0) }
            + target.decorationKinds.map { ElementKind.decoration($0) }
        for kind in sectionKinds {
            for section in 0..<e.numberOfSections {
                let index = ElementIndex(section, 0)
                let found: LayoutAttributes?, name: String
                switch kind {
                case .supplementary(let string):
                    (found, name) = (p.supplementaryAttributes(ofKind: string, at: index), string)
                case .decoration(let string):
                    (found, name) = (p.decorationAttributes(ofKind: string, at: index), "\(string) decoration")
                case .cell: continue
                }
                guard let a = found else { continue }
                checkElement(a, in: p, context: "\(label): \(name) of section \(section)")
                if a.kind != kind || a.index.section != section {
                    fail("\(label): \(name) of section \(section) answers \(a.kind) \(a.index)")
                }
                result.append(a)
            }
        }
        return result
    }

    /// For large inputs: the first and last items of the first and last non-empty sections and a
    /// few drawn at random, each checked.
    mutating func sampledElements(_ p: any PreparedLayout, reader: inout ByteReader) -> [LayoutAttributes] {
        let e = p.environment
        let nonEmpty = e.itemCounts.indices.filter { e.itemCounts[$0] > 0 }
        var indices: [ElementIndex] = []
        for section in [nonEmpty.first, nonEmpty.last].compactMap({ $0 }) {
            let n = e.itemCounts[section]
            indices += [ElementIndex(section, 0), ElementIndex(section, n - 1), ElementIndex(section, n / 2)]
        }
        if !nonEmpty.isEmpty {
            for _ in 0..<8 {
                let section = nonEmpty[reader.int(in: 0...(nonEmpty.count - 1))]
                indices.append(ElementIndex(section, reader.int(in: 0...(e.itemCounts[section] - 1))))
            }
        }
        var result: [LayoutAttributes] = []
        for index in indices {
            guard let a = p.attributes(for: index) else {
                fail("attributes(for: \(index)) is nil for an existing item")
                continue
            }
            checkElement(a, in: p, context: "attributes(for: \(index))")
            result.append(a)
        }
        return result
    }

    /// Finite, and inside the content where the layout promises it.
    mutating func checkElement(_ a: LayoutAttributes, in p: any PreparedLayout, context: @autoclosure () -> String) {
        guard a.isFinite else { return fail("\(context()): not finite: \(a)") }
        if a.alpha < 0 || a.alpha > 1 { fail("\(context()): alpha \(a.alpha) outside 0...1") }
        let b = a.visualBounds
        if !(b.minX.isFinite && b.minY.isFinite && b.width.isFinite && b.height.isFinite) {
            return fail("\(context()): visual bounds not finite: \(b)")
        }
        if let check = target.elementCheck, let problem = check(p, a) { fail("\(context()): \(problem)") }
        guard target.framesInsideContent else { return }
        let size = p.contentSize
        // 10⁻⁶ pt, as the engine's unit tests always allowed; beyond a million points, the rounding
        // of coordinates that large.
        let tolerance = Swift.max(1e-6, 1e-12 * Swift.max(abs(size.width), abs(size.height)))
        if b.minX < -tolerance || b.minY < -tolerance || b.maxX > size.width + tolerance
            || b.maxY > size.height + tolerance
        {
            fail("\(context()): visual bounds \(b) outside the content size \(size)")
        }
    }

    // MARK: - Indices that do not exist

    mutating func checkOutOfRange() {
        let e = prepared.environment
        let sections = e.numberOfSections
        var missing = [
            ElementIndex(-1, 0), ElementIndex(0, -1), ElementIndex(sections, 0), ElementIndex(Int.min, Int.min),
            ElementIndex(Int.max, Int.max), ElementIndex(0, Int.max), ElementIndex(0, Int.min),
            ElementIndex(sections + 1, 0),
        ]
        for section in Set([0, sections - 1, sections / 2]) where section >= 0 && section < sections {
            missing.append(ElementIndex(section, e.numberOfItems(inSection: section)))
        }
        for index in missing {
            if let a = prepared.attributes(for: index) { fail("attributes(for: \(index)) of a missing item is \(a)") }
        }
        for kind in target.supplementaryKinds + ["", "cell", "no-such-kind"] {
            for index in missing + [ElementIndex(0, 0)] {
                guard let a = prepared.supplementaryAttributes(ofKind: kind, at: index) else { continue }
                if !target.supplementaryKinds.contains(kind) {
                    fail("supplementaryAttributes(ofKind: \"\(kind)\") answers \(a)")
                } else if index.section < 0 || index.section >= sections {
                    fail("supplementaryAttributes(ofKind: \(kind), at: \(index)) of a missing section is \(a)")
                } else {
                    checkElement(a, in: prepared, context: "\(kind) at \(index)")
                }
            }
        }
        for kind in target.decorationKinds + ["", "cell", ElementKind.headerKind, "no-such-kind"] {
            for index in missing + [ElementIndex(0, 0), ElementIndex(0, 1)] {
                guard let a = prepared.decorationAttributes(ofKind: kind, at: index) else { continue }
                if !target.decorationKinds.contains(kind) || index.item != 0 || index.section < 0
                    || index.section >= sections
                {
                    fail("decorationAttributes(ofKind: \"\(kind)\", at: \(index)) answers \(a)")
                } else {
                    checkElement(a, in: prepared, context: "\(kind) decoration at \(index)")
                }
            }
        }
    }

    /// Where the target promises it, `centeredItem(at:)` is the brute-force nearest cell: of the
    /// cells whose visual bounds overlap the visible rect at `offset`, the one whose centre is
    /// nearest its middle (ties to the lower index). Small inputs and offsets within ±10¹⁵ only.
    mutating func checkCenteredItem(_ p: any PreparedLayout, at offset: CGPoint, all: [LayoutAttributes]) {
        guard target.restsOnNearestCell, isSmall, offset.x.isFinite, offset.y.isFinite,
            abs(offset.x) <= 1e15, abs(offset.y) <= 1e15
        else { return }
        let visible = CGRect(origin: offset, size: p.environment.boundsSize)
        let middle = CGPoint(x: visible.midX, y: visible.midY)
        func distance(_ a: LayoutAttributes) -> CGFloat { hypot(a.center.x - middle.x, a.center.y - middle.y) }
        let expected = all.filter { $0.kind == .cell && $0.visualBounds.overlaps(visible) }
            .min { (distance($0), $0.index) < (distance($1), $1.index) }?.index
        let answer = p.centeredItem(at: offset)
        if answer != expected {
            fail(
                "centeredItem(at: \(offset)) is \(answer.map { "\($0)" } ?? "nil"), the nearest cell is \(expected.map { "\($0)" } ?? "none")"
            )
        }
    }

    // MARK: - Determinism

    mutating func checkDeterminism(all: [LayoutAttributes]) {
        guard let layout else { return }
        let again = layout.prepare(in: environment)
        if again.contentSize != prepared.contentSize {
            fail("prepared twice: content size \(prepared.contentSize) then \(again.contentSize)")
        }
        if !Self.same(again.environment, prepared.environment) { fail("prepared twice: environments differ") }
        let visible = prepared.environment.visibleRect
        if firstElements(again, in: visible) != firstElements(prepared, in: visible) {
            fail("prepared twice: elements(in: visible rect) differ")
        }
        guard isSmall else { return }
        if LayoutChecker.attributesByIndex(
            again, supplementaryKinds: target.supplementaryKinds, decorationKinds: target.decorationKinds) != all
        {
            fail("prepared twice: attributes differ")
        }
    }

    // MARK: - Scrolling

    mutating func checkSnapping(reader: inout ByteReader, all: [LayoutAttributes]) {
        let e = prepared.environment
        let (lo, hi) = prepared.contentOffsetBounds
        let tolerance = 1e-6 + 1e-12 * Swift.max(abs(hi.x), abs(hi.y), abs(lo.x), abs(lo.y))
        for round in 0..<5 {
            let current = round == 0 ? e.contentOffset : reader.point()
            let velocity = reader.point(typical: -12...12)
            // Half the time the proposal is the one UIKit would make; otherwise anything.
            let proposed =
                reader.bool()
                ? ScrollPhysics.restingOffset(from: current, velocity: velocity, rate: reader.pick([.normal, .fast]))
                : reader.point()
            let t = prepared.targetContentOffset(proposed: proposed, velocity: velocity, current: current)
            let call = "targetContentOffset(proposed: \(proposed), velocity: \(velocity), current: \(current)) = \(t)"
            guard t.x.isFinite && t.y.isFinite else {
                fail("\(call) is not finite")
                continue
            }
            if target.restsInsideContent
                && (t.x < lo.x - tolerance || t.y < lo.y - tolerance || t.x > hi.x + tolerance
                    || t.y > hi.y + tolerance)
            {
                fail("\(call) is outside the offset bounds \(lo)…\(hi)")
            }
            if let snapCheck = target.snapCheck, e.totalItemCount > 0, let problem = snapCheck(prepared, t) {
                fail("\(call): \(problem)")
            }
            if isSmall {
                checkLandingItems(
                    proposed: proposed, velocity: velocity, current: current, target: t, fresh: round == 0)
            }
            for offset in [t, proposed, current] {
                if let index = prepared.centeredItem(at: offset), !e.contains(index) {
                    fail("centeredItem(at: \(offset)) = \(index), which does not exist")
                }
                checkCenteredItem(prepared, at: offset, all: all)
                // Two rounds: each search costs up to a pass over the visible rect.
                if round < 2 { checkSearchSteps(prepared, at: offset) }
            }
        }
    }

    mutating func checkInvalidation(reader: inout ByteReader) {
        let e = prepared.environment
        let rects = [
            e.visibleRect, CGRect(origin: reader.point(), size: e.boundsSize),
            CGRect(origin: reader.point(), size: reader.size()),
            CGRect(x: CGFloat.nan, y: CGFloat.nan, width: CGFloat.nan, height: CGFloat.nan),
            CGRect(x: 0, y: 0, width: CGFloat.infinity, height: -1),
        ]
        for rect in rects { _ = prepared.invalidation(forBoundsChange: rect) }
        if prepared.invalidation(forBoundsChange: e.visibleRect) == .everything {
            fail("invalidation for the unchanged bounds is .everything")
        }
    }

    /// `updateContentOffset` gives what a fresh prepare at the new offset gives, for the budget's
    /// number of offsets from `reader` (each costs a prepare, most of an input's work for the
    /// gallery and the circles).
    mutating func checkOffsetUpdate(reader: inout ByteReader) {
        for _ in 0..<budget.offsetUpdates {
            checkOffsetUpdate(to: reader.point(), reader: &reader)
            if stop { return }
        }
    }

    /// After `updateContentOffset(offset)`, every query answers as a fresh prepare at `offset`
    /// (the offset as given, not as the update clamped it) does: the same environment, content
    /// size and offset bounds, elements by rect and by index, rest offsets, centred items and
    /// invalidations. Further inputs (rects, flings) come from `reader`.
    mutating func checkOffsetUpdate(to offset: CGPoint, reader: inout ByteReader) {
        guard let layout else { return }
        var updated = prepared
        updated.updateContentOffset(offset)
        var moved = environment
        moved.contentOffset = offset
        let fresh = layout.prepare(in: moved)
        let label = "after updateContentOffset(\(offset))"
        let (u, f) = (updated.environment, fresh.environment)
        guard u.contentOffset.x.isFinite && u.contentOffset.y.isFinite else {
            return fail("\(label): the offset is \(u.contentOffset)")
        }
        // Item sizes are the same array in both (and may hold NaN, which is never equal to itself).
        if u.contentOffset != f.contentOffset || u.boundsSize != f.boundsSize || u.contentInsets != f.contentInsets
            || u.layoutDirection != f.layoutDirection || u.itemCounts != f.itemCounts
        {
            fail("\(label): the environment's offset is \(u.contentOffset), a fresh prepare's \(f.contentOffset)")
        }
        if updated.contentSize != fresh.contentSize {
            fail("\(label): content size \(updated.contentSize), fresh \(fresh.contentSize)")
        }
        let (bu, bf) = (updated.contentOffsetBounds, fresh.contentOffsetBounds)
        if bu.min != bf.min || bu.max != bf.max { fail("\(label): contentOffsetBounds \(bu), fresh \(bf)") }
        // A move the layout says makes nothing stale leaves it answering as a fresh prepare there:
        // the elements in the new visible rect, unmoved, are a fresh prepare's.
        let move = CGRect(origin: offset, size: prepared.environment.boundsSize)
        if prepared.invalidation(forBoundsChange: move) == .nothing,
            firstElements(prepared, in: f.visibleRect) != firstElements(fresh, in: f.visibleRect)
        {
            fail(
                "invalidation(forBoundsChange: \(move)) is .nothing, yet the elements in the visible rect there differ from a fresh prepare's"
            )
        }

        // Rect queries: the visible rect, and rects from the reader (screen-sized for large inputs).
        var rects = [u.visibleRect, f.visibleRect]
        for _ in 0..<3 {
            let r = reader.rect(around: fresh.contentSize)
            rects.append(
                isSmall
                    ? r
                    : CGRect(x: r.minX, y: r.minY, width: Swift.min(r.width, 1_000), height: Swift.min(r.height, 1_000))
            )
        }
        if isSmall { rects.append(CGRect(origin: .zero, size: fresh.contentSize)) }
        for rect in rects where firstElements(updated, in: rect) != firstElements(fresh, in: rect) {
            fail("\(label): elements(in: \(rect)) differ from a fresh prepare's")
        }

        // Scrolling: where flings rest, what rests where, and what a bounds change invalidates.
        for round in 0..<3 {
            let current = round == 0 ? u.contentOffset : reader.point()
            let velocity = reader.point(typical: -12...12)
            let proposed = ScrollPhysics.restingOffset(
                from: current, velocity: velocity, rate: reader.pick([.normal, .fast]))
            let (tu, tf) = (
                updated.targetContentOffset(proposed: proposed, velocity: velocity, current: current),
                fresh.targetContentOffset(proposed: proposed, velocity: velocity, current: current)
            )
            if tu != tf {
                fail(
                    "\(label): targetContentOffset(proposed: \(proposed), velocity: \(velocity), current: \(current)) = \(tu), fresh \(tf)"
                )
            }
            if updated.centeredItem(at: current) != fresh.centeredItem(at: current) {
                fail(
                    "\(label): centeredItem(at: \(current)) = \(String(describing: updated.centeredItem(at: current))), fresh \(String(describing: fresh.centeredItem(at: current)))"
                )
            }
        }
        for rect in [
            u.visibleRect, CGRect(origin: reader.point(), size: u.boundsSize),
            CGRect(origin: reader.point(), size: reader.size()),
        ]
        where updated.invalidation(forBoundsChange: rect) != fresh.invalidation(forBoundsChange: rect) {
            fail(
                "\(label): invalidation(forBoundsChange: \(rect)) = \(updated.invalidation(forBoundsChange: rect)), fresh \(fresh.invalidation(forBoundsChange: rect))"
            )
        }
        guard !stop else { return }

        // Elements by index: all of them for small inputs (with every promise checked again),
        // the visible ones otherwise.
        guard isSmall else {
            let snapshot = updated
            for a in firstElements(snapshot, in: u.visibleRect) {
                checkElement(a, in: snapshot, context: label)
                if snapshot.attributes(for: a.index) != fresh.attributes(for: a.index), a.kind == .cell {
                    fail("\(label): attributes(for: \(a.index)) differ from a fresh prepare's")
                }
                if stop { return }
            }
            return
        }
        let all = bruteForce(updated, label: label)
        if LayoutChecker.attributesByIndex(
            fresh, supplementaryKinds: target.supplementaryKinds, decorationKinds: target.decorationKinds) != all
        {
            fail("\(label): attributes differ from a fresh prepare at \(offset)")
        }
        checkQueries(updated, all: all, reader: &reader, label: label, thorough: false)
    }
}

extension LayoutChecker {
    /// Every element through `attributes(for:)` and `supplementaryAttributes`, unchecked: for
    /// comparing a layout with one whose elements the checker's brute force has checked, and the
    /// unit tests' brute-force reference (`LayoutInvariants.bruteForce`).
    public static func attributesByIndex(
        _ p: any PreparedLayout, supplementaryKinds: [String], decorationKinds: [String] = []
    ) -> [LayoutAttributes] {
        let e = p.environment
        var result: [LayoutAttributes] = []
        for section in 0..<e.numberOfSections {
            for item in 0..<e.numberOfItems(inSection: section) {
                if let a = p.attributes(for: ElementIndex(section, item)) { result.append(a) }
            }
        }
        for kind in supplementaryKinds {
            for section in 0..<e.numberOfSections {
                if let a = p.supplementaryAttributes(ofKind: kind, at: ElementIndex(section, 0)) { result.append(a) }
            }
        }
        for kind in decorationKinds {
            for section in 0..<e.numberOfSections {
                if let a = p.decorationAttributes(ofKind: kind, at: ElementIndex(section, 0)) { result.append(a) }
            }
        }
        return result
    }
}
