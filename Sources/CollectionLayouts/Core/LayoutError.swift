/// Why a configuration value was rejected.
///
/// Configuration values are the developer's choices, so a configuration's initializer rejects
/// values that make no sense (not finite, negative, zero where a size is needed) with this error,
/// which names the parameter and the value. Values that come from a running app (bounds, offsets,
/// item counts, sizes from the data) are clamped instead: see ``LayoutEnvironment``.
public enum LayoutError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The value is NaN or infinite.
    case notFinite(parameter: String, value: Double)
    /// The value is below the smallest allowed value.
    case tooSmall(parameter: String, value: Double, minimum: Double, inclusive: Bool)
    /// The value is above the largest allowed value.
    case tooLarge(parameter: String, value: Double, maximum: Double)

    /// The parameter the error is about.
    public var parameter: String {
        switch self {
        case .notFinite(let p, _), .tooSmall(let p, _, _, _), .tooLarge(let p, _, _): p
        }
    }

    /// One line for a person, such as `itemSize.width must be greater than 0 (got -3.0)`.
    public var description: String {
        switch self {
        case let .notFinite(p, v): "\(p) must be a finite number (got \(v))"
        case let .tooSmall(p, v, m, inclusive):
            "\(p) must be \(inclusive ? "at least" : "greater than") \(m.formattedForError) (got \(v.formattedForError))"
        case let .tooLarge(p, v, m): "\(p) must be at most \(m.formattedForError) (got \(v.formattedForError))"
        }
    }
}

extension Double {
    var formattedForError: String {
        self == rounded() && abs(self) < 1e15 ? String(Int64(self)) : String(self)
    }
}
