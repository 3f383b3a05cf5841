// One source for both fronts: the AppKit front links here from its Shared folder and its target
// defines COLLECTION_LAYOUTS_APPKIT (Package.swift), so each front compiles this file under its
// own guard, against its own framework and its own classes of the same names (the engine
// catalog's Architecture.md, "One source, two fronts").
#if (COLLECTION_LAYOUTS_APPKIT && canImport(AppKit) && !targetEnvironment(macCatalyst)) || (!COLLECTION_LAYOUTS_APPKIT && !os(watchOS) && (canImport(UIKit) || (canImport(UIKitStandIn) && (TestSupport || !SWIFT_PACKAGE))))
import CollectionLayouts
import CollectionLayoutsAdapterCore
import Foundation
#if COLLECTION_LAYOUTS_APPKIT
import AppKit
#elseif canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif

// How an update's inserted and deleted elements come and go: a setting of the adapter core's
// state, alike in both fronts (each front's own file plays the transitions in its framework's
// calls).
extension EngineCollectionViewLayout {
    /// How items inserted by a batch update come in, and the headers and footers of inserted
    /// sections (`ElementTransition`): `ElementTransition/automatic`, each layout's own for
    /// items (a circle grows from its centre, a carousel item from the side items' scale, a grid
    /// item from 0.8 of its size, a wheel item turns in from the next item's angle, a gallery
    /// photo fades in place) and a fade for headers and footers; or `ElementTransition/fade`,
    /// `ElementTransition/scale(_:)`, or `ElementTransition/none` (they appear at once).
    ///
    /// Only inserted elements use it: an item that stays, moved or pushed along by the update,
    /// moves from its old frame to its new one. Applies to the next batch update (the collection
    /// view's `performBatchUpdates`, a diffable data source's `apply`); `reloadData()` does not
    /// animate. The default is `ElementTransition/automatic`.
    public var insertTransition: ElementTransition {
        get { state.transitions.insert }
        set { state.transitions.insert = newValue }
    }

    /// How items deleted by a batch update go out, and the headers and footers of deleted
    /// sections: the transition an insert would come in by, played backwards (a circle shrinks
    /// into its centre). See ``insertTransition``. The default is `ElementTransition/automatic`.
    public var deleteTransition: ElementTransition {
        get { state.transitions.delete }
        set { state.transitions.delete = newValue }
    }
}
#endif
