// The one drawing code path: a laid-out scene into any Cairo context (GTK canvas, PNG, SVG, PDF).
import CPangoCairo
import ConcentricCore
import ConcentricScene
import Foundation

/// Draws scenes with Cairo and PangoCairo. Every output (the playground's canvas and the
/// exported PNG, SVG and PDF files) goes through `draw`, so they cannot disagree.
public enum SceneRenderer {
    /// Lays out `document` for drawing: its parameters' defaults overridden by `overrides`, its
    /// animation evaluated `time` seconds after it appears (nil: not animated), text measured with
    /// Pango in the drawing font (`PangoTextMeasurer`), so that wrapped text is drawn on the lines
    /// layout counted. What the canvas, `render` and `layout` all lay out with.
    public static func layout(_ document: SceneDocument, overrides: [String: Double] = [:], time: Double? = nil) -> ViewLayout {
        ViewLayout(document: document, overrides: overrides, time: time, measurer: PangoTextMeasurer())
    }

    /// `layout`, reusing what `cache` holds from the previous layout of the document being edited
    /// (`LayoutCache`): equal to the layout made without it.
    public static func layout(_ document: SceneDocument, overrides: [String: Double] = [:], time: Double? = nil, cache: inout LayoutCache) -> ViewLayout {
        ViewLayout(document: document, overrides: overrides, time: time, measurer: PangoTextMeasurer(), cache: &cache)
    }

    /// Draws `layout` at its natural size in points (`layout.size`), in the context's current user
    /// space: the caller translates and scales `cr` first to fit its canvas. `cr` is a `cairo_t*`
    /// (GTK's draw function and CPangoCairo both import it as `OpaquePointer`). The context's state
    /// is saved and restored. The screen's display shape clips everything, as a real display does;
    /// the scene's own views (a full-screen gradient that ignores the safe area) are its background.
    public static func draw(_ layout: ViewLayout, into cr: OpaquePointer, options: RenderOptions = RenderOptions()) {
        draw(layout, into: cr, options: options, within: nil)
    }

    /// `draw`, skipping the fills, texts and symbols whose ink lies wholly outside `visible` (scene
    /// points; nil draws everything): what `RetainedSceneCanvas` repaints a damaged region with,
    /// so the region's pixels are those of a whole redraw. `inks`, when given, holds each
    /// command's `inkBounds` (the caller keeps them between frames; computing them walks every
    /// outline). `engine`, when given, lays out the texts (a caller's engine made for `cr`'s
    /// transformation, kept between frames). `fastPaths` false draws every command the plain
    /// way (`drawCommands`): what the tests compare the fast paths' pixels with.
    static func draw(
        _ layout: ViewLayout, into cr: OpaquePointer, options: RenderOptions, within visible: Rect?, inks: [Rect?]? = nil,
        engine: TextEngine? = nil, fastPaths: Bool = true
    ) {
        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_set_antialias(cr, CAIRO_ANTIALIAS_GOOD)
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
        // A Pango context only when something needs one: the first one of a process starts
        // fontconfig (its configuration files and font cache), which a scene without text and
        // without annotations never needs (docs/BENCHMARKS.md, "Export").
        let text = engine ?? (needsText(layout, options: options) ? drawingEngine(for: cr) : nil)

        cairo_save(cr)
        let screen = screenOutline(layout)
        let masked = fastPaths ? MaskedScreenFill.Canvas(screen: screen, on: cr) : nil
        let first = masked.map { backgroundDrawnThroughMask(layout, canvas: $0, within: visible, on: cr) } ?? 0
        CairoDrawing.append(screen, to: cr)
        cairo_clip(cr)
        drawCommands(layout.drawing, from: first, text: text, on: cr, within: visible, inks: inks, fastPaths: fastPaths, screenMask: masked)
        cairo_restore(cr)

        if let text, !options.annotations.isEmpty {
            drawAnnotations(AnnotationPlanner.plan(layout, options: options, viewport: .inPlace(layout), text: text), on: cr)
        }
    }

    /// How many of the drawing's first commands `MaskedScreenFill` painted through the screen's
    /// shape (before the screen's clip is set): 1 when the first command is a fill covering the
    /// screen that it could paint, else 0. A fill `visible` culls is left to `drawCommands`.
    static func backgroundDrawnThroughMask(_ layout: ViewLayout, canvas: MaskedScreenFill.Canvas, within visible: Rect?, on cr: OpaquePointer) -> Int {
        guard case .fill(let outline, let fill, let rect) = layout.drawing.first else { return 0 }
        if let visible, let ink = layout.drawing[0].inkBounds, !ink.overlaps(visible) { return 0 }
        let bounds = Rect(origin: .zero, size: layout.size)
        return MaskedScreenFill.paintBackground(outline, fill, spanning: rect, screenBounds: bounds, canvas: canvas, on: cr) ? 1 : 0
    }

    /// Whether drawing `layout` with `options` lays out any text: a text run, or annotations.
    static func needsText(_ layout: ViewLayout, options: RenderOptions) -> Bool {
        !options.annotations.isEmpty || layout.drawing.contains {
            switch $0 {
            case .text, .placeholder: true
            case .fill, .stroke, .symbol, .beginClip, .endClip, .beginOpacity, .endOpacity, .beginShadow, .endShadow, .beginMask, .beginMaskedContent, .endMask:
                false
            }
        }
    }

    /// The annotation layer `draw` would paint for these options, without drawing: marks, callouts
    /// and the legend in `viewport`'s units (by default on the scene itself, in points, as `draw`
    /// paints it; `CanvasPainter.annotations` and `SceneExporter.page` give the canvas's and an
    /// export's). For the playground's hit testing and for tests.
    public static func annotations(for layout: ViewLayout, options: RenderOptions = .annotated, viewport: AnnotationViewport? = nil) -> SceneAnnotations {
        SharedMeasuringContext.shared.withEngine {
            AnnotationPlanner.plan(layout, options: options, viewport: viewport ?? .inPlace(layout), text: $0)
        }
    }

    /// The boxes the scene's text runs occupy (their laid-out frames, in screen points): what
    /// annotation labels keep clear of.
    public static func textBoxes(for layout: ViewLayout) -> [Rect] {
        layout.drawing.compactMap { command in
            guard case .text(let run) = command, !run.frame.isEmpty else { return nil }
            return run.frame
        }
    }

    /// The text engine a scene's texts are drawn with on `cr`.
    static func drawingEngine(for cr: OpaquePointer) -> TextEngine {
        TextEngine(cr: cr)
    }

    /// The screen's display shape filling the canvas.
    static func screenOutline(_ layout: ViewLayout) -> Path {
        let bounds = Rect(origin: .zero, size: layout.size)
        return layout.screen.shape.path(in: bounds, direction: layout.direction)
    }

    // MARK: - Drawing commands

    /// What an open `begin…` command left on Cairo's state stack, to close it with its own call
    /// (a shadow leaves nothing: it is painted when it opens). A mask's group is the mask being
    /// drawn until its content begins, then the content, with the mask's pattern (owned here).
    private enum OpenGroup { case clip, opacity(Double), shadow, mask(OpaquePointer?) }

    /// Plays `commands` in order, from the one at `first` (up to `last`, exclusive, when given).
    /// Clips are `cairo_save` + `cairo_clip` until `cairo_restore`; opacity groups are
    /// `cairo_push_group` until `cairo_pop_group_to_source` + `cairo_paint_with_alpha` (one
    /// composite of the whole group, as SwiftUI's `.opacity` does, so overlapping children do not
    /// show through each other); a mask is a group popped as a pattern, its content another group
    /// composited through it with `cairo_mask`; a shadow is painted when it opens
    /// (`ShadowRenderer`). Layout nests them properly; an
    /// unmatched `end…` is ignored and anything left open is closed at the end, so Cairo's state
    /// stack always balances.
    ///
    /// On an image surface (unless `fastPaths` is false), a command that provably cannot change a pixel is not played
    /// (`ClipBounds`): a fill, text or symbol whose ink lies wholly outside the current clip's
    /// device extents, and a clip that does not meet them, with everything up to its `endClip`.
    /// Most views of a large scene overhang the screen; they cost nothing but this test (at
    /// 10,000 views the drawing was mostly Pango laying out texts no pixel of which was shown).
    /// `screenMask`, given when the screen's clip is the context's only clip (`draw`), paints the
    /// gradient fills outside any other clip or group through a mask (`MaskedScreenFill`).
    static func drawCommands(
        _ commands: [DrawCommand], from first: Int = 0, upTo last: Int? = nil, text: TextEngine?, on cr: OpaquePointer, within visible: Rect? = nil,
        inks: [Rect?]? = nil, fastPaths: Bool = true, screenMask: MaskedScreenFill.Canvas? = nil
    ) {
        var open: [OpenGroup] = []
        func close(_ group: OpenGroup) {
            switch group {
            case .clip:
                cairo_restore(cr)
            case .opacity(let alpha):
                cairo_pop_group_to_source(cr)
                cairo_paint_with_alpha(cr, alpha)
            case .shadow:
                break
            case .mask(let pattern?):
                cairo_pop_group_to_source(cr)
                cairo_mask(cr, pattern)
                cairo_pattern_destroy(pattern)
            case .mask(nil):
                // A mask whose content never began: nothing shows.
                cairo_pattern_destroy(cairo_pop_group(cr))
            }
        }
        let inks = inks.flatMap { $0.count == commands.count ? $0 : nil }
        // The clip's bounds where drawing can land, for each open clip (the innermost last); nil
        // when commands are not culled (a vector surface keeps every command it is given).
        var clipBounds: [ClipBounds] = []
        if fastPaths, let bounds = ClipBounds(of: cr) { clipBounds.append(bounds) }
        var index = max(commands.startIndex, first)
        let end = min(commands.endIndex, last ?? commands.endIndex)
        while index < end {
            defer { index += 1 }
            if let visible {
                // Tested before the command is read: most commands of a large scene are skipped.
                if let inks { if let ink = inks[index], !ink.overlaps(visible) { continue } }
                else if let ink = commands[index].inkBounds, !ink.overlaps(visible) { continue }
            }
            let bounds = clipBounds.last
            switch commands[index] {
            case .fill(let outline, let fill, let rect):
                if let bounds, !bounds.meets(outline) { continue }
                // Inside the screen's clip alone, a gradient goes through a mask (`MaskedScreenFill`).
                if let screenMask, open.isEmpty, MaskedScreenFill.paintInside(outline, fill, spanning: rect, canvas: screenMask, on: cr) {
                    continue
                }
                CairoDrawing.append(outline, to: cr)
                CairoDrawing.fillCurrentPath(fill, spanning: rect, on: cr)
            case .stroke(let outline, let fill, let width, let rect):
                if let bounds, let ink = commands[index].inkBounds, !bounds.meets(ink) { continue }
                CairoDrawing.stroke(outline, fill, width: width, spanning: rect, on: cr)
            case .text(let run):
                if let bounds, !bounds.meets(run) { continue }
                if let text { drawText(run, text: text, on: cr) }
            case .symbol(let run):
                if let bounds, !bounds.meets(run.frame.insetBy(dx: -2, dy: -2)) { continue }
                drawSymbol(run, on: cr)
            case .placeholder(let run):
                if let bounds, !bounds.meets(run.frame.insetBy(dx: -1, dy: -1)) { continue }
                drawPlaceholder(run, text: text, on: cr)
            case .beginClip(let outline):
                if let bounds, !bounds.meets(outline) {
                    // Nothing inside an empty clip shows: skip to the command that would close it
                    // (the same matching as `open`: an `end…` closes only the group on top).
                    index = Self.end(ofGroupAt: index, in: commands)
                    continue
                }
                cairo_save(cr)
                CairoDrawing.append(outline, to: cr)
                cairo_clip(cr)
                open.append(.clip)
                // One entry per clip opened while culling, so that its `endClip` pops its own.
                if let bounds { clipBounds.append(ClipBounds(of: cr) ?? bounds) }
            case .endClip:
                if case .clip = open.last {
                    close(open.removeLast())
                    if clipBounds.count > 1 { clipBounds.removeLast() }
                }
            case .beginOpacity(let alpha):
                // A group is the clip's size and keeps the clip: the bounds stay.
                cairo_push_group(cr)
                open.append(.opacity(alpha.isFinite ? min(1, max(0, alpha)) : 1))
            case .endOpacity:
                if case .opacity = open.last { close(open.removeLast()) }
            case .beginShadow(let run):
                // Under what casts it, before it is drawn (`ShadowRenderer`); what casts it is
                // then drawn as usual. Culled with the clip: nothing of it could show.
                if let bounds, bounds.isEmpty { continue }
                let casters = (index + 1)..<max(index + 1, Self.end(ofGroupAt: index, in: commands))
                ShadowRenderer.paint(run, of: commands, in: casters, inks: inks, text: text, on: cr)
                open.append(.shadow)
            case .endShadow:
                if case .shadow = open.last { open.removeLast() }
            case .beginMask:
                // Groups keep the clip: the bounds stay.
                cairo_push_group(cr)
                open.append(.mask(nil))
            case .beginMaskedContent:
                guard case .mask(nil) = open.last else { continue }
                let mask = cairo_pop_group(cr)
                cairo_push_group(cr)
                open[open.count - 1] = .mask(mask)
            case .endMask:
                if case .mask = open.last { close(open.removeLast()) }
            }
        }
        while let group = open.popLast() { close(group) }
    }

    /// The index of the `end…` that closes the `begin…` at `start` as `drawCommands` matches them
    /// (an `end…` closes only the group opened last, others are ignored), or the last index when
    /// it is never closed.
    static func end(ofGroupAt start: Int, in commands: [DrawCommand]) -> Int {
        var open: [OpenGroup] = []
        var index = start
        while index < commands.endIndex {
            switch commands[index] {
            case .beginClip: open.append(.clip)
            case .beginOpacity: open.append(.opacity(1))
            case .beginShadow: open.append(.shadow)
            case .endClip:
                if case .clip = open.last { open.removeLast() }
            case .endOpacity:
                if case .opacity = open.last { open.removeLast() }
            case .endShadow:
                if case .shadow = open.last { open.removeLast() }
            case .beginMask: open.append(.mask(nil))
            case .endMask:
                if case .mask = open.last { open.removeLast() }
            case .fill, .stroke, .text, .symbol, .placeholder, .beginMaskedContent: break
            }
            if open.isEmpty { return index }
            index += 1
        }
        return commands.endIndex - 1
    }

    /// Whether a rectangle is within Cairo's coordinate range on `cr` (`CairoDrawing.userLimit`):
    /// text and symbols of absurdly large views are skipped rather than clamped into wrong places.
    static func isDrawable(_ rect: Rect, on cr: OpaquePointer) -> Bool {
        let limit = CairoDrawing.userLimit(on: cr)
        return abs(rect.minX) < limit && abs(rect.minY) < limit && rect.width < limit && rect.height < limit
    }

    /// A text run: wrapped at its frame's width (the width layout measured, so the same breaks),
    /// aligned in it, each line the Dynamic Type line height tall from the frame's top.
    static func drawText(_ run: TextRun, text: TextEngine, on cr: OpaquePointer) {
        guard !run.string.isEmpty, run.frame.width > 0, isDrawable(run.frame, on: cr) else { return }
        let block = text.layout(
            run.string, size: run.font.size, weight: run.font.weight, width: run.frame.width, alignment: run.alignment,
            lineHeight: run.font.lineHeight, cut: run.truncation.map { TextEngine.TextCut(lines: run.lineCount, mode: $0) })
        block.draw(layoutOrigin: run.frame.origin, fill: run.fill, bounds: run.frame, on: cr)
    }

    /// An SF Symbol's stand-in (symbols cannot ship on Linux): two concentric rings filling the
    /// symbol's square, like `circle.circle`, whatever the symbol's name, so a reader sees where a
    /// symbol sits and how large it is.
    static func drawSymbol(_ run: SymbolRun, on cr: OpaquePointer) {
        let side = min(run.frame.width, run.frame.height)
        guard side > 0, isDrawable(run.frame, on: cr) else { return }
        let line = side * 0.08
        cairo_new_path(cr)
        cairo_arc(cr, run.frame.midX, run.frame.midY, side * 0.5 - line / 2, 0, 2 * Double.pi)
        cairo_new_sub_path(cr)
        cairo_arc(cr, run.frame.midX, run.frame.midY, side * 0.22, 0, 2 * Double.pi)
        cairo_set_line_width(cr, line)
        CairoDrawing.setSource(run.fill, spanning: run.frame, on: cr)
        cairo_stroke(cr)
    }

    /// A placeholder (a view the importer did not understand): a light grey box hatched at 45°
    /// every 8 points, a thin border, and its label centred in an 11-point font, clipped to the box.
    static func drawPlaceholder(_ run: PlaceholderRun, text: TextEngine?, on cr: OpaquePointer) {
        let f = run.frame
        guard f.width > 0, f.height > 0, isDrawable(f, on: cr) else { return }
        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_new_path(cr)
        cairo_rectangle(cr, f.minX, f.minY, f.width, f.height)
        cairo_clip_preserve(cr)
        cairo_set_source_rgba(cr, 0.9, 0.9, 0.9, 1)
        cairo_fill(cr)
        // 45° lines rising to the right, 8 pt apart along the top edge, covering the whole box
        // (the clip cuts them); their number is held so that a huge box stays cheap.
        cairo_new_path(cr)
        let spacing = max(8, (f.width + f.height) / 4096)
        var x = f.minX
        while x < f.maxX + f.height {
            cairo_move_to(cr, x - f.height, f.maxY)
            cairo_line_to(cr, x, f.minY)
            x += spacing
        }
        cairo_set_source_rgba(cr, 0, 0, 0, 0.12)
        cairo_set_line_width(cr, 1)
        cairo_stroke(cr)
        cairo_rectangle(cr, f.minX + 0.5, f.minY + 0.5, max(0, f.width - 1), max(0, f.height - 1))
        cairo_set_source_rgba(cr, 0, 0, 0, 0.3)
        cairo_stroke(cr)
        guard let text, !run.label.isEmpty else { return }
        let block = text.layout(run.label, size: 11, weight: .regular, width: f.width, alignment: .center, lineHeight: 13)
        let top = f.midY - block.logical.height / 2
        block.draw(layoutOrigin: Point(x: f.minX, y: top), fill: .solid(Color(red: 0, green: 0, blue: 0, alpha: 0.6)), bounds: f, on: cr)
    }

    // MARK: - Annotations

    enum Palette {
        static let center = Color(rgb8: 100, 210, 255)
        static let guide = Color(red: 1, green: 1, blue: 1, alpha: 0.6)
        static let redline = Color(rgb8: 255, 59, 48)
        static let radiusPill = Color(red: 0.05, green: 0.05, blue: 0.1, alpha: 0.82)
        static let errorPill = Color(rgb8: 255, 214, 10)
        static let halo = Color(red: 0, green: 0, blue: 0, alpha: 0.7)
        /// The inset's words in a callout: the redline's red, lightened to read on the dark pill.
        static let insetText = Color(rgb8: 255, 128, 118)
        static let legendPanel = Color(red: 0.08, green: 0.08, blue: 0.12, alpha: 0.92)
    }

    /// Draws a planned annotation layer (`annotations(for:options:viewport:)`) in `cr`'s current
    /// user space, which must be the viewport's output units: what a spec sheet laying out several
    /// screens on one page calls for each, with its own viewport.
    public static func drawAnnotations(_ annotations: SceneAnnotations, on cr: OpaquePointer) {
        drawAnnotations(annotations, on: cr, text: TextEngine(cr: cr))
    }

    /// `drawAnnotations`, laying the texts out with `text` (an engine made for `cr`'s
    /// transformation: the one the annotations were planned with, which may keep their layouts).
    /// `masks`, when given, records or replays the strokes and fills (`AnnotationInk`).
    static func drawAnnotations(_ annotations: SceneAnnotations, on cr: OpaquePointer, text: TextEngine, masks: AnnotationInk? = nil) {
        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
        let limit = CairoDrawing.userLimit(on: cr)
        for mark in annotations.marks where mark.isDrawable(within: limit) {
            switch mark {
            case .guideArc(let center, let radius, let corner, let isContainer):
                let start: Double
                switch corner {
                case .topLeft: start = Double.pi
                case .topRight: start = 1.5 * Double.pi
                case .bottomRight: start = 0
                case .bottomLeft: start = 0.5 * Double.pi
                }
                cairo_new_path(cr)
                cairo_arc(cr, center.x, center.y, radius, start - 0.15, start + 0.5 * Double.pi + 0.15)
                // A faint dark underlay keeps the light guides visible on light surfaces.
                cairo_set_dash(cr, nil, 0, 0)
                CairoDrawing.setColor(Palette.halo, opacity: 0.45, on: cr)
                cairo_set_line_width(cr, 2)
                AnnotationInk.paint(.strokePreserve, on: cr, ink: masks)
                if isContainer {
                    let dashes: [Double] = [3, 3]
                    cairo_set_dash(cr, dashes, 2, 0)
                    CairoDrawing.setColor(Palette.guide, on: cr)
                } else {
                    cairo_set_dash(cr, nil, 0, 0)
                    CairoDrawing.setColor(Palette.center, opacity: 0.85, on: cr)
                }
                cairo_set_line_width(cr, 1)
                AnnotationInk.paint(.stroke, on: cr, ink: masks)
                cairo_set_dash(cr, nil, 0, 0)
            case .center(let p):
                strokeCenterDot(at: p, on: cr, masks: masks)
            case .radiusLine(let a, let b):
                cairo_move_to(cr, a.x, a.y)
                cairo_line_to(cr, b.x, b.y)
                CairoDrawing.setColor(Palette.center, opacity: 0.7, on: cr)
                cairo_set_line_width(cr, 1)
                AnnotationInk.paint(.stroke, on: cr, ink: masks)
            case .redline(let a, let b):
                strokeRedline(from: a, to: b, on: cr, masks: masks)
            }
        }
        for callout in annotations.callouts { drawCallout(callout, text: text, on: cr, masks: masks) }
        for overflow in annotations.overflows {
            drawPill(overflow.box, fill: Palette.radiusPill, on: cr, masks: masks)
            let block = text.layout(overflow.text, size: AnnotationStyle.fontSize, weight: .bold)
            block.draw(at: Point(x: overflow.box.minX + AnnotationStyle.paddingX, y: overflow.box.minY + AnnotationStyle.paddingY), color: .white, on: cr)
        }
        if let legend = annotations.legend { drawLegend(legend, text: text, on: cr, masks: masks) }
    }

    /// The colour of a callout run: the legend's key (red for insets, yellow for errors).
    static func ink(_ kind: CalloutRunKind) -> Color {
        switch kind {
        case .radius, .style: .white
        case .inset: Palette.insetText
        case .error: Palette.errorPill
        case .reason: Color(red: 0.86, green: 0.86, blue: 0.9, alpha: 1)
        case .separator: Color(red: 0.6, green: 0.6, blue: 0.65, alpha: 1)
        }
    }

    static func drawPill(_ box: Rect, fill: Color, on cr: OpaquePointer, masks: AnnotationInk? = nil) {
        CairoDrawing.appendRoundedRect(box, radius: 5, to: cr)
        CairoDrawing.setColor(fill, on: cr)
        AnnotationInk.paint(.fillPreserve, on: cr, ink: masks)
        CairoDrawing.setColor(Color(red: 1, green: 1, blue: 1, alpha: 0.35), on: cr)
        cairo_set_line_width(cr, 0.75)
        AnnotationInk.paint(.stroke, on: cr, ink: masks)
    }

    /// A callout: its leader (a dark halo under a light line, a dot on the corner), then its box
    /// and lines.
    static func drawCallout(_ callout: AnnotationCallout, text: TextEngine, on cr: OpaquePointer, masks: AnnotationInk? = nil) {
        if let end = callout.leaderEnd {
            for (color, width) in [(Palette.halo, 2.5), (Color(red: 1, green: 1, blue: 1, alpha: 0.85), 0.9)] {
                cairo_move_to(cr, callout.anchor.x, callout.anchor.y)
                cairo_line_to(cr, end.x, end.y)
                CairoDrawing.setColor(color, on: cr)
                cairo_set_line_width(cr, width)
                AnnotationInk.paint(.stroke, on: cr, ink: masks)
            }
            cairo_new_path(cr)
            cairo_arc(cr, callout.anchor.x, callout.anchor.y, 1.8, 0, 2 * Double.pi)
            CairoDrawing.setColor(.white, on: cr)
            AnnotationInk.paint(.fill, on: cr, ink: masks)
        }
        drawPill(callout.box, fill: Palette.radiusPill, on: cr, masks: masks)
        let origin = Point(x: callout.box.minX + AnnotationStyle.paddingX, y: callout.box.minY + AnnotationStyle.paddingY)
        for line in callout.lines {
            if let width = line.wrapWidth {
                let block = text.layout(line.text, size: AnnotationStyle.fontSize, weight: .regular, width: width)
                block.draw(layoutOrigin: Point(x: origin.x, y: origin.y + line.y), fill: .solid(ink(.reason)), bounds: callout.box, on: cr)
                continue
            }
            for run in line.runs {
                let block = text.layout(run.text, size: AnnotationStyle.fontSize, weight: line.bold && run.kind != .separator ? .bold : .regular)
                block.draw(at: Point(x: origin.x + run.x, y: origin.y + line.y), color: ink(run.kind), on: cr)
            }
        }
    }

    /// The legend: a panel of rows, each its mark drawn as on the scene beside its meaning.
    static func drawLegend(_ legend: AnnotationLegend, text: TextEngine, on cr: OpaquePointer, masks: AnnotationInk? = nil) {
        drawPill(legend.box, fill: Palette.legendPanel, on: cr, masks: masks)
        for row in legend.rows {
            let c = Point(x: row.origin.x + 9, y: row.textOrigin.y + 7)
            switch row.symbol {
            case .dot:
                strokeCenterDot(at: c, on: cr, masks: masks)
            case .dashedArc:
                // Two quarter arcs around one center, as a corner shows them, within the row.
                let center = Point(x: c.x + 5, y: c.y + 5)
                cairo_new_path(cr)
                cairo_arc(cr, center.x, center.y, 11, Double.pi, 1.5 * Double.pi)
                cairo_set_dash(cr, [2.5, 2], 2, 0)
                CairoDrawing.setColor(Palette.guide, on: cr)
                cairo_set_line_width(cr, 1)
                AnnotationInk.paint(.stroke, on: cr, ink: masks)
                cairo_set_dash(cr, nil, 0, 0)
                cairo_new_path(cr)
                cairo_arc(cr, center.x, center.y, 6, Double.pi, 1.5 * Double.pi)
                CairoDrawing.setColor(Palette.center, opacity: 0.85, on: cr)
                AnnotationInk.paint(.stroke, on: cr, ink: masks)
            case .dimension:
                strokeRedline(from: Point(x: c.x - 7, y: c.y + 4), to: Point(x: c.x + 7, y: c.y - 4), on: cr, masks: masks)
            case .error:
                let block = text.layout("Δ", size: AnnotationStyle.fontSize, weight: .bold)
                block.draw(at: Point(x: c.x - block.size.width / 2, y: row.textOrigin.y), color: Palette.errorPill, on: cr)
            case .callout:
                let block = text.layout("r", size: AnnotationStyle.fontSize, weight: .bold)
                block.draw(at: Point(x: c.x - block.size.width / 2, y: row.textOrigin.y), color: .white, on: cr)
            case .none:
                break
            }
            let block = text.layout(row.text, size: AnnotationStyle.fontSize, weight: .regular, width: row.textWidth)
            let color: Color = row.symbol == .none ? Color(red: 0.78, green: 0.78, blue: 0.82, alpha: 1) : .white
            block.draw(layoutOrigin: row.textOrigin, fill: .solid(color), bounds: legend.box, on: cr)
        }
    }

    /// A shared center: a blue dot with a dark halo (the legend shows the same one).
    static func strokeCenterDot(at p: Point, on cr: OpaquePointer, masks: AnnotationInk? = nil) {
        cairo_new_path(cr)
        cairo_arc(cr, p.x, p.y, 2.75, 0, 2 * Double.pi)
        CairoDrawing.setColor(Palette.halo, on: cr)
        cairo_set_line_width(cr, 1.5)
        AnnotationInk.paint(.strokePreserve, on: cr, ink: masks)
        CairoDrawing.setColor(Palette.center, on: cr)
        AnnotationInk.paint(.fill, on: cr, ink: masks)
    }

    /// A dimension line with end ticks.
    static func strokeRedline(from a: Point, to b: Point, on cr: OpaquePointer, masks: AnnotationInk? = nil) {
        let length = a.distance(to: b)
        guard length > 0 else { return }
        let n = Point(x: -(b.y - a.y) / length * 3, y: (b.x - a.x) / length * 3)
        for (p, q) in [(a, b), (Point(x: a.x - n.x, y: a.y - n.y), Point(x: a.x + n.x, y: a.y + n.y)), (Point(x: b.x - n.x, y: b.y - n.y), Point(x: b.x + n.x, y: b.y + n.y))] {
            cairo_move_to(cr, p.x, p.y)
            cairo_line_to(cr, q.x, q.y)
        }
        CairoDrawing.setColor(Palette.redline, on: cr)
        cairo_set_line_width(cr, 1)
        AnnotationInk.paint(.stroke, on: cr, ink: masks)
    }
}

extension AnnotationMark {
    /// Whether every coordinate is within `limit` (`CairoDrawing.userLimit`); marks of absurdly
    /// large cards are skipped rather than clamped into wrong shapes.
    func isDrawable(within limit: Double) -> Bool {
        func ok(_ p: Point) -> Bool { abs(p.x) < limit && abs(p.y) < limit }
        switch self {
        case .center(let p): return ok(p)
        case .guideArc(let c, let r, _, _): return ok(c) && r < limit
        case .radiusLine(let a, let b), .redline(let a, let b): return ok(a) && ok(b)
        }
    }
}
