@_spi(Tools) import CollectionLayouts
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Sections one under another, each laid out by a layout of its own (a circle packing, a
/// justified gallery, a staggered grid, a list, a grid, or a carousel row whose carousel the front
/// hosts in the row), each with an optional header
/// above and footer below: what a SwiftUI `CollectionLayoutView` of sections with their own
/// layouts shows, as a vertically scrolling compositional layout stacks its sections.
///
/// Section `s`'s items are laid out by its layout's own prepare for a collection view of one
/// section of those items as wide as the container (the environment's bounds less its content
/// insets), left to right, at Dynamic Type's default scale
/// (``StackedSectionsLayout/SectionLayout/attributes(across:itemCount:itemSizes:)``), moved
/// down to where the section starts: below the previous section's footer and its own header.
/// Headers and footers are as wide as the container; their heights are those their views asked
/// for (self-sizing), else the section's estimates. A section whose estimate is 0 has none.
package struct StackedSectionsLayout: FrontLayout, ConfiguredLayout {
    /// The sections' layouts and their headers' and footers' estimates.
    package let configuration: Configuration

    /// Creates the layout.
    package init(configuration: Configuration) {
        self.configuration = configuration
    }

    /// Lays out every section of `environment` (sanitized: negative counts as 0, bounds clamped).
    package func prepare(in environment: LayoutEnvironment) -> PreparedStackedSections {
        PreparedStackedSections(configuration: configuration, environment: environment.sanitized)
    }

    /// Prepares afresh: every section's frames depend on its items and the width only.
    package func prepare(in environment: LayoutEnvironment, updating prepared: inout PreparedStackedSections) {
        prepared = prepare(in: environment)
    }
}

extension StackedSectionsLayout {
    /// What lays out one section's items.
    package enum SectionLayout: Hashable, Sendable {
        /// A circle packing; each item's size is its circle's diameter (its width).
        case circlePack(CirclePackLayout.Configuration)
        /// A justified gallery; in the aspect-ratio mode, each item's size is its aspect ratio.
        case justifiedGallery(JustifiedGalleryLayout.Configuration)
        /// A staggered grid, taking its columns from the width: a grid configured to scroll
        /// horizontally is laid out as the same grid scrolling vertically (documented clamp: the
        /// stack scrolls one way).
        case staggeredGrid(StaggeredGridLayout.Configuration)
        /// A plain list: one item per row, as wide as the container, `rowHeight` high (clamped
        /// to at least 1 point), `spacing` between rows (clamped to at least 0).
        case list(rowHeight: CGFloat, spacing: CGFloat)
        /// A plain grid of equal cells: `columns` across (clamped to at least 1), each
        /// `(width - (columns - 1) * spacing) / columns` wide (at least 0), `rowHeight` high
        /// (clamped to at least 1 point), `spacing` between rows and columns (clamped to at least
        /// 0), filled row by row from the leading edge: `LazyVGrid`'s fixed columns.
        case grid(columns: Int, rowHeight: CGFloat, spacing: CGFloat)
        /// A carousel row: the section's items scroll sideways in a carousel of their own, hosted
        /// in one full-width row of the stack (``rows(_:)`` gives such a section one item, its
        /// first). The row is as high as the carousel's items (``carouselRowHeight(_:across:)``).
        case carousel(CarouselLayout.Configuration)
    }

    /// One section: its layout and the estimated heights of its header and footer.
    package struct Section: Hashable, Sendable {
        /// The section's layout.
        package var layout: SectionLayout
        /// The header's height until its view asks for another (self-sizing); 0 (or less, or not
        /// finite): no header.
        package var headerHeight: CGFloat
        /// The footer's height until its view asks for another; 0: no footer.
        package var footerHeight: CGFloat

        /// Creates a section.
        package init(layout: SectionLayout, headerHeight: CGFloat = 0, footerHeight: CGFloat = 0) {
            self.layout = layout
            self.headerHeight = headerHeight
            self.footerHeight = footerHeight
        }

        /// A section without a layout of its own: a list of 44-point rows without header or footer.
        package static let standard = Section(layout: .list(rowHeight: 44, spacing: 0))

        /// Whether the section has a header.
        package var hasHeader: Bool { headerHeight.isFinite && headerHeight > 0 }
        /// Whether the section has a footer.
        package var hasFooter: Bool { footerHeight.isFinite && footerHeight > 0 }
    }

    /// The sections, in order.
    package struct Configuration: LayoutConfiguration {
        /// Section `s`'s layout and estimates; a section past the end is ``Section/standard``.
        package var sections: [Section]

        /// Creates a configuration.
        package init(sections: [Section]) {
            self.sections = sections
        }

        /// No sections given: each is ``Section/standard``.
        package static let standard = Configuration(sections: [])

        /// Section `index`'s layout and estimates.
        package func section(_ index: Int) -> Section {
            sections.indices.contains(index) ? sections[index] : .standard
        }

        /// What the stack's collection view shows of `sections`' items (each section's items in
        /// order): a carousel section's first item only, which stands for its row (none when the
        /// section is empty: no row); every other section's items as they are.
        package func rows<Element>(_ sections: [[Element]]) -> [[Element]] {
            sections.enumerated().map { index, items in
                guard case .carousel = section(index).layout else { return items }
                return Array(items.prefix(1))
            }
        }
    }
}
