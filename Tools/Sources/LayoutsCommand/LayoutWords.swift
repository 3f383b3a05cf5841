import ArgumentParser
import LayoutCatalog

/// A command that takes a layout and its options as words (`render`, `snap`): the layout's words
/// are read by the catalog's parser while swift-argument-parser validates, so that a bad one fails
/// as any bad command line does.
protocol LayoutWordsCommand: ParsableCommand {
    /// The layout, then its options and the command's.
    var words: [String] { get }
    /// The command's own options, besides the layout's.
    static var ownOptions: [CatalogOption] { get }
}

extension LayoutWordsCommand {
    func validate() throws {
        // `LAYOUT --help` is answered by run(): help is no validation error.
        if words.contains("--help") || words.contains("-h") { return }
        _ = try CommandWords.parse(words, extra: Self.ownOptions, command: Self.self)
    }

    /// The layout's spec, every parameter given, and the layout's own parameters for the catalog
    /// (with the text of the files its file options name).
    func layoutWords() throws -> (spec: any LayoutSpec, all: LayoutParameters, layout: LayoutParameters) {
        let (spec, parameters) = try CommandWords.parse(words, extra: Self.ownOptions, command: Self.self)
        return (spec, parameters, CommandWords.layoutParameters(parameters, spec: spec, without: Self.ownOptions))
    }

    /// The help's discussion: `intro`, the command's own options, and where to find the layouts'
    /// options, each line within 80 columns.
    static func discussion(_ intro: String) -> String {
        let columns = HelpText.columns - 2
        let layouts = "LAYOUT is one of " + LayoutCatalog.names.joined(separator: ", ") + ". " + intro
        // The command's name as swift-argument-parser derives it (asking it here would recurse).
        let name = String(describing: Self.self).lowercased()
        let common =
            "Every layout takes --width, --height, --count, --sections, --offset and --rtl, and options "
            + "of its own: `layouts list` shows them all, `layouts \(name) LAYOUT --help` one layout's."
        return
            (HelpText.wrap(layouts, width: columns) + [""] + ownOptions.flatMap { $0.helpLines(columns: columns) }
            + [""] + HelpText.wrap(common, width: columns)).joined(separator: "\n")
    }
}
