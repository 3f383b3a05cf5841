@_spi(Tools) import CollectionLayouts
import Foundation

/// What the tools say of a layout before building it: its name, what it is, and the container
/// and item counts its samples start from.
package struct LayoutSpecInfo: Sendable {
    /// The layout.
    package let kind: LayoutKind
    /// The name used on the command line and in the API (`grid`, `circles`, …): the kind's.
    package var name: String { kind.name }
    /// One line saying what the layout is.
    package let summary: String
    /// The item count the samples use when none is given.
    package let defaultCount: Int
    /// The largest item count the tools accept, so that a typo cannot ask for more memory or time
    /// than a person expects.
    package let maximumCount: Int
    /// The container size the samples use when none is given. The default is 375 × 667.
    package let defaultBoundsSize: CGSize

    /// Creates the information.
    package init(
        kind: LayoutKind, defaultCount: Int, maximumCount: Int,
        defaultBoundsSize: CGSize = CGSize(width: 375, height: 667), summary: String
    ) {
        self.kind = kind
        self.summary = summary
        self.defaultCount = defaultCount
        self.maximumCount = maximumCount
        self.defaultBoundsSize = defaultBoundsSize
    }
}
