/// A parameter given to the command-line tool or the playground's API that cannot be used.
///
/// Its `description` is one line for a person; the CLI prints it on stderr and exits non-zero,
/// the server answers HTTP 400 with it.
package struct ParameterError: Error, Hashable, Sendable, CustomStringConvertible {
    package let message: String
    package init(_ message: String) { self.message = message }
    package var description: String { message }
}
