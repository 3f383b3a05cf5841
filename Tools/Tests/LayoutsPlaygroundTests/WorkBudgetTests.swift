@_spi(Tools) import CollectionLayouts
import Foundation
import LayoutCatalog
@testable import LayoutsPlayground
import Testing

/// The work budget: estimates from parameters, refusals that name the limit, and the lanes
/// requests take; the preparation executor's bounds.
@Suite("Work budget")
struct WorkBudgetTests {
    let api = PlaygroundAPI()

    func plan(_ path: String, _ query: [(String, String)]) -> String {
        switch api.plan(path: path, query: query) {
        case .answer(let response): "answer \(response.status)"
        case .quick: "quick"
        case .costly: "costly"
        }
    }

    @Test("Arithmetic layouts cost nothing per item: 10 million of them are quick")
    func arithmeticLayoutsAreQuick() throws {
        for name in ["grid", "carousel", "wheel"] {
            let estimate = try api.budget.estimate(layout: name, LayoutParameters(["count": "10000000"]))
            #expect(estimate.items == 10_000_000)
            #expect(api.budget.isQuick(estimate), "\(name): \(estimate)")
            #expect(plan("/api/elements", [("layout", name), ("count", "10000000"), ("item-size", "0.001x0.001")]) == "quick")
        }
    }

    @Test("The issue's circles (200,000 of 1 to 100 pt, 5000 wide, dense) are refused with 422, naming the limit")
    func costlyCirclesRefused() throws {
        let query = [("layout", "circles"), ("count", "200000"), ("diameters", "1,100,1,100,1,1,1,1"), ("width", "5000"),
                     ("spacing", "0.5"), ("order", "dense")]
        let answer = api.respond(path: "/api/layout", query: query)
        #expect(answer.status == 422)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(answer.body.utf8)) as? [String: String])
        #expect(json["limit"] == "1.5 s of preparation per request")
        let message = try #require(json["error"])
        #expect(message.hasPrefix("circles with 200000 items would take about"), "\(message)")
        // The count it names is accepted, and costly: it goes to the executor.
        let most = try #require(message.split(separator: " ").firstIndex(of: "(about").map { Int(message.split(separator: " ")[$0 + 1])! })
        #expect(most > 1_000 && most < 200_000)
        let accepted = query.map { $0.0 == "count" ? ("count", "\(most)") : $0 }
        #expect(plan("/api/layout", accepted) == "costly")
        #expect(api.cache.statistics.entries == 0)  // nothing was prepared
    }

    @Test("A 2-million-item gallery is refused for its memory; 200,000 photos are costly, 60 quick")
    func galleryByMemory() throws {
        let answer = api.respond(path: "/api/elements", query: [("layout", "gallery"), ("count", "2000000")])
        #expect(answer.status == 422)
        #expect(answer.body.contains("\"limit\":\"150 MB per request\""), "\(answer.body)")
        #expect(plan("/api/layout", [("layout", "gallery"), ("count", "200000")]) == "costly")
        #expect(plan("/api/layout", [("layout", "gallery"), ("count", "60")]) == "quick")
    }

    @Test("Bad parameters are still 400 with the catalog's message, before any estimate")
    func badParameters() {
        #expect(plan("/api/layout", [("layout", "circles"), ("count", "many")]) == "answer 400")
        #expect(plan("/api/layout", [("layout", "circles"), ("diameters", "1,x")]) == "answer 400")
        #expect(plan("/api/nothing", []) == "answer 404")
    }

    @Test("A cached layout is quick whatever its cost")
    func cachedIsQuick() {
        let api = PlaygroundAPI(budget: WorkBudget(seconds: 1, bytes: 1e9, quickSeconds: 0))
        let query = [("layout", "gallery"), ("count", "100")]
        #expect(api.respond(path: "/api/layout", query: query).status == 200)
        if case .quick = api.plan(path: "/api/layout", query: query) {} else { Issue.record("a cached layout is not quick") }
    }

    @Test("The executor runs at most `concurrency` jobs, queues at most `queueLimit`, and refuses the rest at once")
    func executorBounds() async throws {
        let executor = PreparationExecutor(concurrency: 1, queueLimit: 1)
        let gate = DispatchSemaphore(value: 0)
        let started = DispatchSemaphore(value: 0)
        async let first = executor.run { () -> Int in started.signal(); gate.wait(); return 1 }
        started.wait()  // the first runs
        async let second = executor.run { () -> Int in 2 }  // waits
        while executor.load.waiting < 1 { try await Task.sleep(nanoseconds: 1_000_000) }
        let third = await executor.run { () -> Int in 3 }  // refused: one running, one waiting
        #expect(third == nil)
        #expect(executor.load == (running: 1, waiting: 1))
        gate.signal()
        #expect(await first == 1)
        #expect(await second == 2)
        while executor.load.running > 0 { try await Task.sleep(nanoseconds: 1_000_000) }
        #expect(await executor.run { 4 } == 4)
    }
}
