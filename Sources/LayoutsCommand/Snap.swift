import ArgumentParser
import CollectionLayouts
import Foundation
import LayoutCatalog

/// `layouts snap LAYOUT [options] --offset X,Y --velocity VX,VY`: where a fling comes to rest.
struct Snap: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            abstract: "Project a fling with UIScrollView's deceleration and snap it with the layout.",
            usage: "layouts snap LAYOUT [options] [--offset X,Y] [--velocity VX,VY]",
            discussion: LayoutWords.discussion(
                "snap",
                "Velocity is in points per millisecond, as UIKit passes it. Prints JSON: proposed, target, index, deceleration.",
                own: SnapResult.options))
    }

    @Argument(parsing: .captureForPassthrough, help: "The layout, then its options and those above.")
    var words: [String] = []

    func validate() throws {
        // `LAYOUT --help` is answered by run(): help is no validation error.
        if words.contains("--help") || words.contains("-h") { return }
        _ = try CommandWords.parse(words, extra: SnapResult.options, command: Self.self)
    }

    func run() throws {
        let (spec, parameters) = try CommandWords.parse(words, extra: SnapResult.options, command: Self.self)
        let layoutParameters = CommandWords.layoutParameters(parameters, spec: spec, without: SnapResult.options)
        let result = try catching { () throws(ParameterError) -> SnapResult in
            let built = try LayoutCatalog.build(spec.name, layoutParameters)
            return try SnapResult(layout: built, offset: built.prepared.environment.contentOffset, parameters: parameters)
        }
        print(result.json())
    }
}
