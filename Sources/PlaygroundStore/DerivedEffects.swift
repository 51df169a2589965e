// The effects that follow from a change of state, derived once from the states before and after
// an update (Elm's `updateWithStorage`), so no branch of `update` lists them. Files only: the
// window derives what it shows from the states itself (PlaygroundWindow+Render.swift).
import ConcentricCore
import ConcentricScene
import Foundation
import SceneEditing

/// What a change of state asks of the app, in this order: persist the state file; autosave (or
/// remove the autosave); watch the file.
public func derivedEffects(from before: PlaygroundState, to after: PlaygroundState) -> [PlaygroundEffect] {
    var effects: [PlaygroundEffect] = []
    if before.persistentFile != after.persistentFile { effects.append(.persistState) }
    effects += autosaveEffects(from: before, to: after)
    let watched = after.swiftSource?.files ?? []
    if before.document.fileURL != after.document.fileURL || (before.swiftSource?.files ?? []) != watched {
        if let url = after.document.fileURL {
            effects.append(.watchFile(url))
        } else if !watched.isEmpty {
            effects.append(.watchSwiftSource(watched))
        } else {
            effects.append(.stopWatchingFile)
        }
    }
    return effects
}

/// Autosave a moment after each change of a modified document; remove the autosave once the
/// document is no longer modified (saved, discarded, replaced). Nothing while an autosave is on
/// offer (it would be overwritten before the user answered), and nothing for the offer itself.
private func autosaveEffects(from before: PlaygroundState, to after: PlaygroundState) -> [PlaygroundEffect] {
    guard after.recoverable == nil else { return [] }
    let wasOffered = before.recoverable != nil
    if after.document.isModified {
        let changed = before.document.file != after.document.file || before.document.origin != after.document.origin || !before.document.isModified
        return changed || wasOffered ? [.scheduleAutosave] : []
    }
    return before.document.isModified && !wasOffered ? [.removeAutosave] : []
}
