/// "Did you mean …?": the known word nearest a mistyped one.
package enum Suggestion {
    /// The word in `candidates` nearest `word` by edit distance, when it is near enough to be a
    /// typo: at most a third of the word's length, and at least one edit. Ties go to the first.
    package static func closest(to word: String, in candidates: [String]) -> String? {
        let length = word.count
        let limit = Swift.max(1, length / 3)
        var best: (word: String, distance: Int)?
        // Two words whose lengths differ by more than the limit are farther apart than it: a
        // 60,000-character word is compared with no name, rather than with each in 60,000 steps.
        for candidate in candidates where abs(candidate.count - length) <= limit {
            let d = distance(word.lowercased(), candidate.lowercased())
            if d <= limit, d < best?.distance ?? .max { best = (candidate, d) }
        }
        return best?.word
    }

    /// `; did you mean 'X'?` for a near word, else an empty string, to end an error message with.
    package static func clause(for word: String, in candidates: [String], prefix: String = "") -> String {
        closest(to: word, in: candidates).map { "; did you mean '\(prefix)\($0)'?" } ?? ""
    }

    /// `head; did you mean 'X'? Names: a, b, c`, or `head; names: a, b, c` without a near word: the
    /// one form of every "unknown …" message. `prefix` goes before each candidate (`--`).
    package static func message(
        _ head: String, word: String, in candidates: [String], prefix: String = "",
        listing listName: String, separator: String = ", "
    ) -> String {
        let clause = clause(for: word, in: candidates, prefix: prefix)
        let list = listName + ": " + candidates.map { prefix + $0 }.joined(separator: separator)
        return head + (clause.isEmpty ? "; " + list : clause + " " + list.prefix(1).uppercased() + list.dropFirst())
    }

    /// The Damerau–Levenshtein distance (adjacent swaps count one), as swift-argument-parser and
    /// most shells measure typos.
    static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var d = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { d[i][0] = i }
        for j in 0...b.count { d[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                d[i][j] = Swift.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    d[i][j] = Swift.min(d[i][j], d[i - 2][j - 2] + 1)
                }
            }
        }
        return d[a.count][b.count]
    }
}
