# The layer list as a screen reader and a keyboard user meet it (LayerListTests): starts the app
# given on the command line, presses keys with xdotool (or drags a row: "drag:FROM:TO:FRACTION",
# row indices and how far down the target row the pointer is released), and after each step reads
# the "Layers" list's rows (names, selected, expanded), where the focus is, and the status line,
# once the app has settled (two reads agree). Prints one JSON report on stdout. Runs with
# Debian's /usr/bin/python3 (python3-pyatspi).
import json
import os
import subprocess
import sys
import time

import pyatspi
from gi.repository import GLib


def states(node):
    return {pyatspi.stateToString(s) for s in node.getState().getStates()}


def children(node):
    try:
        return [c for c in node if c is not None]
    except Exception:
        return []


def find_app(deadline):
    while time.time() < deadline:
        for app in children(pyatspi.Registry.getDesktop(0)):
            if "concentric" in (app.name or "").lower():
                return app
        time.sleep(0.1)
    return None


def is_inside(node, ancestor):
    while node is not None:
        if node == ancestor:
            return True
        node = node.parent
    return False


def shown(node):
    """Whether `node` is in the tree a screen reader walks and shown: each node up to the
    application is among its parent's children and visible. A closed popover's items stay
    visible inside an invisible popover, and a closed menu button's popover leaves its button's
    children while it still names the button as its parent and keeps its old states."""
    while node is not None:
        try:
            if node.getRoleName() == "application":
                return True
            parent, index = node.parent, node.getIndexInParent()
            # -1 (no longer a child) must not wrap round to the last child.
            if "visible" not in states(node) or parent is None or index < 0 or parent[index] != node:
                return False
        except Exception:
            return False  # gone, or no longer its parent's child
        node = parent
    return False


MENU_ITEM_ROLES = ("menu item", "check menu item", "radio menu item")


class Reader:
    """What a snapshot reads besides the rows, kept between snapshots so that a step costs a few
    calls, not a walk of the tree (each node read is a D-Bus round trip to the app, about 3 ms):
    the focus as a screen reader follows it (the last node to announce object:state-changed:
    focused, while it still says so), the status line (one node for the window's life), and the
    menus the focus has been in (an open popover menu holds the focus; one that is still shown
    after the focus left it is read too). Whatever is not known is found by a walk of the shown
    part of the tree."""

    def __init__(self, app):
        self.app = app
        self.gained = None
        self.status = None
        self.menus = []
        pyatspi.Registry.registerEventListener(self.on_focus, "object:state-changed:focused")

    def on_focus(self, event):
        if event.detail1 == 1:
            self.gained = event.source

    def wait(self, seconds):
        """Lets `seconds` pass, handling the events that arrive meanwhile."""
        context = GLib.MainContext.default()
        until = time.time() + seconds
        while True:
            while context.pending():
                context.iteration(False)
            if time.time() >= until:
                return
            time.sleep(0.01)

    def focused(self):
        node = self.gained
        try:
            if node is not None and "focused" in states(node) and shown(node):
                return node
        except Exception:
            pass  # gone with the widget
        # Only the active window's focus widget says "focused"; the newest window (a dialog) is
        # the likeliest, so the windows are searched newest first.
        for window in reversed(children(self.app)):
            try:
                if "visible" not in states(window):
                    continue
            except Exception:
                continue
            found = walk_shown(window, lambda n, s, role: "focused" in s)
            if found is not None:
                return found
        return None

    def status_line(self):
        """The status line under the canvas, as a screen reader finds it: the one node with the
        status role ("status bar" in AT-SPI)."""
        try:
            if self.status is not None and self.status.getRoleName() == "status bar" and shown(self.status):
                return self.status
        except Exception:
            pass
        self.status = walk_shown(self.app, lambda n, s, role: role == "status bar")
        return self.status

    def open_menus(self, focused):
        """The items of the open menus, page by page: a popover menu shows its submenus as pages
        of a stack, the main page, then each submenu's, which starts with its title as the Back
        item; each item by name with whether it is sensitive, as a screen reader lists them."""
        node = focused
        while node is not None:
            try:
                role = node.getRoleName()
            except Exception:
                break
            if role == "menu" and node not in self.menus:
                self.menus.append(node)
            if role in ("menu", "application"):
                break
            node = node.parent
        pages = []
        for menu in self.menus:
            if shown(menu):
                pages += menu_pages(menu)
        return pages


def shown_under(node, skip=None):
    """Every shown node under `node` in the tree's order, as (node, states, role), but not `skip`
    nor anything under it. A node that is not visible hides everything under it: a closed
    popover's items stay in the tree, visible themselves inside an invisible popover."""
    for child in children(node):
        try:
            child_states = states(child)
            role = child.getRoleName()
        except Exception:
            continue  # destroyed while read
        if "visible" not in child_states or child == skip:
            continue
        yield child, child_states, role
        yield from shown_under(child, skip)


def walk_shown(node, predicate):
    """The first shown node under `node` for which predicate(node, states, role) holds."""
    return next((n for n, s, role in shown_under(node) if predicate(n, s, role)), None)


def menu_pages(menu):
    pages = []

    def visit(node, page):
        for child in children(node):
            try:
                child_states = states(child)
                role = child.getRoleName()
            except Exception:
                continue
            if "visible" not in child_states:
                continue
            if child.name == "GtkStackPage":
                page = []
                pages.append(page)
            elif role in MENU_ITEM_ROLES:
                if page is not None:
                    page.append({"name": child.name, "sensitive": "sensitive" in child_states})
                continue
            visit(child, page)
    visit(menu, None)
    return [page for page in pages if page]


def named_controls(app, layers):
    """Every shown, named node outside the layer list, as (role, name): the sidebar's rows and
    controls as a screen reader lists them (step "controls")."""
    return [{"role": role, "name": n.name} for n, _, role in shown_under(app, skip=layers)
            if n.name and not n.name.startswith("Gtk")]


def read_rows(layers):
    rows = []
    for item in children(layers):
        if item.getRoleName() != "list item":
            continue
        # The row's own focusable part (the expander) reports expanded / expandable.
        inner = children(item)
        part = inner[0] if inner else item
        s = states(item) | states(part)
        rows.append({"name": item.name, "selected": "selected" in s, "expandable": "expandable" in s,
                     "expanded": "expanded" in s})
    return rows


def read_focus(reader, layers):
    focused = reader.focused()
    if focused is None:
        return None, None
    return focused, {"name": focused.name, "role": focused.getRoleName(), "description": focused.description,
                     "inLayers": is_inside(focused, layers)}


def read_status(reader):
    status = reader.status_line()
    return None if status is None else status.name


def read_again(read, attempts=5):
    """read(), again while a node it reads is destroyed meanwhile: the app rebuilds rows and the
    inspector's controls after an edit, and a node found a moment ago may be gone when its name
    is asked for (atspi's "The application no longer exists", which it says of a removed node
    too). The next attempt finds the nodes anew; settled() then waits for two reads to agree."""
    for attempt in range(attempts):
        try:
            return read()
        except GLib.GError:
            if attempt == attempts - 1:
                raise
            time.sleep(0.05)


def snapshot(reader, layers, label):
    rows = read_again(lambda: read_rows(layers))
    focused, focus = read_again(lambda: read_focus(reader, layers))
    # The status line is read by its name: the selection ("Selected: white surface (Text) · …"),
    # or the innermost concentric shape without one.
    status = read_again(lambda: read_status(reader))
    return {
        "step": label,
        "rows": rows,
        "focused": focus,
        "status": status,
        # Only for the tests that read menus.
        "menu": reader.open_menus(focused) if os.environ.get("CONCENTRIC_ATSPI_MENUS") == "1" else None,
    }


def settled(reader, layers, label, seconds=10):
    """A snapshot once the app has settled after a step: two reads 0.25 s apart agree (a command
    chosen from a menu changes the document, rebuilds rows and the inspector and gives the focus
    back over a few frames; a debug build on a loaded machine takes a while)."""
    reader.wait(0.25)
    last = snapshot(reader, layers, label)
    deadline = time.time() + seconds
    while time.time() < deadline:
        reader.wait(0.25)
        now = snapshot(reader, layers, label)
        if now == last:
            break
        last = now
    return last


def drag(layers, source, target, fraction):
    """Drags row `source` onto row `target`, releasing `fraction` of the way down it. Under Xvfb
    without a window manager the window is at the screen's origin, so window coordinates are the
    pointer's."""
    rows = [c for c in children(layers) if c.getRoleName() == "list item"]
    start = rows[source].queryComponent().getExtents(pyatspi.WINDOW_COORDS)
    end = rows[target].queryComponent().getExtents(pyatspi.WINDOW_COORDS)
    x1, y1 = start.x + start.width // 2, start.y + start.height // 2
    x2, y2 = end.x + end.width // 2, int(end.y + end.height * fraction)
    subprocess.run(["xdotool", "mousemove", str(x1), str(y1), "mousedown", "1"], check=True, timeout=10)
    for i in range(1, 11):
        subprocess.run(["xdotool", "mousemove", str(x1 + (x2 - x1) * i // 10), str(y1 + (y2 - y1) * i // 10)], check=True, timeout=10)
        time.sleep(0.05)
    # GTK answers each XDND position before it takes the next: a last small move makes sure the
    # drop sees the final one.
    time.sleep(0.2)
    subprocess.run(["xdotool", "mousemove", str(x2), str(y2 + 1)], check=True, timeout=10)
    time.sleep(0.2)
    subprocess.run(["xdotool", "mousemove", str(x2), str(y2)], check=True, timeout=10)
    time.sleep(0.3)
    subprocess.run(["xdotool", "mouseup", "1"], check=True, timeout=10)


def click_scene_point(app, x, y, scene_width, scene_height, how="click"):
    """Clicks the canvas at the scene point (x, y) of a scene of that size, mapped as the canvas
    maps it at Fit (CanvasFit: a 24 px margin, centred) from the canvas's AT-SPI extents; `how`
    is "click", "double" or "alt" (Alt+click)."""
    canvas = walk_shown(app, lambda n, s, role: n.name == "Canvas")
    box = canvas.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
    scale = min((box.width - 48) / scene_width, (box.height - 48) / scene_height)
    origin_x = box.width / 2 - scene_width * scale / 2
    origin_y = box.height / 2 - scene_height * scale / 2
    px, py = int(box.x + origin_x + x * scale), int(box.y + origin_y + y * scale)
    clicks = {"click": ["click", "1"], "double": ["click", "--repeat", "2", "1"],
              "alt": ["keydown", "alt", "click", "1", "keyup", "alt"]}[how]
    subprocess.run(["xdotool", "mousemove", str(px), str(py)] + clicks, check=True, timeout=10)


def drag_scene_points(app, x, y, to_x, to_y, scene_width, scene_height):
    """Drags with the primary button on the canvas from the scene point (x, y) to (to_x, to_y),
    mapped as `click_scene_point` maps them, in ten steps as a hand moves."""
    canvas = walk_shown(app, lambda n, s, role: n.name == "Canvas")
    box = canvas.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
    scale = min((box.width - 48) / scene_width, (box.height - 48) / scene_height)
    origin_x = box.width / 2 - scene_width * scale / 2
    origin_y = box.height / 2 - scene_height * scale / 2

    def at(px, py):
        return str(int(round(box.x + origin_x + px * scale))), str(int(round(box.y + origin_y + py * scale)))

    subprocess.run(["xdotool", "mousemove", *at(x, y), "mousedown", "1"], check=True, timeout=10)
    for step in range(1, 11):
        time.sleep(0.03)
        subprocess.run(["xdotool", "mousemove", *at(x + (to_x - x) * step / 10, y + (to_y - y) * step / 10)], check=True, timeout=10)
    time.sleep(0.1)
    subprocess.run(["xdotool", "mouseup", "1"], check=True, timeout=10)


def click(node):
    """Clicks a quarter of the way into `node` (a spin button's text, not its buttons)."""
    box = node.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
    subprocess.run(["xdotool", "mousemove", str(box.x + box.width // 4), str(box.y + box.height // 2), "click", "1"],
                   check=True, timeout=10)


def has_focus(node):
    """Whether the keyboard focus is on `node` or inside it (a spin button's text)."""
    return "focused" in states(node) or any(has_focus(child) for child in children(node))


def focus(app, name, reader):
    """Moves the keyboard focus to the first visible, focusable control named `name` (a row's
    title, a field's label) with Tab, as a keyboard user does: GTK 4.8 implements neither
    grab_focus nor scroll_to over AT-SPI, and the focus scrolls the sidebar to the control
    (GTK 4.8 reports "visible" but never "showing"). After each press the focus event says where
    the focus went (walking the control's subtree each time, a combo row's popover included,
    took most of a long run's time)."""
    deadline = time.time() + 10
    node = None
    while node is None and time.time() < deadline:
        node = walk_shown(app, lambda n, s, role: n.name == name and "focusable" in s)
    if node is None:
        raise RuntimeError("no focusable control named %r is visible" % name)
    if has_focus(node):
        return
    for _ in range(300):
        before = reader.gained
        subprocess.run(["xdotool", "key", "--clearmodifiers", "Tab"], check=True, timeout=10)
        until = time.time() + 0.5
        while reader.gained is before and time.time() < until:
            reader.wait(0.01)
        gained = reader.gained
        try:
            if gained is not None and is_inside(gained, node):
                return
        except Exception:
            pass  # gone with its widget: the next press
    raise RuntimeError("Tab never reached %r" % name)


def step(app, layers, key, reader):
    """One step: a key (xdotool's name), a drag of rows, a click, double click or Alt+click on
    the canvas, focusing a control by name, typing text, clicking a button ("press:NAME"), or
    "controls" (nothing pressed: the
    snapshot lists the named controls too)."""
    if key == "controls":
        pass  # a snapshot with the named controls (main)
    elif key.startswith("press:"):
        # press:NAME clicks the shown button named NAME (the Layers pane's Add button).
        name = key[len("press:"):]
        button = walk_shown(app, lambda n, s, role: n.name == name and role in ("push button", "toggle button"))
        if button is None:
            raise RuntimeError("no button named %r is shown" % name)
        box = button.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
        subprocess.run(["xdotool", "mousemove", str(box.x + box.width // 2), str(box.y + box.height // 2), "click", "1"],
                       check=True, timeout=10)
    elif key.startswith("drag:"):
        _, source, target, fraction = key.split(":")
        drag(layers, int(source), int(target), float(fraction))
    elif key.startswith("canvas:"):
        # canvas:X:Y:WIDTH:HEIGHT, then optionally :double or :alt
        _, x, y, width, height, *how = key.split(":")
        click_scene_point(app, float(x), float(y), float(width), float(height), *how)
    elif key.startswith("canvasdrag:"):
        # canvasdrag:X:Y:TOX:TOY:WIDTH:HEIGHT, scene points
        _, x, y, to_x, to_y, width, height = key.split(":")
        drag_scene_points(app, float(x), float(y), float(to_x), float(to_y), float(width), float(height))
    elif key.startswith("focus:"):
        focus(app, key[len("focus:"):], reader)
    elif key.startswith("window:"):
        # Without a window manager a new dialog does not take the keyboard by itself.
        subprocess.run(["xdotool", "search", "--sync", "--onlyvisible", "--name", key[len("window:"):], "windowfocus", "--sync"],
                       check=False, capture_output=True, timeout=10)
    elif key.startswith("type:"):
        subprocess.run(["xdotool", "type", "--delay", "20", key[len("type:"):]], check=True, timeout=20)
    else:
        subprocess.run(["xdotool", "key", "--clearmodifiers", key], check=True, timeout=10)


def app_state(process):
    """How the app under test is doing, for a report's error: its exit status, or that it runs."""
    status = process.poll()
    return "still runs" if status is None else "exited with %s" % status


def main():
    app_binary, arguments, keys = sys.argv[1], json.loads(sys.argv[2]), json.loads(sys.argv[3])
    environment = dict(os.environ)
    environment.pop("GTK_A11Y", None)
    environment.pop("NO_AT_BRIDGE", None)
    process = subprocess.Popen([app_binary] + arguments, env=environment, stderr=subprocess.PIPE, text=True)
    report = {"steps": [], "error": None}
    try:
        deadline = time.time() + 30
        app = find_app(deadline)
        layers = None
        while app is not None and time.time() < deadline:
            layers = walk_shown(app, lambda n, s, role: n.name == "Layers" and role == "list")
            if layers is not None and any(c.getRoleName() == "list item" for c in children(layers)):
                break
            time.sleep(0.2)
        if layers is None:
            display = environment.get("DISPLAY", "")
            socket = "/tmp/.X11-unix/X" + display.lstrip(":").split(".")[0]
            report["error"] = ("no list named Layers with rows appeared within 30 s (the app %s; DISPLAY=%s, %s %s)" % (
                app_state(process), display, socket, "exists" if os.path.exists(socket) else "is missing"))
            return report
        subprocess.run(["xdotool", "search", "--sync", "--onlyvisible", "--name", "Concentric", "windowfocus", "--sync"],
                       check=False, capture_output=True, timeout=10)
        reader = Reader(app)
        reader.wait(0.5)
        # The keys go to the list, as after a click on its first row (the window's first focus
        # is the header bar's sidebar toggle).
        click(next(c for c in children(layers) if c.getRoleName() == "list item"))
        report["steps"].append(settled(reader, layers, "start"))
        for key in keys:
            try:
                step(app, layers, key, reader)
            except Exception as error:
                report["error"] = "step %r: %s" % (key, error)
                return report
            try:
                report["steps"].append(settled(reader, layers, key))
            except Exception as error:
                # The app gone (a crash) must still report, with what it printed (finally).
                report["error"] = "after step %r: %s (the app %s)" % (key, error, app_state(process))
                return report
            if key == "controls":
                report["steps"][-1]["controls"] = named_controls(app, layers)
        return report
    finally:
        process.terminate()
        try:
            _, stderr = process.communicate(timeout=10)
        except subprocess.TimeoutExpired:
            process.kill()
            _, stderr = process.communicate()
        report["stderr"] = stderr


print(json.dumps(main()))
