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
/// - **Headers and footers**: ``sectionHeader(_:)`` and ``sectionFooter(_:)`` give the gallery's
///   section headers and footers their content, hosted in `SelfSizingSupplementaryView`s: the
///   configuration's heights are estimates, and each takes the height its content needs. Without
///   content they stay empty space of the configured height (`headerHeight: 0` for none).
/// - **Dynamic Type**: the layout's sizes in points grow with the text (``dynamicTypeStyle(_:)``,
///   `.body` unless set: the grid's, carousel's and wheel's items, the gallery's rows), the SwiftUI
///   cells' text grows by itself, and the headers grow to fit theirs.
/// - **VoiceOver and Reduce Motion**: VoiceOver reads the items in the layout's order (the carousel
///   and the wheel as one adjustable element); with Reduce Motion on, every scroll of the view's
///   own jumps instead of animating, and data changes are applied without animation.
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
    /// The text style the layout's sizes follow (``dynamicTypeStyle(_:)``).
    var dynamicTypeStyle: UIFont.TextStyle? = .body
    /// The content of each section's header and footer, nil for none (empty space):
    /// ``sectionHeader(_:)``, ``sectionFooter(_:)``.
    var header: ((SectionID) -> AnyView)?, footer: ((SectionID) -> AnyView)?

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
            to: self, animated: context.transaction.animation != nil || !context.transaction.disablesAnimations,
            dynamicTypeSize: context.environment.dynamicTypeSize)
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
@available(iOS 16.0, tvOS 16.0, *)
extension CollectionLayoutView {
    /// The view with `content` in each section's header, from the section's id, for the layouts
    /// with headers (the justified gallery, whose configured header height is then the estimate):
    /// each header takes the height its content needs, so text that grows with Dynamic Type is
    /// never clipped. Apply it to the `CollectionLayoutView` itself, before other modifiers.
    ///
    /// ```swift
    /// CollectionLayoutView(sections: albums, layout: .justifiedGallery(.photos)) { photo in
    ///     PhotoView(photo)
    /// }
    /// .sectionHeader { albumID in Text(albumID).font(.headline).padding() }
    /// ```
    public func sectionHeader<Header: View>(@ViewBuilder _ content: @escaping (SectionID) -> Header) -> Self {
        var copy = self
        copy.header = { AnyView(content($0)) }
        return copy
    }

    /// The view with `content` in each section's footer, as ``sectionHeader(_:)`` puts it in headers.
    public func sectionFooter<Footer: View>(@ViewBuilder _ content: @escaping (SectionID) -> Footer) -> Self {
        var copy = self
        copy.footer = { AnyView(content($0)) }
        return copy
    }

    /// The view with its layout's sizes in points following the Dynamic Type scaling of `style`
    /// (`EngineCollectionViewLayout.dynamicTypeStyle`), or, with nil, staying as configured. The
    /// default is `.body`. Apply it to the `CollectionLayoutView` itself, before other modifiers.
    public func dynamicTypeStyle(_ style: UIFont.TextStyle?) -> Self {
        var copy = self
        copy.dynamicTypeStyle = style
        return copy
    }
}
#endif
