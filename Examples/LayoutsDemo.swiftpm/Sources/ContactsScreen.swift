import CollectionLayouts
import CollectionLayoutsSwiftUI
import SwiftUI

/// The staggered grid: contacts in rows that scroll sideways, every other row shifted by half.
struct ContactsScreen: View {
    @State private var contacts = Contact.all

    var body: some View {
        NavigationStack {
            CollectionLayoutView(contacts, layout: .staggeredGrid(.standard)) { contact in
                VStack(spacing: 6) {
                    Text(contact.initials)
                        .font(.title2.bold())
                        .foregroundStyle(.white)
                        .frame(width: 56, height: 56)
                        .background(Color.accentColor.gradient, in: Circle())
                    Text(contact.name).font(.caption2).lineLimit(1)
                }
            }
            .navigationTitle("Contacts")
            .toolbar {
                Button("Add") {
                    withAnimation {
                        contacts.insert(Contact(id: (contacts.map(\.id).max() ?? 0) + 1, name: "New Contact"), at: 0)
                    }
                }
            }
        }
    }
}
