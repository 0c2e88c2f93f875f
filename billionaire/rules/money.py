"""Money movements (with ledger and card-effect bookkeeping), net worth and objective facts."""
from __future__ import annotations

from ..layouts import BOARDS, WORLD
from .objectives import OBJECTIVE_BY_ID, Facts, is_done, kg_worth, progress
from ..state import Player, State
from ..tables import BUILDINGS, LICENCE_COST, RIGHTS_COST, WORLD_AIRPORT_PRICE

CITY = BOARDS["city"]
MINE_RESOURCE = {s.id: s.resource for s in WORLD.spaces if s.kind == "mine"}
MINE_CONTINENT = {s.id: s.continent for s in WORLD.spaces if s.kind == "mine"}
MINES_IN_CONTINENT: dict[str, int] = {}
for _c in MINE_CONTINENT.values():
    MINES_IN_CONTINENT[_c] = MINES_IN_CONTINENT.get(_c, 0) + 1
BUILDING_OF_SPACE = {s.id: s.building for s in CITY.spaces if s.kind == "building"}


# Every money movement has one category from this closed set (docs/engine.md): summed by category
# over a game, a player's ledger gives their cash change exactly. A purchase from a player is
# `*_purchase` for the buyer and `*_sale` for the seller.
CATEGORIES = (
    "coins", "stop_fee", "toll", "flight", "extraction", "shipping",
    "building_purchase", "building_sale", "airport_purchase", "rights_purchase", "licence_purchase",
    "casino_bet", "casino_win", "treasure", "exchange_sale", "mine_sale", "income_tax",
    "card_mining_tax", "card_birthday", "card_party", "card_refund", "card_fine", "card_interest",
    "card_debt_interest", "preempt_purchase", "preempt_sale", "lawsuit_purchase", "lawsuit_sale",
)
# Ledger lines without money: a loss of kg (pirates, an accident) is a player's entry too.
NOTES = ("vehicles_hit",)
_KNOWN = frozenset(CATEGORIES) | frozenset(NOTES)


def _ledger_add(player: Player, entry: tuple) -> None:
    """The whole game's entries are kept (a few hundred small tuples): summed by category they
    give the player's cash change, which the teacher's debrief reads."""
    player.ledger.append(entry)


def change_cash(state: State, seat: int, delta: int, category: str, **params) -> None:
    """Every cash change goes through here so the ledger and card effects stay complete. A ledger
    entry is (delta, category, params): data, put into words by `billionaire.texts`."""
    if delta == 0:
        return
    assert category in _KNOWN, category
    player = state.player(seat)
    player.cash += delta
    _ledger_add(player, (delta, category, params))
    if state.card_effects is not None:
        state.card_effects.setdefault(seat, []).append(delta)


def ledger_note(state: State, seat: int, category: str, **params) -> None:
    """A ledger line without money: a loss of kg (pirates, an accident) belongs in the player's
    entries and exits too, so that it does not go by unseen."""
    assert category in _KNOWN, category
    _ledger_add(state.player(seat), (0, category, params))


def transfer(state: State, payer: int, payee: int | None, amount: int, category: str,
             payee_category: str | None = None, **params) -> None:
    """Move money from payer to payee (None: the bank). Mandatory: cash may go negative.
    `payee_category` is the payee's when it differs (a purchase is a sale for the seller); each
    side's params name the other side (`to` / `from`)."""
    change_cash(state, payer, -amount, category, **({"to": payee} if payee is not None else {}), **params)
    if payee is not None:
        change_cash(state, payee, amount, category if payee_category is None else payee_category,
                    **{"from": payer}, **params)


def owned_buildings(state: State, seat: int) -> list[str]:
    """Building ids (not space ids) owned by seat."""
    return [BUILDING_OF_SPACE[sid] for sid, p in state.buildings.items() if p.owner == seat]


def owned_airports(state: State, seat: int) -> list[str]:
    return [sid for sid, p in state.airports.items() if p.owner == seat]


def all_kg(state: State, player: Player) -> dict[str, int]:
    """Resources wherever they are: in mines, in transit, in depots, carried."""
    out: dict[str, int] = {}

    def add(res: str, kg: int) -> None:
        out[res] = out.get(res, 0) + kg

    for mine, kg in player.rights.items():
        add(MINE_RESOURCE[mine], kg)
    for v in state.vehicles:
        if v.owner == player.seat:
            for r, kg in v.cargo.items():
                add(r, kg)
    for depot in player.depots.values():
        for r, kg in depot.items():
            add(r, kg)
    for r, kg in player.carried.items():
        add(r, kg)
    return out


def net_worth_parts(state: State, seat: int) -> dict[str, int]:
    player = state.player(seat)
    return {
        "cash": player.cash,
        "buildings": sum(BUILDINGS[b].price for b in owned_buildings(state, seat)),
        "airports": WORLD_AIRPORT_PRICE * len(owned_airports(state, seat)),
        "licences": sum(LICENCE_COST[c] for c in player.licences),
        "rights": sum(RIGHTS_COST[MINE_RESOURCE[m]] for m in player.rights),
        "resources": kg_worth(all_kg(state, player)),
    }


def net_worth(state: State, seat: int) -> int:
    return sum(net_worth_parts(state, seat).values())


def facts(state: State, seat: int) -> Facts:
    parts = net_worth_parts(state, seat)
    player = state.player(seat)
    return Facts(
        rights=list(player.rights), buildings=owned_buildings(state, seat),
        airports=len(owned_airports(state, seat)),
        objective_worth=parts["cash"] + parts["buildings"] + parts["resources"],
        mine_continent=MINE_CONTINENT, mine_resource=MINE_RESOURCE,
        mines_in_continent=MINES_IN_CONTINENT,
    )


def objective_done(state: State, seat: int) -> bool:
    return is_done(OBJECTIVE_BY_ID[state.player(seat).objective], facts(state, seat))


def objective_progress(state: State, seat: int) -> list[tuple[str, bool]]:
    return progress(OBJECTIVE_BY_ID[state.player(seat).objective], facts(state, seat))


def ranking(state: State) -> list[int]:
    """Winner first, then by net worth (ties: lower seat first)."""
    order = sorted((p.seat for p in state.players), key=lambda s: (-net_worth(state, s), s))
    if state.winner is not None:
        order.remove(state.winner)
        order.insert(0, state.winner)
    return order
