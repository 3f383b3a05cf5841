import ArgumentParser
@_spi(Tools) import CollectionLayouts
import Foundation
import LayoutCatalog

/// `layouts snap LAYOUT [options] --offset X,Y --velocity VX,VY`: where a fling comes to rest.
struct Snap: LayoutWordsCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            abstract: "Project a fling with UIScrollView's deceleration and snap it with the layout.",
            usage: "layouts snap LAYOUT [options] [--offset X,Y] [--velocity VX,VY]",
            discussion: discussion(
                "Velocity is in points per millisecond, as UIKit passes it. Prints JSON: proposed, target, centeredItem, decelerationRate."
            ))
    }

    static var ownOptions: [CatalogOption] { SnapResult.options }

    @Argument(parsing: .captureForPassthrough, help: "The layout, then its options and those above.")
    var words: [String] = []

    func run() throws {
        let (spec, parameters, layoutParameters) = try layoutWords()
        let result = try catching { () throws(ParameterError) -> SnapResult in
            let built = try LayoutCatalog.build(spec.name, layoutParameters)
            return try SnapResult(
                layout: built, offset: built.prepared.environment.contentOffset, parameters: parameters)
        }
        try OutputFile.write(result.json() + "\n", to: nil)
    }
}
