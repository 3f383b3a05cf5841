import Foundation

extension CheckRun {
    // MARK: - Rect queries

    mutating func checkQueries(_ p: any PreparedLayout, all: [LayoutAttributes], reader: inout ByteReader, label: String,
                               extra: [CGRect] = []) {
        let content = CGRect(origin: .zero, size: p.contentSize)
        var rects = [p.environment.visibleRect] + extra
        if isSmall {
            rects += [content, content.insetBy(dx: -1, dy: -1)]
            for _ in 0..<6 { rects.append(reader.rect(around: p.contentSize)) }
        } else {
            // Large inputs: windows the size of a screen, so that one query stays cheap.
            for _ in 0..<6 {
                let r = reader.rect(around: p.contentSize)
                rects.append(CGRect(x: r.minX, y: r.minY, width: Swift.min(r.width, 1_000), height: Swift.min(r.height, 1_000)))
            }
        }
        rects += [.zero, CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10), CGRect(x: 0, y: 0, width: CGFloat.nan, height: CGFloat.nan),
                  CGRect(x: content.maxX, y: content.maxY, width: 100, height: 100),
                  CGRect(x: 10, y: 10, width: -5, height: -5)]
        if isSmall {
            // Rects that hold everything, in the ways a caller might write "everything".
            rects += [CGRect(x: -CGFloat.infinity, y: -CGFloat.infinity, width: CGFloat.infinity, height: CGFloat.infinity),
                      CGRect(x: 0, y: 0, width: CGFloat.infinity, height: CGFloat.infinity),
                      CGRect(x: -1e300, y: -1e300, width: 1e300, height: 1e300),
                      CGRect(x: -CGFloat.greatestFiniteMagnitude / 2, y: -CGFloat.greatestFiniteMagnitude / 2,  // CGRect.infinite on Apple platforms
                             width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude),
                      CGRect(x: -CGFloat.greatestFiniteMagnitude, y: -CGFloat.greatestFiniteMagnitude,
                             width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)]
        }
        let byKey = isSmall ? Dictionary(all.map { (Key($0), $0) }, uniquingKeysWith: { first, _ in first }) : [:]
        for rect in rects {
            checkQuery(p, rect: rect, all: all, byKey: byKey, label: label)
            if stop { return }
        }
    }

    /// One `elements(in:)` query: each answer checked, in order, without repeats, overlapping the
    /// rect, and (small inputs) the same elements with the same attributes as the brute force.
    mutating func checkQuery(_ p: any PreparedLayout, rect: CGRect, all: [LayoutAttributes],
                             byKey: [Key: LayoutAttributes], label: String) {
        var answer = p.elements(in: rect)
        checkVisit(p, rect: rect, answer: answer, label: label)
        // Large inputs: the first elements stand for the rest (the rects are screen-sized anyway).
        if !isSmall && answer.count > 500 { answer.removeLast(answer.count - 500) }
        var seen = Set<Key>()
        var lastCell: ElementIndex?
        var lastSupplementary: [String: ElementIndex] = [:]
        var cellsDone = false
        for a in answer {
            checkElement(a, in: p, context: "\(label): elements(in: \(rect)) \(a.kind) \(a.index)")
            if !a.visualBounds.overlaps(rect) { fail("\(label): elements(in: \(rect)) returns \(a.kind) \(a.index) at \(a.visualBounds), which does not overlap it") }
            if !seen.insert(Key(a)).inserted { fail("\(label): elements(in: \(rect)) returns \(a.kind) \(a.index) twice") }
            if isSmall, let reference = byKey[Key(a)], reference != a {
                fail("\(label): elements(in: \(rect)) answers \(a), attributes(for:) answers \(reference)")
            }
            switch a.kind {
            case .cell:
                if cellsDone { fail("\(label): elements(in: \(rect)) returns cell \(a.index) after a supplementary view") }
                if let last = lastCell, !(last < a.index) { fail("\(label): elements(in: \(rect)) returns cell \(a.index) after \(last)") }
                lastCell = a.index
                if !isSmall, a != p.attributes(for: a.index) { fail("\(label): elements(in:) and attributes(for:) disagree on \(a.index)") }
            case .supplementary(let kind), .decoration(let kind):
                cellsDone = true
                if let last = lastSupplementary[kind], !(last < a.index) { fail("\(label): elements(in: \(rect)) returns \(kind) \(a.index) after \(last)") }
                lastSupplementary[kind] = a.index
            }
            if stop { return }
        }
        // A rect with a NaN or infinite number (which UIKit never passes: even `CGRect.infinite` is
        // finite) is only held to the checks above: its maxX may be NaN, so "overlaps" is moot.
        // The same goes for edges beyond ±10¹⁵, where offsets are clamped: mirroring such a rect
        // (right to left) loses the content in rounding.
        let finite = [rect.minX, rect.minY, rect.maxX, rect.maxY].allSatisfy { $0.isFinite && abs($0) <= 1e15 }
        guard isSmall, finite else { return }
        let expected = Set(all.filter { $0.visualBounds.overlaps(rect) }.map(Key.init))
        if seen != expected {
            let missing = expected.subtracting(seen).sorted().prefix(4), extra = seen.subtracting(expected).sorted().prefix(4)
            fail("\(label): elements(in: \(rect)) differs from brute force: missing \(Array(missing)), extra \(Array(extra))")
        }
    }

    /// `forEachElement(in:_:)` stopped early visits exactly the first elements of the answer and no
    /// more; `elementCount(in:)` counts the answer.
    mutating func checkVisit(_ p: any PreparedLayout, rect: CGRect, answer: [LayoutAttributes], label: String) {
        let count = p.elementCount(in: rect)
        if count != answer.count { fail("\(label): elementCount(in: \(rect)) is \(count), elements(in:) returns \(answer.count)") }
        let all = p.forEachElement(in: rect) { _ in true }
        if !all { fail("\(label): forEachElement(in: \(rect)) says it stopped though every call said go on") }
        for stopAfter in Set([1, answer.count / 2, answer.count - 1]) where stopAfter > 0 && stopAfter < answer.count {
            var visited: [LayoutAttributes] = []
            var callsAfterStop = 0
            let finished = p.forEachElement(in: rect) { a in
                if visited.count == stopAfter { callsAfterStop += 1; return false }
                visited.append(a)
                return visited.count < stopAfter
            }
            if finished || callsAfterStop > 0 || visited != Array(answer.prefix(stopAfter)) {
                fail("\(label): forEachElement(in: \(rect)) stopped after \(stopAfter) visited \(visited.count) "
                     + "(\(callsAfterStop) calls after the stop, returned \(finished)), not the first \(stopAfter) of elements(in:)")
            }
        }
    }
}

/// An element's identity: kind and index.
struct Key: Hashable, Comparable, CustomStringConvertible {
    let kind: ElementKind
    let index: ElementIndex
    init(_ a: LayoutAttributes) { kind = a.kind; index = a.index }
    static func < (l: Key, r: Key) -> Bool { (l.kind.description, l.index) < (r.kind.description, r.index) }
    var description: String { "\(kind)\(index)" }
}
