@_spi(Tools) import CollectionLayouts
import Foundation

extension LayoutSnapshot {
    /// Elements encoded per chunk: the encoder's setup is then paid once per chunk, and a chunk
    /// holds about 1 MB of text (4,096 elements of about 250 bytes).
    static let streamingChunk = 4_096

    /// Writes the JSON of ``LayoutSnapshot/json()`` for `layout`'s elements (every element when
    /// `all` is true, else those in the visible rect) as it goes: the same bytes, in pieces of
    /// about a megabyte, so memory does not grow with the item count.
    /// - Parameter write: Called with each piece, in order; an error it throws stops the writing
    ///   and is rethrown.
    package static func writeJSON(of layout: CatalogLayout, all: Bool, to write: (String) throws -> Void) throws {
        let contentSize = layout.prepared.contentSize
        var chunk: [LayoutAttributes] = []
        chunk.reserveCapacity(streamingChunk)
        var wroteAny = false
        var failure: (any Error)?
        // The snapshot's own framing around its elements: encoded with no elements and split at
        // the empty array, so that the streamed text is the snapshot's byte for byte.
        func flush() throws {
            guard !chunk.isEmpty else { return }
            if !wroteAny {
                try write(framing(contentSize: contentSize).head)
            } else {
                try write(",\n")
            }
            try write(indentedElements(chunk))
            wroteAny = true
            chunk.removeAll(keepingCapacity: true)
        }
        layout.forEachElement(all: all) { element in
            chunk.append(element)
            guard chunk.count == streamingChunk else { return true }
            do { try flush() } catch { failure = error; return false }
            return true
        }
        if let failure { throw failure }
        try flush()
        if wroteAny {
            try write(framing(contentSize: contentSize).tail)
        } else {
            try write(LayoutSnapshot(contentSize: contentSize, elements: []).json())
        }
    }

    /// The text of a snapshot before its first element and after its last.
    static func framing(contentSize: CGSize) -> (head: String, tail: String) {
        let marker = LayoutAttributes(index: ElementIndex(0, 0), frame: .zero)
        let text = LayoutSnapshot(contentSize: contentSize, elements: [marker]).json()
        let element = indentedElements([marker])
        guard let range = text.range(of: element) else {
            preconditionFailure("the snapshot's JSON does not hold its element as encoded alone")
        }
        return (String(text[..<range.lowerBound]), String(text[range.upperBound...]))
    }

    /// `elements` as they appear inside a snapshot's `elements` array: pretty-printed, separated
    /// by ",\n", indented by four spaces, without the array's brackets.
    static func indentedElements(_ elements: [LayoutAttributes]) -> String {
        let array = JSONOutput.string(elements)
        // "[\n  {…},\n  {…}\n]": drop the bracket lines and indent the rest by two more spaces.
        var lines = array.split(separator: "\n", omittingEmptySubsequences: false)
        lines.removeFirst()
        lines.removeLast()
        return lines.map { "  " + $0 }.joined(separator: "\n")
    }
}
