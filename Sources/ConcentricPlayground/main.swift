// concentric-playground: parse the command line, then export headlessly or run the GTK app.
import ConcentricIO
import Foundation
import PlaygroundRules
import PlaygroundStore

// The translations first: the window, its dialogs and the headless modes' messages use them.
Localized.start()
let arguments = Array(CommandLine.arguments.dropFirst())
let options: CommandLineOptions
do {
    options = try CommandLineOptions.parse(arguments)
} catch {
    Console.write(error.description + "\n")
    exit(2)
}
switch options.mode {
case .help:
    print(CommandLineOptions.usage)
    exit(0)
case .version:
    print(ConcentricVersion.line(for: "concentric-playground"))
    exit(0)
default:
    break
}
exit(Launcher(options: options).run())
