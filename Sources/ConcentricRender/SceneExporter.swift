// Export: PNG, SVG and PDF surfaces around the one `SceneRenderer.draw` call, written atomically.
import CPangoCairo
import ConcentricCore
import ConcentricIO
import ConcentricJSON
import ConcentricScene
import Foundation

/// Renders laid-out scenes to image data and files.
public enum SceneExporter {
    /// The largest PNG side, in pixels.
    public static let maximumPixelSide = 16_384

    /// A PNG's size in pixels: the canvas in points × `scale`, rounded.
    public static func pixelSize(of size: Size, scale: Double) -> (width: Int, height: Int) {
        func px(_ v: Double) -> Int {
            let p = (v * scale).rounded()
            return p.isFinite ? Int(max(0, min(p, 1e9))) : 0
        }
        return (px(size.width), px(size.height))
    }

    /// Why `scale` cannot render a canvas of `size` (as a PNG when `format` is `.png`), or nil
    /// when it can. Scales must be positive and finite; a PNG at most `maximumPixelSide` pixels
    /// on each side and at least one pixel.
    public static func scaleProblem(_ scale: Double, size: Size, format: ExportFormat) -> String? {
        guard scale.isFinite, scale > 0 else { return "the scale must be a positive number, found \(JSONWriter.format(scale))" }
        guard format == .png else {
            // A vector page beyond Cairo's 24.8 fixed-point range cannot be recorded (Cairo 1.16's
            // recording surface asserts on it); accepted scenes (±1,000,000 pt) fit even at @3x.
            let (w, h) = (size.width * scale, size.height * scale)
            guard w.isFinite, h.isFinite, max(w, h) <= CairoDrawing.deviceLimit else {
                return "a \(JSONWriter.format(w)) × \(JSONWriter.format(h)) pt page is over \(JSONWriter.format(CairoDrawing.deviceLimit)) pt on a side, beyond what Cairo can draw (scale \(JSONWriter.format(scale)))"
            }
            return nil
        }
        let (w, h) = pixelSize(of: size, scale: scale)
        if w > maximumPixelSide || h > maximumPixelSide {
            return "a \(w) × \(h) px image is over \(maximumPixelSide) px on a side (scale \(JSONWriter.format(scale)))"
        }
        if w < 1 || h < 1 { return "a \(w) × \(h) px image is empty (scale \(JSONWriter.format(scale)))" }
        return nil
    }

    /// Renders to pixels (`pixelSize` of the page). Nil when the scale is unusable.
    public static func image(_ layout: ViewLayout, scale: Double = 1, options: RenderOptions = RenderOptions()) -> PixelImage? {
        let page = page(for: layout, options: options)
        guard scaleProblem(scale, size: page.size, format: .png) == nil else { return nil }
        guard let surface = makeImageSurface(layout, page: page, scale: scale) else { return nil }
        defer { cairo_surface_destroy(surface) }
        return PixelImage(surface: surface)
    }

    /// Writes `layout` to `url` as `format`; the file is complete or absent, never partial.
    public static func write(
        _ layout: ViewLayout, to url: URL, format: ExportFormat, scale: Double = 1, options: RenderOptions = RenderOptions()
    ) throws(WriteError) {
        try stage(layout, to: url, format: format, scale: scale, options: options).commit()
    }

    /// Draws `layout` into a temporary beside `url` without putting it in place: a batch stages
    /// every file and commits them only when all succeeded (`AtomicFile.commit`).
    public static func stage(
        _ layout: ViewLayout, to url: URL, format: ExportFormat, scale: Double = 1, options: RenderOptions = RenderOptions()
    ) throws(WriteError) -> StagedFile {
        let page = page(for: layout, options: options)
        return try stage(size: page.size, to: url, format: format, scale: scale) { draw(layout, page: page, into: $0) }
    }

    /// Stages any drawing of `size` points (a scene's page, a spec sheet): `draw` paints into a
    /// context whose user space is points, scaled for PNG.
    static func stage(size: Size, to url: URL, format: ExportFormat, scale: Double, draw: (OpaquePointer) -> Void) throws(WriteError) -> StagedFile {
        if let problem = scaleProblem(scale, size: size, format: format) {
            throw WriteError(path: url.path, reason: problem, kind: .refused)
        }
        return try stageStream(to: url) { sink in
            switch format {
            case .png:
                guard let surface = makeImageSurface(size: size, scale: scale, draw: draw) else { return "cannot create a Cairo image surface" }
                defer { cairo_surface_destroy(surface) }
                return PNGEncoder.write(surface, to: sink)
            case .svg, .pdf:
                return reason(drawVector(size: size, format: format, sink: sink) { cr, _ in draw(cr) })
            }
        }
    }

    /// Stages a PDF of `pages` pages of `pageSize` points (a spec sheet on paper): `draw` paints
    /// page k into a context whose user space is points.
    static func stagePDF(pageSize: Size, pages: Int, to url: URL, draw: (OpaquePointer, Int) -> Void) throws(WriteError) -> StagedFile {
        if let problem = scaleProblem(1, size: pageSize, format: .pdf) {
            throw WriteError(path: url.path, reason: problem, kind: .refused)
        }
        return try stageStream(to: url) { sink in reason(drawVector(size: pageSize, format: .pdf, sink: sink, pages: pages, draw: draw)) }
    }

    /// A staged file `write` fills through a stream sink; the sink's own failure (a full disk)
    /// is the reason reported before whatever `write` says.
    private static func stageStream(to url: URL, _ write: (StreamSink) -> String?) throws(WriteError) -> StagedFile {
        try AtomicFile.stage(to: url) { fd in
            let sink = StreamSink(fd: fd)
            let reason = write(sink)
            return sink.failure ?? reason
        }
    }

    /// Cairo's words for a failure, nil on success.
    private static func reason(_ status: cairo_status_t) -> String? {
        status == CAIRO_STATUS_SUCCESS ? nil : String(cString: cairo_status_to_string(status))
    }

    // MARK: - Pages

    /// What an export is drawn on. Plain, the screen alone. Annotated, a spec sheet: the screen
    /// with a margin on each side wide enough for its widest callout (the callouts' columns),
    /// and the legend in a band under the screen, on a dark board so that light callouts and the
    /// legend read on it; nothing the annotations add covers the scene beyond its marks and leaders.
    public struct ExportPage: Sendable, Hashable {
        /// The page, in points.
        public var size: Size
        /// Where the screen's top-left sits on the page.
        public var screenOrigin: Point
        /// The annotations, in page points (nil when none are drawn).
        public var annotations: SceneAnnotations?
    }

    /// Space around the screen and the legend on an annotated page, in points.
    public static let pageMargin = 16.0

    /// The page `write`, `stage` and `image` draw `layout` on with `options`. Callouts and the
    /// legend are sized in points, so every scale shows the same page, only sharper.
    public static func page(for layout: ViewLayout, options: RenderOptions) -> ExportPage {
        guard !options.annotations.isEmpty else { return ExportPage(size: layout.size, screenOrigin: .zero, annotations: nil) }
        return SharedMeasuringContext.shared.withEngine { text in
            let content = AnnotationContent(layout, layers: options.annotations, text: text)
            let m = pageMargin
            let side = content.callouts.isEmpty ? m : content.widestCallout + AnnotationStyle.leaderRoom + AnnotationStyle.gap + m
            let width = layout.size.width + 2 * side
            let origin = Point(x: side, y: m)
            var height = layout.size.height + 2 * m
            var slot: Rect?
            if options.annotations.legend {
                let legendWidth = min(AnnotationStyle.legendMaximumWidth, width - 2 * m)
                let rows = AnnotationPlanner.legendRows(width: legendWidth, text: text)
                let legendHeight = (rows.last.map { $0.origin.y + $0.height } ?? 0) + 2 * AnnotationStyle.paddingY + 4
                slot = Rect(x: (width - legendWidth) / 2, y: height, width: legendWidth, height: legendHeight)
                height += legendHeight + m
            }
            let viewport = AnnotationViewport(origin: origin, bounds: Rect(x: 0, y: 0, width: width, height: height), legendSlot: slot)
            let size = Size(width: width, height: height)
            return ExportPage(size: size, screenOrigin: origin, annotations: content.place(in: viewport, screen: layout.size, text: text))
        }
    }

    /// The board an annotated page's margins show.
    static let board = Color(red: 0.11, green: 0.11, blue: 0.13, alpha: 1)

    /// Draws the page in `cr`'s user space (points): the board, the screen, the annotations.
    static func draw(_ layout: ViewLayout, page: ExportPage, into cr: OpaquePointer) {
        guard let annotations = page.annotations else {
            SceneRenderer.draw(layout, into: cr)
            return
        }
        cairo_save(cr)
        // The whole clip: an export's last, partly covered pixel row stays opaque. (A spec
        // sheet clips each panel to its page first.)
        CairoDrawing.setColor(board, on: cr)
        cairo_paint(cr)
        cairo_translate(cr, page.screenOrigin.x, page.screenOrigin.y)
        SceneRenderer.draw(layout, into: cr)
        cairo_restore(cr)
        SceneRenderer.drawAnnotations(annotations, on: cr)
    }

    // MARK: - Surfaces

    /// An ARGB32 surface with `layout`'s page (for `options`) drawn at `scale`, or nil if Cairo
    /// could not make one.
    static func makeImageSurface(_ layout: ViewLayout, scale: Double, options: RenderOptions) -> OpaquePointer? {
        makeImageSurface(layout, page: page(for: layout, options: options), scale: scale)
    }

    static func makeImageSurface(_ layout: ViewLayout, page: ExportPage, scale: Double) -> OpaquePointer? {
        makeImageSurface(size: page.size, scale: scale) { draw(layout, page: page, into: $0) }
    }

    /// An ARGB32 surface of `size` points × `scale` with `draw` painted into it.
    static func makeImageSurface(size: Size, scale: Double, draw: (OpaquePointer) -> Void) -> OpaquePointer? {
        let (w, h) = pixelSize(of: size, scale: scale)
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(w), Int32(h)),
            cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS
        else { return nil }
        guard let cr = cairo_create(surface) else {
            cairo_surface_destroy(surface)
            return nil
        }
        cairo_scale(cr, scale, scale)
        draw(cr)
        cairo_destroy(cr)
        cairo_surface_flush(surface)
        return surface
    }

    /// Draws `pages` pages (an SVG has one) into an SVG or PDF stream surface (size in points) and
    /// finishes it; `draw` paints page k.
    static func drawVector(size: Size, format: ExportFormat, sink: StreamSink, pages: Int = 1, draw: (OpaquePointer, Int) -> Void) -> cairo_status_t {
        let closure = Unmanaged.passUnretained(sink).toOpaque()
        let w = max(1, size.width), h = max(1, size.height)
        let surface: OpaquePointer?
        if format == .svg {
            surface = cairo_svg_surface_create_for_stream(StreamSink.write, closure, w, h)
            if let surface {
                cairo_svg_surface_restrict_to_version(surface, CAIRO_SVG_VERSION_1_1)
                cairo_svg_surface_set_document_unit(surface, CAIRO_SVG_UNIT_PT)
            }
        } else {
            surface = cairo_pdf_surface_create_for_stream(StreamSink.write, closure, w, h)
            if let surface {
                // A fixed creation date keeps the output reproducible.
                cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATOR, "concentric")
                cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATE_DATE, "2000-01-01T00:00:00Z")
            }
        }
        guard let surface else { return CAIRO_STATUS_NO_MEMORY }
        defer { cairo_surface_destroy(surface) }
        if let cr = cairo_create(surface) {
            for k in 0..<max(1, format == .pdf ? pages : 1) {
                // Finishing the surface emits the last page.
                if k > 0 { cairo_show_page(cr) }
                draw(cr, k)
            }
            let status = cairo_status(cr)
            cairo_destroy(cr)
            if status != CAIRO_STATUS_SUCCESS { return status }
        }
        cairo_surface_finish(surface)
        return cairo_surface_status(surface)
    }
}

/// Where Cairo's stream surfaces and the PNG encoder write: a file descriptor, remembering the
/// first failure (after which everything is dropped).
final class StreamSink {
    let fd: Int32
    var failure: String?

    init(fd: Int32) { self.fd = fd }

    /// Writes all of `bytes`; false once a write has failed.
    func write(_ bytes: UnsafeRawBufferPointer) -> Bool {
        guard failure == nil else { return false }
        do throws(SystemError) { try FileDescriptorIO.writeAll(bytes, to: fd) } catch { failure = error.reason }
        return failure == nil
    }

    /// Cairo's `cairo_write_func_t`.
    static let write: cairo_write_func_t = { closure, data, length in
        guard let closure else { return CAIRO_STATUS_WRITE_ERROR }
        let sink = Unmanaged<StreamSink>.fromOpaque(closure).takeUnretainedValue()
        guard let data else { return length == 0 ? CAIRO_STATUS_SUCCESS : CAIRO_STATUS_WRITE_ERROR }
        return sink.write(UnsafeRawBufferPointer(start: data, count: Int(length))) ? CAIRO_STATUS_SUCCESS : CAIRO_STATUS_WRITE_ERROR
    }
}
