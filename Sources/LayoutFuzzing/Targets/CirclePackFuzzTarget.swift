import Foundation

extension LayoutFuzzTarget {
    /// Circle packing: prepare is O(n) with a larger constant than the other layouts: 20,000 equal
    /// circles with no spacing took 11 s in a debug build and 21 s under ASan, past libFuzzer's
    /// timeout, and 910 circles of wildly mixed diameters 0.35 s in a release build, so an input
    /// holds at most 500, which still fills the front (256) and the rewind window (large counts
    /// are covered by the benchmark).
    /// Appending items moves no circle but the last, which is placed again looking ahead.
    public static let circlePack = LayoutFuzzTarget(
        name: "circles", standard: CirclePackLayout(), maximumItems: 500, restsOnNearestCell: true,
        appendCheck: { before, after in itemsKeepTheirPlace(before, after, exceptLast: 1) }
    ) {
        (reader: inout ByteReader) throws(LayoutError) in
        CirclePackLayout(
            configuration: try CirclePackLayout.Configuration(
                insets: reader.insets(), spacing: reader.double(typical: 0...30),
                defaultDiameter: reader.double(typical: 1...300),
                ordering: reader.bool() ? .readingOrder : .dense))
    }
}
