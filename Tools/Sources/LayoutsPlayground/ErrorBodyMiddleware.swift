import Hummingbird
import LayoutCatalog

/// Gives the errors Hummingbird's router throws the body every other refusal has,
/// `{"error": message}`: a path or a method it has no route for (`GET /nope`,
/// `POST /api/layouts`) is a 404 that says what the playground serves, where Hummingbird sends
/// an empty body. Client errors (4xx) only; the error's headers are kept. The router's first
/// middleware, so that it wraps every route and the router's "not found".
@available(macOS 14, iOS 17, tvOS 17, visionOS 1, *)
struct ErrorBodyMiddleware<Context: RequestContext>: RouterMiddleware {
    func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        do {
            return try await next(request, context)
        } catch let error as HTTPError where (400..<500).contains(error.status.code) {
            let message =
                error.body
                ?? (error.status == .notFound
                    ? "nothing at \(request.method) \(ParameterError.quoted(request.uri.path)): the playground "
                        + "serves GET /, /playground.css, /playground.js and /api/ENDPOINT (docs/playground.md)"
                    : "\(error.status.code) \(error.status.reasonPhrase)")
            var response = PlaygroundServer.response(PlaygroundAPI.error(error.status.code, message))
            response.headers.append(contentsOf: error.headers)
            return response
        }
    }
}
