import CollectionLayouts
import CollectionLayoutsAdapterCore
import Foundation
import Testing
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A front's layout class as the core sees it: a base class and two configurable subclasses, which
/// record the engine layouts they are given.
@MainActor
private class FakeBaseLayout {
    /// The engine layouts given by `setLayout(_:)`, in order.
    var layoutsSet: [any CollectionLayout] = []

    /// Records `layout`.
    func setLayout(_ layout: any CollectionLayout) {
        layoutsSet.append(layout)
    }
}

/// A fake front class of the staggered grid.
@MainActor
private final class FakeGridLayout: FakeBaseLayout, ConfigurableAdapterLayout {
    typealias Layout = StaggeredGridLayout
    var configuration: StaggeredGridLayout.Configuration {
        didSet { configurationDidChange(from: oldValue) }
    }
    init(configuration: StaggeredGridLayout.Configuration) {
        self.configuration = configuration
    }
}

/// A fake front class of the wheel.
@MainActor
private final class FakeWheelLayout: FakeBaseLayout, ConfigurableAdapterLayout {
    typealias Layout = WheelLayout
    var configuration: WheelLayout.Configuration
    init(configuration: WheelLayout.Configuration) {
        self.configuration = configuration
    }
}

@Suite("AdapterLayoutStyle and ConfigurableAdapterLayout: a front's layout class and configuration as a value")
@MainActor
struct AdapterLayoutStyleTests {
    private typealias Style = AdapterLayoutStyle<FakeBaseLayout>

    private func grid(_ configuration: StaggeredGridLayout.Configuration) -> Style {
        Style(FakeGridLayout.self, configuration: configuration) { $0 }
    }

    @Test("Styles are equal when they are the same class with equal configurations")
    func equality() throws {
        let wide = try StaggeredGridLayout.Configuration(itemSize: CGSize(width: 150, height: 60), spacing: 4)
        #expect(grid(.standard) == grid(.standard))
        #expect(grid(.standard).hashValue == grid(.standard).hashValue)
        #expect(grid(.standard) != grid(wide))
        #expect(grid(.standard) != Style(FakeWheelLayout.self, configuration: .standard) { $0 })
    }

    @Test("A style makes its class with its configuration and updates only its own class")
    func makeAndUpdate() throws {
        let wide = try StaggeredGridLayout.Configuration(itemSize: CGSize(width: 150, height: 60), spacing: 4)
        let made = grid(wide).makeLayout()
        #expect((made as? FakeGridLayout)?.configuration == wide)
        #expect(made.layoutsSet.isEmpty, "made with its configuration, nothing set yet")
        #expect(grid(.standard).update(made))
        #expect((made as? FakeGridLayout)?.configuration == .standard)
        #expect(made.layoutsSet.count == 1, "a new configuration sets a new engine layout")
        #expect(grid(.standard).update(made))
        #expect(made.layoutsSet.count == 1, "the same configuration sets nothing")
        #expect(!Style(FakeWheelLayout.self, configuration: .standard) { $0 }.update(made))
        #expect((made as? FakeGridLayout)?.configuration == .standard, "another class's style changes nothing")
    }
}
