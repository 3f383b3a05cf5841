import Foundation

extension Double {
    /// The number as Swift source: `100` rather than `100.0`.
    public var code: String {
        self == rounded() && abs(self) < 1e15 ? String(Int64(self)) : String(self)
    }
}

extension CGFloat {
    /// The number as Swift source: `100` rather than `100.0`.
    public var code: String { Double(self).code }
}
