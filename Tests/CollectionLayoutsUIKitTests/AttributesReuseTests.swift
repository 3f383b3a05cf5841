#if !canImport(UIKit) && canImport(UIKitStandIn) && (TestSupport || !SWIFT_PACKAGE)
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
        let size = CGSize(width: 390, height: 700)
        let harnesses = [
            AdapterHarness(
                CirclePackCollectionViewLayout(), size: size, itemCounts: [80, 30],
                sizes: { CGSize(width: CGFloat(40 + $0.item * 13 % 90), height: 0) }),
            AdapterHarness(
                JustifiedGalleryCollectionViewLayout(configuration: .photos), size: size, itemCounts: [80, 30],
                sizes: { CGSize(width: CGFloat(3 + $0.item % 4), height: 3) }),
        ]
        for h in harnesses {
            let layout = h.layout
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
            h.reload([80, 30], "\(name) reloaded")
            let fresh = Set(identities(h.fake.visibleAttributes))
            #expect(fresh.isDisjoint(with: identities(first)), "\(name): new objects after a prepare")
        }
    }

    @Test func layoutsThatChangeWithTheOffsetOrStoreNothingMakeNewObjects() {
        let wheel = AdapterHarness(WheelCollectionViewLayout(), size: CGSize(width: 390, height: 600), itemCounts: [30])
        let grid = AdapterHarness(
            StaggeredGridCollectionViewLayout(), size: CGSize(width: 390, height: 600), itemCounts: [300])
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
