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
            XCTAssertEqual(shortLength(47.33), "47.3", locale)
            XCTAssertEqual(shortLength(2e13), "2.0e+13", locale)
        }
    }
}

private struct TestSetupError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
