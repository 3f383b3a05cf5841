#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
import CollectionLayouts
import CollectionLayoutsAdapterCore

// Items that size themselves (`ItemSizing.measured(estimate:)` on the gallery or the circles):
// AppKit's preferred-attributes calls translated into the core's decisions, as the UIKit front
// translates UIKit's (the same `LayoutAdapterState` steps: `takesItemSize`, `takeItemSize`).
extension EngineCollectionViewLayout {
    /// Whether the layout's items are sized by their content (`ItemSizing.measured(estimate:)`):
    /// its items' preferred sizes (`preferredLayoutAttributesFitting(_:)`, which
    /// ``AnchoredCollectionViewItem`` answers with its view's fitting size) are then taken, once
    /// per item.
    public var measuresItemSizes: Bool { state.measuredSizeEstimate != nil }

    /// Whether the size an item asks for is taken (the core's `takesItemSize`; the Mac has no text
    /// size categories): `shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)`.
    func takesPreferredItemSize(
        _ preferred: NSCollectionViewLayoutAttributes, for original: NSCollectionViewLayoutAttributes
    ) -> Bool {
        guard original.representedElementCategory == .item, let indexPath = original.indexPath, let collectionView
        else { return false }
        return state.takesItemSize(
            preferred.size, at: ElementIndex(section: indexPath.section, item: indexPath.item),
            category: geometry(of: collectionView).contentSizeCategory)
    }

    /// Keeps the size an item asks for and lays the layout out again from that item on (the core's
    /// `takeItemSize`), and says in `context` what moves: the items and views shown whose frames
    /// changed, which AppKit lays out again, the content's growth and the offset's, which keeps
    /// the top visible item where the user reads it.
    func takePreferredItemSize(
        _ preferred: NSCollectionViewLayoutAttributes, for original: NSCollectionViewLayoutAttributes,
        in context: NSCollectionViewLayoutInvalidationContext
    ) {
        guard original.representedElementCategory == .item, let indexPath = original.indexPath, let collectionView,
            let change = state.takeItemSize(
                preferred.size, at: ElementIndex(section: indexPath.section, item: indexPath.item),
                in: geometry(of: collectionView))
        else { return }
        (context as? EngineInvalidationContext)?.isForMeasuredSize = true
        context.contentSizeAdjustment = CGSize(width: 0, height: change.contentSizeAdjustment)
        if let offset = change.contentOffsetAdjustment { context.contentOffsetAdjustment = CGPoint(x: 0, y: offset) }
        var items: Set<IndexPath> = [], supplementaries: [String: Set<IndexPath>] = [:]
        for element in change.moved {
            let path = IndexPath(item: element.index.item, section: element.index.section)
            switch element.kind {
            case .cell: items.insert(path)
            case .supplementary(let kind): supplementaries[Self.appKitKind(kind), default: []].insert(path)
            case .decoration: break
            }
        }
        if !items.isEmpty { context.invalidateItems(at: items) }
        for (kind, paths) in supplementaries { context.invalidateSupplementaryElements(ofKind: kind, at: paths) }
    }
}
#endif
