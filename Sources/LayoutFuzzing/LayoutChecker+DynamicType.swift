import Foundation

extension CheckRun {
    // MARK: - Dynamic Type and self-sizing

    /// A Dynamic Type scale (``LayoutEnvironment/dynamicTypeScale``) and heights that
    /// supplementary views ask for (``LayoutEnvironment/supplementaryHeights``), adversarial values
    /// among both: a fresh prepare with them holds every element and query promise, and
    /// continuing this run's prepared layout with ``CollectionLayout/prepare(in:updating:)`` when
    /// only the heights change gives what a fresh prepare gives, bit for bit. Small inputs only.
    mutating func checkDynamicType(reader: inout ByteReader) {
        guard let layout, isSmall else { return }
        var scaled = environment
        scaled.dynamicTypeScale = reader.double(typical: 0.5...4)
        let p = layout.prepare(in: scaled)
        let label = "at Dynamic Type scale \(scaled.dynamicTypeScale)"
        let all = bruteForce(p, label: label)
        var none = ByteReader([])
        checkQueries(p, all: all, reader: &none, label: label, thorough: false)
        guard !stop, !target.supplementaryKinds.isEmpty, environment.numberOfSections > 0 else { return }
        var measured = environment
        // A few sections' views report a height, in any order of sections.
        for (kind, heights) in reader.supplementaryHeights(
            kinds: target.supplementaryKinds, sections: environment.numberOfSections)
        {
            measured.supplementaryHeights[kind] = heights
        }
        checkUpdate(layout, to: measured)
    }

    /// Holds the layout updated (`prepare(in:updating:)`) from this run's environment to `measured`
    /// to the layout prepared afresh for it.
    private mutating func checkUpdate<L: CollectionLayout>(_ layout: L, to measured: LayoutEnvironment) {
        var updated = layout.prepare(in: environment)
        layout.prepare(in: measured, updating: &updated)
        let fresh = layout.prepare(in: measured)
        let call = "prepare(in:updating:) to supplementary heights \(measured.supplementaryHeights)"
        if updated.contentSize != fresh.contentSize {
            fail("\(call): content size \(updated.contentSize), fresh \(fresh.contentSize)")
        }
        if !Self.same(updated.environment, fresh.environment) {
            fail("\(call): environment differs from a fresh prepare's")
        }
        let kinds = target.supplementaryKinds
        let mine = bruteForce(updated, label: "resized")
        if mine
            != LayoutChecker.attributesByIndex(
                fresh, supplementaryKinds: kinds, decorationKinds: target.decorationKinds)
        {
            fail("\(call): attributes differ from a fresh prepare's")
        }
        var none = ByteReader([])
        checkQueries(updated, all: mine, reader: &none, label: "resized", thorough: false)
    }
}
