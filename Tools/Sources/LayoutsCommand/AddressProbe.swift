import Foundation

/// Binds a TCP socket to an address and lets it go, to learn why a server could not bind there.
enum AddressProbe {
    /// The `errno` of binding `host:port` (as the server does, with `SO_REUSEADDR`), `EADDRNOTAVAIL`
    /// when the host does not resolve, or nil when the address can be bound.
    static func bindError(host: String, port: Int) -> Int32? {
        var hints = addrinfo()
        hints.ai_family = AF_UNSPEC
        #if canImport(Glibc) || canImport(Musl)
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        #else
        hints.ai_socktype = SOCK_STREAM
        #endif
        hints.ai_flags = AI_PASSIVE
        var list: UnsafeMutablePointer<addrinfo>?
        guard getaddrinfo(host, String(port), &hints, &list) == 0, let first = list else { return EADDRNOTAVAIL }
        defer { freeaddrinfo(list) }
        let fd = socket(first.pointee.ai_family, first.pointee.ai_socktype, first.pointee.ai_protocol)
        guard fd >= 0 else { return errno }
        defer { close(fd) }
        var yes: Int32 = 1
        _ = setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        guard bind(fd, first.pointee.ai_addr, first.pointee.ai_addrlen) == 0 else { return errno }
        // A bound socket that does not listen does not hold the port against another listener on
        // Linux, so listen too, as the server does.
        guard listen(fd, 1) == 0 else { return errno }
        return nil
    }
}
