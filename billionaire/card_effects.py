"""What each chance card does. Returns True when the card waits for a decision."""
from __future__ import annotations

from .cards import CARD_BY_ID, DECK, Card
from .economy import MINE_CONTINENT, MINE_RESOURCE, change_cash, ledger_note, transfer
from .money import fmt, signed
from .notices import notify
from .state import State
from .tables import PRICE_LADDER, RESOURCE_IT, VEHICLES


def draw(state: State) -> bool:
    card = DECK[state.rng.randrange(len(DECK))]
    seat = state.current
    player = state.player(seat)
    state.card_effects = {}
    notes: list[str] = []
    waits = False
    if card.bonus:
        player.bonus.append(card.id)
        public_text = "Carta bonus: chi l'ha pescata la tiene (è segreta)."
        notes.append(f"{player.label}: carta bonus")
    else:
        public_text = card.text
        waits = _EFFECTS[card.kind](state, seat, card, notes)
    # One line per player with the card's net cash effect, e.g. "G1: -400 $".
    effects = [f"G{s}: {signed(sum(v))}" for s, v in sorted(state.card_effects.items()) if sum(v)] + notes
    for s, deltas in sorted(state.card_effects.items()):   # who lost money learns it on the phone
        if sum(deltas) < 0:
            notify(state, s, "card_cost", card=card.id, amount=sum(deltas))
    state.card_effects = None
    state.last_card = {"id": card.id if not card.bonus else "bonus", "drawer": seat, "text": public_text,
                       "effects": effects or ["Nessun effetto."]}
    if card.bonus:
        state.chronicle.append(f"{player.label} {player.name} pesca una carta bonus e la tiene.")
    else:
        state.chronicle.append(f"{player.label} {player.name} pesca una carta: «{public_text}»")
    return waits


def _price(state: State, seat: int, card: Card, notes: list[str]) -> bool:
    move_price(state, card.resource, card.amount, notes)
    return False


def move_price(state: State, resource: str, delta: int, notes: list[str]) -> None:
    old = state.prices[resource]
    new = max(1, min(5, old + delta))
    state.prices[resource] = new
    ladder = PRICE_LADDER[resource]
    if new == old:
        notes.append(f"Quotazione {RESOURCE_IT[resource]}: resta a {fmt(ladder[new - 1])} al kg "
                     f"(già al {'massimo' if new == 5 else 'minimo'})")
    else:
        notes.append(f"Quotazione {RESOURCE_IT[resource]}: {fmt(ladder[old - 1])} → {fmt(ladder[new - 1])} al kg")


def _resources(state: State, seat: int, card: Card, notes: list[str]) -> bool:
    for p in state.players:
        got = 0
        for mine in p.rights:
            if MINE_RESOURCE[mine] == card.resource:
                p.rights[mine] += card.amount
                got += card.amount
        if got:
            notes.append(f"{p.label}: +{got} kg {RESOURCE_IT[card.resource]}")
    return False


def _tax(state: State, seat: int, card: Card, notes: list[str]) -> bool:
    for p in state.players:
        n = sum(1 for m in p.rights if MINE_CONTINENT[m] == card.continent)
        if n:
            transfer(state, p.seat, None, n * card.amount, "tasse minerarie")
    return False


def _gift(state: State, seat: int, card: Card, notes: list[str]) -> bool:
    for p in state.players:
        if p.seat == seat:
            continue
        if card.amount > 0:
            transfer(state, p.seat, seat, card.amount, "regalo di compleanno")
        else:
            transfer(state, seat, p.seat, -card.amount, "festa")
    return False


def _refund(state: State, seat: int, card: Card, notes: list[str]) -> bool:
    change_cash(state, seat, card.amount, "rimborso" if card.amount > 0 else "multa")
    return False


def _interest_cash(state: State, seat: int, card: Card, notes: list[str]) -> bool:
    cash = state.player(seat).cash
    if cash > 0:
        change_cash(state, seat, min(card.extra["cap"], cash * card.amount // 100), "interessi")
    return False


def _interest_debt(state: State, seat: int, card: Card, notes: list[str]) -> bool:
    cash = state.player(seat).cash
    if cash < 0:
        change_cash(state, seat, -(-cash * card.amount // 100), "interessi sul debito")
    return False


def _own_vehicles(state: State, seat: int, kind: str) -> list:
    return [v for v in state.vehicles if v.owner == seat and v.kind == kind]


def _vehicles_back(state: State, seat: int, card: Card, notes: list[str]) -> bool:
    hit = _own_vehicles(state, seat, card.extra["vehicle"])
    for v in hit:
        v.remaining = min(v.total, v.remaining + card.amount)
    if hit:
        ship = card.extra["vehicle"] == "ship"
        n = len(hit)
        what = ("nave torna" if ship else "aereo torna") if n == 1 else ("navi tornano" if ship else "aerei tornano")
        notes.append(f"G{seat}: {n} {what} indietro")
        what = "tempesta: navi" if card.extra["vehicle"] == "ship" else "sciopero: aerei"
        _vehicles_hit(state, seat, card, None, "back", 0, f"{what} indietro di {card.amount} caselle")
    return False


def _vehicles_hit(state: State, seat: int, card: Card, die: int | None, outcome: str, kg: int,
                  line: str) -> None:
    """The owner of the vehicles hit learns it on the phone, and a ledger line keeps it."""
    notify(state, seat, "vehicles", card=card.id, die=die, outcome=outcome, kg=kg)
    ledger_note(state, seat, line)


def _pirates(state: State, seat: int, card: Card, notes: list[str]) -> bool:
    ships = _own_vehicles(state, seat, "ship")
    if not ships:
        return False
    die = state.rng.randint(1, 6)
    before = sum(kg for v in ships for kg in v.cargo.values())
    if die <= 2:
        for v in ships:
            v.cargo = {}
        notes.append(f"Dado {die}: G{seat} perde il carico delle navi ({before} kg)")
        _vehicles_hit(state, seat, card, die, "lost", before, f"pirati: perso il carico delle navi ({before} kg)")
    elif die <= 4:
        for v in ships:
            v.cargo = {r: kg - kg // 2 for r, kg in v.cargo.items() if kg - kg // 2 > 0}
        lost = before - sum(kg for v in ships for kg in v.cargo.values())
        notes.append(f"Dado {die}: G{seat} perde metà del carico delle navi ({lost} kg)")
        _vehicles_hit(state, seat, card, die, "half", lost, f"pirati: persa metà del carico delle navi ({lost} kg)")
    else:
        notes.append(f"Dado {die}: le navi di G{seat} scappano")
        _vehicles_hit(state, seat, card, die, "escaped", 0, "pirati: le navi scappano, nessuna perdita")
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
        notes.append(f"Dado {die}: G{seat} perde il carico degli aerei ({lost} kg)")
        _vehicles_hit(state, seat, card, die, "lost", lost, f"incidente: perso il carico degli aerei ({lost} kg)")
    elif die <= 3:
        for v in planes:
            v.remaining = v.total
        notes.append(f"Dado {die}: gli aerei di G{seat} ripartono da capo")
        _vehicles_hit(state, seat, card, die, "restart", 0, "incidente: gli aerei ripartono da capo")
    else:
        notes.append(f"Dado {die}: nessun danno agli aerei di G{seat}")
        _vehicles_hit(state, seat, card, die, "unharmed", 0, "incidente: nessun danno agli aerei")
    state.vehicles = [v for v in state.vehicles if v.cargo]
    return False


def _preempt(state: State, seat: int, card: Card, notes: list[str]) -> bool:
    from .rules import preempt_targets
    if not preempt_targets(state, seat, card.amount):
        notes.append("Nessuna proprietà da comprare.")
        return False
    notes.append(f"G{seat} decide se usare la prelazione.")
    state.phase = "preempt"
    state.turn.card_context = card.id
    return True


def _lawsuit(state: State, seat: int, card: Card, notes: list[str]) -> bool:
    from .rules import lawsuit_bidders
    bidders = lawsuit_bidders(state, seat)
    if not bidders:
        notes.append("Nessuna offerta possibile.")
        return False
    notes.append("Offerte segrete in corso.")
    state.phase = "bids"
    state.turn.card_context = card.id
    state.turn.bids = {}
    return True


def settle(state: State, buyer: int | None = None, seller: int | None = None, price: int = 0,
           note: str = "") -> None:
    """A card that waited for a decision (pre-emption, lawsuit) is settled: the card panel shows
    its outcome as the other cards do ("G4: -2.500 $", "G2: +2.500 $"), plus a note."""
    if state.last_card is None:
        return
    money = [] if buyer is None else [f"G{s}: {signed(d)}" for s, d in sorted(((buyer, -price), (seller, price)))]
    state.last_card = {**state.last_card, "effects": money + ([note] if note else [])}


_EFFECTS = {
    "price": _price, "resources": _resources, "tax": _tax, "gift": _gift, "refund": _refund,
    "interest_cash": _interest_cash, "interest_debt": _interest_debt,
    "vehicles_back": _vehicles_back, "pirates": _pirates, "accident": _accident,
    "preempt": _preempt, "lawsuit": _lawsuit,
}
assert {c.kind for c in DECK if not c.bonus} <= set(_EFFECTS), "every card kind needs an effect"
assert VEHICLES and CARD_BY_ID
