import NIOCore
import NIOHTTP1

/// Makes a request's `Host` header say the host its target names, before Hummingbird reads the
/// head, so that the ``HostCheck`` judges the host the request is really for.
///
/// An absolute-form target (`GET http://evil.example/api/layout?… HTTP/1.1`) names its host
/// itself, and HTTP/1.1 has the server use that host and ignore `Host` (RFC 9112 §3.2.2).
/// Hummingbird keeps only the target's path and takes the host from `Host`, so such a request
/// carrying the server's own name in `Host` passed the check while naming another host. Here the
/// target's authority replaces the `Host` header: another host's is refused with 421, the
/// server's own (`http://127.0.0.1:8080/api/layouts`) is answered like the origin form, and a
/// target with a scheme but no authority (`http:/api/layouts`) leaves an empty `Host`, refused as
/// malformed. Origin-form targets (`/api/…`) and `*` pass unchanged, and so does a request with
/// several `Host` headers, which ``HostCheckingResponder`` refuses whatever its target.
final class RequestHostHandler: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias InboundOut = HTTPServerRequestPart

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        guard case .head(var head) = unwrapInboundIn(data), let authority = Self.authority(ofTarget: head.uri),
            head.headers["Host"].count <= 1
        else {
            context.fireChannelRead(data)
            return
        }
        head.headers.replaceOrAdd(name: "Host", value: authority)
        context.fireChannelRead(wrapInboundOut(.head(head)))
    }

    /// The authority an absolute-form target names (`http://127.0.0.1:8080/api/layouts` →
    /// `127.0.0.1:8080`, with any user information: `a@b` is then refused as malformed), or an
    /// empty string when it has a scheme and names none; nil for a target without a scheme
    /// (`/api/layouts`, `*`).
    static func authority(ofTarget target: String) -> String? {
        // A scheme is a letter, then letters, digits, "+", "-" or ".", then ":" (RFC 3986 §3.1).
        let bytes = Array(target.utf8)
        guard let colon = bytes.firstIndex(of: UInt8(ascii: ":")), colon > 0, Self.isLetter(bytes[0]),
            bytes[..<colon].allSatisfy({ isLetter($0) || (0x30...0x39).contains($0) || "+-.".utf8.contains($0) })
        else { return nil }
        let rest = bytes[(colon + 1)...]
        guard rest.starts(with: "//".utf8) else { return "" }
        let authority = rest.dropFirst(2).prefix { !"/?#".utf8.contains($0) }
        return String(decoding: authority, as: UTF8.self)
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
    }
}
