#if os(Linux)
import Foundation

/// Not UIKit: a scriptable collection view that drives its layout the way UICollectionView does,
/// so that tests on Linux can run a `UICollectionViewLayout` subclass through a scroll session.
///
/// What it does, in UIKit's order:
/// - a **layout pass** (``performLayoutPass()``): `prepare()` if the layout was invalidated, then
///   `collectionViewContentSize`, then `layoutAttributesForElements(in:)` for the visible rect;
/// - a **bounds change** (scrolling sets `contentOffset`, i.e. `bounds.origin`; rotating sets the
///   size): `shouldInvalidateLayout(forBoundsChange:)` with the new bounds, and if true
///   `invalidationContext(forBoundsChange:)` and `invalidateLayout(with:)`; then the bounds change
///   and a layout pass runs;
/// - a **data change** (``reloadData(itemCounts:)``): `invalidateLayout(with:)` with a context whose
///   `invalidateEverything` and `invalidateDataSourceCounts` are true, then a layout pass;
/// - a **batch update** (``performBatchUpdates(itemCounts:_:)``): `invalidateLayout(with:)` with a
///   context whose `invalidateDataSourceCounts` is true (and `invalidateEverything` false), then
///   `prepare()`, then `prepare(forCollectionViewUpdates:)` with the update items, the layout
///   pass's queries, and `finalizeCollectionViewUpdates()`;
/// - a **fling** (``fling(velocity:)``): the offset where the fling would rest on its own
///   (v · rate / (1 − rate) per axis, velocity in points per millisecond) goes to
///   `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`, then the view scrolls
///   to the answer in a few bounds changes, as an animation would;
/// - a layout-direction or inset change: `invalidateLayout()`, then a layout pass.
///
/// Every call it makes to the layout is recorded in ``events``.
@MainActor
public final class FakeCollectionView: UICollectionView {
    /// A call the fake made to its layout.
    public enum Event: Hashable, Sendable {
        case prepare
        case contentSize
        case elements(in: CGRect)
        case shouldInvalidate(forBoundsChange: CGRect, answer: Bool)
        case invalidationContext(forBoundsChange: CGRect)
        case invalidate(everything: Bool, dataSourceCounts: Bool)
        case targetContentOffset(proposed: CGPoint, velocity: CGPoint, answer: CGPoint)
        case prepareForUpdates([Update])
        case finalizeUpdates
    }

    /// One change of a batch update, as the test describes it; the fake turns it into a
    /// `UICollectionViewUpdateItem`.
    public enum Update: Hashable, Sendable {
        /// Items inserted at these index paths (after the update).
        case insertItems([IndexPath])
        /// A section inserted at this index (after the update).
        case insertSection(Int)
        /// Items deleted from these index paths (before the update).
        case deleteItems([IndexPath])
        /// Items reloaded at these index paths.
        case reloadItems([IndexPath])
        /// An item moved.
        case moveItem(from: IndexPath, to: IndexPath)
    }

    /// The number of items in each section.
    public private(set) var itemCounts: [Int]
    /// The safe area that `adjustedContentInset` adds to `contentInset`. The default is zero.
    public var safeArea: UIEdgeInsets = .zero {
        didSet { invalidateAndLayOut() }
    }
    /// The layout direction the view reports. The default is left to right.
    public var layoutDirection: UIUserInterfaceLayoutDirection = .leftToRight {
        didSet { invalidateAndLayOut() }
    }
    /// The attributes of the last layout pass.
    public private(set) var visibleAttributes: [UICollectionViewLayoutAttributes] = []
    /// The content size read in the last layout pass.
    public private(set) var lastContentSize: CGSize = .zero
    /// Every call made to the layout, in order.
    public private(set) var events: [Event] = []
    /// How many bounds changes a fling's scroll to its target takes. The default is 4.
    public var animationSteps = 4

    /// Creates a view of `size` scrolled to `contentOffset`, showing `itemCounts`, and runs a first
    /// layout pass.
    public init(size: CGSize, layout: UICollectionViewLayout, itemCounts: [Int], contentOffset: CGPoint = .zero,
                contentInset: UIEdgeInsets = .zero, safeArea: UIEdgeInsets = .zero,
                layoutDirection: UIUserInterfaceLayoutDirection = .leftToRight) {
        self.itemCounts = itemCounts
        self.safeArea = safeArea
        self.layoutDirection = layoutDirection
        super.init(frame: CGRect(origin: .zero, size: size), collectionViewLayout: layout)
        self.contentInset = contentInset
        bounds.origin = contentOffset
        performLayoutPass()
    }

    public override var numberOfSections: Int { itemCounts.count }

    public override func numberOfItems(inSection section: Int) -> Int {
        itemCounts.indices.contains(section) ? itemCounts[section] : 0
    }

    public override var adjustedContentInset: UIEdgeInsets {
        UIEdgeInsets(top: contentInset.top + safeArea.top, left: contentInset.left + safeArea.left,
                     bottom: contentInset.bottom + safeArea.bottom, right: contentInset.right + safeArea.right)
    }

    public override var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { layoutDirection }

    public override var contentInset: UIEdgeInsets {
        didSet { invalidateAndLayOut() }
    }

    /// Bounds changes go through the layout as in UIKit (see the type's documentation).
    public override var bounds: CGRect {
        willSet {
            guard isDriving, newValue != bounds else { return }
            let layout = collectionViewLayout
            let answer = layout.shouldInvalidateLayout(forBoundsChange: newValue)
            events.append(.shouldInvalidate(forBoundsChange: newValue, answer: answer))
            if answer {
                events.append(.invalidationContext(forBoundsChange: newValue))
                let context = layout.invalidationContext(forBoundsChange: newValue)
                invalidate(with: context)
            }
        }
        didSet {
            guard isDriving, oldValue != bounds else { return }
            performLayoutPass()
        }
    }

    /// Whether the view has finished its initializer and drives its layout.
    private var isDriving = false

    /// Runs a layout pass: `prepare()` if the layout was invalidated, then the content size and the
    /// visible elements.
    public func performLayoutPass() {
        isDriving = true
        let layout = collectionViewLayout
        if layoutIsInvalid {
            layoutIsInvalid = false
            events.append(.prepare)
            layout.prepare()
        }
        events.append(.contentSize)
        lastContentSize = layout.collectionViewContentSize
        events.append(.elements(in: bounds))
        visibleAttributes = layout.layoutAttributesForElements(in: bounds) ?? []
    }

    /// Scrolls to `offset` (a bounds change).
    public func scroll(to offset: CGPoint) {
        contentOffset = offset
    }

    /// Changes the view's size, as a rotation does, keeping the content offset (a bounds change).
    public func resize(to size: CGSize) {
        bounds.size = size
    }

    /// Replaces the data and reloads, as `reloadData()` does.
    public func reloadData(itemCounts: [Int]) {
        self.itemCounts = itemCounts
        let context = makeContext()
        context.everything = true
        context.dataSourceCounts = true
        invalidate(with: context)
        performLayoutPass()
    }

    /// Changes the data to `itemCounts` through a batch update, as `performBatchUpdates(_:completion:)`
    /// does with the insert, delete, reload and move calls `updates` describes: invalidates the
    /// data source counts, then `prepare()`, `prepare(forCollectionViewUpdates:)`, the layout
    /// pass's queries and `finalizeCollectionViewUpdates()`, in UIKit's order.
    public func performBatchUpdates(itemCounts: [Int], _ updates: [Update]) {
        self.itemCounts = itemCounts
        let context = makeContext()
        context.dataSourceCounts = true
        invalidate(with: context)
        let layout = collectionViewLayout
        layoutIsInvalid = false
        events.append(.prepare)
        layout.prepare()
        events.append(.prepareForUpdates(updates))
        layout.prepare(forCollectionViewUpdates: updates.flatMap(Self.items(for:)))
        performLayoutPass()
        events.append(.finalizeUpdates)
        layout.finalizeCollectionViewUpdates()
    }

    /// The update items UIKit makes for one change.
    private static func items(for update: Update) -> [UICollectionViewUpdateItem] {
        switch update {
        case .insertItems(let paths):
            return paths.map { UICollectionViewUpdateItem(action: .insert, before: nil, after: $0) }
        case .insertSection(let section):
            return [UICollectionViewUpdateItem(action: .insert, before: nil, after: IndexPath(item: NSNotFound, section: section))]
        case .deleteItems(let paths):
            return paths.map { UICollectionViewUpdateItem(action: .delete, before: $0, after: nil) }
        case .reloadItems(let paths):
            return paths.map { UICollectionViewUpdateItem(action: .reload, before: $0, after: $0) }
        case let .moveItem(from, to):
            return [UICollectionViewUpdateItem(action: .move, before: from, after: to)]
        }
    }

    /// Flings at `velocity` (points per millisecond): asks the layout where to rest, scrolls there
    /// in ``animationSteps`` bounds changes, and returns the target.
    @discardableResult
    public func fling(velocity: CGPoint) -> CGPoint {
        let rate = decelerationRate.rawValue
        let start = contentOffset
        let proposed = CGPoint(x: start.x + velocity.x * rate / (1 - rate), y: start.y + velocity.y * rate / (1 - rate))
        let target = collectionViewLayout.targetContentOffset(forProposedContentOffset: proposed, withScrollingVelocity: velocity)
        events.append(.targetContentOffset(proposed: proposed, velocity: velocity, answer: target))
        let steps = max(animationSteps, 1)
        for step in 1...steps {
            let t = CGFloat(step) / CGFloat(steps)
            scroll(to: step == steps ? target
                       : CGPoint(x: start.x + (target.x - start.x) * t, y: start.y + (target.y - start.y) * t))
        }
        return target
    }

    /// Forgets the recorded events.
    public func clearEvents() {
        events.removeAll()
    }

    private func invalidateAndLayOut() {
        guard isDriving else { return }
        let context = makeContext()
        context.everything = true
        invalidate(with: context)
        performLayoutPass()
    }

    private func invalidate(with context: UICollectionViewLayoutInvalidationContext) {
        events.append(.invalidate(everything: context.invalidateEverything, dataSourceCounts: context.invalidateDataSourceCounts))
        collectionViewLayout.invalidateLayout(with: context)
    }

    private func makeContext() -> UICollectionViewLayoutInvalidationContext {
        guard let type = type(of: collectionViewLayout).invalidationContextClass as? UICollectionViewLayoutInvalidationContext.Type else {
            preconditionFailure("invalidationContextClass must be a UICollectionViewLayoutInvalidationContext subclass")
        }
        return type.init()
    }
}
#endif
