// What GDK sets up at start-up, decided before GTK reads its environment.
import Foundation

enum GraphicsEnvironment {
    /// GTK 4.8 creates an OpenGL context as soon as it opens a display, whichever renderer will
    /// draw. When the renderer is forced to Cairo (`GSK_RENDERER=cairo`: headless runs, the
    /// tests, the benchmarks, machines whose GL is broken), nothing ever uses that context, yet
    /// without a GPU (Xvfb) it loads Mesa's software stack: 57 MB resident, LLVM alone 44 MB
    /// (docs/BENCHMARKS.md). In that case only, ask GDK to skip GL (`GDK_DEBUG=gl-disable`,
    /// added to whatever GDK_DEBUG already holds). Must run before the display is opened.
    static func skipOpenGLWhenRenderingWithCairo(_ environment: [String: String] = ProcessInfo.processInfo.environment) {
        guard environment["GSK_RENDERER"]?.lowercased() == "cairo" else { return }
        let debug = environment["GDK_DEBUG"] ?? ""
        guard !debug.split(separator: ",").contains(where: { $0.hasPrefix("gl-") }) else { return }
        setenv("GDK_DEBUG", debug.isEmpty ? "gl-disable" : debug + ",gl-disable", 1)
    }
}
