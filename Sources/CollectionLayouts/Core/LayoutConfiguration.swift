/// What a layout looks like: an immutable value, checked when it is made, with a default.
///
/// Every layout's `Configuration` conforms, so that one name reaches the default everywhere:
/// `CarouselLayout.Configuration.standard`, `CarouselCollectionViewLayout(configuration: .standard)`,
/// `.carousel(.standard)` in SwiftUI. Other presets (`.dense`, `.photos`) are static members of
/// the configuration that defines them.
public protocol LayoutConfiguration: Hashable, Sendable {
    /// The configuration a layout has when none is given.
    static var standard: Self { get }
}
