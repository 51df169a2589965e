// Text drawn inside a card.
import ConcentricCore

/// A font weight. DejaVu Sans, the renderer's font, has regular and bold faces; the others are
/// matched to the nearest by Pango.
public enum FontWeight: String, Sendable, Hashable, CaseIterable {
    case regular, medium, semibold, bold, heavy

    /// The CSS / OpenType weight number (400 regular, 700 bold).
    public var value: Int {
        switch self {
        case .regular: 400
        case .medium: 500
        case .semibold: 600
        case .bold: 700
        case .heavy: 800
        }
    }
}

/// A text label placed in its card's frame, inset by `padding` and aligned by `alignment`.
/// Long text wraps at the available width.
public struct CardLabel: Sendable, Hashable {
    /// The longest text a scene file may give a label, in Unicode code points: far more than a
    /// card shows, and a bound on the text layout's work (docs/SCENES.md). Counted in code points,
    /// not grapheme clusters, so that one "character" of a million combining marks counts as a
    /// million.
    public static let maximumLength = 1_000

    public var text: String
    /// Font size in points.
    public var size: Double
    public var weight: FontWeight
    public var color: Color
    public var alignment: FrameAlignment
    /// Logical insets from the card's frame (leading follows the layout direction).
    public var padding: EdgeInsets

    public init(
        _ text: String, size: Double = 17, weight: FontWeight = .regular, color: Color = .white,
        alignment: FrameAlignment = .center, padding: EdgeInsets = EdgeInsets()
    ) {
        self.text = text
        // Scene files accept 0 < size ≤ 1000; programmatic values are held to the same range.
        self.size = size.isFinite && size > 0 ? min(size, 1000) : 17
        self.weight = weight
        self.color = color
        self.alignment = alignment
        self.padding = padding
    }

    /// The box the text is laid out in: the card's frame inset by the (logical) padding.
    public func textBox(in frame: Rect, direction: LayoutDirection) -> Rect {
        FrameRule(padding: padding).frame(in: frame, direction: direction)
    }
}
