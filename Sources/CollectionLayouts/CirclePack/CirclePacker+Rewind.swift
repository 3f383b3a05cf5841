import Foundation

/// Taking the last placement back: an append to a section places its last circle again (see
/// ``CirclePacker/place(_:next:)``).
extension CirclePacker {
    /// What placing the section's last circle changed: the state before it.
    struct Snapshot {
        var section = SectionState(top: 0)
        var sectionStart = 0
        var chain: [Int32] = []
        var upcoming: [Candidate] = []
        var upcomingIsValid = false
        var holes: (elements: [Int32], noFit: [Double]) = ([], [])
        var counters = (generated: 0, checked: 0, largestChain: 0, chainTotal: 0, holeTotal: 0, holesFilled: 0)
        var honeycomb = Honeycomb()

        init() {}

        init(of packer: CirclePacker) {
            section = packer.section
            sectionStart = packer.sectionStart
            chain = Array(packer.chain.buffer)
            upcoming = Array(packer.upcoming.buffer)
            upcomingIsValid = packer.upcomingIsValid
            holes = packer.holes.saved
            honeycomb = packer.honeycomb
            counters = (
                packer.candidatesGenerated, packer.candidatesChecked, packer.largestChain, packer.chainTotal,
                packer.holeTotal, packer.holesFilled
            )
        }
    }

    /// The first circle to place again when circles are appended to the current section: its
    /// last circle, which was placed without a circle after it to look ahead to. Nil when the
    /// section has no circle.
    func rewindPoint() -> Int? {
        count > sectionStart ? count - 1 : nil
    }

    /// Takes back the placement of circle `first`, the last one of the current section, leaving
    /// the packer as it was before.
    mutating func rewind(to first: Int) {
        precondition(
            first >= sectionStart && first == count - 1, "rewind(to:) takes back the section's last placement only")
        makeUnique()
        removeLast()
        restore(beforeLast)
    }

    /// Makes the state `snapshot` kept the packer's again (the circles are taken back apart).
    mutating func restore(_ snapshot: Snapshot) {
        section = snapshot.section
        sectionStart = snapshot.sectionStart
        chain.copy(from: snapshot.chain)
        upcoming.copy(from: snapshot.upcoming)
        upcomingIsValid = snapshot.upcomingIsValid
        holes.restore(snapshot.holes)
        honeycomb = snapshot.honeycomb
        (candidatesGenerated, candidatesChecked, largestChain, chainTotal, holeTotal, holesFilled) = snapshot.counters
    }
}
