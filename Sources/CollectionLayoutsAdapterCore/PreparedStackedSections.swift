@_spi(Tools) import CollectionLayouts
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A ``StackedSectionsLayout`` prepared for an environment: every section's header, items and
/// footer, one under another, in content coordinates.
///
/// The elements are kept cells first (in index order, which is stacking order), then headers,
/// then footers, each in section order: the order `forEachElement(in:_:)` promises. A spatial
/// index over their visual bounds makes a rect query O(log n + k) in the usual case.
package struct PreparedStackedSections: PreparedLayout {
    /// The environment prepared for (sanitized).
    package private(set) var environment: LayoutEnvironment
    /// The content's size: the container's width by the sections' total height.
    package let contentSize: CGSize
    /// The cells, then the headers, then the footers.
    private let elements: [LayoutAttributes]
    /// The position in ``elements`` of each section's first item (of where it would be when the
    /// section has none).
    private let firstItem: [Int]
    /// The position in ``elements`` of each section's header and footer, nil for none.
    private let headers: [Int?], footers: [Int?]
    /// The index over the elements' visual bounds.
    private let index: SpatialIndex

    /// Lays out `environment`'s sections with `configuration` (`environment` sanitized).
    init(configuration: StackedSectionsLayout.Configuration, environment: LayoutEnvironment) {
        self.environment = environment
        let container = environment.availableSize
        var cells: [LayoutAttributes] = [], firstItem: [Int] = []
        var headerElements: [LayoutAttributes] = [], footerElements: [LayoutAttributes] = []
        var headerOf: [Int?] = [], footerOf: [Int?] = []
        cells.reserveCapacity(environment.totalItemCount)
        var y: CGFloat = 0
        /// Stacks a header or footer `height` high at `y` as wide as the container, and returns its
        /// position among its kind's elements.
        func band(_ kind: ElementKind, _ height: CGFloat, _ section: Int) -> Int {
            let element = LayoutAttributes(
                index: ElementIndex(section, 0), kind: kind,
                frame: CGRect(x: 0, y: y, width: container.width, height: height))
            y += height
            if kind == .header {
                headerElements.append(element)
                return headerElements.count - 1
            }
            footerElements.append(element)
            return footerElements.count - 1
        }
        for section in 0..<environment.numberOfSections {
            let spec = configuration.section(section)
            headerOf.append(
                spec.hasHeader
                    ? band(.header, environment.headerHeight(inSection: section, estimate: spec.headerHeight), section)
                    : nil)
            let count = environment.numberOfItems(inSection: section)
            let placed = spec.layout.attributes(
                across: container.width, itemCount: count,
                itemSizes: Self.sizes(inSection: section, count: count, from: environment.itemSizes))
            firstItem.append(cells.count)
            for var cell in placed.cells {
                cell.index = ElementIndex(section, cell.index.item)
                cell.center.y += y
                cells.append(cell)
            }
            y += placed.size.height
            footerOf.append(
                spec.hasFooter
                    ? band(.footer, environment.footerHeight(inSection: section, estimate: spec.footerHeight), section)
                    : nil)
        }
        var elements = cells + headerElements + footerElements
        if environment.layoutDirection == .rightToLeft {
            // Mirrored as every layout of the engine mirrors itself: about the container's middle.
            for i in elements.indices { elements[i].center.x = container.width - elements[i].center.x }
        }
        self.elements = elements
        self.firstItem = firstItem
        headers = headerOf.map { $0.map { $0 + cells.count } }
        footers = footerOf.map { $0.map { $0 + cells.count + headerElements.count } }
        contentSize = CGSize(width: container.width, height: y)
        index = SpatialIndex(frames: elements.map(\.visualBounds), axis: .vertical)
    }

    /// Item `i`'s size of `section` in `sizes`, for the `count` items of the section; empty when
    /// the data gives none.
    static func sizes(inSection section: Int, count: Int, from sizes: ItemSizes) -> [CGSize] {
        if case .none = sizes { return [] }
        return (0..<count).map { sizes.size(at: ElementIndex(section, $0)) ?? .zero }
    }

    /// Visits the elements whose visual bounds overlap `rect`: cells, then headers, then footers,
    /// each in index order.
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
