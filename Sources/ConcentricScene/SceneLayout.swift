// The pure layout step: a scene's cards placed in points, their corners resolved, their outlines built.
import ConcentricCore

/// A shape a container publishes to its descendants (`containerShape(_:)`): the screen always
/// publishes its display shape; a card publishes its own when `publishesShape` is set.
public enum PublishedShape: Sendable, Hashable {
    /// Rounded-rectangular: concentric corners resolve against these corners.
    case roundedRectangle(CornerGeometry)
    /// Any other shape (an ellipse) filling `frame`: concentric cards fall back to its inset.
    case other(ContainerShape, frame: Rect)

    /// The published shape of `shape` filling `frame`.
    public init(_ shape: ContainerShape, in frame: Rect, direction: LayoutDirection) {
        if let geometry = shape.cornerGeometry(in: frame, direction: direction) {
            self = .roundedRectangle(geometry)
        } else {
            self = .other(shape, frame: frame)
        }
    }

    /// The rectangle the shape is drawn in.
    public var frame: Rect {
        switch self {
        case .roundedRectangle(let g): g.rect
        case .other(_, let frame): frame
        }
    }

    /// The outline of the published corners (for `.other`, the shape drawn in its frame). A
    /// circle publishes the corners of its full frame, so this is its frame's capsule; what a
    /// circle draws is `ContainerShape.path(in:direction:)`.
    public var outline: Path {
        switch self {
        case .roundedRectangle(let g): g.outline
        case .other(let shape, let frame): shape.path(in: frame, direction: .leftToRight)
        }
    }
}

/// How a laid-out card's shape was obtained.
public enum CardGeometry: Sendable, Hashable {
    /// A concentric rectangle resolved against a rounded-rectangular container.
    case concentric(ResolvedRectangle)
    /// A concentric rectangle whose container is not rounded-rectangular: the container's shape
    /// inset by the card's smallest gap and drawn in the card's frame (`ContainerRelativeShape`,
    /// frames in scene coordinates). Not clipped: for an ellipse, the ellipse inscribed in the frame.
    case containerRelative(ContainerRelativeShape)
    /// A fixed shape filling the frame.
    case fixed(ContainerShape)
}

/// One card after layout. Coordinates are the scene's: points from the screen's top-left, y down.
public struct LaidOutCard: Sendable, Hashable {
    /// Position in `SceneLayout.cards` (pre-order: a parent always comes before its children).
    public var index: Int
    /// The parent card's index, or nil for a top-level card.
    public var parent: Int?
    /// The index of the card whose published shape this card resolved against, or nil for the screen.
    public var container: Int?
    /// 1 for a top-level card, 2 for its children, …
    public var depth: Int
    /// Where the card sits in the scene file (`cards[0].children[1]`).
    public var sourcePath: String
    public var name: String?
    public var frame: Rect
    public var geometry: CardGeometry
    /// The nearest published shape: what a concentric card resolves against.
    public var containerShape: PublishedShape
    /// What this card publishes to its descendants, when it does.
    public var published: PublishedShape?
    /// The card's own rounded-rectangle corners, or nil when its shape is not rounded-rectangular.
    public var cornerGeometry: CornerGeometry?
    /// The outline to fill.
    public var outline: Path
    public var fill: Fill?
    public var label: CardLabel?

    /// The resolved rectangle, for concentric cards.
    public var resolved: ResolvedRectangle? {
        if case .concentric(let r) = geometry { return r }
        return nil
    }

    /// How far the card's corners are from concentric with its container's (the Core's
    /// `concentricityError`), for concentric cards with a non-empty frame; nil for fixed shapes,
    /// which do not follow their container, and for the container-relative fallback. Computed on
    /// demand: it samples every corner.
    public var concentricityError: Double? {
        guard !frame.isEmpty, case .concentric(let resolved) = geometry else { return nil }
        return resolved.concentricityError
    }
}

/// A scene laid out: the screen, then every card in pre-order. Value type, computed once per
/// scene change and read by the renderer, the playground's status line and the tests.
public struct SceneLayout: Sendable, Hashable {
    /// The canvas: the screen's size in points.
    public var size: Size
    public var screen: Screen
    /// What the screen publishes (its display shape filling the canvas).
    public var screenShape: PublishedShape
    /// The screen's own outline (what clips the scene): its shape drawn in the canvas. Differs
    /// from `screenShape.outline` only for a circle, which publishes its full frame's corners.
    public var screenOutline: Path
    public var background: Fill?
    public var direction: LayoutDirection
    public var cards: [LaidOutCard]

    /// Lays out `scene`. Total: any scene (empty room, huge padding, non-finite numbers) gives
    /// finite frames, possibly empty, and never traps. Iterative, so depth costs no stack.
    public init(scene: Scene) {
        let direction = scene.direction
        let bounds = Rect(origin: .zero, size: Size(width: clean(scene.screen.size.width), height: clean(scene.screen.size.height)))
        size = bounds.size
        screen = scene.screen
        self.direction = direction
        background = scene.background
        let screenShape = PublishedShape(scene.screen.shape, in: bounds, direction: direction)
        self.screenShape = screenShape
        screenOutline = scene.screen.shape.path(in: bounds, direction: direction)

        // A work stack of (card, source path, parent index, parent frame, nearest published shape and its owner).
        struct Pending {
            var card: Card
            var path: String
            var parent: Int?
            var parentFrame: Rect
            var depth: Int
            var container: PublishedShape
            var containerOwner: Int?
        }
        var out: [LaidOutCard] = []
        out.reserveCapacity(scene.cardCount)
        var stack: [Pending] = scene.cards.enumerated().reversed().map {
            Pending(card: $0.element, path: "cards[\($0.offset)]", parent: nil, parentFrame: bounds, depth: 1, container: screenShape, containerOwner: nil)
        }
        while let item = stack.popLast() {
            let card = item.card
            let frame = card.frame.frame(in: item.parentFrame, direction: direction)
            let geometry: CardGeometry
            let outline: Path
            var own: CornerGeometry? = nil
            var published: PublishedShape? = nil
            switch card.shape {
            case .concentric(let rectangle):
                switch item.container {
                case .roundedRectangle(let outer):
                    let resolved = resolveRadii(in: outer, frame: frame, shape: rectangle, direction: direction)
                    geometry = .concentric(resolved)
                    own = resolved.geometry
                    outline = frame.isEmpty ? Path() : resolved.geometry.outline
                    if card.publishesShape { published = .roundedRectangle(resolved.geometry) }
                case .other(let shape, let containerFrame):
                    let relative = ContainerRelativeShape(container: shape, containerFrame: containerFrame, viewFrame: frame, direction: direction)
                    geometry = .containerRelative(relative)
                    outline = relative.outline
                    // What the card draws is what it publishes: the container's shape inset by d
                    // in the card's frame grown by d, i.e. that shape filling the card's frame.
                    if card.publishesShape { published = PublishedShape(shape, in: frame, direction: direction) }
                }
            case .fixed(let shape):
                geometry = .fixed(shape)
                let shaped = PublishedShape(shape, in: frame, direction: direction)
                outline = frame.isEmpty ? Path() : shape.path(in: frame, direction: direction)
                if case .roundedRectangle(let g) = shaped { own = g }
                if card.publishesShape { published = shaped }
            }
            let index = out.count
            out.append(LaidOutCard(
                index: index, parent: item.parent, container: item.containerOwner, depth: item.depth, sourcePath: item.path,
                name: card.name, frame: frame, geometry: geometry, containerShape: item.container, published: published,
                cornerGeometry: own, outline: outline, fill: card.fill, label: card.label))
            let nextContainer = published ?? item.container
            let nextOwner = published == nil ? item.containerOwner : index
            for (i, child) in card.children.enumerated().reversed() {
                stack.append(Pending(
                    card: child, path: "\(item.path).children[\(i)]", parent: index, parentFrame: frame,
                    depth: item.depth + 1, container: nextContainer, containerOwner: nextOwner))
            }
        }
        cards = out
    }

    /// The indices of `card`'s children, in order.
    public func children(of card: Int) -> [Int] {
        cards.indices.filter { cards[$0].parent == card }
    }
}

/// Non-finite or negative lengths count as 0.
private func clean(_ v: Double) -> Double { v.isFinite ? max(0, v) : 0 }
