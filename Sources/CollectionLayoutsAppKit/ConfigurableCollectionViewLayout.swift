#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
import CollectionLayouts
import CollectionLayoutsAdapterCore

/// A layout subclass of this module: an ``EngineCollectionViewLayout`` whose typed `configuration`
/// is its engine layout's, as the adapter core's `ConfigurableAdapterLayout` says (which holds
/// `configurationDidChange(from:)`, what each subclass's `didSet` calls), so that
/// ``CollectionLayoutStyle`` makes and updates the subclass generically.
@MainActor
package protocol ConfigurableCollectionViewLayout: EngineCollectionViewLayout, ConfigurableAdapterLayout {}
#endif
