#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import CollectionLayouts
import Foundation

/// How many items an arrow key moves a paging layout (the carousel, the wheel): one along the
/// layout's scroll axis, as a Mac user expects of ← and → (↑ and ↓ for a vertical carousel).
/// Platform-free (it belongs with the adapter core); where the step lands, across sections and
/// round an endless carousel's ends, is the engine's `accessibilityItem(after:steps:)`, the
/// answer VoiceOver's increment gets.
///
/// Right to left the horizontal keys are mirrored: → moves towards the start of the data, which
/// lies on the right. A key across the scroll axis moves nothing.
package enum ArrowKeyStep {
    /// An arrow key.
    package enum Key: Sendable, Equatable {
        /// ←
        case left
        /// →
        case right
        /// ↑
        case up
        /// ↓
        case down
    }

    /// The items `key` moves in a layout scrolling along `axis` in `direction`: +1 towards the end
    /// of the data, −1 towards its start, nil for a key across the axis.
    package static func steps(for key: Key, axis: ScrollAxis, direction: LayoutDirection) -> Int? {
        switch (key, axis) {
        case (.left, .horizontal): direction == .rightToLeft ? 1 : -1
        case (.right, .horizontal): direction == .rightToLeft ? -1 : 1
        case (.up, .vertical): -1
        case (.down, .vertical): 1
        default: nil
        }
    }
}
#endif
