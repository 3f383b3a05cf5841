#if !os(watchOS) && (canImport(UIKit) || (canImport(UIKitStandIn) && (TestSupport || !SWIFT_PACKAGE)))
import CollectionLayouts
import Foundation
#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif

/// The engine's supplementary kinds ("header", "footer") and UIKit's
/// (`UICollectionView.elementKindSectionHeader`, `.elementKindSectionFooter`); other kinds pass
/// through unchanged.
@MainActor
enum SupplementaryKind {
    /// UIKit's kind for an engine kind.
    static func uiKitKind(_ engineKind: String) -> String {
        switch engineKind {
        case ElementKind.headerKind: UICollectionView.elementKindSectionHeader
        case ElementKind.footerKind: UICollectionView.elementKindSectionFooter
        default: engineKind
        }
    }

    /// The engine's kind for a UIKit kind.
    static func engineKind(_ uiKitKind: String) -> String {
        switch uiKitKind {
        case UICollectionView.elementKindSectionHeader: ElementKind.headerKind
        case UICollectionView.elementKindSectionFooter: ElementKind.footerKind
        default: uiKitKind
        }
    }
}
#endif
