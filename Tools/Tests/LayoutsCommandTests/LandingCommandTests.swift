import Foundation
import Testing

/// The command's side of pinned headers, leading alignment and landing items: `render` draws the
/// pinned header where the engine puts it, `snap` says where a leading carousel rests and which
/// items land on screen.
@Suite("layouts render/snap: pinned headers, leading alignment, landing items")
struct LandingCommandTests {
    private func json(_ arguments: [String]) throws -> [String: Any] {
        let result = try LayoutsBinary.run(arguments)
        #expect(result.status == 0, "\(result.stderr)")
        return try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as! [String: Any]
    }

    @Test("snap carousel --alignment leading: a flick rests item 1 on the leading edge; items 1 and 2 land")
    func snapLeading() throws {
        let answer = try json(["snap", "carousel", "--alignment", "leading", "--velocity", "1,0"])
        #expect(answer["target"] as? [String: Double] == ["x": 250, "y": 0])
        #expect(answer["centeredItem"] as? [String: Int] == ["section": 0, "item": 1])
        #expect(
            answer["landingItems"] as? [[String: Int]] == [["section": 0, "item": 1], ["section": 0, "item": 2]])
        let centred = try json(["snap", "carousel", "--velocity", "1,0"])
        #expect((centred["landingItems"] as? [[String: Int]])?.map { $0["item"]! } == [0, 1, 2])
    }

    @Test("render gallery --pin-headers --offset: the first section's header at the top of the viewport")
    func renderPinned() throws {
        let answer = try json([
            "render", "gallery", "--sections", "11,6,14", "--pin-headers", "--offset", "0,700", "--format", "json",
        ])
        let elements = try #require(answer["elements"] as? [[String: Any]])
        let header = try #require(elements.first { $0["kind"] as? String == "header" })
        #expect(header["section"] as? Int == 0)
        #expect((header["frame"] as? [String: Double])?["y"] == 700)
        #expect(header["zIndex"] as? Int == 1)
        let unpinned = try json(["render", "gallery", "--sections", "11,6,14", "--offset", "0,700", "--format", "json"])
        // Unpinned, section 0's header scrolled away with its section; section 1's is further down.
        let headers = ((unpinned["elements"] as? [[String: Any]]) ?? []).filter { $0["kind"] as? String == "header" }
        #expect(!headers.isEmpty && !headers.contains { $0["section"] as? Int == 0 })
        #expect(try #require((headers.first?["frame"] as? [String: Double])?["y"]) > 762.5)
    }
}
