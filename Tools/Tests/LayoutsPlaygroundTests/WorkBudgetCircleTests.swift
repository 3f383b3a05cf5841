@_spi(Tools) import CollectionLayouts
import Foundation
import LayoutCatalog
@testable import LayoutsPlayground
import Testing

/// The circle packing's estimate starts from the engine's own count of the smallest circles across
/// (`PreparedCirclePack.circlesAcross`), for the configuration and environment the catalog builds.
@Suite("Work budget: circles")
struct WorkBudgetCircleTests {
    let budget = WorkBudget()

    /// The engine's count across for `query`, through the catalog.
    func engineAcross(_ query: [String: String]) throws -> Double {
        let parameters = LayoutParameters(query)
        let spec = CirclePackSpec()
        let (configuration, environment) = try spec.packing(
            parameters, environment: CommonOptions.environment(parameters, spec: spec))
        return PreparedCirclePack.circlesAcross(configuration: configuration, environment: environment)
    }

    /// The seconds the estimate gives a circle of `query`.
    func secondsPerCircle(_ query: [String: String]) throws -> Double {
        let estimate = try budget.estimate(layout: "circles", LayoutParameters(query))
        return (estimate.seconds - WorkBudget.perSection.seconds) / Double(estimate.items)
    }

    @Test(
        "The estimate's front is the engine's: every shape, tiny containers included",
        arguments: [
            // The issue's table (#34), and shapes where the raw options and the engine differ:
            // only the first diameter is used (1 circle), spacing wider than the room.
            ["width": "1e-100", "spacing": "0", "inset": "0", "count": "2"],
            ["width": "1e-13", "spacing": "0", "inset": "0", "count": "10000"],
            ["width": "5e-324", "spacing": "0", "inset": "0", "order": "dense", "count": "200000"],
            ["width": "1e-300", "spacing": "1e-300", "inset": "0", "count": "200000"],
            ["diameters": "100,1", "count": "1", "width": "375", "spacing": "0", "inset": "0"],
            ["diameters": "0.001", "spacing": "10", "inset": "0", "width": "10", "count": "100"],
            ["diameters": "1,2,3,5,8,13,21,34,55,89", "width": "3000", "order": "dense", "count": "5000"],
        ])
    func frontIsTheEngines(query: [String: String]) throws {
        let across = try engineAcross(query)
        let parameters = LayoutParameters(query)
        let diameters = try CirclePackSpec.diameters(parameters)
        let mixed = (diameters.max() ?? 1) >= 2 * (diameters.min() ?? 1)
        let expected = WorkBudget.circleSeconds(
            across: across, readingOrder: query["order"] != "dense", mixedSizes: mixed)
        #expect(abs(try secondsPerCircle(query) - expected) <= 1e-12, "\(query): across \(across)")
    }

    @Test("One circle of the first diameter is not estimated as rows of the smallest")
    func onlyTheDiametersUsed() throws {
        // 1 circle of 100 pt: 3.75 across, where the raw options (the smallest diameter, 1 pt)
        // said 375 (a front of 256).
        let query = ["diameters": "100,1", "count": "1", "width": "375", "spacing": "0", "inset": "0"]
        #expect(try engineAcross(query) == 3.75)
        #expect(try secondsPerCircle(query) < 10e-6)
    }

    @Test("The issue's tiny containers are accepted, and a bad order is the catalog's 400")
    func tinyContainersAccepted() {
        let api = PlaygroundAPI()
        for query in [
            [("width", "1e-100"), ("spacing", "0"), ("inset", "0"), ("count", "2")],
            [("width", "5e-324"), ("spacing", "0"), ("inset", "0"), ("order", "dense"), ("count", "200000")],
            [("width", "1e-300"), ("spacing", "1e-300"), ("inset", "0"), ("count", "200000")],
        ] {
            if case .answer(let answer) = api.plan(path: "/api/layout", query: [("layout", "circles")] + query) {
                Issue.record("\(query): \(answer.status) \(answer.body)")
            }
        }
        let bad = api.respond(path: "/api/layout", query: [("layout", "circles"), ("order", "sideways")])
        #expect(bad.status == 400 && bad.body.contains("--order"), "\(bad.body)")
    }
}
