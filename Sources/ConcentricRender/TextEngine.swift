// Text through PangoCairo with fixed, named fonts and fixed font options, so output is the same everywhere.
import CPangoCairo
import ConcentricCore
import ConcentricScene

/// A Pango context set up for deterministic output: the `Typeface` families (Inter, or Inter
/// Display from its display size, then DejaVu Sans for what Inter lacks), no hinting, unhinted
/// metrics, grayscale antialiasing and unrounded glyph positions. Sizes are absolute, in the user
/// units of the Cairo context (points), whatever its scale.
///
/// Measuring (no `cairo_t`) and drawing (with one) use the same settings, so a text measured for
/// layout (`PangoTextMeasurer`) wraps the same way when it is drawn.
final class TextEngine {
    /// The Pango family list for a text of `size` points: the face, then the fallback. Pango
    /// takes each character from the first family in the list that has it, and only then from
    /// fontconfig's own fallbacks.
    static func fontFamily(forSize size: Double) -> String { Typeface.isDisplaySize(size) ? displayFamilies : textFamilies }

    private static let textFamilies = "\(Typeface.text), \(Typeface.fallback)"
    private static let displayFamilies = "\(Typeface.display), \(Typeface.fallback)"

    private let context: OpaquePointer

    /// What a text is laid out from: the same key, the same `TextBlock`.
    private struct BlockKey: Hashable {
        var text: String, size: Double, weight: FontWeight, width: Double?, alignment: TextRunAlignment, lineHeight: Double?
        var cut: TextCut?
    }

    /// A text kept to `lines` lines, the last cut with an ellipsis at `mode` (a line limit).
    struct TextCut: Hashable {
        var lines: Int
        var mode: TruncationMode
    }

    /// Whether `layout` keeps its blocks for the next call with the same text and settings (a
    /// drawing engine kept between frames, as `RetainedSceneCanvas` keeps one, lays out each of
    /// its texts with Pango once): those laid out since the last `forgetUnusedBlocks()` and
    /// before it.
    var keepsBlocks = false
    private var blocks: [BlockKey: TextBlock] = [:]
    private var previousBlocks: [BlockKey: TextBlock] = [:]

    /// Drops the kept blocks not asked for since the last call (so that only the texts of the
    /// last two frames are kept).
    func forgetUnusedBlocks() {
        previousBlocks = blocks
        blocks = [:]
    }

    /// A context for measuring, or for drawing into `cr` (with its target's font options).
    /// `fontMap` nil uses the thread's default PangoCairo font map.
    init(cr: OpaquePointer? = nil, fontMap: UnsafeMutablePointer<PangoFontMap>? = nil) {
        context = pango_font_map_create_context(fontMap ?? pango_cairo_font_map_get_default())
        let options = cairo_font_options_create()
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        pango_cairo_context_set_font_options(context, options)
        cairo_font_options_destroy(options)
        pango_cairo_context_set_resolution(context, 72)
        pango_context_set_round_glyph_positions(context, 0)
        pango_context_set_base_dir(context, PANGO_DIRECTION_LTR)
        if let cr {
            // The context takes the target's font options but not its transformation: texts are
            // laid out as layout measured them (at one point a unit) and the drawing scales them,
            // so a zoomed canvas or a @3x export breaks every text into the lines layout
            // counted. Laid out at the device's own scale, metrics move by fractions of a point
            // and a text that just fits its width wrapped at some zooms.
            cairo_save(cr)
            cairo_identity_matrix(cr)
            pango_cairo_update_context(cr, context)
            cairo_restore(cr)
            var matrix = cairo_matrix_t()
            cairo_get_matrix(cr, &matrix)
            if let options = cairo_font_options_create() {
                cairo_surface_get_font_options(cairo_get_target(cr), options)
                madeFor = (matrix, options)
            }
        }
    }

    deinit {
        g_object_unref(UnsafeMutableRawPointer(context))
        if let madeFor { cairo_font_options_destroy(madeFor.fontOptions) }
    }

    /// What `pango_cairo_update_context` took from the `cairo_t` the engine was made for: its
    /// transformation (Pango keeps the linear part) and its target surface's font options (merged
    /// under the engine's own); nil for a measuring engine.
    private var madeFor: (matrix: cairo_matrix_t, fontOptions: OpaquePointer)?

    /// Whether `cr` sets a context up as the one this engine was made for (`init(cr:)`), so that its
    /// texts lay out and draw on `cr` as a new engine's would. Compared here rather than through
    /// Pango's context serial, which `pango_cairo_update_context` moves on every call.
    func isMade(for cr: OpaquePointer) -> Bool {
        guard let madeFor else { return false }
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        let m = madeFor.matrix
        guard matrix.xx == m.xx, matrix.yx == m.yx, matrix.xy == m.xy, matrix.yy == m.yy, let options = cairo_font_options_create() else { return false }
        defer { cairo_font_options_destroy(options) }
        cairo_surface_get_font_options(cairo_get_target(cr), options)
        return cairo_font_options_equal(options, madeFor.fontOptions) != 0
    }

    /// A length in Pango units, held to what an `Int32` of Pango units can say (about 2 million pt).
    static func pangoUnits(_ points: Double) -> Int32 {
        Int32((min(max(0, points), 1e6) * Double(PANGO_SCALE)).rounded())
    }

    /// Lays out `text` at `size` points. With a `width` (0 included), lines wrap at it, words first
    /// and then characters (`PANGO_WRAP_WORD_CHAR`, as SwiftUI's Text wraps), and are aligned inside
    /// it at `alignment` (physical: the caller applies the layout direction). With a `lineHeight`,
    /// every line is exactly that tall (Pango's absolute line height spreads the extra leading
    /// above and below the line), so drawn lines sit where layout's Dynamic Type heights put them.
    /// With a `cut` and a `width`, only the cut's lines are laid out, the last ending (or starting,
    /// or broken in its middle) with an ellipsis where the text goes on.
    func layout(
        _ text: String, size: Double, weight: FontWeight, width: Double? = nil, alignment: TextRunAlignment = .left,
        lineHeight: Double? = nil, cut: TextCut? = nil
    ) -> TextBlock {
        let key = BlockKey(text: text, size: size, weight: weight, width: width, alignment: alignment, lineHeight: lineHeight, cut: cut)
        guard keepsBlocks else { return makeLayout(key) }
        if let block = blocks[key] ?? previousBlocks[key] {
            blocks[key] = block
            return block
        }
        let block = makeLayout(key)
        blocks[key] = block
        return block
    }

    private func makeLayout(_ key: BlockKey) -> TextBlock {
        let (text, size, weight, width, alignment, lineHeight) = (key.text, key.size, key.weight, key.width, key.alignment, key.lineHeight)
        let layout = pango_layout_new(context)!
        let font = pango_font_description_new()
        pango_font_description_set_family(font, Self.fontFamily(forSize: size))
        pango_font_description_set_absolute_size(font, size * Double(PANGO_SCALE))
        pango_font_description_set_weight(font, PangoWeight(rawValue: UInt32(weight.value)))
        pango_layout_set_font_description(layout, font)
        pango_font_description_free(font)
        pango_layout_set_auto_dir(layout, 0)
        if let width, !width.isNaN {
            pango_layout_set_width(layout, Self.pangoUnits(width))
            pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
        }
        switch alignment {
        case .left: pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
        case .center: pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER)
        case .right: pango_layout_set_alignment(layout, PANGO_ALIGN_RIGHT)
        }
        if let lineHeight, lineHeight.isFinite, lineHeight > 0 {
            let attributes = pango_attr_list_new()
            pango_attr_list_insert(attributes, pango_attr_line_height_new_absolute(Int32(Self.pangoUnits(lineHeight))))
            pango_layout_set_attributes(layout, attributes)
            pango_attr_list_unref(attributes)
        }
        if let cut = key.cut, width != nil {
            let mode: PangoEllipsizeMode = switch cut.mode {
            case .head: PANGO_ELLIPSIZE_START
            case .middle: PANGO_ELLIPSIZE_MIDDLE
            case .tail: PANGO_ELLIPSIZE_END
            }
            pango_layout_set_ellipsize(layout, mode)
            // A height in lines (negative) counts lines per paragraph, and a line limit counts the
            // whole text's: the height in points holds exactly the cut's lines (half a line more,
            // so rounding never drops the last; never a whole one more).
            let line = lineHeight.flatMap { $0.isFinite && $0 > 0 ? $0 : nil } ?? size * 1.2
            pango_layout_set_height(layout, Self.pangoUnits((Double(cut.lines) + 0.5) * line))
        }
        pango_layout_set_text(layout, width == nil ? text : Self.breakable(text), -1)
        return TextBlock(layout: layout)
    }

    /// How many characters a run without spaces may hold before the layout may break it.
    static let longestUnbrokenRun = 32

    /// Whether `text` holds a run of more than `longestUnbrokenRun` characters without whitespace
    /// (what `breakable` breaks up).
    static func hasLongUnbrokenRun(_ text: String) -> Bool {
        // A run of more than 32 characters takes more than 32 bytes: most texts end here, before
        // the grapheme-by-grapheme walk (a measurable part of measuring a short text).
        guard text.utf8.count > longestUnbrokenRun else { return false }
        var run = 0
        for character in text {
            run = character.isWhitespace ? 0 : run + 1
            if run > longestUnbrokenRun { return true }
        }
        return false
    }

    /// `text` with a zero-width space after every `longestUnbrokenRun` characters of a run that
    /// holds no whitespace. Pango's word-or-character wrapping looks for the end of the word again
    /// on every line it breaks a word into, so one long word wraps in time quadratic in its length
    /// (100,000 characters took 14.5 s); with a break opportunity at least every 32 characters the
    /// lookahead is bounded and layout is linear. The space is invisible, and a run that long
    /// breaks inside anyway when it does not fit its line. Breaks go between grapheme clusters.
    static func breakable(_ text: String) -> String {
        guard hasLongUnbrokenRun(text) else { return text }
        var out = ""
        out.reserveCapacity(text.utf8.count + text.utf8.count / longestUnbrokenRun * 3)
        var run = 0
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

    /// The number of lines after wrapping.
    var lineCount: Int { Int(pango_layout_get_line_count(layout)) }

    /// Draws the text so that its logical box's top-left lands on `origin`.
    func draw(at origin: Point, color: Color, on cr: OpaquePointer) {
        cairo_move_to(cr, origin.x - logical.minX, origin.y - logical.minY)
        CairoDrawing.setColor(color, on: cr)
        pango_cairo_show_layout(cr, layout)
    }

    /// Draws a layout created with a wrap width so that the layout box (not the logical box)
    /// starts at `origin`, painted with `fill` (a gradient spans `bounds`); Pango's alignment then
    /// places each line inside the width.
    func draw(layoutOrigin origin: Point, fill: Fill, bounds: Rect, on cr: OpaquePointer) {
        cairo_move_to(cr, origin.x, origin.y - logical.minY)
        CairoDrawing.setSource(fill, spanning: bounds, on: cr)
        pango_cairo_show_layout(cr, layout)
    }
}
