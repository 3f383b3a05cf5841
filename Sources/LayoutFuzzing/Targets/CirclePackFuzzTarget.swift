#if !FUZZ_SINGLE_MODULE
import CollectionLayouts
#endif
import Foundation

extension LayoutFuzzTarget {
    /// Circle packing: prepare is O(n) with a larger constant (100,000 circles take about a second
    /// in a release build), so an input holds at most 20,000.
    public static let circlePack = LayoutFuzzTarget(name: "circles", standard: CirclePackLayout(), maximumItems: 20_000) {
        (reader: inout ByteReader) throws(LayoutError) in
        CirclePackLayout(configuration: try CirclePackLayout.Configuration(
            insets: reader.insets(), spacing: reader.double(typical: 0...30), defaultDiameter: reader.double(typical: 1...300),
            ordering: reader.bool() ? .readingOrder : .dense))
    }
}
