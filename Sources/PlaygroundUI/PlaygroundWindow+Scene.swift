// The header bar's Scene button and its popover: the device, the Preset drop-down (the presets by
// their translated titles, each with its description, and the open document's own entry) and
// the layout direction; and the window's title.
import GtkKit
import PlaygroundStore

extension PlaygroundWindow {
    func connectScene() {
        let send = self.send
        deviceRow.onSelectionChanged { [weak self] in
            guard let self, let index = self.deviceRow.selected, self.library.devices.indices.contains(index) else { return }
            send(.devicePicked(self.library.devices[index].id))
        }
        presetRow.onSelectionChanged { [weak self] in
            guard let self, let index = self.presetRow.selected, self.documentEntries.indices.contains(index) else { return }
            switch self.documentEntries[index] {
            case .preset(let id):
                // Sent once the row's selection change is over: opening the preset replaces the
                // row's list, which must not be freed inside its own notification.
                self.presetPick = Idle(.beforeNextFrame) {
                    send(.presetPicked(id))
                    return false
                }
            case .untitled, .file: break  // already open
            }
        }
        directionRow.onSelectionChanged { [weak self] in
            guard let value = Choices.directions.value(at: self?.directionRow.selected) else { return }
            send(.directionPicked(value))
        }
        // Alt+V, Alt+P and Alt+D open the Scene popover on the device's, the preset's or the
        // direction's list from anywhere in the window (the rows' English mnemonics, kept as
        // shortcuts in every language).
        let keys = EventControllerKey(on: window, capturing: true)
        keys.onKeyPressed { [weak self] key in
            guard let self, !self.window.focusIsInPopover,
                let row = [(Key.v, self.deviceRow), (.p, self.presetRow), (.d, self.directionRow)].first(where: { key.is($0.0, alt: true) })?.1
            else { return false }
            self.sceneButton.popup()
            row.grabFocus()
            row.openList()
            return true
        }
        sceneKeys = keys
    }

    /// The window's title, and the Scene button and popover: the device, the document (preset)
    /// and the direction.
    func showHeader(_ state: PlaygroundState) {
        let document = state.document
        // The document's name with a mark while modified ("• card.json").
        let title = document.windowTitle(tr, presetTitle: PlaygroundWindow.presetTitle)
        windowTitle.subtitle = title
        // TRANSLATORS: the window title; {document} is "Untitled", a preset's title or a file name, after "• " while modified.
        window.title = tr("Concentric Playground — {document}", ["document": title])
        select(deviceRow, library.devices.firstIndex { $0.id == state.device.id })
        // The device by its own name, without the others that share its screen ("iPhone 16 Pro
        // (also 17, 17 Pro)" is "iPhone 16 Pro"); the whole name in the tooltip.
        let deviceName = state.device.name
        sceneButtonLabel.text = deviceName.range(of: " (also ").map { String(deviceName[..<$0.lowerBound]) } ?? deviceName
        // TRANSLATORS: the header bar's Scene button; {device} is the device's whole name, {direction} "Left to right" or "Right to left".
        let summary = tr("Scene: {device}, {direction}. Device, preset and layout direction.", [
            "device": deviceName, "direction": Choices.directions.title(state.scene.direction),
        ])
        sceneButton.tooltip = summary
        sceneButton.setAccessibleDescription(summary)
        syncDocumentEntries(document)
        select(directionRow, Choices.directions.index(of: state.scene.direction))
    }


    /// A preset's title in the user's language (scripts/i18n.sh takes every preset's title from
    /// its file into the catalogue; the scene's own content is not translated).
    nonisolated static func presetTitle(_ title: String) -> String { trc("preset title", title) }

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
                case .untitled: return document.name(tr, presetTitle: PlaygroundWindow.presetTitle)
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
