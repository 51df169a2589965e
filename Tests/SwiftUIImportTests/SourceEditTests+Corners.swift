// A concentric rectangle's corners edited in SwiftUI source: a corner's new kind replaces its
// own argument where the file's grouping still says the corners, else the argument list is
// written again in the list's own layout; values read from a `@State` or an expression are
// never rewritten into numbers.
import ConcentricCore
import ConcentricScene
import ConcentricTestSupport
import Foundation
import PlaygroundStore
import SceneEditing
import XCTest

extension SourceEditTests {
    /// A file whose one view draws its background in `shape` (Swift source).
    func card(_ shape: String) -> [UInt8] {
        Array("""
            import SwiftUI

            struct Demo: View {
                @State private var inset: CGFloat = 8

                var body: some View {
                    Text("Card")
                        .padding(inset)
                        .background(.orange, in: \(shape))
                        .containerShape(.rect(cornerRadius: 40))
                }
            }

            #Preview { Demo() }

            """.utf8)
    }

    func corner(_ corner: LogicalCorner, _ kind: CornerStyle.Kind, _ value: Number) -> SceneEdit {
        .set(ViewPath([]), .cornerStyle(.modifier(1), corner, kind, value: value))
    }

    /// Apple's example of one rectangle with each kind of corner: a corner's new kind, or a
    /// number in a per-corner style, changes that corner's argument only.
    func testACornersNewKindReplacesItsOwnArgument() throws {
        let bytes = card("""
            ConcentricRectangle(
                            topLeadingCorner: .concentric(minimum: 12.0),
                            topTrailingCorner: .fixed(24.0), // the sheet's handle side
                            bottomLeadingCorner: .concentric,
                            bottomTrailingCorner: .fixed(0.0)
                        )
            """)
        try assertSpliced(bytes, corner(.bottomLeading, .fixed, 16), expected: """
            -                bottomLeadingCorner: .concentric,
            +                bottomLeadingCorner: .fixed(16),
            """)
        try assertSpliced(bytes, corner(.topLeading, .concentric, 12), expected: """
            -                topLeadingCorner: .concentric(minimum: 12.0),
            +                topLeadingCorner: .concentric,
            """)
        try assertSpliced(bytes, corner(.topTrailing, .fixed, 30), expected: """
            -                topTrailingCorner: .fixed(24.0), // the sheet's handle side
            +                topTrailingCorner: .fixed(30), // the sheet's handle side
            """)
    }

    /// One style for every corner: a corner given another kind needs the four-corner
    /// initialiser, written in place of the arguments.
    func testAUniformStyleBecomesFourCornersWhenOneChanges() throws {
        let bytes = card("ConcentricRectangle(corners: .concentric(minimum: .fixed(8)))")
        let edited = try assertSpliced(bytes, corner(.topLeading, .fixed, 12), expected: """
            -            .background(.orange, in: ConcentricRectangle(corners: .concentric(minimum: .fixed(8))))
            +            .background(.orange, in: ConcentricRectangle(topLeadingCorner: .fixed(12), topTrailingCorner: .concentric(minimum: .fixed(8)), \
            bottomLeadingCorner: .concentric(minimum: .fixed(8)), bottomTrailingCorner: .concentric(minimum: .fixed(8))))
            """)
        // Back to one style: the shortest initialiser again.
        try assertSpliced(edited.bytes, corner(.topLeading, .concentricWithMinimum, 8), expected: """
            -            .background(.orange, in: ConcentricRectangle(topLeadingCorner: .fixed(12), topTrailingCorner: .concentric(minimum: .fixed(8)), \
            bottomLeadingCorner: .concentric(minimum: .fixed(8)), bottomTrailingCorner: .concentric(minimum: .fixed(8))))
            +            .background(.orange, in: ConcentricRectangle(corners: .concentric(minimum: .fixed(8))))
            """)
        // A bare `ConcentricRectangle()` gains its arguments between its parentheses.
        try assertSpliced(card("ConcentricRectangle()"), corner(.bottomTrailing, .fixed, 4), expected: """
            -            .background(.orange, in: ConcentricRectangle())
            +            .background(.orange, in: ConcentricRectangle(topLeadingCorner: .concentric, topTrailingCorner: .concentric, \
            bottomLeadingCorner: .concentric, bottomTrailingCorner: .fixed(4)))
            """)
    }

    /// The grouping drop-down writes `isUniform`, a uniform pair's initialiser, or back; a
    /// corner of a uniform group changed on its own leaves the group (no initialiser says it).
    func testTheGroupingIsWrittenAndAUniformGroupsCornerLeavesIt() throws {
        let bytes = card(".rect(corners: .fixed(8))")
        let uniform = try assertSpliced(bytes, .set(ViewPath([]), .uniformity(.modifier(1), .all)), expected: """
            -            .background(.orange, in: .rect(corners: .fixed(8)))
            +            .background(.orange, in: .rect(corners: .fixed(8), isUniform: true))
            """)
        let source = try imported(uniform.bytes)
        let edit = corner(.topLeading, .concentric, 0)
        let plan = try SwiftSourceEditor.plan(edit, scene: source.file.document, anchors: source.anchors, file: { URL(fileURLWithPath: $0) }).get()
        let after = try XCTUnwrap(plan.text.applied(to: uniform.bytes))
        XCTAssertEqual(changedLines(uniform.bytes, after), """
            -            .background(.orange, in: .rect(corners: .fixed(8), isUniform: true))
            +            .background(.orange, in: .rect(topLeadingCorner: .concentric, topTrailingCorner: .fixed(8), bottomLeadingCorner: .fixed(8), bottomTrailingCorner: .fixed(8)))
            """)
        let reimported = try imported(after).file.document
        let edited = try plan.sceneEdits.reduce(source.file.document) { try $0.applying($1).document }
        XCTAssertEqual(reimported, edited)
        XCTAssertEqual(SwiftSourceEditor.rectangle(at: 1, of: reimported.root)?.uniformity, Uniformity.none)
        // `.rect` has no bare form: every corner concentric is `corners: .concentric`.
        try assertSpliced(card(".rect(corners: .fixed(8))"), .set(ViewPath([]), .uniformity(.modifier(1), .topAndBottom)), expected: """
            -            .background(.orange, in: .rect(corners: .fixed(8)))
            +            .background(.orange, in: .rect(uniformTopCorners: .fixed(8), uniformBottomCorners: .fixed(8)))
            """)
    }

    /// A `@State` in a corner style is written again by name when the corner's kind changes, and
    /// its value is the slider's: a new number for it is refused.
    func testAStateInACornerStyleIsKeptAndItsValueRefused() throws {
        let bytes = card("ConcentricRectangle(topLeadingCorner: .fixed(inset), topTrailingCorner: .concentric, bottomLeadingCorner: .concentric, bottomTrailingCorner: .concentric)")
        try assertSpliced(bytes, corner(.topLeading, .concentricWithMinimum, .parameter("inset")), expected: """
            -            .background(.orange, in: ConcentricRectangle(topLeadingCorner: .fixed(inset), topTrailingCorner: .concentric, \
            bottomLeadingCorner: .concentric, bottomTrailingCorner: .concentric))
            +            .background(.orange, in: ConcentricRectangle(topLeadingCorner: .concentric(minimum: .fixed(inset)), topTrailingCorner: .concentric, \
            bottomLeadingCorner: .concentric, bottomTrailingCorner: .concentric))
            """)
        let source = try imported(bytes)
        let planned = SwiftSourceEditor.plan(corner(.topLeading, .fixed, 30), scene: source.file.document, anchors: source.anchors, file: { URL(fileURLWithPath: $0) })
        XCTAssertEqual(planned.map(\.text), .failure(.state("inset")))
    }

    /// An argument list broken over lines keeps one argument a line at its indentation.
    func testARewrittenListKeepsItsLines() throws {
        let bytes = card("""
            ConcentricRectangle(
                            corners: .fixed(8)
                        )
            """)
        try assertSpliced(bytes, corner(.bottomLeading, .concentric, 0), expected: """
            -                corners: .fixed(8)
            +                topLeadingCorner: .fixed(8),
            +                topTrailingCorner: .fixed(8),
            +                bottomLeadingCorner: .concentric,
            +                bottomTrailingCorner: .fixed(8)
            """)
    }

    /// Every preset's generated SwiftUI: each concentric rectangle's top-leading corner (in a
    /// modifier, or a shape view's own) given each other kind imports as the scene editor's edit, and undoes to the original bytes.
    func testEveryPresetsCornerKindsAreEditable() throws {
        var edited = 0, ownShapes = 0
        try forEachPresetSource { bytes, source in
            for list in source.anchors where list.argument.hasPrefix("arguments:") && list.kind == .literal {
                guard let view = source.file.document.view(at: ViewPath(list.path)),
                      let rectangle = SwiftSourceEditor.rectangle(at: list.modifier, of: view) else { continue }
                ownShapes += list.modifier == SourceAnchor.ownShape ? 1 : 0
                for kind in CornerStyle.Kind.allCases where kind != rectangle.corners.topLeading.kind {
                    let edit = SceneEdit.set(ViewPath(list.path), .cornerStyle(SwiftSourceEditor.shapeSlot(list), .topLeading, kind, value: .literal(6)))
                    try assertSpliced(bytes, edit, expected: nil)
                    edited += 1
                }
            }
        }
        XCTAssertGreaterThan(edited, 4, "the presets draw concentric rectangles")
        XCTAssertGreaterThan(ownShapes, 0, "the presets draw concentric rectangles as views")
    }
}
