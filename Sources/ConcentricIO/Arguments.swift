// The one command-line parser: flags, options with values, positionals, for the `concentric`
// subcommands and `concentric-playground` alike.

/// A subcommand's parsed arguments.
///
/// Options are `--name` (flags) or `--name VALUE` / `--name=VALUE` (options); `-` is a positional
/// (standard input by convention) and `--` ends the options. `--help` and `-h` are handled by the
/// dispatcher before a command parses its arguments.
public struct Arguments: Sendable, Hashable {
    /// The flags given (`"--compact"`).
    public private(set) var flags: Set<String> = []
    /// The options given, with their values (`"--devices": "my.json"`).
    public private(set) var options: [String: String] = [:]
    /// The values of repeatable options, in the order given (`"--set": ["inset=8", "gap=2"]`).
    public private(set) var repeated: [String: [String]] = [:]
    /// The other arguments, in order.
    public private(set) var positionals: [String] = []
    /// The flags and options given, in the order given (a later option's message can name an
    /// earlier one it does not go with).
    public private(set) var given: [String] = []

    /// Parses `arguments` against what the command accepts. Throws `UsageError` for an unknown
    /// option, a flag given a value, an option without one, an option given twice, or more
    /// positionals than `maximumPositionals`. Options in `repeatable` may be given any number of
    /// times; their values are collected in `repeated`.
    public init(
        _ arguments: [String], flags knownFlags: Set<String> = [], options knownOptions: Set<String> = [],
        repeatable: Set<String> = [], maximumPositionals: Int = 0
    ) throws(UsageError) {
        var index = 0
        var optionsEnded = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            guard !optionsEnded, argument.hasPrefix("-"), argument != "-" else {
                guard positionals.count < maximumPositionals else {
                    throw UsageError(
                        maximumPositionals == 0
                            ? "unexpected argument \"\(argument)\"" : "too many arguments (unexpected \"\(argument)\")")
                }
                positionals.append(argument)
                continue
            }
            if argument == "--" {
                optionsEnded = true
                continue
            }
            // `--name=value`; a single-dash argument is a name as written (`-h=1` is unknown).
            let (name, inlineValue): (String, String?) =
                if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
                    (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
                } else {
                    (argument, nil)
                }
            if knownFlags.contains(name) {
                guard inlineValue == nil else { throw UsageError("\(name) takes no value") }
                flags.insert(name)
                given.append(name)
            } else if knownOptions.contains(name) || repeatable.contains(name) {
                let value: String
                if let inlineValue {
                    value = inlineValue
                } else {
                    guard index < arguments.count else { throw UsageError("\(name) needs a value") }
                    value = arguments[index]
                    index += 1
                }
                if repeatable.contains(name) {
                    repeated[name, default: []].append(value)
                } else {
                    guard options[name] == nil else { throw UsageError("\(name) is given more than once") }
                    options[name] = value
                }
                given.append(name)
            } else {
                throw UsageError("unknown option \"\(name)\"")
            }
        }
    }

    /// Whether `--help` or `-h` appears before any `--`.
    public static func asksForHelp(_ arguments: [String]) -> Bool {
        for argument in arguments {
            if argument == "--" { return false }
            if argument == "--help" || argument == "-h" { return true }
        }
        return false
    }
}
