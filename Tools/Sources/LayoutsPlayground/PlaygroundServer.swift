@_spi(Tools) import CollectionLayouts
import Foundation
import Hummingbird
import HummingbirdCore
import LayoutCatalog
import Logging
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The playground's HTTP server: the page at `/` and the JSON API under `/api/`.
///
/// Binds to loopback by default: the playground is a local tool, not a service. Needs the
/// systems Hummingbird 2 needs (macOS 14, iOS 17); the engine and the catalog need less.
@available(macOS 14, iOS 17, tvOS 17, visionOS 1, *)
package struct PlaygroundServer: Sendable {
    /// The address to bind. The default is 127.0.0.1.
    package var host: String
    /// The port; 0 picks a free one (the running address is passed to `onRunning`). The default is 8080.
    package var port: Int
    /// The API, with its layout cache and work budget.
    package let api: PlaygroundAPI
    /// The connection limits. The default is ``Limits/init(idleTimeout:maximumConnections:)``'s.
    package var limits: Limits
    /// Where costly preparations and large answers run, apart from the cheap requests.
    package let executor: PreparationExecutor
    /// Where cheap requests run: threads of the server's own, off Swift's cooperative pool
    /// (whose few threads every connection's I/O needs) and off Dispatch's global pool (as wide as
    /// the cores: two requests that never end held all of it).
    package let quickExecutor: PreparationExecutor

    /// How long connections may idle and how many may be open.
    package struct Limits: Sendable {
        /// Seconds a connection may stay without a complete request before it is closed; this is
        /// also the header timeout, since a request head counts only once it is complete (a
        /// client that sends half a head and stops is closed as idle). A request being answered
        /// is never cut. The default is 5.
        package var idleTimeout: Double
        /// The most connections open at once; beyond it the server stops accepting until one
        /// closes (new ones wait in the listen backlog). The default is 4,096, or less when the
        /// process may open fewer files: 64 descriptors are kept for everything else.
        package var maximumConnections: Int

        package init(idleTimeout: Double = 5, maximumConnections: Int = Limits.defaultMaximumConnections) {
            self.idleTimeout = idleTimeout
            self.maximumConnections = Swift.max(1, maximumConnections)
        }

        /// The most bytes of a request's target or of any one header, and of all its headers
        /// together (80 KB, Hummingbird's default); a larger head gets 400 with `{"error": …}`
        /// (``MalformedRequestHandler``).
        package static let maximumHeadFieldBytes = 80 * 1_024
        /// The most headers a request may have (Hummingbird's default); more get 400 the same way.
        package static let maximumHeaderCount = 1_000

        /// 4,096, or the open-file limit less 64 when that is lower (at least 16).
        package static var defaultMaximumConnections: Int {
            var limit = rlimit()
            // (RLIM_INFINITY is all ones, above any Int.)
            guard getrlimit(Self.openFilesResource, &limit) == 0, limit.rlim_cur < rlim_t(Int.max) else { return 4_096 }
            return Swift.max(16, Swift.min(4_096, Int(clamping: limit.rlim_cur) - 64))
        }

        #if os(Linux)
        private static var openFilesResource: __rlimit_resource_t { __rlimit_resource_t(RLIMIT_NOFILE.rawValue) }
        #else
        private static var openFilesResource: Int32 { RLIMIT_NOFILE }
        #endif
    }

    package init(
        host: String = "127.0.0.1", port: Int = 8080, api: PlaygroundAPI = PlaygroundAPI(),
        limits: Limits = Limits(), executor: PreparationExecutor = PreparationExecutor(),
        quickExecutor: PreparationExecutor = .quick()
    ) {
        self.host = host
        self.port = port
        self.api = api
        self.limits = limits
        self.executor = executor
        self.quickExecutor = quickExecutor
    }

    /// Whether `host` is a loopback address (or `localhost`): anything else exposes the playground,
    /// a development tool, to the network.
    package static func isLoopback(_ host: String) -> Bool {
        let bare = host.hasPrefix("[") && host.hasSuffix("]") ? String(host.dropFirst().dropLast()) : host
        if ["localhost", "::1", "0:0:0:0:0:0:0:1"].contains(bare.lowercased()) { return true }
        let parts = bare.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count == 4 && parts[0] == "127" && parts.allSatisfy { UInt8($0) != nil }
    }

    /// The router: the page and the API.
    func router() -> Router<BasicRequestContext> {
        let router = Router()
        let api = self.api
        let executor = self.executor
        let quickExecutor = self.quickExecutor
        router.add(middleware: ErrorBodyMiddleware())  // first: the router's own 404s get a JSON body too
        PlaygroundPage.addRoutes(to: router)
        router.get("/api/:endpoint") { request, _ in
            let query = request.uri.queryParameters.map { (String($0.key), String($0.value)) }
            if request.uri.path == "/api/stats" {
                return Self.response(
                    PlaygroundAPI.json(api.statistics(costly: executor.statistics, quick: quickExecutor.statistics)))
            }
            let costly: @Sendable () -> PlaygroundAPI.Response
            switch api.plan(path: request.uri.path, query: query) {
            case .answer(let answer):
                return Self.response(answer)
            case .quick(let work):
                let answer = await quickExecutor.run(work) ?? Self.busy(quickExecutor)
                // Larger than a quick answer: finished on the costly executor.
                guard let remainder = answer.remainder else { return Self.response(answer) }
                costly = remainder
            case .costly(let work):
                costly = work
            }
            var response = Self.response(try await Self.runCancellable(costly, on: executor, request: request))
            // Said, since Hummingbird closes the connection after it (see `runCancellable`).
            response.headers[.connection] = "close"
            return response
        }
        return router
    }

    /// Runs `work` on the costly `executor`, cancelled if its client goes first: a job still
    /// waiting never runs, a circle packing stops within 1,024 circles (``DisconnectWatch``).
    ///
    /// The client's going is its side of the connection closing: Hummingbird lets a client
    /// half-close and still get its answer, so the request's inbound stream is read while the
    /// work runs (`consumeWithInboundCloseHandler`), and its end is the signal. A client that
    /// half-closes after its request is taken for gone. Reading past the request costs the
    /// connection its keep-alive (Hummingbird closes it after the answer, which says
    /// `Connection: close`), on the costly lane only, where a new connection is nothing beside the
    /// work.
    static func runCancellable(
        _ work: @escaping @Sendable () -> PlaygroundAPI.Response, on executor: PreparationExecutor, request: Request
    ) async throws -> PlaygroundAPI.Response {
        let cancellation = PreparationCancellation()
        let watch = DisconnectWatch(cancellation, executors: [executor])
        return try await request.body.consumeWithInboundCloseHandler { _ in
            defer { watch.disarm() }
            var answer = await executor.run(cancellation: cancellation, work) ?? Self.busy(executor)
            if let remainder = answer.remainder {
                answer = await executor.run(cancellation: cancellation, remainder) ?? Self.busy(executor)
            }
            return answer
        } onInboundClosed: {
            watch.clientWent()
        }
    }

    /// The HTTP response for `answer`: its status, body and headers (`Retry-After`, `X-Layout-Cache`).
    static func response(_ answer: PlaygroundAPI.Response) -> Response {
        var headers: HTTPFields = [.contentType: answer.contentType, .cacheControl: "no-store"]
        if let seconds = answer.retryAfter { headers[.retryAfter] = String(seconds) }
        if let hit = answer.cacheHit, let name = HTTPFields.Element.Name("X-Layout-Cache") {
            headers[name] = hit ? "hit" : "miss"
        }
        return Response(
            status: HTTPResponse.Status(code: answer.status), headers: headers,
            body: ResponseBody(byteBuffer: ByteBuffer(string: answer.body)))
    }

    /// The Hummingbird application; `onRunning` receives the address, such as `http://127.0.0.1:8080/`.
    package func application(onRunning: @escaping @Sendable (String) -> Void = { _ in }) -> some ApplicationProtocol {
        var logger = Logger(label: "layouts-playground")
        logger.logLevel =
            ProcessInfo.processInfo.environment["LOG_LEVEL"].flatMap(Logger.Level.init(rawValue:)) ?? .warning
        let host = self.host
        let listeningPort = ListeningPort(port)
        let http1 = HTTP1Channel.Configuration(
            idleTimeout: .milliseconds(Int64(limits.idleTimeout * 1_000)),
            httpDecoderConfiguration: .init(
                maxHeaderFieldSize: Limits.maximumHeadFieldBytes, maxHeaderListSize: Limits.maximumHeadFieldBytes,
                maxHeaderFieldCount: Limits.maximumHeaderCount))
        return Application(
            responder: HostCheckingResponder(next: router().buildResponder(), listeningHost: host, port: listeningPort),
            server: HTTPServerBuilder { responder in
                PlaygroundChannel(http1: HTTP1Channel(responder: responder, configuration: http1))
            },
            configuration: ApplicationConfiguration(
                address: .hostname(host, port: port), serverName: "layouts-playground",
                availableConnectionsDelegate: MaximumAvailableConnections(limits.maximumConnections)),
            onServerRunning: { channel in
                let port = channel.localAddress?.port ?? 0
                listeningPort.value = port
                let shownHost = host.contains(":") ? "[\(host)]" : host
                onRunning("http://\(shownHost):\(port)/")
            },
            logger: logger)
    }

    /// Runs until SIGINT or SIGTERM.
    package func run(onRunning: @escaping @Sendable (String) -> Void = { _ in }) async throws {
        try await application(onRunning: onRunning).runService()
    }

    /// The answer when the executor's queue is full: 503, with `Retry-After` (the executor's
    /// estimate of when a place frees, 1 to 60 s) and the exact numbers: the executor held
    /// ``PreparationExecutor/capacity`` jobs when it refused.
    static func busy(_ executor: PreparationExecutor) -> PlaygroundAPI.Response {
        var response = PlaygroundAPI.Response(
            status: 503,
            body: JSONOutput.string(
                [
                    "error": "the playground is busy with \(executor.capacity) costly requests "
                        + "(\(executor.concurrency) running, \(executor.queueLimit) waiting); try again shortly",
                    "limit": "\(executor.concurrency) costly requests at once, \(executor.queueLimit) waiting",
                ], pretty: false),
            contentType: PlaygroundAPI.jsonType)
        response.retryAfter = executor.retryAfterSeconds
        return response
    }
}
