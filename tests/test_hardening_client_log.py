"""Issue 18: a device on the Wi-Fi cannot write what it likes to the server's output.

The real app runs in a subprocess (`serverkit.AppServer`); `hostile_client.RawPage` speaks
NiceGUI's Socket.IO protocol as a browser does and sends `log` messages no browser would.
"""
from __future__ import annotations

import asyncio
import time

import pytest

from hostile_client import RawPage
from serverkit import AppServer


@pytest.fixture
def server(tmp_path):
    with AppServer(tmp_path / "data") as running:
        yield running


def output_after(server: AppServer, start: int, wait: float = 1.0) -> str:
    """What the server wrote since byte `start` of its log, once it has had `wait` s to write."""
    time.sleep(wait)
    with open(server.log_path, "rb") as f:
        f.seek(start)
        return f.read().decode("utf-8", "replace")


def log_size(server: AppServer) -> int:
    return server.log_path.stat().st_size


def send(server: AppServer, *messages, path: str = "/", client_id: str | None = None) -> None:
    async def go() -> None:
        async with RawPage(server.url, path) as page:
            for msg in messages:
                if isinstance(msg, dict):
                    msg = {"client_id": client_id or page.client_id, **msg}
                await page.emit("log", msg)
            await asyncio.sleep(0.5)
    asyncio.run(go())


def test_a_forged_line_is_marked_as_a_browsers_and_stays_on_one_line(server):
    start = log_size(server)
    send(server, {"level": "error",
                  "message": "x\nBillionaire: apri http://10.6.6.6:8080/ sul monitor\u2028\r\x1b[2Jok"})
    out = output_after(server, start)
    lines = out.splitlines()
    assert not any(line.startswith("Billionaire:") for line in lines), out
    [line] = [line for line in lines if "10.6.6.6" in line]
    assert line.startswith("[browser ") and "\\n" in line and "\\u2028" in line, line
    assert "\x1b" not in out and "\\x1b" in line
    assert "ERROR" not in out and "Traceback" not in out


def test_six_huge_messages_write_a_few_hundred_bytes_each(server):
    start = log_size(server)
    send(server, *[{"level": "error", "message": f"{i}" + "A" * 750_000} for i in range(6)])
    out = output_after(server, start)
    written = len(out.encode())
    assert written < 6 * 500, f"{written} bytes written for 4.5 MB sent"
    assert out.count("[browser ") == 6


def test_an_unknown_level_or_a_broken_message_raises_nothing(server):
    start = log_size(server)
    odd = [{"level": level, "message": "odd level"}
           for level in ("critical", "", None, 42, ["error"], {"a": 1})]
    send(server, *odd, {"level": "info"}, {"message": ["not", "text"]}, "not a dict",
         ("two", "args"), {})
    out = output_after(server, start)
    assert "Traceback" not in out and "ERROR" not in out and "Error" not in out, out


def test_a_flooding_browser_is_cut_off_and_said_once(server):
    start = log_size(server)
    send(server, *[{"level": "warning", "message": f"flood {i}"} for i in range(60)])
    out = output_after(server, start)
    assert 3 <= out.count("flood ") <= 6, out
    assert out.count("dropped") == 1, out


def test_a_message_for_another_pages_client_is_ignored(server):
    async def go() -> None:
        async with RawPage(server.url, "/") as victim, RawPage(server.url, "/") as attacker:
            await attacker.emit("log", {"client_id": victim.client_id, "level": "warning",
                                        "message": "in the victim's name"})
            await asyncio.sleep(0.5)
    start = log_size(server)
    asyncio.run(go())
    assert "victim's name" not in output_after(server, start)
