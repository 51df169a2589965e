// Text through PangoCairo with a fixed font and fixed font options, so output is the same everywhere.
import CPangoCairo
import ConcentricCore
import ConcentricScene

/// A Pango context set up for deterministic output: "DejaVu Sans" (fonts-dejavu-core), no
/// hinting, unhinted metrics, grayscale antialiasing and unrounded glyph positions. Sizes are
/// absolute, in the user units of the Cairo context (points), whatever its scale.
///
/// Measuring (no `cairo_t`) and drawing (with one) use the same settings, so a label's measured
/// box is where it is drawn.
final class TextEngine {
    static let fontFamily = "DejaVu Sans"

    private let context: OpaquePointer

    /// A context for measuring, or for drawing into `cr` (its transformation is taken into account).
    init(cr: OpaquePointer? = nil) {
        let fontMap = pango_cairo_font_map_get_default()
        context = pango_font_map_create_context(fontMap)
        let options = cairo_font_options_create()
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        pango_cairo_context_set_font_options(context, options)
        cairo_font_options_destroy(options)
        pango_cairo_context_set_resolution(context, 72)
        pango_context_set_round_glyph_positions(context, 0)
        pango_context_set_base_dir(context, PANGO_DIRECTION_LTR)
        if let cr { pango_cairo_update_context(cr, context) }
    }

    deinit { g_object_unref(UnsafeMutableRawPointer(context)) }

    /// Lays out `text` at `size` points. With a `width`, lines wrap at it and are aligned inside
    /// it at `alignment` (0 left, 0.5 centered, 1 right: physical, the caller applies the layout
    /// direction).
    func layout(_ text: String, size: Double, weight: FontWeight, width: Double? = nil, alignment: Double = 0) -> TextBlock {
        let layout = pango_layout_new(context)!
        let font = pango_font_description_new()
        pango_font_description_set_family(font, Self.fontFamily)
        pango_font_description_set_absolute_size(font, size * Double(PANGO_SCALE))
        pango_font_description_set_weight(font, PangoWeight(rawValue: UInt32(weight.value)))
        pango_layout_set_font_description(layout, font)
        pango_font_description_free(font)
        pango_layout_set_auto_dir(layout, 0)
        if let width, width.isFinite, width > 0 {
            pango_layout_set_width(layout, Int32(min(width, 1e6) * Double(PANGO_SCALE)))
            pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
        }
        pango_layout_set_alignment(layout, alignment < 0.25 ? PANGO_ALIGN_LEFT : (alignment > 0.75 ? PANGO_ALIGN_RIGHT : PANGO_ALIGN_CENTER))
        pango_layout_set_text(layout, width == nil ? text : Self.breakable(text), -1)
        return TextBlock(layout: layout)
    }

    /// How many characters a run without spaces may hold before the layout may break it.
    static let longestUnbrokenRun = 32

    /// `text` with a zero-width space after every `longestUnbrokenRun` characters of a run that
    /// holds no whitespace. Pango's word-or-character wrapping looks for the end of the word again
    /// on every line it breaks a word into, so one long word wraps in time quadratic in its length
    /// (100,000 characters took 14.5 s); with a break opportunity at least every 32 characters the
    /// lookahead is bounded and layout is linear. The space is invisible, and a run that long
    /// breaks inside anyway when it does not fit its line. Breaks go between grapheme clusters.
    static func breakable(_ text: String) -> String {
        var run = 0
        var needed = false
        for character in text {
            run = character.isWhitespace ? 0 : run + 1
            if run > longestUnbrokenRun {
                needed = true
                break
            }
        }
        guard needed else { return text }
        var out = ""
        out.reserveCapacity(text.utf8.count + text.utf8.count / longestUnbrokenRun * 3)
        run = 0
        for character in text {
            if character.isWhitespace {
                run = 0
            } else if run == longestUnbrokenRun {
                out.append("\u{200B}")
                run = 0
            }
            if !character.isWhitespace { run += 1 }
            out.append(character)
        }
        return out
    }
}

/// One laid-out piece of text (owns its `PangoLayout`).
final class TextBlock {
    let layout: OpaquePointer
    /// The ink-independent (logical) box relative to the layout's origin.
    let logical: Rect

    init(layout: OpaquePointer) {
        self.layout = layout
        var ink = PangoRectangle(), logicalRect = PangoRectangle()
        pango_layout_get_extents(layout, &ink, &logicalRect)
        let scale = Double(PANGO_SCALE)
        logical = Rect(
            x: Double(logicalRect.x) / scale, y: Double(logicalRect.y) / scale,
            width: Double(logicalRect.width) / scale, height: Double(logicalRect.height) / scale)
    }

    deinit { g_object_unref(UnsafeMutableRawPointer(layout)) }

    var size: Size { logical.size }

    /// Draws the text so that its logical box's top-left lands on `origin`.
    func draw(at origin: Point, color: Color, on cr: OpaquePointer) {
        cairo_move_to(cr, origin.x - logical.minX, origin.y - logical.minY)
        CairoDrawing.setColor(color, on: cr)
        pango_cairo_show_layout(cr, layout)
    }

    /// Draws a layout created with a wrap width so that the layout box (not the logical box)
    /// starts at `origin`; Pango's alignment then places each line inside the width.
    func draw(layoutOrigin origin: Point, color: Color, on cr: OpaquePointer) {
        cairo_move_to(cr, origin.x, origin.y - logical.minY)
        CairoDrawing.setColor(color, on: cr)
        pango_cairo_show_layout(cr, layout)
    }
}
