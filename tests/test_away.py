"""A phone coming back after a bot played its seat learns what was played in its name (both
games): the private view's `away` lists the events naming the seat between the host's stand-in
and the give-back, only the seat's own phone gets it, and it is empty for a seat never stood in."""
from __future__ import annotations

import pytest

from billionaire import games
from billionaire.away import MAX_LINES, away_view, while_away
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


class _Counted(list):
    """A chronicle that counts how many events are read from it."""
    reads = 0

    def __getitem__(self, i):
        type(self).reads += 1
        return super().__getitem__(i)


def test_a_view_read_again_scans_nothing_and_a_new_event_is_told():
    events = [{"k": "moved", "seat": 2} for _ in range(500)]
    chronicle = _Counted(events + [{"k": "stand_in", "seat": 1}, {"k": "paid", "payer": 1, "to": 2}])
    said = lambda e: f"{e['k']} G{e.get('seat', e.get('payer'))}"   # noqa: E731
    first = away_view(chronicle, 1, said)
    assert first == {"since": 500, "back": False, "lines": ["paid G1"], "more": 0}
    assert away_view(chronicle, 3, said) is None   # a seat never stood in: the whole chronicle read
    _Counted.reads = 0
    for _ in range(20):   # the phone's page and the monitor's refreshes, nothing new
        assert away_view(chronicle, 1, said) == first
        assert away_view(chronicle, 3, said) is None
    assert _Counted.reads <= 20   # only the shown line is worded again, nothing is scanned
    chronicle.append({"k": "moved", "seat": 1})   # the bot plays on for G1
    assert away_view(chronicle, 1, said)["lines"] == ["paid G1", "moved G1"]
    chronicle.append({"k": "stand_down", "seat": 1})   # the player is back
    assert away_view(chronicle, 1, said)["back"] is True
    # another list of the same events (a replayed game) is read on its own
    assert while_away(list(chronicle[:501]), 1) == (500, None, [])
