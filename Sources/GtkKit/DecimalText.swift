// Reading a number typed into a spin button: decimals only, with the locale's separator or '.' or ','.
import Glibc

/// The typed text of a number field as a value, or nil when it is not one.
///
/// Our choice: a decimal number is an optional sign, digits, and at most one
/// decimal separator followed by digits ("12", "-3", "12.5", ".5", "12."), with spaces around it
/// ignored. The separator may be the locale's (`localeconv`, "," in Spanish), '.' or ',' whatever
/// the locale: the test machines only have C.UTF-8 while the UI may be in Spanish, and a user
/// typing either one means a decimal. Because ',' is always a decimal separator, no grouping
/// separator is accepted ("1,234" is 1.234, and "1,2,3" or "1.234,5" are refused), nor exponents,
/// "nan", "inf", or a number too large to be finite ("1e400", 400 digits).
public enum DecimalText {
    /// The value of `text`, or nil when it is not a decimal number as described above.
    /// `localeSeparator` is the locale's decimal point (`currentLocaleSeparator`).
    public static func parse(_ text: String, localeSeparator: String = ".") -> Double? {
        var body = Substring(text)
        while let first = body.first, first.isWhitespace { body.removeFirst() }
        while let last = body.last, last.isWhitespace { body.removeLast() }
        var normalized = ""
        if let sign = body.first, sign == "-" || sign == "+" {
            if sign == "-" { normalized.append("-") }
            body.removeFirst()
        }
        var digits = 0
        var separators = 0
        while !body.isEmpty {
            if !localeSeparator.isEmpty, body.hasPrefix(localeSeparator) {
                separators += 1
                normalized.append(".")
                body.removeFirst(localeSeparator.count)
                continue
            }
            let c = body.removeFirst()
            if c == "." || c == "," {
                separators += 1
                normalized.append(".")
            } else if let ascii = c.asciiValue, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(ascii) {
                digits += 1
                normalized.append(c)
            } else {
                return nil
            }
        }
        guard digits > 0, separators <= 1, let value = Double(normalized), value.isFinite else { return nil }
        return value
    }

    /// The current locale's decimal point (LC_NUMERIC, which GTK sets from the environment at
    /// start-up), "." when it cannot be read.
    public static var currentLocaleSeparator: String {
        guard let conventions = localeconv(), let point = conventions.pointee.decimal_point else { return "." }
        let separator = String(cString: point)
        return separator.isEmpty ? "." : separator
    }
}
