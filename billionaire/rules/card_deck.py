"""What each chance card does. Returns True when the card waits for a decision.

The card panel's lines (`state.last_card["effects"]`) are data, `{"k": kind, ...}`, put into
words by the text layer (`effect:<kind>`), like the chronicle's events."""
from __future__ import annotations

from ..cards import CARD_BY_ID, DECK, Card
from .money import MINE_CONTINENT, MINE_RESOURCE, change_cash, ledger_note, transfer
from ..notices import notify
from ..state import State
from ..events import say
from ..tables import PRICE_LADDER, VEHICLES


def draw(state: State) -> bool:
    card = DECK[state.rng.randrange(len(DECK))]
    seat = state.current
    player = state.player(seat)
    state.card_effects = {}
    notes: list[dict] = []
    waits = False
    if card.bonus:
        player.bonus.append(card.id)
        notes.append({"k": "bonus_kept", "seat": seat})
    else:
        waits = _EFFECTS[card.kind](state, seat, card, notes)
    # One line per player with the card's net cash effect, e.g. "G1: -400 $".
    effects = [{"k": "cash", "seat": s, "amount": sum(v)}
               for s, v in sorted(state.card_effects.items()) if sum(v)] + notes
    for s, deltas in sorted(state.card_effects.items()):   # who lost money learns it on the phone
        if sum(deltas) < 0:
            notify(state, s, "card_cost", card=card.id, amount=sum(deltas))
    state.card_effects = None
    state.last_card = {"id": card.id if not card.bonus else "bonus", "drawer": seat,
                       "effects": effects or [{"k": "no_effect"}]}
    if card.bonus:
        say(state, "bonus_card_drawn", seat=seat)
    else:
        say(state, "card_drawn", seat=seat, card=card.id)
    return waits


def _price(state: State, seat: int, card: Card, notes: list[str]) -> bool:
    move_price(state, card.resource, card.amount, notes)
    return False


def move_price(state: State, resource: str, delta: int, notes: list[dict]) -> None:
    old = state.prices[resource]
    new = max(1, min(5, old + delta))
    state.prices[resource] = new
    ladder = PRICE_LADDER[resource]
    if new == old:
        notes.append({"k": "price_capped", "res": resource, "price": ladder[new - 1], "top": new == 5})
    else:
        notes.append({"k": "price_moved", "res": resource, "old": ladder[old - 1], "new": ladder[new - 1]})


def _resources(state: State, seat: int, card: Card, notes: list[str]) -> bool:
    for p in state.players:
        got = 0
        for mine in p.rights:
            if MINE_RESOURCE[mine] == card.resource:
                p.rights[mine] += card.amount
                got += card.amount
        if got:
            notes.append({"k": "kg_added", "seat": p.seat, "kg": got, "res": card.resource})
    return False


def _tax(state: State, seat: int, card: Card, notes: list[str]) -> bool:
    for p in state.players:
        n = sum(1 for m in p.rights if MINE_CONTINENT[m] == card.continent)
        if n:
            transfer(state, p.seat, None, n * card.amount, "card_mining_tax", continent=card.continent, mines=n)
    return False


def _gift(state: State, seat: int, card: Card, notes: list[str]) -> bool:
    for p in state.players:
        if p.seat == seat:
            continue
        if card.amount > 0:
            transfer(state, p.seat, seat, card.amount, "card_birthday")
        else:
            transfer(state, seat, p.seat, -card.amount, "card_party")
    return False


def _refund(state: State, seat: int, card: Card, notes: list[str]) -> bool:
    change_cash(state, seat, card.amount, "card_refund" if card.amount > 0 else "card_fine", card=card.key)
    return False


def _interest_cash(state: State, seat: int, card: Card, notes: list[str]) -> bool:
    cash = state.player(seat).cash
    if cash > 0:
        change_cash(state, seat, min(card.extra["cap"], cash * card.amount // 100), "card_interest")
    return False


def _interest_debt(state: State, seat: int, card: Card, notes: list[str]) -> bool:
    cash = state.player(seat).cash
    if cash < 0:
        change_cash(state, seat, -(-cash * card.amount // 100), "card_debt_interest")
    return False


def _own_vehicles(state: State, seat: int, kind: str) -> list:
    return [v for v in state.vehicles if v.owner == seat and v.kind == kind]


def _vehicles_back(state: State, seat: int, card: Card, notes: list[str]) -> bool:
    hit = _own_vehicles(state, seat, card.extra["vehicle"])
    for v in hit:
        v.remaining = min(v.total, v.remaining + card.amount)
    if hit:
        vehicle = card.extra["vehicle"]
        notes.append({"k": "vehicles_back", "seat": seat, "n": len(hit), "vehicle": vehicle})
        _vehicles_hit(state, seat, card, None, "back", 0, vehicle, spaces=card.amount)
    return False


def _vehicles_hit(state: State, seat: int, card: Card, die: int | None, outcome: str, kg: int,
                  vehicle: str, spaces: int = 0) -> None:
    """The owner of the vehicles hit learns it on the phone, and a ledger line keeps it."""
    notify(state, seat, "vehicles", card=card.id, die=die, outcome=outcome, kg=kg)
    ledger_note(state, seat, "vehicles_hit", card=card.key, outcome=outcome, kg=kg, vehicle=vehicle,
                spaces=spaces)


def _pirates(state: State, seat: int, card: Card, notes: list[str]) -> bool:
    ships = _own_vehicles(state, seat, "ship")
    if not ships:
        return False
    die = state.rng.randint(1, 6)
    before = sum(kg for v in ships for kg in v.cargo.values())
    if die <= 2:
        for v in ships:
            v.cargo = {}
        notes.append({"k": "vehicles_lost", "seat": seat, "die": die, "kg": before, "vehicle": "ship"})
        _vehicles_hit(state, seat, card, die, "lost", before, "ship")
    elif die <= 4:
        for v in ships:
            v.cargo = {r: kg - kg // 2 for r, kg in v.cargo.items() if kg - kg // 2 > 0}
        lost = before - sum(kg for v in ships for kg in v.cargo.values())
        notes.append({"k": "vehicles_half", "seat": seat, "die": die, "kg": lost, "vehicle": "ship"})
        _vehicles_hit(state, seat, card, die, "half", lost, "ship")
    else:
        notes.append({"k": "vehicles_escaped", "seat": seat, "die": die, "vehicle": "ship"})
        _vehicles_hit(state, seat, card, die, "escaped", 0, "ship")
    state.vehicles = [v for v in state.vehicles if v.cargo]
    return False


def _accident(state: State, seat: int, card: Card, notes: list[str]) -> bool:
    planes = _own_vehicles(state, seat, "plane")
    if not planes:
        return False
    die = state.rng.randint(1, 6)
    if die == 1:
        lost = sum(kg for v in planes for kg in v.cargo.values())
        for v in planes:
            v.cargo = {}
        notes.append({"k": "vehicles_lost", "seat": seat, "die": die, "kg": lost, "vehicle": "plane"})
        _vehicles_hit(state, seat, card, die, "lost", lost, "plane")
    elif die <= 3:
        for v in planes:
            v.remaining = v.total
        notes.append({"k": "vehicles_restart", "seat": seat, "die": die, "vehicle": "plane"})
        _vehicles_hit(state, seat, card, die, "restart", 0, "plane")
    else:
        notes.append({"k": "vehicles_unharmed", "seat": seat, "die": die, "vehicle": "plane"})
        _vehicles_hit(state, seat, card, die, "unharmed", 0, "plane")
    state.vehicles = [v for v in state.vehicles if v.cargo]
    return False


def _preempt(state: State, seat: int, card: Card, notes: list[str]) -> bool:
    from .property_cards import preempt_targets   # late: that module needs this one
    if not preempt_targets(state, seat, card.amount):
        notes.append({"k": "no_property"})
        return False
    notes.append({"k": "preempt_deciding", "seat": seat})
    state.phase = "preempt"
    state.turn.card_context = card.id
    return True


def _lawsuit(state: State, seat: int, card: Card, notes: list[str]) -> bool:
    from .property_cards import lawsuit_bidders
    bidders = lawsuit_bidders(state, seat)
    if not bidders:
        notes.append({"k": "no_bid_possible"})
        return False
    notes.append({"k": "bids_running"})
    state.phase = "bids"
    state.turn.card_context = card.id
    state.turn.bids = {}
    return True


def settle(state: State, buyer: int | None = None, seller: int | None = None, price: int = 0,
           note: dict | None = None) -> None:
    """A card that waited for a decision (pre-emption, lawsuit) is settled: the card panel shows
    its outcome as the other cards do ("G4: -2.500 $", "G2: +2.500 $"), plus a note."""
    if state.last_card is None:
        return
    money = [] if buyer is None else [{"k": "cash", "seat": s, "amount": d}
                                      for s, d in sorted(((buyer, -price), (seller, price)))]
    state.last_card = {**state.last_card, "effects": money + ([note] if note else [])}


_EFFECTS = {
    "price": _price, "resources": _resources, "tax": _tax, "gift": _gift, "refund": _refund,
    "interest_cash": _interest_cash, "interest_debt": _interest_debt,
    "vehicles_back": _vehicles_back, "pirates": _pirates, "accident": _accident,
    "preempt": _preempt, "lawsuit": _lawsuit,
}
assert {c.kind for c in DECK if not c.bonus} <= set(_EFFECTS), "every card kind needs an effect"
assert VEHICLES and CARD_BY_ID
