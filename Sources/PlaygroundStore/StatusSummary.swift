// The status line under the canvas: the innermost card's resolved radii and concentricity error.
import ConcentricCore
import ConcentricScene

/// What the status line reports about the innermost (deepest, first in drawing order) card.
public struct StatusSummary: Sendable, Hashable {
    /// Where the card sits in the scene (`cards[0].children[0]`).
    public var sourcePath: String
    /// Its name, if the scene gives one.
    public var name: String?
    /// The four resolved radii (physical corners), or nil when the card's shape is not
    /// rounded-rectangular (the container-relative fallback inside an ellipse, an ellipse).
    public var radii: CornerRadii?
    /// Its concentricity error against its container, or nil when it cannot be measured (or was
    /// not asked for).
    public var error: Double?

    /// The summary of a laid-out scene, or nil when it has no cards.
    ///
    /// Measuring the error samples the card's four corners against its container's outline: 0.69 ms for the
    /// default scene in a release build (docs/BENCHMARKS.md), more in a debug build, once per
    /// change. During the animation it would add that to every frame for a number that changes
    /// too fast to read, so pass `measuringError: !state.animation.isMoving` to measure it once
    /// the spring rests.
    public init?(layout: SceneLayout, measuringError: Bool = true) {
        guard let deepest = layout.cards.max(by: { $0.depth < $1.depth || ($0.depth == $1.depth && $0.index > $1.index) }) else {
            return nil
        }
        sourcePath = deepest.sourcePath
        name = deepest.name
        radii = deepest.cornerGeometry?.radii
        error = measuringError ? deepest.concentricityError : nil
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
