import Foundation

extension CheckRun {
    // MARK: - Bounded searches

    /// Every search a query runs ends within its documented bound, whatever the container (zero,
    /// subnormal or huge bounds, far offsets), for the targets that rest on the nearest cell:
    /// - the default centred-item search (``PreparedLayout/nearestCellSearch(to:)``, the answer of
    ///   the gallery and the circles, and valid for any layout's cells) queries at most
    ///   ``NearestCellSearch/maximumPasses`` squares, and reaches the whole visible rect by growing
    ///   its squares, not by being cut short at that bound;
    /// - the staggered grid's line scan visits at most the lines the visible rect can meet;
    /// - where the target rests on the nearest cell, the layout's own answer is the default
    ///   search's (for offsets within ±10¹⁵, as ``checkCenteredItem(_:at:all:)``), for inputs of
    ///   any size: large ones are not compared with brute force.
    mutating func checkSearchSteps(_ p: any PreparedLayout, at offset: CGPoint) {
        // The paging layouts answer arithmetically; the default search over their cells (a
        // wheel's turn can hold 70,000) is the unit tests' (DegenerateContainerTests).
        guard target.restsOnNearestCell else { return }
        let search = p.nearestCellSearch(to: offset)
        if search.passes > NearestCellSearch.maximumPasses || search.cutShort {
            fail(
                "nearestCellSearch(to: \(offset)) took \(search.passes) passes (bound \(NearestCellSearch.maximumPasses))"
                    + (search.cutShort ? ", cut short before its square held the visible rect" : ""))
        }
        if let grid = p as? PreparedStaggeredGrid {
            let lines = grid.centeredItemSearch(at: offset).lines, bound = grid.centeredItemLineBound(at: offset)
            if lines > bound {
                fail(
                    "the grid's centeredItem(at: \(offset)) visited \(lines) lines, more than the \(bound) the visible rect meets"
                )
            }
        }
        guard offset.x.isFinite, offset.y.isFinite, abs(offset.x) <= 1e15, abs(offset.y) <= 1e15 else { return }
        let answer = p.centeredItem(at: offset)
        if answer != search.cell?.index {
            fail(
                "centeredItem(at: \(offset)) is \(answer.map { "\($0)" } ?? "nil"), the default search's \(search.cell.map { "\($0.index)" } ?? "nil")"
            )
        }
    }
}
