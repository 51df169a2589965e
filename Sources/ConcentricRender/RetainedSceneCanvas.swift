// The canvas's scene pixels kept between frames: after an edit only the region whose
// drawing changed is painted again, so an edit to one view of a 10,000-view scene costs what that
// view costs, not what the scene costs.
import CPangoCairo
import ConcentricCore
import ConcentricScene

/// A scene drawn as `CanvasPainter.paint` draws it (fitted to the canvas, at the device scale),
/// into an image surface the caller keeps and blits each frame. `update` compares the new layout's
/// drawing with the one on the surface: the commands that differ (common beginnings and endings
/// are skipped, which the layout cache makes cheap: unchanged commands share their storage) give a
/// damaged rectangle, rounded out to whole device pixels, which is painted again with only the
/// commands whose ink reaches it (on a band of whole rows: see `repaint`). The pixels are those
/// of a whole redraw (a test compares them). A change of fit, size or screen, or of a clip, an
/// opacity group or a shadow, paints everything; a change inside a shadow paints as far as the
/// shadow reaches.
///
/// A reference type because it owns a Cairo surface; one per canvas, owned by it (no sharing).
public final class RetainedSceneCanvas {
    /// The canvas in logical pixels and its device scale.
    public let canvas: Size
    public let scale: Int
    private let surface: OpaquePointer
    private var drawn: (layout: ViewLayout, fit: CanvasFit)?
    /// The `inkBounds` of each of the drawn layout's commands, kept because computing them walks
    /// every outline: after an edit only the commands that differ are measured again.
    private var inks: [Rect?] = []
    /// Whether the drawn layout may hold a shadow: a change inside one moves pixels as far as the
    /// shadow reaches, which only then is looked for (`shadowReach`).
    private var mayHaveShadows = false
    /// The Pango context region repaints lay their texts out with, keeping the layouts between
    /// frames (an edit redraws the same texts around it), and the fit it was made for: a context
    /// takes the drawing's transformation when it is made.
    private var text: (engine: TextEngine, fit: CanvasFit)?

    /// What the last `update` painted: nothing, a region (device pixels), or the whole canvas.
    public enum Repaint: Sendable, Equatable {
        case nothing
        case region(x: Int, y: Int, width: Int, height: Int)
        case everything
    }

    /// A transparent canvas of `canvas` logical pixels at `scale` device pixels each; nil when
    /// Cairo cannot make the surface (a zero or enormous size).
    public init?(canvas: Size, scale: Int = 1) {
        let w = Int32(clamping: Int((canvas.width * Double(max(1, scale))).rounded(.up)))
        let h = Int32(clamping: Int((canvas.height * Double(max(1, scale))).rounded(.up)))
        guard w > 0, h > 0, let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, w, h),
            cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS
        else { return nil }
        cairo_surface_set_device_scale(surface, Double(max(1, scale)), Double(max(1, scale)))
        self.canvas = canvas
        self.scale = max(1, scale)
        self.surface = surface
    }

    deinit {
        cairo_surface_destroy(surface)
    }

    /// The bytes the retained pixels cost in memory (the scratch band a repaint draws into is
    /// freed when it is copied in).
    public var bytes: Int {
        Int(cairo_image_surface_get_stride(surface)) * Int(cairo_image_surface_get_height(surface))
    }

    /// Brings the pixels to `layout`, fitted as `CanvasPainter.paint` fits it with `factor` and
    /// `center`; answers what it painted.
    @discardableResult
    public func update(_ layout: ViewLayout, factor: Double? = nil, center: Point = CanvasFit.sceneCenter) -> Repaint {
        guard let fit = CanvasFit(canvas: canvas, scene: layout.size, factor: factor, center: center) else {
            clear(nil)
            drawn = nil
            inks = []
            return .everything
        }
        defer { drawn = (layout, fit) }
        guard let (old, oldFit) = drawn, oldFit == fit, old.size == layout.size, old.screen == layout.screen, old.direction == layout.direction
        else {
            inks = layout.drawing.map(\.inkBounds)
            mayHaveShadows = layout.drawing.contains(where: \.isShadow)
            repaint(layout, fit: fit, region: nil)
            return .everything
        }
        guard let damage = Self.damage(from: old.drawing, to: layout.drawing) else { return .nothing }
        let new = layout.drawing
        mayHaveShadows = mayHaveShadows || new[damage.prefix..<(new.count - damage.suffix)].contains(where: \.isShadow)
        // The unchanged beginning and ending keep their ink; the commands between are measured.
        if inks.count == old.drawing.count {
            inks.replaceSubrange(damage.prefix..<(inks.count - damage.suffix), with: new[damage.prefix..<(new.count - damage.suffix)].map(\.inkBounds))
        } else {
            inks = layout.drawing.map(\.inkBounds)
        }
        guard var changed = damage.rect else {
            repaint(layout, fit: fit, region: nil)
            return .everything
        }
        if mayHaveShadows {
            let before = Self.shadowReach(old.drawing, around: damage.prefix..<(old.drawing.count - damage.suffix))
            let after = Self.shadowReach(new, around: damage.prefix..<(new.count - damage.suffix))
            changed = changed.insetBy(dx: -max(before.dx, after.dx), dy: -max(before.dy, after.dy))
        }
        // Scene points to device pixels, rounded outwards, plus a pixel for antialiasing.
        let s = Double(scale)
        let a = fit.canvasPoint(fromScene: Point(x: changed.minX, y: changed.minY))
        let b = fit.canvasPoint(fromScene: Point(x: changed.maxX, y: changed.maxY))
        let width = Int(cairo_image_surface_get_width(surface)), height = Int(cairo_image_surface_get_height(surface))
        let x0 = max(0, Int((min(a.x, b.x) * s).rounded(.down)) - 1), y0 = max(0, Int((min(a.y, b.y) * s).rounded(.down)) - 1)
        let x1 = min(width, Int((max(a.x, b.x) * s).rounded(.up)) + 1), y1 = min(height, Int((max(a.y, b.y) * s).rounded(.up)) + 1)
        guard x1 > x0, y1 > y0 else { return .nothing }
        let region = (x: x0, y: y0, width: x1 - x0, height: y1 - y0)
        repaint(layout, fit: fit, region: region)
        return .region(x: region.x, y: region.y, width: region.width, height: region.height)
    }

    /// Paints the retained pixels at the origin of `cr`'s user space (a context in logical
    /// pixels, as GTK's draw function hands it).
    public func paint(into cr: OpaquePointer) {
        cairo_save(cr)
        cairo_set_source_surface(cr, surface, 0, 0)
        cairo_paint(cr)
        cairo_restore(cr)
    }

    /// The retained pixels, for tests (premultiplied ARGB32 rows, `stride` bytes apart).
    public func pixels() -> (bytes: [UInt8], stride: Int) {
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface)), height = Int(cairo_image_surface_get_height(surface))
        guard let data = cairo_image_surface_get_data(surface) else { return ([], stride) }
        return (Array(UnsafeBufferPointer(start: data, count: stride * height)), stride)
    }

    /// Paints `layout` into `region` (device pixels; nil: all). A region is drawn, with only the
    /// commands whose ink reaches it, into a scratch band of whole rows: the canvas's full width
    /// and the region's rows plus `bandMargin` above and below, offset by a whole number of device
    /// rows so that every shape is sampled where a whole redraw samples it. Then it is copied in.
    /// Why rows and not the region: Cairo clips a shape's edges to the surface (or to a clip) before
    /// it rasterizes them, and an edge cut part-way along a pixel row makes the rasterizer sample
    /// that whole row differently (a test caught card corners one to six levels apart when the
    /// scratch was clipped to the region). Edges cut at a row boundary above the copied rows, and
    /// only there, leave the copied rows' pixels those of a whole redraw.
    private func repaint(_ layout: ViewLayout, fit: CanvasFit, region: (x: Int, y: Int, width: Int, height: Int)?) {
        guard let region else {
            clear(nil)
            guard let cr = cairo_create(surface) else { return }
            defer { cairo_destroy(cr) }
            cairo_translate(cr, fit.originX, fit.originY)
            cairo_scale(cr, fit.scale, fit.scale)
            CanvasPainter.drawDevice(layout, into: cr, scale: fit.scale)
            SceneRenderer.draw(layout, into: cr)
            cairo_surface_flush(surface)
            return
        }
        let s = Double(scale)
        let width = cairo_image_surface_get_width(surface), height = Int(cairo_image_surface_get_height(surface))
        let top = max(0, region.y - Self.bandMargin), bottom = min(height, region.y + region.height + Self.bandMargin)
        // A new image surface is zeroed (transparent), so nothing needs clearing.
        guard let band = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, Int32(bottom - top)),
            cairo_surface_status(band) == CAIRO_STATUS_SUCCESS
        else { return }
        defer { cairo_surface_destroy(band) }
        cairo_surface_set_device_scale(band, s, s)
        cairo_surface_set_device_offset(band, 0, -Double(top))
        if let cr = cairo_create(band) {
            let a = fit.scenePoint(fromCanvas: Point(x: Double(region.x) / s, y: Double(region.y) / s))
            let b = fit.scenePoint(fromCanvas: Point(x: Double(region.x + region.width) / s, y: Double(region.y + region.height) / s))
            let visible = Rect(x: min(a.x, b.x), y: min(a.y, b.y), width: abs(b.x - a.x), height: abs(b.y - a.y))
            cairo_translate(cr, fit.originX, fit.originY)
            cairo_scale(cr, fit.scale, fit.scale)
            // Made only for a scene with text (the first Pango context of a process starts fontconfig).
            if text?.fit != fit, SceneRenderer.needsText(layout, options: RenderOptions()) {
                let engine = SceneRenderer.drawingEngine(for: cr)
                engine.keepsBlocks = true
                text = (engine, fit)
            }
            CanvasPainter.drawDevice(layout, into: cr, scale: fit.scale)
            SceneRenderer.draw(layout, into: cr, options: RenderOptions(), within: visible, inks: inks, engine: text?.engine)
            text?.engine.forgetUnusedBlocks()
            cairo_destroy(cr)
        }
        cairo_surface_flush(band)
        guard let cr = cairo_create(surface) else { return }
        defer { cairo_destroy(cr) }
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        // The band's device offset places it: its user space is the canvas's.
        cairo_set_source_surface(cr, band, 0, 0)
        cairo_rectangle(cr, Double(region.x) / s, Double(region.y) / s, Double(region.width) / s, Double(region.height) / s)
        cairo_fill(cr)
        cairo_surface_flush(surface)
    }

    /// Device rows the scratch band holds above and below the copied region: the rows where
    /// Cairo cuts the edges, which rasterize unlike a whole redraw's (see `repaint`).
    static let bandMargin = 1

    private func clear(_ region: (x: Int, y: Int, width: Int, height: Int)?) {
        guard let cr = cairo_create(surface) else { return }
        defer { cairo_destroy(cr) }
        if let region {
            let s = Double(scale)
            cairo_rectangle(cr, Double(region.x) / s, Double(region.y) / s, Double(region.width) / s, Double(region.height) / s)
            cairo_clip(cr)
        }
        cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR)
        cairo_paint(cr)
    }

    /// What changed between two drawings: nil when nothing did; a rectangle (scene points)
    /// covering the ink of every command that differs, old and new, or no rectangle when a clip
    /// or an opacity group changed (everything inside it may look different); and how many
    /// commands at the beginning and at the end are the same in both.
    static func damage(from old: [DrawCommand], to new: [DrawCommand]) -> (rect: Rect?, commands: Int, prefix: Int, suffix: Int)? {
        // The layout kept (a selection or an overlay changed, not the scene): one storage, no
        // command to compare.
        let same = old.withUnsafeBufferPointer { o in new.withUnsafeBufferPointer { o.baseAddress == $0.baseAddress && o.count == $0.count } }
        if same { return nil }
        var prefix = 0
        let shorter = min(old.count, new.count)
        while prefix < shorter, old[prefix] == new[prefix] { prefix += 1 }
        if prefix == old.count, prefix == new.count { return nil }
        var suffix = 0
        while suffix < shorter - prefix, old[old.count - 1 - suffix] == new[new.count - 1 - suffix] { suffix += 1 }
        var union: Rect? = nil
        for command in old[prefix..<(old.count - suffix)] + new[prefix..<(new.count - suffix)] {
            guard let ink = command.inkBounds else { return (nil, 0, prefix, suffix) }
            union = union.map { $0.union(ink) } ?? ink
        }
        guard let union else { return nil }
        return (union, old.count + new.count - 2 * (prefix + suffix), prefix, suffix)
    }
}

extension RetainedSceneCanvas {
    /// How far a change to the commands in `changed` can move pixels through the shadows open
    /// around them: the largest sum of the open shadows' reaches (`ShadowRun.reach`) over those
    /// commands; nothing without shadows.
    static func shadowReach(_ commands: [DrawCommand], around changed: Range<Int>) -> (dx: Double, dy: Double) {
        var open: [(dx: Double, dy: Double)] = []
        var sum = (dx: 0.0, dy: 0.0), most = (dx: 0.0, dy: 0.0)
        for index in 0..<min(changed.upperBound, commands.count) {
            switch commands[index] {
            case .beginShadow(let run):
                open.append(run.reach)
                sum = (sum.dx + run.reach.dx, sum.dy + run.reach.dy)
            case .endShadow:
                if let reach = open.popLast() { sum = (sum.dx - reach.dx, sum.dy - reach.dy) }
            case .fill, .stroke, .text, .symbol, .placeholder, .beginClip, .endClip, .beginOpacity, .endOpacity, .beginMask, .beginMaskedContent, .endMask:
                break
            }
            if index >= changed.lowerBound { most = (max(most.dx, sum.dx), max(most.dy, sum.dy)) }
        }
        return most
    }
}

extension DrawCommand {
    /// Whether the command opens or closes a shadow.
    var isShadow: Bool {
        switch self {
        case .beginShadow, .endShadow: true
        case .fill, .stroke, .text, .symbol, .placeholder, .beginClip, .endClip, .beginOpacity, .endOpacity, .beginMask, .beginMaskedContent, .endMask: false
        }
    }

    /// A rectangle (scene points) holding every pixel the command can paint, antialiasing
    /// included; nil for the commands that change how others are drawn (clips, opacity groups,
    /// shadows, masks).
    var inkBounds: Rect? {
        switch self {
        case .fill(let outline, _, _): outline.controlBounds.insetBy(dx: -1, dy: -1)
        // Half the line outside the outline, and a miter's point at most 10 half widths out.
        case .stroke(let outline, _, let width, _): outline.controlBounds.insetBy(dx: -(5 * width + 1), dy: -(5 * width + 1))
        // Glyphs may reach past the line box (accents, descenders, italics): a font size around it.
        case .text(let run): run.frame.insetBy(dx: -run.font.size, dy: -run.font.size)
        case .symbol(let run): run.frame.insetBy(dx: -2, dy: -2)
        case .placeholder(let run): run.frame.insetBy(dx: -1, dy: -1)
        case .beginClip, .endClip, .beginOpacity, .endOpacity, .beginShadow, .endShadow, .beginMask, .beginMaskedContent, .endMask: nil
        }
    }
}

extension Rect {
    /// Whether the two rectangles share any point (touching edges count).
    func overlaps(_ other: Rect) -> Bool {
        minX <= other.maxX && other.minX <= maxX && minY <= other.maxY && other.minY <= maxY
    }

    /// The smallest rectangle holding both.
    func union(_ other: Rect) -> Rect {
        let x0 = min(minX, other.minX), y0 = min(minY, other.minY)
        return Rect(x: x0, y: y0, width: max(maxX, other.maxX) - x0, height: max(maxY, other.maxY) - y0)
    }
}
