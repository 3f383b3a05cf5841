import Foundation
import LayoutsPlayground
import Testing

extension PlaygroundServer {
    /// Starts a server with `limits`, `api` and the costly lane `executor` on a free loopback
    /// port, in process, runs `body` with its address, then stops it.
    static func withLoopbackServer(
        limits: Limits = Limits(), api: PlaygroundAPI = PlaygroundAPI(),
        executor: PreparationExecutor = PreparationExecutor(),
        _ body: @Sendable (URL) async throws -> Void
    ) async throws {
        guard #available(macOS 14, iOS 17, tvOS 17, visionOS 1, *) else { return }  // Hummingbird 2's systems
        let (addresses, continuation) = AsyncStream.makeStream(of: String.self)
        let app = PlaygroundServer(host: "127.0.0.1", port: 0, api: api, limits: limits, executor: executor).application
        { continuation.yield($0) }
        let task = Task { try await app.run() }
        defer { task.cancel() }
        var iterator = addresses.makeAsyncIterator()
        let address = try #require(await iterator.next())
        try await body(try #require(URL(string: address)))
        task.cancel()
        _ = await task.result
    }
}
