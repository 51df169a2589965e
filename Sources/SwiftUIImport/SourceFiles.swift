// Reading Swift files for the importer, without Foundation (the helper program stays small):
// capped reads, a folder's other `.swift` files, and each file parsed once with its `#if`
// regions evaluated for an iOS 26 debug build.
#if canImport(Glibc)
import Glibc
#endif
internal import SwiftDiagnostics
internal import SwiftIfConfig
internal import SwiftOperators
internal import SwiftParser
internal import SwiftParserDiagnostics
internal import SwiftSyntax

/// The largest `.swift` file the importer reads (4 MiB): far beyond any view file, and a bound
/// on what a mistaken argument (a log, a disk image) costs.
public let maximumSourceBytes = 4 << 20

/// Why a file could not be read, in words for a message.
struct ReadProblem: Error {
    var reason: String
}

/// Reads a regular file of at most `maximumSourceBytes` bytes.
func readSourceFile(_ path: String) throws(ReadProblem) -> [UInt8] {
    var info = stat()
    guard stat(path, &info) == 0 else { throw ReadProblem(reason: String(cString: strerror(errno))) }
    let type = info.st_mode & S_IFMT
    if type == S_IFDIR { throw ReadProblem(reason: "is a folder") }
    guard type == S_IFREG else { throw ReadProblem(reason: "not a regular file") }
    guard info.st_size <= maximumSourceBytes else {
        throw ReadProblem(reason: "too large (\(info.st_size) bytes; a .swift file may have at most \(maximumSourceBytes))")
    }
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { throw ReadProblem(reason: String(cString: strerror(errno))) }
    defer { close(descriptor) }
    var bytes = [UInt8](repeating: 0, count: Int(info.st_size) + 1)
    var count = 0
    while true {
        if count == bytes.count {
            guard bytes.count <= maximumSourceBytes else { throw ReadProblem(reason: "too large (it grew while being read)") }
            bytes.append(contentsOf: [UInt8](repeating: 0, count: 65_536))
        }
        let read = bytes.withUnsafeMutableBytes { buffer in
            Glibc.read(descriptor, buffer.baseAddress! + count, buffer.count - count)
        }
        if read < 0 {
            if errno == EINTR { continue }
            throw ReadProblem(reason: String(cString: strerror(errno)))
        }
        if read == 0 { break }
        count += read
    }
    guard count <= maximumSourceBytes else { throw ReadProblem(reason: "too large (more than \(maximumSourceBytes) bytes)") }
    return Array(bytes[..<count])
}

/// The other `.swift` files of `path`'s folder, as paths joined to the folder the user named
/// (so messages name them as the user would), sorted for a stable order.
func siblingSourceFiles(of path: String) -> [String] {
    let slash = path.lastIndex(of: "/")
    // "Card.swift" lives in ".", written bare; "/Card.swift" in "/".
    let folder = slash.map { String(path[...$0]) } ?? ""
    let own = slash.map { String(path[path.index(after: $0)...]) } ?? path
    guard let directory = opendir(folder.isEmpty ? "." : folder) else { return [] }
    defer { closedir(directory) }
    var names: [String] = []
    // An entry is only as long as its name (d_reclen): the name is read in place up to its NUL,
    // never as the declared 256-byte d_name, which would copy past the entry's end.
    guard let nameOffset = MemoryLayout<dirent>.offset(of: \dirent.d_name) else { return [] }
    while let entry = readdir(directory) {
        let name = String(cString: (UnsafeRawPointer(entry) + nameOffset).assumingMemoryBound(to: CChar.self))
        guard name.hasSuffix(".swift"), name != own, !name.hasPrefix(".") else { continue }
        names.append(name)
    }
    return names.sorted().map { folder + $0 }
}

/// A parsed Swift file with what the importer needs beside the tree.
final class ParsedFile {
    /// The name messages use.
    let name: String
    let tree: SourceFileSyntax
    /// Where each line starts, in UTF-8 bytes: places are read from it (`SourceLocationConverter`
    /// walks the whole tree to build the same table; only the parser's own errors need it).
    private let lineStarts: [Int]
    /// The file's bytes: the text an anchor replaces, read as written (trivia included).
    let bytes: [UInt8]
    /// The `#if` regions active in an iOS 26 debug build, worked out the first time an `#if` is
    /// met (a walk of the whole tree that most files do not need).
    private(set) lazy var regions: ConfiguredRegions = tree.configuredRegions(in: IOSDebugBuild())

    init(name: String, bytes: [UInt8]) {
        self.name = name
        self.bytes = bytes
        let parsed = bytes.withUnsafeBufferPointer { Parser.parse(source: $0) }
        // Operators folded into trees (`a - b * c`), so expressions read as they evaluate; a
        // sequence the table cannot fold stays a sequence, and reads as not understood.
        let folded = OperatorTable.standardOperators.foldAll(parsed) { _ in }
        tree = folded.as(SourceFileSyntax.self) ?? parsed
        // Line breaks as Swift counts them: \n, \r\n and a lone \r.
        var starts = [0]
        var index = 0
        while index < bytes.count {
            if bytes[index] == 0x0A {
                starts.append(index + 1)
            } else if bytes[index] == 0x0D {
                if index + 1 < bytes.count, bytes[index + 1] == 0x0A { index += 1 }
                starts.append(index + 1)
            }
            index += 1
        }
        lineStarts = starts
    }

    /// The text of bytes `range` (UTF-8 offsets within the file).
    func text(_ range: Range<Int>) -> String {
        String(decoding: bytes[max(0, range.lowerBound)..<min(bytes.count, range.upperBound)], as: UTF8.self)
    }

    /// A node of this file's tree as written, without its surrounding trivia: its
    /// `trimmedDescription`, read from the bytes instead of rebuilt from its tokens (which an
    /// import did for every anchor, a large part of its time).
    func text(of node: some SyntaxProtocol) -> String {
        let text = text(node.positionAfterSkippingLeadingTrivia.utf8Offset..<node.endPositionBeforeTrailingTrivia.utf8Offset)
        assert(text == node.trimmedDescription, "\(name): a node read from another file's bytes")
        return text
    }

    /// Where `node` starts, after its leading trivia: 1-based line, and column in UTF-8 bytes as
    /// the compiler counts it.
    func place(of node: some SyntaxProtocol) -> SourcePlace {
        let offset = node.positionAfterSkippingLeadingTrivia.utf8Offset
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return SourcePlace(file: name, line: low + 1, column: offset - lineStarts[low] + 1)
    }

    /// The parser's own errors, located. A tree without errors (the flag every node carries up
    /// from its tokens, lexer errors included) is not walked again to say so.
    func syntaxErrors() -> [SourceMessage] {
        guard tree.hasError else { return [] }
        let converter = SourceLocationConverter(fileName: name, tree: tree)
        return ParseDiagnosticsGenerator.diagnostics(for: tree)
            .filter { $0.diagMessage.severity == .error }
            .map { diagnostic in
                let location = diagnostic.location(converter: converter)
                return SourceMessage(place: SourcePlace(file: name, line: location.line, column: location.column), message: diagnostic.message)
            }
    }

    /// The items of a statement list with `#if` blocks replaced by their active clause's items.
    func activeItems(_ items: CodeBlockItemListSyntax) -> [CodeBlockItemSyntax] {
        var result: [CodeBlockItemSyntax] = []
        for item in items {
            if let config = item.item.as(IfConfigDeclSyntax.self) {
                if case .statements(let inner)? = regions.activeClause(for: config)?.elements {
                    result.append(contentsOf: activeItems(inner))
                }
            } else {
                result.append(item)
            }
        }
        return result
    }

    /// The members of a declaration with `#if` blocks replaced by their active clause's members.
    func activeMembers(_ members: MemberBlockItemListSyntax) -> [MemberBlockItemSyntax] {
        var result: [MemberBlockItemSyntax] = []
        for member in members {
            if let config = member.decl.as(IfConfigDeclSyntax.self) {
                if case .decls(let inner)? = regions.activeClause(for: config)?.elements {
                    result.append(contentsOf: activeMembers(inner))
                }
            } else {
                result.append(member)
            }
        }
        return result
    }
}

/// The build the importer evaluates `#if` against: iOS 26 on an iPhone, debug, Swift 6, where
/// SwiftUI and UIKit can be imported (what Xcode's canvas builds for a preview).
struct IOSDebugBuild: BuildConfiguration {
    func isCustomConditionSet(name: String) throws -> Bool { name == "DEBUG" }
    func hasFeature(name: String) throws -> Bool { false }
    func hasAttribute(name: String) throws -> Bool { true }
    func canImport(importPath: [(TokenSyntax, String)], version: CanImportVersion) throws -> Bool {
        guard let module = importPath.first?.1 else { return false }
        return ["SwiftUI", "UIKit", "Foundation", "Combine", "Observation", "CoreGraphics", "Swift"].contains(module)
    }
    func isActiveTargetOS(name: String) throws -> Bool { name == "iOS" }
    func isActiveTargetArchitecture(name: String) throws -> Bool { name == "arm64" }
    func isActiveTargetEnvironment(name: String) throws -> Bool { name == "simulator" }
    func isActiveTargetRuntime(name: String) throws -> Bool { name == "_ObjC" }
    func isActiveTargetPointerAuthentication(name: String) throws -> Bool { false }
    func isActiveTargetObjectFormat(name: String) throws -> Bool { name == "MachO" }
    var targetPointerBitWidth: Int { 64 }
    var targetAtomicBitWidths: [Int] { [32, 64, 128] }
    var endianness: Endianness { .little }
    var languageVersion: VersionTuple { VersionTuple(6, 2) }
    var compilerVersion: VersionTuple { VersionTuple(6, 2) }
}
