@_spi(Tools) import CollectionLayouts
import Foundation

/// A layout the command-line tool and the playground know by name: its options, and how to build
/// it from string parameters.
///
/// One per ``LayoutKind``: a new case fails to compile until ``LayoutCatalog/spec(for:)`` returns
/// its spec (a file in `Specs/`).
package protocol LayoutSpec: Sendable {
    /// The layout's name, summary, default container and item counts.
    var info: LayoutSpecInfo { get }
    /// The layout's own options; the common ones (``CommonOptions``) come on top.
    var options: [CatalogOption] { get }
    /// The scroll position option: its default is where the layout starts. The default is
    /// ``CommonOptions/offset``, at 0,0.
    var offsetOption: CatalogOption { get }
    /// The pictures `layouts samples` draws for the README. The default is one picture of the
    /// layout with its default options.
    var samples: [LayoutSample] { get }
    /// Options that make every argument of the configuration appear in the app code (which CI
    /// type-checks for iOS). The default is none.
    var argumentExamples: [[String: String]] { get }

    /// Builds the layout for `parameters`, over the environment the common options describe
    /// (bounds, offset, direction, item counts); the spec adds item sizes where it has them.
    func make(_ parameters: LayoutParameters, environment: LayoutEnvironment) throws(ParameterError) -> CatalogLayout
}

extension LayoutSpec {
    /// The layout.
    package var kind: LayoutKind { info.kind }
    /// The name used on the command line and in the API (`grid`, `circles`, …).
    package var name: String { info.name }
    /// One line saying what the layout is.
    package var summary: String { info.summary }
    /// The container size the samples use when none is given.
    package var defaultBoundsSize: CGSize { info.defaultBoundsSize }
    /// The item count the samples use when none is given.
    package var defaultCount: Int { info.defaultCount }
    /// The largest item count the tools accept.
    package var maximumCount: Int { info.maximumCount }
    package var samples: [LayoutSample] { [LayoutSample(name: name)] }
    package var argumentExamples: [[String: String]] { [] }
    package var offsetOption: CatalogOption { CommonOptions.offset }

    /// Every option this layout takes: the common ones, then its own.
    package var allOptions: [CatalogOption] { CommonOptions.options(for: self) + options }

    /// `layout` prepared for `environment`, shown with cells of `cellShape` and the app code that
    /// makes this kind of layout with `configuration` over `data`: how every spec's ``make(_:environment:)``
    /// ends.
    package func catalogLayout(
        _ layout: some CollectionLayout, configuration: ConfigurationCode, environment: LayoutEnvironment,
        data: AppCode.Data, cellShape: CatalogLayout.CellShape = .rectangle
    ) -> CatalogLayout {
        let code = AppCode(kind: kind, configuration: configuration, data: data)
        return CatalogLayout(layout, environment: environment, appCode: code, cellShape: cellShape)
    }

    /// Turns an engine configuration error into a parameter error.
    package func configuration<T>(_ make: () throws(LayoutError) -> T) throws(ParameterError) -> T {
        do { return try make() } catch { throw ParameterError("invalid \(name) configuration: \(error)") }
    }
}
