// The Preset drop-down: the presets by their translated titles, each with its description, and
// the open document's own entry.
import GtkKit
import PlaygroundStore

extension PlaygroundWindow {
    /// A preset's title in the user's language (scripts/i18n.sh takes every preset's title from
    /// its file into the catalogue; the scene's own content is not translated).
    static func presetTitle(_ title: String) -> String { trc("preset title", title) }

    /// A preset's description in the user's language (from its file, as the titles).
    static func presetDescription(_ description: String) -> String { trc("preset description", description) }

    func syncDocumentEntries(_ document: EditorDocument) {
        var entries: [DocumentEntry] = library.presets.compactMap { $0.id.map(DocumentEntry.preset) }
        let selected: DocumentEntry
        switch document.origin {
        case .preset(let id) where entries.contains(.preset(id)): selected = .preset(id)
        case .untitled, .preset:
            selected = .untitled
            entries.insert(selected, at: 0)
        case .file(let url), .swiftSource(let url):
            selected = .file(url.lastPathComponent)
            entries.insert(selected, at: 0)
        }
        if entries != documentEntries {
            documentEntries = entries
            let titles = entries.map { entry -> String in
                switch entry {
                case .untitled: return document.name(tr)
                case .preset(let id): return library.preset(id: id)?.title.map(Self.presetTitle) ?? id
                case .file(let name): return name
                }
            }
            // Each preset's description under its title where it is picked.
            let descriptions = entries.map { entry -> String in
                guard case .preset(let id) = entry, let description = library.preset(id: id)?.summary else { return "" }
                return Self.presetDescription(description)
            }
            presetRow.withHandlersBlocked { presetRow.setItems(titles, details: descriptions) }
        }
        select(presetRow, entries.firstIndex(of: selected))
    }
}
