// The spec annotations (shared centers, guide arcs, radii, inset redlines, concentricity errors),
// planned as values, with their labels placed by a collision-avoiding pass.
import ConcentricCore
import ConcentricScene
import Foundation

/// What an annotation label says.
public enum AnnotationKind: String, Sendable, Hashable, CaseIterable {
    /// A concentric corner's resolved radius ("r 54").
    case radius
    /// The gap between a corner and its container's corner, along their shared diagonal ("8").
    case inset
    /// A card's concentricity error ("Δ 0.42 pt").
    case error
}

/// A geometric mark of the annotation layer, in scene points.
public enum AnnotationMark: Sendable, Hashable {
    /// The shared center of a concentric corner.
    case center(Point)
    /// A quarter arc of `radius` around `center` facing `corner`: the container's (`isContainer`)
    /// or the card's own.
    case guideArc(center: Point, radius: Double, corner: PhysicalCorner, isContainer: Bool)
    /// From a corner's center to its arc, along the 45° diagonal (drawn with the radius label).
    case radiusLine(from: Point, to: Point)
    /// A dimension line with end ticks, between two outlines.
    case redline(from: Point, to: Point)
}

/// A placed annotation label: its text and the pill it is drawn in.
public struct AnnotationLabel: Sendable, Hashable {
    public var kind: AnnotationKind
    public var text: String
    /// The pill (background and text) in screen points.
    public var box: Rect
    /// The shape it describes: the index in `ViewLayout.nodes` of the first node reporting it.
    public var node: Int
    /// The corner it describes, for radii and insets.
    public var corner: PhysicalCorner?
}

/// The annotation layer of a scene: marks, placed labels, and how many labels found no room.
public struct SceneAnnotations: Sendable, Hashable {
    public var marks: [AnnotationMark]
    public var labels: [AnnotationLabel]
    /// The scene's own text (its text runs), which annotation labels avoid.
    public var textBoxes: [Rect]
    /// Labels left out because every candidate position overlapped another label or left the canvas.
    public var skipped: Int
}

/// Fonts and sizes of annotation labels: legible at @1x (≥ 9 pt) on a contrasting pill.
enum AnnotationStyle {
    static let fontSize = 10.0
    static let paddingX = 4.0
    static let paddingY = 1.5
    /// Space kept between two labels and between a label and the canvas edge.
    static let gap = 1.0
}

/// A shape the annotations describe: a concentric rectangle or a container-relative shape with
/// rounded-rectangular corners, and the container corners it followed.
struct AnnotatedShape {
    /// The first node reporting it.
    var node: Int
    var frame: Rect
    var corners: CornerGeometry
    /// The container's corners, in screen points.
    var container: CornerGeometry
    /// Which corners follow the container: a concentric rectangle's concentric-style corners; every
    /// corner of a container-relative shape (each is the container's radius minus d).
    var follows: PhysicalCorners<Bool>

    /// The shapes of `layout` worth annotating, in document order: each resolved geometry once (a
    /// view with several names reports the same one several times), with a non-empty frame, in a
    /// rounded-rectangular container. A concentric rectangle that fell back to its ellipse
    /// container's inset shares no corner with it and is left out.
    static func all(in layout: ViewLayout) -> [AnnotatedShape] {
        var seen = Set<ResolvedShape>()
        var shapes: [AnnotatedShape] = []
        for (index, node) in layout.nodes.enumerated() where node.isLaidOut {
            guard let geometry = node.geometry, !geometry.frame.isEmpty, let corners = geometry.corners, let container = geometry.container,
                let outer = container.shape.cornerGeometry(in: container.frame, direction: layout.direction),
                seen.insert(geometry).inserted
            else { continue }
            let follows: PhysicalCorners<Bool>
            switch geometry.kind {
            case .concentricRectangle:
                guard let styles = geometry.cornerStyles, !geometry.isContainerRelativeFallback else { continue }
                follows = PhysicalCorners { styles[$0].isConcentric }
            case .containerRelative:
                follows = PhysicalCorners(all: true)
            default:
                continue
            }
            shapes.append(AnnotatedShape(node: index, frame: geometry.frame, corners: corners, container: outer, follows: follows))
        }
        return shapes
    }
}

/// Plans the annotation layer. Pure apart from text measurement (Pango, no drawing).
enum AnnotationPlanner {
    /// Annotations describe a readable number of shapes; past this many (in document order) the
    /// rest are left out, which keeps a 10 000-view scene as fast to annotate as a small one.
    static let maximumAnnotatedShapes = 128

    static func plan(_ layout: ViewLayout, options: RenderOptions, text: TextEngine) -> SceneAnnotations {
        var marks: [AnnotationMark] = []
        var requests: [(kind: AnnotationKind, text: String, node: Int, corner: PhysicalCorner?, anchor: Point, direction: Point)] = []
        let textBoxes = SceneRenderer.textBoxes(for: layout)

        let shapes = AnnotatedShape.all(in: layout).prefix(maximumAnnotatedShapes)
        for shape in shapes {
            for corner in PhysicalCorner.allCases {
                let rc = shape.container.radii[corner]
                guard shape.follows[corner], rc > 0 else { continue }
                let center = arcCenter(of: shape.container.rect, corner: corner, radius: rc)
                let r = shape.corners.radii[corner]
                let own = arcCenter(of: shape.frame, corner: corner, radius: r)
                let u = diagonal(corner)
                let outerPoint = Point(x: center.x + u.x * rc, y: center.y + u.y * rc)
                // Where the diagonal from the shared center meets the shape's own arc.
                let innerDistance = rayCircleExit(from: center, direction: u, circleCenter: own, radius: r)
                // A center is shared only when the corner really is concentric (no minimum or clamp
                // moved its arc's center); otherwise there is no common center to show.
                if options.annotations.centers, r > 0, own.distance(to: center) < 0.5 {
                    marks.append(.guideArc(center: center, radius: rc, corner: corner, isContainer: true))
                    marks.append(.guideArc(center: own, radius: r, corner: corner, isContainer: false))
                    marks.append(.center(center))
                }
                if options.annotations.radii, r > 0 {
                    let arcPoint = Point(x: own.x + u.x * r, y: own.y + u.y * r)
                    marks.append(.radiusLine(from: own, to: arcPoint))
                    let mid = Point(x: own.x + u.x * r * 0.5, y: own.y + u.y * r * 0.5)
                    requests.append((.radius, "r " + short(r), shape.node, corner, mid, Point(x: -u.x, y: -u.y)))
                }
                if options.annotations.insets, r > 0, let t = innerDistance, rc - t > 0.05 {
                    let a = Point(x: center.x + u.x * t, y: center.y + u.y * t)
                    marks.append(.redline(from: a, to: outerPoint))
                    requests.append((.inset, short(rc - t), shape.node, corner, a.lerp(outerPoint, 0.5), u))
                }
            }
        }
        if options.annotations.errors {
            for shape in shapes {
                let error = concentricityError(inner: shape.corners, outer: shape.container)
                guard error >= 0.005 else { continue }
                let anchor = Point(x: shape.frame.midX, y: shape.frame.minY + min(shape.frame.height / 2, 14))
                requests.append((.error, "Δ " + (error < 1e12 ? String(format: "%.2f", error) : String(format: "%.1e", error)) + " pt", shape.node, nil, anchor, Point(x: 0, y: 1)))
            }
        }

        // Placement: each label tries candidate positions around its anchor, nearest first, and
        // takes the first that stays on the canvas and clear of text and every placed label.
        let canvas = Rect(origin: .zero, size: layout.size)
        var placed: [AnnotationLabel] = []
        var skipped = 0
        for request in requests {
            let block = text.layout(request.text, size: AnnotationStyle.fontSize, weight: .bold)
            let size = Size(width: block.size.width + 2 * AnnotationStyle.paddingX, height: block.size.height + 2 * AnnotationStyle.paddingY)
            let found = candidates(anchor: request.anchor, direction: request.direction, size: size).first { box in
                contains(canvas, box) && !textBoxes.contains { intersects($0, box) } && !placed.contains { intersects($0.box, box) }
            }
            if let box = found {
                placed.append(AnnotationLabel(kind: request.kind, text: request.text, box: box, node: request.node, corner: request.corner))
            } else {
                skipped += 1
            }
        }
        return SceneAnnotations(marks: marks, labels: placed, textBoxes: textBoxes, skipped: skipped)
    }

    /// Candidate boxes of `size` around `anchor`: centered on it, then pushed along `direction`
    /// and across it, in growing steps.
    static func candidates(anchor: Point, direction: Point, size: Size) -> [Rect] {
        let perpendicular = Point(x: -direction.y, y: direction.x)
        let step = max(size.height, 8) + AnnotationStyle.gap
        var out: [Rect] = []
        let offsets: [(Double, Double)] = [
            (0, 0), (1, 0), (-1, 0), (0, 1), (0, -1), (2, 0), (1, 1), (1, -1), (-1, 1), (-1, -1),
            (3, 0), (0, 2), (0, -2), (2, 2), (2, -2), (4, 0),
        ]
        for (along, across) in offsets {
            let cx = anchor.x + (direction.x * along + perpendicular.x * across * 1.5) * step
            let cy = anchor.y + (direction.y * along + perpendicular.y * across * 1.5) * step
            out.append(Rect(x: cx - size.width / 2, y: cy - size.height / 2, width: size.width, height: size.height))
        }
        return out
    }

    /// Whether two boxes overlap or come closer than the gap.
    static func intersects(_ a: Rect, _ b: Rect) -> Bool {
        let g = AnnotationStyle.gap
        return a.minX < b.maxX + g && b.minX < a.maxX + g && a.minY < b.maxY + g && b.minY < a.maxY + g
    }

    static func contains(_ outer: Rect, _ box: Rect) -> Bool {
        let g = AnnotationStyle.gap
        return box.minX >= outer.minX + g && box.minY >= outer.minY + g && box.maxX <= outer.maxX - g && box.maxY <= outer.maxY - g
    }

    /// The unit vector from a corner's arc center toward the corner (45°).
    static func diagonal(_ corner: PhysicalCorner) -> Point {
        let s = 1 / 2.0.squareRoot()
        return Point(x: corner.isLeft ? -s : s, y: corner.isTop ? -s : s)
    }

    /// How far along the ray `from + t·direction` (t ≥ 0) it leaves the circle, or nil if it misses.
    static func rayCircleExit(from p: Point, direction u: Point, circleCenter c: Point, radius r: Double) -> Double? {
        let dx = p.x - c.x, dy = p.y - c.y
        let b = dx * u.x + dy * u.y
        let disc = b * b - (dx * dx + dy * dy - r * r)
        guard disc >= 0 else { return nil }
        let t = -b + disc.squareRoot()
        return t >= 0 ? t : nil
    }

    /// A length for a label: at most one decimal, no trailing ".0" ("54", "47.3"). Total: any
    /// Double gives text (a huge length in exponent form, "1.0e+20", rather than trapping in a
    /// conversion to Int).
    static func short(_ v: Double) -> String {
        guard v.isFinite else { return v.isNaN ? "?" : (v > 0 ? "∞" : "-∞") }
        guard abs(v) < 1e12 else { return String(format: "%.1e", v) }
        let rounded = (v * 10).rounded() / 10
        return rounded == rounded.rounded() ? String(Int64(rounded)) : String(format: "%.1f", rounded)
    }
}
