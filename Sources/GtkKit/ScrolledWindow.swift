// GtkScrolledWindow: a scrolling viewport around one child.
import CGtk

@MainActor
public final class ScrolledWindow: Widget {
    override public class var gType: GType { gtk_scrolled_window_get_type() }
    private var scrolled: OpaquePointer { OpaquePointer(raw) }

    public convenience init() {
        self.init(adopting: UnsafeMutableRawPointer(gtk_scrolled_window_new()))
    }

    public func setChild(_ child: Widget?) { gtk_scrolled_window_set_child(scrolled, child?.widget) }

    /// Scroll only vertically (the child is as wide as the viewport).
    public func setVerticalOnly() {
        gtk_scrolled_window_set_policy(scrolled, GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
    }

    public func setMinimumContentHeight(_ height: Int32) { gtk_scrolled_window_set_min_content_height(scrolled, height) }
}
