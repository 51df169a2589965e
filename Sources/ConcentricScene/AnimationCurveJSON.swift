// The JSON of a scene animation's curve and repetition (docs/SCENES.md, Animation), read with
// their place and written back as they were read:
//
//   "spring"?: {"smooth" | "snappy" | "bouncy": {"duration"?: d, "extraBounce"?: e}}
//            | {"spring": {"duration"?: d, "bounce"?: b}}
//   "curve"?:  {"linear" | "easeIn" | "easeOut" | "easeInOut": {"duration"?: d}}
//   "repeatForever"?: {"autoreverses"?: bool}
//
// At most one of "spring" and "curve"; neither is the sample's `.smooth(duration: 0.9)`. A
// missing duration is SwiftUI's default (0.5 s for springs, 0.35 s for timing curves), a missing
// bounce 0. The writer always writes the duration and only a bounce that is not 0, so that the
// files written before the other curves existed read and write byte for byte the same.
import ConcentricJSON

extension AnimationCurve {
    /// The animation's `"spring"` and `"curve"` members (either may be absent, not both).
    init(spring springNode: JSONNode?, curve curveNode: JSONNode?) throws(InputError) {
        switch (springNode, curveNode) {
        case (nil, nil): self = .sample
        case (let node?, nil): self = .spring(try Self.spring(node))
        case (nil, let node?): self = try Self.timing(node)
        case (_, let node?): throw node.error("give either \"spring\" or \"curve\", not both")
        }
    }

    /// `{KIND: {"duration"?, BOUNCE-LABEL?}}`.
    private static func spring(_ node: JSONNode) throws(InputError) -> Spring {
        let (kind, arguments) = try onlyMember(node, of: Spring.Kind.self, "spring")
        try arguments.rejectUnknownFields(["duration", kind.bounceLabel])
        let duration = try self.duration(arguments, default: Spring.defaultDuration)
        var bounce = 0.0
        if let bounceNode = try arguments.optionalField(kind.bounceLabel) {
            bounce = try bounceNode.number()
            if let problem = Spring.bounceProblem(bounce, kind.bounceLabel) { throw bounceNode.error(problem) }
        }
        return Spring(kind, duration: duration, bounceArgument: bounce)
    }

    /// `{CURVE: {"duration"?}}`.
    private static func timing(_ node: JSONNode) throws(InputError) -> AnimationCurve {
        let (curve, arguments) = try onlyMember(node, of: TimingCurve.self, "curve")
        try arguments.rejectUnknownFields(["duration"])
        return .timing(curve, duration: try duration(arguments, default: TimingCurve.defaultDuration))
    }

    private static func duration(_ arguments: JSONNode, default value: Double) throws(InputError) -> Double {
        guard let node = try arguments.optionalField("duration") else { return value }
        let duration = try node.number()
        if let problem = ParameterAnimation.secondsProblem(duration, "a duration") { throw node.error(problem) }
        return duration
    }

    /// An object with exactly one member, named by one of `T`'s cases, and that member's value.
    private static func onlyMember<T: RawRepresentable & CaseIterable>(
        _ node: JSONNode, of type: T.Type, _ what: String
    ) throws(InputError) -> (T, JSONNode) where T.RawValue == String {
        let names = T.allCases.map(\.rawValue).joined(separator: ", ")
        let keys = node.kind == .object ? try node.keys() : []
        guard keys.count == 1, let key = keys.first else { throw node.error("a \(what) is an object with exactly one key (\(names))") }
        guard let value = T(rawValue: key) else { throw node.error("unknown \(what) \"\(key)\" (expected one of: \(names))") }
        return (value, try node.field(key))
    }

    /// The member that writes the curve: `("spring", {KIND: …})` or `("curve", {CURVE: …})`.
    var jsonMember: (String, JSONValue) {
        switch self {
        case .spring(let spring):
            var arguments: [(String, JSONValue)] = [("duration", .number(spring.duration))]
            if spring.bounceArgument != 0 { arguments.append((spring.kind.bounceLabel, .number(spring.bounceArgument))) }
            return ("spring", .object([(spring.kind.rawValue, .object(arguments))]))
        case .timing(let curve, let duration):
            return ("curve", .object([(curve.rawValue, .object([("duration", .number(duration))]))]))
        }
    }
}

extension ParameterAnimation.RepeatForever {
    /// `{"autoreverses"?: bool}` (true when absent, SwiftUI's default).
    init(json node: JSONNode) throws(InputError) {
        try node.rejectUnknownFields(["autoreverses"])
        self.init(autoreverses: try node.optionalField("autoreverses")?.bool() ?? true)
    }

    /// Always with its `autoreverses`, so the file says which.
    var json: JSONValue { .object([("autoreverses", .bool(autoreverses))]) }
}
