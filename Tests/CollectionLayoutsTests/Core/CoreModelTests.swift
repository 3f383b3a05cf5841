@_spi(Tools) import CollectionLayouts
import Foundation
import Testing

@Suite("Core model")
struct CoreModelTests {
    @Test("ElementIndex orders by section then item, prints like IndexPath, round-trips JSON")
    func elementIndex() throws {
        #expect(ElementIndex(0, 9) < ElementIndex(1, 0))
        #expect(ElementIndex(2, 3).description == "[2, 3]")
        let data = try JSONEncoder().encode(ElementIndex(1, 2))
        #expect(try JSONDecoder().decode(ElementIndex.self, from: data) == ElementIndex(1, 2))
    }

    @Test("ElementKind encodes as one string and parses back")
    func elementKind() throws {
        for kind in [ElementKind.cell, .header, .footer, .decoration("badge")] {
            #expect(ElementKind(kind.description) == kind)
            let data = try JSONEncoder().encode([kind])
            #expect(try JSONDecoder().decode([ElementKind].self, from: data) == [kind])
        }
        #expect(ElementKind.header.description == "header")
        #expect(ElementKind.decoration("badge").description == "decoration:badge")
    }

    @Test("Attributes JSON has the documented shape and round-trips")
    func attributesJSON() throws {
        let a = LayoutAttributes(
            index: ElementIndex(0, 3), frame: CGRect(x: 10, y: 20, width: 100, height: 50),
            transform: LayoutTransform(rotation: 0.5, scale: 0.8), anchorPoint: CGPoint(x: 0.5, y: 2),
            zIndex: 4, alpha: 0.6)
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let text = String(decoding: try encoder.encode(a), as: UTF8.self)
        #expect(
            text
                == #"{"alpha":0.6,"anchorPoint":{"x":0.5,"y":2},"angle":0.5,"center":{"x":60,"y":45},"frame":{"height":50,"width":100,"x":10,"y":20},"isHidden":false,"item":3,"kind":"cell","scale":0.8,"section":0,"zIndex":4}"#
        )
        #expect(try JSONDecoder().decode(LayoutAttributes.self, from: Data(text.utf8)) == a)
        var tilted = a
        tilted.transform.rotationY = 0.3
        tilted.transform.perspective = 500
        let back = try JSONDecoder().decode(LayoutAttributes.self, from: try encoder.encode(tilted))
        #expect(back == tilted)
    }

    @Test("Visual bounds: rotation about a far anchor point moves and turns the box")
    func visualBounds() {
        var a = LayoutAttributes(index: ElementIndex(0, 0), frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(a.visualBounds == a.frame)
        a.transform.rotation = .pi / 2
        // About the centre, a quarter turn swaps width and height.
        let b = a.visualBounds
        #expect(
            abs(b.minX - 25) < 1e-9 && abs(b.minY - (-25)) < 1e-9 && abs(b.width - 50) < 1e-9
                && abs(b.height - 100) < 1e-9)
        // About a point 100 below the centre (anchor y = (25 + 100) / 50 = 2.5, at (50, 125)): a
        // clockwise quarter turn swings the box to the right of the pivot, like a clock hand.
        a.anchorPoint = CGPoint(x: 0.5, y: 2.5)
        let c = a.visualBounds
        #expect(
            abs(c.minX - 125) < 1e-9 && abs(c.maxX - 175) < 1e-9 && abs(c.minY - 75) < 1e-9 && abs(c.maxY - 175) < 1e-9)
        a.transform = LayoutTransform(scale: 2)
        a.anchorPoint = CGPoint(x: 0, y: 0)
        #expect(a.visualBounds == CGRect(x: 0, y: 0, width: 200, height: 100))
    }

    @Test("The environment clamps what a running app can send")
    func environmentClamps() {
        let e = LayoutEnvironment(
            boundsSize: CGSize(width: CGFloat.nan, height: -3), contentOffset: CGPoint(x: CGFloat.infinity, y: 2),
            contentInsets: LayoutInsets(top: -1, left: CGFloat.nan, bottom: 4, right: 0), itemCounts: [3, -2]
        ).sanitized
        #expect(e.boundsSize == .zero)
        #expect(e.contentOffset == CGPoint(x: 0, y: 2))
        #expect(e.contentInsets == LayoutInsets(bottom: 4))
        #expect(e.itemCounts == [3, 0])
        #expect(e.totalItemCount == 3)
        #expect(LayoutEnvironment(itemCounts: [Int.max, 1, 5]).totalItemCount == Int.max)
        #expect(!e.contains(ElementIndex(1, 0)) && e.contains(ElementIndex(0, 2)) && !e.contains(ElementIndex(5, 0)))
        let room = LayoutEnvironment(
            boundsSize: CGSize(width: 100, height: 50), contentInsets: LayoutInsets(all: 30), itemCounts: [])
        #expect(room.availableSize == CGSize(width: 40, height: 0))
    }

    @Test("Item sizes: uniform, cycling and per-section lookups, nil where the data has none")
    func itemSizes() {
        let s = CGSize(width: 1, height: 2), t = CGSize(width: 3, height: 4)
        #expect(ItemSizes.none.size(at: ElementIndex(0, 0)) == nil)
        #expect(ItemSizes.uniform(s).size(at: ElementIndex(4, 9)) == s)
        #expect(ItemSizes.cycle([s, t]).size(at: ElementIndex(1, 3)) == t)
        #expect(ItemSizes.cycle([]).size(at: ElementIndex(0, 0)) == nil)
        #expect(ItemSizes.perSection([[s], [t, s]]).size(at: ElementIndex(1, 1)) == s)
        #expect(ItemSizes.perSection([[s]]).size(at: ElementIndex(0, 1)) == nil)
        #expect(ItemSizes.perSection([[s]]).size(at: ElementIndex(0, -1)) == nil)
    }

    @Test("Validation names the parameter and says why")
    func validation() {
        #expect(throws: LayoutError.notFinite(parameter: "spacing", value: .infinity)) {
            try Validate.nonNegative(CGFloat.infinity, "spacing")
        }
        #expect(
            LayoutError.tooSmall(parameter: "radius", value: -2, minimum: 0, inclusive: false).description
                == "radius must be greater than 0 (got -2)")
        #expect(
            LayoutError.tooLarge(parameter: "stagger", value: 1.5, maximum: 1).description
                == "stagger must be at most 1 (got 1.5)")
        #expect(throws: LayoutError.self) { try Validate.atLeast(0, 1, "count") }
        #expect((try? Validate.positive(CGSize(width: 2, height: 3), "size")) == CGSize(width: 2, height: 3))
    }

    @Test("Default snapping clamps into the content; invalidation follows the size")
    func defaults() {
        let grid = StaggeredGridLayout().prepare(
            in: LayoutEnvironment(boundsSize: CGSize(width: 375, height: 667), itemCounts: [60]))
        #expect(grid.contentOffsetBounds.max == CGPoint(x: 1140 - 375, y: 0))
        #expect(
            grid.targetContentOffset(proposed: CGPoint(x: 5000, y: -40), velocity: .zero, current: .zero)
                == CGPoint(x: 765, y: 0))
        #expect(
            grid.targetContentOffset(proposed: CGPoint(x: CGFloat.nan, y: 0), velocity: .zero, current: .zero) == .zero)
        #expect(grid.invalidation(forBoundsChange: CGRect(x: 300, y: 0, width: 375, height: 667)) == .nothing)
        #expect(grid.invalidation(forBoundsChange: CGRect(x: 0, y: 0, width: 667, height: 375)) == .everything)
        // The screen's centre (187.5, 333.5) is nearest item 9 (column 1, row 3, centred at 210, 345).
        #expect(grid.centeredItem(at: .zero) == ElementIndex(0, 9))
        #expect(LayoutInvalidation.nothing < .offsetDependent && .offsetDependent < .everything)
    }
}
