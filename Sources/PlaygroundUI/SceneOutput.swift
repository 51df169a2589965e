// The store's file effects with live I/O: export, save and open scene files.
import ConcentricCore
import ConcentricIO
import ConcentricJSON
import ConcentricRender
import ConcentricScene
import Foundation
import PlaygroundStore

/// Reads and writes scene files and exports for the file effects (EffectRunner). Every write goes through `AtomicFile`
/// (ConcentricIO), so a failure leaves no partial file and a symlink is written through.
enum SceneOutput {
    /// Exports `scene` as the request says, laid out exactly as `concentric render` lays it out
    /// (`SceneRenderer.layout`), so the two agree byte for byte.
    static func write(_ scene: SceneDocument, _ request: ExportRequest) throws(WriteError) {
        try SceneExporter.write(
            SceneRenderer.layout(scene), to: request.destination, format: request.format, scale: request.scale,
            options: request.annotate ? .annotated : RenderOptions())
    }

    /// Saves `file` as a scene file in version 2. Saving over a version 1 file first keeps a copy
    /// of it beside it (`NAME.v1.json`), so converting never loses the original; a copy already
    /// there is never overwritten (an identical one is reused, else `NAME.v1-2.json`, …).
    static func write(_ file: SceneFile, to url: URL) throws(WriteError) {
        try keepVersion1Copy(of: url)
        try AtomicFile.write(Array(file.jsonText.utf8), to: url)
    }

    /// Reads a scene file (version 1 converted), or imports a SwiftUI `.swift` file through the
    /// importer's helper program: the action that reports it.
    static func load(_ url: URL, library: PlaygroundLibrary) -> PlaygroundAction {
        if SwiftUISourceFile.isSwiftSource(url.path) {
            switch importSource(url, preview: nil, library: library) {
            case .success(let (file, source)): return .swiftSourceOpened(url, file, source)
            case .failure(let failure):
                // A file that is there but does not import opens in its error state, watched with
                // the files it may use, so the save that fixes it shows the picture.
                guard FileManager.default.isReadableFile(atPath: url.path) else { return .documentOpenFailed(failure.message) }
                return .swiftSourceOpenFailed(url, failure.message, watching: [url] + siblingSources(of: url))
            }
        }
        do {
            return .documentOpened(url, try SceneFile.load(fileAt: url, devices: DeviceCatalog(devices: library.devices)))
        } catch {
            return .documentOpenFailed(error.description)
        }
    }

    /// The other `.swift` files of `url`'s folder (as the importer reads them: not hidden), at
    /// most `maximumWatchedSiblings` of them, sorted.
    static func siblingSources(of url: URL) -> [URL] {
        let folder = url.deletingLastPathComponent()
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { SwiftUISourceFile.isSwiftSource($0) && !$0.hasPrefix(".") && $0 != url.lastPathComponent }
            .sorted().prefix(maximumWatchedSiblings).map { folder.appendingPathComponent($0) }
    }

    /// The most sibling files a `.swift` document that does not import watches (one monitor each).
    static let maximumWatchedSiblings = 64

    /// A located failure of the importer (`Card.swift:12:5: expected '}'`).
    struct ImportFailure: Error {
        let message: String
    }

    /// Imports the SwiftUI file at `url` showing `preview` (nil: the file's first): its scene
    /// and what the importer said about it, or its located error.
    static func importSource(_ url: URL, preview: String?, library: PlaygroundLibrary) -> Result<(SceneFile, SwiftSourceImport), ImportFailure> {
        do throws(InputError) {
            let source = try SwiftUISourceFile.load(path: url.path, preview: preview, devices: DeviceCatalog(devices: library.devices))
            return .success((source.file, SwiftSourceImport(source, url: url, preview: preview)))
        } catch {
            return .failure(ImportFailure(message: error.description))
        }
    }

    /// The most copies `keepVersion1Copy` looks through before giving up.
    static let maximumCopies = 100

    /// When `url` holds a version 1 scene, writes its bytes to the first free `NAME.v1.json`,
    /// `NAME.v1-2.json`, … beside it (or nothing when one of those already holds the same bytes).
    /// A missing file or one that is not a v1 scene needs no copy; one that exists but cannot be
    /// read is not replaced (nothing a user made is overwritten without a copy).
    static func keepVersion1Copy(of url: URL) throws(WriteError) {
        guard FileManager.default.fileExists(atPath: url.path) else { return }
        let bytes: [UInt8]
        do throws(ReadFailure) { bytes = try FileDescriptorIO.readFile(atPath: url.path) } catch {
            throw WriteError(path: url.path, reason: "it cannot be read to keep a copy first (\(error.reason)); nothing was saved", kind: .refused)
        }
        guard isVersion1Scene(bytes) else { return }
        let stem = url.deletingPathExtension().lastPathComponent
        let folder = url.deletingLastPathComponent()
        for n in 1...maximumCopies {
            let copy = folder.appendingPathComponent(stem + (n == 1 ? ".v1" : ".v1-\(n)") + ".json")
            if let existing = try? FileDescriptorIO.readFile(atPath: copy.path) {
                if existing == bytes { return }
                continue
            }
            try AtomicFile.write(bytes, to: copy)
            return
        }
        throw WriteError(path: url.path, reason: "the version 1 file would be replaced, but \(maximumCopies) copies of it already exist beside it", kind: .refused)
    }

    /// Whether `bytes` are a JSON object whose `version` is 1.
    static func isVersion1Scene(_ bytes: [UInt8]) -> Bool {
        // The parsed table alone: a tree of the whole file (as JSONValue.parse builds) only to read one field.
        guard let version = try? JSONNode.parse(bytes: bytes).optionalField("version") else { return false }
        return version.scalarValue == .number(1)
    }
}
