// The release both programs belong to: what `concentric --version` and `concentric-playground
// --version` print and the About window shows (keep it equal to the metainfo's newest <release>).

/// The project's version, one constant for both programs (ConcentricIO is the lowest layer they
/// share, like their exit statuses).
public enum ConcentricVersion {
    /// The release number (semantic versioning).
    public static let number = "0.1.0"

    /// The `--version` line of `program`: its name and the version.
    public static func line(for program: String) -> String { "\(program) \(number)" }
}
