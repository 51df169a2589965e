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

/// What a `background` draws.
public indirect enum BackgroundContent: Sendable, Hashable {
    /// A paint, filling the background's shape.
    case fill(Fill)
    /// A view, laid out at the modified view's size (centred) and drawn behind it.
    case view(SceneView)
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
