import Foundation

/// The bridge between a ``CollectionLayoutView``'s `centeredItem` binding and its layout's
/// centred item, as pure decisions over ids, shared by the UIKit and AppKit coordinators.
package enum CenteredItemBinding {
    /// Whether the view scrolls to `bound` (the binding's id, nil for none) when the layout's
    /// centred item is `centered`: not while the user scrolls, nor while an animated scroll of the
    /// view's own is heading there (`scrollingTo`), nor when it is centred already.
    package static func follows<ID: Equatable>(
        bound: ID?, centered: ID?, scrollingTo: ID?, userIsScrolling: Bool
    ) -> Bool {
        guard let bound, !userIsScrolling, scrollingTo != bound else { return false }
        return centered != bound
    }

    /// The value to write to the binding when the layout reports `reported` and the binding holds
    /// `current`: nil (write nothing) when they are equal.
    package static func write<ID: Equatable>(reported: ID?, current: ID?) -> ID?? {
        reported == current ? nil : .some(reported)
    }
}
