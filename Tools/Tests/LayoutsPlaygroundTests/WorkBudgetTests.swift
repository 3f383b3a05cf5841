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

    @Test("Every layout has its measured cost: 1,000 items with the defaults are quick", arguments: LayoutKind.allCases)
    func everyKindIsEstimated(kind: LayoutKind) throws {
        let estimate = try api.budget.estimate(layout: kind.name, LayoutParameters(["count": "1000"]))
        #expect(estimate.items == 1_000)
        #expect(estimate.seconds.isFinite && estimate.seconds > 0 && estimate.bytes.isFinite && estimate.bytes > 0)
        #expect(api.budget.isQuick(estimate), "\(kind): \(estimate)")
    }

    @Test("Arithmetic layouts cost nothing per item: 10 million of them are quick")
    func arithmeticLayoutsAreQuick() throws {
        let arithmetic = LayoutKind.allCases.filter { kind in
            switch kind {
            case .grid, .carousel, .wheel: true
            case .gallery, .circles: false
            }
        }
        for name in arithmetic.map(\.name) {
            let estimate = try api.budget.estimate(layout: name, LayoutParameters(["count": "10000000"]))
            #expect(estimate.items == 10_000_000)
            #expect(api.budget.isQuick(estimate), "\(name): \(estimate)")
            #expect(
                plan("/api/elements", [("layout", name), ("count", "10000000"), ("item-size", "0.001x0.001")])
                    == "quick")
        }
    }

    @Test("The issue's circles (200,000 of 1 to 100 pt, 5000 wide, dense) are refused with 422, naming the limit")
    func costlyCirclesRefused() throws {
        let query = [
            ("layout", "circles"), ("count", "200000"), ("diameters", "1,100,1,100,1,1,1,1"), ("width", "5000"),
            ("spacing", "0.5"), ("order", "dense"),
        ]
        let answer = api.respond(path: "/api/layout", query: query)
        #expect(answer.status == 422)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(answer.body.utf8)) as? [String: String])
        #expect(json["limit"] == "1.5 s of work per request")
        let message = try #require(json["error"])
        #expect(message.hasPrefix("circles with 200000 items would take about"), "\(message)")
        // The count it names is accepted, and costly: it goes to the executor.
        let most = try #require(
            message.split(separator: " ").firstIndex(of: "(about").map { Int(message.split(separator: " ")[$0 + 1])! })
        #expect(most > 1_000 && most < 200_000)
        let accepted = query.map { $0.0 == "count" ? ("count", "\(most)") : $0 }
        #expect(plan("/api/layout", accepted) == "costly")
        #expect(api.cache.statistics.entries == 0)  // nothing was prepared
    }

    @Test("A 2-million-item gallery is refused for its memory; 200,000 photos are costly, 60 quick")
    func galleryByMemory() throws {
        let answer = api.respond(path: "/api/layout", query: [("layout", "gallery"), ("count", "2000000")])
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
        if case .quick = api.plan(path: "/api/layout", query: query) {
        } else {
            Issue.record("a cached layout is not quick")
        }
    }

    /// A job that says when it has started, then holds its thread until it is released.
    private struct HeldJob: Sendable {
        let started = DispatchSemaphore(value: 0)
        let release = DispatchSemaphore(value: 0)

        func run() -> Int {
            started.signal()
            release.wait()
            return 1
        }
    }

    @Test("The executor runs at most `concurrency` jobs, queues at most `queueLimit`, and refuses the rest at once")
    func executorBounds() async throws {
        let executor = PreparationExecutor(concurrency: 1, queueLimit: 1)
        let held = HeldJob()
        async let first = executor.run { held.run() }
        held.started.wait()  // the first runs
        async let second = executor.run { () -> Int in 2 }  // waits
        while executor.load.waiting < 1 { try await Task.sleep(nanoseconds: 1_000_000) }
        let third = await executor.run { () -> Int in 3 }  // refused: one running, one waiting
        #expect(third == nil)
        #expect(executor.load == (running: 1, waiting: 1))
        held.release.signal()
        #expect(await first == 1)
        #expect(await second == 2)
        while executor.load.running > 0 { try await Task.sleep(nanoseconds: 1_000_000) }
        #expect(await executor.run { 4 } == 4)
    }

    @Test("A burst is accepted exactly to the capacity the 503 names: 1 running and 8 waiting of 14")
    func burstAccounting() async throws {
        let executor = PreparationExecutor(concurrency: 1, queueLimit: 8)
        let gate = DispatchSemaphore(value: 0)
        let results = try await withThrowingTaskGroup(of: Int?.self) { group in
            for k in 0..<14 {
                group.addTask {
                    await executor.run { () -> Int in
                        gate.wait()
                        return k
                    }
                }
            }
            // Every refusal is answered at once; the 9 accepted wait for the gate.
            var refused = 0
            while refused < 5 {
                guard let result = try await group.next() else { break }
                #expect(result == nil)
                refused += 1
            }
            #expect(executor.load.running + executor.load.waiting == 9)
            for _ in 0..<9 { gate.signal() }
            var all: [Int?] = []
            for try await result in group { all.append(result) }
            return all
        }
        #expect(results.count == 9 && results.allSatisfy { $0 != nil })
        let busy = PlaygroundServer.busy(executor)
        #expect(busy.status == 503)
        #expect(busy.body.contains("busy with 9 costly requests (1 running, 8 waiting)"), "\(busy.body)")
        #expect((1...60).contains(try #require(busy.retryAfter)))
    }

    @Test("A job past its overrun time is let go: the next one runs on another thread")
    func overrunningJobLetGo() async throws {
        let executor = PreparationExecutor(concurrency: 1, queueLimit: 1, overrunSeconds: 0.2, maximumOverrunning: 1)
        let held = HeldJob()
        async let stuck = executor.run { held.run() }
        // Waited for without blocking a thread of the cooperative pool (two blocked tests held all of it).
        while held.started.wait(timeout: .now()) != .success { try await Task.sleep(nanoseconds: 1_000_000) }
        // Would wait for ever behind the stuck job if it were not let go.
        #expect(await executor.run { 2 } == 2)
        #expect(executor.overrunningJobs == 1)
        held.release.signal()
        #expect(await stuck == 1)
        while executor.overrunningJobs > 0 { try await Task.sleep(nanoseconds: 1_000_000) }
    }

    @Test("An elements request's estimate counts its answer: 20,000 elements at the measured cost")
    func answerCounted() throws {
        let parameters = LayoutParameters(["count": "10000000", "item-size": "0.001x0.001"])
        let preparation = try api.budget.estimate(layout: "grid", parameters)
        let answered = try api.budget.estimate(layout: "grid", parameters, answering: PlaygroundAPI.maximumElements)
        #expect(
            answered.seconds == preparation.seconds + Double(PlaygroundAPI.maximumElements) * WorkBudget.elementSeconds)
        #expect(answered.answerSeconds > 0.2 && answered.seconds < api.budget.seconds)
        #expect(api.budget.quickElements == 1_111)
        // A circle count accepted for /api/layout can be refused for /api/elements, whose answer costs too.
        let refusal = api.respond(
            path: "/api/layout",
            query: [("layout", "circles"), ("count", "200000"), ("diameters", "1,100"), ("width", "3000")])
        #expect(refusal.body.contains("to prepare;"), "\(refusal.body)")
        let elements = api.respond(
            path: "/api/elements",
            query: [("layout", "circles"), ("count", "200000"), ("diameters", "1,100"), ("width", "3000")])
        #expect(elements.body.contains("to prepare and answer;"), "\(elements.body)")
    }

    @Test("A large elements answer leaves the quick lane: its remainder is for the costly executor")
    func largeAnswerIsCostly() throws {
        let query = [
            ("layout", "grid"), ("count", "10000000"), ("item-size", "0.001x0.001"), ("spacing", "0"),
            ("rect", "0,0,100000,100000"),
        ]
        guard case .quick(let work) = api.plan(path: "/api/elements", query: query) else {
            Issue.record("a grid is quick to prepare")
            return
        }
        let first = work()
        let remainder = try #require(first.remainder)
        #expect(first.body.isEmpty)
        let answer = remainder()
        #expect(answer.remainder == nil && answer.status == 200)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(answer.body.utf8)) as? [String: Any])
        #expect(json["count"] as? Int == PlaygroundAPI.maximumElements && json["truncated"] as? Bool == true)
        // A screen's worth is answered at once.
        guard case .quick(let small) = api.plan(path: "/api/elements", query: [("layout", "grid"), ("count", "1000")])
        else {
            Issue.record("a small grid is quick")
            return
        }
        let direct = small()
        #expect(direct.remainder == nil && direct.status == 200 && direct.body.contains("\"truncated\":false"))
    }
}
