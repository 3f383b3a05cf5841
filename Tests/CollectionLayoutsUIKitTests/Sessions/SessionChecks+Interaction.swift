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

    /// ``SessionPromise/positionNamesItemAtAnchor``: the binding names one of the items on screen
    /// nearest the anchor's point of the visible area (the bounds less the adjusted inset) along
    /// the axes the content scrolls, counted here from the layout's cells in that area.
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
        // Distance from the point to each frame (zero inside) along the axes the content scrolls
        // (both when neither): every nearest item may be named.
        let content = runner.layout.collectionViewContentSize
        let scrollsX = content.width + inset.left + inset.right > fake.bounds.width
        let scrollsY = content.height + inset.top + inset.bottom > fake.bounds.height
        func distance(_ frame: CGRect) -> CGFloat {
            let dx = scrollsX || !scrollsY ? max(frame.minX - point.x, 0, point.x - frame.maxX) : 0
            let dy = scrollsY || !scrollsX ? max(frame.minY - point.y, 0, point.y - frame.maxY) : 0
            return dx * dx + dy * dy
        }
        let least = cells.map { distance($0.frame) }.min()
        let nearest = Set(cells.filter { distance($0.frame) == least }.compactMap { runner.id(at: $0.indexPath) })
        let held = view.interaction.position
        if nearest.isEmpty ? held == nil : held.map(nearest.contains) == true { return [] }
        return [
            "the position holds \(held.map(String.init) ?? "nil"), the items at anchor \(anchor) are \(nearest.sorted())"
        ]
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
