import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// One section of a layout laid out on its own, for a host that places sections itself
/// (compositional layout's custom groups): each item's frame, relative to the section's origin,
/// and the section's size. See ``StackableLayout/sectionFrames(across:itemCount:itemSizes:)``.
package struct SectionFrames: Equatable, Sendable {
    /// The frame of item `i` of the section, relative to the section's top-left corner.
    package var frames: [CGRect]
    /// The number of items shown: the items from this index on are hidden by the layout (the
    /// justified gallery's rows past `maximumRowsPerSection`), and sit where the shown ones end.
    package var shownCount: Int
    /// The section's size: the content size of the layout prepared for it.
    package var size: CGSize
}
