// The one scratch-folder helper of the test targets, and reading a folder back.
import Foundation
import XCTest

/// Creates a fresh empty folder under the system's temporary folder (`concentric-PREFIX-UUID`).
/// The caller removes it; tests use `temporaryFolder()`, which does.
public func makeTemporaryFolder(_ prefix: String = "test") throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("concentric-\(prefix)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

extension XCTestCase {
    /// A fresh empty folder, removed when the test ends.
    public func temporaryFolder() throws -> URL {
        let url = try makeTemporaryFolder(String(describing: type(of: self)))
        addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return url
    }
}

/// The names in a folder, hidden ones included, sorted (empty when it cannot be read).
public func folderContents(_ url: URL) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).sorted()
}
