@_spi(Tools) import CollectionLayouts
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import LayoutCatalog
import Testing

/// The writers `layouts render` streams through give the bytes of the whole-document renderers.
@Suite("Streaming output")
struct StreamingRenderTests {
    static let cases: [(String, [String: String])] = [
        ("grid", ["count": "60"]),
        ("grid", ["count": "5000", "item-size": "10x10"]),  // more than one chunk of 4,096
        ("grid", ["count": "0"]),
        ("grid", ["count": "40", "rtl": "true"]),
        ("carousel", ["count": "12", "side-scale": "0.8"]),  // z-indices out of index order: the SVG sorts
        ("gallery", ["sections": "5,0,7", "footer-height": "20"]),  // headers and footers after the cells
        ("wheel", ["count": "30"]),
        ("wheel", ["count": "30", "tilt": "-20", "hanging": "true", "offset": "400,0"]),  // 3-D: rotationX, perspective
        ("circles", ["count": "40"]),
    ]

    private func collect(_ write: ((UnsafeRawBufferPointer) throws -> Void) throws -> Void) rethrows -> String {
        var bytes: [UInt8] = []
        try write { bytes.append(contentsOf: $0) }
        return String(decoding: bytes, as: UTF8.self)
    }

    @Test(
        "JSON written as it goes decodes to the layout's elements; pretty, it is the snapshot's JSON byte for byte",
        arguments: 0..<cases.count)
    func json(_ k: Int) throws {
        let (name, parameters) = Self.cases[k]
        let layout = try LayoutCatalog.build(name, LayoutParameters(parameters))
        if name == "wheel" && parameters["tilt"] != nil {
            #expect(layout.elements(all: true).contains { $0.transform.is3D })
        }
        for all in [true, false] {
            let snapshot = LayoutSnapshot(contentSize: layout.prepared.contentSize, elements: layout.elements(all: all))
            let compact = try collect { try LayoutSnapshot.writeJSON(of: layout, all: all, to: $0) }
            #expect(
                try JSONDecoder().decode(LayoutSnapshot.self, from: Data(compact.utf8)) == snapshot,
                "\(name) \(parameters) all: \(all)")
            #expect(!compact.contains("\n"))
            let pretty = try collect { try LayoutSnapshot.writeJSON(of: layout, all: all, pretty: true, to: $0) }
            #expect(pretty == snapshot.json(), "\(name) \(parameters) all: \(all)")
        }
    }

    @Test("SVG written as it goes equals the whole document, and is well-formed", arguments: 0..<cases.count)
    func svg(_ k: Int) throws {
        let (name, parameters) = Self.cases[k]
        let layout = try LayoutCatalog.build(name, LayoutParameters(parameters))
        for all in [true, false] {
            let expected = try SVGRenderer.render(layout, elements: layout.elements(all: all))
            let streamed = try collect { try SVGRenderer.write(layout, all: all, to: $0) }
            #expect(streamed == expected, "\(name) \(parameters) all: \(all)")
            #if canImport(FoundationXML)
            let document = try XMLDocument(data: Data(streamed.utf8))
            #expect(document.rootElement()?.name == "svg")
            let groups = document.rootElement()?.elements(forName: "g").count ?? 0
            #expect(groups == layout.elements(all: all).filter { !$0.isHidden }.count)
            #endif
        }
    }

    @Test("Pieces are at most one buffer, however many elements")
    func boundedPieces() throws {
        let layout = try LayoutCatalog.build("grid", LayoutParameters(["count": "20000", "item-size": "10x10"]))
        for svg in [false, true] {
            var pieces = 0, largest = 0, total = 0
            let sink: (UnsafeRawBufferPointer) throws -> Void = {
                pieces += 1
                largest = max(largest, $0.count)
                total += $0.count
            }
            if svg {
                try SVGRenderer.write(layout, all: true, to: sink)
            } else {
                try LayoutSnapshot.writeJSON(of: layout, all: true, to: sink)
            }
            #expect(largest <= ByteWriter.defaultCapacity)
            #expect(pieces >= total / ByteWriter.defaultCapacity && pieces > 3, "\(pieces) pieces of \(total) bytes")
        }
    }

    @Test("Too many elements to draw: refused before anything is written")
    func tooMany() throws {
        let layout = try LayoutCatalog.build(
            "grid", LayoutParameters(["count": "200001", "item-size": "1x1", "spacing": "0"]))
        var written = 0
        #expect(throws: ParameterError.self) { try SVGRenderer.write(layout, all: true) { written += $0.count } }
        #expect(written == 0)
    }

    @Test("An error from the writer stops the writing and comes back")
    func writerError() throws {
        struct Full: Error {}
        let layout = try LayoutCatalog.build("grid", LayoutParameters(["count": "10000", "item-size": "10x10"]))
        var calls = 0
        #expect(throws: Full.self) {
            try LayoutSnapshot.writeJSON(of: layout, all: true) { _ in
                calls += 1
                throw Full()
            }
        }
        #expect(calls == 1)
    }
}
