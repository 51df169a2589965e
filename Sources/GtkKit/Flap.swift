// AdwFlap: a sidebar beside the content that folds over it when the window is narrow.
import CGtk

@MainActor
public final class Flap: Widget {
    override public class var gType: GType { adw_flap_get_type() }
    private var flap: OpaquePointer { OpaquePointer(raw) }
    /// The pending close of the sidebar's popovers (one at a time).
    private var closing: Idle?

    /// A popover open in the sidebar would slide out of the window with it, and off every monitor,
    /// where GDK 4.8's X11 backend finds none to lay it out against (a critical each frame): the
    /// sidebar's popovers close as it hides, and any opened while it slides out (a key pressed on a
    /// drop-down that still has the focus), at each step of the slide. Each close comes right after
    /// the change (which can come in the middle of the window's layout, when it folds) and before
    /// the next frame, which a plain idle would wait behind on a busy machine.
    public required init(adopting pointer: UnsafeMutableRawPointer) {
        super.init(adopting: pointer)
        for property in ["reveal-flap", "reveal-progress"] {
            onNotify(property) { [weak self] in
                guard let self, !self.revealsFlap, self.closing == nil else { return }
                self.closing = Idle(.beforeNextFrame) { [weak self] in
                    self?.closing = nil
                    self?.closePopovers()
                    return false
                }
            }
        }
    }

    /// Whether the sidebar is shown (beside the content, or over it when folded).
    public var revealsFlap: Bool {
        get { adw_flap_get_reveal_flap(flap) != 0 }
        set { adw_flap_set_reveal_flap(flap, newValue ? 1 : 0) }
    }

    /// Hides the sidebar. A focus inside it moves to `fallback` first: a key pressed then would
    /// otherwise go to a control sliding out of the window (a drop-down it opens follows it off
    /// every monitor before the close above can come).
    public func hideFlap(movingFocusTo fallback: Widget) {
        if let sidebar = adw_flap_get_flap(flap), let root = gtk_widget_get_root(widget), let focus = gtk_root_get_focus(root),
            focus == sidebar || gtk_widget_is_ancestor(focus, sidebar) != 0
        {
            fallback.grabFocus()
        }
        closePopovers()
        revealsFlap = false
    }

    /// Whether the sidebar is folded over the content (the window is too narrow for both).
    public var isFolded: Bool { adw_flap_get_folded(flap) != 0 }

    public func onFoldedChanged(_ handler: @escaping @MainActor () -> Void) { onNotify("folded", handler) }
}
