// GtkSignalListItemFactory: a list view's rows made and filled by Swift closures.
import CGtk

@MainActor
public final class SignalListItemFactory: Object {
    public convenience init() {
        // A full, non-floating reference.
        self.init(transferring: UnsafeMutableRawPointer(gtk_signal_list_item_factory_new()!))
    }

    /// Builds a row's widgets, once per row widget (rows are recycled: setup, then any number of
    /// bind / unbind pairs, then teardown).
    public func onSetup(_ handler: @escaping @MainActor (ListItem) -> Void) { onListItem("setup", handler) }
    /// Shows the row's item (`ListItem.item`) in the widgets built by setup.
    public func onBind(_ handler: @escaping @MainActor (ListItem) -> Void) { onListItem("bind", handler) }
    /// The row no longer shows its item.
    public func onUnbind(_ handler: @escaping @MainActor (ListItem) -> Void) { onListItem("unbind", handler) }
    /// The row's widgets are about to be destroyed.
    public func onTeardown(_ handler: @escaping @MainActor (ListItem) -> Void) { onListItem("teardown", handler) }

    /// The four signals are `void (GtkSignalListItemFactory*, GtkListItem*, gpointer)`.
    private func onListItem(_ signal: String, _ handler: @escaping @MainActor (ListItem) -> Void) {
        onPointer(signal) { item in
            guard let item else { return }
            handler(ListItem(adopting: item))
        }
    }
}
