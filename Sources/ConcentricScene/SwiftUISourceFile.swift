// A SwiftUI `.swift` file as a scene: the importer's helper program reads it (the only code that
// sees the Swift parser), and its scene goes through the scene reader like any other file.
import ConcentricCore
import ConcentricIO
import ConcentricJSON
import Foundation

/// An imported `.swift` file: the scene, what was not understood, and where each view came from.
public struct SwiftUISourceFile: Sendable {
    /// The helper program's name, installed beside `concentric` and the app.
    public static let helperName = "concentric-import-swiftui"
    /// How long the helper may run: a file people are still typing must never hang a command.
    public static let timeLimit = 2.0

    /// The scene (its title the previewed view's).
    public var file: SceneFile
    /// `Card.swift:41:13: List is not supported`, in source order.
    public var warnings: [String]
    /// Each view's `ViewPath` indices and its place (`Card.swift:57:17`).
    public var sources: [(path: [Int], place: String)]
    /// Where modifiers' values sit in the source: what an edit in the window splices.
    public var anchors: [SourceAnchor] = []
    /// The file's previews, by title.
    public var previews: [String]
    /// Every file the import read, the main one first.
    public var files: [String]

    /// Whether `path` names Swift source (by its extension, as Xcode does).
    public static func isSwiftSource(_ path: String) -> Bool { path.hasSuffix(".swift") }

    /// The helper beside the running program.
    public static func helperPath() -> String? {
        HelperProcess.executableFolder().map { "\($0)/\(helperName)" }
    }

    /// Imports `path`, previewing `preview` (a `#Preview` title or a view type) or the file's
    /// first preview. Errors are located (`Card.swift:12:5: expected '}' to end struct`).
    public static func load(path: String, preview: String? = nil, devices: DeviceCatalog, helper: String? = helperPath()) throws(InputError) -> SwiftUISourceFile {
        guard let helper else { throw InputError(path: path, "cannot import SwiftUI: this program's folder is unknown") }
        var arguments = [path]
        if let preview { arguments += ["--preview", preview] }
        let output: [UInt8]
        switch HelperProcess.run(helper, arguments: arguments, seconds: timeLimit) {
        case .notStarted(let reason):
            throw InputError(path: path, "cannot import SwiftUI: the importer \(helper) cannot be run (\(reason))")
        case .timedOut:
            throw InputError(path: "\(path):1:1", "the importer took longer than \(JSONWriter.format(timeLimit)) seconds and was stopped")
        case .outputTooLarge:
            throw InputError(path: "\(path):1:1", "the importer's answer was too large and was refused")
        case .killed(let signal):
            throw InputError(path: "\(path):1:1", "the importer failed on this file (signal \(signal))")
        case .exited(let status, let bytes) where status == 0 || status == 2:
            output = bytes
        case .exited(let status, _):
            throw InputError(path: "\(path):1:1", "the importer failed on this file (status \(status))")
        }
        return try read(answer: output, path: path, devices: devices)
    }

    /// The helper's answer (one line of JSON) for the file at `path`.
    public static func read(answer output: [UInt8], path: String, devices: DeviceCatalog) throws(InputError) -> SwiftUISourceFile {
        let envelope: JSONNode
        do throws(InputError) { envelope = try JSONNode.parse(bytes: output) } catch {
            throw InputError(path: "\(path):1:1", "the importer's answer cannot be read (\(error.message))")
        }
        if let errors = (try? envelope.optionalField("errors")) ?? nil {
            let first = (try? errors.elements().first) ?? nil
            let count = (try? errors.elements().count) ?? 0
            var message = first.map(message(of:)) ?? "\(path):1:1: the file cannot be imported"
            if count > 1 { message += " (and \(count - 1) more)" }
            let candidates = ((try? envelope.optionalField("candidates")?.elements().compactMap { try? $0.string() }) ?? nil) ?? []
            let listing = candidates.isEmpty ? "" : " (previews and views: \(candidates.joined(separator: ", ")))"
            guard let colon = placeEnd(message) else { throw InputError(path: path, message + listing) }
            throw InputError(path: String(message[..<colon]), String(message[message.index(colon, offsetBy: 2)...]) + listing)
        }
        do throws(InputError) {
            let file = try SceneFile(json: envelope.field("scene"), devices: devices)
            let warnings = try envelope.field("warnings").elements().map(message(of:))
            let sources = try envelope.field("sources").elements().map { node throws(InputError) -> (path: [Int], place: String) in
                let indices = try node.field("path").elements().map { index throws(InputError) in Int(try index.number()) }
                return (indices, "\(try node.field("file").string()):\(Int(try node.field("line").number())):\(Int(try node.field("column").number()))")
            }
            // An older helper answers no anchors: the document is then preview-only.
            let anchors = try envelope.optionalField("anchors")?.elements().map { node throws(InputError) in try SourceAnchor(json: node) } ?? []
            let previews = try envelope.field("previews").elements().map { node throws(InputError) in try node.string() }
            let files = try envelope.field("files").elements().map { node throws(InputError) in try node.string() }
            return SwiftUISourceFile(file: file, warnings: warnings, sources: sources, anchors: anchors, previews: previews, files: files)
        } catch {
            throw InputError(path: "\(path):1:1", "the importer made a scene this build cannot read (\(error.description))")
        }
    }

    /// `FILE:LINE:COLUMN: message` from a located message object.
    private static func message(of node: JSONNode) -> String {
        let file = (try? node.field("file").string()) ?? "?"
        let line = (try? node.field("line").number()).map { Int($0) } ?? 1
        let column = (try? node.field("column").number()).map { Int($0) } ?? 1
        let text = (try? node.field("message").string()) ?? ""
        return "\(file):\(line):\(column): \(text)"
    }

    /// Where `FILE:LINE:COLUMN` ends in a message (at its `": "`).
    private static func placeEnd(_ message: String) -> String.Index? {
        var searchFrom = message.startIndex
        while let range = message.range(of: ": ", range: searchFrom..<message.endIndex) {
            let place = message[..<range.lowerBound]
            let parts = place.split(separator: ":")
            if parts.count >= 3, parts.suffix(2).allSatisfy({ Int($0) != nil }) { return range.lowerBound }
            searchFrom = range.upperBound
        }
        return nil
    }
}
