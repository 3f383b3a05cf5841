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

    /// `GET /api/stats`: the cache's figures (`hits`, `misses`, `entries`, `items`, `bytes`), and
    /// from the server each executor's (`costly`, `quick`: jobs running, waiting, finished,
    /// cancelled while waiting or running, and the slowest stop after a cancellation).
    package struct Statistics: Codable, Sendable, Equatable {
        package var cache: LayoutCache.Statistics
        package var costly: PreparationExecutor.Statistics?
        package var quick: PreparationExecutor.Statistics?

        private enum CodingKeys: String, CodingKey { case costly, quick }

        init(
            cache: LayoutCache.Statistics, costly: PreparationExecutor.Statistics?,
            quick: PreparationExecutor.Statistics?
        ) {
            (self.cache, self.costly, self.quick) = (cache, costly, quick)
        }

        package init(from decoder: any Decoder) throws {
            cache = try LayoutCache.Statistics(from: decoder)
            let container = try decoder.container(keyedBy: CodingKeys.self)
            costly = try container.decodeIfPresent(PreparationExecutor.Statistics.self, forKey: .costly)
            quick = try container.decodeIfPresent(PreparationExecutor.Statistics.self, forKey: .quick)
        }

        package func encode(to encoder: any Encoder) throws {
            // The cache's fields at the top, as before the executors were added.
            try cache.encode(to: encoder)
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encodeIfPresent(costly, forKey: .costly)
            try container.encodeIfPresent(quick, forKey: .quick)
        }
    }

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
