// The Export menu's targets (`png@2`) and the file names the save dialogs suggest.
import ConcentricJSON
import ConcentricScene

/// An Export menu entry's format and scale, as its action's target writes them: `png@2`,
/// `svg@1` (PlaygroundWindow.ui).
public struct ExportTarget: Sendable, Hashable {
    public let format: ExportFormat
    /// Pixels per point (a PNG's; 1 for the vector formats).
    public let scale: Double

    public init(format: ExportFormat, scale: Double) {
        self.format = format
        self.scale = scale
    }

    /// `png@2` → PNG at 2×; nil unless the target is FORMAT@NUMBER with a format the menu knows.
    public init?(_ target: String) {
        let parts = target.split(separator: "@", maxSplits: 1).map(String.init)
        guard parts.count == 2, let format = ExportFormat(rawValue: parts[0]), let scale = Double(parts[1]) else { return nil }
        self.init(format: format, scale: scale)
    }
}

/// The names the save dialogs offer, from the document's stem (`EditorDocument.stem`: the open
/// file's name without `.json`, or the preset's id). A scale is written as the scene files write
/// numbers (`JSONWriter.format`): 2 → `2`, 1.5 → `1.5`, never rounded to a whole number.
public enum SuggestedFileName {
    /// Export ▸ PNG, SVG or PDF: `card@2x.png`, `card@1.5x.png` (a PNG names its scale, as
    /// `concentric render` does), `card.svg`; `-annotated` when the overlays are drawn.
    public static func export(stem: String, format: ExportFormat, scale: Double, annotate: Bool) -> String {
        let scaleSuffix = format == .png ? scaleSuffix(scale) : ""
        return stem + scaleSuffix + (annotate ? "-annotated" : "") + "." + format.fileExtension
    }

    /// Export ▸ Spec Sheet: `card-sheet.pdf` (the dialog also takes a .png name).
    public static func sheet(stem: String, annotate: Bool) -> String {
        stem + "-sheet" + (annotate ? "-annotated" : "") + ".pdf"
    }

    /// Export ▸ Animation: `card.webp`.
    public static func animation(stem: String) -> String { stem + ".webp" }

    /// Export ▸ Spec (JSON): `card-spec.json`.
    public static func spec(stem: String) -> String { stem + "-spec.json" }

    /// File ▸ Save As: `card.json`.
    public static func scene(stem: String) -> String { stem + ".json" }

    /// `@2x`, `@1.5x`: a PNG's pixels per point in its name.
    public static func scaleSuffix(_ scale: Double) -> String { "@\(JSONWriter.format(scale))x" }
}
