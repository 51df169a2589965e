// Layout's text widths measured with Pango in the drawing font, so a wrapped text is drawn on the
// lines layout counted.
import CPangoCairo
import ConcentricCore
import ConcentricScene
import Foundation

/// Measures text as the renderer draws it: DejaVu Sans with `TextEngine`'s fixed font options,
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

    /// Pango at width 0 puts every grapheme on a line of its own (with a hyphen where it breaks
    /// inside a word), and each space on one of its own, whose width does not count; so a text is
    /// as wide as its widest word and as tall as its words plus its spaces. Checked against Pango
    /// on every text of the presets and the scale scenes and thousands of mixed words
    /// (`TextMeasurerLawTests`), and held to what that covers: left-to-right scripts below
    /// U+0590 (Latin, Greek, Cyrillic, Armenian; right-to-left text breaks its spaces otherwise),
    /// no control characters nor other whitespace, single spaces between at least two words, no
    /// word opening with a combining mark (it would belong to the space before it), and no run
    /// that `TextEngine.breakable` breaks up.
    public func composesWidthZeroFromWords(_ string: String) -> Bool {
        var words = 1, afterSpace = true
        for scalar in string.unicodeScalars {
            let value = scalar.value
            guard value >= 0x20, value < 0x590, !(0x7F...0x9F).contains(value) else { return false }
            if scalar == " " {
                if afterSpace { return false }  // leading, or doubled
                words += 1
                afterSpace = true
            } else {
                if scalar.properties.isWhitespace { return false }
                if afterSpace, [.nonspacingMark, .spacingMark, .enclosingMark].contains(scalar.properties.generalCategory) { return false }
                afterSpace = false
            }
        }
        return words > 1 && !afterSpace && !TextEngine.hasLongUnbrokenRun(string)
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
