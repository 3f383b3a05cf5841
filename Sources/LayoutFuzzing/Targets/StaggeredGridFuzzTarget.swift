import Foundation

extension LayoutFuzzTarget {
    /// The staggered grid: stores no frames, so a full 100,000 items per input.
    /// Appending items moves none left to right. Right to left the grid is mirrored in its
    /// content width, which grows with the columns of a horizontal grid and, in a vertical one,
    /// while the widest section has fewer items than the lanes: then every item moves.
    public static let staggeredGrid = LayoutFuzzTarget(
        name: "grid", standard: StaggeredGridLayout(), restsOnNearestCell: true,
        appendCheck: { before, after in
            guard before.environment.layoutDirection == .leftToRight else { return nil }
            return itemsKeepTheirPlace(before, after, exceptLast: 0)
        }
    ) { (reader: inout ByteReader) throws(LayoutError) in
        StaggeredGridLayout(
            configuration: try StaggeredGridLayout.Configuration(
                itemSize: reader.size(typical: 1...300), spacing: reader.double(typical: 0...40),
                staggerFraction: reader.double(typical: 0...1), scrollAxis: reader.axis(),
                insets: reader.insets()))
    }
}
