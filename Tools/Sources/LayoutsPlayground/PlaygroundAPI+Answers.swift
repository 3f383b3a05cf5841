@_spi(Tools) import CollectionLayouts
import Foundation
import LayoutCatalog

// The JSON shapes the API answers with, built from the engine's one set of JSON values
// (`JSONShape`); attributes use the shared shape (`LayoutAttributes`), snapping the `snap`
// command's (`SnapResult`).
extension PlaygroundAPI {
    struct ErrorBody: Codable { var error: String }

    /// A request refused for its cost (status 422): what it would cost, and the limit it exceeds.
    struct RefusalBody: Codable {
        var error: String
        var limit: String
    }

    struct LayoutList: Codable { var layouts: [PlaygroundLayoutInfo] }

    typealias Size = JSONShape.Size
    typealias Point = JSONShape.Point
    typealias Rect = JSONShape.Rect
    typealias Index = JSONShape.Index

    struct OffsetBounds: Codable {
        var min: Point
        var max: Point
    }

    /// `GET /api/layout`.
    struct LayoutDescription: Codable {
        var layout: String
        var contentSize: Size
        var boundsSize: Size
        /// The offsets scrolling can rest at.
        var offsetBounds: OffsetBounds
        var itemCount: Int
        var swiftCode: String
        /// The same code apart: `{uikit, swiftUI}`.
        var appCode: AppCode
        var cellShape: String
        /// The fraction of velocity kept per millisecond.
        var decelerationRate: Double
        var decelerationRateName: String
        /// The current item at the given offset (`centeredItem(at:)`).
        var centeredItem: Index?
        /// Where the current item rests along the scroll axis, in points from the viewport's left
        /// (or top) edge, when that is not the middle (``CatalogLayout/restingLine``).
        var restingLine: Double?
    }

    /// `GET /api/elements`.
    struct ElementsAnswer: Codable {
        var offset: Point
        var rect: Rect
        var contentSize: Size
        /// The current item at the offset (`centeredItem(at:)`).
        var centeredItem: Index?
        /// How many elements `elements` holds.
        var count: Int
        /// Whether the rect holds more elements than ``PlaygroundAPI/maximumElements``, the most
        /// an answer holds: the visit stopped there.
        var truncated: Bool
        /// The elements, in the shared shape of `layouts render --format json`. The server writes
        /// them with the catalog's streaming writer after the other fields (nil when encoding
        /// those); a reader decodes them here.
        var elements: [LayoutAttributes]?
    }
}
