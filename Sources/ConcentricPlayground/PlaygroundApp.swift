// The GTK application: builds the window, runs the store's effects with live dependencies.
import ConcentricCore
import ConcentricIO
import ConcentricJSON
import ConcentricRender
import ConcentricScene
import Foundation
import GtkKit
import PlaygroundStore

/// The running app. Holds the one store, the window, the frame clock and the state file, and runs
/// every effect the store returns: redraws and widget syncs, the animation clock, file writes
/// through the atomic exporters (ConcentricIO), the clipboard, and the debounced state file.
@MainActor
final class PlaygroundApp {
    static let id = "io.github.concentric.Playground"
    static let version = ConcentricVersion.number
    /// How long the state must stay unchanged before it is written.
    static let persistDelay = 0.6

    private let options: CommandLineOptions
    private let resources: ResourceLocator
    private let store: AppStore
    private let stateFile: StateFile?
    /// Actions that bring the store to its starting state (restored file, command-line document).
    private let startupActions: [PlaygroundAction]
    private let application: Application

    private var window: PlaygroundWindow?
    private var actions: PlaygroundActions?
    private var clock: AnimationClock?
    private var settings: Settings?
    private var css: CssProvider?
    private var surface: Surface?
    private var screenshot: Screenshot?
    /// `--bench-frames`: the frame timings being recorded.
    private var benchmark: FrameBenchmark?
    /// `--bench-editor`: the editor's timings being recorded.
    private var editorBenchmark: EditorBenchmark?
    private var persistTimer: Timeout?
    /// The pending autosave.
    private var autosaveTimer: Timeout?
    /// Watches the open file for live reload.
    private var fileMonitor: FileMonitor?
    /// The store said to close: the close request goes through.
    private var closing = false
    /// Runs the file effects (exports, Save, Open), as `--export` and `--save` do.
    private let files: EffectRunner
    /// `--copy`: gives up when the window never maps.
    private var copyWatchdog: Timeout?
    /// Off during start-up and in screenshot and benchmark modes: only the user's changes are written.
    private var persistenceEnabled = false
    /// Files dropped on the window open.
    private var dropTarget: FileDropTarget?
    /// The recent files the primary menu lists now.
    private var shownRecentFiles: RecentFiles?
    private(set) var exitStatus: Int32 = 0

    init(options: CommandLineOptions, resources: ResourceLocator, store: AppStore, stateFile: StateFile?, startupActions: [PlaygroundAction]) {
        self.options = options
        self.resources = resources
        self.store = store
        self.stateFile = stateFile
        self.startupActions = startupActions
        application = Application(id: Self.id)
        files = EffectRunner(pacing: .idleSteps) { [unowned store] action in store.send(action) }
        store.runEffect = { [weak self] effect, cause in self?.run(effect, cause: cause) }
        store.didSettle = { [weak self] in
            self?.syncHistory()
            self?.syncRecentFiles()
        }
        application.onActivate { [weak self] in self?.activate() }
        application.onOpen { [weak self] paths in self?.openFromDesktop(paths) }
        application.onShutdown { [weak self] in self?.flushState() }
    }

    /// Runs the main loop; returns the exit status. The window mode is a unique application: a
    /// second launch hands its document to the running one and ends (the screenshot, copy and
    /// benchmark modes are separate processes, as many as the tests start).
    func run() -> Int32 {
        if options.mode == .window {
            application.makeUniqueOpeningFiles()
            do { try application.register() } catch {
                Console.error("cannot start: \(error)")
                return 1
            }
            if application.isRemote { return forwardToRunningInstance() }
        }
        let status = application.run()
        return status != 0 ? status : exitStatus
    }

    /// Another instance owns the window: it opens the command line's document (a file through
    /// GApplication's open, a preset through its `app.open-preset` action) or just comes forward.
    /// GApplication sends the requests and unregisters (`run`).
    private func forwardToRunningInstance() -> Int32 {
        for action in startupActions {
            switch action {
            case .documentOpened(let url, _):
                return application.run(opening: [url.standardizedFileURL.path])
            case .presetPicked(let id):
                application.activateAction("open-preset", string: id)
                return application.run()
            default:
                continue
            }
        }
        return application.run()
    }

    /// Files the desktop (a file manager, a second launch) asked the running window to open:
    /// the first, as File ▸ Open would (one document at a time).
    private func openFromDesktop(_ paths: [String]) {
        if window == nil { activate() }
        guard let path = paths.first else { return }
        if paths.count > 1 { Console.warn(Launcher.notOpenedMessage(opening: path, others: Array(paths.dropFirst()))) }
        store.send(.openRequested(URL(fileURLWithPath: path)))
        window?.window.present()
    }

    // MARK: - Start-up

    private func activate() {
        guard window == nil else {
            window?.window.present()
            return
        }
        Popovers.keepAnchorsOnMonitors()
        css = CssProvider.apply(path: resources.path("style.css"))
        for problem in css?.problems ?? [] { Console.warn("style.css: \(problem)") }
        Display.addIconSearchPath(resources.path("icons"))
        let built: PlaygroundWindow
        do {
            built = try PlaygroundWindow(
                application: application, resources: resources, library: store.state.library, state: store.state,
                send: { [weak self] (action: PlaygroundAction) in self?.store.send(action) },
                sendHistory: { [weak self] (action: StoreAction) in self?.store.send(action) })
            let shortcuts = try Builder.load(path: resources.path("ShortcutsWindow.ui"))
            built.window.setHelpOverlay(try shortcuts.get("shortcuts_window", as: ShortcutsWindow.self))
        } catch {
            fail("\(error)")
            return
        }
        window = built
        actions = PlaygroundActions(application: application, window: built.window, handlers: handlers(for: built))
        if case .benchFrames(let seconds) = options.mode {
            let benchmark = FrameBenchmark(seconds: seconds)
            self.benchmark = benchmark
            built.canvas.drawTimed = { [weak built] seconds in
                benchmark.drew(seconds)
                if let built { benchmark.watchFrames(of: built.canvas.area) }
            }
        }
        clock = AnimationClock(widget: built.canvas.area) { [weak self] seconds in
            self?.frameTicked(seconds)
        }
        watchVisibility(of: built)
        watchReduceMotion()
        addDocumentActions()
        for action in startupActions { store.send(action) }
        // Listed only while they exist (checked once a run: a file may go away meanwhile).
        store.send(.recentFilesChecked(existing: Set(store.state.recentFiles.paths.filter { FileManager.default.fileExists(atPath: $0) })))
        store.forgetHistory()
        built.sync(store.state)
        built.redraw(store.state)
        syncHistory()
        if case .screenshot(let path) = options.mode {
            screenshot = Screenshot(window: built, path: URL(fileURLWithPath: path)) { [weak self] result in
                self?.finishScreenshot(result)
            }
        } else if case .copy(let language) = options.mode {
            checkCopy(language, in: built)
        } else if case .benchEditor(let seconds) = options.mode {
            editorBenchmark = EditorBenchmark(seconds: seconds, window: built, store: store) { [weak self] in self?.finishBenchmark(printing: $0) }
        } else if let benchmark {
            // The animation runs whatever the switch said; reduce motion is still obeyed.
            if !store.state.animation.isOn { store.send(.animationSwitchToggled(true)) }
            benchmark.start { [weak self] in self?.finishBenchmark() }
        } else {
            persistenceEnabled = true
            loadAutosave()
        }
        restoreGeometry(of: built.window)
        dropTarget = FileDropTarget.install(on: built.window) { [weak self] paths in
            guard let self, !paths.isEmpty else { return false }
            self.openFromDesktop(paths)
            return true
        }
        syncRecentFiles()
        built.window.present()
    }

    /// `app.open-recent` (the primary menu's recent files, with the path as target) and
    /// `app.open-preset` (a second launch naming a preset).
    private func addDocumentActions() {
        application.add(SimpleAction("open-recent", stringParameter: { [weak self] path in
            guard let self else { return }
            self.store.send(SceneOutput.load(URL(fileURLWithPath: path), library: self.store.state.library))
        }))
        application.add(SimpleAction("open-preset", stringParameter: { [weak self] id in
            self?.store.send(.presetPicked(id))
            self?.window?.window.present()
        }))
    }

    /// The remembered size (within the largest monitor; never below the window's minimum, which
    /// GTK enforces too) and maximised state, before the window is shown; then records changes.
    private func restoreGeometry(of window: ApplicationWindow) {
        if let remembered = store.state.window {
            let size = Display.largestMonitorSize.map { remembered.fitting(width: $0.width, height: $0.height) } ?? remembered
            window.setDefaultSize(width: Int32(size.width), height: Int32(size.height))
            if size.isMaximized { window.maximize() }
        }
        // GTK keeps the default size as the user resizes but does not always notify it (X11):
        // read again when the window closes and when the app quits (`flushState`).
        window.onGeometryChanged { [weak self] in self?.recordGeometry() }
        // Closing asks the store first: with unsaved changes it asks the user, and the window
        // closes on the store's `closeWindow`.
        window.onCloseRequest { [weak self] in
            guard let self else { return false }
            self.recordGeometry()
            if self.closing { return false }
            self.store.send(.closeRequested)
            return !self.closing
        }
    }

    /// The window's size and maximised state into the state (and so the state file).
    private func recordGeometry() {
        guard let window = window?.window else { return }
        let size = window.defaultSize
        // GTK reports 0 (or -1) before the window first had a size.
        guard size.width > 0, size.height > 0 else { return }
        store.send(.windowGeometryChanged(WindowGeometry(width: size.width, height: size.height, isMaximized: window.isMaximized)))
    }

    /// The primary menu's recent files, when they changed; the newest one is also given to the
    /// desktop's recent list (`GtkRecentManager`) in a user's session (not in the test modes).
    private func syncRecentFiles() {
        let recent = store.state.recentFiles
        guard let window, recent != shownRecentFiles else { return }
        if persistenceEnabled, let newest = recent.paths.first, newest != shownRecentFiles?.paths.first {
            RecentManager.add(path: newest)
        }
        shownRecentFiles = recent
        window.setRecentFiles(recent.paths)
    }

    /// Where a file chooser starts: the remembered folder while it exists, else the user's
    /// Documents folder (or home), never the working directory.
    private func chooserFolder(_ remembered: String?) -> String {
        var isFolder: ObjCBool = false
        if let remembered, FileManager.default.fileExists(atPath: remembered, isDirectory: &isFolder), isFolder.boolValue { return remembered }
        let documents = UserFolders.documents
        if FileManager.default.fileExists(atPath: documents, isDirectory: &isFolder), isFolder.boolValue { return documents }
        return FileManager.default.homeDirectoryForCurrentUser.path
    }

    /// The desktop's reduce-motion setting, now and whenever it changes.
    private func watchReduceMotion() {
        guard let settings = Settings.forDefaultDisplay() else { return }
        self.settings = settings
        store.send(.reduceMotionChanged(!settings.enableAnimations))
        settings.onEnableAnimationsChanged { [weak self, weak settings] in
            guard let settings else { return }
            self?.store.send(.reduceMotionChanged(!settings.enableAnimations))
        }
    }

    /// A hidden window pauses the animation: the canvas unmapped, or the window minimized
    /// (`notify::is-active` is focus, not visibility).
    private func watchVisibility(of window: PlaygroundWindow) {
        let report: @MainActor () -> Void = { [weak self, weak window] in
            guard let self, let window else { return }
            let visible = window.canvas.area.isMapped && !(self.surface?.isMinimized ?? false)
            self.store.send(.windowVisibilityChanged(visible))
        }
        window.canvas.area.onMap { [weak self, weak window] in
            if let self, self.surface == nil, let surface = window?.window.surface {
                surface.onStateChanged(report)
                self.surface = surface
            }
            report()
        }
        window.canvas.area.onUnmap(report)
    }

    private func handlers(for window: PlaygroundWindow) -> PlaygroundActions.Handlers {
        PlaygroundActions.Handlers(
            undo: { [weak self] in self?.store.send(StoreAction.undo) },
            redo: { [weak self] in self?.store.send(StoreAction.redo) },
            new: { [weak self, weak window] in
                window?.chooseTemplate { template in self?.store.send(.newRequested(template)) }
            },
            open: { [weak self, weak window] in
                window?.chooseSceneToOpen(in: self?.chooserFolder(self?.store.state.sceneFolder)) { url in
                    self?.store.send(.openRequested(url))
                }
            },
            save: { [weak self] in self?.store.send(.saveRequested) },
            saveAs: { [weak self, weak window] in self?.saveAs(in: window) },
            close: { [weak window] in window?.window.close() },
            toggleSidebar: { [weak window] in window?.toggleSidebar() },
            openFolder: { [weak window] path in window?.openFolder(path) },
            export: { [weak self, weak window] format, scale, annotate in
                guard let self else { return }
                let scaleSuffix = format == .png ? "@\(JSONWriter.format(scale))x" : ""
                let name = self.baseName + scaleSuffix + (annotate ? "-annotated" : "") + "." + format.fileExtension
                window?.chooseDestination(
                    title: tr("Export as {format}", ["format": format.rawValue.uppercased()]), suggestedName: name,
                    filter: (tr("{format} files", ["format": format.rawValue.uppercased()]), "*.\(format.fileExtension)"),
                    in: self.chooserFolder(self.store.state.exportFolder)
                ) { url in
                    self.store.send(.exportRequested(ExportRequest(format: format, scale: scale, annotate: annotate, destination: url)))
                }
            },
            openExportMenu: { [weak window] in window?.exportButton.popup() },
            copyPNG: { [weak self] in self?.store.send(.copyRequested(scale: 2)) },
            copyCode: { [weak self] language in self?.store.send(.codeCopyRequested(language)) },
            exportSheet: { [weak self, weak window] annotate in
                guard let self else { return }
                let name = self.baseName + "-sheet" + (annotate ? "-annotated" : "") + ".pdf"
                window?.chooseDestination(
                    title: tr("Export a Spec Sheet (All Devices)"), suggestedName: name,
                    filters: [(tr("PDF or PNG files"), ["*.pdf", "*.png"]), (tr("{format} files", ["format": "PDF"]), ["*.pdf"]), (tr("{format} files", ["format": "PNG"]), ["*.png"])],
                    in: self.chooserFolder(self.store.state.exportFolder)
                ) { url in
                    // The name says the format, as for `concentric render --sheet -o`.
                    guard let format = ExportFormat(pathExtension: url.pathExtension), format == .pdf || format == .png else {
                        self.store.send(.exportFinished(.failed(tr("{file}: name the spec sheet .pdf or .png", ["file": url.path]))))
                        return
                    }
                    self.store.send(.sheetExportRequested(ExportRequest(format: format, annotate: annotate, destination: url)))
                }
            },
            exportAnimation: { [weak self, weak window] in
                guard let self, let timeline = self.store.state.animationExportTimeline else { return }
                window?.chooseDestination(
                    title: tr("Export the Animation (WebP)"), suggestedName: self.baseName + ".webp", filter: (tr("Animated WebP files"), "*.webp"),
                    in: self.chooserFolder(self.store.state.exportFolder)
                ) { url in self.store.send(.animationExportRequested(url, timeline)) }
            },
            exportSpec: { [weak self, weak window] in
                guard let self else { return }
                window?.chooseDestination(
                    title: tr("Export the Spec (JSON)"), suggestedName: self.baseName + "-spec.json", filter: (tr("{format} files", ["format": "JSON"]), "*.json"),
                    in: self.chooserFolder(self.store.state.exportFolder)
                ) { url in self.store.send(.specExportRequested(url)) }
            },
            zoom: { [weak self, weak window] step in
                guard let self, let window else { return }
                self.store.send(window.canvas.action(for: step))
            },
            about: { [weak window] in window?.showAbout() },
            quit: { [weak self] in self?.store.send(.closeRequested) })
    }

    /// Save As: asks where, then saves there; a cancelled chooser drops what was to follow the
    /// save (Save ▸ Cancel in the unsaved-changes question closes, opens or creates nothing).
    private func saveAs(in window: PlaygroundWindow?) {
        window?.chooseDestination(
            title: tr("Save the Scene"), suggestedName: baseName + ".json", filter: (tr("Scene files (JSON)"), "*.json"),
            in: chooserFolder(store.state.sceneFolder), cancelled: { [weak self] in self?.store.send(.saveAsCancelled) }
        ) { [weak self] url in self?.store.send(.saveAsRequested(url)) }
    }

    /// A file name stem for exports (`PlaygroundDocument.stem`).
    private var baseName: String { store.state.document.stem }

    // MARK: - Effects

    private func run(_ effect: PlaygroundEffect, cause: PlaygroundAction?) {
        switch effect {
        case .askAboutUnsavedChanges(let operation):
            guard let window, options.mode == .window else {
                // No one to ask (screenshots, benchmarks): nothing is lost by keeping the document.
                store.send(.unsavedChangesAnswered(.cancel))
                return
            }
            window.askAboutUnsavedChanges(operation, name: store.state.document.name(tr)) { [weak self] answer in
                self?.store.send(.unsavedChangesAnswered(answer))
            }
        case .chooseSaveDestination:
            saveAs(in: window)
        case .closeWindow:
            closing = true
            autosaveTimer?.cancel()
            window?.window.close()
            application.quit()
        case .removeAutosave:
            autosaveTimer?.cancel()
            autosaveTimer = nil
            if let url = autosaveURL { try? FileManager.default.removeItem(at: url) }
        case .scheduleAutosave:
            scheduleAutosave()
        case .stopWatchingFile:
            fileMonitor = nil
        case .watchFile(let url):
            watch(url)
        case .syncExportProgress:
            window?.syncExportProgress(store.state)
        case .syncLiveValues:
            window?.syncInset(store.state)
        case .export, .exportSheet, .exportSpec, .saveScene, .loadSceneFile, .startAnimationExport, .cancelAnimationExport:
            files.run(effect, in: store.state)
        case .copyCode(let language):
            store.send(.exportFinished(copyCode(language)))
        case .copyToClipboard(let scale):
            store.send(.exportFinished(copyToClipboard(scale: scale)))
        case .persistState:
            schedulePersist()
        case .redraw:
            window?.redraw(store.state)
        case .scheduleAnimationClock(let seconds):
            clock?.schedule(after: seconds)
        case .showError(let message):
            if let window, screenshot == nil, options.mode == .window || options.mode.isBenchmark { window.showError(message, cause: cause) } else { Console.warn(message) }
        case .showFeedback(let feedback):
            window?.showFeedback(feedback)
        case .startAnimationClock:
            clock?.start()
        case .stopAnimationClock:
            clock?.stop()
        case .syncWidgets:
            window?.sync(store.state)
            actions?.sync(canExportAnimation: store.state.animationExport == nil && store.state.animationExportTimeline != nil)
            offerRecoveryIfNeeded()
        case .warn(let message):
            Console.warn(message)
        }
    }

    /// Undo and redo follow the history.
    private func syncHistory() {
        actions?.sync(canUndo: store.store.canUndo, canRedo: store.store.canRedo)
    }

    /// The scene as a PNG texture on the clipboard, rendered by the shared renderer.
    private func copyToClipboard(scale: Double) -> ExportOutcome {
        let layout = SceneRenderer.layout(store.state.scene)
        let options = RenderOptions(annotations: store.state.overlays)
        // With overlays on, the copy is the annotated spec page, larger than the screen.
        let page = SceneExporter.page(for: layout, options: options).size
        if let problem = SceneExporter.scaleProblem(scale, size: page, format: .png) { return .failed(tr("cannot copy: {problem}", ["problem": problem])) }
        guard let window, let image = SceneExporter.image(layout, scale: scale, options: options),
            let texture = Texture.premultipliedRGBA(image.bytes, width: image.width, height: image.height)
        else { return .failed(tr("cannot copy: the scene could not be rendered")) }
        texture.copyToClipboard(of: window.window)
        return .succeeded(nil)
    }

    /// The scene's code as text on the clipboard: what `concentric code` prints for the file
    /// Save would write.
    private func copyCode(_ language: CodeLanguage) -> ExportOutcome {
        guard let window else { return .failed("cannot copy: no window") }
        Clipboard(of: window.window).setText(HandoffOutput.code(store.state.sceneFile, stem: baseName, language: language))
        return .succeeded(nil)
    }

    // MARK: - Autosave and live reload

    /// The autosave file, beside the state file (nil without one: benchmarks, no HOME).
    private var autosaveURL: URL? {
        stateFile.map { $0.url.deletingLastPathComponent().appendingPathComponent(PlaygroundState.autosaveFileName) }
    }

    /// Writes the document a moment after the last change (as the state file is).
    private func scheduleAutosave() {
        guard persistenceEnabled, autosaveURL != nil else { return }
        autosaveTimer?.cancel()
        autosaveTimer = Timeout(seconds: Self.persistDelay) { [weak self] in self?.writeAutosave() }
    }

    private func writeAutosave() {
        autosaveTimer = nil
        guard let url = autosaveURL, let autosave = store.state.autosave else { return }
        // The folder exists once the state file was written; the first autosave may come first.
        try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        do throws(WriteError) { try AtomicFile.write(Array(autosave.text.utf8), to: url) } catch {
            Console.warn(error.description)
        }
    }

    /// At start: an autosave left by an earlier run is offered back.
    private func loadAutosave() {
        guard let url = autosaveURL, FileManager.default.fileExists(atPath: url.path) else { return }
        do throws(ReadFailure) {
            let bytes = try FileDescriptorIO.readFile(atPath: url.path)
            do throws(InputError) {
                store.send(.autosaveFound(try AutosavedDocument.parse(bytes: bytes, devices: DeviceCatalog(devices: store.state.library.devices))))
            } catch {
                Console.warn("\(url.path): \(error); not offered back")
            }
        } catch {
            Console.warn("\(url.path): cannot read (\(error.reason))")
        }
    }

    /// Shows the recovery question once per offer.
    private func offerRecoveryIfNeeded() {
        guard let window, options.mode == .window else { return }
        guard let offer = store.state.recoverable else {
            window.recoveryShown = false
            return
        }
        guard !window.recoveryShown else { return }
        window.recoveryShown = true
        let name = EditorDocument(file: offer.file, origin: offer.origin, savedFile: nil).name(tr)
        window.offerRecovery(name: name) { [weak self] restore in
            self?.store.send(restore ? .autosaveRestored : .autosaveDiscarded)
        }
    }

    /// Watches the open file: on a change, reads it again and tells the store (a file that does
    /// not parse yet, as an editor saves half-way, is left for its next change).
    private func watch(_ url: URL) {
        fileMonitor = FileMonitor(path: url.path) { [weak self] in
            guard let self else { return }
            if case .documentOpened(let read, let file) = SceneOutput.load(url, library: self.store.state.library) {
                self.store.send(.fileChangedOnDisk(read, file))
            }
        }
    }

    // MARK: - The state file

    private func schedulePersist() {
        guard persistenceEnabled, stateFile != nil else { return }
        persistTimer?.cancel()
        persistTimer = Timeout(seconds: Self.persistDelay) { [weak self] in self?.writeState() }
    }

    /// Writes a pending change now (on quit), the window's last size included.
    private func flushState() {
        if persistenceEnabled { recordGeometry() }
        if autosaveTimer?.isPending ?? false {
            autosaveTimer?.cancel()
            writeAutosave()
        }
        guard persistTimer?.isPending ?? false else { return }
        persistTimer?.cancel()
        writeState()
    }

    private func writeState() {
        persistTimer = nil
        guard let stateFile else { return }
        do {
            try stateFile.write(try store.state.persistentData())
        } catch {
            Console.warn("\(error)")
        }
    }

    /// A frame of the animation clock; timed when benchmarking.
    private func frameTicked(_ seconds: Double) {
        guard let benchmark else {
            store.send(.frameTicked(seconds: seconds))
            return
        }
        let (start, startCPU) = (FrameBenchmark.now, FrameBenchmark.cpuNow)
        store.send(.frameTicked(seconds: seconds))
        benchmark.ticked(
            frameTime: Int(exactly: (seconds * 1_000_000).rounded()) ?? 0, update: FrameBenchmark.now - start,
            updateCPU: FrameBenchmark.cpuNow - startCPU, continues: clock?.isTicking ?? false)
    }

    // MARK: - Endings

    /// `--copy LANGUAGE`: once the window is mapped (an X11 clipboard needs a window to own it),
    /// runs the real Copy action, reads the clipboard back through GDK, prints exactly what it
    /// holds on standard output, and quits.
    private func checkCopy(_ language: CodeLanguage, in window: PlaygroundWindow) {
        copyWatchdog = Timeout(seconds: Screenshot.timeout) { [weak self] in
            self?.fail("the window was not shown within \(Int(Screenshot.timeout)) s; nothing copied")
        }
        window.window.addTickCallback { [weak self, weak window] _ in
            guard let self, let window else { return false }
            guard window.window.isMapped else { return true }
            self.store.send(.codeCopyRequested(language))
            Clipboard(of: window.window).readText { [weak self] text in
                guard let self else { return }
                self.copyWatchdog?.cancel()
                guard let text else { return self.fail("the clipboard holds no text after Copy as \(language.title)") }
                FileHandle.standardOutput.write(Data(text.utf8))
                self.application.quit()
            }
            return false
        }
    }

    private func finishBenchmark(printing line: String? = nil) {
        if let line = line ?? benchmark?.json { print(line) }
        if store.state.animation.reduceMotion { Console.warn("reduce motion is on: the animation did not run") }
        application.quit()
    }

    private func finishScreenshot(_ result: Result<String, Screenshot.Failure>) {
        switch result {
        case .success(let line):
            print(line)
            // What the notice bar shows, so tests can check the window tells the user.
            if let notice = window?.visibleNotice { print("notice: \(notice)") }
        case .failure(let failure): fail(failure.description)
        }
        screenshot = nil
        application.quit()
    }

    private func fail(_ message: String) {
        Console.error(message)
        exitStatus = 1
        application.quit()
    }
}
