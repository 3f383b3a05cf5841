#if !os(watchOS) && (canImport(UIKit) || (canImport(UIKitStandIn) && (TestSupport || !SWIFT_PACKAGE)))
import CollectionLayouts
import CollectionLayoutsAdapterCore
import Foundation
#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif

/// A layout subclass of this module: an ``EngineCollectionViewLayout`` whose typed `configuration`
/// is its engine layout's, as the adapter core's `ConfigurableAdapterLayout` says (which holds
/// `configurationDidChange(from:)`, what each subclass's `didSet` calls), so that
/// ``CollectionLayoutStyle`` makes and updates the subclass generically.
@MainActor
package protocol ConfigurableCollectionViewLayout: EngineCollectionViewLayout, ConfigurableAdapterLayout {}
#endif
