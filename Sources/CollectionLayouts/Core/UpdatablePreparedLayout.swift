/// A prepared layout that can lay out only the items appended to its environment (circle packing,
/// justified gallery): what their layouts' `prepare(in:updating:)` share.
protocol UpdatablePreparedLayout: ConfiguredPreparedLayout {
    /// Lays out the items `environment` (sanitized) appends and returns true; returns false,
    /// changing nothing, when it does more than append.
    mutating func updateByAppending(_ environment: LayoutEnvironment) -> Bool

    /// Takes `environment` (sanitized), whose measured item sizes differ from the prepared ones
    /// at `first` and after, laying out again from there, and returns true; returns false,
    /// changing nothing, when anything else differs or the sizes are fixed.
    mutating func updateMeasuredSizes(_ environment: LayoutEnvironment, from first: ElementIndex) -> Bool
}

extension UpdatablePreparedLayout {
    /// The layout for `configuration` in `environment`: continued by appending when it was
    /// prepared with the same configuration and `environment` only appends to its own, else
    /// prepared afresh. Identical, bit for bit, to preparing afresh.
    mutating func update(_ configuration: Configuration, in environment: LayoutEnvironment) {
        let environment = environment.sanitized
        if self.configuration == configuration && updateByAppending(environment) { return }
        self = Self(configuration: configuration, environment: environment)
    }

    /// Takes `environment` (as prepared for `configuration`) in place when only its measured
    /// sizes (`sizing`) changed, from `first` on, found by comparing the environments when nil:
    /// what both `prepare(in:updating:)` and a cell's measurement try first. False, changing
    /// nothing, otherwise.
    mutating func takeMeasuredSizes(
        _ environment: LayoutEnvironment, for configuration: Configuration, sizing: ItemSizing,
        from first: ElementIndex? = nil
    ) -> Bool {
        guard self.configuration == configuration, sizing != .fixed,
            let first = first ?? environment.firstItemSizeChange(after: self.environment)
        else { return false }
        return updateMeasuredSizes(environment, from: first)
    }
}
