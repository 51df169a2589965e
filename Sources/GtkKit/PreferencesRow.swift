// AdwPreferencesRow and AdwActionRow: the rows of the sidebar's preferences groups.
import CGtk

/// A libadwaita row (an AdwActionRow, an AdwExpanderRow, an AdwComboRow): a title, maybe a
/// subtitle, and controls as prefixes or suffixes.
@MainActor
open class PreferencesRow: Widget {
    override open class var gType: GType { adw_preferences_row_get_type() }
    private var row: UnsafeMutablePointer<AdwPreferencesRow> { raw.assumingMemoryBound(to: AdwPreferencesRow.self) }

    /// The title as written in the `.ui` file, mnemonic marks included ("_Radius").
    public var title: String {
        get { adw_preferences_row_get_title(row).map { String(cString: $0) } ?? "" }
        set { if newValue != title { adw_preferences_row_set_title(row, newValue) } }
    }
}

/// AdwActionRow: a row with a subtitle.
@MainActor
public final class ActionRow: PreferencesRow {
    override public class var gType: GType { adw_action_row_get_type() }
    private var actionRow: UnsafeMutablePointer<AdwActionRow> { raw.assumingMemoryBound(to: AdwActionRow.self) }

    public var subtitle: String {
        get { adw_action_row_get_subtitle(actionRow).map { String(cString: $0) } ?? "" }
        set { if newValue != subtitle { adw_action_row_set_subtitle(actionRow, newValue) } }
    }
}

/// AdwExpanderRow: a row that folds its own rows away.
@MainActor
public final class ExpanderRow: PreferencesRow {
    override public class var gType: GType { adw_expander_row_get_type() }
    private var expander: UnsafeMutablePointer<AdwExpanderRow> { raw.assumingMemoryBound(to: AdwExpanderRow.self) }

    /// Adds `child` (a row) to the rows it folds.
    public func add(_ child: Widget) { adw_expander_row_add_row(expander, child.widget) }

    public var isExpanded: Bool {
        get { adw_expander_row_get_expanded(expander) != 0 }
        set { adw_expander_row_set_expanded(expander, newValue ? 1 : 0) }
    }
}
