// Where a card sits inside its parent: SwiftUI's `.padding(…)` followed by `.frame(width:height:alignment:)`.
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

/// The frame rule of a card inside its parent's frame.
///
/// In SwiftUI order, `.padding(padding).frame(width: width, height: height, alignment: alignment)`:
/// 1. A region of `width` × `height` (each defaulting to the parent's) is aligned in the parent
///    by `alignment`.
/// 2. The card's frame is that region inset by `padding`.
/// So `padding: 24, height: 240, alignment: bottom` gives a 192 pt tall card 24 pt above the
/// parent's bottom edge. Padding larger than the room leaves an empty frame, never a negative one.
/// `leading` and `trailing` follow the layout direction.
public struct FrameRule: Sendable, Hashable {
    /// Logical insets: `leading` is the left edge in left-to-right layouts, the right one otherwise.
    public var padding: EdgeInsets
    /// A fixed width for the region (padding included), or nil to take the parent's.
    public var width: Double?
    /// A fixed height for the region (padding included), or nil to take the parent's.
    public var height: Double?
    /// Where a region smaller (or larger) than the parent sits.
    public var alignment: FrameAlignment

    public init(padding: EdgeInsets = EdgeInsets(), width: Double? = nil, height: Double? = nil, alignment: FrameAlignment = .center) {
        self.padding = padding
        self.width = width
        self.height = height
        self.alignment = alignment
    }

    /// The same padding on every edge.
    public static func padding(_ all: Double) -> FrameRule { FrameRule(padding: EdgeInsets(all: all)) }

    /// The card's frame inside `parent` (steps 1 and 2 above). Non-finite or negative sizes and
    /// insets count as 0, so any input gives a finite frame.
    public func frame(in parent: Rect, direction: LayoutDirection) -> Rect {
        func clean(_ v: Double) -> Double { v.isFinite ? max(0, v) : 0 }
        let size = Size(width: width.map(clean) ?? parent.width, height: height.map(clean) ?? parent.height)
        let region = alignment.place(size, in: parent, direction: direction)
        let p = padding
        let leading = clean(p.leading), trailing = clean(p.trailing)
        let physical = EdgeInsets(
            top: clean(p.top),
            leading: direction == .leftToRight ? leading : trailing,
            bottom: clean(p.bottom),
            trailing: direction == .leftToRight ? trailing : leading)
        return region.inset(by: physical)
    }
}
