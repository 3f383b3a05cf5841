extension CollectionLayout {
    /// Prepares afresh: the right thing for layouts whose prepare costs O(sections).
    public func prepare(in environment: LayoutEnvironment, updating prepared: inout Prepared) {
        prepared = prepare(in: environment)
    }

    /// The layout prepared for `environment`, updating a copy of `previous` when `environment` only
    /// appends items to it (see ``prepare(in:updating:)``). Identical, bit for bit, to
    /// `prepare(in: environment)`. Keeping `previous` alive costs a copy of its storage, O(n):
    /// use ``prepare(in:updating:)`` on the only copy to pay only for the appended items.
    package func prepare(in environment: LayoutEnvironment, updatingCopyOf previous: Prepared) -> Prepared {
        var prepared = previous
        prepare(in: environment, updating: &prepared)
        return prepared
    }

    /// The typed `prepare(in:updating:)` for a prepared layout held without its type (the UIKit
    /// adapter): updates it when it is this layout's `Prepared`, prepares afresh otherwise. The holder lets go
    /// of it while it changes, so that its storage is not copied.
    package func prepare(in environment: LayoutEnvironment, updating prepared: inout (any PreparedLayout)?) {
        guard var typed = prepared as? Prepared else {
            prepared = prepare(in: environment)
            return
        }
        prepared = nil
        prepare(in: environment, updating: &typed)
        prepared = typed
    }
}
