#if canImport(SwiftUI) && !os(watchOS) && (canImport(UIKit) || canImport(AppKit))
import SwiftUI
#if canImport(UIKit)
import CollectionLayoutsUIKit
import UIKit
#else
import AppKit
import CollectionLayoutsAppKit
#endif

// The modifiers of a `CollectionLayoutView`: each returns a copy of the view with one more thing
// set, so they apply to the `CollectionLayoutView` itself, before SwiftUI's own modifiers.
@available(iOS 16.0, tvOS 16.0, *)
extension CollectionLayoutView {
    /// The view letting the user reorder items, calling `action` with the moved items' section
    /// and the move in `Array.move(fromOffsets:toOffset:)`'s convention, which the app applies to
    /// its data. On iOS and tvOS a long press lifts an item and the others make room as the finger
    /// moves, each keeping its own size; on the Mac items are dragged and dropped, and a gap shows
    /// where they would go. Items move within their section (a drop elsewhere is refused). Without
    /// it (the default) items do not move. Apply it to the `CollectionLayoutView` itself, before
    /// other modifiers.
    ///
    /// ```swift
    /// CollectionLayoutView(sections: albums, layout: .justifiedGallery(.photos)) { photo in PhotoView(photo) }
    ///     .onMove { album, source, destination in
    ///         albums[album].photos.move(fromOffsets: source, toOffset: destination)
    ///     }
    /// ```
    public func onMove(
        perform action: @escaping @MainActor (_ section: SectionID, _ source: IndexSet, _ destination: Int) -> Void
    ) -> Self {
        setting(\.move, to: action)
    }

    /// The view with `content` in each section's header, from the section's id, for the layouts
    /// with headers (the justified gallery, whose configured header height is then the estimate):
    /// each header takes the height its content needs, so text that grows with Dynamic Type is
    /// never clipped. Apply it to the `CollectionLayoutView` itself, before other modifiers.
    ///
    /// ```swift
    /// CollectionLayoutView(sections: albums, layout: .justifiedGallery(.photos)) { photo in
    ///     PhotoView(photo)
    /// }
    /// .sectionHeader { albumID in Text(albumID).font(.headline).padding() }
    /// ```
    public func sectionHeader<Header: View>(@ViewBuilder _ content: @escaping (SectionID) -> Header) -> Self {
        setting(\.header, to: { AnyView(content($0)) })
    }

    /// The view with `content` in each section's footer, as ``sectionHeader(_:)`` puts it in headers.
    public func sectionFooter<Footer: View>(@ViewBuilder _ content: @escaping (SectionID) -> Footer) -> Self {
        setting(\.footer, to: { AnyView(content($0)) })
    }

    /// The view with VoiceOver saying `label(item)` for each item: the carousel's and the wheel's
    /// adjustable element ("Paris, 3 of 9"), and the items whose cells are not on screen, which
    /// VoiceOver reaches before they scroll in. Without it, or where `label` returns nil, VoiceOver
    /// says what the cell on screen says: its accessibility label, else the labels of its views
    /// in order (`Text`s, `.accessibilityLabel(_:)`s), and nothing for an item off screen. Apply it
    /// to the `CollectionLayoutView` itself, before other modifiers.
    ///
    /// ```swift
    /// CollectionLayoutView(cities, layout: .carousel()) { city in CityCard(city) }
    ///     .accessibilityItemLabel { city in city.name }
    /// ```
    public func accessibilityItemLabel(_ label: @escaping @MainActor (Item) -> String?) -> Self {
        setting(\.itemLabel, to: label)
    }

    #if canImport(UIKit)
    /// The view with its layout's sizes in points following the Dynamic Type scaling of `style`
    /// (`EngineCollectionViewLayout.dynamicTypeStyle`), or, with nil, staying as configured. The
    /// default is `.body`. Apply it to the `CollectionLayoutView` itself, before other modifiers.
    public func dynamicTypeStyle(_ style: UIFont.TextStyle?) -> Self {
        setting(\.dynamicTypeStyle, to: style)
    }
    #else
    /// The view with its layout's sizes following the Dynamic Type scaling of `style` where there
    /// is Dynamic Type: the Mac has none, so the sizes stay as configured; the modifier is here so
    /// that code shared with iOS compiles. Apply it to the `CollectionLayoutView` itself, before
    /// other modifiers.
    public func dynamicTypeStyle(_ style: NSFont.TextStyle?) -> Self {
        setting(\.dynamicTypeStyle, to: style)
    }
    #endif
}

@available(iOS 16.0, tvOS 16.0, *)
extension CollectionLayoutView {
    /// The view calling `action` when the items on screen come within `threshold` of the last
    /// item: for loading more data (infinite scrolling).
    ///
    /// ```swift
    /// CollectionLayoutView(photos, layout: .justifiedGallery(.photos), itemSize: { $0.pixelSize }) { photo in
    ///     PhotoView(photo)
    /// }
    /// .onNearEnd { feed.loadNextPage() }
    /// ```
    /// Called once per approach, on a later turn of the main run loop (never inside a layout
    /// pass, so `action` may change state): not again on the scroll steps that follow, nor while
    /// the data stays the same, until the view leaves the threshold behind and comes back (a new
    /// approach: a load that failed is asked again) or the last item changes (new data: called
    /// again as soon as the view is near the new end, at once if it still is). "On screen" is the
    /// collection view's bounds; the position of an item counts every section's items in order.
    /// Not called for no items. An endless carousel comes round to its last item on every lap.
    /// - Parameters:
    ///   - threshold: How near: ``NearEndThreshold/items(_:)`` following the last item on screen,
    ///     or ``NearEndThreshold/screens(_:)`` (as many items as are on screen, times the count).
    ///     The default is ``NearEndThreshold/standard``, two screens.
    ///   - action: What to do: start loading the next page.
    public func onNearEnd(
        within threshold: NearEndThreshold = .standard, perform action: @escaping @MainActor () -> Void
    ) -> Self {
        setting(\.nearEnd, to: (threshold, action))
    }

    /// The view calling `action`, as the user lifts the finger from a fling, with the items on
    /// screen once scrolling rests there: start loading their images then, before UIKit's
    /// proximity prefetching would reach them.
    ///
    /// ```swift
    /// .onLandingItems { photos in imageLoader.prefetch(photos) }
    /// ```
    /// The UIKit layouts' `landingItemsHandler` (which it sets), with the items rather than their
    /// index paths: in index order, laid out as they will be at rest (snapped where the layout
    /// snaps: the carousel's and the wheel's landing page), once per release that moves the
    /// content, not for one that rests where it is. Called from inside UIKit's scrolling: start
    /// loads there. Without it nothing is computed.
    public func onLandingItems(_ action: @escaping @MainActor ([Item]) -> Void) -> Self {
        setting(\.landingItems, to: action)
    }

    #if canImport(UIKit)
    /// The view calling `body` with its `UICollectionView` once, when it is made (its layout, data
    /// source and delegate set, the first data applied): for what the view does not wrap, such as
    /// a refresh control or the keyboard's dismiss mode.
    ///
    /// ```swift
    /// .onMakeCollectionView { $0.keyboardDismissMode = .onDrag }
    /// ```
    /// The view owns the collection view's `dataSource`, `delegate` and `collectionViewLayout`:
    /// leave those. The layout is an `EngineCollectionViewLayout`, replaced by another when the
    /// style changes to another layout, so set the layout's own properties in
    /// ``onUpdateCollectionView(_:)``.
    public func onMakeCollectionView(_ body: @escaping @MainActor (UICollectionView) -> Void) -> Self {
        setting(\.collectionViewMade, to: body)
    }

    /// The view calling `body` with its `UICollectionView` after every update SwiftUI makes to it
    /// (the first one included, after ``onMakeCollectionView(_:)``): for settings that follow the
    /// view's state, or the layout's properties the view does not wrap.
    ///
    /// ```swift
    /// .onUpdateCollectionView { collectionView in
    ///     (collectionView.collectionViewLayout as? EngineCollectionViewLayout)?.deleteTransition = .fade
    /// }
    /// ```
    public func onUpdateCollectionView(_ body: @escaping @MainActor (UICollectionView) -> Void) -> Self {
        setting(\.collectionViewUpdated, to: body)
    }
    #else
    /// The view calling `body` with its `NSCollectionView` once, when it is made (its layout, data
    /// source and delegate set, the first data applied): for what the view does not wrap. The
    /// collection view is the document view of the `NSScrollView` the view shows
    /// (`enclosingScrollView`).
    ///
    /// The view owns the collection view's `dataSource`, `delegate` and `collectionViewLayout`:
    /// leave those. The layout is an `EngineCollectionViewLayout` (`CollectionLayoutsAppKit`),
    /// replaced by another when the style changes to another layout, so set the layout's own
    /// properties in ``onUpdateCollectionView(_:)``.
    public func onMakeCollectionView(_ body: @escaping @MainActor (NSCollectionView) -> Void) -> Self {
        setting(\.collectionViewMade, to: body)
    }

    /// The view calling `body` with its `NSCollectionView` after every update SwiftUI makes to it
    /// (the first one included, after ``onMakeCollectionView(_:)``): for settings that follow the
    /// view's state, or the layout's properties the view does not wrap.
    public func onUpdateCollectionView(_ body: @escaping @MainActor (NSCollectionView) -> Void) -> Self {
        setting(\.collectionViewUpdated, to: body)
    }
    #endif

    /// A copy of the view with `value` at `keyPath`: what each modifier returns.
    func setting<Value>(_ keyPath: WritableKeyPath<Self, Value>, to value: Value) -> Self {
        var copy = self
        copy[keyPath: keyPath] = value
        return copy
    }
}
#endif
