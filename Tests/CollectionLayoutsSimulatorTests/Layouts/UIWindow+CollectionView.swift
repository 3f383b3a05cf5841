#if canImport(UIKit) && !os(watchOS)
import UIKit

extension UIWindow {
    /// Shows `collectionView` as the only view of a new root view controller, makes the window
    /// visible and lets the collection view lay out: how every simulator test puts one on screen.
    func show(_ collectionView: UICollectionView) {
        let root = UIViewController()
        rootViewController = root
        root.view.addSubview(collectionView)
        isHidden = false
        collectionView.layoutIfNeeded()
    }
}
#endif
