// The user's device profiles on disk: found by the XDG rules, read with the input cap.
import ConcentricCore
import ConcentricIO
import ConcentricJSON
import Foundation

extension DeviceCatalog {
    /// The user's own profiles, in order of precedence: `$CONCENTRIC_DEVICES`, then
    /// `$XDG_CONFIG_HOME/concentric/devices.json` (`~/.config/…`) when it exists.
    public static func userFile(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL? {
        guard let path = ConfigPaths.devicesFile(environment: environment) else { return nil }
        if let explicit = environment["CONCENTRIC_DEVICES"], !explicit.isEmpty { return URL(fileURLWithPath: explicit) }
        return FileManager.default.fileExists(atPath: path) ? URL(fileURLWithPath: path) : nil
    }

    /// The bundled profiles overridden by `userFile` (when given).
    public static func load(userFile: URL? = DeviceCatalog.userFile()) throws(InputError) -> DeviceCatalog {
        var catalog = try bundled()
        if let userFile { catalog.merge(try parse(fileAt: userFile)) }
        return catalog
    }

    /// Reads a JSON array of profiles from a file; errors name the file and the place in it.
    public static func parse(fileAt url: URL) throws(InputError) -> [DeviceProfile] {
        let bytes: [UInt8]
        do throws(ReadFailure) { bytes = try FileDescriptorIO.readFile(atPath: url.path) } catch {
            throw InputError(path: url.path, "cannot read the device profiles (\(error.reason))")
        }
        return try parse(bytes: bytes, name: url.lastPathComponent)
    }
}
