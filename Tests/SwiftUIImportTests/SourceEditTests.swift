// Inspector edits written into SwiftUI source: on a copy of the sample card and on every preset's
// generated SwiftUI, each splice changes exactly the expected bytes, the result parses and
// imports into the scene the same edit makes in the scene editor, and its inverse gives back
// the original bytes.
import ConcentricCore
import ConcentricScene
import ConcentricTestSupport
import Foundation
import PlaygroundStore
import SceneEditing
import SwiftUIImport
import XCTest

final class SourceEditTests: XCTestCase {
    /// Where the importer is told the file is: anchors name it.
    static let path = "/edits/ConcentricCard.swift"
    static let file = URL(fileURLWithPath: path)

    var sample: [UInt8] { get throws { [UInt8](try Data(contentsOf: SampleImportTests.sample)) } }

    /// Runs `body` on each preset's generated SwiftUI (`concentric code PRESET --lang swiftui`),
    /// its bytes and their import.
    func forEachPresetSource(_ body: ([UInt8], SwiftUISourceFile) throws -> Void) throws {
        let folder = try temporaryFolder()
        let concentric = try ConcentricExecutable.locate("concentric")
        let presets = try concentric.run(["presets"]).stdout.split(separator: "\n").dropFirst().compactMap { $0.split(separator: " ").first.map(String.init) }
        XCTAssertEqual(presets.count, 12)
        for preset in presets {
            let swift = folder.appendingPathComponent("\(preset).swift")
            XCTAssertEqual(try concentric.run(["code", preset, "--lang", "swiftui", "-o", swift.path]).status, 0)
            let bytes = [UInt8](try Data(contentsOf: swift))
            try body(bytes, try imported(bytes))
        }
    }

    /// Whether `anchor` writes a number (not a modifier's call or chain end, a style, a corner's code).
    static func writesNumber(_ anchor: SourceAnchor) -> Bool {
        anchor.isValue && anchor.argument != "fill" && (!anchor.argument.contains(":") || anchor.argument.hasPrefix("edges:"))
    }

    /// `bytes` imported as the window imports them (the helper's answer read back).
    func imported(_ bytes: [UInt8], file: StaticString = #filePath, line: UInt = #line) throws -> SwiftUISourceFile {
        switch SwiftUIImporter.importSource(bytes, named: Self.path) {
        case .success(let scene):
            return try SwiftUISourceFile.read(answer: Array(scene.envelope.utf8), path: Self.path, devices: DeviceCatalog.bundled())
        case .failure(let failure):
            XCTFail("import failed: \(failure.errors)", file: file, line: line)
            throw failure
        }
    }

    /// The changed lines, `-` before and `+` after (the one hunk of a unified diff, unchanged
    /// lines left out).
    func changedLines(_ before: [UInt8], _ after: [UInt8]) -> String {
        let old = String(decoding: before, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        let new = String(decoding: after, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        var head = 0
        while head < min(old.count, new.count), old[head] == new[head] { head += 1 }
        var tail = 0
        while tail < min(old.count, new.count) - head, old[old.count - 1 - tail] == new[new.count - 1 - tail] { tail += 1 }
        return (old[head..<(old.count - tail)].map { "-" + $0 } + new[head..<(new.count - tail)].map { "+" + $0 }).joined(separator: "\n")
    }

    /// The inspector's edit of one edge of the padding at `index` of the view at `path`.
    func paddingEdge(_ scene: SceneDocument, _ path: [Int], _ index: Int, top value: Double) throws -> SceneEdit {
        try edit(scene, path, index, argument: "", value)
    }

    /// The inspector's edit of the value `argument` writes (a padding's top edge for "") of the
    /// modifier at `index` of the view at `path`.
    func edit(_ scene: SceneDocument, _ path: [Int], _ index: Int, argument: String, _ value: Double) throws -> SceneEdit {
        let slot: ShapeSlot = index == SourceAnchor.ownShape ? .content : .modifier(index)
        if argument == "cornerRadius" { return .set(ViewPath(path), .cornerRadius(slot, .literal(value))) }
        // One corner, as the inspector's row sets it: the source's one style sets them all.
        if argument == "cornerMinimum" { return .set(ViewPath(path), .cornerStyle(slot, .topLeading, .concentricWithMinimum, value: .literal(value))) }
        if argument == "cornerFixed" { return .set(ViewPath(path), .cornerStyle(slot, .topLeading, .fixed, value: .literal(value))) }
        let view = try XCTUnwrap(scene.view(at: ViewPath(path)))
        let modifier: ViewModifier
        if case .padding(var insets) = view.modifiers[index] {
            // One edge, as the inspector's row sets it: the source's number sets every edge it
            // is written for.
            switch SwiftSourceEditor.edges(setBy: argument)?.first {
            case "leading": insets.leading = .literal(value)
            case "bottom": insets.bottom = .literal(value)
            case "trailing": insets.trailing = .literal(value)
            default: insets.top = .literal(value)
            }
            modifier = .padding(insets)
        } else {
            modifier = try XCTUnwrap(SwiftSourceEditor.setting(argument, to: .literal(value), in: view.modifiers[index]), "\(path) \(index) \(argument)")
        }
        return .set(ViewPath(path), .modifier(index, modifier))
    }

    /// Plans `edit` on `bytes`, checks the splice changes `expected` (changed lines) and that the
    /// result imports as the scene editor's edit; answers the new bytes and the splice.
    @discardableResult
    func assertSpliced(
        _ bytes: [UInt8], _ edit: SceneEdit, expected: String?, file: StaticString = #filePath, line: UInt = #line
    ) throws -> (bytes: [UInt8], splice: SourceTextEdit, source: SwiftUISourceFile) {
        let source = try imported(bytes, file: file, line: line)
        let plan = try SwiftSourceEditor.plan(edit, scene: source.file.document, anchors: source.anchors, file: { URL(fileURLWithPath: $0) }).get()
        let after = try XCTUnwrap(plan.text.applied(to: bytes), file: file, line: line)
        if let expected { XCTAssertEqual(changedLines(bytes, after), expected, file: file, line: line) }
        let reimported = try imported(after, file: file, line: line)
        XCTAssertEqual(reimported.warnings, source.warnings, file: file, line: line)
        let edited = try plan.sceneEdits.reduce(source.file.document) { try $0.applying($1).document }
        XCTAssertEqual(reimported.file.document, edited, file: file, line: line)
        XCTAssertEqual(plan.text.inverse.applied(to: after), bytes, "undo gives back the original bytes", file: file, line: line)
        // A modifier added or removed: the store waits for the import instead (it renumbers).
        if !SwiftSourceEditor.changesStructure(plan.anchor) {
            assertMoved(SwiftSourceEditor.anchors(source.anchors, after: plan.text, edited: plan.anchor, file: { URL(fileURLWithPath: $0) }), reimported.anchors, splice: plan.text, file: file, line: line)
        }
        return (after, plan.text, reimported)
    }

    /// The anchors the store moves after a splice are among those the new import answers: none
    /// wrong, and only the ones the splice overlapped missing (another argument's slot at the
    /// same place, the arguments inside a rewritten argument list), found again by the import
    /// the write causes.
    func assertMoved(_ moved: [SourceAnchor], _ reimported: [SourceAnchor], splice: SourceTextEdit, file: StaticString = #filePath, line: UInt = #line) {
        for anchor in moved { XCTAssertTrue(reimported.contains(anchor), "\(anchor) is not the import's", file: file, line: line) }
        let written = splice.start..<(splice.start + splice.replacement.utf8.count)
        let missing = reimported.filter { !moved.contains($0) && !(written.contains($0.start) && $0.end <= written.upperBound) }
        XCTAssertTrue(missing.allSatisfy { $0.kind == .argument }, "\(missing)", file: file, line: line)
        XCTAssertLessThanOrEqual(missing.count, 1, file: file, line: line)
    }

    func testTheWhiteSurfaceGainsItsPaddingArgumentAtTheCallSite() throws {
        let bytes = try sample
        let scene = try imported(bytes).file.document
        try assertSpliced(bytes, paddingEdge(scene, [1, 1], 3, top: 30), expected: """
            -                        ConcentricCardSurface(background: Color.white) {
            +                        ConcentricCardSurface(padding: 30, background: Color.white) {
            """)
    }

    func testALiteralPaddingIsReplacedInPlace() throws {
        let bytes = try sample
        let scene = try imported(bytes).file.document
        try assertSpliced(bytes, paddingEdge(scene, [1], 7, top: 30), expected: """
            -            .padding(24)
            +            .padding(30)
            """)
        try assertSpliced(bytes, paddingEdge(scene, [1, 0], 2, top: 12.5), expected: """
            -                            .padding(16)
            +                            .padding(12.5)
            """)
    }

    func testAFramesLiteralBoundsAreReplacedInPlace() throws {
        let bytes = try sample
        let scene = try imported(bytes).file.document
        try assertSpliced(bytes, edit(scene, [1, 0], 3, argument: "minHeight", 200), expected: """
            -                            .frame(maxWidth: .infinity, minHeight: 170, alignment: .bottomLeading)
            +                            .frame(maxWidth: .infinity, minHeight: 200, alignment: .bottomLeading)
            """)
        try assertSpliced(bytes, edit(scene, [1, 0], 3, argument: "maxWidth", 300), expected: """
            -                            .frame(maxWidth: .infinity, minHeight: 170, alignment: .bottomLeading)
            +                            .frame(maxWidth: 300, minHeight: 170, alignment: .bottomLeading)
            """)
        let text = try assertSpliced(bytes, edit(scene, [1, 1], 2, argument: "maxWidth", 120), expected: """
            -                                .frame(maxWidth: .infinity)
            +                                .frame(maxWidth: 120)
            """)
        try assertSpliced(text.bytes, edit(text.source.file.document, [1, 1], 2, argument: "maxWidth", .infinity), expected: """
            -                                .frame(maxWidth: 120)
            +                                .frame(maxWidth: .infinity)
            """)
    }

    /// The card's `cornerRadius: 56` is read into its background's and its container shape's
    /// rounded rectangles: the inspector's radius of either changes the call site's literal, and both.
    func testTheCardsCornerRadiusArgumentSetsBothItsShapes() throws {
        let bytes = try sample
        let source = try imported(bytes)
        let radii = source.anchors.filter { $0.argument == "cornerRadius" }
        XCTAssertEqual(radii.count, 2, "\(source.anchors)")
        for radius in radii {
            let edit = SceneEdit.set(ViewPath(radius.path), .cornerRadius(.modifier(radius.modifier), 60))
            let plan = try SwiftSourceEditor.plan(edit, scene: source.file.document, anchors: source.anchors, file: { URL(fileURLWithPath: $0) }).get()
            XCTAssertEqual(plan.sceneEdits.count, 2)
            try assertSpliced(bytes, edit, expected: """
                -            ConcentricCard(cornerRadius: 56, padding: inset, background: Color.white.opacity(0.16)) {
                +            ConcentricCard(cornerRadius: 60, padding: inset, background: Color.white.opacity(0.16)) {
                """)
        }
    }

    /// The surface's `.concentric(minimum: .fixed(minimumRadius))` reads a property the calls
    /// leave to its default: a corner's minimum edited in the inspector adds the argument at the
    /// call site, in memberwise order; a change of kind, which would rewrite the expression, is
    /// refused.
    func testACornersMinimumAddsTheCallsArgument() throws {
        let bytes = try sample
        let source = try imported(bytes)
        let white = try XCTUnwrap(source.anchors.first { $0.path == [1, 1] && $0.argument == "cornerMinimum" })
        try assertSpliced(bytes, edit(source.file.document, white.path, white.modifier, argument: "cornerMinimum", 12), expected: """
            -                        ConcentricCardSurface(background: Color.white) {
            +                        ConcentricCardSurface(minimumRadius: 12, background: Color.white) {
            """)
        let orange = try XCTUnwrap(source.anchors.first { $0.path == [1] && $0.argument == "cornerMinimum" })
        try assertSpliced(bytes, edit(source.file.document, orange.path, orange.modifier, argument: "cornerMinimum", 10), expected: """
            -                ConcentricCardSurface(padding: inset, background: Color.orange.gradient) {
            +                ConcentricCardSurface(padding: inset, minimumRadius: 10, background: Color.orange.gradient) {
            """)
        let toFixed = SceneEdit.set(ViewPath(white.path), .cornerStyle(.modifier(white.modifier), .topLeading, .fixed, value: 12))
        XCTAssertEqual(SwiftSourceEditor.plan(toFixed, scene: source.file.document, anchors: source.anchors, file: { URL(fileURLWithPath: $0) }).map(\.text), .failure(.expression("corners: .concentric(minimum: .fixed(minimumRadius))")))
    }

    /// "Set as Default": the previewed `@State`'s default literal is anchored by the parameter's
    /// name; the value written there imports as the parameter's new default.
    func testAStatesDefaultIsAnchoredForSetAsDefault() throws {
        let bytes = try sample
        let source = try imported(bytes)
        let anchor = try XCTUnwrap(source.anchors.first { $0.modifier == -1 && $0.argument == "inset" })
        XCTAssertEqual(anchor.kind, .literal)
        XCTAssertEqual(anchor.path, [])
        let splice = SourceTextEdit(file: Self.file, start: anchor.start, expected: anchor.text, replacement: SwiftSourceEditor.written(14))
        let after = try XCTUnwrap(splice.applied(to: bytes))
        XCTAssertEqual(changedLines(bytes, after), """
            -    @State private var inset: CGFloat = 8
            +    @State private var inset: CGFloat = 14
            """)
        let reimported = try imported(after)
        XCTAssertEqual(reimported.file.document.parameters.first { $0.name == "inset" }?.defaultValue, 14)
        XCTAssertEqual(reimported.warnings, source.warnings)
    }

    /// A literal in a custom view's declaration: the splice changes it there, every use of the
    /// view changes, and the plan says so.
    func testADeclarationsLiteralChangesEveryUse() throws {
        let bytes = Array("""
            import SwiftUI

            struct Badge: View {
                var body: some View {
                    Text("Badge")
                        .padding(6) // the badge's breathing room
                }
            }

            struct Demo: View {
                var body: some View {
                    VStack {
                        Badge()
                        Badge()
                    }
                }
            }

            #Preview { Demo() }

            """.utf8)
        let source = try imported(bytes)
        let plan = try SwiftSourceEditor.plan(
            paddingEdge(source.file.document, [1], 0, top: 9), scene: source.file.document, anchors: source.anchors, file: { URL(fileURLWithPath: $0) }).get()
        XCTAssertTrue(plan.changesEveryUse)
        XCTAssertEqual(plan.sceneEdits.count, 2)
        try assertSpliced(bytes, paddingEdge(source.file.document, [1], 0, top: 9), expected: """
            -            .padding(6) // the badge's breathing room
            +            .padding(9) // the badge's breathing room
            """)
    }

    /// An expression reading one literal through a name (`gap / 2`, `cornerRadius * 2`,
    /// `side + 4`) is anchored with that literal, as `reads:ARGUMENT`: the literal's bytes (or the
    /// call's slot for a property it leaves to its default), the expression over the name, and
    /// its value. Writing the literal changes that value and every other reading it; an
    /// expression reading a `@State` (`inset * 2`) has none, as the `@State`'s default is offered.
    func testAnExpressionReadingOneLiteralIsAnchoredWithThatLiteral() throws {
        let bytes = Array("""
            import SwiftUI

            struct Tile: View {
                var cornerRadius: CGFloat = 20
                var gap: CGFloat

                var body: some View {
                    Color.blue
                        .frame(height: 100)
                        .padding(gap / 2)
                        .background(.white, in: .rect(cornerRadius: cornerRadius * 2))
                }
            }

            struct Board: View {
                @State private var inset: CGFloat = 8
                let side: CGFloat = 12

                var body: some View {
                    VStack {
                        Tile(gap: 16)
                            .padding(side + 4)
                        Tile(cornerRadius: 10, gap: 8)
                            .padding(inset * 2)
                    }
                }
            }

            #Preview { Board() }

            """.utf8)
        let source = try imported(bytes)
        let reads = source.anchors.filter { $0.argument.hasPrefix("reads:") }
        func read(_ path: [Int], _ modifier: Int) -> String? {
            reads.first { $0.path == path && $0.modifier == modifier }.map {
                "\($0.argument) \($0.kind) \($0.text) \($0.reading.map { "\($0.formula.text) at \($0.value)" } ?? "-")"
            }
        }
        XCTAssertEqual(read([0], 1), "reads: literal 16 gap / 2 at 16.0")
        XCTAssertEqual(read([0], 2), "reads:cornerRadius argument gap cornerRadius * 2 at 20.0")
        XCTAssertEqual(read([0], 4), "reads: literal 12 side + 4 at 12.0")
        XCTAssertEqual(read([1], 2), "reads:cornerRadius literal 10 cornerRadius * 2 at 10.0")
        XCTAssertNil(read([1], 4), "inset * 2 reads a @State")
        XCTAssertEqual(reads.count, 5)

        // The first tile's radius made 30: `cornerRadius` 15 at its call, which leaves it to its default.
        let slot = try XCTUnwrap(reads.first { $0.path == [0] && $0.modifier == 2 })
        let radius = SwiftSourceEditor.splice(slot, writing: 15, file: { URL(fileURLWithPath: $0) })
        let after = try XCTUnwrap(radius.applied(to: bytes))
        XCTAssertEqual(changedLines(bytes, after), """
            -            Tile(gap: 16)
            +            Tile(cornerRadius: 15, gap: 16)
            """)
        let edited = try source.file.document.applying(.set(ViewPath([0]), .cornerRadius(.modifier(2), 30))).document
        XCTAssertEqual(try imported(after).file.document, edited)
        XCTAssertEqual(radius.inverse.applied(to: after), bytes)
        XCTAssertTrue(SwiftSourceEditor.changesOtherValues(slot, among: source.anchors))
        XCTAssertFalse(SwiftSourceEditor.changesOtherValues(source.anchors.first { $0.argument == "height" }, among: source.anchors))
    }

    func testAStatePaddingIsRefusedNeverRewrittenIntoANumber() throws {
        let source = try imported(try sample)
        let edit = try paddingEdge(source.file.document, [1], 0, top: 30)
        let planned = SwiftSourceEditor.plan(edit, scene: source.file.document, anchors: source.anchors, file: { URL(fileURLWithPath: $0) })
        XCTAssertEqual(planned.map(\.text), .failure(.state("inset")))
    }

    func testASecondEditAppliesToTheEditedTextAndUndoIsRefusedOverAnotherEditorsChange() throws {
        let original = try sample
        let scene = try imported(original).file.document
        let first = try assertSpliced(original, paddingEdge(scene, [1, 1], 3, top: 30), expected: nil)
        let second = try assertSpliced(first.bytes, paddingEdge(first.source.file.document, [1, 1], 3, top: 4), expected: """
            -                        ConcentricCardSurface(padding: 30, background: Color.white) {
            +                        ConcentricCardSurface(padding: 4, background: Color.white) {
            """)
        XCTAssertEqual(second.splice.inverse.applied(to: second.bytes).flatMap { first.splice.inverse.applied(to: $0) }, original)
        // Another editor changed the value since: the undo finds other bytes and writes nothing.
        var elsewhere = second.bytes
        elsewhere.replaceSubrange(second.splice.start..<(second.splice.start + 1), with: Array("7".utf8))
        XCTAssertNil(second.splice.inverse.applied(to: elsewhere))
    }

    /// Every preset's generated SwiftUI: each literal padding, frame bound and opacity set to a
    /// new value changes that literal's line only, and imports as the scene editor's edit.
    func testEveryPresetsLiteralValuesAreEditable() throws {
        var edited = 0
        try forEachPresetSource { bytes, source in
            // Numbers (a corner style's argument is code: SourceEditTests+Corners.swift).
            for anchor in source.anchors where anchor.kind == .literal && anchor.isOfView && Self.writesNumber(anchor) {
                let lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
                let lineIndex = bytes[..<anchor.start].filter { $0 == 0x0A }.count
                let old = String(lines[lineIndex])
                let column = anchor.start - (bytes[..<anchor.start].lastIndex(of: 0x0A).map { $0 + 1 } ?? 0)
                // An opacity is at most 1.
                let isOpacity = source.file.document.view(at: ViewPath(anchor.path)).map { view in
                    guard view.modifiers.indices.contains(anchor.modifier), case .opacity = view.modifiers[anchor.modifier] else { return false }
                    return true
                } ?? false
                let value = isOpacity ? 0.33 : 33
                let new = String(decoding: old.utf8.prefix(column), as: UTF8.self) + (isOpacity ? "0.33" : "33")
                    + String(decoding: old.utf8.dropFirst(column + anchor.end - anchor.start), as: UTF8.self)
                try assertSpliced(bytes, edit(source.file.document, anchor.path, anchor.modifier, argument: anchor.argument, value), expected: "-\(old)\n+\(new)")
                edited += 1
            }
        }
        XCTAssertGreaterThan(edited, 5, "the presets' paddings are literals")
    }

    /// 200 seeded sequences of edits on the sample, made to the scene and to the source: values of
    /// paddings, frames and corners, colours, modifiers added after a chain's last and modifiers
    /// removed.
    /// After every step the source imports as the edited scene; undoing every splice, latest
    /// first, gives back the original bytes.
    func testRandomEditSequencesRoundTrip() throws {
        let original = try sample
        let start = try imported(original)
        for seed in 0..<200 {
            var random = SeededGenerator(seed: UInt64(seed) &+ 0x5EED)
            var bytes = original
            var scene = start.file.document
            var anchors = start.anchors
            var made: [SourceTextEdit] = []
            for _ in 0..<Int.random(in: 1...4, using: &random) {
                let value = Double(Int.random(in: 0...120, using: &random)) / 2
                let edit: SceneEdit
                switch Int.random(in: 0..<5, using: &random) {
                case 0:
                    // (An opacity after a colour written as a view is refused: it would be the colour's.)
                    guard let chain = anchors.filter({ $0.argument == "chain" && $0.kind == .literal }).randomElement(using: &random) else { continue }
                    let added: [ViewModifier] = [
                        .padding(EdgeInsetsValue(top: .literal(value), leading: .literal(value), bottom: .literal(value), trailing: .literal(value))),
                        // The inspector's numbers are to the hundredth (`InspectorModel.asWritten`).
                        .opacity(.literal((value / 60 * 100).rounded() / 100)), .frame(width: .literal(value), height: nil),
                    ]
                    edit = try adding(try XCTUnwrap(added.randomElement(using: &random)), to: chain.path, in: scene)
                case 1:
                    guard let call = anchors.filter({ $0.argument == "call" && $0.kind == .literal }).randomElement(using: &random) else { continue }
                    edit = .set(ViewPath(call.path), .removeModifier(call.modifier))
                case 2:
                    let fills = anchors.filter { $0.argument == "fill" && ($0.kind == .literal || $0.kind == .argument) }
                    guard let fill = fills.randomElement(using: &random) else { continue }
                    let colour = Color(rgb8: Int.random(in: 0...255, using: &random), Int.random(in: 0...255, using: &random), 89)
                    edit = .set(ViewPath(fill.path), .fill(SwiftSourceEditor.fillSlot(fill), .solid(colour, opacity: Double(Int.random(in: 1...100, using: &random)) / 100)))
                default:
                    let editable = anchors.filter { ($0.kind == .literal || $0.kind == .argument) && $0.isOfView && Self.writesNumber($0) }
                    guard let anchor = editable.randomElement(using: &random) else { continue }
                    let isOpacity = scene.view(at: ViewPath(anchor.path)).map { view in
                        guard view.modifiers.indices.contains(anchor.modifier), case .opacity = view.modifiers[anchor.modifier] else { return false }
                        return true
                    } ?? false
                    edit = try self.edit(scene, anchor.path, anchor.modifier, argument: anchor.argument, isOpacity ? (value / 60 * 100).rounded() / 100 : value)
                }
                let plan = try SwiftSourceEditor.plan(edit, scene: scene, anchors: anchors, file: { URL(fileURLWithPath: $0) }).get()
                bytes = try XCTUnwrap(plan.text.applied(to: bytes), "seed \(seed)")
                scene = try plan.sceneEdits.reduce(scene) { try $0.applying($1).document }
                let moved = SwiftSourceEditor.anchors(anchors, after: plan.text, edited: plan.anchor, file: { URL(fileURLWithPath: $0) })
                made.append(plan.text)
                let reimported = try imported(bytes)
                XCTAssertEqual(reimported.file.document, scene, "seed \(seed)")
                if !SwiftSourceEditor.changesStructure(plan.anchor) { assertMoved(moved, reimported.anchors, splice: plan.text) }
                // The window's next edit uses the import its write caused.
                anchors = reimported.anchors
            }
            for splice in made.reversed() { bytes = try XCTUnwrap(splice.inverse.applied(to: bytes), "seed \(seed)") }
            XCTAssertEqual(bytes, original, "seed \(seed)")
        }
    }
}
