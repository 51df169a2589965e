// The window's texts made from a selected view's measurements (the status line's) and the
// corner names the inspector's rows are keyed by.
import ConcentricCore
import ConcentricJSON
import ConcentricScene
import SceneEditing

extension PlaygroundWindow {
    /// The status line of a selected view: "Selected: white surface (ConcentricRectangle) ·
    /// 16, 120, 361 × 200 pt · radii 8, 8, 23, 23 pt · Δ 11.87 pt".
    static func describe(_ summary: SelectionSummary) -> String {
        func number(_ value: Double) -> String { DecimalFormat.short(value, decimals: 2) }
        let kind = summary.kind.swiftUIName
        // TRANSLATORS: a selected view in the status line: its name and its kind (SwiftUI's, not translated).
        var parts = [summary.name.map { tr("{name} ({kind})", ["name": $0, "kind": kind]) } ?? kind]
        let frame = summary.frame
        // TRANSLATORS: a view's frame in the status line: x, y, width × height in points.
        parts.append(tr("{x}, {y}, {width} × {height} pt", [
            "x": number(frame.minX), "y": number(frame.minY), "width": number(frame.size.width), "height": number(frame.size.height),
        ]))
        if let radii = summary.radii {
            // TRANSLATORS: the four radii of the status line, e.g. "38, 38, 38, 38"; pt is points.
            parts.append(tr("radii {values} pt", ["values": radii.clockwise.map(number).joined(separator: ", ")]))
        }
        if let error = summary.error {
            // TRANSLATORS: the concentricity error of the status line, in points.
            parts.append(tr("Δ {error} pt", ["error": number(error)]))
        }
        // TRANSLATORS: the status line while a view is selected; {summary} describes it.
        return tr("Selected: {summary}", ["summary": parts.joined(separator: " · ")])
    }
}
