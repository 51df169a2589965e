// A spec sheet: one scene laid out on several devices, one panel per device in a grid, each
// titled and with every concentric corner's resolved radius labelled, so one page shows how a
// design adapts to every screen.
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
    static let pill = Color(red: 0.05, green: 0.05, blue: 0.1, alpha: 0.85)
    static let labelSize = 9.0

    /// The sheet's title (the scene's).
    public var title: String
    public var panels: [SheetPanel]
    /// The scene annotations (`--annotate`) drawn in each panel as well.
    public var options: RenderOptions
    /// Columns in the grid.
    public let columns: Int
    /// Each panel's screen rectangle on the sheet.
    public let frames: [Rect]
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
        // About as many columns as twice the square root of the count: phones are about twice as
        // tall as wide, so the sheet comes out roughly square.
        let n = max(1, panels.count)
        let columns = min(n, max(1, Int(Double(2 * n).squareRoot().rounded(.up))))
        self.columns = columns
        let rows = (panels.count + columns - 1) / columns
        var widths = [Double](repeating: 0, count: columns), heights = [Double](repeating: 0, count: max(1, rows))
        for (i, panel) in panels.enumerated() {
            widths[i % columns] = max(widths[i % columns], panel.layout.size.width)
            heights[i / columns] = max(heights[i / columns], panel.layout.size.height)
        }
        var frames: [Rect] = []
        for (i, panel) in panels.enumerated() {
            let column = i % columns, row = i / columns
            let x = Self.margin + widths[..<column].reduce(0, +) + Double(column) * Self.gap
            let y = Self.margin + Self.headerHeight + heights[..<row].reduce(0, +) + Double(row) * (Self.gap + Self.titleHeight) + Self.titleHeight
            frames.append(Rect(origin: Point(x: x, y: y), size: panel.layout.size))
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
        for (panel, frame) in zip(panels, frames) {
            let size = panel.layout.size
            text.layout(panel.title, size: 14, weight: .semibold).draw(at: Point(x: frame.minX, y: frame.minY - Self.titleHeight + 2), color: Self.ink, on: cr)
            text.layout("\(Self.short(size.width)) × \(Self.short(size.height)) pt", size: 11, weight: .regular)
                .draw(at: Point(x: frame.minX, y: frame.minY - Self.titleHeight + 21), color: Self.secondaryInk, on: cr)
            cairo_save(cr)
            cairo_translate(cr, frame.minX, frame.minY)
            SceneRenderer.draw(panel.layout, into: cr, options: options)
            drawRadiusLabels(Self.radiusLabels(panel.layout, text: text), text: text, on: cr)
            cairo_restore(cr)
        }
    }

    /// A label of one concentric corner: where its pill goes (screen points) and what it says.
    struct RadiusLabel: Hashable {
        var box: Rect
        var text: String
        /// The corner's 45° point, which a leader line joins to a pill moved away from it.
        var anchor: Point
        /// The pill's point nearest the anchor.
        var attachment: Point
    }

    /// One label per concentric corner of every concentric rectangle laid out (a shape reported by
    /// several names counted once), in a pill inside the corner, at the corner's 45° point; a pill
    /// that would cover an earlier one moves further in along the diagonal.
    static func radiusLabels(_ layout: ViewLayout, text: TextEngine) -> [RadiusLabel] {
        var seen = Set<ResolvedShape>()
        var labels: [RadiusLabel] = []
        for node in layout.nodes where node.isLaidOut {
            guard let shape = node.geometry, shape.kind == .concentricRectangle, let corners = shape.corners,
                let styles = shape.cornerStyles, seen.insert(shape).inserted
            else { continue }
            for corner in PhysicalCorner.allCases where styles[corner].isConcentric {
                let r = corners.radii[corner]
                let label = "r \(short(r))"
                let extent = text.layout(label, size: labelSize, weight: .bold).size
                let boxSize = Size(width: extent.width + 8, height: extent.height + 2)
                let inward = Point(x: corner.isLeft ? 1 : -1, y: corner.isTop ? 1 : -1)
                let vertex = corners.rect.point(at: corner)
                let arc = r * (1 - 0.5.squareRoot())  // the corner's 45° point, from the vertex along each edge
                let start = arc + 2
                var offset = start
                var box = Rect(x: 0, y: 0, width: 0, height: 0)
                for _ in 0..<12 {
                    let anchor = Point(x: vertex.x + inward.x * offset, y: vertex.y + inward.y * offset)
                    box = Rect(
                        x: inward.x > 0 ? anchor.x : anchor.x - boxSize.width, y: inward.y > 0 ? anchor.y : anchor.y - boxSize.height,
                        width: boxSize.width, height: boxSize.height)
                    guard labels.contains(where: { AnnotationPlanner.intersects($0.box, box) }) else { break }
                    offset += boxSize.height + 1
                }
                let point = Point(x: vertex.x + inward.x * arc, y: vertex.y + inward.y * arc)
                let attachment = Point(x: inward.x > 0 ? box.minX : box.maxX, y: inward.y > 0 ? box.minY : box.maxY)
                labels.append(RadiusLabel(box: box, text: label, anchor: point, attachment: offset > start ? attachment : point))
            }
        }
        return labels
    }

    func drawRadiusLabels(_ labels: [RadiusLabel], text: TextEngine, on cr: OpaquePointer) {
        // Leaders first, so that no line crosses a pill.
        for label in labels {
            if label.attachment != label.anchor {
                cairo_new_path(cr)
                cairo_move_to(cr, label.anchor.x, label.anchor.y)
                cairo_line_to(cr, label.attachment.x, label.attachment.y)
                cairo_set_line_width(cr, 0.75)
                CairoDrawing.setColor(Self.pill, on: cr)
                cairo_stroke(cr)
                cairo_arc(cr, label.anchor.x, label.anchor.y, 1.5, 0, 2 * Double.pi)
                cairo_fill(cr)
            }
        }
        for label in labels {
            CairoDrawing.appendRoundedRect(label.box, radius: label.box.height / 2, to: cr)
            CairoDrawing.setColor(Self.pill, on: cr)
            cairo_fill(cr)
            text.layout(label.text, size: Self.labelSize, weight: .bold).draw(at: Point(x: label.box.minX + 4, y: label.box.minY + 1), color: .white, on: cr)
        }
    }

    /// A length as a label shows it: whole points, or one decimal.
    static func short(_ v: Double) -> String {
        let rounded = (v * 10).rounded() / 10
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(format: "%.1f", rounded)
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
}
