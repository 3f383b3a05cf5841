@_spi(Tools) import CollectionLayouts
import Foundation

/// Named string parameters (command-line options, HTTP query items) and typed readers for them.
///
/// Every reader rejects what it cannot use with a ``ParameterError`` that names the option and
/// quotes the value: not a number, NaN or infinite, not decimal (`0x10`), out of range, a malformed
/// size or list.
/// Range checks of layout values themselves are left to the engine's configurations, whose
/// ``LayoutError`` the catalog reports the same way.
package struct LayoutParameters: Sendable {
    /// The raw values by option name (without dashes).
    package private(set) var values: [String: String]
    /// The files that ``CatalogOption/Kind/file`` options name, as sources read when the layout
    /// asks for them, or why they cannot be read, by option name: put here by the `layouts`
    /// command, which alone reads files. Parameters from HTTP have none, so a file option there is
    /// refused rather than read.
    package private(set) var files: [String: Result<FileSource, ParameterError>] = [:]

    /// Parameters from a dictionary, such as HTTP query items.
    package init(_ values: [String: String] = [:]) {
        self.values = values
    }

    /// Parses command-line words: `--name value`, `--name=value`, and `--flag` for the names in
    /// `flags`. A value may start with a dash (`--offset -20,0`). A name not in `known` (when
    /// given) is rejected as it is met, before it could be taken for an option with a value.
    package init(
        arguments: [String], flags: Set<String>, known: [String]? = nil, context: String = ""
    ) throws(ParameterError) {
        var values: [String: String] = [:]
        var i = 0
        while i < arguments.count {
            let word = arguments[i]
            guard word.hasPrefix("--"), word.count > 2 else {
                throw ParameterError("unexpected argument \(ParameterError.quoted(word)): options start with --")
            }
            let text = word.dropFirst(2)
            let equals = text.firstIndex(of: "=")
            let name = String(text[..<(equals ?? text.endIndex)])
            if let known, !known.contains(name) { throw Self.unknownOption(name, known: known, context: context) }
            let value: String
            if let equals {
                value = String(text[text.index(after: equals)...])
            } else if flags.contains(name) {
                value = "true"
            } else {
                guard i + 1 < arguments.count else {
                    throw ParameterError("--\(ParameterError.shortened(name)) needs a value")
                }
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
    package func has(_ name: String) -> Bool { values[name] != nil }

    /// Whether a value was given for `option`.
    package func has(_ option: CatalogOption) -> Bool { values[option.name] != nil }

    /// The parameters with the file that `option` names, to be read by `source` when the layout
    /// asks for it, or the error opening it gave (thrown when the layout asks for the file, so that
    /// the layout's own checks come first).
    package func attaching(
        file source: Result<FileSource, ParameterError>, to option: CatalogOption
    ) -> LayoutParameters {
        var copy = self
        copy.files[option.name] = source
        return copy
    }

    /// The parameters with `text` as the file that `option` names (named by the option's value).
    package func attaching(text: Result<String, ParameterError>, to option: CatalogOption) -> LayoutParameters {
        let name = values[option.name] ?? ""
        return attaching(file: text.map { FileSource.text($0, name: name) }, to: option)
    }

    /// The parameters with `name` set to `value`.
    package func setting(_ name: String, to value: String) -> LayoutParameters {
        var copy = self
        copy.values[name] = value
        return copy
    }

    /// Throws for any name not in `known`, suggesting the nearest and listing the names that are.
    package func rejectUnknown(_ known: [String], context: String) throws(ParameterError) {
        let knownSet = Set(known)
        if let unknown = values.keys.sorted().first(where: { !knownSet.contains($0) }) {
            throw Self.unknownOption(unknown, known: known, context: context)
        }
    }

    static func unknownOption(_ name: String, known: [String], context: String) -> ParameterError {
        ParameterError(
            Suggestion.message(
                "unknown option --\(ParameterError.shortened(name)) for \(context)", word: name, in: known,
                prefix: "--", listing: "options", separator: " "))
    }

    // MARK: Options with their defaults

    /// The text given for `option`, else its default.
    private func text(_ option: CatalogOption) throws(ParameterError) -> String {
        guard let text = values[option.name] ?? option.defaultValue else {
            throw ParameterError("--\(option.name) needs a value")
        }
        return text
    }

    /// A finite number, or the option's default.
    package func double(_ option: CatalogOption) throws(ParameterError) -> Double {
        try Self.number(try text(option), option.name)
    }

    /// A finite number, or nil when neither given nor defaulted.
    package func optionalDouble(_ option: CatalogOption) throws(ParameterError) -> Double? {
        has(option) || option.defaultValue != nil ? try double(option) : nil
    }

    /// A whole number in `range`, or the option's default.
    package func int(_ option: CatalogOption, in range: ClosedRange<Int>) throws(ParameterError) -> Int {
        try Self.whole(try text(option), option.name, in: range)
    }

    /// A whole number in `range`, or nil when neither given nor defaulted.
    package func optionalInt(_ option: CatalogOption, in range: ClosedRange<Int>) throws(ParameterError) -> Int? {
        has(option) || option.defaultValue != nil ? try int(option, in: range) : nil
    }

    /// A size, or the option's default.
    package func size(_ option: CatalogOption) throws(ParameterError) -> CGSize {
        try Self.size(try text(option), option.name)
    }

    /// A point, or the option's default.
    package func point(_ option: CatalogOption) throws(ParameterError) -> CGPoint {
        try Self.point(try text(option), option.name)
    }

    /// Comma-separated finite numbers, or the option's default.
    package func doubles(_ option: CatalogOption, maximumCount: Int = 1_000_000) throws(ParameterError) -> [Double] {
        try Self.numbers(try text(option), option.name, maximumCount: maximumCount)
    }

    /// A flag: see ``flag(_:)-(String)``.
    package func flag(_ option: CatalogOption) throws(ParameterError) -> Bool { try flag(option.name) }

    /// The value of one of `choices`, or the option's default.
    package func choice<Value>(_ option: CatalogOption, _ choices: NamedChoices<Value>) throws(ParameterError) -> Value
    {
        let text = try text(option)
        guard let value = choices.value(named: text) else {
            throw ParameterError(
                "--\(option.name) must be one of \(choices.names.joined(separator: ", ")), got \(ParameterError.quoted(text))"
                    + Suggestion.clause(for: text, in: choices.names))
        }
        return value
    }

    /// The numbers in the file `option` names, separated by commas and white space, read as they
    /// come and refused at the first number past `maximumCount` (see ``NumberListScanner``); nil
    /// when the option is not given.
    /// - Throws: ``ParameterError`` when the option is given but no file is attached (over HTTP,
    ///   where files are never read), when the file cannot be read or passes a limit, or when it
    ///   holds something else than numbers.
    package func fileNumbers(_ option: CatalogOption, maximumCount: Int) throws(ParameterError) -> [Double]? {
        guard has(option) else { return nil }
        guard let source = files[option.name] else {
            throw ParameterError(
                "--\(option.name) names a file, which only the layouts command reads; give the values themselves")
        }
        return try NumberListScanner.numbers(in: try source.get(), option: option.name, maximumCount: maximumCount)
    }

    // MARK: Values by name

    /// A finite number.
    package func double(_ name: String, default value: Double) throws(ParameterError) -> Double {
        guard let text = values[name] else { return value }
        return try Self.number(text, name)
    }

    /// A whole number in `range`.
    package func int(_ name: String, default value: Int, in range: ClosedRange<Int>) throws(ParameterError) -> Int {
        guard let text = values[name] else { return value }
        return try Self.whole(text, name, in: range)
    }

    /// A flag: absent is false; `true`, `1`, `yes`, `on` or an empty value are true; `false`, `0`,
    /// `no`, `off` are false.
    package func flag(_ name: String) throws(ParameterError) -> Bool {
        guard let text = values[name]?.lowercased() else { return false }
        switch text {
        case "", "true", "1", "yes", "on": return true
        case "false", "0", "no", "off": return false
        default: throw ParameterError("--\(name) is a flag: use true or false, got \(ParameterError.quoted(text))")
        }
    }

    /// A size written `WxH`, or a single number for a square.
    package func size(_ name: String, default value: CGSize) throws(ParameterError) -> CGSize {
        guard let text = values[name] else { return value }
        return try Self.size(text, name)
    }

    static func size(_ text: String, _ name: String) throws(ParameterError) -> CGSize {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false).map(String.init)
        switch parts.count {
        case 1:
            let side = try Self.number(parts[0], name)
            return CGSize(width: side, height: side)
        case 2:
            return CGSize(width: try Self.number(parts[0], name), height: try Self.number(parts[1], name))
        default:
            throw ParameterError("--\(name) expects a size WxH such as 100x90, got \(ParameterError.quoted(text))")
        }
    }

    /// A point written `X,Y`.
    package func point(_ name: String, default value: CGPoint) throws(ParameterError) -> CGPoint {
        guard let text = values[name] else { return value }
        return try Self.point(text, name)
    }

    static func point(_ text: String, _ name: String) throws(ParameterError) -> CGPoint {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 2 else {
            throw ParameterError("--\(name) expects X,Y such as 120,0, got \(ParameterError.quoted(text))")
        }
        return CGPoint(x: try Self.number(parts[0], name), y: try Self.number(parts[1], name))
    }

    /// A comma-separated list of finite numbers, at least one and at most `maximumCount`.
    package func doubles(
        _ name: String, default value: [Double], maximumCount: Int = 1_000_000
    ) throws(ParameterError) -> [Double] {
        guard let text = values[name] else { return value }
        return try Self.numbers(text, name, maximumCount: maximumCount)
    }

    static func numbers(_ text: String, _ name: String, maximumCount: Int) throws(ParameterError) -> [Double] {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        guard !text.isEmpty, parts.count <= maximumCount else {
            throw ParameterError(
                "--\(name) expects 1 to \(maximumCount) comma-separated numbers, got \(ParameterError.quoted(text))")
        }
        var result: [Double] = []
        result.reserveCapacity(parts.count)
        for part in parts { result.append(try Self.number(part, name)) }
        return result
    }

    /// A comma-separated list of whole numbers in `range`, at least one and at most `maximumCount`.
    package func ints(_ name: String, in range: ClosedRange<Int>, maximumCount: Int) throws(ParameterError) -> [Int]? {
        guard let text = values[name] else { return nil }
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        guard !text.isEmpty, parts.count <= maximumCount else {
            throw ParameterError(
                "--\(name) expects 1 to \(maximumCount) comma-separated whole numbers, got \(ParameterError.quoted(text))"
            )
        }
        var result: [Int] = []
        for part in parts {
            guard let n = Int(part.trimmingCharacters(in: .whitespaces)), range.contains(n) else {
                throw ParameterError(
                    "--\(name) expects whole numbers between \(range.lowerBound) and \(range.upperBound), got \(ParameterError.quoted(part))"
                )
            }
            result.append(n)
        }
        return result
    }

    static func whole(_ text: String, _ name: String, in range: ClosedRange<Int>) throws(ParameterError) -> Int {
        guard let n = Int(text.trimmingCharacters(in: .whitespaces)) else {
            throw ParameterError("--\(name) expects a whole number, got \(ParameterError.quoted(text))")
        }
        guard range.contains(n) else {
            throw ParameterError("--\(name) must be between \(range.lowerBound) and \(range.upperBound), got \(n)")
        }
        return n
    }

    /// A finite decimal number (``DecimalNumber``), spaces around it ignored.
    static func number(_ text: String, _ name: String) throws(ParameterError) -> Double {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard let v = Double(trimmed) else {
            throw ParameterError("--\(name) expects a number, got \(ParameterError.quoted(text))")
        }
        guard v.isFinite else {
            throw ParameterError("--\(name) must be a finite number, got \(ParameterError.quoted(text))")
        }
        guard DecimalNumber.isDecimal(trimmed.utf8) else {
            throw ParameterError("--\(name) expects a decimal number, got \(ParameterError.quoted(text))")
        }
        return v
    }
}
