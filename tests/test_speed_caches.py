"""The speed-ups must not change what anyone sees: caches and shortcuts against plain recomputation.

* bot plans from the caches equal plans computed with every cache emptied, along real games and
  after positions edited by hand;
* the pruned income-mine search picks what the full search picks;
* destinations from the precomputed route table equal the rulebook computation (paths + tolls);
* shared, memoized choices are immutable and every listed choice is accepted by `apply`.
"""
from __future__ import annotations

import copy
import dataclasses
import random

import pytest

from billionaire import bots, rules
from billionaire.bots import needs as bot_needs, plan as bot_plan
from billionaire.choice import Choice
from billionaire.engine import Game, RuleError, SeatSpec
from billionaire.layouts import CITY, WORLD
from billionaire.rules.paths import city_paths, world_paths
from billionaire.randomplay import acting_seats, random_action
from rules_kit import bot_positions


def _empty_caches() -> None:
    bot_plan._PLANS.clear()
    bot_plan._CORES.clear()
    bot_needs._NEEDS.clear()
    bot_needs._MINE_NEEDS.clear()
    bot_needs._PROPERTY_NEEDS.clear()
    bot_needs.mine_plan.cache_clear()


def _fields(plan) -> dict:
    return {f.name: getattr(plan, f.name) for f in dataclasses.fields(plan)}


@pytest.mark.parametrize("seed,players,scramble", [(1, 4, 0), (2, 3, 120), (3, 6, 0), (4, 2, 300)])
def test_cached_plans_equal_fresh_plans(seed, players, scramble):
    checked = 0
    for i, (game, seat) in enumerate(bot_positions(seed, players, 500, scramble)):
        if i % 2:
            continue
        for s in game.seats():
            cached = _fields(bot_plan.make_plan(game.state, s))
            saved = (dict(bot_plan._PLANS), dict(bot_plan._CORES), dict(bot_needs._NEEDS),
                     dict(bot_needs._MINE_NEEDS), dict(bot_needs._PROPERTY_NEEDS))
            _empty_caches()
            fresh = _fields(bot_plan.make_plan(game.state, s))
            assert cached == fresh, (seed, game.decision, s)
            for cache, old in zip((bot_plan._PLANS, bot_plan._CORES, bot_needs._NEEDS, bot_needs._MINE_NEEDS,
                                   bot_needs._PROPERTY_NEEDS), saved):
                cache.update(old)
            checked += 1
    assert checked > 150


def test_plans_follow_positions_edited_by_hand():
    """Caches are keyed on the data itself: an edit without any action is never served stale."""
    game = Game.new(5, [SeatSpec(f"B{i}", bot=True) for i in range(3)])
    state = game.state
    before = bot_plan.make_plan(state, 1)
    sid = next(iter(state.buildings))
    state.buildings[sid].owner = 2
    state.buildings[sid].sales = 1
    state.player(1).licences.append("europe")
    state.player(1).cash += 3_000
    after = _fields(bot_plan.make_plan(state, 1))
    _empty_caches()
    assert after == _fields(bot_plan.make_plan(state, 1))
    assert after != _fields(before)


def _full_income_search(s, gap: int, spendable: int):
    """The income-mine search without the lower-bound shortcut (reference)."""
    def eta(rate, via_goal, goal_pkg, spent, extra):
        need = gap + extra
        if via_goal:
            t1 = max(0.0, goal_pkg - (spendable - spent)) / rate
            return t1 + max(0.0, need - t1 * rate) / s.goal_rate
        return need / rate

    if s.owned > 1.0:
        without = eta(s.owned, s.goal is not None and s.goal_rate > s.owned, s.goal_pkg, 0, 0)
    else:
        without = min([eta(r, v, gp, pn, 0) for r, pn, gp, v in s.own if pn <= spendable] + [1e9])
    best = None
    for m, rate, pn, pkg, gp, via_goal in s.cands:
        if pn > spendable:
            continue
        t = eta(rate, via_goal, gp, pn, pkg) + 2.0
        if t < without and (best is None or t < best[0]):
            best = (t, m)
    return best[1] if best else None


def test_pruned_income_search_equals_the_full_search():
    rng = random.Random(7)
    searches = []
    for game, seat in bot_positions(11, 4, 600):
        me = game.state.player(seat)
        needs = bot_needs.needs_for(game.state, seat, me, bot_needs.needs_key(game.state, seat, me))
        searches += [needs.search(False, me), needs.search(True, me)]
    assert searches
    for s in searches[::7]:
        for _ in range(40):
            gap = rng.choice([1, 50, 400, 2_000, 9_000, 40_000, rng.randint(1, 80_000)])
            spendable = rng.randint(-2_000, 30_000)
            assert bot_plan._income_mine(s, gap, spendable) == _full_income_search(s, gap, spendable)


def _rulebook_destinations(state, seat):
    """Destinations as the rulebook computes them: every path, its tolls, best per target."""
    player = state.player(seat)
    dice = state.turn.dice
    if player.board == "city":
        parity = "even" if sum(dice) % 2 == 0 else "odd"
        paths = [p for steps in sorted({dice[0], dice[1], dice[0] + dice[1]})
                 for p in city_paths(CITY, player.pos, steps, parity)]
    else:
        paths = world_paths(WORLD, player.pos, dice[0])
    best = {}
    for path in paths:
        tolls = rules.toll_of(state, seat, path) if player.board == "city" else []
        key = (sum(t[1] for t in tolls), len(path), path)
        if path[-1] not in best or key < best[path[-1]]:
            best[path[-1]] = key
    ordered = sorted(best.items(), key=lambda kv: (kv[1][1], rules.SPACE_INDEX[kv[0]]))
    board = CITY if player.board == "city" else WORLD
    return [{"number": i, "target": t, "toll": toll, "path": path,
             "cards": sum(1 for sid in path if board.space(sid).kind == "chance")}
            for i, (t, (toll, _, path)) in enumerate(ordered, start=1)]


def test_route_table_gives_the_rulebook_destinations():
    rng = random.Random(3)
    game = Game.new(3, [SeatSpec(f"P{i}") for i in range(4)])
    state = game.state
    player = state.player(1)
    for trial in range(400):
        for prop in state.buildings.values():
            prop.owner = rng.choice([None, None, 1, 2, 3, 4])
        board = CITY if trial % 3 else WORLD
        player.board = "city" if board is CITY else "world"
        player.pos = rng.choice(board.spaces).id
        state.turn.dice = (rng.randint(1, 6), rng.randint(1, 6)) if board is CITY else (rng.randint(1, 6),)
        assert rules.compute_destinations(state, 1) == _rulebook_destinations(state, 1)


def test_shared_choices_are_immutable_and_all_apply():
    game = Game.new(8, [SeatSpec("A"), SeatSpec("B", bot=True), SeatSpec("C")])
    rng = random.Random(8)
    for step in range(400):
        if game.over:
            break
        for seat in game.seats() + [0]:
            for c in game.choices(seat):
                assert isinstance(c, Choice)
                with pytest.raises(dataclasses.FrozenInstanceError):
                    c.label = "x"
                if step % 8 == 0:
                    trial = copy.deepcopy(game)
                    trial.apply(seat, c.action(c.amount[1] if c.amount else None))
        seat = acting_seats(game)[0]
        action = random_action(game, seat, rng)
        forged = dict(action, kind="teleport")
        h = game.state_hash()
        with pytest.raises(RuleError):
            game.apply(seat, forged)
        assert game.state_hash() == h
        game.apply(seat, action)
