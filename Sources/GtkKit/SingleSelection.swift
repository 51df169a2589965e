// GtkSingleSelection: a selection model holding at most one selected item.
import CGtk

@MainActor
public final class SingleSelection: Object, ListModel {
    /// A selection over `model` that selects nothing by itself (no autoselect) and can be emptied.
    public convenience init(model: some ListModel) {
        // `gtk_single_selection_new` takes over the reference it is given.
        self.init(transferring: UnsafeMutableRawPointer(gtk_single_selection_new(model.transferredReference())!))
        gtk_single_selection_set_autoselect(selection, 0)
        gtk_single_selection_set_can_unselect(selection, 1)
    }

    public var listModel: OpaquePointer { OpaquePointer(raw) }
    private var selection: OpaquePointer { OpaquePointer(raw) }

    /// Replaces the model the selection is over (the selection is cleared).
    public func setModel(_ model: some ListModel) {
        gtk_single_selection_set_model(selection, model.listModel)   // takes its own reference
    }

    /// The selected position, or nil when nothing is selected.
    public var selected: Int? {
        get {
            let position = gtk_single_selection_get_selected(selection)
            return position == GTK_INVALID_LIST_POSITION ? nil : Int(position)
        }
        set {
            let position = newValue.flatMap { $0 >= 0 && $0 < itemCount ? guint($0) : nil } ?? GTK_INVALID_LIST_POSITION
            if position != gtk_single_selection_get_selected(selection) { gtk_single_selection_set_selected(selection, position) }
        }
    }

    /// Runs `handler` whenever the selected position changes (by the user or by Swift).
    public func onSelectionChanged(_ handler: @escaping @MainActor () -> Void) { onNotify("selected", handler) }
}
