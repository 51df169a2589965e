// The status line under the canvas: the innermost concentric shape's resolved radii and error.
import ConcentricCore
import ConcentricJSON
import ConcentricScene

/// What the status line reports about the innermost concentric shape of a laid-out scene: the
/// deepest view (first in document order among equals) whose geometry is a `ConcentricRectangle`,
/// as a shape view or as the shape of its background (the sample's `white surface`).
public struct StatusSummary: Sendable, Hashable {
    /// Where the view sits in the tree (`root.children[1].modifiers[5]`).
    public var sourcePath: String
    /// Its name, if the scene gives one.
    public var name: String?
    /// The four resolved radii (physical corners), or nil when the shape is not
    /// rounded-rectangular (the container-relative fallback inside an ellipse).
    public var radii: CornerRadii?
    /// Its largest concentricity error among the corners that follow the container (a fixed
    /// corner's distance from a curve is not an error), or nil when it cannot be measured (or was
    /// not asked for).
    public var error: Double?
    /// Every corner's measures (`CornerMeasure`: radius, style, inset, error, cause), the same the
    /// canvas's callouts and `concentric layout` show; nil when the shape is not measured.
    public var corners: PhysicalCorners<CornerMeasure>?

    /// The summary of a laid-out scene, or nil when it has no concentric shape.
    ///
    /// Measuring the error samples the shape's four corners against its container's outline, once
    /// per change. During the animation it would add that to every frame for a number that
    /// changes too fast to read, so pass `measuringError: !state.animation.isMoving` to measure it
    /// once the spring rests.
    public init?(layout: ViewLayout, measuringError: Bool = true) {
        var deepest: Int? = nil
        for (index, node) in layout.nodes.enumerated() where node.isLaidOut && node.geometry?.kind == .concentricRectangle {
            if deepest.map({ node.depth > layout.nodes[$0].depth }) ?? true { deepest = index }
        }
        guard let deepest, let geometry = layout.nodes[deepest].geometry else { return nil }
        sourcePath = layout.nodes[deepest].sourcePath
        name = layout.nodes[deepest].name
        radii = geometry.corners?.radii
        let measure = ShapeMeasure(node: deepest, in: layout, measuringErrors: measuringError)
        corners = measure?.corners
        error = measuringError ? measure?.error : nil
    }

    /// The line shown: `card 3 · radii 38, 38, 38, 38 pt · Δ 0 pt` (corners clockwise from the
    /// top-left); an error of 0.5 pt or more names its corner and cause, as the callout does:
    /// `white surface · radii 8, 8, 23, 23 pt · Δ 11.87 pt top-left: minimum 8 applied`.
    public var text: String { text() }

    /// The line with its own words (not the view's name, nor the scene's cause of an error)
    /// through `translate`: the window passes gettext, so the store itself stays free of the
    /// user's locale. `translate` gets the English messages marked with `N_` and returns them with
    /// their `{placeholders}` kept.
    public func text(_ translate: (String) -> String = { $0 }) -> String {
        func points(_ value: Double) -> String { DecimalFormat.short(value, decimals: 2) }
        var parts = [name ?? sourcePath]
        if let radii {
            let values = radii.clockwise.map(points).joined(separator: ", ")
            // TRANSLATORS: the four radii of the status line, e.g. "38, 38, 38, 38"; pt is points.
            parts.append(translate(N_("radii {values} pt")).replacingOccurrences(of: "{values}", with: values))
        } else {
            parts.append(translate(N_("container-relative inset")))
        }
        if let error {
            // TRANSLATORS: the concentricity error of the status line, in points.
            var part = translate(N_("Δ {error} pt")).replacingOccurrences(of: "{error}", with: points(error))
            if let corners, let worst = CornerMeasure.worst(of: corners), let reason = worst.reason {
                part += " " + translate(worst.corner.words) + ": " + reason
            }
            parts.append(part)
        }
        return parts.joined(separator: " · ")
    }
}

extension PhysicalCorner {
    /// "top-left", for the status line.
    var words: String {
        switch self {
        case .topLeft: N_("top-left")
        case .topRight: N_("top-right")
        case .bottomRight: N_("bottom-right")
        case .bottomLeft: N_("bottom-left")
        }
    }
}
