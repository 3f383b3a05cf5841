@testable import CollectionLayouts
import Foundation
import Testing

/// The packer keeps its circles, chains and holes in storage it reaches through pointers; copies
/// share it until one of them places a circle. Copies must still behave as independent values.
@Suite("Circle packing: copies of a packing stay independent")
struct CirclePackerStorageTests {
    static let sample: [CGFloat] = [120, 160, 80, 120, 80, 140, 100, 200]

    private func environment(count: Int, width: CGFloat, diameters: [CGFloat]) -> LayoutEnvironment {
        LayoutEnvironment(
            boundsSize: CGSize(width: width, height: 667), itemCounts: [count],
            itemSizes: .cycle(diameters.map { CGSize(width: $0, height: $0) }))
    }

    private func frames(_ layout: PreparedCirclePack) -> [CGRect] {
        (0..<layout.count).map { layout.attributes(for: ElementIndex(0, $0))!.frame }
    }

    @Test(
        "Copies of a prepared packing, appended to in turn, each equal a fresh prepare; the original keeps its frames",
        arguments: [CirclePackLayout.Configuration.standard, .dense], [375, 1024] as [CGFloat])
    func copiesAppendIndependently(configuration: CirclePackLayout.Configuration, width: CGFloat) {
        let layout = CirclePackLayout(configuration: configuration)
        // Diameters that differ after the shared 300 circles: the copies' packings part there.
        let other: [CGFloat] = [40, 60, 200, 30, 90]
        let original = layout.prepare(in: environment(count: 300, width: width, diameters: Self.sample))
        let before = frames(original)
        var first = original, second = original
        let firstEnvironment = environment(count: 500, width: width, diameters: Self.sample)
        let firstAppended = first.updateByAppending(firstEnvironment)
        #expect(firstAppended)
        // The second copy's items after the 300th follow another cycle.
        let mixed = (0..<900).map { $0 < 300 ? Self.sample[$0 % Self.sample.count] : other[$0 % other.count] }
        let secondEnvironment = LayoutEnvironment(
            boundsSize: CGSize(width: width, height: 667), itemCounts: [900],
            itemSizes: .perSection([mixed.map { CGSize(width: $0, height: $0) }]))
        let secondAppended = second.updateByAppending(secondEnvironment)
        #expect(secondAppended)
        #expect(frames(first) == frames(layout.prepare(in: firstEnvironment)))
        #expect(frames(second) == frames(layout.prepare(in: secondEnvironment)))
        #expect(frames(original) == before)
        #expect(frames(first) != frames(second))
        // Each continues from its own circles after the other placed its own (the second copy,
        // further than the first): the first copy again, and the original, appended to after its
        // copies were.
        let longer = environment(count: 700, width: width, diameters: Self.sample)
        let firstAppendedAgain = first.updateByAppending(longer)
        #expect(firstAppendedAgain)
        #expect(frames(first) == frames(layout.prepare(in: longer)))
        var third = original
        let thirdAppended = third.updateByAppending(secondEnvironment)
        #expect(thirdAppended)
        #expect(frames(third) == frames(second))
    }

    @Test("A copy of a packer places circles as a fresh packer does, and the original keeps its own")
    func packerCopies() {
        func packer() -> CirclePacker {
            var packer = CirclePacker(
                left: 0, right: 375, top: 0, spacing: 10, readingOrder: false, cellSize: 256, expectedCircles: 4)
            packer.beginSection(top: 0)
            return packer
        }
        // Past the storage's room (4 circles, then 8), so that it grows in the original and in
        // both copies; the tails part after their first circle, which the last shared one looks
        // ahead to.
        let shared: [Double] = [60, 80, 40, 60, 40, 70]
        let tails: [[Double]] = [[50, 100, 20, 35, 60, 45], [50, 30, 30, 30, 30, 30, 30]]
        var original = packer()
        for (i, r) in shared.enumerated() { original.place(r, next: i + 1 < shared.count ? shared[i + 1] : 50) }
        var results: [[Double]] = []
        for tail in tails {
            var copy = original
            var fresh = packer()
            let radii = shared + tail
            // Bound: the radii.
            for (i, r) in radii.enumerated() {
                let next = i + 1 < radii.count ? radii[i + 1] : nil
                if i >= shared.count { copy.place(r, next: next) }
                fresh.place(r, next: next)
            }
            #expect(copy.count == radii.count)
            #expect((0..<copy.count).allSatisfy { copy.centerX[$0] == fresh.centerX[$0] })
            #expect((0..<copy.count).allSatisfy { copy.centerY[$0] == fresh.centerY[$0] })
            #expect(Array(copy.chain.buffer) == Array(fresh.chain.buffer))
            results.append((0..<copy.count).map { copy.centerY[$0] })
        }
        #expect(results[0] != results[1])
        #expect(original.count == shared.count)
    }
}
