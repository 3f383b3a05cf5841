import Foundation

/// A faithful port of `CircularCollectionViewLayout` from “UICollectionView Custom Layout Tutorial: A Spinning Wheel”,
/// to measure against:
/// `prepare` (called on every scroll, as `shouldInvalidateLayout` returns true) recomputes θ, the
/// visible index range, and one attributes object per visible item into a stored array, and
/// `elements(in:)` returns that whole array. It crashes with zero items, as the article's does.
struct WheelTutorialLayout {
    final class Attributes {
        let item: Int
        var size = CGSize.zero
        var center = CGPoint.zero
        var anchorPoint = CGPoint(x: 0.5, y: 0.5)
        var zIndex = 0
        var rotation: CGFloat = 0
        var angle: CGFloat = 0 {
            didSet {
                zIndex = Int(angle * 1_000_000)
                rotation = angle
            }
        }
        init(item: Int) { self.item = item }
    }

    let itemSize = CGSize(width: 133, height: 173)
    var radius: CGFloat = 500
    private(set) var attributesList: [Attributes] = []

    var anglePerItem: CGFloat { atan(itemSize.width / radius) }

    func contentSize(numberOfItems: Int, bounds: CGSize) -> CGSize {
        CGSize(width: CGFloat(numberOfItems) * itemSize.width, height: bounds.height)
    }

    func angleAtExtreme(numberOfItems: Int) -> CGFloat {
        numberOfItems > 0 ? -CGFloat(numberOfItems - 1) * anglePerItem : 0
    }

    func angle(offsetX: CGFloat, bounds: CGSize, numberOfItems: Int) -> CGFloat {
        angleAtExtreme(numberOfItems: numberOfItems) * offsetX
            / (contentSize(numberOfItems: numberOfItems, bounds: bounds).width - bounds.width)
    }

    mutating func prepare(offset: CGPoint, bounds: CGSize, numberOfItems: Int) {
        let centerX = offset.x + bounds.width / 2
        let anchorPointY = ((itemSize.height / 2) + radius) / itemSize.height
        let theta = atan2(bounds.width / 2, radius + (itemSize.height / 2) - (bounds.height / 2))
        let angle = angle(offsetX: offset.x, bounds: bounds, numberOfItems: numberOfItems)
        var startIndex = 0
        var endIndex = numberOfItems - 1
        if angle < -theta {
            startIndex = Int(floor((-theta - angle) / anglePerItem))
        }
        endIndex = min(endIndex, Int(ceil((theta - angle) / anglePerItem)))
        if endIndex < startIndex {
            endIndex = 0
            startIndex = 0
        }
        let midY = offset.y + bounds.height / 2
        attributesList = (startIndex...endIndex).map { i in
            let attributes = Attributes(item: i)
            attributes.size = itemSize
            attributes.center = CGPoint(x: centerX, y: midY)
            attributes.angle = angle + anglePerItem * CGFloat(i)
            attributes.anchorPoint = CGPoint(x: 0.5, y: anchorPointY)
            return attributes
        }
    }

    func elements(in rect: CGRect) -> [Attributes] {
        attributesList
    }
}
