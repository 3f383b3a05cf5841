import Foundation

extension Double {
    /// The number written once for every reader (Swift source, help, error messages, SVG): `100`
    /// rather than `100.0`, `0` rather than `-0`, otherwise Swift's shortest exact form.
    package var code: String {
        let value = self + 0  // `+ 0`: never "-0"
        return value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
    }

    /// ``code`` after rounding to `places` decimals, for drawings.
    package func code(places: Int) -> String {
        let scale = pow(10, Double(places))
        return ((self * scale).rounded() / scale).code
    }
}

extension CGFloat {
    /// The number as ``Swift/Double/code`` writes it.
    package var code: String { Double(self).code }
}
