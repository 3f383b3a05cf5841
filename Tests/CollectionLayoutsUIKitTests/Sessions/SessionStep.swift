#if !canImport(UIKit) && canImport(UIKitStandIn) && (TestSupport || !SWIFT_PACKAGE)
import Foundation
import UIKitStandIn

/// One thing an app or its user does.
enum SessionStep: Equatable, Sendable {
    /// A batch update (`performBatchUpdates`) with one change.
    case update(SessionUpdate)
    /// The view changes size (the fake's `resize(to:)`: UIKit's animated bounds change).
    case resize(SessionResize)
    /// The app sets a new configuration of the same layout.
    case configure(SessionConfiguration)
    /// The user changes the text size (Dynamic Type); the layout is invalidated as its
    /// observation of the change does.
    case textSize(UIContentSizeCategory)
    /// The layout direction changes.
    case direction(rightToLeft: Bool)
    /// The app sets the offset (`setContentOffset(_:animated:)`), `by` from where it is, kept
    /// inside the content.
    case scroll(by: CGPoint, animated: Bool)
    /// A finger moves the content `by` (kept inside the content) and lifts at `velocity`, in points
    /// per millisecond: zero rests where it lifts (or snaps), more flings.
    case drag(by: CGPoint, velocity: CGPoint)
    /// The app calls `scrollToItem(at:animated:)` for the item at this flat position (modulo the
    /// item count).
    case scrollToItem(Int, animated: Bool)
    /// The user taps the point at these fractions of the visible area, and the app centres the
    /// item there (`scrollToItem(at:animated: true)`): tap to centre.
    case tap(x: CGFloat, y: CGFloat)
    /// VoiceOver.
    case voiceOver(SessionVoiceOver)
    /// Reduce Motion on or off.
    case reduceMotion(Bool)
    /// The view of a section's header (modulo the section count) asks for this height: a
    /// self-sizing header. Only the gallery has headers.
    case headerHeight(section: Int, height: CGFloat)
    /// `keepsPlaceOnUpdates` on or off.
    case keepsPlace(Bool)
    /// The app gives `CollectionLayoutView` new data (a session hosted as the view: the driver
    /// decides, the fake executes); in other sessions the same edits as one batch update.
    case setData(SessionData)
    /// The app sets the view's centred-item binding to the item at this flat position (modulo the
    /// item count), in an update animated or not. Nothing in a session not hosted as the view.
    case bind(Int, animated: Bool)
    /// The user taps the item at this flat position (modulo the item count) of a session hosted as
    /// the view: it joins the selection or leaves it (`CollectionLayoutView.selection(_:)`).
    case select(Int)
    /// The app sets the selection binding to the items at these flat positions (modulo the item
    /// count), a `Binding<Set<ID>>` (`multiple`) or a `Binding<ID?>` (the first only).
    case setSelection([Int], multiple: Bool)
    /// The app sets the scroll-position binding to the item at this flat position (modulo the item
    /// count), at the anchor `SessionViewInteraction.anchors[anchor]` (modulo their count), in an
    /// update animated or not.
    case position(Int, anchor: Int, animated: Bool)
    /// The user pulls to refresh; the app's action ends after `steps` more steps (0: at this one's
    /// end).
    case refresh(steps: Int)
    /// The cell shown at this position (modulo the cells shown, in index order) is measured: its
    /// content asks for its size (`preferredLayoutAttributesFitting(_:)`), which a layout whose
    /// items are sized by their content (`ItemSizing.measured(estimate:)`) takes. Nothing in
    /// other layouts.
    case cellMeasured(Int)
    /// The user moves an item by drag (UIKit's interactive movement): lifts the item at a point,
    /// moves the finger through points, then lifts it (the data source moves the item) or the
    /// movement is cancelled. Nothing in a session hosted as the view.
    case moveByDrag(SessionMoveByDrag)
    /// The user moves an item by drag and drop (the app's `UICollectionViewDragDelegate` and
    /// `UICollectionViewDropDelegate`, a local drag proposing `.move` with
    /// `.insertAtDestinationIndexPath`): lifts the item at a point (else the cell shown nearest
    /// it), moves the finger through points, then lifts it, over the view (the app's drop moves
    /// the item: a batch update) or, when `cancels`, after leaving the view (no drop). Nothing in a
    /// session hosted as the view.
    case moveByDrop(SessionMoveByDrag)
}

/// A move by drag (or by drag and drop): the points as fractions of the visible area (0 to 1, in tenths; beyond it the
/// finger is outside the view), the item lifted under the first.
struct SessionMoveByDrag: Equatable, Sendable {
    /// Where the finger lifts the item.
    var lift: CGPoint
    /// Where the finger moves, in order.
    var fingers: [CGPoint]
    /// Whether the movement is cancelled rather than ended.
    var cancels: Bool
}

/// A new version of the data given to `CollectionLayoutView`: item edits, then items whose content
/// changed (reloaded: a new size where the layout reads sizes).
struct SessionData: Equatable, Sendable {
    /// Item inserts, deletes and moves, in order (section edits are `SessionStep.update`'s).
    var edits: [SessionUpdate]
    /// Flat positions (modulo the item count) of items whose content changed.
    var reloads: [Int]
    /// Whether the app's update animates.
    var animated: Bool
}

/// One change of a batch update, its positions taken modulo the data's when it runs.
enum SessionUpdate: Equatable, Sendable {
    /// `count` new items at `item` of `section`.
    case insertItems(section: Int, item: Int, count: Int)
    /// Up to `count` items from `item` of `section`.
    case deleteItems(section: Int, item: Int, count: Int)
    /// The item at flat position `from` moves to flat position `to` (after the move).
    case moveItem(from: Int, to: Int)
    /// A new section of `count` items at `section`.
    case insertSection(Int, count: Int)
    /// The section at `section`, with its items.
    case deleteSection(Int)
}

/// A change of the view's size.
enum SessionResize: Equatable, Sendable {
    /// Width and height swap: a rotation.
    case rotate
    /// A new width: split view, slide over.
    case width(CGFloat)
    /// A new height: the keyboard, a sheet's detent.
    case height(CGFloat)
}

/// What a VoiceOver user does.
enum SessionVoiceOver: Equatable, Sendable {
    /// Swipe up on the carousel's or the wheel's adjustable element.
    case increment
    /// Swipe down on it.
    case decrement
    /// A three-finger swipe on it.
    case scroll(UIAccessibilityScrollDirection)
    /// VoiceOver's focus moves to the element at this position (modulo their count) of the
    /// collection view's elements.
    case focus(Int)
}
#endif
