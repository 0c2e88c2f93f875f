"""Property tests over random games, driven by the legal choices (billionaire.randomplay).

Default profile is light (the whole file runs in well under a minute). The heavy profile plays
thousands of games:

    HYPOTHESIS_PROFILE=full python -m pytest tests/test_properties.py -q

Checked on every accepted action: money changes equal the new ledger lines; kg only change by
extraction, sales and cards; views keep secrets. Junk actions are refused with no change in
`state_hash()`; sampled legal choices all apply; `replay(setup, log)` rebuilds the same state.
"""
from __future__ import annotations

import copy
import json
import os
import random
from dataclasses import asdict, is_dataclass

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from billionaire.cards import CARD_BY_ID
from billionaire.rules.money import all_kg
from billionaire.engine import Game, RuleError, SeatSpec, replay
from billionaire.rules.objectives import OBJECTIVE_BY_ID
from billionaire.randomplay import acting_seats, random_action
from billionaire.rules import HANDLERS

FULL = os.environ.get("HYPOTHESIS_PROFILE") == "full"
PROFILE = settings(max_examples=2000 if FULL else 15, deadline=None, derandomize=not FULL,
                   suppress_health_check=list(HealthCheck))
TURNS = 120 if FULL else 50
JUNK_KINDS = list(HANDLERS) + ["teleport", "", "ROLL", "buy", "__class__"]


def dumps(view) -> str:
    return json.dumps(view, default=lambda o: asdict(o) if is_dataclass(o) else str(o), ensure_ascii=False)


def is_legal(game: Game, seat, action) -> bool:
    """The oracle: an action is legal iff it is one of the seat's choices (amount within range)."""
    if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat <= len(game.state.players):
        return False
    if not isinstance(action, dict) or game.over:
        return False
    for c in game.choices(seat):
        if action.get("kind") != c.kind or set(action) - {"kind", "amount"} != set(c.params):
            continue
        if any(action[k] != v or type(action[k]) is not type(v) for k, v in c.params.items()):
            continue
        amount = action.get("amount")
        if c.amount is None:
            if "amount" not in action:
                return True
        elif isinstance(amount, int) and not isinstance(amount, bool) and c.amount[0] <= amount <= c.amount[1]:
            return True
    return False


def junk(game: Game, rng: random.Random):
    n = len(game.state.players)
    seat = rng.choice([rng.randint(-1, n + 1), rng.randint(0, n), game.current_seat, True, "1", None])
    pick = rng.random()
    legal = [c.action() for s in range(0, n + 1) for c in game.choices(s)]
    if pick < 0.5 and legal:
        action = dict(rng.choice(legal))
        how = rng.randrange(5)
        if how == 0:
            action["zzz"] = 1
        elif how == 1:
            action["amount"] = rng.choice([-5, 0, 10**9, True, 1.5, "3", None])
        elif how == 2:
            keys = [k for k in action if k != "kind"]
            if keys:
                action[rng.choice(keys)] = rng.choice([None, 0, 1, True, "c999", "w0", [], {"a": 1}])
            else:
                action["to"] = "c1"
        elif how == 3:
            action.pop("kind")
        else:
            action["kind"] = rng.choice(JUNK_KINDS)
    elif pick < 0.9:
        action = {"kind": rng.choice(JUNK_KINDS)}
        for key in rng.sample(["to", "amount", "yes", "card", "target", "mine", "resource", "vehicle", "pick"],
                              rng.randint(0, 2)):
            action[key] = rng.choice([None, 1, 0, -1, True, "c3", "w5", "oil", "ship", "cash"])
    else:
        action = rng.choice([None, [], "roll", 3, {"kind": 5}, {}])
    return seat, action


def secrets_kept(game: Game) -> None:
    state = game.state
    public = dumps(game.public_view())
    bonus_texts = {c.text for c in CARD_BY_ID.values() if c.bonus}
    for p in state.players:
        # secret while the game runs; at the end the ranking tells every objective
        assert (OBJECTIVE_BY_ID[p.objective].text in public) == game.over
        for card in p.bonus:
            assert card not in public
    assert not any(t in public for t in bonus_texts)
    for a in state.players:
        private = dumps(game.private_view(a.seat))
        for b in state.players:
            if b.seat != a.seat:
                assert OBJECTIVE_BY_ID[b.objective].text not in private
                assert not any(card in private for card in b.bonus if card not in a.bonus)


def totals(game: Game):
    state = game.state
    kg = sum(sum(all_kg(state, p).values()) for p in state.players)
    return ([p.cash for p in state.players], [list(p.ledger) for p in state.players], kg,
            sum(e["k"] in ("card_drawn", "bonus_card_drawn") for e in state.chronicle))


def new_ledger(before: list, after: list) -> list:
    if len(after) >= len(before):
        return after[len(before):]
    return after[len(before) - 100:]                  # the ledger dropped its oldest 100 lines


def check_step(game: Game, seat: int, action: dict, before) -> None:
    cash0, ledger0, kg0, cards0 = before
    cash1, ledger1, kg1, cards1 = totals(game)
    for c0, c1, l0, l1 in zip(cash0, cash1, ledger0, ledger1):
        assert c1 - c0 == sum(d for d, _c, _p in new_ledger(l0, l1)), action
    kind = action["kind"]
    if cards1 == cards0:
        if kind == "extract":
            assert 2 <= kg1 - kg0 <= 6
        elif kind in ("sell", "sell_mine"):
            assert kg0 - kg1 == action["amount"]
        else:
            assert kg1 == kg0, action


def pick_action(game: Game, seat: int, rng: random.Random) -> dict:
    """Half the time randomplay's uniform pick; otherwise a uniform kind first (reaches mines)."""
    if rng.random() < 0.5:
        return random_action(game, seat, rng)
    options = [c for c in game.choices(seat) if c.kind != "vote"]
    kind = rng.choice(sorted({c.kind for c in options}))
    choice = rng.choice([c for c in options if c.kind == kind])
    return choice.action(rng.randint(*choice.amount)) if choice.amount else choice.action()


def play(seed: int, players: int, bots: list[bool], drive: int, turns: int = TURNS, junk_rate: float = 0.3,
         try_all: float = 0.1, cash: int = 10_000) -> Game:
    rng = random.Random(drive)
    game = Game.new(seed, [SeatSpec(f"P{i}", bot=b) for i, b in enumerate(bots[:players])], starting_cash=cash)
    ended = 0
    while not game.over and ended < turns:
        if rng.random() < junk_rate:
            seat, action = junk(game, rng)
            if not is_legal(game, seat, action):
                h = game.state_hash()
                try:
                    game.apply(seat, action)
                except RuleError:
                    pass
                else:
                    raise AssertionError(f"junk accepted: {seat} {action}")
                assert game.state_hash() == h
        if rng.random() < try_all:                    # every legal choice of every seat applies
            for s in game.seats() + [0]:
                for c in game.choices(s):
                    trial = copy.deepcopy(game)
                    trial.apply(s, c.action(c.amount[1] if c.amount else None), decision=trial.decision_for(s))
        humans = [s for s in game.seats() if not game.state.player(s).bot]
        if humans and rng.random() < 0.003:
            seat = rng.choice(humans)
            action = next(c.action() for c in game.choices(seat) if c.kind == "vote")
        else:
            seat = acting_seats(game)[0]
            action = pick_action(game, seat, rng)
        before = totals(game)
        game.apply(seat, action, decision=game.decision_for(seat))
        check_step(game, seat, action, before)
        ended += action["kind"] == "end_turn"
        if rng.random() < 0.1:
            secrets_kept(game)
    secrets_kept(game)
    return game


@pytest.mark.timeout(0 if FULL else 300)
@PROFILE
@given(seed=st.integers(0, 2**32 - 1), players=st.integers(1, 6),
       bots=st.lists(st.booleans(), min_size=6, max_size=6), drive=st.integers(0, 2**32 - 1),
       cash=st.sampled_from([1_000, 10_000, 60_000, 1_000_000]))
def test_random_games_keep_every_invariant_and_replay(seed, players, bots, drive, cash):
    game = play(seed, players, bots, drive, cash=cash)
    again = replay(game.setup, game.log)
    assert again.state_hash() == game.state_hash()


def test_long_random_games_reach_every_phase():
    """Smoke: a few long games see cards waiting for decisions, shipping and the end."""
    seen = set()
    for seed in range(3):
        game = play(seed, 4, [False, True, False, True, False, False], seed, turns=200, junk_rate=0.05,
                    try_all=0.0, cash=60_000)
        seen |= {entry["action"]["kind"] for entry in game.log}
        assert replay(game.setup, game.log).state_hash() == game.state_hash()
    assert {"roll", "move", "fly", "end_turn", "buy_building", "buy_licence"} <= seen
