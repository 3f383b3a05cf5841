#if !FUZZ_SINGLE_MODULE
@_spi(Tools) import CollectionLayouts  // for LayoutKind: an SPI import holds in its own file only
#endif
import Foundation

extension LayoutFuzzTarget {
    /// The staggered grid: stores no frames, so a full 100,000 items per input.
    /// Appending items moves none left to right. Right to left the grid is mirrored in its
    /// content width, which grows with the columns of a horizontal grid and, in a vertical one,
    /// while the widest section has fewer items than the lanes: then every item moves.
    public static let grid = LayoutFuzzTarget(
        kind: .grid, restsOnNearestCell: true,
        updateCheck: { before, after in
            guard before.environment.layoutDirection == .leftToRight else { return nil }
            return itemsKeepTheirPlace(before, after, exceptLast: 0)
        }
    ) { (reader: inout ByteReader) throws(LayoutError) in
        StaggeredGridLayout(
            configuration: try StaggeredGridLayout.Configuration(
                itemSize: reader.lengthSize(typical: 1...300, least: Validate.minimumItemLength),
                spacing: reader.length(typical: 0...40), staggerFraction: reader.double(typical: 0...1),
                scrollAxis: reader.axis(), insets: reader.lengthInsets()))
    }
}
