// AdwWindowTitle: the header bar's title and subtitle, each ellipsized on its own line.
import CGtk

@MainActor
public final class WindowTitle: Widget {
    override public class var gType: GType { adw_window_title_get_type() }
    private var title: OpaquePointer { OpaquePointer(raw) }

    public var subtitle: String {
        get { adw_window_title_get_subtitle(title).map { String(cString: $0) } ?? "" }
        set { if newValue != subtitle { adw_window_title_set_subtitle(title, newValue) } }
    }
}
