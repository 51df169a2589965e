// A shape view's own shape edited in SwiftUI source (`RoundedRectangle(cornerRadius: 12)` as a
// view, not in a modifier): its radius, its corners and its fill are written as a modifier's are.
import ConcentricCore
import ConcentricScene
import ConcentricTestSupport
import Foundation
import PlaygroundStore
import SceneEditing
import XCTest

extension SourceEditTests {
    /// A stack of two shape views, each with its own shape and fill.
    var shapeViews: [UInt8] {
        Array("""
            import SwiftUI

            struct Tiles: View {
                var body: some View {
                    VStack(spacing: 8) {
                        RoundedRectangle(cornerRadius: 12, style: .continuous)
                            .fill(.orange)
                            .frame(height: 80)
                        ConcentricRectangle(corners: .concentric(minimum: .fixed(8)))
                            .fill(Color.blue)
                    }
                    .padding(10)
                    .containerShape(.rect(cornerRadius: 30))
                }
            }

            #Preview { Tiles() }

            """.utf8)
    }

    func testAShapeViewsOwnRadiusIsWrittenWhereItsCallSaysIt() throws {
        try assertSpliced(shapeViews, .set(ViewPath([0]), .cornerRadius(.content, .literal(20))), expected: """
            -            RoundedRectangle(cornerRadius: 12, style: .continuous)
            +            RoundedRectangle(cornerRadius: 20, style: .continuous)
            """)
    }

    func testAShapeViewsOwnCornersAreWrittenWhereItsCallSaysThem() throws {
        // The one style's number, then a corner of another kind (the four-corner initialiser).
        let minimum = LogicalCorner.allCases.map { SceneEdit.set(ViewPath([1]), .cornerStyle(.content, $0, .concentricWithMinimum, value: .literal(12))) }
        try assertSpliced(shapeViews, minimum[0], expected: """
            -            ConcentricRectangle(corners: .concentric(minimum: .fixed(8)))
            +            ConcentricRectangle(corners: .concentric(minimum: .fixed(12)))
            """)
        try assertSpliced(shapeViews, .set(ViewPath([1]), .cornerStyle(.content, .topLeading, .fixed, value: .literal(4))), expected: """
            -            ConcentricRectangle(corners: .concentric(minimum: .fixed(8)))
            +            ConcentricRectangle(topLeadingCorner: .fixed(4), topTrailingCorner: .concentric(minimum: .fixed(8)), \
            bottomLeadingCorner: .concentric(minimum: .fixed(8)), bottomTrailingCorner: .concentric(minimum: .fixed(8)))
            """)
    }

    func testAShapeViewsFillIsWrittenWhereItsCallSaysIt() throws {
        try assertSpliced(shapeViews, .set(ViewPath([0]), .fill(.content, .solid(.white))), expected: """
            -                .fill(.orange)
            +                .fill(.white)
            """)
        try assertSpliced(shapeViews, .set(ViewPath([1]), .fill(.content, .solid(.black))), expected: """
            -                .fill(Color.blue)
            +                .fill(Color.black)
            """)
    }

    /// The store's inspector groups: a shape view's own shape and fill are written into the
    /// file; a radius read from a property is refused with the expression.
    func testAShapeViewsOwnGroupsAreEditable() throws {
        let source = try imported(shapeViews)
        let url = URL(fileURLWithPath: "/work/Tiles.swift")
        let state = update(PlaygroundState(), .swiftSourceOpened(url, source.file, SwiftSourceImport(source, url: url, preview: nil))).0
        let groups = state.sourceGroups(at: ViewPath([0])).editable
        XCTAssertTrue(groups.isSuperset(of: [.shape(.content, .content), .fill(.content, .content), .frame(0)]), "\(groups)")
        XCTAssertTrue(state.sourceGroups(at: ViewPath([1])).editable.contains(.shape(.content, .content)))
    }
}
