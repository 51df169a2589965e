// GtkListView: a scrollable list that makes widgets only for the rows on screen.
import CGtk

@MainActor
public final class ListView: Widget {
    override public class var gType: GType { gtk_list_view_get_type() }
    private var listView: OpaquePointer { OpaquePointer(raw) }

    public convenience init(model: SingleSelection, factory: SignalListItemFactory) {
        // `gtk_list_view_new` takes over a reference to each; the wrappers keep their own.
        let view = gtk_list_view_new(
            OpaquePointer(g_object_ref(model.raw)), OpaquePointer(g_object_ref(factory.raw)))
        self.init(adopting: UnsafeMutableRawPointer(view!))
    }

    /// Runs `handler` with the position of a row the user activates (Enter, a double click; a
    /// single click with `singleClickActivate`). `void (GtkListView*, guint, gpointer)`.
    public func onActivate(_ handler: @escaping @MainActor (Int) -> Void) {
        onInt("activate") { position in handler(Int(UInt32(bitPattern: position))) }
    }

    public var singleClickActivate: Bool {
        get { gtk_list_view_get_single_click_activate(listView) != 0 }
        set { gtk_list_view_set_single_click_activate(listView, newValue ? 1 : 0) }
    }

    /// Scrolls so the row at `position` is visible and makes it the row keyboard focus starts
    /// from. GTK 4.8 has no `gtk_list_view_scroll_to` (4.12): its list views answer the
    /// `list.scroll-to-item` action (parameter `u`), which does both.
    public func scrollTo(position: Int) {
        guard position >= 0 else { return }
        gtk_widget_activate_action_variant(widget, "list.scroll-to-item", g_variant_new_uint32(guint32(position)))
    }
}
