// What layout hands to reports and renderers: one node per reported view, the shapes it resolved,
// and the drawing in paint order. Coordinates are screen points from the top-left, y down.
import ConcentricCore

/// A size proposed to a view (SwiftUI's `ProposedViewSize`): per dimension a length, infinity
/// ("as much as you like", a stack's flexibility probe) or nil ("unspecified": your ideal size).
public struct ProposedSize: Sendable, Hashable {
    /// Proposed width; nil is unspecified.
    public var width: Double?
    /// Proposed height; nil is unspecified.
    public var height: Double?

    /// NaN counts as 0 and negative lengths as 0, so a proposal is always a usable key.
    public init(width: Double?, height: Double?) {
        func clean(_ v: Double?) -> Double? { v.map { $0.isNaN ? 0 : max(0, $0) } }
        self.width = clean(width)
        self.height = clean(height)
    }

    /// Both dimensions of `size`.
    public init(_ size: Size) { self.init(width: size.width, height: size.height) }

    /// Both unspecified.
    public static let unspecified = ProposedSize(width: nil, height: nil)
}

/// The container a shape resolves against: the nearest published `containerShape`, filling the frame
/// of the view that published it (the screen's display shape for the root).
public struct LayoutContainer: Sendable, Hashable {
    /// The published shape.
    public var shape: ContainerShape
    /// The publishing view's frame, in screen points.
    public var frame: Rect

    public init(shape: ContainerShape, frame: Rect) {
        self.shape = shape
        self.frame = frame
    }
}

/// A shape after layout: where it is, what it resolved to, and its outline.
public struct ResolvedShape: Sendable, Hashable {
    /// The shape as written.
    public var kind: ViewKind
    /// The frame it fills.
    public var frame: Rect
    /// Its corners when the result is rounded-rectangular (physical radii, final, with the curve);
    /// nil for an ellipse (a plain `Ellipse`, or a container-relative shape in an ellipse container).
    public var corners: CornerGeometry?
    /// For `containerRelative` (and a concentric rectangle's fallback): d, the view's smallest gap to
    /// its container, floored at 0.
    public var inset: Double?
    /// The container it resolved against (concentric and container-relative shapes only).
    public var container: LayoutContainer?
    /// The outline, in screen points.
    public var outline: Path
    /// A concentric rectangle's corner styles as written, per physical corner (the layout direction
    /// applied), when it resolved against a rounded-rectangular container: which corners follow the
    /// container (annotations mark only those). Nil for every other shape.
    public var cornerStyles: PhysicalCorners<CornerStyle>?

    public init(
        kind: ViewKind, frame: Rect, corners: CornerGeometry?, inset: Double?, container: LayoutContainer?, outline: Path,
        cornerStyles: PhysicalCorners<CornerStyle>? = nil
    ) {
        self.kind = kind
        self.frame = frame
        self.corners = corners
        self.inset = inset
        self.container = container
        self.outline = outline
        self.cornerStyles = cornerStyles
    }

    /// True when this concentric rectangle fell back to its container's inset shape (an ellipse container).
    public var isContainerRelativeFallback: Bool { kind == .concentricRectangle && inset != nil }
}

/// One reported view. A view with `name` modifiers gives one node per name (its frame at that point
/// of its chain, outermost first); a view without names gives one node, at its outermost frame.
public struct LaidOutView: Sendable, Hashable {
    /// The view's position in document order (several nodes share it when a view has several names).
    public var viewIndex: Int
    /// The parent view's `viewIndex`; nil for the root.
    public var parent: Int?
    /// 0 for the root, 1 for its children, …
    public var depth: Int
    /// Where the view sits in the tree (`root.children[1]`), with `.modifiers[i]` for a name node.
    public var sourcePath: String
    /// What the view is.
    public var kind: ViewKind
    /// The name, for name nodes.
    public var name: String?
    /// The frame at this point of the chain, in screen points.
    public var frame: Rect
    /// The view's own shape if it is a shape view, else the shape of the last
    /// `background(_:in:)` or `clipShape` applied to it before this point; nil when none exists.
    public var geometry: ResolvedShape?
    /// False for views nested deeper than `ViewLayout.maximumDepth`, which are not laid out (zero frame).
    public var isLaidOut: Bool

    public init(viewIndex: Int, parent: Int?, depth: Int, sourcePath: String, kind: ViewKind, name: String?, frame: Rect, geometry: ResolvedShape?, isLaidOut: Bool) {
        self.viewIndex = viewIndex
        self.parent = parent
        self.depth = depth
        self.sourcePath = sourcePath
        self.kind = kind
        self.name = name
        self.frame = frame
        self.geometry = geometry
        self.isLaidOut = isLaidOut
    }
}

/// An area one view paints: its outline and the frame it fills (screen points).
public struct ViewSurface: Sendable, Hashable {
    /// The painting view's `LaidOutView.viewIndex`.
    public var viewIndex: Int
    /// The filled outline (a rounded-off corner is outside it).
    public var outline: Path
    /// The frame the outline fills.
    public var bounds: Rect
    /// The clips the surface is painted through, outermost first (its ancestors' `clipShape`s,
    /// its own, a shaped `background(view, in:)` it is inside): a point outside one of them shows
    /// none of the surface.
    public var clips: [Path]

    public init(viewIndex: Int, outline: Path, bounds: Rect, clips: [Path] = []) {
        self.viewIndex = viewIndex
        self.outline = outline
        self.bounds = bounds
        self.clips = clips
    }

    /// Whether the surface shows at `point`: inside its outline and every clip.
    public func shows(_ point: Point) -> Bool {
        !bounds.isEmpty && outline.contains(point) && clips.allSatisfy { $0.contains(point) }
    }
}

/// Where a text's lines sit in its frame, physically (a layout direction already applied).
public enum TextRunAlignment: String, Sendable, Hashable {
    case left, center, right
}

/// A text to draw: wrap `string` at `frame.width` in `font`, lines `font.lineHeight` apart.
public struct TextRun: Sendable, Hashable {
    /// The string.
    public var string: String
    /// The font (size, weight, layout line height).
    public var font: ResolvedFont
    /// The paint.
    public var fill: Fill
    /// The text's frame: its origin is the first line's top-left; its width the wrap width.
    public var frame: Rect
    /// How lines align within the frame.
    public var alignment: TextRunAlignment
    /// Lines layout counted (the renderer's own wrap should agree when it measures the same way).
    public var lineCount: Int
    /// Where the text is cut when it has more lines than `lineCount` (a line limit applied);
    /// nil when it fits.
    public var truncation: TruncationMode?

    public init(
        string: String, font: ResolvedFont, fill: Fill, frame: Rect, alignment: TextRunAlignment, lineCount: Int, truncation: TruncationMode? = nil
    ) {
        self.truncation = truncation
        self.string = string
        self.font = font
        self.fill = fill
        self.frame = frame
        self.alignment = alignment
        self.lineCount = lineCount
    }
}

/// An SF Symbol's stand-in: a glyph square of the font's size (symbols cannot ship on Linux).
public struct SymbolRun: Sendable, Hashable {
    /// The symbol's name (`circle.circle`).
    public var systemName: String
    /// The square it occupies.
    public var frame: Rect
    /// The paint.
    public var fill: Fill

    public init(systemName: String, frame: Rect, fill: Fill) {
        self.systemName = systemName
        self.frame = frame
        self.fill = fill
    }
}

/// A placeholder view's box and label (`PlaceholderView`).
public struct PlaceholderRun: Sendable, Hashable {
    /// The box.
    public var frame: Rect
    /// The label drawn centred in it.
    public var label: String

    public init(frame: Rect, label: String) {
        self.frame = frame
        self.label = label
    }
}

/// One drawing step, in paint order. Clips, opacity groups, shadows and masks nest: every
/// `beginClip` is closed by an `endClip`, every `beginOpacity` by an `endOpacity`, every
/// `beginShadow` by an `endShadow`, every `beginMask` by a `beginMaskedContent` and then an
/// `endMask`, properly nested.
public enum DrawCommand: Sendable, Hashable {
    /// Fill `outline` with `fill`; a gradient spans `bounds` (the shape's frame).
    case fill(outline: Path, fill: Fill, bounds: Rect)
    /// Stroke `outline` with `fill`, a line `lineWidth` wide centred on it (butt caps, miter joins
    /// limited at 10, SwiftUI's `StrokeStyle` defaults); a gradient spans `bounds` (the shape's frame).
    case stroke(outline: Path, fill: Fill, lineWidth: Double, bounds: Rect)
    /// Draw a text.
    case text(TextRun)
    /// Draw a symbol stand-in.
    case symbol(SymbolRun)
    /// Draw a placeholder: a light grey box, hatched, bordered, its label centred and clipped to it.
    case placeholder(PlaceholderRun)
    /// Intersect the clip with `outline` until the matching `endClip`.
    case beginClip(outline: Path)
    case endClip
    /// Draw what follows, up to the matching `endOpacity`, as a group at this opacity (0…1).
    case beginOpacity(Double)
    case endOpacity
    /// Draw, behind what follows up to the matching `endShadow`, its shadow (what follows is
    /// drawn as usual).
    case beginShadow(ShadowRun)
    case endShadow
    /// Draw what follows, up to the matching `beginMaskedContent`, as a mask: only its alpha
    /// counts, and it is not shown.
    case beginMask
    /// Draw what follows, up to the matching `endMask`, through the mask drawn since `beginMask`:
    /// its alpha multiplied by the mask's.
    case beginMaskedContent
    case endMask
}

/// A drop shadow as drawn: a Gaussian blur of the alpha of what it is the shadow of, with this
/// standard deviation (points), tinted with `color` (its alpha included) and moved by `offset`.
public struct ShadowRun: Sendable, Hashable {
    public var color: Color
    public var radius: Double
    public var offset: Point

    public init(color: Color, radius: Double, offset: Point) {
        self.color = color
        self.radius = radius
        self.offset = offset
    }

    /// How far the shadow can reach past what casts it, in points, along each axis: its offset
    /// and three standard deviations of blur (the Gaussian's tail beyond is below half a level
    /// of an 8-bit channel), and a point for antialiasing.
    public var reach: (dx: Double, dy: Double) {
        let blur = 3 * radius + 1
        return (abs(offset.x) + blur, abs(offset.y) + blur)
    }
}
