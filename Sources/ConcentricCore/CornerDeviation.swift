// Why a resolved corner is not exactly concentric with its container's, in the resolver's own
// terms (Resolver.swift's steps), so that a measured error can be shown with its cause in words.
import Foundation

/// One cause of a corner straying from its container's curve. Several can apply at once; they
/// are listed in `CornerDeviation.causes`'s order, the one that moved the radius most first.
public enum CornerDeviation: Sendable, Hashable {
    /// Step 5 lowered the radius to `to`: the frame's edges could not carry its corners' radii,
    /// so they were scaled to fit (`CornerRadii.fitted(in:minimums:)`).
    case scaledToFit(to: Double)
    /// Step 4 raised it to its uniform group's largest radius.
    case raisedByGroup(to: Double)
    /// Step 3's minimum took over from Rc − d.
    case minimum(Double)
    /// The two gaps differ, so no radius keeps both constant: the resolver subtracts the larger.
    case unequalGaps(dx: Double, dy: Double)
    /// A container-relative shape subtracts the view's smallest gap d at every corner, whatever
    /// this corner's own gaps (`ContainerRelativeShape`).
    case smallestGap(d: Double, dx: Double, dy: Double)
    /// Continuous corners inset from continuous corners: an offset squircle is not a squircle,
    /// so the gap wavers by a fraction of a point (more for large radii) even when all else is exact.
    case continuousCurve

    /// The cause in words, for a reviewer ("minimum 8 applied").
    public var text: String {
        switch self {
        case .scaledToFit: "scaled to fit"
        case .raisedByGroup(let r): "uniform: raised to its group's \(DecimalFormat.short(r))"
        case .minimum(let m): "minimum \(DecimalFormat.short(m)) applied"
        case .unequalGaps(let dx, let dy): "gaps \(DecimalFormat.short(dx)) × \(DecimalFormat.short(dy)): radius from the larger"
        case .smallestGap(let d, let dx, let dy): "gaps \(DecimalFormat.short(dx)) × \(DecimalFormat.short(dy)): inset by the smallest, \(DecimalFormat.short(d))"
        case .continuousCurve: "continuous curve: an offset squircle is not a squircle"
        }
    }

    /// Differences below this (in points) are rounding, not a cause.
    static let tolerance = 0.01

    /// The causes at a concentric rectangle's corner: `resolution` is the corner's derivation with
    /// its final radius (after uniform groups and step 5).
    public static func causes(of resolution: CornerResolution, curve: CornerCurve) -> [CornerDeviation] {
        var out: [CornerDeviation] = []
        let step3 = resolution.styleRadius, final = resolution.radius
        // Only step 5 lowers a radius after step 3; only a group raises one.
        if step3 > final + tolerance { out.append(.scaledToFit(to: final)) }
        if final > step3 + tolerance { out.append(.raisedByGroup(to: final)) }
        let followed = resolution.containerRadius - resolution.nominalInset
        var minimumTookOver = false
        // A group's radius replaces the corner's own, so its minimum no longer explains anything.
        if final <= step3 + tolerance, case .concentric(let minimum) = resolution.style, minimum > 0, minimum > followed + tolerance, abs(step3 - minimum) <= tolerance {
            out.append(.minimum(minimum))
            minimumTookOver = true
        }
        // Unequal gaps explain an error only where the radius came from Rc − max(dx, dy): not
        // where a minimum replaced it, nor where the container's curve is out of reach (Rc ≤ d).
        if !minimumTookOver, final <= step3 + tolerance, followed > tolerance, abs(resolution.dx - resolution.dy) > tolerance {
            out.append(.unequalGaps(dx: resolution.dx, dy: resolution.dy))
        }
        if curve == .continuous { out.append(.continuousCurve) }
        return out
    }

    /// The causes at a container-relative shape's corner: every corner is the container's radius
    /// `containerRadius` minus `d`, then fitted to the frame (`CornerRadii.fitted(in:)`).
    public static func causes(
        containerRelative radius: Double, containerRadius: Double, d: Double, dx: Double, dy: Double, curve: CornerCurve
    ) -> [CornerDeviation] {
        var out: [CornerDeviation] = []
        if max(0, containerRadius - d) > radius + tolerance { out.append(.scaledToFit(to: radius)) }
        if max(dx, dy) > d + tolerance { out.append(.smallestGap(d: d, dx: dx, dy: dy)) }
        if curve == .continuous { out.append(.continuousCurve) }
        return out
    }
}

extension CornerResolution {
    /// One corner's derivation against `outer` given the radius layout kept for it (`radius`, after
    /// steps 4 and 5): what annotations explain without re-running the resolver's groups.
    public init(corner: PhysicalCorner, style: CornerStyle, frame: Rect, container outer: CornerGeometry, radius: Double) {
        let gaps = EdgeGaps(of: frame, in: outer.rect).at(corner)
        let rc = finiteOrZero(outer.radii[corner])
        self.init(
            style: style, containerRadius: rc, dx: gaps.dx, dy: gaps.dy,
            containerCenter: arcCenter(of: outer.rect, corner: corner, radius: rc), radius: radius)
    }

    /// Step 3's radius for this corner alone: before uniform groups and the clamp.
    public var styleRadius: Double { cornerRadius(style, containerRadius, nominalInset) }
}
