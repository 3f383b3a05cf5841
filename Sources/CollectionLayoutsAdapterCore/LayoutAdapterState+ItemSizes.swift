import CollectionLayouts
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension LayoutAdapterState {
    /// The item sizes a prepare reads from the app, by the engine's index, as every front decides
    /// them: the front's closure (`itemSizeProvider`) when the app set one, else its size delegate's
    /// answer, else nil (the layout's own sizes). Both take the front's index path, section then
    /// item.
    @MainActor
    package static func itemSize(
        provider: (@MainActor (IndexPath) -> CGSize)?, delegate: (@MainActor (IndexPath) -> CGSize)?
    ) -> ItemSize? {
        guard let ask = provider ?? delegate else { return nil }
        return { ask(IndexPath($0)) }
    }
}
