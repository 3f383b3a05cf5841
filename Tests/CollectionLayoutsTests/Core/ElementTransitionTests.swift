@_spi(Tools) import CollectionLayouts
import Foundation
import LayoutFuzzing
import Testing

/// Inserts and deletes as values: `initialAttributes(forAppearing:transition:)` and
/// `finalAttributes(forDisappearing:transition:)` for each transition and each layout's own.
@Suite("Element transitions")
struct ElementTransitionTests {
    /// An element with every value away from its default.
    static let element = LayoutAttributes(
        index: ElementIndex(0, 2), frame: CGRect(x: 10, y: 20, width: 100, height: 50),
        transform: LayoutTransform(rotation: 0.25, scale: 0.8), anchorPoint: CGPoint(x: 0.5, y: 2), zIndex: 3,
        alpha: 0.6)

    /// `element` with `alpha`, `scale` and `rotation` instead of its own.
    static func changed(
        _ element: LayoutAttributes, alpha: CGFloat, scale: CGFloat? = nil, rotation: CGFloat? = nil
    ) -> LayoutAttributes {
        var copy = element
        copy.alpha = alpha
        if let scale { copy.transform.scale = scale }
        if let rotation { copy.transform.rotation = rotation }
        return copy
    }

    static let standardEnvironment = LayoutEnvironment(
        boundsSize: CGSize(width: 375, height: 667), itemCounts: [5, 3],
        itemSizes: .cycle([CGSize(width: 80, height: 80), CGSize(width: 120, height: 90)]))

    @Test("Each transition's values: none, fade, scale (clamped), and what the layout calls automatic")
    func values() {
        let grid = StaggeredGridLayout().prepare(in: Self.standardEnvironment)
        let a = Self.element
        #expect(grid.initialAttributes(forAppearing: a, transition: .none) == a)
        #expect(grid.initialAttributes(forAppearing: a, transition: .fade) == Self.changed(a, alpha: 0))
        #expect(
            grid.initialAttributes(forAppearing: a, transition: .scale(0.5))
                == Self.changed(a, alpha: 0, scale: 0.4, rotation: 0.25))
        let smallest: CGFloat = 0.8 * 0.01
        #expect(grid.initialAttributes(forAppearing: a, transition: .scale(0)).transform.scale == smallest)
        #expect(ElementTransition.scale(0) == .scale(0.01) && ElementTransition.scale(-3) == .scale(0.01))
        #expect(ElementTransition.scale(.infinity) == .scale(100) && ElementTransition.scale(1e9) == .scale(100))
        #expect(ElementTransition.scale(-.infinity) == .scale(0.01))
        #expect(ElementTransition.scale(CGFloat.nan) == .fade && ElementTransition.scale(1) == .fade)
        #expect(ElementTransition.automatic != .fade && ElementTransition.none != .fade)
        // The grid's own: from 0.8 of the size, fading in; the frame, anchor and zIndex stay.
        let own = grid.initialAttributes(forAppearing: a)
        #expect(own == Self.changed(a, alpha: 0, scale: 0.8 * 0.8))
        #expect(own.frame == a.frame && own.anchorPoint == a.anchorPoint && own.zIndex == 3)
    }

    @Test("Circles grow from their centre, from 0.01 of their size")
    func circles() throws {
        let circles = CirclePackLayout().prepare(in: Self.standardEnvironment)
        let a = try #require(circles.attributes(for: ElementIndex(0, 1)))
        let start = circles.initialAttributes(forAppearing: a)
        #expect(start == Self.changed(a, alpha: 0, scale: 0.01))
        #expect(start.visualBounds.midX == a.center.x && start.visualBounds.midY == a.center.y)
        #expect(abs(start.visualBounds.width - a.size.width / 100) < 1e-12)
        #expect(circles.finalAttributes(forDisappearing: a) == start)
        // Asked for a fade, they only fade.
        #expect(circles.initialAttributes(forAppearing: a, transition: .fade) == Self.changed(a, alpha: 0))
    }

    @Test("Gallery photos, headers and footers fade in place")
    func gallery() throws {
        let gallery = JustifiedGalleryLayout(configuration: try .init(footerHeight: 20)).prepare(
            in: Self.standardEnvironment)
        let cell = try #require(gallery.attributes(for: ElementIndex(1, 2)))
        #expect(gallery.initialAttributes(forAppearing: cell) == Self.changed(cell, alpha: 0))
        for kind in [ElementKind.headerKind, ElementKind.footerKind] {
            let view = try #require(gallery.supplementaryAttributes(ofKind: kind, at: ElementIndex(1, 0)))
            #expect(gallery.initialAttributes(forAppearing: view) == Self.changed(view, alpha: 0))
            #expect(gallery.finalAttributes(forDisappearing: view) == Self.changed(view, alpha: 0))
            // Any layout's supplementary views fade by default, even where its cells scale.
            let circles = CirclePackLayout().prepare(in: Self.standardEnvironment)
            #expect(circles.initialAttributes(forAppearing: view) == Self.changed(view, alpha: 0))
        }
    }

    @Test("Carousel items grow from the side items' scale as they fade in; without side scaling they fade")
    func carousel() throws {
        let sided = CarouselLayout(configuration: try .init(sideItemScale: 0.8, sideItemAlpha: 0.5)).prepare(
            in: LayoutEnvironment(boundsSize: CGSize(width: 375, height: 420), itemCounts: [5]))
        let centred = try #require(sided.attributes(for: ElementIndex(0, 0)))
        let side = try #require(sided.attributes(for: ElementIndex(0, 1)))
        #expect(centred.transform.scale == 1 && side.transform.scale == 0.8 && side.alpha == 0.5)
        #expect(sided.initialAttributes(forAppearing: centred) == Self.changed(centred, alpha: 0, scale: 0.8))
        #expect(sided.initialAttributes(forAppearing: side) == Self.changed(side, alpha: 0, scale: 0.8 * 0.8))
        #expect(sided.finalAttributes(forDisappearing: centred) == Self.changed(centred, alpha: 0, scale: 0.8))
        let plain = CarouselLayout().prepare(
            in: LayoutEnvironment(boundsSize: CGSize(width: 375, height: 420), itemCounts: [5]))
        let item = try #require(plain.attributes(for: ElementIndex(0, 0)))
        #expect(plain.initialAttributes(forAppearing: item) == Self.changed(item, alpha: 0))
    }

    @Test("Wheel items turn in from the next item's angle, both directions, standing or hanging")
    func wheel() throws {
        for hanging in [false, true] {
            for direction in [LayoutDirection.leftToRight, .rightToLeft] {
                let wheel = WheelLayout(configuration: try .init(hanging: hanging)).prepare(
                    in: LayoutEnvironment(
                        boundsSize: CGSize(width: 375, height: 667), layoutDirection: direction, itemCounts: [6]))
                let item = try #require(wheel.attributes(for: ElementIndex(0, 2)))
                let next = try #require(wheel.attributes(for: ElementIndex(0, 3)))
                let start = wheel.initialAttributes(forAppearing: item)
                let context = "hanging \(hanging), \(direction)"
                #expect(abs(start.transform.rotation - next.transform.rotation) < 1e-12, "\(context)")
                #expect(
                    start.alpha == 0 && start.frame == item.frame && start.anchorPoint == item.anchorPoint, "\(context)"
                )
                #expect(
                    abs(abs(start.transform.rotation - item.transform.rotation) - wheel.configuration.anglePerItem)
                        < 1e-12)
                #expect(wheel.finalAttributes(forDisappearing: item) == start, "\(context)")
            }
        }
    }

    /// Every element of every layout (its standard configuration, in a phone-sized container, both
    /// directions): each transition keeps the frame, the anchor and the zIndex, gives finite
    /// numbers, an alpha in 0…1, and the same answer for a delete as for an insert; `.none` gives
    /// the element back.
    @Test("Every layout, every element, every transition: finite, in place, a delete an insert backwards")
    func everyLayout() {
        let transitions: [ElementTransition] = [.automatic, .none, .fade, .scale(0.5), .scale(0), .scale(3)]
        for target in LayoutFuzzTarget.all {
            for direction in [LayoutDirection.leftToRight, .rightToLeft] {
                var environment = Self.standardEnvironment
                environment.layoutDirection = direction
                let prepared = target.standard.prepare(in: environment)
                for element in prepared.allElements() {
                    for transition in transitions {
                        let start = prepared.initialAttributes(forAppearing: element, transition: transition)
                        let end = prepared.finalAttributes(forDisappearing: element, transition: transition)
                        let context = "\(target.name), \(direction), \(element.kind) \(element.index), \(transition)"
                        #expect(start == end, "\(context)")
                        #expect(start.isFinite && start.alpha >= 0 && start.alpha <= 1, "\(context)")
                        #expect(
                            start.frame == element.frame && start.anchorPoint == element.anchorPoint
                                && start.zIndex == element.zIndex && start.index == element.index
                                && start.kind == element.kind, "\(context)")
                        if transition == .none { #expect(start == element, "\(context)") }
                        if transition != .none { #expect(start.alpha == 0, "\(context)") }
                    }
                }
            }
        }
    }
}
