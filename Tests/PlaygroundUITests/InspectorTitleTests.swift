// The inspector's widget in this process: each group is titled with what it edits, and a group
// kept while the type it edits changes is titled again.
import ConcentricCore
import ConcentricJSON
import ConcentricScene
import GtkKit
@_spi(Harness) @testable import PlaygroundUI
import SceneEditing
import XCTest

final class InspectorTitleTests: XCTestCase {
    /// The card: its kind, its shapes (the rim's RoundedRectangle, the shape it publishes), its
    /// layout, its paints, each group titled with the SwiftUI type it edits; groups of a modifier
    /// alone keep their plain title. Its named part, the orange surface, has its
    /// ConcentricRectangle, the stack and its gradient.
    func testGroupsAreTitledWithWhatTheyEdit() throws {
        try WidgetTesting.onMain {
            let document = try WidgetTesting.cardDocument()
            let inspector = Inspector()
            inspector.show(document: document, selection: ViewPath([1]), layout: ViewLayout(document: document))
            XCTAssertEqual(inspector.groupTitles, [
                "View: VStack", "Background: RoundedRectangle", "Container shape: RoundedRectangle", "Padding", "Padding", "Background: Color",
            ])
            inspector.show(document: document, selection: ViewPath([1], part: 2), layout: ViewLayout(document: document))
            XCTAssertEqual(inspector.groupTitles, ["View: VStack", "Background: ConcentricRectangle", "Stack", "Padding", "Background: LinearGradient"])
        }
    }

    /// Picking another shape for the published container shape keeps that group's widget and
    /// renames it; a shape that differs in nothing but its type (a circle for an ellipse, no rows
    /// either way) is named too.
    func testAKeptGroupIsTitledAgainWhenItsTypeChanges() throws {
        try WidgetTesting.onMain {
            let document = try WidgetTesting.cardDocument()
            let inspector = Inspector()
            let card = ViewPath([1])
            inspector.show(document: document, selection: card, layout: ViewLayout(document: document))
            var titles: [String] = []
            for kind in ["capsule", "circle", "ellipse"] {
                let model = try XCTUnwrap(InspectorModel(document: document, path: card, layout: nil))
                let field = try XCTUnwrap(model.sections.first { $0.group == .shape(.modifier(5), .containerShape) }?.rows.first?.field)
                let edit = try XCTUnwrap(try model.edit(field, to: .choice(kind)))
                let edited = try document.applying(edit).document
                inspector.show(document: edited, selection: card, layout: ViewLayout(document: edited))
                titles.append(inspector.groupTitles[2])
            }
            XCTAssertEqual(titles, ["Container shape: Capsule", "Container shape: Circle", "Container shape: Ellipse"])
        }
    }
}
