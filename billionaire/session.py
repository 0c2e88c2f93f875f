"""Running games: the only mutable holder of a game (no NiceGUI import: usable headless).

`Session` is one game: its seat tokens, its host key, its lock, its listeners. Every change goes
through `Session.submit` (or `release_seat`), which applies the action under the game's lock,
persists it, and only then wakes the listeners (pages re-read their view).

`Registry` holds every session of the process and restores them from the `Store` at start.
"""
from __future__ import annotations

import hashlib
import itertools
import logging
import pickle
import secrets
import threading
import time
from dataclasses import dataclass
from typing import Any, Callable, Iterable, Mapping

from billionaire import games, names
from billionaire.choice import Refusal
from billionaire.engine import RuleError, SeatSpec
from billionaire.store import GameRecord, Store, StoreError, dumps

log = logging.getLogger(__name__)

Listener = Callable[[], None]

MAX_SEAT = 6
MAX_ACTION_CHARS = 10_000


def new_token() -> str:
    """A seat token or host key: 24 random bytes (192 bits), URL-safe."""
    return secrets.token_urlsafe(24)


def new_game_id() -> str:
    """A short URL-safe game id (48 random bits)."""
    return secrets.token_urlsafe(6)


def seat_is_bot(spec: Any) -> bool:
    """Whether a seat spec (a `SeatSpec` or its dict form in `game.setup`) is a bot."""
    if isinstance(spec, dict):
        return bool(spec.get("bot", False))
    return bool(getattr(spec, "bot", False))


class Session:
    """One running game.

    Fields: `game_id`, `game` (engine `Game`), `host_key`, `tokens` (seat -> token, human seats
    only), `created_at` (epoch seconds), `store` (or None: not persisted).

    `lock` (re-entrant) guards `game`: hold it while reading the game from another thread than the
    one that submits (e.g. `with session.lock: view = session.game.public_view()`).
    """

    def __init__(self, game_id: str, game: Any, host_key: str, tokens: dict[int, str],
                 created_at: float | None = None, store: Store | None = None,
                 notices_seen: dict[int, set[int]] | None = None) -> None:
        self.game_id = game_id
        self.game = game
        self.host_key = host_key
        self.tokens: dict[int, str] = dict(tokens)
        self.created_at = time.time() if created_at is None else created_at
        self.store = store
        self.lock = threading.RLock()
        self._listeners: dict[int, Listener] = {}
        self._listener_ids = itertools.count()
        self._listeners_lock = threading.Lock()
        self._finished_stored = self.finished
        self.deleted = False
        # seat -> ids of the notices its player closed on the phone (not game state: no action)
        self.notices_seen: dict[int, set[int]] = {s: set(v) for s, v in (notices_seen or {}).items()}

    def __repr__(self) -> str:
        return f"<Session {self.game_id} seats={self.seat_count} decision={self.decision}>"

    # ------------------------------------------------------------------ facts
    @property
    def decision(self) -> int:
        """The game's counter of accepted actions."""
        return self.game.decision

    def decision_for(self, seat: int) -> int:
        """The decision number a screen of `seat` shows and sends back with its action."""
        decision_for = getattr(self.game, "decision_for", None)
        return decision_for(seat) if decision_for is not None else self.game.decision

    @property
    def seat_specs(self) -> list[Any]:
        return list(self.game.setup.get("seats", []))

    @property
    def seat_count(self) -> int:
        return len(self.seat_specs)

    @property
    def bot_seats(self) -> list[int]:
        """The seats a bot plays now: the bots of the setup and any human seat a bot stands in
        for (`billionaire.rules.seats`)."""
        state = getattr(self.game, "state", None)
        if state is not None:
            return [p.seat for p in state.players if p.bot]
        return [i for i, spec in enumerate(self.seat_specs, start=1) if seat_is_bot(spec)]

    def stood_in(self, seat: int) -> str | None:
        """Why a bot plays this human's seat now ("host", "away"), or None."""
        state = getattr(self.game, "state", None)
        if state is None or not isinstance(seat, int) or not 1 <= seat <= len(state.players):
            return None
        return state.players[seat - 1].stand_in

    @property
    def human_seats(self) -> list[int]:
        return [i for i, spec in enumerate(self.seat_specs, start=1) if not seat_is_bot(spec)]

    @property
    def finished(self) -> bool:
        """Whether the game is over (the engine's `Game.over`)."""
        value = getattr(self.game, "over", False)
        return bool(value() if callable(value) else value)

    def seat_for_token(self, token: Any) -> int | None:
        """The seat a token opens, or None. Compares every token in constant time."""
        return seat_for_token(self.tokens, token)

    def is_host_key(self, key: Any) -> bool:
        return key_matches(self.host_key, key)

    # ---------------------------------------------------------------- changes
    def submit(self, seat: Any, action: Any, decision: Any = None, *, as_bot: bool = False) -> str | None:
        """Apply `action` for `seat`; None on success, else a `Refusal` (nothing changed): a str,
        the Italian sentence, with the error `code` and `params` for other languages.

        `decision` is the `decision_for(seat)` the screen was showing (None skips the check).
        `as_bot`: the bot loop's own moves; anyone else is refused for a seat a bot stands in for.
        On success the action is stored durably before the listeners are woken. Never raises
        for bad input.
        """
        problem = _check_input(seat, action, decision)
        if problem:
            return problem
        if self.deleted:
            return Refusal("game_deleted")
        with self.lock:
            if not as_bot and self.stood_in(seat):
                return Refusal("seat_stood_in")    # a bot plays it now: its phone only watches
            before = len(self.game.log)
            try:
                self.game.apply(seat, action, decision=decision)
            except RuleError as e:
                return Refusal.of(e)
            except Exception:
                # An engine bug or input it did not expect: make sure nothing changed.
                log.warning("game %s: seat %s action %r raised", self.game_id, seat, action,
                            exc_info=True)
                self._rebuild(before)
                return Refusal("bad_action")
            try:
                self._persist_new(before)
            except Exception:
                log.exception("game %s: cannot store seat %s action %r; undone",
                              self.game_id, seat, action)
                self._rebuild(before)
                return Refusal("not_saved")
        self._notify()
        return None

    def release_seat(self, seat: int, host_key: str) -> str:
        """Give a human seat a new token (the old one stops working); returns the new token.

        Raises PermissionError for a wrong host key, ValueError for a seat without a token.
        """
        if not self.is_host_key(host_key):
            raise PermissionError(Refusal("bad_host_key"))
        with self.lock:
            if seat not in self.tokens:
                raise ValueError(Refusal("not_a_human_seat", seat=seat))
            token = new_token()
            if self.store is not None:
                self.store.set_token(self.game_id, seat, token)
            self.tokens[seat] = token
        self._notify()
        return token

    def stand_in(self, seat: int, level: str, host_key: str) -> str | None:
        """Host only: a bot (`level`) plays this human's seat from now on. None, or a `Refusal`."""
        if not self.is_host_key(host_key):
            return Refusal("bad_host_key")
        action = {"kind": "stand_in", "seat": seat, "level": level, "why": "host"}
        return self.submit(0, action, self.decision_for(0))

    def away_stand_in(self, seat: int, level: str = "normale") -> str | None:
        """The table's setting (`away_minutes`): the seat's phone has been away on its turn too
        long, a bot plays it until the phone returns (`phone_back`). The app's call, not a
        screen's. None, or a `Refusal`."""
        action = {"kind": "stand_in", "seat": seat, "level": level, "why": "away"}
        return self.submit(0, action, self.decision_for(0))

    def give_back(self, seat: int, host_key: str) -> str:
        """Host only: the seat is a human's again, with a new token (a new QR: whoever takes it
        back scans it; the old link stops working). Returns the new token; raises
        PermissionError for a wrong host key, ValueError when no bot stands in for the seat."""
        if not self.is_host_key(host_key):
            raise PermissionError(Refusal("bad_host_key"))
        if seat not in self.tokens:
            raise ValueError(Refusal("not_a_human_seat", seat=seat))
        if self.stood_in(seat):
            error = self.submit(0, {"kind": "stand_down", "seat": seat}, self.decision_for(0))
            if error:
                raise ValueError(error)
        return self.release_seat(seat, host_key)

    def phone_back(self, seat: int) -> bool:
        """The seat's phone is back: a bot that stood in because it was away ("away") gives the
        seat back at once (same token). Returns whether it did."""
        if self.stood_in(seat) != "away":
            return False
        return self.submit(0, {"kind": "stand_down", "seat": seat}, self.decision_for(0)) is None

    def close_notices(self, seat: int, notice_ids: Iterable[int]) -> None:
        """The seat's player closed these notices: stored, so that no screen of the seat shows
        them again, after a reload or a restart. Blocking (an fsync): call from a worker thread."""
        ids = {n for n in notice_ids if isinstance(n, int) and not isinstance(n, bool)}
        with self.lock:
            new = ids - self.notices_seen.get(seat, set())
            if not new:
                return
            if self.store is not None:
                self.store.add_notices_seen(self.game_id, seat, sorted(new))
            self.notices_seen.setdefault(seat, set()).update(new)

    def closed_notices(self, seat: int) -> frozenset[int]:
        return frozenset(self.notices_seen.get(seat, ()))

    # ------------------------------------------------------------------- bots
    def bot_to_move(self) -> int | None:
        """The lowest bot seat that has a choice now, or None."""
        with self.lock:
            for seat in self.bot_seats:
                try:
                    if self.game.choices(seat):
                        return seat
                except Exception:
                    log.warning("game %s: choices(%s) raised", self.game_id, seat, exc_info=True)
        return None

    def bot_step(self) -> bool:
        """If a bot has a choice now, let it choose and submit; returns whether it moved.

        The bot thinks on a private copy of the game, *without* the game lock (pages read the
        game under that lock on the event loop), and its action then goes through `submit`,
        validated against the game as it is then, with the decision number the bot saw. If the
        game moved on meanwhile (a phone's tap, a vote), the action is refused as stale and
        nothing changes: the next step thinks again. Blocking: call it from a worker thread.
        """
        with self.lock:
            seat = self.bot_to_move()
            if seat is None:
                return False
            decision = self.decision_for(seat)
            game = self.game
            options = [c for c in game.choices(seat) if c.kind != "vote"]
            if len(options) == 1 and options[0].amount is None:
                view = None                       # nothing to think about: no copy needed
                action = options[0].action()
            else:
                view = self._snapshot_bytes(game)
        if view is not None:
            try:
                action = games.of_game(game).choose_action(self._restore_snapshot(game, view), seat)
            except Exception:
                log.exception("game %s: bot G%s failed to choose; playing a safe move",
                              self.game_id, seat)
                action = None
        error = "no_action" if action is None else self.submit(seat, action, decision, as_bot=True)
        if error is None:
            return True
        with self.lock:
            if self.game is not game or self.decision_for(seat) != decision:
                return False          # the game moved on while the bot thought: think again
            if action is not None:
                # Refused without the game having moved on: a bot bug. Never let it stall.
                log.error("game %s: bot G%s action %r refused: %s; playing a safe move",
                          self.game_id, seat, action, error)
            try:
                action = self._safe_bot_action(seat)
            except Exception:
                log.exception("game %s: bot G%s has no safe move", self.game_id, seat)
                return False
        return self.submit(seat, action, decision, as_bot=True) is None

    @staticmethod
    def _snapshot_bytes(game: Any) -> bytes:
        """The game's state frozen (hold the lock), about a millisecond for a long game (a deep
        copy takes several). Not the log: bots read only the state, and copying a log that
        grows all game long would make each step slower than the last."""
        return pickle.dumps(game.state, protocol=pickle.HIGHEST_PROTOCOL)

    @staticmethod
    def _restore_snapshot(game: Any, frozen: bytes) -> Any:
        """A private `Game` over a copy of the frozen state (no lock needed; empty log)."""
        return games.of_game(game).around(pickle.loads(frozen), game.setup)

    _SAFE_KINDS = games.GAMES[games.BILLIONAIRE].safe_kinds

    def _safe_bot_action(self, seat: int) -> dict:
        """A legal move that always keeps the game going (used only when the bot fails)."""
        options = [c for c in self.game.choices(seat) if c.kind != "vote"]
        for kind in games.of_game(self.game).safe_kinds:
            for c in options:
                if c.kind == kind and (kind not in ("bid", "preempt") or c.params.get("target") is None):
                    return c.action()
        return options[0].action()

    # -------------------------------------------------------------- listeners
    def subscribe(self, callback: Listener) -> Callable[[], None]:
        """Call `callback()` after every change; returns the function that unsubscribes.

        Each subscription is its own entry (subscribing the same callable twice calls it twice;
        each unsubscribe removes only its own). A listener that raises is logged and removed.
        """
        with self._listeners_lock:
            key = next(self._listener_ids)
            self._listeners[key] = callback

        def unsubscribe() -> None:
            with self._listeners_lock:
                self._listeners.pop(key, None)

        return unsubscribe

    @property
    def listener_count(self) -> int:
        return len(self._listeners)

    def _notify(self) -> None:
        with self._listeners_lock:
            listeners = list(self._listeners.items())
        for key, callback in listeners:
            try:
                callback()
            except Exception:
                log.warning("game %s: listener %r raised; removed", self.game_id, callback,
                            exc_info=True)
                with self._listeners_lock:
                    self._listeners.pop(key, None)

    # ---------------------------------------------------------------- helpers
    def _persist_new(self, before: int) -> None:
        if self.store is None:
            return
        for idx in range(before, len(self.game.log)):
            entry = self.game.log[idx]
            self.store.append_action(self.game_id, idx, entry["seat"], entry["action"])
        # The actions are durable now; the finished flag is only a hint for listings.
        finished = self.finished
        if finished != self._finished_stored:
            try:
                self.store.set_finished(self.game_id, finished)
                self._finished_stored = finished
            except StoreError:
                log.warning("game %s: cannot store the finished flag", self.game_id,
                            exc_info=True)

    def _rebuild(self, length: int) -> None:
        """Put the game back as it was after `length` log entries."""
        try:
            self.game = games.replay(self.game.setup, list(self.game.log[:length]))
        except Exception:
            log.exception("game %s: cannot rebuild the game after a failure", self.game_id)


def _check_input(seat: Any, action: Any, decision: Any) -> str | None:
    """A `Refusal` when the input is malformed, else None."""
    if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat <= MAX_SEAT:
        return Refusal("bad_seat", seat=repr(seat)[:40])
    if decision is not None and (isinstance(decision, bool) or not isinstance(decision, int)):
        return Refusal("bad_decision_value", decision=repr(decision)[:40])
    if not isinstance(action, dict) or not all(isinstance(k, str) for k in action):
        return Refusal("action_not_object")
    if not isinstance(action.get("kind"), str):
        return Refusal("action_no_kind")
    try:
        text = dumps(action)
    except (TypeError, ValueError, RecursionError):
        return Refusal("action_bad_values")
    if len(text) > MAX_ACTION_CHARS:
        return Refusal("action_too_long")
    return None


def seat_for_token(tokens: dict[int, str], token: Any) -> int | None:
    """The seat whose token is `token`, or None; every token is compared in constant time."""
    if not isinstance(token, str) or not token:
        return None
    try:
        given = token.encode("utf-8")
    except UnicodeError:
        return None
    found = None
    for seat, known in list(tokens.items()):
        if secrets.compare_digest(given, known.encode("utf-8")):
            found = seat
    return found


def key_matches(stored: str, key: Any) -> bool:
    if not isinstance(key, str) or not key:
        return False
    try:
        return secrets.compare_digest(key.encode("utf-8"), stored.encode("utf-8"))
    except UnicodeError:
        return False


@dataclass(frozen=True)
class GameSummary:
    """A line of the games list, read without restoring the game."""
    game_id: str
    created_at: float
    finished: bool
    names: tuple[str, ...]


def _names(specs: list[Any]) -> tuple[str, ...]:
    return tuple(str(spec.get("name", "?")) if isinstance(spec, dict) else str(getattr(spec, "name", "?"))
                 for spec in specs)


ABANDONED_AFTER = 12 * 3600.0   # s: an unfinished game this old is abandoned (not "in play")


_NOT_GIVEN: Any = object()   # `Registry.create` without a starting cash: the game's settings decide


class LimitReached(Exception):
    """A new game would go beyond a limit of the server or of the browser (its arg: a `Refusal`)."""


@dataclass
class _Dormant:
    """A game that is not in memory: its line of the games list, its host key and its tokens."""
    summary: GameSummary
    host_key: str
    tokens: dict[int, str]


def _token_digest(token: Any) -> bytes | None:
    """The key of the dormant games' token index. A dict lookup by the digest leaks nothing
    about the token's characters (the live sessions compare tokens in constant time)."""
    if not isinstance(token, str) or not token:
        return None
    try:
        return hashlib.sha256(token.encode("utf-8")).digest()
    except UnicodeError:
        return None


class Registry:
    """Every game of the process: the sessions in memory and the dormant games.

    At start only the games in play are restored (replayed); finished and abandoned ones
    (unfinished, created more than `ABANDONED_AFTER` ago) stay dormant: their summary, host key
    and tokens in memory, their log in the store, read when someone opens them. A restored game
    that is finished or abandoned goes dormant again once nobody looks at it (`sleep_unwatched`,
    called periodically by the pages). So a laptop that has hosted a term of games starts as fast
    as a new one and keeps in memory only the games in play and those looked at.

    Limits (None: none): `max_games` games in play on the server, `max_games_per_browser` in
    play created by one browser (the host keys it holds). Finished and abandoned games do not
    count."""

    def __init__(self, store: Store | None = None, *, max_games: int | None = None,
                 max_games_per_browser: int | None = None,
                 clock: Callable[[], float] = time.time) -> None:
        self.store = store if store is not None else Store(":memory:")
        self.max_games = max_games
        self.max_games_per_browser = max_games_per_browser
        self._clock = clock
        self._sessions: dict[str, Session] = {}
        self._dormant: dict[str, _Dormant] = {}
        self._by_token: dict[bytes, str] = {}      # token digest -> dormant game id
        self._unwatched: dict[str, float] = {}     # game id -> since when it could sleep
        self._lock = threading.RLock()
        self.broken: dict[str, str] = {}   # game_id -> why it could not be restored
        now = self._clock()
        for header in self.store.load_headers():
            if header.finished or self._abandoned(header.created_at, now):
                summary = GameSummary(header.game_id, header.created_at, header.finished,
                                      _names(header.setup.get("seats") or []))
                self._add_dormant(_Dormant(summary, header.host_key, dict(header.tokens)))
                continue
            session = self._try_restore(header.game_id)
            if session is not None:
                self._sessions[session.game_id] = session

    # ------------------------------------------------------------- dormancy
    @staticmethod
    def _abandoned(created_at: float, now: float) -> bool:
        return now - created_at >= ABANDONED_AFTER

    def _add_dormant(self, dormant: _Dormant) -> None:
        game_id = dormant.summary.game_id
        self._dormant[game_id] = dormant
        for token in dormant.tokens.values():
            digest = _token_digest(token)
            if digest is not None:
                self._by_token[digest] = game_id

    def _drop_dormant(self, game_id: str) -> _Dormant | None:
        dormant = self._dormant.pop(game_id, None)
        if dormant is not None:
            for token in dormant.tokens.values():
                digest = _token_digest(token)
                if digest is not None and self._by_token.get(digest) == game_id:
                    del self._by_token[digest]
        return dormant

    def _try_restore(self, game_id: str) -> Session | None:
        """The game rebuilt from its stored record, or None (recorded in `broken`)."""
        try:
            record = self.store.load_game(game_id)
            if record is None:
                return None
            return self._restore(record)
        except Exception as e:
            log.error("game %s in %s cannot be restored: %s", game_id, self.store.path, e)
            self.broken[game_id] = str(e)
            return None

    def _wake(self, game_id: str) -> Session | None:
        """The session of a dormant game, restored now (None if it cannot be)."""
        with self._lock:
            session = self._sessions.get(game_id)
            if session is not None:
                return session
            if game_id not in self._dormant:
                return None
            session = self._try_restore(game_id)
            self._drop_dormant(game_id)
            if session is not None:
                self._sessions[game_id] = session
            return session

    def _restore(self, record: GameRecord) -> Session:
        with names.as_stored():   # a name stored by an older version is kept as it was
            game = games.replay(record.setup, record.log)
        if len(game.log) != len(record.log):
            raise StoreError(f"replay gave {len(game.log)} actions, {len(record.log)} stored")
        return Session(record.game_id, game, record.host_key, record.tokens,
                       created_at=record.created_at, store=self.store,
                       notices_seen=record.notices_seen)

    def _may_sleep(self, session: Session, now: float) -> bool:
        """Nobody looks at it and nothing would happen in it without someone opening it."""
        if session.listener_count or session.deleted:
            return False
        if session.finished:
            return True
        return self._abandoned(session.created_at, now) and session.bot_to_move() is None

    def sleep_unwatched(self, grace: float = 0.0) -> list[str]:
        """Put to sleep the finished and abandoned games nobody has looked at for `grace`
        seconds (their pages unsubscribed); returns their ids. Never waits for a game's lock: a
        game busy now is looked at again next time. Call it periodically on the event loop,
        where a page gets its session and subscribes to it in one step (so no page holds a
        session that goes to sleep)."""
        now = self._clock()
        slept: list[str] = []
        with self._lock:
            for game_id, session in list(self._sessions.items()):
                if not session.lock.acquire(blocking=False):
                    continue
                try:
                    if not self._may_sleep(session, now):
                        self._unwatched.pop(game_id, None)
                        continue
                    if now - self._unwatched.setdefault(game_id, now) < grace:
                        continue
                    summary = GameSummary(game_id, session.created_at, session.finished,
                                          _names(session.seat_specs))
                    self._add_dormant(_Dormant(summary, session.host_key, dict(session.tokens)))
                    del self._sessions[game_id]
                    self._unwatched.pop(game_id, None)
                    slept.append(game_id)
                finally:
                    session.lock.release()
        return slept

    def is_dormant(self, game_id: Any) -> bool:
        return isinstance(game_id, str) and game_id in self._dormant

    # --------------------------------------------------------------- limits
    def _in_play(self, now: float) -> list[Session]:
        return [s for s in self._sessions.values()
                if not s.finished and not self._abandoned(s.created_at, now)]

    def _limit_problem(self, host_keys: Mapping[str, Any] | None) -> str | None:
        playing = self._in_play(self._clock())
        if self.max_games and len(playing) >= self.max_games:
            return Refusal("server_games_limit", playing=len(playing))
        if self.max_games_per_browser and host_keys:
            mine = [s for s in playing if s.is_host_key(host_keys.get(s.game_id))]
            if len(mine) >= self.max_games_per_browser:
                return Refusal("browser_games_limit", playing=len(mine))
        return None

    def limit_problem(self, host_keys: Mapping[str, Any] | None = None) -> str | None:
        """Why a new game would be refused now (Italian), or None. `host_keys`: game id -> host
        key, the keys the creating browser holds."""
        with self._lock:
            return self._limit_problem(host_keys)

    # ------------------------------------------------------------- games
    def create(self, seats: Iterable[SeatSpec], starting_cash: Any = _NOT_GIVEN,
               seed: int | None = None, *, game: str = games.BILLIONAIRE,
               settings: Mapping[str, Any] | None = None, host_keys: Mapping[str, Any] | None = None,
               away_minutes: int | None = None) -> Session:
        """Start a new game of `game` (`billionaire.games`) with its own `settings` (Billionaire:
        `starting_cash`, also the second positional argument; Alta Finanza: `target`), store it
        and return its session. Human seats get tokens.

        Raises RuleError for a bad setup, KeyError for an unknown game, and LimitReached when the
        server, or the browser holding `host_keys`, already has its maximum of games in play;
        nothing is created then."""
        seats = list(seats)
        if seed is None:
            seed = secrets.randbits(63)
        kind = games.kind(game)
        settings = dict(settings or {})
        if starting_cash is not _NOT_GIVEN:
            settings["starting_cash"] = starting_cash   # None too: the engine refuses it
        game = kind.new(seed, seats, settings)
        if away_minutes is not None:
            if isinstance(away_minutes, bool) or not isinstance(away_minutes, int) or not 1 <= away_minutes <= 60:
                raise RuleError("away_minutes", "malformed", low=1, high=60)
            game.setup["away_minutes"] = away_minutes    # a table setting (pages/runtime.py)
        tokens = {seat: new_token() for seat, spec in enumerate(seats, start=1)
                  if not seat_is_bot(spec)}
        return self._add(game, tokens, host_keys, limited=True)

    def _add(self, game: Any, tokens: dict[int, str], host_keys: Mapping[str, Any] | None,
             limited: bool) -> Session:
        """Store `game` as a new game of this server (a new id and host key) and keep it."""
        with self._lock:
            problem = self._limit_problem(host_keys) if limited else None
            if problem:
                raise LimitReached(problem)
            game_id = new_game_id()
            while game_id in self._sessions or game_id in self._dormant or game_id in self.broken:
                game_id = new_game_id()
            session = Session(game_id, game, new_token(), tokens, created_at=self._clock(),
                              store=self.store)
            self.store.save_game(session)
            self._sessions[game_id] = session
        return session

    def import_game(self, game: Any, *, host_keys: Mapping[str, Any] | None = None) -> Session:
        """Store a game read from a game file (`billionaire.game_file.read`, which replayed it
        through the engine's door) as a new game of this server: a new id, a new host key, new
        seat tokens. A game still in play counts against the limits like a new one."""
        tokens = {seat: new_token() for seat, spec in enumerate(game.setup["seats"], start=1)
                  if not spec["bot"]}
        return self._add(game, tokens, host_keys, limited=not game.over)

    def delete(self, game_id: str, host_key: Any) -> None:
        """Forget a game for good (host only): its seats' links stop working at once."""
        with self._lock:
            session = self._sessions.get(game_id) if isinstance(game_id, str) else None
            dormant = self._dormant.get(game_id) if isinstance(game_id, str) else None
            if session is None and dormant is None:
                raise KeyError(game_id)
            stored_key = session.host_key if session is not None else dormant.host_key
            if not key_matches(stored_key, host_key):
                raise PermissionError(Refusal("delete_not_host"))
            self.store.delete_game(game_id)
            self._sessions.pop(game_id, None)
            self._unwatched.pop(game_id, None)
            self._drop_dormant(game_id)
        if session is not None:
            session.deleted = True
            session._notify()

    def get(self, game_id: Any) -> Session | None:
        if not isinstance(game_id, str):
            return None
        session = self._sessions.get(game_id)
        return session if session is not None else self._wake(game_id)

    def find_token(self, token: Any) -> tuple[Session, int] | None:
        """The session and seat a seat token opens, or None (a dormant game wakes up)."""
        for session in self.sessions():
            seat = session.seat_for_token(token)
            if seat is not None:
                return session, seat
        digest = _token_digest(token)
        with self._lock:
            game_id = self._by_token.get(digest) if digest is not None else None
        if game_id is None:
            return None
        session = self._wake(game_id)
        seat = session.seat_for_token(token) if session is not None else None
        return (session, seat) if seat is not None else None

    def sessions(self) -> list[Session]:
        """Every session in memory (the games in play and the others opened lately), oldest
        first. `listing()` lists every game."""
        with self._lock:
            return sorted(self._sessions.values(), key=lambda s: (s.created_at, s.game_id))

    def listing(self) -> list[GameSummary]:
        """Every game, oldest first, dormant ones included, without restoring any."""
        with self._lock:
            out = [GameSummary(s.game_id, s.created_at, s.finished, _names(s.seat_specs))
                   for s in self._sessions.values()]
            out += [d.summary for d in self._dormant.values()]
        return sorted(out, key=lambda g: (g.created_at, g.game_id))
