import Foundation

/// A faithful port of the contacts layout (`ContactsCollectionViewLayout`) of a book chapter on pre-calculating a
/// layout, to measure against: integer maths as in the
/// article, one attributes object created per item in `prepare`, and `elements(in:)` a linear
/// scan over all of them (the usual `layoutAttributes.filter { $0.frame.intersects(rect) }`).
struct ContactsTutorialLayout {
    typealias Attributes = TutorialAttributes

    let itemSize = CGSize(width: 100, height: 90)
    let itemSpacing: CGFloat = 10
    private(set) var layoutAttributes: [Attributes] = []
    private(set) var contentSize = CGSize.zero

    mutating func prepare(boundsHeight: CGFloat, numberOfItems: Int) {
        let availableHeight = Int(boundsHeight + itemSpacing)
        let itemHeight = Int(itemSize.height + itemSpacing)
        let numberOfRows = availableHeight / itemHeight
        let numberOfColumns = Int(ceil(CGFloat(numberOfItems) / CGFloat(numberOfRows)))
        layoutAttributes.removeAll()
        layoutAttributes = (0..<numberOfItems).map { itemIndex in
            let row = itemIndex % numberOfRows
            let column = itemIndex / numberOfRows
            var xPosition = column * Int(itemSize.width + itemSpacing)
            if row % 2 == 1 {
                xPosition += Int(itemSize.width / 2)
            }
            let yPosition = row * Int(itemSize.height + itemSpacing)
            return Attributes(
                item: itemIndex,
                frame: CGRect(
                    x: CGFloat(xPosition), y: CGFloat(yPosition),
                    width: itemSize.width, height: itemSize.height))
        }
        contentSize = CGSize(
            width: CGFloat(numberOfColumns) * (itemSize.width + itemSpacing) + itemSize.width / 2,
            height: CGFloat(numberOfRows) * (itemSize.height + itemSpacing))
    }

    func elements(in rect: CGRect) -> [Attributes] {
        layoutAttributes.filter { $0.frame.intersects(rect) }
    }
}
