@_spi(Tools) import CollectionLayouts
import Foundation
import LayoutCatalog
@testable import LayoutsPlayground
import Testing

/// The playground's API draws pinned headers and leading carousels from the engine at each offset
/// (the page draws what `/api/elements` answers), and `/api/snap` lists the landing items.
@Suite("Playground API: pinned headers, leading alignment, landing items")
struct PinnedHeadersAPITests {
    let api = PlaygroundAPI()

    func get(_ path: String, _ query: [(String, String)]) -> [String: Any] {
        let answer = api.respond(path: path, query: query)
        #expect(answer.status == 200, "\(answer.body)")
        return (try? JSONSerialization.jsonObject(with: Data(answer.body.utf8))) as? [String: Any] ?? [:]
    }

    @Test("Scrolling a pinned gallery: each answer has the current section's header at that offset's top")
    func pinnedHeaderFollowsTheOffset() throws {
        let layout = [("layout", "gallery"), ("sections", "11,6,14"), ("pin-headers", "true")]
        let options = try #require(
            (get("/api/layouts", [])["layouts"] as? [[String: Any]])?.first { $0["name"] as? String == "gallery" }?[
                "options"] as? [[String: Any]])
        #expect(options.contains { $0["name"] as? String == "pin-headers" && $0["kind"] as? String == "flag" })
        for y in [100, 400, 700] {
            let answer = get("/api/elements", layout + [("offset", "0,\(y)")])
            let elements = try #require(answer["elements"] as? [[String: Any]])
            let header = try #require(
                elements.first { $0["kind"] as? String == "header" && $0["section"] as? Int == 0 })
            #expect((header["frame"] as? [String: Double])?["y"] == Double(y), "offset \(y)")
        }
    }

    @Test("A leading carousel's snap rests an item on the leading edge and lists what lands")
    func leadingSnap() throws {
        let snap = get(
            "/api/snap", [("layout", "carousel"), ("alignment", "leading"), ("offset", "0,0"), ("velocity", "1,0")])
        #expect(snap["target"] as? [String: Double] == ["x": 250, "y": 0])
        #expect((snap["landingItems"] as? [[String: Int]])?.map { $0["item"]! } == [1, 2])
        let elements = get("/api/elements", [("layout", "carousel"), ("alignment", "leading"), ("offset", "250,0")])
        let first = try #require((elements["elements"] as? [[String: Any]])?.first { $0["item"] as? Int == 1 })
        #expect((first["frame"] as? [String: Double])?["x"] == 250)
        // The page's hairline: where items rest, the leading edge (the right one right to left).
        #expect(get("/api/layout", [("layout", "carousel"), ("alignment", "leading")])["restingLine"] as? Double == 0)
        #expect(
            get("/api/layout", [("layout", "carousel"), ("alignment", "leading"), ("rtl", "true")])["restingLine"]
                as? Double == 375)
        #expect(get("/api/layout", [("layout", "carousel")])["restingLine"] == nil)
    }
}
