@_spi(Tools) import CollectionLayouts
import Foundation
import LayoutFuzzing
import Testing

/// Random configurations and environments from the fuzzer's generators (LayoutFuzzing): a
/// section's frames and size equal the layout's own prepare of one section in the same container,
/// bit for bit, whatever the container's length along the scroll axis.
@Suite("Sections: random configurations lay out as the layout's own prepare")
struct SectionFramesPropertyTests {
    /// Inputs per layout; most make a valid configuration.
    static let inputs = 300

    /// What is wrong with `layout`'s section frames in `environment`'s container, for its first
    /// section's items, against a prepare of that section alone; nil when nothing is.
    static func mismatch<Layout: StackableLayout>(_ layout: Layout, in environment: LayoutEnvironment) -> String? {
        let count = environment.itemCounts.first ?? 0
        var sizes: [CGSize] = []
        for item in 0..<max(count, 0) {
            guard let size = environment.itemSizes.size(at: ElementIndex(0, item)) else { break }
            sizes.append(size)
        }
        let bounds = environment.boundsSize
        let across = layout.scrollAxis == .horizontal ? bounds.height : bounds.width
        let section = layout.sectionFrames(across: across, itemCount: count, itemSizes: sizes)
        // The reference: the layout's own prepare, one section, the container's full size, the
        // sizes given whether or not the layout reads them.
        let reference = layout.prepare(
            in: LayoutEnvironment(boundsSize: bounds, itemCounts: [count], itemSizes: .perSection([sizes])))
        if section.size != reference.contentSize {
            return "size \(section.size) ≠ the prepared content size \(reference.contentSize)"
        }
        if section.frames.count != max(count, 0) { return "\(section.frames.count) frames for \(count) items" }
        for (item, frame) in section.frames.enumerated() {
            guard let attributes = reference.attributes(for: ElementIndex(0, item)) else {
                return "item \(item): no attributes in the reference"
            }
            if attributes.frame != frame { return "item \(item): \(frame) ≠ the prepared \(attributes.frame)" }
            if attributes.isHidden != (item >= section.shownCount) {
                return "item \(item): hidden \(attributes.isHidden), shown count \(section.shownCount)"
            }
        }
        return nil
    }

    @Test(
        "Circles, gallery and grid: frames and size equal a one-section prepare",
        arguments: [LayoutFuzzTarget.circles, .gallery, .grid].map(\.name))
    func randomSections(name: String) throws {
        let target = try #require(LayoutFuzzTarget.named(name))
        var rng = SeededGenerator(seed: 0x5EC7_1045)
        var checked = 0
        for input in 0..<Self.inputs {
            let bytes = rng.bytes(count: Int.random(in: 16...300, using: &rng))
            var reader = ByteReader(bytes)
            guard let layout = try? target.makeLayout(&reader) else { continue }
            let stackable = try #require(layout as? any StackableLayout, "\(name) is stackable")
            let environment = reader.environment(maximumItems: min(target.maximumItems, 300))
            checked += 1
            if let problem = Self.mismatch(stackable, in: environment) {
                Issue.record("\(name), input \(input) (bytes \(bytes)): \(problem)")
            }
        }
        #expect(checked >= Self.inputs / 10, "only \(checked) of \(Self.inputs) inputs made a layout")
    }
}
