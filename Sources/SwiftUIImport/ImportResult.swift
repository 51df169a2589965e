// What an import answers: the scene as JSON, what was not understood, and where each view came
// from. No swift-syntax type appears here: this is the target's public face.
internal import JSONText

/// A place in a Swift file, 1-based, as the compiler prints it (`Card.swift:41:13`).
public struct SourcePlace: Sendable, Hashable, CustomStringConvertible {
    /// The file as the user named it (the main file) or the folder's sibling as found there.
    public var file: String
    public var line: Int
    public var column: Int

    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    public var description: String { "\(file):\(line):\(column)" }

    var json: JSONValue {
        .object([("file", .string(file)), ("line", .number(Double(line))), ("column", .number(Double(column)))])
    }
}

/// One located message: a warning (something skipped or approximated) or an error.
public struct SourceMessage: Sendable, Hashable, CustomStringConvertible {
    public var place: SourcePlace
    public var message: String

    public init(place: SourcePlace, message: String) {
        self.place = place
        self.message = message
    }

    public var description: String { "\(place): \(message)" }

    var json: JSONValue {
        guard case .object(var members) = place.json else { return .null }
        members.append(("message", .string(message)))
        return .object(members)
    }
}

/// A successful import.
public struct ImportedScene: Sendable {
    /// The scene file, format version 2, as JSON (the scene reader checks it like any other file).
    var scene: JSONValue
    /// What was skipped or approximated, in source order.
    public var warnings: [SourceMessage]
    /// Where each view comes from: its `ViewPath` indices (the scene format's child order) and
    /// the place of the expression that made it.
    public var sources: [(path: [Int], place: SourcePlace)]
    /// Where modifiers' values sit in the source (`EditAnchor`'s JSON): what an edit splices.
    var anchors: [JSONValue]
    /// The previews the main file offers (`#Preview` titles, else "Preview 1"…), in order.
    public var previews: [String]
    /// Every file the import read a declaration from, the main file first: what a window watches.
    public var files: [String]

    /// The scene's JSON text.
    public var sceneText: String { JSONWriter.write(scene) }

    /// The answer the helper program prints: one line of JSON.
    public var envelope: String { JSONWriter.write(envelopeValue, pretty: false) }

    var envelopeValue: JSONValue {
        .object([
            ("scene", scene),
            ("warnings", .array(warnings.map(\.json))),
            ("sources", .array(sources.map { source in
                guard case .object(var members) = source.place.json else { return .null }
                members.insert(("path", .array(source.path.map { .number(Double($0)) })), at: 0)
                return .object(members)
            })),
            ("anchors", .array(anchors)),
            ("previews", .array(previews.map { .string($0) })),
            ("files", .array(files.map { .string($0) })),
        ])
    }
}

/// An import that produced no scene: the file does not parse, names no view to preview, or cannot
/// be read. `candidates` lists what `--preview` may name when the choice was the problem.
public struct ImportFailure: Error, Sendable {
    public var errors: [SourceMessage]
    public var candidates: [String]

    public init(errors: [SourceMessage], candidates: [String] = []) {
        self.errors = errors
        self.candidates = candidates
    }

    /// The answer the helper program prints: one line of JSON.
    public var envelope: String {
        JSONWriter.write(.object([
            ("errors", .array(errors.map(\.json))),
            ("candidates", .array(candidates.map { .string($0) })),
        ]), pretty: false)
    }
}
