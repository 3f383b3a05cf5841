#if !FUZZ_SINGLE_MODULE
import CollectionLayouts
#endif
import Foundation

extension LayoutFuzzTarget {
    /// The staggered grid: stores no frames, so a full 100,000 items per input.
    public static let staggeredGrid = LayoutFuzzTarget(name: "grid", standard: StaggeredGridLayout(), restsOnNearestCell: true) { (reader: inout ByteReader) throws(LayoutError) in
        StaggeredGridLayout(configuration: try StaggeredGridLayout.Configuration(
            itemSize: reader.size(typical: 1...300), spacing: reader.double(typical: 0...40),
            staggerFraction: reader.double(typical: 0...1), scrollAxis: reader.axis(),
            insets: reader.insets()))
    }
}
