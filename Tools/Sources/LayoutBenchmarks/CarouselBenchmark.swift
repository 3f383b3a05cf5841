@_spi(Tools) import CollectionLayouts
import Foundation

/// The carousel against the tutorial's paging layout: prepare, a screen query at the start, the
/// middle and the end, and a snap; and the endless mode's screen query.
struct CarouselBenchmark: LayoutBenchmark {
    let name = LayoutKind.carousel.name

    func run(quick: Bool) -> [BenchmarkRow] {
        let counts = quick ? [1_000, 10_000] : [1_000, 1_000_000]
        let bounds = CGSize(width: 375, height: 420)
        let itemSize = CGSize(width: 240, height: 320)
        var rows: [BenchmarkRow] = []
        for n in counts {
            let environment = LayoutEnvironment(boundsSize: bounds, itemCounts: [n])
            // Side items scaled and faded: the offset-dependent work is part of every query.
            let configuration = try! CarouselLayout.Configuration(
                itemSize: .absolute(itemSize), spacing: 10,
                sideItemScale: 0.8, sideItemAlpha: 0.6)
            let layout = CarouselLayout(configuration: configuration)
            var prepared = layout.prepare(in: environment)
            let prepareOurs = Stopwatch.milliseconds { blackHole(layout.prepare(in: environment)) }

            var tutorial = PagingTutorialLayout(itemSize: itemSize, minimumLineSpacing: 10)
            let prepareTutorial = Stopwatch.milliseconds(samples: 5, budget: 1) {
                tutorial.prepare(boundsSize: bounds, numberOfItems: n)
            }
            rows.append(
                BenchmarkRow(
                    layout: name, measure: "prepare", items: n, ours: prepareOurs * 1000,
                    baseline: prepareTutorial * 1000, unit: "µs"))

            for (variant, item) in [("start", 0), ("middle", n / 2), ("end", n - 1)] {
                let offset = prepared.contentOffset(centering: ElementIndex(0, item))!
                prepared.updateContentOffset(offset)
                let screen = CGRect(origin: offset, size: bounds)
                let ours = Stopwatch.milliseconds { blackHole(prepared.elements(in: screen)) }
                // The tutorial's offsets are its content's less the content inset.
                let tutorialScreen = screen.offsetBy(dx: -tutorial.inset, dy: 0)
                let theirs = Stopwatch.milliseconds(samples: 7, budget: 1) {
                    blackHole(tutorial.elements(in: tutorialScreen))
                }
                rows.append(
                    BenchmarkRow(
                        layout: name, measure: "screen query", items: n, variant: variant,
                        ours: ours * 1000, baseline: theirs * 1000, unit: "µs"))
            }

            // A flick from the middle: 2 points/ms, projected at the carousel's .fast rate.
            let current = prepared.contentOffset(centering: ElementIndex(0, n / 2))!
            let velocity = CGPoint(x: 2, y: 0)
            let proposed = ScrollPhysics.restingOffset(from: current, velocity: velocity, rate: .fast)
            let snapOurs = Stopwatch.milliseconds {
                blackHole(prepared.targetContentOffset(proposed: proposed, velocity: velocity, current: current))
            }
            let shift = CGPoint(x: current.x - tutorial.inset, y: 0),
                shiftedProposed = CGPoint(x: proposed.x - tutorial.inset, y: 0)
            let snapTutorial = Stopwatch.milliseconds(samples: 7, budget: 1) {
                blackHole(tutorial.targetContentOffset(proposed: shiftedProposed, velocity: velocity, current: shift))
            }
            rows.append(
                BenchmarkRow(
                    layout: name, measure: "snap", items: n, ours: snapOurs * 1000,
                    baseline: snapTutorial * 1000, unit: "µs"))

            // Endless mode (no counterpart in the tutorial): a screen far from the middle cycle.
            let wrapping = CarouselLayout(
                configuration: try! CarouselLayout.Configuration(
                    itemSize: .absolute(itemSize), spacing: 10, sideItemScale: 0.8, sideItemAlpha: 0.6, wraps: true))
            var endless = wrapping.prepare(in: environment)
            let far = CGPoint(x: CGFloat(endless.slotCount - 3) * endless.pitch, y: 0)
            endless.updateContentOffset(far)
            let wrapQuery = Stopwatch.milliseconds {
                blackHole(endless.elements(in: CGRect(origin: far, size: bounds)))
            }
            rows.append(
                BenchmarkRow(
                    layout: name, measure: "screen query", items: n, variant: "wrap, far",
                    ours: wrapQuery * 1000, unit: "µs"))
        }
        return rows
    }
}
