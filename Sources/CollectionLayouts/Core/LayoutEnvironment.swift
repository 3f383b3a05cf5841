import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Everything a layout reads from its container: the collection view's state and the data's shape.
///
/// Values come from a running app and are clamped, never rejected: a bounds size or inset that is
/// negative or not finite counts as 0, one above 10⁹ points as that, a non-finite offset as
/// 0 and one beyond ±10¹⁵ as that (`CGFloat.clampedOffset`), a negative item count as 0; for the
/// Dynamic Type scale and the supplementary views' heights, see each.
public struct LayoutEnvironment: Hashable, Sendable {
    /// The size of the visible area (the collection view's bounds). The default is zero.
    public var boundsSize: CGSize
    /// The scroll position: the top-left corner of the visible area in content coordinates. The default is zero.
    public var contentOffset: CGPoint
    /// The collection view's adjusted content inset (safe area plus content inset). The default is zero.
    public var contentInsets: LayoutInsets
    /// Left-to-right or right-to-left. The default is left-to-right.
    public var layoutDirection: LayoutDirection
    /// The number of items in each section.
    public var itemCounts: [Int]
    /// Per-item sizes from the data. The default is ``ItemSizes/none``.
    public var itemSizes: ItemSizes
    /// The heights supplementary views asked for when they sized themselves (a header whose text
    /// grows with Dynamic Type), by kind, one entry per section: the justified gallery takes its
    /// headers' and footers' heights from here, and its configuration's heights are the estimates
    /// for the sections with no entry or nil. The default is empty: every view at its estimate.
    ///
    /// Clamped, as values from a running app: a NaN, infinite or negative height counts as nil,
    /// one above 10⁶ points as that.
    public var supplementaryHeights: [ElementKind: [CGFloat?]]
    /// How much text is scaled by the user's Dynamic Type setting (what `UIFontMetrics` scales a
    /// value by, for the text style the app chose): the sizes a layout's configuration gives in
    /// points are multiplied by it (see each layout's `Configuration.scaled(by:)`). The UIKit
    /// adapters set it from the content size category when asked to (`dynamicTypeStyle`). The
    /// default is 1: sizes as configured.
    ///
    /// Clamped into 0.25…4 (UIKit's text styles scale by about 0.8 to 3.6); NaN, infinite, zero
    /// or negative counts as 1.
    public var dynamicTypeScale: CGFloat

    /// Creates an environment.
    public init(
        boundsSize: CGSize = .zero, contentOffset: CGPoint = .zero, contentInsets: LayoutInsets = .zero,
        layoutDirection: LayoutDirection = .leftToRight, itemCounts: [Int], itemSizes: ItemSizes = .none,
        supplementaryHeights: [ElementKind: [CGFloat?]] = [:], dynamicTypeScale: CGFloat = 1
    ) {
        self.boundsSize = boundsSize
        self.contentOffset = contentOffset
        self.contentInsets = contentInsets
        self.layoutDirection = layoutDirection
        self.itemCounts = itemCounts
        self.itemSizes = itemSizes
        self.supplementaryHeights = supplementaryHeights
        self.dynamicTypeScale = dynamicTypeScale
    }

    /// The largest bounds side and inset a layout works with, in points (the clamp for values
    /// from a running app; a configuration's lengths have the lower limit `Validate.maximumLength`):
    /// a billion is far beyond any screen, and keeps sums of lengths and offsets from overflowing
    /// to infinity.
    package static let maximumExtent: CGFloat = 1e9

    /// A bounds side clamped as ``sanitized`` clamps it: 0 if negative or not finite, at most
    /// ``maximumExtent``.
    package static func clampedExtent(_ length: CGFloat) -> CGFloat {
        Swift.min(length.clampedLength, maximumExtent)
    }

    /// The environment with every value clamped to what a layout can use.
    package var sanitized: LayoutEnvironment {
        var copy = self
        let m = Self.maximumExtent
        copy.boundsSize = CGSize(
            width: Self.clampedExtent(boundsSize.width), height: Self.clampedExtent(boundsSize.height))
        copy.updateContentOffset(contentOffset)
        let insets = contentInsets.clamped
        copy.contentInsets = LayoutInsets(
            top: Swift.min(insets.top, m), left: Swift.min(insets.left, m),
            bottom: Swift.min(insets.bottom, m), right: Swift.min(insets.right, m))
        if itemCounts.contains(where: { $0 < 0 }) { copy.itemCounts = itemCounts.map { Swift.max($0, 0) } }
        copy.dynamicTypeScale = Self.clampedDynamicTypeScale(dynamicTypeScale)
        copy.supplementaryHeights = Self.clampedSupplementaryHeights(supplementaryHeights)
        return copy
    }

    /// Whether `newBounds` gives a different width, clamped as ``sanitized`` clamps it, from the
    /// one this (sanitized) environment holds: the bounds-change rule of a layout that depends on
    /// the width only. A width that is NaN, negative or above ``maximumExtent`` counts as the
    /// width a prepare would use for it, so it changes nothing when that is the width prepared for.
    package func widthChanges(to newBounds: CGRect) -> Bool {
        Self.clampedExtent(newBounds.size.width) != boundsSize.width
    }

    /// Whether `newBounds` gives a different size, each extent clamped as ``sanitized`` clamps it,
    /// from the one this (sanitized) environment holds: the bounds-change rule of a layout whose
    /// frames depend on the width only, but whose answers about the visible area (resting offsets
    /// clamped into the content, the centred item, VoiceOver's elements) depend on the height too.
    package func sizeChanges(to newBounds: CGRect) -> Bool {
        widthChanges(to: newBounds) || Self.clampedExtent(newBounds.size.height) != boundsSize.height
    }

    /// Moves the content offset to `offset`, clamped as ``sanitized`` clamps it: a non-finite
    /// coordinate counts as 0, one beyond ±10¹⁵ as that. Every prepared layout's
    /// `updateContentOffset(_:)` goes through this, so that it agrees with a fresh prepare.
    package mutating func updateContentOffset(_ offset: CGPoint) {
        contentOffset = CGPoint(x: offset.x.clampedOffset, y: offset.y.clampedOffset)
    }

    /// The visible rectangle in content coordinates: `contentOffset` and `boundsSize`.
    public var visibleRect: CGRect { CGRect(origin: contentOffset, size: boundsSize) }

    /// The bounds less the content insets: the room a layout has to fill (never negative).
    package var availableSize: CGSize {
        CGSize(
            width: Swift.max(0, boundsSize.width - contentInsets.horizontal),
            height: Swift.max(0, boundsSize.height - contentInsets.vertical))
    }

    /// The number of sections.
    public var numberOfSections: Int { itemCounts.count }

    /// The number of items in `section`, or 0 when there is no such section.
    package func numberOfItems(inSection section: Int) -> Int {
        itemCounts.indices.contains(section) ? Swift.max(itemCounts[section], 0) : 0
    }

    /// The number of items in all sections, saturating at `Int.max` rather than overflowing.
    public var totalItemCount: Int { SectionOffsets(counts: itemCounts).total }

    /// Whether `index` names an item that exists.
    package func contains(_ index: ElementIndex) -> Bool {
        index.item >= 0 && index.item < numberOfItems(inSection: index.section)
    }
}

extension LayoutEnvironment {
    /// Hashes every stored value; `==` is the synthesized comparison of the same values.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(size: boundsSize)
        hasher.combine(point: contentOffset)
        hasher.combine(contentInsets)
        hasher.combine(layoutDirection)
        hasher.combine(itemCounts)
        hasher.combine(itemSizes)
        hasher.combine(supplementaryHeights)
        hasher.combine(dynamicTypeScale)
    }
}
