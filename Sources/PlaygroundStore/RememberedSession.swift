// What the playground remembers of the user's session besides the scene: the window's size, the
// folders its file choosers last used, and the recently opened scene files.

/// The window's size in pixels and whether it is maximised, as last seen (restored at start).
/// The size is the unmaximised one: a maximised window restores maximised and, once
/// unmaximised, comes back at this size. Sizes are clamped to `limits` when built.
public struct WindowGeometry: Sendable, Hashable {
    public let width: Int
    public let height: Int
    public let isMaximized: Bool

    /// The window's smallest usable size (the narrow, folded layout) and a size no monitor
    /// reaches: what any stored size is kept in. The app also keeps it within the monitor.
    public static let minimumWidth = 360
    public static let minimumHeight = 480
    public static let maximumSide = 16384

    public init(width: Int, height: Int, isMaximized: Bool) {
        self.width = min(max(width, Self.minimumWidth), Self.maximumSide)
        self.height = min(max(height, Self.minimumHeight), Self.maximumSide)
        self.isMaximized = isMaximized
    }

    /// This size within `width` × `height` (a monitor's), never below the minimum.
    public func fitting(width maxWidth: Int, height maxHeight: Int) -> WindowGeometry {
        WindowGeometry(width: min(width, maxWidth), height: min(height, maxHeight), isMaximized: isMaximized)
    }
}

/// The scene files opened most recently, newest first, without duplicates, at most `limit`.
public struct RecentFiles: Sendable, Hashable {
    public private(set) var paths: [String]

    /// How many the primary menu's Recent section lists.
    public static let limit = 10

    public init(_ paths: [String] = []) {
        var unique: [String] = []
        for path in paths where !path.isEmpty && !unique.contains(path) { unique.append(path) }
        self.paths = Array(unique.prefix(Self.limit))
    }

    /// `path` becomes the newest; the oldest beyond the limit is forgotten.
    public mutating func opened(_ path: String) {
        self = RecentFiles([path] + paths)
    }

    /// Keeps only the paths in `existing` (the app checked which files are still there).
    public mutating func keep(_ existing: Set<String>) {
        paths = paths.filter(existing.contains)
    }
}
