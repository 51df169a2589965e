// The importer's helper program: `concentric-import-swiftui FILE [--preview NAME]` prints the
// import's answer as one JSON object on standard output (`scene`, `warnings`, `sources`,
// `previews`, `files`; or `errors` and `candidates`, with status 2). `concentric` and the app
// run it: they are linked statically and cannot load the toolchain's parser themselves.
#if canImport(Glibc)
import Glibc
#endif
import SwiftUIImport

/// Writes all of `text` to standard output; false when it could not.
func writeOut(_ text: String) -> Bool {
    var bytes = Array(text.utf8)
    bytes.append(0x0A)
    var offset = 0
    while offset < bytes.count {
        let written = bytes.withUnsafeBytes { write(1, $0.baseAddress! + offset, $0.count - offset) }
        if written < 0 {
            if errno == EINTR { continue }
            return false
        }
        offset += written
    }
    return true
}

let arguments = Array(CommandLine.arguments.dropFirst())
var path: String?
var preview: String?
var index = 0
while index < arguments.count {
    if arguments[index] == "--preview", index + 1 < arguments.count {
        preview = arguments[index + 1]
        index += 2
    } else if path == nil {
        path = arguments[index]
        index += 1
    } else {
        index = arguments.count
        path = nil
    }
}
guard let path else {
    _ = writeOut(ImportFailure(errors: [SourceMessage(
        place: SourcePlace(file: "concentric-import-swiftui", line: 1, column: 1),
        message: "usage: concentric-import-swiftui FILE [--preview NAME]")]).envelope)
    exit(2)
}
switch SwiftUIImporter.importFile(at: path, preview: preview) {
case .success(let imported):
    exit(writeOut(imported.envelope) ? 0 : 3)
case .failure(let failure):
    exit(writeOut(failure.envelope) ? 2 : 3)
}
