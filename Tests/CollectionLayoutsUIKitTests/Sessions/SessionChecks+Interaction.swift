#if !canImport(UIKit) && canImport(UIKitStandIn) && (TestSupport || !SWIFT_PACKAGE)
@_spi(Tools) import CollectionLayouts
import CollectionLayoutsAdapterCore
@testable import CollectionLayoutsUIKit
import Foundation
import UIKitStandIn

/// The promises about selection, the scroll position and pull to refresh of a session hosted as
/// `CollectionLayoutView` (`SessionViewHost+Interaction.swift`); none in other sessions.
extension SessionChecks {
    /// ``SessionPromise/selectionMatchesView``: the binding holds the ids at the collection view's
    /// selected index paths (read in the data's ids), each in the data; at most one for a single
    /// selection.
    static func selectionMatchesView(_ runner: SessionRunner) -> [String] {
        guard let view = runner.view else { return [] }
        let selection = view.interaction.selection
        var found: [String] = []
        let shown = Set(view.interaction.viewSelected.compactMap(runner.id(at:)))
        if shown != selection || shown.count != view.interaction.viewSelected.count {
            found.append(
                "the binding holds \(selection.sorted()), the view selects \(view.interaction.viewSelected.sorted()) (\(shown.sorted()))"
            )
        }
        let ids = Set(runner.ids.joined())
        if !selection.isSubset(of: ids) {
            found.append("the binding holds \(selection.subtracting(ids)), not in the data")
        }
        if view.interaction.mode == .single && selection.count > 1 {
            found.append("a single selection holds \(selection.sorted())")
        }
        return found
    }

    /// ``SessionPromise/positionNamesItemAtAnchor``: the binding names the item whose frame holds
    /// the anchor's point of the visible area (the bounds less the adjusted inset), else the item
    /// on screen nearest it, counted here from the layout's cells in that area.
    static func positionNamesItemAtAnchor(_ runner: SessionRunner) -> [String] {
        guard let view = runner.view else { return [] }
        let fake = runner.fake, inset = fake.adjustedContentInset
        let visible = CGRect(
            x: fake.bounds.minX + inset.left, y: fake.bounds.minY + inset.top,
            width: max(fake.bounds.width - inset.left - inset.right, 0),
            height: max(fake.bounds.height - inset.top - inset.bottom, 0))
        let anchor = view.interaction.anchor
        let point = CGPoint(x: visible.minX + visible.width * anchor.x, y: visible.minY + visible.height * anchor.y)
        let cells = (runner.layout.layoutAttributesForElements(in: visible) ?? []).filter {
            $0.representedElementCategory == .cell
        }
        // Distance from the point to each frame (zero inside); the first nearest in the layout's order.
        func distance(_ frame: CGRect) -> CGFloat {
            let dx = max(frame.minX - point.x, 0, point.x - frame.maxX)
            let dy = max(frame.minY - point.y, 0, point.y - frame.maxY)
            return dx * dx + dy * dy
        }
        let nearest = cells.min { distance($0.frame) < distance($1.frame) }
        let expected = nearest.flatMap { runner.id(at: $0.indexPath) }
        guard view.interaction.position != expected else { return [] }
        let held = view.interaction.position.map(String.init) ?? "nil"
        return ["the position holds \(held), the item at anchor \(anchor) is \(expected.map(String.init) ?? "nil")"]
    }

    /// ``SessionPromise/refreshSpinsWhileActionRuns``: the control spins exactly while an action
    /// runs, and never two at once.
    static func refreshSpinsWhileActionRuns(_ runner: SessionRunner) -> [String] {
        guard let view = runner.view else { return [] }
        var found: [String] = []
        if view.interaction.actions.count > 1 { found.append("\(view.interaction.actions.count) actions run") }
        if view.interaction.spinning != !view.interaction.actions.isEmpty {
            found.append(
                "the control \(view.interaction.spinning ? "spins" : "rests") with \(view.interaction.actions.count) actions running"
            )
        }
        return found
    }
}
#endif
