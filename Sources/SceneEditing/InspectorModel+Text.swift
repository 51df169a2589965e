// The inspector's rows for text: a text's own string, font, alignment and colour, and a `font`
// modifier's style and weight.
import ConcentricCore
import ConcentricScene

extension RowBuilder {
    func textSection(_ text: TextView) -> InspectorSection {
        var styles = [""] + TextStyle.allCases.map(\.rawValue)
        var styleValue = ""
        var rows = [InspectorRow(field: .text, value: .text(text.string))]
        switch text.font?.size {
        case nil: break
        case .style(let style)?: styleValue = style.rawValue
        case .points(let size)?:
            styles.append(InspectorModel.pointsStyle)
            styleValue = InspectorModel.pointsStyle
            rows.append(InspectorRow(field: .textStyle, value: .choice(styleValue), options: styles))
            rows.append(number(.fontSize, size, range: InspectorModel.Ranges.fontSize))
        }
        if rows.count == 1 { rows.append(InspectorRow(field: .textStyle, value: .choice(styleValue), options: styles)) }
        // A weight needs a font of the text's own (the format has no weight without a size).
        if let font = text.font {
            rows.append(InspectorRow(field: .fontWeight, value: .choice(font.weight?.rawValue ?? ""), options: [""] + FontWeight.allCases.map(\.rawValue)))
        }
        rows.append(InspectorRow(field: .textAlignment, value: .choice(text.alignment.rawValue), options: TextAlignment.allCases.map(\.rawValue)))
        rows.append(InspectorRow(field: .textColorSource, value: .choice(InspectorModel.textColorSource(text.color)), options: InspectorModel.textColorSources))
        if case .rgb(let color)? = text.color { rows.append(InspectorRow(field: .textColor, value: .color(color))) }
        return InspectorSection(group: .text, rows: rows)
    }

    /// The rows of a `font` modifier: its style (or an explicit size, with the size's row) and
    /// its weight. A modifier's font always has a size, so unlike a text's own there is no
    /// "inherited" style.
    func fontSection(_ font: Font, at i: Int) -> InspectorSection {
        let styles = TextStyle.allCases.map(\.rawValue) + [InspectorModel.pointsStyle]
        var rows: [InspectorRow] = []
        switch font.size {
        case .style(let style):
            rows.append(InspectorRow(field: .fontStyle(i), value: .choice(style.rawValue), options: styles))
        case .points(let size):
            rows.append(InspectorRow(field: .fontStyle(i), value: .choice(InspectorModel.pointsStyle), options: styles))
            rows.append(number(.fontModifierSize(i), size, range: InspectorModel.Ranges.fontSize))
        }
        rows.append(InspectorRow(field: .fontModifierWeight(i), value: .choice(font.weight?.rawValue ?? ""), options: [""] + FontWeight.allCases.map(\.rawValue)))
        return InspectorSection(group: .font(i), rows: rows)
    }
}
