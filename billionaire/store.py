"""SQLite persistence of games: setup, seat tokens and the action log.

The action log is the game: a game is rebuilt with `billionaire.engine.replay(setup, log)`.
Every write is its own transaction, committed with `synchronous=FULL` in WAL mode, so an action
that `append_action` accepted survives a crash or `kill -9` of the process, and also an OS crash or
a power cut (`NORMAL` would not: see docs/security.md, "Durability"). A commit waits for the disk:
call the writing methods from a worker thread, not from the event loop (`PhonePage.send` and the
bot pacing do).

Standard library only (no NiceGUI import).
"""
from __future__ import annotations

import json
import sqlite3
import threading
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Iterator

from billionaire import private_files

REPO_ROOT = Path(__file__).resolve().parent.parent
DEFAULT_PATH = REPO_ROOT / "data" / "billionaire.sqlite3"

# Marks the file as ours (`PRAGMA application_id`): "Bill" in ASCII.
APPLICATION_ID = 0x42696C6C
SCHEMA_VERSION = 2   # 2: notices_seen

_SCHEMA = """
CREATE TABLE IF NOT EXISTS games (
    game_id    TEXT PRIMARY KEY,
    setup_json TEXT NOT NULL,
    host_key   TEXT NOT NULL,
    created_at REAL NOT NULL,
    finished   INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS seats (
    game_id TEXT NOT NULL REFERENCES games(game_id) ON DELETE CASCADE,
    seat    INTEGER NOT NULL,
    token   TEXT NOT NULL,
    PRIMARY KEY (game_id, seat)
);
CREATE TABLE IF NOT EXISTS actions (
    game_id     TEXT NOT NULL REFERENCES games(game_id) ON DELETE CASCADE,
    idx         INTEGER NOT NULL,
    seat        INTEGER NOT NULL,
    action_json TEXT NOT NULL,
    PRIMARY KEY (game_id, idx)
);
CREATE TABLE IF NOT EXISTS notices_seen (
    game_id   TEXT NOT NULL REFERENCES games(game_id) ON DELETE CASCADE,
    seat      INTEGER NOT NULL,
    notice_id INTEGER NOT NULL,
    PRIMARY KEY (game_id, seat, notice_id)
);
"""
_TABLES = {"games", "seats", "actions"}   # what a version-1 database already holds; later
                                          # tables are created when an older one is opened


class StoreError(Exception):
    """The database cannot be used: corrupt, foreign, unreadable or a write failed."""


@dataclass
class GameHeader:
    """A stored game without its action log, as `Store.load_headers` returns it: what the games
    list, a seat link and the host's rights need, for a game that is not restored."""
    game_id: str
    setup: dict[str, Any]
    host_key: str
    created_at: float
    finished: bool
    tokens: dict[int, str] = field(default_factory=dict)


@dataclass
class GameRecord:
    """One stored game, as `Store.load_all` returns it."""
    game_id: str
    setup: dict[str, Any]
    host_key: str
    created_at: float
    finished: bool
    tokens: dict[int, str] = field(default_factory=dict)
    log: list[dict[str, Any]] = field(default_factory=list)   # [{"seat": int, "action": dict}]
    notices_seen: dict[int, set[int]] = field(default_factory=dict)   # seat -> notices closed


def dumps(value: Any) -> str:
    """Canonical JSON text; raises TypeError/ValueError for values JSON cannot hold."""
    return json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False,
                      allow_nan=False)


class Store:
    """Games in one SQLite file. `Store(":memory:")` keeps them in memory (tests).

    Thread-safe: one connection, one lock; each method is one transaction.
    """

    def __init__(self, path: str | Path | None = None) -> None:
        self.path = str(DEFAULT_PATH if path is None else path)
        self._lock = threading.Lock()
        memory = self.path == ":memory:" or self.path.startswith("file::memory:")
        if not memory:
            try:
                Path(self.path).parent.mkdir(parents=True, exist_ok=True)
                # SQLite gives the -wal and -shm files the database file's mode: 0600 for all
                private_files.create(self.path)
            except OSError as e:
                raise StoreError(f"Database {self.path}: cannot create it or its folder: {e}") from e
        try:
            self._db = sqlite3.connect(self.path, check_same_thread=False, isolation_level=None)
        except sqlite3.Error as e:
            raise StoreError(f"Database {self.path}: cannot open: {e}") from e
        try:
            self._open()
            if not memory:   # ours (checked by _open): files of older versions were 0644
                for suffix in ("", "-wal", "-shm"):
                    private_files.tighten(self.path + suffix)
        except StoreError:
            self._db.close()
            raise
        except sqlite3.Error as e:
            self._db.close()
            raise StoreError(
                f"Database {self.path} is corrupt or not a Billionaire database ({e}). "
                f"Move it away or start with another --data file.") from e

    def _open(self) -> None:
        db = self._db
        db.execute("PRAGMA busy_timeout = 5000")
        check = db.execute("PRAGMA quick_check").fetchall()
        if check != [("ok",)]:
            detail = "; ".join(str(row[0]) for row in check[:3])
            raise StoreError(f"Database {self.path} is corrupt (quick_check: {detail}). "
                             f"Move it away or start with another --data file.")
        app_id = db.execute("PRAGMA application_id").fetchone()[0]
        tables = {row[0] for row in db.execute(
            "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")}
        if app_id == 0 and not tables:
            fresh = True
        elif app_id == APPLICATION_ID:
            fresh = False
        else:
            raise StoreError(
                f"Database {self.path} is not a Billionaire database "
                f"(application_id={app_id:#x}, tables: {', '.join(sorted(tables)) or 'none'}). "
                f"Refusing to touch it: choose another --data file.")
        version = db.execute("PRAGMA user_version").fetchone()[0]
        if not fresh and version > SCHEMA_VERSION:
            raise StoreError(f"Database {self.path} has schema version {version}, newer than "
                             f"this program's {SCHEMA_VERSION}: update the program.")
        if not fresh and not _TABLES <= tables:
            raise StoreError(f"Database {self.path} is missing tables "
                             f"{', '.join(sorted(_TABLES - tables))}: it is damaged.")
        db.execute("PRAGMA journal_mode = WAL")
        db.execute("PRAGMA synchronous = FULL")
        db.execute("PRAGMA foreign_keys = ON")
        if fresh or version < SCHEMA_VERSION:
            with self._tx():   # a new database, or an older one given the tables added since
                for statement in _SCHEMA.split(";"):
                    if statement.strip():
                        db.execute(statement)
                db.execute(f"PRAGMA application_id = {APPLICATION_ID}")
                db.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")

    @contextmanager
    def _tx(self) -> Iterator[sqlite3.Connection]:
        """One write transaction (the caller holds no lock; this takes it)."""
        with self._lock:
            try:
                self._db.execute("BEGIN IMMEDIATE")
                try:
                    yield self._db
                except BaseException:
                    self._db.execute("ROLLBACK")
                    raise
                self._db.execute("COMMIT")
            except sqlite3.Error as e:
                raise StoreError(f"Database {self.path}: write failed: {e}") from e

    # ----------------------------------------------------------------- writes
    def save_game(self, session: Any) -> None:
        """Write a whole game (setup, host key, tokens, log), replacing any stored copy.

        `session` needs `game_id`, `host_key`, `created_at`, `tokens`, `game.setup`, `game.log`
        and optionally `finished`.
        """
        game = session.game
        try:
            setup_json = dumps(game.setup)
            log = [(i, int(entry["seat"]), dumps(entry["action"]))
                   for i, entry in enumerate(game.log)]
        except (TypeError, ValueError, KeyError) as e:
            raise StoreError(f"Game {session.game_id}: cannot be stored as JSON: {e}") from e
        finished = int(bool(getattr(session, "finished", False)))
        with self._tx() as db:
            db.execute("DELETE FROM actions WHERE game_id = ?", (session.game_id,))
            db.execute("DELETE FROM seats WHERE game_id = ?", (session.game_id,))
            db.execute("INSERT OR REPLACE INTO games (game_id, setup_json, host_key, created_at,"
                       " finished) VALUES (?, ?, ?, ?, ?)",
                       (session.game_id, setup_json, session.host_key,
                        float(session.created_at), finished))
            db.executemany("INSERT INTO seats (game_id, seat, token) VALUES (?, ?, ?)",
                           [(session.game_id, int(s), t) for s, t in session.tokens.items()])
            db.executemany("INSERT INTO actions (game_id, idx, seat, action_json)"
                           " VALUES (?, ?, ?, ?)",
                           [(session.game_id, i, s, a) for i, s, a in log])

    def append_action(self, game_id: str, idx: int, seat: int, action: dict[str, Any]) -> None:
        """Append log entry `idx` (0-based) of a stored game; durable when this returns."""
        try:
            action_json = dumps(action)
        except (TypeError, ValueError) as e:
            raise StoreError(f"Game {game_id}: action {action!r} is not JSON: {e}") from e
        with self._tx() as db:
            count = db.execute("SELECT COUNT(*) FROM actions WHERE game_id = ?",
                               (game_id,)).fetchone()[0]
            if count != idx:
                raise StoreError(f"Game {game_id}: action {idx} appended after {count} stored "
                                 f"actions in {self.path}")
            db.execute("INSERT INTO actions (game_id, idx, seat, action_json) VALUES (?, ?, ?, ?)",
                       (game_id, idx, int(seat), action_json))

    def set_token(self, game_id: str, seat: int, token: str) -> None:
        with self._tx() as db:
            db.execute("INSERT OR REPLACE INTO seats (game_id, seat, token) VALUES (?, ?, ?)",
                       (game_id, int(seat), token))

    def add_notices_seen(self, game_id: str, seat: int, notice_ids: Any) -> None:
        """The seat's player closed these notices on the phone (kept across restarts)."""
        with self._tx() as db:
            db.executemany("INSERT OR IGNORE INTO notices_seen (game_id, seat, notice_id) VALUES (?, ?, ?)",
                           [(game_id, int(seat), int(n)) for n in notice_ids])

    def set_finished(self, game_id: str, finished: bool = True) -> None:
        with self._tx() as db:
            db.execute("UPDATE games SET finished = ? WHERE game_id = ?",
                       (int(finished), game_id))

    def delete_game(self, game_id: str) -> None:
        with self._tx() as db:
            db.execute("DELETE FROM games WHERE game_id = ?", (game_id,))

    # ------------------------------------------------------------------ reads
    def load_all(self) -> list[GameRecord]:
        """Every stored game, oldest first, with its tokens and action log (all in memory: the
        registry reads `load_headers` and `load_game` instead)."""
        try:
            with self._lock:
                games = self._db.execute("SELECT game_id, setup_json, host_key, created_at,"
                                         " finished FROM games ORDER BY created_at, game_id"
                                         ).fetchall()
                seats = self._db.execute("SELECT game_id, seat, token FROM seats").fetchall()
                actions = self._db.execute("SELECT game_id, idx, seat, action_json FROM actions"
                                           " ORDER BY game_id, idx").fetchall()
        except sqlite3.Error as e:
            raise StoreError(f"Database {self.path} cannot be read ({e}): it is corrupt.") from e
        records: dict[str, GameRecord] = {}
        try:
            for game_id, setup_json, host_key, created_at, finished in games:
                records[game_id] = GameRecord(game_id, json.loads(setup_json), host_key,
                                              float(created_at), bool(finished))
            for game_id, seat, token in seats:
                records[game_id].tokens[int(seat)] = token
            for game_id, idx, seat, action_json in actions:
                record = records[game_id]
                if idx != len(record.log):
                    raise StoreError(f"Database {self.path}: game {game_id} lacks action "
                                     f"{len(record.log)}: it is damaged.")
                record.log.append({"seat": int(seat), "action": json.loads(action_json)})
        except (ValueError, KeyError, TypeError) as e:
            raise StoreError(f"Database {self.path} holds unreadable data ({e}): "
                             f"it is damaged.") from e
        return list(records.values())

    def load_headers(self) -> list[GameHeader]:
        """Every stored game without its action log, oldest first (start-up reads only this)."""
        try:
            with self._lock:
                games = self._db.execute("SELECT game_id, setup_json, host_key, created_at,"
                                         " finished FROM games ORDER BY created_at, game_id"
                                         ).fetchall()
                seats = self._db.execute("SELECT game_id, seat, token FROM seats").fetchall()
        except sqlite3.Error as e:
            raise StoreError(f"Database {self.path} cannot be read ({e}): it is corrupt.") from e
        headers: dict[str, GameHeader] = {}
        try:
            for game_id, setup_json, host_key, created_at, finished in games:
                headers[game_id] = GameHeader(game_id, json.loads(setup_json), host_key,
                                              float(created_at), bool(finished))
            for game_id, seat, token in seats:
                headers[game_id].tokens[int(seat)] = token
        except (ValueError, KeyError, TypeError) as e:
            raise StoreError(f"Database {self.path} holds unreadable data ({e}): "
                             f"it is damaged.") from e
        return list(headers.values())

    def load_game(self, game_id: str) -> GameRecord | None:
        """One stored game with its tokens and action log, or None if it is not stored."""
        try:
            with self._lock:
                row = self._db.execute("SELECT setup_json, host_key, created_at, finished"
                                       " FROM games WHERE game_id = ?", (game_id,)).fetchone()
                if row is None:
                    return None
                seats = self._db.execute("SELECT seat, token FROM seats WHERE game_id = ?",
                                         (game_id,)).fetchall()
                actions = self._db.execute("SELECT idx, seat, action_json FROM actions"
                                           " WHERE game_id = ? ORDER BY idx", (game_id,)).fetchall()
                seen = self._db.execute("SELECT seat, notice_id FROM notices_seen WHERE game_id = ?",
                                        (game_id,)).fetchall()
        except sqlite3.Error as e:
            raise StoreError(f"Database {self.path} cannot be read ({e}): it is corrupt.") from e
        try:
            setup_json, host_key, created_at, finished = row
            record = GameRecord(game_id, json.loads(setup_json), host_key, float(created_at),
                                bool(finished), {int(seat): token for seat, token in seats})
            for idx, seat, action_json in actions:
                if idx != len(record.log):
                    raise StoreError(f"Database {self.path}: game {game_id} lacks action "
                                     f"{len(record.log)}: it is damaged.")
                record.log.append({"seat": int(seat), "action": json.loads(action_json)})
            for seat, notice_id in seen:
                record.notices_seen.setdefault(int(seat), set()).add(int(notice_id))
        except (ValueError, KeyError, TypeError) as e:
            raise StoreError(f"Database {self.path}: game {game_id} holds unreadable data "
                             f"({e}): it is damaged.") from e
        return record

    def close(self) -> None:
        with self._lock:
            self._db.close()

    def __repr__(self) -> str:
        return f"Store({self.path!r})"
