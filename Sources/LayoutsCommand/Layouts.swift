import ArgumentParser
import Foundation

/// `layouts`: render, snap and benchmark the package's layouts.
@main
struct Layouts: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layouts",
        abstract: "Serve the playground, render, snap and benchmark the CollectionLayouts layouts.",
        subcommands: [Serve.self, Samples.self, Render.self, Snap.self, Bench.self, List.self])

    /// Runs the command; any error is one line on stderr and a non-zero exit, never a trace.
    static func main() async {
        do {
            var command = try parseAsRoot()
            if var command = command as? any AsyncParsableCommand {
                try await command.run()
            } else {
                try command.run()
            }
        } catch {
            let code = exitCode(for: error)
            if code == .success || error is CleanExit {
                exit(withError: error)
            }
            let message = (error as? ParameterErrorWrapper)?.message ?? Self.message(for: error)
            FileHandle.standardError.write(Data("layouts: \(message.split(separator: "\n").first ?? "")\n".utf8))
            Foundation.exit(code == .failure ? 2 : code.rawValue)
        }
    }
}

/// A catalog error on its way out of a command.
struct ParameterErrorWrapper: Error {
    let message: String
}
