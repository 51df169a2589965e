// The generator behind the performance-at-scale benchmarks: a scene of exactly N views,
// nested stacks of cards with mixed corner styles, text and parameters, the same for the same seed
// on every platform. A target of its own, beside the scene and not in it: only `concentric-bench`
// and the tests build these scenes (the app's `--bench-*` modes read them from files).
import ConcentricCore
import ConcentricScene

extension SceneDocument {
    /// The view counts the benchmarks measure.
    public static let scaleSceneSizes = [100, 1_000, 10_000]

    /// The parameter every card's padding refers to.
    public static let scaleSceneInset = "inset"
    /// The parameter every stack's spacing refers to.
    public static let scaleSceneGap = "gap"

    /// A scene of exactly `views` views (clamped to 2…`SceneFile.maximumViews`; background views
    /// would count, the generator makes none) on a 1280 × 800 pt screen with 24 pt corners:
    ///
    ///     ZStack {
    ///         LinearGradient(…).ignoresSafeArea()
    ///         card { Text("Card 1"); card { … }; Text(…); ConcentricRectangle(…).fill(…); … }
    ///     }
    ///
    /// where each card is a VStack or HStack (alternating with depth) whose spacing is the `gap`
    /// parameter, `.padding(inset).containerShape(shape).background(fill, in: shape).name("card …")`,
    /// its first child a title text and the rest of its share of views split among two to four
    /// children: smaller cards, texts and shape views. Shapes are `ConcentricRectangle`s with
    /// every corner style (concentric, concentric with a minimum, fixed; uniform or not), with the
    /// odd `ContainerRelativeShape`, `RoundedRectangle` and `Circle`. Cards nest about
    /// log₃(views) deep (well inside `SceneFile.maximumDepth`).
    ///
    /// - Parameters:
    ///   - views: the number of views the scene holds (`SceneView.viewCount` of the root).
    ///   - seed: the generator's seed; the same seed makes the same document.
    public static func scaleScene(views: Int, seed: UInt64 = 14) -> SceneDocument {
        var builder = ScaleSceneBuilder(seed: seed)
        let total = min(max(2, views), SceneFile.maximumViews)
        let background = SceneView(.fill(nestedBackground), modifiers: [.ignoresSafeArea(), .name("background")])
        var children = [background]
        if total > 2 { children.append(builder.subtree(views: total - 2, depth: 2, label: "1")) }
        let screen = Screen(size: Size(width: 1280, height: 800), shape: .roundedRectangle(radius: 24))
        return SceneDocument(
            parameters: [SceneParameter(name: scaleSceneInset, defaultValue: 6), SceneParameter(name: scaleSceneGap, defaultValue: 4)],
            screen: screen, safeArea: EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0),
            root: SceneView(.zStack(children: children)),
            animation: ParameterAnimation(parameter: scaleSceneInset, first: 4, second: 10))
    }
}

/// Builds the scale scene's tree from a seeded generator (SplitMix64, as the tests' generator:
/// the same numbers on every platform, so a benchmark's scene is the same everywhere).
private struct ScaleSceneBuilder {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    /// The next 64 random bits (SplitMix64, Steele, Lea and Flood).
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in 0..<n (n > 0).
    mutating func below(_ n: Int) -> Int { Int(next() % UInt64(n)) }

    /// The deepest a card is nested before the generator makes flat stacks (the limit is 64).
    static let deepestCard = 40

    /// A subtree of exactly `views` views (≥ 1) at nesting depth `depth`, labelled `label`.
    mutating func subtree(views: Int, depth: Int, label: String) -> SceneView {
        guard views > 1 else { return leaf(label: label) }
        var children = [SceneView(.text(TextView("Card \(label)", font: depth < 4 ? .style(.headline) : .style(.caption))))]
        var remaining = views - 2
        let parts = min(remaining, 2 + below(3))
        for part in 0..<parts {
            let left = parts - part
            // An uneven share (half to one and a half of an even one), leaving each later part one view.
            let even = Double(remaining) / Double(left)
            let share = left == 1 ? remaining : min(remaining - (left - 1), max(1, Int(even * (0.5 + Double(below(1001)) / 1000))))
            let childLabel = "\(label).\(part + 1)"
            children.append(depth >= Self.deepestCard ? flat(views: share, label: childLabel) : subtree(views: share, depth: depth + 1, label: childLabel))
            remaining -= share
        }
        let stack = StackView(spacing: .parameter(SceneDocument.scaleSceneGap), children: children)
        let content: ViewContent = depth.isMultiple(of: 2) ? .vStack(stack) : .hStack(stack)
        let shape = ViewShape.concentricRectangle(concentricRectangle().map(Number.literal))
        return SceneView(content, modifiers: [
            .padding(EdgeInsetsValue(all: .parameter(SceneDocument.scaleSceneInset))), .containerShape(shape),
            .background(.fill(SceneDocument.nestedFill(level: depth)), in: shape), .name("card \(label)"),
        ])
    }

    /// A VStack of `views` views in all, its children leaves (past the deepest card).
    mutating func flat(views: Int, label: String) -> SceneView {
        guard views > 1 else { return leaf(label: label) }
        var children: [SceneView] = []
        for i in 1..<views { children.append(leaf(label: "\(label).\(i)")) }
        return SceneView(.vStack(StackView(spacing: .parameter(SceneDocument.scaleSceneGap), children: children)))
    }

    /// One view with nothing inside: a text, or a shape view.
    mutating func leaf(label: String) -> SceneView {
        switch below(8) {
        case 0, 1: return SceneView(.text(TextView("Item \(label)", font: .style(.footnote))))
        case 2: return SceneView(.shape(ShapeView(.containerRelative, fill: .solid(Color(rgb8: 52, 199, 89)))))
        case 3: return SceneView(.shape(ShapeView(.plain(.roundedRectangle(radius: 6)), fill: .solid(Color(rgb8: 255, 149, 0)))))
        case 4: return SceneView(.shape(ShapeView(.plain(.circle), fill: .solid(Color(rgb8: 255, 55, 95)))), modifiers: [.frame(width: 12, height: 12)])
        default:
            let fill = SceneDocument.nestedFill(level: below(8))
            return SceneView(.shape(ShapeView(.concentricRectangle(concentricRectangle().map(Number.literal)), fill: fill)))
        }
    }

    /// A concentric rectangle with a random style per corner and a random uniform mode (half of
    /// them one style and no grouping, like most real cards).
    mutating func concentricRectangle() -> ConcentricRectangle {
        if below(2) == 0 { return ConcentricRectangle(corners: LogicalCorners(all: cornerStyle()), uniformity: .none) }
        let corners = LogicalCorners(topLeading: cornerStyle(), topTrailing: cornerStyle(), bottomLeading: cornerStyle(), bottomTrailing: cornerStyle())
        return ConcentricRectangle(corners: corners, uniformity: Uniformity.allCases[below(Uniformity.allCases.count)])
    }

    /// Concentric, concentric with a minimum of 2–8 pt, or fixed at 0–16 pt.
    mutating func cornerStyle() -> CornerStyle {
        switch below(3) {
        case 0: .concentric
        case 1: .concentric(minimum: Double(2 + below(7)))
        default: .fixed(Double(below(17)))
        }
    }
}
