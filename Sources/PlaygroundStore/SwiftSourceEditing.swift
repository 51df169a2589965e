// A `.swift` document edited in the window: an inspector edit becomes a splice of the user's
// source (SwiftSourceEdit.swift plans it), which the app writes atomically; the preview shows
// the edit at once, and the file's watcher imports the written source again.
import ConcentricScene
import Foundation
import SceneEditing

extension PlaygroundState {
    /// Why a `.swift` document's values that the window cannot write are read-only (the
    /// inspector's tooltip).
    public static let swiftValuesMessage = N_("Edit the file to change this value")

    /// Whether the inspector may add a modifier to the view at `path` (outermost, after its last
    /// one): on a scene file, any view; on a `.swift` document, a view whose modifier chain the
    /// importer located (`chain` anchor), as the addition is written there.
    public func canAddModifier(at path: ViewPath) -> Bool {
        guard document.scene.view(at: path) != nil else { return false }
        guard document.isSwiftSource else { return true }
        return swiftSource?.anchors.contains { $0.path == path.indices && $0.argument == "chain" } ?? false
    }

    /// Whether the inspector may remove the modifier at `index` of the view at `path`: on a scene
    /// file, any; on a `.swift` document, one written as a call of its own (`call` anchor) whose
    /// tokens can go.
    public func canRemoveModifier(at path: ViewPath, _ index: Int) -> Bool {
        guard let view = document.scene.view(at: path), view.modifiers.indices.contains(index) else { return false }
        guard document.isSwiftSource else { return true }
        return swiftSource?.anchors.contains { $0.path == path.indices && $0.modifier == index && $0.argument == "call" && $0.kind == .literal } ?? false
    }

    /// The inspector's groups of the view at `path` that the window writes into the source, and
    /// why others read a `@State` or an expression (their tooltip's English, with the text the
    /// source writes, to put in for `{expression}` once translated).
    public func sourceGroups(at path: ViewPath) -> (editable: Set<InspectorGroup>, reasons: [InspectorGroup: (message: String, expression: String)]) {
        guard let view = document.scene.view(at: path), let anchors = swiftSource?.anchors else { return ([], [:]) }
        var editable: Set<InspectorGroup> = []
        var reasons: [InspectorGroup: (message: String, expression: String)] = [:]
        // A value reading one `@State` whose default the window can write, or one literal
        // through a name: an edit offers to change that default or literal.
        func offers(_ anchor: SourceAnchor) -> Bool {
            guard anchor.kind == .state || anchor.kind == .expression,
                  let number = SwiftSourceEditor.number(anchor.argument, at: anchor.modifier, of: view) else { return false }
            if number.parameterNames.isEmpty { return literalRead(path.indices, anchor.modifier, anchor.argument) != nil }
            guard number.parameterNames.count == 1, let name = number.parameterNames.first else { return false }
            return writesDefault(of: name)
        }
        // The groups a modifier's anchors write: its paint's by its `fill`, the others' by the rest.
        func note(_ groups: [InspectorGroup], _ written: [SourceAnchor]) {
            if written.contains(where: { $0.kind == .literal || $0.kind == .argument || offers($0) }) {
                editable.formUnion(groups)
            } else if let anchor = written.first(where: { $0.kind == .state || $0.kind == .expression }) {
                for group in groups { reasons[group] = (SourceEditRefusal.written(as: anchor), anchor.text) }
            }
        }
        let own = anchors.filter { $0.isValue && $0.path == path.indices && $0.modifier == SourceAnchor.ownShape }
        note([.fill(.content, .content)], own.filter { $0.argument == "fill" })
        note([.shape(.content, .content)], own.filter { $0.argument != "fill" })
        for i in view.modifiers.indices {
            let mine = anchors.filter { $0.isValue && $0.path == path.indices && $0.modifier == i }
            note([.fill(.modifier(i), .background), .fill(.modifier(i), .overlay), .fill(.modifier(i), .foregroundStyle)], mine.filter { $0.argument == "fill" })
            note(
                [.padding(i), .frame(i), .opacity(i), .shape(.modifier(i), .background), .shape(.modifier(i), .containerShape), .shape(.modifier(i), .clipShape)],
                mine.filter { $0.argument != "fill" })
        }
        return (editable, reasons)
    }

    /// An edit of a `.swift` document's view: the splice to write, with the preview updated at
    /// once; a refusal's message otherwise.
    mutating func editSwiftSource(_ edit: SceneEdit) -> Result<[PlaygroundEffect], SourceEditRefusal> {
        guard let source = swiftSource else { return .failure(.notInSource) }
        let planned = SwiftSourceEditor.plan(edit, scene: document.scene, anchors: source.anchors, file: SwiftSourceImport.fileURL)
        switch planned {
        case .failure(let refusal):
            return .failure(refusal)
        case .success(let plan):
            var scene = document.scene
            for sceneEdit in plan.sceneEdits {
                guard let result = try? scene.applying(sceneEdit) else { return .failure(.notALiteral) }
                scene = result.document
            }
            replaceScene(scene, selection: selection)
            var effects: [PlaygroundEffect] = [.spliceSwiftSource(SourceSplice(text: plan.text, anchor: plan.anchor, isUndo: false))]
            if plan.changesEveryUse { effects.append(.showFeedback(.declarationChanged)) }
            return .success(effects)
        }
    }

    /// The offer for `edit`, refused because the file writes its value as a previewed `@State`
    /// or an expression (`text`): what the value reads, made to give the number typed. That is
    /// a `@State`'s default, when the value reads exactly one `@State` whose default is a
    /// literal the window can write; or, when it reads no `@State`, the one literal it reads
    /// through a name (`cornerRadius * 2`). Either is read in a straight line, so that one
    /// number gives the value; nil otherwise.
    func sourceValueOffer(for edit: SceneEdit, written text: String) -> SourceValueOffer? {
        guard let change = SwiftSourceEditor.changedValue(edit, in: document.scene), let old = change.old,
              case .literal(let target)? = change.value else { return nil }
        let written = swiftSource.flatMap { SwiftSourceEditor.anchor(writing: change.argument, at: change.path.indices, change.index, in: $0.anchors) }
        if old.parameterNames.isEmpty, let written, let read = literalRead(change.path.indices, change.index, written.argument), let reading = read.reading {
            guard let solved = Self.solve(for: target, from: reading.value, { reading.formula.value(in: [reading.name: $0]) }) else { return nil }
            return SourceValueOffer(name: reading.name, value: solved, expression: text, result: target, target: .literal(read))
        }
        guard old.parameterNames.count == 1, let name = old.parameterNames.first, writesDefault(of: name), let current = value(of: name) else { return nil }
        var values = Dictionary(uniqueKeysWithValues: document.scene.parameters.map { ($0.name, value(of: $0.name) ?? $0.defaultValue) })
        guard let solved = Self.solve(for: target, from: current, { x in
            values[name] = x
            return old.value(in: values)
        }) else { return nil }
        return SourceValueOffer(name: name, value: solved, expression: text == name ? nil : text, result: target)
    }

    /// The `x` near `current` for which `reading(x)` is `target`, found along the straight line
    /// through `current`, to the hundredth as the inspector writes numbers; nil where the line
    /// misses (a curve: `min`, `max`, a name read twice), or the value is not finite.
    static func solve(for target: Double, from current: Double, _ reading: (Double) -> Double) -> Double? {
        let now = reading(current), slope = reading(current + 1) - now
        guard now.isFinite, slope.isFinite, abs(slope) > 1e-9 else { return nil }
        let written = ((current + (target - now) / slope) * 100).rounded() / 100
        guard written.isFinite, abs(reading(written) - target) <= 0.005 * max(1, abs(slope)) else { return nil }
        return written
    }

    /// The anchor of the one literal that the value `argument` of the modifier at `modifier`
    /// of the view at `path` reads through a name.
    func literalRead(_ path: [Int], _ modifier: Int, _ argument: String) -> SourceAnchor? {
        swiftSource?.anchors.first { $0.path == path && $0.modifier == modifier && $0.argument == "reads:" + argument && $0.reading != nil }
    }

    /// An accepted offer to change the literal `anchor` (a `reads:` one) to `value`.
    func writeLiteralRead(_ anchor: SourceAnchor, _ value: Double) -> [PlaygroundEffect] {
        let text = SwiftSourceEditor.splice(anchor, writing: value, file: SwiftSourceImport.fileURL)
        let effects: [PlaygroundEffect] = [.spliceSwiftSource(SourceSplice(text: text, anchor: anchor, isUndo: false))]
        return anchor.shared ? effects + [.showFeedback(.declarationChanged)] : effects
    }

    /// Whether "Set as Default" can write `name`'s value into its `@State` declaration.
    public func writesDefault(of name: String) -> Bool {
        document.isSwiftSource && (swiftSource?.anchors.contains { $0.modifier == SourceAnchor.parameterDefault && $0.argument == name && $0.kind == .literal } ?? false)
    }

    /// "Set as Default": the parameter's value shown, written over its `@State` default.
    mutating func writeParameterDefault(_ name: String) -> Result<[PlaygroundEffect], SourceEditRefusal> {
        guard document.isSwiftSource, let source = swiftSource,
              let anchor = source.anchors.first(where: { $0.modifier == SourceAnchor.parameterDefault && $0.argument == name && $0.kind == .literal }),
              let value = value(of: name) else {
            return .failure(.notInSource)
        }
        let text = SwiftSourceEditor.splice(anchor, writing: value, file: SwiftSourceImport.fileURL)
        return .success([.spliceSwiftSource(SourceSplice(text: text, anchor: anchor, isUndo: false))])
    }

    /// Ctrl+Z on a `.swift` document the window wrote: the inverse of the latest splice, or nil
    /// when the window wrote none.
    func undoSwiftSource() -> [PlaygroundEffect]? {
        guard document.isSwiftSource, let step = swiftSource?.undo.last else { return nil }
        return [.spliceSwiftSource(SourceSplice(text: step.made.inverse, anchor: nil, isUndo: true))]
    }

    /// The app wrote `splice`: the undo stack and the anchors follow the new bytes.
    mutating func swiftSourceSpliced(_ splice: SourceSplice) -> [PlaygroundEffect] {
        guard var source = swiftSource, let url = document.swiftSourceURL else { return [] }
        error = nil
        if splice.isUndo {
            guard let step = source.undo.popLast() else { return [] }
            source.anchors = step.anchors
            swiftSource = source
            // The preview shows the file as it was: imported again now, not after the watcher's pause.
            return [.reimportSwiftSource(url, preview: source.preview)]
        }
        source.undo.append(SourceUndoStep(made: splice.text, anchors: source.anchors))
        if SwiftSourceEditor.changesOtherValues(splice.anchor, among: source.anchors) {
            // A literal that an expression reads may give other values too: imported again now.
            source.anchors = SwiftSourceEditor.anchors(source.anchors, after: splice.text, edited: splice.anchor, file: SwiftSourceImport.fileURL)
            swiftSource = source
            return [.reimportSwiftSource(url, preview: source.preview)]
        }
        if SwiftSourceEditor.changesStructure(splice.anchor) {
            // A modifier added or removed renumbers the view's others: no anchor is used until
            // the written file is imported again, now.
            source.anchors = []
            swiftSource = source
            return [.reimportSwiftSource(url, preview: source.preview)]
        }
        source.anchors = SwiftSourceEditor.anchors(source.anchors, after: splice.text, edited: splice.anchor, file: SwiftSourceImport.fileURL)
        swiftSource = source
        return []
    }

    /// The app did not write `splice`: another editor changed those bytes. Nothing is
    /// overwritten; the file is imported again so the next edit applies to its new text.
    mutating func swiftSourceSpliceRefused(_ splice: SourceSplice) -> [PlaygroundEffect] {
        guard let url = document.swiftSourceURL else { return [] }
        error = StoreError(.edit, SourceEditRefusal.changedElsewhere.message)
        return [.reimportSwiftSource(url, preview: swiftSource?.preview)]
    }
}
