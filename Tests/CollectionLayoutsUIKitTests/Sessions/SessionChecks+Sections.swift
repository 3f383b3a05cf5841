#if !canImport(UIKit) && canImport(UIKitStandIn) && (TestSupport || !SWIFT_PACKAGE)
@_spi(Tools) import CollectionLayouts
import CollectionLayoutsAdapterCore
@testable import CollectionLayoutsUIKit
import Foundation
import UIKitStandIn

extension SessionChecks {
    /// ``SessionPromise/sectionsAreTheirLayoutsOwn``: walking down the sections, each header
    /// (where the section has one) starts where the section starts, as wide as the view, whatever
    /// height it took; each item is where the section's layout alone puts it at the view's size
    /// (`StackedSectionsOracle.ownFrames`), below the header, mirrored right to left; the footer
    /// follows; the content ends at the last section's end.
    static func sectionsAreTheirLayoutsOwn(_ runner: SessionRunner) -> [String] {
        guard case .sections(let configuration) = runner.configuration else { return [] }
        let environment = runner.viewEnvironment.sanitized
        let container = environment.availableSize, layout = runner.layout
        let mirrored = environment.layoutDirection == .rightToLeft
        func placed(_ frame: CGRect) -> CGRect {
            mirrored
                ? CGRect(x: container.width - frame.maxX, y: frame.minY, width: frame.width, height: frame.height)
                : frame
        }
        /// The header or footer of `section` where it must start, or what is wrong with it.
        func supplementary(_ kind: String, of section: Int, present: Bool, top: CGFloat) -> (CGFloat, String?) {
            let answer = layout.layoutAttributesForSupplementaryView(
                ofKind: kind, at: IndexPath(item: 0, section: section))
            guard present else { return (0, answer == nil ? nil : "\(kind) \(section) where none is due") }
            guard let frame = answer?.frame, abs(frame.minY - top) < 1e-6, frame.minX == 0,
                frame.width == container.width
            else { return (0, "\(kind) \(section) at \(String(describing: answer?.frame)), due at y \(top)") }
            return (frame.height, nil)
        }
        var top: CGFloat = 0
        for (section, count) in environment.itemCounts.enumerated() {
            let spec = configuration.section(section)
            let (header, headerWrong) = supplementary(
                UICollectionView.elementKindSectionHeader, of: section, present: spec.hasHeader, top: top)
            if let headerWrong { return [headerWrong] }
            top += header
            let sizes: [CGSize] =
                if case .none = environment.itemSizes { [] } else {
                    (0..<count).map { environment.itemSizes.size(at: ElementIndex(section, $0)) ?? .zero }
                }
            let own = StackedSectionsOracle.ownFrames(
                spec.layout, width: container.width, height: container.height, count: count, sizes: sizes)
            for (item, frame) in own.frames.enumerated() {
                let answer = layout.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
                let due = placed(frame.offsetBy(dx: 0, dy: top))
                if !StackedSectionsOracle.close(answer, due) {
                    return ["item [\(section), \(item)] at \(String(describing: answer)), its layout's \(due)"]
                }
            }
            top += own.height
            let (footer, footerWrong) = supplementary(
                UICollectionView.elementKindSectionFooter, of: section, present: spec.hasFooter, top: top)
            if let footerWrong { return [footerWrong] }
            top += footer
        }
        let height = layout.collectionViewContentSize.height
        return abs(height - top) < 1e-6 ? [] : ["content \(height) high, the sections end at \(top)"]
    }
}
#endif
