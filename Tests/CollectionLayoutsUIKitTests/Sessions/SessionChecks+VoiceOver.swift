#if !canImport(UIKit) && canImport(UIKitStandIn) && (TestSupport || !SWIFT_PACKAGE)
@_spi(Tools) import CollectionLayouts
@testable import CollectionLayoutsUIKit
import Foundation
import UIKitStandIn

extension SessionChecks {
    /// The collection view's VoiceOver elements: for the carousel and the wheel one adjustable
    /// element, then the announced card's cell when there is one; for the others the items near
    /// the visible rect (it and one more of its size on each side) in the engine's reading order,
    /// each at its frame, with the sections' headings (the header trait) among them.
    static func voiceOverOrder(_ engine: any PreparedLayout, _ runner: SessionRunner) -> [String] {
        let elements = runner.fake.accessibilityElements ?? []
        if runner.kind.isPaging {
            guard (1...2).contains(elements.count), let element = elements.first as? UIAccessibilityElement,
                element.accessibilityTraits.contains(.adjustable),
                elements.dropFirst().allSatisfy({ $0 is UICollectionViewCell })
            else { return ["\(elements.count) elements, not one adjustable element and the card's cell"] }
            return []
        }
        let items = elements.compactMap { $0 as? ItemAccessibilityElement }
        let headings = elements.compactMap { $0 as? HeaderAccessibilityElement }
        guard items.count + headings.count == elements.count else {
            return ["elements that are neither items nor headings"]
        }
        if let heading = headings.first(where: { !$0.accessibilityTraits.contains(.header) }) {
            return ["section \(heading.section)'s heading has no header trait"]
        }
        let bounds = runner.fake.bounds
        let want = engine.accessibilityOrder(in: bounds.insetBy(dx: -bounds.width, dy: -bounds.height))
        let got = items.map(\.index)
        guard got == want.map(\.index) else {
            return ["reads \(got.prefix(12))…, the engine \(want.map(\.index).prefix(12))…"]
        }
        for (element, attributes) in zip(items, want)
        where element.accessibilityFrameInContainerSpace != attributes.frame {
            return [
                "item \(attributes.index)'s element is at \(element.accessibilityFrameInContainerSpace), the item at \(attributes.frame)"
            ]
        }
        return []
    }

    /// Each element's activation point (where VoiceOver's double tap lands) is inside the item it
    /// announces, as drawn (any instance of it, in the endless carousel).
    static func voiceOverActivationPoint(_ engine: any PreparedLayout, _ runner: SessionRunner) -> [String] {
        let offset = runner.fake.contentOffset
        for case let element as UIAccessibilityElement in runner.fake.accessibilityElements ?? [] {
            let announced: ElementIndex?
            if let item = element as? ItemAccessibilityElement {
                announced = item.index
            } else {
                announced = item(named: element.accessibilityLabel, runner)
            }
            // An item turned or scaled to nothing (the wheel's far side) has nowhere to activate.
            guard let announced, let drawn = engine.attributes(for: announced)?.visualBounds, !drawn.isEmpty else {
                continue
            }
            let screen = element.accessibilityActivationPoint
            let point = CGPoint(x: screen.x + offset.x, y: screen.y + offset.y)
            let hits = engine.elements(in: CGRect(x: point.x - 0.5, y: point.y - 0.5, width: 1, height: 1)).filter {
                $0.kind == .cell && $0.index == announced && $0.visualBounds.contains(point)
            }
            if hits.isEmpty {
                let frame = engine.attributes(for: announced)?.visualBounds
                return [
                    "\(element.accessibilityLabel ?? "an element") activates at \(point), outside item \(announced) "
                        + "(\(String(describing: frame)))"
                ]
            }
        }
        return []
    }

    /// The carousel's and the wheel's adjustable element says the centred item and its position.
    static func voiceOverAnnouncesCentredItem(_ engine: any PreparedLayout, _ runner: SessionRunner) -> [String] {
        guard runner.kind.isPaging,
            let element = (runner.fake.accessibilityElements ?? []).first as? UIAccessibilityElement
        else { return [] }
        let centred = engine.centeredItem(at: runner.fake.contentOffset)
        let label = centred.flatMap { runner.id(at: IndexPath(item: $0.item, section: $0.section)) }.map {
            "Item \($0)"
        }
        let position = centred.flatMap { engine.accessibilityPosition(of: $0) }.map { "\($0.position) of \($0.count)" }
        guard element.accessibilityLabel == label, element.accessibilityValue == position else {
            return [
                "says \(element.accessibilityLabel ?? "nothing"), \(element.accessibilityValue ?? "nothing"); "
                    + "\(label ?? "nothing"), \(position ?? "nothing") is centred"
            ]
        }
        return []
    }

    /// The item whose label is `label` ("Item <id>").
    private static func item(named label: String?, _ runner: SessionRunner) -> ElementIndex? {
        guard let label, label.hasPrefix("Item "), let id = Int(label.dropFirst(5)),
            let indexPath = runner.indexPath(of: id)
        else { return nil }
        return ElementIndex(indexPath.section, indexPath.item)
    }

    /// Every header the last layout pass showed has the height its view asks for, and self-sizing
    /// settled.
    static func selfSizingHeightsTaken(_ runner: SessionRunner) -> [String] {
        if runner.fake.selfSizingDidNotSettle { return ["self-sizing did not settle"] }
        for header in runner.fake.visibleAttributes
        where header.representedElementKind == UICollectionView.elementKindSectionHeader {
            guard let asked = runner.headerHeight(ofSection: header.indexPath.section) else { continue }
            if abs(header.size.height - asked) > LayoutDynamicType.heightTolerance {
                return ["header \(header.indexPath.section) is \(header.size.height) tall, its view asks for \(asked)"]
            }
        }
        return []
    }
}
#endif
