// Which moments of a scene's animation become frames: what `render --animate` and the
// playground's Export ▸ Animation both sample (pure, so the playground's store can hold one).

/// Which moments of a scene's animation become frames.
public struct MotionTimeline: Sendable, Hashable {
    /// The most frames one export writes (a minute at 60 fps): a bound on time and disk.
    public static let maximumFrames = 3_600
    /// The highest frame rate accepted.
    public static let maximumFPS = 120

    /// Seconds covered: frames at 0, 1/fps, … up to but not including `seconds` (at least one frame).
    public var seconds: Double
    /// Frames per second.
    public var fps: Int

    public init(seconds: Double, fps: Int) {
        self.seconds = seconds
        self.fps = fps
    }

    /// round(seconds × fps), at least 1: `--animate 2 --fps 30` is frames 0…59.
    public var frameCount: Int {
        let n = (seconds * Double(fps)).rounded()
        return n.isFinite ? max(1, Int(min(n, Double(Int32.max)))) : 1
    }

    /// Frame k's moment, k / fps seconds after the scene appears.
    public func time(ofFrame k: Int) -> Double { Double(k) / Double(fps) }

    /// Each frame's duration in whole milliseconds (WebP's unit), at least 1.
    public var frameDuration: Int { max(1, Int((1000 / Double(fps)).rounded())) }

    /// Why these values cannot be exported, or nil.
    public var problem: String? {
        guard seconds.isFinite, seconds > 0 else { return "takes a positive number of seconds" }
        guard fps >= 1, fps <= Self.maximumFPS else { return "--fps takes a whole number from 1 to \(Self.maximumFPS)" }
        guard frameCount <= Self.maximumFrames else {
            return "\(frameCount) frames is over the limit of \(Self.maximumFrames) (seconds × fps)"
        }
        return nil
    }
}
