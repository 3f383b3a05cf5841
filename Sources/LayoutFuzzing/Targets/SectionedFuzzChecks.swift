#if !FUZZ_SINGLE_MODULE
@_spi(Tools) import CollectionLayouts  // for LayoutKind: an SPI import holds in its own file only
#endif
import Foundation

extension ByteReader {
    /// Heights that a few sections' supplementary views of each of `kinds` ask for (each kind
    /// with one chance in two, 1 to 3 sections each, in any order, adversarial values among
    /// them), for ``LayoutEnvironment/supplementaryHeights``. Empty without sections.
    mutating func supplementaryHeights(kinds: [String], sections: Int) -> [ElementKind: [CGFloat?]] {
        guard sections > 0 else { return [:] }
        var result: [ElementKind: [CGFloat?]] = [:]
        for kind in kinds where bool() {
            var heights = [CGFloat?](repeating: nil, count: sections)
            for _ in 0..<int(in: 1...3) {
                heights[int(in: 0...(heights.count - 1))] = double(typical: 0...300)
            }
            result[ElementKind(kind)] = heights
        }
        return result
    }
}

extension LayoutFuzzTarget {
    /// What is wrong with `element` of a sectioned layout as its section goes, or nil. Sections
    /// tile the content top to bottom (`sectionExtent(of:)`: each starts where the one before
    /// ends, the first at 0, the last ends the content) and each element lies in its own: a cell
    /// anywhere in it below its header (where the header rests) and above its footer, a footer at
    /// its end, a header at its start, or, pinned, at the top of the visible area (just below the
    /// top content inset) while the section holds it there, at its start when the section is below
    /// that top, at its end when the section has gone above it, and then drawn above the items; a
    /// background exactly its extent across the content width, drawn below the items.
    static func sectionElementProblem(_ layout: any PreparedLayout, _ element: LayoutAttributes) -> String? {
        guard let sectioned = layout as? any SectionedPreparedLayout else { return "not a sectioned layout" }
        let sections = sectioned.sectionSupplementaries
        let e = layout.environment, section = element.index.section
        guard section >= 0, section < e.numberOfSections else { return "in section \(section), which does not exist" }
        let extent = sections.sectionExtent(of: section), f = element.frame
        // The rounding of a frame reported as its centre ± half its size, at the content's scale.
        let tolerance = 1e-9 * (1 + abs(extent.upperBound) + f.height)
        let before = section == 0 ? 0 : sections.sectionExtent(of: section - 1).upperBound
        if extent.lowerBound != before { return "section \(section) starts at \(extent.lowerBound), not at \(before)" }
        if section == e.numberOfSections - 1 && extent.upperBound != layout.contentSize.height {
            return
                "the last section ends at \(extent.upperBound), not at the content's end \(layout.contentSize.height)"
        }
        if f.minY < extent.lowerBound - tolerance || f.maxY > extent.upperBound + tolerance {
            return "\(element.kind) at \(f) outside its section's extent \(extent)"
        }
        let first = ElementIndex(section, 0)
        switch element.kind {
        case .cell where !element.isHidden:
            if let header = layout.supplementaryAttributes(ofKind: ElementKind.headerKind, at: first),
                f.minY < extent.lowerBound + header.frame.height - tolerance
            {
                return "cell at \(f) overlaps its section's header, which rests at \(extent.lowerBound)"
            }
            if let footer = layout.supplementaryAttributes(ofKind: ElementKind.footerKind, at: first),
                f.maxY > footer.frame.minY + tolerance
            {
                return "cell at \(f) overlaps its section's footer at \(footer.frame)"
            }
        case .footer:
            if abs(f.maxY - extent.upperBound) > tolerance {
                return "footer at \(f) does not end its section \(extent)"
            }
        case .header:
            let pins = sections.pinsHeaders
            let top = e.contentOffset.y + e.contentInsets.top
            let (expected, place): (CGFloat, String) =
                !pins || top < extent.lowerBound
                ? (extent.lowerBound, "at its section's start")
                : top <= extent.upperBound - f.height
                    ? (top, "at the top of the visible area, \(top)")
                    : (extent.upperBound - f.height, "at its section's end")
            if abs(f.minY - expected) > tolerance {
                return "header at \(f) is not \(place) (its section: \(extent), pinned: \(pins))"
            }
            if pins && element.zIndex <= 0 { return "pinned header has zIndex \(element.zIndex), not above the items" }
        case .decoration(ElementKind.sectionBackgroundKind):
            let expected = CGRect(
                x: 0, y: extent.lowerBound, width: layout.contentSize.width,
                height: extent.upperBound - extent.lowerBound)
            if f.minX != 0 || f.width != expected.width || abs(f.minY - expected.minY) > tolerance
                || abs(f.maxY - expected.maxY) > tolerance
            {
                return "background at \(f), not its section's extent \(expected)"
            }
            if element.zIndex >= 0 { return "background has zIndex \(element.zIndex), not below the items" }
        default:
            break
        }
        return nil
    }
}
