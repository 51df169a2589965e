// Open in Editor's command line for each kind of editor, from $VISUAL and $EDITOR.
import PlaygroundRules
import XCTest

final class EditorCommandTests: XCTestCase {
    let file = "/home/a/Card.swift"

    func command(_ environment: [String: String], line: Int = 57) -> [String]? {
        EditorCommand(environment: environment, file: file, line: line)?.arguments
    }

    func testNoEditorSetLeavesItToTheDesktop() {
        XCTAssertNil(command([:]))
        XCTAssertNil(command(["VISUAL": "", "EDITOR": "  "]))
    }

    func testVisualWinsOverEditor() {
        XCTAssertEqual(command(["VISUAL": "gedit", "EDITOR": "vi"]), ["gedit", "+57", file])
        XCTAssertEqual(command(["VISUAL": "", "EDITOR": "gedit"]), ["gedit", "+57", file])
    }

    func testTerminalEditorsRunInATerminal() {
        XCTAssertEqual(command(["EDITOR": "vim"]), ["x-terminal-emulator", "-e", "vim", "+57", file])
        XCTAssertEqual(command(["EDITOR": "/usr/bin/nano"]), ["x-terminal-emulator", "-e", "/usr/bin/nano", "+57", file])
        XCTAssertEqual(command(["EDITOR": "emacs -nw"]), ["x-terminal-emulator", "-e", "emacs", "-nw", "+57", file])
        XCTAssertEqual(command(["EDITOR": "nvim"]), ["x-terminal-emulator", "-e", "nvim", "+57", file])
    }

    func testGUIEditorsWithTheirLineSyntax() {
        XCTAssertEqual(command(["VISUAL": "code --wait"]), ["code", "--wait", "-g", "\(file):57"])
        XCTAssertEqual(command(["VISUAL": "gnome-text-editor"]), ["gnome-text-editor", "+57", file])
        XCTAssertEqual(command(["VISUAL": "kate"]), ["kate", "--line", "57", file])
        XCTAssertEqual(command(["VISUAL": "subl"]), ["subl", "\(file):57"])
        XCTAssertEqual(command(["VISUAL": "emacs"]), ["emacs", "+57", file])
    }

    func testAnUnknownEditorGetsTheFileWithoutALine() {
        XCTAssertEqual(command(["VISUAL": "my-editor -x"]), ["my-editor", "-x", file])
    }

    func testQuotedProgramsAndLinesBelowOne() {
        XCTAssertEqual(command(["VISUAL": "\"/opt/My Apps/code\" --new-window"], line: 0), ["/opt/My Apps/code", "--new-window", "-g", "\(file):1"])
    }
}
