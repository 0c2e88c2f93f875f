"""Nothing lost: the real app (`python app.py`) killed with SIGKILL while bots play, restarted.

Games are created directly in a fresh SQLite file (`Store` + `Registry`), then the app runs on
it. At several seeded random moments the test reads the database and the monitor page, kills
the process with SIGKILL, and checks after each restart that:

* every game comes back, its stored log never shrank (no accepted action lost), and the state
  the monitor shows is `replay(setup, log)` of a prefix of the stored log, never beyond it;
* seat tokens and host keys are the same: an old phone link still opens its seat;
* a monitor page opened after the restart shows the game (round and chronicle).

And a corrupt or foreign database makes `python app.py --data DIR` exit non-zero with a message
naming the file, never a silent empty start.
"""
from __future__ import annotations

import random
import sqlite3
import time
from pathlib import Path

import pytest

from billionaire.engine import SeatSpec, replay
from billionaire.session import Registry
from billionaire.store import Store
from tests.serverkit import AppServer, page_texts, run_app_once

DB = "billionaire.sqlite3"
KILLS = 3
from pages.monitor_parts import ChroniclePanel  # noqa: E402
CHRONICLE_LINES = ChroniclePanel.LINES


def read_db(path: Path) -> dict[str, dict]:
    """game_id -> {"setup", "host_key", "tokens", "log"} read with a plain SQLite connection."""
    import json

    db = sqlite3.connect(path, timeout=10)
    try:
        db.execute("PRAGMA busy_timeout = 10000")
        games = {gid: {"setup": json.loads(setup), "host_key": key, "tokens": {}, "log": []}
                 for gid, setup, key in db.execute("SELECT game_id, setup_json, host_key FROM games")}
        for gid, seat, token in db.execute("SELECT game_id, seat, token FROM seats"):
            games[gid]["tokens"][seat] = token
        for gid, idx, seat, action in db.execute(
                "SELECT game_id, idx, seat, action_json FROM actions ORDER BY game_id, idx"):
            assert idx == len(games[gid]["log"]), f"game {gid}: hole in the stored log at {idx}"
            games[gid]["log"].append({"seat": seat, "action": json.loads(action)})
        return games
    finally:
        db.close()


def monitor_shows(view: dict) -> tuple[str, list[str]]:
    """What the monitor's header and chronicle show for a public view."""
    return f"Giro {view['round']}", list(view["chronicle"])[-CHRONICLE_LINES:][::-1]


def seen_on_monitor(html: str) -> tuple[str, list[str]]:
    rounds = [t for t in page_texts(html) if t.startswith("Giro ")]
    assert rounds, "the monitor page shows no round"
    return rounds[0], page_texts(html, "chron-line")


def matching_prefixes(setup: dict, log: list[dict], lo: int, shown) -> list[int]:
    """Every k in [lo, len(log)] whose replayed state the monitor would show as `shown`."""
    game = replay(setup, log[:lo])
    found = []
    k = lo
    while True:
        if monitor_shows(game.public_view()) == shown:
            found.append(k)
        if k == len(log):
            return found
        entry = log[k]
        game.apply(entry["seat"], entry["action"])
        k += 1


@pytest.fixture()
def games_db(tmp_path):
    """A fresh data folder with a bots-only game and a game with two humans and two bots."""
    data = tmp_path / "data"
    store = Store(data / DB)
    registry = Registry(store)
    bots = registry.create([SeatSpec(f"Bot {i}", bot=True, level=lvl)
                            for i, lvl in ((1, "normale"), (2, "facile"), (3, "normale"),
                                           (4, "facile"))], 10_000, seed=1234)
    humans = registry.create([SeatSpec("Bot A", bot=True), SeatSpec("Bot B", bot=True),
                              SeatSpec("Anna"), SeatSpec("Bruno")], 10_000, seed=99)
    store.close()
    return data, bots.game_id, humans.game_id


def test_sigkill_at_random_moments_loses_nothing(games_db):
    data, bots_id, humans_id = games_db
    path = data / DB
    first = read_db(path)
    assert set(first) == {bots_id, humans_id}
    tokens = {gid: g["tokens"] for gid, g in first.items()}
    host_keys = {gid: g["host_key"] for gid, g in first.items()}
    assert sorted(tokens[humans_id]) == [3, 4] and tokens[bots_id] == {}

    rng = random.Random(20240611)
    server = AppServer(data, bot_delay=0.05, auto_delay=0.3)
    previous = {gid: [] for gid in first}       # stored log before the last restart
    started = time.monotonic()
    try:
        for round_ in range(KILLS + 1):
            server.start()
            # --- the game came back, as stored, with the same links
            for gid, g in first.items():
                status, html = server.get(f"/game/{gid}")
                assert status == 200 and "Partita non trovata" not in html, gid
                shown = seen_on_monitor(html)
                after = read_db(path)[gid]["log"]
                assert after[:len(previous[gid])] == previous[gid]
                ks = matching_prefixes(g["setup"], after, len(previous[gid]), shown)
                assert ks, (f"round {round_}: monitor of {gid} shows {shown[0]} / {shown[1][:2]}, "
                            f"not the replay of the stored log from action {len(previous[gid])}")
            for seat, token in tokens[humans_id].items():
                status, html = server.get(f"/play/{token}")
                assert status == 200
                texts = page_texts(html)
                assert "Link non valido" not in texts, f"old link of G{seat} does not open it"
                assert ("Anna" if seat == 3 else "Bruno") in texts
            status, html = server.get("/play/" + "A" * 32)
            assert "Link non valido" in page_texts(html)
            if round_ == KILLS:
                break

            # --- let the bots play, then a crash at a random moment
            time.sleep(rng.uniform(0.3, 2.0))
            # the monitor at the last moment: what was accepted and shown to the room
            shown_before = {gid: seen_on_monitor(server.get(f"/game/{gid}")[1]) for gid in first}
            before = read_db(path)
            time.sleep(rng.uniform(0.0, 0.3))
            server.kill()
            crashed = read_db(path)
            assert set(crashed) == set(first), "a game vanished"
            for gid in first:
                old, new = before[gid]["log"], crashed[gid]["log"]
                assert len(new) >= len(old), f"{gid}: stored log shrank {len(old)} -> {len(new)}"
                assert new[:len(old)] == old, f"{gid}: stored actions changed"
                assert crashed[gid]["tokens"] == tokens[gid]
                assert crashed[gid]["host_key"] == host_keys[gid]
                # what the monitor showed before the crash is in the stored log
                assert matching_prefixes(first[gid]["setup"], new, len(previous[gid]),
                                         shown_before[gid]), \
                    f"{gid}: the monitor showed a state that the database does not hold"
                previous[gid] = new
            assert time.monotonic() - started < 90
    finally:
        server.kill()

    assert len(previous[bots_id]) > 20, "the bots hardly played: the test proved little"
    # --- the whole story: a restarted registry holds every game, equal to the replay
    registry = Registry(Store(path))
    assert registry.broken == {}
    final = read_db(path)
    for gid, g in final.items():
        session = registry.get(gid)
        assert session is not None
        assert session.game.log == g["log"]
        assert session.game.state_hash() == replay(g["setup"], g["log"]).state_hash()
        assert session.tokens == tokens[gid] and session.host_key == host_keys[gid]
    registry.store.close()


# ---------------------------------------------------------------- unusable database files
def _garbage(path: Path) -> None:
    path.write_bytes(b"this is not a database at all\n" * 200)


def _foreign(path: Path) -> None:
    db = sqlite3.connect(path)
    db.execute("CREATE TABLE students (name TEXT, grade INTEGER)")
    db.execute("INSERT INTO students VALUES ('Anna', 8)")
    db.commit()
    db.close()


def _played_then_cut(path: Path) -> None:
    """A real game file, cut to half its size."""
    store = Store(path)
    registry = Registry(store)
    session = registry.create([SeatSpec("Anna"), SeatSpec("Bot", bot=True)], 10_000, seed=5)
    for _ in range(30):
        if not session.bot_step():
            break
    store.close()
    data = path.read_bytes()
    path.write_bytes(data[: len(data) // 2 + 100])
    for extra in ("-wal", "-shm"):
        Path(str(path) + extra).unlink(missing_ok=True)


def _overwritten_header(path: Path) -> None:
    _played_then_cut(path)
    data = bytearray(path.read_bytes())
    data[100:4096] = b"\xff" * (4096 - 100)      # the schema page, scribbled over
    path.write_bytes(bytes(data))


@pytest.mark.parametrize("spoil", [_garbage, _foreign, _overwritten_header],
                         ids=["garbage", "foreign", "scribbled"])
def test_corrupt_or_foreign_db_stops_the_app_with_a_clear_message(tmp_path, spoil):
    data = tmp_path / "data"
    data.mkdir()
    path = data / DB
    spoil(path)
    content = path.read_bytes()
    result = run_app_once(data)
    out = result.stdout + result.stderr
    assert result.returncode != 0, f"the app started on a bad database:\n{out[-2000:]}"
    assert str(path) in out, f"the message does not name the file:\n{out[-2000:]}"
    assert "NiceGUI ready" not in out
    assert path.read_bytes() == content, "the bad file was modified"
