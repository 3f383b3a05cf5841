import SwiftUI

/// A photo of the feed: its pixel size and a colour, from which `PhotoLoader` draws its image.
/// `Equatable`, so that `CollectionLayoutView` asks its size again only when it changes.
struct Photo: Identifiable, Equatable {
    let id: Int
    let pixelSize: CGSize
    let hue: Double

    /// The first page of the feed: 240 photos.
    static let library: [Photo] = page(0..<240)

    /// How many photos the feed has in all: the screen loads pages until it has them all.
    static let feedLength = 1_200

    /// The photos `ids` of the feed, in the aspect ratios cameras and phones produce, in a fixed
    /// order (it repeats every 10).
    static func page(_ ids: Range<Int>) -> [Photo] {
        let shapes: [CGSize] = [
            CGSize(width: 4032, height: 3024), CGSize(width: 3024, height: 4032), CGSize(width: 1920, height: 1080),
            CGSize(width: 6000, height: 4000), CGSize(width: 2000, height: 3000), CGSize(width: 3000, height: 3000),
            CGSize(width: 1080, height: 1920), CGSize(width: 4000, height: 1600),
        ]
        return ids.map { i in
            Photo(id: i, pixelSize: shapes[(i * 7 + i / 5) % shapes.count], hue: Double((i * 37) % 100) / 100)
        }
    }
}

/// A book on the wheel: a title, an author and a cover colour.
struct Book: Identifiable, Hashable {
    let id: Int
    let title: String
    let author: String
    let hue: Double

    private static let titles: [(String, String)] = [
        ("Moby-Dick", "Herman Melville"), ("Middlemarch", "George Eliot"), ("Dracula", "Bram Stoker"),
        ("Persuasion", "Jane Austen"), ("Ulysses", "James Joyce"), ("Walden", "Henry David Thoreau"),
        ("Frankenstein", "Mary Shelley"), ("Bleak House", "Charles Dickens"), ("The Odyssey", "Homer"),
        ("Don Quixote", "Miguel de Cervantes"), ("Emma", "Jane Austen"), ("Jane Eyre", "Charlotte Brontë"),
        ("Candide", "Voltaire"), ("War and Peace", "Leo Tolstoy"), ("Siddhartha", "Hermann Hesse"),
        ("The Trial", "Franz Kafka"), ("Beloved", "Toni Morrison"), ("Kindred", "Octavia E. Butler"),
        ("Dune", "Frank Herbert"), ("Solaris", "Stanisław Lem"),
    ]

    static let shelf: [Book] = titles.enumerated().map { i, book in
        Book(id: i, title: book.0, author: book.1, hue: Double((i * 23) % 100) / 100)
    }
}

/// A featured card in the carousel.
struct Feature: Identifiable, Hashable {
    let id: Int
    let title: String
    let subtitle: String
    let symbol: String

    private static let cards: [(String, String, String)] = [
        ("Mountains", "12 trails near you", "mountain.2"), ("Coast", "Tide pools at 6 am", "water.waves"),
        ("City", "Night walk, 4 km", "building.2"), ("Forest", "Mushroom season", "leaf"),
        ("Desert", "Stargazing tonight", "sparkles"), ("Lakes", "Kayak rental open", "sailboat"),
        ("Islands", "Ferry every hour", "ferry"), ("Snow", "Fresh powder: 40 cm", "snowflake"),
    ]

    static let all: [Feature] = cards.enumerated().map { i, f in Feature(id: i, title: f.0, subtitle: f.1, symbol: f.2)
    }
}

/// A topic bubble: the more followers, the larger the circle.
struct Topic: Identifiable, Hashable {
    let id: Int
    let name: String
    let followers: Int

    /// The circle's diameter: 60 to 180 points with the square root of the followers.
    var diameter: CGFloat {
        let share = Double(followers) / 250_000
        return 60 + 120 * CGFloat(share.squareRoot())
    }

    private static let names: [(String, Int)] = [
        ("Swift", 250_000), ("Design", 180_000), ("Photography", 160_000), ("Cooking", 140_000),
        ("Hiking", 90_000), ("Music", 220_000), ("Books", 120_000), ("Travel", 200_000), ("Science", 150_000),
        ("Gardening", 40_000), ("Cycling", 60_000), ("Film", 110_000), ("Chess", 30_000), ("Birds", 25_000),
        ("Coffee", 80_000), ("Running", 70_000), ("Yoga", 50_000), ("History", 95_000), ("Space", 130_000),
        ("Art", 170_000), ("Jazz", 20_000), ("Climbing", 35_000), ("Tea", 15_000), ("Poetry", 45_000),
    ]

    static let all: [Topic] = names.enumerated().map { i, t in Topic(id: i, name: t.0, followers: t.1) }
}

/// A contact in the staggered grid.
struct Contact: Identifiable, Hashable {
    let id: Int
    let name: String

    var initials: String { name.split(separator: " ").compactMap(\.first).map(String.init).joined() }

    static let all: [Contact] = {
        let first = ["Ada", "Alan", "Grace", "Linus", "Margaret", "Ken", "Barbara", "Dennis", "Frances", "Edsger"]
        let last = [
            "Lovelace", "Turing", "Hopper", "Torvalds", "Hamilton", "Thompson", "Liskov", "Ritchie", "Allen",
            "Dijkstra",
        ]
        return (0..<60).map { i in Contact(id: i, name: "\(first[i % 10]) \(last[(i * 3 + i / 10) % 10])") }
    }()
}
