"""The second speed pass must not change what anyone sees or what `apply` accepts.

* `Game._match` (one pass over the choices) accepts and refuses exactly what the earlier
  two-pass matching did, with the same error kind and message, on random and bot positions and
  on forged, malformed and out-of-range actions (hypothesis draws the forgeries);
* `Choice` built by its own `__init__` equals a plain frozen dataclass with the same fields;
* price-bonus choices memoized per resource equal the list built from all six price levels;
* the table of space names equals the boards' own names;
* the pruned search of `bot_needs.mine_plan` returns what the full search over every continent
  set returns, for every objective and drawn needs, licences and mines held.
"""
from __future__ import annotations

import copy
import dataclasses
import random
from dataclasses import dataclass, field

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from billionaire import rules
from billionaire.bots import needs as bot_needs
from billionaire.cards import CARD_BY_ID
from billionaire.choice import Choice
from billionaire.engine import Game, RuleError
from billionaire.rules import bonus_cards
from billionaire.rules.money import MINE_CONTINENT, MINE_RESOURCE
from billionaire.layouts import CITY, WORLD
from billionaire.rules.objectives import OBJECTIVES
from billionaire.randomplay import acting_seats, random_action
from billionaire.tables import CONTINENTS, LICENCE_COST, RESOURCE_IT, RESOURCE_THE, RESOURCES, RIGHTS_COST
from rules_kit import mixed_positions


# ---- references: the code before the speed pass ------------------------------------------------
def _reference_match(game: Game, seat: int, action: dict) -> Choice:
    kind = action["kind"]
    same_kind = [c for c in game.choices(seat) if c.kind == kind]
    if not same_kind:
        if seat != game.state.current and kind in rules.TURN_KINDS:
            raise RuleError("not_your_turn", "not_your_turn")
        raise RuleError("not_now", "illegal")
    keys = set(action) - {"kind", "amount"}
    for c in same_kind:
        if keys != c.params.keys() or any(action[k] != v or type(action[k]) is not type(v) for k, v in c.params.items()):
            continue
        if c.amount is None:
            if "amount" in action:
                continue
            return c
        amount = action.get("amount")
        if isinstance(amount, bool) or not isinstance(amount, int):
            raise RuleError("amount_not_int", "malformed")
        lo, hi = c.amount
        if not lo <= amount <= hi:
            raise RuleError("amount_range", "illegal", low=lo, high=hi)
        return c
    raise RuleError("not_offered", "illegal")


@dataclass(frozen=True)
class _ReferenceChoice:
    kind: str
    params: dict = field(default_factory=dict)
    confirm: bool = False
    auto: bool = False
    amount: tuple[int, int] | None = None
    number: int | None = None
    target: str | None = None
    toll: int = 0
    cost: int = 0
    shows: dict = field(default_factory=dict)


def _reference_price_bonus(card: str, levels: tuple[int, ...]) -> list[Choice]:
    out = []
    for r, level in zip(RESOURCES, levels):
        for delta in (-2, -1, 1, 2):
            if 1 <= level + delta <= 5:
                out.append(Choice("use_price_bonus", {"card": card, "resource": r, "delta": delta}, confirm=True))
    return out


# ---- matching ------------------------------------------------------------------------------------
def _outcome(fn, game: Game, seat: int, action: dict):
    try:
        return ("ok", fn(game, seat, action))
    except RuleError as e:
        return ("refused", e.kind, e.code, e.params)


def _same_outcome(game: Game, seat: int, action: dict) -> None:
    got = _outcome(lambda g, s, a: g._match(s, a), game, seat, action)
    want = _outcome(_reference_match, game, seat, action)
    assert got == want, (seat, action)
    if got[0] == "ok":      # the very same choice object, not only an equal one
        assert got[1] is want[1]


_ODD_VALUES = [None, True, False, 0, 1, -1, 1.0, "1", "", "c0", "w1", "europe", "cash", "uranium", 10**30,
               [], {}, ("x",)]


def _forgeries(action: dict, rng: random.Random) -> list[dict]:
    """Variants of a legal action: other kinds, keys added or dropped, values of other types,
    amounts missing, out of range, bool, str or float."""
    out = [dict(action, kind=k) for k in rng.sample(sorted(rules.HANDLERS) + ["teleport"], 4)]
    out.append(dict(action, extra=1))
    for k in action:
        if k != "kind":
            out.append({x: v for x, v in action.items() if x != k})
            out.append(dict(action, **{k: rng.choice(_ODD_VALUES)}))
            if isinstance(action[k], bool):
                out.append(dict(action, **{k: int(action[k])}))
    for amount in (None, True, 0, -5, 1, 2.0, "3", 10**9, rng.randint(-10, 60_000)):
        out.append(dict(action, amount=amount))
    return out


def _positions(seed: int, steps: int):
    """Every seat's view at each step of a game mixing bots, random players and humans."""
    return mixed_positions(seed, steps, random_share=0.5, bots_one_in_three=True)


@pytest.mark.parametrize("seed", [1, 2, 3, 4, 5, 6])
def test_match_agrees_with_the_full_choice_list_on_real_and_forged_actions(seed):
    checked = refused = 0
    for game, rng in _positions(seed, 700):
        for seat in [0] + game.seats():
            for c in game.choices(seat):
                amounts = [None] if c.amount is None else [c.amount[0], c.amount[1], c.amount[1] + 1, c.amount[0] - 1]
                for amount in amounts:
                    action = c.action(amount)
                    _same_outcome(game, seat, action)
                    checked += 1
                if rng.random() < 0.25:
                    for forged in _forgeries(c.action(), rng):
                        _same_outcome(game, seat, forged)
                        refused += 1
        # actions of the current seat offered to the others (not your turn)
        current = game.state.current
        for c in game.choices(current)[:3]:
            for seat in game.seats():
                _same_outcome(game, seat, c.action())
    assert checked > 1_000 and refused > 1_000


_ACTION = st.fixed_dictionaries(
    {"kind": st.sampled_from(sorted(rules.HANDLERS) + ["teleport", ""])},
    optional={k: st.one_of(st.none(), st.booleans(), st.integers(-100, 70_000), st.text(max_size=4),
                           st.sampled_from(["c0", "c12", "w1", "w54", "europe", "cash", "dice", "uranium", "ship"]))
              for k in ("to", "mine", "resource", "continent", "vehicle", "pick", "target", "bidder", "card",
                        "delta", "yes", "amount")})


@pytest.fixture(scope="module")
def sample_games():
    games = []
    for seed in (11, 12, 13):
        for i, (game, _) in enumerate(_positions(seed, 600)):
            if i % 15 == 0:
                games.append(copy.deepcopy(game))
    return games


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.data(), action=_ACTION)
def test_match_agrees_on_drawn_actions(sample_games, data, action):
    game = data.draw(st.sampled_from(sample_games))
    seat = data.draw(st.integers(0, len(game.state.players)))
    # a drawn action often copies a legal one's kind and params, to reach the amount checks
    legal = game.choices(seat)
    if legal and data.draw(st.booleans()):
        c = data.draw(st.sampled_from(legal))
        action = {**c.action(), **{k: v for k, v in action.items() if k in ("amount", "extra")}}
    _same_outcome(game, seat, action)


def test_apply_refuses_forgeries_with_the_reference_error_and_changes_nothing():
    refused = 0
    for game, rng in _positions(21, 300):
        seat = acting_seats(game)[0]
        action = random_action(game, seat, rng)
        h, log = game.state_hash(), len(game.log)
        for forged in _forgeries(action, rng):
            want = _outcome(_reference_match, game, seat, forged)
            if want[0] == "ok":
                continue
            with pytest.raises(RuleError) as err:
                game.apply(seat, forged)
            assert (err.value.kind, err.value.code, err.value.params) == want[1:]
            assert len(game.log) == log
            refused += 1
        assert game.state_hash() == h
    assert refused > 1_000


# ---- Choice ------------------------------------------------------------------------------------
def test_choice_is_the_plain_frozen_dataclass():
    names = [f.name for f in dataclasses.fields(Choice)]
    assert names == [f.name for f in dataclasses.fields(_ReferenceChoice)]
    samples = [(("roll",), {}), (("move", {"to": "c3"}), {"shows": {"cards": 1}, "number": 2, "target": "c3", "toll": 50}),
               (("sell_mine", {"mine": "w2"}), {"amount": (1, 7), "confirm": True}),
               (("bet",), {"cost": 200, "auto": True})]
    for args, kwargs in samples:
        a, b = Choice(*args, **kwargs), _ReferenceChoice(*args, **kwargs)
        assert dataclasses.asdict(a) == dataclasses.asdict(b)
        assert repr(a) == repr(b).replace("_ReferenceChoice", "Choice")
        assert a == Choice(*args, **kwargs)
        with pytest.raises(dataclasses.FrozenInstanceError):
            a.kind = "y"
        assert dataclasses.replace(a, kind="z").kind == "z"
    assert Choice("roll").params == {} and Choice("roll").params is not Choice("roll").params


# ---- tables and memoized builders ----------------------------------------------------------------
def test_price_bonus_choices_per_resource_equal_the_full_list():
    rng = random.Random(4)
    cards = [c for c, card in CARD_BY_ID.items() if card.kind == "bonus_price"]
    for _ in range(3_000):
        card = rng.choice(cards)
        levels = tuple(rng.randint(1, 5) for _ in RESOURCES)
        got = [c for r, level in zip(RESOURCES, levels) for c in bonus_cards._price_bonus_choices(card, r, level)]
        assert got == _reference_price_bonus(card, levels)


def test_space_names_equal_the_boards():
    from billionaire.tables import BUILDINGS
    for board in (CITY, WORLD):
        for s in board.spaces:
            name = rules.space_name(s.id)
            if s.kind == "building":
                assert name == BUILDINGS[s.building].name
            elif s.kind in ("mine", "plain") and s.name:
                assert name == s.name
    with pytest.raises(KeyError):
        rules.space_name("nowhere")


# ---- the mine plan ---------------------------------------------------------------------------------
def _reference_mine_plan(needs: tuple, licences: frozenset, rights: frozenset):
    """Every continent set the needs allow, in mask order (the search before the pruning)."""
    mines = bot_needs.MINES
    if not needs:
        return (), ()
    best = None
    for mask in bot_needs._continent_masks(needs):
        conts = [c for i, c in enumerate(CONTINENTS) if mask >> i & 1]
        cset = set(conts)
        chosen: list[str] = []
        ok = True
        for need in needs:
            if need[0] == "continent":
                if need[1] not in cset:
                    ok = False
                    break
                chosen += [m for m in bot_needs.MINES_BY_CONT[need[1]] if m not in chosen]
            elif need[0] == "resource":
                r, n = need[1], need[2]
                cands = [m for m in bot_needs.MINES_BY_RES[r] if MINE_CONTINENT[m] in cset]
                if len(cands) < n:
                    ok = False
                    break
                cands.sort(key=lambda m: (m not in rights, m not in chosen, mines.index(m)))
                chosen += [m for m in cands[:n] if m not in chosen]
            elif need[0] == "each_resource":
                for r in RESOURCES:
                    if any(MINE_RESOURCE[m] == r for m in chosen):
                        continue
                    cands = [m for m in bot_needs.MINES_BY_RES[r] if MINE_CONTINENT[m] in cset]
                    if not cands:
                        ok = False
                        break
                    cands.sort(key=lambda m: (m not in rights, mines.index(m)))
                    chosen.append(cands[0])
                if not ok:
                    break
        if not ok:
            continue
        if {MINE_CONTINENT[m] for m in chosen} != cset:
            continue
        cost = sum(LICENCE_COST[c] for c in cset if c not in licences)
        cost += sum(RIGHTS_COST[MINE_RESOURCE[m]] for m in chosen if m not in rights)
        key = (cost, len(cset), mask)
        if best is None or key < best[0]:
            best = (key, tuple(conts), tuple(chosen))
    return (best[1], best[2]) if best else ((), ())


def _mine_needs_of(objective) -> tuple:
    return tuple(n for n in objective.needs if n[0] in ("continent", "resource", "each_resource"))


_NEED = st.one_of(st.tuples(st.just("continent"), st.sampled_from(CONTINENTS)),
                  st.tuples(st.just("resource"), st.sampled_from(RESOURCES), st.integers(1, 7)),
                  st.just(("each_resource",)))


@settings(max_examples=600, deadline=None)
@given(needs=st.one_of(st.sampled_from([_mine_needs_of(o) for o in OBJECTIVES]),
                       st.lists(_NEED, min_size=1, max_size=3).map(tuple)),
       licences=st.frozensets(st.sampled_from(CONTINENTS)),
       rights=st.frozensets(st.sampled_from(bot_needs.MINES), max_size=12))
def test_pruned_mine_plan_equals_the_full_search(needs, licences, rights):
    assert bot_needs.mine_plan.__wrapped__(needs, licences, rights) == _reference_mine_plan(needs, licences, rights)


def test_mine_plan_along_real_games_equals_the_full_search():
    seen = set()
    for seed in (31, 32, 33, 34, 35, 36):
        for game, _ in _positions(seed, 700):
            for p in game.state.players:
                needs = _mine_needs_of(next(o for o in OBJECTIVES if o.id == p.objective))
                seen.add((needs, frozenset(p.licences), frozenset(p.rights)))
    seen |= {(_mine_needs_of(o), frozenset(), frozenset()) for o in OBJECTIVES}
    for args in seen:
        assert bot_needs.mine_plan.__wrapped__(*args) == _reference_mine_plan(*args), args
    assert len(seen) > 30
