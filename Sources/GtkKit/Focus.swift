// Keyboard focus: whether it may enter a widget, and moving it on from one.
import CGtk

/// GtkDirectionType for Tab and Shift+Tab.
public enum FocusDirection: Sendable {
    case forward, backward
    var c: GtkDirectionType { self == .forward ? GTK_DIR_TAB_FORWARD : GTK_DIR_TAB_BACKWARD }
}

extension Widget {
    /// Whether focus may enter the widget or any widget inside it.
    public var canFocus: Bool {
        get { gtk_widget_get_can_focus(widget) != 0 }
        set { gtk_widget_set_can_focus(widget, newValue ? 1 : 0) }
    }

    /// Whether the keyboard focus is this widget or inside it.
    public var containsFocus: Bool {
        guard let root = gtk_widget_get_root(widget), let focus = gtk_root_get_focus(root) else { return false }
        return focus == widget || gtk_widget_is_ancestor(focus, widget) != 0
    }

    /// The widget's parent, as a plain widget; nil for a toplevel or an orphan.
    public var parentWidget: Widget? {
        gtk_widget_get_parent(widget).map { Widget(adopting: UnsafeMutableRawPointer($0)) }
    }

    /// Moves the keyboard focus to the next (or previous) focusable widget of the window that is
    /// not inside this one, as Tab would from the widget's last (first) control: focus is kept
    /// out of the widget for the move and let back in afterwards. Returns whether it moved.
    @discardableResult
    public func moveFocusPast(_ direction: FocusDirection) -> Bool {
        guard let root = gtk_widget_get_root(widget) else { return false }
        let rootWidget = UnsafeMutableRawPointer(root).assumingMemoryBound(to: GtkWidget.self)
        let could = canFocus
        canFocus = false
        defer { canFocus = could }
        if gtk_widget_child_focus(rootWidget, direction.c) != 0 { return true }
        // Past the window's last control GTK clears the focus and wraps on the next try.
        return gtk_widget_child_focus(rootWidget, direction.c) != 0
    }
}
