import ArgumentParser
import Foundation
import LayoutsPlayground

/// `layouts serve`: the playground, a page that scrolls and flings every layout in a browser.
struct Serve: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Start the playground: scroll and fling every layout in a browser, the engine doing the layout.",
        discussion: "Serves the page at / and a JSON API under /api/ (see docs/playground.md). Stop with Ctrl-C.")

    @Option(help: "The port to listen on; 0 picks a free one.")
    var port = 8080

    @Option(help: "The address to bind; the default keeps the playground on this machine.")
    var host = "127.0.0.1"

    func validate() throws {
        guard (0...65_535).contains(port) else {
            throw ParameterErrorWrapper(message: "--port must be between 0 and 65535, got \(port)")
        }
        guard !host.isEmpty else { throw ParameterErrorWrapper(message: "--host must not be empty") }
    }

    func run() async throws {
        guard #available(macOS 14, iOS 17, tvOS 17, visionOS 1, *) else {
            throw ParameterErrorWrapper(message: "the playground needs macOS 14 or later")
        }
        let server = PlaygroundServer(host: host, port: port)
        let host = self.host
        do {
            try await server.run { address in
                // Once bound (a host that cannot be bound is an error, not a warning), and before
                // the address, so that a script that reads the address has seen the warning.
                if !PlaygroundServer.isLoopback(host) {
                    FileHandle.standardError.write(
                        Data(
                            """
                            layouts: warning: --host \(host) serves the playground beyond this machine. It is a development \
                            tool: whoever can reach it can use its CPU and memory, within its limits (docs/playground-limits.md).

                            """.utf8))
                }
                // Flushed at once, so that a script reading the pipe learns the address.
                // A reader that went away is no reason to stop serving.
                try? OutputFile.write("Playground at \(address) (Ctrl-C to stop)\n", to: nil)
            }
        } catch {
            throw ParameterErrorWrapper(message: Self.bindFailure(host: host, port: port, error: error))
        }
    }

    /// A plain message for a server that did not start: the network library's error names its
    /// internals, so the reason comes from binding the address again with the system's own call.
    static func bindFailure(host: String, port: Int, error: any Error) -> String {
        switch AddressProbe.bindError(host: host, port: port) {
        case EADDRINUSE?:
            "cannot serve on \(host):\(port): the port is in use; choose another with --port N, or --port 0 for a free one"
        case let code?:
            "cannot serve on \(host):\(port): " + String(cString: strerror(code)).lowercased()
        case nil:
            "cannot serve on \(host):\(port): the server did not start"
        }
    }
}
