import ArgumentParser
import CollectionLayouts
import Foundation
import LayoutCatalog

/// Parses `LAYOUT --option value …` with the catalog's options, so that the command line and
/// the playground's API read layouts the same way.
enum CommandWords {
    /// The layout's name and its parameters; `-o FILE` is read as `--output FILE`.
    static func parse(_ words: [String], extra: [OptionInfo], command: any ParsableCommand.Type) throws -> (String, LayoutParameters) {
        if words.contains("--help") || words.contains("-h") {
            if let name = words.first, let spec = try? LayoutCatalog.spec(named: name) {
                print(LayoutCatalog.help(for: spec) + "\n" + extra.map { "  " + $0.helpLine }.joined(separator: "\n"))
                throw CleanExit.message("")
            }
            throw CleanExit.helpRequest(command)
        }
        guard let name = words.first, !name.hasPrefix("-") else {
            throw ParameterErrorWrapper(message: "name a layout first: \(LayoutCatalog.names.joined(separator: ", "))")
        }
        let spec = try catching { () throws(ParameterError) in try LayoutCatalog.spec(named: name) }
        let rest = words.dropFirst().map { $0 == "-o" ? "--output" : $0 }
        let flags = Set((spec.allOptions + extra).filter(\.isFlag).map(\.name))
        let parameters = try catching { () throws(ParameterError) in try LayoutParameters(arguments: rest, flags: flags) }
        return (name, parameters)
    }

    /// The parameters without the command's own options, for the catalog.
    static func without(_ options: [OptionInfo], _ parameters: LayoutParameters) -> LayoutParameters {
        let own = Set(options.map(\.name))
        return LayoutParameters(parameters.values.filter { !own.contains($0.key) })
    }

    /// Writes `text` to `path`, or to standard output when `path` is nil or `-`.
    static func write(_ text: String, to path: String?) throws {
        guard let path, path != "-" else {
            FileHandle.standardOutput.write(Data(text.utf8))
            return
        }
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        } catch {
            throw ParameterErrorWrapper(message: "cannot write \(path): \(error.localizedDescription)")
        }
    }
}
