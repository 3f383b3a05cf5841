import Foundation

/// A prepared layout that scrolls along one axis it knows: every layout of the package. The UIKit
/// adapter's place keeping (`PlaceAnchor`) reads it rather than guessing the axis from the range
/// of offsets, which content wider than the view (a vertical grid of items larger than the view)
/// would get wrong.
package protocol ScrollingPreparedLayout: PreparedLayout {
    /// The axis the layout scrolls along.
    var scrollAxis: ScrollAxis { get }
}

extension PreparedStaggeredGrid: ScrollingPreparedLayout {
    package var scrollAxis: ScrollAxis { configuration.scrollAxis }
}

extension PreparedCarousel: ScrollingPreparedLayout {
    package var scrollAxis: ScrollAxis { configuration.scrollAxis }
}

extension PreparedJustifiedGallery: ScrollingPreparedLayout {
    package var scrollAxis: ScrollAxis { .vertical }
}

extension PreparedCirclePack: ScrollingPreparedLayout {
    package var scrollAxis: ScrollAxis { .vertical }
}

extension PreparedWheel: ScrollingPreparedLayout {
    package var scrollAxis: ScrollAxis { .horizontal }
}
