// The GTK application's start-up: the unique application, activation, the window and what it
// watches (geometry, visibility, reduce motion, dropped files). What else the app does has a
// file of its own: the store's effects (PlaygroundApp+Effects.swift), the menu and window
// commands (PlaygroundApp+MenuCommands.swift), the state file, autosave and live reload
// (Persistence.swift), and the modes that quit after one job (HeadlessRun.swift).
import ConcentricIO
import ConcentricScene
import Foundation
import GtkKit
import PlaygroundRules
import PlaygroundStore

/// The running app. Holds the one store, the window, the frame clock, and the objects that run
/// the store's effects: the file effects (`EffectRunner`), what is kept on disk (`Persistence`),
/// and a headless mode's job (`HeadlessRun`).
///
/// The stored properties are internal, not private, for the app's extensions in the other
/// PlaygroundApp+*.swift files; nothing else uses them.
@MainActor
final class PlaygroundApp {
    static let id = "io.github.concentric.Playground"
    static let version = ConcentricVersion.number

    let options: CommandLineOptions
    private let resources: ResourceLocator
    let store: AppStore
    /// Actions that bring the store to its starting state (restored file, command-line preset).
    private let startupActions: [PlaygroundAction]
    /// The command line's scene file, being read while GTK starts; opened after `startupActions`.
    private let document: SceneFileRead?
    let application: Application

    var window: PlaygroundWindow?
    var actions: PlaygroundActions?
    var clock: AnimationClock?
    private var settings: Settings?
    private var css: CssProvider?
    private var surface: Surface?
    /// `--screenshot`, `--copy`: the one job before quitting.
    var headless: HeadlessRun?
    /// A measurement driving the window (concentric-bench), which ends the run.
    let harness: WindowHarness?
    /// Whether a person uses the window: the window mode without a measurement driving it. The
    /// one-job modes and measurements ask nothing, and are not the desktop's single instance.
    var isInteractive: Bool { options.mode == .window && harness == nil }
    /// The state file, the autosave and live reload.
    let persistence: Persistence
    /// The store said to close: the close request goes through.
    var closing = false
    /// Runs the file effects (exports, Save, Open), as `--export` and `--save` do.
    let files: EffectRunner
    /// A `.swift` document imported again, off the main thread (live reload, another preview).
    let sourceImport: SourceImport
    /// Files dropped on the window open.
    private var dropTarget: FileDropTarget?
    /// The recent files the primary menu lists now.
    private var shownRecentFiles: RecentFiles?
    private(set) var exitStatus: Int32 = 0

    init(
        options: CommandLineOptions, resources: ResourceLocator, store: AppStore, stateFile: StateFile?, startupActions: [PlaygroundAction],
        document: SceneFileRead?, harness: WindowHarness?
    ) {
        self.options = options
        self.harness = harness
        self.resources = resources
        self.store = store
        self.startupActions = startupActions
        self.document = document
        application = Application(id: Self.id)
        persistence = Persistence(store: store, stateFile: stateFile)
        files = EffectRunner(pacing: .idleSteps) { [unowned store] action in store.send(action) }
        sourceImport = SourceImport(subject: { [weak store] in
            guard let state = store?.state, let url = state.document.swiftSourceURL else { return nil }
            return (url, state.swiftSource?.preview, state.library)
        }, deliver: { [weak store] action in store?.send(action) })
        store.runEffect = { [weak self] effect in self?.run(effect) }
        store.render = { [weak self] old, new in self?.render(from: old, to: new) }
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
        if isInteractive {
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
        if let document {
            // A file the running window cannot open either is still handed to it: the window the
            // user looks at shows the located error (it reads the file again), and this launch
            // says it on standard error too and ends with the bad-input status.
            let refusal = SwiftUISourceFile.isSwiftSource(document.url.path) ? nil : document.failure
            if let refusal { Console.error(refusal) }
            let status = application.run(opening: [document.url.standardizedFileURL.path])
            return status == 0 && refusal != nil ? ExitStatus.badInput : status
        }
        for action in startupActions {
            switch action {
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
        headless = HeadlessRun(mode: options.mode, store: store) { [weak self] in self?.finish(failure: $0) }
        harness?.instrument(built)
        clock = AnimationClock(widget: built.canvas.area) { [weak self] seconds in
            self?.frameTicked(seconds)
        }
        watchVisibility(of: built)
        watchReduceMotion()
        addDocumentActions()
        // The command line's file, read while GTK started and the window was built. One that
        // cannot be opened: the window shows its located error over the document it would have
        // shown without it, and the run ends with the bad-input status; the one-job modes end
        // at once with it.
        var opening = document?.action()
        var refusal: PlaygroundAction?
        if case .documentOpenFailed(let message) = opening, let url = document?.url, !SwiftUISourceFile.isSwiftSource(url.path) {
            guard isInteractive else {
                fail(message, status: ExitStatus.badInput)
                return
            }
            Console.error(message)
            exitStatus = ExitStatus.badInput
            (refusal, opening) = (opening, nil)
        }
        for action in startupActions { store.send(action) }
        if let opening { store.send(opening) }
        // Listed only while they exist (checked once a run: a file may go away meanwhile).
        store.send(.recentFilesChecked(existing: Set(store.state.recentFiles.paths.filter { FileManager.default.fileExists(atPath: $0) })))
        store.forgetHistory()
        // The window's first rendering (its initializer leaves it to this): every part from
        // the state the start-up actions made.
        render(from: nil, to: store.state)
        syncHistory()
        if let harness {
            harness.start(built, store: store) { [weak self] in self?.finish(failure: $0) }
        } else if let headless {
            headless.start(in: built)
        } else {
            persistence.enable()
        }
        restoreGeometry(of: built.window)
        dropTarget = FileDropTarget.install(on: built.window) { [weak self] paths in
            guard let self, !paths.isEmpty else { return false }
            self.openFromDesktop(paths)
            return true
        }
        syncRecentFiles()
        built.window.present()
        // Over the shown window, so the error dialog has a parent on screen.
        if let refusal { store.send(refusal) }
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
            self.window?.hidePanesThatFold(width: size.isMaximized ? Int.max : size.width)
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
        if persistence.isEnabled, let newest = recent.paths.first, newest != shownRecentFiles?.paths.first {
            RecentManager.add(path: newest)
        }
        shownRecentFiles = recent
        window.setRecentFiles(recent.paths)
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

    /// A frame of the animation clock; a measurement may time it.
    private func frameTicked(_ seconds: Double) {
        let send = { [store] in store.send(.frameTicked(seconds: seconds)) }
        guard let harness else { return send() }
        harness.animationFrame(seconds: seconds, send: send, continues: { [weak self] in self?.clock?.isTicking ?? false })
    }

    // MARK: - Endings

    /// On quit: what is pending is written now, the window's last size included.
    private func flushState() {
        if persistence.isEnabled { recordGeometry() }
        persistence.flush()
    }

    /// The end of a one-job run or a measurement: quits, as a failure when there is a message.
    func finish(failure: String?) {
        if let failure { fail(failure) } else { application.quit() }
    }

    /// Ends the run with `message` on standard error and `status` (an internal failure unless said).
    func fail(_ message: String, status: Int32 = ExitStatus.internalFailure) {
        Console.error(message)
        exitStatus = status
        application.quit()
    }
}
