@_spi(Tools) import CollectionLayouts
import Foundation
import Testing

/// The list of the layouts: its names, its order and each case's layout.
@Suite("LayoutKind")
struct LayoutKindTests {
    @Test func namesInTheToolsOrder() {
        #expect(LayoutKind.allCases.map(\.name) == ["circles", "carousel", "gallery", "grid", "wheel"])
        #expect(LayoutKind.allCases.map(\.description) == LayoutKind.allCases.map(\.name))
        #expect(LayoutKind(rawValue: "circlePack") == nil)
    }

    @Test func eachCaseIsItsLayoutWithTheStandardConfiguration() {
        #expect((LayoutKind.circles.standardLayout as? CirclePackLayout)?.configuration == .standard)
        #expect((LayoutKind.carousel.standardLayout as? CarouselLayout)?.configuration == .standard)
        #expect((LayoutKind.gallery.standardLayout as? JustifiedGalleryLayout)?.configuration == .standard)
        #expect((LayoutKind.grid.standardLayout as? StaggeredGridLayout)?.configuration == .standard)
        #expect((LayoutKind.wheel.standardLayout as? WheelLayout)?.configuration == .standard)
    }
}
