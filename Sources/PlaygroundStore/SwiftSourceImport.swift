// A SwiftUI `.swift` document's import: what the window shows beside its scene (the importer's
// warnings, each view's place in the source, the previews) and the files it watches.
import ConcentricScene
import Foundation
import SceneEditing

/// What the importer said about the open `.swift` document besides its scene. The scene is a
/// preview of the source: the window never writes it back (`DocumentOrigin.swiftSource`).
public struct SwiftSourceImport: Sendable, Hashable {
    /// `Card.swift:41:13: List is not supported`, in source order.
    public var warnings: [String]
    /// Each view's place in the source (`Card.swift:57:17`), by its path in the scene.
    public var sources: [ViewPath: String]
    /// The file's previews, by title (the header bar's drop-down offers them).
    public var previews: [String]
    /// The preview shown: nil for the importer's choice (the first).
    public var preview: String?
    /// Every file the import read, the main one first: a save of any of them imports again.
    public var files: [URL]
    /// Where modifiers' values sit in the source (an inspector edit splices there), their
    /// files' paths absolute (`fileURL(_:)`).
    public var anchors: [SourceAnchor]
    /// The splices the window wrote, the latest last, each with the anchors before it: undo
    /// writes the inverse of the latest. Kept across imports of the same document.
    public var undo: [SourceUndoStep] = []

    public init(warnings: [String] = [], sources: [ViewPath: String] = [:], previews: [String] = [], preview: String? = nil, files: [URL] = [], anchors: [SourceAnchor] = []) {
        self.warnings = warnings
        self.sources = sources
        self.previews = previews
        self.preview = preview
        self.files = files
        self.anchors = anchors
    }

    /// The importer's answer for the file at `url`, previewing `preview`.
    public init(_ source: SwiftUISourceFile, url: URL, preview: String?) {
        var sources: [ViewPath: String] = [:]
        // The first place named for a path wins: a view inlined from a custom view is named
        // at its own line before the call site's.
        for (path, place) in source.sources where sources[ViewPath(path)] == nil { sources[ViewPath(path)] = place }
        let folder = url.deletingLastPathComponent()
        func resolved(_ name: String) -> URL {
            name.hasPrefix("/") ? URL(fileURLWithPath: name) : folder.appendingPathComponent(URL(fileURLWithPath: name).lastPathComponent)
        }
        var files = source.files.map(resolved)
        if !files.contains(url) { files.insert(url, at: 0) }
        let anchors = source.anchors.map { anchor in
            var anchor = anchor
            anchor.file = resolved(anchor.file).path
            return anchor
        }
        self.init(warnings: source.warnings, sources: sources, previews: source.previews, preview: preview, files: files, anchors: anchors)
    }

    /// The file an anchor names (made absolute when imported).
    public static func fileURL(_ name: String) -> URL { URL(fileURLWithPath: name) }

    /// `Card.swift:57` for the view at `path`: its own place, else its nearest ancestor's.
    public func place(of path: ViewPath) -> SourcePlace? {
        var current: ViewPath? = path
        while let p = current {
            if let text = sources[p] { return SourcePlace(text) }
            current = p.parent
        }
        return nil
    }

    /// The view a warning is about: the view whose place is the warning's, else the one at the
    /// latest place before it in the same file (the warning's view is a placeholder or inside one).
    public func path(forWarning warning: String) -> ViewPath? {
        guard let place = SourcePlace(warning) else { return nil }
        let candidates = sources.compactMap { path, text -> (ViewPath, SourcePlace)? in
            guard let p = SourcePlace(text), p.file == place.file else { return nil }
            return (path, p)
        }
        if let exact = candidates.filter({ $0.1.line == place.line && $0.1.column == place.column }).min(by: { $0.0 < $1.0 }) { return exact.0 }
        return candidates.filter { ($0.1.line, $0.1.column) <= (place.line, place.column) }
            .max { ($0.1.line, $0.1.column, $1.0) < ($1.1.line, $1.1.column, $0.0) }?.0
    }
}

/// One splice written by the window, and the anchors as they were before it.
public struct SourceUndoStep: Sendable, Hashable {
    public var made: SourceTextEdit
    public var anchors: [SourceAnchor]
}

/// A splice the store asks the app to write: an edit's, or an undo's (the inverse of the latest).
public struct SourceSplice: Sendable, Hashable {
    public var text: SourceTextEdit
    /// The anchor the edit set (nil for an undo).
    public var anchor: SourceAnchor?
    public var isUndo: Bool

    public init(text: SourceTextEdit, anchor: SourceAnchor?, isUndo: Bool) {
        self.text = text
        self.anchor = anchor
        self.isUndo = isUndo
    }
}

/// A place in a source file: `Card.swift:57:17`.
public struct SourcePlace: Sendable, Hashable {
    public var file: String
    public var line: Int
    public var column: Int

    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// Reads `FILE:LINE:COLUMN` at the start of `text` (a place, or a located message); nil
    /// when it does not start with one.
    public init?(_ text: String) {
        let head = text.range(of: ": ").map { String(text[..<$0.lowerBound]) } ?? text
        let parts = head.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count >= 3, let line = Int(parts[parts.count - 2]), let column = Int(parts[parts.count - 1]) else { return nil }
        self.init(file: parts.dropLast(2).joined(separator: ":"), line: line, column: column)
    }

    /// `Card.swift:57`: the file's name and the line, as the status line shows it.
    public var short: String { "\(URL(fileURLWithPath: file).lastPathComponent):\(line)" }

    /// The message after a located text's place (`List is not supported`), or the text itself.
    public static func message(of text: String) -> String {
        guard SourcePlace(text) != nil, let range = text.range(of: ": ") else { return text }
        return String(text[range.upperBound...])
    }
}

/// A value edited in the inspector that the source computes (a previewed `@State`, an
/// expression): the offer to change what it reads so that it gives the number typed, `result`.
/// `name` becomes `value`: a `@State`'s default (and the preview's value), or the one literal
/// the expression reads through `name`, where the file writes it.
public struct SourceValueOffer: Sendable, Hashable {
    public enum Target: Sendable, Hashable {
        /// The previewed `@State` `name`'s default.
        case stateDefault
        /// The literal written at this anchor (`reads:ARGUMENT`).
        case literal(SourceAnchor)
    }

    public var name: String
    public var value: Double
    /// The expression the file writes (`cornerRadius - inset`); nil when it is the `@State` itself.
    public var expression: String?
    public var result: Double
    public var target: Target

    public init(name: String, value: Double, expression: String? = nil, result: Double? = nil, target: Target = .stateDefault) {
        self.name = name
        self.value = value
        self.expression = expression
        self.result = result ?? value
        self.target = target
    }
}
