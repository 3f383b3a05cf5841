/// A parameter given to the command-line tool or the playground's API that cannot be used.
///
/// Its `description` is one line for a person; the CLI prints it on stderr and exits non-zero,
/// the server answers HTTP 400 with it. A message quotes a value through ``quoted(_:limit:)``,
/// which keeps at most 60 of its characters, and no message is longer than
/// ``maximumMessageLength`` characters, so that neither the command nor the server echoes a huge
/// value back whole.
package struct ParameterError: Error, Hashable, Sendable, CustomStringConvertible {
    package let message: String
    package init(_ message: String) { self.message = Self.shortened(message, limit: Self.maximumMessageLength) }
    package var description: String { message }
}

extension ParameterError {
    /// The most characters of a value that a message quotes.
    package static let quotedLength = 60
    /// The most characters of a path that a message quotes (a path the system accepts is shorter).
    package static let quotedPathLength = 4_096
    /// The most characters of a whole message; beyond, it is cut as a value is.
    package static let maximumMessageLength = 5_000

    /// `text` whole when it has at most `limit` characters, else its first `limit` characters and
    /// `…(N characters)`.
    package static func shortened(_ text: some StringProtocol, limit: Int = quotedLength) -> String {
        // The characters beyond the limit are counted only when there are some (one pass).
        guard let cut = text.index(text.startIndex, offsetBy: limit, limitedBy: text.endIndex), cut < text.endIndex
        else {
            return String(text)
        }
        return String(text[..<cut]) + "…(\(text.count) characters)"
    }

    /// `'text'` as a message quotes a value: see ``shortened(_:limit:)``.
    package static func quoted(_ text: some StringProtocol, limit: Int = quotedLength) -> String {
        "'" + shortened(text, limit: limit) + "'"
    }

    /// `'path'` as a message quotes a path: whole up to 4,096 characters.
    package static func quoted(path: some StringProtocol) -> String {
        quoted(path, limit: quotedPathLength)
    }
}
