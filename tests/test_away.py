"""A phone coming back after a bot played its seat learns what was played in its name (both
games): the private view's `away` lists the events naming the seat between the host's stand-in
and the give-back, only the seat's own phone gets it, and it is empty for a seat never stood in."""
from __future__ import annotations

import pytest

from billionaire import games
from billionaire.away import MAX_LINES, while_away
from billionaire.engine import SeatSpec


def _play(game, kind, steps: int) -> None:
    for _ in range(steps):
        if game.over:
            return
        s = game.current_seat
        game.apply(s, kind.choose_action(game, s), game.decision_for(s))


@pytest.mark.parametrize("name", [games.BILLIONAIRE, games.ALTA_FINANZA])
def test_what_the_bot_played_reaches_the_returning_phone_and_only_it(name):
    kind = games.GAMES[name]
    g = kind.new(3, [SeatSpec("Anna"), SeatSpec("Bruno"), SeatSpec("Bot", bot=True)], None)
    assert g.private_view(1)["away"] is None
    stand = next(c for c in g.choices(0) if c.kind == "stand_in" and c.params["seat"] == 1)
    g.apply(0, stand.action(), g.decision_for(0))
    before = len(g.state.chronicle)
    _play(g, kind, 40)
    during = g.private_view(1)["away"]
    assert during is not None and not during["back"] and during["lines"]
    g.apply(0, {"kind": "stand_down", "seat": 1}, g.decision_for(0))
    after = g.private_view(1)["away"]
    assert after["back"] and after["since"] == during["since"] == before - 1
    # the lines are the chronicle's words of the events naming G1 while the bot played
    _, _, named = while_away(g.state.chronicle, 1)
    w = kind.words("it", g.state.players) if name == games.ALTA_FINANZA else None
    assert len(after["lines"]) == min(MAX_LINES, len(named)) and after["more"] == max(0, len(named) - MAX_LINES)
    assert all(g.state.chronicle[i].get("seat") == 1 or 1 in g.state.chronicle[i].values() for i in named)
    if w is not None:
        assert after["lines"] == [w.event(g.state.chronicle[i]) for i in named[-MAX_LINES:]]
    assert any("G1" in line for line in after["lines"])
    # another seat's view says nothing of it; the public view has no such key
    assert g.private_view(2)["away"] is None and "away" not in g.public_view()
    # played on after the give-back: the story stays that of the last stand-in
    _play(g, kind, 5)
    assert g.private_view(1)["away"]["since"] == after["since"]


def test_a_seat_stood_in_twice_tells_the_last_time():
    chronicle = [{"k": "stand_in", "seat": 1}, {"k": "moved", "seat": 1}, {"k": "stand_down", "seat": 1},
                 {"k": "moved", "seat": 2}, {"k": "stand_in", "seat": 1}, {"k": "paid", "payer": 1, "to": 2},
                 {"k": "moved", "seat": 2}]
    assert while_away(chronicle, 1) == (4, None, [5])
    assert while_away(chronicle, 2) is None
