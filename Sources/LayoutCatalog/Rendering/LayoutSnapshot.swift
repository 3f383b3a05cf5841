import CollectionLayouts
import Foundation

/// The JSON the tools print for a layout: its content size and elements, in the shared attributes
/// shape (see `LayoutAttributes`).
public struct LayoutSnapshot: Codable, Sendable, Equatable {
    public struct Size: Codable, Sendable, Equatable { public var width: CGFloat; public var height: CGFloat }

    public var contentSize: Size
    public var elements: [LayoutAttributes]

    public init(contentSize: CGSize, elements: [LayoutAttributes]) {
        self.contentSize = Size(width: contentSize.width, height: contentSize.height)
        self.elements = elements
    }

    /// Pretty-printed JSON with sorted keys: the same bytes for the same layout.
    public func json() -> String { JSONOutput.string(self) }
}

/// Where a fling comes to rest: the `snap` command's answer and the playground's.
public struct SnapResult: Codable, Sendable, Equatable {
    public struct Point: Codable, Sendable, Equatable { public var x: CGFloat; public var y: CGFloat }
    public struct Index: Codable, Sendable, Equatable { public var section: Int; public var item: Int }

    /// Where the fling would rest on its own (the scroll physics' projection).
    public var proposed: Point
    /// Where the layout makes it rest.
    public var target: Point
    /// The item it settles on, or nil when there are no items.
    public var index: Index?
    /// The deceleration rate used for the projection.
    public var deceleration: CGFloat

    /// Projects a fling from `offset` at `velocity` (points per millisecond) and snaps it.
    public init(layout: CatalogLayout, offset: CGPoint, velocity: CGPoint, rate: DecelerationRate) {
        let proposed = ScrollPhysics.restingOffset(from: offset, velocity: velocity, rate: rate)
        let target = layout.prepared.targetContentOffset(proposed: proposed, velocity: velocity, current: offset)
        self.proposed = Point(x: proposed.x, y: proposed.y)
        self.target = Point(x: target.x, y: target.y)
        self.index = layout.prepared.restingIndex(at: target).map { Index(section: $0.section, item: $0.item) }
        self.deceleration = rate.rawValue
    }

    public func json() -> String { JSONOutput.string(self) }
}

/// JSON with sorted keys and no escaped slashes, pretty-printed.
public enum JSONOutput {
    public static func string<T: Encodable>(_ value: T, pretty: Bool = true) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = pretty ? [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes] : [.sortedKeys, .withoutEscapingSlashes]
        do {
            return String(decoding: try encoder.encode(value), as: UTF8.self)
        } catch {
            // Only a non-finite number can fail here, and the engine never produces one.
            preconditionFailure("JSON encoding failed: \(error)")
        }
    }
}
