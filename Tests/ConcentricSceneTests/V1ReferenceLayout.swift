// The version 1 layout engine (formerly Sources/ConcentricScene/SceneLayout.swift), kept ONLY as the
// reference that checks the v1 → v2 conversion: SceneConversionTests lays out each old v1 file with
// this and its conversion with the v2 engine, and compares frames and radii. No product code uses
// it; do not extend it. Its geometry is v1's exactly (frames, the nearest published shape, the
// container-relative fallback); what only drew (outlines, labels, fills) is left out.
import ConcentricCore
@testable import ConcentricScene

/// A v1 scene laid out: every card in pre-order, in the scene's points (y down).
struct V1ReferenceLayout {
    /// A shape a container publishes to its descendants (the screen always; a card with `containerShape`).
    enum PublishedShape: Hashable {
        /// Rounded-rectangular: concentric corners resolve against these corners.
        case roundedRectangle(CornerGeometry)
        /// Any other shape (an ellipse) filling `frame`: concentric cards fall back to its inset.
        case other(ContainerShape, frame: Rect)

        init(_ shape: ContainerShape, in frame: Rect, direction: LayoutDirection) {
            if let geometry = shape.cornerGeometry(in: frame, direction: direction) {
                self = .roundedRectangle(geometry)
            } else {
                self = .other(shape, frame: frame)
            }
        }
    }

    /// How a card's shape was obtained.
    enum Geometry: Hashable {
        /// A concentric rectangle resolved against a rounded-rectangular container.
        case concentric(ResolvedRectangle)
        /// A concentric rectangle whose container is not rounded-rectangular.
        case containerRelative(ContainerRelativeShape)
        /// A fixed shape filling the frame.
        case fixed(ContainerShape)
    }

    struct Card {
        /// Where the card sits in the file (`cards[0].children[1]`).
        var sourcePath: String
        var name: String?
        var frame: Rect
        var geometry: Geometry
        /// The card's own rounded-rectangle corners, or nil when its shape is not rounded-rectangular.
        var cornerGeometry: CornerGeometry?
    }

    var cards: [Card] = []

    init(scene: SceneFileV1.Scene) {
        let direction = scene.direction
        let bounds = Rect(origin: .zero, size: Size(width: clean(scene.screen.size.width), height: clean(scene.screen.size.height)))
        let screenShape = PublishedShape(scene.screen.shape, in: bounds, direction: direction)
        struct Pending {
            var card: SceneFileV1.Card
            var path: String
            var parentFrame: Rect
            var container: PublishedShape
        }
        var stack: [Pending] = scene.cards.enumerated().reversed().map {
            Pending(card: $0.element, path: "cards[\($0.offset)]", parentFrame: bounds, container: screenShape)
        }
        while let item = stack.popLast() {
            let card = item.card
            let frame = card.frame.frame(in: item.parentFrame, direction: direction)
            let geometry: Geometry
            var own: CornerGeometry? = nil
            var published: PublishedShape? = nil
            switch card.shape {
            case .concentric(let rectangle):
                switch item.container {
                case .roundedRectangle(let outer):
                    let resolved = resolveRadii(in: outer, frame: frame, shape: rectangle, direction: direction)
                    geometry = .concentric(resolved)
                    own = resolved.geometry
                    if card.publishesShape { published = .roundedRectangle(resolved.geometry) }
                case .other(let shape, let containerFrame):
                    geometry = .containerRelative(ContainerRelativeShape(container: shape, containerFrame: containerFrame, viewFrame: frame, direction: direction))
                    if card.publishesShape { published = PublishedShape(shape, in: frame, direction: direction) }
                }
            case .fixed(let shape):
                geometry = .fixed(shape)
                let shaped = PublishedShape(shape, in: frame, direction: direction)
                if case .roundedRectangle(let g) = shaped { own = g }
                if card.publishesShape { published = shaped }
            }
            cards.append(Card(sourcePath: item.path, name: card.name, frame: frame, geometry: geometry, cornerGeometry: own))
            for (i, child) in card.children.enumerated().reversed() {
                stack.append(Pending(card: child, path: "\(item.path).children[\(i)]", parentFrame: frame, container: published ?? item.container))
            }
        }
    }
}

extension SceneFileV1.FrameRule {
    /// v1's frame rule: a `width` × `height` region (each defaulting to the parent's) aligned in
    /// `parent`, inset by the logical padding. Non-finite or negative sizes and insets count as 0;
    /// padding larger than the room leaves an empty frame.
    func frame(in parent: Rect, direction: LayoutDirection) -> Rect {
        let size = Size(width: width.map(clean) ?? parent.width, height: height.map(clean) ?? parent.height)
        let region = alignment.place(size, in: parent, direction: direction)
        let leading = clean(padding.leading), trailing = clean(padding.trailing)
        return region.inset(by: EdgeInsets(
            top: clean(padding.top),
            leading: direction == .leftToRight ? leading : trailing,
            bottom: clean(padding.bottom),
            trailing: direction == .leftToRight ? trailing : leading))
    }
}

/// Non-finite or negative lengths count as 0.
private func clean(_ v: Double) -> Double { v.isFinite ? max(0, v) : 0 }
