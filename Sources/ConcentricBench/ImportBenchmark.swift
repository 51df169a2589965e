// SwiftUI source in: milliseconds to import the sample card and a generated 1,000-line file of
// 200 views, in process (parse, `#if`, evaluation, the scene's JSON), beside the parser alone.
import Foundation
import SwiftUIImport

/// A SwiftUI file of `views` modified texts in one VStack, five lines a view (a long, flat
/// screen: what a designer's list or settings page looks like).
func generatedSwiftUI(views: Int) -> String {
    var lines = ["import SwiftUI", "", "struct Generated: View {", "    @State private var inset: CGFloat = 8", "", "    var body: some View {", "        VStack(spacing: inset) {"]
    for index in 0..<views {
        lines += [
            "            Text(\"Item \(index)\")",
            "                .font(.body)",
            "                .padding(inset + \(index % 7))",
            "                .background(Color.orange.opacity(0.2), in: ConcentricRectangle())",
            "                .frame(maxWidth: .infinity)",
        ]
    }
    lines += ["        }", "        .padding(12)", "    }", "}", "", "#Preview { Generated() }", ""]
    return lines.joined(separator: "\n")
}

/// Imports each source `repetitions` times after a warm-up; one result line per source.
func benchmarkImport(sample: String, repetitions: Int) {
    var sources: [(name: String, bytes: [UInt8])] = []
    if let data = FileManager.default.contents(atPath: sample) { sources.append(("sample", [UInt8](data))) }
    sources.append(("generated-200", Array(generatedSwiftUI(views: 200).utf8)))
    for source in sources {
        var times: [Double] = []
        var warnings = 0
        for repetition in 0...repetitions {
            let start = now()
            let result = SwiftUIImporter.importSource(source.bytes, named: "\(source.name).swift")
            let elapsed = (now() - start) * 1000
            guard case .success(let imported) = result else {
                FileHandle.standardError.write(Data("import of \(source.name) failed\n".utf8))
                exit(1)
            }
            warnings = imported.warnings.count
            if repetition > 0 { times.append(elapsed) }
        }
        // The floor: the toolchain's parser alone on the same bytes, interleaved with nothing else.
        var parses: [Double] = []
        for repetition in 0...repetitions {
            let start = now()
            blackHole(SwiftUIImporter.parseOnly(source.bytes))
            if repetition > 0 { parses.append((now() - start) * 1000) }
        }
        let lines = source.bytes.reduce(0) { $1 == 0x0A ? $0 + 1 : $0 }
        report("import", source.name, unit: "ms", Summary(times), extra: [
            ("lines", .number(Double(lines))), ("warnings", .number(Double(warnings))),
            ("parseMedian", .number((Summary(parses).median * 10_000).rounded() / 10_000)),
        ])
    }
}
