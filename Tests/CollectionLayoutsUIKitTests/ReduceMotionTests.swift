#if !canImport(UIKit) && canImport(UIKitStandIn) && (TestSupport || !SWIFT_PACKAGE)
@_spi(Tools) import CollectionLayouts
@testable import CollectionLayoutsUIKit
import Foundation
import Testing
import UIKitStandIn

/// Reduce Motion: every programmatic scroll jumps instead of animating. The tests are synchronous,
/// so that the setting, which is global, is never seen by a test running between their steps.
@Suite("Reduce Motion: programmatic scrolls jump") @MainActor
struct ReduceMotionTests {
    private let size = CGSize(width: 375, height: 600)

    /// Each layout, vertical where it can be, so that item 30 is off screen.
    private func layouts() throws -> [EngineCollectionViewLayout] {
        [
            CarouselCollectionViewLayout(), WheelCollectionViewLayout(),
            StaggeredGridCollectionViewLayout(configuration: try .init(scrollAxis: .vertical)),
            JustifiedGalleryCollectionViewLayout(), CirclePackCollectionViewLayout(),
        ]
    }

    @Test func scrollToItemAnimatesWithoutReduceMotionAndJumpsWithIt() throws {
        for reduceMotion in [false, true] {
            for layout in try layouts() {
                UIAccessibility.isReduceMotionEnabled = reduceMotion
                defer { UIAccessibility.isReduceMotionEnabled = false }
                let view = FakeCollectionView(size: size, layout: layout, itemCounts: [40])
                let target = try #require(layout.contentOffset(centering: IndexPath(item: 30, section: 0)))
                #expect(target != view.contentOffset, "\(type(of: layout)): item 30 is elsewhere")
                layout.scrollToItem(at: IndexPath(item: 30, section: 0), animated: true)
                if reduceMotion {
                    #expect(!view.isScrolling && view.contentOffset == target, "\(type(of: layout)): there at once")
                } else {
                    #expect(view.isScrolling && view.contentOffset != target, "\(type(of: layout)): on its way")
                    view.finishScrolling()
                    #expect(view.contentOffset == target)
                }
            }
        }
    }

    @Test func voiceOversMovesJumpToo() throws {
        for layout in [CarouselCollectionViewLayout() as EngineCollectionViewLayout, WheelCollectionViewLayout()] {
            layout.providesAccessibilityElements = true
            let view = FakeCollectionView(size: size, layout: layout, itemCounts: [9])
            let element = try #require(view.accessibilityElements?.first as? UIAccessibilityElement)
            UIAccessibility.isReduceMotionEnabled = true
            defer { UIAccessibility.isReduceMotionEnabled = false }
            element.accessibilityIncrement()
            #expect(!view.isScrolling && layout.centeredItem == IndexPath(item: 1, section: 0), "\(type(of: layout))")
            #expect(element.accessibilityScroll(.next))
            #expect(!view.isScrolling && layout.centeredItem == IndexPath(item: 2, section: 0), "\(type(of: layout))")
            element.accessibilityDecrement()
            #expect(!view.isScrolling && layout.centeredItem == IndexPath(item: 1, section: 0), "\(type(of: layout))")
        }
    }
}
#endif
