import CoreGraphics
import CollectionLayouts

/// Circle packing with the engine alone: prepare once per data or width change, then query.
func visibleAlarms(diameters: [CGFloat], visibleRect: CGRect) throws -> [LayoutAttributes] {
    let layout = CirclePackLayout(
        configuration: try .init(
            insets: LayoutInsets(all: 20), spacing: 10,  // the defaults, as in "Making of Early – Circles Layout"
            defaultDiameter: 100,  // for items without a size
            ordering: .readingOrder))  // or .dense
    let prepared = layout.prepare(
        in: LayoutEnvironment(
            boundsSize: CGSize(width: 375, height: 667), itemCounts: [diameters.count],
            itemSizes: .perSection([diameters.map { CGSize(width: $0, height: $0) }])))
    return prepared.elements(in: visibleRect)  // O(log n + k) through a spatial index
}
