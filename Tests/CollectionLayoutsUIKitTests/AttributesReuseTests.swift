#if !canImport(UIKit)
@_spi(Tools) import CollectionLayouts
@testable import CollectionLayoutsUIKit
import Foundation
import Testing
import UIKitStandIn

/// Layouts with stored frames (circle pack, gallery) keep each element's attributes object until
/// the next prepare; the others make new ones.
@Suite("Attributes objects reused until the next prepare") @MainActor
struct AttributesReuseTests {
    private func identities(_ attributes: [UICollectionViewLayoutAttributes]) -> [ObjectIdentifier] {
        attributes.map(ObjectIdentifier.init)
    }

    @Test func theCirclePackAndTheGalleryReuseTheirObjectsWhileScrolling() throws {
        let circles = CirclePackCollectionViewLayout().recordingActions()
        circles.itemSizeProvider = { CGSize(width: CGFloat(40 + $0.item * 13 % 90), height: 0) }
        let gallery = JustifiedGalleryCollectionViewLayout(configuration: .photos).recordingActions()
        gallery.itemSizeProvider = { CGSize(width: CGFloat(3 + $0.item % 4), height: 3) }
        let cases: [(EngineCollectionViewLayout, (LayoutEnvironment) -> any PreparedLayout, (IndexPath) -> CGSize?)] = [
            (
                circles, { CirclePackLayout().prepare(in: $0) },
                { CGSize(width: CGFloat(40 + $0.item * 13 % 90), height: 0) }
            ),
            (
                gallery, { JustifiedGalleryLayout(configuration: .photos).prepare(in: $0) },
                { CGSize(width: CGFloat(3 + $0.item % 4), height: 3) }
            ),
        ]
        for (layout, engine, sizes) in cases {
            let h = AdapterHarness(
                layout: layout, size: CGSize(width: 390, height: 700), itemCounts: [80, 30], sizes: sizes,
                engine: engine)
            let name = "\(type(of: layout))"
            let first = h.fake.visibleAttributes
            #expect(!first.isEmpty)
            #expect(
                identities(layout.layoutAttributesForElements(in: h.fake.bounds) ?? []) == identities(first),
                "\(name): same query, same objects")
            // Scroll down and back: the elements seen before come back as the same objects, with the engine's values.
            h.fake.scroll(to: CGPoint(x: 0, y: 450))
            h.check("\(name) scrolled")
            h.fake.scroll(to: .zero)
            h.check("\(name) back")
            #expect(identities(h.fake.visibleAttributes) == identities(first), "\(name): reused after scrolling")
            let item = try #require(first.first { $0.representedElementCategory == .cell })
            #expect(layout.layoutAttributesForItem(at: item.indexPath) === item, "\(name): by index too")
            #expect(layout.fullPrepareCount == 1)
            // A data change prepares again: new objects.
            h.fake.reloadData(itemCounts: [80, 30])
            h.check("\(name) reloaded")
            let fresh = Set(identities(h.fake.visibleAttributes))
            #expect(fresh.isDisjoint(with: identities(first)), "\(name): new objects after a prepare")
        }
    }

    @Test func layoutsThatChangeWithTheOffsetOrStoreNothingMakeNewObjects() {
        let wheel = AdapterHarness(
            layout: WheelCollectionViewLayout(), size: CGSize(width: 390, height: 600), itemCounts: [30]
        ) {
            WheelLayout().prepare(in: $0)
        }
        let grid = AdapterHarness(
            layout: StaggeredGridCollectionViewLayout(), size: CGSize(width: 390, height: 600), itemCounts: [300]
        ) {
            StaggeredGridLayout().prepare(in: $0)
        }
        for h in [wheel, grid] {
            let first = h.fake.visibleAttributes
            let again = h.layout.layoutAttributesForElements(in: h.fake.bounds) ?? []
            #expect(!first.isEmpty && Set(identities(again)).isDisjoint(with: identities(first)))
            h.fake.scroll(to: CGPoint(x: 200, y: 0))
            h.check("\(type(of: h.layout)) scrolled")
        }
    }
}
#endif
