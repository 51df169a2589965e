// What happens when a menu command, a shortcut or a window action runs: the handlers behind
// `PlaygroundActions` (`win.export`, `win.save-as`, `app.quit`, …), and the file choosers they open.
import ConcentricScene
import Foundation
import GtkKit
import PlaygroundRules
import PlaygroundStore

extension PlaygroundApp {
    /// What each of `PlaygroundActions`' commands does in `window`: most send the store an
    /// action; the ones that need a file first ask for it in a chooser.
    func handlers(for window: PlaygroundWindow) -> PlaygroundActions.Handlers {
        PlaygroundActions.Handlers(
            undo: { [weak self] in self?.store.send(StoreAction.undo) },
            redo: { [weak self] in self?.store.send(StoreAction.redo) },
            new: { [weak self, weak window] in
                window?.chooseTemplate { template in self?.store.send(.newRequested(template)) }
            },
            open: { [weak self, weak window] in
                window?.chooseSceneToOpen(in: self?.chooserFolder(self?.store.state.sceneFolder)) { url in
                    self?.store.send(.openRequested(url))
                }
            },
            save: { [weak self] in self?.store.send(.saveRequested) },
            saveAs: { [weak self, weak window] in self?.saveAs(in: window) },
            close: { [weak window] in window?.window.close() },
            toggleSidebar: { [weak window] in window?.toggleSidebar() },
            toggleInspector: { [weak window] in window?.toggleInspector() },
            openFolder: { [weak window] path in window?.openFolder(path) },
            export: { [weak self, weak window] format, scale, annotate in
                guard let self else { return }
                let name = SuggestedFileName.export(stem: self.baseName, format: format, scale: scale, annotate: annotate)
                window?.chooseDestination(
                    title: tr("Export as {format}", ["format": format.rawValue.uppercased()]), suggestedName: name,
                    filter: (tr("{format} files", ["format": format.rawValue.uppercased()]), "*.\(format.fileExtension)"),
                    in: self.chooserFolder(self.store.state.exportFolder)
                ) { url in
                    self.store.send(.exportRequested(ExportRequest(format: format, scale: scale, annotate: annotate, destination: url)))
                }
            },
            openExportMenu: { [weak window] in window?.exportButton.popup() },
            copyPNG: { [weak self] in self?.store.send(.copyRequested(scale: 2)) },
            copyCode: { [weak self] language in self?.store.send(.codeCopyRequested(language)) },
            exportSheet: { [weak self, weak window] annotate in
                guard let self else { return }
                let name = SuggestedFileName.sheet(stem: self.baseName, annotate: annotate)
                window?.chooseDestination(
                    title: tr("Export a Spec Sheet (All Devices)"), suggestedName: name,
                    filters: [(tr("PDF or PNG files"), ["*.pdf", "*.png"]), (tr("{format} files", ["format": "PDF"]), ["*.pdf"]), (tr("{format} files", ["format": "PNG"]), ["*.png"])],
                    in: self.chooserFolder(self.store.state.exportFolder)
                ) { url in
                    // The name says the format, as for `concentric render --sheet -o`.
                    guard let format = ExportFormat(pathExtension: url.pathExtension), format == .pdf || format == .png else {
                        self.store.send(.exportFinished(.failed(tr("{file}: name the spec sheet .pdf or .png", ["file": url.path]))))
                        return
                    }
                    self.store.send(.sheetExportRequested(ExportRequest(format: format, annotate: annotate, destination: url)))
                }
            },
            exportAnimation: { [weak self, weak window] in
                guard let self, let timeline = self.store.state.animationExportTimeline else { return }
                window?.chooseDestination(
                    title: tr("Export the Animation (WebP)"), suggestedName: SuggestedFileName.animation(stem: self.baseName), filter: (tr("Animated WebP files"), "*.webp"),
                    in: self.chooserFolder(self.store.state.exportFolder)
                ) { url in self.store.send(.animationExportRequested(url, timeline)) }
            },
            exportSpec: { [weak self, weak window] in
                guard let self else { return }
                window?.chooseDestination(
                    title: tr("Export the Spec (JSON)"), suggestedName: SuggestedFileName.spec(stem: self.baseName), filter: (tr("{format} files", ["format": "JSON"]), "*.json"),
                    in: self.chooserFolder(self.store.state.exportFolder)
                ) { url in self.store.send(.specExportRequested(url)) }
            },
            zoom: { [weak self, weak window] step in
                guard let self, let window else { return }
                self.store.send(window.canvas.action(for: step))
            },
            about: { [weak window] in window?.showAbout() },
            quit: { [weak self] in self?.store.send(.closeRequested) })
    }

    /// Save As: asks where, then saves there; a cancelled chooser drops what was to follow the
    /// save (Save ▸ Cancel in the unsaved-changes question closes, opens or creates nothing).
    func saveAs(in window: PlaygroundWindow?) {
        window?.chooseDestination(
            title: tr("Save the Scene"), suggestedName: SuggestedFileName.scene(stem: baseName), filter: (tr("Scene files (JSON)"), "*.json"),
            in: chooserFolder(store.state.sceneFolder), cancelled: { [weak self] in self?.store.send(.saveAsCancelled) }
        ) { [weak self] url in self?.store.send(.saveAsRequested(url)) }
    }

    /// The file name stem the dialogs suggest names from (`EditorDocument.stem`).
    var baseName: String { store.state.document.stem }

    /// Where a file chooser starts: the remembered folder while it exists, else the user's
    /// Documents folder (or home), never the working directory.
    private func chooserFolder(_ remembered: String?) -> String {
        var isFolder: ObjCBool = false
        if let remembered, FileManager.default.fileExists(atPath: remembered, isDirectory: &isFolder), isFolder.boolValue { return remembered }
        let documents = UserFolders.documents
        if FileManager.default.fileExists(atPath: documents, isDirectory: &isFolder), isFolder.boolValue { return documents }
        return FileManager.default.homeDirectoryForCurrentUser.path
    }
}
