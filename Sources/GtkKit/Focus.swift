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

    /// Moves the keyboard focus to the next (or previous) focusable widget inside this one, as
    /// Tab does: from the focus when it is inside, else to the first (last) one. Returns false,
    /// the focus left where it was, when there is none.
    public func moveFocusWithin(_ direction: FocusDirection) -> Bool { gtk_widget_child_focus(widget, direction.c) != 0 }

    /// Whether the keyboard focus of this widget's window is in a popover (a drop-down's list, a
    /// menu), which moves it within itself.
    public var focusIsInPopover: Bool {
        guard let root = gtk_widget_get_root(widget), let focus = gtk_root_get_focus(root) else { return false }
        return gtk_widget_get_ancestor(focus, gtk_popover_get_type()) != nil
    }
}
