#!/usr/bin/python3
# The AT-SPI client of AccessibilityTests.swift: what a screen reader sees of the running app.
#
# Run with Debian's /usr/bin/python3 (python3-pyatspi, gir1.2-atspi-2.0), inside the session bus
# the app uses, with the accessibility bus running (scripts/test.sh starts it). It finds the app by
# its process id, waits for its window, then runs the steps given on the command line and prints
# one JSON object on standard output ({"steps": [...], "focus": [...], "marks": [...]}, or
# {"error": MESSAGE, ...} with status 1):
#
#   tree.py --pid PID [--timeout SECONDS] STEP...
#     tree                 appends {"tree": [NODE, ...]} to "steps": each of the app's windows,
#                          every NODE {role, name, description, states, extents [x, y, w, h] in
#                          window coordinates, actions, value (a slider's, or null), children}
#     keys KEY COUNT       presses KEY (an xdotool key name: Tab, shift+Tab, ctrl+e, Return…) up
#                          to COUNT times, recording after each press the focused accessible
#                          ({role, name, states, path}) in "focus"; stops early when the focus is
#                          back where the first press put it (a cycle) or three presses did nothing
#     tab-to NAME COUNT    presses Tab (at most COUNT times) until the focused accessible is named
#                          NAME; fails if it never is
#     type TEXT            types TEXT with xdotool
#     press KEYS           presses the keys KEYS names (space-separated xdotool key names) 40 ms
#                          apart, without waiting for the focus between them
#     resize W H           sizes the window to W × H (xdotool windowsize --sync)
#     wait-name TEXT S     appends {"found": NODE or null}: the first accessible whose name
#                          contains TEXT, waited for up to S seconds
#     act ROLE NAME        runs the first action of the accessible with this role and name
#     set-value ROLE NAME V  sets its value (Atspi.Value: a slider, a spin button)
#     open-popup NAME      opens the named drop-down's list (its action, or focus and Return)
#     wheel ROLE NAME N    turns the mouse wheel N notches down (up when N is negative) with the
#                          pointer over the middle of the accessible with this role and name
#     click ROLE NAME      clicks a quarter of the way into that accessible (a spin button's text)
#     focus-dialog         gives the keyboard to the app's newest titled window (a file chooser)
#     mark                 appends the number of presses so far to "marks"
#     save SOURCE TARGET HOW  writes SOURCE's bytes over TARGET as an editor saves: "rename" (a
#                          temporary file beside it renamed over it) or "inplace" (truncated and
#                          written)
#     churn SOURCE TARGET HOW S  saves SOURCE over TARGET (as `save` does) again and again, every
#                          20 ms for S seconds, on a thread of its own while the next steps run:
#                          an editor saving a file over and over
#     sample S N TEXT...   for up to S seconds (and at least until a `churn` under way ends),
#                          reads the tree again and again, and appends {"samples": [[BOOL, ...],
#                          ...]}: for each reading in which anything changed, whether each of
#                          the N TEXTs is in some accessible's name or description; stops early
#                          once every TEXT is there and no churn runs
#     remove PATH          deletes the file PATH (another program deleting the open file)
#     sleep S              waits S seconds (lets the app react; never asserted on)
#
# Keys go to the app's X window through xdotool (XTEST), after focusing the window: Xvfb runs no
# window manager, so nothing else would give it the keyboard. Focus is followed as a screen reader
# follows it (object:state-changed:focused events), with a search of the tree when none arrives.
import json
import os
import subprocess
import sys
import threading
import time

import warnings

import gi

gi.require_version("Atspi", "2.0")
from gi.repository import Atspi, GLib  # noqa: E402

# get_component_iface and friends are deprecated aliases; their warnings are noise in a report.
warnings.filterwarnings("ignore", category=DeprecationWarning)

# The roles a drop-down shows up as (GtkDropDown: combo box; AdwComboRow: a list item).
POPUP_OWNERS = ("combo box", "list item", "push button", "toggle button", "menu button")

STATES = {
    "sensitive": Atspi.StateType.SENSITIVE,
    "enabled": Atspi.StateType.ENABLED,
    "focusable": Atspi.StateType.FOCUSABLE,
    "focused": Atspi.StateType.FOCUSED,
    "showing": Atspi.StateType.SHOWING,
    "visible": Atspi.StateType.VISIBLE,
    "checked": Atspi.StateType.CHECKED,
    "pressed": Atspi.StateType.PRESSED,
    "expanded": Atspi.StateType.EXPANDED,
    "active": Atspi.StateType.ACTIVE,
}


def fail(message, **extra):
    print(json.dumps({"error": message, **extra}))
    sys.exit(1)


def safe(call, default=None):
    try:
        return call()
    except Exception:  # a widget destroyed while we read it: GLib.Error from D-Bus
        return default


def find_app(pid, deadline):
    while time.time() < deadline:
        desktop = Atspi.get_desktop(0)
        for index in range(safe(desktop.get_child_count, 0)):
            app = safe(lambda: desktop.get_child_at_index(index))
            if app is not None and safe(app.get_process_id) == pid:
                return app
        time.sleep(0.2)
    fail(f"no accessible application with process id {pid} on the AT-SPI bus")


def frames(app):
    result = []
    for index in range(safe(app.get_child_count, 0)):
        child = safe(lambda: app.get_child_at_index(index))
        if child is not None:
            result.append(child)
    return result


def main_window(app, deadline):
    """The app's first frame once it is showing (its controls are built by then)."""
    while time.time() < deadline:
        for frame in frames(app):
            states = safe(frame.get_state_set)
            if states is not None and states.contains(Atspi.StateType.SHOWING) and safe(frame.get_child_count, 0) > 0:
                return frame
        time.sleep(0.2)
    fail("the app's window did not appear on the AT-SPI bus")


def state_names(accessible):
    states = safe(accessible.get_state_set)
    if states is None:
        return []
    return [name for name, state in STATES.items() if states.contains(state)]


def extents(accessible):
    component = safe(accessible.get_component_iface)
    if component is None:
        return None
    rect = safe(lambda: component.get_extents(Atspi.CoordType.WINDOW))
    return None if rect is None else [rect.x, rect.y, rect.width, rect.height]


def actions(accessible):
    action = safe(accessible.get_action_iface)
    if action is None:
        return []
    return [safe(lambda: action.get_action_name(i), "") for i in range(safe(action.get_n_actions, 0))]


def current_value(accessible):
    """A slider's or a spin button's value (Atspi.Value), else None."""
    value = safe(accessible.get_value_iface)
    return None if value is None else safe(value.get_current_value)


def node(accessible, depth=0):
    entry = {
        "role": safe(accessible.get_role_name, "?"),
        "name": safe(accessible.get_name, "") or "",
        "description": safe(accessible.get_description, "") or "",
        "states": state_names(accessible),
        "extents": extents(accessible),
        "actions": actions(accessible),
        "value": current_value(accessible),
        "children": [],
    }
    if depth < 60:
        for index in range(safe(accessible.get_child_count, 0)):
            child = safe(lambda: accessible.get_child_at_index(index))
            if child is not None:
                entry["children"].append(node(child, depth + 1))
    return entry


def walk(accessible, path=(), depth=0):
    """Every accessible under `accessible` with its path of (role, name) from the window."""
    here = path + ((safe(accessible.get_role_name, "?"), safe(accessible.get_name, "") or ""),)
    yield accessible, here
    if depth < 60:
        for index in range(safe(accessible.get_child_count, 0)):
            child = safe(lambda: accessible.get_child_at_index(index))
            if child is not None:
                yield from walk(child, here, depth + 1)


def describe(accessible):
    """Who `accessible` is: its role and name, and its path from the application, each step
    "role:name" (the index among its siblings added, so two unnamed buttons differ)."""
    path = []
    current, depth = accessible, 0
    while current is not None and depth < 80:
        role = safe(current.get_role, None)
        if role == Atspi.Role.APPLICATION:
            break
        index = safe(current.get_index_in_parent, -1)
        path.append(f"{safe(current.get_role_name, '?')}:{safe(current.get_name, '') or ''}#{index}")
        current = safe(current.get_parent)
        depth += 1
    path.reverse()
    return {
        "role": safe(accessible.get_role_name, "?"),
        "name": safe(accessible.get_name, "") or "",
        "description": safe(accessible.get_description, "") or "",
        "states": state_names(accessible),
        "path": path,
    }


def focused_by_walking(app):
    for frame in frames(app):
        for accessible, _ in walk(frame):
            states = safe(accessible.get_state_set)
            if states is not None and states.contains(Atspi.StateType.FOCUSED) and safe(accessible.get_role, None) != Atspi.Role.FRAME:
                return describe(accessible)
    return None


class FocusTracker:
    """The accessible that last announced it gained focus (object:state-changed:focused), as a
    screen reader follows focus; when nothing announces anything, the tree is searched instead."""

    def __init__(self, app):
        self.app = app
        self.gained = None
        self.listener = Atspi.EventListener.new(self.on_event)
        self.listener.register("object:state-changed:focused")

    def on_event(self, event):
        if event.detail1 == 1 and safe(event.source.get_process_id) == safe(self.app.get_process_id):
            self.gained = event.source

    def pump(self, seconds):
        context = GLib.MainContext.default()
        until = time.time() + seconds
        while time.time() < until:
            while context.pending():
                context.iteration(False)
            time.sleep(0.01)

    def after(self, action):
        self.pump(0.02)
        self.gained = None
        action()
        until = time.time() + 1.0
        while self.gained is None and time.time() < until:
            self.pump(0.03)
        if self.gained is None:
            return focused_by_walking(self.app)
        self.pump(0.05)   # a focus change sends a loss and a gain: take the last gain
        return describe(self.gained)


def find(app, role, name, deadline):
    """The first accessible with this role and name in any of the app's windows (waited for);
    failing that, the first of this role whose name contains `name`."""
    while True:
        near = None
        for frame in frames(app):
            for accessible, path in walk(frame):
                if path[-1] == (role, name):
                    return accessible
                if near is None and path[-1][0] == role and name in path[-1][1]:
                    near = accessible
        if near is not None:
            return near
        if time.time() > deadline:
            fail(f"no {role} named {name!r}", tree=[node(frame) for frame in frames(app)])
        time.sleep(0.2)


def titled_windows(pid):
    """The process's visible X windows with a title (popovers have none), oldest first."""
    command = ["xdotool", "search", "--all", "--onlyvisible", "--pid", str(pid), "--name", "."]
    return subprocess.run(command, capture_output=True, text=True).stdout.split()


def x_window(pid, deadline):
    while time.time() < deadline:
        out = titled_windows(pid)
        if out:
            return out[-1]
        time.sleep(0.2)
    fail(f"no visible X window of process {pid} (xdotool search --pid)")


def xdotool(*arguments):
    done = subprocess.run(["xdotool", *arguments], capture_output=True, text=True)
    if done.returncode != 0:
        raise RuntimeError(f"xdotool {' '.join(arguments)}: status {done.returncode}: {done.stderr.strip()}")


def save_as_editor(source, target, how):
    """Writes SOURCE's bytes over TARGET as an editor saves: renamed over, or in place."""
    with open(source, "rb") as f:
        data = f.read()
    if how == "rename":
        temporary = os.path.join(os.path.dirname(target), "." + os.path.basename(target) + ".tmp")
        with open(temporary, "wb") as f:
            f.write(data)
        os.replace(temporary, target)
    elif how == "inplace":
        with open(target, "r+b") as f:
            f.truncate(0)
            f.write(data)
    else:
        fail(f"save: unknown way {how!r} (rename or inplace)")


def texts_present(app, texts):
    """For each text, whether some accessible of the app's windows has it in its name or description."""
    seen = [False] * len(texts)
    for frame in frames(app):
        for accessible, _ in walk(frame):
            words = (safe(accessible.get_name, "") or "") + "\n" + (safe(accessible.get_description, "") or "")
            for i, text in enumerate(texts):
                if text in words:
                    seen[i] = True
    return seen


def main():
    arguments = sys.argv[1:]
    pid, timeout = None, 20.0
    while arguments and arguments[0].startswith("--"):
        option, value = arguments[0], arguments[1]
        arguments = arguments[2:]
        if option == "--pid":
            pid = int(value)
        elif option == "--timeout":
            timeout = float(value)
        else:
            fail(f"unknown option {option}")
    if pid is None:
        fail("--pid is needed")
    deadline = time.time() + timeout
    Atspi.init()
    app = find_app(pid, deadline)
    window = main_window(app, deadline)
    report = {"steps": [], "focus": [], "marks": []}
    tracker = FocusTracker(app)
    wid = None
    churning = None

    def keyboard():
        nonlocal wid
        if wid is None:
            wid = x_window(pid, deadline)
            xdotool("windowfocus", "--sync", wid)
            time.sleep(0.3)
        return wid

    while arguments:
        step, arguments = arguments[0], arguments[1:]
        if step == "tree":
            report["steps"].append({"tree": [node(frame) for frame in frames(app)]})
        elif step == "keys":
            key, count, arguments = arguments[0], int(arguments[1]), arguments[2:]
            keyboard()
            presses = []
            for _ in range(count):
                now = tracker.after(lambda: xdotool("key", "--clearmodifiers", key))
                presses.append(now)
                report["focus"].append({"key": key, "focused": now})
                paths = [p["path"] if p else None for p in presses]
                if len(paths) > 1 and paths[-1] == paths[0]:
                    break   # back where the first press went: the cycle is closed
                if len(paths) >= 4 and paths[-1] == paths[-2] == paths[-3] == paths[-4]:
                    break   # three presses did nothing: stuck (a focus trap)
        elif step == "tab-to":
            # Tab until the focused accessible is named NAME (its scrolled pane follows the
            # focus, so a control below the fold becomes visible); the presses are not recorded.
            name, count, arguments = arguments[0], int(arguments[1]), arguments[2:]
            keyboard()
            for _ in range(count):
                now = tracker.after(lambda: xdotool("key", "--clearmodifiers", "Tab"))
                if now is not None and now["name"] == name:
                    break
            else:
                fail(f"{count} presses of Tab did not reach {name!r}", tree=[node(frame) for frame in frames(app)])
        elif step == "type":
            text, arguments = arguments[0], arguments[1:]
            keyboard()
            xdotool("type", "--delay", "20", text)
        elif step == "press":
            keys, arguments = arguments[0].split(), arguments[1:]
            keyboard()
            xdotool("key", "--clearmodifiers", "--delay", "40", *keys)
            tracker.pump(0.1)
        elif step == "resize":
            width, height, arguments = arguments[0], arguments[1], arguments[2:]
            xdotool("windowsize", "--sync", keyboard(), width, height)
            time.sleep(0.5)
        elif step == "wait-name":
            text, seconds, arguments = arguments[0], float(arguments[1]), arguments[2:]
            until = time.time() + seconds
            found = None
            while found is None and time.time() < until:
                for frame in frames(app):
                    for accessible, _ in walk(frame):
                        if text in (safe(accessible.get_name, "") or ""):
                            found = node(accessible)
                            break
                    if found is not None:
                        break
                if found is None:
                    time.sleep(0.2)
            report["steps"].append({"found": found})
        elif step == "act":
            role, name, arguments = arguments[0], arguments[1], arguments[2:]
            target = find(app, role, name, deadline)
            action = safe(target.get_action_iface)
            count = safe(action.get_n_actions, 0) if action is not None else 0
            if count == 0:
                fail(f"the {role} {name!r} has no action", node=node(target))
            action.do_action(0)
            tracker.pump(0.5)
        elif step == "set-value":
            role, name, value, arguments = arguments[0], arguments[1], float(arguments[2]), arguments[3:]
            target = find(app, role, name, deadline)
            value_iface = safe(target.get_value_iface)
            if value_iface is None:
                fail(f"the {role} {name!r} has no value to set", node=node(target))
            value_iface.set_current_value(value)
            tracker.pump(0.3)
        elif step in ("wheel", "click"):
            role, name, arguments = arguments[0], arguments[1], arguments[2:]
            notches = 0
            if step == "wheel":
                notches, arguments = int(arguments[0]), arguments[1:]
            target = find(app, role, name, deadline)
            box = extents(target)
            if box is None or box[2] <= 0 or box[3] <= 0:
                fail(f"the {role} {name!r} has no extents to put the pointer on", node=node(target))
            keyboard()
            # The main window, the oldest: the newest may be a tooltip, gone by the next step.
            windows = titled_windows(pid)
            if not windows:
                fail(f"no visible X window of process {pid} to move the pointer over")
            x = box[0] + (box[2] // 4 if step == "click" else box[2] // 2)
            xdotool("mousemove", "--window", windows[0], "--sync", str(x), str(box[1] + box[3] // 2))
            tracker.pump(0.1)
            if step == "click":
                xdotool("click", "1")
            for _ in range(abs(notches)):
                xdotool("click", "5" if notches > 0 else "4")
                tracker.pump(0.1)
            tracker.pump(0.4)
        elif step == "focus-dialog":
            # The newest of the app's other X windows (a file chooser): without a window manager
            # a new window does not get the keyboard by itself.
            until = time.time() + 10
            main_window_id = keyboard()
            while True:
                out = titled_windows(pid)
                others = [w for w in out if w != main_window_id]
                if others:
                    break
                if time.time() > until:
                    fail("no dialog window appeared", tree=[node(frame) for frame in frames(app)])
                time.sleep(0.2)
            xdotool("windowfocus", "--sync", others[-1])
            tracker.pump(0.5)
        elif step == "open-popup":
            # A drop-down's list: the named control's own action, else the first action found
            # inside it (GtkDropDown's toggle button), else focus and Return.
            name, arguments = arguments[0], arguments[1:]
            target = None
            for frame in frames(app):
                for accessible, path in walk(frame):
                    if path[-1][1] == name and path[-1][0] in POPUP_OWNERS:
                        target = accessible
                        break
                if target is not None:
                    break
            if target is None:
                fail(f"no drop-down named {name!r}", tree=[node(frame) for frame in frames(app)])
            opened = False
            for accessible, _ in walk(target):
                action = safe(accessible.get_action_iface)
                names = [safe(lambda: action.get_action_name(i), "") for i in range(safe(action.get_n_actions, 0))] if action else []
                for index, action_name in enumerate(names):
                    if action_name in ("click", "activate", "press", "toggle"):
                        action.do_action(index)
                        opened = True
                        break
                if opened:
                    break
            if not opened:
                # No action (AdwComboRow): click its middle, as a user would.
                component = safe(target.get_component_iface)
                # Window coordinates: GTK 4 on X11 warns that it cannot give screen ones.
                rect = safe(lambda: component.get_extents(Atspi.CoordType.WINDOW)) if component is not None else None
                if rect is None or rect.width <= 0 or rect.height <= 0:
                    fail(f"the drop-down {name!r} has no action and no extents to click", node=node(target))
                wid = keyboard()
                xdotool("mousemove", "--window", wid, "--sync", str(rect.x + rect.width // 2), str(rect.y + rect.height // 2))
                xdotool("click", "1")
            tracker.pump(0.8)
        elif step == "save":
            source, target, how, arguments = arguments[0], arguments[1], arguments[2], arguments[3:]
            save_as_editor(source, target, how)
        elif step == "churn":
            source, target, how, seconds, arguments = arguments[0], arguments[1], arguments[2], float(arguments[3]), arguments[4:]
            if how not in ("rename", "inplace"):
                fail(f"churn: unknown way {how!r} (rename or inplace)")

            def keep_saving(until=time.time() + seconds):
                while time.time() < until:
                    save_as_editor(source, target, how)
                    time.sleep(0.02)

            churning = threading.Thread(target=keep_saving, daemon=True)
            churning.start()
        elif step == "sample":
            seconds, count = float(arguments[0]), int(arguments[1])
            texts, arguments = arguments[2:2 + count], arguments[2 + count:]
            until = time.time() + seconds
            samples = []
            while True:
                seen = texts_present(app, texts)
                if not samples or samples[-1] != seen:
                    samples.append(seen)
                busy = churning is not None and churning.is_alive()
                if (all(seen) and not busy) or time.time() > until:
                    break
            report["steps"].append({"samples": samples})
        elif step == "remove":
            path, arguments = arguments[0], arguments[1:]
            os.remove(path)
        elif step == "mark":
            report["marks"].append(len(report["focus"]))
        elif step == "sleep":
            seconds, arguments = float(arguments[0]), arguments[1:]
            time.sleep(seconds)
        else:
            fail(f"unknown step {step}")
    print(json.dumps(report))


if __name__ == "__main__":
    main()
