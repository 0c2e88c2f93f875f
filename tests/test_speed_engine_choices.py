"""The engine speed pass must not change any choice, destination or label.

* `compute_destinations`, which memoizes the destinations of a roll per ownership of the toll
  buildings on its routes, equals the plain computation (every route, its tolls, best per
  target) while ownerships change back and forth;
* `move` choices memoized per list of destinations equal the ones built one by one;
* the anytime choices (`sell_mine`, `use_price_bonus`) memoized per rights and price levels,
  and the `ship` choices labelled from `shippable_kg`, equal the plain builders, on real
  positions of games mixing bots, random players and humans;
* `shippable_kg` is the kg `ship_load` loads, capped by the vehicle's capacity.

Each reference is the code before the pass; a deliberately broken variant shows that the
comparison catches a difference.
"""
from __future__ import annotations

import random

from billionaire import rules
from billionaire.rules import bonus_cards, mines, movement, offers, shipping, vote
from billionaire.cards import CARD_BY_ID
from billionaire.choice import Choice
from billionaire.rules.money import BUILDING_OF_SPACE, MINE_CONTINENT, MINE_RESOURCE
from billionaire.engine import Game, SeatSpec
from billionaire.layouts import CITY, WORLD
from billionaire.money import fmt
from billionaire.tables import BUILDINGS, EXTRACTION_COST, RESOURCES, VEHICLES
from rules_kit import mixed_positions


# ---- references: the code before the pass --------------------------------------------------------
def _reference_destinations(state, seat, break_tolls: bool = False) -> list[dict]:
    player = state.player(seat)
    city = player.board == "city"
    best: dict[str, tuple] = {}
    for target, path, passed, cards in movement._routes(player.board, player.pos, tuple(state.turn.dice)):
        toll = 0
        if city and passed:
            for sid, fee in passed:
                owner = state.buildings[sid].owner
                if owner is not None and (break_tolls or owner != seat):
                    toll += fee
        key = (toll, len(path), path, cards)
        if target not in best or key < best[target]:
            best[target] = key
    ordered = sorted(best.items(), key=lambda kv: (kv[1][1], rules.SPACE_INDEX[kv[0]]))
    return [{"number": i, "target": target, "toll": toll, "path": path, "cards": cards}
            for i, (target, (toll, _, path, cards)) in enumerate(ordered, start=1)]


def _reference_move_choices(destinations: list[dict]) -> list[Choice]:
    out = []
    for d in destinations:
        out.append(Choice("move", {"to": d["target"]}, number=d["number"], target=d["target"],
                          toll=d["toll"], shows={"cards": d["cards"]}))
    return out


def _reference_anytime(state, seat) -> list[Choice]:
    player = state.player(seat)
    out = [mines._sell_mine_choice.__wrapped__(mine, kg) for mine, kg in player.rights.items() if kg > 0]
    card = next((c for c in player.bonus if CARD_BY_ID[c].kind == "bonus_price"), None) if player.bonus else None
    if card:
        for r in RESOURCES:
            out += bonus_cards._price_bonus_choices.__wrapped__(card, r, state.prices[r])
    return out


def _reference_mine_choices(state, seat) -> list[Choice]:
    player = state.player(seat)
    out = []
    res = MINE_RESOURCE[player.pos]
    if player.cash >= EXTRACTION_COST[res]:
        out.append(mines._extract_choice.__wrapped__(res))
    if state.turn.mine_used == 1:
        for kind, spec in VEHICLES.items():
            load = rules.ship_load(state, seat, kind)
            if load and player.cash >= spec.cost:
                out.append(shipping.ship_choice.__wrapped__(kind, sum(load.values())))
    out.append(Choice("skip_mine", auto=not out))
    return out


def _reference_choices(state, seat) -> list[Choice]:
    """`rules.choices` with the memoized pieces replaced by the plain builders."""
    if state.phase == "over" or seat == 0:
        return rules.choices(state, seat)
    player = state.player(seat)
    out: list[Choice] = []
    phase = state.phase
    if phase == "bids":
        out += [c for c in rules.choices(state, seat) if c.kind != "vote"]
    elif seat == state.current:
        if phase == "path":
            out += _reference_move_choices(state.turn.destinations)
        elif phase == "mine":
            out += _reference_mine_choices(state, seat)
        else:
            out += offers.PHASE_CHOICES[phase](state, seat)
        if phase in rules.OWN_TURN_PHASES:
            out += _reference_anytime(state, seat)
    if not player.bot:
        out.append(vote.VOTE[bool(player.vote)])
    return out


def _positions(seed: int, steps: int):
    """Every position of a game mixing normale and facile bots, random players and humans."""
    for game, _ in mixed_positions(seed, steps, random_share=0.3, bots_one_in_three=False):
        yield game


def _all_positions():
    for seed in range(1, 9):
        yield from _positions(seed, 900)


# ---- choices -------------------------------------------------------------------------------------------
def test_choices_equal_the_plain_builders_on_real_positions():
    kinds = set()
    checked = 0
    for game in _all_positions():
        state = game.state
        for seat in [0] + game.seats():
            got = rules.choices(state, seat)
            want = _reference_choices(state, seat)
            assert type(got) is list and got == want, (state.phase, seat)
            kinds |= {c.kind for c in got}
            checked += 1
    assert checked > 20_000
    assert {"move", "sell_mine", "use_price_bonus", "ship", "extract", "skip_mine"} <= kinds


def test_the_comparison_catches_a_wrong_label():
    def broken(destinations):
        return [Choice(c.kind, c.params, number=c.number, target=c.target, toll=c.toll,
                       shows={"cards": c.shows["cards"] + 1}) for c in _reference_move_choices(destinations)]
    differs = 0
    for game in _positions(3, 900):
        if game.state.phase == "path":
            differs += movement.path_choices(game.state, game.state.current) != tuple(broken(game.state.turn.destinations))
    assert differs > 0


def test_move_choices_follow_their_destinations():
    """The memo is keyed on what the choices show, so an edited list gets its own choices."""
    game = Game.new(5, [SeatSpec("A"), SeatSpec("B")])
    state = game.state
    state.turn.dice = (3, 4)
    dests = rules.compute_destinations(state, 1)
    state.turn.destinations = dests
    assert list(movement.path_choices(state, 1)) == _reference_move_choices(dests)
    dests[0] = dict(dests[0], toll=dests[0]["toll"] + 150, cards=2)
    dests[-1] = dict(dests[-1], number=9)
    assert list(movement.path_choices(state, 1)) == _reference_move_choices(dests)


# ---- destinations -------------------------------------------------------------------------------------
def test_destinations_equal_the_plain_computation_as_ownerships_change():
    rng = random.Random(9)
    game = Game.new(9, [SeatSpec(f"P{i}") for i in range(4)])
    state = game.state
    player = state.player(2)
    sids = sorted(BUILDING_OF_SPACE)
    # a few ownerships that come back, and fresh ones
    patterns = [{sid: rng.choice([None, None, 1, 2, 3, 4]) for sid in sids} for _ in range(6)]
    differs = 0
    for trial in range(3_000):
        pattern = rng.choice(patterns) if trial % 4 else {sid: rng.choice([None, 1, 2, 3, 4]) for sid in sids}
        for sid, owner in pattern.items():
            state.buildings[sid].owner = owner
        board = CITY if trial % 5 else WORLD
        player.board = "city" if board is CITY else "world"
        player.pos = rng.choice(board.spaces[:12] if trial % 2 else board.spaces).id   # repeat some rolls
        state.turn.dice = (rng.randint(1, 6), rng.randint(1, 6)) if board is CITY else (rng.randint(1, 6),)
        got = rules.compute_destinations(state, 2)
        assert got == _reference_destinations(state, 2)
        assert got is not rules.compute_destinations(state, 2)          # a fresh list of fresh dicts
        assert got[0] is not rules.compute_destinations(state, 2)[0]
        differs += got != _reference_destinations(state, 2, break_tolls=True)
    assert differs > 100


def test_toll_spaces_are_the_buildings_passed():
    rolls = {CITY: [(a, b) for a in range(1, 7) for b in range(1, 7)], WORLD: [(a,) for a in range(1, 7)]}
    for board, dice_set in rolls.items():
        for space in board.spaces:
            for dice in dice_set:
                toll_spaces = movement._toll_spaces(board.name, space.id, dice)
                routes = movement._routes(board.name, space.id, dice)
                passed = {sid for _, path, _, _ in routes for sid in path[:-1] if sid in BUILDING_OF_SPACE}
                assert set(toll_spaces) == passed
                assert len(toll_spaces) == len(passed)


# ---- ships ---------------------------------------------------------------------------------------------
def test_shippable_kg_is_what_ship_load_loads():
    rng = random.Random(2)
    game = Game.new(2, [SeatSpec("A"), SeatSpec("B")])
    state = game.state
    player = state.player(1)
    mines = sorted(MINE_CONTINENT)
    player.board = "world"
    checked = wrong = 0
    for _ in range(4_000):
        player.pos = rng.choice(mines)
        player.rights = {m: rng.choice([0, 0, 1, 3, 5, 7, 12, 20, 40]) for m in rng.sample(mines, rng.randint(0, 9))}
        if rng.random() < 0.5:
            player.rights[player.pos] = rng.randint(0, 15)
        kg = rules.shippable_kg(player)
        for kind, spec in VEHICLES.items():
            load = rules.ship_load(state, 1, kind)
            assert bool(load) == bool(kg)
            if load:
                assert sum(load.values()) == min(spec.capacity, kg)
                checked += 1
        # broken variant: every mine, whatever its continent
        wrong += sum(k for k in player.rights.values() if k > 0) != kg
    assert checked > 2_000 and wrong > 500


def test_building_fees_are_what_tolls_charge():
    """The route table's fees are the ones `toll_of` charges when the pawn moves."""
    game = Game.new(4, [SeatSpec("A"), SeatSpec("B")])
    state = game.state
    for prop in state.buildings.values():
        prop.owner = 2
    for space in CITY.spaces:
        for dice in [(1, 2), (3, 3), (6, 5)]:
            for _, path, passed, _ in movement._routes("city", space.id, dice):
                want = [(2, fee, sid) for sid, fee in passed]
                assert rules.toll_of(state, 1, list(path)) == want
