import CollectionLayoutsAdapterCore

extension NearEndTracker {
    /// A tracker for `CollectionLayoutView.onNearEnd(within:perform:)` whose near is `threshold`.
    package init(threshold: NearEndThreshold) {
        self.init(limit: threshold.itemCount(visible:))
    }

    /// Makes `threshold` the tracker's near from now on.
    package mutating func setThreshold(_ threshold: NearEndThreshold) {
        limit = threshold.itemCount(visible:)
    }
}
