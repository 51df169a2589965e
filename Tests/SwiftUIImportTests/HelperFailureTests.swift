// A helper that hangs, crashes or answers nonsense is an error on the file, never a crash or a
// hang of the program that ran it.
import ConcentricCore
import ConcentricJSON
import ConcentricScene
import Foundation
import XCTest

final class HelperFailureTests: XCTestCase {
    /// `SwiftUISourceFile.load` with a stand-in helper: a shell script with `body`.
    func load(withHelper body: String) throws -> InputError? {
        let folder = try temporaryFolder()
        let helper = folder.appendingPathComponent("helper")
        try Data("#!/bin/sh\n\(body)\n".utf8).write(to: helper)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: helper.path)
        let devices = try DeviceCatalog.bundled()
        do throws(InputError) {
            _ = try SwiftUISourceFile.load(path: "Card.swift", devices: devices, helper: helper.path)
            return nil
        } catch {
            return error
        }
    }

    func testAHangIsStoppedAfterTwoSeconds() throws {
        let start = Date()
        let error = try XCTUnwrap(try load(withHelper: "sleep 30"))
        XCTAssertEqual(error.description, "Card.swift:1:1: the importer took longer than 2 seconds and was stopped")
        XCTAssertLessThan(Date().timeIntervalSince(start), 10)
    }

    func testACrashIsAnErrorOnTheFile() throws {
        XCTAssertEqual(try load(withHelper: "kill -SEGV $$")?.description, "Card.swift:1:1: the importer failed on this file (signal 11)")
    }

    func testNonsenseIsAnErrorOnTheFile() throws {
        XCTAssertEqual(try load(withHelper: "echo '{\"scene\": 1}'")?.description.hasPrefix("Card.swift:1:1: the importer made a scene this build cannot read"), true)
        XCTAssertEqual(try load(withHelper: "echo not json")?.description.hasPrefix("Card.swift:1:1: the importer's answer cannot be read"), true)
    }

    func testAMissingHelperSaysSo() {
        XCTAssertThrowsError(try SwiftUISourceFile.load(path: "Card.swift", devices: DeviceCatalog.bundled(), helper: "/nonexistent/helper")) { error in
            XCTAssertEqual((error as? InputError)?.description, "Card.swift: cannot import SwiftUI: the importer /nonexistent/helper cannot be run (No such file or directory)")
        }
    }
}
