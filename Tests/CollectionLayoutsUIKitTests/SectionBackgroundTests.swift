#if !canImport(UIKit) && canImport(UIKitStandIn) && (TestSupport || !SWIFT_PACKAGE)
@_spi(Tools) import CollectionLayouts
@testable import CollectionLayoutsUIKit
import Foundation
import Testing
import UIKitStandIn

/// Section backgrounds (decoration views of kind "background") through the adapter: UIKit finds
/// them among the elements of a rect, asks for each by index path, and asks where a background of
/// an inserted section comes in from.
@Suite("Section backgrounds through the adapter") @MainActor
struct SectionBackgroundTests {
    @Test("The gallery's and the circles' backgrounds are the engine's, by rect and by index path")
    func backgroundsAreTheEngines() throws {
        let gallery = try JustifiedGalleryLayout.Configuration(showsSectionBackgrounds: true)
        let circles = try CirclePackLayout.Configuration(headerHeight: 30, showsSectionBackgrounds: true)
        let cases: [(EngineCollectionViewLayout, any CollectionLayout)] = [
            (
                JustifiedGalleryCollectionViewLayout(configuration: gallery),
                JustifiedGalleryLayout(configuration: gallery)
            ),
            (CirclePackCollectionViewLayout(configuration: circles), CirclePackLayout(configuration: circles)),
        ]
        for (layout, engine) in cases {
            let h = AdapterHarness(layout: layout, size: CGSize(width: 375, height: 667), itemCounts: [6, 6]) {
                engine.prepare(in: $0)
            }
            h.check("\(type(of: engine))")
            let prepared = try #require(layout.preparedLayout)
            for section in 0..<2 {
                let path = IndexPath(item: 0, section: section)
                let expected = try #require(
                    prepared.decorationAttributes(ofKind: "background", at: ElementIndex(section, 0)))
                let answer = try #require(layout.layoutAttributesForDecorationView(ofKind: "background", at: path))
                #expect(answer.frame == expected.frame && answer.zIndex == -1, "\(type(of: engine)) \(section)")
                #expect(answer.representedElementCategory == .decorationView)
            }
            #expect(
                layout.layoutAttributesForDecorationView(ofKind: "background", at: IndexPath(item: 0, section: 2))
                    == nil)
            #expect(
                layout.layoutAttributesForDecorationView(ofKind: "other", at: IndexPath(item: 0, section: 0)) == nil)
            let shown = layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 375, height: 667)) ?? []
            #expect(shown.contains { $0.representedElementKind == "background" && $0.indexPath.section == 0 })
        }
    }

    @Test("An inserted section's background fades in where it rests")
    func insertedSectionBackgroundFadesIn() throws {
        let configuration = try JustifiedGalleryLayout.Configuration(showsSectionBackgrounds: true)
        let layout = JustifiedGalleryCollectionViewLayout(configuration: configuration)
        let h = AdapterHarness(layout: layout, size: CGSize(width: 375, height: 667), itemCounts: [3]) {
            JustifiedGalleryLayout(configuration: configuration).prepare(in: $0)
        }
        h.fake.performBatchUpdates(itemCounts: [3, 3], [.insertSection(1)])
        let path = IndexPath(item: 0, section: 1)
        let answer = try #require(h.fake.updateAnimation(.appearing, at: path, kind: "background") ?? nil)
        let rest = try #require(layout.layoutAttributesForDecorationView(ofKind: "background", at: path))
        #expect(answer.frame == rest.frame && answer.alpha == 0)
    }
}
#endif
