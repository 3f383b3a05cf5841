import CollectionLayouts
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The decisions of SwiftUI's `CollectionLayoutView` coordinator (UIKit's and AppKit's) in
/// sequence, as a value: given the data's ids per section, the binding's value, the layout's
/// centred item and what is on screen, it answers commands (``Command``) that the coordinator only
/// executes. Platform-free, so that the session property suite drives it on the fake collection
/// view as the coordinators drive it on UIKit and AppKit.
///
/// Each decision is a core value's: `DataApplication` (what animates, what goes in a batch update,
/// what invalidates), `CenteredItemBinding` (binding ↔ centred item, the size it was placed for),
/// `NearEndTracker` (when the near-end action is called). The driver holds the ids as last applied,
/// which is how the binding's id turns into an index and back.
package struct CollectionLayoutViewDriver<ID: Hashable> {
    /// What the coordinator does.
    package enum Command: Equatable {
        /// Apply the data's new ids (a new snapshot of the diffable data source), animating the
        /// differences or not.
        case applyData(animated: Bool)
        /// The ids are the same: show the items' content again in the cells on screen.
        case reconfigureVisible
        /// Make the layout's change (a new configuration, Dynamic Type style), invalidating the
        /// layout when `invalidates`, inside an animated batch update when `inBatch`.
        case changeLayout(inBatch: Bool, invalidates: Bool)
        /// Put a wrapping carousel's content in its middle, centred on the item at this index
        /// (its first size).
        case startWrapping(at: ElementIndex)
        /// Follow the binding (``followTarget(_:)``, then ``follow(_:animated:isCentred:)``).
        case followBinding(animated: Bool)
        /// `scrollToItem(at:animated:)`.
        case scroll(to: ElementIndex, animated: Bool)
        /// Write this id to the binding.
        case setBinding(ID?)
        /// Call the near-end action (on the next turn of the main run loop).
        case callNearEnd
    }

    /// What the coordinator knows of the view when it asks.
    package struct View {
        /// The binding's value (nil: no binding, or it holds nil).
        package var bound: ID?
        /// The view has a size (both sides more than zero).
        package var hasSize: Bool
        /// A finger is down or the content decelerates.
        package var isUserScrolling: Bool
        /// The view is on screen and Reduce Motion is off.
        package var motion: Bool

        /// A view of these values.
        package init(bound: ID?, hasSize: Bool, isUserScrolling: Bool = false, motion: Bool) {
            self.bound = bound
            self.hasSize = hasSize
            self.isUserScrolling = isUserScrolling
            self.motion = motion
        }
    }

    /// Each section's item ids, as last applied.
    package private(set) var itemIDs: [[ID]] = []
    /// The link between the binding and the centred item.
    package private(set) var binding = CenteredItemBinding<ID>()
    /// When the near-end action is due.
    package var nearEnd: NearEndTracker<ID>
    /// The link between the scroll-position binding and the content offset
    /// (`CollectionLayoutViewDriver+ScrollPosition.swift`).
    package var position = ScrollPositionBinding<ID>()
    /// Pull to refresh: the control and the app's action.
    package var refresh = RefreshTracker()

    /// A driver with no data yet, whose near end is `nearEndLimit` (`NearEndTracker.limit`).
    package init(nearEndLimit: @escaping (_ visible: Int) -> Int) {
        nearEnd = NearEndTracker(limit: nearEndLimit)
    }

    /// The index of `id` in the data as last applied, nil when it is not there. O(items).
    package func index(of id: ID) -> ElementIndex? {
        for (section, ids) in itemIDs.enumerated() {
            if let item = ids.firstIndex(of: id) { return ElementIndex(section: section, item: item) }
        }
        return nil
    }

    /// The id at `index` in the data as last applied, nil when there is none.
    package func id(at index: ElementIndex) -> ID? {
        guard itemIDs.indices.contains(index.section), itemIDs[index.section].indices.contains(index.item)
        else { return nil }
        return itemIDs[index.section][index.item]
    }

    /// All the items, in every section.
    package var itemCount: Int { itemIDs.reduce(0) { $0 + $1.count } }

    /// The id of the last item (of the last section that has items), nil without items.
    package var lastItemID: ID? { itemIDs.last(where: { !$0.isEmpty })?.last }

    /// A new version of the data (`itemIDs`, per section) and of the layout, `change` saying what
    /// changed (`DataApplication`): the commands, in order. The layout swap and the binding
    /// (`.followBinding`, the app's `animated`) come after them.
    package mutating func apply(_ itemIDs: [[ID]], change: DataApplication.Change) -> [Command] {
        self.itemIDs = itemIDs
        let plan = DataApplication(for: change)
        if let animates = plan.dataAnimates {
            return [.changeLayout(inBatch: false, invalidates: plan.invalidatesLayout), .applyData(animated: animates)]
        }
        return [
            .reconfigureVisible, .changeLayout(inBatch: plan.layoutChangeInBatch, invalidates: plan.invalidatesLayout),
        ]
    }

    /// The bound item, when following the binding needs to know whether it is centred: nil when
    /// there is none, the view has no size, the user scrolls or a scroll of ours heads there.
    /// Asked before ``follow(_:animated:isCentred:)``, so that the front lays out (which may call
    /// the driver again) outside the driver's mutation.
    package func followTarget(_ view: View) -> ElementIndex? {
        guard let id = view.bound, view.hasSize, !view.isUserScrolling, binding.scrollingTo != id else { return nil }
        return index(of: id)
    }

    /// Whether to scroll to the bound item (``followTarget(_:)``, which `isCentred` tells whether
    /// is the centred item once laid out): nil when nothing is to follow or it is centred;
    /// `animated`: the app's update animates.
    package mutating func follow(_ view: View, animated: Bool, isCentred: Bool) -> Command? {
        guard let id = view.bound, view.hasSize, let position = index(of: id) else { return nil }
        let follow = binding.follow(
            id, isUserScrolling: view.isUserScrolling, isCentred: { isCentred }, animates: animated && view.motion)
        guard case .scroll(let animates) = follow else { return nil }
        return .scroll(to: position, animated: animates)
    }

    /// The layout reports `index` centred (nil: no items): the binding's new value, nil when it
    /// holds it already (`bound`).
    package mutating func centredItemChanged(to index: ElementIndex?, bound: ID?) -> Command? {
        let id = index.flatMap { self.id(at: $0) }
        return binding.centredItemChanged(to: id, bound: bound) ? .setBinding(id) : nil
    }

    /// Scrolling rests after a move of ours (an update, the binding followed without animation, an
    /// animated scroll of ours arrived), the layout's centred item `centred` (laid out): the
    /// binding's new value when it does not hold that item — the layout reports a new centred
    /// index only, and an update can put another item at the same index, or the bound item may
    /// not be centrable (the ends of a layout that does not page). Nil while the user scrolls or
    /// an animated scroll of ours is on its way.
    package mutating func settled(centred: ElementIndex?, view: View) -> Command? {
        guard !view.isUserScrolling, binding.scrollingTo == nil, view.hasSize else { return nil }
        let id = centred.flatMap { self.id(at: $0) }
        return view.bound == id ? nil : .setBinding(id)
    }

    /// The user took over, or an animated scroll of ours arrived or was replaced.
    package mutating func scrollEnded() {
        binding.scrollEnded()
    }

    /// A layout pass at `size`: on a new size, the bound item put back in the middle
    /// (`.followBinding`), a wrapping carousel (`wraps`) first started in the middle of its content
    /// on the first. The near-end check (``scrolled(hasNearEndAction:visible:)``) comes after these.
    package mutating func laidOut(at size: CGSize, bound: ID?, wraps: Bool) -> [Command] {
        guard let isFirst = binding.laidOut(at: size) else { return [] }
        guard isFirst, wraps else { return [.followBinding(animated: false)] }
        let start = bound.flatMap(index(of:)) ?? ElementIndex(section: 0, item: 0)
        return [.startWrapping(at: start), .followBinding(animated: false)]
    }

    /// A scroll step (or a layout pass): `.callNearEnd` when the items on screen (`visible`, asked
    /// only when `hasNearEndAction`) have just come near the end.
    package mutating func scrolled(hasNearEndAction: Bool, visible: () -> NearEndTracker<ID>.Visible?) -> Command? {
        guard hasNearEndAction else { return nil }
        return nearEnd.shouldCall(visible: visible(), itemCount: itemCount, lastItemID: lastItemID)
            ? .callNearEnd : nil
    }

    /// The user selected the item at `index`: the paging layouts (`isPaging`) centre it.
    package func selected(_ index: ElementIndex, isPaging: Bool) -> Command? {
        isPaging ? .scroll(to: index, animated: true) : nil
    }
}
