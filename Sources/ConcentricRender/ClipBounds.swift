// Which drawing commands can still change a pixel: the clip's bounds on an image surface.
import CPangoCairo
import ConcentricCore
import ConcentricScene

/// The user-space box outside which nothing drawn on a context can change a pixel of its image
/// surface: the device extents of the current clip (Cairo's `cairo_clip_extents`, the whole
/// pixels any coverage of the clip reaches, never more than the surface), one device pixel larger
/// on every side, mapped to user space (the bounding box, whatever the transformation).
///
/// A shape whose every point and control point lies outside that box covers no pixel inside it
/// (a cubic lies within its control points' hull, and Cairo's antialiasing only covers pixels the
/// outline passes through); clamping to `CairoDrawing.userLimit` keeps a point on its side of the
/// box, so the outline Cairo would fill lies outside too. Skipping it leaves every pixel as it
/// was. Only image surfaces are culled: an SVG or PDF keeps every command it was given.
struct ClipBounds {
    private let minX: Double, minY: Double, maxX: Double, maxY: Double
    /// The clip holds no pixel at all: nothing drawn shows.
    let isEmpty: Bool

    /// The bounds of `cr`'s clip, or nil when `cr` does not draw into an image surface or its
    /// transformation gives no finite bounds.
    init?(of cr: OpaquePointer) {
        guard let target = cairo_get_target(cr), cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE else { return nil }
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_clip_extents(cr, &x1, &y1, &x2, &y2)
        // One device pixel, as a user-space box: the margin against rounding between user and
        // device coordinates (Cairo snaps device coordinates to 1/256 px).
        var ax = 1.0, ay = 0.0, bx = 0.0, by = 1.0
        cairo_device_to_user_distance(cr, &ax, &ay)
        cairo_device_to_user_distance(cr, &bx, &by)
        let padX = abs(ax) + abs(bx), padY = abs(ay) + abs(by)
        guard [x1, y1, x2, y2, padX, padY].allSatisfy(\.isFinite) else { return nil }
        isEmpty = x2 <= x1 || y2 <= y1
        minX = x1 - padX
        minY = y1 - padY
        maxX = x2 + padX
        maxY = y2 + padY
    }

    /// Whether `rect` (touching edges count) may reach a pixel inside the clip.
    func meets(_ rect: Rect) -> Bool {
        guard !isEmpty else { return false }
        let (x0, y0, x1, y1) = (rect.minX, rect.minY, rect.maxX, rect.maxY)
        // A rectangle that is not finite is drawn: Cairo's clamping decides where it lands.
        guard x0.isFinite, y0.isFinite, x1.isFinite, y1.isFinite else { return true }
        return x0 <= maxX && minX <= x1 && y0 <= maxY && minY <= y1
    }

    /// Whether filling `path` may change a pixel inside the clip: its points and control points'
    /// box meets the clip's. A path with a coordinate that is not finite is always drawn (Cairo
    /// draws it clamped, where this box cannot tell).
    func meets(_ path: Path) -> Bool {
        guard !isEmpty else { return false }
        var x0 = Double.infinity, y0 = Double.infinity, x1 = -Double.infinity, y1 = -Double.infinity
        var finite = true
        func add(_ p: Point) {
            finite = finite && p.x.isFinite && p.y.isFinite
            x0 = min(x0, p.x)
            y0 = min(y0, p.y)
            x1 = max(x1, p.x)
            y1 = max(y1, p.y)
        }
        for element in path.elements {
            switch element {
            case .move(let p), .line(let p): add(p)
            case .curve(let c1, let c2, let p):
                add(c1)
                add(c2)
                add(p)
            case .close: break
            }
        }
        guard finite else { return true }
        // No point: Cairo fills nothing.
        guard x0 <= x1 else { return false }
        return x0 <= maxX && minX <= x1 && y0 <= maxY && minY <= y1
    }

    /// Whether drawing `run` may change a pixel inside the clip. Only a text of printable ASCII
    /// characters is ever found not to (any other is drawn): its glyphs come from one font with
    /// no marks to stack, each within a font size of its pen position, so its ink lies within
    /// `TextRun.inkLimit`.
    func meets(_ run: TextRun) -> Bool {
        guard !isEmpty else { return false }
        guard let ink = run.inkLimit else { return true }
        return meets(ink)
    }
}

extension TextRun {
    /// A box that holds every glyph `SceneRenderer.drawText` paints for the run, or nil when the
    /// string is not all printable ASCII (U+0020–U+007E), whose glyphs this cannot bound: marks
    /// stack without limit, and fallback fonts have glyphs of any size.
    ///
    /// The text is laid out at the frame's origin, wrapped at its width, words first and then
    /// characters: each line holds at least one character, so there are at most as many lines as
    /// characters (plus one), each `lineHeight` tall (the natural height, under 1.2 em, without
    /// one); a line wider than the frame holds a single glyph, so wherever the alignment puts
    /// it, it starts at most an em left of the frame and ends at most an em right of it. An ASCII
    /// glyph's ink is within an em of its pen position and line box. Three em around all of that,
    /// and two em per line, leave room to spare.
    var inkLimit: Rect? {
        var characters = 0
        for byte in string.utf8 {
            guard byte >= 0x20, byte <= 0x7E else { return nil }
            characters += 1
        }
        let em = font.size
        guard em.isFinite, em > 0, frame.minX.isFinite, frame.minY.isFinite, frame.width.isFinite else { return nil }
        let step = max(font.lineHeight.isFinite ? font.lineHeight : 0, 2 * em)
        let width = max(frame.width, 0)
        let lines = Double(characters + 1)
        return Rect(x: frame.minX - 3 * em, y: frame.minY - 3 * em, width: width + 6 * em, height: lines * step + 6 * em)
    }
}
