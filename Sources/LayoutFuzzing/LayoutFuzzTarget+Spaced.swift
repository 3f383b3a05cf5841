import Foundation

extension LayoutFuzzTarget {
    /// A layout with a chosen spacing and inset in each of its modes: what the tiny-container corner
    /// cases (``CornerCases/tinyContainers(for:)``) and the tiny-container sweep prepare, to ask
    /// what no room to spare does at every scale.
    public struct SpacedLayout: Sendable {
        /// The modes' names, for failure messages (`reading order`, `dense`).
        public var modes: [String]
        /// Builds the layout in mode `mode` (an index into ``modes``) with `spacing` between items
        /// and `inset` on every side, where it has them; its other values are the defaults.
        public var make:
            @Sendable (_ spacing: CGFloat, _ inset: CGFloat, _ mode: Int) throws(LayoutError) -> any CollectionLayout

        public init(
            modes: [String],
            make:
                @escaping @Sendable (_ spacing: CGFloat, _ inset: CGFloat, _ mode: Int) throws(LayoutError) ->
                any CollectionLayout
        ) {
            self.modes = modes
            self.make = make
        }
    }
}
