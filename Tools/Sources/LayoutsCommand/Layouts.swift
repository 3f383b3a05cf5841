import ArgumentParser
import Foundation
import LayoutCatalog

/// `layouts`: render, snap and benchmark the package's layouts.
@main
struct Layouts: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layouts",
        abstract: "Serve the playground, render, snap and benchmark the CollectionLayouts layouts.",
        subcommands: [Serve.self, Samples.self, Render.self, Snap.self, Bench.self, List.self])

    /// Runs the command. Every error is one line on stderr and exit status 2, whether
    /// swift-argument-parser, the catalog or the command found it; help exits 0. When the reader of
    /// the output goes away (`layouts … | head`), the command stops and exits 0 without a word:
    /// SIGPIPE is ignored, and a write that fails with EPIPE ends the command quietly.
    static func main() async {
        signal(SIGPIPE, SIG_IGN)
        do {
            var command = try parseCommand(Array(CommandLine.arguments.dropFirst()))
            if var command = command as? any AsyncParsableCommand {
                try await command.run()
            } else {
                try command.run()
            }
        } catch is OutputClosed {
            Foundation.exit(0)
        } catch {
            guard let line = failureLine(for: error) else { exit(withError: error) }
            // Written with the system's call: a closed standard error is no reason to crash.
            var text = line + "\n"
            text.withUTF8 { _ = Foundation.write(STDERR_FILENO, $0.baseAddress, $0.count) }
            Foundation.exit(failureStatus)
        }
    }

    /// The exit status of every failure.
    static let failureStatus: Int32 = 2

    /// The subcommands' names, and `help`.
    static var commandNames: [String] {
        configuration.subcommands.map { $0._commandName } + ["help"]
    }

    /// Parses `arguments` as the binary does: swift-argument-parser's parsing and validation (which
    /// reads the layout and its options for `render` and `snap`), after a check that the first word,
    /// when not an option, names a command, so that a typo gets a suggestion.
    static func parseCommand(_ arguments: [String]) throws -> any ParsableCommand {
        // The command word, or the word after `help`.
        let word = arguments.first == "help" ? arguments.dropFirst().first : arguments.first
        if let first = word, !first.hasPrefix("-"), !commandNames.contains(first) {
            throw ParameterErrorWrapper(
                message: Suggestion.message(
                    "unknown command \(ParameterError.quoted(first))", word: first, in: commandNames,
                    listing: "commands"))
        }
        return try parseAsRoot(arguments)
    }

    /// The one line a failure prints on stderr, `layouts: …`; nil for help and other clean exits.
    static func failureLine(for error: any Error) -> String? {
        if error is CleanExit || exitCode(for: error) == .success { return nil }
        let message = Self.message(for: error)
        var line = String(message.split(separator: "\n").first ?? "")
        if line.hasPrefix("Error: ") { line.removeFirst("Error: ".count) }
        // swift-argument-parser's messages start with a capital; the catalog's do not.
        if let first = line.first, first.isUppercase { line = first.lowercased() + line.dropFirst() }
        return "layouts: "
            + ParameterError.shortened(shorteningQuotes(in: line), limit: ParameterError.maximumMessageLength)
    }

    /// `line` with every quoted span ('…') longer than 60 characters cut as the catalog cuts a
    /// value it quotes: swift-argument-parser's messages quote the values and names given whole
    /// (`the value '…' is invalid for '--port <port>'`).
    static func shorteningQuotes(in line: String) -> String {
        let parts = line.split(separator: "'", omittingEmptySubsequences: false)
        guard parts.count > 2 else { return line }
        return parts.enumerated().map { index, part in
            // A span the catalog cut already (`…(N characters)`) stays as it is.
            let cut = part.hasSuffix(" characters)") && part.contains("…(")
            return index % 2 == 1 && index < parts.count - 1 && !cut ? ParameterError.shortened(part) : String(part)
        }.joined(separator: "'")
    }
}

/// A command-line error on its way out of a command: one line for a person. swift-argument-parser
/// shows an error thrown from `validate()` by its description.
struct ParameterErrorWrapper: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}
