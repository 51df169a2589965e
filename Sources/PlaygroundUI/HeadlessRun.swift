// `--screenshot` and `--copy`: the window opens, does one thing, and the app quits.
import ConcentricScene
import Foundation
import GtkKit
import PlaygroundRules
import PlaygroundStore
import SceneCode

/// The modes that run the real window for one job and end the process: a screenshot of it, or
/// the clipboard's text after Copy. Each prints its result on standard output and ends through
/// `end` (with a failure's message, status 1).
@MainActor
final class HeadlessRun {
    private let mode: CommandLineOptions.Mode
    private let store: AppStore
    /// Quits the app; a message is a failure's (printed as the error, exit status 1).
    private let end: @MainActor (_ failure: String?) -> Void
    private var screenshot: Screenshot?
    /// `--copy`: gives up when the window never maps.
    private var copyWatchdog: Timeout?

    /// Nil for the window mode (and the modes that need no window).
    init?(mode: CommandLineOptions.Mode, store: AppStore, end: @escaping @MainActor (_ failure: String?) -> Void) {
        switch mode {
        case .screenshot, .copy: break
        case .window, .export, .save, .help, .version: return nil
        }
        self.mode = mode
        self.store = store
        self.end = end
    }

    /// Once the store has its starting state: waits for the screenshot, or runs Copy.
    func start(in window: PlaygroundWindow) {
        switch mode {
        case .screenshot(let path):
            screenshot = Screenshot(window: window, path: URL(fileURLWithPath: path)) { [weak self, weak window] result in
                self?.finishScreenshot(result, notice: window?.visibleNotice)
            }
        case .copy(let language):
            checkCopy(language, in: window)
        case .window, .export, .save, .help, .version:
            break
        }
    }

    /// `--copy LANGUAGE`: once the window is mapped (an X11 clipboard needs a window to own it),
    /// runs the real Copy action, reads the clipboard back through GDK, prints exactly what it
    /// holds on standard output, and quits.
    private func checkCopy(_ language: CodeLanguage, in window: PlaygroundWindow) {
        copyWatchdog = Timeout(seconds: Screenshot.timeout) { [weak self] in
            self?.end("the window was not shown within \(Int(Screenshot.timeout)) s; nothing copied")
        }
        window.window.addTickCallback { [weak self, weak window] _ in
            guard let self, let window else { return false }
            guard window.window.isMapped else { return true }
            self.store.send(.codeCopyRequested(language))
            Clipboard(of: window.window).readText { [weak self] text in
                guard let self else { return }
                self.copyWatchdog?.cancel()
                guard let text else { return self.end("the clipboard holds no text after Copy as \(language.title)") }
                FileHandle.standardOutput.write(Data(text.utf8))
                self.end(nil)
            }
            return false
        }
    }

    /// `notice`: what the window's notice bar shows, printed so tests can check the window tells the user.
    private func finishScreenshot(_ result: Result<String, Screenshot.Failure>, notice: String?) {
        var failure: String?
        switch result {
        case .success(let line):
            print(line)
            if let notice { print("notice: \(notice)") }
        case .failure(let problem):
            failure = problem.description
        }
        screenshot = nil
        end(failure)
    }
}
