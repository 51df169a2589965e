// AdwComboRow over a GtkStringList: a preferences row that picks one of a list of names.
import CGtk

/// A row whose title names the choice and whose popover lists the items. Screen readers read the
/// row by its title (unlike a bare GtkDropDown, whose button has no name in GTK 4.8) and the
/// items by their text (`StringItemFactory`).
@MainActor
public final class ComboRow: PreferencesRow {
    override public class var gType: GType { adw_combo_row_get_type() }
    private var row: UnsafeMutablePointer<AdwComboRow> { raw.assumingMemoryBound(to: AdwComboRow.self) }

    /// The items (the row's and the popover's), named for screen readers (`StringItemFactory`).
    private var itemFactory: StringItemFactory?

    /// Replaces the choices, each with `details` under its name in the popover (none when
    /// empty). The selection moves to the first item (or none).
    public func setItems(_ items: [String], details: [String] = []) {
        if itemFactory == nil {
            itemFactory = StringItemFactory(owner: self) { [row] in adw_combo_row_set_factory(row, $0) }
            hideTooltipWhileOpen()
        }
        itemFactory?.details = details
        let list = withCStringArray(items) { gtk_string_list_new($0) }
        adw_combo_row_set_model(row, list)
        g_object_unref(UnsafeMutableRawPointer(list))  // the row holds its own reference
    }

    /// The number of choices.
    public var itemCount: Int {
        guard let model = adw_combo_row_get_model(row) else { return 0 }
        return Int(g_list_model_get_n_items(model))
    }

    /// The selected index, or nil when nothing is selected.
    public var selected: Int? {
        get {
            let index = adw_combo_row_get_selected(row)
            return index == GTK_INVALID_LIST_POSITION ? nil : Int(index)
        }
        set {
            let index = newValue.flatMap { $0 >= 0 && $0 < itemCount ? guint($0) : nil } ?? GTK_INVALID_LIST_POSITION
            if index != adw_combo_row_get_selected(row) { adw_combo_row_set_selected(row, index) }
        }
    }

    /// Opens the row's list, as a click on the row does.
    public func openList() { adw_action_row_activate(raw.assumingMemoryBound(to: AdwActionRow.self)) }

    public func onSelectionChanged(_ handler: @escaping @MainActor () -> Void) { onNotify("selected", handler) }

    /// GTK looks for a tooltip from the widget under the pointer up through its parents, and the
    /// row is its popover's parent: the row's tooltip would cover the first items of its open
    /// list. The row has none while its popover is shown.
    private func hideTooltipWhileOpen() {
        guard let popover = popovers.first else { return }
        let row = widget
        connectPointerHandler(UnsafeMutableRawPointer(popover), "notify::visible") { _ in
            gtk_widget_set_has_tooltip(row, gtk_widget_get_visible(popover) == 0 && gtk_widget_get_tooltip_text(row) != nil ? 1 : 0)
        }
    }
}
