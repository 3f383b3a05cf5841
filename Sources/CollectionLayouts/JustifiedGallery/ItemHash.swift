/// A pure hash of (seed, section, item) to a number in [0, 1): per-item "randomness" that is the
/// same on every call, prepare and machine, with no state.
///
/// Each part is folded in through SplitMix64's finalizer (Steele, Lea & Flood, 2014), whose output
/// passes BigCrush, so neighbouring items and sections get unrelated values.
@_spi(Tools) public enum ItemHash {
    /// The hash of (seed, section, item) as a 64-bit value.
    @inlinable package static func value(seed: UInt64, section: Int, item: Int) -> UInt64 {
        var h = mix(seed &+ 0x9E37_79B9_7F4A_7C15)
        h = mix(h ^ UInt64(truncatingIfNeeded: section))
        return mix(h ^ UInt64(truncatingIfNeeded: item))
    }

    /// The hash of (seed, section, item) as a number in [0, 1), with 53 random bits.
    @inlinable @_spi(Tools) public static func unitValue(seed: UInt64, section: Int, item: Int) -> Double {
        Double(value(seed: seed, section: section, item: item) >> 11) * 0x1p-53
    }

    /// SplitMix64's finalizer: a bijection of 64-bit values that mixes every input bit into every
    /// output bit.
    @inlinable @_spi(Tools) public static func mix(_ x: UInt64) -> UInt64 {
        var z = x &+ 0x9E37_79B9_7F4A_7C15
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
