// A spec sheet: one scene laid out on several devices, one panel per device in a grid, each
// titled and with every concentric corner's resolved radius labelled by the same callouts as an
// annotated export, so one page shows how a design adapts to every screen; or the same panels
// paged onto paper for printing (`SheetPagination`).
import CPangoCairo
import ConcentricCore
import ConcentricIO
import ConcentricScene
import Foundation

/// One panel: a device's name and the scene laid out on its screen.
public struct SheetPanel: Sendable {
    /// "iPhone 16 Pro".
    public var title: String
    public var layout: ViewLayout

    public init(title: String, layout: ViewLayout) {
        self.title = title
        self.layout = layout
    }
}

/// The sheet's geometry, in points. Every panel is drawn at 1 pt per point, so panels keep the
/// devices' true relative sizes; the grid's columns are as wide as their widest panel and its rows
/// as tall as their tallest.
public struct SpecSheet: Sendable {
    /// Space around the sheet and between panels.
    static let margin = 32.0
    static let gap = 32.0
    /// The scene's title above the grid.
    static let headerHeight = 40.0
    /// A panel's title block: the device's name and its size.
    static let titleHeight = 40.0
    static let background = Color(rgb8: 242, 242, 247)
    static let ink = Color(rgb8: 28, 28, 30)
    static let secondaryInk = Color(rgb8: 99, 99, 102)

    /// The sheet's title (the scene's).
    public var title: String
    public var panels: [SheetPanel]
    /// The scene annotations (`--annotate`) drawn in each panel as well.
    public var options: RenderOptions
    /// Columns in the grid.
    public let columns: Int
    /// Each panel's screen rectangle on the sheet.
    public let frames: [Rect]
    /// Each panel's page: its screen with the callouts' margins (`SceneExporter.page`), at the
    /// top-left of its grid cell.
    let pages: [SceneExporter.ExportPage]
    /// The whole sheet.
    public let size: Size

    /// `document` laid out on each of `devices` (its screen and safe area), one panel each, with
    /// `overrides` and at `time` as `SceneRenderer.layout` takes them: what `render --sheet` and the
    /// playground's Export ▸ Spec Sheet both draw.
    public init(
        title: String, document: SceneDocument, devices: [DeviceProfile], overrides: [String: Double] = [:], time: Double? = nil,
        options: RenderOptions = RenderOptions()
    ) {
        let panels = devices.map { device in
            var document = document
            document.screen = Screen(device: device)
            document.safeArea = device.safeArea
            return SheetPanel(title: device.name, layout: SceneRenderer.layout(document, overrides: overrides, time: time))
        }
        self.init(title: title, panels: panels, options: options)
    }

    public init(title: String, panels: [SheetPanel], options: RenderOptions = RenderOptions()) {
        self.title = title
        self.panels = panels
        self.options = options
        // The radii are always labelled; `--annotate` adds the other layers.
        var layers = options.annotations
        layers.radii = true
        let pages = panels.map { SceneExporter.page(for: $0.layout, options: RenderOptions(annotations: layers)) }
        self.pages = pages
        // About as many columns as twice the square root of the count: phones are about twice as
        // tall as wide, so the sheet comes out roughly square.
        let n = max(1, panels.count)
        let columns = min(n, max(1, Int(Double(2 * n).squareRoot().rounded(.up))))
        self.columns = columns
        let rows = (panels.count + columns - 1) / columns
        var widths = [Double](repeating: 0, count: columns), heights = [Double](repeating: 0, count: max(1, rows))
        for (i, page) in pages.enumerated() {
            widths[i % columns] = max(widths[i % columns], page.size.width)
            heights[i / columns] = max(heights[i / columns], page.size.height)
        }
        var frames: [Rect] = []
        for (i, (panel, page)) in zip(panels, pages).enumerated() {
            let column = i % columns, row = i / columns
            let x = Self.margin + widths[..<column].reduce(0, +) + Double(column) * Self.gap
            let y = Self.margin + Self.headerHeight + heights[..<row].reduce(0, +) + Double(row) * (Self.gap + Self.titleHeight) + Self.titleHeight
            frames.append(Rect(origin: Point(x: x + page.screenOrigin.x, y: y + page.screenOrigin.y), size: panel.layout.size))
        }
        self.frames = frames
        let width = 2 * Self.margin + widths.reduce(0, +) + Double(max(0, columns - 1)) * Self.gap
        let height = 2 * Self.margin + Self.headerHeight + heights.reduce(0, +) + Double(rows) * Self.titleHeight + Double(max(0, rows - 1)) * Self.gap
        self.size = Size(width: width, height: height)
    }

    /// Draws the sheet in points.
    func draw(into cr: OpaquePointer) {
        cairo_save(cr)
        defer { cairo_restore(cr) }
        CairoDrawing.setColor(Self.background, on: cr)
        cairo_paint(cr)
        let text = TextEngine(cr: cr)
        text.layout(title, size: 20, weight: .bold).draw(at: Point(x: Self.margin, y: Self.margin), color: Self.ink, on: cr)
        for (i, frame) in frames.enumerated() {
            let page = pages[i]
            drawPanel(i, pageOrigin: Point(x: frame.minX - page.screenOrigin.x, y: frame.minY - page.screenOrigin.y), text: text, into: cr)
        }
    }

    /// Draws panel `i`: its title block (the device's name and size) ending at `cell`, and its page
    /// from there, clipped to the page.
    private func drawPanel(_ i: Int, pageOrigin cell: Point, text: TextEngine, into cr: OpaquePointer) {
        let panel = panels[i], page = pages[i]
        let size = panel.layout.size
        text.layout(panel.title, size: 14, weight: .semibold).draw(at: Point(x: cell.x, y: cell.y - Self.titleHeight + 2), color: Self.ink, on: cr)
        text.layout("\(DecimalFormat.short(size.width)) × \(DecimalFormat.short(size.height)) pt", size: 11, weight: .regular)
            .draw(at: Point(x: cell.x, y: cell.y - Self.titleHeight + 21), color: Self.secondaryInk, on: cr)
        cairo_save(cr)
        cairo_translate(cr, cell.x, cell.y)
        cairo_rectangle(cr, 0, 0, page.size.width, page.size.height)
        cairo_clip(cr)
        SceneExporter.draw(panel.layout, page: page, into: cr)
        cairo_restore(cr)
    }

    // MARK: - Paper

    /// The panels on pages of `paper` (`SheetPagination`): each panel's cell is its title block
    /// over its page.
    public func paginated(on paper: PaperSize) -> SheetPagination {
        SheetPagination(
            cells: pages.map { Size(width: $0.size.width, height: Self.titleHeight + $0.size.height) }, paper: paper, headerHeight: Self.headerHeight)
    }

    /// Draws one page of `pagination`: the sheet's title in the header band, then its panels, each
    /// scaled about its cell's top-left. The paper stays white, as printers leave it, rather than
    /// being inked with the single-page sheet's grey.
    func draw(_ page: SheetPagination.Page, of pagination: SheetPagination, into cr: OpaquePointer) {
        let text = TextEngine(cr: cr)
        text.layout(title, size: 20, weight: .bold).draw(at: pagination.printable.origin, color: Self.ink, on: cr)
        for placement in page.placements {
            cairo_save(cr)
            cairo_translate(cr, placement.frame.minX, placement.frame.minY)
            cairo_scale(cr, pagination.scale, pagination.scale)
            drawPanel(placement.panel, pageOrigin: Point(x: 0, y: Self.titleHeight), text: text, into: cr)
            cairo_restore(cr)
        }
    }

    // MARK: - Export

    /// Why the sheet cannot be written as `format` at `scale` (a PNG beyond 16,384 px), or nil.
    public func problem(format: ExportFormat, scale: Double) -> String? {
        SceneExporter.scaleProblem(scale, size: size, format: format)
    }

    /// Draws the sheet into a temporary beside `url` (committed by the caller): PNG at `scale`, or
    /// one PDF or SVG page holding the whole grid.
    public func stage(to url: URL, format: ExportFormat, scale: Double = 1) throws(WriteError) -> StagedFile {
        try SceneExporter.stage(size: size, to: url, format: format, scale: scale) { draw(into: $0) }
    }

    /// Draws the sheet into a temporary PDF beside `url` (committed by the caller), paged onto
    /// `paper` (`paginated(on:)`): one PDF page per page of the layout.
    public func stagePDF(to url: URL, paper: PaperSize) throws(WriteError) -> StagedFile {
        let pagination = paginated(on: paper)
        return try SceneExporter.stagePDF(pageSize: pagination.pageSize, pages: pagination.pages.count, to: url) { cr, k in
            draw(pagination.pages[k], of: pagination, into: cr)
        }
    }
}
