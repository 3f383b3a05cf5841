import Foundation
#if !FUZZ_SINGLE_MODULE
@_spi(Tools) import CollectionLayouts  // the prepared layouts' pitch and slots
#endif

extension LayoutFuzzTarget {
    /// The carousel, plain and endless: it snaps an item to the middle.
    public static let carousel = LayoutFuzzTarget(
        name: "carousel", standard: CarouselLayout(),
        snapCheck: { layout, target in
            guard let carousel = layout as? PreparedCarousel, carousel.slotCount > 0 else { return nil }
            let page = carousel.pagePosition(at: target)
            if abs(page - page.rounded()) > 1e-6 * Swift.max(1, abs(page)) {
                return "rests between items, at page \(page)"
            }
            return carousel.centeredItem(at: target) == nil ? "rests on no item" : nil
        }
    ) { (reader: inout ByteReader) throws(LayoutError) in
        let itemSize: CarouselLayout.ItemSize =
            reader.byte() % 4 == 0
            ? .fractionOfBounds(width: reader.double(typical: 0...1.2), height: reader.double(typical: 0...1.2))
            : .absolute(reader.size(typical: 1...400))
        return CarouselLayout(
            configuration: try CarouselLayout.Configuration(
                itemSize: itemSize, spacing: reader.double(typical: 0...40), scrollAxis: reader.axis(),
                sideItemScale: reader.bool() ? 1 : reader.double(typical: 0...1),
                sideItemAlpha: reader.bool() ? 1 : reader.double(typical: 0...1),
                wraps: reader.bool(), maximumItemsPerFling: reader.bool() ? nil : reader.int(in: -2...10),
                flickVelocity: reader.double(typical: 0...2),
                decelerationRate: DecelerationRate(rawValue: reader.double(typical: 0.9...1))))
    }
}
