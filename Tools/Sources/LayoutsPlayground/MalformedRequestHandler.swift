import LayoutCatalog
import NIOCore
import NIOHTTP1

/// Gives the 400 that Hummingbird sends for a request NIO's decoder cannot parse the body every
/// other refusal has: `{"error": message}`, JSON.
///
/// A request that is not HTTP/1 — a raw space, a byte outside printable ASCII or a NUL in its
/// target, a malformed header, a target or header past
/// ``PlaygroundServer/Limits/maximumHeadFieldBytes`` — fails in the decoder, before any route:
/// Hummingbird answers `400 Bad Request` with an empty body and closes the connection. This
/// handler, between the decoder and Hummingbird, notes the decoder's error as it passes and fills
/// that answer in with a message saying what was wrong; the status and the closing are
/// Hummingbird's. Any other answer passes unchanged.
final class MalformedRequestHandler: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias OutboundIn = HTTPServerResponsePart
    typealias OutboundOut = HTTPServerResponsePart

    /// The decoder's error, once it failed: the connection's next empty 400 is its answer.
    private var parseError: HTTPParserError?
    /// The body to write before the answer's end.
    private var body: ByteBuffer?

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        if let error = error as? HTTPParserError { parseError = error }
        context.fireErrorCaught(error)
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        switch unwrapOutboundIn(data) {
        case .head(var head)
        where parseError != nil && head.status == .badRequest && head.headers["Content-Length"] == ["0"]:
            let text = JSONOutput.string(["error": Self.message(for: parseError!)], pretty: false)
            let buffer = context.channel.allocator.buffer(string: text)
            head.headers.replaceOrAdd(name: "Content-Type", value: PlaygroundAPI.jsonType)
            head.headers.replaceOrAdd(name: "Cache-Control", value: "no-store")
            head.headers.replaceOrAdd(name: "Content-Length", value: String(buffer.readableBytes))
            parseError = nil
            body = buffer
            context.write(wrapOutboundOut(.head(head)), promise: promise)
        case .end(let trailers) where body != nil:
            context.write(wrapOutboundOut(.body(.byteBuffer(body!))), promise: nil)
            body = nil
            context.write(wrapOutboundOut(.end(trailers)), promise: promise)
        default:
            context.write(data, promise: promise)
        }
    }

    /// What was wrong with a request the decoder refused with `error`.
    static func message(for error: HTTPParserError) -> String {
        let limit = PlaygroundServer.Limits.maximumHeadFieldBytes
        let count = PlaygroundServer.Limits.maximumHeaderCount
        switch error {
        case .headerOverflow:
            return "the request's head is too large: its target and each header may be at most \(limit) bytes, "
                + "all its headers \(limit) bytes together, and it may have at most \(count) headers"
        default:
            return "malformed HTTP request (\(error)): the request line is METHOD TARGET HTTP/1.1, with a target "
                + "of printable ASCII and no spaces (percent-encode any other byte, %20 for a space), "
                + "then headers NAME: VALUE"
        }
    }
}
