#if !canImport(UIKit) && canImport(UIKitStandIn) && (TestSupport || !SWIFT_PACKAGE)
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
    /// Whether the layout is hosted as `CollectionLayoutView` hosts it: its coordinator's decisions
    /// (`CollectionLayoutViewDriver`) executed on the fake, a binding to the centred item and a
    /// near-end action (`SessionViewHost`).
    var hostedAsView = false
}

#endif
