#if !canImport(UIKit) && canImport(UIKitStandIn) && (TestSupport || !SWIFT_PACKAGE)
@_spi(Tools) import CollectionLayouts
@testable import CollectionLayoutsUIKit
import Foundation
import Testing
import UIKitStandIn

@Suite("WheelCollectionViewLayout") @MainActor
struct WheelCollectionViewLayoutTests {
    private func harness(
        _ configuration: WheelLayout.Configuration = .standard, itemCounts: [Int] = [20, 5],
        size: CGSize = CGSize(width: 390, height: 600), contentOffset: CGPoint = .zero,
        safeArea: UIEdgeInsets = .zero,
        layoutDirection: UIUserInterfaceLayoutDirection = .leftToRight
    ) -> AdapterHarness {
        AdapterHarness(
            WheelCollectionViewLayout(configuration: configuration), size: size, itemCounts: itemCounts,
            contentOffset: contentOffset, safeArea: safeArea, layoutDirection: layoutDirection)
    }

    private func wheel(_ h: AdapterHarness) throws -> WheelCollectionViewLayout {
        try #require(h.layout as? WheelCollectionViewLayout)
    }

    @Test func scrollingTurnsTheWheelWithoutPreparingAgain() throws {
        let h = harness()
        let layout = try wheel(h)
        h.check("first pass")
        for x in stride(from: -200, through: 3400, by: 53) {
            h.fake.scroll(to: CGPoint(x: x, y: 0))
            h.check("offset \(x)")
            let expected = try #require(h.expected as? PreparedWheel)
            #expect(layout.preparedWheel?.angle == expected.angle)
        }
        #expect(layout.fullPrepareCount == 1)
        #expect(h.fake.events.contains(.invalidate(everything: false, dataSourceCounts: false)))
    }

    @Test func cellsTurnAboutTheWheelsCentre() throws {
        let h = harness()
        h.fake.scroll(to: CGPoint(x: 777, y: 0))
        let centre = try #require(try wheel(h).preparedWheel?.wheelCentre)
        let cells = h.fake.visibleAttributes.compactMap { $0 as? AnchoredLayoutAttributes }
        #expect(cells.count == h.fake.visibleAttributes.count && cells.count > 2)
        for cell in cells {
            #expect(cell.anchorPoint.y == WheelLayout.Configuration.standard.anchorPointY)
            #expect(abs(cell.anchorPosition.x - centre.x) < 1e-9 && abs(cell.anchorPosition.y - centre.y) < 1e-9)
        }
    }

    /// A tilted wheel's `transform3D`, applied about each cell's anchor position, puts the corners
    /// where the engine draws them.
    @Test func aTiltedWheelProjectsItsCellsLikeTheEngine() throws {
        let configuration = try WheelLayout.Configuration(tilt: 0.4)
        let h = harness(configuration)
        h.fake.scroll(to: CGPoint(x: 500, y: 0))
        h.check("tilted")
        let engine = h.expected.elements(in: h.fake.bounds)
        for (cell, element) in zip(h.fake.visibleAttributes, engine) {
            let m = cell.transform3D
            #expect(m.m34 != 0)
            let anchor = try #require((cell as? AnchoredLayoutAttributes)?.anchorPosition)
            let drawn = drawnCorners(of: cell.frame, about: anchor) { v in
                let w = v.x * m.m14 + v.y * m.m24 + m.m44
                return CGPoint(x: (v.x * m.m11 + v.y * m.m21 + m.m41) / w, y: (v.x * m.m12 + v.y * m.m22 + m.m42) / w)
            }
            for (got, want) in zip(drawn, element.transformedCorners) {
                #expect(abs(got.x - want.x) < 1e-6 && abs(got.y - want.y) < 1e-6, "\(element.index): \(got) vs \(want)")
            }
        }
    }

    @Test func flingsSnapToAnUprightItem() throws {
        let h = harness()
        let layout = try wheel(h)
        for velocity in [0.2, 1.5, -0.5, 12, -0.05, -30] {
            h.fling(CGPoint(x: velocity, y: 0), "velocity \(velocity)")
            let upright = try #require(layout.centeredItem)
            let element = try #require(h.expected.attributes(for: ElementIndex(upright.section, upright.item)))
            #expect(abs(element.transform.rotation) < 1e-9, "\(upright) is upright")
        }
        #expect(layout.fullPrepareCount == 1)
    }

    @Test func rotationAndDataChangesPrepareAgain() throws {
        let h = harness()
        h.fling(CGPoint(x: 1, y: 0), "before rotating")
        h.fake.resize(to: CGSize(width: 844, height: 390))
        h.check("landscape", prepares: 2)
        h.reload([1], "one item")
        h.fake.reloadData(itemCounts: [40])
        h.fling(CGPoint(x: 3, y: 0), "many items")
        h.reload([], "no items")
        #expect(try wheel(h).centeredItem == nil)
    }

    /// A phone in landscape: the safe area's insets on both sides and at the bottom.
    @Test func theWheelTurnsInsideTheSafeArea() throws {
        let safeArea = UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47)
        let h = harness(size: CGSize(width: 844, height: 390), contentOffset: CGPoint(x: -47, y: 0), safeArea: safeArea)
        let layout = try wheel(h)
        let first = try #require(layout.preparedWheel)
        // 25 items of 133: 3325 wide, 369 high (390 less 21); item 0 upright at −47, the last at −47 + 3325 − 750.
        #expect(h.fake.lastContentSize == CGSize(width: 3325, height: 369))
        #expect(first.minimumOffset == -47 && first.maximumOffset == -47 + 3325 - 750)
        #expect(layout.centeredItem == IndexPath(item: 0, section: 0))
        h.check("start")
        for x in stride(from: -47, through: 2600, by: 131) {
            h.fake.scroll(to: CGPoint(x: x, y: 0))
            h.check("offset \(x)")
        }
        for velocity in [0.8, -2.5, 6, -0.4] {
            h.fling(CGPoint(x: velocity, y: 0), "velocity \(velocity)")
            let upright = try #require(layout.centeredItem)
            let element = try #require(
                layout.preparedWheel?.attributes(for: ElementIndex(upright.section, upright.item)))
            // Upright in the middle of the safe area: 47 + 750 / 2 from the left, (390 − 21) / 2 from the top.
            #expect(abs(element.transform.rotation) < 1e-9)
            #expect(
                abs(element.center.x - (h.fake.contentOffset.x + 47 + 375)) < 1e-9
                    && abs(element.center.y - 184.5) < 1e-9,
                "\(upright) at \(element.center)")
        }
        #expect(layout.fullPrepareCount == 1)
        let last = try #require(layout.contentOffset(centering: IndexPath(item: 4, section: 1)))
        #expect(last.x == first.maximumOffset)
    }

    @Test func rightToLeftTheWheelIsTheMirrorImage() throws {
        let rtl = harness(
            itemCounts: [12], contentOffset: CGPoint(x: 12 * 133 - 390, y: 0), layoutDirection: .rightToLeft)
        let ltr = harness(itemCounts: [12])
        let layout = try wheel(rtl)
        // Item 0 upright at the right end; a flick to the left turns on as far as the same flick
        // to the right does left to right.
        #expect(layout.centeredItem == IndexPath(item: 0, section: 0))
        rtl.check("right end")
        rtl.fling(CGPoint(x: -0.5, y: 0), "flick left")
        ltr.fling(CGPoint(x: 0.5, y: 0), "flick right")
        let turned = try #require(layout.centeredItem)
        let turnedLeftToRight = try wheel(ltr).centeredItem
        #expect(turned.item > 0 && turned == turnedLeftToRight)
        // At mirrored offsets the two show the same items, mirrored about the middle, turned the other way.
        let span = CGFloat(12 * 133 - 390)
        for x in stride(from: 0, through: span, by: 97) {
            rtl.fake.scroll(to: CGPoint(x: span - x, y: 0))
            ltr.fake.scroll(to: CGPoint(x: x, y: 0))
            rtl.check("rtl \(x)")
            #expect(
                rtl.fake.visibleAttributes.map(\.indexPath) == ltr.fake.visibleAttributes.map(\.indexPath),
                "offset \(x)")
            for (a, b) in zip(rtl.fake.visibleAttributes, ltr.fake.visibleAttributes) {
                // Every cell's frame is centred in the middle; the turn about the anchor below is mirrored.
                #expect(a.center.x - rtl.fake.contentOffset.x == 195 && b.center.x - ltr.fake.contentOffset.x == 195)
                #expect(
                    abs(a.transform.b + b.transform.b) < 1e-12 && abs(a.transform.a - b.transform.a) < 1e-12,
                    "\(a.indexPath) turned the other way")
                #expect(a.zIndex == b.zIndex)
            }
        }
    }

    @Test func aHangingWheelAndAConfigurationChange() throws {
        let h = harness(
            try WheelLayout.Configuration(itemSize: CGSize(width: 100, height: 140), radius: 300, hanging: true))
        for x in stride(from: 0, through: 2000, by: 250) {
            h.fake.scroll(to: CGPoint(x: x, y: 0))
            h.check("hanging, offset \(x)")
        }
        let layout = try wheel(h)
        layout.configuration = .standard
        h.fake.performLayoutPass()
        #expect(layout.fullPrepareCount == 2)
        expectSame(
            h.fake.visibleAttributes, WheelLayout().prepare(in: h.environment).elements(in: h.fake.bounds), "tutorial")
    }
}
#endif
