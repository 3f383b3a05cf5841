import Foundation
import Testing

@Suite("layouts render gallery")
struct GalleryCommandTests {
    private func json(_ result: LayoutsBinary.Output) throws -> (size: [String: Double], elements: [[String: Any]]) {
        let object = try result.json()
        return (object["contentSize"] as! [String: Double], object["elements"] as! [[String: Any]])
    }

    private func frame(_ element: [String: Any]) -> [Double] {
        let f = element["frame"] as! [String: Double]
        return [f["x"]!, f["y"]!, f["width"]!, f["height"]!]
    }

    @Test("render gallery --aspect-ratios: exact frames in the shared JSON shape")
    func renderAspectJSON() throws {
        let (size, elements, _) = try LayoutsBinary.renderJSON(
            [
                "gallery", "--width", "430", "--count", "5", "--aspect-ratios", "2,2,1,3,1", "--target-height", "100",
                "--spacing", "0", "--all",
            ], matchingSnapshot: "gallery-aspect-5.json")
        #expect(size == ["width": 430, "height": 355])
        // Rows [2, 2] and [1, 3] are exactly 100 tall in the 400-point row; the last item keeps the target.
        #expect(
            elements.map(frame) == [
                [15, 40, 200, 100], [215, 40, 200, 100], [15, 140, 100, 100], [115, 140, 300, 100],
                [15, 240, 100, 100], [0, 0, 430, 25],
            ])
        #expect(elements.map { $0["kind"] as! String } == ["cell", "cell", "cell", "cell", "cell", "header"])
    }

    @Test("render gallery --all to an .svg file: every item and every header")
    func renderSVG() throws {
        let svg = try LayoutsBinary.renderSVG([
            "gallery", "--width", "1060", "--sections", "10,20", "--min-width", "150", "--max-width", "300",
            "--item-height", "250", "--inset", "15", "--all",
        ])
        #expect(try svg.count("g") == 32)
        #expect(svg.text.contains(">header §1</text>"))
        #expect(svg.text.contains(">§1 #19</text>"))
    }

    @Test("render gallery --aspect-ratios-file: ratios from a file, separated by commas and newlines")
    func ratiosFile() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("ratios-\(UUID()).csv").path
        try "2,2\n1\n3,1\n".write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let fromFile = try LayoutsBinary.run([
            "render", "gallery", "--width", "430", "--count", "5", "--aspect-ratios-file", path,
            "--target-height", "100", "--spacing", "0", "--all",
        ])
        let inline = try LayoutsBinary.run([
            "render", "gallery", "--width", "430", "--count", "5", "--aspect-ratios", "2,2,1,3,1",
            "--target-height", "100", "--spacing", "0", "--all",
        ])
        #expect(fromFile.status == 0, "\(fromFile.stderr)")
        #expect(fromFile.stdout == inline.stdout)
    }

    @Test("Data the engine clamps is not an error: a ratio of 0 or below is a square, a narrow width one item per row")
    func clampedData() throws {
        let result = try LayoutsBinary.run([
            "render", "gallery", "--width", "100", "--count", "3", "--aspect-ratios", "0,-1.5", "--all",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let cells = try json(result).elements.filter { $0["kind"] as! String == "cell" }
        #expect(cells.map(frame) == [[15, 77.5, 70, 70], [15, 162.5, 70, 70], [15, 247.5, 70, 70]])
        let narrow = try LayoutsBinary.run(["render", "gallery", "--width", "100", "--count", "2", "--all"])
        #expect(
            try json(narrow).elements.filter { $0["kind"] as! String == "cell" }.map(frame) == [
                [15, 77.5, 70, 250], [15, 342.5, 70, 250],
            ])
    }

    @Test("render gallery --rtl: rows fill from the right")
    func rightToLeft() throws {
        let result = try LayoutsBinary.run([
            "render", "gallery", "--width", "430", "--count", "5", "--aspect-ratios", "2,2,1,3,1",
            "--target-height", "100", "--spacing", "0", "--all", "--rtl",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            try json(result).elements.prefix(5).map(frame) == [
                [215, 40, 200, 100], [15, 40, 200, 100], [315, 140, 100, 100],
                [15, 140, 300, 100], [315, 240, 100, 100],
            ])
    }

    @Test("render gallery --aspect-ratios-file: an error names the file and the entry, never its contents")
    func ratioFileContentsNeverEchoed() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("secret-\(UUID()).txt").path
        try "1.5\nroot:x:0:0:secret-token\n".write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let run = try LayoutsBinary.run(["render", "gallery", "--aspect-ratios-file", path])
        #expect(run.status != 0)
        #expect(run.stderr.contains("entry 2 of '\(path)' is not a finite number"), "\(run.stderr)")
        #expect(!run.stderr.contains("root") && !run.stderr.contains("secret-token"), "\(run.stderr)")
    }

    @Test("render gallery --aspect-ratios-file: numbers are decimal; 0x10 and 0x1p3 are refused, exit 2")
    func ratioFileHexRefused() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("hex-\(UUID()).txt").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        for (text, entry) in [("0x10,1\n", 1), ("1.5, 0x1p3\n", 2)] {
            try text.write(toFile: path, atomically: true, encoding: .utf8)
            let run = try LayoutsBinary.run(["render", "gallery", "--aspect-ratios-file", path])
            #expect(run.status == 2)
            #expect(
                run.stderr == "layouts: --aspect-ratios-file: entry \(entry) of '\(path)' is not a decimal number\n")
        }
        try "+1.5, .5\n2.,1e0\n".write(toFile: path, atomically: true, encoding: .utf8)
        let run = try LayoutsBinary.run(["render", "gallery", "--aspect-ratios-file", path, "--count", "4"])
        #expect(run.status == 0, "\(run.stderr)")
    }
}
