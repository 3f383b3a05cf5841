#if !os(watchOS) && (canImport(UIKit) || (canImport(UIKitStandIn) && (TestSupport || !SWIFT_PACKAGE)))
import CollectionLayouts
import CollectionLayoutsAdapterCore
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

    /// The engine's kind and index of the supplementary view `original` stands for; nil for a
    /// cell, a decoration view or an index path that is not a section and an item. The layouts
    /// size their cells themselves and take only the heights of headers and footers.
    private func supplementary(_ original: UICollectionViewLayoutAttributes) -> (kind: String, index: ElementIndex)? {
        guard original.representedElementCategory == .supplementaryView, let kind = original.representedElementKind,
            let index = ElementIndex(original.indexPath)
        else { return nil }
        return (SupplementaryKind.engineKind(kind), index)
    }

    /// Whether the height a supplementary view asks for differs from the one it has (the core's
    /// `takesHeight`): `shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)`.
    func takesPreferredHeight(
        _ preferred: UICollectionViewLayoutAttributes, for original: UICollectionViewLayoutAttributes
    ) -> Bool {
        if original.representedElementCategory == .cell { return takesPreferredItemSize(preferred, for: original) }
        guard let view = supplementary(original) else { return false }
        return state.takesHeight(
            preferred.size.height, ofKind: view.kind, at: view.index, currentHeight: original.size.height)
    }

    /// Keeps the height a supplementary view asks for, for the engine's next prepare, and says in
    /// `context` what the core says it moves: the view and the elements shown after it, which
    /// UIKit lays out again, the content's growth and the offset's.
    func takePreferredHeight(
        _ preferred: UICollectionViewLayoutAttributes, for original: UICollectionViewLayoutAttributes,
        in context: UICollectionViewLayoutInvalidationContext
    ) {
        if original.representedElementCategory == .cell {
            takePreferredItemSize(preferred, for: original, in: context)
            return
        }
        guard let view = supplementary(original), let collectionView,
            let change = state.takeHeight(
                preferred.size.height, ofKind: view.kind, at: view.index, frame: original.frame,
                in: geometry(of: collectionView))
        else { return }
        invalidate(for: change, in: context)
    }

    /// Says in `context` what the core says a measured size moves: the elements UIKit lays out
    /// again, the content's growth and the offset's.
    func invalidate(
        for change: LayoutAdapterState.MeasuredChange, in context: UICollectionViewLayoutInvalidationContext
    ) {
        (context as? EngineInvalidationContext)?.isForMeasuredHeight = true
        context.contentSizeAdjustment = CGSize(width: 0, height: change.contentSizeAdjustment)
        if let offset = change.contentOffsetAdjustment { context.contentOffsetAdjustment = CGPoint(x: 0, y: offset) }
        var items: [IndexPath] = [], supplementaries: [String: [IndexPath]] = [:]
        for element in change.moved {
            switch element.kind {
            case .cell: items.append(IndexPath(element.index))
            case .supplementary(let kind):
                supplementaries[SupplementaryKind.uiKitKind(kind), default: []].append(IndexPath(element.index))
            case .decoration: break
            }
        }
        if !items.isEmpty { context.invalidateItems(at: items) }
        for (kind, paths) in supplementaries { context.invalidateSupplementaryElements(ofKind: kind, at: paths) }
    }
}
#endif
