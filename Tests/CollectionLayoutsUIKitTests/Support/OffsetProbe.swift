#if !canImport(UIKit) && canImport(UIKitStandIn) && (TestSupport || !SWIFT_PACKAGE)
@_spi(Tools) import CollectionLayouts
@testable import CollectionLayoutsUIKit
import Foundation
import UIKitStandIn

/// An engine layout made for testing the translator: items in a row that turn about a point below
/// them by an angle that depends on the scroll offset (like the wheel), a header pinned to the
/// visible area, and paging by 100 points. A new offset invalidates only the offset-dependent part.
struct OffsetProbe: PreparedLayout {
    var environment: LayoutEnvironment
    let pitch: CGFloat = 100

    var contentSize: CGSize {
        CGSize(width: CGFloat(environment.numberOfItems(inSection: 0)) * pitch, height: environment.boundsSize.height)
    }

    private var visibleMiddle: CGFloat { environment.contentOffset.x + environment.boundsSize.width / 2 }

    func forEachElement(in rect: CGRect, _ body: (LayoutAttributes) -> Bool) -> Bool {
        let cells = (0..<environment.numberOfItems(inSection: 0)).compactMap { attributes(for: ElementIndex(0, $0)) }
        let headers = (0..<environment.numberOfSections).compactMap {
            supplementaryAttributes(ofKind: "header", at: ElementIndex($0, 0))
        }
        for element in cells + headers where element.visualBounds.overlaps(rect) {
            if !body(element) { return false }
        }
        return true
    }

    func attributes(for index: ElementIndex) -> LayoutAttributes? {
        guard index.section == 0, environment.contains(index) else { return nil }
        let frame = CGRect(x: CGFloat(index.item) * pitch + 5, y: 40, width: 90, height: 90)
        return LayoutAttributes(
            index: index, frame: frame,
            transform: LayoutTransform(rotation: (frame.midX - visibleMiddle) / 500, scale: index.item == 2 ? 0.5 : 1),
            anchorPoint: CGPoint(x: 0.5, y: 3), zIndex: index.item, alpha: index.item % 2 == 0 ? 1 : 0.5)
    }

    func supplementaryAttributes(ofKind kind: String, at index: ElementIndex) -> LayoutAttributes? {
        guard kind == "header", index.item == 0, index.section >= 0, index.section < environment.numberOfSections else {
            return nil
        }
        return LayoutAttributes(
            index: index, kind: .header,
            frame: CGRect(x: environment.contentOffset.x, y: CGFloat(index.section) * 20, width: 50, height: 20),
            zIndex: 100)
    }

    func targetContentOffset(proposed: CGPoint, velocity: CGPoint, current: CGPoint) -> CGPoint {
        let page = PageSnapping.standard.targetPage(
            current: current.x / pitch, projected: proposed.x / pitch,
            velocity: velocity.x, pageCount: environment.numberOfItems(inSection: 0))
        return clampedContentOffset(CGPoint(x: CGFloat(page) * pitch, y: proposed.y))
    }

    func invalidation(forBoundsChange newBounds: CGRect) -> LayoutInvalidation {
        newBounds.size != environment.boundsSize
            ? .everything : newBounds.origin != environment.contentOffset ? .offsetDependent : .nothing
    }

    mutating func updateContentOffset(_ offset: CGPoint) {
        environment.contentOffset = offset
    }
}

/// The probe behind the translator, recording every environment it was prepared for.
@MainActor
final class ProbeCollectionViewLayout: EngineCollectionViewLayout {
    var environments: [LayoutEnvironment] = []
    var probeDecelerationRate: DecelerationRate?

    override func makePreparedLayout(in environment: LayoutEnvironment) -> any PreparedLayout {
        environments.append(environment)
        return OffsetProbe(environment: environment.sanitized)
    }

    override var decelerationRate: DecelerationRate? { probeDecelerationRate }
}
#endif
