// GtkFileChooserNative: the platform's open and save dialogs (GTK 4.8 has no GtkFileDialog).
import CGtk

@MainActor
public final class FileChooser: Object {
    private var chooser: OpaquePointer { OpaquePointer(raw) }
    /// The chooser itself while it is shown: its owner may let it go in the completion.
    private var keptWhileShown: FileChooser?

    /// A dialog to open or save one file, modal to `parent`.
    public convenience init(title: String, parent: Window?, mode: FileChooserMode, acceptLabel: String) {
        self.init(
            transferring: UnsafeMutableRawPointer(
                gtk_file_chooser_native_new(title, parent?.window, mode.c, acceptLabel, "_Cancel")))
        gtk_native_dialog_set_modal(raw.assumingMemoryBound(to: GtkNativeDialog.self), 1)
    }

    /// The suggested file name in a save dialog.
    public func setCurrentName(_ name: String) { gtk_file_chooser_set_current_name(chooser, name) }

    /// The folder the dialog opens in (ignored if it does not exist).
    public func setCurrentFolder(_ path: String) {
        guard let file = g_file_new_for_path(path) else { return }
        defer { g_object_unref(UnsafeMutableRawPointer(file)) }
        var error: UnsafeMutablePointer<GError>?
        _ = gtk_file_chooser_set_current_folder(chooser, file, &error)
        _ = GLibError.take(error)
    }

    /// Offers a filter (`("PNG image", ["*.png"])`); the first added is selected.
    public func addFilter(name: String, patterns: [String]) {
        guard let filter = gtk_file_filter_new() else { return }
        gtk_file_filter_set_name(filter, name)
        for pattern in patterns { gtk_file_filter_add_pattern(filter, pattern) }
        gtk_file_chooser_add_filter(chooser, filter)
        g_object_unref(UnsafeMutableRawPointer(filter))
    }

    /// Shows the dialog; `completion` gets the chosen local path, or nil when cancelled (or
    /// closed). The chooser keeps itself alive while it is shown and is released after its
    /// response signal has returned, never inside it, whatever its owner does in `completion`.
    public func show(_ completion: @escaping @MainActor (String?) -> Void) {
        keptWhileShown = self
        onInt("response") { [unowned self] response in
            defer {
                if let kept = self.keptWhileShown {
                    self.keptWhileShown = nil
                    DeferredRelease.release(kept)
                }
            }
            completion(Response(response) == .accept ? self.chosenPath : nil)
        }
        gtk_native_dialog_show(raw.assumingMemoryBound(to: GtkNativeDialog.self))
    }

    /// The chosen file's local path (nil: none, or not a local file).
    private var chosenPath: String? {
        guard let file = gtk_file_chooser_get_file(chooser) else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(file)) }
        guard let path = g_file_get_path(file) else { return nil }
        defer { g_free(path) }
        return String(cString: path)
    }
}
