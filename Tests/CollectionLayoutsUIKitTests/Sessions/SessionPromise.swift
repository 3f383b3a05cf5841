#if !canImport(UIKit) && canImport(UIKitStandIn) && (TestSupport || !SWIFT_PACKAGE)
import Foundation

/// A promise the adapters keep after every step of every session, each checked by the function of
/// `SessionChecks` of the same name.
enum SessionPromise: String, CaseIterable, Sendable, Comparable {
    /// The engine layout the adapter answers from was prepared for the view as it is: bounds,
    /// adjusted content inset, direction, counts, item sizes and Dynamic Type scale.
    case environmentMatchesView
    /// The content size, the elements in the visible rect and in random rects (with every
    /// attribute), and the elements asked for by index equal a fresh engine prepare's.
    case answersMatchEngine
    /// Where releases rest (`targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`)
    /// and where `scrollToItem` goes (`contentOffset(centering:)`) equal the fresh engine's answers.
    case targetOffsetsMatchEngine
    /// `centeredItem` equals the fresh engine's `centeredItem(at:)`.
    case centredItemMatchesEngine
    /// `landingItemsHandler` is told the fresh engine's `landingItems` at each release that moves.
    case landingItemsMatchEngine
    /// The configuration the engine lays out with is the app's with only its sizes scaled for
    /// Dynamic Type: every other option survives every change.
    case configurationSurvives
    /// A batch update keeps the user's place (`keepsPlaceOnUpdates`).
    case placeKeptAcrossUpdates
    /// A change of size keeps the user's place as a batch update does.
    case placeKeptAcrossSizeChanges
    /// VoiceOver's elements are the items in the engine's reading order (the carousel and the
    /// wheel: one adjustable element).
    case voiceOverOrder
    /// Each element's activation point is inside the item it announces.
    case voiceOverActivationPoint
    /// The carousel's and the wheel's adjustable element announces the centred item.
    case voiceOverAnnouncesCentredItem
    /// Every header on screen has the height its view asked for.
    case selfSizingHeightsTaken
    /// A header taking the height its view asks for, pinned or not, moves nothing the user reads.
    case selfSizingMovesNothingRead
    /// The adapter core's answers (`LayoutAdapterState`) equal the UIKit front's.
    case coreAnswersMatchFront
    /// Hosted as `CollectionLayoutView`: the binding holds the centred item once scrolling rests,
    /// whoever moved it (the app, the user, VoiceOver, a resize).
    case bindingFollowsCentredItem
    /// Hosted as `CollectionLayoutView`: the near-end action is called once per approach of the
    /// end, and never far from it.
    case nearEndOncePerApproach
    /// Hosted as `CollectionLayoutView`: the collection view shows the data's ids, in order.
    case viewItemsMatchData
    /// Hosted as `CollectionLayoutView`: the selection binding holds the ids of the collection
    /// view's selected items, all in the data (one at most for a `Binding<ID?>`).
    case selectionMatchesView
    /// Hosted as `CollectionLayoutView`: at rest the scroll-position binding names an item on
    /// screen nearest the anchor along the axes the content scrolls (nil only with no item on
    /// screen).
    case positionNamesItemAtAnchor
    /// Hosted as `CollectionLayoutView`: the refresh control spins exactly while the app's action
    /// runs, and one action runs at a time.
    case refreshSpinsWhileActionRuns
    /// While an item is moved by drag, after each position of the finger: the layout shown is a
    /// fresh engine prepare of the items in their new order (each with its own size), and the
    /// moving item is under the finger. After a move by drag and drop: the item is in the data
    /// and dropped onto its cell at the drop's index path, after the app's batch update, which
    /// moved it from its old place to its new one.
    case moveShowsNewOrder
    /// A cell measured (items sized by their content) keeps the cell read at the top of the
    /// visible area where it was on screen.
    case measuredCellMovesNothingRead
    /// Sections with their own layouts: each section's items are where its layout alone puts
    /// them at the view's width, below the sections before it and its header, each header and
    /// footer as wide as the view, and the content ends at the last section's end.
    case sectionsAreTheirLayoutsOwn

    /// One line on what the promise is.
    var summary: String {
        switch self {
        case .environmentMatchesView: "the prepared environment is the view's"
        case .answersMatchEngine: "content size and elements equal a fresh engine prepare's"
        case .targetOffsetsMatchEngine: "release and scrollToItem offsets equal the fresh engine's"
        case .centredItemMatchesEngine: "centeredItem equals the fresh engine's"
        case .landingItemsMatchEngine: "landing items equal the fresh engine's"
        case .configurationSurvives: "only sizes change for Dynamic Type"
        case .placeKeptAcrossUpdates: "a batch update keeps the user's place"
        case .placeKeptAcrossSizeChanges: "a change of size keeps the user's place"
        case .voiceOverOrder: "VoiceOver reads in the engine's order"
        case .voiceOverActivationPoint: "activation points are inside the items announced"
        case .voiceOverAnnouncesCentredItem: "the adjustable element announces the centred item"
        case .selfSizingHeightsTaken: "headers have the heights their views ask for"
        case .selfSizingMovesNothingRead: "a self-sizing header moves nothing the user reads"
        case .coreAnswersMatchFront: "the adapter core's answers equal the UIKit front's"
        case .bindingFollowsCentredItem: "the view's binding holds the centred item at rest"
        case .nearEndOncePerApproach: "the near-end action is called once per approach, only near the end"
        case .viewItemsMatchData: "the view shows the data's ids in order"
        case .selectionMatchesView: "the selection binding holds the view's selected items"
        case .positionNamesItemAtAnchor: "the scroll position names the item on screen at the anchor"
        case .refreshSpinsWhileActionRuns: "the refresh control spins exactly while one action runs"
        case .moveShowsNewOrder: "a move by drag or drop shows a fresh prepare of the items in their new order"
        case .measuredCellMovesNothingRead: "a measured cell keeps the top cell read in place"
        case .sectionsAreTheirLayoutsOwn: "each section's items are where its own layout puts them, stacked"
        }
    }

    static func < (a: Self, b: Self) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }
}

#endif
