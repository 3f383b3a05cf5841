@_spi(Tools) import CollectionLayouts
import Foundation

/// Draws a layout as SVG: the whole content, each element with its transform applied and labelled
/// with its index, and the visible viewport outlined.
package enum SVGRenderer {
    /// The most elements one picture draws; more would make a file no viewer opens.
    package static let maximumElements = 200_000

    /// The SVG document for `elements` of `layout`.
    /// - Throws: ``ParameterError`` when there are more than ``maximumElements`` elements.
    package static func render(_ layout: CatalogLayout, elements: [LayoutAttributes]) throws(ParameterError) -> String {
        guard elements.count <= maximumElements else { throw tooMany(elements.count) }
        var out = header(layout)
        for element in elements.sorted(by: drawnBefore) where !element.isHidden {
            out += draw(element, shape: layout.cellShape)
        }
        return out + footer(layout)
    }

    /// Writes the SVG document of ``render(_:elements:)`` for `layout`'s elements (every element
    /// when `all` is true, else those in the visible rect) as it goes, through one buffer of
    /// ``ByteWriter/defaultCapacity`` bytes, formatting its numbers itself.
    ///
    /// A first visit counts the elements and checks whether they come in drawing order (z-index,
    /// then index: every layout but the carousel and the wheel); then they are drawn as they are
    /// visited again, or, when not in order, gathered (at most ``maximumElements``) and sorted.
    /// - Parameter sink: Called with each piece of bytes, in order (valid only during the call);
    ///   an error it throws is rethrown.
    /// - Throws: ``ParameterError`` before writing anything when there are more than
    ///   ``maximumElements`` elements; what `sink` throws.
    package static func write(
        _ layout: CatalogLayout, all: Bool, to sink: (UnsafeRawBufferPointer) throws -> Void
    ) throws {
        var count = 0
        var inOrder = true
        var previous: LayoutAttributes?
        _ = layout.forEachElement(all: all) { element in
            count += 1
            if let previous, !drawnBefore(previous, element) && drawnBefore(element, previous) { inOrder = false }
            previous = element
            return count <= maximumElements
        }
        guard count <= maximumElements else { throw tooMany(count) }
        try withoutActuallyEscaping(sink) { sink in
            let out = ByteWriter(sink: sink)
            try out.raw(header(layout))
            let shape = layout.cellShape
            if inOrder {
                var failure: (any Error)?
                _ = layout.forEachElement(all: all) { element in
                    guard !element.isHidden else { return true }
                    do { try draw(element, shape: shape, to: out) } catch {
                        failure = error
                        return false
                    }
                    return true
                }
                if let failure { throw failure }
            } else {
                for element in layout.elements(all: all).sorted(by: drawnBefore) where !element.isHidden {
                    try draw(element, shape: shape, to: out)
                }
            }
            try out.raw(footer(layout))
            try out.flush()
        }
    }

    /// The drawing order: by z-index, then index.
    private static func drawnBefore(_ a: LayoutAttributes, _ b: LayoutAttributes) -> Bool {
        (a.zIndex, a.index) < (b.zIndex, b.index)
    }

    private static func tooMany(_ count: Int) -> ParameterError {
        ParameterError(
            "too many elements to draw (\(count)\(count > maximumElements ? " or more" : "")); draw the visible rect or fewer items"
        )
    }

    /// The picture's frame and the content's background: the content and the viewport, with a margin.
    private static func header(_ layout: CatalogLayout) -> String {
        let prepared = layout.prepared
        let viewport = prepared.environment.visibleRect
        let margin: CGFloat = 8
        let minX = Swift.min(0, viewport.minX) - margin, minY = Swift.min(0, viewport.minY) - margin
        let maxX = Swift.max(prepared.contentSize.width, viewport.maxX) + margin
        let maxY = Swift.max(prepared.contentSize.height, viewport.maxY) + margin
        return """
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="\(n(minX)) \(n(minY)) \(n(maxX - minX)) \(n(maxY - minY))" \
            width="\(n(maxX - minX))" height="\(n(maxY - minY))" font-family="Helvetica, Arial, sans-serif">
            <rect x="0" y="0" width="\(n(prepared.contentSize.width))" height="\(n(prepared.contentSize.height))" fill="#f4f5f7" stroke="#c9ccd1"/>

            """
    }

    /// The viewport's outline and the end of the document.
    private static func footer(_ layout: CatalogLayout) -> String {
        let viewport = layout.prepared.environment.visibleRect
        return """
            <rect x="\(n(viewport.minX))" y="\(n(viewport.minY))" width="\(n(viewport.width))" height="\(n(viewport.height))" \
            fill="none" stroke="#e5484d" stroke-width="2" stroke-dasharray="8 4"/>
            </svg>

            """
    }

    private static func draw(_ e: LayoutAttributes, shape: CatalogLayout.CellShape) -> String {
        let f = e.frame
        let anchor = e.anchorPosition
        var transform = ""
        if e.transform.rotation != 0 || e.transform.scale != 1 {
            transform =
                " transform=\"translate(\(n(anchor.x)) \(n(anchor.y))) rotate(\(n(e.transform.rotation * 180 / .pi))) scale(\(n(e.transform.scale))) translate(\(n(-anchor.x)) \(n(-anchor.y)))\""
        }
        let hue = e.kind == .cell ? (e.index.section * 47 + 200) % 360 : 30
        let fill = e.kind == .cell ? "hsl(\(hue), 60%, 62%)" : "hsl(\(hue), 20%, 80%)"
        let shapeSVG: String
        if e.kind == .cell && shape == .ellipse {
            shapeSVG =
                "<ellipse cx=\"\(n(f.midX))\" cy=\"\(n(f.midY))\" rx=\"\(n(f.width / 2))\" ry=\"\(n(f.height / 2))\" fill=\"\(fill)\" stroke=\"#333\" stroke-width=\"0.5\"/>"
        } else {
            shapeSVG =
                "<rect x=\"\(n(f.minX))\" y=\"\(n(f.minY))\" width=\"\(n(f.width))\" height=\"\(n(f.height))\" rx=\"4\" fill=\"\(fill)\" stroke=\"#333\" stroke-width=\"0.5\"/>"
        }
        let label = ElementLabel.text(for: e)
        let fontSize = Swift.max(4, Swift.min(14, Swift.min(f.width, f.height) / 3.5))
        let opacity = e.alpha < 1 ? " opacity=\"\(n(e.alpha))\"" : ""
        if e.transform.is3D {
            // SVG has no perspective: draw the projected outline, labelled at its middle.
            let corners = e.transformedCorners
            let points = corners.map { "\(n($0.x)),\(n($0.y))" }.joined(separator: " ")
            let middle = CGPoint(x: corners.map(\.x).reduce(0, +) / 4, y: corners.map(\.y).reduce(0, +) / 4)
            return "<g\(opacity)><polygon points=\"\(points)\" fill=\"\(fill)\" stroke=\"#333\" stroke-width=\"0.5\"/>"
                + "<text x=\"\(n(middle.x))\" y=\"\(n(middle.y))\" font-size=\"\(n(fontSize))\" text-anchor=\"middle\" dominant-baseline=\"middle\" fill=\"#111\">\(label)</text></g>\n"
        }
        let text =
            "<text x=\"\(n(f.midX))\" y=\"\(n(f.midY))\" font-size=\"\(n(fontSize))\" text-anchor=\"middle\" dominant-baseline=\"middle\" fill=\"#111\">\(label)</text>"
        return "<g\(transform)\(opacity)>\(shapeSVG)\(text)</g>\n"
    }

    /// ``draw(_:shape:)``'s bytes, formatted into `out` without making strings (but for a 3-D
    /// element's corners and a supplementary view's label).
    private static func draw(_ e: LayoutAttributes, shape: CatalogLayout.CellShape, to out: ByteWriter) throws {
        let f = e.frame
        let t = e.transform
        let cell = e.kind == .cell
        try out.raw("<g")
        if t.is3D {
            if e.alpha < 1 {
                try out.raw(" opacity=\"")
                try out.drawingNumber(Double(e.alpha))
                try out.raw("\"")
            }
            let corners = e.transformedCorners
            try out.raw("><polygon points=\"")
            for (k, corner) in corners.enumerated() {
                if k > 0 { try out.byte(UInt8(ascii: " ")) }
                try out.drawingNumber(Double(corner.x))
                try out.byte(UInt8(ascii: ","))
                try out.drawingNumber(Double(corner.y))
            }
            try out.raw("\" fill=\"")
            try fill(e, to: out)
            try out.raw("\" stroke=\"#333\" stroke-width=\"0.5\"/>")
            let middle = CGPoint(x: corners.map(\.x).reduce(0, +) / 4, y: corners.map(\.y).reduce(0, +) / 4)
            try text(e, x: middle.x, y: middle.y, frame: f, to: out)
            try out.raw("</g>\n")
            return
        }
        if t.rotation != 0 || t.scale != 1 {
            let anchor = e.anchorPosition
            try out.raw(" transform=\"translate(")
            try out.drawingNumber(Double(anchor.x))
            try out.byte(UInt8(ascii: " "))
            try out.drawingNumber(Double(anchor.y))
            try out.raw(") rotate(")
            try out.drawingNumber(Double(t.rotation * 180 / .pi))
            try out.raw(") scale(")
            try out.drawingNumber(Double(t.scale))
            try out.raw(") translate(")
            try out.drawingNumber(Double(-anchor.x))
            try out.byte(UInt8(ascii: " "))
            try out.drawingNumber(Double(-anchor.y))
            try out.raw(")\"")
        }
        if e.alpha < 1 {
            try out.raw(" opacity=\"")
            try out.drawingNumber(Double(e.alpha))
            try out.raw("\"")
        }
        if cell && shape == .ellipse {
            try out.raw("><ellipse cx=\"")
            try out.drawingNumber(Double(f.midX))
            try out.raw("\" cy=\"")
            try out.drawingNumber(Double(f.midY))
            try out.raw("\" rx=\"")
            try out.drawingNumber(Double(f.width / 2))
            try out.raw("\" ry=\"")
            try out.drawingNumber(Double(f.height / 2))
        } else {
            try out.raw("><rect x=\"")
            try out.drawingNumber(Double(f.minX))
            try out.raw("\" y=\"")
            try out.drawingNumber(Double(f.minY))
            try out.raw("\" width=\"")
            try out.drawingNumber(Double(f.width))
            try out.raw("\" height=\"")
            try out.drawingNumber(Double(f.height))
            try out.raw("\" rx=\"4")
        }
        try out.raw("\" fill=\"")
        try fill(e, to: out)
        try out.raw("\" stroke=\"#333\" stroke-width=\"0.5\"/>")
        try text(e, x: f.midX, y: f.midY, frame: f, to: out)
        try out.raw("</g>\n")
    }

    /// `hsl(…)` of ``draw(_:shape:)``.
    private static func fill(_ e: LayoutAttributes, to out: ByteWriter) throws {
        if e.kind == .cell {
            try out.raw("hsl(")
            try out.int((e.index.section * 47 + 200) % 360)
            try out.raw(", 60%, 62%)")
        } else {
            try out.raw("hsl(30, 20%, 80%)")
        }
    }

    /// The label's `<text>` of ``draw(_:shape:)``.
    private static func text(_ e: LayoutAttributes, x: CGFloat, y: CGFloat, frame f: CGRect, to out: ByteWriter) throws
    {
        let fontSize = Swift.max(4, Swift.min(14, Swift.min(f.width, f.height) / 3.5))
        try out.raw("<text x=\"")
        try out.drawingNumber(Double(x))
        try out.raw("\" y=\"")
        try out.drawingNumber(Double(y))
        try out.raw("\" font-size=\"")
        try out.drawingNumber(Double(fontSize))
        try out.raw("\" text-anchor=\"middle\" dominant-baseline=\"middle\" fill=\"#111\">")
        if e.kind == .cell {
            try out.raw("§")
            try out.int(e.index.section)
            try out.raw(" #")
            try out.int(e.index.item)
        } else {
            try out.raw(ElementLabel.text(for: e))
        }
        try out.raw("</text>")
    }

    /// A number with at most two decimals, without a trailing `.0`.
    static func n(_ value: CGFloat) -> String { Double(value).code(places: 2) }
}
