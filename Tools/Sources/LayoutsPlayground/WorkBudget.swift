@_spi(Tools) import CollectionLayouts
import Foundation
import LayoutCatalog

/// The most work the playground does for one request, and the estimate of a request's work made
/// from its parameters before anything is prepared.
///
/// Preparing is the costly part of a request: queries are bounded by what they answer (an
/// `/api/elements` answer stops at ``PlaygroundAPI/maximumElements``). A layout's preparation
/// costs its item count times a per-item cost measured for that layout (release build, one core
/// of the reference machine; see `Scripts/bench-server`), so a request whose estimate exceeds the
/// budget is refused with a message naming the limit instead of being served slowly. Requests
/// estimated below ``quickSeconds`` are answered at once; the rest go through the server's
/// ``PreparationExecutor``, so that they never hold up the cheap ones.
package struct WorkBudget: Sendable {
    /// The most CPU time one request's preparation may be estimated to take, in seconds. The
    /// default is 1.5: under the target of 2 s, with the estimates at or above measurement.
    package var seconds: Double
    /// The most memory one request's prepared layout may be estimated to hold, in bytes. The
    /// default is 150 MB, under the target of 200 MB above the idle server.
    package var bytes: Double
    /// Requests estimated below this many seconds are cheap: answered at once, never queued. The
    /// default is 0.02 (a 50,000-item gallery, about 5,000 circles of the sample sizes, or any grid,
    /// carousel or wheel).
    package var quickSeconds: Double

    package init(seconds: Double = 1.5, bytes: Double = 150_000_000, quickSeconds: Double = 0.02) {
        self.seconds = seconds
        self.bytes = bytes
        self.quickSeconds = quickSeconds
    }

    /// What a request would cost to prepare.
    package struct Estimate: Sendable, Equatable {
        /// The items in all sections.
        package var items: Int
        /// The CPU time, in seconds of a release build.
        package var seconds: Double
        /// The memory the prepared layout holds, in bytes.
        package var bytes: Double
        /// The part of ``seconds`` that answers (the rest prepares).
        package var answerSeconds: Double = 0

        package init(items: Int, seconds: Double, bytes: Double, answerSeconds: Double = 0) {
            self.items = items
            self.seconds = seconds
            self.bytes = bytes
            self.answerSeconds = answerSeconds
        }

        /// About how many items fit in `limit` of the cost `cost` (seconds or bytes): the items
        /// scaled by the limit's share of the cost.
        func items(within limit: Double, of cost: KeyPath<Estimate, Double>, fixed: Double = 0) -> Int {
            Int(Double(items) * Swift.max(0, limit - fixed) / Swift.max(1e-300, self[keyPath: cost] - fixed))
        }
    }

    /// The measured cost of one item: seconds and bytes.
    struct PerItem {
        var seconds: Double
        var bytes: Double
    }

    /// The cost of one item of `kind` for the options `parameters` holds, in `environment`.
    ///
    /// Measured with `/usr/bin/time` on `layouts render` (release build, 2 shared cores; see
    /// `Scripts/bench-server`): grid, carousel and wheel store nothing per item (O(sections)); the
    /// gallery stores a frame and its index entries; circle packing costs with the number of
    /// circles a row holds (``circleSeconds(across:readingOrder:mixedSizes:)``).
    static func perItem(
        _ kind: LayoutKind, _ parameters: LayoutParameters, environment: LayoutEnvironment
    ) throws(ParameterError) -> PerItem {
        switch kind {
        case .grid, .carousel, .wheel: return PerItem(seconds: 0, bytes: 0)
        case .gallery:
            // 1,000,000 items: 0.04–0.38 s and 95–100 MB peak measured (widths mode; aspect ratios
            // 0.5–2 at 2000 pt; 0.01 at 100,000 pt, the most per row); 20 % on top. The search found
            // 1,224,999 items taking 0.61 s (0.5 µs each: aspect ratios 0.5–2 at 100,000 pt) and
            // 175.7 MB peak (143 bytes each: the same ratios at 375 pt): 0.6 µs and 149 bytes (a
            // million photos still fit in 150 MB).
            return PerItem(seconds: 0.6e-6, bytes: 149)
        case .circles:
            // How many of the smallest circles a row holds sets the packer's front. The engine
            // says, from the configuration and the environment the catalog builds, with its own
            // clamps: diameters between the room / 65,536 and the room, no room under the least
            // normal number, a container under a point packed in its own units; and only the
            // diameters the items use (the raw options' room / (smallest + spacing) knew none of it).
            let (configuration, packed) = try CirclePackSpec().packing(parameters, environment: environment)
            let across = PreparedCirclePack.circlesAcross(configuration: configuration, environment: packed)
            // The raw diameters tell mixed sizes apart: the engine's clamps only bring them
            // closer, so this errs costly.
            let diameters = try CirclePackSpec.diameters(parameters)
            let smallest = diameters.min() ?? 1, largest = diameters.max() ?? 1
            // Mixed sizes cost the same in dense order as in reading order: 14,300 of
            // 1,2,3,5,…,89 pt, 3000 wide, dense, took 3.06 s of CPU (214 µs a circle) where the
            // dense rate estimated 1.49 s.
            return PerItem(
                seconds: Self.circleSeconds(
                    across: across, readingOrder: configuration.ordering == .readingOrder,
                    mixedSizes: largest >= 2 * smallest),
                bytes: Self.circleBytes)
        }
    }

    /// Per section: the start offsets every layout keeps.
    static let perSection = PerItem(seconds: 0.05e-6, bytes: 16)
    /// Circle packing: 86–280 bytes per circle measured at 100,000 (the most for 1-pt circles,
    /// whose collision grid is finest).
    static let circleBytes: Double = 300

    /// The seconds per circle when a row holds about `across` of the smallest circles: the
    /// packer's front grows with it, up to 256 circles. Measured per circle (release):
    /// 2.9 µs (the sample diameters, 375 wide, 3.7 across), 8.5 µs (1000 wide, 10.7 across),
    /// 53–101 µs (fronts of 256: uniform 1- or 10-pt circles, or 1–100 pt dense) and 238 µs
    /// (1–100 pt in reading order, 5000 wide: the worst found). Reading order with mixed sizes
    /// costs 0.95 µs per circle of front, anything else 0.4 µs; every estimate is at or above
    /// its measurement.
    ///
    /// Recalibrated on the worst shapes `Scripts/bench-server --search` finds (release, 5,994
    /// circles, spacing 0, inset 0): mixed sizes in dense order 67 µs a circle at 1000 wide and
    /// 215 µs at 3000 (1,2,3,5,…,89 pt), so dense mixed sizes cost 0.95 µs per circle of front
    /// too; reading order with mixed sizes 267 µs (1,2,3,…,89 pt) and 319 µs (1,100,1,100,… pt)
    /// at 3000 wide, so 1.4 µs per circle of front (360 µs at 256); uniform sizes stay at 0.4 µs
    /// (14,079 1-pt circles: 0.17–0.34 s measured, 1.46 s estimated).
    static func circleSeconds(across: Double, readingOrder: Bool, mixedSizes: Bool) -> Double {
        let front = Swift.min(Swift.max(across, 1), 256)
        let perFront = mixedSizes ? (readingOrder ? 1.4e-6 : 0.95e-6) : 0.4e-6
        return 2e-6 + perFront * front
    }

    /// The CPU time of one element of an `/api/elements` answer: visited, encoded to JSON and
    /// sent. Measured (release, `Scripts/bench-server`): 20,000 0.001-pt grid elements in
    /// 0.25–0.31 s of CPU, up to 15.5 µs each; 18 µs keeps the estimate above it. (Measured with
    /// JSONEncoder; the streaming writer that now writes the elements is about ten times faster,
    /// so the estimate errs high.)
    package static let elementSeconds = 18e-6
    /// The memory of one element of an answer while it is encoded (the attributes, Foundation's
    /// encoder's tree and the text): 52–55 MB peak measured for 20,000, 2.7 KB each; 3 KB.
    package static let elementBytes: Double = 3_000

    /// The most elements an answer may hold and still be quick: ``quickSeconds`` of them
    /// (1,333 at 20 ms), at least 1. A page's viewport holds a few hundred.
    package var quickElements: Int {
        quickSeconds.isFinite ? Swift.max(1, Int(quickSeconds / Self.elementSeconds)) : Int.max
    }

    /// The estimate for building layout `name` with `parameters`, from the item count and the
    /// options that drive the per-item cost, and for answering with up to `answering` elements.
    /// - Throws: ``ParameterError`` for parameters the catalog would reject anyway.
    package func estimate(
        layout name: String, _ parameters: LayoutParameters, answering: Int = 0
    ) throws(ParameterError) -> Estimate {
        var estimate = try preparation(layout: name, parameters)
        estimate.seconds += Double(answering) * Self.elementSeconds
        estimate.bytes += Double(answering) * Self.elementBytes
        estimate.answerSeconds = Double(answering) * Self.elementSeconds
        return estimate
    }

    private func preparation(layout name: String, _ parameters: LayoutParameters) throws(ParameterError) -> Estimate {
        let spec = try LayoutCatalog.spec(named: name)
        let environment = try CommonOptions.environment(parameters, spec: spec)
        let items = environment.totalItemCount
        let sections = Double(environment.numberOfSections)
        var seconds = sections * Self.perSection.seconds, bytes = sections * Self.perSection.bytes
        let cost = try Self.perItem(spec.kind, parameters, environment: environment)
        seconds += Double(items) * cost.seconds
        bytes += Double(items) * cost.bytes
        return Estimate(items: items, seconds: seconds, bytes: bytes)
    }

    /// Whether `estimate` is cheap enough to answer at once, never queued: its preparation is
    /// (an answer larger than ``quickElements`` is handed to the costly executor by itself).
    package func isQuick(_ estimate: Estimate) -> Bool {
        estimate.seconds - estimate.answerSeconds < quickSeconds
    }

    /// The refusal of a request that would cost more than the budget, or nil when it fits.
    package func refusal(of estimate: Estimate, layout name: String) -> Refusal? {
        if estimate.seconds > seconds {
            return Refusal(
                message:
                    "\(name) with \(estimate.items) items would take about \(Self.format(estimate.seconds)) s to prepare"
                    + (estimate.answerSeconds > 0 ? " and answer" : "") + "; "
                    + "the playground does at most \(Self.format(seconds)) s of work per request "
                    + "(about \(estimate.items(within: seconds, of: \.seconds, fixed: estimate.answerSeconds)) items with these options)",
                limit: "\(Self.format(seconds)) s of work per request")
        }
        if estimate.bytes > bytes {
            return Refusal(
                message: "\(name) with \(estimate.items) items would hold about \(Int(estimate.bytes / 1_000_000)) MB; "
                    + "the playground holds at most \(Int(bytes / 1_000_000)) MB per request (about \(estimate.items(within: bytes, of: \.bytes)) items)",
                limit: "\(Int(bytes / 1_000_000)) MB per request")
        }
        return nil
    }

    /// A request refused for its cost: the message says what it would cost and what the limit is.
    package struct Refusal: Error, Sendable, Equatable {
        package var message: String
        /// The limit it exceeds, such as "1.5 s of preparation per request".
        package var limit: String
    }

    private static func format(_ value: Double) -> String {
        value >= 10 ? String(Int(value.rounded())) : String((value * 10).rounded() / 10)
    }
}
