@testable import CollectionLayouts
import Foundation
import Testing

@Suite("Rounded index: a query edge as a line, slot or item")
struct RoundedIndexTests {
    @Test("Rounds by the rule, then clamps into the range")
    func roundsThenClamps() {
        #expect(CGFloat(2.5).roundedIndex(.down, in: 0...9, nan: -7) == 2)
        #expect(CGFloat(2.5).roundedIndex(.up, in: 0...9, nan: -7) == 3)
        #expect(CGFloat(2.5).roundedIndex(.toNearestOrAwayFromZero, in: 0...9, nan: -7) == 3)
        // Negative fractions floor; they do not truncate towards zero.
        #expect(CGFloat(-2.5).roundedIndex(.down, in: -5...5, nan: 0) == -3)
        #expect(CGFloat(-0.5).roundedIndex(.down, in: -1...3, nan: 0) == -1)
        #expect(CGFloat(-12).roundedIndex(.down, in: 0...9, nan: -7) == 0)
        #expect(CGFloat(12).roundedIndex(.up, in: 0...9, nan: -7) == 9)
        #expect(CGFloat(4).roundedIndex(.down, in: 4...4, nan: 0) == 4)
    }

    @Test("NaN gives the caller's value; infinities and values beyond Int land on the ends")
    func neverTraps() {
        #expect(CGFloat.nan.roundedIndex(.down, in: 0...9, nan: -7) == -7)
        #expect(CGFloat.infinity.roundedIndex(.down, in: 0...9, nan: -7) == 9)
        #expect((-CGFloat.infinity).roundedIndex(.up, in: 0...9, nan: -7) == 0)
        #expect(CGFloat(1e300).roundedIndex(.down, in: 0...Int.max, nan: 0) == Int.max)
        #expect(CGFloat(-1e300).roundedIndex(.down, in: Int.min...0, nan: 0) == Int.min)
        #expect(CGFloat(9.3e18).roundedIndex(.down, in: 0...Int.max, nan: 0) == Int.max)
    }
}
