#if !os(watchOS) && (canImport(UIKit) || (canImport(UIKitStandIn) && (TestSupport || !SWIFT_PACKAGE)))
import CollectionLayouts
import Foundation
#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif

extension EngineCollectionViewLayout {
    /// The text style whose Dynamic Type scaling the layout's sizes in points follow, as
    /// `UIFontMetrics(forTextStyle:)` scales a value at the collection view's content size
    /// category; nil keeps them as configured. The layout prepares again when the category
    /// changes.
    ///
    /// One line in a UIKit app: `layout.dynamicTypeStyle = .body`. What scales is each layout's
    /// choice (the engine's `Configuration.scaled(by:)`): the grid's, the carousel's (in points)
    /// and the wheel's item size (the wheel's radius with it), the gallery's row height, width
    /// range and header and footer heights; circle diameters come from your data and do not.
    /// `CollectionLayoutView` (SwiftUI) sets `.body`. The default is nil.
    public var dynamicTypeStyle: UIFont.TextStyle? {
        get { dynamicType.style }
        set {
            guard newValue != dynamicType.style else { return }
            dynamicType.style = newValue
            dynamicType.observeCategoryChanges(newValue != nil) { [weak self] in self?.invalidateLayout() }
            invalidateLayout()
        }
    }

    /// The supplementary view `original` stands for, as the engine names it, and the height its
    /// view asks for in `preferred`; nil for a cell, a decoration view or a height that is NaN,
    /// infinite or negative. The layouts size their cells themselves and take only heights.
    private func measuredHeight(
        _ preferred: UICollectionViewLayoutAttributes, for original: UICollectionViewLayoutAttributes
    ) -> (kind: ElementKind, section: Int, height: CGFloat)? {
        guard original.representedElementCategory == .supplementaryView, let kind = original.representedElementKind,
            original.indexPath.count == 2, preparedLayout != nil
        else { return nil }
        let height = preferred.size.height
        guard height.isFinite, height >= 0 else { return nil }
        return (.supplementary(SupplementaryKind.engineKind(kind)), original.indexPath.section, height)
    }

    /// The top of the supplementary view `original` stands for at its place in the content: where
    /// it is, or, for a header pinned to the top of the visible area, where it would be unpinned
    /// (as the layout shows it with the content at its start, where no header is pushed down), so
    /// that a pinned header whose section began above the visible area moves the offset as an
    /// unpinned one does.
    private func placeInContent(
        of original: UICollectionViewLayoutAttributes, kind: ElementKind, in prepared: any PreparedLayout
    ) -> CGFloat {
        guard case .supplementary(let name) = kind, let index = ElementIndex(original.indexPath) else {
            return original.frame.minY
        }
        var atStart = prepared
        atStart.updateContentOffset(CGPoint(x: prepared.environment.contentOffset.x, y: -.greatestFiniteMagnitude))
        return atStart.supplementaryAttributes(ofKind: name, at: index)?.frame.minY ?? original.frame.minY
    }

    /// Whether the height a supplementary view asks for differs from the one it has (the one it
    /// asked for last, else the layout's estimate): `shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)`.
    /// A layout that ignores the height is asked once: the height is then the one it asked for.
    func takesPreferredHeight(
        _ preferred: UICollectionViewLayoutAttributes, for original: UICollectionViewLayoutAttributes
    ) -> Bool {
        guard let measured = measuredHeight(preferred, for: original) else { return false }
        let current =
            dynamicType.height(ofKind: measured.kind, inSection: measured.section) ?? original.size.height
        return abs(measured.height - current) >= LayoutDynamicType.heightTolerance
    }

    /// Keeps the height a supplementary view asks for, for the engine's next prepare, and says in
    /// `context` what it moves: the view, and the elements shown after it (the rest of its section
    /// after a header, the sections below), which UIKit lays out again; the content grows by the
    /// difference, and when the view's top is above the visible area the offset moves with it,
    /// so that what is on screen stays put under the user's finger.
    func takePreferredHeight(
        _ preferred: UICollectionViewLayoutAttributes, for original: UICollectionViewLayoutAttributes,
        in context: UICollectionViewLayoutInvalidationContext
    ) {
        guard let measured = measuredHeight(preferred, for: original), let collectionView, let preparedLayout else {
            return
        }
        dynamicType.record(measured.height, ofKind: measured.kind, inSection: measured.section)
        (context as? EngineInvalidationContext)?.isForMeasuredHeight = true
        let difference = measured.height - original.size.height
        context.contentSizeAdjustment = CGSize(width: 0, height: difference)
        let visibleTop = collectionView.bounds.minY + collectionView.adjustedContentInset.top
        if placeInContent(of: original, kind: measured.kind, in: preparedLayout) < visibleTop {
            context.contentOffsetAdjustment = CGPoint(x: 0, y: difference)
        }
        // What moves among the elements shown: everything below the view.
        let section = measured.section, isFooter = measured.kind == .footer
        var items: [IndexPath] = [], supplementaries: [String: [IndexPath]] = [:]
        preparedLayout.forEachElement(in: collectionView.bounds) { element in
            let moves =
                element.index.section > section
                || (element.index.section == section && (!isFooter || element.kind == .footer))
            guard moves else { return true }
            switch element.kind {
            case .cell: items.append(IndexPath(element.index))
            case .supplementary(let kind):
                supplementaries[SupplementaryKind.uiKitKind(kind), default: []].append(IndexPath(element.index))
            case .decoration: break
            }
            return true
        }
        // The view itself, even when it is not in the visible rect any more.
        if let kind = original.representedElementKind, !(supplementaries[kind]?.contains(original.indexPath) ?? false) {
            supplementaries[kind, default: []].append(original.indexPath)
        }
        if !items.isEmpty { context.invalidateItems(at: items) }
        for (kind, paths) in supplementaries { context.invalidateSupplementaryElements(ofKind: kind, at: paths) }
    }
}
#endif
