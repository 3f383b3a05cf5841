@_spi(Tools) import CollectionLayouts
import Foundation

/// A faithful port of `CirclesLayout` from “Making of Early – Circles Layout” (the Early Game Alarm app), to measure
/// against.
///
/// As in the article's Objective-C: `float` positions and distances, insets of 20, a position
/// increment of 5 points, a minimum space of 10 between circles, and each circle checked only
/// against its 4 predecessors (`kMaxPredecessorNum`). A circle starts where the previous one
/// started plus half its own width, on the same row; it moves right 5 points at a time, wrapping to
/// the left inset and 5 points down when its right edge passes the right inset; the first position
/// that clears the 4 predecessors wins. Attributes are objects kept in a dictionary keyed by index
/// (the article's `NSMutableDictionary` keyed by `NSIndexPath`), looked up for every predecessor
/// check, and `elements(in:)` enumerates all of them. Only section 0 is laid out.
///
/// With `framesInArray` the same placement reads the predecessors' frames from an array instead of
/// the dictionary: the method's own cost without the article's bookkeeping, a stricter baseline.
///
/// Its flaws are kept on purpose: circles older than 4 predecessors are never checked, so wider
/// containers overlap them; a circle wider than the room is placed sticking out past the right
/// inset (or, when its starting position happens to clear the predecessors, past the edge).
struct CirclesTutorialLayout {
    typealias Attributes = TutorialAttributes

    // #define kPositionIncrement 5, kMinSpaceBetweenCircles 10, kMaxPredecessorNum 4
    static let positionIncrement: Float = 5
    static let minSpaceBetweenCircles: Float = 10
    static let maxPredecessorNum = 4

    /// `UIEdgeInsetsMake(20, 20, 20, 20)`.
    let viewInsets = (top: CGFloat(20), left: CGFloat(20), bottom: CGFloat(20), right: CGFloat(20))
    private(set) var layoutInfo: [Int: Attributes] = [:]
    /// Whether predecessors are read from `placed` rather than the dictionary. The default is false.
    var framesInArray = false
    private var placed: [CGRect] = []
    private(set) var contentHeight: Float = 0
    private var initialX: Float = 0
    private var initialY: Float = 0
    private var boundsWidth: CGFloat = 0
    private var diameters: [CGFloat] = []

    /// `prepareLayout` for a collection view `boundsWidth` wide showing `numberOfItems` items whose
    /// sizes (`sizeForItemAtIndexPath`) are `diameters` repeated.
    mutating func prepare(boundsWidth: CGFloat, diameters: [CGFloat], numberOfItems: Int) {
        self.boundsWidth = boundsWidth
        self.diameters = diameters
        var newLayoutInfo: [Int: Attributes] = [:]
        placed.removeAll(keepingCapacity: true)
        contentHeight = Float(viewInsets.top)
        initialX = Float(viewInsets.left)
        initialY = Float(viewInsets.top)
        for item in 0..<numberOfItems {
            let itemAttributes = Attributes(item: item, frame: .zero)
            itemAttributes.frame = frameForCircle(at: item, layoutInfo: newLayoutInfo)
            newLayoutInfo[item] = itemAttributes
            if framesInArray { placed.append(itemAttributes.frame) }
            contentHeight = Swift.max(
                contentHeight, Float(itemAttributes.frame.origin.y + itemAttributes.frame.size.height))
        }
        contentHeight += Float(viewInsets.bottom)
        layoutInfo = newLayoutInfo
    }

    /// `collectionViewContentSize`.
    var contentSize: CGSize { CGSize(width: boundsWidth, height: CGFloat(contentHeight)) }

    /// `layoutAttributesForElementsInRect:`: every attributes object whose frame intersects `rect`.
    func elements(in rect: CGRect) -> [Attributes] {
        layoutInfo.values.filter { rect.intersects($0.frame) }
    }

    /// Every frame, in item order.
    var frames: [CGRect] { (0..<layoutInfo.count).map { layoutInfo[$0]!.frame } }

    private func sizeForItem(at item: Int) -> CGSize {
        let d = diameters[item % diameters.count]
        return CGSize(width: d, height: d)
    }

    private mutating func frameForCircle(at item: Int, layoutInfo newLayoutInfo: [Int: Attributes]) -> CGRect {
        var originX = initialX, originY = initialY
        let width = Float(sizeForItem(at: item).width)
        var circle = CGRect(x: CGFloat(originX), y: CGFloat(originY), width: CGFloat(width), height: CGFloat(width))
        while !distanceCondition(circle, at: item, layoutInfo: newLayoutInfo) {
            originX += Self.positionIncrement
            if CGFloat(originX + width) + viewInsets.right > boundsWidth {
                originX = Float(viewInsets.left)
                originY += Self.positionIncrement
            }
            circle = CGRect(x: CGFloat(originX), y: CGFloat(originY), width: CGFloat(width), height: CGFloat(width))
        }
        // Set initial X and Y for the next circle.
        initialX = originX + width / 2
        initialY = originY
        return CGRect(x: CGFloat(originX), y: CGFloat(originY), width: CGFloat(width), height: CGFloat(width))
    }

    private func distanceCondition(_ circle: CGRect, at item: Int, layoutInfo newLayoutInfo: [Int: Attributes]) -> Bool
    {
        var condition = true
        let numPredecessors = Swift.min(item, Self.maxPredecessorNum)
        if numPredecessors >= 1 {
            for i in 1...numPredecessors {
                let predecessor = Swift.max(item - i, 0)
                let frame = framesInArray ? placed[predecessor] : newLayoutInfo[predecessor]!.frame
                condition = condition && distanceBetween(circle, frame, isLargerThan: Self.minSpaceBetweenCircles)
            }
        }
        return condition
    }

    private func distanceBetween(_ circle1: CGRect, _ circle2: CGRect, isLargerThan delta: Float) -> Bool {
        let r1 = Float(circle1.size.width / 2)
        let cx1 = Float(circle1.origin.x) + r1
        let cy1 = Float(circle1.origin.y) + r1
        let r2 = Float(circle2.size.width / 2)
        let cx2 = Float(circle2.origin.x) + r2
        let cy2 = Float(circle2.origin.y) + r2
        // C's pow and sqrt work in double; the result is stored in a float.
        let d = Float(sqrt(pow(Double(cx1 - cx2), 2) + pow(Double(cy1 - cy2), 2)))
        return d >= r1 + r2 + delta
    }
}
