"""A device on the Wi-Fi sends `event` messages no browser would: arguments that are not JSON,
integers beyond 64 bits, wrong shapes, another page's client. Each is dropped with at most one
bounded line, never a traceback, and the page still answers its own browser's next tap.

The real app runs in a subprocess (`serverkit.AppServer`); `hostile_client.RawPage` speaks
NiceGUI's Socket.IO protocol as a browser does.
"""
from __future__ import annotations

import asyncio
import sqlite3

import pytest

from hostile_client import RawPage
from serverkit import AppServer
from test_hardening_client_log import log_size, output_after


@pytest.fixture
def server(tmp_path):
    with AppServer(tmp_path / "data") as running:
        yield running


def _listener(page: RawPage, tag: str, kind: str) -> tuple[int, str]:
    for element_id, element in page.elements.items():
        if element.get("tag") == tag:
            for e in element.get("events") or []:
                if e.get("type", "").startswith(kind):
                    return int(element_id), e["listener_id"]
    raise LookupError(tag)


def _odd_events(page: RawPage) -> list:
    field, listener = _listener(page, "q-input", "update:")
    base = {"id": field, "client_id": page.client_id, "listener_id": listener}
    return [
        {**base, "args": ["not json {"]},
        {**base, "args": ["9" * 30]},                       # beyond 64 bits
        {**base, "args": ['{"a": ' + "9" * 400 + "}"]},
        {**base, "args": ["NaN"]},
        {**base, "args": [42]},                             # not a JSON text at all
        {**base, "args": "not a list"},
        {**base, "args": [["nested"]]},
        {**base, "listener_id": "no such listener", "args": ['"x"']},
        {**base, "listener_id": ["odd"], "args": ['"x"']},
        {**base, "id": "12"},
        {**base, "id": 1e30},                               # not an integer id
        {"client_id": page.client_id},
        {"client_id": 5, "id": field},
        "not a dict",
        ["a", "list"],
    ]


def test_odd_events_raise_nothing_and_the_page_still_answers(server):
    start = log_size(server)

    async def go() -> None:
        async with RawPage(server.url, "/") as page:
            for msg in _odd_events(page):
                await page.emit("event", msg)
            await asyncio.sleep(0.5)
            await page.click("Crea la partita")     # the page's own next tap still works
            for _ in range(60):
                if _games(server):
                    break
                await asyncio.sleep(0.1)

    asyncio.run(go())
    out = output_after(server, start)
    assert "Traceback" not in out and "ERROR" not in out, out
    assert len(out.encode()) < 4_000, f"{len(out.encode())} bytes written"
    assert _games(server) == 1, "the page's tap after the odd events created no game"


def _games(server: AppServer) -> int:
    """Games stored by the server (its database, read-only)."""
    db = server.data / "billionaire.sqlite3"
    if not db.exists():
        return 0
    with sqlite3.connect(f"file:{db}?mode=ro", uri=True) as con:
        return con.execute("SELECT COUNT(*) FROM games").fetchone()[0]


def test_a_tap_in_another_browsers_name_does_nothing(server):
    """A client id seen on the network is not enough: the event must come from its own socket."""
    async def go() -> None:
        async with RawPage(server.url, "/") as victim, RawPage(server.url, "/") as intruder:
            button = [(int(i), e) for i, e in victim.elements.items()
                      if e.get("tag") == "q-btn" and (e.get("props") or {}).get("label") == "Crea la partita"]
            [(element_id, element)] = button
            [listener] = [e for e in element["events"] if e.get("type") == "click"]
            await intruder.emit("event", {"id": element_id, "client_id": victim.client_id,
                                          "listener_id": listener["listener_id"], "args": []})
            await asyncio.sleep(1.5)

    asyncio.run(go())
    assert _games(server) == 0
