// The v1 nested-cards generator, kept for the v1 `SceneLayout` tests; the playground uses
// `SceneDocument.nestedCards` (NestedCardsDocument.swift).
import ConcentricCore
import ConcentricJSON

extension Scene {
    /// The deepest nesting `nestedCards` builds: the v2 generator's.
    public static let maximumNestedDepth = SceneDocument.maximumNestedDepth

    /// A scene of `depth` nested cards, each inset by `inset` on every edge from its parent (the
    /// first from the screen), each a concentric rectangle that publishes its shape, so every
    /// card resolves against the one just outside it.
    ///
    /// - Parameters:
    ///   - screen: the device screen or a custom container shape.
    ///   - depth: the number of cards, clamped to 0…`maximumNestedDepth`.
    ///   - inset: the padding on every edge of every card (negative or non-finite counts as 0).
    ///   - corners: each card's corner styles.
    ///   - uniformity: which corners share a radius.
    ///   - curve: the screen corners' curve, which concentric cards inherit (nil keeps the screen's).
    ///   - direction: the layout direction.
    ///   - label: text drawn in the innermost card, if any.
    public static func nestedCards(
        screen: Screen, depth: Int, inset: Double,
        corners: LogicalCorners<CornerStyle> = LogicalCorners(all: .concentric), uniformity: Uniformity = .none,
        curve: CornerCurve? = nil, direction: LayoutDirection = .leftToRight, label: String? = nil
    ) -> Scene {
        let count = min(max(0, depth), maximumNestedDepth)
        let shape = CardShape.concentric(ConcentricRectangle(corners: corners, uniformity: uniformity))
        let padding = inset.isFinite ? max(0, inset) : 0
        var card: Card? = nil
        // Built from the innermost card outwards.
        for level in stride(from: count - 1, through: 0, by: -1) {
            var next = Card(
                name: "card \(level + 1)", frame: .padding(padding), shape: shape, publishesShape: true,
                fill: nestedFill(level: level, of: count), children: card.map { [$0] } ?? [])
            if level == count - 1, let label {
                let text: Color = if case .solid(let color) = next.fill?.paint { color.contrastingText } else { .white }
                next.label = CardLabel(label, size: 17, weight: .bold, color: text, alignment: .center, padding: EdgeInsets(all: 8))
            }
            card = next
        }
        return Scene(
            id: "nested-cards", title: "Nested cards",
            summary: "\(count) nested concentric cards, each inset \(JSONWriter.format(padding)) pt and publishing its shape.",
            screen: curve.map { screen.withCurve($0) } ?? screen, direction: direction, cards: card.map { [$0] } ?? [])
    }

    /// The v2 generator's palette (`SceneDocument.nestedFill`), so both draw the same colours.
    static func nestedFill(level: Int, of count: Int) -> Fill { SceneDocument.nestedFill(level: level) }
}
