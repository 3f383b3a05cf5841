/// A prepared layout that can lay out only the items appended to its environment (circle packing,
/// justified gallery): what their layouts' `prepare(in:updating:)` share.
protocol UpdatablePreparedLayout: ConfiguredPreparedLayout {
    /// Lays out the items `environment` (sanitized) appends and returns true; returns false,
    /// changing nothing, when it does more than append.
    mutating func updateByAppending(_ environment: LayoutEnvironment) -> Bool
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
}
