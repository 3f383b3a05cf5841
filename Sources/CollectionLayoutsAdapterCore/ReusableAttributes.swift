import CollectionLayouts

/// The attributes objects a front made since the engine layout last changed, by element, so that
/// a scroll through stored frames returns the same objects again: generic over the front's object
/// (`UICollectionViewLayoutAttributes`, `NSCollectionViewLayoutAttributes`).
package struct ReusableAttributes<Object> {
    /// An element's identity among the objects.
    private struct Key: Hashable {
        /// The element's kind.
        let kind: ElementKind
        /// The element's index.
        let index: ElementIndex
    }

    /// The objects made, by element.
    private var objects: [Key: Object] = [:]

    /// No objects.
    package init() {}

    /// The object made before for `element`, else the one `make` makes, kept for next time.
    package mutating func object(for element: LayoutAttributes, make: (LayoutAttributes) -> Object) -> Object {
        let key = Key(kind: element.kind, index: element.index)
        if let reused = objects[key] { return reused }
        let object = make(element)
        objects[key] = object
        return object
    }

    /// Forgets every object: the engine layout changed.
    package mutating func removeAll(keepingCapacity: Bool = false) {
        objects.removeAll(keepingCapacity: keepingCapacity)
    }

    /// How many objects are kept.
    package var count: Int { objects.count }
}
