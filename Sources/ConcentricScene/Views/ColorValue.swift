// A colour as a scene names it: an explicit sRGB colour, or one of SwiftUI's semantic colours.

/// A colour in a view tree. The semantic colours keep their name (so a scene saves `"primary"`, not
/// its components) and resolve to Apple's light-appearance values: a scene does not follow the
/// app's dark style.
public enum ColorValue: Sendable, Hashable {
    /// An explicit colour (today's `Color`, sRGB with straight alpha).
    case rgb(Color)
    /// `Color.primary`: `UIColor.label` in the light appearance, opaque black.
    case primary
    /// `Color.secondary`: `UIColor.secondaryLabel` in the light appearance, (60, 60, 67) at 60 %.
    case secondary

    /// The colour drawn.
    public var resolved: Color {
        switch self {
        case .rgb(let color): color
        case .primary: Color(red: 0, green: 0, blue: 0)
        case .secondary: Color(rgb8: 60, 60, 67, alpha: 0.6)
        }
    }

    /// A solid fill of this colour.
    public var fill: Fill { .solid(resolved) }
}
