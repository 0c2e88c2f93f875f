"""The game file: a game's setup (its game, seats, seed and settings) and its action log as JSON,
the game itself, for every game of the platform (`billionaire.games`). `write` makes it (the
host's download); `read` takes one back from anyone, so it trusts nothing: a file that is too
large, not JSON, not a game, of a game this server does not know, with bad seats, seed or
settings, or a log that the engine's door refuses at some action raises `GameFileError` with a
code and its facts, and nothing is made of it.

The format is the same for every game: `{"format": "billionaire-game", "version": 1, "setup":
…, "log": […]}`. The setup's `"game"` names the game (absent: Billionaire, as in every file
written before the second game); its settings are the game's own (`GameKind.settings`:
Billionaire's `starting_cash`, Alta Finanza's `target`), each required and checked by the
game's engine exactly as when a host creates a game.
"""
from __future__ import annotations

import json
from typing import Any

from . import games
from .choice import RuleError
from .engine import SeatSpec

FORMAT, VERSION = "billionaire-game", 1
MAX_BYTES = 5_000_000          # a 60-round game of six is about 0.2 MB
MAX_ACTIONS = 20_000           # a long Alta Finanza game of six (250 rounds) has about 3,000
_MAX_LEVEL = 20                # a bot level's length (no engine has a longer one)
_SEED_LIMIT = 2 ** 64


class GameFileError(ValueError):
    """A game file that cannot be loaded: `code` (an error code of `billionaire.texts`) and its
    `params`; `cause`, when the game's engine said why (its refusal's code and params, in the
    words of the game `game`). `message(lang)` is the whole sentence for the person loading it."""

    def __init__(self, code: str, *, game: str | None = None, cause: RuleError | None = None,
                 **params: Any) -> None:
        super().__init__(code)
        self.code, self.params, self.game = code, params, game
        self.cause = (cause.code, dict(cause.params)) if cause is not None else None

    def message(self, lang: str = "it") -> str:
        from .texts import plain
        text = plain(lang).error(self.code, self.params)
        if self.cause is None or self.game not in games.GAMES:
            return text
        try:
            why = games.kind(self.game).words(lang).error(*self.cause)
        except (KeyError, ValueError, IndexError, TypeError):   # a cause without words: the file's sentence
            return text
        return text if why.startswith("error:") else f"{text} {why}"


def write(setup: dict, log: list[dict]) -> bytes:
    """The file of a game of any kind: its setup (which names its game) and its log."""
    return json.dumps({"format": FORMAT, "version": VERSION, "setup": setup, "log": log},
                      ensure_ascii=False, indent=1).encode()


def _game_name(setup: dict) -> str:
    name = setup.get("game", games.BILLIONAIRE)
    if not isinstance(name, str) or name not in games.GAMES:
        raise GameFileError("file_unknown_game")
    return name


def _seats(raw: Any, game: str) -> list[SeatSpec]:
    """The seats' shape (the engine checks their count, names and levels)."""
    if not isinstance(raw, list) or not raw:
        raise GameFileError("file_bad_seats", game=game)
    out = []
    for s in raw:
        if not isinstance(s, dict) or not isinstance(s.get("name"), str) or not isinstance(s.get("bot"), bool) \
                or not isinstance(s.get("level"), str) or len(s["level"]) > _MAX_LEVEL:
            raise GameFileError("file_bad_seats", game=game)
        out.append(SeatSpec(s["name"], s["bot"], s["level"]))
    return out


def _new_game(setup: dict, game: str) -> Any:
    """The game's first state from the file's setup, through the game's own `Game.new` (every
    setting present: a file without one is not filled in with a default)."""
    kind = games.kind(game)
    seats = _seats(setup.get("seats"), game)
    seed = setup.get("seed")
    if isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed < _SEED_LIMIT:
        raise GameFileError("file_bad_seed", game=game)
    settings = {}
    for key, _default in kind.settings:
        if key not in setup:
            raise GameFileError("file_bad_settings", game=game)
        settings[key] = setup[key]
    try:
        return kind.new(seed, seats, settings)
    except RuleError as e:
        code = "file_bad_settings" if e.code in kind.setting_errors else "file_bad_seats"
        raise GameFileError(code, game=game, cause=e) from None
    except (TypeError, ValueError):
        raise GameFileError("file_bad_settings", game=game) from None


def read(raw: bytes | str) -> Any:
    """The game a file holds (a Billionaire or an Alta Finanza `Game`), replayed through its
    engine's door action by action."""
    if isinstance(raw, str):
        raw = raw.encode()
    if not isinstance(raw, (bytes, bytearray)) or len(raw) > MAX_BYTES:
        raise GameFileError("file_too_large", most=MAX_BYTES // 1_000_000)
    try:
        data = json.loads(raw)
    except (ValueError, RecursionError):     # also a number of more than 4,300 digits
        raise GameFileError("file_not_json") from None
    if not isinstance(data, dict) or data.get("format") != FORMAT or data.get("version") != VERSION:
        raise GameFileError("file_not_a_game")
    setup, log = data.get("setup"), data.get("log")
    if not isinstance(setup, dict) or not isinstance(log, list):
        raise GameFileError("file_not_a_game")
    name = _game_name(setup)
    if len(log) > MAX_ACTIONS:
        raise GameFileError("file_too_large", most=MAX_BYTES // 1_000_000)
    game = _new_game(setup, name)
    for i, entry in enumerate(log):
        if not isinstance(entry, dict) or isinstance(entry.get("seat"), bool) \
                or not isinstance(entry.get("seat"), int) or not isinstance(entry.get("action"), dict):
            raise GameFileError("file_illegal_action", game=name, number=i + 1)
        try:
            game.apply(entry["seat"], entry["action"])
        except RuleError as e:
            raise GameFileError("file_illegal_action", game=name, cause=e, number=i + 1) from None
        except (TypeError, ValueError, KeyError):
            raise GameFileError("file_illegal_action", game=name, number=i + 1) from None
    return game
