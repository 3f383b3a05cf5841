#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
import CollectionLayouts
import XCTest

@testable import CollectionLayoutsAppKit

/// One of this module's layouts in a real `NSCollectionView`, the document view of an
/// `NSScrollView` filling an `NSWindow`'s content, with a data source of plain
/// `AnchoredCollectionViewItem`s: what the AppKit tests drive and compare with the engine.
@MainActor
final class WindowedCollectionView: NSObject, NSCollectionViewDataSource {
    let window: NSWindow
    let scrollView = NSScrollView()
    let collectionView = NSCollectionView()
    let layout: EngineCollectionViewLayout
    /// The items per section the data source answers.
    var itemCounts: [Int]

    /// The identifier the items are made with.
    private static let itemIdentifier = NSUserInterfaceItemIdentifier("item")

    /// `layout` in a window whose content is `size`, showing `itemCounts`, laid out.
    init(layout: EngineCollectionViewLayout, size: CGSize, itemCounts: [Int], rightToLeft: Bool = false) {
        _ = NSApplication.shared
        self.layout = layout
        self.itemCounts = itemCounts
        window = NSWindow(
            contentRect: CGRect(origin: CGPoint(x: 100, y: 100), size: size), styleMask: [.titled, .resizable],
            backing: .buffered, defer: false)
        super.init()
        window.isReleasedWhenClosed = false
        scrollView.automaticallyAdjustsContentInsets = false
        scrollView.contentInsets = NSEdgeInsets()
        scrollView.frame = CGRect(origin: .zero, size: size)
        scrollView.autoresizingMask = [.width, .height]
        collectionView.register(AnchoredCollectionViewItem.self, forItemWithIdentifier: Self.itemIdentifier)
        collectionView.collectionViewLayout = layout
        collectionView.dataSource = self
        if rightToLeft { collectionView.userInterfaceLayoutDirection = .rightToLeft }
        scrollView.documentView = collectionView
        window.contentView?.addSubview(scrollView)
        window.orderFront(nil)
        layOut()
    }

    /// Lays the window out and lets AppKit's deferred work run.
    func layOut() {
        window.layoutIfNeeded()
        collectionView.layoutSubtreeIfNeeded()
        spin(0.05)
        collectionView.layoutSubtreeIfNeeded()
    }

    /// Runs the main run loop for `seconds`: animations and tasks on the main actor proceed.
    func spin(_ seconds: TimeInterval) {
        RunLoop.main.run(until: Date().addingTimeInterval(seconds))
    }

    /// The content offset: the clip view's bounds origin.
    var contentOffset: CGPoint { scrollView.contentView.bounds.origin }

    /// Scrolls to `offset` at once and lays out.
    func scroll(to offset: CGPoint) {
        scrollView.contentView.setBoundsOrigin(offset)
        scrollView.reflectScrolledClipView(scrollView.contentView)
        layOut()
    }

    /// The engine environment the layout reads now.
    func environment() -> LayoutEnvironment {
        layout.environment(of: collectionView)
    }

    /// Asserts that the attributes the layout gives AppKit for the visible rect are `engine`'s for
    /// the same rect: the same elements, frames, alpha, z-index, transform and anchor point.
    func assertMatches(
        _ engine: any PreparedLayout, _ message: String, file: StaticString = #filePath, line: UInt = #line
    ) {
        let rect = CGRect(origin: contentOffset, size: scrollView.contentView.bounds.size)
        let expected = engine.elements(in: rect)
        let actual = layout.layoutAttributesForElements(in: rect).compactMap { $0 as? AnchoredLayoutAttributes }
        XCTAssertEqual(actual.count, expected.count, "\(message): the element count", file: file, line: line)
        for (attributes, element) in zip(actual, expected) {
            XCTAssertEqual(attributes.indexPath, IndexPath(item: element.index.item, section: element.index.section))
            XCTAssertEqual(
                attributes.frame.origin.x, element.frame.origin.x, accuracy: 1e-9, message, file: file, line: line)
            XCTAssertEqual(
                attributes.frame.origin.y, element.frame.origin.y, accuracy: 1e-9, message, file: file, line: line)
            XCTAssertEqual(attributes.frame.width, element.frame.width, accuracy: 1e-9, message, file: file, line: line)
            XCTAssertEqual(
                attributes.frame.height, element.frame.height, accuracy: 1e-9, message, file: file, line: line)
            XCTAssertEqual(attributes.alpha, element.alpha, accuracy: 1e-9, message, file: file, line: line)
            XCTAssertEqual(attributes.zIndex, element.zIndex, message, file: file, line: line)
            XCTAssertEqual(attributes.transform, element.transform, message, file: file, line: line)
            XCTAssertEqual(attributes.anchorPoint, element.anchorPoint, message, file: file, line: line)
        }
    }

    /// An arrow key.
    enum ArrowKey {
        case left, right, up, down
    }

    /// An arrow key's key-down event: ← → ↑ ↓ as AppKit's function-key characters.
    func arrowKey(_ key: ArrowKey) -> NSEvent {
        let (character, code): (Int, UInt16) =
            switch key {
            case .left: (NSLeftArrowFunctionKey, 123)
            case .right: (NSRightArrowFunctionKey, 124)
            case .down: (NSDownArrowFunctionKey, 125)
            case .up: (NSUpArrowFunctionKey, 126)
            }
        let characters = String(Character(UnicodeScalar(UInt16(character))!))
        return NSEvent.keyEvent(
            with: .keyDown, location: .zero, modifierFlags: [], timestamp: 0, windowNumber: window.windowNumber,
            context: nil, characters: characters, charactersIgnoringModifiers: characters, isARepeat: false,
            keyCode: code)!
    }

    /// Closes the window.
    func close() {
        window.close()
    }

    func numberOfSections(in collectionView: NSCollectionView) -> Int {
        itemCounts.count
    }

    func collectionView(_ collectionView: NSCollectionView, numberOfItemsInSection section: Int) -> Int {
        itemCounts[section]
    }

    func collectionView(
        _ collectionView: NSCollectionView, itemForRepresentedObjectAt indexPath: IndexPath
    ) -> NSCollectionViewItem {
        collectionView.makeItem(withIdentifier: Self.itemIdentifier, for: indexPath)
    }
}

/// The index path of item `item` of section 0.
func item(_ item: Int) -> IndexPath {
    IndexPath(item: item, section: 0)
}
#endif
