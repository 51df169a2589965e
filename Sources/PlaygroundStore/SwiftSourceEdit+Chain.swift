// A modifier added to or removed from a view of a `.swift` document: written after the chain's
// last modifier (on a line of its own where the chain has a modifier a line, else inline), or its
// call's tokens taken out (with its line, where it had one of its own).
import ConcentricScene
import Foundation
import SceneCode
import SceneEditing

extension SwiftSourceEditor {
    /// The splice for `edit` when it adds or removes a modifier; nil for any other edit.
    static func planChain(
        _ edit: SceneEdit, scene: SceneDocument, anchors: [SourceAnchor], file: (String) -> URL
    ) -> Result<SourceEditPlan, SourceEditRefusal>? {
        switch edit {
        case .set(let path, .insertModifier(let modifier, let index)):
            // Only outermost: the source's chain end is where a modifier goes.
            guard let view = scene.view(at: path), index == view.modifiers.count,
                  let chain = anchors.first(where: { $0.path == path.indices && $0.argument == "chain" }) else { return .failure(.notInSource) }
            if case .opacity = modifier, chain.kind == .expression { return .failure(.opacityOfTheStyle) }
            guard let code = SwiftUICode.modifierCode(modifier, in: scene) else { return .failure(.notOneLine) }
            let text = SourceTextEdit(file: file(chain.file), start: chain.start, expected: chain.text, replacement: chain.prefix + code + chain.suffix)
            let edits = usesOf(chain, in: anchors).map { SceneEdit.set(ViewPath($0.path), .insertModifier(modifier, at: $0.modifier)) }
            return .success(SourceEditPlan(text: text, anchor: chain, sceneEdits: edits, changesEveryUse: chain.shared))
        case .set(let path, .removeModifier(let index)):
            guard let call = anchors.first(where: { $0.path == path.indices && $0.modifier == index && $0.argument == "call" && $0.kind == .literal }) else {
                return .failure(.notInSource)
            }
            let text = SourceTextEdit(file: file(call.file), start: call.start, expected: call.text, replacement: "")
            let edits = usesOf(call, in: anchors).map { SceneEdit.set(ViewPath($0.path), .removeModifier($0.modifier)) }
            return .success(SourceEditPlan(text: text, anchor: call, sceneEdits: edits, changesEveryUse: call.shared))
        default:
            return nil
        }
    }

    /// Whether a splice made with `anchor` changes the file's modifier chains: the other anchors
    /// of its views no longer count their modifiers right until the file is imported again.
    public static func changesStructure(_ anchor: SourceAnchor?) -> Bool {
        anchor?.argument == "call" || anchor?.argument == "chain"
    }

    /// Whether a splice at `anchor` may change values the scene editor cannot follow: those of
    /// expressions reading the literal it writes (`reads:` anchors of the same bytes).
    public static func changesOtherValues(_ anchor: SourceAnchor?, among anchors: [SourceAnchor]) -> Bool {
        guard let anchor else { return false }
        return anchors.contains { $0.argument.hasPrefix("reads:") && $0.splicesSameBytes(as: anchor) }
    }
}
