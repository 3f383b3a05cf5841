/// A layout: an immutable configuration that turns an environment into a prepared layout.
///
/// `prepare(in:)` does the work that depends on the data and the container size and never fails:
/// the environment is clamped (see ``LayoutEnvironment``) and the configuration was checked when it
/// was made. Preparing the same environment twice gives the same result, bit for bit.
public protocol CollectionLayout: Sendable {
    /// The prepared layout this layout produces.
    associatedtype Prepared: PreparedLayout

    /// Lays out the elements for `environment`.
    func prepare(in environment: LayoutEnvironment) -> Prepared
}
