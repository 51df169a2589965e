// Numbers for files and exported labels: a "." under every locale, as printf writes in C.
import ConcentricCore
import Foundation
import XCTest

final class DecimalFormatTests: XCTestCase {
    /// Under a comma-decimal LC_NUMERIC (as a GTK program runs), `String(format:)` writes a
    /// comma and `DecimalFormat` writes what the C locale would, digit for digit.
    func testCommaLocalesWriteAPoint() throws {
        let cases: [(Double, String, String)] = [
            (11.875, "11.88", "1.2e+01"), (-0.125, "-0.12", "-1.2e-01"), (47.333, "47.33", "4.7e+01"), (1e13, "10000000000000.00", "1.0e+13"),
            (0, "0.00", "0.0e+00"), (.infinity, "inf", "inf"),
        ]
        for locale in ["de_DE.UTF-8", "tr_TR.UTF-8"] {
            let before = String(cString: setlocale(LC_NUMERIC, nil))
            guard setlocale(LC_NUMERIC, locale) != nil else { throw TestSetupError("the locale \(locale) is not generated: run scripts/deps.sh test") }
            defer { setlocale(LC_NUMERIC, before) }
            XCTAssertEqual(String(format: "%.2f", 11.875), "11,88", "\(locale) is not a comma locale here: the test shows nothing")
            for (value, fixed, exponent) in cases {
                XCTAssertEqual(DecimalFormat.fixed(value, digits: 2), fixed, "\(locale): \(value)")
                XCTAssertEqual(DecimalFormat.exponent(value, digits: 1), exponent, "\(locale): \(value)")
            }
            XCTAssertEqual(DecimalFormat.short(47.33), "47.3", locale)
            XCTAssertEqual(DecimalFormat.short(2e13), "2.0e+13", locale)
            XCTAssertEqual(DecimalFormat.short(47.333, decimals: 2), "47.33", locale)
        }
    }

    /// The one number for people: whole numbers bare, at most the decimals asked, no trailing
    /// zeros, and any Double gives text.
    func testShortNumbers() {
        let cases: [(Double, Int, String)] = [
            (54, 1, "54"), (47.3, 1, "47.3"), (47.34, 1, "47.3"), (47.35, 2, "47.35"), (47.30, 2, "47.3"), (-0.04, 1, "0"),
            (-12.25, 1, "-12.3"), (0.999, 2, "1"), (.nan, 1, "?"), (.infinity, 1, "∞"), (-.infinity, 2, "-∞"), (9.2e18, 1, "9.2e+18"),
        ]
        for (value, decimals, text) in cases {
            XCTAssertEqual(DecimalFormat.short(value, decimals: decimals), text, "\(value) to \(decimals)")
        }
    }
}

private struct TestSetupError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
