import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The one JSON shape for attributes, shared by the command-line tool, the playground's API and
/// snapshot tests:
///
/// ```json
/// {"section":0,"item":3,"kind":"cell","frame":{"x":0,"y":0,"width":100,"height":90},
///  "center":{"x":50,"y":45},"zIndex":0,"alpha":1,"isHidden":false,"angle":0,"scale":1,
///  "anchorPoint":{"x":0.5,"y":0.5}}
/// ```
/// `rotationX`, `rotationY` and `perspective` are written only when the transform is 3-D.
extension LayoutAttributes: Codable {
    private enum CodingKeys: String, CodingKey {
        case section, item, kind, frame, center, zIndex, alpha, isHidden, angle, scale, anchorPoint
        case rotationX, rotationY, perspective
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(index.section, forKey: .section)
        try c.encode(index.item, forKey: .item)
        try c.encode(kind, forKey: .kind)
        try c.encode(JSONShape.Rect(frame), forKey: .frame)
        try c.encode(JSONShape.Point(center), forKey: .center)
        try c.encode(zIndex, forKey: .zIndex)
        try c.encode(alpha, forKey: .alpha)
        try c.encode(isHidden, forKey: .isHidden)
        try c.encode(transform.rotation, forKey: .angle)
        try c.encode(transform.scale, forKey: .scale)
        try c.encode(JSONShape.Point(anchorPoint), forKey: .anchorPoint)
        if transform.is3D {
            try c.encode(transform.rotationX, forKey: .rotationX)
            try c.encode(transform.rotationY, forKey: .rotationY)
            try c.encode(transform.perspective, forKey: .perspective)
        }
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let frame = try c.decode(JSONShape.Rect.self, forKey: .frame).cgRect
        let anchor =
            try c.decodeIfPresent(JSONShape.Point.self, forKey: .anchorPoint)?.cgPoint ?? CGPoint(x: 0.5, y: 0.5)
        self.init(
            index: ElementIndex(
                section: try c.decode(Int.self, forKey: .section), item: try c.decode(Int.self, forKey: .item)),
            kind: try c.decode(ElementKind.self, forKey: .kind),
            frame: frame,
            transform: LayoutTransform(
                rotation: try c.decodeIfPresent(CGFloat.self, forKey: .angle) ?? 0,
                scale: try c.decodeIfPresent(CGFloat.self, forKey: .scale) ?? 1,
                rotationX: try c.decodeIfPresent(CGFloat.self, forKey: .rotationX) ?? 0,
                rotationY: try c.decodeIfPresent(CGFloat.self, forKey: .rotationY) ?? 0,
                perspective: try c.decodeIfPresent(CGFloat.self, forKey: .perspective) ?? 0),
            anchorPoint: anchor,
            zIndex: try c.decodeIfPresent(Int.self, forKey: .zIndex) ?? 0,
            alpha: try c.decodeIfPresent(CGFloat.self, forKey: .alpha) ?? 1,
            isHidden: try c.decodeIfPresent(Bool.self, forKey: .isHidden) ?? false)
    }
}
