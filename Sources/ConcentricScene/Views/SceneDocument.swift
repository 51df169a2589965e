// A scene in format version 2: parameters, a screen, a layout direction, a root view, an animation.
import ConcentricCore
import ConcentricJSON

/// A named number a scene declares (SwiftUI's `@State private var inset: CGFloat = 8`). Any `Number`
/// in the tree may refer to it; the command line's `--set`, the playground's sliders and the
/// animation change it.
public struct SceneParameter: Sendable, Hashable {
    /// The name `Number.parameter` refers to.
    public var name: String
    /// The value when nothing sets it.
    public var defaultValue: Double
    /// Where the playground's slider for it goes (`"range": [lower, upper]` in the file; our
    /// addition to the format, not SwiftUI's), or nil for `defaultSliderRange`. Only a hint for
    /// editors: the default, `--set` and the animation may lie outside it.
    public var range: ClosedRange<Double>?

    public init(name: String, defaultValue: Double, range: ClosedRange<Double>? = nil) {
        self.name = name
        self.defaultValue = defaultValue
        self.range = range
    }

    /// The slider's span without a declared range (our choice, docs/SCENES.md): 0 to 100 points,
    /// which holds the insets, paddings and radii of a phone screen; a default beyond that widens
    /// it to twice the default (and a negative default makes it symmetric about 0), so the
    /// default never sits at an end the slider cannot pass.
    public static func defaultSliderRange(for value: Double) -> ClosedRange<Double> {
        guard value.isFinite else { return 0...100 }
        let reach = max(100, 2 * abs(value))
        return value < 0 ? -reach...reach : 0...reach
    }

    /// The declared range, else `defaultSliderRange(for: defaultValue)`.
    public var sliderRange: ClosedRange<Double> { range ?? Self.defaultSliderRange(for: defaultValue) }

    /// Why `range` cannot be a parameter's range (both ends finite numbers within the coordinate
    /// limit, the lower below the upper), or nil: the one rule the reader and the edits apply.
    public static func rangeProblem(lower: Double, upper: Double) -> String? {
        for end in [lower, upper] {
            if let problem = SceneReader.NumberRule.signed.problem(end, "a range's end") { return problem }
        }
        guard lower < upper else {
            return "a range's lower end must be below its upper end (found \(JSONWriter.format(lower)) and \(JSONWriter.format(upper)))"
        }
        return nil
    }
}

/// A whole scene: what `layout` and `render` read. (Named so as not to clash with v1's `Scene`.)
public struct SceneDocument: Sendable, Hashable {
    /// Declared parameters, in the order a tool lists them.
    public var parameters: [SceneParameter]
    /// The device screen: size and display shape (what the root view's container is).
    public var screen: Screen
    /// The screen's safe-area insets in portrait (physical: `leading` is the left edge); iPhone 16 Pro
    /// is top 62, bottom 34 (docs/SWIFTUI.md, "Safe areas").
    public var safeArea: EdgeInsets
    /// Which side `leading` is.
    public var direction: LayoutDirection
    /// The root view, proposed the safe-area rectangle and centred in it.
    public var root: SceneView
    /// The parameter animation, if the scene has one.
    public var animation: ParameterAnimation?

    public init(
        parameters: [SceneParameter] = [], screen: Screen, safeArea: EdgeInsets = EdgeInsets(),
        direction: LayoutDirection = .leftToRight, root: SceneView, animation: ParameterAnimation? = nil
    ) {
        self.parameters = parameters
        self.screen = screen
        self.safeArea = safeArea
        self.direction = direction
        self.root = root
        self.animation = animation
    }

    /// Every parameter's value: the declared defaults, overridden by `overrides` (`--set`; names the
    /// scene does not declare are kept too, so a caller's typo is its own to report), then the
    /// animated parameter's value at `time` seconds after the scene appears (nil: no animation,
    /// the value stays where `overrides` or the default put it).
    public func parameterValues(overrides: [String: Double] = [:], time: Double? = nil) -> [String: Double] {
        var values: [String: Double] = [:]
        for parameter in parameters { values[parameter.name] = parameter.defaultValue }
        for (name, value) in overrides { values[name] = value }
        if let time, let animation {
            let initial = values[animation.parameter] ?? animation.first
            values[animation.parameter] = animation.value(at: time, initial: initial)
        }
        return values
    }
}
