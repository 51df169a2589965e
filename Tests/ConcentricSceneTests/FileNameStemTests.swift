// Default output names from a document's content stay one safe file-name component.
import ConcentricScene
import XCTest

final class FileNameStemTests: XCTestCase {
    func testPathsAndHiddenNamesCannotComeOut() {
        XCTAssertEqual(FileNameStem.safe("../../escaped"), "_._.__escaped")
        XCTAssertEqual(FileNameStem.safe("/etc/passwd"), "_etc_passwd")
        XCTAssertEqual(FileNameStem.safe(".hidden"), "_hidden")
        XCTAssertEqual(FileNameStem.safe(".."), "_.")
        XCTAssertEqual(FileNameStem.safe("a..b"), "a._b")
        XCTAssertEqual(FileNameStem.safe("tab\there\u{7F}\u{85}"), "tab_here__")
        XCTAssertEqual(FileNameStem.safe(""), "scene")
        XCTAssertEqual(FileNameStem.safe("concentric-card"), "concentric-card")
        XCTAssertEqual(FileNameStem.safe("Tarjeta · ñ"), "Tarjeta · ñ")
    }

    func testLongNamesAreCutAtACharactersEnd() {
        let cut = FileNameStem.safe(String(repeating: "é", count: 150))
        XCTAssertEqual(cut.utf8.count, 200)
        XCTAssertEqual(cut, String(repeating: "é", count: 100))
        XCTAssertEqual(FileNameStem.safe(String(repeating: "a", count: 199) + "é").utf8.count, 199)
    }
}
