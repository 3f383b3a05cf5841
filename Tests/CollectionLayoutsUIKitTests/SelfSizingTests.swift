#if !canImport(UIKit) && canImport(UIKitStandIn) && (TestSupport || !SWIFT_PACKAGE)
@_spi(Tools) import CollectionLayouts
@testable import CollectionLayoutsUIKit
import Foundation
import Testing
import UIKitStandIn

/// Supplementary views that size themselves, through UIKit's preferred-attributes calls as the
/// fake collection view makes them: the gallery's headers and footers start at their estimate and
/// take the height their view asks for; only what that moves is laid out again; the content does
/// not move under the user's finger.
@Suite("Self-sizing headers and footers through the adapter") @MainActor
struct SelfSizingTests {
    private let size = CGSize(width: 375, height: 667)
    private let header = UICollectionView.elementKindSectionHeader
    private let footer = UICollectionView.elementKindSectionFooter

    /// A gallery in a fake collection view, recording its actions.
    private func gallery(
        _ configuration: JustifiedGalleryLayout.Configuration = .standard, counts: [Int] = [5, 4, 6]
    ) -> (JustifiedGalleryCollectionViewLayout, FakeCollectionView) {
        let layout = JustifiedGalleryCollectionViewLayout(configuration: configuration).recordingActions()
        return (layout, FakeCollectionView(size: size, layout: layout, itemCounts: counts))
    }

    private func frame(_ layout: EngineCollectionViewLayout, item: Int, section: Int) -> CGRect? {
        layout.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
    }

    private func frame(_ layout: EngineCollectionViewLayout, _ kind: String, section: Int) -> CGRect? {
        layout.layoutAttributesForSupplementaryView(ofKind: kind, at: IndexPath(item: 0, section: section))?.frame
    }

    @Test func aHeaderAskingForThreeTimesItsEstimateGetsItAndTheItemsBelowMoveDownByTheDifference() throws {
        let (layout, view) = gallery()
        let estimate = layout.configuration.headerHeight
        let before = (0..<3).flatMap { s in (0..<[5, 4, 6][s]).map { frame(layout, item: $0, section: s) } }
        let headersBefore = (0..<3).map { frame(layout, header, section: $0) }
        view.preferredSize = { attributes in
            attributes.representedElementKind == self.header && attributes.indexPath.section == 0
                ? CGSize(width: attributes.size.width, height: 3 * estimate) : nil
        }
        view.performLayoutPass()
        #expect(frame(layout, header, section: 0) == CGRect(x: 0, y: 0, width: 375, height: 3 * estimate))
        let after = (0..<3).flatMap { s in (0..<[5, 4, 6][s]).map { frame(layout, item: $0, section: s) } }
        #expect(after.count == before.count)
        for (old, new) in zip(before, after) {
            #expect(new == old?.offsetBy(dx: 0, dy: 2 * estimate), "every item moves down by exactly 2 × the estimate")
        }
        for section in 1..<3 {
            #expect(
                frame(layout, header, section: section) == headersBefore[section]?.offsetBy(dx: 0, dy: 2 * estimate))
        }
        #expect(view.contentOffset == .zero, "a header at the top grows downwards: nothing above it to keep in place")
        #expect(!view.selfSizingDidNotSettle)
        // Asked once and taken; the next pass's header is the size its view asks for.
        let asked = view.events.filter {
            if case .shouldInvalidateForPreferred = $0 { return true }
            return false
        }
        #expect(
            asked == [
                .shouldInvalidateForPreferred(
                    size: CGSize(width: 375, height: 3 * estimate), of: IndexPath(item: 0, section: 0), kind: header,
                    answer: true)
            ])
        // The engine continued its layout (no row broken again) rather than preparing afresh.
        #expect(layout.actions == [.prepareAfresh, .prepareUpdatingForMeasuredHeights])
        #expect(layout.preparedJustifiedGallery?.environment.supplementaryHeights[.header] == [3 * estimate])
    }

    @Test func theInvalidationContextNamesOnlyWhatMovesAndAdjustsTheOffsetForAViewAboveTheVisibleArea() throws {
        let (layout, view) = gallery(try .init(footerHeight: 40))
        /// The context for section 1's header asking for `extra` more points.
        func context(growingBy extra: CGFloat) throws -> UICollectionViewLayoutInvalidationContext {
            let original = try #require(
                layout.layoutAttributesForSupplementaryView(ofKind: header, at: IndexPath(item: 0, section: 1)))
            let preferred = try #require(original.copy() as? UICollectionViewLayoutAttributes)
            preferred.size.height = original.size.height + extra
            #expect(
                layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original)
            )
            return layout.invalidationContext(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original)
        }
        // Section 1's header in the middle of the screen, section 0's last items above it.
        let header1 = try #require(frame(layout, header, section: 1))
        view.scroll(to: CGPoint(x: 0, y: header1.minY - 300))
        let shown = view.visibleAttributes
        let middle = try context(growingBy: 30)
        #expect((middle as? EngineInvalidationContext)?.isForMeasuredHeight == true)
        #expect(middle.contentSizeAdjustment == CGSize(width: 0, height: 30))
        #expect(middle.contentOffsetAdjustment == .zero, "on screen: it grows downwards")
        // Among the elements on screen, those after the header move: section 1's and below.
        let moving = shown.filter { $0.representedElementCategory == .cell && $0.indexPath.section >= 1 }
        let staying = shown.filter { $0.representedElementCategory == .cell && $0.indexPath.section == 0 }
        #expect(!moving.isEmpty && !staying.isEmpty)
        #expect(Set(middle.invalidatedItemIndexPaths ?? []) == Set(moving.map(\.indexPath)))
        let headers = middle.invalidatedSupplementaryIndexPaths?[header] ?? []
        let footers = middle.invalidatedSupplementaryIndexPaths?[footer] ?? []
        #expect(headers == [IndexPath(item: 0, section: 1)], "the view itself")
        #expect(shown.contains { $0.representedElementKind == footer && $0.indexPath.section == 0 })
        #expect(footers.allSatisfy { $0.section >= 1 }, "section 0's footer, on screen above the header, stays")
        // Section 1's header 10 points above the visible area: the offset moves with what it moves.
        view.performLayoutPass()
        let moved = try #require(frame(layout, header, section: 1))
        view.scroll(to: CGPoint(x: 0, y: moved.minY + 10))
        let above = try context(growingBy: 25)
        #expect(above.contentOffsetAdjustment == CGPoint(x: 0, y: 25), "its top is above the visible area")
        #expect(above.contentSizeAdjustment == CGSize(width: 0, height: 25))
    }

    @Test(arguments: [false, true])
    func theContentDoesNotJumpUnderTheFingerWhenAViewAboveTheVisibleAreaGrows(pinned: Bool) throws {
        // Pinned, the header shows at the top of the visible area though its place in the content
        // is above it: the item under it jumped by the difference (issue #35).
        let (layout, view) = gallery(try .init(sectionHeadersPinToVisibleBounds: pinned))
        let header1 = try #require(frame(layout, header, section: 1))
        view.scroll(to: CGPoint(x: 0, y: header1.minY + 20))
        let item = try #require(frame(layout, item: 0, section: 1))
        let onScreen = item.minY - view.contentOffset.y
        view.preferredSize = { attributes in
            attributes.representedElementKind == self.header && attributes.indexPath.section == 1
                ? CGSize(width: attributes.size.width, height: 150) : nil
        }
        view.performLayoutPass()
        let moved = try #require(frame(layout, item: 0, section: 1))
        #expect(moved.minY == item.minY + 150 - header1.height, "the item moved down in the content…")
        #expect(moved.minY - view.contentOffset.y == onScreen, "…and the offset with it: it stays put on screen")
    }

    /// A measured height follows its section through a batch update that inserts or deletes a
    /// section before it (it stayed with the section index: found by the sessions, #35).
    @Test func measuredHeightsFollowTheirSectionsThroughSectionUpdates() throws {
        let (layout, view) = gallery()
        let estimate = layout.configuration.headerHeight
        view.preferredSize = { attributes in
            attributes.representedElementKind == self.header && attributes.indexPath.section == 0
                ? CGSize(width: attributes.size.width, height: 150) : nil
        }
        view.performLayoutPass()
        #expect(frame(layout, header, section: 0)?.height == 150)
        view.preferredSize = nil
        view.performBatchUpdates(itemCounts: [3, 5, 4, 6], [.insertSection(0)])
        #expect(frame(layout, header, section: 1)?.height == 150, "the measured header, now section 1")
        #expect(frame(layout, header, section: 0)?.height == estimate, "the new section, never measured")
        view.performBatchUpdates(itemCounts: [5, 4, 6], [.deleteSection(0)])
        #expect(frame(layout, header, section: 0)?.height == 150)
        #expect(frame(layout, header, section: 1)?.height == estimate)
    }

    @Test func aFooterOnScreenGrowsWithoutMovingTheOffset() throws {
        let (layout, view) = gallery(try .init(footerHeight: 20), counts: [2, 3])
        let footer0 = try #require(frame(layout, footer, section: 0))
        let below = try #require(frame(layout, item: 0, section: 1))
        let above = try #require(frame(layout, item: 1, section: 0))
        view.preferredSize = { attributes in
            attributes.representedElementKind == self.footer && attributes.indexPath.section == 0
                ? CGSize(width: attributes.size.width, height: 64) : nil
        }
        view.performLayoutPass()
        #expect(frame(layout, footer, section: 0) == CGRect(x: 0, y: footer0.minY, width: 375, height: 64))
        #expect(frame(layout, item: 1, section: 0) == above, "its own section's items stay")
        #expect(frame(layout, item: 0, section: 1) == below.offsetBy(dx: 0, dy: 44))
        #expect(view.contentOffset == .zero)
    }

    @Test func cellsKeepTheLayoutsSizeAndLayoutsWithoutHeadersIgnoreViews() throws {
        let (layout, view) = gallery()
        let cell = try #require(frame(layout, item: 0, section: 0))
        view.preferredSize = { $0.representedElementCategory == .cell ? CGSize(width: 10, height: 10) : nil }
        view.performLayoutPass()
        #expect(frame(layout, item: 0, section: 0) == cell, "the layouts size their cells themselves")
        #expect(layout.actions == [.prepareAfresh])
        let grid = StaggeredGridCollectionViewLayout().recordingActions()
        let gridView = FakeCollectionView(size: size, layout: grid, itemCounts: [30])
        gridView.preferredSize = { _ in CGSize(width: 300, height: 300) }
        gridView.performLayoutPass()
        #expect(grid.actions == [.prepareAfresh] && !gridView.selfSizingDidNotSettle)
    }

    @Test func aViewAskingTheSameHeightAgainChangesNothing() throws {
        let (layout, view) = gallery()
        view.preferredSize = { attributes in
            attributes.representedElementKind == self.header ? CGSize(width: attributes.size.width, height: 90) : nil
        }
        view.performLayoutPass()
        let actions = layout.actions
        view.clearEvents()
        view.performLayoutPass()
        view.scroll(to: CGPoint(x: 0, y: 40))
        #expect(layout.actions == actions, "asked again for the same height: no invalidation")
        #expect(frame(layout, header, section: 0)?.height == 90)
        // A height within a thousandth of a point is the same height.
        view.preferredSize = { attributes in
            attributes.representedElementKind == self.header
                ? CGSize(width: attributes.size.width, height: 90.0004) : nil
        }
        view.performLayoutPass()
        #expect(layout.actions == actions)
    }

    @Test func measuredHeightsAreForgottenWhenTheDataIsReloadedOrTheWidthChanges() throws {
        let (layout, view) = gallery()
        let estimate = layout.configuration.headerHeight
        view.preferredSize = { attributes in
            attributes.representedElementKind == self.header ? CGSize(width: attributes.size.width, height: 100) : nil
        }
        view.performLayoutPass()
        #expect(frame(layout, header, section: 0)?.height == 100)
        view.preferredSize = nil
        view.resize(to: CGSize(width: 600, height: 667))
        #expect(frame(layout, header, section: 0)?.height == estimate, "at a new width the view has to ask again")
        view.preferredSize = { attributes in
            attributes.representedElementKind == self.header ? CGSize(width: attributes.size.width, height: 70) : nil
        }
        view.performLayoutPass()
        #expect(frame(layout, header, section: 0)?.height == 70)
        view.preferredSize = nil
        view.performBatchUpdates(
            itemCounts: [5, 4, 8], [.insertItems([IndexPath(item: 6, section: 2), IndexPath(item: 7, section: 2)])])
        #expect(frame(layout, header, section: 0)?.height == 70, "an append keeps them")
        view.reloadData(itemCounts: [3])
        #expect(
            frame(layout, header, section: 0)?.height == estimate, "reloaded data: the sections there now ask again")
    }
}
#endif
