import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension LayoutEnvironment {
    /// The height the supplementary view of `kind` in `section` asked for, or nil when it has not
    /// (or the section has no entry). Read from a ``sanitized`` environment, it is finite and
    /// within 0…`Validate.maximumLength`.
    package func supplementaryHeight(ofKind kind: ElementKind, inSection section: Int) -> CGFloat? {
        guard let heights = supplementaryHeights[kind], heights.indices.contains(section) else { return nil }
        return heights[section]
    }

    /// The height of the header of `section`: the one its view asked for, else `estimate`.
    package func headerHeight(inSection section: Int, estimate: CGFloat) -> CGFloat {
        supplementaryHeight(ofKind: .header, inSection: section) ?? estimate
    }

    /// The height of the footer of `section`: the one its view asked for, else `estimate`.
    package func footerHeight(inSection section: Int, estimate: CGFloat) -> CGFloat {
        supplementaryHeight(ofKind: .footer, inSection: section) ?? estimate
    }

    /// Whether the supplementary views of the first `sectionCount` sections have the same heights
    /// here and in `other`, of every kind either gives (a missing entry and nil are the same).
    package func supplementaryHeights(agreeWith other: LayoutEnvironment, inFirst sectionCount: Int) -> Bool {
        if supplementaryHeights.isEmpty && other.supplementaryHeights.isEmpty { return true }
        let kinds = Set(supplementaryHeights.keys).union(other.supplementaryHeights.keys)
        return kinds.allSatisfy { kind in
            // Bound: `sectionCount` comparisons per kind.
            (0..<Swift.max(sectionCount, 0)).allSatisfy {
                supplementaryHeight(ofKind: kind, inSection: $0)
                    == other.supplementaryHeight(ofKind: kind, inSection: $0)
            }
        }
    }

    /// `heights` as ``sanitized`` keeps them: a NaN, infinite or negative height is nil, one above
    /// `Validate.maximumLength` is that. Returned as they are when nothing needs clamping.
    package static func clampedSupplementaryHeights(_ heights: [ElementKind: [CGFloat?]]) -> [ElementKind: [CGFloat?]] {
        func isClamped(_ height: CGFloat?) -> Bool {
            // `.plus` rules out −0 too, which would print as "-0" in JSON.
            height.map { $0.isFinite && $0.sign == .plus && $0 <= Validate.maximumLength } ?? true
        }
        guard !heights.values.allSatisfy({ $0.allSatisfy(isClamped) }) else { return heights }
        return heights.mapValues { sections in
            sections.map { height in
                guard let height, height.isFinite, height >= 0 else { return nil }
                return Swift.min(height, Validate.maximumLength) + 0
            }
        }
    }
}
