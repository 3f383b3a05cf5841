import Foundation

extension CheckRun {
    // MARK: - Rect queries

    /// The most elements a query of a large input is checked for (and built into an array): the
    /// first ones stand for the rest. A 1,000-point window of 1-point items holds a million, too
    /// many to build and count for every input under the fuzzer.
    static let largeAnswerLimit = 500

    /// Checks `elements(in:)` and `forEachElement(in:_:)` over a set of rects: the visible rect,
    /// `extra`, rects from `reader`, odd ones (empty, NaN, past the content) and, for small
    /// inputs, ones that hold everything.
    ///
    /// `thorough` (the prepared layout's own check) asks four rects from the reader and two of the
    /// five ways to write "everything"; the checks of a layout derived from it (after an offset
    /// update, after an append), whose attributes are compared with a fresh prepare's one by one
    /// anyway, ask two and one. Each of those "everything" rects costs a pass over every element.
    mutating func checkQueries(
        _ p: any PreparedLayout, all: [LayoutAttributes], reader: inout ByteReader, label: String,
        extra: [CGRect] = [], thorough: Bool = true
    ) {
        let content = CGRect(origin: .zero, size: p.contentSize)
        var rects = [p.environment.visibleRect] + extra
        if isSmall {
            rects.append(reader.bool() ? content : content.insetBy(dx: -1, dy: -1))
            for _ in 0..<(thorough ? 4 : 2) { rects.append(reader.rect(around: p.contentSize)) }
        } else {
            // Large inputs: windows expected to hold about a thousand elements (at most 1,000
            // points a side), so that one query stays cheap.
            let n = CGFloat(Swift.max(p.environment.totalItemCount, 1))
            let area = content.width * content.height
            for _ in 0..<4 {
                let r = reader.rect(around: p.contentSize)
                var w = Swift.min(r.width, 1_000), h = Swift.min(r.height, 1_000)
                let most = area * 1_000 / n
                if area.isFinite, most > 0, w * h > most {
                    let scale = (most / (w * h)).squareRoot()
                    (w, h) = (w * scale, h * scale)
                }
                rects.append(CGRect(x: r.minX, y: r.minY, width: w, height: h))
            }
        }
        rects += [
            .zero, CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10),
            CGRect(x: 0, y: 0, width: CGFloat.nan, height: CGFloat.nan),
            CGRect(x: content.maxX, y: content.maxY, width: 100, height: 100),
            CGRect(x: 10, y: 10, width: -5, height: -5),
        ]
        if isSmall {
            // Rects that hold everything, in the ways a caller might write "everything".
            let everything = [
                CGRect(x: -CGFloat.infinity, y: -CGFloat.infinity, width: CGFloat.infinity, height: CGFloat.infinity),
                CGRect(x: 0, y: 0, width: CGFloat.infinity, height: CGFloat.infinity),
                CGRect(x: -1e300, y: -1e300, width: 1e300, height: 1e300),
                CGRect(
                    // CGRect.infinite on Apple platforms
                    x: -CGFloat.greatestFiniteMagnitude / 2, y: -CGFloat.greatestFiniteMagnitude / 2,
                    width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude),
                CGRect(
                    x: -CGFloat.greatestFiniteMagnitude, y: -CGFloat.greatestFiniteMagnitude,
                    width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude),
            ]
            let first = reader.int(in: 0...(everything.count - 1))
            rects.append(everything[first])
            if thorough {
                rects.append(everything[(first + 1 + reader.int(in: 0...(everything.count - 2))) % everything.count])
            }
        }
        let reference = isSmall ? BruteForceAnswer(all) : nil
        for (k, rect) in rects.enumerated() {
            checkQuery(p, rect: rect, reference: reference, label: label, round: k)
            if stop { return }
        }
    }

    /// One `elements(in:)` query: each answer checked, in order, without repeats, overlapping the
    /// rect, and (small inputs) the same elements with the same attributes as the brute force.
    /// `round` picks where the visit is stopped early (``checkVisit(_:rect:answer:complete:label:round:)``).
    mutating func checkQuery(
        _ p: any PreparedLayout, rect: CGRect, reference: BruteForceAnswer?, label: String, round: Int
    ) {
        // Large inputs: the first elements stand for the rest.
        let limit = isSmall ? Int.max : Self.largeAnswerLimit
        var answer: [LayoutAttributes] = []
        let complete = p.forEachElement(in: rect) { a in
            answer.append(a)
            return answer.count < limit
        }
        // Complete unless the limit cut it short (a visit that says it stopped by itself is caught
        // by the full visit in `checkVisit`).
        _ = complete
        checkVisit(p, rect: rect, answer: answer, complete: answer.count < limit, label: label, round: round)
        // A rect with a NaN or infinite number (which UIKit never passes: even `CGRect.infinite` is
        // finite) is only held to the element checks: its maxX may be NaN, so "overlaps" is moot.
        // The same goes for edges beyond ±10¹⁵, where offsets are clamped: mirroring such a rect
        // (right to left) loses the content in rounding.
        let finite = [rect.minX, rect.minY, rect.maxX, rect.maxY].allSatisfy { $0.isFinite && abs($0) <= 1e15 }
        if let reference {
            // Small inputs: the answer, kind by kind, is the brute force's elements that overlap the
            // rect (every one for a rect that is not finite) in index order, attributes and all; the
            // brute force's elements were each checked, so equal ones need not be again.
            let problem =
                finite
                ? reference.difference(answer, expected: reference.overlapping(rect))
                : reference.difference(answer, within: true)
            if let problem { return fail("\(label): elements(in: \(rect)) \(problem)") }
            // Equal kind by kind; the kinds' order remains: cells first.
            if let k = answer.firstIndex(where: { $0.kind != .cell }),
                let late = answer[k...].first(where: { $0.kind == .cell })
            {
                fail("\(label): elements(in: \(rect)) returns cell \(late.index) after a supplementary view")
            }
            return
        }
        checkAnswerElements(p, rect: rect, answer: answer, label: label)
    }

    /// Each element of an answer checked on its own: finite, inside, overlapping the rect, cells
    /// first, each kind in index order without repeats, and (large inputs) equal to
    /// `attributes(for:)`.
    private mutating func checkAnswerElements(
        _ p: any PreparedLayout, rect: CGRect, answer: [LayoutAttributes], label: String
    ) {
        var lastCell: ElementIndex?
        var lastSupplementary: [String: ElementIndex] = [:]
        var cellsDone = false
        for a in answer {
            checkElement(a, in: p, context: "\(label): elements(in: \(rect)) \(a.kind) \(a.index)")
            if !a.visualBounds.overlaps(rect) {
                fail(
                    "\(label): elements(in: \(rect)) returns \(a.kind) \(a.index) at \(a.visualBounds), which does not overlap it"
                )
            }
            // Strictly ascending indices within a kind: no repeats either.
            switch a.kind {
            case .cell:
                if cellsDone {
                    fail("\(label): elements(in: \(rect)) returns cell \(a.index) after a supplementary view")
                }
                if let last = lastCell, !(last < a.index) {
                    fail("\(label): elements(in: \(rect)) returns cell \(a.index) after \(last)")
                }
                lastCell = a.index
                if !isSmall, a != p.attributes(for: a.index) {
                    fail("\(label): elements(in:) and attributes(for:) disagree on \(a.index)")
                }
            case .supplementary(let kind), .decoration(let kind):
                cellsDone = true
                if let last = lastSupplementary[kind], !(last < a.index) {
                    fail("\(label): elements(in: \(rect)) returns \(kind) \(a.index) after \(last)")
                }
                lastSupplementary[kind] = a.index
            }
            if stop { return }
        }
    }

    /// `forEachElement(in:_:)` stopped early visits exactly the first elements of the answer and no
    /// more; `elementCount(in:)` counts the answer. `complete` is false when the caller stopped
    /// building `answer` at its limit: the count and the full visit are then not checked. The
    /// early stop is after the first element, half the answer or all but the last, by `round`.
    mutating func checkVisit(
        _ p: any PreparedLayout, rect: CGRect, answer: [LayoutAttributes], complete: Bool, label: String, round: Int
    ) {
        if complete {
            let count = p.elementCount(in: rect)
            if count != answer.count {
                fail("\(label): elementCount(in: \(rect)) is \(count), elements(in:) returns \(answer.count)")
            }
            let all = p.forEachElement(in: rect) { _ in true }
            if !all { fail("\(label): forEachElement(in: \(rect)) says it stopped though every call said go on") }
        }
        let stopAfter = [1, answer.count / 2, answer.count - 1][round % 3]
        guard stopAfter > 0 && stopAfter < answer.count else { return }
        var visited = 0
        var matches = true
        var callsAfterStop = 0
        let finished = p.forEachElement(in: rect) { a in
            if visited == stopAfter {
                callsAfterStop += 1
                return false
            }
            if a != answer[visited] { matches = false }
            visited += 1
            return visited < stopAfter
        }
        if finished || callsAfterStop > 0 || visited != stopAfter || !matches {
            fail(
                "\(label): forEachElement(in: \(rect)) stopped after \(stopAfter) visited \(visited) "
                    + "(\(callsAfterStop) calls after the stop, returned \(finished)), not the first \(stopAfter) of elements(in:)"
            )
        }
    }

    /// The first `limit` elements `p` visits in `rect` (all of them for a small input): what two
    /// layouts that should agree are compared on, without building a million-element answer.
    func firstElements(_ p: any PreparedLayout, in rect: CGRect) -> [LayoutAttributes] {
        let limit = isSmall ? Int.max : Self.largeAnswerLimit
        var result: [LayoutAttributes] = []
        p.forEachElement(in: rect) { a in
            result.append(a)
            return result.count < limit
        }
        return result
    }
}

/// The brute-force answer of a small input (every element, from `attributes(for:)` and
/// `supplementaryAttributes`), grouped by kind, with each element's visual bounds computed once:
/// a query is compared with it kind by kind in index order, in O(n) and without hashing.
struct BruteForceAnswer {
    /// The kinds in the brute force's order (cells first), and each kind's elements in index order.
    private var kinds: [ElementKind] = []
    private var groups: [[LayoutAttributes]] = []
    private var bounds: [[CGRect]] = []

    init(_ all: [LayoutAttributes]) {
        for a in all {
            let k =
                kinds.firstIndex(of: a.kind)
                ?? {
                    kinds.append(a.kind)
                    groups.append([])
                    bounds.append([])
                    return kinds.count - 1
                }()
            groups[k].append(a)
            bounds[k].append(a.visualBounds)
        }
    }

    /// The elements whose visual bounds overlap `rect`, kind by kind.
    func overlapping(_ rect: CGRect) -> [[LayoutAttributes]] {
        zip(groups, bounds).map { group, bounds in bounds.indices.filter { bounds[$0].overlaps(rect) }.map { group[$0] }
        }
    }

    /// What is wrong with `answer` against `expected` (kind by kind, in index order, attributes
    /// and all), or nil when it is exactly that.
    func difference(_ answer: [LayoutAttributes], expected: [[LayoutAttributes]]) -> String? {
        let mine = split(answer)
        if let mine, mine == expected { return nil }
        let seen = Set(answer.map(Key.init)), wanted = Set(expected.joined().map(Key.init))
        let missing = wanted.subtracting(seen).sorted().prefix(4), extra = seen.subtracting(wanted).sorted().prefix(4)
        if !missing.isEmpty || !extra.isEmpty {
            return "differs from brute force: missing \(Array(missing)), extra \(Array(extra))"
        }
        if seen.count != answer.count { return "returns an element twice" }
        if mine == nil { return "returns an element of a kind the brute force does not have" }
        let first = zip(answer, expected.joined()).first { $0.kind == $1.kind && $0.index == $1.index && $0 != $1 }
        if let (a, reference) = first { return "answers \(a), attributes(for:) answers \(reference)" }
        return "returns the elements of a kind out of index order"
    }

    /// What is wrong with `answer` as a part of the brute force (for a rect that is not finite):
    /// each kind's elements a subsequence of the brute force's, equal attributes and in index
    /// order; nil when it is.
    func difference(_ answer: [LayoutAttributes], within: Bool) -> String? {
        guard let mine = split(answer) else { return "returns an element of a kind the brute force does not have" }
        for (part, whole) in zip(mine, groups) {
            var i = whole.startIndex
            for a in part {
                while i < whole.endIndex && !(whole[i].index == a.index) { i += 1 }  // Bound: the kind's elements.
                guard i < whole.endIndex else {
                    return "returns \(a.kind) \(a.index) out of index order, twice or not in the brute force"
                }
                if whole[i] != a { return "answers \(a), attributes(for:) answers \(whole[i])" }
                i += 1
            }
        }
        return nil
    }

    /// `answer` kind by kind in the brute force's kinds, in the answer's order; nil when it holds
    /// a kind the brute force has not.
    private func split(_ answer: [LayoutAttributes]) -> [[LayoutAttributes]]? {
        var result = [[LayoutAttributes]](repeating: [], count: kinds.count)
        for a in answer {
            // The last kind seen first: answers come in runs of one kind.
            guard let k = kinds.firstIndex(of: a.kind) else { return nil }
            result[k].append(a)
        }
        return result
    }
}

/// An element's identity: kind and index.
struct Key: Hashable, Comparable, CustomStringConvertible {
    let kind: ElementKind
    let index: ElementIndex
    init(_ a: LayoutAttributes) {
        kind = a.kind
        index = a.index
    }
    static func < (l: Key, r: Key) -> Bool { (l.kind.description, l.index) < (r.kind.description, r.index) }
    var description: String { "\(kind)\(index)" }
}
