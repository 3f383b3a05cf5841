import CollectionLayouts
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

// The heights headers and footers ask for (self-sizing views): whether a height is a change, and
// what taking it moves.
extension LayoutAdapterState {
    /// What taking a size a view asked for changes on screen: a header's or footer's height
    /// (``takeHeight(_:ofKind:at:frame:in:)``) or a cell's size (``takeItemSize(_:at:in:)``).
    package struct MeasuredChange: Equatable, Sendable {
        /// How much the content grows (negative: shrinks) along the vertical axis.
        package var contentSizeAdjustment: CGFloat
        /// How much the offset moves with it, so that what is on screen stays put under the user's
        /// finger (a header's top above the visible area; the top visible cell's new place); nil
        /// when it does not move.
        package var contentOffsetAdjustment: CGFloat?
        /// The elements it moves, which the front lays out again: the measured view itself and
        /// the elements shown whose frames change.
        package var moved: [(kind: ElementKind, index: ElementIndex)]

        /// Equal adjustments and the same elements moved, in order.
        package static func == (a: Self, b: Self) -> Bool {
            a.contentSizeAdjustment == b.contentSizeAdjustment && a.contentOffsetAdjustment == b.contentOffsetAdjustment
                && a.moved.elementsEqual(b.moved) { $0.kind == $1.kind && $0.index == $1.index }
        }
    }

    /// Whether `height`, asked for by the supplementary view of `kind` (the engine's "header" or
    /// "footer") at `index` whose height is `currentHeight`, differs from the one it has (the one
    /// it asked for last, else `currentHeight`, the layout's estimate); false for a height that is
    /// NaN, infinite or negative, or before the first prepare. A layout that ignores the height is
    /// asked once: the height is then the one it asked for.
    package func takesHeight(
        _ height: CGFloat, ofKind kind: String, at index: ElementIndex, currentHeight: CGFloat
    ) -> Bool {
        guard prepared != nil, height.isFinite, height >= 0 else { return false }
        let current = heights.height(ofKind: .supplementary(kind), inSection: index.section) ?? currentHeight
        return abs(height - current) >= SupplementaryHeights.tolerance
    }

    /// Keeps `height`, asked for by the supplementary view of `kind` at `index` whose frame is
    /// `frame`, for the engine's next prepare, and says what it moves in the view's `geometry`
    /// now; nil (nothing kept) for a height that is NaN, infinite or negative, or before the
    /// first prepare.
    package mutating func takeHeight(
        _ height: CGFloat, ofKind kind: String, at index: ElementIndex, frame: CGRect, in geometry: ContainerGeometry
    ) -> MeasuredChange? {
        guard let prepared, height.isFinite, height >= 0 else { return nil }
        let elementKind = ElementKind.supplementary(kind)
        heights.record(height, ofKind: elementKind, inSection: index.section)
        let difference = height - frame.height
        let visibleTop = geometry.bounds.minY + geometry.contentInsets.top
        let moves = Self.placeInContent(ofKind: kind, at: index, frame: frame, in: prepared) < visibleTop
        // What moves among the elements shown: everything below the view.
        let section = index.section, isFooter = elementKind == .footer
        var moved: [(kind: ElementKind, index: ElementIndex)] = []
        prepared.forEachElement(in: geometry.bounds) { element in
            let follows =
                element.index.section > section
                || (element.index.section == section && (!isFooter || element.kind == .footer))
            guard follows else { return true }
            switch element.kind {
            case .cell, .supplementary: moved.append((element.kind, element.index))
            case .decoration: break
            }
            return true
        }
        // The view itself, even when it is not in the visible rect any more.
        if !moved.contains(where: { $0.kind == elementKind && $0.index == index }) {
            moved.append((elementKind, index))
        }
        // Where a scroll on its way brings its item to rest may move with the content.
        centering.noteContentMoved()
        return MeasuredChange(
            contentSizeAdjustment: difference, contentOffsetAdjustment: moves ? difference : nil, moved: moved)
    }

    /// The top of the supplementary view of `kind` at `index` (whose frame is `frame`) at its
    /// place in the content: where it is, or, for a header pinned to the top of the visible area,
    /// where it would be unpinned (as the layout shows it with the content at its start, where no
    /// header is pushed down), so that a pinned header whose section began above the visible area
    /// moves the offset as an unpinned one does.
    static func placeInContent(
        ofKind kind: String, at index: ElementIndex, frame: CGRect, in prepared: any PreparedLayout
    ) -> CGFloat {
        var atStart = prepared
        atStart.updateContentOffset(CGPoint(x: prepared.environment.contentOffset.x, y: -.greatestFiniteMagnitude))
        return atStart.supplementaryAttributes(ofKind: kind, at: index)?.frame.minY ?? frame.minY
    }
}
