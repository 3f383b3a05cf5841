import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing

@Suite("layouts serve")
struct ServeCommandTests {
    @Test("serve --port 0 prints a loopback address, answers there, and stops on SIGTERM")
    func serve() async throws {
        let (process, text) = try LayoutsBinary.serve(["--port", "0"])
        defer { if process.isRunning { process.terminate() } }
        #expect(text.hasPrefix("Playground at http://127.0.0.1:"), "\(text)")
        let address = try #require(text.split(separator: " ").first { $0.hasPrefix("http://") })
        let url = try #require(URL(string: String(address) + "api/snap?layout=grid&offset=100,0&velocity=0.5,0"))
        let (data, response) = try await URLSession.shared.data(from: url)
        #expect((response as? HTTPURLResponse)?.statusCode == 200)
        let json = try JSONSerialization.jsonObject(with: data) as? [String: Any]
        let target = try #require((json?["target"] as? [String: Double])?["x"])
        #expect(abs(target - (100 + 0.5 * 0.998 / 0.002)) < 1e-9)
        process.terminate()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0 || process.terminationReason == .uncaughtSignal)
    }

    @Test("serve --host beyond loopback warns that the playground is a development tool")
    func nonLoopbackWarning() throws {
        let process = Process()
        process.executableURL = LayoutsBinary.url
        process.arguments = ["serve", "--host", "0.0.0.0", "--port", "0"]
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        defer { if process.isRunning { process.terminate() } }
        var line = Data()
        while !line.contains(UInt8(ascii: "\n")) {
            let chunk = out.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            line.append(chunk)
        }
        #expect(String(decoding: line, as: UTF8.self).hasPrefix("Playground at http://0.0.0.0:"))
        process.terminate()
        process.waitUntilExit()
        let warning = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(
            warning.contains("layouts: warning: --host 0.0.0.0 serves the playground beyond this machine"), "\(warning)"
        )
        #expect(warning.contains("development tool"))
    }

    @Test("serve with a bad port is one line on stderr and exit 2")
    func badPort() throws {
        let result = try LayoutsBinary.run(["serve", "--port", "70000"])
        #expect(result.status == 2)
        #expect(result.stderr == "layouts: --port must be between 0 and 65535, got 70000\n")
    }

    @Test("serve on an address it cannot bind is one line on stderr, not a trace")
    func badHost() throws {
        let result = try LayoutsBinary.run(["serve", "--host", "203.0.113.7", "--port", "0"])
        #expect(result.status != 0)
        #expect(result.stderr.hasPrefix("layouts: cannot serve on 203.0.113.7:0"), "\(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1)
    }

    @Test("serve on a busy port exits 2 with a plain message that names --port 0")
    func busyPort() throws {
        let (first, text) = try LayoutsBinary.serve(["--port", "0"])
        defer {
            if first.isRunning {
                first.terminate()
                first.waitUntilExit()
            }
        }
        let port = try #require(text.split(separator: ":").last.flatMap { Int($0.prefix { $0.isNumber }) })
        let result = try LayoutsBinary.run(["serve", "--port", "\(port)"])
        #expect(result.status == 2)
        #expect(
            result.stderr
                == "layouts: cannot serve on 127.0.0.1:\(port): the port is in use; choose another with --port N, or --port 0 for a free one\n"
        )
    }

    @Test(
        "Every kind of bad command line exits 2 with one line on stderr, end to end",
        arguments: CommandLineTests.badLines)
    func badLines(_ arguments: [String], _ line: String) throws {
        let result = try LayoutsBinary.run(arguments)
        #expect(result.status == 2, "\(arguments)")
        #expect(result.stderr == line + "\n")
        #expect(result.stdout.isEmpty)
    }
}
