// concentric-playground's whole program: parse the command line, then export headlessly or run
// the GTK app. A library function, so the executable is a line and the window's code is a
// library the tests can link.
import ConcentricIO
import Foundation
import PlaygroundRules

public enum PlaygroundProgram {
    /// Runs the program with `arguments` (without the program's name) and answers its exit status.
    @MainActor public static func run(_ arguments: [String]) -> Int32 {
        // The translations first: the window, its dialogs and the headless modes' messages use them.
        Localized.start()
        let options: CommandLineOptions
        do {
            options = try CommandLineOptions.parse(arguments)
        } catch {
            Console.write(error.description + "\n")
            return 2
        }
        switch options.mode {
        case .help:
            print(CommandLineOptions.usage)
            return 0
        case .version:
            print(ConcentricVersion.line(for: "concentric-playground"))
            return 0
        default:
            return Launcher(options: options).run()
        }
    }
}
