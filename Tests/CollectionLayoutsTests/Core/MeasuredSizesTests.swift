@_spi(Tools) import CollectionLayouts
import Foundation
import LayoutFuzzing
import Testing

/// Items sized by their cells (`ItemSizing.measured(estimate:)`): the gallery's width-range mode
/// and the circle packing take the sizes measured so far, lay out again only from the first item
/// whose size changed, and end, whatever the order sizes come in, with the frames of a fresh
/// prepare of the final sizes.
@Suite("Measured item sizes: re-flow from the changed item")
struct MeasuredSizesTests {
    /// Every element's frame and the content size, as comparable text.
    static func frames(of prepared: some PreparedLayout) -> [String] {
        var lines = ["content \(prepared.contentSize)"]
        let environment = prepared.environment
        for section in 0..<environment.numberOfSections {
            for kind in [ElementKind.headerKind, ElementKind.footerKind] {
                if let frame = prepared.supplementaryAttributes(ofKind: kind, at: ElementIndex(section, 0))?.frame {
                    lines.append("\(kind) \(section) \(frame)")
                }
            }
            for item in 0..<environment.numberOfItems(inSection: section) {
                let attributes = prepared.attributes(for: ElementIndex(section, item))
                lines.append(
                    "\(section).\(item) \(String(describing: attributes?.frame)) \(attributes?.isHidden == true)")
            }
        }
        return lines
    }

    private let tags = try! JustifiedGalleryLayout.Configuration(
        mode: .widthRange(min: 50, max: 300, height: 40), insets: LayoutInsets(all: 0), itemSpacing: 10,
        rowSpacing: 10, headerHeight: 0, itemSizing: .measured(estimate: CGSize(width: 100, height: 40)))

    @Test("The gallery takes each measured width as the item's natural width and justifies its row")
    func galleryTakesMeasuredWidths() throws {
        let layout = JustifiedGalleryLayout(configuration: tags)
        let sizes = [
            CGSize(width: 100, height: 40), CGSize(width: 120, height: 40), CGSize(width: 130, height: 40),
            CGSize(width: 80, height: 40),
        ]
        let prepared = layout.prepare(
            in: LayoutEnvironment(
                boundsSize: CGSize(width: 375, height: 667), itemCounts: [4], itemSizes: .perSection([sizes])))
        // 100 + 120 + 130 and two gaps is 370: stretched by 5 (the last item), the fourth on a row of its own.
        #expect(prepared.attributes(for: ElementIndex(0, 0))?.frame == CGRect(x: 0, y: 0, width: 100, height: 40))
        #expect(prepared.attributes(for: ElementIndex(0, 1))?.frame == CGRect(x: 110, y: 0, width: 120, height: 40))
        #expect(prepared.attributes(for: ElementIndex(0, 2))?.frame == CGRect(x: 240, y: 0, width: 135, height: 40))
        #expect(prepared.attributes(for: ElementIndex(0, 3))?.frame == CGRect(x: 0, y: 50, width: 80, height: 40))
        #expect(prepared.contentSize == CGSize(width: 375, height: 90))
    }

    @Test("Unmeasured items take the estimate; a width outside min…max is clamped into it")
    func estimateAndClamp() throws {
        let layout = JustifiedGalleryLayout(configuration: tags)
        let prepared = layout.prepare(
            in: LayoutEnvironment(
                boundsSize: CGSize(width: 375, height: 667), itemCounts: [2],
                itemSizes: .perSection([[CGSize(width: 10, height: 40)]])))
        // The first clamped up to 50, the second the estimate's 100: a last row at natural widths.
        #expect(prepared.attributes(for: ElementIndex(0, 0))?.frame == CGRect(x: 0, y: 0, width: 50, height: 40))
        #expect(prepared.attributes(for: ElementIndex(0, 1))?.frame == CGRect(x: 60, y: 0, width: 100, height: 40))
    }

    @Test("A size in the gallery's last row lays out that row only; one in the first row lays out every row")
    func galleryCostFollowsTheItemsAfter() throws {
        let layout = JustifiedGalleryLayout(configuration: tags)
        let count = 200
        var sizes = [CGSize](repeating: CGSize(width: 100, height: 40), count: count)
        var environment = LayoutEnvironment(
            boundsSize: CGSize(width: 375, height: 667), itemCounts: [count], itemSizes: .perSection([sizes]))
        var prepared = layout.prepare(in: environment)
        sizes[count - 1].width = 60
        environment.itemSizes = .perSection([sizes])
        layout.prepare(in: environment, updating: &prepared, sizesChangedFrom: ElementIndex(0, count - 1))
        #expect(prepared.itemsLaidOutLastTime <= 3, "the last row holds 3 items of 100")
        #expect(Self.frames(of: prepared) == Self.frames(of: layout.prepare(in: environment)))
        sizes[0].width = 200
        environment.itemSizes = .perSection([sizes])
        layout.prepare(in: environment, updating: &prepared, sizesChangedFrom: ElementIndex(0, 0))
        #expect(prepared.itemsLaidOutLastTime == count)
        #expect(Self.frames(of: prepared) == Self.frames(of: layout.prepare(in: environment)))
    }

    @Test("A size near the packing's end packs at most a checkpoint's interval of circles before it again")
    func circlesCostFollowsTheCirclesAfter() throws {
        let layout = CirclePackLayout(
            configuration: try .init(itemSizing: .measured(estimate: CGSize(width: 60, height: 60))))
        let count = 300
        var sizes = (0..<count).map { CGSize(width: 40 + CGFloat($0 % 7) * 10, height: 30) }
        var environment = LayoutEnvironment(
            boundsSize: CGSize(width: 375, height: 667), itemCounts: [count], itemSizes: .perSection([sizes]))
        var prepared = layout.prepare(in: environment)
        sizes[count - 10] = CGSize(width: 30, height: 90)
        environment.itemSizes = .perSection([sizes])
        layout.prepare(in: environment, updating: &prepared, sizesChangedFrom: ElementIndex(0, count - 10))
        #expect(prepared.itemsLaidOutLastTime <= 10 + 32)
        #expect(Self.frames(of: prepared) == Self.frames(of: layout.prepare(in: environment)))
        // The diameter is the larger side: 90.
        #expect(prepared.attributes(for: ElementIndex(0, count - 10))?.frame.width == 90)
    }

    /// A random configuration of a layout that measures its items.
    private static func randomLayout(_ random: inout SeededGenerator) throws -> any MeasuredSizesLayoutForTests {
        let estimate = CGSize(
            width: .random(in: 20...120, using: &random), height: .random(in: 20...60, using: &random))
        let header = Bool.random(using: &random) ? CGFloat.random(in: 10...40, using: &random) : 0
        let footer = Bool.random(using: &random) ? CGFloat.random(in: 10...40, using: &random) : 0
        if Bool.random(using: &random) {
            let low = CGFloat.random(in: 20...80, using: &random)
            return JustifiedGalleryLayout(
                configuration: try .init(
                    mode: .widthRange(min: low, max: low + .random(in: 0...200, using: &random), height: 40),
                    headerHeight: header, footerHeight: footer,
                    lastRow: JustifiedGalleryLayout.LastRow.allCases.randomElement(using: &random)!,
                    maximumRowsPerSection: Bool.random(using: &random) ? Int.random(in: 1...6, using: &random) : nil,
                    itemSizing: .measured(estimate: estimate)))
        }
        return CirclePackLayout(
            configuration: try .init(
                spacing: .random(in: 0...12, using: &random),
                ordering: CirclePackLayout.Ordering.allCases.randomElement(using: &random)!, headerHeight: header,
                footerHeight: footer, itemSizing: .measured(estimate: estimate)))
    }

    @Test("For random inputs, sizes measured in a random order end with a fresh prepare's frames", arguments: 0..<40)
    func randomOrderEndsAsFreshPrepare(seed: UInt64) throws {
        var random = SeededGenerator(seed: 0x3E_A5_00 &+ seed)
        let layout = try Self.randomLayout(&random)
        let counts = (0..<Int.random(in: 1...3, using: &random)).map { _ in Int.random(in: 0...90, using: &random) }
        let width = CGFloat.random(in: 200...800, using: &random)
        let estimate = layout.itemSizing.estimate!
        var sizes = counts.map { [CGSize](repeating: estimate, count: $0) }
        var environment = LayoutEnvironment(
            boundsSize: CGSize(width: width, height: 600), itemCounts: counts, itemSizes: .perSection(sizes))
        let steps = layout.start(in: environment)
        let order = counts.enumerated().flatMap { section, count in (0..<count).map { ElementIndex(section, $0) } }
            .shuffled(using: &random)
        for (step, index) in order.enumerated() {
            sizes[index.section][index.item] = CGSize(
                width: .random(in: 10...260, using: &random), height: .random(in: 10...120, using: &random))
            environment.itemSizes = .perSection(sizes)
            // Half the steps name the item, half leave the layout to find it.
            steps.measure(in: environment, from: step % 2 == 0 ? index : nil)
            if step % 17 == 0 || step == order.count - 1 {
                let measured = steps.frames, fresh = layout.freshFrames(in: environment)
                // The first line that differs, rather than every frame.
                let difference = zip(measured, fresh).first { $0 != $1 }
                #expect(measured == fresh, "step \(step), \(index): \(String(describing: difference))")
            }
        }
    }
}

/// A measured-sizes layout, its prepared value behind a closure: the property test's view of
/// the gallery and the circles alike.
protocol MeasuredSizesLayoutForTests: MeasuredSizesLayout {}

extension JustifiedGalleryLayout: MeasuredSizesLayoutForTests {}
extension CirclePackLayout: MeasuredSizesLayoutForTests {}

/// A prepared layout that closures update.
final class PreparedBox<Prepared> {
    /// The prepared layout.
    var prepared: Prepared
    /// A box holding `prepared`.
    init(_ prepared: Prepared) { self.prepared = prepared }
}

/// A prepared layout being measured, step after step.
struct MeasuringSteps {
    /// Takes the environment with one more size, and the item measured (nil: found by the layout).
    let measure: (LayoutEnvironment, ElementIndex?) -> Void
    /// The frames now.
    let current: () -> [String]

    func measure(in environment: LayoutEnvironment, from index: ElementIndex?) { measure(environment, index) }
    var frames: [String] { current() }
}

extension MeasuredSizesLayoutForTests {
    /// The layout prepared for `environment`, updated by each measurement.
    func start(in environment: LayoutEnvironment) -> MeasuringSteps {
        let box = PreparedBox(prepare(in: environment))
        return MeasuringSteps(
            measure: { environment, index in
                if let index {
                    prepare(in: environment, updating: &box.prepared, sizesChangedFrom: index)
                } else {
                    prepare(in: environment, updating: &box.prepared)
                }
            }, current: { MeasuredSizesTests.frames(of: box.prepared) })
    }

    /// A fresh prepare's frames.
    func freshFrames(in environment: LayoutEnvironment) -> [String] {
        MeasuredSizesTests.frames(of: prepare(in: environment))
    }
}
