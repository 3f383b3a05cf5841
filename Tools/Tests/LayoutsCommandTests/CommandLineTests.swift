import ArgumentParser
import Foundation
import LayoutCatalog
@testable import LayoutsCommand
import Testing

/// The command line parsed in-process, as swift-argument-parser's own tests do: every kind of bad
/// command line gives one line and exit status 2; help is exact at 80 columns.
@Suite("Command line, in-process")
struct CommandLineTests {
    /// The line `layouts ARGUMENTS…` prints on stderr when parsing fails, or nil when it parses.
    static func failure(_ arguments: [String]) -> String? {
        do {
            _ = try Layouts.parseCommand(arguments)
            return nil
        } catch {
            return Layouts.failureLine(for: error)
        }
    }

    static let commands = "Commands: serve, samples, render, snap, bench, list, help"

    /// Every kind of bad command line, and its one line: swift-argument-parser's errors, the
    /// catalog's, and the commands' own checks.
    static let badLines: [([String], String)] = [
        // A mistyped command, and after `help`.
        (["rendr", "grid"], "layouts: unknown command 'rendr'; did you mean 'render'? \(commands)"),
        (["help", "rendr"], "layouts: unknown command 'rendr'; did you mean 'render'? \(commands)"),
        (["paint"], "layouts: unknown command 'paint'; commands: serve, samples, render, snap, bench, list, help"),
        // swift-argument-parser: an unknown option, a bad value, a missing value, an extra argument.
        (["bench", "--quik"], "layouts: unknown option '--quik'. Did you mean '--quick'?"),
        (["serve", "--port", "eighty"], "layouts: the value 'eighty' is invalid for '--port <port>'"),
        (["samples", "--output-dir"], "layouts: missing value for '--output-dir <output-dir>'"),
        (["list", "extra"], "layouts: unexpected argument 'extra'"),
        // The commands' own checks.
        (["serve", "--port", "70000"], "layouts: --port must be between 0 and 65535, got 70000"),
        (["serve", "--host", ""], "layouts: --host must not be empty"),
        (
            ["bench", "--layout", "gird"],
            "layouts: no benchmark for 'gird'; did you mean 'grid'? Benchmarks: circles, carousel, gallery, grid, wheel, appends, circles-wide, circles-honeycomb, tiny-containers, resize-step, render-output, measured-size"
        ),
        // The layout and its options, read by the catalog's parser.
        (["render"], "layouts: name a layout first: circles, carousel, gallery, grid, wheel"),
        (["snap", "--offset", "1,0"], "layouts: name a layout first: circles, carousel, gallery, grid, wheel"),
        (
            ["render", "grdi"],
            "layouts: unknown layout 'grdi'; did you mean 'grid'? Layouts: circles, carousel, gallery, grid, wheel"
        ),
        (
            ["render", "grid", "--spacng", "3"],
            "layouts: unknown option --spacng for grid; did you mean '--spacing'? Options: --width --height --count --sections --offset --rtl --item-size --spacing --stagger --axis --inset --all --format --pretty --output"
        ),
        (
            ["snap", "wheel", "--all"],
            "layouts: unknown option --all for wheel; options: --width --height --count --sections --offset --rtl --item-size --radius --angle-per-item --hanging --tilt --velocity --deceleration-rate"
        ),
        (["render", "grid", "--count"], "layouts: --count needs a value"),
        (["render", "grid", "spacing", "3"], "layouts: unexpected argument 'spacing': options start with --"),
        (["render", "grid", "--count", "1", "--count", "2"], "layouts: --count is given more than once"),
    ]

    @Test("Every bad command line is one line, found while parsing", arguments: badLines)
    func badLine(_ arguments: [String], _ line: String) {
        #expect(Self.failure(arguments) == line)
        #expect(!line.contains("\n"))
    }

    @Test("Every failure exits 2; help is a clean exit")
    func status() {
        #expect(Layouts.failureStatus == 2)
        for arguments in [
            ["--help"], ["render", "--help"], ["render", "grid", "--help"], ["snap", "wheel", "-h"],
            ["help", "render"],
        ] {
            do {
                _ = try Layouts.parseCommand(arguments)
            } catch {
                #expect(Layouts.failureLine(for: error) == nil, "\(arguments): \(error)")
            }
        }
    }

    @Test("A good command line parses to its command")
    func parses() throws {
        #expect(try Layouts.parseCommand(["render", "grid", "--count", "3", "--all", "-o", "x.svg"]) is Render)
        #expect(
            try Layouts.parseCommand(["snap", "carousel", "--velocity", "1,0", "--deceleration-rate", "fast"]) is Snap)
        #expect(try Layouts.parseCommand(["bench", "--quick", "--layout", "grid"]) is Bench)
        #expect(
            Self.failure(["render", "gallery", "--aspect-ratios-file", "/no/such/file"]) == nil,
            "files are read when the command runs, not while parsing")
    }

    @Test("A layout's help: its options with their defaults, then the command's")
    func layoutHelp() throws {
        #expect(Self.failure(["render", "grid", "--help"]) == nil)
        do {
            _ = try CommandWords.parse(["grid", "--help"], extra: Render.ownOptions, command: Render.self)
            Issue.record("no help")
        } catch {
            #expect(Layouts.failureLine(for: error) == nil)
            let text = Layouts.message(for: error)
            #expect(
                text == LayoutCatalog.help(for: StaggeredGridSpec()) + "\n"
                    + Render.ownOptions.flatMap { $0.helpLines() }.joined(separator: "\n"))
            for line in text.split(separator: "\n") { #expect(line.count <= 80, "\(line)") }
        }
    }

    @Test("Every command's help fits 80 columns")
    func helpWidth() {
        for command in [Layouts.self] + Layouts.configuration.subcommands {
            let help = Layouts.helpMessage(for: command, columns: 80)
            for line in help.split(separator: "\n") { #expect(line.count <= 80, "\(command._commandName): \(line)") }
        }
    }

    @Test("render --help at 80 columns, exactly")
    func renderHelp() {
        #expect(
            Layouts.helpMessage(for: Render.self, columns: 80) == """
                OVERVIEW: Render a layout to SVG or JSON.

                LAYOUT is one of circles, carousel, gallery, grid, wheel. Without --all, only
                the elements in the visible rect (offset, width, height) are given.

                  --all                   every element, not only those in the visible rect
                  --format svg|json       output format (default: from -o, else json)
                  --pretty                indented JSON, one value a line (default: compact)
                  --output FILE           write to FILE instead of standard output (also -o
                                          FILE)

                Every layout takes --width, --height, --count, --sections, --offset and --rtl,
                and options of its own: `layouts list` shows them all, `layouts render LAYOUT
                --help` one layout's.

                USAGE: layouts render LAYOUT [options] [--all] [--format svg|json] [-o FILE]

                ARGUMENTS:
                  <words>                 The layout, then its options and those above.

                OPTIONS:
                  -h, --help              Show help information.

                """)
    }

    @Test("snap --help at 80 columns, exactly")
    func snapHelp() {
        #expect(
            Layouts.helpMessage(for: Snap.self, columns: 80) == """
                OVERVIEW: Project a fling with UIScrollView's deceleration and snap it with the
                layout.

                LAYOUT is one of circles, carousel, gallery, grid, wheel. Velocity is in
                points per millisecond, as UIKit passes it. Prints JSON: proposed, target,
                centeredItem, decelerationRate.

                  --velocity VX,VY        release velocity in points per millisecond (default
                                          0,0)
                  --deceleration-rate normal|fast
                                          deceleration rate (default: the layout's)

                Every layout takes --width, --height, --count, --sections, --offset and --rtl,
                and options of its own: `layouts list` shows them all, `layouts snap LAYOUT
                --help` one layout's.

                USAGE: layouts snap LAYOUT [options] [--offset X,Y] [--velocity VX,VY]

                ARGUMENTS:
                  <words>                 The layout, then its options and those above.

                OPTIONS:
                  -h, --help              Show help information.

                """)
    }

    @Test("A busy port's message is plain and names --port 0")
    func busyPort() throws {
        // Hold a port with a listening socket, then ask why the server could not bind there.
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #expect(fd >= 0)
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        #expect(bound == 0)
        #expect(listen(fd, 1) == 0)
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        let port = Int(UInt16(bigEndian: address.sin_port))
        struct NetworkLibraryError: Error {}
        #expect(
            Serve.bindFailure(host: "127.0.0.1", port: port, error: NetworkLibraryError())
                == "cannot serve on 127.0.0.1:\(port): the port is in use; choose another with --port N, or --port 0 for a free one"
        )
        #expect(
            Serve.bindFailure(host: "203.0.113.7", port: 0, error: NetworkLibraryError())
                == "cannot serve on 203.0.113.7:0: cannot assign requested address")
    }

    /// The error `fileSource` gives, or reading the source's numbers gives.
    static func fileFailure(
        _ path: String, _ option: CatalogOption, maximumBytes: Int = CommandWords.maximumFileBytes
    ) -> String? {
        switch CommandWords.fileSource(path, for: option, maximumBytes: maximumBytes) {
        case .failure(let error): return error.message
        case .success(let source):
            do {
                _ = try NumberListScanner.numbers(in: source, option: option.name, maximumCount: 1_000_000)
                return nil
            } catch {
                return error.message
            }
        }
    }

    @Test("File options: read by the command with a fixed buffer, never quoted, at most 64 MiB")
    func files() throws {
        let option = try #require(JustifiedGallerySpec().options.first { $0.kind == .file })
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("files-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let big = directory.appendingPathComponent("big.txt").path
        #expect(FileManager.default.createFile(atPath: big, contents: nil))
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: big))
        try handle.truncate(atOffset: UInt64(CommandWords.maximumFileBytes) + 1)  // sparse: no disk used
        try handle.close()
        #expect(
            Self.fileFailure(big, option)
                == "--aspect-ratios-file: '\(big)' is larger than 64 MiB, the most a file option reads")
        #expect(Self.fileFailure(directory.path, option) == "--aspect-ratios-file: no such file '\(directory.path)'")
        let binary = directory.appendingPathComponent("binary").path
        #expect(FileManager.default.createFile(atPath: binary, contents: Data([0xff, 0xfe, 0x00, 0x80])))
        #expect(
            Self.fileFailure(binary, option)
                == "--aspect-ratios-file: byte 1 of '\(binary)' is 0xFF, not text: only numbers, commas and white space may appear"
        )
        // The size limit holds while reading too (a file that grows, a pipe, a device): the read
        // stops at the first piece past it.
        let spaces = directory.appendingPathComponent("spaces.txt").path
        try (String(repeating: " ", count: 2_000) + "1").write(toFile: spaces, atomically: false, encoding: .utf8)
        #expect(Self.fileFailure(spaces, option, maximumBytes: 2_001) == nil)
        #expect(
            Self.fileFailure(spaces, option, maximumBytes: 2_000)
                == "--aspect-ratios-file: '\(spaces)' is larger than 2000 bytes, the most a file option reads")
        #expect(
            Self.fileFailure("/dev/zero", option)
                == "--aspect-ratios-file: byte 1 of '/dev/zero' is 0x00, not text: only numbers, commas and white space may appear"
        )
        let secret = directory.appendingPathComponent("secret.txt").path
        try "1.5,password123".write(toFile: secret, atomically: true, encoding: .utf8)
        let result = try LayoutsBinary.run(["render", "gallery", "--aspect-ratios-file", secret])
        #expect(result.status == 2)
        #expect(result.stderr == "layouts: --aspect-ratios-file: entry 2 of '\(secret)' is not a finite number\n")
    }

    @Test(
        "Failures found while running exit 2 with one line too",
        arguments: [
            (
                ["render", "grid", "--stagger", "2"],
                "layouts: invalid grid configuration: staggerFraction must be at most 1 (got 2)"
            ),
            (
                ["render", "gallery", "--aspect-ratios-file", "/no/such"],
                "layouts: --aspect-ratios-file: no such file '/no/such'"
            ),
            (["render", "grid", "-o", "/no/such/dir/x.svg"], "layouts: cannot write /no/such/dir/x.svg: "),
            (["render", "grid", "--spacing", "0x10"], "layouts: --spacing expects a decimal number, got '0x10'\n"),
            (
                ["serve", "--host", "203.0.113.7", "--port", "0"],
                "layouts: cannot serve on 203.0.113.7:0: cannot assign requested address"
            ),
        ])
    func runtimeFailures(_ arguments: [String], _ line: String) throws {
        #expect(Self.failure(arguments) == nil, "parses")
        let result = try LayoutsBinary.run(arguments)
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix(line), "\(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1)
    }
}
