// The store's effects in the window: what each `PlaygroundEffect` does to the window, the clock,
// the clipboard and the files on disk.
import ConcentricIO
import ConcentricRender
import ConcentricScene
import Foundation
import GtkKit
import PlaygroundStore
import SceneCode

extension PlaygroundApp {
    /// Runs one effect the store returned. The file effects go to `files`, the runner
    /// `--export` and `--save` use too; the state file, the autosave and live reload to
    /// `persistence`; the rest are the window's.
    func run(_ effect: PlaygroundEffect) {
        switch effect {
        case .askAboutUnsavedChanges(let operation):
            guard let window, isInteractive else {
                // No one to ask (screenshots, benchmarks): nothing is lost by keeping the document.
                store.send(.unsavedChangesAnswered(.cancel))
                return
            }
            window.askAboutUnsavedChanges(operation, name: store.state.document.name(tr, presetTitle: PlaygroundWindow.presetTitle)) { [weak self] answer in
                self?.store.send(.unsavedChangesAnswered(answer))
            }
        case .offerSourceValue(let offer):
            guard let window, isInteractive else {
                // No one to ask: the file is left as it is.
                store.send(.sourceValueOfferAnswered(accepted: false))
                return
            }
            window.offerSourceValue(offer) { [weak self] accepted in
                self?.store.send(.sourceValueOfferAnswered(accepted: accepted))
            }
        case .chooseSaveDestination:
            saveAs(in: window)
        case .closeWindow:
            closing = true
            persistence.cancelAutosave()
            window?.window.close()
            application.quit()
        case .removeAutosave:
            persistence.removeAutosave()
        case .scheduleAutosave:
            persistence.scheduleAutosave()
        case .stopWatchingFile:
            persistence.stopWatching()
        case .watchFile(let url):
            persistence.watch(url)
        case .watchSwiftSource(let files):
            persistence.watch(swiftSource: files) { [weak self] in self?.sourceImport.request() }
        case .reimportSwiftSource:
            // The import reads the preview the store now shows.
            sourceImport.request()
        case .spliceSwiftSource(let splice):
            // The watcher sees the write and imports the file again, as for any save.
            if let made = Self.write(splice) {
                store.send(.swiftSourceSpliced(made))
            } else {
                store.send(.swiftSourceSpliceRefused(splice))
            }
        case .export, .exportSheet, .exportSpec, .saveScene, .loadSceneFile, .startAnimationExport, .cancelAnimationExport:
            files.run(effect, in: store.state)
        case .copyCode(let language):
            store.send(.copyFinished(copyCode(language)))
        case .copyToClipboard(let scale):
            store.send(.copyFinished(copyToClipboard(scale: scale)))
        case .persistState:
            persistence.scheduleStateWrite()
        case .scheduleAnimationClock(let seconds):
            clock?.schedule(after: seconds)
        case .showFeedback(let feedback):
            window?.showFeedback(feedback)
        case .startAnimationClock:
            clock?.start()
        case .stopAnimationClock:
            clock?.stop()
        case .warn(let message):
            Console.warn(message)
        }
    }

    /// Makes `splice` in its file, atomically: the splice as made (with the bytes around it, for
    /// its undo), or nil when its bytes are not there (an undo finds them where another
    /// editor's change elsewhere moved them) or the file cannot be read or written.
    nonisolated static func write(_ splice: SourceSplice) -> SourceSplice? {
        guard let data = FileManager.default.contents(atPath: splice.text.file.path) else { return nil }
        let bytes = [UInt8](data)
        guard let located = splice.isUndo ? splice.text.relocated(in: bytes) : splice.text,
              let written = located.applied(to: bytes) else { return nil }
        do throws(WriteError) { try AtomicFile.write(written, to: splice.text.file) } catch {
            Console.warn(error.description)
            return nil
        }
        var made = splice
        made.text = located.written(in: bytes)
        return made
    }

    /// The window and what the app shows besides it (the Export Animation action's state, the
    /// autosave's document, the recovery question) from `old` to `new` (nil: everything).
    func render(from old: PlaygroundState?, to new: PlaygroundState) {
        if let error = new.error, error != old?.error { show(error) }
        guard let window, !closing else { return }
        window.render(from: old, to: new, valuesAreMoving: store.valuesAreMoving)
        actions?.sync(canExportAnimation: new.animationExport == nil && new.animationExportTimeline != nil)
        persistence.documentMayHaveChanged()
        offerRecoveryIfNeeded()
    }

    /// A new error: a dialog in the window (its dismissal dismisses it in the state), else
    /// a warning on stderr, dismissed at once so that the same error again is said again.
    private func show(_ error: StoreError) {
        // The window mode shows it, a measurement's window too (`isInteractive` aside).
        if let window, !closing, options.mode == .window {
            window.showError(error)
        } else {
            Console.warn(error.message)
            store.send(.errorDismissed)
        }
    }

    /// Undo and redo follow the history.
    func syncHistory() {
        actions?.sync(canUndo: store.store.canUndo, canRedo: store.store.canRedo)
    }

    /// The scene as a PNG texture on the clipboard, rendered by the shared renderer.
    private func copyToClipboard(scale: Double) -> CopyOutcome {
        let layout = SceneRenderer.layout(store.state.scene)
        let options = RenderOptions(annotations: store.state.overlays)
        // With overlays on, the copy is the annotated spec page, larger than the screen.
        let page = SceneExporter.page(for: layout, options: options).size
        if let problem = SceneExporter.scaleProblem(scale, size: page, format: .png) { return .failed(tr("cannot copy: {problem}", ["problem": problem])) }
        guard let window, let image = SceneExporter.image(layout, scale: scale, options: options),
            let texture = Texture.premultipliedRGBA(image.bytes, width: image.width, height: image.height)
        else { return .failed(tr("cannot copy: the scene could not be rendered")) }
        texture.copyToClipboard(of: window.window)
        return .copied(.image(width: image.width, height: image.height))
    }

    /// The scene's code as text on the clipboard: what `concentric code` prints for the file
    /// Save would write.
    private func copyCode(_ language: CodeLanguage) -> CopyOutcome {
        guard let window else { return .failed("cannot copy: no window") }
        let code = HandoffOutput.code(store.state.sceneFile, stem: baseName, language: language)
        Clipboard(of: window.window).setText(code)
        let name = language == .swiftui ? SwiftUICode.typeName(for: baseName) : store.state.sceneFile.title ?? baseName
        return .copied(.code(language, name: name, lines: code.split(separator: "\n", omittingEmptySubsequences: false).count - (code.hasSuffix("\n") ? 1 : 0)))
    }

    /// Shows the recovery question once per offer.
    private func offerRecoveryIfNeeded() {
        guard let window, isInteractive else { return }
        guard let offer = store.state.recoverable else {
            window.recoveryShown = false
            return
        }
        guard !window.recoveryShown else { return }
        window.recoveryShown = true
        let name = EditorDocument(file: offer.file, origin: offer.origin, savedFile: nil).name(tr, presetTitle: PlaygroundWindow.presetTitle)
        let folder: String? = if case .file(let url) = offer.origin { url.deletingLastPathComponent().path } else { nil }
        window.offerRecovery(name: name, folder: folder) { [weak self] restore in
            self?.store.send(restore ? .autosaveRestored : .autosaveDiscarded)
        }
    }
}
