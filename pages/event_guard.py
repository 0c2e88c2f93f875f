"""What a browser's `event` socket message must look like before NiceGUI handles it.

NiceGUI's own handler (`nicegui.py::_on_event`) trusts the message: a list instead of a dict,
arguments that are not JSON, an integer beyond 64 bits (it breaks the reply's serialisation)
or a wrong id each end in a traceback in the server's output, and it does not check that the
message comes from the socket of the client it names. `install()` replaces it: the message is
handled only when it has a browser's shape and comes from its own client's socket; otherwise it
is dropped with one bounded line (`client_log.note`, within that browser's budget).
"""
from __future__ import annotations

import json
import logging
from typing import Any

from pages import client_log

log = logging.getLogger("billionaire.browser")

INT_LIMIT = 2 ** 63          # what the reply's serialisation (orjson) can carry
MAX_ARGS = 16                # a browser's event has a few arguments


class Refused(ValueError):
    """The message is not one a browser sends."""


def _int(text: str) -> int:
    value = int(text)
    if not -INT_LIMIT <= value < INT_LIMIT:
        raise Refused("an integer beyond 64 bits")
    return value


def _constant(name: str) -> Any:
    raise Refused(f"{name} is not JSON")


def problem(msg: Any) -> str | None:
    """Why `msg` is not an event a browser sends, or None."""
    if not isinstance(msg, dict):
        return "an event that is not an object"
    element_id, listener, args = msg.get("id"), msg.get("listener_id"), msg.get("args", [])
    if not isinstance(element_id, int) or isinstance(element_id, bool) or not 0 <= element_id < INT_LIMIT:
        return "an event without an element id"
    if not isinstance(listener, str):
        return "an event without a listener"
    if not isinstance(args, list) or len(args) > MAX_ARGS:
        return "an event whose arguments are not a list"
    for arg in args:
        if arg is None:
            continue
        if not isinstance(arg, str):
            return "an event argument that is not a JSON text"
        try:
            json.loads(arg, parse_int=_int, parse_constant=_constant)   # every integer, keys are texts
        except Refused as why:
            return f"an event argument with {why}"
        except (ValueError, RecursionError):
            return "an event argument that is not JSON"
    return None


def handle(sid: str, *args: Any) -> None:
    """The `event` socket message: (sid, {"id", "client_id", "listener_id", "args"})."""
    msg = args[0] if len(args) == 1 else None
    client = client_log.client_of(sid, msg)
    if client is None:           # no such client, or not this socket's: nothing to answer
        return
    why = problem(msg)
    if why:
        client_log.note(client, f"dropped {why}")
        return
    element = client.elements.get(msg["id"])
    if element is not None and not any(listener == msg["listener_id"] for listener in element._event_listeners):
        client_log.note(client, "dropped an event for a listener the element does not have")
        return
    try:
        client.handle_event(msg)
    except Exception:            # NiceGUI's own parsing of a message that passed the checks
        log.exception("an event from %s could not be handled", client.id[:8])


def install() -> None:
    """Replace NiceGUI's own `event` handler (call once, before `ui.run`)."""
    from nicegui import core

    core.sio.on("event", handle)
