// The performance-at-scale generator (`SceneDocument.scaleScene`): exact view counts,
// the same scene for the same seed, every corner style in it, and files the reader accepts as they are.
import ConcentricCore
import ConcentricJSON
@testable import ConcentricScene
@testable import ScaleScenes
import XCTest

final class ScaleSceneDocumentTests: XCTestCase {
    typealias S = FormatSupport

    func testViewCountsAreExactAndTheNestingFits() {
        for views in SceneDocument.scaleSceneSizes + [2, 3, 7, 250] {
            let document = SceneDocument.scaleScene(views: views)
            XCTAssertEqual(document.root.viewCount, views, "\(views)")
            XCTAssertLessThanOrEqual(document.root.nestingDepth, SceneFile.maximumDepth, "\(views)")
        }
        XCTAssertEqual(SceneDocument.scaleScene(views: 50_000).root.viewCount, SceneFile.maximumViews)
        XCTAssertEqual(SceneDocument.scaleScene(views: 0).root.viewCount, 2)
    }

    func testTheSameSeedMakesTheSameSceneAndAnotherSeedAnother() {
        XCTAssertEqual(SceneDocument.scaleScene(views: 1_000), SceneDocument.scaleScene(views: 1_000))
        XCTAssertNotEqual(SceneDocument.scaleScene(views: 1_000, seed: 1), SceneDocument.scaleScene(views: 1_000, seed: 2))
    }

    func testTheSceneMixesCornerStylesUniformModesAndText() {
        var styles: Set<CornerStyle.Kind> = []
        var uniformities: Set<Uniformity> = []
        var texts = 0
        var cards = 0
        var pending = [SceneDocument.scaleScene(views: 1_000).root]
        while let view = pending.popLast() {
            pending.append(contentsOf: view.childViews)
            if case .text = view.content { texts += 1 }
            var shapes: [ViewShape] = []
            if case .shape(let shape) = view.content { shapes.append(shape.shape) }
            for modifier in view.modifiers {
                if case .containerShape(let shape) = modifier { shapes.append(shape); cards += 1 }
            }
            for case .concentricRectangle(let rectangle) in shapes {
                uniformities.insert(rectangle.uniformity)
                for corner in LogicalCorner.allCases { styles.insert(rectangle.corners[corner].kind) }
            }
        }
        XCTAssertEqual(styles, Set(CornerStyle.Kind.allCases))
        XCTAssertEqual(uniformities, Set(Uniformity.allCases))
        XCTAssertGreaterThan(texts, 100)
        XCTAssertGreaterThan(cards, 100)
    }

    /// (The 10,000-view file, at the reader's limit, is read by every `concentric-bench scale`
    /// run, which stops on an error; here it would take half a minute of a debug build.)
    func testTheReaderAcceptsTheWrittenSceneAndReadsBackTheSameDocument() throws {
        for views in [100, 1_000] {
            let document = SceneDocument.scaleScene(views: views)
            let read = try SceneDocument.parse(bytes: Array(document.jsonText.utf8), devices: S.devices())
            XCTAssertEqual(read, document, "\(views)")
        }
    }

    func testEveryCardIsLaidOutWithItsCorners() throws {
        let layout = S.layout(.scaleScene(views: 100))
        let card = try S.node(layout, "card 1")
        XCTAssertNotNil(card.geometry?.corners)
        XCTAssertEqual(layout.nodes.count, 100)
    }
}
