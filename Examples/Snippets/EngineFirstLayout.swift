import CoreGraphics
import CollectionLayouts

/// A layout with the engine alone: prepare a carousel for a phone-sized container, then ask it
/// what a collection view would.
func firstLayout() -> [LayoutAttributes] {
    let layout = CarouselLayout(configuration: .standard)
    let prepared = layout.prepare(
        in: LayoutEnvironment(boundsSize: CGSize(width: 390, height: 844), itemCounts: [20]))
    return prepared.elements(in: CGRect(x: 0, y: 0, width: 390, height: 844))
}
