import CollectionLayouts
import Foundation

extension PreparedCarousel {
    /// The content offset to start at with the item at `indexPath` centred (with wrapping, its
    /// instance in the middle of the content), or nil for an index path that is not a section and
    /// an item: the carousel classes' `startingContentOffset(centering:)` in every front.
    package func startingContentOffset(centering indexPath: IndexPath) -> CGPoint? {
        ElementIndex(indexPath).flatMap { startingContentOffset(centering: $0) }
    }
}
