#if !canImport(UIKit) && canImport(UIKitStandIn) && (TestSupport || !SWIFT_PACKAGE)
@_spi(Tools) import CollectionLayouts
import Foundation
import UIKitStandIn

/// Shrinks a session that breaks a promise to a small one that still breaks it: the steps after
/// the failure dropped, then runs of steps (halves, quarters, … single steps), then each step and
/// the start made simpler (smaller numbers, fewer items, the standard configuration, no bars, left
/// to right), over and over until nothing more goes, within a budget of runs.
@MainActor
enum SessionShrinker {
    /// The most sessions one shrink runs: each costs up to a session's steps, and a failure found
    /// in a 100-step session typically shrinks within a few hundred runs.
    static let budget = 600

    /// The smallest session found that still breaks `promise` for the same reason (the known
    /// issue `known` of `SessionKnownIssues`, or none), and its violation.
    static func shrink(
        _ session: Session, breaking promise: SessionPromise, known: String? = nil, in layout: SessionLayout
    ) -> (Session, SessionViolation?) {
        var runs = 0
        var best = session
        let matches: (SessionViolation) -> Bool = {
            $0.promise == promise && SessionKnownIssues.issue(for: $0, in: layout)?.row == known
        }
        var violation = firstViolation(in: session, promise: promise, matching: matches)
        func fails(_ candidate: Session) -> Bool {
            guard runs < budget else { return false }
            runs += 1
            guard let found = firstViolation(in: candidate, promise: promise, matching: matches) else { return false }
            best = candidate
            violation = found
            return true
        }
        if let step = violation?.step, step + 1 < best.steps.count {
            var cut = best
            cut.steps = Array(best.steps.prefix(step + 1))
            _ = fails(cut)
        }
        var changed = true
        while changed && runs < budget {
            changed = false
            // Runs of steps, longest first.
            var chunk = max(best.steps.count / 2, 1)
            while chunk >= 1 {
                var start = 0
                while start < best.steps.count {
                    var candidate = best
                    candidate.steps.removeSubrange(start..<min(start + chunk, best.steps.count))
                    if fails(candidate) { changed = true } else { start += chunk }
                }
                chunk /= 2
            }
            // Each step simpler.
            for index in best.steps.indices.reversed() where index < best.steps.count {
                for simpler in simplifications(of: best.steps[index]) {
                    var candidate = best
                    candidate.steps[index] = simpler
                    if fails(candidate) {
                        changed = true
                        break
                    }
                }
            }
            // The start simpler.
            for simpler in simplifications(of: best.start) {
                var candidate = best
                candidate.start = simpler
                if fails(candidate) { changed = true }
            }
        }
        return (best, violation)
    }

    /// The first violation of `promise` in `session` that `matches`, checking only that promise.
    static func firstViolation(
        in session: Session, promise: SessionPromise, matching matches: @escaping (SessionViolation) -> Bool
    ) -> SessionViolation? {
        SessionRunner.violations(of: session, checking: [promise], stop: matches).first(where: matches)
    }

    /// Simpler forms of a start, simplest first.
    static func simplifications(of start: SessionStart) -> [SessionStart] {
        var found: [SessionStart] = []
        func with(_ change: (inout SessionStart) -> Void) {
            var s = start
            change(&s)
            if s != start { found.append(s) }
        }
        with { $0.configuration = .standard($0.configuration.layout) }
        if case .gallery(let c) = start.configuration,
            let standard = try? JustifiedGalleryLayout.Configuration(
                sectionHeadersPinToVisibleBounds: c.sectionHeadersPinToVisibleBounds)
        {
            with { $0.configuration = .gallery(standard) }
        }
        if case .carousel(let c) = start.configuration,
            let standard = try? CarouselLayout.Configuration(
                itemSize: c.itemSize, alignment: c.alignment, wraps: c.wraps)
        {
            with { $0.configuration = .carousel(standard) }
        }
        with { $0.counts = Array($0.counts.prefix(1)) }
        with { $0.counts = $0.counts.map { $0 / 2 } }
        with { $0.counts = $0.counts.map { max($0 - 1, 0) } }
        with { $0.safeArea = .zero }
        with { $0.rightToLeft = false }
        with { $0.textSize = .large }
        with { $0.followsDynamicType = false }
        with { $0.keepsPlace = true }
        with { $0.size = CGSize(width: 390, height: 844) }
        with { $0.hostedAsView = false }
        return found
    }

    /// Simpler forms of a step, simplest first.
    static func simplifications(of step: SessionStep) -> [SessionStep] {
        func smaller(_ v: CGFloat) -> [CGFloat] { v == 0 ? [] : [0, (v / 2).rounded(.towardZero)].filter { $0 != v } }
        func smaller(_ p: CGPoint) -> [CGPoint] {
            (smaller(p.x).map { CGPoint(x: $0, y: p.y) } + smaller(p.y).map { CGPoint(x: p.x, y: $0) })
        }
        func smaller(_ v: Int) -> [Int] { v == 0 ? [] : [0, v / 2].filter { $0 != v } }
        switch step {
        case .update(let update):
            switch update {
            case let .insertItems(section, item, count):
                return smaller(section).map { .update(.insertItems(section: $0, item: item, count: count)) }
                    + smaller(item).map { .update(.insertItems(section: section, item: $0, count: count)) }
                    + (count > 1 ? [.update(.insertItems(section: section, item: item, count: 1))] : [])
            case let .deleteItems(section, item, count):
                return smaller(section).map { .update(.deleteItems(section: $0, item: item, count: count)) }
                    + smaller(item).map { .update(.deleteItems(section: section, item: $0, count: count)) }
                    + (count > 1 ? [.update(.deleteItems(section: section, item: item, count: 1))] : [])
            case let .moveItem(from, to):
                return smaller(from).map { .update(.moveItem(from: $0, to: to)) }
                    + smaller(to).map { .update(.moveItem(from: from, to: $0)) }
            case let .insertSection(section, count):
                return smaller(section).map { .update(.insertSection($0, count: count)) }
                    + smaller(count).map { .update(.insertSection(section, count: $0)) }
            case .deleteSection(let section):
                return smaller(section).map { .update(.deleteSection($0)) }
            }
        case .resize(let resize):
            return resize == .rotate ? [] : [.resize(.rotate)]
        case .configure(let configuration):
            let standard = SessionConfiguration.standard(configuration.layout)
            return configuration == standard ? [] : [.configure(standard)]
        case .textSize(let category):
            return category == .large ? [] : [.textSize(.large)]
        case let .scroll(delta, animated):
            return (animated ? [.scroll(by: delta, animated: false)] : [])
                + smaller(delta).map { .scroll(by: $0, animated: animated) }
        case let .drag(delta, velocity):
            return smaller(velocity).map { .drag(by: delta, velocity: $0) }
                + smaller(delta).map { .drag(by: $0, velocity: velocity) }
        case let .scrollToItem(item, animated):
            return (animated ? [.scrollToItem(item, animated: false)] : [])
                + smaller(item).map { .scrollToItem($0, animated: animated) }
        case let .tap(x, y):
            return x == 0.5 && y == 0.5 ? [] : [.tap(x: 0.5, y: 0.5)]
        case .cellMeasured(let position):
            return smaller(position).map { .cellMeasured($0) }
        case .voiceOver(.focus(let position)):
            return smaller(position).map { .voiceOver(.focus($0)) }
        case .voiceOver(.scroll):
            return [.voiceOver(.increment)]
        case let .headerHeight(section, height):
            return smaller(section).map { .headerHeight(section: $0, height: height) }
                + (height == 100 ? [] : [.headerHeight(section: section, height: 100)])
        case .setData(let data):
            var found: [SessionStep] = []
            for index in data.edits.indices {
                var fewer = data
                fewer.edits.remove(at: index)
                found.append(.setData(fewer))
            }
            for index in data.reloads.indices {
                var fewer = data
                fewer.reloads.remove(at: index)
                found.append(.setData(fewer))
            }
            for index in data.edits.indices {
                for simpler in simplifications(of: .update(data.edits[index])) {
                    guard case .update(let edit) = simpler else { continue }
                    var changed = data
                    changed.edits[index] = edit
                    found.append(.setData(changed))
                }
            }
            if data.animated {
                found.append(.setData(SessionData(edits: data.edits, reloads: data.reloads, animated: false)))
            }
            return found
        case let .bind(item, animated):
            return smaller(item).map { .bind($0, animated: animated) }
                + (animated ? [.bind(item, animated: false)] : [])
        case .select(let item):
            return smaller(item).map { .select($0) }
        case let .setSelection(items, multiple):
            return items.indices.map { index in
                var fewer = items
                fewer.remove(at: index)
                return .setSelection(fewer, multiple: multiple)
            } + (multiple ? [.setSelection(items, multiple: false)] : [])
        case let .position(item, anchor, animated):
            return (animated ? [.position(item, anchor: anchor, animated: false)] : [])
                + smaller(item).map { .position($0, anchor: anchor, animated: animated) }
                + smaller(anchor).map { .position(item, anchor: $0, animated: animated) }
        case .refresh(let steps):
            return smaller(steps).map { .refresh(steps: $0) }
        case .moveByDrag(let move):
            var found: [SessionStep] = []
            for index in move.fingers.indices where move.fingers.count > 1 {
                var fewer = move
                fewer.fingers.remove(at: index)
                found.append(.moveByDrag(fewer))
            }
            if move.cancels {
                found.append(.moveByDrag(SessionMoveByDrag(lift: move.lift, fingers: move.fingers, cancels: false)))
            }
            return found
        case .moveByDrop(let move):
            var found: [SessionStep] = []
            for index in move.fingers.indices where move.fingers.count > 1 {
                var fewer = move
                fewer.fingers.remove(at: index)
                found.append(.moveByDrop(fewer))
            }
            return found
        case .voiceOver, .direction, .reduceMotion, .keepsPlace:
            return []
        }
    }
}
#endif
