// `--screenshot FILE`: the whole window, controls included, rendered by GTK to a PNG.
import ConcentricIO
import Foundation
import GtkKit

/// Waits until the window is mapped and the canvas has drawn, then renders the window through
/// its GSK renderer (widget paintable → snapshot → render node → texture) and writes the PNG
/// atomically. Gives up after `timeout` seconds.
@MainActor
final class Screenshot {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    static let timeout = 20.0
    /// Frames to let pass after the canvas first drew, so every widget has been laid out and drawn.
    static let settleFrames = 2

    private let window: PlaygroundWindow
    private let path: URL
    private let done: @MainActor (Result<String, Failure>) -> Void
    private var watchdog: Timeout?
    private var framesSinceDrawn = 0
    private var finished = false

    init(window: PlaygroundWindow, path: URL, done: @escaping @MainActor (Result<String, Failure>) -> Void) {
        self.window = window
        self.path = path
        self.done = done
        watchdog = Timeout(seconds: Self.timeout) { [weak self] in
            self?.finish(.failure(Failure(description: "the window was not drawn within \(Int(Self.timeout)) s; no screenshot taken")))
        }
        window.window.addTickCallback { [weak self] _ in
            guard let self, !self.finished else { return false }
            guard self.window.window.isMapped, self.window.canvas.drawCount > 0 else { return true }
            self.framesSinceDrawn += 1
            guard self.framesSinceDrawn > Self.settleFrames else { return true }
            self.finish(self.capture())
            return false
        }
    }

    private func capture() -> Result<String, Failure> {
        let root = window.window
        guard let texture = root.renderTexture() else {
            return .failure(Failure(description: "GTK could not render the window"))
        }
        do {
            try AtomicFile.write(texture.pngBytes(), to: path)
        } catch {
            return .failure(Failure(description: error.description))
        }
        // Where the canvas is in the image, so that callers (the tests) can find the scene: its
        // bounds in the window plus the window's offset on its surface (the image covers the
        // whole surface, client-side decoration included).
        let offset = root.surfaceOffset
        let canvas = window.canvas.area.bounds(in: root).map { b in
            " canvas \(Self.format(b.x + offset.x)),\(Self.format(b.y + offset.y)),\(Self.format(b.width))x\(Self.format(b.height))"
        } ?? ""
        return .success("screenshot: \(path.path) window \(texture.width)x\(texture.height)\(canvas)")
    }

    private func finish(_ result: Result<String, Failure>) {
        guard !finished else { return }
        finished = true
        watchdog?.cancel()
        done(result)
    }

    private static func format(_ v: Double) -> String {
        // Int64(exactly:) cannot trap: a NaN, an infinity or a huge value prints as a Double.
        Int64(exactly: v).map(String.init) ?? String(v)
    }
}
