import SwiftUI
import CollectionLayoutsSwiftUI

/// Contacts in the staggered grid, scrolling sideways; inserts and deletes animate.
struct ContactGrid: View {
    struct Person: Identifiable {
        let id: Int
        let initials: String
    }
    @State var people: [Person]

    var body: some View {
        CollectionLayoutView(people, layout: .staggeredGrid(.standard)) { person in
            Text(person.initials).frame(width: 80, height: 80).background(Circle().fill(.blue))
        }
        .toolbar {
            Button("Remove") { withAnimation { _ = people.popLast() } }
        }
    }
}
