import Foundation
@_spi(Tools) import CollectionLayouts
import LayoutCatalog

/// A small least-recently-used cache of prepared layouts, keyed by the layout's name and every
/// parameter but the scroll position, so that scrolling and flinging do not prepare again.
///
/// Entries are weighed by their item count and by the memory they retain, so that a few layouts of
/// a million items do not keep gigabytes alive: the cache holds at most ``capacity`` entries,
/// ``itemBudget`` items and ``byteBudget`` bytes in all (always at least the newest entry). A
/// layout's bytes are what its prepared layout's arrays hold (``retainedBytes(of:)``: the circle
/// packing and the gallery report it), else the estimate its caller gives (the grid, the carousel
/// and the wheel store nothing per item). A layout prepared while its request's
/// ``PreparationCancellation`` was cancelled is not kept: it is not the layout asked for.
/// Requests that miss on a key another request is preparing wait for that one rather than prepare
/// again (a page's burst of scroll requests after a change of options would otherwise prepare a
/// million-item layout once per request). Thread-safe; callers block while waiting, so call it off
/// Swift's cooperative pool (the server does).
package final class LayoutCache: @unchecked Sendable {
    /// The statistics tests and `/api/stats` read.
    package struct Statistics: Codable, Sendable, Equatable {
        package var hits: Int
        package var misses: Int
        package var entries: Int
        package var items: Int
        /// The memory the entries retain, in bytes: ``LayoutCache/retainedBytes(of:)``, else
        /// their estimate (``WorkBudget/Estimate/bytes``).
        package var bytes: Double
        /// Layouts prepared for a request cancelled meanwhile, and so not kept.
        package var cancelled = 0
    }

    private struct Entry {
        var layout: CatalogLayout
        var items: Int
        var bytes: Double
        var lastUse: UInt64
    }

    /// The most layouts kept. The default is 64: a person switches between a few tabs and tries a
    /// few options; the items and bytes bound the memory, so the count only bounds the entries
    /// (16 let a handful of costly layouts evict every cheap one of five tabs with three
    /// variants each, which were then prepared again on the costly lane).
    package let capacity: Int
    /// The most items kept in all. The default is 8 million: a million-item layout of each kind with
    /// room to spare; at most some 800 MB for layouts that store a frame per item (about 100 bytes
    /// each), and nothing for arithmetic ones.
    package let itemBudget: Int

    private let lock = NSCondition()
    private var entries: [String: Entry] = [:]
    /// The keys being prepared now.
    private var building: Set<String> = []
    private var clock: UInt64 = 0
    private var hits = 0
    private var misses = 0
    private var cancelled = 0

    /// The most bytes kept in all. The default is 400 MB: the server's memory stays bounded by it
    /// plus one request's budget, however many costly layouts are asked for.
    package let byteBudget: Double

    package init(capacity: Int = 64, itemBudget: Int = 8_000_000, byteBudget: Double = 400_000_000) {
        self.capacity = Swift.max(1, capacity)
        self.itemBudget = Swift.max(0, itemBudget)
        self.byteBudget = Swift.max(0, byteBudget)
    }

    /// The layout for `key`, built with `build` and kept when it is not cached, unless the
    /// `PreparationCancellation` bound to the caller was cancelled by the end of the build.
    /// - Parameter bytes: The estimated memory of the layout, its weight when its prepared layout
    ///   does not report what it retains (``retainedBytes(of:)``). The default is 0.
    /// - Returns: The layout and whether it came from the cache.
    /// - Parameter items: The items the layout is weighed by, against ``itemBudget``; nil (the
    ///   default) for its item count. The API passes 0 for layouts that store nothing per item (a
    ///   10-million-item grid weighed 10 million and evicted every other layout).
    package func layout(
        for key: String, bytes: Double = 0, items weight: Int? = nil,
        build: () throws(ParameterError) -> CatalogLayout
    ) throws(ParameterError) -> (CatalogLayout, hit: Bool) {
        if let layout = lookUp(key) { return (layout, true) }
        let layout: CatalogLayout
        do {
            layout = try build()
        } catch {
            lock.withLock { _ = building.remove(key) }
            lock.broadcast()
            throw error
        }
        if PreparationCancellation.current.get()?.isCancelled == true {
            lock.withLock {
                building.remove(key)
                cancelled += 1
            }
        } else {
            insert(
                layout, bytes: Self.retainedBytes(of: layout.prepared).map(Double.init) ?? bytes, items: weight,
                for: key)
        }
        lock.broadcast()
        return (layout, false)
    }

    /// The bytes `prepared` retains, as it reports them (`retainedBytes`: the circle packing and
    /// the gallery, which store data per item), or nil for a layout that does not report it.
    package static func retainedBytes(of prepared: any PreparedLayout) -> Int? {
        switch prepared {
        case let circles as PreparedCirclePack: circles.retainedBytes
        case let gallery as PreparedJustifiedGallery: gallery.retainedBytes
        default: nil
        }
    }

    /// The keys cached now (for tests).
    package var keys: [String] {
        lock.withLock { Array(entries.keys) }
    }

    /// The weight of the entry for `key` in bytes, nil when it is not cached (for tests).
    package func bytes(of key: String) -> Double? {
        lock.withLock { entries[key]?.bytes }
    }

    /// Whether `key` is cached now (without waiting for one being prepared, and without counting
    /// as a use).
    package func contains(_ key: String) -> Bool {
        lock.withLock { entries[key] != nil }
    }

    /// The current statistics.
    package var statistics: Statistics {
        lock.withLock {
            Statistics(
                hits: hits, misses: misses, entries: entries.count, items: entries.values.reduce(0) { $0 + $1.items },
                bytes: entries.values.reduce(0) { $0 + $1.bytes }, cancelled: cancelled)
        }
    }

    /// The cached layout, waiting while another caller prepares it; nil when the caller is to
    /// prepare it (the key is then marked as being built).
    private func lookUp(_ key: String) -> CatalogLayout? {
        lock.withLock {
            while building.contains(key) { lock.wait() }
            clock += 1
            guard var entry = entries[key] else {
                misses += 1
                building.insert(key)
                return nil
            }
            hits += 1
            entry.lastUse = clock
            entries[key] = entry
            return entry.layout
        }
    }

    private func insert(_ layout: CatalogLayout, bytes: Double, items weight: Int?, for key: String) {
        let items = weight ?? layout.prepared.environment.totalItemCount
        lock.withLock {
            clock += 1
            building.remove(key)
            entries[key] = Entry(layout: layout, items: items, bytes: bytes, lastUse: clock)
            var total = entries.values.reduce(0) { $0 + $1.items }
            var totalBytes = entries.values.reduce(0) { $0 + $1.bytes }
            // Evict the least recently used until within both limits, keeping the newest entry.
            while entries.count > 1 && (entries.count > capacity || total > itemBudget || totalBytes > byteBudget) {
                guard let oldest = entries.filter({ $0.key != key }).min(by: { $0.value.lastUse < $1.value.lastUse })
                else { break }
                total -= oldest.value.items
                totalBytes -= oldest.value.bytes
                entries[oldest.key] = nil
            }
        }
    }
}
