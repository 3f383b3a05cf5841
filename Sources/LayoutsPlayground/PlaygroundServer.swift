import Foundation
import Hummingbird
import Logging

/// The playground's HTTP server: the page at `/` and the JSON API under `/api/`.
///
/// Binds to loopback by default: the playground is a local tool, not a service. Needs the
/// systems Hummingbird 2 needs (macOS 14, iOS 17); the engine and the catalog need less.
@available(macOS 14, iOS 17, tvOS 17, visionOS 1, *)
public struct PlaygroundServer: Sendable {
    /// The address to bind. The default is 127.0.0.1.
    public var host: String
    /// The port; 0 picks a free one (the running address is passed to `onRunning`). The default is 8080.
    public var port: Int
    /// The API, with its layout cache.
    public let api: PlaygroundAPI

    public init(host: String = "127.0.0.1", port: Int = 8080, api: PlaygroundAPI = PlaygroundAPI()) {
        self.host = host
        self.port = port
        self.api = api
    }

    /// The router: the page and the API.
    func router() -> Router<BasicRequestContext> {
        let router = Router()
        let api = self.api
        router.get("/") { _, _ in
            Self.response(status: .ok, contentType: "text/html; charset=utf-8", body: PlaygroundPage.html)
        }
        router.get("/api/:endpoint") { request, _ in
            let query = request.uri.queryParameters.map { (String($0.key), String($0.value)) }
            let answer = await Self.offPool { api.respond(path: request.uri.path, query: query) }
            var headers: HTTPFields = [.contentType: answer.contentType, .cacheControl: "no-store"]
            if let hit = answer.cacheHit, let name = HTTPFields.Element.Name("X-Layout-Cache") {
                headers[name] = hit ? "hit" : "miss"
            }
            return Response(status: HTTPResponse.Status(code: answer.status), headers: headers,
                            body: ResponseBody(byteBuffer: ByteBuffer(string: answer.body)))
        }
        return router
    }

    /// The Hummingbird application; `onRunning` receives the address, such as `http://127.0.0.1:8080/`.
    public func application(onRunning: @escaping @Sendable (String) -> Void = { _ in }) -> some ApplicationProtocol {
        var logger = Logger(label: "layouts-playground")
        logger.logLevel = ProcessInfo.processInfo.environment["LOG_LEVEL"].flatMap(Logger.Level.init(rawValue:)) ?? .warning
        let host = self.host
        return Application(
            router: router(),
            configuration: ApplicationConfiguration(address: .hostname(host, port: port), serverName: "layouts-playground"),
            onServerRunning: { channel in
                let port = channel.localAddress?.port ?? 0
                let shownHost = host.contains(":") ? "[\(host)]" : host
                onRunning("http://\(shownHost):\(port)/")
            },
            logger: logger)
    }

    /// Runs until SIGINT or SIGTERM.
    public func run(onRunning: @escaping @Sendable (String) -> Void = { _ in }) async throws {
        try await application(onRunning: onRunning).runService()
    }

    /// Runs `work` on a Dispatch thread: preparing a large layout takes long enough (seconds for a
    /// million stored frames in a debug build) to stall every request if it held one of the
    /// cooperative pool's few threads (one per core).
    static func offPool<T: Sendable>(_ work: @escaping @Sendable () -> T) async -> T {
        await withCheckedContinuation { continuation in
            DispatchQueue.global().async { continuation.resume(returning: work()) }
        }
    }

    private static func response(status: HTTPResponse.Status, contentType: String, body: String) -> Response {
        Response(status: status, headers: [.contentType: contentType],
                 body: ResponseBody(byteBuffer: ByteBuffer(string: body)))
    }
}
