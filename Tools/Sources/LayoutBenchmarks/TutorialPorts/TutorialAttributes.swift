import Foundation

/// One item's attributes in the tutorial ports that keep only a frame (circles, contacts, paging):
/// an object per item, as the articles' `UICollectionViewLayoutAttributes` are, so that the ports
/// pay for the allocations the articles pay for.
final class TutorialAttributes {
    let item: Int
    var frame: CGRect

    init(item: Int, frame: CGRect) {
        self.item = item
        self.frame = frame
    }
}
