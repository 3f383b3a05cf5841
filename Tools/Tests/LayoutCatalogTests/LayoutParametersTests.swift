@_spi(Tools) import CollectionLayouts
import Foundation
import LayoutCatalog
import Testing

@Suite("Layout parameters")
struct LayoutParametersTests {
    @Test("Command-line words: --name value, --name=value, flags, negative values")
    func parsing() throws {
        let p = try LayoutParameters(
            arguments: ["--item-size", "100x90", "--offset", "-20,0", "--rtl", "--spacing=4"], flags: ["rtl"])
        #expect(p.values == ["item-size": "100x90", "offset": "-20,0", "rtl": "true", "spacing": "4"])
        #expect(try p.size("item-size", default: .zero) == CGSize(width: 100, height: 90))
        #expect(try p.point("offset", default: .zero) == CGPoint(x: -20, y: 0))
        #expect(try p.flag("rtl"))
        #expect(try p.double("spacing", default: 0) == 4)
        #expect(try p.double("missing", default: 7) == 7)
        #expect(try LayoutParameters(["size": "12"]).size("size", default: .zero) == CGSize(width: 12, height: 12))
    }

    @Test(
        "Malformed words are rejected with a message naming the option",
        arguments: [
            (["stray"], "unexpected argument 'stray'"),
            (["--count"], "--count needs a value"),
            (["--count", "1", "--count", "2"], "--count is given more than once"),
            (["--"], "unexpected argument '--'"),
        ])
    func badWords(words: [String], message: String) {
        #expect(throws: ParameterError(message + (message.hasPrefix("unexpected") ? ": options start with --" : ""))) {
            try LayoutParameters(arguments: words, flags: [])
        }
    }

    @Test("Typed readers reject what they cannot use")
    func typedReaders() throws {
        let p = LayoutParameters([
            "n": "nan", "i": "1.5", "r": "99", "s": "3x", "pt": "1,2,3", "l": "1,,2", "f": "maybe", "c": "up",
            "big": "1e400",
        ])
        #expect(throws: ParameterError("--n must be a finite number, got 'nan'")) { try p.double("n", default: 0) }
        #expect(throws: ParameterError("--big must be a finite number, got '1e400'")) {
            try p.double("big", default: 0)
        }
        #expect(throws: ParameterError("--i expects a whole number, got '1.5'")) {
            try p.int("i", default: 0, in: 0...10)
        }
        #expect(throws: ParameterError("--r must be between 0 and 10, got 99")) {
            try p.int("r", default: 0, in: 0...10)
        }
        #expect(throws: ParameterError("--s expects a number, got ''")) { try p.size("s", default: .zero) }
        #expect(throws: ParameterError("--pt expects X,Y such as 120,0, got '1,2,3'")) {
            try p.point("pt", default: .zero)
        }
        #expect(throws: ParameterError("--l expects a number, got ''")) { try p.doubles("l", default: []) }
        // Swift's Double reads hexadecimal too; the catalog takes decimal numbers only.
        let hex = LayoutParameters(["x": "0x10", "p": "1,0x1p3", "l": "1, 0X1.8P1", "inf": "-infinity"])
        #expect(throws: ParameterError("--x expects a decimal number, got '0x10'")) { try hex.double("x", default: 0) }
        #expect(throws: ParameterError("--p expects a decimal number, got '0x1p3'")) {
            try hex.point("p", default: .zero)
        }
        #expect(throws: ParameterError("--l expects a decimal number, got ' 0X1.8P1'")) {
            try hex.doubles("l", default: [])
        }
        #expect(throws: ParameterError("--inf must be a finite number, got '-infinity'")) {
            try hex.double("inf", default: 0)
        }
        let decimals = LayoutParameters(["a": "+1.5", "b": ".5", "c": "2.", "d": " -1e-2 ", "e": "6.02E2"])
        #expect(
            try ["a", "b", "c", "d", "e"].map { try decimals.double($0, default: 0) } == [1.5, 0.5, 2, -0.01, 602])
        #expect(throws: ParameterError("--f is a flag: use true or false, got 'maybe'")) { try p.flag("f") }
        let sides = NamedChoices<String>([("left", "L"), ("right", "R")])
        #expect(throws: ParameterError("--c must be one of left, right, got 'up'")) {
            try p.choice(sides.option("c", "side", default: "L"), sides)
        }
        #expect(try LayoutParameters().choice(sides.option("c", "side", default: "R"), sides) == "R")
        #expect(throws: ParameterError.self) {
            try LayoutParameters(["l": "1,2,3"]).doubles("l", default: [], maximumCount: 2)
        }
        #expect(throws: ParameterError.self) {
            try LayoutParameters(["s": "1,-2"]).ints("s", in: 0...5, maximumCount: 5)
        }
    }

    @Test("The catalog rejects unknown layouts and options, and bad common options")
    func catalog() {
        #expect(throws: ParameterError.self) { try LayoutCatalog.build("nope", LayoutParameters()) }
        #expect(throws: ParameterError.self) { try LayoutCatalog.build("grid", LayoutParameters(["wat": "1"])) }
        #expect(throws: ParameterError("--width must be greater than 0 and at most 100000, got 0")) {
            try LayoutCatalog.build("grid", LayoutParameters(["width": "0"]))
        }
        #expect(throws: ParameterError("give --count or --sections, not both")) {
            try LayoutCatalog.build("grid", LayoutParameters(["count": "3", "sections": "1,2"]))
        }
        #expect(throws: ParameterError("--count must be between 0 and 10000000, got 10000001")) {
            try LayoutCatalog.build("grid", LayoutParameters(["count": "10000001"]))
        }
        #expect(throws: ParameterError("invalid grid configuration: staggerFraction must be at most 1 (got 2)")) {
            try LayoutCatalog.build("grid", LayoutParameters(["stagger": "2"]))
        }
    }

    @Test("Every spec builds and renders its samples, builds its defaults, and lists its options in help")
    func everySpec() throws {
        #expect(Set(LayoutCatalog.names).count == LayoutCatalog.names.count)
        for spec in LayoutCatalog.specs {
            let built = try LayoutCatalog.build(spec.name, LayoutParameters())
            #expect(built.prepared.contentSize.width.isFinite)
            #expect(!built.swiftCode.isEmpty)
            for sample in spec.samples {
                let layout = try LayoutCatalog.build(spec.name, LayoutParameters(sample.parameters))
                #expect(!layout.elements(all: sample.all).isEmpty, "\(sample.name) draws nothing")
                let svg = try SVGRenderer.render(layout, elements: layout.elements(all: sample.all))
                #expect(svg.hasPrefix("<svg"), "\(sample.name)")
            }
            let help = LayoutCatalog.help(for: spec)
            for option in spec.allOptions { #expect(help.contains("--\(option.name)")) }
        }
    }

    @Test("Sections and direction reach the environment")
    func environment() throws {
        let built = try LayoutCatalog.build(
            "grid",
            LayoutParameters(["sections": "3,0,4", "rtl": "true", "offset": "10,0", "width": "200", "height": "300"]))
        let e = built.prepared.environment
        #expect(e.itemCounts == [3, 0, 4])
        #expect(e.layoutDirection == .rightToLeft)
        #expect(e.contentOffset == CGPoint(x: 10, y: 0))
        #expect(e.boundsSize == CGSize(width: 200, height: 300))
    }
}
