#if !canImport(UIKit) && canImport(UIKitStandIn) && (TestSupport || !SWIFT_PACKAGE)
@_spi(Tools) import CollectionLayouts
import Foundation

/// A promise, and the known issue that broke it (nil: none known).
struct SessionFailureKey: Hashable, Comparable, CustomStringConvertible {
    let promise: SessionPromise
    let known: String?

    static func < (a: Self, b: Self) -> Bool {
        a.promise != b.promise ? a.promise < b.promise : (a.known ?? "") < (b.known ?? "")
    }

    var description: String { promise.rawValue + (known == nil ? "" : " (known)") }
}

extension SessionLayout {
    /// A number per layout, so that each layout's sessions are drawn apart: the seeds the suite has
    /// always drawn, whatever the order of the layouts.
    var hashSeed: Int {
        switch self {
        case .grid: 0
        case .carousel: 7_919
        case .gallery: 2 * 7_919
        case .wheel: 3 * 7_919
        case .circles: 4 * 7_919
        }
    }
}
#endif
