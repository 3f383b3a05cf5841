import SwiftUI

/// The demo app: a tab per layout.
@main
struct LayoutsDemoApp: App {
    var body: some Scene {
        WindowGroup {
            TabView {
                PhotosScreen()
                    .tabItem { Label("Photos", systemImage: "photo.on.rectangle") }
                BookshelfScreen()
                    .tabItem { Label("Books", systemImage: "books.vertical") }
                FeaturedScreen()
                    .tabItem { Label("Featured", systemImage: "rectangle.stack") }
                TopicsScreen()
                    .tabItem { Label("Topics", systemImage: "circle.hexagongrid") }
                ContactsScreen()
                    .tabItem { Label("Contacts", systemImage: "person.2") }
                MixedScreen()
                    .tabItem { Label("Mixed", systemImage: "square.stack.3d.up") }
            }
        }
    }
}
