import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Bytes sent as they are to a server on loopback, for requests no HTTP client would send (a raw
/// space or a NUL in the target, two `Host` headers, an absolute-form target), and the answer read
/// until the server closes the connection.
struct RawHTTP {
    /// An answer: the status line's code, the headers (names lower-cased) and the body.
    struct Answer {
        var status: Int
        var headers: [String: String]
        var body: Data

        /// The body's `error` string, when the body is a JSON object holding one.
        var error: String? {
            (try? JSONSerialization.jsonObject(with: body) as? [String: Any])?["error"] as? String
        }
    }

    /// Sends `request` to 127.0.0.1:`port` and reads the answer until the server closes (the
    /// request should say `Connection: close`). The blocking socket calls run on a Dispatch
    /// thread, never on the cooperative pool the in-process server answers on, and give up after 20 s.
    static func exchange(_ port: Int, _ request: [UInt8]) async throws -> Answer {
        try await withCheckedThrowingContinuation { continuation in
            DispatchQueue.global().async {
                continuation.resume(with: Result { try blockingExchange(port, request) })
            }
        }
    }

    /// `exchange` of `text` as UTF-8.
    static func exchange(_ port: Int, _ text: String) async throws -> Answer {
        try await exchange(port, Array(text.utf8))
    }

    /// A socket connected to 127.0.0.1:`port` (without SIGPIPE where a write after the server
    /// closes would raise it), its reads and writes given up after `timeout` seconds when given.
    static func connectedSocket(_ port: Int, timeout: Int? = nil) throws -> Int32 {
        #if canImport(Glibc)
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
        let fd = socket(AF_INET, SOCK_STREAM, 0)
        var one: Int32 = 1
        _ = setsockopt(fd, SOL_SOCKET, SO_NOSIGPIPE, &one, socklen_t(MemoryLayout<Int32>.size))
        #endif
        try #require(fd >= 0)
        if let timeout {
            var limit = timeval(tv_sec: timeout, tv_usec: 0)
            _ = setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
            _ = setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
        }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        if connected != 0 { close(fd) }
        try #require(connected == 0)
        return fd
    }

    private static func blockingExchange(_ port: Int, _ request: [UInt8]) throws -> Answer {
        #if canImport(Glibc)
        let noSignal = Int32(MSG_NOSIGNAL)
        #else
        let noSignal: Int32 = 0
        #endif
        let fd = try connectedSocket(port, timeout: 20)
        defer { close(fd) }
        var sent = 0
        while sent < request.count {
            let n = request[sent...].withUnsafeBytes { send(fd, $0.baseAddress, $0.count, noSignal) }
            if n <= 0 { break }  // the server answered and closed before reading it all
            sent += n
        }
        var received = [UInt8]()
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let n = recv(fd, &buffer, buffer.count, 0)
            if n <= 0 { break }
            received += buffer[0..<n]
        }
        return try parse(received)
    }

    /// The status, headers and body of `bytes`, one HTTP/1.1 answer.
    static func parse(_ bytes: [UInt8]) throws -> Answer {
        let separator = Array("\r\n\r\n".utf8)
        let end = try #require(
            bytes.indices.first { bytes[$0...].starts(with: separator) },
            "no complete answer: \(String(decoding: bytes, as: UTF8.self))")
        let lines = String(decoding: bytes[..<end], as: UTF8.self).components(separatedBy: "\r\n")
        let status = Int(lines[0].split(separator: " ").dropFirst().first ?? "") ?? 0
        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(
                in: .whitespaces)
        }
        return Answer(status: status, headers: headers, body: Data(bytes[(end + separator.count)...]))
    }
}
