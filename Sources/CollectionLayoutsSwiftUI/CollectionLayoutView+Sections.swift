#if canImport(SwiftUI) && !os(watchOS) && (canImport(UIKit) || canImport(AppKit))
import CollectionLayoutsAdapterCore
import SwiftUI
#if canImport(UIKit)
import CollectionLayoutsUIKit
#else
import CollectionLayoutsAppKit
#endif

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
