@_spi(Tools) import CollectionLayouts
import Foundation
import Testing

/// The engine hashes its values from their components (CGPoint, CGSize and CGRect are `Hashable`
/// on Apple platforms only from iOS 18), so these pin what `Hashable` promises: equal values hash
/// equally — -0.0 and 0.0 included — and every stored component takes part.
@Suite("Hashing of engine values")
struct HashingTests {
    /// `base` and `negativeZero` are equal (they differ only in the sign of zeros) and must hash
    /// equally; each of `variants` differs from `base` in one component and must differ in both
    /// equality and hash (a 64-bit hash collides by chance with probability about 2⁻⁶⁴).
    func check<T: Hashable>(
        _ base: T, negativeZero: T, variants: [T], sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(base == negativeZero, sourceLocation: sourceLocation)
        #expect(base.hashValue == negativeZero.hashValue, sourceLocation: sourceLocation)
        #expect(Set([base, negativeZero]).count == 1, sourceLocation: sourceLocation)
        for (i, v) in variants.enumerated() {
            #expect(v != base, "variant \(i)", sourceLocation: sourceLocation)
            #expect(v.hashValue != base.hashValue, "variant \(i) hashes like the base", sourceLocation: sourceLocation)
        }
        #expect(Set(variants + [base]).count == variants.count + 1, sourceLocation: sourceLocation)
    }

    /// ``check(_:negativeZero:variants:sourceLocation:)`` with each variant `base` after one of `changes`.
    func check<T: Hashable>(
        _ base: T, negativeZero: T, changes: [(inout T) -> Void], sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let variants = changes.map { change in
            var variant = base
            change(&variant)
            return variant
        }
        check(base, negativeZero: negativeZero, variants: variants, sourceLocation: sourceLocation)
    }

    @Test("LayoutAttributes: every component, and -0.0 like 0.0")
    func attributes() {
        func make(
            x: CGFloat = 0, y: CGFloat = 0, w: CGFloat = 10, h: CGFloat = 20, angle: CGFloat = 0, ax: CGFloat = 0.5,
            ay: CGFloat = 0.5, z: Int = 0, alpha: CGFloat = 1, hidden: Bool = false, item: Int = 0,
            kind: ElementKind = .cell
        ) -> LayoutAttributes {
            LayoutAttributes(
                index: ElementIndex(0, item), kind: kind, frame: CGRect(x: x, y: y, width: w, height: h),
                transform: LayoutTransform(rotation: angle), anchorPoint: CGPoint(x: ax, y: ay),
                zIndex: z, alpha: alpha, isHidden: hidden)
        }
        var negative = make(x: -10, y: -20, angle: -0.0)  // centre (-5, -10): no zero to sign
        negative.center = CGPoint(x: -0.0, y: -0.0)
        var positive = negative
        positive.center = CGPoint(x: 0.0, y: 0.0)
        check(
            positive, negativeZero: negative,
            changes: [
                { $0.center.x = 1 }, { $0.center.y = 1 }, { $0.size.width = 11 }, { $0.size.height = 21 },
                { $0.transform.rotation = 0.1 }, { $0.anchorPoint.x = 0.4 }, { $0.anchorPoint.y = 2 },
                { $0.zIndex = 1 }, { $0.alpha = 0.5 }, { $0.isHidden = true },
                { $0.index = ElementIndex(0, 1) }, { $0.kind = .header },
            ])
    }

    @Test("LayoutEnvironment: every component, and -0.0 like 0.0")
    func environment() {
        let base = LayoutEnvironment(
            boundsSize: CGSize(width: 390, height: 0.0), contentOffset: CGPoint(x: 0.0, y: 0.0),
            itemCounts: [3], itemSizes: .uniform(CGSize(width: 0.0, height: 1)))
        let negative = LayoutEnvironment(
            boundsSize: CGSize(width: 390, height: -0.0), contentOffset: CGPoint(x: -0.0, y: -0.0),
            itemCounts: [3], itemSizes: .uniform(CGSize(width: -0.0, height: 1)))
        check(
            base, negativeZero: negative,
            changes: [
                { $0.boundsSize.width = 391 }, { $0.boundsSize.height = 1 },
                { $0.contentOffset.x = 1 }, { $0.contentOffset.y = 1 },
                { $0.contentInsets = LayoutInsets(top: 1, left: 0, bottom: 0, right: 0) },
                { $0.layoutDirection = .rightToLeft }, { $0.itemCounts = [4] }, { $0.itemSizes = .none },
            ])
    }

    @Test("ItemSizes: each case and its sizes, and -0.0 like 0.0")
    func itemSizes() {
        let base = ItemSizes.perSection([[CGSize(width: 0.0, height: 2)], [CGSize(width: 3, height: 4)]])
        let negative = ItemSizes.perSection([[CGSize(width: -0.0, height: 2)], [CGSize(width: 3, height: 4)]])
        check(
            base, negativeZero: negative,
            variants: [
                .none, .uniform(CGSize(width: 0, height: 2)),
                .cycle([CGSize(width: 0, height: 2), CGSize(width: 3, height: 4)]),
                .perSection([[CGSize(width: 0, height: 2), CGSize(width: 3, height: 4)]]),
                .perSection([[CGSize(width: 0, height: 2)], [CGSize(width: 3, height: 5)]]),
            ])
        check(
            ItemSizes.cycle([CGSize(width: 0.0, height: 1)]), negativeZero: .cycle([CGSize(width: -0.0, height: 1)]),
            variants: [.cycle([CGSize(width: 0, height: 1), CGSize(width: 0, height: 1)]), .cycle([])])
    }

    @Test("Carousel item sizes and configurations")
    func carousel() throws {
        check(
            CarouselLayout.ItemSize.absolute(CGSize(width: 0.0, height: 320)),
            negativeZero: .absolute(CGSize(width: -0.0, height: 320)),
            variants: [
                .absolute(CGSize(width: 1, height: 320)), .absolute(CGSize(width: 0, height: 321)),
                .fractionOfBounds(width: 0, height: 320),
            ])
        check(
            CarouselLayout.ItemSize.fractionOfBounds(width: 0.8, height: 0.0),
            negativeZero: .fractionOfBounds(width: 0.8, height: -0.0),
            variants: [.fractionOfBounds(width: 0.7, height: 0), .fractionOfBounds(width: 0.8, height: 0.1)])
        let a = try CarouselLayout.Configuration(itemSize: .absolute(CGSize(width: 200, height: 300)), spacing: 0.0)
        let b = try CarouselLayout.Configuration(itemSize: .absolute(CGSize(width: 200, height: 300)), spacing: -0.0)
        check(
            a, negativeZero: b,
            variants: [
                try CarouselLayout.Configuration(itemSize: .absolute(CGSize(width: 201, height: 300)), spacing: 0),
                try CarouselLayout.Configuration(itemSize: .absolute(CGSize(width: 200, height: 300)), spacing: 1),
            ])
    }

    @Test("Wheel configurations: every component, and -0.0 like 0.0")
    func wheel() throws {
        let base = try WheelLayout.Configuration(tilt: 0.0)
        check(
            base, negativeZero: try WheelLayout.Configuration(tilt: -0.0),
            variants: [
                try WheelLayout.Configuration(itemSize: CGSize(width: 134, height: 173)),
                try WheelLayout.Configuration(
                    itemSize: CGSize(width: 133, height: 174), anglePerItem: base.anglePerItem),
                try WheelLayout.Configuration(radius: 501, anglePerItem: base.anglePerItem),
                try WheelLayout.Configuration(anglePerItem: 0.3),
                try WheelLayout.Configuration(hanging: true),
                try WheelLayout.Configuration(tilt: 0.2),
                try WheelLayout.Configuration(snapping: PageSnapping(maximumItemsPerFling: 1)),
            ])
    }

    @Test("Staggered grid configurations: every component, and -0.0 like 0.0")
    func grid() throws {
        let base = try StaggeredGridLayout.Configuration(spacing: 0.0, staggerFraction: 0.0)
        check(
            base, negativeZero: try StaggeredGridLayout.Configuration(spacing: -0.0, staggerFraction: -0.0),
            variants: [
                try StaggeredGridLayout.Configuration(
                    itemSize: CGSize(width: 101, height: 90), spacing: 0, staggerFraction: 0),
                try StaggeredGridLayout.Configuration(
                    itemSize: CGSize(width: 100, height: 91), spacing: 0, staggerFraction: 0),
                try StaggeredGridLayout.Configuration(spacing: 1, staggerFraction: 0),
                try StaggeredGridLayout.Configuration(spacing: 0, staggerFraction: 0.5),
                try StaggeredGridLayout.Configuration(spacing: 0, staggerFraction: 0, scrollAxis: .vertical),
                try StaggeredGridLayout.Configuration(
                    spacing: 0, staggerFraction: 0,
                    insets: LayoutInsets(top: 0, left: 1, bottom: 0, right: 0)),
            ])
    }
}
