/// Help text laid out for a terminal: entries with a hanging indent, wrapped at word boundaries.
package enum HelpText {
    /// The width help is written for. The default terminal is 80 columns.
    package static let columns = 80
    /// Where an entry's text starts: the column swift-argument-parser's own help uses.
    package static let indent = 26

    /// `  head   text…` with the text wrapped at `columns` and continued under itself; a head too
    /// long for the indent puts the text on the next line.
    package static func entry(_ head: String, _ text: String, columns: Int = columns) -> [String] {
        let first = "  " + head
        let body = wrap(text, width: Swift.max(20, columns - indent))
        let pad = String(repeating: " ", count: indent)
        if first.count + 2 > indent {
            return [first] + body.map { pad + $0 }
        }
        return body.enumerated().map { k, line in
            (k == 0 ? first.padding(toLength: indent, withPad: " ", startingAt: 0) : pad) + line
        }
    }

    /// `text` broken into lines of at most `width` characters at spaces (a longer word stands alone).
    package static func wrap(_ text: String, width: Int) -> [String] {
        var lines: [String] = [], line = ""
        for word in text.split(separator: " ") {
            if line.isEmpty {
                line = String(word)
            } else if line.count + 1 + word.count <= width {
                line += " " + word
            } else {
                lines.append(line)
                line = String(word)
            }
        }
        if !line.isEmpty || lines.isEmpty { lines.append(line) }
        return lines
    }
}
