"""Shared helpers for the rules tests (no tests here).

Build a game with `game()`, arrange `g.state` directly, script the dice with `script()`, then
drive everything through `act()` (= `Game.apply`) and assert what a player would notice.
"""
from __future__ import annotations

import random

from billionaire.engine import Game, RuleError, SeatSpec
from billionaire.layouts import CITY, WORLD
from billionaire.state import Turn

__all__ = ["game", "act", "refresh", "put", "turn_of", "script", "kinds", "choice", "city", "world",
           "building_space", "ScriptedRng", "RuleError", "CITY", "WORLD", "card_index", "hold", "bot_positions", "mixed_positions"]


class ScriptedRng(random.Random):
    """A Random whose randint / randrange(n) / random() return scripted values first."""

    def __init__(self, seed: int = 0, ints=(), ranges=(), floats=()):
        super().__init__(seed)
        self.ints, self.ranges, self.floats = list(ints), list(ranges), list(floats)

    def randint(self, a, b):
        if self.ints:
            v = self.ints.pop(0)
            assert a <= v <= b, (a, b, v)
            return v
        return random.Random.randrange(self, a, b + 1)

    def randrange(self, start, stop=None, step=1):
        if stop is None and self.ranges:
            return self.ranges.pop(0)
        return random.Random.randrange(self, start, stop, step)

    def random(self):
        if self.floats:
            return self.floats.pop(0)
        return super().random()


def game(n: int = 2, seed: int = 1, bots: tuple[int, ...] = (), cash: int = 10_000) -> Game:
    return Game.new(seed, [SeatSpec(f"P{i + 1}", bot=(i + 1) in bots) for i in range(n)], starting_cash=cash)


def refresh(g: Game) -> None:
    """Forget cached choices after arranging the state by hand."""
    g._cache_counter = -1
    g._cache = {}


def script(g: Game, *ints: int, cards=(), floats=()) -> ScriptedRng:
    rng = ScriptedRng(0, ints, [card_index(c) if isinstance(c, str) else c for c in cards], floats)
    g.state.rng = rng
    return rng


def card_index(card_id: str) -> int:
    from billionaire.cards import DECK
    return next(i for i, c in enumerate(DECK) if c.id == card_id)


def put(g: Game, seat: int, pos: str) -> None:
    p = g.state.player(seat)
    p.pos = pos
    p.board = "city" if pos.startswith("c") else "world"
    refresh(g)


def turn_of(g: Game, seat: int, phase: str = "move", **turn) -> None:
    """Make it `seat`'s turn in `phase` with a fresh Turn."""
    g.state.current = seat
    g.state.turn = Turn(**turn)
    g.state.phase = phase
    refresh(g)


def hold(g: Game, seat: int, *spaces: str) -> None:
    """Give `seat` the buildings / world airports at these spaces (bought from the bank)."""
    from billionaire.rules.money import BUILDING_OF_SPACE
    from billionaire.tables import BUILDINGS, WORLD_AIRPORT_PRICE
    for sid in spaces:
        if sid in g.state.buildings:
            prop = g.state.buildings[sid]
            prop.owner, prop.sales, prop.last_price = seat, 1, BUILDINGS[BUILDING_OF_SPACE[sid]].price
        else:
            prop = g.state.airports[sid]
            prop.owner, prop.sales, prop.last_price = seat, 1, WORLD_AIRPORT_PRICE
    refresh(g)


def act(g: Game, seat: int, kind: str, **params) -> None:
    g.apply(seat, {"kind": kind, **params})


def kinds(g: Game, seat: int) -> set[str]:
    return {c.kind for c in g.choices(seat)}


def choice(g: Game, seat: int, kind: str, **params):
    found = [c for c in g.choices(seat) if c.kind == kind and all(c.params.get(k) == v for k, v in params.items())]
    assert found, (kind, params, [c.action() for c in g.choices(seat)])
    return found[0]


def city(token: str) -> str:
    """City space id by building id or space name ('Porto', 'Borsa', 'Municipio', 'Tesoro')."""
    for s in CITY.spaces:
        if s.building == token or s.name == token:
            return s.id
    raise KeyError(token)


building_space = city


def world(name_part: str) -> str:
    hits = [s.id for s in WORLD.spaces if name_part.lower() in s.name.lower()]
    assert len(hits) == 1, (name_part, hits)
    return hits[0]


# ---- places derived from the layout (so the tests survive layout edits) ------------------------
def mines(resource: str | None = None, continent: str | None = None) -> list[str]:
    return [s.id for s in WORLD.spaces if s.kind == "mine" and (resource is None or s.resource == resource)
            and (continent is None or s.continent == continent)]


NY = world("New York")
NEAR_NY = next(n for n in WORLD.neighbours(NY) if WORLD.space(n).kind == "mine")   # one step away
NEAR_NY_RES = WORLD.space(NEAR_NY).resource
NEAR_NY_CONT = WORLD.space(NEAR_NY).continent
WRAP = next(link for link in WORLD.links if link.wrap)
__all__ += ["mines", "NY", "NEAR_NY", "NEAR_NY_RES", "NEAR_NY_CONT", "WRAP"]


def bot_positions(seed: int, players: int, actions: int, scramble: int = 0, every: int = 1,
                  facile_every: int = 3):
    """(game, seat) at every `every`-th decision of a bot game, after `scramble` random moves.
    Seat i plays `facile` when i % facile_every == 0, `normale` otherwise. The speed tests
    compare their fast paths with the plain code along these positions."""
    from billionaire import bots
    from billionaire.randomplay import play_actions
    game = Game.new(seed, [SeatSpec(f"B{i}", bot=True, level="normale" if i % facile_every else "facile")
                           for i in range(players)])
    play_actions(game, scramble, random.Random(seed))
    for i in range(actions):
        if game.over:
            return
        seat = game.state.current
        if game.state.phase == "bids":
            seat = next(s for s in game.seats() if game.choices(s))
        if i % every == 0:
            yield game, seat
        game.apply(seat, bots.choose_action(game, seat))


def mixed_positions(seed: int, steps: int, random_share: float, bots_one_in_three: bool):
    """(game, rng) at every step of a game mixing `normale` and `facile` bots, random players and
    humans; `random_share` of the bots' moves are random too. Seat i is a bot when
    (i + seed) % 3 == 0 (`bots_one_in_three`), else when it is not. The caller may draw from
    `rng` between steps: the game goes on from the same generator."""
    from billionaire import bots
    from billionaire.randomplay import acting_seats, random_action
    rng = random.Random(seed)
    seats = [SeatSpec(f"P{i}", bot=((i + seed) % 3 == 0) == bots_one_in_three,
                      level="normale" if i % 2 else "facile") for i in range(2 + seed % 5)]
    game = Game.new(seed, seats, starting_cash=[10_000, 60_000, 3_000][seed % 3])
    for _ in range(steps):
        if game.over:
            return
        yield game, rng
        seat = acting_seats(game)[0]
        if rng.random() < random_share or not game.state.player(seat).bot:
            action = random_action(game, seat, rng)
        else:
            action = bots.choose_action(game, seat)
        game.apply(seat, action)


# ---- the engine's data in Italian words (the text layer), as the screens show them -------------
def it_words(g):
    from billionaire.texts import words
    return words("it", g.state.players)


def chronicle(g, start: int = 0) -> list[str]:
    """The chronicle's lines from event `start` on, in Italian."""
    w = it_words(g)
    return [w.event(e) for e in g.state.chronicle[start:]]


def ledger(g, seat: int) -> list[tuple[int, str]]:
    """A seat's ledger as (amount, Italian reason)."""
    w = it_words(g)
    return [(a, w.cash(c, p)) for a, c, p in g.state.player(seat).ledger]


def label(g, choice) -> str:
    """A choice's button in Italian, players named as on the phone ('G2 Bruno')."""
    return it_words(g).choice(choice)


def bot_game(seed: int, players: int, rounds: int = 40, cash: int | tuple[int, ...] = 10_000) -> Game:
    """A game of bots (levels drawn from the seed) played to its end or `rounds` rounds; `cash`:
    the starting cash, or a choice of them drawn from the seed."""
    from billionaire.bots import choose_action
    from billionaire.randomplay import acting_seats
    rng = random.Random(seed)
    levels = [rng.choice(["facile", "normale"]) for _ in range(players)]
    start = rng.choice(cash) if isinstance(cash, tuple) else cash
    g = Game.new(seed, [SeatSpec(f"B{i}", bot=True, level=levels[i]) for i in range(players)], start)
    while not g.over and g.state.round <= rounds:
        seat = acting_seats(g)[0]
        g.apply(seat, choose_action(g, seat))
    return g


def random_game(seed: int, steps: int = 400) -> Game:
    """A game of 2-5 random human players (`billionaire.randomplay`), `steps` actions at most."""
    from billionaire.randomplay import acting_seats, random_action
    rng = random.Random(seed)
    g = Game.new(seed, [SeatSpec(f"P{i}") for i in range(rng.randint(2, 5))], rng.choice([2000, 10_000]))
    for _ in range(steps):
        if g.over:
            break
        seat = rng.choice(acting_seats(g))
        g.apply(seat, random_action(g, seat, rng))
    return g
