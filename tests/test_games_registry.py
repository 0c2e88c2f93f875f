"""The platform's games (`billionaire.games`): sessions create, restore and let bots play any
game the registry knows; a setup without `"game"` is Billionaire."""
from __future__ import annotations

import pytest

from billionaire import games
from billionaire.engine import RuleError, SeatSpec
from billionaire.session import Registry
from billionaire.store import Store


def test_a_setup_without_game_is_billionaire():
    assert games.name_of({"seed": 1}) == games.BILLIONAIRE
    assert games.kind_of({"game": "alta_finanza"}).name == games.ALTA_FINANZA
    with pytest.raises(KeyError):
        games.kind_of({"game": "chess"})


def test_an_alta_finanza_game_is_created_stored_and_restored(tmp_path):
    store = Store(tmp_path / "g.sqlite3")
    reg = Registry(store)
    s = reg.create([SeatSpec("Anna"), SeatSpec("Bot 1", bot=True)], seed=5, game=games.ALTA_FINANZA,
                   settings={"target": 400_000})
    assert s.game.setup["game"] == "alta_finanza" and s.game.setup["target"] == 400_000
    assert set(s.tokens) == {1}
    for _ in range(30):
        if not s.bot_step():
            choices = [c for c in s.game.choices(1) if c.kind != "vote"]
            if not choices:
                break
            c = choices[0]
            assert s.submit(1, c.action(c.amount[0]) if c.amount else c.action(), s.decision_for(1)) is None
    moves = len(s.game.log)
    assert moves >= 10
    again = Registry(Store(tmp_path / "g.sqlite3")).get(s.game_id)
    assert again is not None and again.game.state_hash() == s.game.state_hash()
    assert type(again.game).__module__ == "billionaire.alta_finanza.engine"
    assert again.seat_for_token(s.tokens[1]) == 1


def test_a_bots_only_alta_finanza_game_plays_to_its_end():
    reg = Registry()
    s = reg.create([SeatSpec("B1", bot=True, level="facile"), SeatSpec("B2", bot=True)], seed=2,
                   game=games.ALTA_FINANZA, settings={"target": 200_000})
    steps = 0
    while not s.finished and steps < 5000:
        assert s.bot_step()
        steps += 1
    assert s.finished, "a bots-only game ends by itself"


def test_the_settings_belong_to_their_game():
    reg = Registry()
    with pytest.raises(ValueError):
        reg.create([SeatSpec("A"), SeatSpec("B")], 10_000, game=games.ALTA_FINANZA)
    with pytest.raises(RuleError):
        reg.create([SeatSpec("A")], game=games.ALTA_FINANZA)          # two seats at least
    assert reg.create([SeatSpec("A")], 5_000).game.setup.get("game", "billionaire") == "billionaire"


def test_an_alta_finanza_games_table_settings_survive_a_restart(tmp_path):
    """The away setting (a bot plays for a phone away on its turn) is the table's, for any game."""
    reg = Registry(Store(tmp_path / "g.sqlite3"))
    s = reg.create([SeatSpec("Anna"), SeatSpec("Bruno")], seed=5, game=games.ALTA_FINANZA, away_minutes=5)
    again = Registry(Store(tmp_path / "g.sqlite3")).get(s.game_id)
    assert again.game.setup["away_minutes"] == 5
