#if !canImport(UIKit) && canImport(UIKitStandIn) && (TestSupport || !SWIFT_PACKAGE)
@_spi(Tools) import CollectionLayouts
import CollectionLayoutsAdapterCore
@testable import CollectionLayoutsUIKit
import Foundation
import Testing
import UIKitStandIn

/// A change of size (a rotation, a split view, the keyboard) keeps the user's place as a batch
/// update does (issue #35): the paging layouts keep their centred item centred and at rest, the
/// others keep the item the user reads where it was on screen; `keepsPlaceOnUpdates` governs both.
@Suite("Keeping the user's place through changes of size") @MainActor
struct KeepingPlaceAcrossSizeChangesTests {
    static let portrait = CGSize(width: 390, height: 844)
    static let landscape = CGSize(width: 844, height: 390)

    /// The item whose place is kept (the first wholly visible from the top) and its top leading
    /// corner's position on screen.
    private func place(in layout: EngineCollectionViewLayout, _ fake: FakeCollectionView) -> (IndexPath, CGPoint)? {
        guard let prepared = layout.preparedLayout,
            let anchor = PlaceAnchor(in: prepared, at: fake.contentOffset, isPaging: false),
            case .items(let marks) = anchor.place, let mark = marks.first
        else { return nil }
        return (IndexPath(mark.index), mark.position)
    }

    /// Where `indexPath`'s top leading corner is on screen now.
    private func position(
        of indexPath: IndexPath, in layout: EngineCollectionViewLayout, _ fake: FakeCollectionView
    )
        -> CGPoint?
    {
        guard let frame = layout.layoutAttributesForItem(at: indexPath)?.frame else { return nil }
        return CGPoint(x: frame.minX - fake.contentOffset.x, y: frame.minY - fake.contentOffset.y)
    }

    /// Rotates `layout` showing `count` items from portrait (scrolled to `item` in the middle) to
    /// landscape and back, checking after each that the item read before it keeps its place on
    /// screen along the scroll axis (across it, the item goes where the new width puts it).
    private func expectPlaceKept(
        _ layout: EngineCollectionViewLayout, count: Int, item: Int, _ name: String, sizes: ItemSizes = .none
    ) throws {
        if case .cycle(let cycle) = sizes { layout.itemSizeProvider = { cycle[$0.item % cycle.count] } }
        let fake = FakeCollectionView(size: Self.portrait, layout: layout, itemCounts: [count])
        layout.scrollToItem(at: IndexPath(item: item, section: 0), animated: false)
        fake.layoutIfNeeded()
        for size in [Self.landscape, Self.portrait, CGSize(width: 390, height: 500)] {
            let (read, onScreen) = try #require(place(in: layout, fake), "\(name): nothing read")
            fake.resize(to: size)
            #expect(position(of: read, in: layout, fake)?.y == onScreen.y, "\(name) at \(size): \(read)")
        }
        // Without place keeping, the offset stays (inside the content).
        layout.keepsPlaceOnUpdates = false
        let before = fake.contentOffset
        fake.resize(to: Self.landscape)
        #expect(fake.contentOffset == before, "\(name) not keeping its place")
    }

    @Test func theGalleryKeepsPhoto198() throws {
        try expectPlaceKept(
            JustifiedGalleryCollectionViewLayout(configuration: .photos), count: 500, item: 198, "gallery",
            sizes: .cycle([CGSize(width: 4, height: 3), CGSize(width: 3, height: 4), CGSize(width: 16, height: 9)]))
    }

    @Test func theCirclesKeepCircle188() throws {
        try expectPlaceKept(
            CirclePackCollectionViewLayout(), count: 500, item: 188, "circles",
            sizes: .cycle([CGSize(width: 60, height: 60), CGSize(width: 90, height: 90), CGSize(width: 40, height: 40)])
        )
    }

    @Test func theGridKeepsItem100() throws {
        try expectPlaceKept(
            StaggeredGridCollectionViewLayout(configuration: try .init(scrollAxis: .vertical)), count: 500, item: 100,
            "grid")
    }

    /// The wheel's item 4 stays upright in the middle through a rotation (it became item 5).
    @Test func theWheelKeepsItem4() throws {
        let layout = WheelCollectionViewLayout()
        let fake = FakeCollectionView(size: Self.portrait, layout: layout, itemCounts: [30])
        layout.scrollToItem(at: IndexPath(item: 4, section: 0), animated: false)
        fake.layoutIfNeeded()
        for size in [Self.landscape, Self.portrait] {
            fake.resize(to: size)
            #expect(layout.centeredItem == IndexPath(item: 4, section: 0), "\(size)")
            let prepared = try #require(layout.preparedWheel)
            #expect(fake.contentOffset == prepared.contentOffset(centering: ElementIndex(0, 4)), "\(size)")
        }
    }
}
#endif
