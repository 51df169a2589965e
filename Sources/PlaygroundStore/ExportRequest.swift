// What the user asked to export: format, scale, annotations and destination.
import ConcentricScene
import Foundation
import SceneCode

/// One export, as chosen in the Export menu and the file chooser. The scale only affects PNG
/// (vector formats are sized in points); it is clamped to `PlaygroundLimits.exportScale`.
public struct ExportRequest: Sendable, Hashable {
    public var format: ExportFormat
    public var scale: Double {
        get { storedScale }
        set { storedScale = PlaygroundLimits.exportScale.clamping(newValue, nanFallback: storedScale) }
    }
    /// Draw every overlay (centers, radii, insets, errors) into the file.
    public var annotate: Bool
    public var destination: URL

    private var storedScale: Double = 1

    public init(format: ExportFormat, scale: Double = 1, annotate: Bool = false, destination: URL) {
        self.format = format
        self.annotate = annotate
        self.destination = destination
        self.scale = scale
    }
}

/// How an export (or a copy, or a save) ended, as the app reports it back.
public enum ExportOutcome: Sendable, Hashable {
    /// Written to this file (nil: nothing to say, as after a cancelled animation export).
    case succeeded(URL?)
    /// The one-line error message (`error: FILE: cannot write (reason)`).
    case failed(String)
}

/// How a copy to the clipboard ended.
public enum CopyOutcome: Sendable, Hashable {
    /// On the clipboard.
    case copied(Copied)
    /// The one-line error message (`cannot copy: …`).
    case failed(String)
}

/// What a copy put on the clipboard, for the toast that says so.
public enum Copied: Sendable, Hashable {
    /// The scene's code in a language: the SwiftUI view's type name (the HTML page's title for
    /// HTML) and its length in lines.
    case code(CodeLanguage, name: String, lines: Int)
    /// The scene as an image of this many pixels.
    case image(width: Int, height: Int)
}

/// An animated WebP export under way (Export ▸ Animation): where it goes, which moments become
/// frames, and how many are written so far, for the progress bar.
public struct AnimationExport: Sendable, Hashable {
    public var destination: URL
    /// The scene whose animation is sampled (`PlaygroundState.animationExportScene` when asked).
    public var scene: SceneDocument
    public var timeline: MotionTimeline
    /// Frames encoded so far, in 0…`timeline.frameCount`.
    public var framesWritten: Int

    public init(destination: URL, scene: SceneDocument, timeline: MotionTimeline, framesWritten: Int = 0) {
        self.destination = destination
        self.scene = scene
        self.timeline = timeline
        self.framesWritten = framesWritten
    }

    /// How far along, from 0 to 1.
    public var fraction: Double { Double(framesWritten) / Double(max(1, timeline.frameCount)) }
}
