"""A bot standing in for a human's seat (rules/seats.py): the host hands the seat over and gives
it back; the seat keeps what it holds, its objective and its ledger; the vote counts only the
seats humans hold; it is in the log, so a replay knows it."""
from __future__ import annotations

import pytest

from billionaire import bots
from billionaire.engine import RuleError, replay
from billionaire.randomplay import acting_seats
from rules_kit import act, bot_game, game, kinds


def host(g, kind: str, **params) -> None:
    g.apply(0, {"kind": kind, **params})


def _holdings(g, seat: int) -> dict:
    p = g.state.player(seat)
    return {"cash": p.cash, "objective": p.objective, "licences": list(p.licences), "rights": dict(p.rights),
            "carried": dict(p.carried), "bonus": list(p.bonus), "ledger": list(p.ledger),
            "board": p.board, "pos": p.pos, "name": p.name}


def test_the_host_hands_a_seat_to_a_bot_and_back_and_it_keeps_everything():
    g = game(3)
    before = _holdings(g, 2)
    host(g, "stand_in", seat=2, level="normale", why="host")
    p = g.state.player(2)
    assert p.bot and p.stand_in == "host" and p.level == "normale"
    assert _holdings(g, 2) == before
    view = {q["seat"]: q for q in g.public_view()["players"]}
    assert view[2]["bot"] and view[2]["stand_in"] == "host"         # the monitor shows it
    assert "Un bot (normale) gioca al posto di G2 P2." in g.public_view()["chronicle"]
    host(g, "stand_down", seat=2)
    assert not p.bot and p.stand_in is None and _holdings(g, 2) == before
    assert "vote" in kinds(g, 2)


def test_only_the_host_hands_seats_over_and_only_human_seats():
    g = game(3, bots=(3,))
    offered = {(c.kind, c.params.get("seat")) for c in g.choices(0)}
    assert ("stand_in", 1) in offered and ("stand_in", 2) in offered
    assert ("stand_in", 3) not in offered                   # a bot's seat from the start
    with pytest.raises(RuleError):
        g.apply(1, {"kind": "stand_in", "seat": 2, "level": "normale", "why": "host"})      # a player cannot
    with pytest.raises(RuleError):
        host(g, "stand_in", seat=3, level="normale", why="host")
    with pytest.raises(RuleError):
        host(g, "stand_down", seat=1)                     # not stood in
    with pytest.raises(RuleError):
        host(g, "stand_in", seat=1, level="genio", why="host")
    host(g, "stand_in", seat=1, level="facile", why="away")
    with pytest.raises(RuleError):
        host(g, "stand_in", seat=1, level="facile", why="host")       # already stood in


def test_the_vote_counts_only_the_seats_humans_hold():
    g = game(3)
    act(g, 1, "vote", yes=True)
    assert g.public_view()["votes"] == {"yes": 1, "humans": 3, "needed": 2}
    host(g, "stand_in", seat=1, level="normale", why="host")
    assert "vote" not in kinds(g, 1)                        # a bot does not vote...
    assert g.public_view()["votes"] == {"yes": 0, "humans": 2, "needed": 2}   # ...and its vote is gone
    act(g, 2, "vote", yes=True)
    assert not g.over
    act(g, 3, "vote", yes=True)
    assert g.over and g.state.end_reason == "vote"


def test_a_bot_plays_the_stood_in_seat_and_the_replay_is_the_same_game():
    g = game(3, seed=4)
    host(g, "stand_in", seat=1, level="normale", why="host")
    host(g, "stand_in", seat=2, level="facile", why="away")
    host(g, "stand_in", seat=3, level="normale", why="host")
    for step in range(600):
        if g.over:
            break
        if step == 300:
            host(g, "stand_down", seat=2)
            host(g, "stand_in", seat=2, level="normale", why="host")
        seat = acting_seats(g)[0]
        g.apply(seat, bots.choose_action(g, seat))
    again = replay(g.setup, list(g.log))
    assert again.state_hash() == g.state_hash()
    assert [p.stand_in for p in again.state.players] == ["host", "host", "host"]


def test_a_finished_game_offers_no_stand_in():
    g = bot_game(2, 2, rounds=3)
    host(g, "host_end")
    assert g.choices(0) == []
