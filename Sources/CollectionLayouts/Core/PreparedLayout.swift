import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A layout prepared for one environment: the content size and the elements, queried by rect or
/// by index.
///
/// Queries never trap: an index that does not exist gives nil, a rect with no area gives no
/// elements, and no attribute is ever NaN or infinite.
public protocol PreparedLayout: Sendable {
    /// The environment the layout was prepared for, clamped, with the current content offset.
    var environment: LayoutEnvironment { get }

    /// The size of the scrollable content; every element's visual bounds lie inside it.
    var contentSize: CGSize { get }

    /// The elements whose visual bounds overlap `rect` (see `CGRect.overlaps(_:)`), sorted by kind
    /// (cells first) and index.
    func elements(in rect: CGRect) -> [LayoutAttributes]

    /// The attributes of the cell at `index`, or nil when there is no such item.
    func attributes(for index: ElementIndex) -> LayoutAttributes?

    /// The attributes of the supplementary view of `kind` at `index`, or nil when there is none.
    func supplementaryAttributes(ofKind kind: String, at index: ElementIndex) -> LayoutAttributes?

    /// Where scrolling should come to rest.
    ///
    /// - Parameters:
    ///   - proposed: The offset where a fling would rest on its own (``ScrollPhysics/restingOffset(from:velocity:rate:)``).
    ///   - velocity: The release velocity in points per millisecond, as UIKit passes it.
    ///   - current: The offset at release.
    func targetContentOffset(proposed: CGPoint, velocity: CGPoint, current: CGPoint) -> CGPoint

    /// The cell that a resting offset shows as the current one (the centred item for paging
    /// layouts), or nil when there are no items.
    func restingIndex(at offset: CGPoint) -> ElementIndex?

    /// What a change of the visible bounds to `newBounds` makes stale.
    func invalidation(forBoundsChange newBounds: CGRect) -> LayoutInvalidation

    /// Moves the content offset, updating what depends on it. O(1).
    mutating func updateContentOffset(_ offset: CGPoint)
}

extension PreparedLayout {
    public func supplementaryAttributes(ofKind kind: String, at index: ElementIndex) -> LayoutAttributes? { nil }

    /// The range of offsets scrolling can rest at: from `-insets` to `contentSize + insets − bounds`.
    public var contentOffsetBounds: (min: CGPoint, max: CGPoint) {
        let e = environment
        let minimum = CGPoint(x: -e.contentInsets.left, y: -e.contentInsets.top)
        let maximum = CGPoint(
            x: Swift.max(minimum.x, contentSize.width + e.contentInsets.right - e.boundsSize.width),
            y: Swift.max(minimum.y, contentSize.height + e.contentInsets.bottom - e.boundsSize.height))
        return (minimum, maximum)
    }

    /// `offset` moved into ``contentOffsetBounds``, with a non-finite coordinate taken as 0.
    package func clampedContentOffset(_ offset: CGPoint) -> CGPoint {
        let (lo, hi) = contentOffsetBounds
        // `+ 0` turns -0 into 0, so that JSON never prints "-0".
        return CGPoint(x: Swift.min(Swift.max(offset.x.finiteOrZero, lo.x), hi.x) + 0,
                       y: Swift.min(Swift.max(offset.y.finiteOrZero, lo.y), hi.y) + 0)
    }

    /// Layouts that do not snap rest where the fling takes them, kept inside the content.
    public func targetContentOffset(proposed: CGPoint, velocity: CGPoint, current: CGPoint) -> CGPoint {
        clampedContentOffset(proposed)
    }

    /// The cell whose centre is nearest the centre of the visible rect at `offset`.
    public func restingIndex(at offset: CGPoint) -> ElementIndex? {
        let visible = CGRect(origin: offset, size: environment.boundsSize)
        let middle = CGPoint(x: visible.midX, y: visible.midY)
        func distance(_ a: LayoutAttributes) -> CGFloat { hypot(a.center.x - middle.x, a.center.y - middle.y) }
        return elements(in: visible).filter { $0.kind == .cell }
            .min { (distance($0), $0.index) < (distance($1), $1.index) }?.index
    }

    /// A change of size invalidates everything; a change of offset alone, nothing.
    public func invalidation(forBoundsChange newBounds: CGRect) -> LayoutInvalidation {
        newBounds.size == environment.boundsSize ? .nothing : .everything
    }

    /// Every element of every kind: the brute-force answer that tests hold `elements(in:)` to.
    /// O(n); for tests and tools, not for scrolling.
    package func allElements() -> [LayoutAttributes] {
        elements(in: CGRect(x: -1e12, y: -1e12, width: 2e12, height: 2e12))
    }
}
