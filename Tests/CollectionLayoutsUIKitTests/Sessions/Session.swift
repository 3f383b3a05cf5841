#if !canImport(UIKit)
@_spi(Tools) import CollectionLayouts
import Foundation
import UIKitStandIn

/// What an app and its user do with one of the five layouts, step by step: how it starts and the
/// steps, in any order. A value: the same session always runs the same way (`SessionRunner`), prints
/// itself as Swift (``swiftCode``) and shrinks (`SessionShrinker`).
///
/// Steps name their targets loosely (a section, an item, a flat position) and the runner takes them
/// modulo what the data holds when the step comes, so that any step is valid at any point: dropping
/// or simplifying a step while shrinking never makes a later one invalid.
struct Session: Equatable, Sendable {
    /// How the app starts.
    var start: SessionStart
    /// What happens, in order.
    var steps: [SessionStep]

    /// The layout the session drives.
    var layout: SessionLayout { start.configuration.layout }
}

/// One of the five layouts, each through its UIKit adapter subclass.
enum SessionLayout: String, CaseIterable, Sendable, CustomStringConvertible {
    case grid, carousel, gallery, wheel, circles

    /// Whether the layout pages, with one item centred (the carousel, the wheel).
    var isPaging: Bool { self == .carousel || self == .wheel }

    /// Whether the layout reads each item's size from the app (the gallery's aspect ratios, the
    /// circles' diameters).
    var readsItemSizes: Bool { self == .gallery || self == .circles }

    /// The most items a session holds: enough to scroll several screens, few enough that a debug
    /// build prepares each step's fresh engine layout in well under a millisecond (circles pack in
    /// O(n·k)).
    var maximumItems: Int {
        switch self {
        case .grid, .carousel, .wheel: 240
        case .gallery: 160
        case .circles: 90
        }
    }

    var description: String { rawValue }
}

/// A configuration of one of the five layouts.
enum SessionConfiguration: Equatable, Sendable {
    case grid(StaggeredGridLayout.Configuration)
    case carousel(CarouselLayout.Configuration)
    case gallery(JustifiedGalleryLayout.Configuration)
    case wheel(WheelLayout.Configuration)
    case circles(CirclePackLayout.Configuration)

    /// The layout it configures.
    var layout: SessionLayout {
        switch self {
        case .grid: .grid
        case .carousel: .carousel
        case .gallery: .gallery
        case .wheel: .wheel
        case .circles: .circles
        }
    }

    /// The layout's standard configuration.
    static func standard(_ layout: SessionLayout) -> Self {
        switch layout {
        case .grid: .grid(.standard)
        case .carousel: .carousel(.standard)
        case .gallery: .gallery(.standard)
        case .wheel: .wheel(.standard)
        case .circles: .circles(.standard)
        }
    }
}

/// How a session starts.
struct SessionStart: Equatable, Sendable {
    /// The layout and its configuration.
    var configuration: SessionConfiguration
    /// The collection view's size.
    var size: CGSize
    /// The item count of each section.
    var counts: [Int]
    /// The safe area (bars at the top and bottom), which the adjusted content inset adds.
    var safeArea: UIEdgeInsets
    /// Whether the view lays out right to left.
    var rightToLeft: Bool
    /// The user's text size.
    var textSize: UIContentSizeCategory
    /// Whether the layout's sizes follow Dynamic Type (`dynamicTypeStyle = .body`, as
    /// `CollectionLayoutView` sets).
    var followsDynamicType: Bool
    /// `keepsPlaceOnUpdates`.
    var keepsPlace: Bool
}

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
