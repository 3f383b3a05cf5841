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
    /// swift-argument-parser, the catalog or the command found it; help exits 0.
    static func main() async {
        do {
            var command = try parseCommand(Array(CommandLine.arguments.dropFirst()))
            if var command = command as? any AsyncParsableCommand {
                try await command.run()
            } else {
                try command.run()
            }
        } catch {
            guard let line = failureLine(for: error) else { exit(withError: error) }
            FileHandle.standardError.write(Data((line + "\n").utf8))
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
            throw ParameterErrorWrapper(message: Suggestion.message("unknown command '\(first)'", word: first, in: commandNames,
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
        return "layouts: " + line
    }
}

/// A command-line error on its way out of a command: one line for a person. swift-argument-parser
/// shows an error thrown from `validate()` by its description.
struct ParameterErrorWrapper: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}
