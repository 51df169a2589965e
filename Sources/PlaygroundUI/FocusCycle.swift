// Tab through the window's panes in the order a designer works in: the header bar, the layers,
// the canvas, the selection's inspector, then the controls under the canvas (the playback bar,
// the parameters, the zoom) and the sidebar's overlays, and round again.
import GtkKit

/// The window's Tab order by panes. GTK orders Tab by the widget tree, which puts the sidebar's
/// overlays (below the layers) and everything under the canvas between the layers and the
/// canvas; the selection's inspector is then dozens of presses from its row. Tab and Shift+Tab
/// move within a pane first, then to the next pane shown (a folded or hidden pane is unmapped
/// and skipped).
@MainActor
final class FocusCycle {
    /// A pane, whether Tab moves within it (the layer list is one stop: its rows are reached
    /// with the arrow keys), a widget inside it that is a pane of its own (the canvas in its
    /// pane, whose zoom comes after the inspector), and what Tab moves through first inside a
    /// one-stop pane that is not a widget (the canvas's handles; false when Tab leaves).
    struct Pane {
        let widget: Widget
        var isOneStop = false
        var excluding: Widget? = nil
        var tabsWithin: (@MainActor (FocusDirection) -> Bool)? = nil
    }

    private let panes: [Pane]
    /// Kept: its handler lives as long as its wrapper.
    private var keys: EventControllerKey?

    /// Takes Tab and Shift+Tab in `window` (before its controls do) through `panes`, in order.
    init(window: Widget, panes: [Pane]) {
        self.panes = panes
        let keys = EventControllerKey(on: window, capturing: true)
        keys.onKeyPressed { [weak self, weak window] key in
            guard let self, let window, !window.focusIsInPopover else { return false }
            if key.is(.tab) { return self.move(.forward) }
            if key.is(.tab, shift: true) { return self.move(.backward) }
            return false
        }
        self.keys = keys
    }

    /// Moves the focus on from the pane holding it; false (GTK's own Tab) when no pane does.
    private func move(_ direction: FocusDirection) -> Bool {
        guard let current = panes.firstIndex(where: { $0.widget.containsFocus }) else { return false }
        if let within = panes[current].tabsWithin, within(direction) { return true }
        if !panes[current].isOneStop, Self.moveWithin(panes[current], direction) { return true }
        let step = direction == .forward ? 1 : panes.count - 1
        var index = current
        for _ in 1..<panes.count {
            index = (index + step) % panes.count
            if panes[index].widget.isMapped, Self.moveWithin(panes[index], direction) { return true }
        }
        return false
    }

    /// Moves the focus within `pane`, past the pane inside it.
    private static func moveWithin(_ pane: Pane, _ direction: FocusDirection) -> Bool {
        guard let inner = pane.excluding else { return pane.widget.moveFocusWithin(direction) }
        let could = inner.canFocus
        inner.canFocus = false
        defer { inner.canFocus = could }
        return pane.widget.moveFocusWithin(direction)
    }
}
