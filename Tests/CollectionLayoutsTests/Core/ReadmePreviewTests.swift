@_spi(Tools) import CollectionLayouts
import Foundation
import Testing

/// The README's animated previews, `docs/previews/<layout>.webp` (recorded from the playground by
/// `Scripts/record-previews`): one per layout, animated, under the README's 300 KB budget, and
/// shown by the README. A new ``LayoutKind`` case fails here until its preview is recorded.
@Suite("README previews")
struct ReadmePreviewTests {
    /// The repository's root, read from the source tree.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// What `frameCount(ofAnimatedWebP:)` refuses, with what it found.
    struct NotAnimatedWebP: Error, CustomStringConvertible {
        /// What is wrong with the file.
        let description: String
    }

    @Test(
        "Each layout's preview is committed, animated, under 300 KB and in the README", arguments: LayoutKind.allCases)
    func preview(kind: LayoutKind) throws {
        let path = "docs/previews/\(kind.name).webp"
        let data = try Data(contentsOf: Self.root.appendingPathComponent(path))
        #expect(data.count < 300_000, "\(path) is \(data.count) bytes")
        #expect(try Self.frameCount(ofAnimatedWebP: Array(data)) >= 2, "\(path) is a still")
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        #expect(readme.contains("<img src=\"\(path)\""), "the README does not show \(path)")
    }

    @Test func frameCountReadsTheChunks() throws {
        // VP8X with the animation flag, ANIM, then two ANMF frames (payloads shortened: only the
        // chunk structure is read), one of odd size with its pad byte.
        let chunks =
            chunk("VP8X", [0x02] + [UInt8](repeating: 0, count: 9)) + chunk("ANIM", [UInt8](repeating: 0, count: 6))
            + chunk("ANMF", [1, 2, 3]) + chunk("ANMF", [4, 5])
        #expect(try Self.frameCount(ofAnimatedWebP: riff(chunks)) == 2)
        #expect(throws: NotAnimatedWebP.self) { try Self.frameCount(ofAnimatedWebP: Array("GIF89a".utf8)) }
        let still = chunk("VP8X", [UInt8](repeating: 0, count: 10)) + chunk("VP8L", [0, 0])
        #expect(throws: NotAnimatedWebP.self) { try Self.frameCount(ofAnimatedWebP: riff(still)) }
        // A chunk whose size runs past the end of the file.
        #expect(throws: NotAnimatedWebP.self) {
            try Self.frameCount(ofAnimatedWebP: riff(chunks + Array("ANMF".utf8) + [0xFF, 0, 0, 0]))
        }
    }

    /// The frames of an animated WebP file: its `ANMF` chunks, once the RIFF header, its size and
    /// the `VP8X` chunk's animation flag are checked.
    /// - Throws: ``NotAnimatedWebP`` for anything else, or a chunk running past the end.
    static func frameCount(ofAnimatedWebP bytes: [UInt8]) throws -> Int {
        func word(_ at: Int) -> Int { (0..<4).reduce(0) { $0 | Int(bytes[at + $1]) << (8 * $1) } }
        func text(_ at: Int) -> String { String(decoding: bytes[at..<at + 4], as: UTF8.self) }
        guard bytes.count >= 12, text(0) == "RIFF", text(8) == "WEBP" else {
            throw NotAnimatedWebP(description: "no RIFF WEBP header")
        }
        guard word(4) == bytes.count - 8 else {
            throw NotAnimatedWebP(description: "the RIFF size says \(word(4) + 8) bytes, the file has \(bytes.count)")
        }
        var at = 12, frames = 0, animated = false
        while at < bytes.count {
            guard at + 8 <= bytes.count, at + 8 + word(at + 4) <= bytes.count else {
                throw NotAnimatedWebP(description: "a chunk at byte \(at) runs past the end")
            }
            let (name, size) = (text(at), word(at + 4))
            if name == "VP8X", size > 0 { animated = bytes[at + 8] & 0x02 != 0 }
            if name == "ANMF" { frames += 1 }
            at += 8 + size + size % 2  // chunks are padded to an even size
        }
        guard animated else { throw NotAnimatedWebP(description: "no VP8X chunk with the animation flag") }
        return frames
    }

    /// A RIFF chunk: its name, its size (little-endian) and its payload, padded to an even size.
    private func chunk(_ name: String, _ payload: [UInt8]) -> [UInt8] {
        Array(name.utf8) + le32(payload.count) + payload + (payload.count % 2 == 1 ? [0] : [])
    }

    /// A WebP file of `chunks`.
    private func riff(_ chunks: [UInt8]) -> [UInt8] {
        Array("RIFF".utf8) + le32(chunks.count + 4) + Array("WEBP".utf8) + chunks
    }

    /// `value` as four little-endian bytes.
    private func le32(_ value: Int) -> [UInt8] { (0..<4).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) } }
}
