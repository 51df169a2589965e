// The playground's pure MVU store: `update`, the one transition from a state and an action
// (PlaygroundAction.swift) to the next state (PlaygroundState.swift) and the effects the app
// runs (PlaygroundEffect.swift), as in the Elm architecture. Undo wraps it once more
// (EditorStore.swift); the files a change of state asks for are derived from it
// (DerivedEffects.swift), not listed by each action, and the window derives what it shows.
import ConcentricCore
import ConcentricJSON
import ConcentricScene
import Foundation
import SceneCode
import SceneEditing

/// The store's one transition: the next state and the effects to run. Pure. The effects of a
/// change of state (persist, autosave, watch the file) are derived once from the states before
/// and after (`derivedEffects`), after the action's own I/O.
public func update(_ state: PlaygroundState, _ action: PlaygroundAction) -> (PlaygroundState, [PlaygroundEffect]) {
    var next = state
    let effects = reduce(&next, action)
    return (next, effects + derivedEffects(from: state, to: next))
}

/// Each action's change and its I/O, alphabetically as in `PlaygroundAction`.
private func reduce(_ state: inout PlaygroundState, _ action: PlaygroundAction) -> [PlaygroundEffect] {
    switch action {
    case .animationExportCancelled:
        guard state.animationExport != nil else { return [] }
        state.animationExport = nil
        return [.cancelAnimationExport]

    case .animationExportFinished(let outcome):
        // A late report of an export already cancelled changes nothing.
        guard state.animationExport != nil else { return [] }
        state.animationExport = nil
        switch outcome {
        case .succeeded(let url):
            state.error = nil
            return url.map { [.showFeedback(.exported($0))] } ?? []
        case .failed(let message):
            return fail(&state, .export, message)
        }

    case .animationExportProgressed(let frames):
        guard var export = state.animationExport else { return [] }
        export.framesWritten = min(max(0, frames), export.timeline.frameCount)
        state.animationExport = export
        return []

    case .animationExportRequested(let url, let timeline):
        guard state.animationExport == nil else { return fail(&state, .export, N_("an animation is already being exported; cancel it first")) }
        guard state.document.scene.animation != nil else { return fail(&state, .export, N_("the scene has no animation to export")) }
        if let problem = timeline.problem { return fail(&state, .export, "cannot export the animation: \(problem)") }
        state.error = nil
        state.exportFolder = url.deletingLastPathComponent().path
        let export = AnimationExport(destination: url, scene: state.animationExportScene, timeline: timeline)
        state.animationExport = export
        return [.startAnimationExport(export)]

    case .animationScrubbed(let seconds):
        // Scrubbing pauses, and shows the moment: the frame the canvas holds until Play.
        guard seconds.isFinite, let name = state.animatedParameter?.name, let first = state.animation.motion?.first else { return [] }
        let wasRunning = state.animation.isRunning
        state.animation.isOn = false
        if let value = state.animation.seek(to: seconds, from: first) { state.setLive(name, value) }
        return wasRunning ? [.stopAnimationClock] : []

    case .autosaveDiscarded:
        guard state.recoverable != nil else { return [] }
        state.recoverable = nil
        return [.removeAutosave]

    case .autosaveFound(let autosave):
        state.recoverable = autosave
        return []

    case .autosaveRestored:
        guard state.recoverable != nil else { return [] }
        return state.ask(.restoreAutosave)

    case .canvasNavigated(let viewport):
        state.viewport = viewport
        return []

    case .closeRequested:
        return state.ask(.close)

    case .codeCopyRequested(let language):
        state.error = nil
        return [.copyCode(language)]

    case .copyRequested(let scale):
        state.error = nil
        return [.copyToClipboard(scale: PlaygroundLimits.exportScale.clamping(scale, nanFallback: 1))]

    case .devicePicked(let id):
        guard let device = state.library.device(id: id) else { return fail(&state, .edit, "unknown device \"\(id)\"") }
        state.device = device
        var scene = state.document.scene
        // A custom screen (the ellipse preset's) is the document's own shape: kept.
        guard scene.screen.device != nil else { return [] }
        scene.screen = Screen(device: device)
        scene.safeArea = device.safeArea
        state.replaceScene(scene, selection: state.selection)
        return []

    case .directionPicked(let direction):
        var scene = state.document.scene
        scene.direction = direction
        state.replaceScene(scene, selection: state.selection)
        return []

    case .documentEdited(let edit, _):
        // A `.swift` document is the source's preview: its parameters are the preview's state
        // (what SwiftUI's previews let one change), everything else is the file's to say.
        if state.document.isSwiftSource, case .set = edit {
            switch state.editSwiftSource(edit) {
            case .success(let effects): return effects
            case .failure(let refusal) where refusal.readsState != nil:
                // A `@State` or an expression is never rewritten into a number, but the
                // `@State`'s default or the literal read can give the value, if the user says so.
                guard let text = refusal.readsState, let offer = state.sourceValueOffer(for: edit, written: text) else { return fail(&state, .edit, refusal.message) }
                state.valueOffer = offer
                return [.offerSourceValue(offer)]
            case .failure(let refusal): return fail(&state, .edit, refusal.message)
            }
        }
        if state.document.isSwiftSource, let refusal = swiftSourceRefusal(edit) { return fail(&state, .edit, refusal) }
        do throws(SceneEditError) {
            let result = try state.document.scene.applying(edit)
            // A parameter's or the animation's edit selects nothing of its own: the selection stays.
            var selection = result.selection
            switch edit {
            case .addParameter, .setParameterDefault, .setParameterRange, .removeParameter, .setAnimation: selection = state.selection
            default: break
            }
            let motion = state.animation.motion
            state.replaceScene(result.document, selection: selection)
            // Another animation plays from its parameter's default: the clock starts or stops with it.
            if state.animation.motion != motion { return state.openedClock }
            // The user set the animated parameter: a spring in flight stops there.
            if case .setParameterDefault(let name, _) = edit, name == state.animatedParameter?.name {
                state.liveValues = [:]
                state.animation.userSet(value: state.animatedDefault)
            }
            return []
        } catch {
            return fail(&state, .edit, error.message)
        }

    case .documentOpenFailed(let message):
        return fail(&state, .open, message)

    case .documentOpened(let url, let file):
        state.open(EditorDocument(opened: file, origin: .file(url)))
        state.recentFiles.opened(url.path)
        state.sceneFolder = url.deletingLastPathComponent().path
        return state.openedClock

    case .editFailed(let message):
        return fail(&state, .edit, message)

    case .errorDismissed:
        state.error = nil
        return []

    case .exportFinished(let outcome):
        switch outcome {
        case .succeeded(let url):
            state.error = nil
            return url.map { [.showFeedback(.exported($0))] } ?? []
        case .failed(let message):
            return fail(&state, .export, message)
        }

    case .copyFinished(let outcome):
        switch outcome {
        case .copied(let copied):
            state.error = nil
            return [.showFeedback(.copied(copied))]
        case .failed(let message):
            return fail(&state, .copy, message)
        }

    case .exportRequested(let request):
        state.error = nil
        state.exportFolder = request.destination.deletingLastPathComponent().path
        return [.export(request)]

    case .fileChangedOnDisk(let url, let file):
        // Another file's late report, or the file as it already is (our own save): nothing.
        guard url == state.document.fileURL, file != state.document.savedFile else { return [] }
        guard state.document.isModified else {
            state.reload(file)
            return state.openedClock
        }
        return state.ask(.reload(file))

    case .frameTicked(let seconds):
        guard state.animation.isRunning else { return [.stopAnimationClock] }
        if let value = state.animation.advance(frameTime: seconds), let name = state.animatedParameter?.name {
            state.setLive(name, value)
        }
        // Between springs nothing moves: wait for the next toggle without spending frames,
        // unless it is due within two frames anyway.
        let wait = state.animation.secondsUntilNextToggle
        if !state.animation.isMoving, wait > 2.0 / 60 { return [.scheduleAnimationClock(after: wait)] }
        return []

    case .newRequested(let template):
        return state.ask(.new(template))

    case .noticeDismissed:
        state.notice = nil
        return []

    case .previewPicked(let title):
        guard let url = state.document.swiftSourceURL, var source = state.swiftSource, source.previews.contains(title) else { return [] }
        guard source.preview != title else { return [] }
        source.preview = title
        state.swiftSource = source
        return [.reimportSwiftSource(url, preview: title)]

    case .openRequested(let url):
        return state.ask(.open(url))

    case .overlayToggled(let overlay, let on):
        state.overlays[overlay] = on
        return []

    case .playToggled(let on):
        guard on != state.animation.isOn else { return [] }
        state.animation.isOn = on
        guard on else {
            // Pause holds the frame shown; the clock resumes from it (our choice: a player's
            // pause, not a reset to the declared values, which an edit of the value restores).
            state.animation.hold()
            return [.stopAnimationClock]
        }
        // Held on a moment: play on from it; else the schedule starts from the value shown.
        if state.animation.isHeld { state.animation.resume() } else { state.animation.restart(from: state.animatedValue) }
        return state.animation.isRunning ? [.startAnimationClock] : []

    case .presetPicked(let id):
        guard state.library.preset(id: id) != nil else { return fail(&state, .open, "unknown preset \"\(id)\"") }
        return state.ask(.openPreset(id))

    case .recentFilesChecked(let existing):
        state.recentFiles.keep(existing)
        return []

    case .reduceMotionChanged(let reduce):
        guard reduce != state.animation.reduceMotion else { return [] }
        let wasRunning = state.animation.isRunning
        state.animation.reduceMotion = reduce
        if reduce {
            _ = state.animation.settle()
            state.animation.userSet(value: state.animatedDefault)
            state.liveValues = [:]
            return wasRunning ? [.stopAnimationClock] : []
        }
        state.animation.restart(from: state.animatedValue)
        return state.animation.isRunning ? [.startAnimationClock] : []

    case .saveAsCancelled:
        state.afterSave = nil
        return []

    case .saveAsRequested(let url):
        // Save As writes a scene file: never over Swift source, which the window only reads.
        if SwiftUISourceFile.isSwiftSource(url.path) {
            state.afterSave = nil
            return fail(&state, .save, N_("Save As writes a scene file (.json); choose a name ending in .json"))
        }
        state.error = nil
        state.sceneFolder = url.deletingLastPathComponent().path
        return [.saveScene(url)]

    case .saveFinished(let outcome):
        switch outcome {
        case .succeeded(let url):
            state.error = nil
            guard let url else { return [] }
            state.document.saved(to: url)
            // Saved as a scene file: the document is that file now, no longer the source's preview.
            state.swiftSource = nil
            state.sourceProblem = nil
            state.dropGoneNotice()
            state.recentFiles.opened(url.path)
            let then = state.afterSave
            state.afterSave = nil
            return [.showFeedback(.saved(url))] + (then.map { state.perform($0) } ?? [])
        case .failed(let message):
            state.afterSave = nil
            return fail(&state, .save, message)
        }

    case .saveRequested:
        state.error = nil
        guard let url = state.document.saveURL else { return [.chooseSaveDestination] }
        return [.saveScene(url)]

    case .selectionChanged(let path):
        state.select(path)
        return []

    case .selectionMoved(let navigation):
        let scene = state.document.scene
        guard let current = state.selection else {
            state.select(.root)
            return []
        }
        if let next = scene.path(navigation, from: current) { state.select(next) }
        return []

    case .sheetExportRequested(let request):
        state.error = nil
        state.exportFolder = request.destination.deletingLastPathComponent().path
        return [.exportSheet(request)]

    case .specExportRequested(let url):
        state.error = nil
        state.exportFolder = url.deletingLastPathComponent().path
        return [.exportSpec(url)]

    case .sourceImportFailed(let url, let message):
        // A late report for a document no longer open: nothing.
        guard url == state.document.swiftSourceURL else { return [] }
        state.sourceProblem = message
        return []

    case .sourceProblemDue(let url):
        guard url == state.document.swiftSourceURL, state.sourceProblem != nil else { return [] }
        state.sourceProblemIsShown = true
        return []

    case .swiftSourceOpenFailed(let url, let message, let files):
        return state.openUnimportable(url, message: message, watching: files)

    case .openFileGone(let url, let gone):
        state.fileGone(url, gone)
        return []

    case .swiftSourceOpened(let url, let file, let source):
        state.open(EditorDocument(opened: file, origin: .swiftSource(url)))
        state.swiftSource = source
        state.recentFiles.opened(url.path)
        state.sceneFolder = url.deletingLastPathComponent().path
        return state.openedClock

    case .parameterDefaultWriteRequested(let name):
        switch state.writeParameterDefault(name) {
        case .success(let effects): return effects
        case .failure(let refusal): return fail(&state, .edit, refusal.message)
        }

    case .swiftSourceSpliced(let splice):
        return state.swiftSourceSpliced(splice)

    case .swiftSourceSpliceRefused(let splice):
        return state.swiftSourceSpliceRefused(splice)

    case .swiftSourceReimported(let url, let file, let source):
        guard url == state.document.swiftSourceURL else { return [] }
        let motion = state.animation.motion
        state.reimport(file, source: source)
        return state.animation.motion != motion ? state.openedClock : []

    case .stateRestored(let text):
        var effects: [PlaygroundEffect] = []
        do throws(PersistentStateProblem) {
            let restored = try PlaygroundState.restoring(Data(text.utf8), library: state.library, direction: state.defaultDirection)
            state.adoptPersistent(from: restored.state)
            if let file = restored.file { effects.append(.loadSceneFile(file)) }
        } catch {
            // The state is left as it was (the defaults, at start), so nothing asks to save over
            // the file: the app moves an unusable file aside before it gets here anyway.
            effects.append(.warn("\(PlaygroundState.persistentFileName): \(error); using the defaults"))
        }
        return effects + state.openedClock

    case .stateFileUnusable(let message), .autosaveUnavailable(let message):
        state.notice = message
        return [.warn(message)]

    case .sourceValueOfferAnswered(let accepted):
        guard let offer = state.valueOffer else { return [] }
        state.valueOffer = nil
        // Declined: nothing changes (the window shows the inspector's value as it is again).
        guard accepted else { return [] }
        if case .literal(let anchor) = offer.target { return state.writeLiteralRead(anchor, offer.value) }
        // As the parameter's slider moved there, then Set as Default.
        var effects = reduce(&state, .documentEdited(.setParameterDefault(name: offer.name, value: offer.value), coalescing: nil))
        switch state.writeParameterDefault(offer.name) {
        case .success(let written): effects += written
        case .failure(let refusal): effects += fail(&state, .edit, refusal.message)
        }
        return effects

    case .unsavedChangesAnswered(let answer):
        guard let operation = state.question else { return [] }
        state.question = nil
        switch answer {
        case .cancel:
            return []
        case .discard:
            // Closing keeps the document modified to the end, so nothing else would delete its
            // draft, and the next start would offer back the work the user just threw away.
            if case .close = operation { return [.removeAutosave] + state.perform(operation) }
            return state.perform(operation)
        case .save:
            // Keeping the user's version over a changed file: save it, reload nothing.
            if case .reload = operation { state.afterSave = nil } else { state.afterSave = operation }
            guard let url = state.document.saveURL else { return [.chooseSaveDestination] }
            return [.saveScene(url)]
        }

    case .viewsPasted(let clipboard):
        if state.document.isSwiftSource { return fail(&state, .edit, PlaygroundState.swiftStructureMessage) }
        let scene = state.document.scene
        let place: PastePlace
        if let selection = state.selection, selection != .root {
            place = scene.view(at: selection)?.content.isStack == true ? .into(selection, index: nil) : .after(selection)
        } else {
            place = .into(.root, index: nil)
        }
        do throws(SceneEditError) {
            let result = try scene.pasting(clipboard, at: place)
            state.replaceScene(result.document, selection: result.selection)
            return []
        } catch {
            return fail(&state, .edit, error.message)
        }

    case .windowGeometryChanged(let geometry):
        state.window = geometry
        return []

    case .windowVisibilityChanged(let visible):
        guard visible != state.animation.windowVisible else { return [] }
        let wasRunning = state.animation.isRunning
        state.animation.windowVisible = visible
        if visible { return state.animation.isRunning ? [.startAnimationClock] : [] }
        state.animation.pause()
        return wasRunning ? [.stopAnimationClock] : []

    case .zoomChanged(let zoom):
        state.zoom = zoom
        return []

    case .zoomStepped(let up, let fitScale):
        state.zoom = state.zoom.stepped(up: up, fitScale: fitScale)
        return []
    }
}

/// Why `edit` is refused on a `.swift` document, or nil for a parameter's value (the preview's state).
private func swiftSourceRefusal(_ edit: SceneEdit) -> String? {
    switch edit {
    case .setParameterDefault: nil
    case .addParameter, .removeParameter, .setParameterRange, .setAnimation: PlaygroundState.swiftValuesMessage
    case .set: PlaygroundState.swiftValuesMessage
    default: PlaygroundState.swiftStructureMessage
    }
}

/// Records an error for the user, of the kind of thing that failed (the window shows it).
private func fail(_ state: inout PlaygroundState, _ kind: StoreError.Kind, _ message: String) -> [PlaygroundEffect] {
    state.error = StoreError(kind, message)
    return []
}

extension PlaygroundState {
    /// Why a `.swift` document's structure cannot change in the window (the structure commands'
    /// tooltip, and the error of one that arrives anyway).
    public static let swiftStructureMessage = N_("Edit the file to change its structure")

    /// The document's own value of the animated parameter (0 without one).
    var animatedDefault: Double { document.scene.animatedParameter?.defaultValue ?? 0 }

    /// `operation` now when nothing is unsaved, else the question first (a second request while
    /// one is asked replaces it: the dialog is modal, so that is a late one).
    mutating func ask(_ operation: PendingOperation) -> [PlaygroundEffect] {
        // Closing or replacing an unmodified document loses nothing; neither does restoring
        // over it. A recovered autosave is itself unsaved work: closing asks about it too.
        guard document.isModified else { return perform(operation) }
        question = operation
        return [.askAboutUnsavedChanges(operation)]
    }

    /// Does `operation` (the user's changes, if any, are saved or given up).
    mutating func perform(_ operation: PendingOperation) -> [PlaygroundEffect] {
        switch operation {
        case .close:
            return [.closeWindow]
        case .new(let template):
            open(EditorDocument(opened: template.file(device: device, direction: defaultDirection), origin: .untitled))
            return openedClock
        case .open(let url):
            return [.loadSceneFile(url)]
        case .openPreset(let id):
            guard let preset = library.preset(id: id) else { return [] }
            open(EditorDocument(opened: preset, origin: .preset(id)))
            return openedClock
        case .reload(let file):
            reload(file)
            return openedClock
        case .restoreAutosave:
            guard let autosave = recoverable else { return [] }
            recoverable = nil
            open(EditorDocument(file: autosave.file, origin: autosave.origin, savedFile: nil))
            return openedClock
        }
    }

    /// Makes `document` the open one: a scene on a device the library knows shows that device in
    /// the drop-down; nothing is selected; its animation becomes the one played, restarted from
    /// the animated parameter's default, as SwiftUI's `.task` starts when a view appears.
    mutating func open(_ document: EditorDocument) {
        self.document = document
        selection = nil
        swiftSource = nil
        sourceProblem = nil
        sourceProblemIsShown = false
        adoptDocumentDevice()
        liveValues = [:]
        animation.play(document.scene.playedAnimation, from: animatedDefault)
    }

    /// The document's scene replaced by an edit (or undo), with the selection after it; the
    /// live values of parameters the scene no longer declares are dropped.
    mutating func replaceScene(_ scene: SceneDocument, selection: ViewPath?) {
        document.file.document = scene
        self.selection = selection.flatMap { path in scene.contains(path) ? path : scene.view(at: path).map { _ in path.view } }
        let declared = Set(scene.parameters.map(\.name))
        liveValues = liveValues.filter { declared.contains($0.key) }
        if animation.motion != scene.playedAnimation {
            // Another animation (another parameter, values, hold or spring): its schedule
            // starts afresh from the document's values, and nothing stays animated.
            liveValues = [:]
            animation.play(scene.playedAnimation, from: animatedDefault)
        }
    }

    /// Selects the view at `path` (nil, or a path to no view: nothing).
    mutating func select(_ path: ViewPath?) {
        selection = path.flatMap { document.scene.contains($0) ? $0 : nil }
    }

    /// Sets a parameter's live value (none when it equals the document's default, so the
    /// live values are empty whenever what is drawn is the document itself).
    mutating func setLive(_ name: String, _ value: Double) {
        let own = document.scene.parameters.first { $0.name == name }?.defaultValue
        liveValues[name] = value == own ? nil : value
    }

    /// The device drop-down follows the document's device when the library knows it.
    mutating func adoptDocumentDevice() {
        if let id = document.scene.screen.device, let known = library.device(id: id) { device = known }
    }

    /// The frame clock after a document opened: started when the new scene animates (the
    /// previous one may have had nothing to play), else stopped.
    var openedClock: [PlaygroundEffect] { animation.isRunning ? [.startAnimationClock] : [.stopAnimationClock] }
}
