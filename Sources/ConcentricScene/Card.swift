// A card: a shape in a frame, with a fill, an optional label and child cards.
import ConcentricCore

/// A card's shape: a concentric rectangle that resolves against the nearest published container
/// shape, or a fixed shape drawn in the card's frame.
public enum CardShape: Sendable, Hashable {
    /// SwiftUI's `ConcentricRectangle(…)`.
    case concentric(ConcentricRectangle)
    /// A shape independent of the container: rectangle, rounded rectangle, uneven rounded
    /// rectangle, capsule, circle or ellipse, filling the card's frame.
    case fixed(ContainerShape)
}

/// One card of a scene (SwiftUI: a view with `.background(fill, in: shape)`, optionally
/// `.containerShape(shape)`, and its content).
public struct Card: Sendable, Hashable {
    /// An optional name, shown by tools (not required to be unique).
    public var name: String?
    /// Where the card sits in its parent.
    public var frame: FrameRule
    public var shape: CardShape
    /// Whether the card publishes its shape to its descendants, like `.containerShape(_:)`.
    public var publishesShape: Bool
    /// The card's paint; nil draws nothing (a card used only for layout or a label).
    public var fill: Fill?
    public var label: CardLabel?
    public var children: [Card]

    public init(
        name: String? = nil, frame: FrameRule = FrameRule(), shape: CardShape = .concentric(ConcentricRectangle()),
        publishesShape: Bool = false, fill: Fill? = nil, label: CardLabel? = nil, children: [Card] = []
    ) {
        self.name = name
        self.frame = frame
        self.shape = shape
        self.publishesShape = publishesShape
        self.fill = fill
        self.label = label
        self.children = children
    }

    /// The number of cards in this subtree, this one included.
    public var subtreeCount: Int { 1 + children.reduce(0) { $0 + $1.subtreeCount } }
}
