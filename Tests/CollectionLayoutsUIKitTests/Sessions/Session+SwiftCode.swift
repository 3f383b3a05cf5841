#if !canImport(UIKit) && canImport(UIKitStandIn) && (TestSupport || !SWIFT_PACKAGE)
@_spi(Tools) import CollectionLayouts
import CollectionLayoutsAdapterCore
import Foundation
import UIKitStandIn

// Every part of a session as the Swift that makes it, so that a shrunk failing session prints as
// a test to paste into `SessionRegressionTests` (every number printed exactly: Swift prints the
// shortest decimal that reads back as the same Double).

extension Session {
    /// A Swift Testing test that runs this session and expects every promise kept.
    func swiftCode(testName: String, failing promise: SessionPromise? = nil) -> String {
        let steps = self.steps.map { "                \($0.swiftCode)," }.joined(separator: "\n")
        let comment = promise.map { "    // Broke `\($0.rawValue)` (\($0.summary)).\n" } ?? ""
        return """
            \(comment)    @Test func \(testName)() throws {
                    let session = Session(
                        start: \(start.swiftCode),
                        steps: [
            \(steps)
                        ])
                    let violations = SessionRunner.violations(of: session)
                    #expect(violations.isEmpty, "\\(violations)")
                }
            """
    }
}

extension SessionStart {
    var swiftCode: String {
        "SessionStart(configuration: \(configuration.swiftCode), size: \(size.swiftCode), counts: \(counts), "
            + "safeArea: \(safeArea.swiftCode), rightToLeft: \(rightToLeft), textSize: \(textSize.swiftCode), "
            + "followsDynamicType: \(followsDynamicType), keepsPlace: \(keepsPlace)"
            + (hostedAsView ? ", hostedAsView: true)" : ")")
    }
}

extension SessionStep {
    var swiftCode: String {
        switch self {
        case .update(let update): ".update(\(update.swiftCode))"
        case .resize(let resize): ".resize(\(resize.swiftCode))"
        case .configure(let configuration): ".configure(\(configuration.swiftCode))"
        case .textSize(let category): ".textSize(\(category.swiftCode))"
        case .direction(let rightToLeft): ".direction(rightToLeft: \(rightToLeft))"
        case let .scroll(delta, animated): ".scroll(by: \(delta.swiftCode), animated: \(animated))"
        case let .drag(delta, velocity): ".drag(by: \(delta.swiftCode), velocity: \(velocity.swiftCode))"
        case let .scrollToItem(item, animated): ".scrollToItem(\(item), animated: \(animated))"
        case let .tap(x, y): ".tap(x: \(x.swiftCode), y: \(y.swiftCode))"
        case .voiceOver(let action): ".voiceOver(\(action.swiftCode))"
        case .reduceMotion(let on): ".reduceMotion(\(on))"
        case let .headerHeight(section, height): ".headerHeight(section: \(section), height: \(height.swiftCode))"
        case .keepsPlace(let on): ".keepsPlace(\(on))"
        case .setData(let data):
            ".setData(SessionData(edits: [\(data.edits.map(\.swiftCode).joined(separator: ", "))], "
                + "reloads: \(data.reloads), animated: \(data.animated)))"
        case let .bind(item, animated): ".bind(\(item), animated: \(animated))"
        case .select(let item): ".select(\(item))"
        case let .setSelection(items, multiple): ".setSelection(\(items), multiple: \(multiple))"
        case let .position(item, anchor, animated): ".position(\(item), anchor: \(anchor), animated: \(animated))"
        case .refresh(let steps): ".refresh(steps: \(steps))"
        case .moveByDrag(let move):
            ".moveByDrag(SessionMoveByDrag(lift: \(move.lift.swiftCode), fingers: [\(move.fingers.map(\.swiftCode).joined(separator: ", "))], "
                + "cancels: \(move.cancels)))"
        case .moveByDrop(let move):
            ".moveByDrop(SessionMoveByDrag(lift: \(move.lift.swiftCode), fingers: [\(move.fingers.map(\.swiftCode).joined(separator: ", "))], "
                + "cancels: \(move.cancels)))"
        case .cellMeasured(let position): ".cellMeasured(\(position))"
        }
    }
}

extension SessionUpdate {
    var swiftCode: String {
        switch self {
        case let .insertItems(section, item, count): ".insertItems(section: \(section), item: \(item), count: \(count))"
        case let .deleteItems(section, item, count): ".deleteItems(section: \(section), item: \(item), count: \(count))"
        case let .moveItem(from, to): ".moveItem(from: \(from), to: \(to))"
        case let .insertSection(section, count): ".insertSection(\(section), count: \(count))"
        case .deleteSection(let section): ".deleteSection(\(section))"
        }
    }
}

extension SessionResize {
    var swiftCode: String {
        switch self {
        case .rotate: ".rotate"
        case .width(let width): ".width(\(width.swiftCode))"
        case .height(let height): ".height(\(height.swiftCode))"
        }
    }
}

extension SessionVoiceOver {
    var swiftCode: String {
        switch self {
        case .increment: ".increment"
        case .decrement: ".decrement"
        case .scroll(let direction): ".scroll(.\(direction.name))"
        case .focus(let position): ".focus(\(position))"
        }
    }
}

extension UIAccessibilityScrollDirection {
    /// The case's name.
    var name: String {
        switch self {
        case .right: "right"
        case .left: "left"
        case .up: "up"
        case .down: "down"
        case .next: "next"
        case .previous: "previous"
        }
    }
}

extension UIContentSizeCategory {
    /// Every category a user can choose, smallest first.
    static let userChoices: [UIContentSizeCategory] = [
        .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
        .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
        .accessibilityExtraExtraExtraLarge,
    ]

    private static let names = [
        "extraSmall", "small", "medium", "large", "extraLarge", "extraExtraLarge", "extraExtraExtraLarge",
        "accessibilityMedium", "accessibilityLarge", "accessibilityExtraLarge", "accessibilityExtraExtraLarge",
        "accessibilityExtraExtraExtraLarge",
    ]

    var swiftCode: String {
        guard let index = Self.userChoices.firstIndex(of: self) else {
            return "UIContentSizeCategory(rawValue: \"\(rawValue)\")"
        }
        return "." + Self.names[index]
    }
}

extension SessionConfiguration {
    var swiftCode: String {
        switch self {
        case .grid(let c):
            ".grid(try .init(itemSize: \(c.itemSize.swiftCode), spacing: \(c.spacing.swiftCode), "
                + "staggerFraction: \(c.staggerFraction.swiftCode), scrollAxis: .\(c.scrollAxis), "
                + "insets: \(c.insets.swiftCode)))"
        case .carousel(let c):
            ".carousel(try .init(itemSize: \(c.itemSize.swiftCode), spacing: \(c.spacing.swiftCode), "
                + "scrollAxis: .\(c.scrollAxis), alignment: .\(c.alignment), "
                + "sideItemScale: \(c.sideItemScale.swiftCode), sideItemAlpha: \(c.sideItemAlpha.swiftCode), "
                + "wraps: \(c.wraps), maximumItemsPerFling: \(c.snapping.maximumItemsPerFling.map(String.init) ?? "nil"), "
                + "flickVelocity: \(c.snapping.flickVelocity.swiftCode), "
                + "decelerationRate: DecelerationRate(rawValue: \(c.decelerationRate.rawValue.swiftCode))))"
        case .gallery(let c):
            ".gallery(try .init(mode: \(c.mode.swiftCode), insets: \(c.insets.swiftCode), "
                + "itemSpacing: \(c.itemSpacing.swiftCode), rowSpacing: \(c.rowSpacing.swiftCode), "
                + "headerHeight: \(c.headerHeight.swiftCode), footerHeight: \(c.footerHeight.swiftCode), "
                + "lastRow: .\(c.lastRow), maximumRowsPerSection: \(c.maximumRowsPerSection.map(String.init) ?? "nil"), "
                + "seed: \(c.seed), sectionHeadersPinToVisibleBounds: \(c.sectionHeadersPinToVisibleBounds), "
                + "showsSectionBackgrounds: \(c.showsSectionBackgrounds), itemSizing: \(c.itemSizing.swiftCode)))"
        case .wheel(let c):
            ".wheel(try .init(itemSize: \(c.itemSize.swiftCode), radius: \(c.radius.swiftCode), "
                + "anglePerItem: \(c.anglePerItem.swiftCode), hanging: \(c.isHanging), tilt: \(c.tilt.swiftCode), "
                + "snapping: PageSnapping(flickVelocity: \(c.snapping.flickVelocity.swiftCode), "
                + "maximumItemsPerFling: \(c.snapping.maximumItemsPerFling.map(String.init) ?? "nil"))))"
        case .circles(let c):
            ".circles(try .init(insets: \(c.insets.swiftCode), spacing: \(c.spacing.swiftCode), "
                + "defaultDiameter: \(c.defaultDiameter.swiftCode), ordering: .\(c.ordering), "
                + "headerHeight: \(c.headerHeight.swiftCode), footerHeight: \(c.footerHeight.swiftCode), "
                + "sectionHeadersPinToVisibleBounds: \(c.sectionHeadersPinToVisibleBounds), "
                + "showsSectionBackgrounds: \(c.showsSectionBackgrounds), itemSizing: \(c.itemSizing.swiftCode)))"
        case .sections(let c):
            ".sections(.init(sections: [" + c.sections.map(\.swiftCode).joined(separator: ", ") + "]))"
        }
    }
}

extension StackedSectionsLayout.Section {
    /// The section as the Swift that makes it, each layout's configuration as its session's.
    var swiftCode: String {
        /// `configuration`'s code less its case: `try .init(…)`.
        func inner(_ configuration: SessionConfiguration) -> String {
            let code = configuration.swiftCode
            return String(code[code.index(after: code.firstIndex(of: "(")!)...].dropLast())
        }
        let layout =
            switch self.layout {
            case .circlePack(let c): ".circlePack(\(inner(.circles(c))))"
            case .justifiedGallery(let c): ".justifiedGallery(\(inner(.gallery(c))))"
            case .staggeredGrid(let c): ".staggeredGrid(\(inner(.grid(c))))"
            case .list(let rowHeight, let spacing):
                ".list(rowHeight: \(rowHeight.swiftCode), spacing: \(spacing.swiftCode))"
            case let .grid(columns, rowHeight, spacing):
                ".grid(columns: \(columns), rowHeight: \(rowHeight.swiftCode), spacing: \(spacing.swiftCode))"
            case .carousel(let c): ".carousel(\(inner(.carousel(c))))"
            }
        return
            ".init(layout: \(layout), headerHeight: \(headerHeight.swiftCode), footerHeight: \(footerHeight.swiftCode))"
    }
}

extension ItemSizing {
    var swiftCode: String {
        switch self {
        case .fixed: ".fixed"
        case .measured(let estimate): ".measured(estimate: \(estimate.swiftCode))"
        }
    }
}

extension CarouselLayout.ItemSize {
    var swiftCode: String {
        switch self {
        case .absolute(let size): ".absolute(\(size.swiftCode))"
        case let .fractionOfBounds(width, height):
            ".fractionOfBounds(width: \(width.swiftCode), height: \(height.swiftCode))"
        }
    }
}

extension JustifiedGalleryLayout.Mode {
    var swiftCode: String {
        switch self {
        case let .widthRange(minimum, maximum, height):
            ".widthRange(min: \(minimum.swiftCode), max: \(maximum.swiftCode), height: \(height.swiftCode))"
        case let .aspectRatios(target, tolerance):
            ".aspectRatios(targetRowHeight: \(target.swiftCode), tolerance: \(tolerance.swiftCode))"
        }
    }
}

extension CGFloat {
    /// The number as a Swift literal that reads back exactly.
    var swiftCode: String {
        let double = Double(self)
        if double == double.rounded(), Swift.abs(double) < 1e15 { return String(Int(double)) }
        return "\(double)"
    }
}

extension CGSize {
    var swiftCode: String { "CGSize(width: \(width.swiftCode), height: \(height.swiftCode))" }
}

extension CGPoint {
    var swiftCode: String { "CGPoint(x: \(x.swiftCode), y: \(y.swiftCode))" }
}

extension UIEdgeInsets {
    var swiftCode: String {
        "UIEdgeInsets(top: \(top.swiftCode), left: \(left.swiftCode), bottom: \(bottom.swiftCode), right: \(right.swiftCode))"
    }
}

extension LayoutInsets {
    var swiftCode: String {
        "LayoutInsets(top: \(top.swiftCode), left: \(left.swiftCode), bottom: \(bottom.swiftCode), right: \(right.swiftCode))"
    }
}
#endif
