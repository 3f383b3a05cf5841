@_spi(Tools) import CollectionLayouts

extension DecelerationRate {
    /// The rates the tools take by name, `normal` and `fast`, named as the engine's `description`
    /// names them: the one round trip between a rate and its name.
    package static let named = NamedChoices<DecelerationRate>(
        [DecelerationRate.normal, .fast].map { ($0.description, $0) })
}
