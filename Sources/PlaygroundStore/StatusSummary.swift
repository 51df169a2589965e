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
    /// Its concentricity error against its container, or nil when it cannot be measured (or was
    /// not asked for).
    public var error: Double?

    /// The summary of a laid-out scene, or nil when it has no concentric shape.
    ///
    /// Measuring the error samples the shape's four corners against its container's outline, once
    /// per change. During the animation it would add that to every frame for a number that
    /// changes too fast to read, so pass `measuringError: !state.animation.isMoving` to measure it
    /// once the spring rests.
    public init?(layout: ViewLayout, measuringError: Bool = true) {
        var deepest: LaidOutView? = nil
        for node in layout.nodes where node.isLaidOut && node.geometry?.kind == .concentricRectangle {
            if deepest.map({ node.depth > $0.depth }) ?? true { deepest = node }
        }
        guard let deepest, let geometry = deepest.geometry else { return nil }
        sourcePath = deepest.sourcePath
        name = deepest.name
        radii = geometry.corners?.radii
        error = measuringError ? geometry.concentricityError(direction: layout.direction) : nil
    }

    /// The line shown: `card 3 · radii 38, 38, 38, 38 pt · Δ 0 pt` (corners clockwise from the
    /// top-left).
    public var text: String {
        var parts = [name ?? sourcePath]
        if let radii {
            parts.append("radii " + radii.clockwise.map { JSONWriter.format(($0 * 100).rounded() / 100) }.joined(separator: ", ") + " pt")
        } else {
            parts.append("container-relative inset")
        }
        if let error { parts.append("Δ " + JSONWriter.format((error * 100).rounded() / 100) + " pt") }
        return parts.joined(separator: " · ")
    }
}
