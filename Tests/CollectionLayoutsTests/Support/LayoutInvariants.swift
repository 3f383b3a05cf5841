import CollectionLayouts
import Foundation
import Testing

/// The properties every prepared layout must have, checked against a brute-force answer built
/// from `attributes(for:)` (and `supplementaryAttributes` for the given kinds).
enum LayoutInvariants {
    /// Every element, found one index at a time: the brute-force reference.
    static func bruteForce(_ layout: some PreparedLayout, supplementaryKinds: [String] = []) -> [LayoutAttributes] {
        let environment = layout.environment
        var result: [LayoutAttributes] = []
        for section in 0..<environment.numberOfSections {
            for item in 0..<environment.numberOfItems(inSection: section) {
                if let a = layout.attributes(for: ElementIndex(section, item)) { result.append(a) }
            }
        }
        for kind in supplementaryKinds {
            for section in 0..<environment.numberOfSections {
                if let a = layout.supplementaryAttributes(ofKind: kind, at: ElementIndex(section, 0)) { result.append(a) }
            }
        }
        return result
    }

    /// Checks, with messages that name `context` (print the seed there):
    /// - every element is finite and its visual bounds lie inside the content size (to 1e-6);
    /// - `elements(in:)` for `rects` (and the visible rect) equals the brute-force filter, as sets;
    /// - the same layout prepared again answers the same (determinism), when `again` is given.
    static func check<L: PreparedLayout>(_ layout: L, rects: [CGRect], supplementaryKinds: [String] = [],
                                         context: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let all = bruteForce(layout, supplementaryKinds: supplementaryKinds)
        let content = CGRect(origin: .zero, size: layout.contentSize)
        #expect(layout.contentSize.width.isFinite && layout.contentSize.height.isFinite, "\(context): content size \(layout.contentSize)", sourceLocation: sourceLocation)
        for element in all {
            #expect(element.isFinite, "\(context): non-finite \(element)", sourceLocation: sourceLocation)
            let b = element.visualBounds
            let inside = b.minX >= content.minX - 1e-6 && b.minY >= content.minY - 1e-6
                && b.maxX <= content.maxX + 1e-6 && b.maxY <= content.maxY + 1e-6
            #expect(inside, "\(context): \(element.kind) \(element.index) bounds \(b) outside content \(content.size)", sourceLocation: sourceLocation)
            if !inside || !element.isFinite { return }
        }
        for rect in rects + [layout.environment.visibleRect] {
            let expected = Set(all.filter { $0.visualBounds.overlaps(rect) }.map(Key.init))
            let answer = layout.elements(in: rect)
            let got = Set(answer.map(Key.init))
            #expect(got.count == answer.count, "\(context): duplicates in elements(in: \(rect))", sourceLocation: sourceLocation)
            if got != expected {
                let missing = expected.subtracting(got).sorted().prefix(5), extra = got.subtracting(expected).sorted().prefix(5)
                Issue.record("\(context): elements(in: \(rect)) missing \(Array(missing)) extra \(Array(extra))", sourceLocation: sourceLocation)
                return
            }
        }
    }

    /// Random query rects around the content, including ones partly outside it and thin ones.
    static func randomRects(in size: CGSize, count: Int, using rng: inout SeededGenerator) -> [CGRect] {
        let w = Swift.max(size.width, 1), h = Swift.max(size.height, 1)
        return (0..<count).map { _ in
            let x = CGFloat.random(in: -0.2 * w...1.1 * w, using: &rng)
            let y = CGFloat.random(in: -0.2 * h...1.1 * h, using: &rng)
            return CGRect(x: x, y: y, width: CGFloat.random(in: 0.5...(0.5 * w + 1), using: &rng),
                          height: CGFloat.random(in: 0.5...(0.5 * h + 1), using: &rng))
        }
    }

    /// An element's identity: kind and index.
    struct Key: Hashable, Comparable, CustomStringConvertible {
        let kind: String
        let index: ElementIndex
        init(_ a: LayoutAttributes) { kind = a.kind.description; index = a.index }
        static func < (l: Key, r: Key) -> Bool { (l.kind, l.index) < (r.kind, r.index) }
        var description: String { "\(kind)\(index)" }
    }
}
