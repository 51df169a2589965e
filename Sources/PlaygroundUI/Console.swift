// One-line messages on stderr: `warning: …` and `error: …`.
import Foundation

enum Console {
    static func warn(_ message: String) { write("warning: \(message)\n") }
    static func error(_ message: String) { write("error: \(message)\n") }

    static func write(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }
}
