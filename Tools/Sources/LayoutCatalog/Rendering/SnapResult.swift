@_spi(Tools) import CollectionLayouts
import Foundation

/// Where a fling comes to rest: the `snap` command's answer and the playground's.
package struct SnapResult: Codable, Sendable, Equatable {
    /// Where the fling would rest on its own (the scroll physics' projection).
    package var proposed: JSONShape.Point
    /// Where the layout makes it rest.
    package var target: JSONShape.Point
    /// The item it settles on, centred where the layout pages (`centeredItem(at:)` of the
    /// target), or nil when there are no items.
    package var centeredItem: JSONShape.Index?
    /// The items on screen where it rests, in index order
    /// (`PreparedLayout.landingItems(proposed:velocity:current:)`): what an app would prefetch at
    /// release. At most ``maximumLandingItems``, the first ones.
    package var landingItems: [JSONShape.Index]

    /// The most landing items an answer lists: a screen shows a few hundred items at most, and
    /// the cap keeps an answer over tiny items in a huge container (millions on screen) small.
    package static let maximumLandingItems = 1_000
    /// The deceleration rate used for the projection.
    package var decelerationRate: CGFloat

    /// The release velocity, in points per millisecond as UIKit passes it.
    package static let velocityOption = CatalogOption.point(
        "velocity", "release velocity in points per millisecond",
        placeholder: "VX,VY", default: .zero)
    /// The deceleration rate of the projection.
    package static let decelerationRateOption = DecelerationRate.named.option(
        "deceleration-rate", "deceleration rate", default: nil,
        note: "the layout's")
    /// The options of a snap besides the layout's own and the offset.
    package static let options = [velocityOption, decelerationRateOption]

    /// Projects a fling from `offset` with the ``velocityOption`` and ``decelerationRateOption`` in `parameters`
    /// (the layout's rate when none is given) and snaps it.
    package init(layout: CatalogLayout, offset: CGPoint, parameters: LayoutParameters) throws(ParameterError) {
        let rate =
            parameters.has(Self.decelerationRateOption)
            ? try parameters.choice(Self.decelerationRateOption, DecelerationRate.named)
            : layout.decelerationRate
        self.init(layout: layout, offset: offset, velocity: try parameters.point(Self.velocityOption), rate: rate)
    }

    /// Projects a fling from `offset` at `velocity` (points per millisecond) and snaps it.
    package init(layout: CatalogLayout, offset: CGPoint, velocity: CGPoint, rate: DecelerationRate) {
        let proposed = ScrollPhysics.restingOffset(from: offset, velocity: velocity, rate: rate)
        let target = layout.prepared.targetContentOffset(proposed: proposed, velocity: velocity, current: offset)
        self.proposed = JSONShape.Point(proposed)
        self.target = JSONShape.Point(target)
        self.centeredItem = layout.prepared.centeredItem(at: target).map(JSONShape.Index.init)
        self.landingItems = layout.prepared.landingItems(
            proposed: proposed, velocity: velocity, current: offset, limit: Self.maximumLandingItems
        ).map(JSONShape.Index.init)
        self.decelerationRate = rate.rawValue
    }

    package func json() -> String { JSONOutput.string(self) }
}
