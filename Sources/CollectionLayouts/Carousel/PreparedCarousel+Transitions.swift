import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension PreparedCarousel {
    /// An item grows from the side items' scale (``CarouselLayout/Configuration/sideItemScale``)
    /// as it fades in: inserted at the resting position, it comes in as a side item would; with
    /// no side scale (1, the default), it fades in place.
    public var automaticCellTransition: ElementTransition { .scale(configuration.sideItemScale) }
}
