// The inspector's sections for a view's modifiers, one or two a modifier, in chain order.
import ConcentricCore
import ConcentricScene

extension RowBuilder {
    /// The sections of the modifier at index `i` of the view's chain (none for those with nothing
    /// to edit: a label style, the safe area's edges, a name).
    func sections(of modifier: ViewModifier, at i: Int) -> [InspectorSection] {
        var out: [InspectorSection] = []
        switch modifier {
        case .padding(let insets):
            let values: [(PaddingEdge, Number)] = [(.top, insets.top), (.leading, insets.leading), (.bottom, insets.bottom), (.trailing, insets.trailing)]
            out.append(InspectorSection(group: .padding(i), rows: values.map { edge, n in
                number(.padding(i, edge), n, range: InspectorModel.Ranges.padding)
            }))
        case .frame(let width, let height, let alignment):
            out.append(InspectorSection(group: .frame(i), rows: [
                number(.frameWidth(i), width, range: InspectorModel.Ranges.length, optional: true),
                number(.frameHeight(i), height, range: InspectorModel.Ranges.length, optional: true),
                InspectorRow(field: .frameAlignment(i), value: .choice(alignment.rawValue), options: FrameAlignment.allCases.map(\.rawValue)),
            ]))
        case .flexibleFrame(let frame):
            let bounds: [(FlexibleFrameBound, Number?)] = [
                (.minWidth, frame.minWidth), (.idealWidth, frame.idealWidth), (.maxWidth, frame.maxWidth),
                (.minHeight, frame.minHeight), (.idealHeight, frame.idealHeight), (.maxHeight, frame.maxHeight),
            ]
            out.append(InspectorSection(group: .frame(i), rows: bounds.map { bound, n in
                number(.flexibleFrame(i, bound), n, range: InspectorModel.Ranges.length, optional: true, infinity: bound.allowsInfinity)
            } + [InspectorRow(field: .frameAlignment(i), value: .choice(frame.alignment.rawValue), options: FrameAlignment.allCases.map(\.rawValue))]))
        case .background(let content, let shape):
            if case .fill(let fill) = content { out.append(fillSection(fill, slot: .modifier(i), role: .background)) }
            if let shape { out.append(shapeSection(shape, slot: .modifier(i), role: .background)) }
        case .overlay(let content, let shape, let alignment):
            switch content {
            case .fill(let fill): out.append(fillSection(fill, slot: .modifier(i), role: .overlay))
            case .view: out.append(InspectorSection(group: .overlay(i), rows: [alignmentRow(.frameAlignment(i), alignment)]))
            }
            if let shape { out.append(shapeSection(shape, slot: .modifier(i), role: .overlay)) }
        case .containerShape(let shape):
            out.append(shapeSection(shape, slot: .modifier(i), role: .containerShape))
        case .clipShape(let shape):
            out.append(shapeSection(shape, slot: .modifier(i), role: .clipShape))
        case .foregroundStyle(let fill):
            out.append(fillSection(fill, slot: .modifier(i), role: .foregroundStyle))
        case .opacity(let n):
            out.append(InspectorSection(group: .opacity(i), rows: [number(.opacity(i), n, range: InspectorModel.Ranges.unit)]))
        case .mask(_, let alignment):
            out.append(InspectorSection(group: .mask(i), rows: [alignmentRow(.frameAlignment(i), alignment)]))
        case .shadow(let shadow):
            var section = fillSection(shadow.color ?? DropShadow.defaultColor, slot: .modifier(i), role: .shadow)
            section.rows.append(number(.shadowRadius(i), shadow.radius, range: InspectorModel.Ranges.radius))
            section.rows.append(number(.shadowX(i), shadow.x, range: InspectorModel.Ranges.offset))
            section.rows.append(number(.shadowY(i), shadow.y, range: InspectorModel.Ranges.offset))
            out.append(section)
        case .font(let font):
            out.append(fontSection(font, at: i))
        case .lineLimit(let limit):
            out.append(InspectorSection(group: .lineLimit(i), rows: [
                number(.lineLimitCount(i), .literal(Double(limit.count)), range: InspectorModel.Ranges.lines, bindable: false),
                InspectorRow(field: .lineLimitReservesSpace(i), value: .flag(limit.reservesSpace)),
            ]))
        case .truncationMode(let mode):
            out.append(InspectorSection(group: .truncationMode(i), rows: [
                InspectorRow(field: .truncationMode(i), value: .choice(mode.rawValue), options: TruncationMode.allCases.map(\.rawValue))
            ]))
        case .offset(let x, let y):
            out.append(InspectorSection(group: .offset(i), rows: [
                number(.offsetX(i), x, range: InspectorModel.Ranges.offset), number(.offsetY(i), y, range: InspectorModel.Ranges.offset),
            ]))
        case .aspectRatio(let ratio, let mode):
            out.append(InspectorSection(group: .aspectRatio(i), rows: [
                number(.aspectRatio(i), ratio, range: InspectorModel.Ranges.aspectRatio, optional: true),
                InspectorRow(field: .contentMode(i), value: .choice(mode.rawValue), options: ContentMode.allCases.map(\.rawValue)),
            ]))
        case .fixedSize(let horizontal, let vertical):
            out.append(InspectorSection(group: .fixedSize(i), rows: [
                InspectorRow(field: .fixedWidth(i), value: .flag(horizontal)), InspectorRow(field: .fixedHeight(i), value: .flag(vertical)),
            ]))
        case .layoutPriority(let n):
            out.append(InspectorSection(group: .layoutPriority(i), rows: [number(.layoutPriority(i), n, range: InspectorModel.Ranges.priority)]))
        case .labelStyle, .ignoresSafeArea, .name:
            break
        }
        return out
    }
}
