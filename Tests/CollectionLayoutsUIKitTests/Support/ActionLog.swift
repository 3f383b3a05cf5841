#if !canImport(UIKit) && canImport(UIKitStandIn) && (TestSupport || !SWIFT_PACKAGE)
import CollectionLayoutsAdapterCore
@testable import CollectionLayoutsUIKit

/// The actions each adapter took, recorded by the tests themselves through the adapter's
/// `didTakeAction` hook (the shipping code keeps no counts).
@MainActor private var actionLogs: [ObjectIdentifier: [AdapterLifecycle.Action]] = [:]

extension EngineCollectionViewLayout {
    /// Starts recording the actions the layout takes; ``AdapterHarness`` does it for its layout.
    @discardableResult
    func recordingActions() -> Self {
        let id = ObjectIdentifier(self)
        actionLogs[id] = []
        didTakeAction = { actionLogs[id, default: []].append($0) }
        return self
    }

    /// Every action taken since ``recordingActions()``.
    var actions: [AdapterLifecycle.Action] {
        guard let log = actionLogs[ObjectIdentifier(self)] else { preconditionFailure("call recordingActions() first") }
        return log
    }

    /// How many times the engine layout was prepared from scratch.
    var fullPrepareCount: Int { actions.filter { $0 == .prepareAfresh }.count }

    /// How many times the engine layout was updated for a change of counts (a batch update).
    var updatePrepareCount: Int { actions.filter { $0 == .prepareUpdatingForCounts }.count }
}
#endif
