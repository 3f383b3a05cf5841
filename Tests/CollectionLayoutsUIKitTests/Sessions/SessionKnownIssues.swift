#if !canImport(UIKit)
import Foundation

/// The promises that fail today for reasons known and being fixed, each naming its row of issue
/// #35 (or, for what the sessions found beyond the table, what they found). The property test
/// records a violation these explain inside `withKnownIssue`; `SessionRegressionTests` runs a shrunk
/// session of each, wrapped the same way, and fails once the promise holds: remove the entry and
/// the wrapper with the fix.
struct SessionKnownIssues: Sendable {
    /// The row of issue #35.
    let row: String
    /// The layouts it breaks.
    let layouts: Set<SessionLayout>
    /// The promises it breaks.
    let promises: Set<SessionPromise>
    /// Whether a violation of one of `promises` is this issue's doing.
    let applies: @Sendable (SessionViolation) -> Bool

    /// The known issue behind `violation` in a session of `layout`, nil when it must hold.
    static func issue(for violation: SessionViolation, in layout: SessionLayout) -> Self? {
        all.first { $0.layouts.contains(layout) && $0.promises.contains(violation.promise) && $0.applies(violation) }
    }

    static let all: [Self] = [
        // Row "rotate an iPad on carousel page 4 (items 0.8 × 0.6 of the bounds), then back": the
        // carousel rests between pages, on another page.
        Self(
            row: "#35: a rotation moves the carousel off its centred item",
            layouts: [.carousel], promises: [.placeKeptAcrossSizeChanges], applies: { _ in true }),
        // Row "rotate on the wheel's item 4": item 5.
        Self(
            row: "#35: a rotation moves the wheel off its centred item",
            layouts: [.wheel], promises: [.placeKeptAcrossSizeChanges], applies: { _ in true }),
        // Row "rotate while reading photo 198 of 500 in the gallery / circle 188 in the circles /
        // grid item 100": the item read is thousands of points off screen.
        Self(
            row: "#35: a change of size loses the item read in the gallery, the circles and the grid",
            layouts: [.grid, .gallery, .circles], promises: [.placeKeptAcrossSizeChanges], applies: { _ in true }),
        // Row "the height alone changes (keyboard, split view, 844 → 500) in the gallery or the
        // circles": the prepared layout keeps the old height, so releases, scrollToItem, the
        // centred item and the landing items are the old height's, and a batch update reads the
        // user's place in it.
        Self(
            row: "#35: a change of height alone does not reach the gallery's or the circles' prepared layout",
            layouts: [.gallery, .circles],
            promises: [
                .environmentMatchesView, .targetOffsetsMatchEngine, .centredItemMatchesEngine, .landingItemsMatchEngine,
                .placeKeptAcrossUpdates,
            ],
            applies: { $0.staleHeight }),
        // Row "VoiceOver on a leading carousel says "Card 3, 3 of 10"; double-tap": the adjustable
        // element's frame is the whole view and it sets no activation point.
        Self(
            row: "#35: the carousel's and the wheel's adjustable element activates the middle of the view",
            layouts: [.carousel, .wheel], promises: [.voiceOverActivationPoint], applies: { _ in true }),
        // Row "VoiceOver increment, then the app calls scrollToItem(0)": the adjustable element
        // keeps saying the item an increment went to until the view rests on it, so whatever else
        // moves the view (a scrollToItem, a change of direction, an increment the content has no
        // room for) leaves it saying another item than the centred one.
        Self(
            row: "#35: the adjustable element says the item an increment went to, not the centred one",
            layouts: [.carousel, .wheel], promises: [.voiceOverAnnouncesCentredItem], applies: { _ in true }),
        // Not in the table: found by the sessions. The heights header views asked for are kept by
        // section index (`LayoutDynamicType`), not by section: after a section is inserted or
        // deleted before others, each of those headers has the height another one asked for, the
        // update keeps the place in that layout, then the headers ask again and one on screen
        // that grows or shrinks moves the item the user reads.
        Self(
            row: "sessions: measured header heights stay with the section index when sections are inserted or deleted",
            layouts: [.gallery], promises: [.placeKeptAcrossUpdates],
            applies: {
                switch $0.action {
                case .update(.insertSection), .update(.deleteSection): true
                default: false
                }
            }),
        // Row "a pinned gallery header grows (self-sizing)": the item under it jumps. Sessions
        // also reach it through a batch update, after which a pinned header asks for its height
        // again (see the entry above) and moves what the update had kept in place.
        Self(
            row: "#35: a pinned header that sizes itself moves the items under it",
            layouts: [.gallery], promises: [.selfSizingMovesNothingRead, .placeKeptAcrossUpdates],
            applies: {
                if case .gallery(let c) = $0.configuration { return c.sectionHeadersPinToVisibleBounds }
                return false
            }),
        // Not in the table: found by the sessions. `PlaceAnchor` takes the axis with the longer
        // range of offsets for the scroll axis; a vertical grid whose items are wider than the
        // view (text sizes of accessibility) can scroll further sideways than down, so a view 2
        // points from the top counts as "at the start" (its left end) and a batch update takes it
        // to the top, moving the item read.
        Self(
            row: "sessions: content that scrolls further across than along is taken for the other axis",
            layouts: [.grid], promises: [.placeKeptAcrossUpdates], applies: { $0.scrolledFurtherAcross }),
        // Not in the table: found by the sessions. A carousel whose items are taller than the view
        // (text sizes of accessibility) scrolls across its axis too; such a scroll invalidates
        // nothing (`PreparedCarousel.invalidation(forBoundsChange:)` is `.nothing` without side
        // effects or wrapping), so the prepared carousel keeps the old offset across the axis and
        // `contentOffset(centering:)` (scrollToItem, VoiceOver, tap to centre) takes the view back
        // there.
        Self(
            row: "sessions: a carousel scrolled across its axis centres items at the old offset across it",
            layouts: [.carousel], promises: [.targetOffsetsMatchEngine], applies: { $0.staleOffsetAcross }),
    ]
}
#endif
