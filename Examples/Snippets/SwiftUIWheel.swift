import SwiftUI
import CollectionLayoutsSwiftUI

/// Book covers on the spinning wheel; `upright` follows the upright book and turns the wheel
/// when set. The cells turn about their anchor point by themselves.
struct WheelShelf: View {
    struct Cover: Identifiable {
        let id: Int
        let title: String
    }
    var covers: [Cover]
    @State private var upright: Cover.ID?

    var body: some View {
        CollectionLayoutView(covers, layout: .wheel(.standard), centeredItem: $upright) { cover in
            Text(cover.title).frame(maxWidth: .infinity, maxHeight: .infinity).background(.orange)
        }
    }
}
