#if canImport(SwiftUI) && canImport(AppKit) && !canImport(UIKit)
import AppKit
import CollectionLayoutsAppKit
import SwiftUI

/// A ``CollectionLayoutView`` on the Mac: an `NSScrollView` whose document view is an
/// `NSCollectionView`, made and updated by its ``CollectionLayoutView/Coordinator``.
extension CollectionLayoutView: NSViewRepresentable {
    public func makeCoordinator() -> Coordinator {
        Coordinator()
    }

    public func makeNSView(context: Context) -> NSScrollView {
        let scrollView = context.coordinator.makeScrollView(for: self)
        if let collectionView = scrollView.documentView as? NSCollectionView { collectionViewMade?(collectionView) }
        return scrollView
    }

    public func updateNSView(_ scrollView: NSScrollView, context: Context) {
        let transaction = context.transaction
        context.coordinator.update(
            to: self, animated: transaction.animation != nil || !transaction.disablesAnimations,
            animatesLayout: transaction.animation != nil && !transaction.disablesAnimations)
        if let collectionView = scrollView.documentView as? NSCollectionView { collectionViewUpdated?(collectionView) }
    }
}

/// The item a Mac ``CollectionLayoutView`` shows for each element: its SwiftUI content in an
/// `NSHostingView` filling the item's view, in an `AnchoredCollectionViewItem`, so that the
/// carousel's and the wheel's items scale and turn.
final class HostingCollectionViewItem: AnchoredCollectionViewItem {
    /// The identifier the collection view makes these items with.
    static let identifier = NSUserInterfaceItemIdentifier("CollectionLayoutView.item")

    /// The hosting view, once the item shows content.
    private var hostingView: NSHostingView<AnyView>?

    /// Shows `content`, in the hosting view made the first time.
    func host(_ content: AnyView) {
        if let hostingView {
            hostingView.rootView = content
            return
        }
        let hostingView = NSHostingView(rootView: content)
        hostingView.frame = view.bounds
        hostingView.autoresizingMask = [.width, .height]
        view.addSubview(hostingView)
        self.hostingView = hostingView
    }
}

/// A header or footer of a Mac ``CollectionLayoutView``: its SwiftUI content in an `NSHostingView`,
/// or nothing (empty space of the configured height). It keeps the layout's frame: the Mac's
/// headers do not size themselves.
final class HostingSupplementaryView: NSView, NSCollectionViewElement {
    /// The identifier the collection view makes these views with.
    static let identifier = NSUserInterfaceItemIdentifier("CollectionLayoutView.supplementary")

    /// The hosting view, once the view shows content.
    private var hostingView: NSHostingView<AnyView>?

    /// Shows `content`, or nothing for nil.
    func host(_ content: AnyView?) {
        guard let content else {
            hostingView?.removeFromSuperview()
            hostingView = nil
            return
        }
        if let hostingView {
            hostingView.rootView = content
            return
        }
        let hostingView = NSHostingView(rootView: content)
        hostingView.frame = bounds
        hostingView.autoresizingMask = [.width, .height]
        addSubview(hostingView)
        self.hostingView = hostingView
    }
}

/// The collection view a Mac ``CollectionLayoutView`` hosts: it tells its coordinator when it has
/// laid out, so that the first size it gets can start it at the bound item.
final class HostCollectionView: NSCollectionView {
    /// Called after every layout pass.
    var onLayout: (() -> Void)?

    override func layout() {
        super.layout()
        onLayout?()
    }
}
#endif
