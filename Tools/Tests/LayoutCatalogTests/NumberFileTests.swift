import Foundation
import LayoutCatalog
import Testing

/// A file of numbers is judged as it is read: `NumberListScanner` stops at the first number past
/// the count limit, at a number longer than 64 characters and at a byte that is no text, wherever
/// the piece boundaries fall; and errors quote values cut to 60 characters.
@Suite("Files of numbers and quoted values")
struct NumberFileTests {
    /// A source that hands `text` over in pieces of `size` bytes and counts the bytes it handed over.
    final class Pieces: @unchecked Sendable {
        let bytes: [UInt8]
        let size: Int
        var handed = 0
        init(_ text: String, size: Int) {
            bytes = Array(text.utf8)
            self.size = size
        }
        var source: FileSource {
            FileSource(name: "f.txt") { (body: FileSource.Body) throws(ParameterError) in
                var start = 0
                while start < self.bytes.count {
                    let end = min(start + self.size, self.bytes.count)
                    var failure: ParameterError?
                    self.bytes[start..<end].withUnsafeBytes { piece in
                        do throws(ParameterError) { try body(piece) } catch { failure = error }
                    }
                    self.handed = end
                    if let failure { throw failure }
                    start = end
                }
            }
        }
    }

    private func numbers(_ text: String, size: Int = 3, maximumCount: Int = 5) throws(ParameterError) -> [Double] {
        try NumberListScanner.numbers(
            in: Pieces(text, size: size).source, option: "ratios-file", maximumCount: maximumCount)
    }

    @Test("Numbers split across pieces read as in one piece", arguments: [1, 2, 3, 7, 1000])
    func pieces(size: Int) throws {
        #expect(try numbers("\u{FEFF}1.5, 0.66\n2\r\n\n0.75,\t1e-2\n", size: size) == [1.5, 0.66, 2, 0.75, 0.01])
    }

    @Test("Every decimal form is read: a sign, no integer or no fraction part, an exponent")
    func decimalForms() throws {
        #expect(try numbers("+1.5, -2, .5, 2., 1e-2\n", maximumCount: 10) == [1.5, -2, 0.5, 2, 0.01])
        #expect(try numbers("6.02E2,+1E+1,007", maximumCount: 10) == [602, 10, 7])
    }

    @Test("The count limit: refused as the number past it starts, and reading stops there")
    func countLimit() throws {
        let pieces = Pieces("1,2,3,4,5," + String(repeating: "6,", count: 10_000), size: 4)
        #expect(throws: ParameterError("--ratios-file: 'f.txt' holds more than 5 numbers, the most it takes")) {
            try NumberListScanner.numbers(in: pieces.source, option: "ratios-file", maximumCount: 5)
        }
        #expect(pieces.handed == 12)  // the piece holding the sixth number, and no more
        #expect(try numbers("1,2,3,4,5,,\n") == [1, 2, 3, 4, 5])
    }

    @Test("A number longer than 64 characters is refused at its 65th, whatever follows")
    func overlongNumber() throws {
        let long = String(repeating: "1", count: 64)
        #expect(try numbers("2," + long, size: 5) == [2, Double(long)!])
        let pieces = Pieces("2," + String(repeating: "1", count: 1_000_000), size: 10)
        #expect(
            throws: ParameterError(
                "--ratios-file: entry 2 of 'f.txt' is longer than 64 characters, the longest number it takes")
        ) {
            try NumberListScanner.numbers(in: pieces.source, option: "ratios-file", maximumCount: 5)
        }
        #expect(pieces.handed == 70)
    }

    @Test(
        "Malformed content: what is refused, and where",
        arguments: [
            ("1,wide,2", "--ratios-file: entry 2 of 'f.txt' is not a finite number"),
            ("1,nan", "--ratios-file: entry 2 of 'f.txt' is not a finite number"),
            ("1e400", "--ratios-file: entry 1 of 'f.txt' is not a finite number"),
            (
                "1,2,3\u{0}",
                "--ratios-file: byte 6 of 'f.txt' is 0x00, not text: only numbers, commas and white space may appear"
            ),
            ("1;2", "--ratios-file: entry 1 of 'f.txt' is not a finite number"),
            // Forms Swift's Double reads that are not decimal: hexadecimal, infinities, NaN.
            ("0x10,1", "--ratios-file: entry 1 of 'f.txt' is not a decimal number"),
            ("1,0x1p3", "--ratios-file: entry 2 of 'f.txt' is not a decimal number"),
            ("1,-0X1.8P1", "--ratios-file: entry 2 of 'f.txt' is not a decimal number"),
            ("inf", "--ratios-file: entry 1 of 'f.txt' is not a finite number"),
            ("1,+Infinity", "--ratios-file: entry 2 of 'f.txt' is not a finite number"),
            ("1,2,-nan", "--ratios-file: entry 3 of 'f.txt' is not a finite number"),
            ("1,1e", "--ratios-file: entry 2 of 'f.txt' is not a finite number"),
            (
                "1,\u{00A0}2",
                "--ratios-file: byte 3 of 'f.txt' is 0xC2, not text: only numbers, commas and white space may appear"
            ),
            ("\u{FEFF}", "--ratios-file: 'f.txt' holds no numbers"),
            (" ,\n", "--ratios-file: 'f.txt' holds no numbers"),
            ("", "--ratios-file: 'f.txt' holds no numbers"),
        ])
    func malformed(text: String, message: String) throws {
        #expect(throws: ParameterError(message)) { try numbers(text) }
    }

    @Test("A broken byte order mark is no text")
    func brokenMark() throws {
        let source = FileSource(name: "f.txt") { (body: FileSource.Body) throws(ParameterError) in
            var failure: ParameterError?
            [UInt8]([0xEF, 0xBB, 0x31]).withUnsafeBytes { piece in
                do throws(ParameterError) { try body(piece) } catch { failure = error }
            }
            if let failure { throw failure }
        }
        #expect(
            throws: ParameterError(
                "--ratios-file: byte 1 of 'f.txt' is 0xEF, not text: only numbers, commas and white space may appear")
        ) {
            try NumberListScanner.numbers(in: source, option: "ratios-file", maximumCount: 5)
        }
    }

    @Test("Errors quote at most 60 characters of a value, and say how long it was")
    func quotedValues() throws {
        let huge = String(repeating: "7", count: 60_000)
        #expect(ParameterError.quoted("abc") == "'abc'")
        #expect(
            ParameterError.quoted(String(repeating: "a", count: 60)) == "'" + String(repeating: "a", count: 60) + "'")
        #expect(
            ParameterError.quoted(String(repeating: "a", count: 61)) == "'" + String(repeating: "a", count: 60)
                + "…(61 characters)'")
        let cut = "'" + String(repeating: "7", count: 60) + "…(60000 characters)'"
        #expect(throws: ParameterError("--spacing must be a finite number, got \(cut)")) {
            try LayoutCatalog.build("grid", LayoutParameters(["spacing": huge]))
        }
        #expect(
            throws: ParameterError(
                "--spacing expects a number, got 'x" + String(repeating: "7", count: 59) + "…(60001 characters)'")
        ) {
            try LayoutCatalog.build("grid", LayoutParameters(["spacing": "x" + huge]))
        }
        #expect(
            throws: ParameterError(
                "--item-size expects a size WxH such as 100x90, got 'x" + String(repeating: "7", count: 59)
                    + "…(60003 characters)'")
        ) {
            try LayoutCatalog.build("grid", LayoutParameters(["item-size": "x" + huge + "xx"]))
        }
        // An unknown name is cut too, and compared with no option (lengths too far apart).
        do {
            _ = try LayoutCatalog.build("grid", LayoutParameters([huge: "1"]))
            Issue.record("accepted")
        } catch {
            #expect(
                error.message.hasPrefix(
                    "unknown option --" + String(repeating: "7", count: 60) + "…(60000 characters) for grid; options:"))
            #expect(error.message.count < 400)
        }
        #expect(
            throws: ParameterError(
                "unknown layout " + cut.replacingOccurrences(of: "7", with: "g")
                    + "; layouts: circles, carousel, gallery, grid, wheel")
        ) {
            try LayoutCatalog.build(String(repeating: "g", count: 60_000), LayoutParameters())
        }
        // No message is longer than 5,000 characters, whoever builds it.
        #expect(ParameterError(String(repeating: "m", count: 100_000)).message.count < 5_100)
    }
}
