// The numbers command-line options take: written as JSON writes numbers, nothing else.

/// A decimal number as a person types one on a command line (`2`, `1.5`, `-20`, `.5`, `1e3`):
/// an optional minus, digits with an optional fraction, an optional exponent. Swift's own
/// `Double(_:)` also reads `0x10`, `+2`, `nan` and `inf`, which no option here means.
public enum PlainNumber {
    /// The value of `text` (spaces around it ignored), or nil when it is not a plain number.
    public static func parse(_ text: String) -> Double? {
        let trimmed = text.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed()
        var scalars = Array(String(trimmed).unicodeScalars)[...]
        if scalars.first == "-" { scalars = scalars.dropFirst() }
        let integer = scalars.prefix { ("0"..."9").contains($0) }
        scalars = scalars.dropFirst(integer.count)
        var fraction = 0
        if scalars.first == "." {
            scalars = scalars.dropFirst()
            fraction = scalars.prefix { ("0"..."9").contains($0) }.count
            scalars = scalars.dropFirst(fraction)
        }
        guard integer.count + fraction > 0 else { return nil }
        if scalars.first == "e" || scalars.first == "E" {
            scalars = scalars.dropFirst()
            if scalars.first == "-" || scalars.first == "+" { scalars = scalars.dropFirst() }
            let exponent = scalars.prefix { ("0"..."9").contains($0) }.count
            guard exponent > 0 else { return nil }
            scalars = scalars.dropFirst(exponent)
        }
        guard scalars.isEmpty else { return nil }
        return Double(String(trimmed))
    }
}
