"""What a browser may write to the server's output: NiceGUI's `log` socket message, bounded.

NiceGUI forwards a browser's console errors with a Socket.IO `log` message and writes its text,
verbatim and at the level the browser names, to the server's log (`nicegui.py::_on_log`). Any
device on the network can send that message: it could forge "Billionaire: …" lines, fill the
disk (4.5 MB from six messages) or raise a traceback with an unknown level. `install()` replaces
that handler: a line from a browser always starts with `[browser <client>]`, keeps at most
`MAX_CHARS` characters with control and line-breaking characters shown as escapes, is written at
DEBUG/INFO/WARNING only (never ERROR: the server did not fail), and each client (and all of them
together) may write only a few lines a minute; the rest is dropped, and said once.
"""
from __future__ import annotations

import logging
import time
import unicodedata
import weakref
from dataclasses import dataclass
from typing import Any

log = logging.getLogger("billionaire.browser")

MAX_CHARS = 300              # characters of a browser's message kept in the log line
PER_CLIENT_BURST = 5         # lines a client may write at once ...
PER_CLIENT_EVERY = 12.0      # ... then one more every this many seconds (5 a minute)
ALL_BURST = 20               # the same for every client together
ALL_EVERY = 6.0              # (10 a minute)
LEVELS = {"debug": logging.DEBUG, "info": logging.INFO, "warning": logging.WARNING,
          "error": logging.WARNING}
UNKNOWN_LEVEL = logging.INFO


@dataclass
class Bucket:
    """A token bucket: `burst` lines at once, then one every `every` seconds."""
    burst: int
    every: float
    tokens: float = -1.0
    stamp: float = 0.0
    dropping: bool = False

    def take(self, now: float) -> bool:
        if self.tokens < 0:
            self.tokens, self.stamp = float(self.burst), now
        self.tokens = min(float(self.burst), self.tokens + (now - self.stamp) / self.every)
        self.stamp = now
        if self.tokens >= 1.0:
            self.tokens -= 1.0
            return True
        return False


_per_client: weakref.WeakKeyDictionary[Any, Bucket] = weakref.WeakKeyDictionary()
_everyone = Bucket(ALL_BURST, ALL_EVERY)


def neutralise(text: str, limit: int = MAX_CHARS) -> str:
    """`text` on one line: control, format, line-breaking and unassigned characters shown as
    escapes (\\n, \\u2028, …), at most `limit` characters, the rest counted."""
    out: list[str] = []
    used = 0
    for i, ch in enumerate(text):
        if ch == "\\":
            piece = "\\\\"
        elif unicodedata.category(ch)[0] in "CZ" and ch != " ":
            piece = {"\n": "\\n", "\r": "\\r", "\t": "\\t"}.get(ch) or (
                f"\\x{ord(ch):02x}" if ord(ch) < 0x100 else
                f"\\u{ord(ch):04x}" if ord(ch) < 0x10000 else f"\\U{ord(ch):08x}")
        else:
            piece = ch
        if used + len(piece) > limit:
            out.append(f"… (+{len(text) - i} characters)")
            break
        out.append(piece)
        used += len(piece)
    return "".join(out)


def client_of(sid: str, msg: Any) -> Any | None:
    """The client `msg` names, if that client's own socket sent it."""
    from nicegui import Client, core

    if not isinstance(msg, dict) or not isinstance(msg.get("client_id"), str):
        return None
    client = Client.instances.get(msg["client_id"])
    if client is None or not client.has_socket_connection:
        return None
    try:
        if client.id not in core.sio.rooms(sid):
            return None
    except Exception:
        return None
    return client


def handle(sid: str, *args: Any) -> None:
    """The `log` socket message: (sid, {"client_id", "level", "message"}) from nicegui.js."""
    client = client_of(sid, args[0] if len(args) == 1 else None)
    if client is None:
        return
    msg = args[0]
    if not may_write(client):
        return
    level_name = msg.get("level")
    level = LEVELS.get(level_name, UNKNOWN_LEVEL) if isinstance(level_name, str) else UNKNOWN_LEVEL
    label = level_name if isinstance(level_name, str) and level_name in LEVELS else "?"
    text = msg.get("message")
    text = neutralise(text) if isinstance(text, str) else "(not a text)"
    page = getattr(getattr(client, "page", None), "path", "?")   # the route, never the URL
    log.log(level, "%s %s on %s: %s", _who(client), label, neutralise(str(page), 60), text)


def _who(client: Any) -> str:
    return f"[browser {client.id[:8]}]"


def may_write(client: Any) -> bool:
    """Whether `client` may write one more line now (its budget and everyone's); the first line
    refused is replaced by one saying that lines are dropped."""
    now = time.monotonic()
    bucket = _per_client.get(client)
    if bucket is None:
        bucket = _per_client[client] = Bucket(PER_CLIENT_BURST, PER_CLIENT_EVERY)
    if not bucket.take(now):
        if not bucket.dropping:          # said once, and only within the shared budget
            bucket.dropping = True
            if _everyone.take(now):
                log.warning("%s more messages from this browser dropped (too many)", _who(client))
        return False
    bucket.dropping = False
    if not _everyone.take(now):
        if not _everyone.dropping:
            _everyone.dropping = True
            log.warning("[browser] messages from browsers dropped for a while (too many)")
        return False
    _everyone.dropping = False
    return True


def note(client: Any, text: str) -> None:
    """One bounded line about what a browser sent (e.g. an event dropped), within its budget."""
    if may_write(client):
        log.info("%s %s", _who(client), neutralise(text))


def install() -> None:
    """Replace NiceGUI's own `log` handler (call once, before `ui.run`)."""
    from nicegui import core

    core.sio.on("log", handle)
