#if !os(watchOS) && (canImport(UIKit) || (canImport(UIKitStandIn) && (TestSupport || !SWIFT_PACKAGE)))
import CollectionLayouts
import Foundation
#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif

/// Reports a layout's centred item once per change, when scrolling has come to rest: the state
/// behind `EngineCollectionViewLayout.centeredItemDidChange`.
///
/// The layout asks for a check (``setNeedsCheck(_:)``) whenever something may have moved the
/// centred item — a bounds change, a prepare, a fling's release. The check runs on a later turn
/// of the main run loop, never inside a layout pass, and only reports when the collection view is
/// at rest: no finger down, not decelerating, no animated scroll of the layout's own on its way,
/// and the layout prepared for the current data.
@MainActor
final class CenteredItemTracker {
    /// Called with the new centred item (nil: there are no items).
    var onChange: (@MainActor (IndexPath?) -> Void)?
    /// The last item reported: `.none` before the first report.
    private(set) var lastReported: IndexPath?? = .none
    /// The target of an animated `scrollToItem(at:animated:)` still on its way.
    var scrollTarget: CGPoint? {
        didSet { scrollTargetDeadline = scrollTarget.map { _ in Date().addingTimeInterval(Self.animationLimit) } }
    }
    /// When to stop waiting for ``scrollTarget``: an animation that something else cut short
    /// (a direct `contentOffset`) never arrives.
    private(set) var scrollTargetDeadline: Date?
    /// Whether a check is already scheduled (checks coalesce: one per run-loop turn).
    private var isScheduled = false
    /// Whether a later check is scheduled while the content moves.
    private var isPolling = false

    /// How long an animated scroll may take: UIKit's `setContentOffset(_:animated:)` takes about
    /// 0.3 s, so 2 s is only reached by one that will not arrive.
    static let animationLimit: TimeInterval = 2
    /// How often a moving collection view is checked again, in nanoseconds: about three frames at
    /// 60 Hz, in case the motion ends without a bounds change (UIKit may clear `isDecelerating`
    /// after the last one).
    static let pollInterval: UInt64 = 50_000_000

    /// Schedules a check on a later turn of the main run loop, unless one is pending or nobody listens.
    func setNeedsCheck(_ layout: EngineCollectionViewLayout) {
        guard onChange != nil, !isScheduled else { return }
        isScheduled = true
        Task { @MainActor [weak layout] in
            self.isScheduled = false
            layout?.reportCenteredItemIfResting()
        }
    }

    /// Schedules a check after ``pollInterval``, unless one is pending or nobody listens: while
    /// the content decelerates or an animation is on its way.
    func poll(_ layout: EngineCollectionViewLayout) {
        guard onChange != nil, !isPolling else { return }
        isPolling = true
        Task { @MainActor [weak layout] in
            try? await Task.sleep(nanoseconds: Self.pollInterval)
            self.isPolling = false
            layout?.reportCenteredItemIfResting()
        }
    }

    /// Reports `item` if it differs from the last report.
    func report(_ item: IndexPath?) {
        if case .some(let last) = lastReported, last == item { return }
        lastReported = .some(item)
        onChange?(item)
    }

    /// Forgets the last report, so that the next check reports whatever is centred.
    func reset() {
        lastReported = .none
    }
}
#endif
