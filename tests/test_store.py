"""SQLite persistence: what survives a restart, a crash, and what a bad file gives."""
from __future__ import annotations

import os
import signal
import sqlite3
import subprocess
import sys
import textwrap
import threading
from pathlib import Path
from types import SimpleNamespace

import pytest

from billionaire.store import DEFAULT_PATH, GameRecord, Store, StoreError

REPO = Path(__file__).resolve().parent.parent

SETUP = {"seed": 7, "starting_cash": 10_000,
         "seats": [{"name": "Anna", "bot": False, "level": "normale"},
                   {"name": "Bot 1", "bot": True, "level": "normale"}]}


def fake_session(game_id="g1", log=(), tokens=None, finished=False):
    return SimpleNamespace(game_id=game_id, host_key="host-key", created_at=1000.0,
                           tokens=dict(tokens or {1: "tok-1"}), finished=finished,
                           game=SimpleNamespace(setup=SETUP, log=list(log)))


def test_game_round_trips_through_a_file(tmp_path):
    path = tmp_path / "games.sqlite3"
    store = Store(path)
    store.save_game(fake_session(log=[{"seat": 1, "action": {"kind": "roll"}}]))
    store.append_action("g1", 1, 1, {"kind": "move", "to": "c12"})
    store.set_token("g1", 1, "tok-new")
    store.close()

    [record] = Store(path).load_all()
    assert record == GameRecord(
        game_id="g1", setup=SETUP, host_key="host-key", created_at=1000.0, finished=False,
        tokens={1: "tok-new"},
        log=[{"seat": 1, "action": {"kind": "roll"}},
             {"seat": 1, "action": {"kind": "move", "to": "c12"}}])


def test_save_game_replaces_and_finished_flag(tmp_path):
    store = Store(tmp_path / "g.sqlite3")
    store.save_game(fake_session(log=[{"seat": 1, "action": {"kind": "roll"}}]))
    store.save_game(fake_session(game_id="g2"))
    store.save_game(fake_session(log=[], tokens={1: "a", 3: "b"}))
    store.set_finished("g2")
    records = {r.game_id: r for r in store.load_all()}
    assert records["g1"].log == [] and records["g1"].tokens == {1: "a", 3: "b"}
    assert records["g2"].finished and not records["g1"].finished
    store.delete_game("g2")
    assert [r.game_id for r in store.load_all()] == ["g1"]


def test_memory_store_is_empty_and_separate():
    a, b = Store(":memory:"), Store(":memory:")
    a.save_game(fake_session())
    assert len(a.load_all()) == 1 and b.load_all() == []


def test_out_of_order_action_is_refused(tmp_path):
    store = Store(tmp_path / "g.sqlite3")
    store.save_game(fake_session())
    with pytest.raises(StoreError):
        store.append_action("g1", 3, 1, {"kind": "roll"})
    store.append_action("g1", 0, 1, {"kind": "roll"})
    with pytest.raises(StoreError):
        store.append_action("g1", 0, 1, {"kind": "roll"})
    assert len(store.load_all()[0].log) == 1


def test_non_json_action_is_refused_and_nothing_stored(tmp_path):
    store = Store(tmp_path / "g.sqlite3")
    store.save_game(fake_session())
    with pytest.raises(StoreError):
        store.append_action("g1", 0, 1, {"kind": float("nan")})
    with pytest.raises(StoreError):
        store.append_action("g1", 0, 1, {"kind": object()})
    assert store.load_all()[0].log == []


def test_garbage_file_gives_store_error_naming_it(tmp_path):
    path = tmp_path / "not-a-db.sqlite3"
    path.write_bytes(b"this is a text file, not a database\n" * 200)
    with pytest.raises(StoreError, match="not-a-db.sqlite3"):
        Store(path)
    assert path.read_bytes().startswith(b"this is a text file")   # left untouched


def test_foreign_database_gives_store_error(tmp_path):
    path = tmp_path / "other.db"
    with sqlite3.connect(path) as db:
        db.execute("CREATE TABLE invoices (id INTEGER, total REAL)")
    with pytest.raises(StoreError, match="other.db.*not a Billionaire database"):
        Store(path)
    with sqlite3.connect(path) as db:   # untouched
        assert db.execute("SELECT name FROM sqlite_master").fetchall() == [("invoices",)]


def test_damaged_database_gives_store_error(tmp_path):
    path = tmp_path / "damaged.sqlite3"
    store = Store(path)
    store.save_game(fake_session())
    for i in range(300):
        store.append_action("g1", i, 1, {"kind": "roll", "pad": "x" * 200})
    store.close()
    for suffix in ("-wal", "-shm"):
        Path(str(path) + suffix).unlink(missing_ok=True)
    data = bytearray(path.read_bytes())
    assert len(data) > 8 * 4096
    for page in range(1, len(data) // 4096):          # clobber every page but the header one
        data[page * 4096 + 8: page * 4096 + 400] = os.urandom(392)
    path.write_bytes(bytes(data))
    with pytest.raises(StoreError, match="damaged.sqlite3"):
        Store(path).load_all()


def test_unopenable_path_gives_store_error(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("x")
    with pytest.raises(StoreError, match="file"):
        Store(blocker / "sub" / "g.sqlite3")


def test_accepted_action_survives_kill_9(tmp_path):
    path = tmp_path / "crash.sqlite3"
    script = textwrap.dedent(f"""
        import os, signal, sys
        from types import SimpleNamespace
        from billionaire.store import Store
        store = Store({str(path)!r})
        store.save_game(SimpleNamespace(game_id="g1", host_key="k", created_at=1.0,
                        tokens={{1: "t"}}, game=SimpleNamespace(setup={{"seed": 1}}, log=[])))
        store.append_action("g1", 0, 1, {{"kind": "roll"}})
        print("accepted", flush=True)
        os.kill(os.getpid(), signal.SIGKILL)
    """)
    proc = subprocess.run([sys.executable, "-c", script], cwd=REPO, capture_output=True,
                          text=True, timeout=60)
    assert proc.returncode == -signal.SIGKILL, proc.stderr
    assert proc.stdout.strip() == "accepted"
    [record] = Store(path).load_all()
    assert record.log == [{"seat": 1, "action": {"kind": "roll"}}]


def test_concurrent_appends_from_threads(tmp_path):
    store = Store(tmp_path / "t.sqlite3")
    for n in range(4):
        store.save_game(fake_session(game_id=f"g{n}"))

    def writer(n):
        for i in range(50):
            store.append_action(f"g{n}", i, 1, {"kind": "roll", "i": i})

    threads = [threading.Thread(target=writer, args=(n,)) for n in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    for record in store.load_all():
        assert [e["action"]["i"] for e in record.log] == list(range(50))


def test_default_path_is_the_ignored_data_folder():
    assert DEFAULT_PATH == REPO / "data" / "billionaire.sqlite3"
    assert "data/" in (REPO / ".gitignore").read_text().split()


def test_closed_notices_survive_a_restart(tmp_path):
    """A notice closed on the phone stays closed after the server restarts."""
    from billionaire.engine import SeatSpec
    from billionaire.session import Registry

    path = tmp_path / "games.sqlite3"
    session = Registry(Store(path)).create([SeatSpec("Anna"), SeatSpec("Bruno")], 10_000, seed=3)
    session.close_notices(2, [4, 7])
    session.close_notices(2, [7, 9])
    again = Registry(Store(path)).get(session.game_id)
    assert again.closed_notices(2) == {4, 7, 9} and again.closed_notices(1) == frozenset()


def test_a_version_1_database_opens_and_gets_the_new_table(tmp_path):
    """A database written before notices could be closed keeps its games and gains the table."""
    path = tmp_path / "old.sqlite3"
    db = sqlite3.connect(path)
    db.executescript("""
        CREATE TABLE games (game_id TEXT PRIMARY KEY, setup_json TEXT NOT NULL, host_key TEXT NOT NULL,
                            created_at REAL NOT NULL, finished INTEGER NOT NULL DEFAULT 0);
        CREATE TABLE seats (game_id TEXT NOT NULL, seat INTEGER NOT NULL, token TEXT NOT NULL,
                            PRIMARY KEY (game_id, seat));
        CREATE TABLE actions (game_id TEXT NOT NULL, idx INTEGER NOT NULL, seat INTEGER NOT NULL,
                              action_json TEXT NOT NULL, PRIMARY KEY (game_id, idx));
        PRAGMA application_id = 1114205292;
        PRAGMA user_version = 1;
    """)
    db.execute("INSERT INTO games VALUES ('g1', ?, 'host-key', 1000.0, 0)", (__import__("json").dumps(SETUP),))
    db.execute("INSERT INTO seats VALUES ('g1', 1, 'tok-1')")
    db.commit()
    db.close()
    store = Store(path)
    assert [r.game_id for r in store.load_all()] == ["g1"]
    store.add_notices_seen("g1", 1, [3])
    assert store.load_game("g1").notices_seen == {1: {3}}
    store.close()
    assert sqlite3.connect(path).execute("PRAGMA user_version").fetchone()[0] == 2
