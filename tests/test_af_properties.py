"""Alta Finanza: property tests over random games (hypothesis), driven by the legal choices.

Checked on every accepted action: each player's cash change equals their new ledger lines, the
Trust's lines sum to zero (only the Bank creates or destroys money), 25 shares of each type
across the Bank and the players, 16 Tessere, 20 Telex cards; a junk action is refused with
RuleError and `state_hash` unchanged; every listed choice applies; `replay` gives the same hash.
"""
from __future__ import annotations

import copy
import json
import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from billionaire.alta_finanza.engine import Game, RuleError, SeatSpec, replay
from billionaire.alta_finanza.rules import HANDLERS
from billionaire.alta_finanza.rules.money import shares_conserved, tessere_conserved
from billionaire.alta_finanza.telex import DECK

PROFILE = settings(max_examples=12, deadline=None, derandomize=True, suppress_health_check=list(HealthCheck))
STEPS = 250
JUNK_KINDS = list(HANDLERS) + ["teleport", "", "ROLL", "buy"]


def acting(game):
    return [s for s in range(0, len(game.state.players) + 1)
            if any(c.kind not in ("vote", "host_end", "stand_in", "stand_down") for c in game.choices(s))]


def random_action(game, seat, rng):
    options = [c for c in game.choices(seat) if c.kind not in ("vote", "host_end", "stand_in", "stand_down")]
    c = rng.choice(options)
    return c.action(rng.randint(*c.amount)) if c.amount else c.action()


def is_legal(game, seat, action) -> bool:
    if type(seat) is not int or not 0 <= seat <= len(game.state.players) or not isinstance(action, dict) or game.over:
        return False
    for c in game.choices(seat):
        if action.get("kind") != c.kind or set(action) - {"kind", "amount"} != set(c.params):
            continue
        if any(action[k] != v or type(action[k]) is not type(v) for k, v in c.params.items()):
            continue
        a = action.get("amount")
        if c.amount is None and "amount" not in action:
            return True
        if c.amount is not None and type(a) is int and c.amount[0] <= a <= c.amount[1]:
            return True
    return False


def junk(game, rng):
    n = len(game.state.players)
    seat = rng.choice([rng.randint(-1, n + 1), game.current_seat, True, "1", None])
    legal = [c.action() for s in range(n + 1) for c in game.choices(s)]
    if rng.random() < 0.6 and legal:
        action = dict(rng.choice(legal))
        how = rng.randrange(4)
        if how == 0:
            action["zzz"] = 1
        elif how == 1:
            action["amount"] = rng.choice([-5, 0, 11, 10**9, True, 1.5, "3", None])
        elif how == 2:
            keys = [k for k in action if k != "kind"] or ["to"]
            action[rng.choice(keys)] = rng.choice([None, 0, 39, 41, True, "oil", "gold", "buy", [], "0"])
        else:
            action["kind"] = rng.choice(JUNK_KINDS)
    else:
        action = rng.choice([None, [], "roll", {"kind": 5}, {}, {"kind": rng.choice(JUNK_KINDS)}])
    return seat, action


def snapshot(game):
    return [p.cash for p in game.state.players], [len(p.ledger) for p in game.state.players]


def check_step(game, before):
    cash0, lens0 = before
    trust = 0
    for p, c0, n0 in zip(game.state.players, cash0, lens0):
        new = p.ledger[n0:]
        assert p.cash - c0 == sum(d for d, _c, _p in new)
        trust += sum(d for d, c, _p in new if c in ("trust_paid", "trust_received"))
        assert p.cash >= 0
    assert trust == 0
    s = game.state
    assert shares_conserved(s) and tessere_conserved(s)
    held = [p.telex for p in s.players if p.telex]
    assert sorted(s.deck + held) == sorted(t.id for t in DECK)
    assert all(q == 0 or 1_000 <= q <= 99_000 for q in s.quotes.values())
    assert sum(q == 0 for q in s.quotes.values()) <= 1          # 5 or 6 types circulate


def new_game(seed, rng):
    n = rng.randint(2, 6)
    seats = [SeatSpec(f"P{i}", bot=rng.random() < 0.3, level=rng.choice(["facile", "normale"])) for i in range(n)]
    return Game.new(seed, seats, rng.choice([200_000, 400_000, 1_000_000]))


@PROFILE
@given(st.integers(0, 10**6))
def test_random_games_keep_the_invariants_refuse_junk_and_replay(seed):
    rng = random.Random(seed)
    game = new_game(seed, rng)
    for step in range(STEPS):
        if game.over:
            break
        seat, action = junk(game, rng)
        if not is_legal(game, seat, action):
            h = game.state_hash()
            try:
                game.apply(seat, action)
            except RuleError:
                pass
            else:
                raise AssertionError(f"accepted {seat} {action}")
            assert game.state_hash() == h
        if step % 25 == 0:                       # every listed choice applies
            for s in range(len(game.state.players) + 1):
                for c in game.choices(s):
                    trial = copy.deepcopy(game)
                    trial.apply(s, c.action(c.amount[1]) if c.amount else c.action())
        seat = acting(game)[0]
        before = snapshot(game)
        game.apply(seat, random_action(game, seat, rng), decision=game.decision_for(seat))
        check_step(game, before)
        json.dumps(game.public_view("en"))
    assert replay(game.setup, game.log).state_hash() == game.state_hash()


def test_stale_decision_is_refused_with_no_change():
    game = Game.new(3, [SeatSpec("A"), SeatSpec("B")])
    d = game.decision_for(1)
    game.apply(1, {"kind": "roll"}, decision=d)
    h = game.state_hash()
    try:
        game.apply(1, {"kind": "end_turn"}, decision=d)
    except RuleError as e:
        assert e.kind == "stale"
    assert game.state_hash() == h


def test_a_held_telex_never_shows_in_the_public_view_nor_in_another_seats():
    rng = random.Random(5)
    game = Game.new(5, [SeatSpec(f"P{i}") for i in range(4)])
    for _ in range(400):
        if game.over:
            break
        public = json.dumps(game.public_view("en"))
        for p in game.state.players:
            if p.telex:
                assert f'"{p.telex}"' not in public
                for q in game.state.players:
                    if q.seat != p.seat and q.telex != p.telex:
                        assert f'"{p.telex}"' not in json.dumps(game.private_view(q.seat, "en"))
        seat = acting(game)[0]
        game.apply(seat, random_action(game, seat, rng))
