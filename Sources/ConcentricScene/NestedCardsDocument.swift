// The generator behind the playground's default scene, in format v2: N nested concentric cards,
// each padded `inset` inside the one around it, as a SwiftUI view tree.
import ConcentricCore

extension SceneDocument {
    /// The deepest nesting `nestedCards` builds (the playground offers 1–8; benchmarks go further;
    /// 32 nested cards must fit).
    public static let maximumNestedDepth = 64

    /// The parameter every card's padding refers to.
    public static let nestedCardsInset = "inset"

    /// `depth` nested cards on `screen`, written as SwiftUI would write them:
    ///
    ///     ZStack {
    ///         LinearGradient(colors: [.black, .indigo], …).ignoresSafeArea()
    ///         card(1) { card(2) { … card(depth) } }
    ///             .padding(inset).ignoresSafeArea()
    ///     }
    ///
    /// where `card(k) { inner }` is
    ///
    ///     ZStack { inner }.padding(inset)
    ///         .containerShape(shape)                // the cards inside resolve against this one
    ///         .background(fill(k), in: shape)       // …while this one resolves against its parent
    ///
    /// and the innermost card is the shape view itself (`shape.fill(fill(depth))`). The
    /// `containerShape` comes before the `background` in modifier order so that the card's own
    /// background still sees the container outside it (the environment flows inwards). The cards
    /// ignore the safe area so that the outermost is inset from the screen's edge, concentric with
    /// the display, as the playground has always shown them. Each card is named `card K`.
    ///
    /// - Parameters:
    ///   - screen: the device screen or a custom container shape.
    ///   - safeArea: the screen's safe-area insets (kept in the document; the cards ignore them).
    ///   - depth: the number of cards, clamped to 0…`maximumNestedDepth`.
    ///   - inset: the default of the `inset` parameter every padding refers to (negative or
    ///     non-finite counts as 0).
    ///   - corners: each card's corner styles.
    ///   - uniformity: which corners share a radius.
    ///   - direction: the layout direction.
    ///   - animation: the animation of `inset`; the sample card's 8 ↔ 20 by default.
    public static func nestedCards(
        screen: Screen, safeArea: EdgeInsets = EdgeInsets(), depth: Int, inset: Double,
        corners: LogicalCorners<CornerStyle> = LogicalCorners(all: .concentric), uniformity: Uniformity = .none,
        direction: LayoutDirection = .leftToRight,
        animation: ParameterAnimation? = ParameterAnimation(parameter: SceneDocument.nestedCardsInset, first: 8, second: 20)
    ) -> SceneDocument {
        let count = min(max(0, depth), maximumNestedDepth)
        let shape = ViewShape.concentricRectangle(ConcentricRectangle(corners: corners, uniformity: uniformity).map(Number.literal))
        let padding = EdgeInsetsValue(all: .parameter(nestedCardsInset))
        var root: SceneView? = nil
        // Built from the innermost card outwards.
        for level in stride(from: count - 1, through: 0, by: -1) {
            let name = ViewModifier.name("card \(level + 1)")
            let fill = nestedFill(level: level)
            guard let inner = root else {
                root = SceneView(.shape(ShapeView(shape, fill: fill)), modifiers: [name])
                continue
            }
            // A ZStack per card, so each card is a view of its own (its name reports its own
            // background, not the innermost shape's).
            root = SceneView(.zStack(children: [inner]), modifiers: [
                .padding(padding), .containerShape(shape), .background(.fill(fill), in: shape), name,
            ])
        }
        let background = SceneView(.fill(nestedBackground), modifiers: [.ignoresSafeArea(), .name("background")])
        var children = [background]
        if let cards = root { children.append(cards.modifier(.padding(padding)).modifier(.ignoresSafeArea())) }
        let value = inset.isFinite ? max(0, inset) : 0
        return SceneDocument(
            parameters: [SceneParameter(name: nestedCardsInset, defaultValue: value)], screen: screen, safeArea: safeArea,
            direction: direction, root: SceneView(.zStack(children: children)), animation: animation)
    }

    /// The sample card's background: `LinearGradient(colors: [.black, .indigo], startPoint: .top,
    /// endPoint: .bottom)`, with the light-appearance indigo (88, 86, 214) every v2 scene uses (a
    /// scene does not follow the app's dark style).
    public static let nestedBackground = Fill.gradient(LinearGradient(.black, Color(rgb8: 88, 86, 214)))

    /// The sample card's translucent white (outermost), then colours far enough apart in hue that
    /// each outline reads against the next one (repeating past eight levels).
    public static func nestedFill(level: Int) -> Fill {
        let palette: [Fill] = [
            .solid(.white, opacity: 0.16), .solid(Color(rgb8: 94, 92, 230)), .solid(Color(rgb8: 255, 149, 0)),
            .solid(Color(rgb8: 255, 255, 255)), .solid(Color(rgb8: 175, 82, 222)), .solid(Color(rgb8: 52, 199, 89)),
            .solid(Color(rgb8: 255, 55, 95)), .solid(Color(rgb8: 255, 214, 10)),
        ]
        return palette[level % palette.count]
    }
}
