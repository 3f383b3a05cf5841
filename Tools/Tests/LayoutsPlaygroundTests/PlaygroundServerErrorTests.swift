import Foundation
@testable import LayoutsPlayground
import Testing

/// Every 4xx the server sends over a real loopback socket is JSON with an `error` string: requests
/// NIO's decoder cannot parse, several `Host` headers, an absolute-form target naming another
/// host, and paths or methods the router has no route for.
@Suite("Playground server error answers")
struct PlaygroundServerErrorTests {
    func withServer(_ body: @Sendable (Int) async throws -> Void) async throws {
        try await PlaygroundServer.withLoopbackServer { base in try await body(try #require(base.port)) }
    }

    /// Expects `answer` to be `status` with a JSON body whose `error` contains `message`.
    func expect(
        _ answer: RawHTTP.Answer, _ status: Int, _ message: String, _ comment: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(answer.status == status, "\(comment)", sourceLocation: sourceLocation)
        #expect(
            answer.headers["content-type"] == "application/json; charset=utf-8", "\(comment)",
            sourceLocation: sourceLocation)
        #expect(
            answer.error?.contains(message) == true,
            "\(comment): \(String(decoding: answer.body, as: UTF8.self))", sourceLocation: sourceLocation)
        #expect(
            answer.headers["content-length"] == String(answer.body.count), "\(comment)", sourceLocation: sourceLocation)
    }

    @Test("A request the decoder cannot parse gets 400 with a JSON error, and the server goes on serving")
    func malformedRequests() async throws {
        try await withServer { port in
            let host = "Host: 127.0.0.1:\(port)\r\nConnection: close\r\n\r\n"
            let limit = PlaygroundServer.Limits.maximumHeadFieldBytes
            let malformed: [(String, [UInt8], String)] = [
                (
                    "a target over the limit",
                    Array(
                        "GET /api/layout?layout=grid&x=\(String(repeating: "a", count: limit)) HTTP/1.1\r\n\(host)".utf8
                    ),
                    "the request's head is too large: its target and each header may be at most \(limit) bytes"
                ),
                (
                    "a header over the limit",
                    Array(
                        "GET /api/layouts HTTP/1.1\r\nX-Big: \(String(repeating: "a", count: limit))\r\n\(host)".utf8),
                    "the request's head is too large"
                ),
                (
                    "a raw space", Array("GET /api/layout?layout=gr id HTTP/1.1\r\n\(host)".utf8),
                    "malformed HTTP request"
                ),
                (
                    "a UTF-8 byte", Array("GET /api/layout?layout=grïd HTTP/1.1\r\n\(host)".utf8),
                    "malformed HTTP request"
                ),
                (
                    "a NUL byte", Array("GET /api/layout?layout=gr".utf8) + [0] + Array("id HTTP/1.1\r\n\(host)".utf8),
                    "malformed HTTP request"
                ),
                (
                    "a bad header", Array("GET /api/layouts HTTP/1.1\r\nX Y: z\r\n\(host)".utf8),
                    "malformed HTTP request"
                ),
            ]
            for (name, request, message) in malformed {
                expect(try await RawHTTP.exchange(port, request), 400, message, name)
            }
            let after = try await RawHTTP.exchange(port, "GET /api/layout?layout=grid HTTP/1.1\r\n\(host)")
            #expect(after.status == 200)
        }
    }

    @Test("Two Host headers get 400, whatever they say and in whichever order")
    func twoHostHeaders() async throws {
        try await withServer { port in
            for hosts in [
                ["127.0.0.1:\(port)", "127.0.0.1:\(port)"], ["127.0.0.1:\(port)", "evil.example"],
                ["evil.example", "127.0.0.1:\(port)"], ["localhost:\(port)", "[::1]:\(port)", "127.0.0.1:\(port)"],
            ] {
                let head = hosts.map { "Host: \($0)\r\n" }.joined()
                let answer = try await RawHTTP.exchange(
                    port, "GET /api/layouts HTTP/1.1\r\n\(head)Connection: close\r\n\r\n")
                expect(answer, 400, "the request has \(hosts.count) Host headers; HTTP/1.1 allows one", "\(hosts)")
            }
            // Also with an absolute-form target naming the server itself.
            let absolute = try await RawHTTP.exchange(
                port,
                "GET http://127.0.0.1:\(port)/api/layouts HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n"
                    + "Host: 127.0.0.1:\(port)\r\nConnection: close\r\n\r\n")
            expect(absolute, 400, "the request has 2 Host headers", "absolute-form")
        }
    }

    @Test("An absolute-form target is judged by its own host: another gets 421, the server's own is served")
    func absoluteFormTarget() async throws {
        try await withServer { port in
            let own = "Host: 127.0.0.1:\(port)\r\nConnection: close\r\n\r\n"
            for target in [
                "http://evil.example/api/layout?layout=grid", "http://evil.example:\(port)/api/layouts",
                "HTTP://127.0.0.1:\(port + 1)/api/layouts", "ftp://evil.example/api/layouts",
                "http://127.0.0.1:\(port)@evil.example/api/layouts",
            ] {
                let answer = try await RawHTTP.exchange(port, "GET \(target) HTTP/1.1\r\n\(own)")
                expect(answer, 421, "this server answers only requests addressed to itself", target)
            }
            let served = try await RawHTTP.exchange(
                port, "GET http://127.0.0.1:\(port)/api/layout?layout=grid HTTP/1.1\r\n\(own)")
            #expect(served.status == 200)
            #expect(served.error == nil && served.body.count > 100)
            // Its own host in the target overrides a foreign Host header, as HTTP/1.1 has it.
            let foreignHeader = try await RawHTTP.exchange(
                port,
                "GET http://localhost:\(port)/api/layouts HTTP/1.1\r\nHost: evil.example\r\nConnection: close\r\n\r\n")
            #expect(foreignHeader.status == 200)
        }
    }

    @Test("A path or method without a route gets 404 with a JSON error")
    func noRoute() async throws {
        try await withServer { port in
            let host = "Host: 127.0.0.1:\(port)\r\nConnection: close\r\n\r\n"
            for line in ["GET /nope", "GET /api/", "POST /api/layouts", "DELETE /", "OPTIONS *"] {
                let answer = try await RawHTTP.exchange(
                    port, "\(line) HTTP/1.1\r\n\(line.hasPrefix("POST") ? "Content-Length: 0\r\n" : "")\(host)")
                expect(answer, 404, "nothing at \(line.split(separator: " ")[0]) '", line)
            }
            // The API's own 404 (an unknown endpoint) was JSON already.
            expect(
                try await RawHTTP.exchange(port, "GET /api/unknown HTTP/1.1\r\n\(host)"), 404, "no such endpoint", "")
        }
    }

    @Test("The target's authority: what an absolute-form target names, nothing for the origin form")
    func targetAuthority() {
        #expect(RequestHostHandler.authority(ofTarget: "/api/layouts") == nil)
        #expect(RequestHostHandler.authority(ofTarget: "*") == nil)
        #expect(RequestHostHandler.authority(ofTarget: "/a:b") == nil)
        #expect(RequestHostHandler.authority(ofTarget: "http://evil.example/api") == "evil.example")
        #expect(RequestHostHandler.authority(ofTarget: "https://[::1]:8080?x") == "[::1]:8080")
        #expect(RequestHostHandler.authority(ofTarget: "HTTP://a:1#f") == "a:1")
        #expect(RequestHostHandler.authority(ofTarget: "http://u@h:1/") == "u@h:1")
        #expect(RequestHostHandler.authority(ofTarget: "http:/api/layouts") == "")
        #expect(RequestHostHandler.authority(ofTarget: "localhost:8080") == "")
        #expect(RequestHostHandler.authority(ofTarget: "1http://x/") == nil)
    }
}
