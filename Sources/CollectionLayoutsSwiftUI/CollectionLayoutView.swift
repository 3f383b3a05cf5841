#if canImport(SwiftUI) && !os(watchOS) && (canImport(UIKit) || canImport(AppKit))
@_spi(Tools) import CollectionLayouts
import CollectionLayoutsAdapterCore
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
/// same API on iOS, tvOS and macOS, so that a multiplatform app's shared code compiles unchanged.
///
/// ```swift
/// CollectionLayoutView(books, layout: .wheel(.standard), centeredItem: $selectedBook) { book in
///     BookCover(book: book)
/// }
/// ```
///
/// See <doc:UsingTheLayoutsInSwiftUI> for what it does in detail.
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
    /// The selection binding, the items' context menu and the scroll-position binding
    /// (`selection(_:)`, ``itemContextMenu(_:)``, ``scrollPosition(id:anchor:)``).
    var interaction = CollectionLayoutInteraction<Item>()
    /// Called when the user moves an item by drag (``onMove(perform:)``); nil: items do not move.
    var move: (@MainActor (_ section: SectionID, _ source: IndexSet, _ destination: Int) -> Void)?
    /// The carousel sections' rows, by the id of the item that stands for each
    /// (``CollectionSectionLayout/carousel(_:)``); empty for a view given one layout.
    var carouselRows = CarouselRows<SectionID, Item>()

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

@available(iOS 16.0, tvOS 16.0, *)
extension CollectionLayoutView {
    /// Creates a view of sections that each have their own layout (``CollectionLayoutSection/layout``),
    /// one under another, each with its header and footer when it gives their heights: packed
    /// bubbles above a justified gallery above a list; a carousel section
    /// (``CollectionSectionLayout/carousel(_:)``) is one row hosting a carousel that scrolls
    /// sideways.
    ///
    /// ```swift
    /// CollectionLayoutView(sections: [
    ///     CollectionLayoutSection(id: "topics", items: topics, layout: .circlePack(), headerHeight: 44),
    ///     CollectionLayoutSection(id: "photos", items: photos, layout: .justifiedGallery(.photos), headerHeight: 44),
    /// ], itemSize: { $0.size }) { item in
    ///     ItemView(item)
    /// }
    /// .sectionHeader { id in Text(id).font(.headline) }
    /// ```
    ///
    /// The view scrolls vertically. Each section's items are laid out as its layout lays out a
    /// collection view of one section of those items as wide as the view (less the content
    /// insets), left to right (mirrored right to left), at Dynamic Type's default scale; the
    /// header above them and the footer below are as wide as the view, as high as their content
    /// (``sectionHeader(_:)``, ``sectionFooter(_:)``) asks, the section's estimate until then.
    /// The view updates, animates, selects and reorders as with one layout.
    /// - Parameters:
    ///   - sections: The sections, in order, each with its layout.
    ///   - itemSize: Each item's size for the sections whose layout reads sizes (a circle's
    ///     diameter is the width; a photo's aspect ratio is width / height), or nil for none. The
    ///     default is nil.
    ///   - centeredItem: The id of the item nearest the middle of the view, written when scrolling
    ///     rests and followed when set, or nil not to track it. The default is nil.
    ///   - onSelect: Called with a tapped item. The default is nil.
    ///   - cell: The cell for an item.
    public init<Sections: Sequence>(
        sections: Sections, itemSize: ((Item) -> CGSize)? = nil, centeredItem: Binding<Item.ID?>? = nil,
        onSelect: ((Item) -> Void)? = nil, @ViewBuilder cell: @escaping (Item) -> Cell
    )
    where Sections.Element == CollectionLayoutSection<SectionID, Item> {
        // A carousel section is one row of the stack, whose cell hosts the section's carousel.
        let split = CarouselRows.split(Array(sections))
        self.init(
            sections: split.shown,
            layout: CollectionLayoutStyle(
                ConfiguredCollectionViewLayout<StackedSectionsLayout>.self,
                configuration: CollectionLayoutSection.stackedConfiguration(split.shown)),
            itemSize: itemSize, centeredItem: centeredItem, onSelect: onSelect, cell: cell)
        carouselRows = split.rows
    }
}
#endif
