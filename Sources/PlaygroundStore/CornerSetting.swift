// One logical corner's control pair: a style drop-down and a value spin button.
import ConcentricCore

/// The corner styles the drop-down offers.
public enum CornerStyleKind: String, Sendable, Hashable, CaseIterable, Codable {
    /// `.concentric`: the value is ignored.
    case concentric
    /// `.concentric(minimum: value)`.
    case concentricWithMinimum
    /// `.fixed(value)`.
    case fixed

    /// Whether the value spin button applies.
    public var usesValue: Bool { self != .concentric }
}

/// A corner's style kind and its value (a minimum or a fixed radius, in points). The value is
/// kept when the kind is concentric, so switching kinds loses nothing; it is clamped to
/// `PlaygroundLimits.cornerValue` when set.
public struct CornerSetting: Sendable, Hashable {
    public var kind: CornerStyleKind
    public var value: Double {
        get { storedValue }
        set { storedValue = PlaygroundLimits.cornerValue.clamping(newValue, nanFallback: storedValue) }
    }

    private var storedValue: Double = 0

    public init(kind: CornerStyleKind, value: Double = 0) {
        self.kind = kind
        self.value = value
    }

    /// The Core's style for this setting.
    public var style: CornerStyle {
        switch kind {
        case .concentric: .concentric
        case .concentricWithMinimum: .concentric(minimum: value)
        case .fixed: .fixed(value)
        }
    }
}
