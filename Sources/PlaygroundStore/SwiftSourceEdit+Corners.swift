// A concentric rectangle's corners edited in a `.swift` document: a corner's new kind, or a new
// grouping, written as the SwiftUI code generator writes corner styles, into the one argument
// that changed, or into the whole argument list when the file's grouping no longer says them.
import ConcentricCore
import ConcentricScene
import Foundation
import SceneCode
import SceneEditing

extension SwiftSourceEditor {
    /// The splice for `edit` when it changes a concentric rectangle's corner style or grouping
    /// in a modifier's shape or a shape view's own; nil for any other edit.
    static func planCorners(
        _ edit: SceneEdit, scene: SceneDocument, anchors: [SourceAnchor], file: (String) -> URL
    ) -> Result<SourceEditPlan, SourceEditRefusal>? {
        let path: ViewPath, index: Int
        switch edit {
        case .set(let p, .cornerStyle(let slot, _, _, _)), .set(let p, .uniformity(let slot, _)):
            (path, index) = (p, anchorIndex(slot))
        default:
            return nil
        }
        guard let old = scene.view(at: path).flatMap({ rectangle(at: index, of: $0) }), let edited = try? scene.applying(edit).document,
              var new = edited.view(at: path).flatMap({ rectangle(at: index, of: $0) }) else { return .failure(.notInSource) }
        let parameters = scene.parameters.map(\.name)
        // A group of unequal styles (one corner of an `isUniform` rectangle changed) has no
        // initialiser: the corners are written one by one, as the scene then holds them.
        if SwiftUICode.concentricArguments(new, parameters: parameters) == nil {
            new.uniformity = .none
        }
        let mine = anchors.filter { $0.path == path.indices && $0.modifier == index }
        guard let list = mine.first(where: { $0.argument.hasPrefix("arguments:") }),
              let before = SwiftUICode.concentricArguments(old, parameters: parameters),
              let after = SwiftUICode.concentricArguments(new, parameters: parameters) else { return .failure(.notInSource) }
        let written = mine.filter { $0.argument.hasPrefix("corner:") }.sorted { $0.start < $1.start }
        let labels = written.map { String($0.argument.dropFirst("corner:".count)) }
        // A corner's value edited without a new kind: a `@State` or an expression stays as written.
        if case .set(_, .cornerStyle(_, let corner, let kind, _)) = edit, old.corners[corner].kind == kind {
            switch old.corners[corner].value {
            case .literal: break
            case .parameter(let name): return .failure(.state(name))
            case .expression: return .failure(.expression(zip(written, labels).first { corners(labelled: $0.1).contains(corner) }?.0.text ?? list.text))
            }
        }

        // The file's grouping still says the corners: only the argument whose style changed.
        if labels == after.map({ $0.label }), labels == before.map({ $0.label }) {
            let changed = after.indices.filter { before[$0].value != after[$0].value }
            if changed.count == 1, let k = changed.first {
                let anchor = written[k]
                guard anchor.kind == .literal else { return .failure(.expression(anchor.text)) }
                let covered = corners(labelled: labels[k])
                let uses = usesOf(anchor, in: anchors).flatMap { use in
                    covered.map { SceneEdit.set(ViewPath(use.path), .cornerStyle(shapeSlot(use), $0, new.corners[$0].kind, value: new.corners[$0].value)) }
                }
                let text = SourceTextEdit(file: file(anchor.file), start: anchor.start, expected: anchor.text, replacement: after[k].value)
                return .success(SourceEditPlan(text: text, anchor: anchor, sceneEdits: uses, changesEveryUse: anchor.shared))
            }
        }
        // Another grouping: the whole list, written as the generator writes it, in the list's
        // own layout (one argument a line where the file broke its lines).
        guard list.kind == .literal else { return .failure(.expression(list.text)) }
        let callee = list.argument.dropFirst("arguments:".count)
        // `.rect` needs a `corners:`; `ConcentricRectangle()` is concentric on every corner.
        let arguments = after.isEmpty && callee == "rect" ? [(label: "corners", value: ".concentric")] : after
        let text = SourceTextEdit(file: file(list.file), start: list.start, expected: list.text, replacement: laidOut(arguments, like: list.text))
        let uses = usesOf(list, in: anchors).flatMap { use in
            LogicalCorner.allCases.map { SceneEdit.set(ViewPath(use.path), .cornerStyle(shapeSlot(use), $0, new.corners[$0].kind, value: new.corners[$0].value)) }
                + [SceneEdit.set(ViewPath(use.path), .uniformity(shapeSlot(use), new.uniformity))]
        }
        return .success(SourceEditPlan(text: text, anchor: list, sceneEdits: uses, changesEveryUse: list.shared))
    }

    /// The shape a modifier draws in, clips to or publishes.
    static func shape(in modifier: ViewModifier) -> ViewShape? {
        switch modifier {
        case .background(_, let shape), .overlay(_, let shape, _): shape
        case .containerShape(let shape), .clipShape(let shape): shape
        case .padding, .frame, .flexibleFrame, .foregroundStyle, .font, .opacity, .shadow, .mask, .labelStyle, .lineLimit, .truncationMode,
             .ignoresSafeArea, .offset, .aspectRatio, .fixedSize, .layoutPriority, .name:
            nil
        }
    }

    /// The concentric rectangle at the anchors' index `index` of `view` (a shape view's own, or
    /// the one its modifier draws or publishes), if the shape there is one.
    public static func rectangle(at index: Int, of view: SceneView) -> ConcentricRectangleOf<Number>? {
        guard case .concentricRectangle(let rectangle)? = shape(at: index, of: view) else { return nil }
        return rectangle
    }

    /// The corners an argument of ConcentricRectangle's initialisers sets.
    static func corners(labelled label: String) -> [LogicalCorner] {
        switch label {
        case "topLeadingCorner": [.topLeading]
        case "topTrailingCorner": [.topTrailing]
        case "bottomLeadingCorner": [.bottomLeading]
        case "bottomTrailingCorner": [.bottomTrailing]
        case "uniformTopCorners": [.topLeading, .topTrailing]
        case "uniformBottomCorners": [.bottomLeading, .bottomTrailing]
        case "uniformLeadingCorners": [.topLeading, .bottomLeading]
        case "uniformTrailingCorners": [.topTrailing, .bottomTrailing]
        default: LogicalCorner.allCases
        }
    }

    /// Every view whose value the bytes of `anchor` write (one, unless they are in a custom
    /// view's declaration used several times).
    static func usesOf(_ anchor: SourceAnchor, in anchors: [SourceAnchor]) -> [SourceAnchor] {
        anchors.filter { $0.isOfView && $0.file == anchor.file && $0.start == anchor.start && $0.end == anchor.end && $0.argument == anchor.argument }
    }

    /// Labelled arguments laid out as `original` (an argument list's text) lays out its own:
    /// its leading and trailing space kept, one argument a line at its indentation where it
    /// breaks lines, else separated by ", ".
    static func laidOut(_ arguments: [(label: String, value: String)], like original: String) -> String {
        let leading = String(original.prefix { $0.isWhitespace })
        let trailing = String(original.reversed().prefix { $0.isWhitespace }.reversed())
        let separator = leading.contains("\n") ? ",\n" + String(leading.split(separator: "\n", omittingEmptySubsequences: false).last ?? "") : ", "
        let body = arguments.map { "\($0.label): \($0.value)" }.joined(separator: separator)
        return original.allSatisfy(\.isWhitespace) ? body : leading + body + trailing
    }
}
