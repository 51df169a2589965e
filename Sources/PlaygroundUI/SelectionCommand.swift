// The editing commands on the selection, written once: the canvas's and the layer list's keys
// report them, the Edit menu's and the context menu's actions ask for them (LayerActions.swift),
// and the window performs them.
import GtkKit

/// What a key pressed on the canvas or in the layer list, or an Edit menu item, asks the
/// editor to do with the selection. The widget only reports it; the editor decides (and refuses what the selection
/// cannot do).
enum SelectionCommand: Sendable, Hashable, CaseIterable {
    /// Delete.
    case delete
    /// Alt+Up.
    case moveUp
    /// Alt+Down.
    case moveDown
    /// Ctrl+D.
    case duplicate
    /// Ctrl+C.
    case copy
    /// Ctrl+V.
    case paste
    /// Ctrl+X: copy, then delete.
    case cut
    /// F2: the inspector's name field.
    case rename

    /// The command `key` asks for, if any.
    init?(_ key: KeyPress) {
        let table: [(key: Key, control: Bool, alt: Bool, command: SelectionCommand)] = [
            (.delete, false, false, .delete), (.up, false, true, .moveUp), (.down, false, true, .moveDown),
            (.d, true, false, .duplicate), (.c, true, false, .copy), (.v, true, false, .paste), (.x, true, false, .cut),
            (.f2, false, false, .rename),
        ]
        guard let entry = table.first(where: { key.is($0.key, control: $0.control, alt: $0.alt) }) else { return nil }
        self = entry.command
    }
}
