// The playground window's dialogs (errors, file choosers, About) and its feedback toasts.
import Foundation
import GtkKit
import PlaygroundStore

extension PlaygroundWindow {
    // MARK: - Feedback

    /// A toast over the canvas: what finished, and for an exported file a button that opens
    /// its folder (`win.open-folder`).
    func showFeedback(_ feedback: Feedback) {
        switch feedback {
        case .exported(let url):
            // TRANSLATORS: a toast after an export; {file} is the file's name, e.g. "card@2x.png".
            toastOverlay.show(
                tr("Exported {file}", ["file": url.lastPathComponent]),
                button: (tr("Open Folder"), "win.open-folder", url.deletingLastPathComponent().path))
        case .copied:
            toastOverlay.show(tr("Copied"))
        case .saved(let url):
            // TRANSLATORS: a toast after Save; {file} is the file's name.
            toastOverlay.show(tr("Saved {file}", ["file": url.lastPathComponent]))
        }
    }

    /// Opens a folder in the user's file manager.
    func openFolder(_ path: String) {
        window.showURI(URL(fileURLWithPath: path, isDirectory: true).absoluteString)
    }

    /// Shows or hides the sidebar (F9, the header bar's toggle).
    func toggleSidebar() { flap.revealsFlap.toggle() }

    // MARK: - Dialogs

    /// Shows an error; `cause` says what failed, for the dialog's heading.
    func showError(_ message: String, cause: PlaygroundAction) {
        let heading: String
        switch cause {
        case .exportFinished, .animationExportFinished, .animationExportRequested: heading = tr("Could Not Export the Scene")
        case .saveFinished: heading = tr("Could Not Save the Scene")
        case .documentOpenFailed, .documentOpened, .stateRestored: heading = tr("Could Not Open the Scene")
        default: heading = tr("Something Went Wrong")
        }
        errorDialog?.destroy()
        let dialog = MessageDialog(parent: window, heading: heading, body: tr(message), responses: [.init(id: "close", label: tr("_Close"))])
        errorDialog = dialog
        dialog.present { [weak self] _ in
            self?.errorDialog = nil
            self?.send(.errorDismissed)
        }
    }

    /// Asks for a scene file to open; `opened` gets its path.
    func chooseSceneToOpen(in folder: String? = nil, _ opened: @escaping @MainActor (URL) -> Void) {
        let chooser = FileChooser(title: tr("Open a Scene"), parent: window, mode: .open, acceptLabel: tr("_Open"))
        if let folder { chooser.setCurrentFolder(folder) }
        chooser.addFilter(name: tr("Scene files (JSON)"), patterns: ["*.json"])
        chooser.addFilter(name: tr("All files"), patterns: ["*"])
        present(chooser) { opened(URL(fileURLWithPath: $0)) }
    }

    /// Asks where to write a file named like `suggestedName`.
    func chooseDestination(
        title: String, suggestedName: String, filter: (name: String, pattern: String), in folder: String? = nil, _ chosen: @escaping @MainActor (URL) -> Void
    ) {
        chooseDestination(title: title, suggestedName: suggestedName, filters: [(filter.name, [filter.pattern])], in: folder, chosen)
    }

    /// Asks where to write a file named like `suggestedName`, offering each filter (the first
    /// is selected); the Spec Sheet takes PDF or PNG.
    func chooseDestination(
        title: String, suggestedName: String, filters: [(name: String, patterns: [String])], in folder: String? = nil,
        _ chosen: @escaping @MainActor (URL) -> Void
    ) {
        let chooser = FileChooser(title: title, parent: window, mode: .save, acceptLabel: tr("_Save"))
        if let folder { chooser.setCurrentFolder(folder) }
        for filter in filters { chooser.addFilter(name: filter.name, patterns: filter.patterns) }
        chooser.setCurrentName(suggestedName)
        present(chooser) { chosen(URL(fileURLWithPath: $0)) }
    }

    private func present(_ chooser: FileChooser, _ accepted: @escaping @MainActor (String) -> Void) {
        fileChooser = chooser
        chooser.show { [weak self] path in
            self?.fileChooser = nil
            if let path { accepted(path) }
        }
    }

    /// The About window: version, licence (MIT, as the metainfo says) and credits. No website
    /// or issue tracker: the project has none yet.
    func showAbout() {
        if aboutWindow == nil {
            let about = AboutWindow(
                applicationName: tr("Concentric Playground"), version: PlaygroundApp.version,
                comments: tr("The geometry of SwiftUI's ConcentricRectangle: nested cards whose corners stay concentric with the screen."),
                iconName: PlaygroundApp.id, developerName: tr("The Concentric contributors"),
                developers: [tr("The Concentric contributors")], license: .mit)
            about.setTransientFor(window)
            about.setModal(true)
            aboutWindow = about
        }
        aboutWindow?.present()
    }
}
