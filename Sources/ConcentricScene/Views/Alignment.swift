// How stacks align their children across their axis (SwiftUI's `HorizontalAlignment` and
// `VerticalAlignment`; frames and ZStacks use the nine-position `FrameAlignment`).

/// A VStack's alignment of its children's horizontal positions. `leading` follows the layout direction.
public enum HorizontalAlignment: String, Sendable, Hashable, CaseIterable {
    case leading, center, trailing

    /// The same alignment as a `FrameAlignment` (vertically centred), for placing boxes.
    public var frameAlignment: FrameAlignment {
        switch self {
        case .leading: .leading
        case .center: .center
        case .trailing: .trailing
        }
    }
}

/// An HStack's alignment of its children's vertical positions.
public enum VerticalAlignment: String, Sendable, Hashable, CaseIterable {
    case top, center, bottom

    /// The same alignment as a `FrameAlignment` (horizontally centred), for placing boxes.
    public var frameAlignment: FrameAlignment {
        switch self {
        case .top: .top
        case .center: .center
        case .bottom: .bottom
        }
    }
}
