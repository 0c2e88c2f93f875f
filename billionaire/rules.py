"""The rules: what each seat may do now (`choices`) and what each action does (`HANDLERS`)."""
from __future__ import annotations

from functools import lru_cache
from operator import itemgetter

from . import card_effects
from .board import BUILDING, CITY_AIRPORT, COINS, EXCHANGE, MINE, PORT, TOWN_HALL, TREASURE, WORLD_AIRPORT
from .cards import CARD_BY_ID
from .choice import Choice
from .events import say
from .economy import (BUILDING_OF_SPACE, MINE_CONTINENT, MINE_RESOURCE, change_cash, net_worth,
                      objective_done, transfer)
from .layouts import BOARDS
from .movement import city_paths, world_paths
from .notices import notify
from .objectives import OBJECTIVE_BY_ID
from .state import Player, State, Turn, Vehicle
from .tables import (BUILDINGS, CONTINENTS, EXTRACTION_COST, FLIGHT_COST, KG_PER_DIE,
                     KG_VALUE, LICENCE_COST, MINE_SALE_PRICE, PRICE_LADDER, RESOURCES,
                     RIGHTS_COST, TRANSIT_DISTANCE, TREASURE_CASH, VEHICLES, WORLD_AIRPORT_PRICE)

CITY = BOARDS["city"]
WORLD = BOARDS["world"]
CITY_AIRPORT_ID = CITY.of_kind(CITY_AIRPORT)[0].id
AIRPORT_IDS = [CITY_AIRPORT_ID] + [s.id for s in WORLD.of_kind(WORLD_AIRPORT)]
_IS_AIRPORT = frozenset(AIRPORT_IDS)     # membership; AIRPORT_IDS keeps the order of the flights
SPACE_INDEX = {s.id: i for b in BOARDS.values() for i, s in enumerate(b.spaces)}
# Actions that belong to the current player's turn (for the "not your turn" message).
TURN_KINDS = {"extract", "ship", "skip_mine", "roll", "fly", "stay", "move", "buy_building",
              "buy_airport", "buy_rights", "buy_licence", "bet", "treasure", "sell", "sell_mine",
              "pay_tax", "use_price_bonus", "use_extra_move", "preempt", "accept_bid", "end_turn"}
# The phases of one's own turn in which selling from a mine and the price card are allowed: "in
# qualsiasi momento del tuo turno … Non si può durante le offerte segrete di una causa persa".
# So every phase but the sealed bids ("bids"): the pre-emption decision and the choice of an
# offer included (docs/rules-decisions.md).
OWN_TURN_PHASES = {"mine", "move", "path", "space", "preempt", "accept"}


def space_of(board: str, sid: str):
    return BOARDS[board].space(sid)


def space_name(sid: str) -> str:
    """A space's Italian name (logs, tests); screens ask `billionaire.texts` in their language."""
    from .texts import it
    return it.space_name(sid)


# ---- turn flow --------------------------------------------------------------------------------
def start_turn(state: State) -> None:
    state.turn = Turn()
    seat = state.current
    player = state.player(seat)
    for v in [v for v in state.vehicles if v.owner == seat]:
        v.remaining -= VEHICLES[v.kind].speed
        if v.remaining <= 0:
            depot = player.depots["port" if v.kind == "ship" else "city_airport"]
            for r, kg in v.cargo.items():
                depot[r] = depot.get(r, 0) + kg
            state.vehicles.remove(v)
            say(state, "vehicle_arrived", seat=seat, vehicle=v.kind, kg=sum(v.cargo.values()))
    if player.board == "world" and player.pos in player.rights:
        state.phase = "mine"
        state.turn.mine_slots = 2
    else:
        state.phase = "move"


def end_turn(state: State) -> None:
    n = len(state.players)
    state.current = state.current % n + 1
    if state.current == 1:
        end_round(state)
    start_turn(state)


def end_round(state: State) -> None:
    changes = []
    for r in RESOURCES:
        x = state.rng.random()
        delta = 1 if x < 0.25 else (0 if x < 0.75 else -1)
        old = state.prices[r]
        state.prices[r] = max(1, min(5, old + delta))
        if state.prices[r] != old:
            changes.append((r, 1 if state.prices[r] > old else -1))
    say(state, "round_ended", round=state.round, changes=changes)
    state.round += 1


def advance(state: State) -> None:
    """Run the steps left after a movement until one waits for a decision."""
    while state.turn.queue:
        step = state.turn.queue.pop(0)
        if step == "card":
            if card_effects.draw(state):
                return
        elif step == "land":
            land(state)
    state.phase = "space"


def land(state: State) -> None:
    seat = state.current
    player = state.player(seat)
    state.turn.landed_effects = True
    space = space_of(player.board, player.pos)
    if space.kind == COINS:
        change_cash(state, seat, space.coins, "coins", space=space.id)
        say(state, "coins_found", seat=seat, amount=space.coins)
    elif space.kind in (PORT, CITY_AIRPORT):
        depot = player.depots["port" if space.kind == PORT else "city_airport"]
        if depot:
            for r, kg in depot.items():
                player.carried[r] = player.carried.get(r, 0) + kg
            say(state, "depot_collected", seat=seat, kg=sum(depot.values()), space=space.id)
            depot.clear()
    elif space.kind == BUILDING:
        prop = state.buildings[space.id]
        if prop.owner is not None and prop.owner != seat:
            spec = BUILDINGS[space.building]
            transfer(state, seat, prop.owner, spec.stop_fee, "stop_fee", space=space.id)
            say(state, "stop_fee_paid", seat=seat, owner=prop.owner, amount=spec.stop_fee, space=space.id)
    elif space.kind == TREASURE:
        state.turn.treasure_pending = True


def finish(state: State, reason: str, winner: int | None = None) -> None:
    if winner is None:
        winner = min((p.seat for p in state.players), key=lambda s: (-net_worth(state, s), s))
    state.winner = winner
    state.end_reason = reason
    state.phase = "over"
    say(state, "game_ended", reason=reason, winner=winner)


# ---- helpers for choices ------------------------------------------------------------------------
def building_price(state: State, sid: str) -> int:
    prop = state.buildings[sid]
    return BUILDINGS[BUILDING_OF_SPACE[sid]].price * (prop.sales + 1)


def flight_cost(state: State, seat: int, frm: str, to: str) -> tuple[int, int | None]:
    """(cost, payee). Towards the city the departure airport counts, otherwise the arrival."""
    counts = frm if to == CITY_AIRPORT_ID else to
    owner = state.airports[counts].owner if counts in state.airports else None
    if owner == seat:
        return 0, None
    return FLIGHT_COST, owner


def toll_of(state: State, seat: int, path: list[str]) -> list[tuple[int, int, str]]:
    """(owner, amount, space id) for each building passed (not the destination), once each."""
    out, seen = [], set()
    for sid in path[:-1]:
        prop = state.buildings.get(sid)
        if prop is None or prop.owner is None or prop.owner == seat or sid in seen:
            continue
        seen.add(sid)
        spec = BUILDINGS[BUILDING_OF_SPACE[sid]]
        out.append((prop.owner, spec.stop_fee if spec.kind == "restaurant" else spec.stop_fee // 2, sid))
    return out


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


def preempt_targets(state: State, seat: int, pct: int) -> list[tuple[str, int, int]]:
    """(space id, price, owner) of other players' buildings and airports the seat can afford."""
    cash = state.player(seat).cash
    out = []
    for props in (state.buildings, state.airports):
        for sid, prop in props.items():
            if prop.owner is not None and prop.owner != seat:
                price = -(-prop.last_price * (100 + pct) // 100)
                if price <= cash:
                    out.append((sid, price, prop.owner))
    return out


def lawsuit_min(prop) -> int:
    return -(-prop.last_price * 150 // 100)


def properties_of(state: State, seat: int) -> list[tuple[str, object]]:
    return [(sid, p) for props in (state.buildings, state.airports) for sid, p in props.items() if p.owner == seat]


def lawsuit_bidders(state: State, seat: int) -> list[int]:
    targets = properties_of(state, seat)
    if not targets:
        return []
    cheapest = min(lawsuit_min(p) for _, p in targets)
    return [p.seat for p in state.players if p.seat != seat and p.cash >= cheapest]


def ship_load(state: State, seat: int, vehicle: str) -> dict[str, int]:
    """Kg to load from every own mine of this continent: most valuable first, up to capacity."""
    player = state.player(seat)
    continent = MINE_CONTINENT[player.pos]
    room = VEHICLES[vehicle].capacity
    load: dict[str, int] = {}
    mines = sorted((m for m in player.rights if MINE_CONTINENT[m] == continent and player.rights[m] > 0),
                   key=lambda m: (-KG_VALUE[MINE_RESOURCE[m]], m))
    for m in mines:
        take = min(room, player.rights[m])
        if take:
            load[m] = take
            room -= take
    return load


# ---- choices ------------------------------------------------------------------------------------
# Choices are immutable and the same ones come back all game long ("Tira i dadi", "Vendi dalla
# miniera ... 7 kg"), so each is built (and its label formatted) once: constants below, and
# small memoized builders (`_..._choice`) keyed on exactly what their label and fields read.
_HOST_END = Choice("host_end", confirm=True)
_VOTE = {False: Choice("vote", {"yes": True}, confirm=True),
         True: Choice("vote", {"yes": False}, confirm=True)}
_ROLL = {"city": Choice("roll", auto=True, shows={"dice": 2}),
         "world": Choice("roll", auto=True, shows={"dice": 1})}     # in the world, one die
_STAY = Choice("stay")
_SKIP_MINE = {True: Choice("skip_mine", auto=True),
              False: Choice("skip_mine", auto=False)}
_TREASURE = (Choice("treasure", {"pick": "cash"}, shows={"amount": TREASURE_CASH}),
             Choice("treasure", {"pick": "dice"}, shows={"low": 0, "high": 1200}))   # treasure_dice(1, 1), (6, 6)
_END_TURN = Choice("end_turn", auto=True)
_NO_PREEMPT = Choice("preempt", {"target": None})
_NO_BID = Choice("bid", {"target": None})
# Bounded small: a server runs for hours, and an entry is reused within a turn or two, so 128
# per builder keep the hit rate (1-3 % slower than 512) while the caches stay about 1 MB.
# The few builders whose entries come back from game to game rather than within a turn (a
# roll's destinations and `move` choices, `sell_mine` choices) say their own larger bound.
memo = lru_cache(maxsize=128)


def choices(state: State, seat: int) -> list[Choice]:
    phase = state.phase
    if phase == "over":
        return []
    if seat == 0:
        if phase == "bids":   # the host may skip a bidder who does not answer
            return [_HOST_END, *(_skip_bid_choice(s) for s in silent_bidders(state))]
        return [_HOST_END]
    player = state.player(seat)
    if phase == "bids":
        if seat != state.current and seat not in state.turn.bids and seat in lawsuit_bidders(state, state.current):
            out = _bid_choices(state, seat)
        else:
            out = []
    elif seat == state.current:
        out = list(_PHASE_CHOICES[phase](state, seat))
        if phase in OWN_TURN_PHASES:
            out += _anytime_choices(state, player)
    else:
        out = []
    if not player.bot:
        out.append(_VOTE[bool(player.vote)])
    return out


def _mine_choices(state: State, seat: int) -> list[Choice]:
    player = state.player(seat)
    res = MINE_RESOURCE[player.pos]
    out = []
    cost = EXTRACTION_COST[res]
    if player.cash >= cost:
        out.append(_extract_choice(res))
    if state.turn.mine_used == 1:
        kg = shippable_kg(player)
        if kg:
            for kind, spec in VEHICLES.items():
                if player.cash >= spec.cost:
                    out.append(_ship_choice(kind, min(spec.capacity, kg)))
    out.append(_SKIP_MINE[not out])
    return out


def shippable_kg(player: Player) -> int:
    """Kg in the player's mines of the continent it stands in. `ship_load` fills a vehicle
    from them up to its capacity, so it carries min(capacity, this) kg: the `ship` labels
    need only that sum, not the load itself."""
    continent = MINE_CONTINENT[player.pos]
    return sum([kg for mine, kg in player.rights.items() if kg > 0 and MINE_CONTINENT[mine] == continent])


@memo
def _extract_choice(res: str) -> Choice:
    cost = EXTRACTION_COST[res]
    return Choice("extract", auto=True, cost=cost, shows={"res": res})


@memo
def _ship_choice(kind: str, kg: int) -> Choice:
    spec = VEHICLES[kind]
    return Choice("ship", {"vehicle": kind}, confirm=True, cost=spec.cost, shows={"kg": kg})


def _move_choices(state: State, seat: int) -> list[Choice]:
    player = state.player(seat)
    out = [_ROLL[player.board]]
    if not state.turn.extra_move:
        if player.pos in _IS_AIRPORT and player.cash >= FLIGHT_COST:
            for to in AIRPORT_IDS:
                if to == player.pos:
                    continue
                cost, _ = flight_cost(state, seat, player.pos, to)
                out.append(_fly_choice(to, cost))
        if player.board == "world" and player.pos in player.rights:
            out.append(_STAY)
    return out


@memo
def _fly_choice(to: str, cost: int) -> Choice:
    return Choice("fly", {"to": to}, confirm=True, target=to, cost=cost)


def _path_choices(state: State, seat: int) -> tuple[Choice, ...]:
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


def _space_choices(state: State, seat: int) -> list[Choice]:
    player = state.player(seat)
    turn = state.turn
    out: list[Choice] = []
    if turn.treasure_pending:
        return list(_TREASURE)
    if turn.landed_effects:
        space = space_of(player.board, player.pos)
        kind_choices = _SPACE_KIND_CHOICES.get(space.kind)
        if kind_choices is not None:
            out += kind_choices(state, seat, space)
    if turn.moved and player.bonus and any(CARD_BY_ID[c].kind == "bonus_move" for c in player.bonus):
        card = next(c for c in player.bonus if CARD_BY_ID[c].kind == "bonus_move")
        out.append(_extra_move_choice(card))
    out.append(_END_TURN)
    return out


@memo
def _extra_move_choice(card: str) -> Choice:
    return Choice("use_extra_move", {"card": card}, confirm=True)


def _building_choices(state: State, seat: int, space) -> list[Choice]:
    player = state.player(seat)
    prop = state.buildings[space.id]
    spec = BUILDINGS[space.building]
    out = []
    if prop.owner != seat:
        price = building_price(state, space.id)
        if player.cash >= price:
            out.append(_buy_building_choice(space.building, prop.owner, price))
    if spec.kind == "casino" and not state.turn.bet_done:
        cost = spec.stop_fee if prop.owner is None else 0
        if player.cash >= cost:
            out.append(_bet_choice(cost))
    return out


@memo
def _buy_building_choice(building: str, seller: int | None, price: int) -> Choice:
    """'Compra Pizza per 600 $', 'Compra Pizza da G2 Bruno per 1.200 $' (words: `texts`)."""
    return Choice("buy_building", confirm=True, cost=price, shows={"building": building, "seller": seller})


@memo
def _bet_choice(cost: int) -> Choice:
    return Choice("bet", confirm=True, cost=cost)


def _town_hall_choices(state: State, seat: int, space) -> list[Choice]:
    player = state.player(seat)
    out = []
    for c in CONTINENTS:
        if c not in player.licences and player.cash >= LICENCE_COST[c]:
            out.append(_licence_choice(c))
    tax = OBJECTIVE_BY_ID[player.objective].tax
    if player.cash >= tax and objective_done(state, seat):
        out.append(_tax_choice(tax))
    return out


@memo
def _licence_choice(c: str) -> Choice:
    return Choice("buy_licence", {"continent": c}, confirm=True, cost=LICENCE_COST[c])


@memo
def _tax_choice(tax: int) -> Choice:
    return Choice("pay_tax", confirm=True, cost=tax)


def _exchange_choices(state: State, seat: int, space) -> list[Choice]:
    player = state.player(seat)
    out = []
    for r in RESOURCES:
        kg = player.carried.get(r, 0)
        if kg:
            out.append(_sell_choice(r, kg, PRICE_LADDER[r][state.prices[r] - 1]))
    return out


@memo
def _sell_choice(r: str, kg: int, price: int) -> Choice:
    return Choice("sell", {"resource": r}, amount=(1, kg), confirm=True, shows={"price": price})


def _mine_space_choices(state: State, seat: int, space) -> list[Choice]:
    player = state.player(seat)
    cost = RIGHTS_COST[space.resource]
    if space.id in player.rights or space.continent not in player.licences or player.cash < cost:
        return []
    return [_rights_choice(space.id, cost)]


@memo
def _rights_choice(mine: str, cost: int) -> Choice:
    return Choice("buy_rights", confirm=True, cost=cost, target=mine)


def _airport_choices(state: State, seat: int, space) -> list[Choice]:
    if state.airports[space.id].owner is None and state.player(seat).cash >= WORLD_AIRPORT_PRICE:
        return [_airport_choice(space.id)]
    return []


@memo
def _airport_choice(sid: str) -> Choice:
    """'Compra l'aeroporto del Cairo (2.600 $)', as the flights say 'Vola all'aeroporto del Cairo'."""
    return Choice("buy_airport", confirm=True, cost=WORLD_AIRPORT_PRICE, target=sid)


_SPACE_KIND_CHOICES = {BUILDING: _building_choices, TOWN_HALL: _town_hall_choices,
                       EXCHANGE: _exchange_choices, MINE: _mine_space_choices,
                       WORLD_AIRPORT: _airport_choices}


def _anytime_choices(state: State, player: Player) -> tuple[Choice, ...]:
    rights = player.rights
    out = _sell_mine_choices(tuple(rights.items())) if rights else ()
    for card in player.bonus:
        if CARD_BY_ID[card].kind == "bonus_price":     # the first price card in hand
            return out + _all_price_bonus_choices(card, tuple(map(state.prices.__getitem__, RESOURCES)))
    return out


@memo
def _sell_mine_choices(rights: tuple[tuple[str, int], ...]) -> tuple[Choice, ...]:
    """One `sell_mine` per mine with kg in it. The rights change only on an extraction, a
    sale, a shipment, a new mine or a resource card, so one tuple serves the decisions between."""
    return tuple(_sell_mine_choice(mine, kg) for mine, kg in rights if kg > 0)


@memo
def _all_price_bonus_choices(card: str, levels: tuple[int, ...]) -> tuple[Choice, ...]:
    """Every `use_price_bonus` of the card at these price levels (one per resource, in
    RESOURCES order): levels change once a round, so one tuple serves the whole round."""
    return tuple(c for r, level in zip(RESOURCES, levels) for c in _price_bonus_choices(card, r, level))


@lru_cache(maxsize=256)    # about 800 (mine, kg) pairs come up in 200 games; most within a turn
def _sell_mine_choice(mine: str, kg: int) -> Choice:
    res = MINE_RESOURCE[mine]
    return Choice("sell_mine", {"mine": mine}, amount=(1, kg), confirm=True, target=mine,
                  shows={"price": MINE_SALE_PRICE[res]})


@memo
def _price_bonus_choices(card: str, r: str, level: int) -> tuple[Choice, ...]:
    """Every move of resource `r`'s price (now at `level`) that the card allows. Keyed per
    resource: 4 cards x 6 resources x 5 levels fit the memo, all six levels together do not."""
    out = []
    for delta in (-2, -1, 1, 2):
        if 1 <= level + delta <= 5:
            out.append(Choice("use_price_bonus", {"card": card, "resource": r, "delta": delta}, confirm=True))
    return tuple(out)


def _preempt_choices(state: State, seat: int) -> list[Choice]:
    pct = CARD_BY_ID[state.turn.card_context].amount
    out = [Choice("preempt", {"target": sid}, confirm=True, cost=price, target=sid, shows={"owner": owner})
           for sid, price, owner in preempt_targets(state, seat, pct)]
    out.append(_NO_PREEMPT)
    return out


def _bid_choices(state: State, seat: int) -> list[Choice]:
    cash = state.player(seat).cash
    out = []
    for sid, prop in properties_of(state, state.current):
        lo = lawsuit_min(prop)
        if cash >= lo:
            out.append(Choice("bid", {"target": sid}, amount=(lo, cash), confirm=True, target=sid))
    out.append(_NO_BID)
    return out


def silent_bidders(state: State) -> list[int]:
    """During the sealed bids of a lost lawsuit: the seats still to answer (bid or pass)."""
    if state.phase != "bids":
        return []
    return [s for s in lawsuit_bidders(state, state.current) if s not in state.turn.bids]


@memo
def _skip_bid_choice(bidder: int) -> Choice:
    return Choice("skip_bid", {"bidder": bidder}, confirm=True)


def _accept_choices(state: State, seat: int) -> list[Choice]:
    return [Choice("accept_bid", {"bidder": b}, confirm=True, target=bid[0], cost=bid[1])
            for b, bid in sorted(state.turn.bids.items()) if bid is not None]


_PHASE_CHOICES = {"mine": _mine_choices, "move": _move_choices, "path": _path_choices,
                  "space": _space_choices, "preempt": _preempt_choices, "accept": _accept_choices,
                  "bids": lambda s, seat: []}


# ---- handlers -----------------------------------------------------------------------------------
def _extract(state: State, seat: int, act: dict) -> None:
    player = state.player(seat)
    res = MINE_RESOURCE[player.pos]
    transfer(state, seat, None, EXTRACTION_COST[res], "extraction", res=res)
    d1, d2 = state.rng.randint(1, 6), state.rng.randint(1, 6)
    kg = KG_PER_DIE[d1] + KG_PER_DIE[d2]
    player.rights[player.pos] += kg
    say(state, "extracted", seat=seat, res=res, dice=[d1, d2], kg=kg)
    _mine_slot_used(state)


def _mine_slot_used(state: State) -> None:
    state.turn.mine_used += 1
    if state.turn.mine_used >= state.turn.mine_slots:
        state.phase = "move"


def _ship(state: State, seat: int, act: dict) -> None:
    player = state.player(seat)
    kind = act["vehicle"]
    load = ship_load(state, seat, kind)
    cargo: dict[str, int] = {}
    for mine, kg in load.items():
        player.rights[mine] -= kg
        res = MINE_RESOURCE[mine]
        cargo[res] = cargo.get(res, 0) + kg
    continent = MINE_CONTINENT[player.pos]
    transfer(state, seat, None, VEHICLES[kind].cost, "shipping", vehicle=kind)
    dist = TRANSIT_DISTANCE[continent]
    state.vehicles.append(Vehicle(state.next_vehicle, seat, kind, continent, cargo, dist, dist))
    state.next_vehicle += 1
    say(state, "shipped", seat=seat, kg=sum(cargo.values()), vehicle=kind, continent=continent)
    state.turn.mine_used = state.turn.mine_slots
    state.phase = "move"


def _skip_mine(state: State, seat: int, act: dict) -> None:
    state.phase = "move"


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
    _after_movement(state, ["card"] * dest["cards"] + ["land"])


def _after_movement(state: State, queue: list[str]) -> None:
    turn = state.turn
    turn.moved = True
    turn.extra_move = False
    turn.destinations = []
    turn.landed_effects = False
    turn.queue = queue
    advance(state)


def _fly(state: State, seat: int, act: dict) -> None:
    player = state.player(seat)
    cost, payee = flight_cost(state, seat, player.pos, act["to"])
    if cost:
        transfer(state, seat, payee, cost, "flight", space=act["to"])
    player.pos = act["to"]
    player.board = "city" if act["to"] == CITY_AIRPORT_ID else "world"
    say(state, "flew", seat=seat, to=player.pos, amount=cost, owner=payee)
    _after_movement(state, ["card", "land"])


def _stay(state: State, seat: int, act: dict) -> None:
    say(state, "stayed", seat=seat, space=state.player(seat).pos)
    state.turn.landed_effects = False
    state.phase = "space"


def _buy_building(state: State, seat: int, act: dict) -> None:
    player = state.player(seat)
    prop = state.buildings[player.pos]
    price = building_price(state, player.pos)
    seller = prop.owner
    transfer(state, seat, seller, price, "building_purchase", "building_sale", space=player.pos)
    prop.owner, prop.sales, prop.last_price = seat, prop.sales + 1, price
    say(state, "building_bought", seat=seat, space=player.pos, seller=seller, amount=price)


def _buy_airport(state: State, seat: int, act: dict) -> None:
    player = state.player(seat)
    prop = state.airports[player.pos]
    transfer(state, seat, None, WORLD_AIRPORT_PRICE, "airport_purchase", space=player.pos)
    prop.owner, prop.sales, prop.last_price = seat, 1, WORLD_AIRPORT_PRICE
    say(state, "airport_bought", seat=seat, space=player.pos, amount=WORLD_AIRPORT_PRICE)


def _buy_rights(state: State, seat: int, act: dict) -> None:
    player = state.player(seat)
    res = MINE_RESOURCE[player.pos]
    transfer(state, seat, None, RIGHTS_COST[res], "rights_purchase", space=player.pos)
    player.rights[player.pos] = 0
    say(state, "rights_bought", seat=seat, space=player.pos, amount=RIGHTS_COST[res])


def _buy_licence(state: State, seat: int, act: dict) -> None:
    player = state.player(seat)
    c = act["continent"]
    transfer(state, seat, None, LICENCE_COST[c], "licence_purchase", continent=c)
    player.licences.append(c)
    say(state, "licence_bought", seat=seat, continent=c, amount=LICENCE_COST[c])


def casino_payout(wins: tuple[int, ...], d1: int, d2: int) -> int:
    return sum(d * 100 for d in (d1, d2) if d in wins)


def _bet(state: State, seat: int, act: dict) -> None:
    player = state.player(seat)
    prop = state.buildings[player.pos]
    spec = BUILDINGS[BUILDING_OF_SPACE[player.pos]]
    if prop.owner is None:
        transfer(state, seat, None, spec.stop_fee, "casino_bet", space=player.pos)
    d1, d2 = state.rng.randint(1, 6), state.rng.randint(1, 6)
    win = casino_payout(spec.casino_wins, d1, d2)
    change_cash(state, seat, win, "casino_win", space=player.pos)
    notify(state, seat, "casino", dice=[d1, d2], amount=win, space=player.pos)
    state.turn.bet_done = True
    say(state, "casino_bet", seat=seat, dice=[d1, d2], amount=win, space=player.pos)


def _treasure(state: State, seat: int, act: dict) -> None:
    player = state.player(seat)
    if act["pick"] == "cash":
        amount = TREASURE_CASH
        say(state, "treasure_taken", seat=seat, amount=amount)
    else:
        d1, d2 = state.rng.randint(1, 6), state.rng.randint(1, 6)
        amount = treasure_dice(d1, d2)
        say(state, "treasure_rolled", seat=seat, dice=[d1, d2], amount=amount)
        notify(state, seat, "treasure", dice=[d1, d2], amount=amount)
    change_cash(state, seat, amount, "treasure", pick=act["pick"])
    state.turn.treasure_pending = False


def treasure_dice(d1: int, d2: int) -> int:
    return sum(d * 100 for d in (d1, d2) if d >= 3)


def _sell(state: State, seat: int, act: dict) -> None:
    player = state.player(seat)
    r, kg = act["resource"], act["amount"]
    price = PRICE_LADDER[r][state.prices[r] - 1]
    player.carried[r] -= kg
    if not player.carried[r]:
        del player.carried[r]
    change_cash(state, seat, price * kg, "exchange_sale", res=r, kg=kg)
    say(state, "exchange_sold", seat=seat, kg=kg, res=r, amount=price * kg)


def _sell_mine(state: State, seat: int, act: dict) -> None:
    player = state.player(seat)
    mine, kg = act["mine"], act["amount"]
    res = MINE_RESOURCE[mine]
    player.rights[mine] -= kg
    change_cash(state, seat, MINE_SALE_PRICE[res] * kg, "mine_sale", res=res, kg=kg, space=mine)
    say(state, "mine_sold", seat=seat, kg=kg, res=res, space=mine, amount=MINE_SALE_PRICE[res] * kg)


def _pay_tax(state: State, seat: int, act: dict) -> None:
    tax = OBJECTIVE_BY_ID[state.player(seat).objective].tax
    transfer(state, seat, None, tax, "income_tax")
    finish(state, "objective", seat)


def _use_price_bonus(state: State, seat: int, act: dict) -> None:
    player = state.player(seat)
    player.bonus.remove(act["card"])
    notes: list[dict] = []
    card_effects.move_price(state, act["resource"], act["delta"], notes)
    say(state, "price_bonus_used", seat=seat, effect=notes[0])


def _use_extra_move(state: State, seat: int, act: dict) -> None:
    player = state.player(seat)
    player.bonus.remove(act["card"])
    state.turn.extra_move = True
    state.turn.landed_effects = False
    state.phase = "move"
    say(state, "extra_move_used", seat=seat)


def _preempt(state: State, seat: int, act: dict) -> None:
    player = state.player(seat)
    target = act["target"]
    if target is not None:
        pct = CARD_BY_ID[state.turn.card_context].amount
        _, price, owner = next(t for t in preempt_targets(state, seat, pct) if t[0] == target)
        _transfer_property(state, target, seat, price, "preempt")
        notify(state, owner, "preempted", by=seat, space=target, price=price)
        say(state, "preempted", seat=seat, space=target, owner=owner, amount=price)
        card_effects.settle(state, seat, owner, price, {"k": "got_property", "seat": seat, "space": target, "owner": owner})
    else:
        say(state, "preempt_declined", seat=seat)
        card_effects.settle(state, note={"k": "preempt_declined", "seat": seat})
    state.turn.card_context = None
    advance(state)


def _transfer_property(state: State, sid: str, buyer: int, price: int, how: str) -> None:
    """A property changes hands by a card: `how` is "preempt" or "lawsuit"."""
    prop = state.buildings.get(sid) or state.airports[sid]
    transfer(state, buyer, prop.owner, price, f"{how}_purchase", f"{how}_sale", space=sid)
    prop.owner, prop.sales, prop.last_price = buyer, prop.sales + 1, price


def _bid(state: State, seat: int, act: dict) -> None:
    state.turn.bids[seat] = (act["target"], act["amount"]) if act["target"] is not None else None
    say(state, "bid_answered", seat=seat)
    _bids_received(state)


def _skip_bid(state: State, seat: int, act: dict) -> tuple[int, ...]:
    """The host skips a silent bidder: a pass. Their phone's bid buttons go (their decision number
    changes) and a notice tells them why."""
    bidder = act["bidder"]
    state.turn.bids[bidder] = None
    say(state, "bid_skipped", seat=bidder)
    notify(state, bidder, "bid_skipped")
    _bids_received(state)
    return (bidder,)


def _bids_received(state: State) -> None:
    turn = state.turn
    if all(b in turn.bids for b in lawsuit_bidders(state, state.current)):
        if any(v is not None for v in turn.bids.values()):
            state.phase = "accept"
        else:
            say(state, "lawsuit_no_bids", seat=state.current)
            card_effects.settle(state, note={"k": "no_bids"})
            _close_lawsuit(state)


def _close_lawsuit(state: State) -> None:
    state.turn.bids = {}
    state.turn.card_context = None
    advance(state)


def _accept_bid(state: State, seat: int, act: dict) -> None:
    bidder = act["bidder"]
    target, amount = state.turn.bids[bidder]
    _transfer_property(state, target, bidder, amount, "lawsuit")
    notify(state, bidder, "bid_won", space=target, price=amount, seller=seat)
    for other, bid in sorted(state.turn.bids.items()):
        if bid is not None and other != bidder:
            notify(state, other, "bid_refused", space=bid[0], winner=bidder, won_space=target)
    say(state, "lawsuit_settled", seat=bidder, space=target, owner=seat, amount=amount)
    card_effects.settle(state, bidder, seat, amount, {"k": "got_property", "seat": bidder, "space": target, "owner": seat})
    _close_lawsuit(state)


def _end_turn(state: State, seat: int, act: dict) -> None:
    end_turn(state)


def _vote(state: State, seat: int, act: dict) -> None:
    player = state.player(seat)
    player.vote = act["yes"]
    say(state, "voted", seat=seat, yes=player.vote)
    humans = [p for p in state.players if not p.bot]
    if sum(p.vote for p in humans) >= votes_needed(len(humans)):
        finish(state, "vote")


def votes_needed(humans: int) -> int:
    """The vote ends the game with a majority of the humans: more than half."""
    return humans // 2 + 1


def _host_end(state: State, seat: int, act: dict) -> None:
    finish(state, "host")


HANDLERS = {
    "extract": _extract, "ship": _ship, "skip_mine": _skip_mine, "roll": _roll, "move": _move,
    "fly": _fly, "stay": _stay, "buy_building": _buy_building, "buy_airport": _buy_airport,
    "buy_rights": _buy_rights, "buy_licence": _buy_licence, "bet": _bet, "treasure": _treasure,
    "sell": _sell, "sell_mine": _sell_mine, "pay_tax": _pay_tax, "use_price_bonus": _use_price_bonus,
    "use_extra_move": _use_extra_move, "preempt": _preempt, "bid": _bid, "accept_bid": _accept_bid,
    "end_turn": _end_turn, "vote": _vote, "host_end": _host_end, "skip_bid": _skip_bid,
}
