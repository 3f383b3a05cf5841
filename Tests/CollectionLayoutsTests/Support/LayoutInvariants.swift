@_spi(Tools) import CollectionLayouts
import Foundation
import LayoutFuzzing
import Testing

/// The properties every prepared layout must have, checked against a brute-force answer built
/// from `attributes(for:)` (and `supplementaryAttributes` for the given kinds).
enum LayoutInvariants {
    /// Every element, found one index at a time: the brute-force reference.
    static func bruteForce(_ layout: some PreparedLayout, supplementaryKinds: [String] = []) -> [LayoutAttributes] {
        LayoutChecker.attributesByIndex(layout, supplementaryKinds: supplementaryKinds)
    }

    /// Checks `layout` against every promise `target` holds it to (``LayoutChecker``, the same
    /// checks the fuzzer and the property suite make): finite numbers, frames inside the content
    /// (or the target's own bound), nil for missing indices, and `elements(in:)` for `rects`, the
    /// visible rect and a set of odd rects equal to the brute-force filter of `attributes(for:)`.
    /// Failures name `context` (print the seed there).
    static func check(
        _ layout: some PreparedLayout, as target: LayoutFuzzTarget, rects: [CGRect],
        context: String, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let violations = LayoutChecker.check(layout, as: target, rects: rects)
        #expect(
            violations.isEmpty, "\(context):\n  - \(violations.joined(separator: "\n  - "))",
            sourceLocation: sourceLocation)
    }

    /// Checks that `updateContentOffset(_:)` to each of `offsets` (and to NaN, ±infinity and huge
    /// offsets) answers every query as a fresh prepare at that offset does
    /// (``LayoutChecker/checkOffsetUpdates(_:in:as:offsets:)``). Failures name `context`.
    static func checkOffsetUpdates(
        _ layout: any CollectionLayout, in environment: LayoutEnvironment, as target: LayoutFuzzTarget,
        offsets: [CGPoint], context: String, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let violations = LayoutChecker.checkOffsetUpdates(layout, in: environment, as: target, offsets: offsets)
        #expect(
            violations.isEmpty, "\(context):\n  - \(violations.joined(separator: "\n  - "))",
            sourceLocation: sourceLocation)
    }

    /// Random query rects around the content, including ones partly outside it and thin ones.
    static func randomRects(in size: CGSize, count: Int, using rng: inout SeededGenerator) -> [CGRect] {
        let w = Swift.max(size.width, 1), h = Swift.max(size.height, 1)
        return (0..<count).map { _ in
            let x = CGFloat.random(in: -0.2 * w...1.1 * w, using: &rng)
            let y = CGFloat.random(in: -0.2 * h...1.1 * h, using: &rng)
            return CGRect(
                x: x, y: y, width: CGFloat.random(in: 0.5...(0.5 * w + 1), using: &rng),
                height: CGFloat.random(in: 0.5...(0.5 * h + 1), using: &rng))
        }
    }
}
