import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Hummingbird
import LayoutsPlayground
import Testing

/// The server on a free loopback port, in process, spoken to over a real socket.
@Suite("Playground server")
struct PlaygroundServerTests {
    /// Starts a server on port 0, runs `body` with its address, then stops it.
    func withServer(_ body: @Sendable (URL) async throws -> Void) async throws {
        try await PlaygroundServer.withLoopbackServer(body)
    }

    func get(_ base: URL, _ pathAndQuery: String) async throws -> (Int, [String: String], Data) {
        let url = try #require(URL(string: pathAndQuery, relativeTo: base))
        let (data, response) = try await URLSession.shared.data(from: url)
        let http = try #require(response as? HTTPURLResponse)
        var headers: [String: String] = [:]
        for (key, value) in http.allHeaderFields {
            headers[String(describing: key).lowercased()] = String(describing: value)
        }
        return (http.statusCode, headers, data)
    }

    @Test("serves the page and the API on a loopback port, and prints its address")
    func pageAndAPI() async throws {
        try await withServer { base in
            #expect(base.host == "127.0.0.1" && base.port != 0)
            let (status, headers, page) = try await get(base, "/")
            #expect(status == 200)
            #expect(headers["content-type"]?.hasPrefix("text/html") == true)
            let html = String(decoding: page, as: UTF8.self)
            #expect(html.contains("<title>CollectionLayouts playground</title>"))
            #expect(html.contains(#"<script src="playground.js"></script>"#))  // the script: PlaygroundPageTests

            let (layoutsStatus, layoutsHeaders, layouts) = try await get(base, "/api/layouts")
            #expect(layoutsStatus == 200)
            #expect(layoutsHeaders["content-type"]?.hasPrefix("application/json") == true)
            let names =
                ((try JSONSerialization.jsonObject(with: layouts) as? [String: Any])?["layouts"] as? [[String: Any]])?
                .compactMap { $0["name"] as? String }
            #expect(names?.contains("grid") == true)
        }
    }

    @Test("a scroll prepares once: the cache header says miss, then hit")
    func cacheHeader() async throws {
        try await withServer { base in
            let first = try await get(base, "/api/elements?layout=grid&count=777&offset=0,0&overscan=100")
            let second = try await get(base, "/api/elements?layout=grid&count=777&offset=250.5,0&overscan=100")
            #expect(first.0 == 200 && second.0 == 200)
            #expect(first.1["x-layout-cache"] == "miss")
            #expect(second.1["x-layout-cache"] == "hit")
            let json = try JSONSerialization.jsonObject(with: second.2) as? [String: Any]
            #expect((json?["offset"] as? [String: Double])?["x"] == 250.5)
        }
    }

    @Test("bad parameters over HTTP: 400 with the message, and the server keeps serving")
    func badParameters() async throws {
        try await withServer { base in
            for path in [
                "/api/elements?layout=grid&count=abc", "/api/snap?layout=grid&velocity=1", "/api/layout?layout=nope",
                "/api/elements?layout=grid&offset=nan,0", "/api/elements?layout=grid&width=1e300",
                "/api/elements?layout=grid&count=%FF%FE", "/api/elements?layout=grid&rtl=maybe",
                "/api/elements?layout=grid&offset=0x10,0", "/api/layout?layout=grid&spacing=0x1p3",
            ] {
                let (status, _, data) = try await get(base, path)
                #expect(status == 400, "\(path)")
                let error = (try? JSONSerialization.jsonObject(with: data) as? [String: String])?["error"]
                #expect(error?.isEmpty == false, "\(path): \(String(decoding: data, as: UTF8.self))")
            }
            #expect(try await get(base, "/api/unknown").0 == 404)
            #expect(try await get(base, "/api/layout?layout=grid").0 == 200)
        }
    }

    /// Issue #34's table over HTTP: each tiny container is answered (the first killed the server,
    /// the others ran for seconds or held gigabytes), and the server keeps serving after them.
    @Test("tiny containers are answered, and the server keeps serving")
    func tinyContainers() async throws {
        try await withServer { base in
            for query in [
                "width=1e-100&spacing=0&inset=0&count=2", "width=1e-13&spacing=0&inset=0&count=10000",
                "width=1e-13&spacing=0&inset=0&count=100", "width=5e-324&spacing=0&inset=0&order=dense&count=200000",
                "width=1e-300&spacing=1e-300&inset=0&count=200000",
            ] {
                let (status, _, data) = try await get(base, "/api/layout?layout=circles&" + query)
                #expect(status == 200, "\(query): \(String(decoding: data, as: UTF8.self))")
                let json = try JSONSerialization.jsonObject(with: data) as? [String: Any]
                let size = json?["contentSize"] as? [String: Double]
                #expect(size?["height"].map(\.isFinite) == true, "\(query)")
            }
            #expect(try await get(base, "/api/layout?layout=grid").0 == 200)
        }
    }
}
