"""The game file: a game's setup (seats, seed, starting cash) and its action log as JSON, the
game itself. `write` makes it (the host's download); `read` takes one back from anyone, so it
trusts nothing: a file that is too large, not JSON, not a game, with a bad setup or a log that
the engine's door refuses at some action raises `GameFileError` with a code and its facts
(words: `billionaire.texts`, `error:<code>`), and nothing is made of it.
"""
from __future__ import annotations

import json
from typing import Any

from .engine import Game, RuleError, SeatSpec, validate_setup

FORMAT, VERSION = "billionaire-game", 1
MAX_BYTES = 5_000_000          # a 60-round game of six is about 0.2 MB
MAX_ACTIONS = 20_000


class GameFileError(ValueError):
    """A game file that cannot be loaded: `code` (an error code of the text layer), `params`."""

    def __init__(self, code: str, **params: Any) -> None:
        super().__init__(code)
        self.code, self.params = code, params


def write(setup: dict, log: list[dict]) -> bytes:
    return json.dumps({"format": FORMAT, "version": VERSION, "setup": setup, "log": log},
                      ensure_ascii=False, indent=1).encode()


def _seats(raw: Any) -> list[SeatSpec]:
    if not isinstance(raw, list) or not raw:
        raise GameFileError("file_bad_setup")
    out = []
    for s in raw:
        if not isinstance(s, dict) or not isinstance(s.get("name"), str) or not isinstance(s.get("bot"), bool) \
                or not isinstance(s.get("level"), str):
            raise GameFileError("file_bad_setup")
        out.append(SeatSpec(s["name"], s["bot"], s["level"]))
    return out


def read(raw: bytes | str) -> Game:
    """The game a file holds, replayed through the engine's door action by action."""
    if isinstance(raw, str):
        raw = raw.encode()
    if not isinstance(raw, (bytes, bytearray)) or len(raw) > MAX_BYTES:
        raise GameFileError("file_too_large", most=MAX_BYTES // 1_000_000)
    try:
        data = json.loads(raw)
    except (ValueError, RecursionError):
        raise GameFileError("file_not_json") from None
    if not isinstance(data, dict) or data.get("format") != FORMAT or data.get("version") != VERSION:
        raise GameFileError("file_not_a_game")
    setup, log = data.get("setup"), data.get("log")
    if not isinstance(setup, dict) or not isinstance(log, list):
        raise GameFileError("file_not_a_game")
    seats = _seats(setup.get("seats"))
    seed, cash = setup.get("seed"), setup.get("starting_cash")
    if isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed < 2 ** 64:
        raise GameFileError("file_bad_setup")
    try:
        validate_setup(seats, cash)
    except RuleError:
        raise GameFileError("file_bad_setup") from None
    if len(log) > MAX_ACTIONS:
        raise GameFileError("file_too_large", most=MAX_BYTES // 1_000_000)
    game = Game.new(seed, seats, cash)
    for i, entry in enumerate(log):
        if not isinstance(entry, dict) or isinstance(entry.get("seat"), bool) \
                or not isinstance(entry.get("seat"), int) or not isinstance(entry.get("action"), dict):
            raise GameFileError("file_illegal_action", number=i + 1)
        try:
            game.apply(entry["seat"], entry["action"])
        except (RuleError, TypeError, ValueError, KeyError):
            raise GameFileError("file_illegal_action", number=i + 1) from None
    return game
