// How layout learns a text's width: an injected measurer, so the renderer can plug Pango in while
// layout stays pure and tests stay deterministic.

/// A text's measured extent at a maximum width.
public struct TextMeasurement: Sendable, Hashable {
    /// The width the text actually needs (the widest line), in points.
    public var width: Double
    /// The number of lines after wrapping (at least 1).
    public var lineCount: Int

    public init(width: Double, lineCount: Int) {
        self.width = width
        self.lineCount = lineCount
    }
}

/// Measures strings. Heights never come from here: they are lines × the Dynamic Type line height,
/// so only widths and line breaks depend on the drawing font.
public protocol TextMeasuring: Sendable {
    /// `string` in `font`, wrapped at `maxWidth` (words first, then characters when one word is
    /// wider); `maxWidth` nil means one line per hard line break at its natural width. A negative
    /// `maxWidth` must answer as 0 does, and an infinite or NaN one as nil: layout asks each of
    /// those once (`LayoutEngine.measure`).
    func measure(_ string: String, font: ResolvedFont, maxWidth: Double?) -> TextMeasurement

    /// Whether `string`, wrapped at any width at least as wide as its unwrapped measurement
    /// (`maxWidth: nil`), answers exactly that measurement: true of greedy line breaking, which
    /// breaks only a line that does not fit. Layout then measures such a text once for every width
    /// it fits in, instead of once per width (a stack proposes each child several). The default
    /// is false: every width measured.
    func keepsUnwrappedLinesThatFit(_ string: String) -> Bool

    /// How `string`'s answer at width 0 (`maxWidth: 0`) is made of its parts' answers at width 0,
    /// or nil when it must be measured whole (the default). At width 0 every line holds the least
    /// a line can, so a text is often no more than the widest of its parts; layout then measures
    /// each distinct part once instead of every text whole (an HStack proposes each child width 0
    /// to learn its flexibility, and through nested stacks that reaches nearly every text of a
    /// large scene, where measuring a text at width 0 costs a line per character).
    func widthZeroComposition(_ string: String) -> WidthZeroComposition?
}

/// How a text's measurement at width 0 is made of its parts' (`TextMeasuring.widthZeroComposition`).
public enum WidthZeroComposition: Sendable, Hashable {
    /// Words between single spaces: the widest word, on the words' lines added up plus one line
    /// per space.
    case words
    /// Characters (grapheme clusters): the widest character, one line each.
    case characters
}

extension TextMeasuring {
    public func keepsUnwrappedLinesThatFit(_ string: String) -> Bool { false }
    public func widthZeroComposition(_ string: String) -> WidthZeroComposition? { nil }
}

/// A deterministic stand-in for tests and headless layout: every character is `advance` × the
/// font's size wide (0.55 by default, about the average advance of a sans-serif face); words wrap
/// greedily at spaces, and a word wider than the line breaks between characters.
public struct EstimatedTextMeasurer: TextMeasuring {
    /// A character's width as a fraction of the font size.
    public var advance: Double

    public init(advance: Double = 0.55) {
        self.advance = advance.isFinite && advance > 0 ? advance : 0.55
    }

    public func measure(_ string: String, font: ResolvedFont, maxWidth: Double?) -> TextMeasurement {
        let charWidth = advance * font.size
        var widest = 0.0
        var lines = 0
        for hardLine in string.split(separator: "\n", omittingEmptySubsequences: false) {
            let words = hardLine.split(separator: " ", omittingEmptySubsequences: false).map(\.count)
            guard let limit = maxWidth, limit.isFinite else {
                widest = max(widest, Double(hardLine.count) * charWidth)
                lines += 1
                continue
            }
            // Characters per line, at least one so that wrapping always progresses.
            let perLine = max(1, Int((max(0, limit) / charWidth + 1e-9).rounded(.down)))
            var current = 0  // characters on the line being filled
            var lineCountHere = 1
            for word in words {
                var length = word
                if current > 0 && current + 1 + length <= perLine {
                    current += 1 + length
                    continue
                }
                if current > 0 {
                    widest = max(widest, Double(current) * charWidth)
                    lineCountHere += 1
                    current = 0
                }
                // A word longer than a line breaks between characters.
                while length > perLine {
                    widest = max(widest, Double(perLine) * charWidth)
                    lineCountHere += 1
                    length -= perLine
                }
                current = length
            }
            widest = max(widest, Double(current) * charWidth)
            lines += lineCountHere
        }
        return TextMeasurement(width: widest, lineCount: max(1, lines))
    }

    /// True: a line of n characters fits any width of at least n advances, unbroken.
    public func keepsUnwrappedLinesThatFit(_ string: String) -> Bool { true }
}
