#if !canImport(UIKit) && canImport(UIKitStandIn) && (TestSupport || !SWIFT_PACKAGE)
@_spi(Tools) import CollectionLayouts
@testable import CollectionLayoutsUIKit
import Foundation
import UIKitStandIn

extension SessionChecks {
    /// After a cell was measured (``SessionStep/cellMeasured(_:)``): the cell read at the top of
    /// the visible area before is where it was on screen (the layout re-flowed from the measured
    /// item on, and moved the offset by as much as that cell moved). A step in which a header
    /// also took a height is left to that header's promise.
    static func measuredCellMovesNothingRead(_ runner: SessionRunner) -> [String] {
        guard let read = runner.readBeforeMeasuring, let indexPath = runner.indexPath(of: read.id),
            let frame = runner.layout.layoutAttributesForItem(at: indexPath)?.frame
        else { return [] }
        let headerTook = runner.fake.events[min(runner.stepEventStart, runner.fake.events.count)...].contains {
            if case .invalidationContextForPreferred(_, _, let kind) = $0 { return kind != nil }
            return false
        }
        guard !headerTook else { return [] }
        let top = frame.minY - runner.fake.contentOffset.y
        guard abs(top - read.top) > 1e-6 else { return [] }
        return ["item \(read.id), read at the top at \(read.top), is at \(top) on screen after a cell was measured"]
    }
}
#endif
