// A spec sheet paged onto paper: which panel goes on which page, where, and at what scale. Pure
// geometry, no Cairo, so the paging rules are tested without drawing anything.
import ConcentricCore

/// A paper size in points, portrait (the shorter side is the width).
public struct PaperSize: Sendable, Hashable {
    public let width: Double
    public let height: Double

    /// ISO 216 A4, 210 × 297 mm, converted as GTK converts millimetres, so a sheet paged onto GTK's
    /// A4 is the same file as one paged onto this.
    public static let a4 = PaperSize(portrait: 210 / 25.4 * 72, 297 / 25.4 * 72)
    /// US Letter, 8.5 × 11 in.
    public static let letter = PaperSize(portrait: 612, 792)

    /// A paper of `width` × `height` points in either orientation, kept portrait; nil unless both
    /// sides are finite and positive (a size from elsewhere, such as the desktop's default paper).
    public init?(width: Double, height: Double) {
        guard width.isFinite, height.isFinite, width > 0, height > 0 else { return nil }
        self.init(portrait: width, height)
    }

    private init(portrait a: Double, _ b: Double) {
        width = min(a, b)
        height = max(a, b)
    }

    public var portrait: Size { Size(width: width, height: height) }
    public var landscape: Size { Size(width: height, height: width) }
}

/// Panels laid out on pages of one paper size: a header band for the sheet's title at the top of
/// every page's printable area, then the panels in reading order, left to right in rows, a new row
/// when the next panel would cross the right margin and a new page when it would cross the bottom
/// one. Every panel is drawn at one scale, so the devices keep their true relative sizes on paper
/// as on the single-page sheet: 1 (the sheet's own scale) when the largest panel fits the area
/// under the header, else the largest scale at which it does.
///
/// The pages are portrait, unless landscape puts the panels on fewer pages without drawing them
/// smaller: a landscape page is shorter, so tall panels would shrink to fit it, and smaller
/// drawings are a worse trade than more paper. One orientation for the whole document keeps the
/// printed pages uniform.
public struct SheetPagination: Sendable, Hashable {
    /// Where one panel goes: its index among the sheet's panels and its cell (the panel's whole
    /// drawing, title block included, at `scale`) in page points.
    public struct Placement: Sendable, Hashable {
        public var panel: Int
        public var frame: Rect
    }

    /// One page's panels, in the sheet's order.
    public struct Page: Sendable, Hashable {
        public var placements: [Placement]
    }

    /// Space kept clear at each edge of the paper: half an inch, beyond what printers cannot
    /// reach (capped at a tenth of the shorter side, so a small paper keeps room for panels).
    public static let margin = 36.0
    /// Space between panels, in page points (unscaled: it separates cells, it is not part of them).
    public static let gap = 18.0

    /// Each page's size in points (the chosen orientation).
    public let pageSize: Size
    /// The page inside its margins; the header band is at its top.
    public let printable: Rect
    /// The printable area under the header band, where the panels go.
    public let content: Rect
    /// The panels' scale: at most 1.
    public let scale: Double
    /// At least one page (a sheet without panels still has its title).
    public let pages: [Page]

    /// `cells[i]` is panel i's size at the sheet's own scale; `headerHeight` the title band every
    /// page starts with.
    public init(cells: [Size], paper: PaperSize, headerHeight: Double) {
        let portrait = Self(cells: cells, pageSize: paper.portrait, headerHeight: headerHeight)
        let landscape = Self(cells: cells, pageSize: paper.landscape, headerHeight: headerHeight)
        self = landscape.pages.count < portrait.pages.count && landscape.scale >= portrait.scale ? landscape : portrait
    }

    /// The layout on pages of exactly `pageSize`.
    init(cells: [Size], pageSize: Size, headerHeight: Double) {
        self.pageSize = pageSize
        let margin = min(Self.margin, min(pageSize.width, pageSize.height) / 10)
        printable = Rect(x: margin, y: margin, width: pageSize.width - 2 * margin, height: pageSize.height - 2 * margin)
        let header = min(max(0, headerHeight), printable.height / 4)
        content = Rect(x: printable.minX, y: printable.minY + header, width: printable.width, height: printable.height - header)
        let widest = cells.map(\.width).max() ?? 0, tallest = cells.map(\.height).max() ?? 0
        scale = min(1, widest > 0 ? content.width / widest : 1, tallest > 0 ? content.height / tallest : 1)
        pages = Self.pack(cells, scale: scale, into: content)
    }

    /// Fills rows, then pages, in order.
    private static func pack(_ cells: [Size], scale: Double, into content: Rect) -> [Page] {
        // A scale fitted to the largest cell can overshoot the area by a rounding error.
        let slack = 1e-9 * max(content.width, content.height)
        var pages: [Page] = [], current: [Placement] = []
        var x = 0.0, y = 0.0, rowHeight = 0.0
        for (i, cell) in cells.enumerated() {
            let width = cell.width * scale, height = cell.height * scale
            if x > 0, x + width > content.width + slack {
                x = 0
                y += rowHeight + gap
                rowHeight = 0
            }
            if y > 0, y + height > content.height + slack {
                pages.append(Page(placements: current))
                current = []
                x = 0
                y = 0
                rowHeight = 0
            }
            current.append(Placement(panel: i, frame: Rect(x: content.minX + x, y: content.minY + y, width: width, height: height)))
            x += width + gap
            rowHeight = max(rowHeight, height)
        }
        pages.append(Page(placements: current))
        return pages
    }
}
