import CollectionLayouts
import CollectionLayoutsSwiftUI
import SwiftUI

/// The carousel: endless cards, side cards smaller and faded, a page indicator bound to the
/// centred card; tap a side card to centre it.
struct FeaturedScreen: View {
    @State private var centred: Feature.ID? = Feature.all.first?.id
    private let carousel = try! CarouselLayout.Configuration(
        itemSize: .fractionOfBounds(width: 0.75, height: 0.7), spacing: 16,
        sideItemScale: 0.85, sideItemAlpha: 0.6, wraps: true)

    var body: some View {
        VStack(spacing: 20) {
            CollectionLayoutView(Feature.all, layout: .carousel(carousel), centeredItem: $centred) { feature in
                VStack(alignment: .leading, spacing: 8) {
                    Image(systemName: feature.symbol).font(.system(size: 56))
                    Spacer()
                    Text(feature.title).font(.largeTitle.bold())
                    Text(feature.subtitle).font(.headline)
                }
                .foregroundStyle(.white)
                .padding(24)
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .leading)
                .background(Color.indigo.gradient, in: RoundedRectangle(cornerRadius: 24))
            }
            HStack(spacing: 8) {
                ForEach(Feature.all) { feature in
                    Circle()
                        .fill(feature.id == centred ? Color.indigo : Color.secondary.opacity(0.4))
                        .frame(width: 8, height: 8)
                        .onTapGesture { withAnimation { centred = feature.id } }
                }
            }
            .padding(.bottom)
        }
    }
}
