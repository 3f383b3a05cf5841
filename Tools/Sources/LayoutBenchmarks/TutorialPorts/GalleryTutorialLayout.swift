@_spi(Tools) import CollectionLayouts
import Foundation

/// A faithful port of the gallery layout of “Creating custom layouts for UICollectionView”, to measure against: one
/// header at the top a
/// quarter of the item height tall; per item, a new random width between the minimum and the
/// maximum (whole points, like `arc4random_uniform`) while more than 1.5 × the maximum width is
/// left in the row, otherwise the rest of the row; integral frames; one attributes object per
/// element in a dictionary keyed by strings such as `"0_12"`; and `elements(in:)` a filter over
/// every key (the article's `NSPredicate` on `allKeys`, then `objectsForKeys`).
///
/// The random numbers come from a seeded generator whose state carries over from one prepare to
/// the next, as `arc4random` does: every prepare draws new widths, so the grid reshuffles.
struct GalleryTutorialLayout {
    final class Attributes {
        let section: Int
        let item: Int
        let isHeader: Bool
        var frame: CGRect
        init(section: Int, item: Int, isHeader: Bool, frame: CGRect) {
            self.section = section
            self.item = item
            self.isHeader = isHeader
            self.frame = frame
        }
    }

    let horizontalInset: CGFloat = 15
    let verticalInset: CGFloat = 15
    let minimumItemWidth: CGFloat = 150
    let maximumItemWidth: CGFloat = 300
    let itemHeight: CGFloat = 250
    private(set) var layoutAttributes: [String: Attributes] = [:]
    private(set) var contentSize = CGSize.zero
    private var randomState: UInt64

    init(seed: UInt64 = 0) {
        randomState = seed
    }

    mutating func prepare(width: CGFloat, itemCounts: [Int]) {
        layoutAttributes = [:]
        let headerHeight = itemHeight / 4
        layoutAttributes[headerKey(section: 0, item: 0)] = Attributes(
            section: 0, item: 0, isHeader: true, frame: CGRect(x: 0, y: 0, width: width, height: headerHeight))
        var yOffset = headerHeight
        for (section, numberOfItems) in itemCounts.enumerated() {
            var xOffset = horizontalInset
            for item in 0..<numberOfItems {
                var itemSize = CGSize.zero
                var increaseRow = false
                if width - xOffset > maximumItemWidth * 1.5 {
                    itemSize = CGSize(width: randomWidth(), height: itemHeight)
                } else {
                    itemSize = CGSize(width: width - xOffset - horizontalInset, height: itemHeight)
                    increaseRow = true
                }
                layoutAttributes[key(section: section, item: item)] = Attributes(
                    section: section, item: item, isHeader: false,
                    frame: CGRect(x: xOffset, y: yOffset, width: itemSize.width, height: itemSize.height).integral)
                xOffset += itemSize.width + horizontalInset
                if increaseRow && !(item == numberOfItems - 1 && section == itemCounts.count - 1) {
                    yOffset += verticalInset + itemHeight
                    xOffset = horizontalInset
                }
            }
        }
        yOffset += itemHeight
        contentSize = CGSize(width: width, height: yOffset + verticalInset)
    }

    func elements(in rect: CGRect) -> [Attributes] {
        layoutAttributes.keys.filter { layoutAttributes[$0]!.frame.intersects(rect) }.map { layoutAttributes[$0]! }
    }

    /// The cell frame of an item, for comparing prepares.
    func frame(section: Int, item: Int) -> CGRect? {
        layoutAttributes[key(section: section, item: item)]?.frame
    }

    private mutating func randomWidth() -> CGFloat {
        let range = UInt64(maximumItemWidth - minimumItemWidth + 1)
        return minimumItemWidth + CGFloat(nextRandom() % range)
    }

    private mutating func nextRandom() -> UInt64 {
        randomState &+= 1
        return ItemHash.mix(randomState)
    }

    private func key(section: Int, item: Int) -> String { "\(section)_\(item)" }
    private func headerKey(section: Int, item: Int) -> String { "s_\(section)_\(item)" }
}
