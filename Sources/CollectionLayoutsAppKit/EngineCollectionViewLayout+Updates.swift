#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
import CollectionLayouts
import CollectionLayoutsAdapterCore

// Keeping the user's place across a batch update and a live window resize, with the adapter core's
// `PlaceAnchor` and `BatchUpdateMap`. AppKit's calls for a batch update (Apple's documentation of
// `NSCollectionViewLayout`): `invalidateLayout(with:)` with `invalidateDataSourceCounts` while the
// layout on screen is still the old one (the place is remembered), `prepare()`,
// `prepare(forCollectionViewUpdates:)` ("Performs needed tasks before items are inserted,
// deleted, or moved": the place follows its items to their new index paths),
// `targetContentOffset(forProposedContentOffset:)` ("Returns the offset value to use after an
// animated layout update or change": the offset that keeps the place), and
// `finalizeCollectionViewUpdates()`, which scrolls there if AppKit did not and forgets the place.
// For a resize, `invalidationContext(forBoundsChange:)` with the new visible rect, while the
// layout and the offset on screen are the old ones: the place is remembered, the layout for the
// new size prepared and the context's `contentOffsetAdjustment` ("delta to be applied to the
// collection view's current contentOffset": AppKit's header) moves the view to the offset that
// keeps it; the next `prepare()` takes that layout, and scrolls there if AppKit did not.

/// What the layout keeps of the user's place: whether it keeps it, the place of the batch update
/// in progress before and after its index paths change, and that of the resize in progress with
/// the layout prepared for the new size.
struct PlaceKeeping {
    /// ``EngineCollectionViewLayout/keepsPlaceOnUpdates``.
    var isEnabled = true
    /// The place before the batch update in progress, as `invalidateLayout(with:)` saw it.
    var before: PlaceAnchor?
    /// The place after the batch update in progress, its items at their new index paths.
    var after: PlaceAnchor?
    /// The place kept through the resize in progress, and the layout prepared for the new size at
    /// the offset that keeps it.
    var resizing: (place: PlaceAnchor, staged: (any PreparedLayout)?)?
}

extension BatchUpdateMap.Change {
    /// The change of one of AppKit's update items.
    @MainActor
    init(updateItem: NSCollectionViewUpdateItem) {
        let action: BatchUpdateAction
        switch updateItem.updateAction {
        case .insert: action = .insert
        case .delete: action = .delete
        case .move: action = .move
        default: action = .reload
        }
        self.init(action: action, before: updateItem.indexPathBeforeUpdate, after: updateItem.indexPathAfterUpdate)
    }
}

extension EngineCollectionViewLayout {
    /// Whether a batch update and a resize keep the user's place: the item the user was looking
    /// at stays where it was on screen when items are inserted, deleted or moved before it, or the
    /// window changes size (the carousel and the wheel keep their centred item centred), as far
    /// as the content allows; the adapter core's `PlaceAnchor` decides which item and where.
    /// `reloadData()` says nothing of which item is which: the same offset, inside the new
    /// content. With false, AppKit's behaviour: the same offset. The default is true.
    public var keepsPlaceOnUpdates: Bool {
        get { placeKeeping.isEnabled }
        set { placeKeeping = PlaceKeeping(isEnabled: newValue) }
    }

    /// Remembers the place when `context` starts a batch update (the counts and not everything),
    /// while the layout on screen is still the one before it; a reload forgets any place.
    func rememberPlace(before context: NSCollectionViewLayoutInvalidationContext) {
        guard context.invalidateDataSourceCounts else { return }
        placeKeeping.before = nil
        placeKeeping.after = nil
        guard !context.invalidateEverything, placeKeeping.isEnabled, let preparedLayout, let collectionView else {
            return
        }
        placeKeeping.before = PlaceAnchor(in: preparedLayout, at: contentOffset(of: collectionView), isPaging: isPaging)
    }

    /// Follows the remembered place's items to their index paths after the update (`map`).
    func followPlace(through map: BatchUpdateMap) {
        guard let before = placeKeeping.before else { return }
        placeKeeping.before = nil
        placeKeeping.after = before.updated(by: map)
    }

    /// The offset that keeps the place through the update or the resize in progress, in
    /// `prepared` (the layout after it); nil when neither is in progress or nothing of it is left.
    func placeKeepingOffset(in prepared: any PreparedLayout) -> CGPoint? {
        placeKeeping.after?.contentOffset(in: prepared) ?? placeKeeping.resizing?.place.contentOffset(in: prepared)
    }

    /// Scrolls to the offset that keeps the place through the update, where AppKit did not, and
    /// forgets the place: the update is over.
    func forgetPlace() {
        if let preparedLayout, let collectionView, let kept = placeKeeping.after?.contentOffset(in: preparedLayout),
            !Self.isNear(kept, contentOffset(of: collectionView))
        {
            moveWithoutAnimation(to: kept, in: collectionView)
        }
        placeKeeping.before = nil
        placeKeeping.after = nil
    }

    /// Remembers the place before the bounds change to `newBounds` (in the layout on screen, at the
    /// offset it was prepared for: AppKit may ask before or after the clip view moves) and, when
    /// the size changes, prepares the layout for the new size at the offset that keeps it, for the
    /// next `prepare()`; with `adjusting`, sets `context`'s offset adjustment to that offset.
    func keepPlace(
        acrossBoundsChange newBounds: CGRect, in context: NSCollectionViewLayoutInvalidationContext,
        adjusting: Bool = true
    ) {
        placeKeeping.resizing = nil
        guard placeKeeping.isEnabled, let preparedLayout, let collectionView,
            newBounds.size != preparedLayout.environment.boundsSize,
            let place = PlaceAnchor(
                in: preparedLayout, at: preparedLayout.environment.contentOffset, isPaging: isPaging)
        else { return }
        var environment = environment(of: collectionView)
        environment.boundsSize = newBounds.size
        environment.contentOffset = newBounds.origin
        var next = makePreparedLayout(in: environment)
        guard let kept = place.contentOffset(in: next) else {
            placeKeeping.resizing = (place, nil)
            return
        }
        next.updateContentOffset(kept)
        if adjusting {
            context.contentOffsetAdjustment = NSPoint(x: kept.x - newBounds.origin.x, y: kept.y - newBounds.origin.y)
        }
        placeKeeping.resizing = (place, next)
    }

    /// The layout prepared for the new size by ``keepPlace(acrossBoundsChange:in:)``, when the
    /// collection view's size, insets, direction and counts are those it was prepared for, moved
    /// to the offset that keeps the place (scrolling there when AppKit did not apply the
    /// adjustment); nil otherwise (it is then forgotten).
    func takeStagedLayout(for collectionView: NSCollectionView) -> (any PreparedLayout)? {
        guard var staged = placeKeeping.resizing?.staged else { return nil }
        placeKeeping.resizing?.staged = nil
        let current = environment(of: collectionView)
        let prepared = staged.environment
        guard current.boundsSize == prepared.boundsSize, current.contentInsets == prepared.contentInsets,
            current.layoutDirection == prepared.layoutDirection, current.itemCounts == prepared.itemCounts
        else { return nil }
        let kept = staged.environment.contentOffset
        if !Self.isNear(kept, current.contentOffset) {
            // AppKit kept the old offset: the place is kept on the next turn, outside this layout pass.
            Task { @MainActor [weak self, weak collectionView] in
                guard let self, let collectionView else { return }
                self.moveWithoutAnimation(to: kept, in: collectionView)
            }
            return staged
        }
        staged.updateContentOffset(current.contentOffset)
        return staged
    }

    /// Prepares the engine layout for `environment`.
    func makePreparedLayout(in environment: LayoutEnvironment) -> any PreparedLayout {
        engine.prepare(environment)
    }

    /// Whether `a` and `b` are within half a point of each other on both axes.
    static func isNear(_ a: CGPoint, _ b: CGPoint) -> Bool {
        abs(a.x - b.x) <= 0.5 && abs(a.y - b.y) <= 0.5
    }
}
#endif
