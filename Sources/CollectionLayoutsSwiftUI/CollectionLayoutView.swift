#if canImport(SwiftUI) && !os(watchOS) && (canImport(UIKit) || canImport(AppKit))
@_spi(Tools) import CollectionLayouts
import SwiftUI
#if canImport(UIKit)
import CollectionLayoutsUIKit
import UIKit

/// The collection view a ``CollectionLayoutView`` shows: UIKit's here.
typealias PlatformCollectionView = UICollectionView
/// The text styles the layout's sizes may follow (``CollectionLayoutView/dynamicTypeStyle(_:)``).
typealias PlatformTextStyle = UIFont.TextStyle
#else
import AppKit
import CollectionLayoutsAppKit

/// The collection view a ``CollectionLayoutView`` shows: AppKit's here.
typealias PlatformCollectionView = NSCollectionView
/// The text styles the layout's sizes may follow (``CollectionLayoutView/dynamicTypeStyle(_:)``).
typealias PlatformTextStyle = NSFont.TextStyle
#endif

/// Any of the package's five layouts in SwiftUI, virtualised: a `UICollectionView` (on the Mac an
/// `NSCollectionView` in an `NSScrollView`) with the layout, whose cells are SwiftUI views. The
/// same API on iOS, tvOS and macOS, so that a multiplatform app's shared code compiles unchanged;
/// the Mac's differences are listed at the end.
///
/// ```swift
/// CollectionLayoutView(books, layout: .wheel(.standard), centeredItem: $selectedBook) { book in
///     BookCover(book: book)
/// }
/// ```
/// Only the cells on screen exist (UIKit reuses them as the content scrolls): 100,000 items cost
/// no more views than 100. Each cell is built by `cell` inside a `UIHostingConfiguration`.
/// Changes of the data are applied through a diffable data source, keyed by the items' `id`, so
/// inserts, deletes and moves animate; items are identified by `id`, and the cells on screen
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
///   justified gallery's aspect-ratio mode each photo's aspect ratio (width / height). It is asked
///   once per item id, and again when the item changes: an `Equatable` item that is not `==` the
///   one last shown under its id (another item keeps its id's size while the id stays). Appending
///   50 items to 10,000 asks 50 sizes.
/// - **Headers and footers**: ``sectionHeader(_:)`` and ``sectionFooter(_:)`` give the gallery's
///   section headers and footers their content, hosted in `SelfSizingSupplementaryView`s: the
///   configuration's heights are estimates, and each takes the height its content needs. Without
///   content they stay empty space of the configured height (`headerHeight: 0` for none).
/// - **Dynamic Type**: the layout's sizes in points grow with the text (``dynamicTypeStyle(_:)``,
///   `.body` unless set: the grid's, carousel's and wheel's items, the gallery's rows), the SwiftUI
///   cells' text grows by itself, and the headers grow to fit theirs.
/// - **Layout changes** (another layout or configuration, another Dynamic Type style, new sizes
///   of items already shown) animate when the transaction does (`withAnimation`), else take effect
///   at once.
/// - **Near the end of the data**: ``onNearEnd(within:perform:)`` calls its action once as the
///   items on screen come within a threshold of the last item, for loading more.
/// - **Where a fling lands**: ``onLandingItems(_:)`` gives the items on screen where a fling will
///   rest, as the finger lifts, to start loading their images.
/// - **The `UICollectionView`**: ``onMakeCollectionView(_:)`` and ``onUpdateCollectionView(_:)``
///   reach it, for what the view does not wrap.
/// - **VoiceOver and Reduce Motion**: VoiceOver reads the items in the layout's order, the
///   gallery's section headers as headings (the carousel and the wheel as one adjustable element,
///   then the centred card's own elements), saying each item's cell (or
///   ``accessibilityItemLabel(_:)``'s words); with Reduce Motion on, every scroll of the view's
///   own jumps instead of animating, and data and layout changes are applied without animation.
///
/// On the Mac (`CollectionLayoutsAppKit`'s layouts in an `NSCollectionView`): each item is an
/// `NSHostingView` in an `AnchoredCollectionViewItem` (so the carousel's and the wheel's items
/// scale and turn); a click selects (`onSelect`); the carousel and the wheel come to rest on an
/// item when a trackpad or mouse-wheel scroll ends and move one item per arrow key; headers and
/// footers keep their configured heights and Dynamic Type does not apply (the Mac has none);
/// ``onLandingItems(_:)`` is called when the carousel or the wheel starts coming to rest; the
/// collection view modifiers give the `NSCollectionView`.
@available(iOS 16.0, tvOS 16.0, *)
@MainActor
public struct CollectionLayoutView<SectionID: Hashable & Sendable, Item: Identifiable, Cell: View>
where Item.ID: Sendable {
    let sections: [CollectionLayoutSection<SectionID, Item>]
    let style: CollectionLayoutStyle
    let itemSize: ((Item) -> CGSize)?
    let centeredItem: Binding<Item.ID?>?
    let onSelect: ((Item) -> Void)?
    let cell: (Item) -> Cell
    /// The text style the layout's sizes follow (``dynamicTypeStyle(_:)``).
    var dynamicTypeStyle: PlatformTextStyle? = .body
    /// The content of each section's header and footer, nil for none (empty space):
    /// ``sectionHeader(_:)``, ``sectionFooter(_:)``.
    var header: ((SectionID) -> AnyView)?, footer: ((SectionID) -> AnyView)?
    /// The action called near the end of the data, and how near (``onNearEnd(within:perform:)``).
    var nearEnd: (threshold: NearEndThreshold, action: @MainActor () -> Void)?
    /// Called with the items a fling lands on (``onLandingItems(_:)``).
    var landingItems: (@MainActor ([Item]) -> Void)?
    /// What VoiceOver says for an item (``accessibilityItemLabel(_:)``); nil: the cell's own words.
    var itemLabel: (@MainActor (Item) -> String?)?
    /// Called with the collection view once made (``onMakeCollectionView(_:)``) and after every
    /// update (``onUpdateCollectionView(_:)``).
    var collectionViewMade: (@MainActor (PlatformCollectionView) -> Void)?,
        collectionViewUpdated: (@MainActor (PlatformCollectionView) -> Void)?
    /// Called when the user moves an item by drag (``onMove(perform:)``); nil: items do not move.
    var move: (@MainActor (_ section: SectionID, _ source: IndexSet, _ destination: Int) -> Void)?

    /// Creates a view of items in sections.
    /// - Parameters:
    ///   - sections: The sections, in order.
    ///   - layout: The layout and its configuration.
    ///   - itemSize: Each item's size for the layouts that read sizes (a circle's diameter is the
    ///     width; a photo's aspect ratio is width / height), or nil for none; asked once per item
    ///     id, and again when an `Equatable` item changes. The default is nil.
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
}

@available(iOS 16.0, tvOS 16.0, *)
extension CollectionLayoutView where SectionID == Int {
    /// Creates a view of items in one section.
    /// - Parameters:
    ///   - items: The items, in order.
    ///   - layout: The layout and its configuration.
    ///   - itemSize: Each item's size for the layouts that read sizes (a circle's diameter is the
    ///     width; a photo's aspect ratio is width / height), or nil for none; asked once per item
    ///     id, and again when an `Equatable` item changes. The default is nil.
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
