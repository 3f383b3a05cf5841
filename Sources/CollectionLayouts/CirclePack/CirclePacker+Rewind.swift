import Foundation

/// Taking placements back: an append to a section places its last circles again (see
/// ``CirclePacker/place(_:next:smallestAfter:)``).
extension CirclePacker {
    /// What one placement changed: the section and the front before it, the statistics, and the
    /// `lowestSine`, `freeX` and `freeY` before of each circle it examined.
    struct Step {
        var section: SectionState
        var front: [Int32] = []
        var largestOnFront = 0.0
        var examined: [(circle: Int32, sine: Double, x: Double, y: Double)] = []
        var counters = (generated: 0, checked: 0, largestFront: 0, frontTotal: 0)
    }

    /// Starts recording the placement of circle `count`.
    mutating func record() {
        recording = count % Self.rewindLimit
        if recording == steps.count { steps.append(Step(section: section)) }
        steps[recording].section = section
        steps[recording].front.removeAll(keepingCapacity: true)
        steps[recording].front.append(contentsOf: front)
        steps[recording].largestOnFront = largestOnFront
        steps[recording].examined.removeAll(keepingCapacity: true)
        steps[recording].counters = (candidatesGenerated, candidatesChecked, largestFront, frontTotal)
    }

    /// The first circle to place again when circles whose smallest radius is `smallest` are
    /// appended to the current section: its last circle, and each before it whose smallest circle
    /// still to come (its `smallestAfter`) was larger. Nil when the section has no circle or that
    /// reaches back more than ``rewindLimit`` placements.
    func rewindPoint(appending smallest: Double) -> Int? {
        guard count > sectionStart else { return nil }
        var first = count - 1
        // The smallest radius after circle `first - 1`.
        var after = radius[first]
        // Bound: rewindLimit + 1 steps: past that the answer is nil whatever comes before.
        while first > sectionStart && after > smallest && count - first <= Self.rewindLimit {
            first -= 1
            after = Swift.min(after, radius[first])
        }
        return count - first <= Self.rewindLimit ? first : nil
    }

    /// Takes back the placements of circle `first` and every one after it, leaving the packer as
    /// it was before circle `first` was placed. `first` must be in the current section and at
    /// most ``rewindLimit`` placements back.
    mutating func rewind(to first: Int) {
        precondition(
            first >= sectionStart && first <= count && count - first <= Self.rewindLimit,
            "rewind(to:) reaches before the section or past the steps kept")
        guard first < count else { return }
        for j in front { circles[Int(j)].isOpen = false }
        for id in stride(from: count - 1, through: first, by: -1) {
            for old in steps[id % Self.rewindLimit].examined.reversed() {
                let j = Int(old.circle)
                (circles[j].lowestSine, circles[j].freeX, circles[j].freeY) = (old.sine, old.x, old.y)
            }
            removeLast()
        }
        let step = steps[first % Self.rewindLimit]
        front.removeAll(keepingCapacity: true)
        front.append(contentsOf: step.front)
        for j in front { circles[Int(j)].isOpen = true }
        largestOnFront = step.largestOnFront
        section = step.section
        (candidatesGenerated, candidatesChecked, largestFront, frontTotal) = step.counters
    }
}
