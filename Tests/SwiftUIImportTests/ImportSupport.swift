// What the importer's tests share: importing a source as Card.swift (its scene checked by the
// scene reader) and the preview a view body is wrapped in.
import ConcentricCore
import ConcentricJSON
import ConcentricScene
import SwiftUIImport
import XCTest

extension XCTestCase {
    /// Imports `source` as Card.swift; fails the test on an import error or an unreadable scene.
    func importing(_ source: String, preview: String? = nil, file: StaticString = #filePath, line: UInt = #line) throws -> ImportedScene {
        switch SwiftUIImporter.importSource(Array(source.utf8), named: "Card.swift", preview: preview) {
        case .success(let imported):
            XCTAssertNoThrow(try SceneFile.parse(bytes: Array(imported.sceneText.utf8), devices: DeviceCatalog.bundled()), file: file, line: line)
            return imported
        case .failure(let failure):
            XCTFail("import failed: \(failure.errors)", file: file, line: line)
            throw failure
        }
    }

    /// A file whose view `Demo` declares `state` and has `body` as its body, with a preview of it.
    func preview(_ body: String, state: String = "") -> String {
        """
        import SwiftUI
        struct Demo: View {
            \(state)
            var body: some View {
                \(body)
            }
        }
        #Preview { Demo() }
        """
    }
}
