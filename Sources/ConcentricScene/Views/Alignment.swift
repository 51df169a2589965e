// How views align: the nine-position `FrameAlignment` of frames and ZStacks (SwiftUI's `Alignment`),
// and how stacks align their children across their axis (`HorizontalAlignment`, `VerticalAlignment`).
import ConcentricCore

/// One of the nine anchor positions of a box, named by reading direction (SwiftUI's `Alignment`).
public enum FrameAlignment: String, Sendable, Hashable, CaseIterable {
    case topLeading, top, topTrailing, leading, center, trailing, bottomLeading, bottom, bottomTrailing

    /// 0 for leading, 0.5 for centered, 1 for trailing (logical, before the layout direction).
    var horizontalFraction: Double {
        switch self {
        case .topLeading, .leading, .bottomLeading: 0
        case .top, .center, .bottom: 0.5
        case .topTrailing, .trailing, .bottomTrailing: 1
        }
    }

    /// 0 for top, 0.5 for centered, 1 for bottom.
    var verticalFraction: Double {
        switch self {
        case .topLeading, .top, .topTrailing: 0
        case .leading, .center, .trailing: 0.5
        case .bottomLeading, .bottom, .bottomTrailing: 1
        }
    }

    /// The physical fraction from the left edge (0 left, 1 right) in a layout direction.
    public func physicalHorizontalFraction(_ direction: LayoutDirection) -> Double {
        direction == .leftToRight ? horizontalFraction : 1 - horizontalFraction
    }

    /// The physical fraction from the top edge.
    public var physicalVerticalFraction: Double { verticalFraction }

    /// Places a box of `size` inside `rect` at this alignment (it may overhang when larger).
    public func place(_ size: Size, in rect: Rect, direction: LayoutDirection) -> Rect {
        let x = rect.minX + (rect.width - size.width) * physicalHorizontalFraction(direction)
        let y = rect.minY + (rect.height - size.height) * verticalFraction
        return Rect(x: x, y: y, width: size.width, height: size.height)
    }
}

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
