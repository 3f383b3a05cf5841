import Foundation

/// A list of at most `capacity` elements in memory a ``CirclePackerStorage`` owns, edited with
/// plain loops.
struct PackedList<Element> {
    private(set) var base: UnsafeMutablePointer<Element>
    let capacity: Int
    private(set) var count = 0

    init(base: UnsafeMutablePointer<Element>, capacity: Int) {
        self.base = base
        self.capacity = capacity
    }

    @inline(__always) subscript(_ k: Int) -> Element {
        get { base[k] }
        nonmutating set { base[k] = newValue }
    }

    var isEmpty: Bool { count == 0 }
    var first: Element? { count > 0 ? base[0] : nil }
    var buffer: UnsafeBufferPointer<Element> { UnsafeBufferPointer(start: base, count: count) }

    @inline(__always) mutating func append(_ element: Element) {
        precondition(count < capacity, "PackedList is full")
        base[count] = element
        count += 1
    }

    @inline(__always) mutating func removeAll() { count = 0 }

    /// Keeps the first `n` elements.
    @inline(__always) mutating func truncate(to n: Int) { count = Swift.min(count, n) }

    /// Makes this list equal to `other`.
    @inline(__always) mutating func copy(from other: PackedList) {
        precondition(other.count <= capacity, "PackedList is full")
        // Bound: the other list's elements.
        for k in 0..<other.count { base[k] = other.base[k] }
        count = other.count
    }

    /// Makes this list equal to `elements`.
    mutating func copy(from elements: [Element]) {
        precondition(elements.count <= capacity, "PackedList is full")
        // Bound: the elements.
        for k in elements.indices { base[k] = elements[k] }
        count = elements.count
    }

    /// Replaces the elements in `range` with `element`.
    @inline(__always) mutating func replace(_ range: Range<Int>, with element: Element) {
        precondition(
            range.lowerBound >= 0 && range.upperBound <= count && (range.count > 0 || count < capacity),
            "PackedList is full")
        let removed = range.count - 1
        if removed > 0 {
            // Bound: the elements after the range.
            for k in range.upperBound..<count { base[k - removed] = base[k] }
        } else if removed < 0 {
            // Bound: the elements after the range.
            var k = count
            while k > range.upperBound {
                base[k] = base[k - 1]
                k -= 1
            }
        }
        base[range.lowerBound] = element
        count -= removed
    }

    /// Removes the element at `position`.
    @inline(__always) mutating func remove(at position: Int) {
        // Bound: the elements after it.
        for k in (position + 1)..<count { base[k - 1] = base[k] }
        count -= 1
    }

    /// Removes the elements for which `shouldRemove` is true, keeping the others in order.
    mutating func removeAll(where shouldRemove: (Element) -> Bool) {
        var kept = 0
        // Bound: the elements.
        for k in 0..<count where !shouldRemove(base[k]) {
            base[kept] = base[k]
            kept += 1
        }
        count = kept
    }

    /// The same list in `block` at the offset it has in `old`.
    func rebased(from old: UnsafeMutablePointer<Element>, to block: UnsafeMutablePointer<Element>) -> PackedList {
        var list = PackedList(base: block + (base - old), capacity: capacity)
        list.count = count
        return list
    }
}
