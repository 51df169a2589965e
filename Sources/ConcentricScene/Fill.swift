// Paint for cards and scene backgrounds: a solid colour or a linear gradient, with an opacity.
import ConcentricCore
import Foundation

/// A colour in sRGB with straight (not premultiplied) alpha, every component in 0…1.
public struct Color: Sendable, Hashable {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

    /// Components outside 0…1 (or not finite) are clamped, so a colour is always drawable.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        func unit(_ v: Double) -> Double { v.isFinite ? min(1, max(0, v)) : 0 }
        self.red = unit(red)
        self.green = unit(green)
        self.blue = unit(blue)
        self.alpha = unit(alpha)
    }

    /// A colour from 8-bit components.
    public init(rgb8 r: Int, _ g: Int, _ b: Int, alpha: Double = 1) {
        self.init(red: Double(r) / 255, green: Double(g) / 255, blue: Double(b) / 255, alpha: alpha)
    }

    public static let black = Color(red: 0, green: 0, blue: 0)
    public static let white = Color(red: 1, green: 1, blue: 1)
}

/// One colour stop of a gradient; `location` runs from 0 (start) to 1 (end).
public struct GradientStop: Sendable, Hashable {
    public var color: Color
    public var location: Double

    public init(color: Color, location: Double) {
        self.color = color
        self.location = location.isFinite ? min(1, max(0, location)) : 0
    }
}

/// A linear gradient across the filled shape's frame.
///
/// `angle` follows CSS Images 3 (§3.1.1 "linear-gradient() syntax"): 0° runs to the top, 90° to
/// the right, 180° to the bottom (the default, like SwiftUI's `startPoint: .top, endPoint: .bottom`).
/// The gradient line passes through the frame's center and is |W·sin A| + |H·cos A| long, so the
/// first and last stops land exactly on the frame's opposite corners.
public struct LinearGradient: Sendable, Hashable {
    public var stops: [GradientStop]
    public var angle: Double

    public init(stops: [GradientStop], angle: Double = 180) {
        self.stops = stops
        self.angle = angle.isFinite ? angle : 180
    }

    /// A gradient from `start` to `end` with the default angle.
    public init(_ start: Color, _ end: Color, angle: Double = 180) {
        self.init(stops: [GradientStop(color: start, location: 0), GradientStop(color: end, location: 1)], angle: angle)
    }

    /// Where the gradient line starts and ends when it fills `rect` (see the type's comment).
    public func endpoints(in rect: Rect) -> (start: Point, end: Point) {
        let (dx, dy) = direction
        let length = abs(rect.width * dx) + abs(rect.height * dy)
        let c = rect.center
        return (
            Point(x: c.x - dx * length / 2, y: c.y - dy * length / 2),
            Point(x: c.x + dx * length / 2, y: c.y + dy * length / 2)
        )
    }
}

extension LinearGradient {
    /// The gradient line's unit direction (y grows down, so "to the top" is −y). Exact along the
    /// axes: `sin(π)` is 1.2e-16, not 0, and a gradient to the bottom should run straight down
    /// (the renderer draws an exactly vertical gradient row by row, `MaskedScreenFill`).
    var direction: (dx: Double, dy: Double) {
        if let quarters = Int(exactly: angle / 90), Double(quarters) * 90 == angle {
            switch (quarters % 4 + 4) % 4 {
            case 0: return (0, -1)
            case 1: return (1, 0)
            case 2: return (0, 1)
            default: return (-1, 0)
            }
        }
        let a = angle * Double.pi / 180
        return (sin(a), -cos(a))
    }
}

/// The paint itself.
public enum Paint: Sendable, Hashable {
    case solid(Color)
    case linearGradient(LinearGradient)

    /// The SwiftUI type that paints it (`Color`, `LinearGradient`).
    public var swiftUIName: String {
        switch self {
        case .solid: "Color"
        case .linearGradient: "LinearGradient"
        }
    }
}

/// How a card or a background is filled: a paint and an overall opacity (0…1), like SwiftUI's
/// `.fill(style).opacity(o)` (`Color.white.opacity(0.16)` is `solid(white)` with opacity 0.16).
public struct Fill: Sendable, Hashable {
    public var paint: Paint
    public var opacity: Double

    public init(_ paint: Paint, opacity: Double = 1) {
        self.paint = paint
        self.opacity = opacity.isFinite ? min(1, max(0, opacity)) : 1
    }

    public static func solid(_ color: Color, opacity: Double = 1) -> Fill { Fill(.solid(color), opacity: opacity) }
    public static func gradient(_ gradient: LinearGradient, opacity: Double = 1) -> Fill {
        Fill(.linearGradient(gradient), opacity: opacity)
    }
}
