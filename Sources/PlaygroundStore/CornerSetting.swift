// One logical corner's control pair: a style drop-down and a value spin button.
import ConcentricCore

/// A corner's style kind (the drop-down offers `CornerStyle.Kind.allCases` in order) and its value
/// (a minimum or a fixed radius, in points). The value is kept when the kind is concentric, so
/// switching kinds loses nothing; it is clamped to `PlaygroundLimits.cornerValue` when set.
public struct CornerSetting: Sendable, Hashable {
    public var kind: CornerStyle.Kind
    public var value: Double {
        get { storedValue }
        set { storedValue = PlaygroundLimits.cornerValue.clamping(newValue, nanFallback: storedValue) }
    }

    private var storedValue: Double = 0

    public init(kind: CornerStyle.Kind, value: Double = 0) {
        self.kind = kind
        self.value = value
    }

    /// The Core's style for this setting.
    public var style: CornerStyle { CornerStyle(kind: kind, value: value) }
}
