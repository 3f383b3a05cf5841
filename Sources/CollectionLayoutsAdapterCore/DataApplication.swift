/// How a front applies a new version of an app's data and layout (SwiftUI's
/// `CollectionLayoutView` update), as a pure function of what changed: whether the data's update
/// animates, whether the layout's change goes inside a batch update (which animates each element
/// from its frame before to its frame after) and whether the layout is invalidated.
package struct DataApplication: Equatable, Sendable {
    /// What changed, and how the app asked for it.
    package struct Change: Equatable, Sendable {
        /// The items' or sections' identities changed (inserts, deletes, moves).
        package var identifiers: Bool
        /// Items already shown have new sizes.
        package var sizesOfKeptItems: Bool
        /// Another configuration of the same layout class.
        package var configuration: Bool
        /// Another layout class: a new layout object, swapped in once the data is applied.
        package var layoutClass: Bool
        /// Another Dynamic Type style.
        package var dynamicType: Bool
        /// A Dynamic Type size set on the view changed (its traits change without the system's
        /// notification: the layout prepares again).
        package var dynamicTypeSize: Bool
        /// Data changes animate (the app's `animated`).
        package var animated: Bool
        /// The transaction has an animation (layout changes animate).
        package var animatesLayout: Bool
        /// The view is on screen and Reduce Motion is off.
        package var motion: Bool

        /// A change of these values; none by default.
        package init(
            identifiers: Bool = false, sizesOfKeptItems: Bool = false, configuration: Bool = false,
            layoutClass: Bool = false, dynamicType: Bool = false, dynamicTypeSize: Bool = false,
            animated: Bool = false, animatesLayout: Bool = false, motion: Bool = true
        ) {
            self.identifiers = identifiers
            self.sizesOfKeptItems = sizesOfKeptItems
            self.configuration = configuration
            self.layoutClass = layoutClass
            self.dynamicType = dynamicType
            self.dynamicTypeSize = dynamicTypeSize
            self.animated = animated
            self.animatesLayout = animatesLayout
            self.motion = motion
        }
    }

    /// With new identities: whether applying them animates (nil: the identities did not change,
    /// and the cells on screen are only reconfigured).
    package var dataAnimates: Bool?
    /// Whether the layout's change goes inside an animated batch update (same identities only).
    package var layoutChangeInBatch: Bool
    /// Whether the layout is invalidated (a new Dynamic Type size, new sizes of kept items).
    package var invalidatesLayout: Bool

    /// The plan for `change`. Layout changes animate only with motion and the transaction's
    /// animation; with new identities and a new configuration the update is one, animated as the
    /// configuration is; with another layout class the data lands at once and the swap animates.
    package init(for change: Change) {
        let animatesLayout = change.animatesLayout && change.motion
        let configurationChanges = change.configuration || change.dynamicType || change.dynamicTypeSize
        invalidatesLayout = change.dynamicTypeSize || change.sizesOfKeptItems
        if change.identifiers {
            dataAnimates =
                change.layoutClass ? false : configurationChanges ? animatesLayout : change.animated && change.motion
            layoutChangeInBatch = false
        } else {
            dataAnimates = nil
            layoutChangeInBatch = (configurationChanges || change.sizesOfKeptItems) && animatesLayout
        }
    }
}
