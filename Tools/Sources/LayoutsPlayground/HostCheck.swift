import Foundation
import Hummingbird
import LayoutCatalog
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The `Host` values the server answers, against DNS rebinding: a web page on another site can
/// make a browser send requests to `127.0.0.1:8080` under its own name (`evil.example:8080`
/// resolved to 127.0.0.1); such a request carries that name in `Host`, and is refused.
///
/// Accepted: `127.0.0.1`, `localhost` and `[::1]` (the loopback names a person types), the
/// address given with `--host`, and, when that address is a wildcard (`0.0.0.0` or `::`), any IP
/// literal (a rebinding page needs a name of its own, never an address); each with the port the
/// server listens on (or without a port when that is 80). Anything else, including no `Host`,
/// gets 421 Misdirected Request. The host of an absolute-form target (`GET http://host/…`) is
/// the one judged (``RequestHostHandler``), and a request with several `Host` headers gets 400,
/// whatever they say.
package struct HostCheck: Sendable {
    /// The address the server was told to bind (`--host`).
    package var listeningHost: String
    /// The port it listens on.
    package var port: Int

    /// Whether a request whose `Host` header is `authority` (nil when it has none) is answered.
    package func allows(_ authority: String?) -> Bool {
        guard let authority, let (name, givenPort) = Self.split(authority) else { return false }
        if let givenPort {
            guard givenPort == port else { return false }
        } else if port != 80 {
            return false
        }
        let listening = Self.normalized(Self.bare(listeningHost))
        if name == listening || ["127.0.0.1", "localhost", "::1"].contains(name) { return true }
        if ["0.0.0.0", "::", "0:0:0:0:0:0:0:0"].contains(listening) { return Self.isIPLiteral(name) }
        return false
    }

    /// The refusal: 421 and a message naming what the server answers to.
    func refusal(_ authority: String?) -> PlaygroundAPI.Response {
        let shown = authority.map { $0.count > 100 ? String($0.prefix(100)) + "…" : $0 } ?? "(none)"
        return PlaygroundAPI.error(
            421,
            "this server answers only requests addressed to itself (\(ownAddresses)); "
                + "the Host header (or the target's host) was \(shown) (refused against DNS rebinding)")
    }

    /// The refusal of a request with `count` (2 or more) `Host` headers: 400, as HTTP/1.1 has it
    /// (RFC 9112 §3.2), whatever they say.
    func refusal(hostHeaders count: Int) -> PlaygroundAPI.Response {
        PlaygroundAPI.error(
            400, "the request has \(count) Host headers; HTTP/1.1 allows one, naming this server (\(ownAddresses))")
    }

    /// The addresses the server answers to, for messages.
    private var ownAddresses: String {
        let own = listeningHost.contains(":") && !listeningHost.hasPrefix("[") ? "[\(listeningHost)]" : listeningHost
        return "\(own):\(port), 127.0.0.1:\(port), localhost:\(port) or [::1]:\(port)"
    }

    /// The name (lower-cased, without brackets or a trailing dot) and the port of `authority`;
    /// nil when it is malformed.
    static func split(_ authority: String) -> (String, Int?)? {
        var name: Substring, rest: Substring
        if authority.hasPrefix("[") {
            guard let close = authority.firstIndex(of: "]") else { return nil }
            name = authority[authority.index(after: authority.startIndex)..<close]
            rest = authority[authority.index(after: close)...]
        } else if let colon = authority.firstIndex(of: ":") {
            name = authority[..<colon]
            rest = authority[colon...]
        } else {
            name = authority[...]
            rest = ""
        }
        var port: Int?
        if !rest.isEmpty {
            guard rest.first == ":", let number = Int(rest.dropFirst()), (0...65_535).contains(number), rest.count <= 6
            else { return nil }
            port = number
        }
        guard !name.isEmpty else { return nil }
        return (normalized(String(name)), port)
    }

    private static func bare(_ host: String) -> String {
        host.hasPrefix("[") && host.hasSuffix("]") ? String(host.dropFirst().dropLast()) : host
    }

    private static func normalized(_ name: String) -> String {
        let lower = name.lowercased()
        return lower.hasSuffix(".") ? String(lower.dropLast()) : lower
    }

    private static func isIPLiteral(_ name: String) -> Bool {
        var v4 = in_addr(), v6 = in6_addr()
        return inet_pton(AF_INET, name, &v4) == 1 || inet_pton(AF_INET6, name, &v6) == 1
    }
}

/// Refuses requests whose `Host` the ``HostCheck`` does not allow, before routing them. The port
/// is known once the server is listening (port 0 picks one), so it is read from a box then.
@available(macOS 14, iOS 17, tvOS 17, visionOS 1, *)
struct HostCheckingResponder<Next: HTTPResponder>: HTTPResponder {
    typealias Context = Next.Context
    let next: Next
    let listeningHost: String
    let port: ListeningPort

    @Sendable func respond(to request: Request, context: Context) async throws -> Response {
        let check = HostCheck(listeningHost: listeningHost, port: port.value)
        // The first Host header is the request's authority; Hummingbird keeps any other among the fields.
        let otherHosts = request.headers[values: Self.host].count
        guard otherHosts == 0 else {
            return PlaygroundServer.response(check.refusal(hostHeaders: otherHosts + 1))
        }
        guard check.allows(request.head.authority) else {
            return PlaygroundServer.response(check.refusal(request.head.authority))
        }
        return try await next.respond(to: request, context: context)
    }

    private static var host: HTTPFields.Element.Name { HTTPFields.Element.Name("Host")! }
}

/// The port the server listens on, set once it is.
final class ListeningPort: @unchecked Sendable {
    private let lock = NSLock()
    private var port: Int

    init(_ port: Int) { self.port = port }

    var value: Int {
        get { lock.withLock { port } }
        set { lock.withLock { port = newValue } }
    }
}
