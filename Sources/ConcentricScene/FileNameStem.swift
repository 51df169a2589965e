// A file name made from a document's content (a scene's `id`) or a file the user named: always
// one safe component, so a default output name never escapes the folder it is written in.

/// The stem default output names start from (`card` in `card@2x.png`).
public enum FileNameStem {
    /// The longest stem, in UTF-8 bytes: room for the suffixes added to it (`@1.5x-annotated.png`,
    /// `-0000.png`) within a file system's 255-byte name.
    public static let maximumBytes = 200

    /// `text` as one file-name component: `/`, control characters, a leading `.` and a `.` after
    /// a `.` become `_` (so neither `..` nor a hidden name can come out), cut to `maximumBytes` at
    /// a character's end, and `scene` when nothing is left.
    public static func safe(_ text: String) -> String {
        var out = String.UnicodeScalarView()
        var bytes = 0
        for scalar in text.unicodeScalars {
            let unsafe = scalar == "/" || scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
                || (scalar == "." && (out.isEmpty || out.last == "."))
            let kept: Unicode.Scalar = unsafe ? "_" : scalar
            let size = String(kept).utf8.count
            guard bytes + size <= maximumBytes else { break }
            out.append(kept)
            bytes += size
        }
        return out.isEmpty ? "scene" : String(out)
    }
}
