// Modifiers added to and removed from SwiftUI source: an addition goes after the chain's last
// modifier, on a line of its own indented as its neighbours where the chain has a modifier a
// line, else inline; a removal takes the call's tokens, and its line where it had one.
import ConcentricCore
import ConcentricScene
import ConcentricTestSupport
import Foundation
import PlaygroundStore
import SceneEditing
import XCTest

extension SourceEditTests {
    func adding(_ modifier: ViewModifier, to path: [Int], in scene: SceneDocument) throws -> SceneEdit {
        let view = try XCTUnwrap(scene.view(at: ViewPath(path)))
        return .set(ViewPath(path), .insertModifier(modifier, at: view.modifiers.count))
    }

    /// The index of the view's modifier of `kind` (its JSON name), the `occurrence`th.
    func modifierIndex(_ scene: SceneDocument, _ path: [Int], where matches: (ViewModifier) -> Bool) throws -> Int {
        let view = try XCTUnwrap(scene.view(at: ViewPath(path)))
        return try XCTUnwrap(view.modifiers.firstIndex(where: matches), "\(view.modifiers)")
    }

    func testAModifierIsAddedOnALineOfItsOwnAfterAChainOfLines() throws {
        let bytes = try sample
        let scene = try imported(bytes).file.document
        try assertSpliced(bytes, adding(.opacity(0.5), to: [1, 0], in: scene), expected: """
            +                            .opacity(0.5)
            """)
        // The card's chain at its call site is `}` then `.padding(24)` on a line of its own.
        try assertSpliced(bytes, adding(.padding(EdgeInsetsValue(top: 16, leading: 16, bottom: 16, trailing: 16)), to: [1], in: scene), expected: """
            +            .padding(16)
            """)
    }

    /// A custom view's call with no modifier of its own: the modifier follows its closing brace,
    /// at the call site (the view's declaration, every use's, stays as it is).
    func testAModifierOfACustomViewsUseGoesAfterItsCall() throws {
        let bytes = try sample
        let source = try imported(bytes)
        let plan = try SwiftSourceEditor.plan(
            adding(.opacity(0.8), to: [1, 1], in: source.file.document), scene: source.file.document, anchors: source.anchors, file: { URL(fileURLWithPath: $0) }).get()
        XCTAssertFalse(plan.changesEveryUse)
        try assertSpliced(bytes, adding(.opacity(0.8), to: [1, 1], in: source.file.document), expected: """
            -                        }
            +                        }.opacity(0.8)
            """)
    }

    func testARemovedModifierTakesItsLine() throws {
        let bytes = try sample
        let scene = try imported(bytes).file.document
        let padding = try modifierIndex(scene, [1, 0]) { if case .padding = $0 { true } else { false } }
        try assertSpliced(bytes, .set(ViewPath([1, 0]), .removeModifier(padding)), expected: """
            -                            .padding(16)
            """)
        let card = try modifierIndex(scene, [1]) { $0 == .padding(EdgeInsetsValue(top: 24, leading: 24, bottom: 24, trailing: 24)) }
        try assertSpliced(bytes, .set(ViewPath([1]), .removeModifier(card)), expected: """
            -            .padding(24)
            """)
    }

    /// A modifier in a custom view's declaration: removing it removes it from every use.
    func testRemovingADeclarationsModifierChangesEveryUse() throws {
        let bytes = try sample
        let source = try imported(bytes)
        let scene = source.file.document
        let background = try modifierIndex(scene, [1, 1]) { if case .background = $0 { true } else { false } }
        let plan = try SwiftSourceEditor.plan(.set(ViewPath([1, 1]), .removeModifier(background)), scene: scene, anchors: source.anchors, file: { URL(fileURLWithPath: $0) }).get()
        XCTAssertTrue(plan.changesEveryUse)
        XCTAssertEqual(plan.sceneEdits.count, 2, "the orange and the white surface")
        try assertSpliced(bytes, .set(ViewPath([1, 1]), .removeModifier(background)), expected: """
            -            .background(background, in: ConcentricRectangle(corners: .concentric(minimum: .fixed(minimumRadius))))
            """)
    }

    /// A chain written on one line stays on one line.
    func testAnInlineChainStaysInline() throws {
        let bytes = Array("""
            import SwiftUI

            struct Demo: View {
                var body: some View {
                    Text("Hi").padding(4).opacity(0.5) // greeting
                }
            }

            #Preview { Demo() }

            """.utf8)
        let source = try imported(bytes)
        let scene = source.file.document
        try assertSpliced(bytes, .set(.root, .removeModifier(0)), expected: """
            -        Text("Hi").padding(4).opacity(0.5) // greeting
            +        Text("Hi").opacity(0.5) // greeting
            """)
        try assertSpliced(bytes, adding(.frame(width: 80, height: nil, alignment: .center), to: [], in: scene), expected: """
            -        Text("Hi").padding(4).opacity(0.5) // greeting
            +        Text("Hi").padding(4).opacity(0.5).frame(width: 80) // greeting
            """)
        // A modifier written over several lines is not added; an addition anywhere but outermost
        // is not one the file can say after its last modifier.
        let view = SceneView(.color(.rgb(.white)))
        XCTAssertEqual(SwiftSourceEditor.plan(try adding(.background(.view(view), in: nil), to: [], in: scene), scene: scene, anchors: source.anchors, file: { URL(fileURLWithPath: $0) }).map(\.text), .failure(.notOneLine))
        XCTAssertEqual(SwiftSourceEditor.plan(.set(.root, .insertModifier(.opacity(1), at: 0)), scene: scene, anchors: source.anchors, file: { URL(fileURLWithPath: $0) }).map(\.text), .failure(.notInSource))
    }

    /// A chain whose `.` follows a comment on its line is written inline there: the new modifier
    /// after the last call, the removed call's tokens alone (the comment stays).
    func testACommentBeforeTheDotKeepsTheChainInline() throws {
        let bytes = Array("""
            import SwiftUI

            struct Demo: View {
                var body: some View {
                    Text("Hi")
                        /* roomy */ .padding(4)
                }
            }

            #Preview { Demo() }

            """.utf8)
        let scene = try imported(bytes).file.document
        try assertSpliced(bytes, adding(.opacity(0.5), to: [], in: scene), expected: """
            -            /* roomy */ .padding(4)
            +            /* roomy */ .padding(4).opacity(0.5)
            """)
        try assertSpliced(bytes, .set(.root, .removeModifier(0)), expected: """
            -            /* roomy */ .padding(4)
            +            /* roomy */ 
            """)
    }

    /// `Color.orange.opacity(0.5)` is the colour's own opacity: an opacity added right after a
    /// colour written as a view is refused; any other modifier is written.
    func testAnOpacityAfterAColourViewIsRefused() throws {
        let bytes = Array("""
            import SwiftUI

            struct Demo: View {
                var body: some View {
                    Color.orange
                }
            }

            #Preview { Demo() }

            """.utf8)
        let source = try imported(bytes)
        let scene = source.file.document
        XCTAssertEqual(SwiftSourceEditor.plan(try adding(.opacity(0.5), to: [], in: scene), scene: scene, anchors: source.anchors, file: { URL(fileURLWithPath: $0) }).map(\.text), .failure(.opacityOfTheStyle))
        try assertSpliced(bytes, adding(.padding(EdgeInsetsValue(top: 8, leading: 8, bottom: 8, trailing: 8)), to: [], in: scene), expected: """
            -        Color.orange
            +        Color.orange.padding(8)
            """)
    }

    /// Every preset's generated SwiftUI: each view with a located chain takes a padding, and each
    /// modifier written as a call of its own is removed, each importing as the scene editor's edit.
    ///
    /// The diff each makes, worked out from the text alone: an addition after a chain of lines
    /// is one new line, `.padding(3)` indented as the line before it, and after a chain on one
    /// line the same line with `.padding(3)` where the chain ends; a removal of a call on a line
    /// of its own is that line, else the same line without the call.
    func testEveryPresetsModifiersCanBeAddedAndRemoved() throws {
        var (added, removed) = (0, 0)
        func indentation(_ line: String) -> String { String(line.prefix { $0 == " " }) }
        try forEachPresetSource { bytes, source in
            let scene = source.file.document
            let lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            func line(at offset: Int) -> (index: Int, column: Int) {
                let index = bytes[..<offset].filter { $0 == 0x0A }.count
                return (index, offset - (bytes[..<offset].lastIndex(of: 0x0A).map { $0 + 1 } ?? 0))
            }
            for chain in source.anchors where chain.argument == "chain" {
                let (index, column) = line(at: chain.end)
                let old = lines[index]
                let expected = chain.prefix.contains("\n")
                    ? "+" + indentation(old) + ".padding(3)"
                    : "-\(old)\n+" + String(decoding: old.utf8.prefix(column), as: UTF8.self) + ".padding(3)" + String(decoding: old.utf8.dropFirst(column), as: UTF8.self)
                try assertSpliced(bytes, adding(.padding(EdgeInsetsValue(top: 3, leading: 3, bottom: 3, trailing: 3)), to: chain.path, in: scene), expected: expected)
                added += 1
            }
            for call in source.anchors where call.argument == "call" && call.kind == .literal {
                let ownLine = call.text.hasPrefix("\n")
                let (index, column) = line(at: ownLine ? call.start + 1 : call.start)
                let old = lines[index]
                let removedLines = Array(lines[index..<(index + call.text.filter { $0 == "\n" }.count)])
                // What follows the call on its last line (a comment) joins the line before.
                let rest = String(decoding: removedLines.last.map { Array($0.utf8) } ?? [], as: UTF8.self)
                    .dropFirst(String(call.text.split(separator: "\n", omittingEmptySubsequences: false).last ?? "").count)
                let expected = ownLine
                    ? (rest.isEmpty
                        ? removedLines.map { "-" + $0 }.joined(separator: "\n")
                        : ([lines[index - 1]] + removedLines).map { "-" + $0 }.joined(separator: "\n") + "\n+" + lines[index - 1] + rest)
                    : "-\(old)\n+" + String(decoding: old.utf8.prefix(column), as: UTF8.self) + String(decoding: old.utf8.dropFirst(column + call.text.utf8.count), as: UTF8.self)
                try assertSpliced(bytes, .set(ViewPath(call.path), .removeModifier(call.modifier)), expected: expected)
                removed += 1
            }
        }
        XCTAssertGreaterThan(added, 20)
        XCTAssertGreaterThan(removed, 40)
    }
}
