// concentric-playground: the program is PlaygroundUI's (PlaygroundProgram.swift).
import Foundation
import PlaygroundUI

exit(PlaygroundProgram.run(Array(CommandLine.arguments.dropFirst())))
