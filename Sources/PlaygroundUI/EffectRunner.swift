// The store's file effects with live I/O, run the same way by the window and the headless modes.
import ConcentricIO
import ConcentricRender
import Foundation
import GtkKit
import PlaygroundStore

/// Runs the effects that read or write files for every mode: the window (and `--screenshot`),
/// `--export` and `--save` each hand these effects to one runner, so a file is written the same
/// way whoever asked. Each effect's outcome goes back to the store through `send`, as the action
/// the store expects (`exportFinished`, `saveFinished`, `documentOpened`…). The other effects
/// (drawing, the clock, dialogs, the clipboard, the state file) are the window's.
@MainActor
final class EffectRunner {
    /// How Export ▸ Animation encodes its frames.
    enum AnimationPacing {
        /// One frame per idle turn of the main loop, reporting progress after each: drawing and
        /// input go first, so the window and its Cancel button stay responsive.
        case idleSteps
        /// Every frame at once (no window to keep responsive, no main loop running).
        case atOnce
    }

    private let pacing: AnimationPacing
    /// Tells the store how an effect ended (AppStore queues it while effects run).
    private let send: @MainActor (PlaygroundAction) -> Void
    /// The first write that failed, with its kind (the headless modes' exit status).
    private(set) var failure: WriteError?
    /// A write was attempted (the headless modes check that the store asked for one).
    private(set) var hasWritten = false
    /// Export ▸ Animation's job and the idle source stepping it, while one is written.
    private var animationJob: AnimationExportJob?
    private var animationSource: Idle?

    init(pacing: AnimationPacing, send: @escaping @MainActor (PlaygroundAction) -> Void) {
        self.pacing = pacing
        self.send = send
    }

    /// Runs `effect` against `state` (the state that asked for it) when it is a file's; returns
    /// false, doing nothing, for any other effect.
    @discardableResult
    func run(_ effect: PlaygroundEffect, in state: PlaygroundState) -> Bool {
        switch effect {
        case .export(let request):
            write(to: request.destination, reporting: PlaygroundAction.exportFinished) { () throws(WriteError) in
                try SceneOutput.write(state.scene, request)
            }
        case .exportSheet(let request):
            write(to: request.destination, reporting: PlaygroundAction.exportFinished) { () throws(WriteError) in
                // The desktop's paper, read at each export: it follows the locale GTK runs in.
                let paper = DefaultPaper.points().flatMap { PaperSize(width: $0.width, height: $0.height) }
                try HandoffOutput.writeSheet(state.sceneFile, stem: state.document.stem, devices: state.library.devices, paper: paper, request)
            }
        case .exportSpec(let url):
            write(to: url, reporting: PlaygroundAction.exportFinished) { () throws(WriteError) in try HandoffOutput.writeSpec(state.scene, to: url) }
        case .saveScene(let url):
            write(to: url, reporting: PlaygroundAction.saveFinished) { () throws(WriteError) in try SceneOutput.write(state.sceneFile, to: url) }
        case .loadSceneFile(let url):
            send(SceneOutput.load(url, library: state.library))
        case .reimportSwiftSource(let url, let preview):
            // The window imports on a thread of its own (SourceImport); a headless run waits.
            send(SourceImport.action(url, preview: preview, library: state.library))
        case .startAnimationExport(let export):
            startAnimationExport(export)
        case .cancelAnimationExport:
            // The staged file is never started on disk: dropping the job leaves nothing.
            animationSource?.cancel()
            animationSource = nil
            animationJob = nil
        default:
            return false
        }
        return true
    }

    /// One write: noted, and its outcome reported as `finished` says.
    private func write(to url: URL, reporting finished: (ExportOutcome) -> PlaygroundAction, _ body: () throws(WriteError) -> Void) {
        hasWritten = true
        do throws(WriteError) {
            try body()
            send(finished(.succeeded(url)))
        } catch {
            if failure == nil { failure = error }
            send(finished(.failed(error.description)))
        }
    }

    // MARK: - Export ▸ Animation

    /// At once, or the first frame now and the rest one per idle turn, reporting progress after
    /// each; the file is committed after the last.
    private func startAnimationExport(_ export: AnimationExport) {
        animationSource?.cancel()
        animationSource = nil
        guard pacing == .idleSteps else {
            write(to: export.destination, reporting: PlaygroundAction.animationExportFinished) { () throws(WriteError) in
                try AnimationExportJob(export).runToCompletion()
            }
            return
        }
        hasWritten = true
        let job: AnimationExportJob
        do throws(WriteError) { job = try AnimationExportJob(export) } catch {
            animationFailed(error)
            return
        }
        animationJob = job
        send(.animationExportProgressed(framesWritten: job.framesWritten))
        animationSource = Idle { [weak self] in self?.stepAnimationExport() ?? false }
    }

    /// One idle turn: the next frame, or the commit after the last; false when done.
    private func stepAnimationExport() -> Bool {
        guard let job = animationJob else { return false }
        do throws(WriteError) {
            if job.isComplete {
                try job.commit()
                animationJob = nil
                send(.animationExportFinished(.succeeded(job.export.destination)))
                return false
            }
            try job.step()
            send(.animationExportProgressed(framesWritten: job.framesWritten))
            return true
        } catch {
            animationJob = nil
            animationFailed(error)
            return false
        }
    }

    private func animationFailed(_ error: WriteError) {
        if failure == nil { failure = error }
        send(.animationExportFinished(.failed(error.description)))
    }
}
