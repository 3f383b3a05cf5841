import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import LayoutCatalog
@testable import LayoutsPlayground
import Testing

/// The page's files: resources of the target, served with their content types, the build named.
@Suite("Playground page")
struct PlaygroundPageTests {
    @Test("index.html, playground.css and playground.js are in the resource bundle")
    func resources() throws {
        for asset in PlaygroundPage.assets {
            let text = try #require(PlaygroundPage.text(of: asset), "\(asset.file) is missing from Bundle.module")
            #expect(text.count > 500, "\(asset.file)")
            #expect(!text.contains(PlaygroundPage.buildPlaceholder), "\(asset.file) keeps the placeholder")
        }
        let html = try #require(PlaygroundPage.text(of: PlaygroundPage.assets[0]))
        #expect(html.contains(#"<link rel="stylesheet" href="playground.css">"#))
        #expect(html.contains(#"<script src="playground.js"></script>"#))
        #expect(html.contains(#"<meta name="viewport" content="width=device-width, initial-scale=1">"#))
    }

    @Test("the page names the build it is served by")
    func build() throws {
        #if DEBUG
        #expect(PlaygroundPage.build == "debug")
        #else
        #expect(PlaygroundPage.build == "release")
        #endif
        let html = try #require(PlaygroundPage.text(of: PlaygroundPage.assets[0]))
        #expect(html.contains(#"<body data-build="\#(PlaygroundPage.build)">"#))
        #expect(html.contains(">\(PlaygroundPage.build) build<"))
    }

    @Test("served over HTTP with their content types; other paths are 404")
    func served() async throws {
        try await PlaygroundServer.withLoopbackServer { base in
            for (path, type, needle) in [
                ("/", "text/html; charset=utf-8", "<title>CollectionLayouts playground</title>"),
                ("/playground.css", "text/css; charset=utf-8", "@media (max-width: 900px)"),
                ("/playground.js", "text/javascript; charset=utf-8", "api('elements', "),
            ] {
                let url = try #require(URL(string: path, relativeTo: base))
                let (data, response) = try await URLSession.shared.data(from: url)
                let http = try #require(response as? HTTPURLResponse)
                #expect(http.statusCode == 200, "\(path)")
                #expect(http.value(forHTTPHeaderField: "Content-Type") == type, "\(path)")
                #expect(String(decoding: data, as: UTF8.self).contains(needle), "\(path)")
            }
            for path in ["/index.html", "/Resources/playground.js", "/playground.js/x", "/../Package.swift"] {
                let url = try #require(URL(string: path, relativeTo: base))
                let (_, response) = try await URLSession.shared.data(from: url)
                #expect((response as? HTTPURLResponse)?.statusCode == 404, "\(path)")
            }
        }
    }

    @Test("/api/layout gives the app code apart, as the page shows it")
    func appCode() throws {
        let answer = PlaygroundAPI().respond(
            path: "/api/layout", query: [("layout", "carousel"), ("side-scale", "0.8")])
        #expect(answer.status == 200)
        let object = try JSONSerialization.jsonObject(with: Data(answer.body.utf8))
        let json = try #require(object as? [String: Any])
        let code = try #require(json["appCode"] as? [String: String])
        let built = try LayoutCatalog.build("carousel", LayoutParameters(["side-scale": "0.8"]))
        #expect(code == ["uikit": built.appCode.uikit, "swiftUI": built.appCode.swiftUI])
        #expect(
            code["uikit"]?.hasPrefix(
                "let layout = CarouselCollectionViewLayout(configuration: try .init(\n    sideItemScale: 0.8))") == true
        )
    }
}
