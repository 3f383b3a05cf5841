@_spi(Tools) import CollectionLayouts
import Foundation
@testable import LayoutCatalog
import Testing

/// Typed options: defaults from the engine's presets, help generated from them, files only by the command.
@Suite("Catalog options")
struct CatalogOptionTests {
    /// A layout built with nothing given, and with `option` given as its own default, as JSON.
    static func both(_ spec: any LayoutSpec, _ option: CatalogOption, base: [String: String]) throws -> (String, String)
    {
        func json(_ values: [String: String]) throws -> String {
            let built = try LayoutCatalog.build(spec.name, LayoutParameters(values))
            return LayoutSnapshot(contentSize: built.prepared.contentSize, elements: built.elements(all: true)).json()
                + built.swiftCode
        }
        return (try json(base), try json(base.merging([option.name: option.defaultValue!]) { $1 }))
    }

    @Test("Giving an option its default changes nothing, for every option of every layout that has one")
    func defaultsAreTheDefaults() throws {
        for spec in LayoutCatalog.specs {
            for option in spec.allOptions where option.defaultValue != nil {
                // Options of the gallery's aspect-ratio mode need ratios to apply.
                let base = JustifiedGallerySpec.ratioOptions.contains(option) ? ["aspect-ratios": "1.5,1"] : [:]
                // Few items, to keep it quick (the count itself is compared at its own default).
                let few = option.name == "count" ? base : base.merging(["count": "12"]) { $1 }
                let (implicit, explicit) = try Self.both(spec, option, base: few)
                if implicit != explicit {
                    Issue.record("\(spec.name) --\(option.name) \(option.defaultValue!) changes the layout")
                }
            }
        }
    }

    @Test("Defaults are the engine's presets, not typed again")
    func defaultsFromPresets() throws {
        let grid = StaggeredGridLayout.Configuration.standard, wheel = WheelLayout.Configuration.standard
        let carousel = CarouselLayout.Configuration.standard, circles = CirclePackLayout.Configuration.standard
        let photos = JustifiedGalleryLayout.Configuration.photos
        // (the spec, the option, its default)
        let defaults: [(any LayoutSpec, String, String?)] = [
            (StaggeredGridSpec(), "item-size", "\(grid.itemSize.width.code)x\(grid.itemSize.height.code)"),
            (StaggeredGridSpec(), "spacing", grid.spacing.code),
            (StaggeredGridSpec(), "stagger", grid.staggerFraction.code),
            (WheelSpec(), "radius", wheel.radius.code),
            (WheelSpec(), "item-size", "133x173"),
            (CarouselSpec(), "flick-velocity", carousel.snapping.flickVelocity.code),
            (CarouselSpec(), "side-scale", "1"),
            (CirclePackSpec(), "spacing", circles.spacing.code),
            (CirclePackSpec(), "order", "reading"),
            (JustifiedGallerySpec(), "target-height", photos.mode.rowHeight.code),
            (JustifiedGallerySpec(), "last-row", "left"),
            // The container's defaults are the spec's sample size and count.
            (JustifiedGallerySpec(), "width", "1060"),
            (CarouselSpec(), "count", "9"),
            // The carousel starts with its first item centred, so its offset has no one default.
            (CarouselSpec(), "offset", nil),
            (StaggeredGridSpec(), "offset", "0,0"),
        ]
        for (spec, name, value) in defaults {
            #expect(spec.allOptions.first { $0.name == name }?.defaultValue == value, "\(spec.name) --\(name)")
        }
    }

    @Test("Help is generated from the options: the default or its note, at most 80 columns")
    func help() throws {
        for spec in LayoutCatalog.specs {
            let help = LayoutCatalog.help(for: spec)
            for line in help.split(separator: "\n") { #expect(line.count <= 80, "\(spec.name): \(line)") }
            for option in spec.allOptions {
                #expect(help.contains(option.synopsis), "\(spec.name) \(option.name)")
                if let value = option.defaultValue { #expect(option.helpWithDefault.hasSuffix("(default \(value))")) }
                if let note = option.defaultNote { #expect(option.helpWithDefault.hasSuffix("(default: \(note))")) }
            }
        }
        #expect(
            LayoutCatalog.help(for: StaggeredGridSpec()) == """
                grid: staggered grid: rows from the container height, odd rows shifted by half
                an item
                  --width W               container width in points (default 375)
                  --height H              container height in points (default 667)
                  --count N               number of items in one section (default 60)
                  --sections N,N,…        item counts of several sections; replaces --count
                  --offset X,Y            content offset of the visible rect (default 0,0)
                  --rtl                   lay out right to left
                  --item-size WxH         item size (default 100x90)
                  --spacing S             gap between items (default 10)
                  --stagger F             shift of odd lanes as a fraction of an item, 0…1
                                          (default 0.5)
                  --axis horizontal|vertical
                                          scroll direction (default horizontal)
                  --inset I               inset on every edge (default 0)
                """)
    }

    @Test("Choices round-trip through their names; a near miss is suggested")
    func choices() throws {
        for rate in [DecelerationRate.normal, .fast] {
            #expect(DecelerationRate.named.value(named: try #require(DecelerationRate.named.name(of: rate))) == rate)
        }
        #expect(DecelerationRate.named.names == ["normal", "fast"])
        #expect(
            throws: ParameterError(
                "--axis must be one of horizontal, vertical, got 'vertcal'; did you mean 'vertical'?")
        ) {
            try LayoutCatalog.build("grid", LayoutParameters(["axis": "vertcal"]))
        }
    }

    @Test("Unknown layouts and options name the nearest one, and only a near one")
    func suggestions() {
        #expect(Suggestion.closest(to: "grdi", in: LayoutCatalog.names) == "grid")
        #expect(Suggestion.closest(to: "circle", in: LayoutCatalog.names) == "circles")
        #expect(Suggestion.closest(to: "zzzz", in: LayoutCatalog.names) == nil)
        #expect(Suggestion.closest(to: "grid", in: LayoutCatalog.names) == "grid")
        #expect(
            throws: ParameterError(
                "unknown layout 'whel'; did you mean 'wheel'? Layouts: circles, carousel, gallery, grid, wheel")
        ) {
            try LayoutCatalog.spec(named: "whel")
        }
        #expect(throws: ParameterError("unknown layout 'pie'; layouts: circles, carousel, gallery, grid, wheel")) {
            try LayoutCatalog.spec(named: "pie")
        }
        #expect(
            throws: ParameterError(
                "unknown option --spacng for grid; did you mean '--spacing'? Options: --width --height --count --sections --offset --rtl --item-size --spacing --stagger --axis --inset"
            )
        ) {
            try LayoutCatalog.build("grid", LayoutParameters(["spacng": "3"]))
        }
    }

    @Test("A file option is text the command attached, never a path the catalog opens")
    func files() throws {
        let option = JustifiedGallerySpec.aspectRatiosFile
        #expect(option.kind == .file)
        let path = LayoutParameters(["aspect-ratios-file": "/etc/hostname"])
        #expect(
            throws: ParameterError(
                "--aspect-ratios-file names a file, which only the layouts command reads; give the values themselves")
        ) {
            try LayoutCatalog.build("gallery", path)
        }
        let attached = path.attaching(text: .success("2, 1\n0.5"), to: option)
        let fromFile = try LayoutCatalog.build("gallery", attached.setting("count", to: "3"))
        let inline = try LayoutCatalog.build("gallery", LayoutParameters(["aspect-ratios": "2,1,0.5", "count": "3"]))
        #expect(fromFile.elements(all: true) == inline.elements(all: true))
        // A file the command could not read fails when the layout asks for it, after its own checks.
        let unread = path.attaching(
            text: .failure(ParameterError("--aspect-ratios-file: no such file 'x'")), to: option)
        #expect(throws: ParameterError("give --aspect-ratios or --aspect-ratios-file, not both")) {
            try LayoutCatalog.build("gallery", unread.setting("aspect-ratios", to: "1"))
        }
        #expect(throws: ParameterError("--aspect-ratios-file: no such file 'x'")) {
            try LayoutCatalog.build("gallery", unread)
        }
        // The message names the entry and the file, never what the file holds.
        #expect(throws: ParameterError("--aspect-ratios-file: entry 2 of '/etc/hostname' is not a finite number")) {
            try LayoutCatalog.build("gallery", path.attaching(text: .success("1,secret-token,2"), to: option))
        }
    }

    @Test("Numbers are written once: no .0, no -0, two decimals in drawings")
    func numbers() {
        #expect(100.0.code == "100")
        #expect((-0.0).code == "0")
        #expect(0.25.code == "0.25")
        #expect(1e20.code == "1e+20")
        #expect(12.3456.code(places: 2) == "12.35")
        #expect((-0.001).code(places: 2) == "0")
        #expect(SVGRenderer.n(3.999) == "4")
    }
}
