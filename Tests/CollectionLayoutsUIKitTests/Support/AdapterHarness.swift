#if !canImport(UIKit) && canImport(UIKitStandIn) && (TestSupport || !SWIFT_PACKAGE)
@_spi(Tools) import CollectionLayouts
@testable import CollectionLayoutsUIKit
import Foundation
import Testing
import UIKitStandIn

/// Drives an adapter through a `FakeCollectionView` and holds every answer to the engine's answer
/// for the same environment, prepared afresh.
@MainActor
struct AdapterHarness {
    let fake: FakeCollectionView
    let layout: EngineCollectionViewLayout
    /// Prepares the engine layout the adapter stands for.
    let engine: (LayoutEnvironment) -> any PreparedLayout
    /// The sizes the adapter was given (through its delegate or closure), per item.
    var sizes: (IndexPath) -> CGSize? = { _ in nil }

    init(
        layout: EngineCollectionViewLayout, size: CGSize, itemCounts: [Int], contentOffset: CGPoint = .zero,
        contentInset: UIEdgeInsets = .zero, safeArea: UIEdgeInsets = .zero,
        layoutDirection: UIUserInterfaceLayoutDirection = .leftToRight,
        sizes: @escaping (IndexPath) -> CGSize? = { _ in nil },
        engine: @escaping (LayoutEnvironment) -> any PreparedLayout
    ) {
        self.layout = layout.recordingActions()
        self.engine = engine
        self.sizes = sizes
        fake = FakeCollectionView(
            size: size, layout: layout, itemCounts: itemCounts, contentOffset: contentOffset,
            contentInset: contentInset, safeArea: safeArea, layoutDirection: layoutDirection)
    }

    /// A harness for `layout`, one of this module's subclasses, held to its engine layout with the
    /// configuration it has now; `sizes`, when given, is also the layout's `itemSizeProvider`.
    init<Layout: ConfigurableCollectionViewLayout>(
        _ layout: Layout, size: CGSize, itemCounts: [Int], contentOffset: CGPoint = .zero,
        safeArea: UIEdgeInsets = .zero, layoutDirection: UIUserInterfaceLayoutDirection = .leftToRight,
        sizes: (@MainActor (IndexPath) -> CGSize)? = nil
    ) {
        if let sizes { layout.itemSizeProvider = sizes }
        let configuration = layout.configuration
        self.init(
            layout: layout, size: size, itemCounts: itemCounts, contentOffset: contentOffset, safeArea: safeArea,
            layoutDirection: layoutDirection, sizes: { sizes?($0) }
        ) {
            Layout.Layout(configuration: configuration).prepare(in: $0)
        }
    }

    /// The environment of the fake as it is now, built independently of the adapter.
    var environment: LayoutEnvironment {
        let inset = fake.adjustedContentInset
        let counts = fake.itemCounts
        let perItem = counts.enumerated().map { section, count in
            (0..<max(count, 0)).compactMap { sizes(IndexPath(item: $0, section: section)) }
        }
        let hasSizes = perItem.contains { !$0.isEmpty }
        return LayoutEnvironment(
            boundsSize: fake.bounds.size, contentOffset: fake.contentOffset,
            contentInsets: LayoutInsets(top: inset.top, left: inset.left, bottom: inset.bottom, right: inset.right),
            layoutDirection: fake.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight,
            itemCounts: counts, itemSizes: hasSizes ? .perSection(perItem) : .none)
    }

    /// The engine prepared afresh for the fake's current state.
    var expected: any PreparedLayout { engine(environment) }

    /// Checks the last layout pass (content size and visible elements) and a few direct queries;
    /// with `prepares`, also that the engine layout has been prepared afresh that many times in all.
    func check(_ comment: String, prepares: Int? = nil, sourceLocation: SourceLocation = #_sourceLocation) {
        if let prepares {
            #expect(layout.fullPrepareCount == prepares, "\(comment): prepares", sourceLocation: sourceLocation)
        }
        let prepared = expected
        #expect(
            fake.lastContentSize == prepared.contentSize, "\(comment): content size", sourceLocation: sourceLocation)
        #expect(
            layout.collectionViewContentSize == prepared.contentSize, "\(comment): content size",
            sourceLocation: sourceLocation)
        let visible = prepared.elements(in: fake.bounds)
        expectSame(fake.visibleAttributes, visible, comment, sourceLocation: sourceLocation)
        let wider = fake.bounds.insetBy(dx: -fake.bounds.width, dy: -fake.bounds.height)
        expectSame(
            layout.layoutAttributesForElements(in: wider) ?? [], prepared.elements(in: wider),
            "\(comment): wider rect", sourceLocation: sourceLocation)
        for element in visible.prefix(3) {
            let indexPath = IndexPath(item: element.index.item, section: element.index.section)
            let direct: UICollectionViewLayoutAttributes?
            switch element.kind {
            case .cell:
                direct = layout.layoutAttributesForItem(at: indexPath)
                expectSame(
                    direct.map { [$0] } ?? [], prepared.attributes(for: element.index).map { [$0] } ?? [],
                    "\(comment): item \(element.index)", sourceLocation: sourceLocation)
            case .supplementary(let kind):
                direct = layout.layoutAttributesForSupplementaryView(ofKind: uiKitKind(kind), at: indexPath)
                expectSame(
                    direct.map { [$0] } ?? [], [element], "\(comment): \(kind) \(element.index)",
                    sourceLocation: sourceLocation)
            case .decoration:
                break
            }
        }
    }

    /// Reloads the data with `itemCounts` and checks the layout pass.
    func reload(_ itemCounts: [Int], _ comment: String, sourceLocation: SourceLocation = #_sourceLocation) {
        fake.reloadData(itemCounts: itemCounts)
        check(comment, sourceLocation: sourceLocation)
    }

    /// Gives `layout`, the harness's, its own configuration again, which must prepare nothing, then
    /// `configuration`, which must prepare afresh once and answer as its engine layout does.
    func expectConfigurationChange<Layout: ConfigurableCollectionViewLayout>(
        of layout: Layout, to configuration: Layout.Layout.Configuration,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(layout === self.layout, sourceLocation: sourceLocation)
        let prepares = layout.fullPrepareCount
        layout.configuration = layout.configuration
        fake.performLayoutPass()
        #expect(
            layout.fullPrepareCount == prepares, "the same configuration does not invalidate",
            sourceLocation: sourceLocation)
        layout.configuration = configuration
        fake.performLayoutPass()
        #expect(layout.fullPrepareCount == prepares + 1, sourceLocation: sourceLocation)
        let expected = Layout.Layout(configuration: configuration).prepare(in: environment)
        #expect(layout.collectionViewContentSize == expected.contentSize, sourceLocation: sourceLocation)
        expectSame(
            fake.visibleAttributes, expected.elements(in: fake.bounds), "new configuration",
            sourceLocation: sourceLocation)
    }

    /// Flings at `velocity` and checks the target against the engine's snapping for the offset at
    /// release, then the layout pass at the target.
    @discardableResult
    func fling(_ velocity: CGPoint, _ comment: String, sourceLocation: SourceLocation = #_sourceLocation) -> CGPoint {
        let before = expected
        let current = fake.contentOffset
        let rate = DecelerationRate(rawValue: fake.decelerationRate.rawValue)
        let proposed = ScrollPhysics.restingOffset(from: current, velocity: velocity, rate: rate)
        let want = before.targetContentOffset(proposed: proposed, velocity: velocity, current: current)
        let target = fake.fling(velocity: velocity)
        #expect(
            abs(target.x - want.x) < 1e-9 && abs(target.y - want.y) < 1e-9,
            "\(comment): fling \(velocity) from \(current) rests at \(target), engine says \(want)",
            sourceLocation: sourceLocation)
        #expect(fake.contentOffset == target, sourceLocation: sourceLocation)
        check("\(comment): after fling", sourceLocation: sourceLocation)
        return target
    }
}

/// UIKit's kind for an engine supplementary kind, written out independently of the adapter.
@MainActor
func uiKitKind(_ kind: String) -> String {
    kind == "header"
        ? UICollectionView.elementKindSectionHeader
        : kind == "footer" ? UICollectionView.elementKindSectionFooter : kind
}

/// The affine transform the engine's 2-D transform stands for, written out independently.
func expectedAffine(_ t: LayoutTransform) -> CGAffineTransform {
    CGAffineTransform(
        a: t.scale * cos(t.rotation), b: t.scale * sin(t.rotation),
        c: -t.scale * sin(t.rotation), d: t.scale * cos(t.rotation), tx: 0, ty: 0)
}

/// The corners of `frame`, clockwise from the top left, as UIKit draws them about `anchor`: each
/// corner's offset from the anchor through `transform`, put back at the anchor.
func drawnCorners(of frame: CGRect, about anchor: CGPoint, _ transform: (CGPoint) -> CGPoint) -> [CGPoint] {
    [
        CGPoint(x: frame.minX, y: frame.minY), CGPoint(x: frame.maxX, y: frame.minY),
        CGPoint(x: frame.maxX, y: frame.maxY), CGPoint(x: frame.minX, y: frame.maxY),
    ].map { corner in
        let v = transform(CGPoint(x: corner.x - anchor.x, y: corner.y - anchor.y))
        return CGPoint(x: anchor.x + v.x, y: anchor.y + v.y)
    }
}

/// Checks that UIKit attributes say exactly what the engine's say, in the same order.
@MainActor
func expectSame(
    _ uikit: [UICollectionViewLayoutAttributes], _ engine: [LayoutAttributes], _ comment: String,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    #expect(
        uikit.count == engine.count, "\(comment): \(uikit.count) attributes, engine has \(engine.count)",
        sourceLocation: sourceLocation)
    for (a, e) in zip(uikit, engine) {
        let what = "\(comment): \(e.kind) \(e.index)"
        #expect(
            a.indexPath == IndexPath(item: e.index.item, section: e.index.section), "\(what)",
            sourceLocation: sourceLocation)
        switch e.kind {
        case .cell:
            #expect(
                a.representedElementCategory == .cell && a.representedElementKind == nil, "\(what)",
                sourceLocation: sourceLocation)
        case .supplementary(let kind):
            #expect(
                a.representedElementCategory == .supplementaryView && a.representedElementKind == uiKitKind(kind),
                "\(what)", sourceLocation: sourceLocation)
        case .decoration(let kind):
            #expect(
                a.representedElementCategory == .decorationView && a.representedElementKind == kind, "\(what)",
                sourceLocation: sourceLocation)
        }
        #expect(
            a.center == e.center && a.size == e.size, "\(what): \(a.frame) vs \(e.frame)",
            sourceLocation: sourceLocation)
        #expect(
            a.zIndex == e.zIndex && a.alpha == e.alpha && a.isHidden == e.isHidden, "\(what)",
            sourceLocation: sourceLocation)
        #expect(
            (a as? AnchoredLayoutAttributes)?.anchorPoint == e.anchorPoint, "\(what): anchor",
            sourceLocation: sourceLocation)
        if e.transform.is3D {
            #expect(
                CATransform3DEqualToTransform(a.transform3D, e.transform.transform3D), "\(what): 3-D transform",
                sourceLocation: sourceLocation)
        } else {
            let want = expectedAffine(e.transform), got = a.transform
            let close = [got.a - want.a, got.b - want.b, got.c - want.c, got.d - want.d, got.tx, got.ty].allSatisfy {
                abs($0) < 1e-12
            }
            #expect(close, "\(what): transform \(got) vs \(want)", sourceLocation: sourceLocation)
        }
    }
}
#endif
