// Open in Editor: the command line that opens a source file at a line in the user's editor.

/// The command that opens `file` at `line` in the editor `$VISUAL` (else `$EDITOR`) names, or
/// nil when neither is set (the window then asks the desktop for the file's default
/// application, which takes no line).
///
/// The editors people set there, by the program's name:
/// - terminal editors (vi, vim, nvim, nano, emacs -nw, micro, helix, kakoune…) need a terminal:
///   `x-terminal-emulator -e EDITOR +LINE FILE` (Debian's alternative for the user's terminal);
/// - GUI editors with their own line syntax: `code -g FILE:LINE` (and codium),
///   `gnome-text-editor +LINE FILE`, `gedit +LINE FILE` (and mousepad, pluma, xed),
///   `kate --line LINE FILE` (and kwrite), `subl FILE:LINE` (and zed), GUI emacs
///   `emacs +LINE FILE`;
/// - any other program: `EDITOR FILE`, without a line, since its syntax for one is unknown.
public struct EditorCommand: Sendable, Hashable {
    /// The program and its arguments.
    public var arguments: [String]

    public init(arguments: [String]) {
        self.arguments = arguments
    }

    /// The command for `environment`'s editor, or nil when it names none.
    public init?(environment: [String: String], file: String, line: Int) {
        let setting = [environment["VISUAL"], environment["EDITOR"]].compactMap { $0 }.first { !Self.words($0).isEmpty }
        guard let setting else { return nil }
        let words = Self.words(setting)
        guard let program = words.first else { return nil }
        let name = program.split(separator: "/").last.map(String.init) ?? program
        let line = max(1, line)
        let options = Array(words.dropFirst())
        switch name {
        case "code", "code-insiders", "codium", "vscodium":
            arguments = words + ["-g", "\(file):\(line)"]
        case "gnome-text-editor", "gedit", "mousepad", "pluma", "xed":
            arguments = words + ["+\(line)", file]
        case "kate", "kwrite":
            arguments = words + ["--line", String(line), file]
        case "subl", "sublime_text", "zed", "zeditor":
            arguments = words + ["\(file):\(line)"]
        // A `where` clause binds to one pattern only: both names are tested through it.
        case _ where ["emacs", "emacsclient"].contains(name) && !options.contains { ["-nw", "-t", "--tty"].contains($0) }:
            arguments = words + ["+\(line)", file]
        case _ where Self.terminalEditors.contains(name):
            arguments = ["x-terminal-emulator", "-e"] + words + ["+\(line)", file]
        default:
            arguments = words + [file]
        }
    }

    /// Editors that run in a terminal and take `+LINE` before the file.
    public static let terminalEditors: Set<String> = [
        "vi", "vim", "nvim", "view", "vim.basic", "vim.tiny", "nano", "pico", "emacs", "emacsclient", "micro", "hx", "helix", "kak", "joe",
        "jed", "mcedit", "ne",
    ]

    /// An editor setting split into words as a shell would split it, with single and double
    /// quotes grouping (`"/opt/My Editor/bin/edit" --wait`); no other expansion.
    static func words(_ text: String) -> [String] {
        var words: [String] = []
        var current = ""
        var inWord = false
        var quote: Character?
        for c in text {
            if let q = quote {
                if c == q { quote = nil } else { current.append(c) }
            } else if c == "\"" || c == "'" {
                quote = c
                inWord = true
            } else if c == " " || c == "\t" || c == "\n" {
                if inWord { words.append(current) }
                current = ""
                inWord = false
            } else {
                current.append(c)
                inWord = true
            }
        }
        if inWord { words.append(current) }
        return words
    }
}
