"""Moving on the city track and the world graph: the roll (two dice in the city, one in the
world), every destination it allows with its cheapest path and toll, and the move along it.
Where a path may go is board geometry (`paths`); what a step costs is the buildings' toll."""
from __future__ import annotations

from functools import lru_cache
from operator import itemgetter

from ..choice import Choice
from ..events import say
from ..state import State
from ..tables import BUILDINGS
from . import flights, mines
from .buildings import toll_of
from .money import BUILDING_OF_SPACE, transfer
from .paths import city_paths, world_paths
from .spaces import CITY, SPACE_INDEX, WORLD
from .turn import after_movement


_ROLL = {"city": Choice("roll", auto=True, shows={"dice": 2}),
         "world": Choice("roll", auto=True, shows={"dice": 1})}     # in the world, one die


def move_choices(state: State, seat: int) -> list[Choice]:
    player = state.player(seat)
    out = [_ROLL[player.board]]
    if not state.turn.extra_move:
        out += flights.flight_choices(state, seat)
        out += mines.stay_choices(state, seat)
    return out


def path_choices(state: State, seat: int) -> tuple[Choice, ...]:
    return _move_choices_for(tuple(map(_SHOWN_OF_DESTINATION, state.turn.destinations)))


_SHOWN_OF_DESTINATION = itemgetter("number", "target", "toll", "cards")


@lru_cache(maxsize=256)
def _move_choices_for(shown: tuple[tuple[int, str, int, int], ...]) -> tuple[Choice, ...]:
    """The `move` choices of a roll, from what they show of each destination. A roll's list
    comes back when a pawn rolls again from the same space with the same dice (about 2,600
    lists in 200 games); 256 of them (about 0.3 MB) keep the lists of the spaces rolled from
    most."""
    return tuple(_move_choice(*d) for d in shown)


@lru_cache(maxsize=512)    # about 3,500 in 200 games; 512 choices take about 0.3 MB
def _move_choice(number: int, target: str, toll: int, cards: int) -> Choice:
    return Choice("move", {"to": target}, number=number, target=target, toll=toll, shows={"cards": cards})


def compute_destinations(state: State, seat: int) -> list[dict]:
    player = state.player(seat)
    board, pos, dice = player.board, player.pos, tuple(state.turn.dice)
    buildings = state.buildings
    # Tolls depend only on which buildings along the routes belong to another player.
    others = tuple([sid for sid in _toll_spaces(board, pos, dice)
                    if (owner := buildings[sid].owner) is not None and owner != seat])
    return [{"number": number, "target": target, "toll": toll, "path": path, "cards": cards}
            for number, target, toll, path, cards in _best_destinations(board, pos, dice, others)]


@lru_cache(maxsize=1024)
def _best_destinations(board: str, pos: str, dice: tuple[int, ...],
                       others: tuple[str, ...]) -> tuple[tuple, ...]:
    """(number, target, toll, path, chance spaces): the cheapest, then shortest path to each
    target, numbered by path length and board order. `others`: the buildings on the routes
    that belong to another player. A roll from a space comes back with the same few
    ownerships all game long. 1,024 entries (about 1 MB): twice as many make the simulator
    about 5 % faster but keep a server's memory growing for hours before it levels off."""
    owned = set(others)
    best: dict[str, tuple] = {}
    for target, path, passed, cards in _routes(board, pos, dice):
        toll = 0
        for sid, fee in passed:
            if sid in owned:
                toll += fee
        key = (toll, len(path), path, cards)
        got = best.get(target)
        if got is None or key < got:
            best[target] = key
    ordered = sorted(best.items(), key=lambda kv: (kv[1][1], SPACE_INDEX[kv[0]]))
    return tuple((i, target, toll, path, cards)
                 for i, (target, (toll, _, path, cards)) in enumerate(ordered, start=1))


@lru_cache(maxsize=8192)
def _toll_spaces(board: str, pos: str, dice: tuple[int, ...]) -> tuple[str, ...]:
    """The buildings passed on the roll's routes, once each: only their owners change its tolls."""
    return tuple(dict.fromkeys(sid for _, _, passed, _ in _routes(board, pos, dice) for sid, _ in passed))


def warm_routes() -> None:
    """Fill the route table for every space and roll (a few hundredths of a second)."""
    for space in CITY.spaces:
        for a in range(1, 7):
            for b in range(1, 7):
                _toll_spaces("city", space.id, (a, b))
    for space in WORLD.spaces:
        for a in range(1, 7):
            _toll_spaces("world", space.id, (a,))


@lru_cache(maxsize=8192)
def _routes(board: str, pos: str, dice: tuple[int, ...]) -> tuple[tuple[str, tuple[str, ...], tuple, int], ...]:
    """Every path a roll allows from `pos`: (destination, path, (building space, toll) passed
    before the destination once each, chance spaces on it). Board data only, so built once."""
    if board == "city":
        parity = "even" if sum(dice) % 2 == 0 else "odd"
        paths = [p for steps in sorted({dice[0], dice[1], dice[0] + dice[1]})
                 for p in city_paths(CITY, pos, steps, parity)]
    else:
        paths = world_paths(WORLD, pos, dice[0])
    spaces = CITY if board == "city" else WORLD
    out = []
    for path in paths:
        passed = {}
        for sid in path[:-1]:
            if sid in BUILDING_OF_SPACE and sid not in passed:
                spec = BUILDINGS[BUILDING_OF_SPACE[sid]]
                passed[sid] = spec.stop_fee if spec.kind == "restaurant" else spec.stop_fee // 2
        cards = sum(1 for sid in path if spaces.space(sid).kind == "chance")
        out.append((path[-1], path, tuple(passed.items()), cards))
    return tuple(out)


def _roll(state: State, seat: int, act: dict) -> None:
    player = state.player(seat)
    if player.board == "city":
        state.turn.dice = (state.rng.randint(1, 6), state.rng.randint(1, 6))
        say(state, "rolled", seat=seat, dice=list(state.turn.dice))
    else:
        state.turn.dice = (state.rng.randint(1, 6),)
        say(state, "rolled", seat=seat, dice=list(state.turn.dice))
    state.turn.destinations = compute_destinations(state, seat)
    state.phase = "path"


def _move(state: State, seat: int, act: dict) -> None:
    player = state.player(seat)
    dest = next(d for d in state.turn.destinations if d["target"] == act["to"])
    if player.board == "city":
        for owner, amount, sid in toll_of(state, seat, dest["path"]):
            transfer(state, seat, owner, amount, "toll", space=sid)
            say(state, "toll_paid", seat=seat, owner=owner, amount=amount, space=sid)
    player.pos = act["to"]
    say(state, "moved", seat=seat, to=player.pos)
    after_movement(state, ["card"] * dest["cards"] + ["land"])


HANDLERS = {"roll": _roll, "move": _move}
