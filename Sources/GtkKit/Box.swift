// GtkBox: a row or column of children.
import CGtk

@MainActor
public final class Box: Widget {
    override public class var gType: GType { gtk_box_get_type() }
    private var box: UnsafeMutablePointer<GtkBox> { raw.assumingMemoryBound(to: GtkBox.self) }

    public convenience init(_ orientation: Orientation, spacing: Int32 = 0) {
        self.init(adopting: UnsafeMutableRawPointer(gtk_box_new(orientation.c, spacing)))
    }

    public func append(_ child: Widget) { gtk_box_append(box, child.widget) }

    /// Moves `child` to just after `sibling` (to the start for nil), unless it is there already.
    public func place(_ child: Widget, after sibling: Widget?) {
        guard gtk_widget_get_prev_sibling(child.widget) != sibling?.widget else { return }
        gtk_box_reorder_child_after(box, child.widget, sibling?.widget)
    }
}
