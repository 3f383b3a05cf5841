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
                    try writePretty(element, to: out)
                } else {
                    if count > 0 { try out.byte(UInt8(ascii: ",")) }
                    try writeCompact(element, to: out)
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

    /// One element, compact, with sorted keys (as `JSONOutput` writes `LayoutAttributes`).
    private static func writeCompact(_ e: LayoutAttributes, to out: ByteWriter) throws {
        let f = e.frame, c = e.center, t = e.transform
        try out.raw("{\"alpha\":")
        try out.number(Double(e.alpha))
        try out.raw(",\"anchorPoint\":{\"x\":")
        try out.number(Double(e.anchorPoint.x))
        try out.raw(",\"y\":")
        try out.number(Double(e.anchorPoint.y))
        try out.raw("},\"angle\":")
        try out.number(Double(t.rotation))
        try out.raw(",\"center\":{\"x\":")
        try out.number(Double(c.x))
        try out.raw(",\"y\":")
        try out.number(Double(c.y))
        try out.raw("},\"frame\":{\"height\":")
        try out.number(Double(f.height))
        try out.raw(",\"width\":")
        try out.number(Double(f.width))
        try out.raw(",\"x\":")
        try out.number(Double(f.minX))
        try out.raw(",\"y\":")
        try out.number(Double(f.minY))
        try out.raw(e.isHidden ? "},\"isHidden\":true,\"item\":" : "},\"isHidden\":false,\"item\":")
        try out.int(e.index.item)
        try out.raw(",\"kind\":")
        if e.kind == .cell { try out.raw("\"cell\"") } else { try out.jsonString(e.kind.description) }
        if t.is3D {
            try out.raw(",\"perspective\":")
            try out.number(Double(t.perspective))
            try out.raw(",\"rotationX\":")
            try out.number(Double(t.rotationX))
            try out.raw(",\"rotationY\":")
            try out.number(Double(t.rotationY))
        }
        try out.raw(",\"scale\":")
        try out.number(Double(t.scale))
        try out.raw(",\"section\":")
        try out.int(e.index.section)
        try out.raw(",\"zIndex\":")
        try out.int(e.zIndex)
        try out.byte(UInt8(ascii: "}"))
    }

    /// One element as `JSONEncoder` pretty-prints it inside the snapshot's `elements` array.
    private static func writePretty(_ e: LayoutAttributes, to out: ByteWriter) throws {
        let f = e.frame, c = e.center, t = e.transform
        try out.raw("    {\n      \"alpha\" : ")
        try out.number(Double(e.alpha))
        try out.raw(",\n      \"anchorPoint\" : {\n        \"x\" : ")
        try out.number(Double(e.anchorPoint.x))
        try out.raw(",\n        \"y\" : ")
        try out.number(Double(e.anchorPoint.y))
        try out.raw("\n      },\n      \"angle\" : ")
        try out.number(Double(t.rotation))
        try out.raw(",\n      \"center\" : {\n        \"x\" : ")
        try out.number(Double(c.x))
        try out.raw(",\n        \"y\" : ")
        try out.number(Double(c.y))
        try out.raw("\n      },\n      \"frame\" : {\n        \"height\" : ")
        try out.number(Double(f.height))
        try out.raw(",\n        \"width\" : ")
        try out.number(Double(f.width))
        try out.raw(",\n        \"x\" : ")
        try out.number(Double(f.minX))
        try out.raw(",\n        \"y\" : ")
        try out.number(Double(f.minY))
        try out.raw(
            e.isHidden
                ? "\n      },\n      \"isHidden\" : true,\n      \"item\" : "
                : "\n      },\n      \"isHidden\" : false,\n      \"item\" : ")
        try out.int(e.index.item)
        try out.raw(",\n      \"kind\" : ")
        if e.kind == .cell { try out.raw("\"cell\"") } else { try out.jsonString(e.kind.description) }
        if t.is3D {
            try out.raw(",\n      \"perspective\" : ")
            try out.number(Double(t.perspective))
            try out.raw(",\n      \"rotationX\" : ")
            try out.number(Double(t.rotationX))
            try out.raw(",\n      \"rotationY\" : ")
            try out.number(Double(t.rotationY))
        }
        try out.raw(",\n      \"scale\" : ")
        try out.number(Double(t.scale))
        try out.raw(",\n      \"section\" : ")
        try out.int(e.index.section)
        try out.raw(",\n      \"zIndex\" : ")
        try out.int(e.zIndex)
        try out.raw("\n    }")
    }
}
