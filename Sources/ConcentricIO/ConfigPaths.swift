// Where the project's per-user files live: the XDG Base Directory rules, in one place.

/// The XDG base folders and the project's files in them.
public enum ConfigPaths {
    /// The XDG base folders this project uses.
    public enum Base: Sendable {
        /// `$XDG_CONFIG_HOME`, else `$HOME/.config`.
        case config
        /// `$XDG_STATE_HOME`, else `$HOME/.local/state`.
        case state
    }

    /// The base folder for `environment`, or nil when neither the variable nor HOME gives one.
    /// The XDG Base Directory spec: "If an implementation encounters a relative path in any of
    /// these variables it should consider the path invalid and ignore it", so an empty or
    /// relative value falls back to the default under HOME.
    public static func base(_ base: Base, environment: [String: String]) -> String? {
        let (variable, fallback) = base == .config ? ("XDG_CONFIG_HOME", "/.config") : ("XDG_STATE_HOME", "/.local/state")
        if let value = environment[variable], value.hasPrefix("/") { return value }
        guard let home = environment["HOME"], !home.isEmpty else { return nil }
        return home + fallback
    }

    /// The user's device profiles: `$CONCENTRIC_DEVICES` when set, else
    /// `$XDG_CONFIG_HOME/concentric/devices.json` (whether or not it exists).
    public static func devicesFile(environment: [String: String]) -> String? {
        if let explicit = environment["CONCENTRIC_DEVICES"], !explicit.isEmpty { return explicit }
        return base(.config, environment: environment).map { $0 + "/concentric/devices.json" }
    }

    /// The playground's saved state: `$XDG_CONFIG_HOME/concentric/playground.json`.
    public static func playgroundStateFile(environment: [String: String]) -> String? {
        base(.config, environment: environment).map { $0 + "/concentric/playground.json" }
    }
}
