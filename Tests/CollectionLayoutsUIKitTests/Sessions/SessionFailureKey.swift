#if !canImport(UIKit) && canImport(UIKitStandIn) && (TestSupport || !SWIFT_PACKAGE)
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
    /// A number per layout, so that each layout's sessions are drawn apart.
    var hashSeed: Int { SessionLayout.allCases.firstIndex(of: self)! &* 7_919 }
}
#endif
