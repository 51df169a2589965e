// The hook concentric-bench's measurements drive the real window through: the app runs as for
// a screenshot (no state file read or written, nothing asked on quitting), hands the harness its
// window and store, lets it time each animation frame, and quits when the harness ends. The
// harnesses live in the benchmark program, not here: this library only gives them the window.
import Foundation
import PlaygroundRules

/// A measurement of the running window (`concentric-bench`'s `frames`, `editor`, `reload`).
@_spi(Harness) @MainActor
public protocol WindowHarness: AnyObject {
    /// Before the window first draws.
    func instrument(_ window: PlaygroundWindow)
    /// Once the store has its starting state: runs, then calls `end` once (with a failure's
    /// message, or nil) after printing its result.
    func start(_ window: PlaygroundWindow, store: AppStore, end: @escaping @MainActor (_ failure: String?) -> Void)
    /// One animation frame: `send` sends it to the store, after which `continues` says whether
    /// the clock ticks on; a harness that measures frames times it.
    func animationFrame(seconds: Double, send: () -> Void, continues: () -> Bool)
}

@_spi(Harness)
extension WindowHarness {
    public func instrument(_ window: PlaygroundWindow) {}
    public func animationFrame(seconds: Double, send: () -> Void, continues: () -> Bool) { send() }
}

@_spi(Harness)
extension PlaygroundProgram {
    /// Runs the window on `document` (a file or a preset's id; nil: the default playground) for
    /// `harness`, and answers the exit status.
    @MainActor public static func run(document: String?, harness: WindowHarness) -> Int32 {
        Localized.start()
        var options = CommandLineOptions()
        options.document = document
        return Launcher(options: options, harness: harness).run()
    }
}
