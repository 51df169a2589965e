// Bytes and text written through the renderer's atomic writer (state file, saved scenes, screenshots).
import ConcentricRender
import Foundation
#if canImport(Glibc)
import Glibc
#endif

extension AtomicFile {
    /// Writes `bytes` to `url`: the complete new file or the old one, never a partial one.
    static func write(bytes: [UInt8], to url: URL) throws(WriteError) {
        try write(to: url) { fd in
            bytes.withUnsafeBytes { buffer -> String? in
                guard let base = buffer.baseAddress else { return nil }
                var offset = 0
                while offset < buffer.count {
                    let n = Glibc.write(fd, base + offset, buffer.count - offset)
                    if n < 0 {
                        if errno == EINTR { continue }
                        return String(cString: strerror(errno))
                    }
                    offset += n
                }
                return nil
            }
        }
    }

    /// Writes `text` as UTF-8.
    static func write(text: String, to url: URL) throws(WriteError) {
        try write(bytes: Array(text.utf8), to: url)
    }
}
