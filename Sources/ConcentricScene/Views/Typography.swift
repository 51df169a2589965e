// Fonts in a view tree: Apple's Dynamic Type text styles, explicit sizes, and the line heights
// layout takes from them.

/// The typefaces text is measured and drawn in, by name: the renderer asks fontconfig for them
/// through Pango, the HTML hand-off asks the browser. Inter is drawn after the proportions of
/// Apple's San Francisco, so a label takes about the width it takes on an Apple device; Inter
/// Display from `displaySize` up, where San Francisco switches from its Text to its Display cut;
/// DejaVu Sans only for the characters Inter lacks (Hebrew, Arabic, many symbols). Named
/// families, not a generic "sans-serif", so whatever else a machine has installed never decides
/// the width of a character these fonts have.
public enum Typeface {
    /// Below `displaySize` (fonts-inter).
    public static let text = "Inter"
    /// At `displaySize` and above (fonts-inter).
    public static let display = "Inter Display"
    /// For what Inter lacks (fonts-dejavu-core).
    public static let fallback = "DejaVu Sans"
    /// The smallest size, in points, set in `display`.
    public static let displaySize = 20.0

    /// Whether a text of `size` points is set in `display` (else in `text`).
    public static func isDisplaySize(_ size: Double) -> Bool { size >= displaySize }
}

/// A font weight. Inter and Inter Display have a face for each of these, as San Francisco does,
/// so every weight draws as itself; DejaVu Sans, the fallback, has only regular and bold, and
/// fontconfig takes the nearer of the two.
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

/// A Dynamic Type text style at the default "Large" content size. Size, line height and weight come
/// from Apple's Human Interface Guidelines, "Typography" → "iOS, iPadOS Dynamic Type sizes"
/// (table in docs/SWIFTUI.md, "Text"). Layout uses these line heights, never the drawing font's,
/// so frames match an iPhone's.
public enum TextStyle: String, Sendable, Hashable, CaseIterable {
    case largeTitle, title, title2, title3, headline, body, callout, subheadline, footnote, caption, caption2

    /// Point size at Large.
    public var size: Double {
        switch self {
        case .largeTitle: 34
        case .title: 28
        case .title2: 22
        case .title3: 20
        case .headline: 17
        case .body: 17
        case .callout: 16
        case .subheadline: 15
        case .footnote: 13
        case .caption: 12
        case .caption2: 11
        }
    }

    /// Line height (leading included) at Large.
    public var lineHeight: Double {
        switch self {
        case .largeTitle: 41
        case .title: 34
        case .title2: 28
        case .title3: 25
        case .headline: 22
        case .body: 22
        case .callout: 21
        case .subheadline: 20
        case .footnote: 18
        case .caption: 16
        case .caption2: 13
        }
    }

    /// The style's own weight (only `headline` is semibold).
    public var weight: FontWeight { self == .headline ? .semibold : .regular }

    /// The style whose size is nearest to `size` (the first in table order on a tie), whose line
    /// height an explicit size scales (the line height of the table's style of the nearest
    /// size, scaled by the ratio of the sizes).
    public static func nearest(toSize size: Double) -> TextStyle {
        var best = TextStyle.body
        var bestDistance = Double.infinity
        for style in allCases {
            let distance = abs(style.size - size)
            if distance < bestDistance {
                best = style
                bestDistance = distance
            }
        }
        return best
    }
}

/// A font as a view tree states it (SwiftUI's `Font`): a text style (`.headline`) or a system font
/// of an explicit size (`.system(size: 40)`), with an optional weight (`.bold()`, `.weight(_:)`).
public struct Font: Sendable, Hashable {
    /// What sets the size.
    public enum Size: Sendable, Hashable {
        /// A Dynamic Type style.
        case style(TextStyle)
        /// An explicit point size.
        case points(Number)
    }

    /// The style or the explicit size.
    public var size: Size
    /// The weight; nil takes the style's own (semibold for `headline`, else regular).
    public var weight: FontWeight?

    public init(_ size: Size, weight: FontWeight? = nil) {
        self.size = size
        self.weight = weight
    }

    /// A text style with its own weight.
    public static func style(_ style: TextStyle, weight: FontWeight? = nil) -> Font { Font(.style(style), weight: weight) }

    /// `.system(size:weight:)`.
    public static func system(size: Number, weight: FontWeight? = nil) -> Font { Font(.points(size), weight: weight) }

    /// SwiftUI's default font for text: `.body`.
    public static let body = Font.style(.body)

    /// The same font, bold (`.bold()`).
    public func bold() -> Font { Font(size, weight: .bold) }
}

/// A font with its numbers evaluated: what measuring and drawing text needs.
public struct ResolvedFont: Sendable, Hashable {
    /// Point size, finite and positive.
    public var size: Double
    /// Weight.
    public var weight: FontWeight
    /// Layout line height (the Dynamic Type table's, scaled for explicit sizes).
    public var lineHeight: Double
    /// The text style, when the font is one.
    public var style: TextStyle?

    public init(size: Double, weight: FontWeight, lineHeight: Double, style: TextStyle?) {
        self.size = size
        self.weight = weight
        self.lineHeight = lineHeight
        self.style = style
    }

    /// Evaluates `font`. Explicit sizes are held to 0.01…1000 pt (non-finite → 17, the body size),
    /// as today's card labels are, so a line height is always finite and positive.
    public init(_ font: Font, parameters: [String: Double]) {
        switch font.size {
        case .style(let style):
            self.init(size: style.size, weight: font.weight ?? style.weight, lineHeight: style.lineHeight, style: style)
        case .points(let number):
            let raw = number.value(in: parameters)
            let size = raw.isFinite ? min(1000, max(0.01, raw)) : 17
            let nearest = TextStyle.nearest(toSize: size)
            self.init(size: size, weight: font.weight ?? .regular, lineHeight: nearest.lineHeight * size / nearest.size, style: nil)
        }
    }
}

/// How the lines of a multi-line text align with each other (SwiftUI's `TextAlignment`).
public enum TextAlignment: String, Sendable, Hashable, CaseIterable {
    case leading, center, trailing
}

/// `Text.TruncationMode`: where a text with more lines than its limit is cut, an ellipsis
/// standing for what is left out.
public enum TruncationMode: String, Sendable, Hashable, CaseIterable {
    case head, middle, tail
}

/// `.lineLimit(_:reservesSpace:)`: texts inside wrap to at most `count` lines, the last cut with
/// an ellipsis (`TruncationMode`); with `reservesSpace` they are always `count` lines tall.
public struct LineLimit: Sendable, Hashable {
    /// The most lines a text takes, at least 1.
    public var count: Int
    /// Whether a shorter text still takes `count` lines of height.
    public var reservesSpace: Bool

    /// The largest count a scene file may give (a text holds at most `TextView.maximumLength`
    /// characters, so it never has more lines).
    public static let maximumCount = TextView.maximumLength

    public init(_ count: Int, reservesSpace: Bool = false) {
        self.count = min(max(1, count), LineLimit.maximumCount)
        self.reservesSpace = reservesSpace
    }
}
