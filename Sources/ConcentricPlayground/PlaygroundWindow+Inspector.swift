// Provisional wiring of the inspector into today's window, until the editor's store holds the
// document and the selection: the inspector shows the scene's root view (or the view at the path
// in $CONCENTRIC_INSPECT, such as "1/1"), its edits are applied to a copy of the scene kept here
// and printed, and the canvas does not follow them. The lead replaces this with the store.
import ConcentricRender
import ConcentricScene
import Foundation
import PlaygroundStore

extension PlaygroundWindow {
    func syncInspector(_ state: PlaygroundState) {
        let document = state.scene
        // Edits made here stay until the store's scene itself changes (another preset, device…).
        guard inspectedSource != document else { return }
        let indices = (ProcessInfo.processInfo.environment["CONCENTRIC_INSPECT"] ?? "").split(separator: "/").compactMap { Int($0) }
        let selection = document.view(at: ViewPath(indices)) != nil ? ViewPath(indices) : .root
        inspected = (document, selection)
        inspectedSource = document
        inspector.onEdit = { [weak self] edit, key in self?.applyInspectorEdit(edit, key: key) }
        inspector.onError = { message in print("inspector: \(message)") }
        inspector.onDragBegan = { print("inspector: drag began") }
        inspector.onDragEnded = { print("inspector: drag ended") }
        inspector.show(document: document, selection: selection, layout: SceneRenderer.layout(document))
    }

    private func applyInspectorEdit(_ edit: SceneEdit, key: String?) {
        guard let (document, selection) = inspected else { return }
        print("inspector edit: \(edit) key: \(key ?? "none")")
        do {
            let result = try document.applying(edit)
            let next = result.selection ?? selection
            inspected = (result.document, next)
            inspector.show(document: result.document, selection: next, layout: SceneRenderer.layout(result.document))
        } catch {
            print("inspector: refused: \(InspectorTitles.error(error))")
            inspector.show(document: document, selection: selection, layout: SceneRenderer.layout(document))
        }
    }
}
