@_spi(Tools) import CollectionLayouts
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A ``StackedSectionsLayout`` prepared for an environment: every section's header, items and
/// footer, one under another, in content coordinates.
///
/// The elements are kept in the order they stack (each section's header, its items, its footer),
/// which is their order down the content, with a spatial index over their frames: a rect query is
/// O(log n + k).
package struct PreparedStackedSections: PreparedLayout {
    /// The environment prepared for (sanitized).
    package private(set) var environment: LayoutEnvironment
    /// The content's size: the container's width by the sections' total height.
    package let contentSize: CGSize
    /// Every element, in stacking order.
    private let elements: [LayoutAttributes]
    /// The position in ``elements`` of each section's first item (and of where its items would
    /// start when it has none).
    private let firstItem: [Int]
    /// The position in ``elements`` of each section's header and footer, nil for none.
    private let headers: [Int?], footers: [Int?]
    /// The top of each section (its header's top, else its first item's), for the section's extent.
    package let sectionTops: [CGFloat]
    /// The index over the elements' frames.
    private let index: SpatialIndex

    /// Lays out `environment`'s sections with `configuration` (`environment` sanitized).
    init(configuration: StackedSectionsLayout.Configuration, environment: LayoutEnvironment) {
        self.environment = environment
        let container = environment.availableSize
        var elements: [LayoutAttributes] = [], firstItem: [Int] = [], tops: [CGFloat] = []
        var headers: [Int?] = [], footers: [Int?] = []
        elements.reserveCapacity(environment.totalItemCount + 2 * environment.numberOfSections)
        var y: CGFloat = 0
        for section in 0..<environment.numberOfSections {
            let spec = configuration.section(section)
            tops.append(y)
            if spec.hasHeader {
                let height = environment.headerHeight(inSection: section, estimate: spec.headerHeight)
                headers.append(elements.count)
                elements.append(
                    LayoutAttributes(
                        index: ElementIndex(section, 0), kind: .header,
                        frame: CGRect(x: 0, y: y, width: container.width, height: height)))
                y += height
            } else {
                headers.append(nil)
            }
            let count = environment.numberOfItems(inSection: section)
            let placed = spec.layout.attributes(
                across: container.width, height: container.height, itemCount: count,
                itemSizes: Self.sizes(inSection: section, count: count, from: environment.itemSizes))
            firstItem.append(elements.count)
            for var cell in placed.cells {
                cell.index = ElementIndex(section, cell.index.item)
                cell.center.y += y
                elements.append(cell)
            }
            y += placed.size.height
            if spec.hasFooter {
                let height = environment.footerHeight(inSection: section, estimate: spec.footerHeight)
                footers.append(elements.count)
                elements.append(
                    LayoutAttributes(
                        index: ElementIndex(section, 0), kind: .footer,
                        frame: CGRect(x: 0, y: y, width: container.width, height: height)))
                y += height
            } else {
                footers.append(nil)
            }
        }
        if environment.layoutDirection == .rightToLeft {
            // Mirrored as every layout of the engine mirrors itself: about the container's middle.
            for i in elements.indices { elements[i].center.x = container.width - elements[i].center.x }
        }
        self.elements = elements
        self.firstItem = firstItem
        self.headers = headers
        self.footers = footers
        sectionTops = tops
        contentSize = CGSize(width: container.width, height: y)
        index = SpatialIndex(frames: elements.map(\.frame), axis: .vertical)
    }

    /// Item `i`'s size of `section` in `sizes`, for the `count` items of the section; empty when
    /// the data gives none.
    static func sizes(inSection section: Int, count: Int, from sizes: ItemSizes) -> [CGSize] {
        if case .none = sizes { return [] }
        return (0..<count).map { sizes.size(at: ElementIndex(section, $0)) ?? .zero }
    }

    /// Visits the elements whose frames overlap `rect`, in stacking order.
    package func forEachElement(in rect: CGRect, _ body: (LayoutAttributes) -> Bool) -> Bool {
        index.forEachPosition(overlapping: rect) { body(elements[$0]) }
    }

    /// The attributes of the item at `index`, or nil when there is none.
    package func attributes(for index: ElementIndex) -> LayoutAttributes? {
        guard environment.contains(index) else { return nil }
        return elements[firstItem[index.section] + index.item]
    }

    /// The header (`ElementKind.headerKind`) or footer of section `index.section` (item 0), or nil
    /// when the section has none.
    package func supplementaryAttributes(ofKind kind: String, at index: ElementIndex) -> LayoutAttributes? {
        guard index.item == 0, headers.indices.contains(index.section) else { return nil }
        let position: Int? =
            switch kind {
            case ElementKind.headerKind: headers[index.section]
            case ElementKind.footerKind: footers[index.section]
            default: nil
            }
        return position.map { elements[$0] }
    }

    /// Moves the visible area (nothing is laid out again: the stack does not depend on it).
    package mutating func updateContentOffset(_ offset: CGPoint) {
        environment.updateContentOffset(offset)
    }

    /// The stack scrolls vertically.
    package var scrollAxis: ScrollAxis { .vertical }
}
