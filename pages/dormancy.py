"""Finished (and abandoned) games leave memory once nobody looks at them.

Every `SWEEP_EVERY` seconds the registry puts to sleep the finished and abandoned games whose last
page went away at least `GRACE` seconds ago (`Registry.sleep_unwatched`); their shared public
view goes too. A sleeping game is read back from the database when someone opens its monitor or
a seat link. The grace keeps a monitor that reloads from replaying its game each time.
"""
from __future__ import annotations

import logging

from nicegui import app

from pages import runtime

log = logging.getLogger(__name__)

SWEEP_EVERY = 30.0   # s
GRACE = 120.0        # s without any page before a finished game leaves memory


def sweep(grace: float = GRACE) -> list[str]:
    """One pass (on the event loop: memory only, it never waits for a game's lock)."""
    registry = runtime.registry
    if registry is None:
        return []
    slept = registry.sleep_unwatched(grace)
    for game_id in slept:
        runtime.forget_public_view(game_id)
    if slept:
        log.debug("games asleep: %s", ", ".join(slept))
    return slept


def install() -> None:
    """Start the periodic sweep with the app (call once, before `ui.run`)."""
    app.timer(SWEEP_EVERY, sweep, immediate=False)
