"""A game's history, rebuilt from its action log: what charts, a debrief and a teacher's workbook
read. The log is the game: nothing here is kept while playing, so nothing can drift from it.

`history(setup, log)` replays the log once and records

- `points`: the game's start, the end of every round and the game's end (or the last action of a
  game in play): each player's cash, debt, net worth and its parts, kg by where they are,
  properties held, and how many ledger entries they had (to slice the ledger by round); each
  resource's price level;
- `price_moves`: every change of a price level, with its cause (the end-of-round walk, a chance
  card, a bonus card) and who drew or played the card;
- `flows(seat)`: income and spending per money category (`rules.money.CATEGORIES`);
- `stand_ins`: when a bot played a human's seat (`billionaire.away.Spell`: the log's actions and
  the seat's ledger entries of each stand-in), so that what it played is not the student's.

Data only: words come from `billionaire.texts`, as for the chronicle. Standard library only.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from .away import Spell, note_spell
from .cards import CARD_BY_ID
from .engine import Game, SeatSpec
from .rules.money import MINE_RESOURCE, net_worth_parts, owned_airports, owned_buildings
from .state import State
from .tables import RESOURCES

WHERE = ("mines", "travelling", "depots", "carried")   # where a player's kg are
CAUSES = ("round", "card", "bonus")                     # what moves a price


@dataclass(frozen=True)
class PlayerPoint:
    """One player at one point of the game."""
    seat: int
    cash: int
    debt: int                   # what the cash is below zero (0 when it is not)
    net_worth: int
    parts: dict[str, int]       # the net worth's parts: `rules.money.net_worth_parts`
    kg: dict[str, dict[str, int]]   # where (`WHERE`) -> resource -> kg
    buildings: tuple[str, ...]  # building ids (`tables.BUILDINGS`)
    airports: tuple[str, ...]   # space ids
    mines: tuple[str, ...]      # mines whose rights the player holds
    licences: tuple[str, ...]
    entries: int                # ledger entries so far: `ledger[a.entries:b.entries]` is a slice


@dataclass(frozen=True)
class Point:
    """The game at the end of round `round` (0: the start), after `action` actions of the log."""
    round: int
    action: int
    players: tuple[PlayerPoint, ...]
    prices: dict[str, int]      # resource -> price level, 1..5
    final: bool = False         # the game's end, or the last action of a game still in play

    def player(self, seat: int) -> PlayerPoint:
        return self.players[seat - 1]


@dataclass(frozen=True)
class PriceMove:
    """A resource's price level moved from `old` to `new` during round `round` (a round-end walk
    counts in the round that ends), by the log's action number `action` (0-based)."""
    round: int
    action: int
    resource: str
    old: int
    new: int
    cause: str                  # `CAUSES`
    seat: int | None            # who drew the card or played the bonus card (None: the round's walk)
    card: str | None            # the chance card's id


@dataclass(frozen=True)
class History:
    setup: dict
    points: tuple[Point, ...]
    price_moves: tuple[PriceMove, ...]
    ledgers: dict[int, tuple[tuple[int, str, dict], ...]]   # seat -> (amount, category, params)
    winner: int | None
    end_reason: str | None
    stand_ins: dict[int, tuple[Spell, ...]] = field(default_factory=dict)   # seat -> a bot's spells

    def seats(self) -> list[int]:
        return [p.seat for p in self.points[0].players]

    def net_worth(self, seat: int) -> list[int]:
        """The seat's net worth at every point (the charts' line)."""
        return [pt.player(seat).net_worth for pt in self.points]

    def prices(self, resource: str) -> list[int]:
        return [pt.prices[resource] for pt in self.points]

    def flows(self, seat: int, first: int = 0, last: int | None = None) -> dict[str, tuple[int, int]]:
        """Category -> (income, spending), both >= 0, over the ledger entries between two points
        (indexes into `points`; by default the whole game)."""
        entries = self.ledgers[seat]
        lo = self.points[first].player(seat).entries
        hi = self.points[-1 if last is None else last].player(seat).entries
        out: dict[str, tuple[int, int]] = {}
        for amount, category, _params in entries[lo:hi]:
            income, spending = out.get(category, (0, 0))
            out[category] = (income + max(amount, 0), spending + max(-amount, 0))
        return out


def _player_point(state: State, seat: int) -> PlayerPoint:
    player = state.player(seat)
    kg: dict[str, dict[str, int]] = {w: {} for w in WHERE}

    def add(where: str, res: str, amount: int) -> None:
        if amount:
            kg[where][res] = kg[where].get(res, 0) + amount

    for mine, amount in player.rights.items():
        add("mines", MINE_RESOURCE[mine], amount)
    for v in state.vehicles:
        if v.owner == seat:
            for res, amount in v.cargo.items():
                add("travelling", res, amount)
    for depot in player.depots.values():
        for res, amount in depot.items():
            add("depots", res, amount)
    for res, amount in player.carried.items():
        add("carried", res, amount)
    parts = net_worth_parts(state, seat)
    return PlayerPoint(seat=seat, cash=player.cash, debt=max(0, -player.cash),
                       net_worth=sum(parts.values()), parts=parts, kg=kg,
                       buildings=tuple(owned_buildings(state, seat)),
                       airports=tuple(owned_airports(state, seat)),
                       mines=tuple(player.rights), licences=tuple(player.licences),
                       entries=len(player.ledger))


def _point(state: State, round_: int, action: int, final: bool = False) -> Point:
    return Point(round=round_, action=action, final=final,
                 players=tuple(_player_point(state, p.seat) for p in state.players),
                 prices=dict(state.prices))


def _cause(events: list[dict], seat: int, resource: str) -> tuple[str, int | None, str | None]:
    """What moved `resource`'s price during one action, from the events it added: the price card
    played, else the chance card for that resource drawn on the way (a move may draw several
    cards), else the end of the round's walk."""
    for e in events:
        if e["k"] == "price_bonus_used" and e["effect"].get("res") == resource:
            return "bonus", seat, None
    for e in events:
        if e["k"] == "card_drawn":
            card = CARD_BY_ID[e["card"]]
            if card.kind == "price" and card.resource == resource:
                return "card", e["seat"], e["card"]
    return "round", None, None


def history(setup: dict, log: list[dict]) -> History:
    """Replay `log` from `setup` (a game's `setup` and `log`) and record its history."""
    seats = [SeatSpec(s["name"], s["bot"], s["level"]) for s in setup["seats"]]
    game = Game.new(setup["seed"], seats, setup["starting_cash"])
    state = game.state
    points = [_point(state, 0, 0)]
    moves: list[PriceMove] = []
    spells: dict[int, list[Spell]] = {}
    for i, entry in enumerate(log):
        before_round, before_prices, seen = state.round, dict(state.prices), len(state.chronicle)
        game.apply(entry["seat"], entry["action"])
        note_spell(spells, i, entry["action"], state)
        if state.prices != before_prices:
            events = state.chronicle[seen:]
            ended = next((e["round"] for e in events if e["k"] == "round_ended"), None)
            for res in RESOURCES:
                if state.prices[res] != before_prices[res]:
                    cause, seat, card = _cause(events, entry["seat"], res)
                    round_ = ended if cause == "round" and ended is not None else before_round
                    moves.append(PriceMove(round_, i, res, before_prices[res], state.prices[res],
                                           cause, seat, card))
        if state.round != before_round:
            points.append(_point(state, before_round, i + 1))
    if points[-1].action == len(log) and len(points) > 1:
        points[-1] = _point(state, points[-1].round, len(log), final=True)   # the log ends a round
    else:
        points.append(_point(state, state.round, len(log), final=True))
    return History(setup=setup, points=tuple(points), price_moves=tuple(moves),
                   ledgers={p.seat: tuple(p.ledger) for p in state.players},
                   winner=state.winner, end_reason=state.end_reason,
                   stand_ins={seat: tuple(found) for seat, found in spells.items()})
