// A spec sheet's panels paged onto paper (SheetPagination): pure geometry, no drawing.
import ConcentricCore
import ConcentricRender
import XCTest

final class SheetPaginationTests: XCTestCase {
    private static let header = 40.0

    private func paginate(_ cells: [Size], _ paper: PaperSize = .a4) -> SheetPagination {
        SheetPagination(cells: cells, paper: paper, headerHeight: Self.header)
    }

    private func cells(_ count: Int, _ width: Double, _ height: Double) -> [Size] {
        Array(repeating: Size(width: width, height: height), count: count)
    }

    /// Panels per row and rows per page on A4's 523.28 × 729.89 pt under the margins and header.
    func testAsManyPanelsPerPageAsFitInRowsThenPages() {
        // 100 pt wide with 18 pt gaps: 4 per row (454 pt; a fifth ends at 572); 200 pt tall: 3 rows
        // (636 pt; a fourth ends at 854).
        let layout = paginate(cells(30, 100, 200))
        XCTAssertEqual(layout.scale, 1)
        XCTAssertEqual(layout.pageSize, PaperSize.a4.portrait)
        XCTAssertEqual(layout.pages.map(\.placements.count), [12, 12, 6])
        let first = layout.pages[0].placements.map(\.frame.origin)
        XCTAssertEqual(first[0], Point(x: 36, y: 76))
        XCTAssertEqual(first[1], Point(x: 36 + 118, y: 76))
        XCTAssertEqual(first[4], Point(x: 36, y: 76 + 218))
        // One panel taller than the page is alone on it.
        XCTAssertEqual(paginate(cells(3, 500, 700)).pages.map(\.placements.count), [1, 1, 1])
    }

    func testTheScaleFitsTheLargestPanelAndNeverEnlarges() {
        let small = paginate(cells(2, 10, 10))
        XCTAssertEqual(small.scale, 1, "never above the sheet's own scale")
        // An iPad-sized cell among phones: the one scale fits its width (523.28 / 1032; its
        // height alone would allow 729.89 / 1416).
        let mixed = paginate([Size(width: 402, height: 914), Size(width: 1032, height: 1416), Size(width: 375, height: 707)])
        XCTAssertEqual(mixed.scale, (PaperSize.a4.width - 72) / 1032, accuracy: 1e-9)
        for placement in mixed.pages.flatMap(\.placements) {
            XCTAssertEqual(placement.frame.width / [402, 1032, 375][placement.panel], mixed.scale, accuracy: 1e-9, "every panel at the one scale")
        }
        // Too tall rather than too wide: the height decides.
        XCTAssertEqual(paginate(cells(1, 100, 2 * (PaperSize.a4.height - 72 - Self.header))).scale, 0.5, accuracy: 1e-9)
    }

    func testPortraitUnlessLandscapeTakesFewerPagesAtNoSmallerScale() {
        // 350 × 200: portrait fits 1 per row × 3 rows, landscape (769.89 × 483.28) 2 × 2.
        let wide = paginate(cells(12, 350, 200))
        XCTAssertEqual(wide.pageSize, PaperSize.a4.landscape)
        XCTAssertEqual(wide.pages.count, 3)
        // Phones: 12 a page either way; a tie stays portrait.
        XCTAssertEqual(paginate(cells(12, 100, 200)).pageSize, PaperSize.a4.portrait)
        // Tall panels would shrink on landscape to save pages: portrait keeps them larger.
        let tall = paginate(cells(6, 300, 700))
        XCTAssertEqual(tall.pageSize, PaperSize.a4.portrait)
        XCTAssertEqual(tall.scale, 1)
        XCTAssertEqual(paginate(cells(1, 402, 914), .letter).pageSize, Size(width: 612, height: 792))
    }

    func testNoPanelsStillMakeOnePageForTheTitle() {
        let layout = paginate([])
        XCTAssertEqual(layout.pages.count, 1)
        XCTAssertEqual(layout.pages[0].placements, [])
        XCTAssertEqual(layout.scale, 1)
    }

    func testPaperIsPortraitAndMustBeASize() {
        XCTAssertEqual(PaperSize(width: 792, height: 612), .letter)
        XCTAssertEqual(PaperSize.a4.width, 595.2756, accuracy: 1e-4)
        XCTAssertEqual(PaperSize.a4.height, 841.8898, accuracy: 1e-4)
        XCTAssertEqual(PaperSize.a4.landscape, Size(width: PaperSize.a4.height, height: PaperSize.a4.width))
        for (w, h) in [(0.0, 100.0), (-1, 100), (.nan, 100), (100, .infinity)] {
            XCTAssertNil(PaperSize(width: w, height: h), "\(w) × \(h)")
        }
    }

    /// Any panels on any paper: each placed once, in order, inside the area under the header, at
    /// the one scale, without overlapping another on its page.
    func testEveryPanelOnceInOrderInsideThePrintableAreaWithoutOverlap() throws {
        var random = SeededGenerator(seed: 0x5EE7)
        for round in 0..<300 {
            let count = Int.random(in: 0...20, using: &random)
            let cells = (0..<count).map { _ in
                Size(width: Double.random(in: 1...1400, using: &random), height: Double.random(in: 1...1600, using: &random))
            }
            let paper = try XCTUnwrap(PaperSize(width: Double.random(in: 100...1200, using: &random), height: Double.random(in: 100...1200, using: &random)))
            let layout = paginate(cells, paper)
            let placements = layout.pages.flatMap(\.placements)
            XCTAssertEqual(placements.map(\.panel), Array(0..<count), "round \(round): every panel once, in order")
            XCTAssertGreaterThan(layout.scale, 0)
            XCTAssertLessThanOrEqual(layout.scale, 1)
            XCTAssertTrue(
                [paper.portrait, paper.landscape].contains(layout.pageSize), "round \(round): \(layout.pageSize)")
            let area = layout.content, slack = 1e-6
            XCTAssertGreaterThanOrEqual(area.minY - layout.printable.minY, 0)
            XCTAssertGreaterThanOrEqual(layout.printable.minX, 0)
            XCTAssertLessThanOrEqual(layout.printable.maxX, layout.pageSize.width)
            XCTAssertLessThanOrEqual(layout.printable.maxY, layout.pageSize.height)
            for page in layout.pages {
                XCTAssertTrue(count == 0 || !page.placements.isEmpty, "round \(round): no empty page")
                for (k, placement) in page.placements.enumerated() {
                    let frame = placement.frame, cell = cells[placement.panel]
                    XCTAssertEqual(frame.width, cell.width * layout.scale, accuracy: 1e-9)
                    XCTAssertEqual(frame.height, cell.height * layout.scale, accuracy: 1e-9)
                    XCTAssertTrue(
                        frame.minX >= area.minX - slack && frame.minY >= area.minY - slack && frame.maxX <= area.maxX + slack
                            && frame.maxY <= area.maxY + slack, "round \(round): \(frame) outside \(area)")
                    for other in page.placements[..<k] {
                        let o = other.frame
                        let apart = frame.minX >= o.maxX || o.minX >= frame.maxX || frame.minY >= o.maxY || o.minY >= frame.maxY
                        XCTAssertTrue(apart, "round \(round): \(frame) overlaps \(o)")
                    }
                }
            }
        }
    }
}
