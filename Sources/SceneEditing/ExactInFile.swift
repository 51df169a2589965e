// Values as a scene file writes them: an edit stores colours at the file's precision, so that a
// document reads back equal to the one edited.
import ConcentricCore
import ConcentricScene

extension Color {
    /// The colour as a file writes it (8 bits a component), so a document reads back equal.
    var exactInFile: Color {
        func byte(_ c: Double) -> Int { Int((c * 255).rounded()) }
        return Color(rgb8: byte(red), byte(green), byte(blue), alpha: Double(byte(alpha)) / 255)
    }
}

extension Fill {
    /// The fill with its colours as a file writes them.
    var exactInFile: Fill {
        switch paint {
        case .solid(let color): return Fill(.solid(color.exactInFile), opacity: opacity)
        case .linearGradient(var gradient):
            gradient.stops = gradient.stops.map { GradientStop(color: $0.color.exactInFile, location: $0.location) }
            return Fill(.linearGradient(gradient), opacity: opacity)
        }
    }
}

extension ViewModifier {
    /// The modifier with its colours as a file writes them.
    var exactInFile: ViewModifier {
        switch self {
        case .background(.fill(let fill), let shape): .background(.fill(fill.exactInFile), in: shape)
        case .overlay(.fill(let fill), let shape, let alignment): .overlay(.fill(fill.exactInFile), in: shape, alignment: alignment)
        case .foregroundStyle(let fill): .foregroundStyle(fill.exactInFile)
        case .shadow(let s): .shadow(DropShadow(color: s.color?.exactInFile, radius: s.radius, x: s.x, y: s.y))
        default: self
        }
    }
}
