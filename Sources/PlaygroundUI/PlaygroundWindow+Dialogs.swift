// The playground window's dialogs (errors, file choosers, About) and its feedback toasts.
import ConcentricCore
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
        case .copied(.code(let language, let name, let lines)):
            // TRANSLATORS: a toast after Copy as SwiftUI or HTML; {language} is "SwiftUI" or "HTML", {name} the view's type (e.g. "ConcentricCardScene") or the page's title; generated code is always many lines.
            toastOverlay.show(tr("{language} code for {name} copied, {count} lines", ["language": language.title, "name": name, "count": String(lines)]))
        case .copied(.image(let width, let height)):
            // TRANSLATORS: a toast after Copy PNG; the size in pixels, e.g. "1206 × 2622".
            toastOverlay.show(tr("Image copied, {width} × {height} pixels", ["width": String(width), "height": String(height)]))
        case .saved(let url):
            // TRANSLATORS: a toast after Save; {file} is the file's name.
            toastOverlay.show(tr("Saved {file}", ["file": url.lastPathComponent]))
        case .declarationChanged:
            // TRANSLATORS: a toast after an inspector edit written into a SwiftUI view's declaration.
            toastOverlay.show(tr("Changed in the view's declaration: every use of the view changes"))
        }
    }

    /// Opens a folder in the user's file manager.
    func openFolder(_ path: String) {
        window.showURI(URL(fileURLWithPath: path, isDirectory: true).absoluteString)
    }

    /// Shows or hides the sidebar (F9, the header bar's toggle); a focus in it goes to the canvas.
    func toggleSidebar() {
        if flap.revealsFlap { flap.hideFlap(movingFocusTo: canvas.area) } else { flap.revealsFlap = true }
    }

    /// Shows or hides the inspector (Shift+F9, the header bar's toggle); a focus in it goes to the
    /// canvas.
    func toggleInspector() {
        if inspectorFlap.revealsFlap { inspectorFlap.hideFlap(movingFocusTo: canvas.area) } else { inspectorFlap.revealsFlap = true }
    }

    // MARK: - Dialogs

    /// Shows an error, headed by the kind of thing that failed.
    func showError(_ error: StoreError) {
        let heading = switch error.kind {
        case .open: tr("Could Not Open the Scene")
        case .save: tr("Could Not Save the Scene")
        case .export: tr("Could Not Export the Scene")
        case .copy: tr("Could Not Copy the Scene")
        case .edit: tr("Could Not Change the Scene")
        }
        errorDialog?.destroy()
        let dialog = MessageDialog(parent: window, heading: heading, body: tr(error.message), responses: [.init(id: "close", label: tr("_Close"))])
        errorDialog = dialog
        dialog.present { [weak self, weak dialog] _ in
            guard let self else { return }
            if self.errorDialog === dialog { self.errorDialog = nil }
            self.send(.errorDismissed)
        }
    }

    /// Asks whether what a computed value reads (a previewed `@State`'s default, or a literal)
    /// should change to give the number typed; `answered` gets the answer (Escape and Enter keep
    /// the file as it is).
    func offerSourceValue(_ offer: SourceValueOffer, _ answered: @escaping @MainActor (Bool) -> Void) {
        let names: KeyValuePairs<String, String> = ["name": offer.name, "value": DecimalFormat.short(offer.value), "expression": offer.expression ?? offer.name, "result": DecimalFormat.short(offer.result)]
        let heading: String, body: String, change: String
        switch offer.target {
        case .stateDefault:
            // TRANSLATORS: {name} is a SwiftUI @State property of the previewed view, e.g. "inset".
            heading = tr("Change the Default of {name}?", names)
            change = tr("_Change Default")
            body = offer.expression == nil
                // TRANSLATORS: {name} is a @State property of the previewed view, e.g. "inset"; {value} the number typed.
                ? tr("The file writes this value as {name}, a @State of the preview. Its default in the file becomes {value}, and so does its slider.", names)
                // TRANSLATORS: {expression} is Swift source the file writes, e.g. "cornerRadius - inset";
                // {result} the number typed; {name} a @State property of the previewed view; {value} its new default.
                : tr("The file writes this value as {expression}. For it to be {result}, the default of {name}, a @State of the preview, becomes {value}, and so does its slider.", names)
        case .literal(let anchor):
            // TRANSLATORS: {name} is a Swift property or constant the file's expression reads, e.g. "cornerRadius".
            heading = tr("Change {name}?", names)
            change = tr("_Change")
            let said = anchor.kind == .argument
                // TRANSLATORS: {expression} is Swift source the file writes, e.g. "cornerRadius * 2"; {result} the
                // number typed; {name} the property it reads; {value} the number the call then gives it.
                ? tr("The file writes this value as {expression}. For it to be {result}, the view's call gives {name}: {value}.", names)
                // TRANSLATORS: {expression} is Swift source the file writes, e.g. "cornerRadius * 2"; {result} the
                // number typed; {name} the property or constant it reads; {value} its new number in the file.
                : tr("The file writes this value as {expression}. For it to be {result}, {name} becomes {value} where the file gives it.", names)
            body = anchor.shared ? said + " " + tr("Every use of the view that declares it changes too.") : said
        }
        let dialog = MessageDialog(
            parent: window, heading: heading, body: body,
            responses: [.init(id: "cancel", label: tr("_Cancel")), .init(id: "change", label: change, appearance: .suggested)],
            closeResponse: "cancel")
        dialog.present { answered($0 == "change") }
    }

    /// The nested-cards template as the New dialog's controls set it.
    var nestedCardsTemplate: NestedCardsTemplate {
        let depth = depthSpin.value.isFinite ? Int(min(max(depthSpin.value, -1e6), 1e6).rounded()) : 3
        var corners = LogicalCorners(all: CornerSetting(kind: .concentric, value: 8))
        for row in cornerRows { corners[row.corner] = row.setting }
        return NestedCardsTemplate(
            depth: depth, inset: newInsetSpin.value, corners: corners,
            uniformity: Choices.uniformities.value(at: uniformityRow.selected) ?? .none)
    }

    /// New (Ctrl+N): an empty device screen, or nested cards made with the dialog's settings
    /// (depth, inset, corner styles, uniformity); `chosen` gets the template, nothing on Cancel.
    func chooseTemplate(_ chosen: @escaping @MainActor (DocumentTemplate) -> Void) {
        // Ctrl+N again while it is shown: the same dialog (its form can be in one dialog only).
        if let shown = templateDialog {
            shown.present()
            return
        }
        let dialog = MessageDialog(
            parent: window, heading: tr("New Scene"), body: tr("Start from nested concentric cards, or from an empty device screen."),
            responses: [
                .init(id: "cards", label: tr("_Nested Cards"), appearance: .suggested), .init(id: "empty", label: tr("_Empty Screen")),
                .init(id: "cancel", label: tr("_Cancel")),
            ])
        dialog.setExtraChild(cardsGroup)
        templateDialog = dialog
        dialog.present { [weak self] answer in
            guard let self else { return }
            self.templateDialog = nil
            switch answer {
            case "cards": chosen(.nestedCards(self.nestedCardsTemplate))
            case "empty": chosen(.emptyScreen)
            default: break
            }
        }
    }

    /// "Save the changes first?" before `operation` replaces or closes the modified document.
    func askAboutUnsavedChanges(_ operation: PendingOperation, name: String, _ answered: @escaping @MainActor (UnsavedChangesAnswer) -> Void) {
        let body: String
        switch operation {
        case .reload:
            // TRANSLATORS: {document} is the file's name.
            body = tr("“{document}” changed on disk. Discard your changes and show the file, save yours over it, or keep editing.", ["document": name])
        default:
            // TRANSLATORS: {document} is the document's name ("Untitled", a file name).
            body = tr("“{document}” has unsaved changes. If you don’t save, they are lost.", ["document": name])
        }
        let dialog = MessageDialog(
            parent: window, heading: tr("Save Changes?"), body: body,
            responses: [
                .init(id: "save", label: tr("_Save"), appearance: .suggested), .init(id: "discard", label: tr("_Discard"), appearance: .destructive),
                .init(id: "cancel", label: tr("_Cancel")),
            ])
        questionDialog = dialog
        dialog.present { [weak self] answer in
            self?.questionDialog = nil
            answered(answer == "save" ? .save : answer == "discard" ? .discard : .cancel)
        }
    }

    /// Offers an autosaved document back (once per offer), naming it (and its file's folder):
    /// several windows' drafts may be waiting, and each offer is about one document.
    func offerRecovery(name: String, folder: String?, _ restore: @escaping @MainActor (Bool) -> Void) {
        // TRANSLATORS: {document} is the document's name ("Untitled", a file name).
        let heading = tr("Unsaved Changes to “{document}”", ["document": name])
        let body = folder.map {
            // TRANSLATORS: {document} is a file name, {folder} the folder it is in.
            tr("“{document}” in {folder} has changes from an earlier session that were not saved.", ["document": name, "folder": $0])
        } ?? tr("“{document}” has changes from an earlier session that were not saved.", ["document": name])
        let dialog = MessageDialog(
            parent: window, heading: heading, body: body,
            responses: [.init(id: "restore", label: tr("_Restore"), appearance: .suggested), .init(id: "discard", label: tr("_Discard"), appearance: .destructive)])
        // Named for window lists and screen readers too, as the heading is.
        dialog.title = heading
        questionDialog = dialog
        dialog.present { [weak self] answer in
            self?.questionDialog = nil
            restore(answer == "restore")
        }
    }

    /// Asks for a scene file to open; `opened` gets its path.
    func chooseSceneToOpen(in folder: String? = nil, _ opened: @escaping @MainActor (URL) -> Void) {
        let chooser = FileChooser(title: tr("Open a Scene"), parent: window, mode: .open, acceptLabel: tr("_Open"))
        if let folder { chooser.setCurrentFolder(folder) }
        // Scenes and SwiftUI source alike open as documents (a `.swift` file read-only).
        chooser.addFilter(name: tr("Scenes and SwiftUI files"), patterns: ["*.json", "*.swift"])
        chooser.addFilter(name: tr("Scene files (JSON)"), patterns: ["*.json"])
        chooser.addFilter(name: tr("SwiftUI Files"), patterns: ["*.swift"])
        chooser.addFilter(name: tr("All files"), patterns: ["*"])
        present(chooser) { opened(URL(fileURLWithPath: $0)) }
    }

    /// Asks where to write a file named like `suggestedName`; `cancelled` runs when the user
    /// gives up (Save As then drops what was to follow the save).
    func chooseDestination(
        title: String, suggestedName: String, filter: (name: String, pattern: String), in folder: String? = nil,
        cancelled: @escaping @MainActor () -> Void = {}, _ chosen: @escaping @MainActor (URL) -> Void
    ) {
        chooseDestination(title: title, suggestedName: suggestedName, filters: [(filter.name, [filter.pattern])], in: folder, cancelled: cancelled, chosen)
    }

    /// Asks where to write a file named like `suggestedName`, offering each filter (the first
    /// is selected); the Spec Sheet takes PDF or PNG.
    func chooseDestination(
        title: String, suggestedName: String, filters: [(name: String, patterns: [String])], in folder: String? = nil,
        cancelled: @escaping @MainActor () -> Void = {}, _ chosen: @escaping @MainActor (URL) -> Void
    ) {
        let chooser = FileChooser(title: title, parent: window, mode: .save, acceptLabel: tr("_Save"))
        if let folder { chooser.setCurrentFolder(folder) }
        for filter in filters { chooser.addFilter(name: filter.name, patterns: filter.patterns) }
        chooser.setCurrentName(suggestedName)
        present(chooser, cancelled: cancelled) { chosen(URL(fileURLWithPath: $0)) }
    }

    /// Shows `chooser` (the window's one: a new one replaces it). The chooser keeps itself
    /// alive until its response has been handled (FileChooser.show), so letting it go here,
    /// inside the response, frees nothing that is still running.
    private func present(_ chooser: FileChooser, cancelled: @escaping @MainActor () -> Void = {}, _ accepted: @escaping @MainActor (String) -> Void) {
        fileChooser = chooser
        chooser.show { [weak self, weak chooser] path in
            if let self, self.fileChooser === chooser { self.fileChooser = nil }
            if let path { accepted(path) } else { cancelled() }
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
