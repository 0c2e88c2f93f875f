"""Issue 18: no page can be framed by another site, and the data folder is private to the
server's user (the real app in a subprocess, as a neighbour on the Wi-Fi or on the machine sees it)."""
from __future__ import annotations

import asyncio
import os
import stat
import time
import urllib.error
import urllib.request
from pathlib import Path

import nicegui

from hostile_client import RawPage
from serverkit import AppServer

DB = "billionaire.sqlite3"


def headers(url: str) -> tuple[int, dict[str, str]]:
    try:
        with urllib.request.urlopen(url, timeout=20) as r:
            return r.status, {k.lower(): v for k, v in r.headers.items()}
    except urllib.error.HTTPError as e:
        return e.code, {k.lower(): v for k, v in e.headers.items()}


def mode(path: Path) -> int:
    return stat.S_IMODE(path.stat().st_mode)


def test_no_page_can_be_framed(tmp_path):
    with AppServer(tmp_path / "data") as server:
        paths = ["/", "/game/nonesiste", "/play/" + "A" * 32, "/regole", "/non/esiste",
                 f"/_nicegui/{nicegui.__version__}/static/nicegui.js"]
        for path in paths:
            status, got = headers(server.url + path)
            assert status in (200, 404), (path, status)
            assert got.get("x-frame-options") == "DENY", (path, got)
            assert "frame-ancestors 'none'" in got.get("content-security-policy", ""), (path, got)


def test_a_new_data_folder_is_private(tmp_path):
    data = tmp_path / "data"
    umask = os.umask(0o022)          # the server must not rely on a strict umask of its parent
    try:
        server = AppServer(data).start()
    finally:
        os.umask(umask)
    try:
        async def create() -> None:
            async with RawPage(server.url, "/") as page:
                await page.click("Crea la partita")
                await asyncio.sleep(1.0)
        asyncio.run(create())
        deadline = time.monotonic() + 10
        while not list((data / "browsers").glob("storage-user-*.json")) and time.monotonic() < deadline:
            time.sleep(0.1)
        files = [data / "storage_secret.txt", data / DB, data / (DB + "-wal"), data / (DB + "-shm"),
                 *(data / "browsers").glob("storage-user-*.json")]
        assert len(files) == 5, sorted(os.listdir(data))
        for file in files:
            assert mode(file) == 0o600, (file.name, oct(mode(file)))
        assert mode(data / "browsers") & 0o077 == 0
    finally:
        server.kill()


def test_loose_files_of_an_older_version_are_tightened_at_start(tmp_path):
    from billionaire.engine import SeatSpec
    from billionaire.session import Registry
    from billionaire.store import Store

    data = tmp_path / "data"
    (data / "browsers").mkdir(parents=True)
    store = Store(data / DB)
    Registry(store).create([SeatSpec("Anna"), SeatSpec("Bot", bot=True)], 10_000, seed=1)
    store.close()
    (data / "storage_secret.txt").write_text("s" * 43)
    (data / "browsers" / "storage-user-1234.json").write_text("{}")
    loose = [data / "storage_secret.txt", data / DB, data / "browsers" / "storage-user-1234.json"]
    for file in loose:
        os.chmod(file, 0o644)
    os.chmod(data / "browsers", 0o755)
    with AppServer(data):
        for file in loose + [data / (DB + "-wal"), data / (DB + "-shm")]:
            assert mode(file) == 0o600, (file.name, oct(mode(file)))
        assert mode(data / "browsers") == 0o700
    assert (data / "storage_secret.txt").read_text() == "s" * 43    # the same secret: cookies stay valid
