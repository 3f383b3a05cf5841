import CollectionLayouts

extension BatchUpdateMap {
    /// Carries values kept by place (an item's measured size, a section's header height) through
    /// a batch update: each of `values` goes to `destination` of its place, where `keep` stores it;
    /// one whose place has no destination (deleted) is dropped. Returns whether any value changed
    /// place or was dropped, which is when the layout must take the values again. O(values) calls
    /// of `destination`.
    package static func carry<Place: Equatable, Value>(
        _ values: some Sequence<(Place, Value)>, to destination: (Place) -> Place?,
        keep: (Place, Value) -> Void
    ) -> Bool {
        var changed = false
        for (place, value) in values {
            guard let after = destination(place) else {
                changed = true
                continue
            }
            keep(after, value)
            if after != place { changed = true }
        }
        return changed
    }
}
