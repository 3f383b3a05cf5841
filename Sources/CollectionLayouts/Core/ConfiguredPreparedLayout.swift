/// A prepared layout made from its layout's configuration and an environment, as every engine
/// layout's is: what preparing afresh (``ConfiguredLayout/preparedAfresh(in:)``) and continuing a
/// prepare (`UpdatablePreparedLayout`) build on.
protocol ConfiguredPreparedLayout: PreparedLayout {
    /// The configuration the layout was prepared with.
    associatedtype Configuration: Equatable

    /// The configuration the layout was prepared with.
    var configuration: Configuration { get }

    /// The layout prepared afresh for `environment`, which is sanitized.
    init(configuration: Configuration, environment: LayoutEnvironment)
}

extension ConfiguredLayout
where
    Configuration: DynamicTypeConfiguration, Prepared: ConfiguredPreparedLayout,
    Prepared.Configuration == Configuration
{
    /// The layout prepared afresh for `environment`: the environment sanitized, the configuration
    /// scaled by its Dynamic Type scale (`preparation(for:)`). What every engine layout's
    /// `prepare(in:)` returns.
    func preparedAfresh(in environment: LayoutEnvironment) -> Prepared {
        let (configuration, environment) = preparation(for: environment)
        return Prepared(configuration: configuration, environment: environment)
    }
}
