// Layout's text widths measured with Pango in the drawing font, so a wrapped text is drawn on the
// lines layout counted.
import CPangoCairo
import ConcentricCore
import ConcentricScene
import Foundation

/// Measures text as the renderer draws it: the `Typeface` fonts with `TextEngine`'s fixed options,
/// wrapping at the proposed width (words, then characters). Only widths and line counts come from
/// here; heights are the Dynamic Type table's (the layout engine multiplies). One Pango layout per
/// call: linear in the text's length.
///
/// Every measurer shares one Pango context and font map, made on first use and kept for the
/// process (a layout measures every text on every frame, and fontconfig's setup is the slow part).
/// Pango objects are not thread-safe, so calls take turns on a lock.
public struct PangoTextMeasurer: TextMeasuring {
    public init() {}

    public func measure(_ string: String, font: ResolvedFont, maxWidth: Double?) -> TextMeasurement {
        // An infinite or negative proposal does not wrap (the protocol's nil); NaN is nil as well.
        let limit = maxWidth.flatMap { $0.isFinite ? max(0, $0) : nil }
        return SharedMeasuringContext.shared.withEngine { engine in
            let block = engine.layout(string, size: font.size, weight: font.weight, width: limit)
            return TextMeasurement(width: max(0, block.size.width), lineCount: max(1, block.lineCount))
        }
    }

    /// Pango breaks only a line wider than the layout's width, so a text laid out at a width it
    /// fits in is its unwrapped self, except where `TextEngine.breakable` inserts break
    /// opportunities (runs of over 32 characters without a space): those zero-width spaces are
    /// shaped only when a width is set, and could change the shaping around them.
    public func keepsUnwrappedLinesThatFit(_ string: String) -> Bool { !TextEngine.hasLongUnbrokenRun(string) }

    /// Pango at width 0 puts every grapheme on a line of its own, with a hyphen where it breaks a
    /// word of letters, none after a digit or a punctuation mark, and each space on a line of its
    /// own whose width does not count. So a text is as wide as its widest word and as tall as its
    /// words plus its spaces, and a word of ASCII digits and punctuation is as wide as its widest
    /// character, a line each. Checked against Pango (`TextMeasurerLawTests`) on every text of the
    /// presets and the scale scenes, thousands of mixed words, and every pair of those ASCII
    /// characters, and held to what that covers. Words: left-to-right scripts below U+0590 (Latin,
    /// Greek, Cyrillic, Armenian; right-to-left text breaks its spaces otherwise), no control
    /// characters nor other whitespace, single spaces between at least two words, no word opening
    /// with a combining mark (it would belong to the space before it), no word but the last
    /// ending in a full stop or a comma (from medium up Inter kerns those against the space after
    /// them, and Pango, when nothing fits a line, breaks where the line is narrowest: after that
    /// space, which then takes no line of its own). Characters: at least two, all of `0…9` and
    /// ASCII punctuation. Neither for a run `TextEngine.breakable` breaks up.
    public func widthZeroComposition(_ string: String) -> WidthZeroComposition? {
        guard !TextEngine.hasLongUnbrokenRun(string) else { return nil }
        if string.utf8.count > 1, string.utf8.allSatisfy(Self.isDigitOrPunctuation) { return .characters }
        var words = 1, afterSpace = true
        var previous: Unicode.Scalar = " "
        for scalar in string.unicodeScalars {
            defer { previous = scalar }
            let value = scalar.value
            guard value >= 0x20, value < 0x590, !(0x7F...0x9F).contains(value) else { return nil }
            if scalar == " " {
                if afterSpace { return nil }  // leading, or doubled
                if previous == "." || previous == "," { return nil }  // kerned against the space
                words += 1
                afterSpace = true
            } else if value < 0x7F {
                // Printable ASCII is neither whitespace nor a mark: no property lookup, which
                // costs about 300 instructions a scalar (2 % of a 10,000-view first layout).
                afterSpace = false
            } else {
                if scalar.properties.isWhitespace { return nil }
                if afterSpace, [.nonspacingMark, .spacingMark, .enclosingMark].contains(scalar.properties.generalCategory) { return nil }
                afterSpace = false
            }
        }
        return words > 1 && !afterSpace ? .words : nil
    }

    /// `0…9` and the ASCII punctuation marks and symbols (`!` to `~` without the letters).
    static func isDigitOrPunctuation(_ byte: UInt8) -> Bool {
        (0x21...0x7E).contains(byte) && !(0x41...0x5A).contains(byte) && !(0x61...0x7A).contains(byte)
    }
}

/// The one measuring context: a private PangoCairo font map (not the per-thread default, which
/// would tie it to whichever thread measured first) and a `TextEngine` on it.
final class SharedMeasuringContext: @unchecked Sendable {
    static let shared = SharedMeasuringContext()

    // @unchecked: `engine` is only touched while `lock` is held.
    private let lock = NSLock()
    private let fontMap: UnsafeMutablePointer<PangoFontMap>
    private let engine: TextEngine

    private init() {
        fontMap = pango_cairo_font_map_new()
        engine = TextEngine(fontMap: fontMap)
    }

    func withEngine<T>(_ body: (TextEngine) -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body(engine)
    }
}
