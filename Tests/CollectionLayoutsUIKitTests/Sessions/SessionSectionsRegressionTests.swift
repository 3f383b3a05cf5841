#if !canImport(UIKit) && canImport(UIKitStandIn) && (TestSupport || !SWIFT_PACKAGE)
@_spi(Tools) import CollectionLayouts
import CollectionLayoutsAdapterCore
@testable import CollectionLayoutsUIKit
import Foundation
import Testing
import UIKitStandIn

/// Shrunk sessions of sections with their own layouts that broke a promise before the fix named
/// in each, as `SessionPropertyTests` printed them (the printed code compiles as it is).
@Suite("Shrunk sessions of sections with their own layouts") @MainActor
struct SessionSectionsRegressionTests {
    // Broke `nearEndOncePerApproach` (the near-end action is called once per approach, only near
    // the end) while the stack visited each section's header before its items: the near-end
    // tracker stops at the first element that is not a cell, as `PreparedLayout.forEachElement`
    // promises cells first, and saw no item on screen. Fixed: cells, then headers, then footers.
    @Test func circlesNearEndOncePerApproach() throws {
        let session = Session(
            start: SessionStart(
                configuration: .sections(
                    .init(sections: [
                        .init(
                            layout: .justifiedGallery(
                                try .init(
                                    mode: .widthRange(min: 112, max: 220, height: 130),
                                    insets: LayoutInsets(top: 14, left: 13, bottom: 2, right: 12), itemSpacing: 19,
                                    rowSpacing: 9, headerHeight: 0, footerHeight: 0, lastRow: .justified,
                                    maximumRowsPerSection: nil, seed: 66, sectionHeadersPinToVisibleBounds: false,
                                    showsSectionBackgrounds: false, itemSizing: .fixed)), headerHeight: 34,
                            footerHeight: 0),
                        .init(
                            layout: .justifiedGallery(
                                try .init(
                                    mode: .widthRange(min: 102, max: 204, height: 228),
                                    insets: LayoutInsets(top: 6, left: 7, bottom: 1, right: 19), itemSpacing: 3,
                                    rowSpacing: 9, headerHeight: 57, footerHeight: 0, lastRow: .justified,
                                    maximumRowsPerSection: nil, seed: 31, sectionHeadersPinToVisibleBounds: false,
                                    showsSectionBackgrounds: false, itemSizing: .fixed)), headerHeight: 29,
                            footerHeight: 0),
                        // A carousel row at first: the stack has no carousel sections now.
                        .init(layout: .list(rowHeight: 44, spacing: 0), headerHeight: 77, footerHeight: 0),
                    ])), size: CGSize(width: 390, height: 844), counts: [0, 1],
                safeArea: UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0), rightToLeft: false, textSize: .large,
                followsDynamicType: false, keepsPlace: true, hostedAsView: true),
            steps: [])
        let violations = SessionRunner.violations(of: session)
        #expect(violations.isEmpty, "\(violations)")
    }

    /// A sections configuration prints as the Swift that makes it: each layout's configuration as
    /// its own sessions print it, less the case.
    @Test func sectionsPrintAsSwift() {
        let configuration = SessionConfiguration.sections(
            .init(sections: [.init(layout: .list(rowHeight: 44, spacing: 2), headerHeight: 30, footerHeight: 0)]))
        #expect(
            configuration.swiftCode
                == ".sections(.init(sections: [.init(layout: .list(rowHeight: 44, spacing: 2), headerHeight: 30, footerHeight: 0)]))"
        )
        let circles = StackedSectionsLayout.Section(layout: .circlePack(.standard))
        #expect(circles.swiftCode.hasPrefix(".init(layout: .circlePack(try .init(insets: "))
    }
}
#endif
