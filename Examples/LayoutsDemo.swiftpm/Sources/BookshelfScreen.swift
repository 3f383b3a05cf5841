import CollectionLayouts
import CollectionLayoutsSwiftUI
import SwiftUI

/// The spinning wheel: book covers on a wheel; the upright book is the binding's.
struct BookshelfScreen: View {
    @State private var upright: Book.ID?

    var body: some View {
        VStack(spacing: 16) {
            CollectionLayoutView(Book.shelf, layout: .wheel(.standard), centeredItem: $upright) { book in
                BookCover(book: book)
            }
            if let book = Book.shelf.first(where: { $0.id == upright }) {
                VStack {
                    Text(book.title).font(.title2.bold())
                    Text(book.author).foregroundStyle(.secondary)
                }
            }
            HStack {
                Button("First") { upright = Book.shelf.first?.id }
                Button("Random") { upright = Book.shelf.randomElement()?.id }
                Button("Last") { upright = Book.shelf.last?.id }
            }
            .buttonStyle(.bordered)
            .padding(.bottom)
        }
    }
}

/// A cover: a coloured board with the title and the author.
struct BookCover: View {
    let book: Book

    var body: some View {
        RoundedRectangle(cornerRadius: 6)
            .fill(Color(hue: book.hue, saturation: 0.6, brightness: 0.7).gradient)
            .overlay {
                VStack(spacing: 8) {
                    Text(book.title).font(.headline).multilineTextAlignment(.center)
                    Divider().overlay(.white)
                    Text(book.author).font(.caption)
                }
                .foregroundStyle(.white)
                .padding(10)
            }
            .shadow(radius: 3, y: 2)
    }
}
