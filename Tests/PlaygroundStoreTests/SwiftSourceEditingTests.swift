// A `.swift` document's value edits in the store: an inspector edit becomes a splice for the app
// to write, the preview shows it at once, and undo asks for the inverse splice.
import ConcentricCore
import ConcentricScene
import Foundation
@testable import PlaygroundStore
import SceneEditing
import XCTest

final class SwiftSourceEditingTests: XCTestCase {
    let url = URL(fileURLWithPath: "/work/Card.swift")

    /// The first view of the card with a literal padding, and that padding's index.
    var padded: (path: ViewPath, index: Int, insets: EdgeInsetsValue) {
        get throws {
            let scene = Fixture.cardScene.document
            for path in scene.root.paths() {
                guard let view = scene.view(at: path) else { continue }
                for (index, modifier) in view.modifiers.enumerated() {
                    if case .padding(let insets) = modifier, case .literal = insets.top { return (path, index, insets) }
                }
            }
            throw CancellationError()
        }
    }

    /// The card opened from `Card.swift`, its padding written `.padding(24)` at bytes 100..<102.
    func opened(kind: SourceAnchor.Kind = .literal) throws -> PlaygroundState {
        let padded = try padded
        let anchors = [
            SourceAnchor(path: padded.path.indices, modifier: padded.index, kind: kind, file: url.path, start: 100, end: 102, text: kind == .literal ? "24" : "inset"),
            SourceAnchor(path: [9], modifier: 0, kind: .literal, file: url.path, start: 300, end: 301, text: "8"),
        ]
        let source = SwiftSourceImport(files: [url], anchors: anchors)
        return update(Fixture.state, .swiftSourceOpened(url, Fixture.cardScene, source)).0
    }

    /// The card opened from a file that writes its padding as `text` (`inset`, or an expression
    /// reading it) and declares `@State private var inset: CGFloat = 8` at bytes 40..<41.
    func opened(reading text: String) throws -> PlaygroundState {
        let padded = try padded
        var state = try opened(kind: text == "inset" ? .state : .expression)
        let value = text == "inset" ? Number.parameter("inset") : Number.expression(try NumberExpression(parsing: text))
        let scene = try state.document.scene.applying(
            .set(padded.path, .modifier(padded.index, .padding(EdgeInsetsValue(top: value, leading: value, bottom: value, trailing: value))))).document
        state.replaceScene(scene, selection: nil)
        var source = try XCTUnwrap(state.swiftSource)
        source.anchors[0].text = text
        source.anchors.append(SourceAnchor(path: [], modifier: -1, argument: "inset", kind: .literal, file: url.path, start: 40, end: 41, text: "8"))
        state.swiftSource = source
        return state
    }

    func edit(top value: Double) throws -> PlaygroundAction {
        let padded = try padded
        var insets = padded.insets
        insets.top = .literal(value)
        return .documentEdited(.set(padded.path, .modifier(padded.index, .padding(insets))), coalescing: nil)
    }

    func testAnEditAsksForTheSpliceAndShowsEveryEdgeAtOnce() throws {
        let (state, effects) = update(try opened(), try edit(top: 30))
        let splice = SourceSplice(text: SourceTextEdit(file: url, start: 100, expected: "24", replacement: "30"), anchor: try opened().swiftSource?.anchors.first, isUndo: false)
        XCTAssertEqual(effects.first, .spliceSwiftSource(splice))
        let view = try XCTUnwrap(state.document.scene.view(at: try padded.path))
        XCTAssertEqual(view.modifiers[try padded.index], .padding(EdgeInsetsValue(top: 30, leading: 30, bottom: 30, trailing: 30)))
        XCTAssertFalse(state.document.isModified, "the file is the document: nothing to save")
    }

    func testUndoWritesTheInverseSpliceAndRestoresTheAnchors() throws {
        var store = EditorStore(state: try opened())
        let before = store.state.swiftSource?.anchors
        guard case .spliceSwiftSource(let splice)? = store.send(try edit(top: 30)).first else { return XCTFail("no splice") }
        XCTAssertEqual(store.send(.swiftSourceSpliced(splice)), [])
        XCTAssertTrue(store.canUndo)
        XCTAssertEqual(store.state.swiftSource?.undo.count, 1)
        // "24" → "30" is as long: the later anchor stays.
        XCTAssertEqual(store.state.swiftSource?.anchors.last?.start, 300)
        let undo = store.send(.undo)
        XCTAssertEqual(undo, [.spliceSwiftSource(SourceSplice(text: splice.text.inverse, anchor: nil, isUndo: true))])
        XCTAssertEqual(store.send(.swiftSourceSpliced(SourceSplice(text: splice.text.inverse, anchor: nil, isUndo: true))), [.reimportSwiftSource(url, preview: nil)])
        XCTAssertEqual(store.state.swiftSource?.undo, [])
        XCTAssertFalse(store.canUndo)
        XCTAssertEqual(store.state.swiftSource?.anchors, before)
    }

    func testALongerValueMovesTheAnchorsAfterIt() throws {
        var state = try opened()
        let (edited, effects) = update(state, try edit(top: 12.25))
        guard case .spliceSwiftSource(let splice)? = effects.first else { return XCTFail("no splice") }
        state = update(edited, .swiftSourceSpliced(splice)).0
        let anchors = try XCTUnwrap(state.swiftSource?.anchors)
        XCTAssertEqual(anchors.first?.text, "12.25")
        XCTAssertEqual(anchors.first?.end, 105)
        XCTAssertEqual(anchors.last?.start, 303)
    }

    func testAnUndoOverAnotherEditorsChangeIsRefusedAndTheFileReadAgain() throws {
        let splice = SourceSplice(text: SourceTextEdit(file: url, start: 100, expected: "30", replacement: "24"), anchor: nil, isUndo: true)
        let (state, effects) = update(try opened(), .swiftSourceSpliceRefused(splice))
        XCTAssertEqual(effects, [.reimportSwiftSource(url, preview: nil)])
        XCTAssertEqual(state.error, StoreError(.edit, SourceEditRefusal.changedElsewhere.message))
    }

    /// A padding written `inset` where `@State private var inset: CGFloat = 8` is writable: the
    /// edit offers the new value as the default; accepting writes it there and moves the slider,
    /// declining leaves everything as it was.
    func testAStateValueOffersToChangeItsDefault() throws {
        let state = try opened(reading: "inset")
        let declared = try XCTUnwrap(state.swiftSource?.anchors.last)
        XCTAssertTrue(state.sourceGroups(at: try padded.path).editable.contains(.padding(try padded.index)), "the group is editable: its edit offers")
        let (asked, effects) = update(state, try edit(top: 30))
        let offer = SourceValueOffer(name: "inset", value: 30)
        XCTAssertEqual(effects, [.offerSourceValue(offer)])
        XCTAssertEqual(asked.valueOffer, offer)
        XCTAssertEqual(asked.document, state.document, "nothing is changed before the answer")

        let (declined, none) = update(asked, .sourceValueOfferAnswered(accepted: false))
        XCTAssertNil(declined.valueOffer)
        XCTAssertEqual(none, [])
        XCTAssertEqual(declined.document, state.document)

        let (accepted, written) = update(asked, .sourceValueOfferAnswered(accepted: true))
        XCTAssertNil(accepted.valueOffer)
        XCTAssertEqual(accepted.value(of: "inset"), 30)
        let splice = SourceSplice(text: SourceTextEdit(file: url, start: 40, expected: "8", replacement: "30"), anchor: declared, isUndo: false)
        XCTAssertTrue(written.contains(.spliceSwiftSource(splice)), "\(written)")
        // A late answer (the offer already answered) does nothing.
        XCTAssertEqual(update(accepted, .sourceValueOfferAnswered(accepted: true)).1, [])
    }

    /// Undo after another editor changed the file elsewhere: the splice's bytes are found by
    /// those around them, where they moved; changed, or found twice, the undo is refused.
    func testAnUndoFindsItsBytesWhereAnotherEditorMovedThem() throws {
        let original = Array("struct Card: View {\n    var body: some View {\n        Text(\"Hi\").padding(24)\n    }\n}\n".utf8)
        let start = try XCTUnwrap(original.indices.first { original[$0...].starts(with: "24".utf8) })
        let edit = SourceTextEdit(file: url, start: start, expected: "24", replacement: "30")
        let made = edit.written(in: original)
        XCTAssertEqual(made.leading.count, 40)
        let edited = try XCTUnwrap(made.applied(to: original))
        // Another editor adds a line at the top: the undo's bytes moved by its length.
        let comment = Array("// Cards.\n".utf8)
        let elsewhere = comment + edited
        XCTAssertNil(made.inverse.applied(to: elsewhere), "the bytes are no longer at their offset")
        let relocated = try XCTUnwrap(made.inverse.relocated(in: elsewhere))
        XCTAssertEqual(relocated.start, start + comment.count)
        XCTAssertEqual(relocated.applied(to: elsewhere), comment + original)
        // The other editor changed the value itself: refused.
        var changed = elsewhere
        changed[start + comment.count] = UInt8(ascii: "4")
        XCTAssertNil(made.inverse.relocated(in: changed))
        // The bytes and those around them twice over: refused, as either could be the one.
        XCTAssertNil(made.inverse.relocated(in: comment + edited + edited))
        // A splice without the bytes around it (never written) is found only where it was.
        XCTAssertNil(edit.inverse.relocated(in: elsewhere))
    }

    /// A padding written `56 - inset` (inset 8 in the preview): 30 typed offers inset 26, the one
    /// default that gives 30; `max(8, inset)` gives no straight line where 4 is typed, and is refused.
    func testAnExpressionReadingOneStateOffersTheDefaultThatGivesTheValue() throws {
        let padded = try padded
        let state = try opened(reading: "56 - inset")
        XCTAssertTrue(state.sourceGroups(at: padded.path).editable.contains(.padding(padded.index)))
        XCTAssertEqual(update(state, try edit(top: 30)).1, [.offerSourceValue(SourceValueOffer(name: "inset", value: 26, expression: "56 - inset", result: 30))])
        let bent = try opened(reading: "max(8, inset)")
        XCTAssertEqual(update(bent, try edit(top: 4)).0.error, StoreError(.edit, SourceEditRefusal.expression("max(8, inset)").message))
    }

    /// The card opened from a file that writes its padding as `text` (`gap / 2`), reading the
    /// one literal `gap` written `16` at bytes 200..<202 (in a custom view's declaration where
    /// `shared`).
    func opened(readingLiteral text: String, shared: Bool = false) throws -> (state: PlaygroundState, read: SourceAnchor) {
        let padded = try padded
        var state = try opened(kind: .expression)
        var source = try XCTUnwrap(state.swiftSource)
        source.anchors[0].text = text
        let read = SourceAnchor(
            path: padded.path.indices, modifier: padded.index, argument: "reads:", kind: .literal, file: url.path, start: 200, end: 202, text: "16",
            shared: shared, reading: LiteralReading(formula: try NumberExpression(parsing: text), value: 16))
        source.anchors.append(read)
        state.swiftSource = source
        return (state, read)
    }

    /// A padding written `gap / 2`, `gap` a literal 16: 10 typed offers `gap` 20, the literal
    /// that gives 10; accepting writes 20 over it and imports the file again at once (other
    /// values may read it); where the literal is in a view's declaration, every use is said to
    /// change. A name read twice (`gap * gap`) is no straight line: refused.
    func testAnExpressionReadingOneLiteralOffersToChangeThatLiteral() throws {
        let padded = try padded
        let (state, read) = try opened(readingLiteral: "gap / 2")
        XCTAssertTrue(state.sourceGroups(at: padded.path).editable.contains(.padding(padded.index)), "the group is editable: its edit offers")
        let (asked, effects) = update(state, try edit(top: 10))
        let offer = SourceValueOffer(name: "gap", value: 20, expression: "gap / 2", result: 10, target: .literal(read))
        XCTAssertEqual(effects, [.offerSourceValue(offer)])
        XCTAssertEqual(asked.document, state.document, "nothing is changed before the answer")
        XCTAssertEqual(update(asked, .sourceValueOfferAnswered(accepted: false)).0.document, state.document)

        let (_, written) = update(asked, .sourceValueOfferAnswered(accepted: true))
        let splice = SourceSplice(text: SourceTextEdit(file: url, start: 200, expected: "16", replacement: "20"), anchor: read, isUndo: false)
        XCTAssertEqual(written, [.spliceSwiftSource(splice)])
        let (spliced, reimport) = update(asked, .swiftSourceSpliced(splice))
        XCTAssertTrue(reimport.contains(.reimportSwiftSource(url, preview: nil)), "\(reimport)")
        XCTAssertEqual(spliced.swiftSource?.undo.count, 1)

        let shared = try opened(readingLiteral: "gap / 2", shared: true)
        let (sharedAsked, _) = update(shared.state, try edit(top: 10))
        XCTAssertEqual(update(sharedAsked, .sourceValueOfferAnswered(accepted: true)).1.last, .showFeedback(.declarationChanged))

        let squared = try opened(readingLiteral: "gap * gap").state
        XCTAssertEqual(update(squared, try edit(top: 30)).0.error, StoreError(.edit, SourceEditRefusal.expression("gap * gap").message))
    }

    func testAStateValueIsRefusedWithTheReason() throws {
        let state = try opened(kind: .state)
        let (refused, effects) = update(state, try edit(top: 30))
        XCTAssertEqual(effects, [])
        XCTAssertEqual(refused.error, StoreError(.edit, SourceEditRefusal.state("inset").message))
        XCTAssertEqual(refused.document, state.document)
        // The padding's group is read-only and says what the file writes; the literal's is editable.
        let groups = state.sourceGroups(at: try padded.path)
        XCTAssertFalse(groups.editable.contains(.padding(try padded.index)))
        XCTAssertEqual(groups.reasons[.padding(try padded.index)]?.expression, "inset")
        XCTAssertTrue(try opened().sourceGroups(at: try padded.path).editable.contains(.padding(try padded.index)))
    }

    func testSetAsDefaultWritesTheSlidersValueIntoTheStateDeclaration() throws {
        let padded = try padded
        let anchors = [
            SourceAnchor(path: padded.path.indices, modifier: padded.index, kind: .state, file: url.path, start: 100, end: 105, text: "inset"),
            SourceAnchor(path: [], modifier: -1, argument: "inset", kind: .literal, file: url.path, start: 40, end: 41, text: "8"),
        ]
        let opened = update(Fixture.state, .swiftSourceOpened(url, Fixture.cardScene, SwiftSourceImport(files: [url], anchors: anchors))).0
        XCTAssertTrue(opened.writesDefault(of: "inset"))
        XCTAssertFalse(opened.writesDefault(of: "other"))
        let moved = update(opened, .inset(12.5)).0
        let (_, effects) = update(moved, .parameterDefaultWriteRequested("inset"))
        XCTAssertEqual(effects, [.spliceSwiftSource(SourceSplice(
            text: SourceTextEdit(file: url, start: 40, expected: "8", replacement: "12.5"), anchor: anchors[1], isUndo: false))])
        XCTAssertEqual(update(moved, .parameterDefaultWriteRequested("other")).0.error, StoreError(.edit, PlaygroundState.swiftValuesMessage))
        XCTAssertFalse(Fixture.card.writesDefault(of: "inset"), "a scene file has no @State to write")
    }

    func testTheSpliceChecksTheBytesItReplaces() {
        let edit = SourceTextEdit(file: url, start: 2, expected: "24", replacement: "30")
        XCTAssertEqual(edit.applied(to: Array("p(24)".utf8)), Array("p(30)".utf8))
        XCTAssertNil(edit.applied(to: Array("p(25)".utf8)))
        XCTAssertNil(edit.applied(to: Array("p(".utf8)))
        XCTAssertEqual(edit.inverse.applied(to: Array("p(30)".utf8)), Array("p(24)".utf8))
    }
}
