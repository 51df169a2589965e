// A stub of Apple's SwiftUI for iOS 26: declarations only, no behaviour, for type-checking the
// output of `concentric code --lang swiftui` on Linux (`swiftc -emit-module -module-name SwiftUI`).
// Bodies are `fatalError()` (or a placeholder view where a signature returns `some View`).
//
// Every declaration is written from Apple's documentation, https://developer.apple.com/documentation/swiftui/
// followed by the page named in its comment (e.g. `view/padding(_:_:)`). Only what the generator
// emits is here, plus enough of View, Shape, ShapeStyle and ViewBuilder for it to check.
// CGFloat, TimeInterval and Duration come from Foundation and the standard library, as on iOS
// (SwiftUI re-exports CoreGraphics' CGFloat).
@_exported import Foundation

// MARK: View and ViewBuilder

/// `view`: `@MainActor @preconcurrency protocol View` with `associatedtype Body: View` and
/// `@ViewBuilder var body: Self.Body { get }`.
@MainActor @preconcurrency public protocol View {
    associatedtype Body: View
    @ViewBuilder var body: Self.Body { get }
}

/// `never` → "Conforms To: View" (primitive views have `Body == Never`).
extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

/// The placeholder every `some View` signature returns here (not in SwiftUI: the stub's only invention).
public struct _StubView: View {
    public var body: Never { fatalError() }
}

/// `viewbuilder`: `buildExpression(_:)`, `buildBlock()`, `buildBlock(_:)`, `buildBlock(_:)` with a
/// parameter pack (iOS 17).
@resultBuilder public struct ViewBuilder {
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
    public static func buildBlock() -> EmptyView { fatalError() }
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> { fatalError() }
}

/// `tupleview`.
public struct TupleView<T>: View {
    public var body: Never { fatalError() }
}

/// `emptyview`.
public struct EmptyView: View {
    public init() {}
    public var body: Never { fatalError() }
}

// MARK: State and environment

/// `dynamicproperty`.
public protocol DynamicProperty {}

/// `binding`.
@dynamicMemberLookup public struct Binding<Value> {
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> { fatalError() }
    public var wrappedValue: Value { get { fatalError() } nonmutating set {} }
}

/// `state`: `init(wrappedValue:)`, `wrappedValue { get nonmutating set }`, `projectedValue`.
@propertyWrapper public struct State<Value>: DynamicProperty {
    public init(wrappedValue value: Value) {}
    public var wrappedValue: Value { get { fatalError() } nonmutating set {} }
    public var projectedValue: Binding<Value> { fatalError() }
}

/// `environment`: `init(_ keyPath: KeyPath<EnvironmentValues, Value>)`.
@propertyWrapper public struct Environment<Value>: DynamicProperty {
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {}
    public var wrappedValue: Value { fatalError() }
}

/// `environmentvalues`; `environmentvalues/accessibilityreducemotion`, `environmentvalues/layoutdirection`.
public struct EnvironmentValues {
    public var accessibilityReduceMotion: Bool { fatalError() }
    public var layoutDirection: LayoutDirection { get { fatalError() } set {} }
}

/// `layoutdirection`.
public enum LayoutDirection: Hashable, Sendable {
    case leftToRight, rightToLeft
}

// MARK: Animation

/// `animation`: `static var default`; `animation/smooth(duration:extrabounce:)`,
/// `animation/snappy(duration:extrabounce:)`, `animation/bouncy(duration:extrabounce:)`,
/// `animation/spring(duration:bounce:blendduration:)`; `animation/linear(duration:)`,
/// `animation/easein(duration:)`, `animation/easeout(duration:)`, `animation/easeinout(duration:)`;
/// `animation/repeatforever(autoreverses:)`.
public struct Animation: Equatable, Sendable {
    public static var `default`: Animation { fatalError() }
    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation { fatalError() }
    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation { fatalError() }
    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation { fatalError() }
    public static func spring(duration: TimeInterval = 0.5, bounce: Double = 0.0, blendDuration: Double = 0) -> Animation { fatalError() }
    public static func linear(duration: TimeInterval) -> Animation { fatalError() }
    public static func easeIn(duration: TimeInterval) -> Animation { fatalError() }
    public static func easeOut(duration: TimeInterval) -> Animation { fatalError() }
    public static func easeInOut(duration: TimeInterval) -> Animation { fatalError() }
    public func repeatForever(autoreverses: Bool = true) -> Animation { fatalError() }
}

/// `withanimation(_:_:)`.
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result { fatalError() }

// MARK: Layout values

/// `edge` and `edge/set`.
public enum Edge: Int8, CaseIterable, Sendable {
    case top, leading, bottom, trailing

    public struct Set: OptionSet, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let top = Set(rawValue: 1)
        public static let leading = Set(rawValue: 2)
        public static let bottom = Set(rawValue: 4)
        public static let trailing = Set(rawValue: 8)
        public static let all: Set = [.top, .leading, .bottom, .trailing]
        public static let horizontal: Set = [.leading, .trailing]
        public static let vertical: Set = [.top, .bottom]
    }

    /// `edge/corner` (iOS 26).
    public enum Corner: Sendable {
        case topLeading, topTrailing, bottomLeading, bottomTrailing

        /// `edge/corner/style`: `static var concentric`, `concentric(minimum:)`, `fixed(_:)`,
        /// `init(integerLiteral:)`, `init(floatLiteral:)`.
        public struct Style: Sendable, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral {
            public static var concentric: Edge.Corner.Style { fatalError() }
            public static func concentric(minimum: Edge.Corner.Style? = nil) -> Edge.Corner.Style { fatalError() }
            public static func fixed(_ radius: CGFloat) -> Edge.Corner.Style { fatalError() }
            public init(integerLiteral value: Int) { fatalError() }
            public init(floatLiteral value: Double) { fatalError() }
        }
    }
}

/// `edgeinsets`: `init(top:leading:bottom:trailing:)`.
public struct EdgeInsets: Equatable, Sendable {
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {}
}

/// `safearearegions`.
public struct SafeAreaRegions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let all = SafeAreaRegions(rawValue: 7)
}

/// `alignment`.
public struct Alignment: Equatable, Sendable {
    public static let topLeading = Alignment(), top = Alignment(), topTrailing = Alignment()
    public static let leading = Alignment(), center = Alignment(), trailing = Alignment()
    public static let bottomLeading = Alignment(), bottom = Alignment(), bottomTrailing = Alignment()
}

/// `horizontalalignment`.
public struct HorizontalAlignment: Equatable, Sendable {
    public static let leading = HorizontalAlignment(), center = HorizontalAlignment(), trailing = HorizontalAlignment()
}

/// `verticalalignment`.
public struct VerticalAlignment: Equatable, Sendable {
    public static let top = VerticalAlignment(), center = VerticalAlignment(), bottom = VerticalAlignment()
}

/// `textalignment`.
public enum TextAlignment: Hashable, CaseIterable, Sendable {
    case leading, center, trailing
}

/// `unitpoint`: `init(x:y:)` and the nine named points.
public struct UnitPoint: Hashable, Sendable {
    public init(x: CGFloat, y: CGFloat) {}
    public static let zero = UnitPoint(x: 0, y: 0), center = UnitPoint(x: 0.5, y: 0.5)
    public static let leading = UnitPoint(x: 0, y: 0.5), trailing = UnitPoint(x: 1, y: 0.5)
    public static let top = UnitPoint(x: 0.5, y: 0), bottom = UnitPoint(x: 0.5, y: 1)
    public static let topLeading = UnitPoint(x: 0, y: 0), topTrailing = UnitPoint(x: 1, y: 0)
    public static let bottomLeading = UnitPoint(x: 0, y: 1), bottomTrailing = UnitPoint(x: 1, y: 1)
}

// MARK: Stacks and leaves

/// `vstack`: `init(alignment:spacing:content:)`.
public struct VStack<Content: View>: View {
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}

/// `hstack`: `init(alignment:spacing:content:)`.
public struct HStack<Content: View>: View {
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}

/// `zstack`: `init(alignment:content:)`.
public struct ZStack<Content: View>: View {
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}

/// `spacer`: `init(minLength:)`.
public struct Spacer: View {
    public init(minLength: CGFloat? = nil) {}
    public var body: Never { fatalError() }
}

public struct Divider: View {
    public init() {}
    public var body: Never { fatalError() }
}

/// `localizedstringkey`: expressible by string literals and interpolations.
public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation, Sendable {
    public init(stringLiteral value: String) {}
}

/// `text`: `init(_:tablename:bundle:comment:)`.
public struct Text: View, Equatable, Sendable {
    public enum TruncationMode: Sendable { case head, middle, tail }
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {}
    public var body: Never { fatalError() }
}

/// `image`: `init(systemName:)`.
public struct Image: View, Equatable, Sendable {
    public init(systemName: String) {}
    public var body: Never { fatalError() }
}

/// `label`: `init(_:systemimage:)` where `Title == Text, Icon == Image`.
public struct Label<Title: View, Icon: View>: View {
    public var body: Never { fatalError() }
}

extension Label where Title == Text, Icon == Image {
    public init(_ titleKey: LocalizedStringKey, systemImage name: String) {}
}

/// `button`: `init(action:label:)`, `init(_:action:)`, `init(_:systemimage:action:)`.
public struct Button<Label: View>: View {
    public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {}
    public var body: Never { fatalError() }
}

extension Button where Label == Text {
    public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) {}
}

extension Button where Label == SwiftUI.Label<Text, Image> {
    public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping @MainActor () -> Void) {}
}

/// `labelstyle` with `iconOnly`, `titleOnly`, `titleAndIcon` (`labelstyle/icononly` …).
public protocol LabelStyle {}
public struct IconOnlyLabelStyle: LabelStyle { public init() {} }
public struct TitleOnlyLabelStyle: LabelStyle { public init() {} }
public struct TitleAndIconLabelStyle: LabelStyle { public init() {} }
extension LabelStyle where Self == IconOnlyLabelStyle { public static var iconOnly: IconOnlyLabelStyle { fatalError() } }
extension LabelStyle where Self == TitleOnlyLabelStyle { public static var titleOnly: TitleOnlyLabelStyle { fatalError() } }
extension LabelStyle where Self == TitleAndIconLabelStyle { public static var titleAndIcon: TitleAndIconLabelStyle { fatalError() } }

// MARK: Fonts

/// `font`: the text styles (`font/title2` …), `system(size:weight:design:)`, `bold()`, `weight(_:)`;
/// `font/weight`, `font/design`.
public struct Font: Hashable, Sendable {
    public static let largeTitle = Font(), title = Font(), title2 = Font(), title3 = Font(), headline = Font()
    public static let body = Font(), callout = Font(), subheadline = Font(), footnote = Font(), caption = Font(), caption2 = Font()
    public static func system(size: CGFloat, weight: Font.Weight? = nil, design: Font.Design? = nil) -> Font { fatalError() }
    public func bold() -> Font { fatalError() }
    public func weight(_ weight: Font.Weight) -> Font { fatalError() }

    public struct Weight: Hashable, Sendable {
        public static let ultraLight = Weight(), thin = Weight(), light = Weight(), regular = Weight(), medium = Weight()
        public static let semibold = Weight(), bold = Weight(), heavy = Weight(), black = Weight()
    }

    public enum Design: Hashable, Sendable { case `default`, serif, rounded, monospaced }
}

// MARK: Paint

/// `shapestyle`.
public protocol ShapeStyle: Sendable {}

/// `shapestyle/opacity(_:)`.
extension ShapeStyle {
    public func opacity(_ opacity: Double) -> some ShapeStyle { Color.clear }
}

/// `color`: `init(_:red:green:blue:opacity:)`, the system colours (`color/orange` …), `primary`,
/// `secondary`, `opacity(_:)`; `color/rgbcolorspace`.
public struct Color: View, ShapeStyle, Hashable {
    public enum RGBColorSpace: Hashable, Sendable { case sRGB, sRGBLinear, displayP3 }
    public init(_ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {}
    public static let black = Color(red: 0, green: 0, blue: 0), white = Color(red: 1, green: 1, blue: 1), clear = Color(red: 0, green: 0, blue: 0, opacity: 0)
    public static let red = Color.black, orange = Color.black, yellow = Color.black, green = Color.black, mint = Color.black
    public static let teal = Color.black, cyan = Color.black, blue = Color.black, indigo = Color.black, purple = Color.black
    public static let pink = Color.black, brown = Color.black, gray = Color.black, primary = Color.black, secondary = Color.black
    public func opacity(_ opacity: Double) -> Color { fatalError() }
    public var body: Never { fatalError() }
}

/// `shapestyle` → "Type Properties" where `Self == Color` (`.white` as a style).
extension ShapeStyle where Self == Color {
    public static var black: Color { fatalError() }
    public static var white: Color { fatalError() }
    public static var red: Color { fatalError() }
    public static var orange: Color { fatalError() }
    public static var yellow: Color { fatalError() }
    public static var green: Color { fatalError() }
    public static var mint: Color { fatalError() }
    public static var teal: Color { fatalError() }
    public static var cyan: Color { fatalError() }
    public static var blue: Color { fatalError() }
    public static var indigo: Color { fatalError() }
    public static var purple: Color { fatalError() }
    public static var pink: Color { fatalError() }
    public static var brown: Color { fatalError() }
    public static var gray: Color { fatalError() }
}

/// `foregroundstyle`: `.foreground` as a style.
public struct ForegroundStyle: ShapeStyle {}
extension ShapeStyle where Self == ForegroundStyle {
    public static var foreground: ForegroundStyle { fatalError() }
}

/// `hierarchicalshapestyle`: `.primary`, `.secondary` as styles.
public struct HierarchicalShapeStyle: ShapeStyle {}
extension ShapeStyle where Self == HierarchicalShapeStyle {
    public static var primary: HierarchicalShapeStyle { fatalError() }
    public static var secondary: HierarchicalShapeStyle { fatalError() }
}

/// `gradient/stop`: `init(color:location:)`.
public struct Gradient: Hashable, Sendable {
    public struct Stop: Hashable, Sendable {
        public init(color: Color, location: CGFloat) {}
    }
}

/// `lineargradient`: `init(colors:startpoint:endpoint:)`, `init(stops:startpoint:endpoint:)`.
public struct LinearGradient: ShapeStyle, View {
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {}
    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {}
    public var body: Never { fatalError() }
}

/// `fillstyle`.
public struct FillStyle: Equatable, Sendable {
    public init(eoFill: Bool = false, antialiased: Bool = true) {}
}

// MARK: Shapes

/// `path`.
public struct Path: Equatable, Sendable {}

/// `shape`: `path(in:)`; `shape/fill(_:style:)`.
public protocol Shape: Sendable, View {
    func path(in rect: CGRect) -> Path
}

extension Shape {
    public var body: _StubView { fatalError() }
    public func fill<S: ShapeStyle>(_ content: S, style: FillStyle = FillStyle()) -> _ShapeView<Self, S> { fatalError() }
    /// `shape/stroke(_:linewidth:antialiased:)`, `shape/stroke(linewidth:)`.
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View { _StubView() }
    public func stroke(lineWidth: CGFloat = 1) -> some View { _StubView() }
}

/// `insettableshape`: `inset(by:)`; `insettableshape/strokeborder(_:linewidth:antialiased:)`,
/// `insettableshape/strokeborder(linewidth:antialiased:)`.
public protocol InsettableShape: Shape {
    associatedtype InsetShape: InsettableShape
    func inset(by amount: CGFloat) -> InsetShape
}

extension InsettableShape {
    public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View { _StubView() }
    public func strokeBorder(lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View { _StubView() }
}

/// `shapeview` (iOS 17): a shape drawn with a style (`_ShapeView`, `shape/fill(_:style:)`'s
/// result); `shapeview/stroke(_:linewidth:antialiased:)` and
/// `shapeview/strokeborder(_:linewidth:antialiased:)` stroke over it.
public protocol ShapeView: View {
    associatedtype Content: Shape
}

public struct _ShapeView<Content: Shape, Style: ShapeStyle>: ShapeView {
    public var body: Never { fatalError() }
}

extension ShapeView {
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View { _StubView() }
}

extension ShapeView where Content: InsettableShape {
    public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View { _StubView() }
}

/// `roundedcornerstyle`.
public enum RoundedCornerStyle: Equatable, Hashable, Sendable { case circular, continuous }

/// `rectangle`.
public struct Rectangle: InsettableShape {
    public init() {}
    public func path(in rect: CGRect) -> Path { fatalError() }
    public func inset(by amount: CGFloat) -> Rectangle { fatalError() }
}

/// `roundedrectangle`: `init(cornerradius:style:)`.
public struct RoundedRectangle: InsettableShape {
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {}
    public func path(in rect: CGRect) -> Path { fatalError() }
    public func inset(by amount: CGFloat) -> RoundedRectangle { fatalError() }
}

/// `unevenroundedrectangle`: `init(topleadingradius:bottomleadingradius:bottomtrailingradius:toptrailingradius:style:)`.
public struct UnevenRoundedRectangle: InsettableShape {
    public init(topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0, topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous) {}
    public func path(in rect: CGRect) -> Path { fatalError() }
    public func inset(by amount: CGFloat) -> UnevenRoundedRectangle { fatalError() }
}

/// `capsule`: `init(style:)`.
public struct Capsule: InsettableShape {
    public init(style: RoundedCornerStyle = .continuous) {}
    public func path(in rect: CGRect) -> Path { fatalError() }
    public func inset(by amount: CGFloat) -> Capsule { fatalError() }
}

/// `circle`.
public struct Circle: InsettableShape {
    public init() {}
    public func path(in rect: CGRect) -> Path { fatalError() }
    public func inset(by amount: CGFloat) -> Circle { fatalError() }
}

/// `ellipse`.
public struct Ellipse: InsettableShape {
    public init() {}
    public func path(in rect: CGRect) -> Path { fatalError() }
    public func inset(by amount: CGFloat) -> Ellipse { fatalError() }
}

/// `containerrelativeshape`: "Conforms To: InsettableShape".
public struct ContainerRelativeShape: InsettableShape {
    public init() {}
    public func path(in rect: CGRect) -> Path { fatalError() }
    public func inset(by amount: CGFloat) -> ContainerRelativeShape { fatalError() }
}

/// `concentricrectangle` (iOS 26): "Conforms To: Animatable, Sendable, Shape, View" (not
/// InsettableShape, so not a container shape); `concentricrectangle/init()`,
/// `init(corners:isuniform:)`, `init(topleadingcorner:toptrailingcorner:bottomleadingcorner:bottomtrailingcorner:)`,
/// `init(uniformtopcorners:bottomleadingcorner:bottomtrailingcorner:)`,
/// `init(uniformbottomcorners:topleadingcorner:toptrailingcorner:)`,
/// `init(uniformleadingcorners:toptrailingcorner:bottomtrailingcorner:)`,
/// `init(uniformtrailingcorners:topleadingcorner:bottomleadingcorner:)`,
/// `init(uniformtopcorners:uniformbottomcorners:)`, `init(uniformleadingcorners:uniformtrailingcorners:)`.
public struct ConcentricRectangle: Shape {
    public init() {}
    public init(corners: Edge.Corner.Style, isUniform: Bool = false) {}
    public init(topLeadingCorner: Edge.Corner.Style = .concentric, topTrailingCorner: Edge.Corner.Style = .concentric, bottomLeadingCorner: Edge.Corner.Style = .concentric, bottomTrailingCorner: Edge.Corner.Style = .concentric) {}
    public init(uniformTopCorners: Edge.Corner.Style = .concentric, bottomLeadingCorner: Edge.Corner.Style = .concentric, bottomTrailingCorner: Edge.Corner.Style = .concentric) {}
    public init(uniformBottomCorners: Edge.Corner.Style = .concentric, topLeadingCorner: Edge.Corner.Style = .concentric, topTrailingCorner: Edge.Corner.Style = .concentric) {}
    public init(uniformLeadingCorners: Edge.Corner.Style = .concentric, topTrailingCorner: Edge.Corner.Style = .concentric, bottomTrailingCorner: Edge.Corner.Style = .concentric) {}
    public init(uniformTrailingCorners: Edge.Corner.Style = .concentric, topLeadingCorner: Edge.Corner.Style = .concentric, bottomLeadingCorner: Edge.Corner.Style = .concentric) {}
    public init(uniformTopCorners: Edge.Corner.Style = .concentric, uniformBottomCorners: Edge.Corner.Style = .concentric) {}
    public init(uniformLeadingCorners: Edge.Corner.Style = .concentric, uniformTrailingCorners: Edge.Corner.Style = .concentric) {}
    public func path(in rect: CGRect) -> Path { fatalError() }
}

/// The static members: `shape/rect`, `shape/rect(cornerradius:style:)`,
/// `shape/rect(topleadingradius:bottomleadingradius:bottomtrailingradius:toptrailingradius:style:)`,
/// `shape/capsule`, `shape/circle`, `shape/ellipse`, `shape/containerrelative`.
extension Shape where Self == Rectangle { public static var rect: Rectangle { fatalError() } }
extension Shape where Self == RoundedRectangle {
    public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> Self { fatalError() }
}
extension Shape where Self == UnevenRoundedRectangle {
    public static func rect(topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0, topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous) -> Self { fatalError() }
}
extension Shape where Self == Capsule { public static var capsule: Capsule { fatalError() } }
extension Shape where Self == Circle { public static var circle: Circle { fatalError() } }
extension Shape where Self == Ellipse { public static var ellipse: Ellipse { fatalError() } }
extension Shape where Self == ContainerRelativeShape { public static var containerRelative: ContainerRelativeShape { fatalError() } }

/// `contentmode`: how `aspectRatio(_:contentMode:)` fits its ratio.
public enum ContentMode: Hashable, CaseIterable { case fit, fill }

// MARK: Modifiers

extension View {
    /// `view/padding(_:)-6pgqq` (EdgeInsets), `view/padding(_:_:)`, `view/padding(_:)-68shk` (CGFloat).
    public func padding(_ insets: EdgeInsets) -> some View { _StubView() }
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View { _StubView() }
    public func padding(_ length: CGFloat) -> some View { _StubView() }

    /// `view/frame(width:height:alignment:)`.
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View { _StubView() }
    /// `view/frame(minwidth:idealwidth:maxwidth:minheight:idealheight:maxheight:alignment:)`.
    public func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center) -> some View { _StubView() }

    /// `view/background(_:in:fillstyle:)`.
    public func background<S: ShapeStyle>(_ style: S, in shape: some Shape, fillStyle: FillStyle = FillStyle()) -> some View { _StubView() }
    /// `view/background(_:ignoressafeareaedges:)`.
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View { _StubView() }
    /// `view/background(alignment:content:)`.
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View { _StubView() }

    /// `view/overlay(alignment:content:)`.
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View { _StubView() }
    /// `view/overlay(_:in:fillstyle:)`.
    public func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View { _StubView() }
    /// `view/overlay(_:ignoressafeareaedges:)`.
    public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View { _StubView() }

    /// `view/containershape(_:)`: `func containerShape<T>(_ shape: T) -> some View where T : InsettableShape`.
    public func containerShape<T: InsettableShape>(_ shape: T) -> some View { _StubView() }
    /// `view/clipshape(_:style:)`.
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View { _StubView() }

    /// `view/foregroundstyle(_:)`.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View { _StubView() }
    /// `view/font(_:)`.
    public func font(_ font: Font?) -> some View { _StubView() }
    /// `view/opacity(_:)`.
    public func opacity(_ opacity: Double) -> some View { _StubView() }
    /// `view/mask(alignment:_:)`.
    public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View { _StubView() }
    /// `view/shadow(color:radius:x:y:)`.
    public func shadow(color: Color = Color(.sRGBLinear, red: 0, green: 0, blue: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some View { _StubView() }
    /// `view/labelstyle(_:)`.
    public func labelStyle<S: LabelStyle>(_ style: S) -> some View { _StubView() }
    public func lineLimit(_ number: Int?) -> some View { _StubView() }
    public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View { _StubView() }
    public func truncationMode(_ mode: Text.TruncationMode) -> some View { _StubView() }
    /// `view/multilinetextalignment(_:)`.
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View { _StubView() }
    /// `view/ignoressafearea(_:edges:)`.
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View { _StubView() }

    /// `view/offset(x:y:)`.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View { _StubView() }
    /// `view/aspectratio(_:contentmode:)-771ow` (CGFloat?).
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View { _StubView() }
    /// `view/scaledtofit()`.
    public func scaledToFit() -> some View { _StubView() }
    /// `view/scaledtofill()`.
    public func scaledToFill() -> some View { _StubView() }
    /// `view/fixedsize()`.
    public func fixedSize() -> some View { _StubView() }
    /// `view/fixedsize(horizontal:vertical:)`.
    public func fixedSize(horizontal: Bool, vertical: Bool) -> some View { _StubView() }
    /// `view/layoutpriority(_:)`.
    public func layoutPriority(_ value: Double) -> some View { _StubView() }

    /// `view/task(id:priority:_:)` (the action runs on the view's actor, as the SDK's `@_inheritActorContext` says).
    public func task<T: Equatable>(id value: T, priority: TaskPriority = .userInitiated, @_inheritActorContext _ action: @escaping @Sendable () async -> Void) -> some View { _StubView() }
    /// `view/onappear(perform:)`.
    nonisolated public func onAppear(perform action: (() -> Void)? = nil) -> some View { _StubView() }
    /// `view/environment(_:_:)`.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View { _StubView() }
}
