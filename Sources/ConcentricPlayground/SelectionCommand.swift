// The editing keys of the canvas and the layer list, written once: either reports the command
// and the window performs it on the selection.
import GtkKit

/// What a key pressed on the canvas or in the layer list asks the editor to do with the
/// selection. The widget only reports it; the editor decides (and refuses what the selection
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

    /// The command `key` asks for, if any.
    init?(_ key: KeyPress) {
        let table: [(key: Key, control: Bool, alt: Bool, command: SelectionCommand)] = [
            (.delete, false, false, .delete), (.up, false, true, .moveUp), (.down, false, true, .moveDown),
            (.d, true, false, .duplicate), (.c, true, false, .copy), (.v, true, false, .paste),
        ]
        guard let entry = table.first(where: { key.is($0.key, control: $0.control, alt: $0.alt) }) else { return nil }
        self = entry.command
    }
}
