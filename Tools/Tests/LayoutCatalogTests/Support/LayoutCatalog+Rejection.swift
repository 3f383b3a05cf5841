import LayoutCatalog
import Testing

extension LayoutCatalog {
    /// Expects building `layout` with `values` to fail with a `ParameterError` whose message
    /// contains `message`.
    static func expectRejection(
        _ layout: String, _ values: [String: String], _ message: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        do {
            _ = try build(layout, LayoutParameters(values))
            Issue.record("\(layout) accepted \(values)", sourceLocation: sourceLocation)
        } catch {
            #expect(error.message.contains(message), "\(error.message)", sourceLocation: sourceLocation)
        }
    }
}
