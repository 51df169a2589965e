// Runs the built `concentric` executable as a real process, for contract tests.
import Foundation
import XCTest

/// The `concentric` binary next to the test bundle, run with arguments, standard input and an
/// environment; its output and status are captured.
struct ConcentricExecutable {
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
        /// Standard error split into lines (without the final empty one).
        var errorLines: [String] { stderr.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init) }
    }

    let url: URL

    /// Finds the executable: `$CONCENTRIC_EXECUTABLE` when set, else in the build products folder
    /// that holds this test bundle (whatever `--scratch-path` was used), else in `.build` under
    /// the package root.
    static func locate(file: StaticString = #filePath, line: UInt = #line) throws -> ConcentricExecutable {
        var candidates: [URL] = []
        let environment = ProcessInfo.processInfo.environment
        if let explicit = environment["CONCENTRIC_EXECUTABLE"], !explicit.isEmpty { candidates.append(URL(fileURLWithPath: explicit)) }
        // The test runner is the bundle itself on Linux (…/debug/XPackageTests.xctest) and a
        // helper inside Xcode's products folder on macOS; try each ancestor's folder.
        var bundles = [Bundle.main.bundleURL, Bundle(for: BundleToken.self).bundleURL]
        if let exe = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            bundles.append(URL(fileURLWithPath: exe))
        }
        for bundle in bundles {
            var folder = bundle.deletingLastPathComponent()
            for _ in 0..<4 {
                candidates.append(folder.appendingPathComponent("concentric"))
                folder = folder.deletingLastPathComponent()
            }
        }
        let packageRoot = URL(fileURLWithPath: "\(file)").deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        candidates.append(packageRoot.appendingPathComponent(".build/debug/concentric"))
        for candidate in candidates where FileManager.default.isExecutableFile(atPath: candidate.path) {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory), !isDirectory.boolValue {
                return ConcentricExecutable(url: candidate)
            }
        }
        XCTFail("the `concentric` executable was not found (looked in: \(candidates.map(\.path).joined(separator: ", ")))", file: file, line: line)
        throw CocoaError(.fileNoSuchFile)
    }

    /// Runs `concentric arguments` with `stdin` as standard input, in `directory`; standard
    /// output goes to `stdout` when given (`/dev/full`, a pipe nobody reads), else is captured.
    func run(
        _ arguments: [String], stdin: String = "", environment: [String: String] = [:], directory: URL? = nil,
        stdout: FileHandle? = nil
    ) throws -> Result {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("concentric-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let (inputURL, outputURL, errorURL) = (scratch.appendingPathComponent("in"), scratch.appendingPathComponent("out"), scratch.appendingPathComponent("err"))
        try Data(stdin.utf8).write(to: inputURL)
        try Data().write(to: outputURL)
        try Data().write(to: errorURL)

        let process = Process()
        process.executableURL = url
        process.arguments = arguments
        // A clean environment: no user device file may leak into the results.
        var env = ["PATH": "/usr/bin:/bin", "HOME": scratch.path, "XDG_CONFIG_HOME": scratch.path]
        env.merge(environment) { $1 }
        process.environment = env
        if let directory { process.currentDirectoryURL = directory }
        process.standardInput = try FileHandle(forReadingFrom: inputURL)
        process.standardOutput = try stdout ?? FileHandle(forWritingTo: outputURL)
        process.standardError = try FileHandle(forWritingTo: errorURL)
        try process.run()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationReason, .exit, "concentric \(arguments) did not exit normally")
        return Result(
            status: process.terminationStatus,
            stdout: String(decoding: try Data(contentsOf: outputURL), as: UTF8.self),
            stderr: String(decoding: try Data(contentsOf: errorURL), as: UTF8.self))
    }
}

private final class BundleToken {}
