extension JustifiedGalleryLayout {
    /// Where the items' sizes come from (``Configuration/itemSizing``).
    package var itemSizing: ItemSizing { configuration.itemSizing }

    /// Updates `prepared` for `environment`, whose item sizes differ from the prepared ones only
    /// at `first` and after (the item a cell measured): in the width-range mode with measured
    /// sizes the rows from the one before `first`'s on are laid out again, so the cost grows with
    /// the items after it, not with all of them; otherwise as ``prepare(in:updating:)``.
    /// Identical, bit for bit, to ``prepare(in:)``.
    @_spi(Tools) public func prepare(
        in environment: LayoutEnvironment, updating prepared: inout PreparedJustifiedGallery,
        sizesChangedFrom first: ElementIndex
    ) {
        let (configuration, environment) = preparation(for: environment)
        guard !prepared.takeMeasuredSizes(environment, for: configuration, sizing: itemSizing, from: first) else {
            return
        }
        prepare(in: environment, updating: &prepared)
    }
}
