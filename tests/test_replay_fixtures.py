"""Nothing changes for players: games recorded with an earlier version of the engine (random and
bot play, `scripts/record_replay_fixtures.py`) give the same facts after every action today:
cash, positions, holdings, kg, bonus cards, prices, dice, whose turn it is and the end."""
from __future__ import annotations

import gzip
import json
from pathlib import Path

import pytest

from billionaire.engine import Game, SeatSpec
from replay_facts import digest, facts

FIXTURE = Path(__file__).resolve().parent / "fixtures" / "replay_games.json.gz"


def _games() -> list[dict]:
    with gzip.open(FIXTURE, "rt", encoding="utf-8") as f:
        return json.load(f)["games"]


GAMES = _games()


@pytest.mark.parametrize("chunk", range(10))
def test_recorded_games_give_the_same_facts_after_every_action(chunk):
    for index in range(chunk, len(GAMES), 10):
        recorded = GAMES[index]
        setup = recorded["setup"]
        game = Game.new(setup["seed"], [SeatSpec(s["name"], s["bot"], s["level"]) for s in setup["seats"]],
                        setup["starting_cash"])
        assert digest(game) == recorded["facts"][0], f"game {index}: the start differs: {facts(game)}"
        for i, (seat, action) in enumerate(recorded["log"]):
            game.apply(seat, action)
            assert digest(game) == recorded["facts"][i + 1], (
                f"game {index}, after action {i} ({seat}, {action}): {facts(game)}")
        assert len(recorded["log"]) > 0


OLD_DB = Path(__file__).resolve().parent / "fixtures" / "games_before_texts.sqlite3"


def test_a_database_written_before_goes_on(tmp_path):
    """A data folder written by the version of the fixtures: every game loads, the games in play
    go on (a sealed bid is answered, moves are made), closed notices stay closed."""
    import shutil

    from billionaire.session import Registry
    from billionaire.store import Store

    path = tmp_path / "billionaire.sqlite3"
    shutil.copy(OLD_DB, path)
    registry = Registry(Store(path))
    listing = registry.listing()
    assert len(listing) == 3 and sum(g.finished for g in listing) == 1
    for summary in listing:
        session = registry.get(summary.game_id)
        assert session is not None and not registry.broken
        assert any(session.closed_notices(s) for s in (1, 2))
        if session.finished:
            assert session.game.public_view()["ranking"]
            continue
        game = session.game
        for _ in range(30):
            seat = next(s for s in (0, *game.seats()) if s and [c for c in game.choices(s) if c.kind != "vote"])
            choice = next(c for c in game.choices(seat) if c.kind != "vote")
            before = len(game.log)
            assert session.submit(seat, choice.action(), session.decision_for(seat)) is None
            assert len(game.log) == before + 1
    again = Registry(Store(path))             # and what was added is stored
    for summary in listing:
        assert len(again.get(summary.game_id).game.log) == len(registry.get(summary.game_id).game.log)
