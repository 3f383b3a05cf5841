/// What a change of the visible bounds makes stale.
public enum LayoutInvalidation: String, Hashable, Sendable, Codable, Comparable {
    /// Nothing: the prepared layout answers for the new bounds as it is.
    case nothing
    /// Only what depends on the scroll offset (a wheel's angle, a carousel's side-item scale, a
    /// gallery's pinned headers):
    /// call ``PreparedLayout/updateContentOffset(_:)``, which is O(1).
    case offsetDependent
    /// Everything: prepare again.
    case everything

    private var rank: Int {
        switch self {
        case .nothing: 0
        case .offsetDependent: 1
        case .everything: 2
        }
    }

    public static func < (lhs: LayoutInvalidation, rhs: LayoutInvalidation) -> Bool { lhs.rank < rhs.rank }
}
