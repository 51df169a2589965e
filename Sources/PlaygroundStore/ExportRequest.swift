// What the user asked to export: format, scale, annotations and destination.
import ConcentricScene
import Foundation

/// One export, as chosen in the Export menu and the file chooser. The scale only affects PNG
/// (vector formats are sized in points); it is clamped to `PlaygroundLimits.exportScale`.
public struct ExportRequest: Sendable, Hashable {
    public var format: ExportFormat
    public var scale: Double {
        get { storedScale }
        set { storedScale = PlaygroundLimits.exportScale.clamping(newValue, nanFallback: storedScale) }
    }
    /// Draw every overlay (centers, radii, insets, errors) into the file.
    public var annotate: Bool
    public var destination: URL

    private var storedScale: Double = 1

    public init(format: ExportFormat, scale: Double = 1, annotate: Bool = false, destination: URL) {
        self.format = format
        self.annotate = annotate
        self.destination = destination
        self.scale = scale
    }
}

/// How an export (or a copy, or a save) ended, as the app reports it back.
public enum ExportOutcome: Sendable, Hashable {
    /// Written to this file (nil for the clipboard).
    case succeeded(URL?)
    /// The one-line error message (`error: FILE: cannot write (reason)`).
    case failed(String)
}
