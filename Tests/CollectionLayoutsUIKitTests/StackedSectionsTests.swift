#if !canImport(UIKit) && canImport(UIKitStandIn) && (TestSupport || !SWIFT_PACKAGE)
@_spi(Tools) import CollectionLayouts
import CollectionLayoutsAdapterCore
@testable import CollectionLayoutsUIKit
import Foundation
import LayoutFuzzing
import Testing
import UIKitStandIn

/// SwiftUI's sections with their own layouts (`CollectionLayoutView(sections:)`, #37 item 2) as
/// the view hosts them: `StackedSectionsLayout` in the UIKit adapter, through the fake collection
/// view. Each section's frames must be its layout's own prepare for its items alone at the
/// container's size, moved below the sections before it and its header.
@Suite("Sections with their own layouts, through the adapter") @MainActor
struct StackedSectionsTests {
    typealias Stack = ConfiguredCollectionViewLayout<StackedSectionsLayout>
    typealias Section = StackedSectionsLayout.Section

    /// Holds every item, header and footer the adapter answers to the sections' own layouts,
    /// stacked: header, items, footer, section after section.
    static func expectStacked(
        _ layout: Stack, sections: [Section], counts: [Int], sizes: [[CGSize]], size: CGSize, _ comment: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        var top: CGFloat = 0
        let everything = CGRect(x: -1e7, y: -1, width: 2e7, height: 1e7)
        let shown = layout.layoutAttributesForElements(in: everything) ?? []
        for (s, count) in counts.enumerated() {
            let section = sections.indices.contains(s) ? sections[s] : .standard
            let header = layout.layoutAttributesForSupplementaryView(
                ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: s))
            if section.hasHeader {
                #expect(
                    StackedSectionsOracle.close(
                        header?.frame, CGRect(x: 0, y: top, width: size.width, height: section.headerHeight)),
                    "\(comment): header \(s)", sourceLocation: sourceLocation)
                top += section.headerHeight
            } else {
                #expect(header == nil, "\(comment): no header \(s)", sourceLocation: sourceLocation)
            }
            let own = StackedSectionsOracle.ownFrames(
                section.layout, width: size.width, height: size.height, count: count,
                sizes: sizes.indices.contains(s) ? sizes[s] : [])
            for (item, frame) in own.frames.enumerated() {
                let path = IndexPath(item: item, section: s)
                let answer = layout.layoutAttributesForItem(at: path)?.frame ?? .null
                let expected = frame.offsetBy(dx: 0, dy: top)
                #expect(
                    StackedSectionsOracle.close(answer, expected),
                    "\(comment): item \(path) \(answer) ≠ \(expected)", sourceLocation: sourceLocation)
                // A carousel section's items after its row are hidden (zero-sized): no rect meets them.
                #expect(
                    shown.filter { $0.indexPath == path && $0.representedElementCategory == .cell }.count
                        == (expected.size == .zero ? 0 : 1),
                    "\(comment): item \(path) once in the rect (\(section.layout), \(answer))",
                    sourceLocation: sourceLocation)
            }
            top += own.height
            let footer = layout.layoutAttributesForSupplementaryView(
                ofKind: UICollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: s))
            if section.hasFooter {
                #expect(
                    StackedSectionsOracle.close(
                        footer?.frame, CGRect(x: 0, y: top, width: size.width, height: section.footerHeight)),
                    "\(comment): footer \(s)", sourceLocation: sourceLocation)
                top += section.footerHeight
            } else {
                #expect(footer == nil, "\(comment): no footer \(s)", sourceLocation: sourceLocation)
            }
        }
        #expect(
            abs(layout.collectionViewContentSize.height - top) < 1e-6
                && layout.collectionViewContentSize.width == size.width,
            "\(comment): content size", sourceLocation: sourceLocation)
    }

    @Test("A list under a header, then a footer: exact frames")
    func listWithHeaderAndFooter() {
        let sections = [
            Section(layout: .list(rowHeight: 44, spacing: 2), headerHeight: 30, footerHeight: 20),
            Section(layout: .list(rowHeight: 50, spacing: 0)),
        ]
        let layout = Stack(configuration: .init(sections: sections))
        let h = AdapterHarness(layout, size: CGSize(width: 320, height: 480), itemCounts: [2, 1])
        h.check("list")
        #expect(
            layout.layoutAttributesForSupplementaryView(
                ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))?.frame
                == CGRect(x: 0, y: 0, width: 320, height: 30))
        #expect(
            layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame
                == CGRect(x: 0, y: 30, width: 320, height: 44))
        #expect(
            layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame
                == CGRect(x: 0, y: 76, width: 320, height: 44))
        #expect(
            layout.layoutAttributesForSupplementaryView(
                ofKind: UICollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: 0))?.frame
                == CGRect(x: 0, y: 120, width: 320, height: 20))
        #expect(
            layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame
                == CGRect(x: 0, y: 140, width: 320, height: 50))
        #expect(
            layout.layoutAttributesForSupplementaryView(
                ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1)) == nil)
        #expect(layout.collectionViewContentSize == CGSize(width: 320, height: 190))
    }

    /// A random section: one of the seven section layouts with a drawn configuration, a header and a footer
    /// or not.
    static func randomSection(_ g: inout SeededGenerator) throws -> Section {
        let layout: StackedSectionsLayout.SectionLayout
        switch Int.random(in: 0..<7, using: &g) {
        case 0:
            layout = .circlePack(
                try CirclePackLayout.Configuration(
                    insets: LayoutInsets(all: CGFloat.random(in: 0...30, using: &g)),
                    spacing: CGFloat.random(in: 0...20, using: &g)))
        case 1:
            layout = .justifiedGallery(
                Bool.random(using: &g)
                    ? .standard : try .init(mode: .aspectRatios(targetRowHeight: 120, tolerance: 0.3), headerHeight: 0))
        case 2:
            layout = .staggeredGrid(
                try .init(
                    itemSize: CGSize(width: .random(in: 40...160, using: &g), height: .random(in: 40...160, using: &g)),
                    scrollAxis: Bool.random(using: &g) ? .vertical : .horizontal))
        case 3:
            layout = .grid(
                columns: .random(in: 0...6, using: &g), rowHeight: .random(in: 20...80, using: &g),
                spacing: .random(in: 0...8, using: &g))
        case 4:
            layout = .carousel(
                try .init(
                    itemSize: Bool.random(using: &g)
                        ? .absolute(
                            CGSize(width: .random(in: 80...300, using: &g), height: .random(in: 60...300, using: &g)))
                        : .fractionOfBounds(width: 0.8, height: .random(in: 0.2...0.9, using: &g))))
        default:
            layout = .list(rowHeight: .random(in: 20...80, using: &g), spacing: .random(in: 0...8, using: &g))
        }
        return Section(
            layout: layout, headerHeight: Bool.random(using: &g) ? .random(in: 10...60, using: &g) : 0,
            footerHeight: Bool.random(using: &g) ? .random(in: 10...40, using: &g) : 0)
    }

    @Test("Random sections: each section's frames are its layout's own, stacked with headers and footers")
    func randomSectionsAreTheirLayoutsOwn() throws {
        var g = SeededGenerator(seed: 37_2)
        for round in 0..<40 {
            let sectionCount = Int.random(in: 1...5, using: &g)
            let sections = try (0..<sectionCount).map { _ in try Self.randomSection(&g) }
            let counts = (0..<sectionCount).map { _ in Int.random(in: 0...30, using: &g) }
            let sizes = counts.map { count in
                (0..<count).map { _ in
                    CGSize(width: .random(in: 20...140, using: &g), height: .random(in: 20...140, using: &g))
                }
            }
            let size = CGSize(width: .random(in: 240...1_100, using: &g), height: .random(in: 300...1_000, using: &g))
            let layout = Stack(configuration: .init(sections: sections))
            let h = AdapterHarness(layout, size: size, itemCounts: counts) { sizes[$0.section][$0.item] }
            h.check("round \(round)")
            Self.expectStacked(layout, sections: sections, counts: counts, sizes: sizes, size: size, "round \(round)")
            // A data update: items inserted into the first section, the last section deleted.
            var after = counts
            after[0] += 2
            var newSizes = sizes
            newSizes[0] += [CGSize(width: 60, height: 40), CGSize(width: 30, height: 90)]
            let deletesLast = sectionCount > 1
            if deletesLast {
                after.removeLast()
                newSizes.removeLast()
            }
            layout.itemSizeProvider = { newSizes[$0.section][$0.item] }
            var updates: [FakeCollectionView.Update] = [
                .insertItems([IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0)])
            ]
            if deletesLast { updates.append(.deleteSection(sectionCount - 1)) }
            h.fake.performBatchUpdates(itemCounts: after, updates)
            Self.expectStacked(
                layout, sections: sections, counts: after, sizes: newSizes, size: size, "round \(round), updated")
        }
    }

    @Test("Right to left mirrors each section about the view's middle")
    func rightToLeftMirrors() throws {
        let sections = [
            Section(layout: .circlePack(.standard), headerHeight: 30),
            Section(layout: .staggeredGrid(try .init(scrollAxis: .vertical)), footerHeight: 20),
        ]
        let size = CGSize(width: 390, height: 844)
        let sizes = [(0..<7).map { CGSize(width: CGFloat(40 + 10 * $0), height: 0) }, []]
        let left = Stack(configuration: .init(sections: sections))
        let right = Stack(configuration: .init(sections: sections))
        let l = AdapterHarness(left, size: size, itemCounts: [7, 9]) {
            sizes[$0.section].indices.contains($0.item) ? sizes[$0.section][$0.item] : .zero
        }
        let r = AdapterHarness(right, size: size, itemCounts: [7, 9], layoutDirection: .rightToLeft) {
            sizes[$0.section].indices.contains($0.item) ? sizes[$0.section][$0.item] : .zero
        }
        l.check("left to right")
        r.check("right to left")
        for (section, count) in [7, 9].enumerated() {
            for item in 0..<count {
                let path = IndexPath(item: item, section: section)
                let a = try #require(left.layoutAttributesForItem(at: path)?.frame)
                let b = try #require(right.layoutAttributesForItem(at: path)?.frame)
                #expect(
                    StackedSectionsOracle.close(
                        b, CGRect(x: 390 - a.maxX, y: a.minY, width: a.width, height: a.height)), "\(path)")
            }
        }
        #expect(
            right.layoutAttributesForSupplementaryView(
                ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))?.frame
                == CGRect(x: 0, y: 0, width: 390, height: 30))
    }

    @Test("A header that asks for another height moves every section below it")
    func measuredHeaderMovesWhatFollows() {
        let sections = [
            Section(layout: .list(rowHeight: 40, spacing: 0), headerHeight: 30),
            Section(layout: .list(rowHeight: 40, spacing: 0), headerHeight: 30),
        ]
        let layout = Stack(configuration: .init(sections: sections))
        let fake = FakeCollectionView(size: CGSize(width: 300, height: 600), layout: layout, itemCounts: [1, 1])
        let path = IndexPath(item: 0, section: 0)
        let header = layout.layoutAttributesForSupplementaryView(
            ofKind: UICollectionView.elementKindSectionHeader, at: path)!
        let preferred = header.copy() as! UICollectionViewLayoutAttributes
        preferred.frame.size.height = 55
        if layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: header) {
            let context = layout.invalidationContext(
                forPreferredLayoutAttributes: preferred, withOriginalAttributes: header)
            layout.invalidateLayout(with: context)
        }
        fake.performLayoutPass()
        #expect(
            layout.layoutAttributesForSupplementaryView(ofKind: UICollectionView.elementKindSectionHeader, at: path)?
                .frame == CGRect(x: 0, y: 0, width: 300, height: 55))
        let moved = layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame.minY ?? 0
        #expect(abs(moved - (55 + 40 + 30)) < 1e-9, "\(moved)")
    }
}
#endif
