#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
@_spi(Tools) import CollectionLayouts
import CollectionLayoutsUIKit
import SwiftUI
import UIKit

/// Any of the package's five layouts in SwiftUI, virtualised: a `UICollectionView` with the
/// layout, whose cells are SwiftUI views.
///
/// ```swift
/// CollectionLayoutView(books, layout: .wheel(.standard), centeredItem: $selectedBook) { book in
///     BookCover(book: book)
/// }
/// ```
/// Only the cells on screen exist (UIKit reuses them as the content scrolls): 100,000 items cost
/// no more views than 100. Each cell is built by `cell` inside a `UIHostingConfiguration`.
/// Changes of the data are applied through a diffable data source, keyed by the items' `id`, so
/// inserts, deletes and moves animate; items are compared by `id` only, and the cells on screen
/// are rebuilt on every update. An `id` seen twice keeps its first item (the diffable data source
/// needs unique identifiers), and likewise a section `id`.
///
/// - The **centred item** (`centeredItem`, for the carousel and the wheel; the item nearest the
///   middle for the others) is written when scrolling comes to rest — after a fling or a drag, a
///   rotation, a data change — and setting it scrolls there, animated (with a wrapping carousel,
///   to the nearest instance). While it names an item, that item stays centred across data changes.
/// - A **tap** calls `onSelect`; in the carousel and the wheel it also centres the tapped item.
/// - The wheel's cells turn about their anchor point by themselves (`AnchoredCollectionViewCell`).
/// - **Sizes**: `itemSize` gives the circle packing each item's diameter (the width) and the
///   justified gallery's aspect-ratio mode each photo's aspect ratio (width / height).
/// - The gallery's section headers and footers, when its configuration has them, are empty space
///   (`headerHeight: 0` for none).
@available(iOS 16.0, tvOS 16.0, *)
@MainActor
public struct CollectionLayoutView<SectionID: Hashable & Sendable, Item: Identifiable, Cell: View>: UIViewRepresentable
where Item.ID: Sendable {
    let sections: [CollectionLayoutSection<SectionID, Item>]
    let style: CollectionLayoutStyle
    let itemSize: ((Item) -> CGSize)?
    let centeredItem: Binding<Item.ID?>?
    let onSelect: ((Item) -> Void)?
    let cell: (Item) -> Cell

    /// Creates a view of items in sections.
    /// - Parameters:
    ///   - sections: The sections, in order.
    ///   - layout: The layout and its configuration.
    ///   - itemSize: Each item's size for the layouts that read sizes (a circle's diameter is the
    ///     width; a photo's aspect ratio is width / height), or nil for none. The default is nil.
    ///   - centeredItem: The id of the centred item, written when scrolling rests and followed
    ///     when set, or nil not to track it. The default is nil.
    ///   - onSelect: Called with a tapped item. The default is nil.
    ///   - cell: The cell for an item.
    public init<Sections: Sequence>(
        sections: Sections, layout: CollectionLayoutStyle,
        itemSize: ((Item) -> CGSize)? = nil, centeredItem: Binding<Item.ID?>? = nil,
        onSelect: ((Item) -> Void)? = nil, @ViewBuilder cell: @escaping (Item) -> Cell
    )
    where Sections.Element == CollectionLayoutSection<SectionID, Item> {
        self.sections = Array(sections)
        self.style = layout
        self.itemSize = itemSize
        self.centeredItem = centeredItem
        self.onSelect = onSelect
        self.cell = cell
    }

    public func makeCoordinator() -> Coordinator {
        Coordinator()
    }

    public func makeUIView(context: Context) -> UICollectionView {
        context.coordinator.makeCollectionView(for: self)
    }

    public func updateUIView(_ collectionView: UICollectionView, context: Context) {
        context.coordinator.update(
            to: self, animated: context.transaction.animation != nil || !context.transaction.disablesAnimations)
    }
}

@available(iOS 16.0, tvOS 16.0, *)
extension CollectionLayoutView where SectionID == Int {
    /// Creates a view of items in one section.
    /// - Parameters:
    ///   - items: The items, in order.
    ///   - layout: The layout and its configuration.
    ///   - itemSize: Each item's size for the layouts that read sizes (a circle's diameter is the
    ///     width; a photo's aspect ratio is width / height), or nil for none. The default is nil.
    ///   - centeredItem: The id of the centred item, written when scrolling rests and followed
    ///     when set, or nil not to track it. The default is nil.
    ///   - onSelect: Called with a tapped item. The default is nil.
    ///   - cell: The cell for an item.
    public init<Items: RandomAccessCollection>(
        _ items: Items, layout: CollectionLayoutStyle,
        itemSize: ((Item) -> CGSize)? = nil, centeredItem: Binding<Item.ID?>? = nil,
        onSelect: ((Item) -> Void)? = nil, @ViewBuilder cell: @escaping (Item) -> Cell
    )
    where Items.Element == Item {
        self.init(
            sections: [CollectionLayoutSection(id: 0, items: items)], layout: layout, itemSize: itemSize,
            centeredItem: centeredItem, onSelect: onSelect, cell: cell)
    }
}
#endif
