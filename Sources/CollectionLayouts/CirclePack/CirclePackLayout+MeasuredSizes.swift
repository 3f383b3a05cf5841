extension CirclePackLayout: MeasuredSizesLayout {
    /// Where the diameters come from (``Configuration/itemSizing``).
    package var itemSizing: ItemSizing { configuration.itemSizing }

    /// Updates `prepared` for `environment`, whose item sizes differ from the prepared ones only
    /// at `first` and after (the item a cell measured): with measured sizes the circles are packed
    /// again from the last checkpoint (every 32 circles) before the circle ahead of `first`, so
    /// the cost grows with the circles after it, not with all of them (in the first eighth of the
    /// circles, a fresh packing, which costs less there); otherwise as ``prepare(in:updating:)``.
    /// Identical, bit for bit, to ``prepare(in:)``.
    @_spi(Tools) public func prepare(
        in environment: LayoutEnvironment, updating prepared: inout PreparedCirclePack,
        sizesChangedFrom first: ElementIndex
    ) {
        let (configuration, environment) = preparation(for: environment)
        if prepared.configuration == configuration && prepared.updateMeasuredSizes(environment, from: first) { return }
        prepare(in: environment, updating: &prepared)
    }
}
