#if !canImport(UIKit) && canImport(UIKitStandIn) && (TestSupport || !SWIFT_PACKAGE)
@_spi(Tools) import CollectionLayouts
import CollectionLayoutsAdapterCore
@testable import CollectionLayoutsUIKit
import Foundation
import UIKitStandIn

/// The state before a step that the promises about the step compare with: the fresh engine then,
/// the offset, the data and the user's place, read by the rule Sources/CollectionLayoutsUIKit/CollectionLayoutsUIKit.docc/UsingTheLayoutsInUIKit.md ("Keeping the user's
/// place") states, independently of the adapter's `PlaceAnchor`.
@MainActor
struct SessionSnapshot {
    /// The user's place.
    enum Place: Equatable {
        /// Nothing to keep: no item in the visible area.
        case nothing
        /// The view rests at the start of its content (within half a point) and stays there.
        case start
        /// A paging layout's centred item, by identity: centred again, at rest.
        case centred(id: Int)
        /// The item read, by identity, and where its top leading corner is on screen (minus the
        /// offset): kept there along the scroll axis, as far as the content allows.
        case item(id: Int, position: CGPoint)
    }

    /// The fresh engine before the step.
    let engine: any PreparedLayout
    /// The offset before the step.
    let offset: CGPoint
    /// Whether the layout kept the user's place (`keepsPlaceOnUpdates`).
    let keepsPlace: Bool
    /// The place, for the steps that keep it.
    let place: Place
    /// The cells the user sees, by identity, with the top of each on screen.
    let seen: [(id: Int, section: Int, top: CGFloat)]
    /// The heights header and footer views had asked for, as the adapter kept them.
    let measuredHeights: [ElementKind: [CGFloat?]]
    /// Whether the adapter's engine layout was prepared for another height than the view's.
    let staleHeight: Bool
    /// The height of each section's header, by the section's identity.
    let headerHeights: [Int: CGFloat]
    /// Whether the content scrolls further across the layout's scroll axis than along it (items
    /// wider than a vertical layout's view).
    let scrollsFurtherAcross: Bool

    init(_ runner: SessionRunner) {
        let engine = runner.freshEngine(), offset = runner.fake.contentOffset
        self.engine = engine
        self.offset = offset
        keepsPlace = runner.layout.keepsPlaceOnUpdates
        measuredHeights = runner.layout.preparedLayout?.environment.supplementaryHeights ?? [:]
        staleHeight = SessionChecks.staleHeight(runner)
        headerHeights = Self.headerHeights(in: engine, runner)
        let axis = Self.axis(of: runner.configuration), (low, high) = engine.contentOffsetBounds
        scrollsFurtherAcross =
            high.value(along: axis.cross) - low.value(along: axis.cross) > high.value(along: axis)
            - low.value(along: axis)
        place = Self.place(in: engine, at: offset, runner)
        let visible = Self.visibleArea(of: engine.environment, at: offset)
        seen = engine.elements(in: visible).compactMap { element in
            guard element.kind == .cell, !element.isHidden,
                let id = runner.id(at: IndexPath(item: element.index.item, section: element.index.section))
            else { return nil }
            return (id, element.index.section, element.frame.minY - offset.y)
        }
    }

    /// The height of each section's header in `engine`, by the section's identity.
    static func headerHeights(in engine: any PreparedLayout, _ runner: SessionRunner) -> [Int: CGFloat] {
        var heights: [Int: CGFloat] = [:]
        for (section, id) in runner.sectionIDs.enumerated() {
            heights[id] = engine.supplementaryAttributes(ofKind: "header", at: ElementIndex(section, 0))?.size.height
        }
        return heights
    }

    /// The axis the layout scrolls along, from its configuration.
    static func axis(of configuration: SessionConfiguration) -> ScrollAxis {
        switch configuration {
        case .grid(let c): c.scrollAxis
        case .carousel(let c): c.scrollAxis
        case .wheel: .horizontal
        case .gallery, .circles, .sections: .vertical
        }
    }

    /// The area the user sees at `offset`: the bounds less the insets (nothing under a bar), or
    /// the bounds when the insets leave nothing.
    static func visibleArea(of environment: LayoutEnvironment, at offset: CGPoint) -> CGRect {
        let bounds = CGRect(origin: offset, size: environment.boundsSize), insets = environment.contentInsets
        let inside = CGRect(
            x: bounds.minX + insets.left, y: bounds.minY + insets.top, width: bounds.width - insets.horizontal,
            height: bounds.height - insets.vertical)
        return inside.width > 0 && inside.height > 0 ? inside : bounds
    }

    /// The start of the content along `axis` in `engine`: the top, the left end, or the right end
    /// right to left.
    static func start(of engine: any PreparedLayout, along axis: ScrollAxis) -> CGFloat {
        let (low, high) = engine.contentOffsetBounds
        switch axis {
        case .vertical: return low.y
        case .horizontal: return engine.environment.layoutDirection == .rightToLeft ? high.x : low.x
        }
    }

    /// The top leading corner of `frame`: the top right right to left.
    static func corner(of frame: CGRect, rightToLeft: Bool) -> CGPoint {
        CGPoint(x: rightToLeft ? frame.maxX : frame.minX, y: frame.minY)
    }

    /// The user's place in `engine` at `offset`: a paging layout's centred item; else the start
    /// when the view rests there; else of the items in the visible area, those wholly visible
    /// along the scroll axis first, then from the top (the leading edge), then by index.
    static func place(in engine: any PreparedLayout, at offset: CGPoint, _ runner: SessionRunner) -> Place {
        func id(_ index: ElementIndex) -> Int? { runner.id(at: IndexPath(item: index.item, section: index.section)) }
        if runner.kind.isPaging {
            guard let centred = engine.centeredItem(at: offset), let id = id(centred) else { return .nothing }
            return .centred(id: id)
        }
        let axis = axis(of: runner.configuration)
        let rightToLeft = engine.environment.layoutDirection == .rightToLeft
        if abs(offset.value(along: axis) - start(of: engine, along: axis)) <= 0.5 { return .start }
        let visible = visibleArea(of: engine.environment, at: offset)
        let best = engine.elements(in: visible).filter { $0.kind == .cell && !$0.isHidden }.min { a, b in
            func key(_ e: LayoutAttributes) -> (Int, CGFloat) {
                let whole =
                    e.frame.minValue(along: axis) >= visible.minValue(along: axis)
                    && e.frame.maxValue(along: axis) <= visible.maxValue(along: axis)
                let leading = axis == .vertical ? e.frame.minY : rightToLeft ? -e.frame.maxX : e.frame.minX
                return (whole ? 0 : 1, leading)
            }
            let (ka, kb) = (key(a), key(b))
            return ka.0 != kb.0 ? ka.0 < kb.0 : ka.1 != kb.1 ? ka.1 < kb.1 : a.index < b.index
        }
        guard let best, let id = id(best.index) else { return .nothing }
        let corner = corner(of: best.frame, rightToLeft: rightToLeft)
        return .item(id: id, position: CGPoint(x: corner.x - offset.x, y: corner.y - offset.y))
    }
}
#endif
