import ArgumentParser
import CollectionLayouts
import Foundation
import LayoutCatalog

/// `layouts snap LAYOUT [options] --offset X,Y --velocity VX,VY`: where a fling comes to rest.
struct Snap: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Project a fling with UIScrollView's deceleration and snap it with the layout.",
        usage: "layouts snap LAYOUT [layout options] --offset X,Y --velocity VX,VY [--deceleration normal|fast]",
        discussion: "Velocity is in points per millisecond, as UIKit passes it. Prints JSON: proposed, target, index.")

    static let ownOptions: [OptionInfo] = [
        .value("velocity", "VX,VY", "release velocity in points per millisecond (default 0,0)"),
        .value("deceleration", "normal|fast", "deceleration rate (default: the layout's)"),
    ]

    @Argument(parsing: .captureForPassthrough, help: "The layout, then its options.")
    var words: [String] = []

    func run() throws {
        let (layout, parameters) = try CommandWords.parse(words, extra: Self.ownOptions, command: Self.self)
        let result = try catching { () throws(ParameterError) -> SnapResult in
            let built = try LayoutCatalog.build(layout, CommandWords.without(Self.ownOptions, parameters))
            let velocity = try parameters.point("velocity", default: .zero)
            let rate: DecelerationRate = switch try parameters.choice("deceleration", default: built.deceleration.description,
                                                                      from: ["normal", "fast"]) {
            case "fast": .fast
            default: .normal
            }
            return SnapResult(layout: built, offset: built.prepared.environment.contentOffset, velocity: velocity, rate: rate)
        }
        print(result.json())
    }
}
