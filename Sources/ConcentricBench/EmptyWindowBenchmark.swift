// `concentric-bench empty-window`: the floor under the editor's opening time. This same program
// (the same libraries loaded) opens an empty libadwaita window, a header bar over nothing, and
// reports its first painted frame as `editor` reports the playground's, for bench/editor.py to
// time from the process's start.
import ConcentricJSON
import Foundation
import GtkKit

/// The window: what every libadwaita application shows at the least.
private let emptyWindow = """
    <interface>
      <object class="AdwApplicationWindow" id="window">
        <property name="default-width">1200</property>
        <property name="default-height">800</property>
        <property name="content">
          <object class="GtkBox">
            <property name="orientation">vertical</property>
            <child><object class="AdwHeaderBar"/></child>
          </object>
        </property>
      </object>
    </interface>
    """

/// Runs the application until the window's first frame is painted, prints one JSON line and
/// returns the exit status.
@MainActor
func runEmptyWindow() -> Int32 {
    let run = EmptyWindowRun()
    let status = run.application.run()
    if let failure = run.failure {
        FileHandle.standardError.write(Data("concentric-bench empty-window: \(failure)\n".utf8))
        return 1
    }
    return status
}

/// The application, its window and the window's frame clock, held until the first frame (the
/// clock's handlers live as long as its wrapper).
@MainActor
private final class EmptyWindowRun {
    let application = Application(id: "io.github.concentric.Bench.EmptyWindow")
    private var window: ApplicationWindow?
    private var clock: FrameClock?
    private(set) var failure: String?

    init() {
        application.onActivate { [weak self] in self?.open() }
    }

    private func open() {
        do throws(GLibError) {
            let window = try Builder.load(string: emptyWindow, source: "the empty window").get("window", as: ApplicationWindow.self)
            window.setApplication(application)
            self.window = window
            // The frame clock exists once the window is realized: the first tick hooks it.
            _ = window.addTickCallback { [weak self] _ in
                guard let self, let clock = self.window?.frameClock else { return true }
                self.clock = clock
                clock.onAfterPaint { [weak self] in self?.painted() }
                return false
            }
            window.present()
        } catch {
            failure = error.message
            application.quit()
        }
    }

    private func painted() {
        guard let window else { return }
        print(JSONWriter.write(.object([
            ("benchmark", .string("editor-floor")),
            ("firstFrameMonotonicUs", .number((MainLoopClock.now * 1e6).rounded())),
            ("peakKB", .number(Double(FrameBenchmark.statusKB("VmHWM") ?? 0))),
        ]), pretty: false))
        self.window = nil
        window.destroy()
        application.quit()
    }
}
