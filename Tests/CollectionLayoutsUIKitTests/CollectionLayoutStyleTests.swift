#if !canImport(UIKit) && canImport(UIKitStandIn) && (TestSupport || !SWIFT_PACKAGE)
@_spi(Tools) import CollectionLayouts
@testable import CollectionLayoutsUIKit
import Foundation
import Testing
import UIKitStandIn

@Suite("CollectionLayoutStyle: each layout's member makes its class") @MainActor
struct CollectionLayoutStyleTests {
    @Test func eachStyleMakesItsLayoutClassWithTheEnginesPaging() throws {
        let wide = try StaggeredGridLayout.Configuration(itemSize: CGSize(width: 150, height: 60))
        let cases: [(CollectionLayoutStyle, ObjectIdentifier, Bool)] = [
            (.carousel(), ObjectIdentifier(CarouselCollectionViewLayout.self), true),
            (.circlePack(.dense), ObjectIdentifier(CirclePackCollectionViewLayout.self), false),
            (.justifiedGallery(.photos), ObjectIdentifier(JustifiedGalleryCollectionViewLayout.self), false),
            (.staggeredGrid(wide), ObjectIdentifier(StaggeredGridCollectionViewLayout.self), false),
            (.wheel(), ObjectIdentifier(WheelCollectionViewLayout.self), true),
        ]
        for (style, layoutClass, paging) in cases {
            let layout = style.adapterStyle.makeLayout()
            #expect(ObjectIdentifier(type(of: layout)) == layoutClass)
            #expect(layout.isPaging == paging, "\(type(of: layout)) pages: the engine says \(paging)")
            #expect(style.adapterStyle.update(layout), "a style updates its own class")
        }
        #expect((cases[1].0.adapterStyle.makeLayout() as? CirclePackCollectionViewLayout)?.configuration == .dense)
        #expect((cases[3].0.adapterStyle.makeLayout() as? StaggeredGridCollectionViewLayout)?.configuration == wide)
        #expect(CarouselCollectionViewLayout().decelerationRate == .fast, "the carousel's rate comes from its engine")
        #expect(WheelCollectionViewLayout().decelerationRate == nil)
    }

    /// The UIKit front covers every layout: each kind's style (the session suite's, which makes
    /// every session's layout) draws what its engine layout prepares.
    @Test(arguments: LayoutKind.allCases)
    func everyKindHasAStyleThatDrawsItsEngineLayout(kind: LayoutKind) {
        let style = SessionConfiguration.standard(kind).style
        let h = AdapterHarness(
            layout: style.adapterStyle.makeLayout(), size: CGSize(width: 390, height: 600), itemCounts: [30]
        ) { kind.standardLayout.prepare(in: $0) }
        h.fake.layoutIfNeeded()
        h.check("\(kind)", prepares: 1)
        #expect(h.layout.isPaging == kind.standardLayout.isPaging, "\(kind)")
        #expect(LayoutKind.allCases.filter { SessionConfiguration.standard($0).style == style } == [kind])
    }

    @Test func stylesAreEqualWhenTheLayoutAndConfigurationAre() throws {
        #expect(CollectionLayoutStyle.circlePack() == .circlePack(.standard))
        #expect(CollectionLayoutStyle.circlePack() != .circlePack(.dense))
        #expect(CollectionLayoutStyle.carousel() != .wheel())
        let styles: Set<CollectionLayoutStyle> = [
            .carousel(), .carousel(.standard), .wheel(), .justifiedGallery(.photos),
        ]
        #expect(styles.count == 3)
    }
}
#endif
