@_spi(Tools) import CollectionLayouts
import Foundation

extension LayoutSnapshot {
    /// Visits elements in order, the visitor returning false to stop, and returns whether the visit
    /// went to the end: the shape of `CatalogLayout.forEachElement(all:)` and
    /// `PreparedLayout.forEachElement(in:)`.
    package typealias ElementVisit = ((LayoutAttributes) -> Bool) -> Bool

    /// Writes the snapshot JSON of `layout`'s elements (every element when `all` is true, else those
    /// in the visible rect) as it visits them: compact, or pretty-printed as ``LayoutSnapshot/json()``
    /// writes it, through one buffer of ``ByteWriter/defaultCapacity`` bytes, so memory does not grow
    /// with the element count.
    /// - Parameter sink: Called with each piece of bytes, in order (valid only during the call); an
    ///   error it throws stops the visit and is rethrown.
    package static func writeJSON(
        of layout: CatalogLayout, all: Bool, pretty: Bool = false,
        to sink: (UnsafeRawBufferPointer) throws -> Void
    ) throws {
        try writeJSON(
            contentSize: layout.prepared.contentSize, pretty: pretty,
            elements: { layout.forEachElement(all: all, $0) }, to: sink)
    }

    /// Writes the snapshot JSON of the elements `elements` visits, for a layout of `contentSize`.
    /// The server's form: `elements` can be `{ prepared.forEachElement(in: rect, $0) }`.
    package static func writeJSON(
        contentSize: CGSize, pretty: Bool = false, elements: ElementVisit,
        to sink: (UnsafeRawBufferPointer) throws -> Void
    ) throws {
        try withoutActuallyEscaping(sink) { sink in
            let out = ByteWriter(sink: sink)
            let size = JSONShape.Size(contentSize)
            if pretty {
                try out.raw("{\n  \"contentSize\" : {\n    \"height\" : ")
                try out.number(size.height)
                try out.raw(",\n    \"width\" : ")
                try out.number(size.width)
                try out.raw("\n  },\n  \"elements\" : [")
            } else {
                try out.raw("{\"contentSize\":{\"height\":")
                try out.number(size.height)
                try out.raw(",\"width\":")
                try out.number(size.width)
                try out.raw("},\"elements\":[")
            }
            let (count, _) = try writeElements(elements, pretty: pretty, to: out)
            if pretty {
                // JSONEncoder's empty array: "[\n\n  ]".
                try out.raw(count == 0 ? "\n\n  ]\n}" : "\n  ]\n}")
            } else {
                try out.raw("]}")
            }
            try out.flush()
        }
    }

    /// Writes the elements `elements` visits, at most `limit` of them, separated by commas, without
    /// the array's brackets: the piece of any answer that holds elements (the playground's
    /// `/api/elements` frames it with its own fields).
    /// - Returns: How many were written, and whether the visit went to the end (false when it
    ///   stopped at `limit`).
    @discardableResult
    package static func writeElements(
        _ elements: ElementVisit, limit: Int = .max, pretty: Bool = false,
        to out: ByteWriter
    ) throws -> (count: Int, complete: Bool) {
        var count = 0
        var failure: (any Error)?
        let complete = elements { element in
            guard count < limit else { return false }
            do {
                if pretty {
                    try out.raw(count == 0 ? "\n" : ",\n")
                    try write(element, .pretty, to: out)
                } else {
                    if count > 0 { try out.byte(UInt8(ascii: ",")) }
                    try write(element, .compact, to: out)
                }
                count += 1
                return true
            } catch {
                failure = error
                return false
            }
        }
        if let failure { throw failure }
        return (count, complete)
    }

    /// The snapshot JSON of the elements `elements` visits, as bytes (a request's answer).
    package static func json(contentSize: CGSize, pretty: Bool = false, elements: ElementVisit) -> [UInt8] {
        var bytes: [UInt8] = []
        // The sink only appends, and nothing else throws.
        try! writeJSON(contentSize: contentSize, pretty: pretty, elements: elements) { bytes.append(contentsOf: $0) }
        return bytes
    }

    /// One element, with sorted keys, in the style `text` gives: the compact form `JSONOutput`
    /// writes, or the pretty form `JSONEncoder` writes inside the snapshot's `elements` array.
    private static func write(_ e: LayoutAttributes, _ text: ElementText, to out: ByteWriter) throws {
        let f = e.frame, c = e.center, t = e.transform
        try out.raw(text.alpha, then: Double(e.alpha))
        try out.raw(text.anchorX, then: Double(e.anchorPoint.x))
        try out.raw(text.anchorY, then: Double(e.anchorPoint.y))
        try out.raw(text.angle, then: Double(t.rotation))
        try out.raw(text.centerX, then: Double(c.x))
        try out.raw(text.centerY, then: Double(c.y))
        try out.raw(text.height, then: Double(f.height))
        try out.raw(text.width, then: Double(f.width))
        try out.raw(text.x, then: Double(f.minX))
        try out.raw(text.y, then: Double(f.minY))
        try out.raw(e.isHidden ? text.hiddenItem : text.shownItem, then: e.index.item)
        try out.raw(text.kind)
        if e.kind == .cell { try out.raw("\"cell\"") } else { try out.jsonString(e.kind.description) }
        if t.is3D {
            try out.raw(text.perspective, then: Double(t.perspective))
            try out.raw(text.rotationX, then: Double(t.rotationX))
            try out.raw(text.rotationY, then: Double(t.rotationY))
        }
        try out.raw(text.scale, then: Double(t.scale))
        try out.raw(text.section, then: e.index.section)
        try out.raw(text.zIndex, then: e.zIndex)
        try out.raw(text.end)
    }

    /// What stands before each value of an element, and after the last, in one style, so that one
    /// writer serves both. `StaticString`s: `raw(_:)` copies them without the retains and UTF-8
    /// view a `String` costs (3,500–3,650 instructions an element, compact and pretty, where a
    /// writer per style with `String` literals took 4,400–4,700; callgrind, 100,000 grid items).
    private struct ElementText {
        let alpha, anchorX, anchorY, angle, centerX, centerY, height, width, x, y: StaticString
        /// Before the item, after `isHidden` and its value.
        let shownItem, hiddenItem: StaticString
        let kind, perspective, rotationX, rotationY, scale, section, zIndex, end: StaticString

        static let compact = ElementText(
            alpha: "{\"alpha\":", anchorX: ",\"anchorPoint\":{\"x\":", anchorY: ",\"y\":", angle: "},\"angle\":",
            centerX: ",\"center\":{\"x\":", centerY: ",\"y\":", height: "},\"frame\":{\"height\":",
            width: ",\"width\":", x: ",\"x\":", y: ",\"y\":", shownItem: "},\"isHidden\":false,\"item\":",
            hiddenItem: "},\"isHidden\":true,\"item\":", kind: ",\"kind\":", perspective: ",\"perspective\":",
            rotationX: ",\"rotationX\":", rotationY: ",\"rotationY\":", scale: ",\"scale\":",
            section: ",\"section\":", zIndex: ",\"zIndex\":", end: "}")

        static let pretty = ElementText(
            alpha: "    {\n      \"alpha\" : ", anchorX: ",\n      \"anchorPoint\" : {\n        \"x\" : ",
            anchorY: ",\n        \"y\" : ", angle: "\n      },\n      \"angle\" : ",
            centerX: ",\n      \"center\" : {\n        \"x\" : ", centerY: ",\n        \"y\" : ",
            height: "\n      },\n      \"frame\" : {\n        \"height\" : ", width: ",\n        \"width\" : ",
            x: ",\n        \"x\" : ", y: ",\n        \"y\" : ",
            shownItem: "\n      },\n      \"isHidden\" : false,\n      \"item\" : ",
            hiddenItem: "\n      },\n      \"isHidden\" : true,\n      \"item\" : ", kind: ",\n      \"kind\" : ",
            perspective: ",\n      \"perspective\" : ", rotationX: ",\n      \"rotationX\" : ",
            rotationY: ",\n      \"rotationY\" : ", scale: ",\n      \"scale\" : ", section: ",\n      \"section\" : ",
            zIndex: ",\n      \"zIndex\" : ", end: "\n    }")
    }
}
