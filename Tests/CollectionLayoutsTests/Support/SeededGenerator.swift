import LayoutFuzzing

/// The seeded generator the whole package's random tests use (SplitMix64, in LayoutFuzzing).
typealias SeededGenerator = LayoutFuzzing.SeededGenerator
