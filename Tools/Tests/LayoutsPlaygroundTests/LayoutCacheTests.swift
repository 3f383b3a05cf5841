@_spi(Tools) import CollectionLayouts
import Foundation
import LayoutCatalog
@testable import LayoutsPlayground
import Testing

@Suite("Layout cache")
struct LayoutCacheTests {
    func grid(_ count: Int) throws(ParameterError) -> CatalogLayout {
        try LayoutCatalog.build("grid", LayoutParameters(["count": "\(count)"]))
    }

    @Test("least recently used entries go first when over capacity")
    func capacity() throws {
        let cache = LayoutCache(capacity: 2)
        _ = try cache.layout(for: "a") { () throws(ParameterError) in try grid(1) }
        _ = try cache.layout(for: "b") { () throws(ParameterError) in try grid(2) }
        _ = try cache.layout(for: "a") { () throws(ParameterError) in try grid(1) }  // a is now newer than b
        _ = try cache.layout(for: "c") { () throws(ParameterError) in try grid(3) }  // evicts b
        #expect(try cache.layout(for: "a") { () throws(ParameterError) in try grid(1) }.hit)
        #expect(try !cache.layout(for: "b") { () throws(ParameterError) in try grid(2) }.hit)
        #expect(cache.statistics.entries == 2)
    }

    @Test("the item budget evicts big layouts but always keeps the newest")
    func budget() throws {
        let cache = LayoutCache(capacity: 10, itemBudget: 100)
        _ = try cache.layout(for: "small") { () throws(ParameterError) in try grid(60) }
        _ = try cache.layout(for: "big") { () throws(ParameterError) in try grid(1000) }
        #expect(cache.statistics.entries == 1)
        #expect(cache.statistics.items == 1000)
        #expect(try cache.layout(for: "big") { () throws(ParameterError) in try grid(1000) }.hit)
    }

    @Test("the byte budget evicts the least recently used until the estimated bytes fit")
    func byteBudget() throws {
        let cache = LayoutCache(capacity: 10, byteBudget: 250)
        _ = try cache.layout(for: "a", bytes: 100) { () throws(ParameterError) in try grid(1) }
        _ = try cache.layout(for: "b", bytes: 100) { () throws(ParameterError) in try grid(2) }
        #expect(cache.statistics.entries == 2)
        _ = try cache.layout(for: "c", bytes: 100) { () throws(ParameterError) in try grid(3) }  // evicts a
        #expect(cache.statistics.entries == 2)
        #expect(cache.statistics.bytes == 200)
        #expect(!cache.contains("a") && cache.contains("b") && cache.contains("c"))
        _ = try cache.layout(for: "huge", bytes: 1_000) { () throws(ParameterError) in try grid(4) }  // alone, but kept
        #expect(cache.statistics.entries == 1 && cache.contains("huge"))
    }

    @Test("concurrent misses on one key prepare once; the others wait and hit")
    func oneBuildPerKey() async throws {
        let cache = LayoutCache()
        let results = await withTaskGroup(of: Bool.self) { group in
            for _ in 0..<8 {
                group.addTask {
                    await withCheckedContinuation { continuation in
                        DispatchQueue.global().async {
                            let hit =
                                (try? cache.layout(for: "k") { () throws(ParameterError) in
                                    try LayoutCatalog.build("grid", LayoutParameters(["count": "5000"]))
                                })?.hit
                            continuation.resume(returning: hit ?? false)
                        }
                    }
                }
            }
            return await group.reduce(into: [Bool]()) { $0.append($1) }
        }
        #expect(results.filter { !$0 }.count == 1)
        #expect(cache.statistics.misses == 1 && cache.statistics.hits == 7)
    }

    @Test("a failed build is not cached and reports the error")
    func failure() {
        let cache = LayoutCache()
        #expect(throws: ParameterError.self) {
            try cache.layout(for: "bad") { () throws(ParameterError) in
                try LayoutCatalog.build("grid", LayoutParameters(["count": "x"]))
            }
        }
        #expect(cache.statistics.entries == 0)
    }

    @Test("A layout that stores nothing per item does not count its items: a 10-million-item grid evicts nothing")
    func arithmeticLayoutsWeighNothing() {
        let api = PlaygroundAPI(cache: LayoutCache(capacity: 10, itemBudget: 1_000))
        #expect(api.respond(path: "/api/layout", query: [("layout", "gallery"), ("count", "500")]).status == 200)
        #expect(api.respond(path: "/api/layout", query: [("layout", "grid"), ("count", "10000000")]).status == 200)
        #expect(api.cache.statistics.entries == 2)
        #expect(api.cache.statistics.items == 500)
    }

    @Test(
        "An entry weighs what its prepared layout retains, not its estimate",
        arguments: [
            [("layout", "circles"), ("count", "10000")], [("layout", "gallery"), ("count", "10000")],
            [("layout", "gallery"), ("count", "10000"), ("aspect-ratios", "1.5,0.7")],
        ])
    func weightIsRetainedBytes(query: [(String, String)]) throws {
        let api = PlaygroundAPI()
        #expect(api.respond(path: "/api/layout", query: query).status == 200)
        let key = try #require(api.cache.keys.first)
        let (layout, hit) = try api.cache.layout(for: key) { () throws(ParameterError) in
            Issue.record("cached")
            return try grid(1)
        }
        #expect(hit)
        let retained = try #require(LayoutCache.retainedBytes(of: layout.prepared))
        #expect(api.cache.bytes(of: key) == Double(retained))
        #expect(api.cache.statistics.bytes == Double(retained))
        // Not the estimate (which `/api/stats` reported before): a 10,000-circle packing's
        // estimate is 3 MB.
        let estimate = try api.budget.estimate(
            layout: query[0].1,
            LayoutParameters(Dictionary(uniqueKeysWithValues: query.dropFirst().map { ($0.0, $0.1) })))
        #expect(Double(retained) != estimate.bytes)
    }

    @Test("A layout prepared for a request cancelled meanwhile is not cached, and its waiters prepare their own")
    func cancelledNotCached() throws {
        let cache = LayoutCache()
        let cancellation = PreparationCancellation()
        let (_, hit) = try PreparationCancellation.current.withValue(cancellation) {
            try cache.layout(for: "k") { () throws(ParameterError) in
                cancellation.cancel()  // the client goes during the preparation
                return try grid(10)
            }
        }
        #expect(!hit)
        #expect(cache.statistics.entries == 0 && cache.statistics.cancelled == 1)
        #expect(!cache.contains("k"))
        // Nothing is left marked as being built: the next request prepares and keeps it.
        #expect(try !cache.layout(for: "k") { () throws(ParameterError) in try grid(10) }.hit)
        #expect(cache.contains("k"))
    }
}
