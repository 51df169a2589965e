// concentric-playground: parse the command line, then export headlessly or run the GTK app.
import Foundation
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
if options.mode == .help {
    print(CommandLineOptions.usage)
    exit(0)
}
exit(Launcher(options: options).run())
