// Where the playground's last state lives, read at start and written atomically on change.
import ConcentricRender
import Foundation
import PlaygroundStore

/// `$XDG_CONFIG_HOME/concentric/playground.json` (`~/.config/…` when unset): read once at start,
/// written atomically (the renderer's `AtomicFile`) after changes settle and on quit.
struct StateFile {
    let url: URL

    /// The file for `environment`, or nil when neither XDG_CONFIG_HOME nor HOME is set.
    static func standard(environment: [String: String] = ProcessInfo.processInfo.environment) -> StateFile? {
        // XDG Base Directory spec: an empty or relative XDG_CONFIG_HOME is ignored.
        let config: String
        if let xdg = environment["XDG_CONFIG_HOME"], xdg.hasPrefix("/") {
            config = xdg
        } else if let home = environment["HOME"], !home.isEmpty {
            config = home + "/.config"
        } else {
            return nil
        }
        return StateFile(
            url: URL(fileURLWithPath: config).appendingPathComponent("concentric")
                .appendingPathComponent(PlaygroundState.persistentFileName))
    }

    /// The file's text, or nil when there is none yet. A file that exists but cannot be read is
    /// reported as a warning (the defaults are used).
    func read() -> (text: String?, warning: String?) {
        guard FileManager.default.fileExists(atPath: url.path) else { return (nil, nil) }
        do {
            let data = try Data(contentsOf: url)
            guard let text = String(data: data, encoding: .utf8) else {
                return (nil, "\(url.path): not UTF-8 text; using the defaults")
            }
            return (text, nil)
        } catch {
            return (nil, "\(url.path): cannot read (\(error.localizedDescription)); using the defaults")
        }
    }

    /// Writes `text` atomically, creating the folder if needed.
    func write(_ text: String) throws(WriteError) {
        let folder = url.deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw WriteError(path: url.path, reason: "cannot create \(folder.path): \(error.localizedDescription)")
        }
        try AtomicFile.write(Array(text.utf8), to: url)
    }
}
