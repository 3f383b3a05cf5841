import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The JSON shapes of the engine's geometry, defined once for every writer: the attributes'
/// `Codable`, the command-line tool's answers, the playground's API and the snapshot files.
/// Public to the tools package only (`@_spi(Tools) import CollectionLayouts`); not app API.
///
/// Numbers are written as plain JSON numbers; a negative zero is written as `0`.
@_spi(Tools) public enum JSONShape {
    /// `{"x": …, "y": …}`.
    public struct Point: Codable, Sendable, Hashable {
        public var x: Double
        public var y: Double

        public init(x: Double, y: Double) {
            self.x = x + 0  // `+ 0`: never "-0"
            self.y = y + 0
        }

        public init(_ point: CGPoint) { self.init(x: Double(point.x), y: Double(point.y)) }

        public var cgPoint: CGPoint { CGPoint(x: x, y: y) }
    }

    /// `{"width": …, "height": …}`.
    public struct Size: Codable, Sendable, Hashable {
        public var width: Double
        public var height: Double

        public init(width: Double, height: Double) {
            self.width = width + 0
            self.height = height + 0
        }

        public init(_ size: CGSize) { self.init(width: Double(size.width), height: Double(size.height)) }
    }

    /// `{"x": …, "y": …, "width": …, "height": …}`: the origin and the size.
    public struct Rect: Codable, Sendable, Hashable {
        public var x: Double
        public var y: Double
        public var width: Double
        public var height: Double

        public init(_ rect: CGRect) {
            x = Double(rect.minX) + 0
            y = Double(rect.minY) + 0
            width = Double(rect.width) + 0
            height = Double(rect.height) + 0
        }

        public var cgRect: CGRect { CGRect(x: x, y: y, width: width, height: height) }
    }

    /// `{"section": …, "item": …}`.
    public struct Index: Codable, Sendable, Hashable {
        public var section: Int
        public var item: Int

        public init(_ index: ElementIndex) {
            section = index.section
            item = index.item
        }

        public var elementIndex: ElementIndex { ElementIndex(section: section, item: item) }
    }
}
