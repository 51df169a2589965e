// The modifiers a view tree applies, each wrapping the view before it.
import ConcentricCore

/// One SwiftUI modifier (docs/SWIFTUI.md, "Modifiers"); each case says what it does to layout.
public indirect enum ViewModifier: Sendable, Hashable {
    /// `.padding(_:)`: proposes the proposal minus the insets, answers the child's size plus them.
    case padding(EdgeInsetsValue)
    /// `.frame(width:height:alignment:)`: the given dimensions, the others the child's.
    case frame(width: Number?, height: Number?, alignment: FrameAlignment = .center)
    /// `.frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`.
    case flexibleFrame(FlexibleFrame)
    /// `.background(_:in:)` with a shape, or `.background(_:)` without one (nil: the view's
    /// rectangle). Drawn behind the view at its size; changes no size.
    case background(BackgroundContent, in: ViewShape?)
    /// `.overlay(alignment:content:)` with a view, `.overlay(_:in:fillStyle:)` with a style (nil
    /// shape: `.overlay(_:)`, the view's rectangle): the same decoration as a background, drawn in
    /// front of the view instead; a view is proposed the modified view's size and placed by the
    /// alignment. Changes no size.
    case overlay(BackgroundContent, in: ViewShape?, alignment: FrameAlignment = .center)
    /// `.containerShape(_:)`: publishes a shape, in this view's frame, to the views inside. A
    /// `ConcentricRectangle` publishes its resolved corners (our extension: in SwiftUI it is not a
    /// `RoundedRectangularShape`); `ContainerRelativeShape` passes the outer shape through.
    case containerShape(ViewShape)
    /// `.clipShape(_:)`: clips the view's drawing to the shape in its frame; changes no size.
    case clipShape(ViewShape)
    /// `.foregroundStyle(_:)`: the paint of text, symbols and unfilled shapes inside.
    case foregroundStyle(Fill)
    /// `.font(_:)`: the font of text and labels inside (changes their size).
    case font(Font)
    /// `.opacity(_:)`: the view's drawing as a group at this opacity (clamped to 0…1).
    case opacity(Number)
    /// `.shadow(color:radius:x:y:)`: behind the view's drawing, a blurred copy of its alpha tinted
    /// with the colour and offset by x and y. Drawn, not laid out: changes no size.
    case shadow(DropShadow)
    /// `.mask(alignment:_:)`: the view's drawing multiplied by the alpha of the mask's view, which
    /// is proposed the modified view's size and placed by the alignment. Changes no size.
    case mask(SceneView, alignment: FrameAlignment = .center)
    /// `.labelStyle(_:)` for labels inside.
    case labelStyle(LabelStyle)
    /// `.lineLimit(_:reservesSpace:)` for texts inside (their titles too): at most that many lines.
    case lineLimit(LineLimit)
    /// `.truncationMode(_:)` for texts inside: where a text over its line limit is cut.
    case truncationMode(TruncationMode)
    /// `.ignoresSafeArea(edges:)`: after layout, each of these edges of the view that lies on the
    /// safe area's boundary moves out to the screen's edge.
    case ignoresSafeArea(SafeAreaEdges = .all)
    /// `.offset(x:y:)`: draws what it wraps moved by (x, y), x toward the trailing edge. Changes no
    /// size and moves nothing else: its parent, and a `name` written after it, see the frame where
    /// it was; the content and a `name` written before it are moved.
    case offset(x: Number, y: Number)
    /// `.aspectRatio(_:contentMode:)` (nil ratio: `.scaledToFit()`, `.scaledToFill()`): proposes the
    /// largest (`fit`) or smallest (`fill`) rectangle of the ratio (width ÷ height; nil: the child's
    /// ideal size's) that fits in or covers the proposal; answers the child's size.
    case aspectRatio(Number?, contentMode: ContentMode)
    /// `.fixedSize(horizontal:vertical:)` (`.fixedSize()`: both): proposes unspecified (the child's
    /// ideal length) along the fixed axes and the proposal along the others; answers the child's size.
    case fixedSize(horizontal: Bool = true, vertical: Bool = true)
    /// `.layoutPriority(_:)`: a stack offers its children space by priority, highest first; changes
    /// nothing outside a stack. The outermost one of a chain is the view's.
    case layoutPriority(Number)
    /// Labels the view at this point of its chain: `layout` reports its frame and geometry here.
    case name(String)
}

/// How `aspectRatio` fits its ratio to the proposal (SwiftUI's `ContentMode`).
public enum ContentMode: String, Sendable, Hashable, CaseIterable {
    /// The largest rectangle of the ratio inside the proposal.
    case fit
    /// The smallest rectangle of the ratio that covers the proposal.
    case fill
}

/// The flexible frame's bounds; every field optional, infinity allowed (`maxWidth: .infinity`).
public struct FlexibleFrame: Sendable, Hashable {
    /// Smallest width.
    public var minWidth: Number?
    /// Width used when the width proposed is unspecified.
    public var idealWidth: Number?
    /// Largest width.
    public var maxWidth: Number?
    /// Smallest height.
    public var minHeight: Number?
    /// Height used when the height proposed is unspecified.
    public var idealHeight: Number?
    /// Largest height.
    public var maxHeight: Number?
    /// Where the child sits in the frame.
    public var alignment: FrameAlignment

    public init(
        minWidth: Number? = nil, idealWidth: Number? = nil, maxWidth: Number? = nil,
        minHeight: Number? = nil, idealHeight: Number? = nil, maxHeight: Number? = nil,
        alignment: FrameAlignment = .center
    ) {
        self.minWidth = minWidth
        self.idealWidth = idealWidth
        self.maxWidth = maxWidth
        self.minHeight = minHeight
        self.idealHeight = idealHeight
        self.maxHeight = maxHeight
        self.alignment = alignment
    }
}

/// What a `background` or an `overlay` draws: a decoration at the modified view's size, behind
/// it or in front of it (layout and drawing treat the two alike, but for the order).
public indirect enum BackgroundContent: Sendable, Hashable {
    /// A paint, filling the decoration's shape.
    case fill(Fill)
    /// A view, laid out at the modified view's size (a background's centred, an overlay's placed
    /// by its alignment).
    case view(SceneView)
}

extension ViewModifier {
    /// The view the modifier brings into the tree: a background's or an overlay's view, a mask. Layout,
    /// paths and edits treat it as a child of the modified view, after its content's children.
    public var attachedView: SceneView? {
        switch self {
        case .background(.view(let view), _), .overlay(.view(let view), _, _), .mask(let view, _): view
        case .padding, .frame, .flexibleFrame, .background(.fill, _), .overlay(.fill, _, _), .containerShape, .clipShape, .foregroundStyle, .font,
            .opacity, .shadow, .labelStyle, .lineLimit, .truncationMode, .ignoresSafeArea, .offset, .aspectRatio, .fixedSize, .layoutPriority, .name:
            nil
        }
    }

    /// The same modifier bringing `view` instead of its own; nil when it brings none.
    public func replacingAttachedView(with view: SceneView) -> ViewModifier? {
        switch self {
        case .background(.view, let shape): .background(.view(view), in: shape)
        case .overlay(.view, let shape, let alignment): .overlay(.view(view), in: shape, alignment: alignment)
        case .mask(_, let alignment): .mask(view, alignment: alignment)
        case .padding, .frame, .flexibleFrame, .background(.fill, _), .overlay(.fill, _, _), .containerShape, .clipShape, .foregroundStyle, .font,
            .opacity, .shadow, .labelStyle, .lineLimit, .truncationMode, .ignoresSafeArea, .offset, .aspectRatio, .fixedSize, .layoutPriority, .name:
            nil
        }
    }

    /// The key of the attached view's modifier in a scene file and in layout's source paths
    /// (`root.modifiers[2].overlay`); nil when it brings none.
    var attachedViewKey: String? {
        switch self {
        case .background(.view, _): "background"
        case .overlay(.view, _, _): "overlay"
        case .mask: "mask"
        case .padding, .frame, .flexibleFrame, .background(.fill, _), .overlay(.fill, _, _), .containerShape, .clipShape, .foregroundStyle, .font,
            .opacity, .shadow, .labelStyle, .lineLimit, .truncationMode, .ignoresSafeArea, .offset, .aspectRatio, .fixedSize, .layoutPriority, .name:
            nil
        }
    }
}

/// A drop shadow: `shadow(color:radius:x:y:)`'s arguments (docs/SWIFTUI.md, "Modifiers").
public struct DropShadow: Sendable, Hashable {
    /// A solid paint; nil is SwiftUI's default, black at 33 % (`defaultColor`).
    public var color: Fill?
    /// How much the shadow is blurred, in points: the Gaussian's standard deviation (*our
    /// choice*, docs/SWIFTUI.md). Never negative.
    public var radius: Number
    /// The shadow's offset from the view, in points (positive right and down).
    public var x: Number
    public var y: Number

    public init(color: Fill? = nil, radius: Number, x: Number = 0, y: Number = 0) {
        self.color = color
        self.radius = radius
        self.x = x
        self.y = y
    }

    /// SwiftUI's default colour, `Color(.sRGBLinear, white: 0, opacity: 0.33)`: black at 33 %.
    public static let defaultColor = Fill.solid(.black, opacity: 0.33)
}

/// `LabelStyle`: which parts of a label show.
public enum LabelStyle: String, Sendable, Hashable, CaseIterable {
    /// Both (SwiftUI's default on iOS outside lists and toolbars).
    case titleAndIcon
    /// The symbol only.
    case iconOnly
    /// The title only.
    case titleOnly
}

/// A set of screen edges (SwiftUI's `Edge.Set`), physical: `leading` is the left edge in
/// left-to-right layouts and the right edge in right-to-left ones.
public struct SafeAreaEdges: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let top = SafeAreaEdges(rawValue: 1)
    public static let leading = SafeAreaEdges(rawValue: 2)
    public static let bottom = SafeAreaEdges(rawValue: 4)
    public static let trailing = SafeAreaEdges(rawValue: 8)
    public static let horizontal: SafeAreaEdges = [.leading, .trailing]
    public static let vertical: SafeAreaEdges = [.top, .bottom]
    public static let all: SafeAreaEdges = [.top, .leading, .bottom, .trailing]
}
