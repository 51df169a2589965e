// printf's fixed and exponent notations with a "." whatever the process's locale.
import Foundation

/// `%.Nf` and `%.Ne` as the C locale writes them. A GTK program runs under the user's locale
/// (`setlocale(LC_ALL, "")`), and `String(format:)` follows its `LC_NUMERIC`: under de_DE or
/// tr_TR it writes "11,87". Labels drawn into exports and text written to files must not depend
/// on who made them, so every such number goes through here.
public enum DecimalFormat {
    /// `value` with `digits` decimals ("11.87").
    public static func fixed(_ value: Double, digits: Int) -> String {
        pointed(String(format: "%.\(digits)f", value))
    }

    /// A number for people: rounded to at most `decimals` decimals, without trailing zeros
    /// ("54", "47.3", "47.33"). The one formatter of every number the app, the labels and the
    /// status line show. Total: NaN is "?", infinities "∞" and "-∞", and a huge value is written
    /// in exponent form rather than trapping in a conversion to an integer.
    public static func short(_ value: Double, decimals: Int = 1) -> String {
        guard value.isFinite else { return value.isNaN ? "?" : (value > 0 ? "∞" : "-∞") }
        guard abs(value) < 1e12 else { return exponent(value, digits: 1) }
        let scale = pow(10, Double(max(0, min(decimals, 9))))
        let rounded = (value * scale).rounded() / scale
        if rounded == rounded.rounded() { return String(Int64(rounded)) }
        var text = fixed(rounded, digits: max(0, min(decimals, 9)))
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }

    /// `value` in exponent form with `digits` decimals ("1.2e+12").
    public static func exponent(_ value: Double, digits: Int) -> String {
        pointed(String(format: "%.\(digits)e", value))
    }

    /// printf's own characters (digits, signs, the exponent's "e", "inf", "nan") kept; the
    /// locale's decimal separator, whatever characters it is made of, becomes one ".". printf
    /// groups no thousands without the `'` flag, so nothing else can appear.
    private static func pointed(_ text: String) -> String {
        var result = ""
        var inSeparator = false
        for scalar in text.unicodeScalars {
            if scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "-" || scalar == "+" {
                result.unicodeScalars.append(scalar)
                inSeparator = false
            } else if !inSeparator {
                result.append(".")
                inSeparator = true
            }
        }
        return result
    }
}
