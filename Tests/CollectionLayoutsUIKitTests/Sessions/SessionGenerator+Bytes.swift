#if !canImport(UIKit) && canImport(UIKitStandIn) && (TestSupport || !SWIFT_PACKAGE)
import Foundation
import LayoutFuzzing

extension SessionGenerator {
    /// The most steps a session drawn from bytes holds, as in the property suite.
    static let maximumFuzzedSteps = 100

    /// The session `bytes` stand for, as the libFuzzer target (`Fuzz/run.sh sessions`) reads them:
    /// the first byte picks one of `layouts` (when there are several), the rest are the generator's
    /// random numbers, eight bytes each; steps are drawn until the bytes run out.
    static func session(fromBytes bytes: [UInt8], layouts: [SessionLayout] = SessionLayout.allCases) -> Session {
        var bytes = bytes
        var layout = layouts[0]
        if layouts.count > 1, !bytes.isEmpty { layout = layouts[Int(bytes.removeFirst()) % layouts.count] }
        var rng = SessionBytesGenerator(bytes)
        var start = start(layout, using: &rng)
        // Half the sessions hosted as `CollectionLayoutView` hosts the layout, as the property
        // suite's are: their steps also give new data and set the binding.
        start.hostedAsView = chance(0.5, &rng)
        var session = Session(start: start, steps: [])
        while !rng.isExhausted, session.steps.count < maximumFuzzedSteps {
            session.steps.append(start.hostedAsView ? viewStep(layout, using: &rng) : step(layout, using: &rng))
        }
        return session
    }
}

#endif
