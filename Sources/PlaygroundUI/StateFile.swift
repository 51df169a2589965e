// Where the playground's last state lives, read at start and written atomically on change.
import ConcentricIO
import Foundation
import PlaygroundStore

/// `$XDG_CONFIG_HOME/concentric/playground.json` (`~/.config/…` when unset): read once at start,
/// written atomically (`AtomicFile`: through a symlink to its target) after changes settle and
/// on quit. A file that cannot be used is never destroyed: a corrupt one is moved aside to
/// `playground.json.corrupt-YYYYMMDD-HHMMSS`, and a newer version's file or one that cannot be
/// read is left alone and not written over for the rest of the session.
struct StateFile {
    let url: URL

    /// What reading the file at start gave.
    enum Loaded: Equatable {
        /// No file yet: the defaults, and the file is written on the first change.
        case missing
        /// A valid file's text, for `stateRestored`.
        case restore(String)
        /// The file cannot be used; `message` says what was done about it. When `keepOff`, the
        /// file is still in place (newer, unreadable, could not be moved) and must not be saved over.
        case unusable(message: String, keepOff: Bool)
    }

    /// The file for `environment`, or nil when neither XDG_CONFIG_HOME nor HOME is set.
    static func standard(environment: [String: String] = ProcessInfo.processInfo.environment) -> StateFile? {
        ConfigPaths.playgroundStateFile(environment: environment).map { StateFile(url: URL(fileURLWithPath: $0)) }
    }

    /// Reads and checks the file; moves a corrupt one aside.
    func load(library: PlaygroundLibrary) -> Loaded {
        let name = PlaygroundState.persistentFileName
        let bytes: [UInt8]
        do throws(ReadFailure) { bytes = try FileDescriptorIO.readFile(atPath: url.path) } catch {
            if !error.isTooLarge {
                if !FileManager.default.fileExists(atPath: url.path) { return .missing }
                return .unusable(
                    message: tr(
                        "{file}: cannot read ({reason}); using the defaults, and this session's changes are not saved over it",
                        ["file": url.path, "reason": error.reason]),
                    keepOff: true)
            }
            return moveAside(because: error.reason)
        }
        do throws(PersistentStateProblem) {
            _ = try PlaygroundState.restoring(Data(bytes), library: library)
            return .restore(String(decoding: bytes, as: UTF8.self))
        } catch {
            if case .newerVersion = error {
                return .unusable(
                    // TRANSLATORS: {problem} is English, e.g. "written by a newer version (3)".
                    message: tr("{file} was {problem}: it is left as it is, the defaults are used and this session's changes are not saved",
                        ["file": name, "problem": error.description]),
                    keepOff: true)
            }
            return moveAside(because: error.description)
        }
    }

    /// Renames the file (a symlink's target, so the link keeps working once the state is
    /// written again) to `….corrupt-YYYYMMDD-HHMMSS` beside it.
    private func moveAside(because reason: String) -> Loaded {
        let name = PlaygroundState.persistentFileName
        let target: String
        do throws(WriteError) { target = try AtomicFile.resolve(url.path) } catch {
            return .unusable(message: Self.cannotMoveAside(name, reason, error.reason), keepOff: true)
        }
        let stamp = DateFormatter()
        stamp.locale = Locale(identifier: "en_US_POSIX")
        stamp.dateFormat = "yyyyMMdd-HHmmss"
        let base = target + ".corrupt-" + stamp.string(from: Date())
        var aside = base
        var number = 2
        // link + unlink, not rename: rename would replace an earlier corrupt file of the same second.
        while link(target, aside) != 0 {
            guard errno == EEXIST, number < 100 else {
                return .unusable(
                    message: Self.cannotMoveAside(name, reason, SystemError.current.reason),
                    keepOff: true)
            }
            aside = "\(base)-\(number)"
            number += 1
        }
        unlink(target)
        return .unusable(
            message: tr("{file} could not be used ({reason}); it was moved to {copy} and the defaults are used", ["file": name, "reason": reason, "copy": aside]),
            keepOff: false)
    }

    private static func cannotMoveAside(_ name: String, _ reason: String, _ why: String) -> String {
        tr("{file}: {reason}; it cannot be moved aside ({why}), so it is left as it is and not saved over", ["file": name, "reason": reason, "why": why])
    }

    /// Writes `data` atomically, creating the folder if needed.
    func write(_ data: Data) throws(WriteError) {
        let folder = url.deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw WriteError(path: url.path, reason: "cannot create \(folder.path): \(error.localizedDescription)", kind: .refused)
        }
        try AtomicFile.write(Array(data), to: url)
    }
}
