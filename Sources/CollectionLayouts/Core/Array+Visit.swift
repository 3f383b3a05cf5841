extension Array {
    /// The elements a visit hands over, in its order: `visit` calls the body it is given once per
    /// element, and the body always asks for more. What `elements(in:)` and the other collecting
    /// queries build on their `forEach…` visits.
    @_spi(Tools) public init(collecting visit: (_ body: (Element) -> Bool) -> Bool) {
        var result: [Element] = []
        _ = visit {
            result.append($0)
            return true
        }
        self = result
    }
}
