import CollectionLayouts
import Foundation
import LayoutCatalog

// The JSON shapes the API answers with. Attributes use the shared shape (`LayoutAttributes`),
// snapping the `snap` command's (`SnapResult`).
extension PlaygroundAPI {
    struct ErrorBody: Codable { var error: String }

    /// A request refused for its cost (status 422): what it would cost, and the limit it exceeds.
    struct RefusalBody: Codable { var error: String; var limit: String }

    struct LayoutList: Codable { var layouts: [PlaygroundLayoutInfo] }

    struct Size: Codable {
        var width: Double, height: Double
        init(_ s: CGSize) { width = Double(s.width); height = Double(s.height) }
    }

    struct Point: Codable {
        var x: Double, y: Double
        init(_ p: CGPoint) { x = Double(p.x) + 0; y = Double(p.y) + 0 }  // `+ 0`: never "-0"
    }

    struct Rect: Codable {
        var x: Double, y: Double, width: Double, height: Double
        init(_ r: CGRect) { x = Double(r.minX); y = Double(r.minY); width = Double(r.width); height = Double(r.height) }
    }

    struct Index: Codable {
        var section: Int, item: Int
        init(_ i: ElementIndex) { section = i.section; item = i.item }
    }

    struct OffsetBounds: Codable { var min: Point; var max: Point }

    /// `GET /api/layout`.
    struct LayoutDescription: Codable {
        var layout: String
        var contentSize: Size
        var boundsSize: Size
        /// The offsets scrolling can rest at.
        var offsetBounds: OffsetBounds
        var itemCount: Int
        var swiftCode: String
        var cellShape: String
        /// The fraction of velocity kept per millisecond.
        var deceleration: Double
        var decelerationName: String
        /// The current item at the given offset (`restingIndex`).
        var index: Index?
    }

    /// `GET /api/elements`.
    struct ElementsAnswer: Codable {
        var offset: Point
        var rect: Rect
        var contentSize: Size
        /// The current item at the offset (`restingIndex`).
        var index: Index?
        /// How many elements `elements` holds.
        var count: Int
        /// Whether the rect holds more elements than ``PlaygroundAPI/maximumElements``, the most
        /// an answer holds: the visit stopped there.
        var truncated: Bool
        var elements: [LayoutAttributes]
    }
}
