#if !canImport(UIKit)
import Foundation

// Drag and drop within the collection view (iOS 11): a local drag whose drop moves the items,
// the way an app reorders through `UICollectionViewDragDelegate` and `UICollectionViewDropDelegate`.
// What Apple documents, call by call (the SDK's UICollectionView.h says the same in its comments):
// - collectionView(_:itemsForBeginning:at:)
//   (https://developer.apple.com/documentation/uikit/uicollectionviewdragdelegate/collectionview(_:itemsforbeginning:at:)):
//   the drag delegate gives the items to drag from an index path; "If an empty array is returned
//   a drag session will not begin". `hasActiveDrag`
//   (https://developer.apple.com/documentation/uikit/uicollectionview/hasactivedrag) is true once
//   the items are lifted.
// - collectionView(_:dropSessionDidEnter:)
//   (https://developer.apple.com/documentation/uikit/uicollectionviewdropdelegate/collectionview(_:dropsessiondidenter:)):
//   the drop session "begins tracking in the collection view's coordinate space"; `hasActiveDrop`
//   (https://developer.apple.com/documentation/uikit/uicollectionview/hasactivedrop) is true while
//   the collection view tracks it. collectionView(_:dropSessionDidExit:) when it leaves.
// - collectionView(_:dropSessionDidUpdate:withDestinationIndexPath:)
//   (https://developer.apple.com/documentation/uikit/uicollectionviewdropdelegate/collectionview(_:dropsessiondidupdate:withdestinationindexpath:)):
//   called "frequently" while the session is tracked, with the destination index path (nil "when
//   dragging over empty space where there are no cells"; at the end of a section, one past its
//   last item); the delegate answers a proposal, an operation (`.move` for a reorder) and an
//   intent. `.insertAtDestinationIndexPath`
//   (https://developer.apple.com/documentation/uikit/uicollectionviewdropproposal/intent-swift.enum/insertatdestinationindexpath)
//   "Opens a gap at the specified location simulating the final dropped layout"; `reorderingCadence`
//   (https://developer.apple.com/documentation/uikit/uicollectionview/reorderingcadence-swift.property)
//   is "The speed at which items in the collection view are reordered to show potential drop
//   locations" (immediate by default).
// - collectionView(_:performDropWith:)
//   (https://developer.apple.com/documentation/uikit/uicollectionviewdropdelegate/collectionview(_:performdropwith:)):
//   when the user drops, with a coordinator (`UICollectionViewDropCoordinator`) whose
//   `destinationIndexPath` is "the last hit-tested index path known during the drop session",
//   whose `proposal` is the last one and whose `items` carry each item's `sourceIndexPath` (this
//   collection view's index path for a local drag). The app updates its data, then
//   drop(_:toItemAt:)
//   (https://developer.apple.com/documentation/uikit/uicollectionviewdropcoordinator/drop(_:toitemat:))
//   animates the item there: "You must call -performBatchUpdates:completion: to update your data
//   source ... prior to calling this method" (UICollectionView.h).
// - collectionView(_:dropSessionDidEnd:)
//   (https://developer.apple.com/documentation/uikit/uicollectionviewdropdelegate/collectionview(_:dropsessiondidend:)):
//   "Called when the drop session completed, regardless of outcome".
// Not documented, so not modelled: what the collection view asks the layout while the gap opens
// (whether it drives the layout's interactive-movement methods, or a batch update of its own), how
// it hit-tests a location to a destination index path with a custom layout (the fake takes the
// topmost cell under the location from the last layout pass, as `targetIndexPath(forInteractivelyMovingItem:withPosition:)`'s
// default is documented to), when it proposes the end of a section (a test passes such an index
// path itself), `reorderingCadence`'s timing, and whether the delegate's
// `collectionView(_:targetIndexPathForMoveOfItemFromOriginalIndexPath:atCurrentIndexPath:toProposedIndexPath:)`
// is asked during a drop (its page speaks of interactive movement only). The fake makes no call to
// the layout during the session; the drop's batch update is the app's
// (``performBatchUpdates(itemCounts:_:)``), whose calls are the documented ones.

extension FakeCollectionView {
    /// A drop operation (`UIDropOperation`).
    public enum DropOperation: Sendable {
        case cancel, forbidden, copy, move
    }

    /// A drop intent (`UICollectionViewDropProposal.Intent`).
    public enum DropIntent: Sendable {
        case unspecified, insertAtDestinationIndexPath, insertIntoDestinationIndexPath
    }

    /// A drop proposal (`UICollectionViewDropProposal`).
    public struct DropProposal: Equatable, Sendable {
        public var operation: DropOperation
        public var intent: DropIntent

        public init(operation: DropOperation, intent: DropIntent = .unspecified) {
            self.operation = operation
            self.intent = intent
        }
    }

    /// One dragged item as the drop coordinator lists it (`UICollectionViewDropItem`): the app's
    /// local object (`UIDragItem.localObject`) and its index path in this collection view when the
    /// drag began here.
    public struct DropItem: Sendable {
        public let localObject: Int
        public let sourceIndexPath: IndexPath?
    }

    /// A call the fake made to its drop delegate.
    public enum DropDelegateEvent: Equatable, Sendable {
        /// `collectionView(_:dropSessionDidEnter:)`.
        case enter
        /// `collectionView(_:dropSessionDidUpdate:withDestinationIndexPath:)`.
        case update(IndexPath?)
        /// `collectionView(_:dropSessionDidExit:)`.
        case exit
        /// `collectionView(_:performDropWith:)`.
        case performDrop
        /// `collectionView(_:dropSessionDidEnd:)`.
        case end
    }

    /// A drag-and-drop session in progress over the fake.
    struct DragSession {
        var items: [DropItem]
        var inside = false
        /// Whether the session entered the view at some point: the drop delegate hears of its end.
        var entered = false
        var destination: IndexPath?
        var location = CGPoint.zero
        var proposal = DropProposal(operation: .cancel)
    }

    /// Whether a drag session that began in this view is active (`hasActiveDrag`).
    public var hasActiveDrag: Bool { dragSession != nil }

    /// Whether the view tracks a drop session (`hasActiveDrop`).
    public var hasActiveDrop: Bool { dragSession?.inside ?? false }

    /// The destination index path the view last hit-tested, during a drop session.
    public var dropDestinationIndexPath: IndexPath? { dragSession?.destination }

    /// Begins a drag at `indexPath`, as a long press on its cell does: asks
    /// ``itemsForBeginningDrag`` (the drag delegate's `collectionView(_:itemsForBeginning:at:)`,
    /// answered as the app's local objects); false (no session) when it gives none, there is no
    /// delegate, no such item, or a session is in progress.
    @discardableResult
    public func beginDragSession(at indexPath: IndexPath) -> Bool {
        guard dragSession == nil, movement == nil, indexPath.count == 2,
            (0..<numberOfItems(inSection: indexPath[0])).contains(indexPath[1]),
            let objects = itemsForBeginningDrag?(indexPath), !objects.isEmpty
        else { return false }
        dragSession = DragSession(items: objects.map { DropItem(localObject: $0, sourceIndexPath: indexPath) })
        return true
    }

    /// The drag's finger at `location` (content coordinates): outside the bounds the session
    /// exits (`dropSessionDidExit`); inside, it enters if it was outside (`dropSessionDidEnter`),
    /// then ``dropSessionDidUpdate`` is asked with `destinationIndexPath`, or the index path of the
    /// topmost cell the last layout pass showed under `location` when nil is given (see the
    /// file's notes), and its proposal kept. Nothing without a session.
    public func updateDropSession(at location: CGPoint, destinationIndexPath: IndexPath? = nil) {
        guard var session = dragSession else { return }
        guard bounds.contains(location) else {
            if session.inside { dropDelegateEvents.append(.exit) }
            session.inside = false
            session.destination = nil
            dragSession = session
            return
        }
        if !session.inside { dropDelegateEvents.append(.enter) }
        session.inside = true
        session.entered = true
        session.location = location
        let destination = destinationIndexPath ?? hitTestedIndexPath(at: location)
        session.destination = destination
        dropDelegateEvents.append(.update(destination))
        session.proposal = dropSessionDidUpdate?(destination) ?? DropProposal(operation: .cancel)
        dragSession = session
    }

    /// The user lifts the finger: when the session is inside the view with a proposal to copy or
    /// move, ``performDrop`` with the coordinator; then the session ends (`dropSessionDidEnd`,
    /// "regardless of outcome", for a session that entered the view). Returns the coordinator of a
    /// performed drop, nil when none was.
    @discardableResult
    public func endDragSession() -> FakeDropCoordinator? {
        guard let session = dragSession else { return nil }
        var coordinator: FakeDropCoordinator?
        if session.inside, session.proposal.operation == .move || session.proposal.operation == .copy {
            let made = FakeDropCoordinator(
                view: self, items: session.items, destinationIndexPath: session.destination, location: session.location,
                // "If this is nil, the proposal's intent will be .unspecified" (UICollectionView.h).
                proposal: session.destination == nil
                    ? DropProposal(operation: session.proposal.operation) : session.proposal)
            dropDelegateEvents.append(.performDrop)
            performDrop?(made)
            coordinator = made
        }
        // Not documented: whether a session that left the view ends there too; the fake tells a
        // delegate whose view the session entered.
        if session.entered { dropDelegateEvents.append(.end) }
        dragSession = nil
        return coordinator
    }

    /// The index path of the topmost cell under `location` in the last layout pass, nil when none.
    func hitTestedIndexPath(at location: CGPoint) -> IndexPath? {
        visibleAttributes.filter {
            $0.representedElementCategory == .cell && !$0.isHidden && $0.frame.contains(location)
        }
        .max { $0.zIndex < $1.zIndex }?.indexPath
    }
}

/// Not UIKit: the drop coordinator the fake hands ``FakeCollectionView/performDrop``
/// (`UICollectionViewDropCoordinator`): the items, the destination and the proposal, and
/// ``drop(_:toItemAt:)``, which records where each item went and whether the app updated the view
/// first, as the method's documentation requires.
@MainActor
public final class FakeDropCoordinator {
    /// Where a dropped item was animated to.
    public struct Drop: Sendable {
        /// The item's index path after the app's update.
        public let indexPath: IndexPath
        /// Whether a batch update ran during the drop before this call (required by UIKit).
        public let afterBatchUpdate: Bool
        /// The frame of the item's cell in the last layout pass, the animation's end; nil when
        /// the cell is not shown.
        public let frame: CGRect?
    }

    private unowned let view: FakeCollectionView
    private let updatesBefore: Int
    /// The dragged items (`items`).
    public let items: [FakeCollectionView.DropItem]
    /// The last hit-tested index path (`destinationIndexPath`).
    public let destinationIndexPath: IndexPath?
    /// The last proposal (`proposal`).
    public let proposal: FakeCollectionView.DropProposal
    /// Where the drop is, in the view's content coordinates (`session.location(in: collectionView)`).
    public let location: CGPoint
    /// Every call of ``drop(_:toItemAt:)``, in order.
    public private(set) var drops: [Drop] = []

    init(
        view: FakeCollectionView, items: [FakeCollectionView.DropItem], destinationIndexPath: IndexPath?,
        location: CGPoint, proposal: FakeCollectionView.DropProposal
    ) {
        self.location = location
        self.view = view
        self.items = items
        self.destinationIndexPath = destinationIndexPath
        self.proposal = proposal
        updatesBefore = view.events.filter { if case .prepareForUpdates = $0 { true } else { false } }.count
    }

    /// Animates `item` to the item at `indexPath` (`drop(_:toItemAt:)`): records the drop.
    public func drop(_ item: FakeCollectionView.DropItem, toItemAt indexPath: IndexPath) {
        let updates = view.events.filter { if case .prepareForUpdates = $0 { true } else { false } }.count
        let frame = view.visibleAttributes.first {
            $0.representedElementCategory == .cell && $0.indexPath == indexPath
        }?
        .frame
        drops.append(Drop(indexPath: indexPath, afterBatchUpdate: updates > updatesBefore, frame: frame))
    }
}
#endif
