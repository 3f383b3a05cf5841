import Foundation

/// A faithful port of the paging layout of “Making of Early – Paging Layout”, to measure against: a horizontal flow
/// layout
/// (one attributes object per item, made in `prepare`, as `UICollectionViewFlowLayout` does),
/// `elements(in:)` a linear scan over all of them, the collection view's content inset of
/// `(boundsWidth − itemWidth) / 2` on both sides, and the article's snapping: the item nearest the
/// proposed offset among those in the proposed rect, one page more when the fling points the other
/// way, with the page width taken as item width plus line spacing.
struct PagingTutorialLayout {
    typealias Attributes = TutorialAttributes

    let itemSize: CGSize
    let minimumLineSpacing: CGFloat
    private(set) var boundsSize = CGSize.zero
    private(set) var layoutAttributes: [Attributes] = []
    private(set) var contentSize = CGSize.zero
    /// The inset the view controller sets on the collection view.
    private(set) var inset: CGFloat = 0

    init(itemSize: CGSize, minimumLineSpacing: CGFloat) {
        self.itemSize = itemSize
        self.minimumLineSpacing = minimumLineSpacing
    }

    mutating func prepare(boundsSize: CGSize, numberOfItems: Int) {
        self.boundsSize = boundsSize
        inset = (boundsSize.width - itemSize.width) / 2
        let y = (boundsSize.height - itemSize.height) / 2
        layoutAttributes.removeAll()
        layoutAttributes = (0..<numberOfItems).map { item in
            Attributes(
                item: item,
                frame: CGRect(
                    x: CGFloat(item) * (itemSize.width + minimumLineSpacing), y: y,
                    width: itemSize.width, height: itemSize.height))
        }
        contentSize = CGSize(
            width: CGFloat(numberOfItems) * (itemSize.width + minimumLineSpacing) - minimumLineSpacing,
            height: boundsSize.height)
    }

    func elements(in rect: CGRect) -> [Attributes] {
        layoutAttributes.filter { $0.frame.intersects(rect) }
    }

    /// `targetContentOffsetForProposedContentOffset:withScrollingVelocity:` as the article writes it.
    func targetContentOffset(proposed: CGPoint, velocity: CGPoint, current: CGPoint) -> CGPoint {
        let proposedCenterX = proposed.x + boundsSize.width / 2
        let proposedRect = CGRect(x: proposed.x, y: 0, width: boundsSize.width, height: boundsSize.height)
        var candidate: Attributes?
        for attributes in elements(in: proposedRect) {
            guard let best = candidate else {
                candidate = attributes
                continue
            }
            if abs(attributes.frame.midX - proposedCenterX) < abs(best.frame.midX - proposedCenterX) {
                candidate = attributes
            }
        }
        var target = proposed
        target.x = (candidate?.frame.midX ?? 0) - boundsSize.width / 2
        let offset = target.x - current.x
        if (velocity.x < 0 && offset > 0) || (velocity.x > 0 && offset < 0) {
            let pageWidth = itemSize.width + minimumLineSpacing
            target.x += velocity.x > 0 ? pageWidth : -pageWidth
        }
        return target
    }
}
