import ArgumentParser
import LayoutCatalog

/// `layouts list`: every layout and its options.
struct List: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "List the layouts and their options.")

    func run() throws {
        try OutputFile.write(
            LayoutCatalog.specs.map { LayoutCatalog.help(for: $0) }.joined(separator: "\n\n") + "\n", to: nil)
    }
}
