"""Helpers for the phone page's tests with NiceGUI's simulated `User` (no tests here)."""
from __future__ import annotations

import asyncio
import time


async def until(check, timeout: float = 5.0, what: str = "") -> None:
    """Wait (on the event loop) until `check()` is true: a tap is stored in a worker thread."""
    deadline = time.monotonic() + timeout
    while not check():
        if time.monotonic() > deadline:
            raise AssertionError(f"not reached within {timeout} s: {what or check}")
        await asyncio.sleep(0.01)


def tap(user, marker: str) -> None:
    """A tap as the browser makes it: on the enabled element with this marker, carrying what the
    button shows (its `data-shown`, which the page's click handler reads in the browser)."""
    found = [e for e in user.find(marker=marker).elements if getattr(e, "enabled", True)]
    if not found:
        return
    click(user, min(found, key=lambda e: e.id))


def click(user, element, shown: object = "as shown") -> None:
    """Run the click listeners of `element` with the arguments its browser would send."""
    from nicegui import events
    args = element.props.get("data-shown") if shown == "as shown" else shown
    with user.client:
        for listener in list(element._event_listeners.values()):
            if listener.type == "click":
                events.handle_event(listener.handler, events.GenericEventArguments(
                    sender=element, client=user.client, args=args))


def page_of(client):
    from pages.phone import PAGES

    return PAGES[client.id]
