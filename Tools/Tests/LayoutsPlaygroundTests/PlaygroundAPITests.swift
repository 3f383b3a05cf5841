@_spi(Tools) import CollectionLayouts
import Foundation
import LayoutCatalog
@testable import LayoutsPlayground
import Testing

/// The API answered without HTTP: every endpoint, bad parameters, and the cache.
@Suite("Playground API")
struct PlaygroundAPITests {
    let api = PlaygroundAPI()

    func get(_ path: String, _ query: [(String, String)] = []) -> (Int, [String: Any]) {
        let answer = api.respond(path: path, query: query)
        let json = (try? JSONSerialization.jsonObject(with: Data(answer.body.utf8))) as? [String: Any] ?? [:]
        return (answer.status, json)
    }

    @Test("/api/layouts lists every catalog layout with its options, defaults and choices")
    func layouts() throws {
        let (status, json) = get("/api/layouts")
        #expect(status == 200)
        let layouts = try #require(json["layouts"] as? [[String: Any]])
        #expect(layouts.map { $0["name"] as? String } == LayoutCatalog.names)
        let grid = try #require(layouts.first { $0["name"] as? String == "grid" })
        let options = try #require(grid["options"] as? [[String: Any]])
        let byName = Dictionary(uniqueKeysWithValues: options.map { ($0["name"] as! String, $0) })
        #expect(byName["item-size"]?["defaultValue"] as? String == "100x90")
        #expect(byName["item-size"]?["kind"] as? String == "size")
        #expect(byName["width"]?["defaultValue"] as? String == "375")
        #expect(byName["count"]?["defaultValue"] as? String == "60")
        #expect(byName["axis"]?["choices"] as? [String] == ["horizontal", "vertical"])
        #expect(byName["axis"]?["defaultValue"] as? String == "horizontal")
        #expect(byName["rtl"]?["kind"] as? String == "flag")
        #expect(byName["count"]?["isCommon"] as? Bool == true)
        #expect(byName["spacing"]?["isCommon"] as? Bool == false)
        let samples = try #require(grid["samples"] as? [[String: Any]])
        #expect(samples.map { $0["name"] as? String } == StaggeredGridSpec().samples.map(\.name))
    }

    @Test("each option in /api/layouts is the catalog's: kind, default, note and choices, not parsed from help")
    func optionsAreTheCatalogs() throws {
        let (_, json) = get("/api/layouts")
        let layouts = try #require(json["layouts"] as? [[String: Any]])
        for (spec, layout) in zip(LayoutCatalog.specs, layouts) {
            let options = try #require(layout["options"] as? [[String: Any]])
            #expect(options.map { $0["name"] as? String } == spec.allOptions.map(\.name))
            for (option, shown) in zip(spec.allOptions, options) {
                #expect(shown["kind"] as? String == option.kind.name, "\(spec.name) --\(option.name)")
                #expect(shown["defaultValue"] as? String == option.defaultValue, "\(spec.name) --\(option.name)")
                #expect(shown["defaultNote"] as? String == option.defaultNote, "\(spec.name) --\(option.name)")
                #expect(shown["choices"] as? [String] == option.choices, "\(spec.name) --\(option.name)")
            }
        }
    }

    @Test("/api/layout gives what the catalog builds: content size, offset bounds, Swift code")
    func layoutInfo() throws {
        let (status, json) = get(
            "/api/layout", [("layout", "grid"), ("count", "30"), ("width", "300"), ("height", "200")])
        #expect(status == 200)
        let built = try LayoutCatalog.build("grid", LayoutParameters(["count": "30", "width": "300", "height": "200"]))
        let size = try #require(json["contentSize"] as? [String: Double])
        #expect(
            size == [
                "width": Double(built.prepared.contentSize.width), "height": Double(built.prepared.contentSize.height),
            ])
        #expect(json["swiftCode"] as? String == built.swiftCode)
        #expect(json["cellShape"] as? String == "rectangle")
        #expect(json["decelerationRate"] as? Double == 0.998)
        #expect(json["itemCount"] as? Int == 30)
        let bounds = try #require(json["offsetBounds"] as? [String: [String: Double]])
        #expect(bounds["max"]?["x"] == Double(built.prepared.contentSize.width) - 300)
    }

    @Test("/api/elements equals the engine's elements(in:) for the visible rect plus overscan")
    func elements() throws {
        for offset in [CGPoint(x: 0, y: 0), CGPoint(x: 437.5, y: 0), CGPoint(x: 2000, y: 0)] {
            let query = [
                ("layout", "grid"), ("count", "500"), ("offset", "\(offset.x),\(offset.y)"), ("overscan", "50"),
            ]
            let answer = api.respond(path: "/api/elements", query: query)
            #expect(answer.status == 200, "\(answer.body)")
            struct Answer: Decodable {
                var elements: [LayoutAttributes]
                var count: Int
                var truncated: Bool
            }
            let decoded = try JSONDecoder().decode(Answer.self, from: Data(answer.body.utf8))
            var prepared = try LayoutCatalog.build("grid", LayoutParameters(["count": "500"])).prepared
            prepared.updateContentOffset(offset)
            let rect = CGRect(origin: offset, size: prepared.environment.boundsSize).insetBy(dx: -50, dy: -50)
            let expected = prepared.elements(in: rect)
            #expect(decoded.elements == expected, "offset \(offset)")
            #expect(decoded.count == expected.count && !decoded.truncated)
            #expect(!expected.isEmpty)
        }
    }

    @Test("/api/elements with rect= answers for that rect")
    func elementsInRect() throws {
        let (status, json) = get("/api/elements", [("layout", "grid"), ("count", "100"), ("rect", "0,0,100,90")])
        #expect(status == 200)
        let elements = try #require(json["elements"] as? [[String: Any]])
        #expect(elements.map { $0["item"] as? Int } == [0])
    }

    @Test("/api/snap answers as `layouts snap` does")
    func snap() throws {
        let answer = api.respond(
            path: "/api/snap", query: [("layout", "grid"), ("offset", "100,0"), ("velocity", "0.5,0")])
        #expect(answer.status == 200)
        let result = try JSONDecoder().decode(SnapResult.self, from: Data(answer.body.utf8))
        let built = try LayoutCatalog.build("grid", LayoutParameters(["offset": "100,0"]))
        let expected = SnapResult(
            layout: built, offset: CGPoint(x: 100, y: 0), velocity: CGPoint(x: 0.5, y: 0), rate: .normal)
        #expect(result == expected)
        #expect(abs(result.proposed.x - (100 + 0.5 * 0.998 / 0.002)) < 1e-9)
    }

    @Test(
        "every catalog layout answers all endpoints, and snapping rests inside the content",
        arguments: LayoutCatalog.names)
    func everyLayout(name: String) throws {
        let (status, info) = get("/api/layout", [("layout", name)])
        #expect(status == 200, "\(info)")
        let (elementsStatus, elements) = get("/api/elements", [("layout", name), ("offset", "0,0")])
        #expect(elementsStatus == 200)
        #expect(!((elements["elements"] as? [Any]) ?? []).isEmpty, "\(name) draws nothing at offset 0")
        for velocity in ["0,0", "3,0", "0,3", "-2,-2"] {
            let (snapStatus, snap) = get("/api/snap", [("layout", name), ("offset", "40,40"), ("velocity", velocity)])
            #expect(snapStatus == 200)
            let target = try #require(snap["target"] as? [String: Double])
            let bounds = try #require(info["offsetBounds"] as? [String: [String: Double]])
            #expect(
                target["x"]! >= bounds["min"]!["x"]! - 0.001 && target["x"]! <= bounds["max"]!["x"]! + 0.001,
                "\(name) \(velocity)")
            #expect(
                target["y"]! >= bounds["min"]!["y"]! - 0.001 && target["y"]! <= bounds["max"]!["y"]! + 0.001,
                "\(name) \(velocity)")
        }
    }

    @Test(
        "bad parameters get 400 and the catalog's message",
        arguments: [
            ([("count", "5")], "name a layout"),
            ([("layout", "nope")], "unknown layout 'nope'"),
            ([("layout", "grid"), ("colour", "red")], "unknown option --colour"),
            ([("layout", "grid"), ("count", "many")], "--count expects a whole number"),
            ([("layout", "grid"), ("count", "-1")], "--count must be between 0"),
            ([("layout", "grid"), ("count", "99999999999")], "--count must be between 0"),
            ([("layout", "grid"), ("width", "nan")], "--width must be a finite number"),
            ([("layout", "grid"), ("width", "0")], "--width must be greater than 0"),
            ([("layout", "grid"), ("spacing", "-3")], "invalid grid configuration"),
            ([("layout", "grid"), ("axis", "diagonal")], "--axis must be one of"),
            ([("layout", "grid"), ("offset", "1,2,3")], "--offset expects X,Y"),
            ([("layout", "grid"), ("offset", "inf,0")], "--offset must be a finite number"),
            ([("layout", "grid"), ("offset", "0x10,0")], "--offset expects a decimal number, got '0x10'"),
            ([("layout", "grid"), ("width", "0x1p9")], "--width expects a decimal number, got '0x1p9'"),
            ([("layout", "grid"), ("count", "1"), ("count", "2")], "--count is given more than once"),
            ([("layout", "grid"), ("overscan", "-1")], "--overscan must be between"),
            ([("layout", "grid"), ("rect", "0,0,10")], "--rect expects X,Y,W,H"),
            ([("layout", "grid"), ("rect", "0,0,-10,10")], "--rect expects X,Y,W,H"),
            ([("layout", "grid"), ("velocity", "fast")], "--velocity expects X,Y"),
            ([("layout", "grid"), ("deceleration-rate", "slow")], "--deceleration-rate must be one of"),
        ] as [([(String, String)], String)])
    func badParameters(query: [(String, String)], message: String) throws {
        // Each endpoint rejects what it cannot use; the others reject their own options as unknown.
        let path = query.contains { $0.0 == "velocity" || $0.0 == "deceleration-rate" } ? "/api/snap" : "/api/elements"
        let answer = api.respond(path: path, query: query)
        #expect(answer.status == 400, "\(query)")
        let json = try JSONSerialization.jsonObject(with: Data(answer.body.utf8)) as? [String: String]
        #expect(json?["error"]?.contains(message) == true, "\(json?["error"] ?? answer.body)")
    }

    @Test("an endpoint's own options are unknown to the others")
    func ownOptionsStayOwn() {
        let answer = api.respond(path: "/api/layout", query: [("layout", "grid"), ("velocity", "1,0")])
        #expect(answer.status == 400)
        #expect(answer.body.contains("unknown option --velocity"))
    }

    @Test("file options are refused over HTTP: the catalog gets no file text from a query, and no file's content leaks")
    func fileOptions() throws {
        let fileOptions = LayoutCatalog.specs.flatMap { spec in
            spec.allOptions.filter { $0.kind == .file }.map { (spec.name, $0.name) }
        }
        #expect(!fileOptions.isEmpty)
        for (layout, option) in fileOptions {
            for path in ["/etc/passwd", "/etc/hostname", "/nonexistent"] {
                let answer = api.respond(path: "/api/elements", query: [("layout", layout), (option, path)])
                #expect(answer.status == 400)
                #expect(answer.body.contains("names a file, which only the layouts command reads"), "\(answer.body)")
                #expect(!answer.body.contains("root"))
                #expect(!answer.body.contains("no such file"), "the API looked at the file system: \(answer.body)")
            }
        }
        let (_, json) = get("/api/layouts")
        let options = (json["layouts"] as? [[String: Any]] ?? []).flatMap { $0["options"] as? [[String: Any]] ?? [] }
        #expect(options.filter { $0["kind"] as? String == "file" }.count == fileOptions.count)
    }

    @Test("an unknown endpoint is 404")
    func unknownEndpoint() {
        #expect(api.respond(path: "/api/nothing", query: []).status == 404)
    }

    @Test("scrolling reuses the prepared layout: one miss, then hits whatever the offset")
    func cacheHits() {
        let api = PlaygroundAPI(cache: LayoutCache())
        var hits: [Bool?] = []
        for x in [0, 300, 600, 900] {
            hits.append(
                api.respond(
                    path: "/api/elements", query: [("layout", "grid"), ("count", "1000"), ("offset", "\(x),0")]
                ).cacheHit)
        }
        hits.append(
            api.respond(path: "/api/snap", query: [("layout", "grid"), ("count", "1000"), ("velocity", "1,0")]).cacheHit
        )
        hits.append(api.respond(path: "/api/elements", query: [("layout", "grid"), ("count", "1001")]).cacheHit)
        #expect(hits == [false, true, true, true, true, false])
        #expect(api.cache.statistics.entries == 2)
    }

    @Test("a million items are served a screen at a time")
    func hugeCount() throws {
        let (status, info) = get("/api/layout", [("layout", "grid"), ("count", "1000000")])
        #expect(status == 200)
        let maximum = try #require((info["offsetBounds"] as? [String: [String: Double]])?["max"]?["x"])
        let (elementsStatus, json) = get(
            "/api/elements", [("layout", "grid"), ("count", "1000000"), ("offset", "\(maximum),0")])
        #expect(elementsStatus == 200)
        let elements = try #require(json["elements"] as? [[String: Any]])
        #expect((1...200).contains(elements.count))
        #expect(elements.contains { $0["item"] as? Int == 999_999 })
    }

    @Test("a rect far larger than a screen is cut at maximumElements")
    func truncation() throws {
        let (status, json) = get(
            "/api/elements",
            [
                ("layout", "grid"), ("count", "30000"), ("item-size", "1"), ("spacing", "0"),
                ("height", "1000"), ("rect", "0,0,1000,1000"),
            ])
        #expect(status == 200)
        #expect(json["truncated"] as? Bool == true)
        #expect((json["elements"] as? [Any])?.count == PlaygroundAPI.maximumElements)
        #expect(json["count"] as? Int == PlaygroundAPI.maximumElements)
    }
}
