// The one process runner of the test targets: a real binary (the package's `concentric` or
// `concentric-playground`, or a system tool) run with standard input, an environment and a working
// folder; its status, the signal that ended it, and everything it printed are captured.
import Foundation
import XCTest

/// A program run as a real process, for contract tests.
public struct ConcentricExecutable: Sendable {
    /// How a run ended.
    public struct Result: Sendable {
        /// The exit status, or the signal's number when a signal ended it (Foundation's `terminationStatus`).
        public var status: Int32
        /// The signal that ended the process, or nil when it exited.
        public var signal: Int32?
        public var stdout: String
        public var stderr: String
        /// Whether the run outlived its timeout and was terminated.
        public var timedOut = false

        /// Standard error split into lines (without the final empty one).
        public var errorLines: [String] { stderr.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init) }
    }

    /// A process started by `start`, still running or finished.
    public final class Running: @unchecked Sendable {
        public let process: Process
        let scratch: URL
        let outputURL: URL, errorURL: URL
        let capturesOutput: Bool

        init(process: Process, scratch: URL, outputURL: URL, errorURL: URL, capturesOutput: Bool) {
            self.process = process
            self.scratch = scratch
            self.outputURL = outputURL
            self.errorURL = errorURL
            self.capturesOutput = capturesOutput
        }

        public var isRunning: Bool { process.isRunning }

        /// Sends SIGTERM.
        public func terminate() { process.terminate() }

        /// Waits for the end (terminating the process after `timeout` seconds, when given) and
        /// returns what it printed; the process's scratch folder is removed.
        public func wait(timeout: TimeInterval? = nil) -> Result {
            var timedOut = false
            if let timeout {
                let deadline = Date().addingTimeInterval(timeout)
                while process.isRunning && Date() < deadline { usleep(20_000) }
                if process.isRunning {
                    timedOut = true
                    process.terminate()
                }
            }
            process.waitUntilExit()
            defer { try? FileManager.default.removeItem(at: scratch) }
            let read = { (url: URL) in String(decoding: (try? Data(contentsOf: url)) ?? Data(), as: UTF8.self) }
            return Result(
                status: process.terminationStatus,
                signal: process.terminationReason == .uncaughtSignal ? process.terminationStatus : nil,
                stdout: capturesOutput ? read(outputURL) : "", stderr: read(errorURL), timedOut: timedOut)
        }
    }

    public let url: URL

    public init(url: URL) { self.url = url }

    /// Finds the built `name` (`concentric` by default, `concentric-playground`, …):
    /// `$CONCENTRIC_EXECUTABLE` when set (for `concentric` only), else in the build products folder
    /// that holds this test bundle (whatever `--scratch-path` was used), else in `.build/debug`
    /// under the package root (found from the caller's `#filePath`, in `Tests/TARGET/`).
    public static func locate(_ name: String = "concentric", file: StaticString = #filePath, line: UInt = #line) throws -> ConcentricExecutable {
        var candidates: [URL] = []
        let environment = ProcessInfo.processInfo.environment
        if name == "concentric", let explicit = environment["CONCENTRIC_EXECUTABLE"], !explicit.isEmpty {
            candidates.append(URL(fileURLWithPath: explicit))
        }
        // The test runner is the bundle itself on Linux (…/debug/XPackageTests.xctest) and a
        // helper inside Xcode's products folder on macOS; try each ancestor's folder.
        var bundles = [Bundle.main.bundleURL, Bundle(for: BundleToken.self).bundleURL]
        if let exe = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            bundles.append(URL(fileURLWithPath: exe))
        }
        for bundle in bundles {
            var folder = bundle.deletingLastPathComponent()
            for _ in 0..<4 {
                candidates.append(folder.appendingPathComponent(name))
                folder = folder.deletingLastPathComponent()
            }
        }
        let packageRoot = URL(fileURLWithPath: "\(file)").deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        candidates.append(packageRoot.appendingPathComponent(".build/debug/\(name)"))
        for candidate in candidates where FileManager.default.isExecutableFile(atPath: candidate.path) {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory), !isDirectory.boolValue {
                return ConcentricExecutable(url: candidate)
            }
        }
        XCTFail("the `\(name)` executable was not found (looked in: \(candidates.map(\.path).joined(separator: ", ")))", file: file, line: line)
        throw CocoaError(.fileNoSuchFile)
    }

    /// Starts the program with `arguments` and `stdin` as standard input, in `directory`.
    ///
    /// The environment is a clean one (`PATH=/usr/bin:/bin`, `HOME` and `XDG_CONFIG_HOME` in a
    /// private scratch folder: no user device file may leak into the results) with `environment`
    /// merged over it; pass `inheritEnvironment` to start from the test's own instead (the app
    /// needs `DISPLAY` and the session bus). Standard output goes to `stdout` when given
    /// (`/dev/full`, a pipe nobody reads, the null device), else is captured; standard error is
    /// always captured. Files, not pipes: nothing can block on a full pipe.
    public func start(
        _ arguments: [String], stdin: String = "", environment: [String: String] = [:], inheritEnvironment: Bool = false,
        directory: URL? = nil, stdout: FileHandle? = nil
    ) throws -> Running {
        let scratch = try makeTemporaryFolder("process")
        let (inputURL, outputURL, errorURL) = (scratch.appendingPathComponent("in"), scratch.appendingPathComponent("out"), scratch.appendingPathComponent("err"))
        try Data(stdin.utf8).write(to: inputURL)
        try Data().write(to: outputURL)
        try Data().write(to: errorURL)

        let process = Process()
        process.executableURL = url
        process.arguments = arguments
        var env = inheritEnvironment
            ? ProcessInfo.processInfo.environment
            : ["PATH": "/usr/bin:/bin", "HOME": scratch.path, "XDG_CONFIG_HOME": scratch.path]
        env.merge(environment) { $1 }
        process.environment = env
        if let directory { process.currentDirectoryURL = directory }
        process.standardInput = try FileHandle(forReadingFrom: inputURL)
        process.standardOutput = try stdout ?? FileHandle(forWritingTo: outputURL)
        process.standardError = try FileHandle(forWritingTo: errorURL)
        try process.run()
        return Running(process: process, scratch: scratch, outputURL: outputURL, errorURL: errorURL, capturesOutput: stdout == nil)
    }

    /// Runs the program to its end (see `start`) and returns its status and output. A run that
    /// outlives `timeout` seconds is terminated and fails the test; so does one ended by a signal.
    public func run(
        _ arguments: [String], stdin: String = "", environment: [String: String] = [:], inheritEnvironment: Bool = false,
        directory: URL? = nil, stdout: FileHandle? = nil, timeout: TimeInterval? = nil,
        file: StaticString = #filePath, line: UInt = #line
    ) throws -> Result {
        let running = try start(arguments, stdin: stdin, environment: environment, inheritEnvironment: inheritEnvironment, directory: directory, stdout: stdout)
        let result = running.wait(timeout: timeout)
        let command = "\(url.lastPathComponent) \(arguments.joined(separator: " "))"
        if result.timedOut {
            XCTFail("\(command) did not finish within \(Int(timeout ?? 0)) s", file: file, line: line)
        } else if let signal = result.signal {
            XCTFail("\(command) did not exit normally (signal \(signal))", file: file, line: line)
        }
        return result
    }
}

private final class BundleToken {}
