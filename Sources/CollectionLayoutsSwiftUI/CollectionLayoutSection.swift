import Foundation

/// One section of a ``CollectionLayoutView``: an identifier and the section's items, in order.
/// (Compiled on every platform, so that Linux tests can hold the view's handling of its data.)
public struct CollectionLayoutSection<ID: Hashable & Sendable, Item> {
    /// The section's identifier, unique among the sections.
    public var id: ID
    /// The section's items.
    public var items: [Item]

    /// Creates a section.
    /// - Parameters:
    ///   - id: The section's identifier, unique among the sections.
    ///   - items: The section's items, in order.
    public init<Items: Sequence>(id: ID, items: Items) where Items.Element == Item {
        self.id = id
        self.items = Array(items)
    }
}
