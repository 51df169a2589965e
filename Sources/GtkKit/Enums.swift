// Every C enumeration GtkKit exposes, mapped to Swift in this one file.
import CGtk

/// GtkOrientation.
public enum Orientation: Sendable {
    case horizontal, vertical
    var c: GtkOrientation { self == .horizontal ? GTK_ORIENTATION_HORIZONTAL : GTK_ORIENTATION_VERTICAL }
}

/// GtkTextDirection: which way a widget lays out its children.
public enum TextDirection: Sendable {
    case leftToRight, rightToLeft

    init(_ c: GtkTextDirection) { self = c == GTK_TEXT_DIR_RTL ? .rightToLeft : .leftToRight }
}

/// GtkFileChooserAction.
public enum FileChooserMode: Sendable {
    case open, save
    var c: GtkFileChooserAction { self == .open ? GTK_FILE_CHOOSER_ACTION_OPEN : GTK_FILE_CHOOSER_ACTION_SAVE }
}

/// GtkResponseType, as far as GtkKit's dialogs answer.
public enum Response: Sendable, Equatable {
    case accept, cancel, ok, close, deleteEvent, other(Int32)

    init(_ raw: Int32) {
        switch raw {
        case GTK_RESPONSE_ACCEPT.rawValue: self = .accept
        case GTK_RESPONSE_CANCEL.rawValue: self = .cancel
        case GTK_RESPONSE_OK.rawValue: self = .ok
        case GTK_RESPONSE_CLOSE.rawValue: self = .close
        case GTK_RESPONSE_DELETE_EVENT.rawValue: self = .deleteEvent
        default: self = .other(raw)
        }
    }
}

/// GtkLicense, for the about dialog.
public enum License: Sendable {
    case mit, gpl3OrLater
    var c: GtkLicense { self == .mit ? GTK_LICENSE_MIT_X11 : GTK_LICENSE_GPL_3_0 }
}

/// GdkEventType values a press-and-release tracker cares about.
enum PointerPhase {
    case pressed, released

    init?(_ type: GdkEventType) {
        switch type {
        case GDK_BUTTON_PRESS, GDK_TOUCH_BEGIN: self = .pressed
        case GDK_BUTTON_RELEASE, GDK_TOUCH_END, GDK_TOUCH_CANCEL: self = .released
        default: return nil
        }
    }
}

/// GtkAccessibleProperty values GtkKit sets.
enum AccessibleProperty {
    case label, description
    var c: GtkAccessibleProperty {
        self == .label ? GTK_ACCESSIBLE_PROPERTY_LABEL : GTK_ACCESSIBLE_PROPERTY_DESCRIPTION
    }
}

/// GdkToplevelState: whether the window is minimized.
struct ToplevelState {
    let raw: GdkToplevelState
    var isMinimized: Bool { raw.rawValue & GDK_TOPLEVEL_STATE_MINIMIZED.rawValue != 0 }
}

/// G_SOURCE_CONTINUE / G_SOURCE_REMOVE.
func sourceResult(continuing: Bool) -> gboolean { continuing ? 1 : 0 }
