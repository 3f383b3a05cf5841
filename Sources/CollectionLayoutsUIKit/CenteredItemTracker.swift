#if !os(watchOS) && (canImport(UIKit) || (canImport(UIKitStandIn) && (TestSupport || !SWIFT_PACKAGE)))
import CollectionLayouts
import Foundation
#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif

/// When a layout checks its centred item on UIKit's main run loop, behind
/// `EngineCollectionViewLayout.centeredItemDidChange`: what to report and when the view is at rest
/// is the core's (`CenteredItemReporting`); this schedules the checks.
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
    /// Whether a check is already scheduled (checks coalesce: one per run-loop turn).
    private var isScheduled = false
    /// Whether a later check is scheduled while the content moves.
    private var isPolling = false

    /// How often a moving collection view is checked again, in nanoseconds: about three frames at
    /// 60 Hz, in case the motion ends without a bounds change (UIKit may clear `isDecelerating`
    /// after the last one).
    static let pollInterval: UInt64 = 50_000_000

    /// Whether a check is on its way (scheduled for the next turn of the run loop, or polling).
    var isCheckPending: Bool { isScheduled || isPolling }

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
}
#endif
