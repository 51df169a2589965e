// Start-up: the library, the restored state and the command line's document, then a mode.
import ConcentricIO
import ConcentricScene
import Foundation
import GtkKit
import PlaygroundRules
import PlaygroundStore

/// Prepares the store from disk (devices, presets, the state file, the document named on the
/// command line) and then exports without a window or runs the GTK app.
@MainActor
struct Launcher {
    let options: CommandLineOptions
    /// A measurement driving the window (concentric-bench), or nil.
    var harness: WindowHarness? = nil

    /// A start-up failure: its message and exit status (`ExitStatus`).
    struct Failure: Error {
        let message: String
        let status: Int32
    }

    func run() -> Int32 {
        let (library, warnings) = LibraryLoader.load()
        warnings.forEach(Console.warn)
        // A measurement runs on the default playground: no saved state in, none out.
        var stateFile = harness != nil ? nil : StateFile.standard()
        var startup: [PlaygroundAction] = []
        if let file = stateFile {
            switch file.load(library: library) {
            case .missing: break
            case .restore(let text): startup.append(.stateRestored(text))
            case .unusable(let message, let keepOff):
                // The store prints it and the window shows it in its notice bar.
                startup.append(.stateFileUnusable(message))
                if keepOff { stateFile = nil }
            }
        }
        // A scene file the window opens is read while GTK starts (`SceneFileRead`); a headless
        // mode reads it here.
        var read: SceneFileRead?
        if let name = options.document {
            if !options.notOpened.isEmpty { Console.warn(Self.notOpenedMessage(opening: name, others: options.notOpened)) }
            switch Self.document(name, library: library) {
            case .success(.file(let url)) where options.mode.opensWindow:
                read = SceneFileRead(url: url, library: library)
            case .success(.file(let url)):
                let action = SceneOutput.load(url, library: library)
                if case .documentOpenFailed(let message) = action {
                    Console.error(message)
                    return ExitStatus.badInput
                }
                startup.append(action)
            case .success(.preset(let id)):
                startup.append(.presetPicked(id))
            case .failure(let failure):
                Console.error(failure.message)
                return failure.status
            }
        }
        switch options.mode {
        case .export(let path):
            let url = URL(fileURLWithPath: path)
            let request: PlaygroundAction
            switch options.exportKind(of: path) {
            case .scene(let format):
                request = .exportRequested(ExportRequest(format: format, scale: options.scale, annotate: options.annotate, destination: url))
            case .sheet(let format):
                request = .sheetExportRequested(ExportRequest(format: format, scale: options.scale, annotate: options.annotate, destination: url))
            case .animation(let timeline):
                request = .animationExportRequested(url, timeline)
            case .spec:
                request = .specExportRequested(url)
            case nil:
                Console.error("\(url.path): cannot tell the format (use a .png, .svg, .pdf, .json or .webp name)")
                return 2
            }
            return headless(request, store: Self.store(library, TextDirection.locale), startup: startup)
        case .save(let path):
            return headless(.saveAsRequested(URL(fileURLWithPath: path)), store: Self.store(library, TextDirection.locale), startup: startup)
        case .window, .screenshot, .copy:
            GraphicsEnvironment.skipOpenGLWhenRenderingWithCairo()
            guard Display.open() else {
                // A file that cannot be opened is named first, as without the thread.
                let refusal = read?.failure
                if let refusal { Console.error(refusal) }
                Console.error("cannot open a display (is DISPLAY or WAYLAND_DISPLAY set?); --export works without one")
                return refusal == nil ? ExitStatus.internalFailure : ExitStatus.badInput
            }
            let resources: ResourceLocator
            do { resources = try ResourceLocator.locate() } catch {
                Console.error(error.description)
                return 1
            }
            // GTK has read the UI's direction from its translation by now (gtk_init).
            let store = Self.store(library, TextDirection.widgetDefault)
            let app = PlaygroundApp(
                options: options, resources: resources, store: store, stateFile: stateFile, startupActions: startup, document: read,
                harness: harness)
            return app.run()
        case .help, .version:
            return 0
        }
    }

    /// The store at its defaults, a new document laid out in the UI's direction (`uiDirection`:
    /// right to left in Hebrew or Arabic) unless the state file or the document says otherwise.
    static func store(_ library: PlaygroundLibrary, _ uiDirection: TextDirection) -> AppStore {
        AppStore(state: PlaygroundState(library: library, direction: uiDirection == .rightToLeft ? .rightToLeft : .leftToRight))
    }

    /// Names the documents a launch with several did not open: one window shows one document.
    static func notOpenedMessage(opening first: String, others: [String]) -> String {
        let list = others.map { "\"\($0)\"" }.joined(separator: ", ")
        return "opening \"\(first)\" only, not \(list): the playground shows one document at a time"
    }

    /// What the command line names as its document.
    enum Document {
        /// An existing scene file (not read yet).
        case file(URL)
        /// A preset, by id.
        case preset(String)
    }

    /// The command line's document: an existing file, else a preset id; else the message.
    static func document(_ document: String, library: PlaygroundLibrary) -> Result<Document, Failure> {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: document, isDirectory: &isFolder), !isFolder.boolValue {
            return .success(.file(URL(fileURLWithPath: document)))
        }
        if library.preset(id: document) != nil { return .success(.preset(document)) }
        let presets = library.presets.compactMap(\.id).joined(separator: ", ")
        return .failure(Failure(message: "\(document): no such scene file or preset (presets: \(presets))", status: 2))
    }

    /// `--export FILE` and `--save FILE`: the scene the window would show, through the store's
    /// export or save effect (the spec sheet's, the spec's, the animation's), without a window.
    private func headless(_ request: PlaygroundAction, store: AppStore, startup: [PlaygroundAction]) -> Int32 {
        // Shared with the store's effect closure (main-actor isolated, so it may not capture
        // variables this function goes on changing).
        let outcome = HeadlessOutcome()
        // The window's runner for the file effects, every frame of an animation at once. Unowned:
        // the store keeps these closures, so a strong capture would be a cycle that keeps the
        // store, its state and the whole library alive past the return (valgrind saw it).
        let files = EffectRunner(pacing: .atOnce) { [unowned store] action in store.send(action) }
        store.runEffect = { [unowned store] effect in
            switch effect {
            case .warn(let message):
                // A failed write's message is printed as the error below, once.
                if !files.hasWritten { Console.warn(message) }
            default:
                files.run(effect, in: store.state)  // no window, no clock, no state file: the rest is nothing
            }
        }
        store.render = { old, new in
            guard let error = new.error, error != old.error, !files.hasWritten else { return }
            // The store refused the request itself (a scene without an animation to export).
            if outcome.requested { outcome.refusal = error.message } else { Console.warn(error.message) }
        }
        for action in startup { store.send(action) }
        outcome.requested = true
        store.send(request)
        if let failure = files.failure {
            Console.error(failure.description)
            // As the command line: 2 for a destination the user can fix, 3 for a failed write.
            return ExitStatus.of(failure)
        }
        if let refusal = outcome.refusal, !files.hasWritten {
            Console.error(tr(refusal))  // a store message: translated as the window shows it
            return ExitStatus.badInput
        }
        guard files.hasWritten else {
            Console.error("the scene was not written (the store asked for no write)")
            return ExitStatus.internalFailure
        }
        return ExitStatus.success
    }
}

/// What a headless run's effects saw: whether the request has been sent (a refusal before it is a
/// startup action's), and the store's refusal of it.
@MainActor
private final class HeadlessOutcome {
    var requested = false
    var refusal: String?
}
