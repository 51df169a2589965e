// Colours and gradients edited in SwiftUI source: the style's tokens are replaced by the style as
// the code generator writes it, in the file's spelling (`.white` stays a member), at the call
// site where a custom view's argument gives it; a style that names the file's own values is
// never rewritten.
import ConcentricCore
import ConcentricScene
import ConcentricTestSupport
import Foundation
import PlaygroundStore
import SceneEditing
import XCTest

extension SourceEditTests {
    func paint(_ path: [Int], _ index: Int, _ fill: Fill) -> SceneEdit {
        .set(ViewPath(path), .fill(.modifier(index), fill))
    }

    func testAColourIsWrittenWhereTheFileGivesIt() throws {
        let bytes = try sample
        let scene = try imported(bytes).file.document
        let red = Fill.solid(Color(rgb8: 255, 59, 48))
        // The white surface's background is its call's `background:` argument.
        let surface = try modifierIndex(scene, [1, 1]) { if case .background = $0 { true } else { false } }
        try assertSpliced(bytes, paint([1, 1], surface, red), expected: """
            -                        ConcentricCardSurface(background: Color.white) {
            +                        ConcentricCardSurface(background: Color.red) {
            """)
        // The card's translucent white: the generator's spelling of the new opacity.
        let card = try modifierIndex(scene, [1]) { if case .background(_, .plain(.roundedRectangle)?) = $0 { true } else { false } }
        try assertSpliced(bytes, paint([1], card, .solid(.white, opacity: 0.2)), expected: """
            -            ConcentricCard(cornerRadius: 56, padding: inset, background: Color.white.opacity(0.16)) {
            +            ConcentricCard(cornerRadius: 56, padding: inset, background: Color.white.opacity(0.2)) {
            """)
        // `.foregroundStyle(.white)` stays a member.
        let foreground = try modifierIndex(scene, [1, 0]) { if case .foregroundStyle = $0 { true } else { false } }
        try assertSpliced(bytes, paint([1, 0], foreground, .solid(Color(red: 0, green: 0, blue: 0))), expected: """
            -                            .foregroundStyle(.white)
            +                            .foregroundStyle(.black)
            """)
    }

    func testAStyleNamingTheFilesValuesIsRefused() throws {
        let bytes = Array("""
            import SwiftUI

            struct Demo: View {
                let tint = Color.orange

                var body: some View {
                    Text("Hi").foregroundStyle(tint.opacity(0.5))
                }
            }

            #Preview { Demo() }

            """.utf8)
        let source = try imported(bytes)
        let edit = paint([], 0, .solid(.white))
        XCTAssertEqual(SwiftSourceEditor.plan(edit, scene: source.file.document, anchors: source.anchors, file: { URL(fileURLWithPath: $0) }).map(\.text), .failure(.expression("tint.opacity(0.5)")))
    }

    /// Every preset's generated SwiftUI: each literal style set to another imports as the scene
    /// editor's edit.
    func testEveryPresetsStylesAreEditable() throws {
        var edited = 0
        try forEachPresetSource { bytes, source in
            for anchor in source.anchors where anchor.argument == "fill" && anchor.kind == .literal {
                try assertSpliced(bytes, paint(anchor.path, anchor.modifier, .solid(Color(rgb8: 52, 199, 89), opacity: 0.5)), expected: nil)
                edited += 1
            }
        }
        XCTAssertGreaterThan(edited, 10)
    }
}
