// The exit statuses every `concentric` subcommand uses.

/// Exit statuses: scripts rely on 2 meaning "your input or command line is wrong".
public enum ExitStatus {
    /// The command did what was asked.
    public static let success: Int32 = 0
    /// Something went wrong that the user did not cause (a bug, a broken installation).
    public static let internalFailure: Int32 = 1
    /// Bad input or bad usage: an unknown option, a missing file, invalid JSON.
    public static let badInput: Int32 = 2
}
