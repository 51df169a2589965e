// GtkDragSource: a widget the user can drag, carrying a string.
import CGtk

@MainActor
public final class DragSource: Object {
    /// A move-only drag source attached to `widget`, which is also what the drag shows.
    public convenience init(on widget: Widget) {
        self.init(transferring: UnsafeMutableRawPointer(gtk_drag_source_new()!))
        gtk_drag_source_set_actions(source, GDK_ACTION_MOVE)
        gtk_widget_add_controller(widget.widget, OpaquePointer(g_object_ref(raw)))
        // The dragged image is the widget as it looks when the drag begins (GTK's default is
        // a generic icon). `void (GtkDragSource*, GdkDrag*, gpointer)`.
        let dragged = widget.widget
        onPointer("drag-begin") { [weak self] _ in
            guard let self, let paintable = gtk_widget_paintable_new(dragged) else { return }
            gtk_drag_source_set_icon(self.source, paintable, 0, 0)
            g_object_unref(UnsafeMutableRawPointer(paintable))
        }
    }

    private var source: OpaquePointer { OpaquePointer(raw) }

    /// What a drop receives: `string`, as a G_TYPE_STRING value (nil: the widget cannot be dragged).
    public func setContent(_ string: String?) {
        guard let string else { return gtk_drag_source_set_content(source, nil) }
        let value = Value(string)
        let provider = gdk_content_provider_new_for_value(value.pointer)
        gtk_drag_source_set_content(source, provider)   // takes its own reference
        g_object_unref(UnsafeMutableRawPointer(provider))
    }
}
