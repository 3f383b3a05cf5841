#if !canImport(UIKit) && canImport(UIKitStandIn) && (TestSupport || !SWIFT_PACKAGE)
@_spi(Tools) import CollectionLayouts
import CollectionLayoutsAdapterCore
import Foundation
import UIKitStandIn

/// Random sessions from a seeded generator: how an app starts (a configuration drawn from every
/// option of the layout's, a device size, data, bars, direction, text size) and what it and its
/// user then do, in any order. Numbers are whole points or hundredths, so that a printed session
/// reads easily.
enum SessionGenerator {
    /// A session of `steps` steps with `layout`.
    static func session<G: RandomNumberGenerator>(_ layout: SessionLayout, steps: Int, using rng: inout G) -> Session {
        let start = start(layout, using: &rng)
        return Session(start: start, steps: (0..<steps).map { _ in step(layout, using: &rng) })
    }

    /// A session of `steps` steps with `layout` hosted as `CollectionLayoutView` hosts it: the
    /// app also gives new data and sets the binding.
    static func viewSession<G: RandomNumberGenerator>(
        _ layout: SessionLayout, steps: Int, using rng: inout G
    ) -> Session {
        var start = start(layout, using: &rng)
        start.hostedAsView = true
        return Session(start: start, steps: (0..<steps).map { _ in viewStep(layout, using: &rng) })
    }

    /// One step of a session hosted as the view: new data, the binding set, or any other step.
    static func viewStep<G: RandomNumberGenerator>(_ layout: SessionLayout, using rng: inout G) -> SessionStep {
        switch Int.random(in: 0..<100, using: &rng) {
        case 0..<14:
            let edits = (0..<Int.random(in: 0...3, using: &rng)).map { _ in
                var edit = update(using: &rng)
                if case .insertSection = edit { edit = .moveItem(from: Int.random(in: 0..<1_000, using: &rng), to: 0) }
                if case .deleteSection = edit { edit = .deleteItems(section: 0, item: 0, count: 1) }
                return edit
            }
            let reloads = (0..<Int.random(in: 0...2, using: &rng)).map { _ in Int.random(in: 0..<1_000, using: &rng) }
            return .setData(SessionData(edits: edits, reloads: reloads, animated: chance(0.6, &rng)))
        case 14..<22: return .bind(Int.random(in: 0..<1_000, using: &rng), animated: chance(0.5, &rng))
        case 22..<27: return .select(Int.random(in: 0..<1_000, using: &rng))
        case 27..<30:
            let ids = (0..<Int.random(in: 0...4, using: &rng)).map { _ in Int.random(in: 0..<1_000, using: &rng) }
            return .setSelection(ids, multiple: chance(0.6, &rng))
        case 30..<36:
            return .position(
                Int.random(in: 0..<1_000, using: &rng), anchor: Int.random(in: 0..<6, using: &rng),
                animated: chance(0.5, &rng))
        case 36..<39: return .refresh(steps: Int.random(in: 0...3, using: &rng))
        default: return step(layout, using: &rng)
        }
    }

    /// How an app starts.
    static func start<G: RandomNumberGenerator>(_ layout: SessionLayout, using rng: inout G) -> SessionStart {
        let sizes = [
            CGSize(width: 390, height: 844), CGSize(width: 844, height: 390), CGSize(width: 820, height: 1_180),
            CGSize(width: 1_180, height: 820), CGSize(width: 375, height: 667), CGSize(width: 320, height: 568),
            CGSize(width: 1_024, height: 768),
        ]
        let sections = [1, 1, 1, 2, 2, 3, 0].randomElement(using: &rng)!
        let perSection = max(1, layout.maximumItems / max(sections, 1) / 2)
        let counts = (0..<sections).map { _ in
            Bool.random(using: &rng) ? Int.random(in: 0...6, using: &rng) : Int.random(in: 0...perSection, using: &rng)
        }
        let top = [0, 0, 20, 47, 91].randomElement(using: &rng)!, bottom = [0, 0, 34].randomElement(using: &rng)!
        var drawn = configuration(layout, using: &rng)
        if layout == .circles && chance(0.2, &rng) { drawn = Self.sections(count: counts.count, using: &rng) }
        return SessionStart(
            configuration: drawn, size: sizes.randomElement(using: &rng)!, counts: counts,
            safeArea: UIEdgeInsets(top: CGFloat(top), left: 0, bottom: CGFloat(bottom), right: 0),
            rightToLeft: chance(0.2, &rng), textSize: UIContentSizeCategory.userChoices.randomElement(using: &rng)!,
            followsDynamicType: chance(0.7, &rng), keepsPlace: chance(0.85, &rng))
    }

    /// One step: what an app or its user does next.
    static func step<G: RandomNumberGenerator>(_ layout: SessionLayout, using rng: inout G) -> SessionStep {
        // Weights out of 100: scrolling of every kind is what users do most, then updates and
        // size changes; settings change rarely.
        let roll = Int.random(in: 0..<100, using: &rng)
        switch roll {
        case 0..<12: return .update(update(using: &rng))
        case 12..<15: return .moveByDrag(moveByDrag(using: &rng))
        case 15..<19: return .moveByDrop(moveByDrop(using: &rng))
        case 19..<26: return .resize(resize(using: &rng))
        case 26..<30: return .configure(configuration(layout, using: &rng))
        case 30..<35: return .textSize(UIContentSizeCategory.userChoices.randomElement(using: &rng)!)
        case 35..<38: return .direction(rightToLeft: chance(0.5, &rng))
        case 38..<47: return .scroll(by: delta(2_000, &rng), animated: chance(0.5, &rng))
        case 47..<61:
            return .drag(by: delta(600, &rng), velocity: chance(0.4, &rng) ? .zero : velocity(&rng))
        case 61..<68: return .scrollToItem(Int.random(in: 0..<1_000, using: &rng), animated: chance(0.5, &rng))
        case 68..<73:
            return .tap(
                x: CGFloat(Int.random(in: 0...10, using: &rng)) / 10,
                y: CGFloat(Int.random(in: 0...10, using: &rng)) / 10)
        case 73..<85: return .voiceOver(voiceOver(using: &rng))
        case 85..<88: return .reduceMotion(chance(0.5, &rng))
        case 88..<92 where layout == .gallery || layout == .circles:
            return .cellMeasured(Int.random(in: 0..<100, using: &rng))
        case 92..<97 where layout == .gallery || layout == .circles:
            return .headerHeight(
                section: Int.random(in: 0..<4, using: &rng), height: CGFloat(Int.random(in: 10...200, using: &rng)))
        case 88..<97: return .drag(by: delta(300, &rng), velocity: velocity(&rng))
        default: return .keepsPlace(chance(0.7, &rng))
        }
    }

    /// Items sized by their content (cells measured) a third of the time, else the app's sizes.
    private static func measured<G: RandomNumberGenerator>(_ rng: inout G) -> ItemSizing {
        guard chance(0.35, &rng) else { return .fixed }
        return .measured(
            estimate: CGSize(
                width: CGFloat(Int.random(in: 30...200, using: &rng)),
                height: CGFloat(Int.random(in: 20...120, using: &rng))))
    }

    /// True with probability `p`.
    static func chance<G: RandomNumberGenerator>(_ p: Double, _ rng: inout G) -> Bool {
        Double.random(in: 0..<1, using: &rng) < p
    }

    /// A whole number of points in ±`range` on each axis, often zero across.
    private static func delta<G: RandomNumberGenerator>(_ range: Int, _ rng: inout G) -> CGPoint {
        let a = CGFloat(Int.random(in: -range...range, using: &rng)),
            b = CGFloat(Int.random(in: -range...range, using: &rng))
        switch Int.random(in: 0..<3, using: &rng) {
        case 0: return CGPoint(x: a, y: 0)
        case 1: return CGPoint(x: 0, y: a)
        default: return CGPoint(x: a, y: b)
        }
    }

    /// A release velocity in points per millisecond, in hundredths: from a nudge to a hard fling.
    private static func velocity<G: RandomNumberGenerator>(_ rng: inout G) -> CGPoint {
        let a = CGFloat(Int.random(in: -600...600, using: &rng)) / 100
        switch Int.random(in: 0..<3, using: &rng) {
        case 0: return CGPoint(x: a, y: 0)
        case 1: return CGPoint(x: 0, y: a)
        default: return CGPoint(x: a, y: CGFloat(Int.random(in: -600...600, using: &rng)) / 100)
        }
    }

    private static func update<G: RandomNumberGenerator>(using rng: inout G) -> SessionUpdate {
        let section = Int.random(in: 0..<4, using: &rng), item = Int.random(in: 0..<1_000, using: &rng)
        let count = chance(0.8, &rng) ? Int.random(in: 1...3, using: &rng) : Int.random(in: 4...30, using: &rng)
        switch Int.random(in: 0..<10, using: &rng) {
        case 0..<4: return .insertItems(section: section, item: item, count: count)
        case 4..<7: return .deleteItems(section: section, item: item, count: count)
        case 7: return .moveItem(from: item, to: Int.random(in: 0..<1_000, using: &rng))
        case 8: return .insertSection(section, count: Int.random(in: 0...20, using: &rng))
        default: return .deleteSection(section)
        }
    }

    private static func moveByDrag<G: RandomNumberGenerator>(using rng: inout G) -> SessionMoveByDrag {
        func point() -> CGPoint {
            CGPoint(
                x: CGFloat(Int.random(in: -2...12, using: &rng)) / 10,
                y: CGFloat(Int.random(in: -2...12, using: &rng)) / 10)
        }
        let lift = CGPoint(
            x: CGFloat(Int.random(in: 0...10, using: &rng)) / 10, y: CGFloat(Int.random(in: 0...10, using: &rng)) / 10)
        return SessionMoveByDrag(
            lift: lift, fingers: (0..<Int.random(in: 1...5, using: &rng)).map { _ in point() },
            cancels: chance(0.3, &rng))
    }

    /// A move by drag and drop: the fingers over the visible area (a drop outside the view is
    /// `cancels`, which takes the finger out of it before the lift).
    private static func moveByDrop<G: RandomNumberGenerator>(using rng: inout G) -> SessionMoveByDrag {
        func fraction() -> CGFloat { CGFloat(Int.random(in: 0...10, using: &rng)) / 10 }
        let lift = CGPoint(x: fraction(), y: fraction())
        return SessionMoveByDrag(
            lift: lift,
            fingers: (0..<Int.random(in: 1...5, using: &rng)).map { _ in CGPoint(x: fraction(), y: fraction()) },
            cancels: chance(0.2, &rng))
    }

    private static func resize<G: RandomNumberGenerator>(using rng: inout G) -> SessionResize {
        switch Int.random(in: 0..<4, using: &rng) {
        case 0, 1: return .rotate
        case 2:
            return .width(
                CGFloat([320, 375, 390, 507, 678, 694, 820, 1_024, 1_180, 1_366].randomElement(using: &rng)!))
        default: return .height(CGFloat(Int.random(in: 300...1_024, using: &rng)))
        }
    }

    private static func voiceOver<G: RandomNumberGenerator>(using rng: inout G) -> SessionVoiceOver {
        switch Int.random(in: 0..<8, using: &rng) {
        case 0, 1: return .increment
        case 2: return .decrement
        case 3, 4:
            let directions: [UIAccessibilityScrollDirection] = [.left, .right, .up, .down, .next, .previous]
            return .scroll(directions.randomElement(using: &rng)!)
        default: return .focus(Int.random(in: 0..<40, using: &rng))
        }
    }

    // MARK: Configurations: every option of each layout

    /// A configuration of `layout`, each option drawn from its range (the preset half the time
    /// for options that have one).
    static func configuration<G: RandomNumberGenerator>(
        _ layout: SessionLayout, using rng: inout G
    ) -> SessionConfiguration {
        func points(_ range: ClosedRange<Int>) -> CGFloat { CGFloat(Int.random(in: range, using: &rng)) }
        func hundredths(_ range: ClosedRange<Int>) -> CGFloat { CGFloat(Int.random(in: range, using: &rng)) / 100 }
        func insets(_ most: Int) -> LayoutInsets {
            chance(0.5, &rng)
                ? LayoutInsets(all: points(0...most))
                : LayoutInsets(
                    top: points(0...most), left: points(0...most), bottom: points(0...most), right: points(0...most))
        }
        func axis() -> ScrollAxis { chance(0.5, &rng) ? .horizontal : .vertical }
        func cap() -> Int? { chance(0.6, &rng) ? nil : Int.random(in: 1...3, using: &rng) }
        switch layout {
        case .grid:
            let c = try? StaggeredGridLayout.Configuration(
                itemSize: CGSize(width: points(40...220), height: points(40...220)), spacing: points(0...30),
                staggerFraction: chance(0.3, &rng) ? 0.5 : hundredths(0...100), scrollAxis: axis(), insets: insets(30))
            return .grid(c ?? .standard)
        case .carousel:
            let size: CarouselLayout.ItemSize =
                chance(0.6, &rng)
                ? .absolute(CGSize(width: points(100...400), height: points(100...500)))
                : .fractionOfBounds(width: hundredths(30...100), height: hundredths(30...90))
            let c = try? CarouselLayout.Configuration(
                itemSize: size, spacing: points(0...40), scrollAxis: chance(0.75, &rng) ? .horizontal : .vertical,
                alignment: chance(0.5, &rng) ? .centered : .leading,
                sideItemScale: chance(0.4, &rng) ? 1 : hundredths(50...100),
                sideItemAlpha: chance(0.4, &rng) ? 1 : hundredths(30...100), wraps: chance(0.3, &rng),
                maximumItemsPerFling: cap(), flickVelocity: hundredths(10...100),
                decelerationRate: chance(0.5, &rng) ? .fast : .normal)
            return .carousel(c ?? .standard)
        case .gallery:
            let minimum = points(80...200)
            let mode: JustifiedGalleryLayout.Mode =
                chance(0.5, &rng)
                ? .widthRange(min: minimum, max: minimum + points(0...200), height: points(80...300))
                : .aspectRatios(targetRowHeight: points(100...300), tolerance: hundredths(0...90))
            let header: CGFloat? = chance(0.3, &rng) ? nil : chance(0.2, &rng) ? 0 : points(10...80)
            let c = try? JustifiedGalleryLayout.Configuration(
                mode: mode, insets: insets(20), itemSpacing: points(0...20), rowSpacing: points(0...20),
                headerHeight: header, footerHeight: chance(0.6, &rng) ? 0 : points(10...60),
                lastRow: JustifiedGalleryLayout.LastRow.allCases.randomElement(using: &rng)!,
                maximumRowsPerSection: chance(0.8, &rng) ? nil : Int.random(in: 1...5, using: &rng),
                seed: UInt64(Int.random(in: 0...99, using: &rng)), sectionHeadersPinToVisibleBounds: chance(0.5, &rng),
                showsSectionBackgrounds: chance(0.3, &rng), itemSizing: measured(&rng))
            return .gallery(c ?? .standard)
        case .wheel:
            let c = try? WheelLayout.Configuration(
                itemSize: CGSize(width: points(60...200), height: points(80...260)), radius: points(200...1_500),
                anglePerItem: chance(0.5, &rng) ? nil : hundredths(5...60), hanging: chance(0.3, &rng),
                tilt: chance(0.5, &rng) ? 0 : hundredths(-100...100),
                snapping: PageSnapping(flickVelocity: hundredths(10...100), maximumItemsPerFling: cap()))
            return .wheel(c ?? .standard)
        case .circles:
            let c = try? CirclePackLayout.Configuration(
                insets: insets(30), spacing: points(0...20), defaultDiameter: points(20...150),
                ordering: chance(0.5, &rng) ? .readingOrder : .dense,
                headerHeight: chance(0.5, &rng) ? 0 : points(10...80),
                footerHeight: chance(0.6, &rng) ? 0 : points(10...60),
                sectionHeadersPinToVisibleBounds: chance(0.5, &rng), showsSectionBackgrounds: chance(0.3, &rng),
                itemSizing: measured(&rng))
            return .circles(c ?? .standard)
        }
    }
}
#endif
