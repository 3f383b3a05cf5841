@_spi(Tools) import CollectionLayouts
import Foundation
import LayoutCatalog

/// The playground's JSON API, independent of HTTP: a path and query items in, a status and a body
/// out. Every layout comes from ``LayoutCatalog``, so a layout added to the catalog appears here
/// and in the page without more code.
///
/// Endpoints (all `GET`, all answering JSON; see `docs/playground.md`):
/// - `/api/layouts`: every layout, its summary and options.
/// - `/api/layout?layout=NAME&…`: content size, offset bounds, Swift code, deceleration rate, cell shape.
/// - `/api/elements?layout=NAME&…&offset=X,Y[&overscan=P][&rect=X,Y,W,H]`: the elements in a rect.
/// - `/api/snap?layout=NAME&…&offset=X,Y&velocity=VX,VY[&deceleration-rate=normal|fast]`: where a fling rests.
/// - `/api/stats`: the layout cache's statistics (and, from the server, its executors').
///
/// A parameter that cannot be used gives status 400 and `{"error": message}` with the catalog's
/// message; a layout whose preparation would exceed the ``WorkBudget`` gives status 422 and
/// `{"error": message, "limit": limit}`; nothing a client sends can trap.
package struct PlaygroundAPI: Sendable {
    /// An answer: status, body and content type.
    package struct Response: Sendable {
        package var status: Int
        package var body: String
        package var contentType: String
        /// Whether the layout came from the cache, for the `X-Layout-Cache` header; nil when no layout was needed.
        package var cacheHit: Bool?
        /// The rest of the work, when the answer turned out larger than a quick one (an
        /// `/api/elements` answer of more than ``WorkBudget/quickElements`` elements): the
        /// server runs it on the costly executor and answers with what it returns; the other
        /// fields then mean nothing. Nil for a finished answer.
        package var remainder: (@Sendable () -> Response)?
        /// Seconds for the `Retry-After` header (a 503).
        package var retryAfter: Int?

        package init(
            status: Int, body: String, contentType: String, cacheHit: Bool? = nil,
            remainder: (@Sendable () -> Response)? = nil
        ) {
            self.status = status
            self.body = body
            self.contentType = contentType
            self.cacheHit = cacheHit
            self.remainder = remainder
        }
    }

    /// The most elements one answer holds; beyond it the visit stops and the answer says
    /// `"truncated": true`.
    /// A viewport of a few thousand points holds a few hundred items, so 20,000 only stops a
    /// client that asks for a rect far larger than a screen over tiny items. Its cost, some
    /// 0.2 s of CPU (``WorkBudget/elementSeconds``), is counted in every `/api/elements`
    /// request's estimate, and an answer of more than ``WorkBudget/quickElements`` is finished on
    /// the costly executor.
    package static let maximumElements = 20_000
    /// The most overscan a client may ask for, in points.
    package static let maximumOverscan: Double = 5_000

    /// The prepared layouts, shared by every request.
    package let cache: LayoutCache
    /// The most work one request may ask for; costlier requests are refused with status 422.
    package let budget: WorkBudget

    package init(cache: LayoutCache = LayoutCache(), budget: WorkBudget = WorkBudget()) {
        self.cache = cache
        self.budget = budget
    }

    /// How a request is to be answered: the answer itself when it needs no layout (or is refused),
    /// or the work that answers it, cheap or not.
    package enum Plan: Sendable {
        /// Answered already: a list, an error, a refusal.
        case answer(Response)
        /// Work to do at once: a cached layout, or one whose estimate is below ``WorkBudget/quickSeconds``.
        case quick(@Sendable () -> Response)
        /// Work that prepares a costly layout (within the budget): for the preparation executor.
        case costly(@Sendable () -> Response)
    }

    /// Answers `path` with `query` (name–value pairs, in order, percent-decoded), doing any work
    /// on the caller's thread.
    package func respond(path: String, query: [(String, String)]) -> Response {
        let response: Response
        switch plan(path: path, query: query) {
        case .answer(let answer): response = answer
        case .quick(let work), .costly(let work): response = work()
        }
        return response.remainder?() ?? response
    }

    /// Parses the request and decides how to answer it, before any layout is prepared: a layout
    /// that is not cached is estimated (``WorkBudget/estimate(layout:_:)``) and refused when it
    /// exceeds the budget.
    package func plan(path: String, query: [(String, String)]) -> Plan {
        do throws(ParameterError) {
            let request: Request
            let answer: @Sendable (Request) throws(ParameterError) -> Response
            switch path {
            case "/api/layouts":
                return .answer(json(LayoutList(layouts: LayoutCatalog.specs.map(PlaygroundLayoutInfo.init))))
            case "/api/stats":
                return .answer(json(statistics()))
            case "/api/layout":
                (request, answer) = (try self.request(query, own: ["offset"]), layoutInfo)
            case "/api/elements":
                (request, answer) = (try self.request(query, own: ["offset", "overscan", "rect"]), elements)
            case "/api/snap":
                (request, answer) = (
                    try self.request(query, own: Set(["offset"] + SnapResult.options.map(\.name))), snap
                )
            default:
                return .answer(error(404, "no such endpoint: \(path)"))
            }
            let work: @Sendable () -> Response = {
                do throws(ParameterError) {
                    return try answer(request)
                } catch {
                    // Nobody reads the answer of a cancelled request (499: the client closed it).
                    return self.error(
                        PreparationCancellation.current.get()?.isCancelled == true ? 499 : 400, error.message)
                }
            }
            // The answer's own cost counts too: an elements answer may hold maximumElements.
            let answering = path == "/api/elements" ? Self.maximumElements : 0
            if cache.contains(request.key) { return .quick(work) }
            let estimate = try budget.estimate(layout: request.name, request.layout, answering: answering)
            if let refusal = budget.refusal(of: estimate, layout: request.name) {
                return .answer(
                    Response(
                        status: 422,
                        body: JSONOutput.string(
                            RefusalBody(error: refusal.message, limit: refusal.limit), pretty: false),
                        contentType: Self.jsonType))
            }
            return budget.isQuick(estimate) ? .quick(work) : .costly(work)
        } catch {
            return .answer(self.error(400, error.message))
        }
    }

    private func error(_ status: Int, _ message: String) -> Response {
        Self.error(status, message)
    }

    /// A refusal: `status` and `{"error": message}`, the body of every 4xx the server sends.
    static func error(_ status: Int, _ message: String) -> Response {
        Response(
            status: status, body: JSONOutput.string(ErrorBody(error: message), pretty: false),
            contentType: jsonType)
    }

    static let jsonType = "application/json; charset=utf-8"

    // MARK: Requests

    /// A request split into the layout's name, the layout's parameters and the endpoint's own.
    struct Request: Sendable {
        var name: String
        /// The parameters the catalog builds the layout from (no offset: the cache key).
        var layout: LayoutParameters
        /// The endpoint's own parameters, and the offset.
        var own: LayoutParameters
        var key: String
    }

    private func request(_ query: [(String, String)], own names: Set<String>) throws(ParameterError) -> Request {
        var layout: [String: String] = [:], own: [String: String] = [:]
        var name: String?
        var seen = Set<String>()
        for (key, value) in query {
            guard seen.insert(key).inserted else {
                throw ParameterError("--\(ParameterError.shortened(key)) is given more than once")
            }
            if key == "layout" {
                name = value
            } else if names.contains(key) {
                own[key] = value
            } else {
                layout[key] = value
            }
        }
        guard let name, !name.isEmpty else {
            throw ParameterError("name a layout with layout=NAME: \(LayoutCatalog.names.joined(separator: ", "))")
        }
        // Options that name a file are refused by the catalog itself: parameters from a query
        // carry no file text, and only the `layouts` command reads files.
        let key = name + "?" + layout.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: "&")
        return Request(name: name, layout: LayoutParameters(layout), own: LayoutParameters(own), key: key)
    }

    /// The cached layout for `request`, moved to `offset`.
    /// - Throws: ``ParameterError`` for parameters the catalog rejects, and when the request was
    ///   cancelled (`PreparationCancellation.current`) while its layout was prepared: that layout
    ///   is not the one asked for, and is not cached.
    private func layout(_ request: Request, offset: CGPoint) throws(ParameterError) -> (CatalogLayout, hit: Bool) {
        // Weighed by the memory it retains (``LayoutCache/retainedBytes(of:)``), else by its
        // estimate, so that the cache's byte budget bounds the server's.
        let estimate = try? budget.estimate(layout: request.name, request.layout)
        let bytes = estimate?.bytes ?? 0
        // Weighed by items only when it stores something per item (less than a byte an item: it does not).
        let items = estimate.map { $0.bytes >= Double($0.items) ? $0.items : 0 }
        var (layout, hit) = try cache.layout(for: request.key, bytes: bytes, items: items) {
            () throws(ParameterError) in
            try LayoutCatalog.build(request.name, request.layout)
        }
        if !hit, PreparationCancellation.current.get()?.isCancelled == true {
            throw ParameterError("the request was cancelled: its client disconnected")
        }
        layout.prepared.updateContentOffset(offset)
        return (layout, hit)
    }

    /// What `/api/stats` answers: the cache's statistics, and the executors' when the server
    /// gives them.
    package func statistics(
        costly: PreparationExecutor.Statistics? = nil, quick: PreparationExecutor.Statistics? = nil
    ) -> Statistics {
        Statistics(cache: cache.statistics, costly: costly, quick: quick)
    }

    // MARK: Endpoints

    private func layoutInfo(_ request: Request) throws(ParameterError) -> Response {
        let offset = try request.own.point("offset", default: .zero)
        let (built, hit) = try layout(request, offset: offset)
        let prepared = built.prepared
        let bounds = prepared.contentOffsetBounds
        let info = LayoutDescription(
            layout: request.name,
            contentSize: Size(prepared.contentSize),
            boundsSize: Size(prepared.environment.boundsSize),
            offsetBounds: OffsetBounds(min: Point(bounds.min), max: Point(bounds.max)),
            itemCount: prepared.environment.totalItemCount,
            swiftCode: built.swiftCode,
            appCode: built.appCode,
            cellShape: built.cellShape.rawValue,
            decelerationRate: Double(built.decelerationRate.rawValue),
            decelerationRateName: built.decelerationRate.description,
            centeredItem: prepared.centeredItem(at: offset).map(Index.init),
            restingLine: built.restingLine.map(Double.init))
        return json(info, hit: hit)
    }

    private func elements(_ request: Request) throws(ParameterError) -> Response {
        let offset = try request.own.point("offset", default: .zero)
        let overscan = try request.own.double("overscan", default: 0)
        guard overscan >= 0 && overscan <= Self.maximumOverscan else {
            throw ParameterError("--overscan must be between 0 and \(Int(Self.maximumOverscan)), got \(overscan.code)")
        }
        let (built, hit) = try layout(request, offset: offset)
        let prepared = built.prepared
        var rect = CGRect(origin: offset, size: prepared.environment.boundsSize).insetBy(dx: -overscan, dy: -overscan)
        if request.own.has("rect") {
            let numbers = try request.own.doubles("rect", default: [], maximumCount: 4)
            guard numbers.count == 4, numbers[2] >= 0, numbers[3] >= 0,
                numbers[2] <= CommonOptions.maximumSide, numbers[3] <= CommonOptions.maximumSide
            else {
                throw ParameterError(
                    "--rect expects X,Y,W,H with W and H between 0 and \(Int(CommonOptions.maximumSide)), got \(ParameterError.quoted(request.own.values["rect"] ?? ""))"
                )
            }
            rect = CGRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
        }
        // Visited, and the visit stops at the cap: the answer holds what it returns, never every
        // element of a huge rect over tiny items (10 million of them took 5.4 GB collected first).
        // A first visit stops past quickElements: a larger answer is finished on the costly
        // executor (visited again there, to the cap, and encoded), never on a cheap request's thread.
        let quick = budget.quickElements
        let area = rect
        // The elements go through the catalog's streaming writer, the one `layouts render --all`
        // uses (about 3 million elements a second where JSONEncoder wrote 70,000); the few other
        // fields through JSONEncoder, with the elements spliced in as the last key.
        let answer = { @Sendable (cap: Int) -> (body: String, complete: Bool) in
            var bytes: [UInt8] = []
            let out = ByteWriter { bytes.append(contentsOf: $0) }
            // The sink only appends to memory: the writer cannot fail here.
            let (count, complete) =
                (try? LayoutSnapshot.writeElements({ prepared.forEachElement(in: area, $0) }, limit: cap, to: out))
                ?? (0, true)
            try? out.flush()
            var head = JSONOutput.string(
                ElementsAnswer(
                    offset: Point(offset), rect: Rect(area), contentSize: Size(prepared.contentSize),
                    centeredItem: prepared.centeredItem(at: offset).map(Index.init),
                    count: count, truncated: !complete && cap == Self.maximumElements, elements: nil), pretty: false)
            head.removeLast()  // the closing brace
            return (head + #","elements":["# + String(decoding: bytes, as: UTF8.self) + "]}", complete)
        }
        if quick < Self.maximumElements {
            let (small, complete) = answer(quick)
            if !complete {
                return Response(status: 200, body: "", contentType: Self.jsonType, cacheHit: hit) {
                    Response(
                        status: 200, body: answer(Self.maximumElements).body, contentType: Self.jsonType, cacheHit: hit)
                }
            }
            return Response(status: 200, body: small, contentType: Self.jsonType, cacheHit: hit)
        }
        return Response(status: 200, body: answer(Self.maximumElements).body, contentType: Self.jsonType, cacheHit: hit)
    }

    private func snap(_ request: Request) throws(ParameterError) -> Response {
        let offset = try request.own.point("offset", default: .zero)
        let (built, hit) = try layout(request, offset: offset)
        return json(try SnapResult(layout: built, offset: offset, parameters: request.own), hit: hit)
    }

    private func json<T: Encodable>(_ value: T, hit: Bool? = nil) -> Response {
        Self.json(value, hit: hit)
    }

    static func json<T: Encodable>(_ value: T, hit: Bool? = nil) -> Response {
        Response(status: 200, body: JSONOutput.string(value, pretty: false), contentType: jsonType, cacheHit: hit)
    }
}
