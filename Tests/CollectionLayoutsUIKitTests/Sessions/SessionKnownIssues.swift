#if !canImport(UIKit) && canImport(UIKitStandIn) && (TestSupport || !SWIFT_PACKAGE)
@_spi(Tools) import CollectionLayouts
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

    /// None today. The last, a gallery's dropped item leaving for its place a header's re-measure
    /// away, was the check's: it compared content coordinates across the offset adjustment that
    /// the measure made (`SessionRegressionTests.galleryDropLeavesForItsNewPlace`).
    static let all: [Self] = []
}
#endif
