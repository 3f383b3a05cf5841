@_spi(Tools) import CollectionLayouts
import Foundation
import LayoutCatalog
import Testing

/// The command line and the HTTP API build layouts through `LayoutCatalog.build`: every option of
/// every layout, given a bad value, must give a `ParameterError` (a message, exit 1, HTTP 400),
/// never a trap; a value it accepts must give a layout with finite output.
@Suite("Robustness: the catalog rejects bad options with a message")
struct CatalogRejectionTests {
    /// Values no option may accept: not numbers, not finite, or malformed.
    static let alwaysRejected = [
        "nan", "NaN", "-nan", "inf", "-inf", "infinity", "+Infinity", "1e400", "-1e400",
        "abc", "1,,2", "x", "--", "0x1p2000", "nanxnan", "infx1", "1,nan", "🙂", "1e", " ",
    ]
    /// Values an option may accept or reject, but must not trap on.
    static let edgeValues = [
        "0", "-0", "-1", "1", "0.0000001", "1e-300", "5e-324", "1e308", "-1e308", "1.7976931348623157e308",
        "99999999999999999999", "9223372036854775807", "-9223372036854775808", "100000", "100001",
        "10000000", "10000001", "2147483648", "1x1", "0x0", "-5x10", "1e308x1e308", "3,4", "-20,0",
        "1e308,1e308", "0,0,0", "1,2,3", "true", "false", "", "horizontal", "vertical",
        String(repeating: "1,", count: 10_001) + "1", String(repeating: "9", count: 400),
    ]

    struct Case: CustomTestStringConvertible, Sendable {
        let layout: String
        let option: CatalogOption
        var testDescription: String { "\(layout) --\(option.name)" }
    }

    static var cases: [Case] {
        LayoutCatalog.specs.flatMap { spec in spec.allOptions.map { Case(layout: spec.name, option: $0) } }
    }

    @Test("Every option of every layout rejects non-numbers, non-finite and malformed values", arguments: cases)
    func rejects(_ c: Case) {
        for value in Self.alwaysRejected {
            // A flag's empty value means true; every other reject value is not a flag word.
            do {
                _ = try LayoutCatalog.build(c.layout, LayoutParameters([c.option.name: value]))
                Issue.record("--\(c.option.name) \(value) was accepted")
            } catch {
                #expect(!error.message.isEmpty)
            }
        }
    }

    @Test(
        "Every option of every layout takes edge values without trapping; what it accepts has finite output",
        arguments: cases)
    func edgeValues(_ c: Case) {
        for value in Self.edgeValues {
            var parameters = LayoutParameters([c.option.name: value])
            // Keep accepted huge counts cheap to check: one small visible window, elements of it only.
            if c.option.name != "width" && c.option.name != "height" {
                parameters = parameters.setting("width", to: "400").setting("height", to: "400")
            }
            let built: CatalogLayout
            do {
                built = try LayoutCatalog.build(c.layout, parameters)
            } catch {
                #expect(!error.message.isEmpty, "--\(c.option.name) \(value.prefix(30))")
                continue
            }
            let p = built.prepared
            #expect(
                p.contentSize.width.isFinite && p.contentSize.height.isFinite,
                "--\(c.option.name) \(value.prefix(30)): content size \(p.contentSize)")
            for element in built.elements(all: false) where !element.isFinite {
                Issue.record("--\(c.option.name) \(value.prefix(30)): non-finite \(element)")
                break
            }
            if p.environment.totalItemCount <= 2_000 {
                for element in built.elements(all: true) where !element.isFinite {
                    Issue.record("--\(c.option.name) \(value.prefix(30)): non-finite \(element)")
                    break
                }
            }
        }
    }

    @Test("Huge and malformed counts and sections are rejected", arguments: LayoutCatalog.names)
    func counts(layout: String) throws {
        let spec = try LayoutCatalog.spec(named: layout)
        for (name, value) in [
            ("count", "\(spec.maximumCount + 1)"), ("count", "-1"), ("count", "1.5"), ("count", "1e3"),
            ("sections", "\(spec.maximumCount),1"), ("sections", "1,-1"), ("sections", ""),
            ("sections", String(repeating: "0,", count: 10_000) + "0"), ("offset", "1"), ("offset", "nan,0"),
        ] {
            #expect(throws: ParameterError.self, "--\(name) \(value.prefix(30))") {
                try LayoutCatalog.build(layout, LayoutParameters([name: value]))
            }
        }
    }
}
