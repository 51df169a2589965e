// What a spin button accepts as a typed number (DecimalText).
import GtkKit
import XCTest

final class DecimalTextTests: XCTestCase {
    func testDecimalsWithEitherSeparator() {
        XCTAssertEqual(DecimalText.parse("12,5"), 12.5)
        XCTAssertEqual(DecimalText.parse("12.5"), 12.5)
        XCTAssertEqual(DecimalText.parse(" 7 "), 7)
        XCTAssertEqual(DecimalText.parse("\t-3,25\n"), -3.25)
        XCTAssertEqual(DecimalText.parse("+4"), 4)
        XCTAssertEqual(DecimalText.parse(".5"), 0.5)
        XCTAssertEqual(DecimalText.parse("12."), 12)
        XCTAssertEqual(DecimalText.parse("0"), 0)
        XCTAssertEqual(DecimalText.parse("600"), 600)
    }

    func testTheLocalesOwnSeparator() {
        // Arabic's decimal separator (U+066B), as localeconv gives it in such a locale.
        XCTAssertEqual(DecimalText.parse("12\u{066B}5", localeSeparator: "\u{066B}"), 12.5)
        XCTAssertEqual(DecimalText.parse("12,5", localeSeparator: "\u{066B}"), 12.5, "',' and '.' always work")
        XCTAssertNil(DecimalText.parse("1\u{066B}2.5", localeSeparator: "\u{066B}"), "one separator only")
        XCTAssertNil(DecimalText.parse("12\u{066B}5"), "not a separator in C")
        XCTAssertFalse(DecimalText.currentLocaleSeparator.isEmpty)
    }

    func testWhatIsNotANumberIsRefused() {
        for text in ["abc", "1,2,3", "1.234,5", "", "   ", "-", ".", ",", "nan", "NaN", "inf", "-inf", "infinity", "1e400", "1e2", "0x10",
            "12 5", "12,5 pt", "--1", "+-1", "٣", String(repeating: "9", count: 400)]
        {
            XCTAssertNil(DecimalText.parse(text), "\"\(text)\" is not a number")
        }
    }
}
