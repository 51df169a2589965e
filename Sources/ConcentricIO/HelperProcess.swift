// Runs a helper program and collects what it prints, within a time limit: the SwiftUI importer
// runs out of process, so a parser that crashes or loops costs a message, never our process.
#if canImport(Glibc)
import Glibc
#endif

/// What a helper program did.
public enum HelperOutcome: Sendable, Hashable {
    /// It exited with `status`, having printed `output` on standard output.
    case exited(status: Int32, output: [UInt8])
    /// A signal ended it (a crash).
    case killed(signal: Int32)
    /// It ran past the limit and was killed.
    case timedOut
    /// It printed more than the limit and was killed.
    case outputTooLarge
    /// It could not be started (`reason`: missing, not executable).
    case notStarted(reason: String)
}

public enum HelperProcess {
    /// Runs `path` with `arguments` (standard input empty, standard error discarded), reading at
    /// most `outputLimit` bytes of its output, and kills it after `seconds`.
    public static func run(_ path: String, arguments: [String], seconds: Double, outputLimit: Int = 64 << 20) -> HelperOutcome {
        var pipeEnds: [Int32] = [0, 0]
        guard pipe(&pipeEnds) == 0 else { return .notStarted(reason: String(cString: strerror(errno))) }
        let (readEnd, writeEnd) = (pipeEnds[0], pipeEnds[1])
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, writeEnd, 1)
        // The child keeps only its standard output of the pipe: its own copy of the read end
        // would keep the pipe open after it exits.
        posix_spawn_file_actions_addclose(&actions, readEnd)
        posix_spawn_file_actions_addclose(&actions, writeEnd)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, path, &actions, nil, argv, environ)
        close(writeEnd)
        guard spawned == 0 else {
            close(readEnd)
            return .notStarted(reason: String(cString: strerror(spawned)))
        }
        var output: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        let deadline = monotonicSeconds() + seconds
        var timedOut = false, tooLarge = false
        while true {
            let remaining = deadline - monotonicSeconds()
            guard remaining > 0 else { timedOut = true; break }
            var poller = pollfd(fd: readEnd, events: Int16(POLLIN), revents: 0)
            let ready = poll(&poller, 1, Int32(min(remaining * 1000, 1000).rounded(.up)))
            if ready < 0 {
                if errno == EINTR { continue }
                break
            }
            if ready == 0 { continue }
            let count = buffer.withUnsafeMutableBytes { read(readEnd, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                break
            }
            if count == 0 { break }
            output.append(contentsOf: buffer[..<count])
            if output.count > outputLimit { tooLarge = true; break }
        }
        close(readEnd)
        if timedOut || tooLarge { kill(pid, SIGKILL) }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        if timedOut { return .timedOut }
        if tooLarge { return .outputTooLarge }
        // WIFEXITED / WEXITSTATUS / WTERMSIG are macros Swift does not import.
        let signal = status & 0x7F
        if signal != 0 { return .killed(signal: signal) }
        return .exited(status: (status >> 8) & 0xFF, output: output)
    }

    /// The folder of this process's executable, symlinks resolved (`/proc/self/exe`): where the
    /// helper programs are, in a build folder and in an installation alike.
    public static func executableFolder() -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard count > 0 else { return nil }
        let path = String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        guard let slash = path.lastIndex(of: "/") else { return nil }
        return String(path[..<slash])
    }

    private static func monotonicSeconds() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
    }
}
