// The file formats a scene can be exported to (shared by the renderer, the CLI and the app's store).

/// PNG (pixels: the canvas in points × scale), SVG and PDF (vectors, sized in points).
public enum ExportFormat: String, Sendable, Hashable, CaseIterable {
    case png, svg, pdf

    /// The format a file name's extension names (`.png`, `.SVG`), or nil.
    public init?(pathExtension: String) {
        self.init(rawValue: pathExtension.lowercased())
    }

    /// The file extension, without the dot.
    public var fileExtension: String { rawValue }
}
