// The spec annotations: marks at each measured corner (shared centers, guide arcs, radius lines,
// inset dimensions), one callout per corner listing its measures (`CornerMeasure`), a legend,
// and the placement that keeps callouts legible: in output units (canvas pixels, export points)
// whatever the zoom, in the margins beside the screen where there is room, clear of each other,
// of the scene's text, of every shared center and arc end, and "+N" only when nothing fits.
import ConcentricCore
import ConcentricScene
import Foundation

/// Where annotations are drawn: the transformation from scene points to the output's units
/// (canvas pixels, export points) and the part of the output they may use.
public struct AnnotationViewport: Sendable, Hashable {
    /// Output units per scene point.
    public var scale: Double
    /// Where the scene's origin lands in the output.
    public var origin: Point
    /// What callouts and the legend may occupy (the canvas, the export page).
    public var bounds: Rect
    /// Where the legend goes when the caller reserved room for it (an export's band under the
    /// screen); nil puts it in the free corner of `bounds` that covers least.
    public var legendSlot: Rect?

    public init(scale: Double = 1, origin: Point = .zero, bounds: Rect, legendSlot: Rect? = nil) {
        self.scale = scale
        self.origin = origin
        self.bounds = bounds
        self.legendSlot = legendSlot
    }

    /// The scene itself, unscaled, annotated in place (nothing outside the screen).
    public static func inPlace(_ layout: ViewLayout) -> AnnotationViewport {
        AnnotationViewport(bounds: Rect(origin: .zero, size: layout.size))
    }

    public func point(_ p: Point) -> Point { Point(x: origin.x + p.x * scale, y: origin.y + p.y * scale) }
    public func rect(_ r: Rect) -> Rect { Rect(x: origin.x + r.minX * scale, y: origin.y + r.minY * scale, width: r.width * scale, height: r.height * scale) }
}

/// A geometric mark of the annotation layer, in output units.
public enum AnnotationMark: Sendable, Hashable {
    /// The shared center of a concentric corner.
    case center(Point)
    /// A quarter arc of `radius` around `center` facing `corner`: the container's (`isContainer`,
    /// dashed) or the shape's own (solid).
    case guideArc(center: Point, radius: Double, corner: PhysicalCorner, isContainer: Bool)
    /// From a corner's center to its arc, along the 45° diagonal.
    case radiusLine(from: Point, to: Point)
    /// The inset: a dimension line with end ticks between the two arcs.
    case redline(from: Point, to: Point)
}

/// What a piece of callout text says, which decides its colour (and the legend's key).
public enum CalloutRunKind: String, Sendable, Hashable {
    /// "r 46": the resolved radius.
    case radius
    /// "fixed 24": a corner that does not follow its container.
    case style
    /// "inset 8": the red dimension's length.
    case inset
    /// "Δ 2.30 pt": the corner's concentricity error.
    case error
    /// The error's cause in words ("minimum 8 applied").
    case reason
    /// " · " between runs.
    case separator
}

/// One run of a callout line, `x` from the line's start.
public struct CalloutRun: Sendable, Hashable {
    public var kind: CalloutRunKind
    public var text: String
    public var x: Double
}

/// One line of a callout, `y` from the text area's top; a reason line wraps at `wrapWidth`.
public struct CalloutLine: Sendable, Hashable {
    public var runs: [CalloutRun]
    public var bold: Bool
    public var wrapWidth: Double?
    public var y: Double
    public var text: String { runs.map(\.text).joined() }
}

/// One corner's callout: its measures as lines in a box, with a leader to the corner.
public struct AnnotationCallout: Sendable, Hashable {
    /// The shape (its index in `ViewLayout.nodes`, `ShapeMeasure.node`) and corner it describes.
    public var node: Int
    public var corner: PhysicalCorner
    public var lines: [CalloutLine]
    /// The box, in output units.
    public var box: Rect
    /// The point on the corner it describes (its arc's midpoint, or its vertex when square).
    public var anchor: Point
    /// Whether it sits outside the screen, in a margin column, rather than on the scene.
    public var inMargin: Bool
    /// The leader's end on the box (nil when the box touches the anchor).
    public var leaderEnd: Point?
    /// Every line's text, one per line ("r 46 · inset 8\nΔ 2.30 pt\nminimum 8 applied").
    public var text: String { lines.map(\.text).joined(separator: "\n") }
}

/// "+N": the callouts of one shape for which there was truly no room.
public struct AnnotationOverflow: Sendable, Hashable {
    public var node: Int
    public var count: Int
    public var box: Rect
    public var text: String { "+\(count)" }
}

/// The legend's box and rows, in output units.
public struct AnnotationLegend: Sendable, Hashable {
    /// What each row's symbol shows.
    public enum Symbol: Sendable, Hashable { case dot, dashedArc, dimension, error, callout, none }
    public struct Row: Sendable, Hashable {
        public var symbol: Symbol
        public var text: String
        /// The row's top-left (symbol column) and the text's top-left, wrapped at `textWidth`.
        public var origin: Point
        public var textOrigin: Point
        public var textWidth: Double
        public var height: Double
    }
    public var box: Rect
    public var rows: [Row]

    /// The key, once per legend: the four marks, the callout's words, and why small errors are
    /// not labelled.
    public static let entries: [(Symbol, String)] = [
        (.dot, "Shared center: the corner's arc and its container's are drawn around this one point."),
        (.dashedArc, "Dashed: the container's corner arc. Solid: the shape's own arc around the same center."),
        (.dimension, "Red dimension (\"inset\"): the gap between the two arcs along their diagonal."),
        (.error, "Δ: the concentricity error, how far the gap along the corner strays from its inset, with its cause."),
        (.callout, "r: the resolved radius. \"fixed 24\": a corner that does not follow its container."),
        (.none, "Continuous corners inset from continuous corners are concentric only to within a fraction of a point (an offset squircle is not a squircle), so errors under 0.5 pt are not labelled."),
    ]
}

/// The annotation layer of a scene, in output units.
public struct SceneAnnotations: Sendable, Hashable {
    public var marks: [AnnotationMark]
    public var callouts: [AnnotationCallout]
    public var overflows: [AnnotationOverflow]
    public var legend: AnnotationLegend?
    /// The scene's own text (its text runs), which callouts avoid.
    public var textBoxes: [Rect]
    /// Small boxes around every shared center and every guide arc's ends: what no label may cover.
    public var keepClear: [Rect]
    /// Callouts neither placed nor counted in a "+N" (no room even for that).
    public var skipped: Int

    /// Every box a reader reads: callouts, "+N" markers and the legend.
    public var labelBoxes: [Rect] { callouts.map(\.box) + overflows.map(\.box) + (legend.map { [$0.box] } ?? []) }
}

/// Sizes of annotation text, in output units (canvas pixels, export points): legible at @1x.
enum AnnotationStyle {
    static let fontSize = 10.0
    static let paddingX = 5.0
    static let paddingY = 3.0
    static let lineGap = 1.0
    /// Reasons wrap at this width, which bounds every callout's width.
    static let maximumTextWidth = 170.0
    /// Space kept between two boxes, and between a box and the output's edge.
    static let gap = 4.0
    /// Room between the screen's edge and a margin column, for the leaders to arrive at an angle.
    static let leaderRoom = 24.0
    /// Half the side of the box around a shared center (the dot and its halo) and an arc's end.
    static let centerClearance = 4.5
    static let arcEndClearance = 3.0
    /// The canvas legend's width, and the export legend's widest.
    static let legendWidth = 300.0
    static let legendMaximumWidth = 560.0
}

/// A callout waiting for a place: its content, size and anchor (in output units once placed).
struct CalloutContent {
    var shape: Int
    var node: Int
    var corner: PhysicalCorner
    var lines: [CalloutLine]
    var size: Size
    /// The anchor in scene points.
    var anchor: Point
}

/// What the annotation layer will show, measured but not yet placed: the shapes' marks and
/// callouts in scene terms, their sizes in output units. Placing it in a viewport gives
/// `SceneAnnotations`; the exporter sizes its margins from `widestCallout` first.
struct AnnotationContent {
    var layers: AnnotationLayers
    var shapes: [ShapeMeasure]
    var callouts: [CalloutContent]
    var textBoxes: [Rect]

    var widestCallout: Double { callouts.map(\.size.width).max() ?? 0 }

    init(_ layout: ViewLayout, layers: AnnotationLayers, text: TextEngine) {
        self.layers = layers
        shapes = layers.marksCorners ? ShapeMeasure.all(in: layout, measuringErrors: layers.errors) : []
        textBoxes = SceneRenderer.textBoxes(for: layout)
        callouts = []
        for (index, shape) in shapes.enumerated() {
            for corner in PhysicalCorner.allCases {
                let m = shape.corners[corner]
                let lines = Self.laidOut(Self.lines(m, layers: layers, text: text), text: text)
                guard !lines.isEmpty else { continue }
                let size = Self.size(of: lines, text: text)
                let anchor: Point
                if m.radius > 0 {
                    let u = corner.diagonal
                    anchor = Point(x: m.center.x + u.x * m.radius, y: m.center.y + u.y * m.radius)
                } else {
                    anchor = shape.geometry.rect.point(at: corner)
                }
                callouts.append(CalloutContent(shape: index, node: shape.node, corner: corner, lines: lines, size: size, anchor: anchor))
            }
        }
    }

    /// A corner's callout lines: "r 46 · inset 8" (or "fixed 24"), then "Δ 2.30 pt" and its cause.
    static func lines(_ m: CornerMeasure, layers: AnnotationLayers, text: TextEngine) -> [CalloutLine] {
        var first: [(CalloutRunKind, String)] = []
        if layers.radii {
            if let style = m.styleLabel { first.append((.style, style)) } else { first.append((.radius, "r " + DecimalFormat.short(m.radius))) }
        }
        if layers.insets, let inset = m.inset { first.append((.inset, "inset " + DecimalFormat.short(inset))) }
        var lines: [CalloutLine] = []
        if !first.isEmpty {
            var runs: [(CalloutRunKind, String)] = []
            for (i, run) in first.enumerated() {
                if i > 0 { runs.append((.separator, " · ")) }
                runs.append(run)
            }
            lines.append(line(runs, bold: true, text: text))
        }
        if layers.errors, let error = m.reportedError {
            lines.append(line([(.error, "Δ " + (error < 1e12 ? DecimalFormat.fixed(error, digits: 2) : DecimalFormat.exponent(error, digits: 1)) + " pt")], bold: true, text: text))
            if let reason = m.reason {
                lines.append(CalloutLine(runs: [CalloutRun(kind: .reason, text: reason, x: 0)], bold: false, wrapWidth: AnnotationStyle.maximumTextWidth, y: 0))
            }
        }
        return lines
    }

    /// A line of runs, each placed after the previous one's measured width.
    static func line(_ runs: [(CalloutRunKind, String)], bold: Bool, text: TextEngine) -> CalloutLine {
        var x = 0.0
        var out: [CalloutRun] = []
        for (kind, string) in runs {
            out.append(CalloutRun(kind: kind, text: string, x: x))
            x += text.layout(string, size: AnnotationStyle.fontSize, weight: bold && kind != .separator ? .bold : .regular).size.width
        }
        return CalloutLine(runs: out, bold: bold, wrapWidth: nil, y: 0)
    }

    /// The box of `lines` (laid out by `laidOut`).
    static func size(of lines: [CalloutLine], text: TextEngine) -> Size {
        var width = 0.0, y = 0.0
        for line in lines {
            let size = CalloutLine.measure(line, text: text)
            width = max(width, size.width)
            y += size.height + AnnotationStyle.lineGap
        }
        return Size(width: width + 2 * AnnotationStyle.paddingX, height: y - AnnotationStyle.lineGap + 2 * AnnotationStyle.paddingY)
    }

    /// Places everything in `viewport`; `screen` is the scene's size in points.
    func place(in viewport: AnnotationViewport, screen: Size, text: TextEngine) -> SceneAnnotations {
        var marks: [AnnotationMark] = []
        var keepClear: [Rect] = []
        func clear(_ p: Point, _ half: Double) { keepClear.append(Rect(x: p.x - half, y: p.y - half, width: 2 * half, height: 2 * half)) }
        let s = viewport.scale
        for shape in shapes {
            for corner in PhysicalCorner.allCases {
                let m = shape.corners[corner]
                let u = corner.diagonal
                if layers.centers, m.sharesCenter {
                    let c = viewport.point(m.containerCenter)
                    marks.append(.guideArc(center: c, radius: m.containerRadius * s, corner: corner, isContainer: true))
                    marks.append(.guideArc(center: viewport.point(m.center), radius: m.radius * s, corner: corner, isContainer: false))
                    marks.append(.center(c))
                    clear(c, AnnotationStyle.centerClearance)
                    for (center, r) in [(m.containerCenter, m.containerRadius), (m.center, m.radius)] {
                        for end in AnnotationPlanner.arcEnds(center: center, radius: r, corner: corner) { clear(viewport.point(end), AnnotationStyle.arcEndClearance) }
                    }
                }
                if layers.radii, m.follows, m.radius > 0 {
                    marks.append(.radiusLine(from: viewport.point(m.center), to: viewport.point(Point(x: m.center.x + u.x * m.radius, y: m.center.y + u.y * m.radius))))
                }
                if layers.insets, let inset = m.inset {
                    let t = m.containerRadius - inset
                    let a = Point(x: m.containerCenter.x + u.x * t, y: m.containerCenter.y + u.y * t)
                    let b = Point(x: m.containerCenter.x + u.x * m.containerRadius, y: m.containerCenter.y + u.y * m.containerRadius)
                    marks.append(.redline(from: viewport.point(a), to: viewport.point(b)))
                }
            }
        }
        let textBoxes = textBoxes.map(viewport.rect)
        let legend = layers.legend ? AnnotationPlanner.legend(in: viewport, keepClear: keepClear, textBoxes: textBoxes, screen: screen, text: text) : nil
        var placement = Placement(
            viewport: viewport, screen: screen, obstacles: keepClear + textBoxes + (legend.map { [$0.box] } ?? []),
            shapes: shapes.map { viewport.rect($0.geometry.rect) })
        // Corners near the screen's sides go to the margins; a corner far inside (the right
        // shape's left corners in a row of two) is called out beside itself first, so that its
        // leader does not cross another shape, and goes to a margin only if that finds no room.
        let reach = placement.screen.width * 0.25
        let far = Set(callouts.indices.filter { i in
            let x = viewport.point(callouts[i].anchor).x
            return callouts[i].corner.isLeft ? x - placement.screen.minX > reach : placement.screen.maxX - x > reach
        })
        placement.placeOnScene(callouts, only: far)
        placement.placeInMargins(callouts)
        placement.placeOnScene(callouts, only: nil)
        var overflows: [AnnotationOverflow] = []
        var skipped = 0
        // "+N" per shape, near its top-left corner, for what found no room.
        var missing: [Int: Int] = [:]
        for i in callouts.indices where placement.placed[i] == nil { missing[callouts[i].shape, default: 0] += 1 }
        for (shape, count) in missing.sorted(by: { $0.key < $1.key }) {
            let marker = "+\(count)"
            let block = text.layout(marker, size: AnnotationStyle.fontSize, weight: .bold)
            let size = Size(width: block.size.width + 2 * AnnotationStyle.paddingX, height: block.size.height + 2 * AnnotationStyle.paddingY)
            let frame = shapes[shape].geometry.rect
            if let box = placement.firstFree(size: size, around: viewport.point(Point(x: frame.minX, y: frame.minY)), outward: PhysicalCorner.topLeft.diagonal) {
                placement.taken.append(box)
                overflows.append(AnnotationOverflow(node: shapes[shape].node, count: count, box: box))
            } else {
                skipped += count
            }
        }
        let placed = callouts.indices.compactMap { i -> AnnotationCallout? in
            guard let spot = placement.placed[i] else { return nil }
            let anchor = viewport.point(callouts[i].anchor)
            let end = AnnotationPlanner.nearestPoint(on: spot.box, to: anchor)
            return AnnotationCallout(
                node: callouts[i].node, corner: callouts[i].corner, lines: callouts[i].lines, box: spot.box, anchor: anchor, inMargin: spot.inMargin,
                leaderEnd: end.distance(to: anchor) > 2 ? end : nil)
        }
        return SceneAnnotations(marks: marks, callouts: placed, overflows: overflows, legend: legend, textBoxes: textBoxes, keepClear: keepClear, skipped: skipped)
    }
}

extension CalloutLine {
    /// The line's size: its runs side by side, or its wrapped text.
    static func measure(_ line: CalloutLine, text: TextEngine) -> Size {
        if let width = line.wrapWidth {
            return text.layout(line.text, size: AnnotationStyle.fontSize, weight: .regular, width: width).size
        }
        var width = 0.0, height = 0.0
        for run in line.runs {
            let size = text.layout(run.text, size: AnnotationStyle.fontSize, weight: line.bold && run.kind != .separator ? .bold : .regular).size
            width = run.x + size.width
            height = max(height, size.height)
        }
        return Size(width: width, height: height)
    }
}

extension AnnotationContent {
    /// `lines` with each one's `y` below the previous one.
    static func laidOut(_ lines: [CalloutLine], text: TextEngine) -> [CalloutLine] {
        var y = 0.0
        return lines.map { line in
            var line = line
            line.y = y
            y += CalloutLine.measure(line, text: text).height + AnnotationStyle.lineGap
            return line
        }
    }
}

/// The collision-avoiding placement: boxes taken so far and where each callout went.
struct Placement {
    let viewport: AnnotationViewport
    /// The screen in output units.
    let screen: Rect
    /// What no box may cover: shared centers, arc ends, the scene's text, the legend.
    let obstacles: [Rect]
    /// The measured shapes' frames: a callout on the scene goes beside them where it can.
    let shapes: [Rect]
    var taken: [Rect] = []
    var placed: [Int: (box: Rect, inMargin: Bool)] = [:]

    init(viewport: AnnotationViewport, screen: Size, obstacles: [Rect], shapes: [Rect]) {
        self.viewport = viewport
        self.screen = viewport.rect(Rect(origin: .zero, size: screen))
        self.obstacles = obstacles
        self.shapes = shapes
    }

    func isFree(_ box: Rect) -> Bool {
        let b = viewport.bounds.insetBy(dx: AnnotationStyle.gap / 2, dy: AnnotationStyle.gap / 2)
        guard box.minX >= b.minX, box.minY >= b.minY, box.maxX <= b.maxX, box.maxY <= b.maxY else { return false }
        return !obstacles.contains { AnnotationPlanner.overlaps($0, box, gap: 1) } && !taken.contains { AnnotationPlanner.overlaps($0, box, gap: AnnotationStyle.gap) }
    }

    /// Margin columns: left corners' callouts in a column left of the screen, right corners' to
    /// its right, each stacked in the order of their anchors' heights (so leaders do not cross)
    /// and as near their anchors as the stack allows. A column takes callouts in document order
    /// (outer shapes first) until it is full; the rest go on the scene.
    mutating func placeInMargins(_ callouts: [CalloutContent]) {
        let sceneRect = screen
        let g = AnnotationStyle.gap
        for left in [true, false] {
            let minX = left ? viewport.bounds.minX + g : sceneRect.maxX + AnnotationStyle.leaderRoom
            let maxX = left ? sceneRect.minX - AnnotationStyle.leaderRoom : viewport.bounds.maxX - g
            guard maxX - minX > 20 else { continue }
            var column = (minY: viewport.bounds.minY + g, maxY: viewport.bounds.maxY - g)
            // Keep clear of whatever already stands in the column (the canvas's legend).
            for obstacle in obstacles where obstacle.maxX > minX && obstacle.minX < maxX && obstacle.maxY > column.minY && obstacle.minY < column.maxY {
                let above = obstacle.minY - g - column.minY, below = column.maxY - (obstacle.maxY + g)
                column = above >= below ? (column.minY, obstacle.minY - g) : (obstacle.maxY + g, column.maxY)
            }
            var chosen: [(index: Int, y: Double, height: Double)] = []
            var total = 0.0
            for (i, c) in callouts.enumerated() where placed[i] == nil && c.corner.isLeft == left && c.size.width <= maxX - minX {
                guard total + c.size.height <= column.maxY - column.minY else { continue }
                total += c.size.height + g
                chosen.append((i, viewport.point(c.anchor).y, c.size.height))
            }
            chosen.sort { $0.y < $1.y || ($0.y == $1.y && $0.index < $1.index) }
            var tops = [Double](repeating: 0, count: chosen.count)
            var floor = column.minY
            for (k, item) in chosen.enumerated() {
                tops[k] = max(item.y - item.height / 2, floor)
                floor = tops[k] + item.height + g
            }
            var ceiling = column.maxY
            for k in chosen.indices.reversed() {
                tops[k] = min(tops[k], ceiling - chosen[k].height)
                ceiling = tops[k] - g
            }
            for (k, item) in chosen.enumerated() {
                let size = callouts[item.index].size
                let box = Rect(x: left ? maxX - size.width : minX, y: tops[k], width: size.width, height: size.height)
                guard isFree(box) else { continue }
                taken.append(box)
                placed[item.index] = (box, true)
            }
        }
    }

    /// On the scene: near each corner, outward along its diagonal first (outside the shape), then
    /// inward, in growing steps; the first free spot wins.
    mutating func placeOnScene(_ callouts: [CalloutContent], only subset: Set<Int>?) {
        for (i, c) in callouts.enumerated() where placed[i] == nil && subset?.contains(i) != false {
            let anchor = viewport.point(c.anchor)
            if let box = firstFree(size: c.size, around: anchor, outward: c.corner.diagonal) {
                taken.append(box)
                placed[i] = (box, false)
            }
        }
    }

    /// The first free box of `size` near `anchor`: its corner facing the anchor put outward along
    /// `outward` at growing distances, then shifted along the two edges, then inward; first
    /// among the spots that cover no measured shape, then among all.
    func firstFree(size: Size, around anchor: Point, outward u: Point) -> Rect? {
        firstFree(size: size, around: anchor, outward: u, besideShapes: true) ?? firstFree(size: size, around: anchor, outward: u, besideShapes: false)
    }

    private func firstFree(size: Size, around anchor: Point, outward u: Point, besideShapes: Bool) -> Rect? {
        func isFree(_ box: Rect) -> Bool {
            self.isFree(box) && !(besideShapes && shapes.contains { AnnotationPlanner.overlaps($0, box, gap: 0) })
        }
        let sx: Double = u.x < 0 ? -1 : 1, sy: Double = u.y < 0 ? -1 : 1
        func box(at p: Point, towardX: Double, towardY: Double) -> Rect {
            Rect(x: towardX < 0 ? p.x - size.width : p.x, y: towardY < 0 ? p.y - size.height : p.y, width: size.width, height: size.height)
        }
        let steps: [Double] = [6, 12, 20, 30, 44, 62, 86, 120, 170, 240]
        for d in steps {
            let p = Point(x: anchor.x + sx * d * 0.7071, y: anchor.y + sy * d * 0.7071)
            for candidate in [
                box(at: p, towardX: sx, towardY: sy),
                box(at: Point(x: anchor.x + sx * d, y: anchor.y - size.height / 2), towardX: sx, towardY: 1),
                box(at: Point(x: anchor.x - size.width / 2, y: anchor.y + sy * d), towardX: 1, towardY: sy),
            ] where isFree(candidate) {
                return candidate
            }
        }
        for d in steps {
            let p = Point(x: anchor.x - sx * d * 0.7071, y: anchor.y - sy * d * 0.7071)
            for candidate in [
                box(at: p, towardX: -sx, towardY: -sy),
                box(at: Point(x: anchor.x - sx * d, y: anchor.y - size.height / 2), towardX: -sx, towardY: 1),
                box(at: Point(x: anchor.x - size.width / 2, y: anchor.y - sy * d), towardX: 1, towardY: -sy),
            ] where isFree(candidate) {
                return candidate
            }
        }
        return nil
    }
}

/// Plans the annotation layer. Pure apart from text measurement (Pango, no drawing).
enum AnnotationPlanner {
    static func plan(_ layout: ViewLayout, options: RenderOptions, viewport: AnnotationViewport, text: TextEngine) -> SceneAnnotations {
        AnnotationContent(layout, layers: options.annotations, text: text).place(in: viewport, screen: layout.size, text: text)
    }

    /// Whether two boxes overlap or come closer than `gap`.
    static func overlaps(_ a: Rect, _ b: Rect, gap: Double) -> Bool {
        a.minX < b.maxX + gap && b.minX < a.maxX + gap && a.minY < b.maxY + gap && b.minY < a.maxY + gap
    }

    /// The point of `box`'s outline nearest to `p`.
    static func nearestPoint(on box: Rect, to p: Point) -> Point {
        Point(x: min(max(p.x, box.minX), box.maxX), y: min(max(p.y, box.minY), box.maxY))
    }

    /// Where a quarter arc of `radius` around `center` facing `corner` meets its two edges.
    static func arcEnds(center: Point, radius r: Double, corner: PhysicalCorner) -> [Point] {
        let sx: Double = corner.isLeft ? -1 : 1, sy: Double = corner.isTop ? -1 : 1
        return [Point(x: center.x + sx * r, y: center.y), Point(x: center.x, y: center.y + sy * r)]
    }

    /// The legend: in the viewport's slot, or in the corner of its bounds that covers the least of
    /// the screen; nil when every corner would cover a shared center, an arc's end or the scene's
    /// text (a canvas zoomed in far enough for the screen to fill it).
    static func legend(in viewport: AnnotationViewport, keepClear: [Rect], textBoxes: [Rect], screen: Size, text: TextEngine) -> AnnotationLegend? {
        let g = AnnotationStyle.gap
        let width = viewport.legendSlot?.width ?? min(AnnotationStyle.legendWidth, max(120, viewport.bounds.width - 2 * g))
        var rows = legendRows(width: width, text: text)
        let height = (rows.last.map { $0.origin.y + $0.height } ?? 0) + 2 * AnnotationStyle.paddingY + 4
        let box: Rect
        if let slot = viewport.legendSlot {
            box = Rect(x: slot.minX, y: slot.minY, width: width, height: height)
        } else {
            let b = viewport.bounds
            let screenRect = viewport.rect(Rect(origin: .zero, size: screen))
            let corners = [
                Rect(x: b.minX + g, y: b.maxY - g - height, width: width, height: height),
                Rect(x: b.maxX - g - width, y: b.maxY - g - height, width: width, height: height),
                Rect(x: b.minX + g, y: b.minY + g, width: width, height: height),
                Rect(x: b.maxX - g - width, y: b.minY + g, width: width, height: height),
            ]
            func cost(_ r: Rect) -> Double {
                let w = max(0, min(r.maxX, screenRect.maxX) - max(r.minX, screenRect.minX))
                let h = max(0, min(r.maxY, screenRect.maxY) - max(r.minY, screenRect.minY))
                return w * h
            }
            let free = corners.filter { r in !(keepClear + textBoxes).contains { overlaps($0, r, gap: 1) } }
            guard let best = free.min(by: { cost($0) < cost($1) }) else { return nil }
            box = best
        }
        for k in rows.indices {
            rows[k].origin = Point(x: box.minX + rows[k].origin.x, y: box.minY + rows[k].origin.y)
            rows[k].textOrigin = Point(x: box.minX + rows[k].textOrigin.x, y: box.minY + rows[k].textOrigin.y)
        }
        return AnnotationLegend(box: box, rows: rows)
    }

    /// The rows relative to the legend's top-left: a symbol column, then the text wrapped beside it.
    static func legendRows(width: Double, text: TextEngine) -> [AnnotationLegend.Row] {
        let symbolWidth = 26.0
        var y = AnnotationStyle.paddingY + 2
        var rows: [AnnotationLegend.Row] = []
        for (symbol, string) in AnnotationLegend.entries {
            let indent = symbol == .none ? AnnotationStyle.paddingX + 2 : symbolWidth
            let textWidth = width - indent - AnnotationStyle.paddingX - 2
            let size = text.layout(string, size: AnnotationStyle.fontSize, weight: .regular, width: textWidth).size
            if symbol == .none { y += 3 }
            rows.append(
                AnnotationLegend.Row(
                    symbol: symbol, text: string, origin: Point(x: AnnotationStyle.paddingX, y: y), textOrigin: Point(x: indent, y: y),
                    textWidth: textWidth, height: size.height))
            y += size.height + 3
        }
        return rows
    }
}
