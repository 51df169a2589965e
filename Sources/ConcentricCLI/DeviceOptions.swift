// The `--devices FILE` option that every command reading device profiles shares.
import ConcentricCore
import ConcentricIO
import ConcentricJSON
import ConcentricScene
import Foundation

/// Loads the device catalog a command works with: the bundled profiles, then the user file the
/// scene layer finds (`$CONCENTRIC_DEVICES`, else `~/.config/concentric/devices.json`), then the file
/// given with `--devices`, each adding profiles or replacing those with the same id.
public enum DeviceOptions {
    /// The option's name, for `Arguments`.
    public static let option = "--devices"

    /// The option's line in a command's help.
    public static let help = """
          --devices FILE    Add device profiles from FILE (a JSON array like `concentric devices --json`),
                            replacing profiles with the same id. $CONCENTRIC_DEVICES (else
                            ~/.config/concentric/devices.json) is read first the same way.
        """

    /// The catalog for parsed `arguments` run with `io`'s environment.
    public static func catalog(_ arguments: Arguments, io: IO) throws(InputError) -> DeviceCatalog {
        var catalog = try DeviceCatalog.load(userFile: DeviceCatalog.userFile(environment: io.environment))
        if let path = arguments.options[option] {
            catalog.merge(try DeviceCatalog.parse(fileAt: URL(fileURLWithPath: path)))
        }
        return catalog
    }
}
