/// The bytes of a file a ``CatalogOption/Kind/file`` option names, handed over a piece at a time.
///
/// The `layouts` command makes one for each file option given, reading the file with a fixed
/// buffer as the layout asks for it; the catalog itself opens no files. A reader that throws stops
/// the reading at once, so a file is judged as it is read: see ``NumberListScanner``.
package struct FileSource: Sendable {
    /// What takes each piece; throwing stops the reading.
    package typealias Body = (UnsafeRawBufferPointer) throws(ParameterError) -> Void

    /// The file's name in messages: its path.
    package let name: String
    private let pieces: @Sendable (Body) throws(ParameterError) -> Void

    /// - Parameters:
    ///   - name: The path, for messages.
    ///   - pieces: Hands the bytes to its argument in order, a piece at a time, and rethrows what it
    ///     throws; throws itself when the file cannot be read or passes a limit.
    package init(name: String, pieces: @escaping @Sendable (Body) throws(ParameterError) -> Void) {
        self.name = name
        self.pieces = pieces
    }

    /// Hands every piece to `body` in order, stopping at the first error.
    package func forEachPiece(_ body: Body) throws(ParameterError) {
        try pieces(body)
    }

    /// A source over `text`, in one piece: for tests and for text already in memory.
    package static func text(_ text: String, name: String) -> FileSource {
        FileSource(name: name) { (body: Body) throws(ParameterError) in
            var failure: ParameterError?
            Array(text.utf8).withUnsafeBytes { bytes in
                do throws(ParameterError) { try body(bytes) } catch { failure = error }
            }
            if let failure { throw failure }
        }
    }
}

/// Reads numbers separated by commas and white space from bytes handed over a piece at a time,
/// refusing as soon as a limit is passed: in memory it holds the numbers read and at most one
/// number's characters.
///
/// A file of numbers is ASCII: a number is a finite decimal (``DecimalNumber``: `1.5`, `.5`,
/// `1e-2`; not `0x10`, `inf` or `nan`) of at most ``maximumNumberLength`` characters (64; the
/// longest exact decimal of a `Double` needs fewer than 30), and any other byte than a number's, a
/// comma or white space is refused where it stands. A UTF-8 byte order mark at the start is skipped.
/// Every refusal names the option, the file and the entry or byte, never what the file holds.
package struct NumberListScanner {
    /// The most characters of one number.
    package static let maximumNumberLength = 64

    private let option: String
    private let source: String
    private let maximumCount: Int
    /// The numbers read so far.
    private var numbers: [Double] = []
    /// The characters of the number being read, at most `maximumNumberLength`.
    private var token: [UInt8] = []
    /// Bytes seen so far.
    private var offset = 0
    /// How many bytes of a byte order mark the file began with.
    private var markBytes = 0
    private static let mark: [UInt8] = [0xEF, 0xBB, 0xBF]

    /// - Parameters:
    ///   - option: The option's name, without dashes, for messages.
    ///   - source: The file's name, for messages.
    ///   - maximumCount: The most numbers taken; one more is refused as it starts.
    package init(option: String, source: String, maximumCount: Int) {
        self.option = option
        self.source = source
        self.maximumCount = maximumCount
        token.reserveCapacity(Self.maximumNumberLength)
    }

    /// Reads `bytes`, the next piece. Bound: one pass over the piece.
    package mutating func scan(_ bytes: UnsafeRawBufferPointer) throws(ParameterError) {
        for byte in bytes {
            offset += 1
            if offset <= Self.mark.count, markBytes == offset - 1, byte == Self.mark[offset - 1] {
                markBytes += 1
                continue
            }
            if (1..<Self.mark.count).contains(markBytes) { throw notText(at: 1, byte: Self.mark[0]) }
            switch byte {
            case UInt8(ascii: ","), UInt8(ascii: " "), 0x09...0x0D:  // comma, space, \t \n \v \f \r
                try endNumber()
            case 0x21...0x7E:
                try append(byte)
            default:
                throw notText(at: offset, byte: byte)
            }
        }
    }

    /// The numbers, once every piece was read.
    package mutating func finish() throws(ParameterError) -> [Double] {
        if (1..<Self.mark.count).contains(markBytes) { throw notText(at: 1, byte: Self.mark[0]) }
        try endNumber()
        guard !numbers.isEmpty else { throw ParameterError("--\(option): \(quotedSource) holds no numbers") }
        return numbers
    }

    /// The numbers `source` holds, at most `maximumCount`.
    package static func numbers(
        in source: FileSource, option: String, maximumCount: Int
    ) throws(ParameterError) -> [Double] {
        var scanner = NumberListScanner(option: option, source: source.name, maximumCount: maximumCount)
        try source.forEachPiece { (bytes: UnsafeRawBufferPointer) throws(ParameterError) in try scanner.scan(bytes) }
        return try scanner.finish()
    }

    private var quotedSource: String { ParameterError.quoted(path: source) }

    private mutating func append(_ byte: UInt8) throws(ParameterError) {
        if token.isEmpty, numbers.count >= maximumCount {
            throw ParameterError(
                "--\(option): \(quotedSource) holds more than \(maximumCount) numbers, the most it takes")
        }
        guard token.count < Self.maximumNumberLength else {
            throw ParameterError(
                "--\(option): entry \(numbers.count + 1) of \(quotedSource) is longer than "
                    + "\(Self.maximumNumberLength) characters, the longest number it takes")
        }
        token.append(byte)
    }

    private mutating func endNumber() throws(ParameterError) {
        guard !token.isEmpty else { return }
        guard let value = Double(String(decoding: token, as: UTF8.self)), value.isFinite else {
            throw ParameterError("--\(option): entry \(numbers.count + 1) of \(quotedSource) is not a finite number")
        }
        guard DecimalNumber.isDecimal(token) else {
            throw ParameterError("--\(option): entry \(numbers.count + 1) of \(quotedSource) is not a decimal number")
        }
        numbers.append(value)
        token.removeAll(keepingCapacity: true)
    }

    private func notText(at position: Int, byte: UInt8) -> ParameterError {
        let hex = String(byte, radix: 16, uppercase: true)
        return ParameterError(
            "--\(option): byte \(position) of \(quotedSource) is 0x\(hex.count < 2 ? "0" + hex : hex), "
                + "not text: only numbers, commas and white space may appear")
    }
}
