import CollectionLayoutsAdapterCore
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// One section of a ``CollectionLayoutView``: an identifier and the section's items, in order,
/// and, for a view whose sections each have their own layout, the section's layout and the
/// estimated heights of its header and footer. (Compiled on every platform, so that Linux tests
/// can hold the view's handling of its data.)
public struct CollectionLayoutSection<ID: Hashable & Sendable, Item> {
    /// The section's identifier, unique among the sections.
    public var id: ID
    /// The section's items.
    public var items: [Item]
    /// The section's own layout, read by a view made with
    /// ``CollectionLayoutView/init(sections:itemSize:centeredItem:onSelect:cell:)`` (ignored by a
    /// view given one `layout` for all); nil: ``CollectionSectionLayout/list(rowHeight:spacing:)``
    /// with its defaults.
    public var layout: CollectionSectionLayout?
    /// The header's height in a view whose sections have their own layouts, until the header's
    /// content asks for another (it sizes itself); 0: no header.
    public var headerHeight: CGFloat = 0
    /// The footer's height, as ``headerHeight`` is the header's; 0: no footer.
    public var footerHeight: CGFloat = 0

    /// Creates a section.
    /// - Parameters:
    ///   - id: The section's identifier, unique among the sections.
    ///   - items: The section's items, in order.
    public init<Items: Sequence>(id: ID, items: Items) where Items.Element == Item {
        self.id = id
        self.items = Array(items)
    }

    /// Creates a section with its own layout, for a view made with
    /// ``CollectionLayoutView/init(sections:itemSize:centeredItem:onSelect:cell:)``.
    /// - Parameters:
    ///   - id: The section's identifier, unique among the sections.
    ///   - items: The section's items, in order.
    ///   - layout: The section's layout.
    ///   - headerHeight: The header's estimated height (its content, from the view's
    ///     `sectionHeader(_:)`, sizes itself; without content, empty room this high); 0, the
    ///     default: no header.
    ///   - footerHeight: The footer's, as `headerHeight` is the header's. The default is 0.
    public init<Items: Sequence>(
        id: ID, items: Items, layout: CollectionSectionLayout, headerHeight: CGFloat = 0, footerHeight: CGFloat = 0
    ) where Items.Element == Item {
        self.init(id: id, items: items)
        self.layout = layout
        self.headerHeight = headerHeight
        self.footerHeight = footerHeight
    }
}

extension CollectionLayoutSection {
    /// The stacked layout's configuration for `sections`: each section's layout and estimates,
    /// the sections of an id already seen dropped, as ``CollectionLayoutData`` drops them, so
    /// that section `s` of the configuration is section `s` of the data.
    package static func stackedConfiguration(_ sections: [Self]) -> StackedSectionsLayout.Configuration {
        var seen = Set<ID>()
        return StackedSectionsLayout.Configuration(
            sections: sections.filter { seen.insert($0.id).inserted }.map {
                StackedSectionsLayout.Section(
                    layout: $0.layout?.layout ?? StackedSectionsLayout.Section.standard.layout,
                    headerHeight: $0.headerHeight, footerHeight: $0.footerHeight)
            })
    }
}
