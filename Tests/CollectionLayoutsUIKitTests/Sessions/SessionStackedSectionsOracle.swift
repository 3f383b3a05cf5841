#if !canImport(UIKit) && canImport(UIKitStandIn) && (TestSupport || !SWIFT_PACKAGE)
@_spi(Tools) import CollectionLayouts
import CollectionLayoutsAdapterCore
import Foundation

/// What the stacked sections must show, computed apart from the adapter core: each section's
/// frames from its own layout's prepare. `StackedSectionsTests` and the sessions' promise
/// `sectionsAreTheirLayoutsOwn` both hold the adapter to it (a `Session…` file, so that the
/// session fuzzer, which compiles the session files alone, has it too).
enum StackedSectionsOracle {
    /// The frames item `i` of a section of `count` items gets from `layout`'s own prepare of one
    /// section of those items in a container `width` × `height`, with no insets: what the stack
    /// must show, relative to the section's top.
    static func ownFrames(
        _ layout: StackedSectionsLayout.SectionLayout, width: CGFloat, height: CGFloat, count: Int, sizes: [CGSize]
    ) -> (frames: [CGRect], height: CGFloat) {
        func own<L: CollectionLayout>(_ engine: L, _ bounds: CGSize) -> (frames: [CGRect], height: CGFloat) {
            let prepared = engine.prepare(
                in: LayoutEnvironment(
                    boundsSize: bounds, itemCounts: [count], itemSizes: sizes.isEmpty ? .none : .perSection([sizes])))
            return (
                (0..<count).map { prepared.attributes(for: ElementIndex(0, $0))!.frame }, prepared.contentSize.height
            )
        }
        let across = CGSize(width: width, height: 0)
        switch layout {
        case .circlePack(let c): return own(CirclePackLayout(configuration: c), across)
        case .justifiedGallery(let c): return own(JustifiedGalleryLayout(configuration: c), across)
        case .staggeredGrid(let c):
            return own(StaggeredGridLayout(configuration: StackedSectionsLayout.SectionLayout.vertical(c)), across)
        case .list(let rowHeight, let spacing):
            let frames = (0..<count).map {
                CGRect(x: 0, y: CGFloat($0) * (rowHeight + spacing), width: width, height: rowHeight)
            }
            return (frames, frames.last?.maxY ?? 0)
        case let .grid(columns, rowHeight, spacing):
            // Equal columns filling the width, row by row; the clamps as documented.
            let across = max(columns, 1), gap = max(spacing, 0), h = max(rowHeight, 1)
            let cell = max(0, (width - gap * CGFloat(across - 1)) / CGFloat(across))
            var frames: [CGRect] = []
            for item in 0..<count {
                let (row, column) = item.quotientAndRemainder(dividingBy: across)
                frames.append(
                    CGRect(x: CGFloat(column) * (cell + gap), y: CGFloat(row) * (h + gap), width: cell, height: h))
            }
            return (frames, frames.last.map { $0.maxY } ?? 0)
        case .carousel(let c):
            // One full-width row as high as the carousel's items; items after the first hidden.
            let h: CGFloat =
                switch c.itemSize {
                case .absolute(let size): size.height
                case .fractionOfBounds(_, let fraction): fraction * width
                }
            let frames = (0..<count).map {
                $0 == 0 ? CGRect(x: 0, y: 0, width: width, height: h) : .zero
            }
            return (frames, count == 0 ? 0 : h)
        }
    }

    /// Whether `a` is `b` but for the last bits (the stack adds each section's top to frames the
    /// layouts computed from 0, the expectation the other way round).
    static func close(_ a: CGRect?, _ b: CGRect) -> Bool {
        guard let a else { return false }
        return abs(a.minX - b.minX) < 1e-6 && abs(a.minY - b.minY) < 1e-6 && abs(a.width - b.width) < 1e-6
            && abs(a.height - b.height) < 1e-6
    }
}
#endif
