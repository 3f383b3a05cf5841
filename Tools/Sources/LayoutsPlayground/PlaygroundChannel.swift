import HummingbirdCore
import Logging
import NIOCore
import NIOHTTP1

/// Hummingbird's HTTP/1 connection with two handlers of the playground's own between NIO's
/// request decoder and Hummingbird: ``RequestHostHandler``, which makes `Host` say the host an
/// absolute-form target names, and ``MalformedRequestHandler``, which gives the 400 Hummingbird
/// sends for a request the decoder cannot parse the JSON body of every other refusal.
///
/// Everything else is ``HTTP1Channel``'s: its setup builds the pipeline (decoder, Hummingbird's
/// conversion to HTTP types, the idle timeout), the two handlers are added after the decoder, and
/// its loop answers the requests.
@available(macOS 14, iOS 17, tvOS 17, visionOS 1, *)
struct PlaygroundChannel: ServerChildChannel {
    typealias Value = HTTP1Channel.Value

    /// The connection as Hummingbird builds it.
    let http1: HTTP1Channel

    func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Value> {
        http1.setup(channel: channel, logger: logger).flatMapThrowing { value in
            // Run on the channel's event loop, where the pipeline may be changed synchronously.
            let operations = channel.pipeline.syncOperations
            let decoder = try operations.handler(type: ByteToMessageHandler<HTTPRequestDecoder>.self)
            try operations.addHandlers([MalformedRequestHandler(), RequestHostHandler()], position: .after(decoder))
            return value
        }
    }

    func handle(value: Value, logger: Logger) async {
        await http1.handle(value: value, logger: logger)
    }
}
