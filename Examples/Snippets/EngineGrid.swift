import CoreGraphics
import CollectionLayouts

/// A staggered grid with the engine alone: what one screen shows.
func gridScreen() throws -> [LayoutAttributes] {
    let layout = StaggeredGridLayout(
        configuration: try .init(
            itemSize: CGSize(width: 100, height: 90), spacing: 10, staggerFraction: 0.5, scrollAxis: .horizontal))
    let prepared = layout.prepare(in: LayoutEnvironment(boundsSize: CGSize(width: 375, height: 667), itemCounts: [60]))
    return prepared.elements(in: CGRect(x: 0, y: 0, width: 375, height: 667))
}
