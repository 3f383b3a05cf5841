import ArgumentParser
@_spi(Tools) import CollectionLayouts
import Foundation
import LayoutCatalog

/// Parses `LAYOUT --option value …` with the catalog's options, so that the command line and
/// the playground's API read layouts the same way, and reads the files that file options name
/// (the only place that does).
enum CommandWords {
    /// The most bytes a file option reads: a million ratios of up to 60 characters each.
    static let maximumFileBytes = 64 << 20

    /// The layout's name and its parameters, with unknown layouts and options rejected;
    /// `-o FILE` is read as `--output FILE`. `LAYOUT --help` is a clean exit with the layout's help.
    static func parse(_ words: [String], extra: [CatalogOption], command: any ParsableCommand.Type) throws -> (any LayoutSpec, LayoutParameters) {
        if words.contains("--help") || words.contains("-h") {
            if let name = words.first, let spec = try? LayoutCatalog.spec(named: name) {
                let own = extra.flatMap { $0.helpLines() }
                throw CleanExit.message(LayoutCatalog.help(for: spec) + "\n" + own.joined(separator: "\n"))
            }
            throw CleanExit.helpRequest(command)
        }
        guard let name = words.first, !name.hasPrefix("-") else {
            throw ParameterErrorWrapper(message: "name a layout first: \(LayoutCatalog.names.joined(separator: ", "))")
        }
        return try catching { () throws(ParameterError) in
            let spec = try LayoutCatalog.spec(named: name)
            let rest = words.dropFirst().map { $0 == "-o" ? "--output" : $0 }
            let options = spec.allOptions + extra
            let parameters = try LayoutParameters(arguments: rest, flags: Set(options.filter(\.isFlag).map(\.name)),
                                                  known: options.map(\.name), context: name)
            return (spec, parameters)
        }
    }

    /// The parameters for the catalog: without the command's own options, and with the text of
    /// every file a file option names.
    static func layoutParameters(_ parameters: LayoutParameters, spec: any LayoutSpec, without own: [CatalogOption]) -> LayoutParameters {
        let ownNames = Set(own.map(\.name))
        var result = LayoutParameters(parameters.values.filter { !ownNames.contains($0.key) })
        for option in spec.allOptions where option.kind == .file {
            guard let path = parameters.values[option.name] else { continue }
            result = result.attaching(file: readText(path, for: option), to: option)
        }
        return result
    }

    /// The UTF-8 text of the file at `path`, or an error that names the option and the path, never
    /// the contents.
    static func readText(_ path: String, for option: CatalogOption) -> Result<String, ParameterError> {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue else {
            return .failure(ParameterError("--\(option.name): no such file '\(path)'"))
        }
        let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? NSNumber)?.intValue ?? 0
        guard size <= maximumFileBytes else {
            return .failure(ParameterError("--\(option.name): '\(path)' is larger than \(maximumFileBytes >> 20) MiB"))
        }
        guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8) else {
            return .failure(ParameterError("--\(option.name): cannot read '\(path)' as UTF-8 text"))
        }
        return .success(text)
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

/// Turns a catalog error into the command's error.
func catching<T>(_ body: () throws(ParameterError) -> T) throws -> T {
    do { return try body() } catch { throw ParameterErrorWrapper(message: error.message) }
}
