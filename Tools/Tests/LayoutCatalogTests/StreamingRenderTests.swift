@_spi(Tools) import CollectionLayouts
import Foundation
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
        ("circles", ["count": "40"]),
    ]

    private func collect(_ write: ((String) throws -> Void) throws -> Void) rethrows -> String {
        var text = ""
        try write { text += $0 }
        return text
    }

    @Test("JSON written as it goes equals the snapshot's JSON", arguments: 0..<cases.count)
    func json(_ k: Int) throws {
        let (name, parameters) = Self.cases[k]
        let layout = try LayoutCatalog.build(name, LayoutParameters(parameters))
        for all in [true, false] {
            let expected = LayoutSnapshot(contentSize: layout.prepared.contentSize, elements: layout.elements(all: all)).json()
            let streamed = try collect { try LayoutSnapshot.writeJSON(of: layout, all: all, to: $0) }
            #expect(streamed == expected, "\(name) \(parameters) all: \(all)")
        }
    }

    @Test("SVG written as it goes equals the whole document", arguments: 0..<cases.count)
    func svg(_ k: Int) throws {
        let (name, parameters) = Self.cases[k]
        let layout = try LayoutCatalog.build(name, LayoutParameters(parameters))
        for all in [true, false] {
            let expected = try SVGRenderer.render(layout, elements: layout.elements(all: all))
            let streamed = try collect { try SVGRenderer.write(layout, all: all, to: $0) }
            #expect(streamed == expected, "\(name) \(parameters) all: \(all)")
        }
    }

    @Test("Too many elements to draw: refused before anything is written")
    func tooMany() throws {
        let layout = try LayoutCatalog.build("grid", LayoutParameters(["count": "200001", "item-size": "1x1", "spacing": "0"]))
        var written = 0
        #expect(throws: ParameterError.self) { try SVGRenderer.write(layout, all: true) { written += $0.utf8.count } }
        #expect(written == 0)
    }

    @Test("An error from the writer stops the writing and comes back")
    func writerError() throws {
        struct Full: Error {}
        let layout = try LayoutCatalog.build("grid", LayoutParameters(["count": "10000", "item-size": "10x10"]))
        var calls = 0
        #expect(throws: Full.self) {
            try LayoutSnapshot.writeJSON(of: layout, all: true) { _ in calls += 1; throw Full() }
        }
        #expect(calls == 1)
    }
}
