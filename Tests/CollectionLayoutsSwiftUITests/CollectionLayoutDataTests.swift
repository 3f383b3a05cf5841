import CollectionLayoutsSwiftUI
import Foundation
import Testing

/// What `CollectionLayoutView` does with its data on every update, without SwiftUI: the ids it
/// applies and the sizes it hands the layout, `itemSize` asked only for new or changed items.
@Suite("SwiftUI view: data and sizes kept by id")
struct CollectionLayoutDataTests {
    /// A photo whose size is its id's: `Equatable`, so a new caption is a change.
    struct Photo: Identifiable, Equatable {
        let id: Int
        var caption = ""
        var size: CGSize { CGSize(width: 100 + id % 7 * 10, height: 100) }
    }

    /// The same, not `Equatable`: its size stays its id's while the id stays.
    struct Sketch: Identifiable {
        let id: Int
        var width: CGFloat
    }

    /// Counts the calls of `itemSize`.
    final class Counter {
        var calls = 0
    }

    /// Data already showing `photos`; `counter` counts the `itemSize` calls made after that.
    private func showing(_ photos: [Photo], counting counter: Counter) -> CollectionLayoutData<String, Photo> {
        var data = CollectionLayoutData<String, Photo>()
        _ = data.update(to: section(photos), itemSize: sizeOf(counter))
        counter.calls = 0
        return data
    }

    private func sizeOf(_ counter: Counter) -> (Photo) -> CGSize {
        { photo in
            counter.calls += 1
            return photo.size
        }
    }

    private func section<Item>(_ items: [Item], id: String = "all") -> [CollectionLayoutSection<String, Item>] {
        [CollectionLayoutSection(id: id, items: items)]
    }

    /// The size the layout reads at an index path: the kept one; zero outside the data (an index
    /// path of a layout pass before an update) and without `itemSize`.
    @Test func sizeAtAnIndexPathIsTheKeptOneOrZero() {
        var data = CollectionLayoutData<String, Photo>()
        _ = data.update(to: section([Photo(id: 1), Photo(id: 9)]), itemSize: { $0.size })
        #expect(data.size(section: 0, item: 0) == CGSize(width: 110, height: 100))
        #expect(data.size(section: 0, item: 1) == CGSize(width: 120, height: 100))
        #expect(data.size(section: 0, item: 2) == .zero)
        #expect(data.size(section: 1, item: 0) == .zero)
        #expect(data.size(section: -1, item: 0) == .zero)
        _ = data.update(to: section([Photo(id: 1), Photo(id: 9)]), itemSize: nil)
        #expect(data.size(section: 0, item: 1) == .zero)
    }

    @Test func appendingFiftyToTenThousandAsksFiftySizes() {
        var data = CollectionLayoutData<String, Photo>()
        let counter = Counter()
        var photos = (0..<10_000).map { Photo(id: $0) }
        let first = data.update(to: section(photos), itemSize: sizeOf(counter))
        #expect(counter.calls == 10_000 && first.sizesAsked == 10_000)
        #expect(first.identifiers && !first.sizesOfKeptItems)

        photos += (10_000..<10_050).map { Photo(id: $0) }
        counter.calls = 0
        let append = data.update(to: section(photos), itemSize: sizeOf(counter))
        #expect(counter.calls == 50, "only the 50 new items are asked (every item would be 10,050)")
        #expect(append == .init(identifiers: true, sizesOfKeptItems: false, sizesAsked: 50))
        #expect(data.sizes == [photos.map(\.size)], "the layout reads every item's size, in order")
        #expect(data.itemIDs == [Array(0..<10_050)])
        #expect(data.itemCount == 10_050 && data.lastItemID == 10_049)

        // The same data again (every SwiftUI update of the view's parent): nothing asked.
        counter.calls = 0
        let same = data.update(to: section(photos), itemSize: sizeOf(counter))
        #expect(counter.calls == 0 && same == .init())
    }

    @Test func movesShufflesAndDeletesAskNothingAndTheSizesFollowTheOrder() {
        var photos = (0..<40).map { Photo(id: $0) }
        let counter = Counter()
        var data = showing(photos, counting: counter)
        photos.reverse()
        photos.removeSubrange(10..<20)
        photos.swapAt(0, 29)
        let change = data.update(to: section(photos), itemSize: sizeOf(counter))
        #expect(counter.calls == 0)
        #expect(change == .init(identifiers: true, sizesOfKeptItems: false, sizesAsked: 0))
        #expect(data.sizes == [photos.map(\.size)])
        #expect(data.itemIDs == [photos.map(\.id)])
    }

    @Test func anEquatableItemThatChangedIsAskedAgain() {
        var photos = (0..<5).map { Photo(id: $0) }
        let counter = Counter()
        var data = showing(photos, counting: counter)
        photos[2].caption = "edited"
        let sameSize = data.update(to: section(photos), itemSize: sizeOf(counter))
        #expect(counter.calls == 1, "only the edited photo")
        #expect(sameSize == .init(identifiers: false, sizesOfKeptItems: false, sizesAsked: 1))
        #expect(data.items[2]?.caption == "edited", "the cells show the new value")

        // A change that gives another size: the layout must prepare again.
        counter.calls = 0
        photos[3].caption = "wider"
        let wider = data.update(to: section(photos)) { photo in
            counter.calls += 1
            return photo.caption == "wider" ? CGSize(width: 400, height: 100) : photo.size
        }
        #expect(counter.calls == 1)
        #expect(wider == .init(identifiers: false, sizesOfKeptItems: true, sizesAsked: 1))
        #expect(data.sizes[0][3] == CGSize(width: 400, height: 100))
    }

    @Test func anItemThatIsNotEquatableKeepsItsIdsSize() {
        var data = CollectionLayoutData<String, Sketch>()
        var calls = 0
        let size: (Sketch) -> CGSize = {
            calls += 1
            return CGSize(width: $0.width, height: 10)
        }
        _ = data.update(to: section([Sketch(id: 1, width: 10), Sketch(id: 2, width: 20)]), itemSize: size)
        #expect(calls == 2)
        let change = data.update(to: section([Sketch(id: 1, width: 99), Sketch(id: 2, width: 20)]), itemSize: size)
        #expect(calls == 2 && change == .init())
        #expect(data.sizes == [[CGSize(width: 10, height: 10), CGSize(width: 20, height: 10)]])
        #expect(data.items[1]?.width == 99, "the item itself is the new one")
    }

    @Test func anIDThatLeftAndCameBackIsNew() {
        var data = CollectionLayoutData<String, Photo>()
        let counter = Counter()
        _ = data.update(to: section([Photo(id: 1), Photo(id: 2)]), itemSize: sizeOf(counter))
        _ = data.update(to: section([Photo(id: 1)]), itemSize: sizeOf(counter))
        #expect(counter.calls == 2)
        _ = data.update(to: section([Photo(id: 1), Photo(id: 2)]), itemSize: sizeOf(counter))
        #expect(counter.calls == 3)
    }

    @Test func duplicatesKeepTheFirstItemAndSection() {
        var data = CollectionLayoutData<String, Photo>()
        let counter = Counter()
        let sections = [
            CollectionLayoutSection(id: "a", items: [Photo(id: 1, caption: "first"), Photo(id: 2), Photo(id: 1)]),
            CollectionLayoutSection(id: "b", items: [Photo(id: 2), Photo(id: 3)]),
            CollectionLayoutSection(id: "a", items: [Photo(id: 4)]),
            CollectionLayoutSection(id: "c", items: []),
        ]
        let change = data.update(to: sections, itemSize: sizeOf(counter))
        #expect(counter.calls == 3 && change.sizesAsked == 3)
        #expect(data.sectionIDs == ["a", "b", "c"])
        #expect(data.itemIDs == [[1, 2], [3], []])
        #expect(data.items[1]?.caption == "first")
        #expect(data.sizes == [[Photo(id: 1).size, Photo(id: 2).size], [Photo(id: 3).size], []])
        #expect(data.lastItemID == 3, "the last section with items")
        #expect(data.itemID(section: 1, item: 0) == 3)
        #expect(data.itemID(section: 2, item: 0) == nil && data.itemID(section: 3, item: 0) == nil)
        #expect(data.itemID(section: -1, item: 0) == nil && data.itemID(section: 0, item: -1) == nil)
    }

    /// The item at an index path, as the view's `accessibilityItemLabel` reads it for VoiceOver:
    /// the data as last applied, following moves; nil where there is none.
    @Test func theItemAtAnIndexPathFollowsTheData() {
        var data = CollectionLayoutData<String, Photo>()
        let first = [
            CollectionLayoutSection(id: "a", items: [Photo(id: 1, caption: "Paris"), Photo(id: 2, caption: "Rome")]),
            CollectionLayoutSection(id: "b", items: [Photo(id: 3, caption: "Oslo")]),
        ]
        _ = data.update(to: first, itemSize: nil)
        #expect(data.item(section: 0, item: 1)?.caption == "Rome" && data.item(section: 1, item: 0)?.caption == "Oslo")
        _ = data.update(
            to: [CollectionLayoutSection(id: "a", items: [first[1].items[0], first[0].items[0]])], itemSize: nil)
        #expect(data.item(section: 0, item: 0)?.caption == "Oslo" && data.item(section: 0, item: 1)?.caption == "Paris")
        #expect(data.item(section: 0, item: 2) == nil && data.item(section: 1, item: 0) == nil)
        #expect(data.item(section: -1, item: 0) == nil && data.item(section: 0, item: -1) == nil)
    }

    @Test func sizesComingOrGoingLayOutAgain() {
        var data = CollectionLayoutData<String, Photo>()
        let counter = Counter()
        let photos = (0..<3).map { Photo(id: $0) }
        let none = data.update(to: section(photos), itemSize: nil)
        #expect(data.sizes.isEmpty && none.sizesAsked == 0 && none.identifiers)
        let came = data.update(to: section(photos), itemSize: sizeOf(counter))
        #expect(counter.calls == 3 && came == .init(identifiers: false, sizesOfKeptItems: true, sizesAsked: 3))
        let went = data.update(to: section(photos), itemSize: nil)
        #expect(data.sizes.isEmpty && went == .init(identifiers: false, sizesOfKeptItems: true, sizesAsked: 0))
        // And back: every size is asked again (nothing was kept without `itemSize`).
        _ = data.update(to: section(photos), itemSize: sizeOf(counter))
        #expect(counter.calls == 6)
    }

    @Test func noItems() {
        var data = CollectionLayoutData<String, Photo>()
        let change = data.update(to: [], itemSize: { _ in .zero })
        #expect(change == .init() && data.itemCount == 0 && data.lastItemID == nil && data.sizes.isEmpty)
        _ = data.update(to: section([Photo]()), itemSize: { _ in .zero })
        #expect(data.sizes == [[]] && data.lastItemID == nil)
    }

    @Test("Items and sizes by index path: nil and zero outside the data or for another shape of path")
    func itemsAndSizesByIndexPath() {
        let data = showing([Photo(id: 3), Photo(id: 4)], counting: Counter())
        #expect(data.item(at: IndexPath(indexes: [0, 1]))?.id == 4)
        #expect(data.size(at: IndexPath(indexes: [0, 1])) == CGSize(width: 140, height: 100))
        for outside in [IndexPath(indexes: [0, 2]), IndexPath(indexes: [1, 0]), IndexPath(index: 0), IndexPath()] {
            #expect(data.item(at: outside) == nil, "\(outside)")
            #expect(data.size(at: outside) == .zero, "\(outside)")
        }
        var unsized = CollectionLayoutData<String, Photo>()
        _ = unsized.update(to: section([Photo(id: 3)]), itemSize: nil)
        #expect(unsized.size(at: IndexPath(indexes: [0, 0])) == .zero, "no sizes without itemSize")
        #expect(unsized.item(at: IndexPath(indexes: [0, 0]))?.id == 3)
    }
}
