import Foundation
@testable import LayoutsPlayground
import Testing

/// The `Host` check against DNS rebinding: the server answers only requests addressed to itself.
@Suite("Host check")
struct HostCheckTests {
    @Test("The listening address and the loopback names pass, with the listening port")
    func ownNamesPass() {
        let check = HostCheck(listeningHost: "127.0.0.1", port: 8080)
        for host in ["127.0.0.1:8080", "localhost:8080", "LOCALHOST:8080", "localhost.:8080", "[::1]:8080"] {
            #expect(check.allows(host), "\(host)")
        }
        #expect(HostCheck(listeningHost: "192.168.1.20", port: 9000).allows("192.168.1.20:9000"))
        #expect(HostCheck(listeningHost: "::1", port: 9000).allows("[::1]:9000"))
        #expect(HostCheck(listeningHost: "[::1]", port: 9000).allows("[::1]:9000"))
        #expect(HostCheck(listeningHost: "myhost.local", port: 9000).allows("myhost.local:9000"))
        // Port 80 may be left out, as browsers do.
        #expect(HostCheck(listeningHost: "127.0.0.1", port: 80).allows("localhost"))
    }

    @Test("A foreign name, a wrong port, no Host or a malformed one is refused")
    func foreignRefused() {
        let check = HostCheck(listeningHost: "127.0.0.1", port: 8080)
        for host in [
            "evil.example:8080", "evil.example", "127.0.0.1.evil.example:8080", "127.0.0.1:8081", "127.0.0.1",
            "localhost:80", "10.0.0.5:8080", "[::1]", "[::1:8080", "127.0.0.1:", "127.0.0.1:99999", ":8080", "",
        ] {
            #expect(!check.allows(host), "\(host)")
        }
        #expect(!check.allows(nil))
    }

    @Test("Bound to a wildcard, any IP literal passes (a rebinding page needs a name), names still do not")
    func wildcard() {
        let check = HostCheck(listeningHost: "0.0.0.0", port: 8080)
        #expect(check.allows("192.168.1.20:8080"))
        #expect(check.allows("[fe80::1]:8080"))
        #expect(check.allows("localhost:8080"))
        #expect(!check.allows("evil.example:8080"))
        #expect(!check.allows("192.168.1.20:8081"))
    }

    @Test("The refusal is 421 with a message naming the server's own addresses and the Host it got")
    func refusalMessage() throws {
        let response = HostCheck(listeningHost: "127.0.0.1", port: 8080).refusal("evil.example:8080")
        #expect(response.status == 421)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(response.body.utf8)) as? [String: String])
        let message = try #require(json["error"])
        #expect(
            message.contains("evil.example:8080") && message.contains("127.0.0.1:8080")
                && message.contains("DNS rebinding"))
        // Several Host headers: 400, naming the server's addresses.
        let several = HostCheck(listeningHost: "127.0.0.1", port: 8080).refusal(hostHeaders: 2)
        #expect(several.status == 400)
        let error = try #require(
            try JSONSerialization.jsonObject(with: Data(several.body.utf8)) as? [String: String])["error"]
        #expect(
            error
                == "the request has 2 Host headers; HTTP/1.1 allows one, naming this server (127.0.0.1:8080, 127.0.0.1:8080, localhost:8080 or [::1]:8080)"
        )
        // A long Host is not echoed whole.
        let long = HostCheck(listeningHost: "127.0.0.1", port: 8080).refusal(String(repeating: "a", count: 60_000))
        #expect(long.body.count < 1_000)
    }
}
