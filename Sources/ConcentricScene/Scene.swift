// A scene: a device screen holding a tree of cards, with a background and a layout direction.
import ConcentricCore

/// The document that `concentric render`, the presets and the playground all draw.
public struct Scene: Sendable, Hashable {
    /// The scene file format version this build reads and writes. Files with any other version
    /// are refused, so that a saved file never opens with a silently different meaning.
    public static let formatVersion = 1
    /// The most cards a scene file may hold, and how deeply they may nest.
    public static let maximumCards = 10_000
    public static let maximumDepth = 64

    /// A short stable identifier (presets use it as their name on the command line).
    public var id: String?
    public var title: String?
    /// One line saying what the scene shows.
    public var summary: String?
    public var screen: Screen
    /// Painted inside the screen's shape, behind the cards; nil leaves it transparent.
    public var background: Fill?
    public var direction: LayoutDirection
    /// The top-level cards, whose parent is the screen.
    public var cards: [Card]

    public init(
        id: String? = nil, title: String? = nil, summary: String? = nil, screen: Screen,
        background: Fill? = Scene.defaultBackground, direction: LayoutDirection = .leftToRight, cards: [Card] = []
    ) {
        self.id = id
        self.title = title
        self.summary = summary
        self.screen = screen
        self.background = background
        self.direction = direction
        self.cards = cards
    }

    /// The sample card's background: `LinearGradient(colors: [.black, .indigo], startPoint: .top,
    /// endPoint: .bottom)`, with SwiftUI's dark-appearance indigo (94, 92, 230).
    public static let defaultBackground = Fill.gradient(LinearGradient(.black, Color(rgb8: 94, 92, 230)))

    /// The number of cards, at every depth.
    public var cardCount: Int { cards.reduce(0) { $0 + $1.subtreeCount } }
}
