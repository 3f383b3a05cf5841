@_spi(Tools) import CollectionLayouts
import Foundation
import LayoutCatalog
import Testing

/// The hand-written JSON writer against `JSONEncoder`: the same numbers, the same values read back.
@Suite("JSON writer")
struct JSONWriterTests {
    /// What the writer writes for `value`.
    private func written(_ value: Double) -> String {
        var bytes: [UInt8] = []
        let out = ByteWriter { bytes.append(contentsOf: $0) }
        try! out.number(value)
        try! out.flush()
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `JSONEncoder`'s text for `value`.
    private func encoded(_ value: Double) -> String {
        let text = JSONOutput.string([value], pretty: false)
        return String(text.dropFirst().dropLast())
    }

    /// Numbers of every sort: integers, few decimals, thirds, trigonometry, the tiny and the huge.
    private static func numbers(_ count: Int) -> [Double] {
        var generator = SeededGenerator(seed: 27)
        var values: [Double] = [
            0, 1, -1, 0.5, 0.1, 0.2, 0.3, 1.0 / 3, 2.0 / 3, .pi, 45.5, 123.456, 0.001, 0.00099, 0.0001,
            1e-5, 1e-300, .leastNonzeroMagnitude, 1e15 - 1, 1e15, 1e15 + 0.5, 9_007_199_254_740_992, 1e16, 1e22, 1e300,
            .greatestFiniteMagnitude, .leastNormalMagnitude, 999_999.999999, 0.1234565, 12345.678901,
        ]
        for _ in 0..<count {
            switch generator.next() % 6 {
            case 0: values.append(Double(Int64(bitPattern: generator.next()) % 100_000))
            case 1: values.append(Double(Int64(bitPattern: generator.next()) % 10_000_000) / 100)
            case 2: values.append(Double(Int64(bitPattern: generator.next()) % 1_000_000_000) / 1_000_000)
            case 3: values.append(Double(generator.next() % 1000) / 7)
            case 4: values.append(sin(Double(generator.next() % 100_000) / 1000) * 500)
            default:
                let bits = generator.next()
                let value = Double(bitPattern: bits)
                values.append(value.isFinite ? value : Double(bits >> 12))
            }
        }
        return values.flatMap { [$0, -$0] }
    }

    @Test("Numbers as JSONEncoder writes them, and read back exactly")
    func numbers() {
        for value in Self.numbers(20_000) {
            let text = written(value)
            #expect(Double(text) == value, "\(value): \(text)")
            if value != 0 {
                #expect(text == encoded(value), "\(value)")
            }
        }
    }

    @Test("A negative zero is written 0")
    func negativeZero() {
        #expect(written(-0.0) == "0")
        #expect(written(0) == "0")
    }

    @Test("Drawing numbers as code(places: 2) writes them")
    func drawingNumbers() {
        for value in Self.numbers(5_000) + [-0.001, -0.0] {
            var bytes: [UInt8] = []
            let out = ByteWriter { bytes.append(contentsOf: $0) }
            try! out.drawingNumber(value)
            try! out.flush()
            #expect(String(decoding: bytes, as: UTF8.self) == value.code(places: 2), "\(value)")
        }
    }

    /// Random attributes: 2-D and 3-D, hidden, faded, of every kind, with numbers of every sort.
    private static func attributes(_ count: Int) -> [LayoutAttributes] {
        var generator = SeededGenerator(seed: 3)
        let pool = numbers(count)
        func number() -> CGFloat { CGFloat(pool[Int(generator.next() % UInt64(pool.count))]) }
        func small() -> CGFloat { CGFloat(Double(generator.next() % 1000) / 997) }
        let kinds: [ElementKind] = [
            .cell, .header, .footer, .decoration("band"), .supplementary("a \"quoted\" \\ kind\n\t/§"),
        ]
        return (0..<count).map { k in
            let is3D = k % 3 == 0
            return LayoutAttributes(
                index: ElementIndex(section: Int(generator.next() % 1000), item: k),
                kind: kinds[Int(generator.next() % UInt64(kinds.count))],
                frame: CGRect(x: number(), y: number(), width: abs(number()), height: abs(number())),
                transform: LayoutTransform(
                    rotation: k % 2 == 0 ? -0.0 : number(), scale: small(),
                    rotationX: is3D ? number() : 0, rotationY: is3D ? -small() : 0,
                    perspective: is3D ? small() * 1000 : 0),
                anchorPoint: CGPoint(x: small(), y: -0.0),
                zIndex: Int(generator.next() % 200) - 100,
                alpha: small(),
                isHidden: generator.next() % 5 == 0)
        }
    }

    @Test("Random attributes read back as JSONEncoder's do", arguments: [false, true])
    func randomAttributes(pretty: Bool) throws {
        let elements = Self.attributes(3_000).filter(\.isFinite)
        let size = CGSize(width: 1e300, height: -0.0)
        let bytes = LayoutSnapshot.json(contentSize: size, pretty: pretty) { visit in
            for element in elements where !visit(element) { return false }
            return true
        }
        let written = try JSONDecoder().decode(LayoutSnapshot.self, from: Data(bytes))
        let encoded = try JSONDecoder().decode(
            LayoutSnapshot.self, from: Data(LayoutSnapshot(contentSize: size, elements: elements).json().utf8))
        #expect(written == encoded)
        #expect(written.elements.count == elements.count)
    }

    @Test("No elements: an empty array, compact and pretty")
    func empty() throws {
        let size = CGSize(width: 320, height: 0)
        #expect(
            String(decoding: LayoutSnapshot.json(contentSize: size) { _ in true }, as: UTF8.self)
                == #"{"contentSize":{"height":0,"width":320},"elements":[]}"#)
        #expect(
            String(decoding: LayoutSnapshot.json(contentSize: size, pretty: true) { _ in true }, as: UTF8.self)
                == LayoutSnapshot(contentSize: size, elements: []).json())
    }
}

extension JSONWriterTests {
    @Test("The elements alone, up to a limit, framed by an answer of another shape")
    func elementsUpToLimit() throws {
        let layout = try LayoutCatalog.build("grid", LayoutParameters(["count": "500", "item-size": "10x10"]))
        let rect = CGRect(x: 0, y: 0, width: 2000, height: 2000)
        for limit in [0, 7, 10_000] {
            var bytes: [UInt8] = []
            let out = ByteWriter { bytes.append(contentsOf: $0) }
            try out.raw(#"{"elements":["#)
            let (count, complete) = try LayoutSnapshot.writeElements(
                { layout.prepared.forEachElement(in: rect, $0) }, limit: limit, to: out)
            try out.raw(#"],"count":"#)
            try out.int(count)
            try out.raw(#","truncated":"#)
            try out.raw(complete ? "false" : "true")
            try out.byte(UInt8(ascii: "}"))
            try out.flush()
            struct Answer: Decodable {
                var elements: [LayoutAttributes]
                var count: Int
                var truncated: Bool
            }
            let answer = try JSONDecoder().decode(Answer.self, from: Data(bytes))
            var expected: [LayoutAttributes] = []
            let all = layout.prepared.forEachElement(in: rect) {
                expected.append($0)
                return true
            }
            #expect(all)
            #expect(answer.elements == Array(expected.prefix(limit)))
            #expect(answer.count == min(limit, expected.count))
            #expect(answer.truncated == (limit < expected.count))
        }
    }
}

/// A reproducible generator: SplitMix64, stepping its state by the golden gamma and mixing it
/// through the engine's finalizer (`ItemHash.mix`, which adds the gamma first).
private struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        defer { state &+= 0x9E37_79B9_7F4A_7C15 }
        return ItemHash.mix(state)
    }
}
