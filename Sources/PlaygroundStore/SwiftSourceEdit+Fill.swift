// A colour or gradient edited in a `.swift` document: the style's tokens replaced by the style as
// the SwiftUI code generator writes it, in the file's own spelling (`.white` where the file wrote
// a member, else `Color.white`).
import ConcentricScene
import Foundation
import SceneCode
import SceneEditing

extension SwiftSourceEditor {
    /// The splice for `edit` when it sets the paint of a modifier (a background's, an overlay's,
    /// a foreground style) or a shape view's fill; nil for any other edit.
    static func planFill(
        _ edit: SceneEdit, scene: SceneDocument, anchors: [SourceAnchor], file: (String) -> URL
    ) -> Result<SourceEditPlan, SourceEditRefusal>? {
        guard case .set(let path, .fill(let slot, let fill)) = edit else { return nil }
        let index: Int
        switch slot {
        case .modifier(let i): index = i
        case .content:
            // A shape view's own fill; a colour view's colour is its call, not a style.
            guard case .shape? = scene.view(at: path)?.content else { return nil }
            index = SourceAnchor.ownShape
        case .stroke: return nil
        }
        guard let fill, let anchor = anchors.first(where: { $0.path == path.indices && $0.modifier == index && $0.argument == "fill" }) else {
            return .failure(.notInSource)
        }
        switch anchor.kind {
        case .literal, .argument:
            // A call's argument for a generic style (`background: Color.white`) needs its type.
            let member = anchor.kind == .literal && anchor.text.hasPrefix(".")
            let code = SwiftUICode.fillCode(fill, member: member, in: scene)
            let text = SourceTextEdit(file: file(anchor.file), start: anchor.start, expected: anchor.text, replacement: anchor.prefix + code + anchor.suffix)
            let edits = usesOf(anchor, in: anchors).map { SceneEdit.set(ViewPath($0.path), .fill(fillSlot($0), fill)) }
            return .success(SourceEditPlan(text: text, anchor: anchor, sceneEdits: edits, changesEveryUse: anchor.shared))
        case .state, .expression:
            return .failure(.expression(anchor.text))
        }
    }
}
