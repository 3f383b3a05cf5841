import CoreGraphics
import UIKit

/// The feed's images, as an app's image pipeline would give them: each loaded once, off the main
/// thread (drawn from the photo's colour after a network's latency, standing in for a download
/// and a decode), and kept for the photos asked for last.
///
/// The photos screen starts the loads for the photos a fling lands on (`onLandingItems`) as the
/// finger lifts, so that their images are on their way, often there, when the cells appear.
@MainActor
final class PhotoLoader {
    /// The loads started, finished or not, by photo; and the order they were started in.
    private var loads: [Photo.ID: Task<CGImage?, Never>] = [:]
    private var started: [Photo.ID] = []
    /// How many images are kept: 200 of at most 256 × 256 pixels, 4 bytes a pixel, hold at most
    /// 52 MB (about 20 screens of the gallery's photos).
    private let capacity = 200
    /// The longest side of an image, in pixels: a gallery cell's on a phone, about 130 points at 2×.
    nonisolated private static let side: CGFloat = 256
    /// A network's latency, in nanoseconds: 0.3 s, long enough to see whether a load started early.
    nonisolated private static let latency: UInt64 = 300_000_000

    /// Starts loading the images of `photos` that are neither loaded nor on their way.
    func prefetch(_ photos: [Photo]) {
        for photo in photos { _ = load(photo) }
    }

    /// The image of `photo`, loading it unless it is loaded or on its way; nil if it cannot be drawn.
    func image(for photo: Photo) async -> CGImage? {
        await load(photo).value
    }

    /// The load of `photo`'s image: the one started before, or a new one, which makes room by
    /// forgetting the oldest beyond ``capacity``.
    private func load(_ photo: Photo) -> Task<CGImage?, Never> {
        if let load = loads[photo.id] { return load }
        let load = Task.detached(priority: .userInitiated) { () -> CGImage? in
            try? await Task.sleep(nanoseconds: Self.latency)
            return Self.draw(photo)
        }
        loads[photo.id] = load
        started.append(photo.id)
        if started.count > capacity { loads[started.removeFirst()] = nil }
        return load
    }

    /// A landscape in the photo's colours at its aspect ratio: a sky, a sun and a hill.
    nonisolated private static func draw(_ photo: Photo) -> CGImage? {
        let size = photo.pixelSize
        guard size.width > 0, size.height > 0 else { return nil }
        let scale = side / max(size.width, size.height)
        let width = max(Int(size.width * scale), 1), height = max(Int(size.height * scale), 1)
        let space = CGColorSpaceCreateDeviceRGB()
        guard
            let context = CGContext(
                data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0, space: space,
                bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue),
            let sky = CGGradient(
                colorsSpace: space,
                colors: [color(photo.hue, 0.25, 1), color(photo.hue, 0.75, 0.75)] as CFArray, locations: [0, 1])
        else { return nil }
        let w = CGFloat(width), h = CGFloat(height)
        // Core Graphics counts y upwards: the sky's top is at h.
        context.drawLinearGradient(sky, start: CGPoint(x: 0, y: h), end: .zero, options: [])
        context.setFillColor(color((photo.hue + 0.1).truncatingRemainder(dividingBy: 1), 0.4, 1))
        context.fillEllipse(in: CGRect(x: w * 0.65, y: h * 0.6, width: h * 0.2, height: h * 0.2))
        context.setFillColor(color(photo.hue, 0.6, 0.4))
        context.move(to: .zero)
        context.addLine(to: CGPoint(x: 0, y: h * 0.3))
        context.addQuadCurve(to: CGPoint(x: w, y: h * 0.25), control: CGPoint(x: w * 0.4, y: h * 0.6))
        context.addLine(to: CGPoint(x: w, y: 0))
        context.fillPath()
        return context.makeImage()
    }

    /// An RGB colour from hue, saturation and brightness, each 0…1.
    nonisolated private static func color(_ hue: Double, _ saturation: Double, _ brightness: Double) -> CGColor {
        UIColor(hue: hue, saturation: saturation, brightness: brightness, alpha: 1).cgColor
    }
}
