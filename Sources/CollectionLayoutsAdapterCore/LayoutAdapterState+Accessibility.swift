import CollectionLayouts
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

// What VoiceOver reads: the elements in the engine's reading order with their frames, the item the
// paging layouts' adjustable element announces, its position and where it is drawn.
extension LayoutAdapterState {
    /// One element VoiceOver reads, with its frame in the content.
    package enum AccessibilityEntry: Equatable, Sendable {
        /// A section's header (a heading for the rotor).
        case header(section: Int, frame: CGRect)
        /// An item.
        case item(ElementIndex, frame: CGRect)
    }

    /// The elements VoiceOver reads around `bounds` (the visible rect and one of its size on each
    /// side, where the next swipe's item is), in the engine's reading order
    /// (`PreparedLayout.accessibilityOrder(in:)`), each section's visible header before its first
    /// item; empty before the first prepare.
    package func accessibilityEntries(around bounds: CGRect) -> [AccessibilityEntry] {
        guard let prepared else { return [] }
        let window = bounds.insetBy(dx: -bounds.width, dy: -bounds.height)
        var headers: [LayoutAttributes] = []
        prepared.forEachElement(in: window) { element in
            if element.kind == .header && !element.isHidden { headers.append(element) }
            return true
        }
        headers.sort { $0.index.section < $1.index.section }
        var nextHeader = headers.startIndex
        var entries: [AccessibilityEntry] = []
        func appendHeaders(through section: Int) {
            while nextHeader < headers.endIndex, headers[nextHeader].index.section <= section {
                entries.append(.header(section: headers[nextHeader].index.section, frame: headers[nextHeader].frame))
                nextHeader += 1
            }
        }
        for attributes in prepared.accessibilityOrder(in: window) {
            // A section's header comes before its first item (the layouts with headers read their
            // sections in order).
            appendHeaders(through: attributes.index.section)
            entries.append(.item(attributes.index, frame: attributes.frame))
        }
        appendHeaders(through: .max)
        return entries
    }

    /// The item the adjustable element announces at `offset`: the one VoiceOver's move
    /// (``accessibilityMove``) is scrolling to while the front's animated scroll there is on its way
    /// and nothing else has moved the view, else the centred one. Whatever moves the view
    /// otherwise (an app's scroll or offset, the user's drag or fling, a batch update keeping the
    /// place, a rotation) ends the move. `isTouched`: a finger is down.
    package mutating func announcedItem(at offset: CGPoint, isTouched: Bool) -> ElementIndex? {
        guard let prepared else { return nil }
        if let move = accessibilityMove,
            move.isOnItsWay(
                at: offset, isTouched: isTouched, heading: centering.scrollTarget,
                target: contentOffset(centering: move.item))
        {
            accessibilityMove?.last = offset
            return move.item
        }
        accessibilityMove = nil
        return prepared.centeredItem(at: offset)
    }

    /// A three-finger swipe on the adjustable element.
    package enum AccessibilitySwipe: Equatable, Sendable {
        /// To the next page.
        case next
        /// To the previous page.
        case previous
        /// Leftward.
        case left
        /// Rightward.
        case right
        /// Upward.
        case up
        /// Downward.
        case down
    }

    /// How many items a three-finger `swipe` moves the adjustable element, for a view of
    /// `boundsSize`: one the way the content moves (a horizontal layout moves with left and
    /// right, mirrored right to left; a vertical one with up and down), the next or previous one;
    /// nil for a swipe across the scroll axis or before the first prepare.
    package func accessibilitySteps(for swipe: AccessibilitySwipe, boundsSize: CGSize) -> Int? {
        guard let prepared else { return nil }
        let horizontal =
            prepared.contentSize.width - boundsSize.width >= prepared.contentSize.height - boundsSize.height
        let rightToLeft = prepared.environment.layoutDirection == .rightToLeft
        let steps: Int
        switch swipe {
        case .next: steps = 1
        case .previous: steps = -1
        case .left: steps = horizontal ? (rightToLeft ? -1 : 1) : 0
        case .right: steps = horizontal ? (rightToLeft ? 1 : -1) : 0
        case .up: steps = horizontal ? 0 : 1
        case .down: steps = horizontal ? 0 : -1
        }
        return steps == 0 ? nil : steps
    }

    /// Where VoiceOver's double tap touches for the item at `index` announced in the view's
    /// `visible` rect (in the content): the item as drawn (``visibleFrame(of:around:)``), or, when
    /// its centre is not on screen yet (a move on its way), its part on screen; the front takes
    /// the middle of it. Nil when there is no such item.
    package func activationFrame(of index: ElementIndex, in visible: CGRect) -> CGRect? {
        guard let frame = visibleFrame(of: index, around: visible) else { return nil }
        let shown = frame.intersection(visible)
        return !visible.contains(CGPoint(x: frame.midX, y: frame.midY)) && !shown.isEmpty ? shown : frame
    }

    /// Where to scroll so that a header VoiceOver focuses, at `frame`, is wholly visible in the
    /// view's `geometry`: its top at the top of the visible area (its leading edge at the
    /// leading inset across), kept inside the content; nil when it is visible already or before
    /// the first prepare.
    package func contentOffset(revealing frame: CGRect, in geometry: ContainerGeometry) -> CGPoint? {
        let visible = geometry.bounds
        guard let prepared, !visible.contains(frame) else { return nil }
        var offset = geometry.contentOffset
        if frame.minY < visible.minY || frame.maxY > visible.maxY { offset.y = frame.minY - geometry.contentInsets.top }
        if frame.minX < visible.minX || frame.maxX > visible.maxX {
            offset.x = frame.minX - geometry.contentInsets.left
        }
        return prepared.targetContentOffset(proposed: offset, velocity: .zero, current: offset)
    }

    /// The 1-based position of the item at `index` among the items VoiceOver reads, and their count
    /// (`PreparedLayout.accessibilityPosition(of:)`).
    package func accessibilityPosition(of index: ElementIndex) -> (position: Int, count: Int)? {
        prepared?.accessibilityPosition(of: index)
    }

    /// The item `steps` items after `index` in the reading order (before it for negative steps),
    /// where the adjustable element moves (`PreparedLayout.accessibilityItem(after:steps:)`).
    package func accessibilityItem(after index: ElementIndex, steps: Int) -> ElementIndex? {
        prepared?.accessibilityItem(after: index, steps: steps)
    }

    /// The frame of the item at `index` as drawn (its visual bounds, in the content): the instance
    /// nearest the middle of `bounds` among those shown there, else the engine's attributes for
    /// it; nil when there is no such item.
    package func visibleFrame(of index: ElementIndex, around bounds: CGRect) -> CGRect? {
        guard let prepared else { return nil }
        var nearest: (attributes: LayoutAttributes, distance: CGFloat)?
        prepared.forEachElement(in: bounds) { element in
            guard element.kind == .cell, element.index == index, !element.isHidden else { return true }
            let dx = element.center.x - bounds.midX, dy = element.center.y - bounds.midY
            let distance = dx * dx + dy * dy
            if nearest.map({ distance < $0.distance }) ?? true { nearest = (element, distance) }
            return true
        }
        return (nearest?.attributes ?? prepared.attributes(for: index))?.visualBounds
    }
}
