// Command-line numbers: what a person types, not every spelling Swift's Double(_:) reads.
import ConcentricJSON
import XCTest

final class PlainNumberTests: XCTestCase {
    func testPlainNumbers() {
        for (text, value) in [("2", 2.0), ("1.5", 1.5), ("-20", -20), (".5", 0.5), ("3.", 3), ("1e3", 1000), ("2E-1", 0.2), (" 8 ", 8), ("007", 7)] {
            XCTAssertEqual(PlainNumber.parse(text), value, text)
        }
    }

    func testEverythingElseIsRefused() {
        for text in ["0x10", "+2", "nan", "inf", "-inf", "infinity", "1_000", "", " ", "-", ".", "e3", "1e", "1e+", "2px", "1,5", "--2", "0x1p3", "\t2", "١٢"] {
            XCTAssertNil(PlainNumber.parse(text), text)
        }
    }
}
