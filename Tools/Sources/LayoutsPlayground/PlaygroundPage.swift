import Foundation
import Hummingbird

/// The playground's page: `Resources/index.html`, `playground.css` and `playground.js`, the
/// target's resources (`Bundle.module`), served at `/`, `/playground.css` and `/playground.js`.
///
/// The browser plays the collection view: it asks the API for the elements in the visible rect on
/// every scroll, draws them as absolutely positioned boxes (recycled like cells), and animates
/// flings to the layout's target offset with UIScrollView's deceleration curve.
enum PlaygroundPage {
    /// Whether this server is a `debug` or a `release` build: the page says so, since a debug
    /// build prepares layouts many times slower than the release build the limits and figures
    /// are for.
    static var build: String {
        #if DEBUG
        "debug"
        #else
        "release"
        #endif
    }

    /// Where `index.html` says which build this is; each occurrence is replaced when it is served.
    static let buildPlaceholder = "{{build}}"

    /// A file the page is made of.
    struct Asset: Sendable {
        /// The path it is served at.
        var path: String
        /// The file in `Resources/`.
        var file: String
        var contentType: String
    }

    static let assets = [
        Asset(path: "/", file: "index.html", contentType: "text/html; charset=utf-8"),
        Asset(path: "/playground.css", file: "playground.css", contentType: "text/css; charset=utf-8"),
        Asset(path: "/playground.js", file: "playground.js", contentType: "text/javascript; charset=utf-8"),
    ]

    /// The text of `asset` as served (the build filled in), or nil when the bundle lacks the file.
    static func text(of asset: Asset) -> String? {
        let dot = asset.file.lastIndex(of: ".")!
        guard
            let url = Bundle.module.url(
                forResource: String(asset.file[..<dot]), withExtension: String(asset.file[dot...].dropFirst()),
                subdirectory: "Resources"),
            let text = try? String(contentsOf: url, encoding: .utf8)
        else { return nil }
        return text.replacingOccurrences(of: buildPlaceholder, with: build)
    }

    /// Every asset's body, read once from the bundle; a missing file is a 500 that names it.
    static let bodies: [String: (status: HTTPResponse.Status, contentType: String, body: String)] = Dictionary(
        uniqueKeysWithValues: assets.map { asset in
            if let text = text(of: asset) { return (asset.path, (.ok, asset.contentType, text)) }
            return (
                asset.path,
                (
                    .internalServerError, "text/plain; charset=utf-8",
                    "the playground's \(asset.file) is missing from the LayoutsPlayground resource bundle\n"
                )
            )
        })

    /// Registers a `GET` route for each asset.
    @available(macOS 14, iOS 17, tvOS 17, visionOS 1, *)
    static func addRoutes(to router: Router<BasicRequestContext>) {
        for asset in assets {
            router.get(RouterPath(asset.path)) { _, _ in
                let answer = bodies[asset.path]!
                // no-cache: a browser asks again after the server is rebuilt, rather than mixing versions.
                return Response(
                    status: answer.status, headers: [.contentType: answer.contentType, .cacheControl: "no-cache"],
                    body: ResponseBody(byteBuffer: ByteBuffer(string: answer.body)))
            }
        }
    }
}
