// Edits of a `.swift` document as text: a scene edit becomes the splice of one value's tokens in
// the user's own source (the importer's anchors say where), or a refusal saying why. Pure: the
// app reads and writes the file, the store keeps the undo stack of inverse splices.
import ConcentricCore
import ConcentricJSON
import ConcentricScene
import Foundation
import SceneEditing

/// One splice of a source file: the bytes at `start` (which must still be `expected`) become
/// `replacement`.
public struct SourceTextEdit: Sendable, Hashable {
    public var file: URL
    /// UTF-8 byte offset.
    public var start: Int
    public var expected: String
    public var replacement: String
    /// The bytes just before and just after the spliced ones when the splice was written (empty
    /// until then): where its undo finds them again after another editor's change elsewhere.
    public var leading: [UInt8] = []
    public var trailing: [UInt8] = []

    /// How many bytes on each side `written(in:)` keeps.
    static let contextLength = 40

    public init(file: URL, start: Int, expected: String, replacement: String) {
        self.file = file
        self.start = start
        self.expected = expected
        self.replacement = replacement
    }

    /// The splice that takes it back (around the same bytes).
    public var inverse: SourceTextEdit {
        var inverse = SourceTextEdit(file: file, start: start, expected: replacement, replacement: expected)
        inverse.leading = leading
        inverse.trailing = trailing
        return inverse
    }

    /// The splice with the bytes around it in `bytes` (the file it is about to be made in).
    public func written(in bytes: [UInt8]) -> SourceTextEdit {
        var edit = self
        let end = min(bytes.count, start + expected.utf8.count)
        guard start >= 0, start <= end else { return edit }
        edit.leading = Array(bytes[max(0, start - Self.contextLength)..<start])
        edit.trailing = Array(bytes[end..<min(bytes.count, end + Self.contextLength)])
        return edit
    }

    /// The splice where its bytes are now: at `start` when they are still there, else at the
    /// one place the bytes and those around them (`leading`, `trailing`) are found, another
    /// editor having changed the file elsewhere; nil when they are gone or found twice.
    public func relocated(in bytes: [UInt8]) -> SourceTextEdit? {
        if applied(to: bytes) != nil { return self }
        guard !leading.isEmpty || !trailing.isEmpty else { return nil }
        let pattern = leading + Array(expected.utf8) + trailing
        guard pattern.count <= bytes.count else { return nil }
        var found: Int?
        for offset in 0...(bytes.count - pattern.count) where bytes[offset] == pattern[0] && bytes[offset..<(offset + pattern.count)].elementsEqual(pattern) {
            guard found == nil else { return nil }
            found = offset
        }
        guard let found else { return nil }
        var moved = self
        moved.start = found + leading.count
        return moved
    }

    /// `bytes` with the splice made, or nil when the bytes there are no longer `expected`
    /// (another editor changed them): nothing the user made is overwritten.
    public func applied(to bytes: [UInt8]) -> [UInt8]? {
        let old = Array(expected.utf8)
        guard start >= 0, start <= bytes.count, old.count <= bytes.count - start, bytes[start..<(start + old.count)].elementsEqual(old) else { return nil }
        return Array(bytes[..<start]) + Array(replacement.utf8) + Array(bytes[(start + old.count)...])
    }

    /// How far the bytes after the splice move.
    var delta: Int { replacement.utf8.count - expected.utf8.count }
    var end: Int { start + expected.utf8.count }
}

/// Why an edit of a `.swift` document is not written. English in `message` (through gettext
/// in the app).
public enum SourceEditRefusal: Error, Sendable, Hashable {
    /// No anchor: the importer did not say where this value is written.
    case notInSource
    /// The value is a previewed `@State` (its name): its slider changes it.
    case state(String)
    /// The value is an expression (its text): never rewritten into a number.
    case expression(String)
    /// A value that is not a plain number (a parameter, per-edge insets of a one-number padding).
    case notALiteral
    /// The bytes changed since they were read (another editor): nothing written.
    case changedElsewhere
    /// A modifier SwiftUI code says in more than one line (a background's view), which the
    /// window does not add to a file.
    case notOneLine
    /// An opacity right after a colour or gradient written as a view, which SwiftUI reads as
    /// the style's own opacity (`Color.white.opacity(0.5)`).
    case opacityOfTheStyle

    /// Why a value written as `anchor` (a `@State` or an expression) is read-only, the anchor's
    /// text put in for `{expression}` by the caller once translated.
    static func written(as anchor: SourceAnchor) -> String {
        anchor.kind == .state
            ? N_("Written as {expression}, a @State of the preview: change it with its slider, or its default in the file")
            : N_("Written as {expression} in the file: edit the file, or the @State or literal it reads")
    }

    /// What the file writes where it reads a `@State` or an expression (a `@State`'s default
    /// may give the value); nil for the other refusals.
    var readsState: String? {
        switch self {
        case .state(let text), .expression(let text): text
        case .notInSource, .notALiteral, .changedElsewhere, .notOneLine, .opacityOfTheStyle: nil
        }
    }

    public var message: String {
        switch self {
        case .notInSource: PlaygroundState.swiftValuesMessage
        case .state: N_("This value is a @State of the preview: change it with its slider, or its default in the file")
        case .expression: N_("This value is an expression: edit the file, or the @State or literal it reads")
        case .notALiteral: N_("Only a plain number can be written into the file here")
        case .changedElsewhere: N_("The file was changed by another editor: it is read again, nothing was overwritten")
        case .notOneLine: N_("This modifier is written over several lines: add it in the file")
        case .opacityOfTheStyle: N_("Written here, an opacity is the colour's own: change the colour's opacity instead")
        }
    }
}

/// What one inspector edit does to a `.swift` document: the splice, and the scene edit that
/// makes the preview match what the source will import as.
public struct SourceEditPlan: Sendable, Hashable {
    public var text: SourceTextEdit
    /// The anchor whose bytes the splice replaces.
    public var anchor: SourceAnchor
    /// The edits of every view whose value these bytes write (one, unless the value is in a
    /// custom view's declaration used several times).
    public var sceneEdits: [SceneEdit]
    /// The value sits in a custom view's declaration: every use of that view changes.
    public var changesEveryUse: Bool
}

public enum SwiftSourceEditor {
    /// The splice for `edit` on the document `scene` imported with `anchors`; `file` resolves
    /// an anchor's file name to the file on disk.
    public static func plan(
        _ edit: SceneEdit, scene: SceneDocument, anchors: [SourceAnchor], file: (String) -> URL
    ) -> Result<SourceEditPlan, SourceEditRefusal> {
        if let chain = planChain(edit, scene: scene, anchors: anchors, file: file) { return chain }
        if let fill = planFill(edit, scene: scene, anchors: anchors, file: file) { return fill }
        // A corner's kind or the corners' grouping is code, not a number; a corner's number
        // is its own tokens where the file writes it as one (`corners: .fixed(8)`).
        guard let change = changedValue(edit, in: scene),
              let anchor = anchor(writing: change.argument, at: change.path.indices, change.index, in: anchors)
        else { return planCorners(edit, scene: scene, anchors: anchors, file: file) ?? .failure(.notInSource) }
        guard case .literal(let value)? = change.value else { return .failure(.notALiteral) }
        // Every value these bytes give changes: each use of a declaration's literal, and each
        // shape a call site's argument is read into (a card's background and container shape).
        let sceneEdits = anchors.filter { $0.isValue && $0.isOfView && $0.splicesSameBytes(as: anchor) }
            .flatMap { use in edits(setting: use, to: .literal(value), in: scene) }
        switch anchor.kind {
        case .literal, .argument:
            let text = splice(anchor, writing: value, file: file)
            return .success(SourceEditPlan(text: text, anchor: anchor, sceneEdits: sceneEdits, changesEveryUse: anchor.shared))
        case .state:
            return .failure(.state(anchor.text))
        case .expression:
            return .failure(.expression(anchor.text))
        }
    }

    /// The scene edits that give the value `use` anchors: a modifier's value, a rounded
    /// rectangle's radius, or the style of every corner a concentric rectangle's `corners:` sets.
    static func edits(setting use: SourceAnchor, to value: Number, in scene: SceneDocument) -> [SceneEdit] {
        let path = ViewPath(use.path)
        switch use.argument {
        case "cornerRadius": return [.set(path, .cornerRadius(shapeSlot(use), value))]
        case "cornerMinimum", "cornerFixed":
            let kind: CornerStyle.Kind = use.argument == "cornerFixed" ? .fixed : .concentricWithMinimum
            return LogicalCorner.allCases.map { SceneEdit.set(path, .cornerStyle(shapeSlot(use), $0, kind, value: value)) }
        default:
            guard let view = scene.view(at: path), view.modifiers.indices.contains(use.modifier),
                  let set = setting(use.argument, to: value, in: view.modifiers[use.modifier]) else { return [] }
            return [.set(path, .modifier(use.modifier, set))]
        }
    }

    /// The shape a view's anchor writes in: the shape view's own, or its modifier's.
    public static func shapeSlot(_ anchor: SourceAnchor) -> ShapeSlot {
        anchor.modifier == SourceAnchor.ownShape ? .content : .modifier(anchor.modifier)
    }

    /// The paint a view's anchor writes: the shape view's own fill, or its modifier's.
    public static func fillSlot(_ anchor: SourceAnchor) -> FillSlot {
        anchor.modifier == SourceAnchor.ownShape ? .content : .modifier(anchor.modifier)
    }

    /// The splice that writes `value` at `anchor` (a literal, or a call's slot for an argument).
    public static func splice(_ anchor: SourceAnchor, writing value: Double, file: (String) -> URL) -> SourceTextEdit {
        SourceTextEdit(file: file(anchor.file), start: anchor.start, expected: anchor.text, replacement: anchor.prefix + written(value) + anchor.suffix)
    }

    /// A number as Swift source: the shortest decimal that reads back as it, `.infinity` for
    /// an unbounded frame.
    public static func written(_ value: Double) -> String {
        value.isInfinite ? (value > 0 ? ".infinity" : "-.infinity") : JSONWriter.format(value)
    }

    /// The view, modifier and source argument an inspector edit sets, the value it had and the
    /// value it sets.
    static func changedValue(_ edit: SceneEdit, in scene: SceneDocument) -> (path: ViewPath, index: Int, argument: String, old: Number?, value: Number?)? {
        func modifier(_ path: ViewPath, _ index: Int) -> ViewModifier? {
            guard let view = scene.view(at: path), view.modifiers.indices.contains(index) else { return nil }
            return view.modifiers[index]
        }
        if case .set(let path, .cornerRadius(let slot, let value)) = edit {
            let index = anchorIndex(slot)
            guard case .plain(.roundedRectangle(let radius, _))? = scene.view(at: path).flatMap({ shape(at: index, of: $0) }) else { return nil }
            return (path, index, "cornerRadius", radius, value)
        }
        // A style's number only: changing the kind changes more than a number's tokens.
        if case .set(let path, .cornerStyle(let slot, let corner, let kind, let value)) = edit {
            let index = anchorIndex(slot)
            guard case .concentricRectangle(let rectangle)? = scene.view(at: path).flatMap({ shape(at: index, of: $0) }) else { return nil }
            let style = rectangle.corners[corner]
            guard style.kind == kind else { return nil }
            switch kind {
            case .fixed: return (path, index, "cornerFixed", style.value, value)
            case .concentricWithMinimum: return (path, index, "cornerMinimum", style.value, value)
            case .concentric: return nil
            }
        }
        guard case .set(let path, .modifier(let index, let new)) = edit, let old = modifier(path, index),
              let change = changedValue(old, new) else { return nil }
        return (path, index, change.argument, change.old, change.value)
    }

    /// The anchor of the value `argument` of the modifier at `index` of the view at `path`: its
    /// own, or for a padding's edge (`top`), the number that sets that edge, alone or with
    /// others (argument "" for every edge, `edges:top,bottom` for some).
    static func anchor(writing argument: String, at path: [Int], _ index: Int, in anchors: [SourceAnchor]) -> SourceAnchor? {
        anchors.first { anchor in
            guard anchor.path == path, anchor.modifier == index else { return false }
            if anchor.argument == argument { return true }
            guard paddingEdges.contains(argument) else { return false }
            return edges(setBy: anchor.argument)?.contains(argument) ?? false
        }
    }

    /// A padding's edges, in the order the scene lists them.
    static let paddingEdges = ["top", "leading", "bottom", "trailing"]

    /// The padding edges a padding's anchor argument sets: every edge for "", the ones listed
    /// for `edges:…`, one for an edge's name; nil for any other argument.
    public static func edges(setBy argument: String) -> [String]? {
        if argument.isEmpty { return paddingEdges }
        if argument.hasPrefix("edges:") { return argument.dropFirst("edges:".count).split(separator: ",").map(String.init) }
        return paddingEdges.contains(argument) ? [argument] : nil
    }

    /// The one value an inspector edit changes from `old` to `new`, by the source argument that
    /// writes it ("" for a modifier's one number, a padding's first changed edge's name), with
    /// the value it had; nil for modifiers of other kinds, or whose values are not written as
    /// numbers.
    static func changedValue(_ old: ViewModifier, _ new: ViewModifier) -> (argument: String, old: Number?, value: Number?)? {
        guard let before = numbers(of: old), let after = numbers(of: new), before.map(\.argument) == after.map(\.argument) else { return nil }
        let pairs = zip(before, after)
        let changed = pairs.first { $0.0.value != $0.1.value } ?? pairs.first { _ in true }
        return changed.map { ($0.1.argument, $0.0.value, $0.1.value) }
    }

    /// `modifier` with the value `argument` writes set to `value` (a padding's number sets the
    /// edges it is written for); nil when it has no such value.
    public static func setting(_ argument: String, to value: Number, in modifier: ViewModifier) -> ViewModifier? {
        switch modifier {
        case .padding(var insets):
            guard let edges = edges(setBy: argument) else { return nil }
            if edges.contains("top") { insets.top = value }
            if edges.contains("leading") { insets.leading = value }
            if edges.contains("bottom") { insets.bottom = value }
            if edges.contains("trailing") { insets.trailing = value }
            return .padding(insets)
        case .frame(let width, let height, let alignment):
            switch argument {
            case "width": return .frame(width: value, height: height, alignment: alignment)
            case "height": return .frame(width: width, height: value, alignment: alignment)
            default: return nil
            }
        case .flexibleFrame(var frame):
            guard let bound = FlexibleFrameBound(rawValue: argument) else { return nil }
            frame[bound] = value
            return .flexibleFrame(frame)
        case .opacity: return argument.isEmpty ? .opacity(value) : nil
        case .background, .overlay, .containerShape, .clipShape, .foregroundStyle, .font, .shadow, .mask, .labelStyle, .lineLimit,
             .truncationMode, .ignoresSafeArea, .offset, .aspectRatio, .fixedSize, .layoutPriority, .name:
            return nil
        }
    }

    /// The number the source argument `argument` writes at the anchors' index `index` of `view`
    /// (a padding's first edge it sets, a rounded rectangle's radius).
    static func number(_ argument: String, at index: Int, of view: SceneView) -> Number? {
        if argument == "cornerRadius", case .plain(.roundedRectangle(let radius, _))? = shape(at: index, of: view) { return radius }
        guard view.modifiers.indices.contains(index) else { return nil }
        let modifier = view.modifiers[index]
        let name = if case .padding = modifier { edges(setBy: argument)?.first ?? argument } else { argument }
        return numbers(of: modifier)?.first { $0.argument == name }?.value ?? nil
    }

    /// The anchors' index of a shape: its modifier's, or `SourceAnchor.ownShape` for a shape
    /// view's own.
    static func anchorIndex(_ slot: ShapeSlot) -> Int {
        switch slot {
        case .content: SourceAnchor.ownShape
        case .modifier(let index): index
        }
    }

    /// The shape at the anchors' index `index` of `view`: its own, or its modifier's.
    static func shape(at index: Int, of view: SceneView) -> ViewShape? {
        if index == SourceAnchor.ownShape, case .shape(let own) = view.content { return own.shape }
        return view.modifiers.indices.contains(index) ? shape(in: view.modifiers[index]) : nil
    }

    /// A modifier's numbers by the argument that writes each, in a fixed order.
    private static func numbers(of modifier: ViewModifier) -> [(argument: String, value: Number?)]? {
        switch modifier {
        case .padding(let e): [("top", e.top), ("leading", e.leading), ("bottom", e.bottom), ("trailing", e.trailing)]
        case .frame(let width, let height, _): [("width", width), ("height", height)]
        case .flexibleFrame(let frame): FlexibleFrameBound.allCases.map { ($0.rawValue, frame[$0]) }
        case .opacity(let value): [("", value)]
        case .background, .overlay, .containerShape, .clipShape, .foregroundStyle, .font, .shadow, .mask, .labelStyle, .lineLimit,
             .truncationMode, .ignoresSafeArea, .offset, .aspectRatio, .fixedSize, .layoutPriority, .name:
            nil
        }
    }

    /// The anchors once `made` (the splice of `plan`, when it was this edit's) is written: the
    /// edited value is a literal where it now stands, later anchors of the file move with the
    /// bytes, and anchors the splice overlapped are dropped until the next import.
    public static func anchors(_ anchors: [SourceAnchor], after made: SourceTextEdit, edited: SourceAnchor?, file: (String) -> URL) -> [SourceAnchor] {
        anchors.compactMap { anchor in
            guard file(anchor.file) == made.file else { return anchor }
            if let edited, anchor.start == edited.start, anchor.end == edited.end, anchor.file == edited.file, anchor.prefix == edited.prefix {
                var literal = anchor
                let valueStart = made.start + anchor.prefix.utf8.count
                let valueLength = made.replacement.utf8.count - anchor.prefix.utf8.count - anchor.suffix.utf8.count
                literal.kind = .literal
                literal.start = valueStart
                literal.end = valueStart + valueLength
                literal.text = String(decoding: Array(made.replacement.utf8).dropFirst(anchor.prefix.utf8.count).prefix(valueLength), as: UTF8.self)
                literal.prefix = ""
                literal.suffix = ""
                return literal
            }
            if anchor.end <= made.start { return anchor }
            // An anchor around the splice (an argument list around the argument written) keeps
            // its bytes with the new ones in place.
            if anchor.start <= made.start, anchor.end >= made.end, anchor.prefix.isEmpty, anchor.suffix.isEmpty {
                let bytes = Array(anchor.text.utf8), from = made.start - anchor.start
                guard bytes.count == anchor.end - anchor.start, bytes[from...].starts(with: made.expected.utf8) else { return nil }
                var grown = anchor
                grown.text = String(decoding: bytes[..<from] + Array(made.replacement.utf8) + bytes[(from + made.expected.utf8.count)...], as: UTF8.self)
                grown.end += made.delta
                return grown
            }
            guard anchor.start >= made.end else { return nil }
            var moved = anchor
            moved.start += made.delta
            moved.end += made.delta
            return moved
        }
    }
}
