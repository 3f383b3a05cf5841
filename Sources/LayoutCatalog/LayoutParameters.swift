import CollectionLayouts
import Foundation

/// Named string parameters (command-line options, HTTP query items) and typed readers for them.
///
/// Every reader rejects what it cannot use with a ``ParameterError`` that names the option and
/// quotes the value: not a number, NaN or infinite, out of range, a malformed size or list.
/// Range checks of layout values themselves are left to the engine's configurations, whose
/// ``LayoutError`` the catalog reports the same way.
public struct LayoutParameters: Sendable {
    /// The raw values by option name (without dashes).
    public private(set) var values: [String: String]

    /// Parameters from a dictionary, such as HTTP query items.
    public init(_ values: [String: String] = [:]) {
        self.values = values
    }

    /// Parses command-line words: `--name value`, `--name=value`, and `--flag` for the names in
    /// `flags`. A value may start with a dash (`--offset -20,0`).
    public init(arguments: [String], flags: Set<String>) throws(ParameterError) {
        var values: [String: String] = [:]
        var i = 0
        while i < arguments.count {
            let word = arguments[i]
            guard word.hasPrefix("--"), word.count > 2 else {
                throw ParameterError("unexpected argument '\(word)': options start with --")
            }
            var name = String(word.dropFirst(2))
            var value: String
            if let equals = name.firstIndex(of: "=") {
                value = String(name[name.index(after: equals)...])
                name = String(name[..<equals])
            } else if flags.contains(name) {
                value = "true"
            } else {
                guard i + 1 < arguments.count else { throw ParameterError("--\(name) needs a value") }
                i += 1
                value = arguments[i]
            }
            guard values[name] == nil else { throw ParameterError("--\(name) is given more than once") }
            values[name] = value
            i += 1
        }
        self.values = values
    }

    /// Whether a value was given for `name`.
    public func has(_ name: String) -> Bool { values[name] != nil }

    /// The parameters with `name` set to `value`.
    public func setting(_ name: String, to value: String) -> LayoutParameters {
        var copy = self
        copy.values[name] = value
        return copy
    }

    /// Throws for any name not in `known`, listing the names that are.
    public func rejectUnknown(_ known: [String], context: String) throws(ParameterError) {
        let knownSet = Set(known)
        if let unknown = values.keys.sorted().first(where: { !knownSet.contains($0) }) {
            throw ParameterError("unknown option --\(unknown) for \(context); options: " + known.map { "--\($0)" }.joined(separator: " "))
        }
    }

    /// A finite number.
    public func double(_ name: String, default value: Double) throws(ParameterError) -> Double {
        guard let text = values[name] else { return value }
        return try Self.number(text, name)
    }

    /// A whole number in `range`.
    public func int(_ name: String, default value: Int, in range: ClosedRange<Int>) throws(ParameterError) -> Int {
        guard let text = values[name] else { return value }
        guard let n = Int(text.trimmingCharacters(in: .whitespaces)) else {
            throw ParameterError("--\(name) expects a whole number, got '\(text)'")
        }
        guard range.contains(n) else {
            throw ParameterError("--\(name) must be between \(range.lowerBound) and \(range.upperBound), got \(n)")
        }
        return n
    }

    /// An optional whole number in `range`.
    public func optionalInt(_ name: String, in range: ClosedRange<Int>) throws(ParameterError) -> Int? {
        has(name) ? try int(name, default: 0, in: range) : nil
    }

    /// A flag: absent is false; `true`, `1`, `yes`, `on` or an empty value are true; `false`, `0`,
    /// `no`, `off` are false.
    public func flag(_ name: String) throws(ParameterError) -> Bool {
        guard let text = values[name]?.lowercased() else { return false }
        switch text {
        case "", "true", "1", "yes", "on": return true
        case "false", "0", "no", "off": return false
        default: throw ParameterError("--\(name) is a flag: use true or false, got '\(text)'")
        }
    }

    /// A size written `WxH`, or a single number for a square.
    public func size(_ name: String, default value: CGSize) throws(ParameterError) -> CGSize {
        guard let text = values[name] else { return value }
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false).map(String.init)
        switch parts.count {
        case 1:
            let side = try Self.number(parts[0], name)
            return CGSize(width: side, height: side)
        case 2:
            return CGSize(width: try Self.number(parts[0], name), height: try Self.number(parts[1], name))
        default:
            throw ParameterError("--\(name) expects a size WxH such as 100x90, got '\(text)'")
        }
    }

    /// A point written `X,Y`.
    public func point(_ name: String, default value: CGPoint) throws(ParameterError) -> CGPoint {
        guard let text = values[name] else { return value }
        let parts = text.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 2 else { throw ParameterError("--\(name) expects X,Y such as 120,0, got '\(text)'") }
        return CGPoint(x: try Self.number(parts[0], name), y: try Self.number(parts[1], name))
    }

    /// A comma-separated list of finite numbers, at least one and at most `maximumCount`.
    public func doubles(_ name: String, default value: [Double], maximumCount: Int = 1_000_000) throws(ParameterError) -> [Double] {
        guard let text = values[name] else { return value }
        let parts = text.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        guard !text.isEmpty, parts.count <= maximumCount else {
            throw ParameterError("--\(name) expects 1 to \(maximumCount) comma-separated numbers, got '\(text.prefix(40))'")
        }
        var result: [Double] = []
        result.reserveCapacity(parts.count)
        for part in parts { result.append(try Self.number(part, name)) }
        return result
    }

    /// A comma-separated list of whole numbers in `range`, at least one and at most `maximumCount`.
    public func ints(_ name: String, in range: ClosedRange<Int>, maximumCount: Int) throws(ParameterError) -> [Int]? {
        guard let text = values[name] else { return nil }
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        guard !text.isEmpty, parts.count <= maximumCount else {
            throw ParameterError("--\(name) expects 1 to \(maximumCount) comma-separated whole numbers, got '\(text.prefix(40))'")
        }
        var result: [Int] = []
        for part in parts {
            guard let n = Int(part.trimmingCharacters(in: .whitespaces)), range.contains(n) else {
                throw ParameterError("--\(name) expects whole numbers between \(range.lowerBound) and \(range.upperBound), got '\(part)'")
            }
            result.append(n)
        }
        return result
    }

    /// One of `choices`.
    public func choice(_ name: String, default value: String, from choices: [String]) throws(ParameterError) -> String {
        guard let text = values[name] else { return value }
        guard choices.contains(text) else {
            throw ParameterError("--\(name) must be one of \(choices.joined(separator: ", ")), got '\(text)'")
        }
        return text
    }

    static func number(_ text: String, _ name: String) throws(ParameterError) -> Double {
        guard let v = Double(text.trimmingCharacters(in: .whitespaces)) else {
            throw ParameterError("--\(name) expects a number, got '\(text)'")
        }
        guard v.isFinite else { throw ParameterError("--\(name) must be a finite number, got '\(text)'") }
        return v
    }
}
