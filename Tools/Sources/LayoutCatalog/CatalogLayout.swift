@_spi(Tools) import CollectionLayouts
import Foundation

/// A prepared layout built by the catalog, with what the tools need to show it.
package struct CatalogLayout: Sendable {
    /// How the SVG and the playground draw a cell.
    package enum CellShape: String, Sendable, Codable {
        case rectangle
        case ellipse
    }

    /// The layout, prepared.
    package var prepared: any PreparedLayout
    /// The Swift an app writes for this layout as shown (UIKit and SwiftUI), for the playground's code panel.
    package var appCode: AppCode
    /// ``appCode``'s UIKit and SwiftUI code in one text.
    package var swiftCode: String { appCode.text }
    /// How cells are drawn. The default is `.rectangle`.
    package var cellShape: CellShape
    /// The rate flings decelerate at: the layout's (`CollectionLayout.decelerationRate`), else
    /// UIScrollView's `.normal`.
    package var decelerationRate: DecelerationRate
    /// Where the current item rests, in points from the viewport's left (or top) edge along the
    /// scroll axis, when that is not the middle: a leading carousel's leading edge. The
    /// playground draws its hairline there. The default is nil: the middle.
    package var restingLine: CGFloat? = nil

    /// `layout` prepared for `environment`, shown with `appCode` and cells of `cellShape`.
    package init(
        _ layout: some CollectionLayout, environment: LayoutEnvironment, appCode: AppCode,
        cellShape: CellShape = .rectangle
    ) {
        self.prepared = layout.prepare(in: environment)
        self.appCode = appCode
        self.cellShape = cellShape
        self.decelerationRate = layout.decelerationRate ?? .normal
    }

    /// The elements in the visible rect, or every element when `all` is true.
    package func elements(all: Bool) -> [LayoutAttributes] {
        Array(collecting: { forEachElement(all: all, $0) })
    }

    /// Visits the elements of ``elements(all:)`` in its order, until `body` returns false, without
    /// building an array of them.
    /// - Returns: False when `body` stopped the visit.
    @discardableResult
    package func forEachElement(all: Bool, _ body: (LayoutAttributes) -> Bool) -> Bool {
        all ? prepared.forEachElement(body) : prepared.forEachElement(in: prepared.environment.visibleRect, body)
    }
}
