import CollectionLayouts
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The heights headers and footers asked for (self-sizing views), by kind and section, and the
/// width and Dynamic Type scale they were measured at: what the environment hands the engine as
/// `LayoutEnvironment.supplementaryHeights`.
///
/// A value: a front records what its views ask for, and the core reads it into every environment.
package struct SupplementaryHeights: Equatable, Sendable {
    /// Differences of a view's height below this are no change: a thousandth of a point, far
    /// below a pixel, so that a view whose fitting height wobbles in its last bits does not make
    /// the layout prepare again and again.
    package static let tolerance: CGFloat = 0.001

    /// The heights views asked for, by kind and section (nil: not asked).
    package private(set) var heights: [ElementKind: [CGFloat?]] = [:]
    /// The width and the scale the heights were measured at.
    private var measuredAt: Measure?

    /// A width and a scale views were measured at.
    private struct Measure: Equatable, Sendable {
        /// The view's width.
        var width: CGFloat
        /// The Dynamic Type scale.
        var scale: CGFloat
    }

    /// No heights.
    package init() {}

    /// The heights measured at `width` and `scale`: those measured at another width or scale are
    /// forgotten first, since a view asks for another height when it is laid out anew there.
    package mutating func heights(width: CGFloat, scale: CGFloat) -> [ElementKind: [CGFloat?]] {
        let measure = Measure(width: width, scale: scale)
        if let measuredAt, measuredAt != measure { heights = [:] }
        measuredAt = measure
        return heights
    }

    /// The height the view of `kind` in `section` last asked for, nil when it has not.
    package func height(ofKind kind: ElementKind, inSection section: Int) -> CGFloat? {
        guard let sections = heights[kind], sections.indices.contains(section) else { return nil }
        return sections[section]
    }

    /// Keeps `height` as the one the view of `kind` in `section` asks for; a negative section is
    /// ignored.
    package mutating func record(_ height: CGFloat, ofKind kind: ElementKind, inSection section: Int) {
        guard section >= 0 else { return }
        var sections = heights[kind] ?? []
        if sections.count <= section { sections += Array(repeating: nil, count: section + 1 - sections.count) }
        sections[section] = height
        heights[kind] = sections
    }

    /// Moves the measured heights with their sections through the batch update `map` (a section
    /// inserted or deleted before others shifts them), `sections` being the count after it; a
    /// deleted section's heights are forgotten. Returns whether any height changed section.
    package mutating func followSections(through map: BatchUpdateMap, sections: Int) -> Bool {
        var changed = false
        // Bound: the kinds (header, footer) times the sections measured.
        for (kind, before) in heights {
            var after = [CGFloat?](repeating: nil, count: max(sections, 0))
            let kept = after.indices
            let measured = before.enumerated().compactMap { section, height in height.map { (section, $0) } }
            let moved = BatchUpdateMap.carry(
                measured, to: { map.destinationSection(of: $0).flatMap { kept.contains($0) ? $0 : nil } },
                keep: { after[$0] = $1 })
            changed = changed || moved
            heights[kind] = after
        }
        return changed
    }

    /// Forgets every measured height (the data was reloaded).
    package mutating func forget() {
        heights = [:]
    }
}
