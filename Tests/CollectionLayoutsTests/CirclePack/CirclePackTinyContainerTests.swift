@_spi(Tools) import CollectionLayouts
import Foundation
import LayoutFuzzing
import Testing

/// Circle packing in containers far under a point, with no spacing and no insets (issue #34): the
/// packer measures such a container in units of its own size, so the packing has the shape it has
/// at ordinary sizes, its grid holds a bounded number of cells, and nothing traps.
@Suite("Circles in tiny containers")
struct CirclePackTinyContainerTests {
    static func layout(
        _ ordering: CirclePackLayout.Ordering, spacing: CGFloat = 0, inset: CGFloat = 0
    )
        -> CirclePackLayout
    {
        CirclePackLayout(
            configuration: try! .init(insets: LayoutInsets(all: inset), spacing: spacing, ordering: ordering))
    }

    /// `count` circles of `diameter` (the default, clamped to the room, when nil) in a container
    /// `width` wide.
    static func environment(width: CGFloat, count: Int, diameter: CGFloat? = nil) -> LayoutEnvironment {
        LayoutEnvironment(
            boundsSize: CGSize(width: width, height: width), itemCounts: [count],
            itemSizes: diameter.map { .uniform(CGSize(width: $0, height: $0)) } ?? .none)
    }

    /// The frames of every item, in index order.
    static func frames(_ prepared: PreparedCirclePack, count: Int) -> [CGRect] {
        (0..<count).map { prepared.attributes(for: ElementIndex(0, $0))!.frame }
    }

    /// The first row: two circles in a container 10⁻¹⁰⁰ wide trapped allocating 4 TB. Each
    /// circle is as wide as the room, so they stand in a column, touching.
    @Test func twoCirclesInAContainerOf1eMinus100() {
        let width: CGFloat = 1e-100
        let prepared = Self.layout(.readingOrder).prepare(in: Self.environment(width: width, count: 2))
        let frames = Self.frames(prepared, count: 2)
        #expect(frames[0] == CGRect(x: 0, y: 0, width: width, height: width))
        #expect(frames[1].minX == 0 && frames[1].width == width)
        // Touching, up to the packer's margin (10⁻⁷ of a unit, the unit being at most the width).
        #expect(frames[1].minY >= width && frames[1].minY <= width * (1 + 1e-6))
        #expect(abs(prepared.contentSize.height - frames[1].maxY) <= 1e-115)
    }

    /// The same packing at every scale: the frames of 300 circles of three sizes, in both orders,
    /// at 10⁻¹³ and 10⁻³⁰⁰ of a 375-point container's are that container's frames scaled, to
    /// within rounding, wherever the container is under a point.
    @Test(arguments: CirclePackLayout.Ordering.allCases)
    func tinyContainersPackAsTheirScaledCopies(_ ordering: CirclePackLayout.Ordering) {
        let base: CGFloat = 0.75  // under a point: packed in units of 0.5
        let diameters: [CGFloat] = [0.1, 0.06, 0.13]
        func packing(scale: CGFloat) -> [CGRect] {
            let environment = LayoutEnvironment(
                boundsSize: CGSize(width: base * scale, height: base * scale), itemCounts: [300],
                itemSizes: .cycle(diameters.map { CGSize(width: $0 * scale, height: $0 * scale) }))
            return Self.frames(Self.layout(ordering).prepare(in: environment), count: 300)
        }
        let reference = packing(scale: 1)
        // Powers of two scale exactly; so do the unit and every length the packer sees.
        for exponent in [-40, -300, -1000] {
            let scale = CGFloat(sign: .plus, exponent: exponent, significand: 1)
            let scaled = packing(scale: scale)
            #expect(
                zip(reference, scaled).allSatisfy {
                    $0.minX * scale == $1.minX && $0.minY * scale == $1.minY && $0.width * scale == $1.width
                }, "2^\(exponent)")
        }
        #expect(CirclePackChecks.closestGap(reference) >= -1e-12)
    }

    /// 10,000 circles 10⁻¹³ wide held 9.5 GB and grew: now the packing is the column of touching
    /// circles it is at any width they fill, and its grid has no more cells than a few per circle.
    @Test func tenThousandCirclesAt1eMinus13() {
        let width: CGFloat = 1e-13
        let prepared = Self.layout(.readingOrder).prepare(in: Self.environment(width: width, count: 10_000))
        let frames = Self.frames(prepared, count: 10_000)
        #expect(frames.allSatisfy { $0.minX == 0 && $0.width == width })
        #expect(frames.last!.maxY <= 10_000 * width * (1 + 1e-6))
        #expect(zip(frames, frames.dropFirst()).allSatisfy { $1.minY >= $0.maxY })
        #expect(prepared.gridCells <= 4 * 10_000)
    }

    /// Circles of the least subnormal width are drawn at the least normal number (documented
    /// clamp), and a room narrower than that is no room: every item a point, as when the insets
    /// fill the container. Neither traps or runs quadratic (200,000 took 28.8 s).
    @Test func subnormalContainersAreNoRoom() {
        let tiny = CGFloat.leastNonzeroMagnitude
        let prepared = Self.layout(.dense).prepare(in: Self.environment(width: tiny, count: 20_000))
        let frames = Self.frames(prepared, count: 20_000)
        #expect(frames.allSatisfy { $0 == CGRect(x: 0, y: 0, width: 0, height: 0) })
        #expect(prepared.contentSize == CGSize(width: tiny, height: 0))

        let normal = CGFloat.leastNormalMagnitude
        let least = Self.layout(.dense).prepare(in: Self.environment(width: normal, count: 3, diameter: tiny))
        #expect(Self.frames(least, count: 3).allSatisfy { $0.width == normal && $0.minX == 0 })
    }

    /// A container 10⁻³⁰⁰ wide with spacing 10⁻³⁰⁰ took 96.5 s for 200,000 circles: packed in
    /// units of 10⁻³⁰⁰ it is the ordinary packing of circles as wide as the room, a column.
    @Test func spacingAsTinyAsTheContainer() {
        let width: CGFloat = 1e-300
        let prepared = Self.layout(.dense, spacing: 1e-300).prepare(in: Self.environment(width: width, count: 20_000))
        let frames = Self.frames(prepared, count: 20_000)
        #expect(frames.allSatisfy { $0.minX == 0 && $0.width == width })
        #expect(zip(frames, frames.dropFirst()).allSatisfy { $1.minY >= $0.maxY + 1e-300 * 0.999 })
        #expect(prepared.gridCells <= 4 * 20_000)
        let few = Self.layout(.dense, spacing: 1e-300).prepare(in: Self.environment(width: width, count: 500))
        #expect(
            LayoutChecker.check(few, as: .circles, rects: [CGRect(x: 0, y: 0, width: width, height: 1e-298)]) == [])
    }
}

extension CirclePackTinyContainerTests {
    /// Headers 100 points tall above circles in a room of the least normal width: in the packer's
    /// units (2^-1022 points) the sections' tops are past the largest double. The grid stays
    /// within its cells (it grew to 2^33 cells, 32 GB).
    @Test func headersAboveTheLeastNormalRoom() throws {
        let configuration = try CirclePackLayout.Configuration(
            insets: .zero, spacing: 0, headerHeight: 100, footerHeight: 0)
        let environment = LayoutEnvironment(
            boundsSize: CGSize(width: CGFloat.leastNormalMagnitude, height: 100), itemCounts: [2, 3])
        let prepared = CirclePackLayout(configuration: configuration).prepare(in: environment)
        #expect(prepared.count == 5)
        #expect(prepared.gridCells <= 4 << 15)  // CircleGrid.maximumCells(circles: 5)
    }
}

extension CirclePackTinyContainerTests {
    /// A cancelled packing places no circle: every item is a point at the top, every promise holds.
    @Test func aCancelledPackingPlacesNothing() {
        let token = PreparationCancellation()
        token.cancel()
        let prepared = PreparationCancellation.current.withValue(token) {
            CirclePackLayout().prepare(in: Self.environment(width: 375, count: 3_000))
        }
        let frames = Self.frames(prepared, count: 3_000)
        #expect(frames.allSatisfy { $0 == CGRect(x: 20, y: 20, width: 0, height: 0) })
        #expect(LayoutChecker.check(prepared, as: .circles, rects: []) == [])
        // Without the token the same prepare packs.
        let packed = CirclePackLayout().prepare(in: Self.environment(width: 375, count: 3_000))
        #expect(Self.frames(packed, count: 3).allSatisfy { $0.width == 100 })
    }

    /// How many circles fit across: the clamps the packer applies, at every scale.
    @Test func circlesAcrossFollowsTheClamps() {
        let configuration = try! CirclePackLayout.Configuration(insets: .zero, spacing: 0)
        func across(_ width: CGFloat, _ diameter: CGFloat) -> Double {
            PreparedCirclePack.circlesAcross(
                configuration: configuration,
                environment: Self.environment(width: width, count: 10, diameter: diameter))
        }
        #expect(across(400, 40) == 10)
        #expect(across(1e-13, 40) == 1)  // clamped to the room
        #expect(across(1e-100, 1e-200) == 65_536)  // at least 1/65,536 of the room
        #expect(across(.leastNonzeroMagnitude, 1) == 0)  // no room
    }
}
