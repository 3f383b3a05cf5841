#if !canImport(UIKit) && canImport(UIKitStandIn) && (TestSupport || !SWIFT_PACKAGE)
@_spi(Tools) import CollectionLayouts
@testable import CollectionLayoutsUIKit
import Foundation
import UIKitStandIn

/// The promises of a session hosted as `CollectionLayoutView` (`SessionViewHost`); none in other
/// sessions.
extension SessionChecks {
    /// ``SessionPromise/bindingFollowsCentredItem``: after every step (the view at rest) the binding
    /// holds the id of the layout's centred item (nil without items).
    static func bindingFollowsCentredItem(_ runner: SessionRunner) -> [String] {
        guard let view = runner.view else { return [] }
        let centred = runner.layout.centeredItem.flatMap(runner.id(at:))
        guard view.bound != centred else { return [] }
        return [
            "the binding holds \(view.bound.map(String.init) ?? "nil"), the centred item is \(centred.map(String.init) ?? "nil")"
        ]
    }

    /// ``SessionPromise/nearEndOncePerApproach``: what the host's independent account found wrong
    /// with the near-end calls at the layout passes of the step (then forgotten).
    static func nearEndOncePerApproach(_ runner: SessionRunner) -> [String] {
        guard let view = runner.view else { return [] }
        defer { view.nearEndFaults.removeAll() }
        return view.nearEndFaults
    }

    /// ``SessionPromise/viewItemsMatchData``: the ids the collection view shows (its updates
    /// replayed) and its counts are the data's.
    static func viewItemsMatchData(_ runner: SessionRunner) -> [String] {
        guard let view = runner.view else { return [] }
        var found: [String] = []
        if view.shownIDs != runner.ids { found.append("the view shows \(view.shownIDs), the data is \(runner.ids)") }
        if runner.fake.itemCounts != runner.counts {
            found.append("the view counts \(runner.fake.itemCounts), the data \(runner.counts)")
        }
        return found
    }
}
#endif
