import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The JSON shapes of the engine's geometry, defined once for every writer: the attributes'
/// `Codable`, the command-line tool's answers, the playground's API and the snapshot files.
///
/// Numbers are written as plain JSON numbers; a negative zero is written as `0`.
package enum JSONShape {
    /// `{"x": …, "y": …}`.
    package struct Point: Codable, Sendable, Hashable {
        package var x: Double
        package var y: Double

        package init(x: Double, y: Double) {
            self.x = x + 0  // `+ 0`: never "-0"
            self.y = y + 0
        }

        package init(_ point: CGPoint) { self.init(x: Double(point.x), y: Double(point.y)) }

        package var cgPoint: CGPoint { CGPoint(x: x, y: y) }
    }

    /// `{"width": …, "height": …}`.
    package struct Size: Codable, Sendable, Hashable {
        package var width: Double
        package var height: Double

        package init(width: Double, height: Double) {
            self.width = width + 0
            self.height = height + 0
        }

        package init(_ size: CGSize) { self.init(width: Double(size.width), height: Double(size.height)) }

        package var cgSize: CGSize { CGSize(width: width, height: height) }
    }

    /// `{"x": …, "y": …, "width": …, "height": …}`: the origin and the size.
    package struct Rect: Codable, Sendable, Hashable {
        package var x: Double
        package var y: Double
        package var width: Double
        package var height: Double

        package init(_ rect: CGRect) {
            x = Double(rect.minX) + 0
            y = Double(rect.minY) + 0
            width = Double(rect.width) + 0
            height = Double(rect.height) + 0
        }

        package var cgRect: CGRect { CGRect(x: x, y: y, width: width, height: height) }
    }

    /// `{"section": …, "item": …}`.
    package struct Index: Codable, Sendable, Hashable {
        package var section: Int
        package var item: Int

        package init(_ index: ElementIndex) {
            section = index.section
            item = index.item
        }

        package var elementIndex: ElementIndex { ElementIndex(section: section, item: item) }
    }
}
