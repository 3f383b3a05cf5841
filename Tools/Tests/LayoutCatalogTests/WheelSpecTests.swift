@_spi(Tools) import CollectionLayouts
import Foundation
import LayoutCatalog
import Testing

@Suite("wheel spec")
struct WheelSpecTests {
    @Test("Defaults: the tutorial's wheel, 30 items, mapping in degrees for angles")
    func defaults() throws {
        let built = try LayoutCatalog.build("wheel", LayoutParameters())
        let wheel = try #require(built.prepared as? PreparedWheel)
        #expect(wheel.configuration == .standard)
        #expect(wheel.itemCount == 30)
        #expect(wheel.contentSize == CGSize(width: 3990, height: 667))
        let tilted = try LayoutCatalog.build(
            "wheel", LayoutParameters(["angle-per-item": "10", "tilt": "20", "hanging": "true"]))
        let t = try #require(tilted.prepared as? PreparedWheel)
        #expect(abs(t.configuration.anglePerItem - 10 * .pi / 180) < 1e-15)
        #expect(abs(t.configuration.tilt - 20 * .pi / 180) < 1e-15)
        #expect(t.configuration.isHanging)
        #expect(built.swiftCode.contains("WheelCollectionViewLayout(configuration: .standard)"))
    }

    @Test(
        "Bad values are parameter errors that name the option",
        arguments: [
            (["radius": "0"], "radius must be greater than 0"),
            (["radius": "-5"], "radius must be greater than 0"),
            (["angle-per-item": "0"], "--angle-per-item must be greater than 0"),
            (["angle-per-item": "181"], "--angle-per-item must be greater than 0"),
            (["tilt": "61"], "--tilt must be between"),
            (["item-size": "0x10"], "itemSize.width must be greater than 0"),
        ])
    func badValues(values: [String: String], message: String) {
        LayoutCatalog.expectRejection("wheel", values, message)
    }
}
