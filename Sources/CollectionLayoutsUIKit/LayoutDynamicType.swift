#if !os(watchOS)
import CollectionLayouts
import CollectionLayoutsAdapterCore
import Foundation
#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif

/// A layout's Dynamic Type state: the text style its sizes follow and the scale that gives at the
/// collection view's content size category (`EngineCollectionViewLayout.dynamicTypeStyle`), the
/// observation of the category's changes, and the heights supplementary views asked for
/// (self-sizing), which the environment hands the engine.
@MainActor
final class LayoutDynamicType {
    /// Differences of a view's height below this are no change: a thousandth of a point, far
    /// below a pixel, so that a view whose fitting height wobbles in its last bits does not make
    /// the layout prepare again and again.
    static let heightTolerance: CGFloat = 0.001

    /// The text style the layout's sizes scale with; nil for sizes as configured.
    var style: UIFont.TextStyle? {
        didSet { cachedScale = nil }
    }
    /// The last scale worked out, and the category it is for.
    private var cachedScale: (category: UIContentSizeCategory, scale: CGFloat)?
    /// The observation of `UIContentSizeCategory.didChangeNotification` while a style is set.
    private var observation: NotificationObservation?
    /// The heights supplementary views asked for, by kind and section.
    private var heights: [ElementKind: [CGFloat?]] = [:]
    /// The width and the scale the heights were measured at.
    private var measuredAt: (width: CGFloat, scale: CGFloat)?

    /// The Dynamic Type scale for `traitCollection`: what `UIFontMetrics` scales a value by for
    /// ``style`` at its content size category, 1 without a style.
    func scale(for traitCollection: UITraitCollection) -> CGFloat {
        guard let style else { return 1 }
        let category = traitCollection.preferredContentSizeCategory
        if let cached = cachedScale, cached.category == category { return cached.scale }
        // A value of 1,000 points, so that rounding of the scaled value, if any, stays below 0.1 %.
        let scale =
            UIFontMetrics(forTextStyle: style).scaledValue(for: 1_000, compatibleWith: traitCollection) / 1_000
        cachedScale = (category, scale)
        return scale
    }

    /// Calls `change` on the main actor after each change of the user's content size category
    /// while `observing`; stops otherwise.
    func observeCategoryChanges(_ observing: Bool, _ change: @escaping @MainActor @Sendable () -> Void) {
        guard observing else {
            observation = nil
            return
        }
        guard observation == nil else { return }
        observation = NotificationObservation(UIContentSizeCategory.didChangeNotification) {
            // Posted on the main thread by UIKit; the hop also covers a post from elsewhere.
            Task { @MainActor in change() }
        }
    }

    /// The heights measured at `width` and `scale`: those measured at another width or scale are
    /// forgotten first, since a view asks for another height when it is laid out anew there.
    func supplementaryHeights(width: CGFloat, scale: CGFloat) -> [ElementKind: [CGFloat?]] {
        if let measuredAt, measuredAt != (width, scale) { heights = [:] }
        measuredAt = (width, scale)
        return heights
    }

    /// The height the view of `kind` in `section` last asked for, nil when it has not.
    func height(ofKind kind: ElementKind, inSection section: Int) -> CGFloat? {
        guard let sections = heights[kind], sections.indices.contains(section) else { return nil }
        return sections[section]
    }

    /// Keeps `height` as the one the view of `kind` in `section` asks for.
    func record(_ height: CGFloat, ofKind kind: ElementKind, inSection section: Int) {
        guard section >= 0 else { return }
        var sections = heights[kind] ?? []
        if sections.count <= section { sections += Array(repeating: nil, count: section + 1 - sections.count) }
        sections[section] = height
        heights[kind] = sections
    }

    /// Moves the measured heights with their sections through the batch update `map` (a section
    /// inserted or deleted before others shifts them), `sections` being the count after it; a
    /// deleted section's heights are forgotten. Returns whether any height changed section.
    func followSections(through map: BatchUpdateMap, sections: Int) -> Bool {
        var changed = false
        // Bound: the kinds (header, footer) times the sections measured.
        for (kind, before) in heights {
            var after = [CGFloat?](repeating: nil, count: max(sections, 0))
            for (section, height) in before.enumerated() {
                guard let height else { continue }
                guard let destination = map.destinationSection(of: section), after.indices.contains(destination) else {
                    changed = true
                    continue
                }
                after[destination] = height
                if destination != section { changed = true }
            }
            heights[kind] = after
        }
        return changed
    }

    /// Forgets every measured height (the data was reloaded).
    func forgetHeights() {
        heights = [:]
    }
}

/// A block observing a notification for as long as this object lives.
final class NotificationObservation {
    private let token: any NSObjectProtocol

    init(_ name: Notification.Name, _ handler: @escaping @Sendable () -> Void) {
        token = NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { _ in handler() }
    }

    deinit {
        NotificationCenter.default.removeObserver(token)
    }
}
#endif
