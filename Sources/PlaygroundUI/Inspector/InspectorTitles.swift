// What the inspector calls its groups, rows and choices, in the user's language.
import ConcentricCore
import ConcentricScene
import SceneEditing

/// The words of the inspector. Row titles are also the controls' accessible names (each row's
/// control is labelled by its row), so within a group no two rows share a title.
@MainActor
enum InspectorTitles {
    /// A section's title: its group's, with the SwiftUI type it edits where it has one
    /// ("Background: ConcentricRectangle", "Fill: Color", "View: VStack").
    static func title(_ section: InspectorSection) -> String {
        let group = group(section.group)
        guard let subject = section.subject else { return group }
        // TRANSLATORS: an inspector group's title: the group and the SwiftUI type it edits (left in English), e.g. "Background: ConcentricRectangle".
        return tr("{group}: {type}", ["group": group, "type": subject])
    }

    static func group(_ group: InspectorGroup) -> String {
        switch group {
        case .view: trc("inspector group", "View")
        case .shape(_, .content): trc("inspector group", "Shape")
        case .shape(_, .background): trc("inspector group", "Background")
        case .shape(_, .overlay): trc("inspector group", "Overlay")
        case .shape(_, .containerShape): tr("Container shape")
        case .shape(_, .clipShape): tr("Clip shape")
        case .fill(_, .content): trc("inspector group", "Fill")
        case .fill(_, .background): trc("inspector group", "Background")
        case .fill(_, .overlay), .overlay: trc("inspector group", "Overlay")
        case .fill(_, .stroke): trc("inspector group", "Stroke")
        case .fill(_, .shadow): trc("inspector group", "Shadow")
        case .mask: trc("inspector group", "Mask")
        case .fill(_, .foregroundStyle): tr("Foreground style")
        case .text: trc("inspector group", "Text")
        case .stack: trc("inspector group", "Stack")
        case .padding: trc("inspector group", "Padding")
        case .frame: trc("inspector group", "Frame")
        case .opacity: trc("inspector group", "Opacity")
        case .font: trc("inspector group", "Font")
        case .lineLimit: tr("Line limit")
        case .truncationMode: tr("Truncation")
        case .offset: trc("inspector group", "Offset")
        case .aspectRatio: trc("inspector group", "Aspect ratio")
        case .fixedSize: trc("inspector group", "Fixed size")
        case .layoutPriority: trc("inspector group", "Layout priority")
        // SwiftUI code the importer did not understand, shown as a labelled box.
        case .placeholder: trc("inspector group", "Placeholder")
        }
    }

    /// An item of the Add Modifier menu.
    static func template(_ template: ModifierTemplate) -> String {
        switch template {
        case .padding: trc("modifier", "Padding")
        case .frame: trc("modifier", "Frame")
        // TRANSLATORS: an Add Modifier item: SwiftUI's background(_:in:), a paint filling a shape behind the view.
        case .backgroundShape: tr("Background in a Shape")
        case .containerShape: trc("modifier", "Container Shape")
        case .clipShape: trc("modifier", "Clip Shape")
        case .opacity: trc("modifier", "Opacity")
        }
    }

    /// The name and tooltip of the remove button of a group standing for a modifier; nil for
    /// the view's own groups, which no modifier brings.
    static func removal(_ group: InspectorGroup) -> String? {
        switch group {
        case .padding: tr("Remove Padding")
        case .frame: tr("Remove Frame")
        case .opacity: tr("Remove Opacity")
        case .shape(.modifier, .background), .fill(.modifier, .background): tr("Remove Background")
        case .shape(.modifier, .overlay), .fill(.modifier, .overlay), .overlay: tr("Remove Overlay")
        case .shape(.modifier, .containerShape): tr("Remove Container Shape")
        case .shape(.modifier, .clipShape): tr("Remove Clip Shape")
        case .fill(.modifier, .foregroundStyle): tr("Remove Foreground Style")
        case .fill(.modifier, .shadow): tr("Remove Shadow")
        case .mask: tr("Remove Mask")
        case .font: tr("Remove Font")
        case .lineLimit: tr("Remove Line Limit")
        case .truncationMode: tr("Remove Truncation")
        case .offset: tr("Remove Offset")
        case .aspectRatio: tr("Remove Aspect Ratio")
        case .fixedSize: tr("Remove Fixed Size")
        case .layoutPriority: tr("Remove Layout Priority")
        case .shape(.modifier, .content), .fill(.modifier, .content), .fill(.modifier, .stroke): nil
        case .view, .shape(.content, _), .fill(.content, _), .fill(.stroke, _), .text, .stack, .placeholder: nil
        }
    }

    static func field(_ field: InspectorField) -> String {
        switch field {
        case .name: trc("inspector row", "Name")
        case .publishesShape: tr("Publishes its shape")
        case .shapeKind: trc("inspector row", "Shape")
        case .cornerStyle(_, let corner): CornerRow.title(corner)
        case .uniformity: tr("Uniform corners")
        case .cornerRadius: trc("inspector row", "Radius")
        // TRANSLATORS: {corner} is e.g. "Top leading".
        case .unevenRadius(_, let corner): tr("{corner} radius", ["corner": CornerRow.title(corner)])
        case .cornerCurve: trc("inspector row", "Curve")
        case .fillColor: trc("inspector row", "Colour")
        // TRANSLATORS: {number} counts a gradient's colour stops from 1.
        case .gradientStopColor(_, let stop): tr("Stop {number} colour", ["number": String(stop + 1)])
        case .gradientStopLocation(_, let stop): tr("Stop {number} location", ["number": String(stop + 1)])
        case .gradientAngle: trc("inspector row", "Angle")
        case .fillOpacity, .opacity: trc("inspector row", "Opacity")
        case .strokeWidth: tr("Line width")
        // TRANSLATORS: how much a shadow is blurred, in points.
        case .shadowRadius: tr("Blur radius")
        // TRANSLATORS: a shadow's horizontal offset, in points.
        case .shadowX: tr("Offset x")
        // TRANSLATORS: a shadow's vertical offset, in points.
        case .shadowY: tr("Offset y")
        // TRANSLATORS: a shape's stroke drawn as SwiftUI's strokeBorder, inside the shape's frame.
        case .strokeBorder: tr("Inside the frame")
        case .padding(_, .top): trc("edge", "Top")
        case .padding(_, .leading): trc("edge", "Leading")
        case .padding(_, .bottom): trc("edge", "Bottom")
        case .padding(_, .trailing): trc("edge", "Trailing")
        case .frameWidth: trc("inspector row", "Width")
        case .frameHeight: trc("inspector row", "Height")
        case .flexibleFrame(_, let bound):
            switch bound {
            case .minWidth: tr("Minimum width")
            case .idealWidth: tr("Ideal width")
            case .maxWidth: tr("Maximum width")
            case .minHeight: tr("Minimum height")
            case .idealHeight: tr("Ideal height")
            case .maxHeight: tr("Maximum height")
            }
        case .frameAlignment, .stackAlignment: trc("inspector row", "Alignment")
        case .spacing: trc("inspector row", "Spacing")
        case .text: trc("inspector row", "Text")
        case .textStyle: tr("Text style")
        case .fontSize: trc("inspector row", "Size")
        case .fontWeight: trc("inspector row", "Weight")
        case .textAlignment: tr("Line alignment")
        case .textColorSource: trc("inspector row", "Colour")
        case .textColor: tr("Custom colour")
        case .fontStyle: tr("Text style")
        case .fontModifierSize: trc("inspector row", "Size")
        case .fontModifierWeight: trc("inspector row", "Weight")
        case .lineLimitCount: trc("inspector row", "Lines")
        // TRANSLATORS: SwiftUI's lineLimit(_:reservesSpace:): a text is as tall as its limit even when shorter.
        case .lineLimitReservesSpace: tr("Reserves space")
        // TRANSLATORS: where a text over its line limit is cut: at its start, middle or end.
        case .truncationMode: tr("Cut at")
        // TRANSLATORS: an offset's distance toward the trailing edge (x) and downward (y).
        case .offsetX: trc("inspector row", "Horizontal")
        case .offsetY: trc("inspector row", "Vertical")
        // TRANSLATORS: width ÷ height.
        case .aspectRatio: trc("inspector row", "Ratio")
        // TRANSLATORS: whether the view fits in or fills the space offered at its aspect ratio.
        case .contentMode: trc("inspector row", "Mode")
        // TRANSLATORS: switches: the view keeps its ideal width (or height) whatever is offered.
        case .fixedWidth: tr("Fixed width")
        case .fixedHeight: tr("Fixed height")
        case .layoutPriority: trc("inspector row", "Priority")
        // TRANSLATORS: the SwiftUI view a placeholder stands for (e.g. "Map").
        case .placeholderLabel: tr("Stands for")
        // TRANSLATORS: where a placeholder's view is in the SwiftUI file (e.g. "Card.swift:41:13").
        case .placeholderSource: trc("inspector row", "Source")
        }
    }

    /// The title of a corner's value row: what the number is for the style.
    /// The name of the drop-down choosing where a number comes from, and of its row.
    static func numberSource(of title: String) -> String {
        // TRANSLATORS: the drop-down choosing where a number comes from (a value, a parameter);
        // {property} is the row's title, e.g. "Top" or "Top leading radius".
        tr("{property} from", ["property": title])
    }

    static func cornerValue(_ corner: LogicalCorner, _ kind: CornerStyle.Kind) -> String {
        switch kind {
        // TRANSLATORS: {corner} is e.g. "Top leading"; the smallest radius of a concentric corner.
        case .concentricWithMinimum: tr("{corner} minimum", ["corner": CornerRow.title(corner)])
        default: tr("{corner} radius", ["corner": CornerRow.title(corner)])
        }
    }

    /// The title of one of a choice row's options (its raw value).
    static func option(_ raw: String, of field: InspectorField) -> String {
        switch field {
        case .cornerStyle: CornerStyle.Kind(rawValue: raw).map { CornerRow.title($0) } ?? raw
        case .uniformity: Uniformity(rawValue: raw).map(Choices.uniformities.title) ?? raw
        case .cornerCurve: CornerCurve(rawValue: raw).map(Choices.curves.title) ?? raw
        // SwiftUI's type names, as code writes them: not translated.
        case .shapeKind: ViewKind(rawValue: raw)?.swiftUIName ?? raw
        case .frameAlignment, .stackAlignment: alignment(raw)
        case .textAlignment: alignment(raw)
        case .textStyle, .fontStyle: textStyle(raw)
        case .fontWeight, .fontModifierWeight: fontWeight(raw)
        case .textColorSource: textColorSource(raw)
        case .truncationMode: truncationMode(raw)
        case .contentMode: contentMode(raw)
        default: raw
        }
    }

    static func alignment(_ raw: String) -> String {
        switch raw {
        case "topLeading": trc("alignment", "Top leading")
        case "top": trc("alignment", "Top")
        case "topTrailing": trc("alignment", "Top trailing")
        case "leading": trc("alignment", "Leading")
        case "center": trc("alignment", "Centre")
        case "trailing": trc("alignment", "Trailing")
        case "bottomLeading": trc("alignment", "Bottom leading")
        case "bottom": trc("alignment", "Bottom")
        case "bottomTrailing": trc("alignment", "Bottom trailing")
        default: raw
        }
    }

    static func textStyle(_ raw: String) -> String {
        if raw.isEmpty { return tr("Inherited") }
        if raw == InspectorModel.pointsStyle { return tr("Custom size") }
        switch TextStyle(rawValue: raw) {
        case .largeTitle: return trc("text style", "Large Title")
        case .title: return trc("text style", "Title")
        case .title2: return trc("text style", "Title 2")
        case .title3: return trc("text style", "Title 3")
        case .headline: return trc("text style", "Headline")
        case .body: return trc("text style", "Body")
        case .callout: return trc("text style", "Callout")
        case .subheadline: return trc("text style", "Subheadline")
        case .footnote: return trc("text style", "Footnote")
        case .caption: return trc("text style", "Caption")
        case .caption2: return trc("text style", "Caption 2")
        case nil: return raw
        }
    }

    static func contentMode(_ raw: String) -> String {
        switch ContentMode(rawValue: raw) {
        // TRANSLATORS: aspect ratio modes: the largest rectangle inside the space, or the smallest covering it.
        case .fit: trc("content mode", "Fit")
        case .fill: trc("content mode", "Fill")
        case nil: raw
        }
    }

    static func textColorSource(_ raw: String) -> String {
        switch raw {
        case "": tr("Foreground style")
        // TRANSLATORS: SwiftUI's primary and secondary colours of text (black and grey in light mode).
        case "primary": trc("text colour", "Primary")
        case "secondary": trc("text colour", "Secondary")
        case InspectorModel.customTextColor: trc("text colour", "Custom")
        default: raw
        }
    }

    static func truncationMode(_ raw: String) -> String {
        switch TruncationMode(rawValue: raw) {
        case .head: trc("truncation", "Start")
        case .middle: trc("truncation", "Middle")
        case .tail: trc("truncation", "End")
        case nil: raw
        }
    }

    static func fontWeight(_ raw: String) -> String {
        switch FontWeight(rawValue: raw) {
        case nil: tr("The style's own")
        case .regular: trc("font weight", "Regular")
        case .medium: trc("font weight", "Medium")
        case .semibold: trc("font weight", "Semibold")
        case .bold: trc("font weight", "Bold")
        case .heavy: trc("font weight", "Heavy")
        }
    }

    /// What a number's source choice shows.
    static func source(_ source: NumberSource) -> String {
        switch source {
        case .literal: trc("number source", "Value")
        case .unset: trc("number source", "Default")
        case .infinity: trc("number source", "Infinity")
        case .parameter(let name): name
        case .expression(let expression): expression.text
        }
    }

    /// A refused edit, in words.
    static func error(_ error: SceneEditError) -> String {
        switch error {
        case .notBindable: tr("Gradients and fill opacities cannot be bound to a parameter")
        case .undeclaredParameter(let name): tr("The scene declares no parameter “{name}”", ["name": name])
        case .invalidValue(let message): message
        default: error.message
        }
    }
}
