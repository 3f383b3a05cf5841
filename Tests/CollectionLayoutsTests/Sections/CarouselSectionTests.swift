@_spi(Tools) import CollectionLayouts
import Foundation
import LayoutFuzzing
import Testing

/// The engine's part of a carousel as an orthogonal section: the row's geometry makes its scroll
/// offsets the carousel's content offsets, and the side effects are the carousel's own.
@Suite("Sections: the carousel as a horizontally scrolling row")
struct CarouselSectionTests {
    @Test("Exact: 240-point items 10 apart in a 390-point row, scaled and faded beside the middle")
    func exact() throws {
        let configuration = try CarouselLayout.Configuration(sideItemScale: 0.8, sideItemAlpha: 0.5)
        let section = CarouselSection(
            configuration: configuration, containerSize: CGSize(width: 390, height: 844), itemCount: 3)
        // Half the row less half an item before the first: (390 − 240) / 2.
        #expect(section.leadingInset == 75)
        #expect(section.trailingInset == 75)
        #expect(section.itemSize == CGSize(width: 240, height: 320))
        #expect(section.spacing == 10)
        #expect(section.isCentered)
        #expect(
            section.frames == [
                CGRect(x: 75, y: 0, width: 240, height: 320), CGRect(x: 325, y: 0, width: 240, height: 320),
                CGRect(x: 575, y: 0, width: 240, height: 320),
            ])
        #expect((0..<3).map { section.restingOffset(ofItem: $0) } == [0, 250, 500])
        #expect(section.restingOffset(ofItem: 3) == nil)
        let atRest = try #require(section.attributes(ofItem: 0, atOffset: 0))
        #expect(atRest.transform.scale == 1 && atRest.alpha == 1 && atRest.zIndex == 0)
        let beside = try #require(section.attributes(ofItem: 1, atOffset: 0))
        #expect(beside.transform.scale == 0.8 && beside.alpha == 0.5 && beside.zIndex == -100)
        // Halfway between items 0 and 1: both half a pitch from the middle.
        for item in 0...1 {
            let halfway = try #require(section.attributes(ofItem: item, atOffset: 125))
            #expect(halfway.transform.scale == 0.9 && halfway.alpha == 0.75 && halfway.zIndex == -50)
        }
    }

    @Test("Exact: leading alignment rests each item on the leading edge, room after the last")
    func leading() throws {
        let configuration = try CarouselLayout.Configuration(
            itemSize: .absolute(CGSize(width: 100, height: 50)), spacing: 20, alignment: .leading)
        let section = CarouselSection(
            configuration: configuration, containerSize: CGSize(width: 300, height: 600), itemCount: 4)
        #expect(section.leadingInset == 0)
        // The last item can rest at the leading edge: the row less the item after it.
        #expect(section.trailingInset == 200)
        #expect(!section.isCentered)
        #expect(section.frames.map(\.minX) == [0, 120, 240, 360])
        #expect((0..<4).map { section.restingOffset(ofItem: $0) } == [0, 120, 240, 360])
    }

    @Test("Clamp: a vertical or wrapping carousel is laid out scrolling horizontally, without wrapping")
    func clamp() throws {
        for configuration in [
            try CarouselLayout.Configuration(scrollAxis: .vertical, sideItemScale: 0.5),
            try CarouselLayout.Configuration(sideItemScale: 0.5, wraps: true),
        ] {
            let section = CarouselSection(
                configuration: configuration, containerSize: CGSize(width: 390, height: 844), itemCount: 3)
            let laid = section.prepared.configuration
            #expect(laid.scrollAxis == .horizontal && !laid.wraps)
            #expect(laid.sideItemScale == 0.5 && laid.itemSize == configuration.itemSize)
            #expect(section.frames.map(\.minX) == [75, 325, 575])
        }
        #expect(
            CarouselSection(configuration: .standard, containerSize: CGSize(width: 390, height: 844), itemCount: -2)
                .frames.isEmpty)
    }

    /// Whether `a` and `b` agree to rounding at the magnitude of `scale`.
    static func close(_ a: CGFloat, _ b: CGFloat, scale: CGFloat) -> Bool {
        abs(a - b) <= 1e-9 * (1 + abs(a) + abs(b) + abs(scale))
    }

    @Test("Random carousels: the row's frames, spacing, insets and resting offsets are the carousel's")
    func random() throws {
        var rng = SeededGenerator(seed: 0xCA60_5E1)
        var checked = 0
        for input in 0..<300 {
            let bytes = rng.bytes(count: Int.random(in: 16...300, using: &rng))
            var reader = ByteReader(bytes)
            guard let layout = try? LayoutFuzzTarget.carousel.makeLayout(&reader) as? CarouselLayout,
                layout.configuration.scrollAxis == .horizontal, !layout.configuration.wraps
            else { continue }
            let environment = reader.environment(maximumItems: 200)
            let count = max(environment.itemCounts.first ?? 0, 0)
            let section = CarouselSection(
                configuration: layout.configuration, containerSize: environment.boundsSize, itemCount: count)
            let reference = layout.prepare(
                in: LayoutEnvironment(boundsSize: environment.boundsSize, itemCounts: [count]))
            checked += 1
            let context = "input \(input) (bytes \(bytes))"
            let width = reference.environment.boundsSize.width
            let length = reference.contentSize.width
            #expect(section.frames.count == count, "\(context)")
            let offset = reader.double(typical: -100...2000)
            for (item, frame) in section.frames.enumerated() {
                let own = try #require(reference.attributes(for: ElementIndex(0, item)), "\(context)")
                #expect(frame.minX == own.frame.minX && frame.size == own.frame.size && frame.minY == 0, "\(context)")
                // Compositional layout's model of the row: groups `spacing` apart after the leading inset…
                if item > 0 {
                    let gap = frame.minX - section.frames[item - 1].maxX
                    #expect(Self.close(gap, section.spacing, scale: length), "\(context): gap \(gap)")
                }
                // …resting centred (group paging centred) or on the leading inset (group paging).
                let resting = try #require(section.restingOffset(ofItem: item), "\(context)")
                let paged = section.isCentered ? frame.midX - width / 2 : frame.minX - section.leadingInset
                #expect(Self.close(resting, paged, scale: length), "\(context): item \(item) \(resting) ≠ \(paged)")
                #expect(resting == reference.contentOffset(centering: ElementIndex(0, item))?.x, "\(context)")
                // The side effects at any offset are the prepared carousel's there.
                var moved = reference
                moved.updateContentOffset(CGPoint(x: offset, y: 0))
                let expected = try #require(moved.attributes(for: ElementIndex(0, item)))
                let effects = try #require(section.attributes(ofItem: item, atOffset: offset))
                #expect(
                    effects.transform.scale == expected.transform.scale && effects.alpha == expected.alpha
                        && effects.zIndex == expected.zIndex, "\(context): item \(item) at \(offset)")
            }
            if let first = section.frames.first, let last = section.frames.last {
                #expect(section.leadingInset == first.minX, "\(context)")
                #expect(Self.close(last.maxX + section.trailingInset, length, scale: length), "\(context)")
            }
        }
        #expect(checked >= 20, "only \(checked) of 300 inputs made a horizontal carousel")
    }
}
