// The status line under the canvas: its inscription, paced while values move.
import Foundation
import GtkKit
import PlaygroundRules

/// The status line (a GtkInscription: a new text is drawn, never measured again). While the
/// animation plays or a slider is dragged its text follows the values ten times a second
/// (`LivePacing`) and settles on the last one; at rest every change is shown at once.
@MainActor
@_spi(Harness) public final class StatusLine {
    private let label: Inscription
    private var pacing = LivePacing()
    private var timer: Timeout?

    init(label: Inscription) {
        self.label = label
    }

    /// Whether the line shows the last text it was given (none is held).
    @_spi(Harness) public var isSettled: Bool { pacing.held == nil }
    /// How many times the text was set (the benchmarks report it beside the frames).
    @_spi(Harness) public private(set) var updates = 0

    func show(_ text: String, live: Bool) {
        switch pacing.offer(text, live: live, at: MainLoopClock.now) {
        case .show(let text):
            timer?.cancel()
            timer = nil
            setLabel(text)
        case .hold(let deadline):
            timer?.cancel()
            timer = Timeout(seconds: max(0, deadline - MainLoopClock.now)) { [weak self] in
                guard let self, let text = self.pacing.due(at: MainLoopClock.now) else { return }
                self.setLabel(text)
            }
        case .none:
            break
        }
    }

    private func setLabel(_ text: String) {
        label.text = text
        updates += 1
    }
}
