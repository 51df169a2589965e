// GtkDropTarget for files: what a file manager drops on a widget, as local paths.
import CGtk

@MainActor
public final class FileDropTarget: Object {
    private typealias DropHandler = @MainActor ([String]) -> Bool

    /// Accepts a list of files (GDK_TYPE_FILE_LIST, which also takes a single file) dropped on
    /// `widget` with the copy action; `dropped` gets their local paths (files without one, such
    /// as remote locations, are left out) and says whether it took them.
    @discardableResult
    public static func install(on widget: Widget, _ dropped: @escaping @MainActor ([String]) -> Bool) -> FileDropTarget {
        let target = FileDropTarget(transferring: UnsafeMutableRawPointer(gtk_drop_target_new(gdk_file_list_get_type(), GDK_ACTION_COPY)))
        target.connect("drop", thunk: unsafeBitCast(dropThunk, to: GCallback.self), context: HandlerBox<DropHandler>(dropped))
        // The widget takes a reference of its own; ours goes with the wrapper.
        g_object_ref(target.raw)
        gtk_widget_add_controller(widget.widget, OpaquePointer(target.raw))
        return target
    }

    /// `gboolean drop(GtkDropTarget*, const GValue*, double x, double y, gpointer)`.
    private static let dropThunk: @convention(c) (
        UnsafeMutableRawPointer?, UnsafePointer<GValue>?, Double, Double, UnsafeMutableRawPointer?
    ) -> gboolean = { _, value, _, _, data in
        guard let value, g_type_check_value_holds(value, gdk_file_list_get_type()) != 0 else { return 0 }
        var paths: [String] = []
        var node = UnsafeMutablePointer<GSList>(OpaquePointer(g_value_get_boxed(value)))
        while let current = node {
            if let file = current.pointee.data, let path = g_file_get_path(OpaquePointer(file)) {
                paths.append(String(cString: path))
                g_free(path)
            }
            node = current.pointee.next
        }
        let data = MainThreadPointer(data)
        return MainActor.assumeIsolated { (HandlerBox<DropHandler>.from(data.raw)?(paths) ?? false) ? 1 : 0 }
    }
}
