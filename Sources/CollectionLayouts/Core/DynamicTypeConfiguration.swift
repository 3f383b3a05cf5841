import Foundation

/// A layout's configuration whose sizes in points follow Dynamic Type
/// (``LayoutEnvironment/dynamicTypeScale``): the carousel's, the gallery's, the grid's, the
/// wheel's, and the circle packing's headers and footers (circle diameters come from the data and
/// do not scale).
package protocol DynamicTypeConfiguration: LayoutConfiguration {
    /// The configuration for a Dynamic Type scale of `factor`; `self` when `factor` is 1.
    func scaled(by factor: CGFloat) -> Self
}

extension ConfiguredLayout where Configuration: DynamicTypeConfiguration {
    /// What preparing for `environment` starts from, for every layout whose sizes follow Dynamic
    /// Type: the environment sanitized, and the configuration scaled by its Dynamic Type scale.
    package func preparation(
        for environment: LayoutEnvironment
    ) -> (configuration: Configuration, environment: LayoutEnvironment) {
        let environment = environment.sanitized
        return (configuration.scaled(by: environment.dynamicTypeScale), environment)
    }
}
