import LayoutCatalog

/// The help shared by the commands that take a layout and its options (`render`, `snap`).
enum LayoutWords {
    /// The discussion: `intro`, the command's own options, and where to find the layouts' options,
    /// each line at most 80 columns.
    static func discussion(_ command: String, _ intro: String, own: [CatalogOption]) -> String {
        let columns = HelpText.columns - 2  // swift-argument-parser indents nothing, but leave a margin
        let layouts = "LAYOUT is one of " + LayoutCatalog.names.joined(separator: ", ") + ". " + intro
        let common = "Every layout takes --width, --height, --count, --sections, --offset and --rtl, and options "
            + "of its own: `layouts list` shows them all, `layouts \(command) LAYOUT --help` one layout's."
        return (HelpText.wrap(layouts, width: columns) + [""] + own.flatMap { $0.helpLines(columns: columns) }
                + [""] + HelpText.wrap(common, width: columns)).joined(separator: "\n")
    }
}
