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

    /// Lays out the elements for `environment` in `prepared`, reusing its work when the only change
    /// since it was prepared is items appended to the end of the last section or sections appended
    /// (docs/appends.md); anything else prepares afresh.
    ///
    /// The result is identical, bit for bit, to `prepare(in: environment)`. Layouts whose prepare
    /// stores frames (circle packing, justified gallery) continue from where they stopped; the
    /// default, for layouts whose prepare is O(sections), prepares afresh. Pass the caller's only
    /// copy: a copy shared with another variable is copied before it changes, which costs O(n).
    func prepare(in environment: LayoutEnvironment, updating prepared: inout Prepared)

    /// Whether scrolling rests page by page with one item in the middle (the carousel, the wheel):
    /// the adapters centre a tapped item there and hide the scroll indicator along the axis.
    var isPaging: Bool { get }

    /// The rate flings should decelerate at in this layout, which the adapters give their scroll
    /// view, or nil to leave the scroll view's own.
    var decelerationRate: DecelerationRate? { get }
}

extension CollectionLayout {
    /// False: scrolling rests anywhere (snapped where the layout snaps).
    public var isPaging: Bool { false }

    /// Nil: the scroll view keeps its own rate.
    public var decelerationRate: DecelerationRate? { nil }
}
