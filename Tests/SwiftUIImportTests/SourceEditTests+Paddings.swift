// Paddings written for some edges edited in SwiftUI source: `.padding(.horizontal, 16)`'s one
// number sets its two edges, each `EdgeInsets` argument its own edge; an edge the file does not
// write a number for is refused.
import ConcentricCore
import ConcentricScene
import ConcentricTestSupport
import Foundation
import PlaygroundStore
import SceneEditing
import XCTest

extension SourceEditTests {
    /// A text padded on some edges twice: an edge set, then `EdgeInsets`.
    var edgePaddings: [UInt8] {
        Array("""
            import SwiftUI

            struct Chip: View {
                var body: some View {
                    Text("Chip")
                        .padding(.horizontal, 16)
                        .padding(EdgeInsets(top: 2, leading: 4, bottom: 6, trailing: 8))
                        .padding([.top, .bottom], 10)
                        .background(.mint, in: Capsule())
                }
            }

            #Preview { Chip() }

            """.utf8)
    }

    /// The padding at `index` of the root with `edge` set to `value`, as the inspector's row sets it.
    func padding(_ scene: SceneDocument, _ index: Int, _ edge: WritableKeyPath<EdgeInsetsValue, Number>, _ value: Double) throws -> SceneEdit {
        guard case .padding(var insets) = scene.root.modifiers[index] else { throw CancellationError() }
        insets[keyPath: edge] = .literal(value)
        return .set(.root, .modifier(index, .padding(insets)))
    }

    func testAnEdgeSetsNumberSetsItsEdges() throws {
        let scene = try imported(edgePaddings).file.document
        let (_, _, source) = try assertSpliced(edgePaddings, try padding(scene, 0, \.trailing, 20), expected: """
            -            .padding(.horizontal, 16)
            +            .padding(.horizontal, 20)
            """)
        XCTAssertEqual(source.file.document.root.modifiers[0], .padding(EdgeInsetsValue(top: 0, leading: 20, bottom: 0, trailing: 20)))
        try assertSpliced(edgePaddings, try padding(scene, 2, \.bottom, 12), expected: """
            -            .padding([.top, .bottom], 10)
            +            .padding([.top, .bottom], 12)
            """)
    }

    func testEachEdgeInsetsArgumentIsItsOwnEdge() throws {
        let scene = try imported(edgePaddings).file.document
        try assertSpliced(edgePaddings, try padding(scene, 1, \.bottom, 9), expected: """
            -            .padding(EdgeInsets(top: 2, leading: 4, bottom: 6, trailing: 8))
            +            .padding(EdgeInsets(top: 2, leading: 4, bottom: 9, trailing: 8))
            """)
    }

    /// `.padding(.horizontal, 16)` writes no number for its top: typing one is refused, the file
    /// untouched (the inspector's message says to edit the file).
    func testAnEdgeTheFileWritesNoNumberForIsRefused() throws {
        let source = try imported(edgePaddings)
        let scene = source.file.document
        let refused = SwiftSourceEditor.plan(try padding(scene, 0, \.top, 5), scene: scene, anchors: source.anchors, file: { URL(fileURLWithPath: $0) })
        guard case .failure(.notInSource) = refused else { return XCTFail("\(refused)") }
    }
}
