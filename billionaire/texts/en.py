"""English: the same keys as `texts/it.py`, the same facts."""
from __future__ import annotations

from functools import lru_cache

from ..board import BUILDING, CITY_AIRPORT, COINS, WORLD_AIRPORT
from ..layouts import BOARDS

AND = " and "
RESOURCE = {"oil": "oil", "gold": "gold", "platinum": "platinum", "diamonds": "diamonds", "uranium": "uranium"}
PLURAL = frozenset({"diamonds"})
_LEVEL_EN = {"facile": "easy", "normale": "normal"}    # the bot levels
CONTINENT = {
    "europe": "Europe", "africa": "Africa", "north_america": "North America", "oceania": "Oceania",
    "asia": "Asia", "south_america": "South America", "antarctica": "Antarctica",
}
BUILDING_NAME = {
    "hamburger": "Hamburger", "burrito": "Burrito", "brewery": "Brewery", "pizza": "Pizza",
    "sushi": "Sushi", "bank_2000": "$2,000 Bank", "bank_3000": "$3,000 Bank", "burj": "Burj Tower",
    "empire_state": "Empire State", "skyscraper": "Skyscraper", "casino_4000": "$4,000 Casino",
    "casino_5000": "$5,000 Casino", "casino_6000": "$6,000 Casino", "statue": "Statue of Liberty",
}
# Place names whose English differs from the board's Italian; resource words before the dash.
PLACE = {
    "Amazzonia": "Amazonia", "Cina": "China", "Grandi Laghi": "Great Lakes", "Islanda": "Iceland",
    "Jacuzia": "Yakutia", "Mar Cinese": "China Sea", "Mar Mediterraneo": "Mediterranean Sea",
    "Mar Rosso": "Red Sea", "Mar dei Caraibi": "Caribbean Sea", "Nuova Zelanda": "New Zealand",
    "Oceano Antartico": "Southern Ocean", "Oceano Atlantico": "Atlantic Ocean",
    "Oceano Indiano": "Indian Ocean", "Oceano Pacifico": "Pacific Ocean",
    "Passaggio di Drake": "Drake Passage", "Stretto di Bering": "Bering Strait", "Urali": "Urals",
    "Terra di Graham": "Graham Land", "Sudafrica": "South Africa", "Alpi": "Alps",
    "Monti Transantartici": "Transantarctic Mountains", "Perù": "Peru", "Romania": "Romania",
    "Spagna": "Spain", "Svezia": "Sweden", "Arabia Saudita": "Saudi Arabia", "Brasile": "Brazil",
    "Libia": "Libya", "Mare del Nord": "North Sea", "Mare di Ross": "Ross Sea",
    "Mare di Timor": "Timor Sea", "Kazakistan": "Kazakhstan", "Siberia": "Siberia",
    "Terra di Wilkes": "Wilkes Land", "Londra": "London", "Il Cairo": "Cairo",
    "Borsa": "Exchange", "Municipio": "Town Hall", "Porto": "Port", "Tesoro": "Treasure",
}
MINE_WORD = {"Petrolio": "Oil", "Oro": "Gold", "Platino": "Platinum", "Diamanti": "Diamonds",
             "Uranio": "Uranium"}
_SPACES = {s.id: s for b in BOARDS.values() for s in b.spaces}


@lru_cache(maxsize=None)
def space_name(sid: str) -> str:
    """'Gold - Peru', 'New York Airport', 'City Airport', 'Empty space', 'Space ?'."""
    space = _SPACES[sid]
    if space.kind == BUILDING:
        return BUILDING_NAME[space.building]
    if space.kind == CITY_AIRPORT:
        return "City Airport"
    if space.kind == WORLD_AIRPORT:
        place = space.name.removeprefix("Aeroporto ")
        return f"{PLACE.get(place, place)} Airport"
    if space.kind == COINS:
        return f"${space.coins:,}"
    if space.name == "?":
        return "Space ?"
    if not space.name:
        return "Empty space"
    if " - " in space.name:
        word, place = space.name.split(" - ", 1)
        return f"{MINE_WORD.get(word, word)} - {PLACE.get(place, place)}"
    return PLACE.get(space.name, space.name)


@lru_cache(maxsize=None)
def arrival(sid: str) -> str:
    """'to New York Airport', 'to a ? space', 'to the Exchange'."""
    name = space_name(sid)
    if name == "Space ?":
        return "to a ? space"
    if name == "Empty space":
        return "to an empty space"
    if _SPACES[sid].kind == COINS:
        return f"to the {name} space"
    if _SPACES[sid].kind in (CITY_AIRPORT, WORLD_AIRPORT, BUILDING) or " - " in name:
        return f"to {name}"
    return f"to {name}" if _SPACES[sid].kind == "plain" else f"to the {name}"


FIELD_KINDS = {
    "res_of": RESOURCE.__getitem__,
    "res_the": lambda r: RESOURCE[r],
    "from": lambda c: f"from {CONTINENT[c]}",
    "airport": space_name,
    "to_airport": lambda sid: f"to {space_name(sid)}",
    "arrival": arrival,
    "building": BUILDING_NAME.__getitem__,
    "vehicle": {"ship": "ship", "plane": "plane"}.__getitem__,
}

WORDS: dict = {}


def _kind_of(sid: str) -> str:
    return _SPACES[sid].kind


def _low(amount) -> int:
    return amount[0] if amount else 0


def _high(amount) -> int:
    return amount[1] if amount else 0


def _won(w, amount) -> str:
    return f"wins {w.money(amount)}." if amount else "wins nothing."


def _kg(n: int) -> str:
    return f"{n} kg"


_TITLES = {
    "na_airports": "Mines in North America and 5 airports",
    "sa_oc_casino": "Mines in South America and Oceania and a casino",
    "eu_af_casino": "Mines in Europe and Africa and a casino",
    "asia_buildings": "Mines in Asia and buildings worth $20,000",
    "oc_af_bank": "Mines in Oceania and Africa and a bank",
    "sa_af_casino": "Mines in South America and Africa and a casino",
    "antarctica_casinos": "Mines in Antarctica and 2 casinos",
    "sa_eu": "Mines in South America and Europe",
    "oil_6": "6 oil wells, any 6 of the 9",
    "gold_5_restaurants": "5 gold mines, any 5 of the 7, and 3 restaurants",
    "platinum_restaurant": "All the platinum mines and a restaurant",
    "diamonds_bank": "All the diamond mines and a bank",
    "uranium_all": "All the uranium mines",
    "casinos_all": "All the casinos and other buildings worth $2,000",
    "statue": "The Statue of Liberty and other buildings worth $9,000",
    "net_worth": "A net worth of $65,000 in buildings, resources and cash",
    "skyscrapers": "All the skyscrapers: Burj, Empire State and Skyscraper",
    "each_resource": "A mine of each resource and buildings worth $7,000",
    "na_eu_bank": "Mines in North America and Europe and a bank",
    "uranium_banks": "2 uranium mines, any 2 of the 3, and all the banks",
    "diamonds_restaurants": "3 diamond mines, any 3 of the 4, and all the restaurants",
}
MINES_OF = {"oil": "Oil wells", "gold": "Gold mines", "platinum": "Platinum mines",
            "diamonds": "Diamond mines", "uranium": "Uranium mines"}
BUILDING_KIND = {"casino": ("casino", "casinos"), "restaurant": ("restaurant", "restaurants"),
                 "bank": ("bank", "banks"), "skyscraper": ("skyscraper", "skyscrapers"),
                 "statue": ("Statue of Liberty", "Statue of Liberty")}
PHASE = {"mine": "is at a mine", "move": "is moving", "path": "is choosing where to go",
         "space": "is choosing what to do", "preempt": "is deciding on the pre-emption",
         "bids": "sealed bids", "accept": "is choosing a bid", "over": "game over"}
_VEHICLE_HIT = {
    ("storm", "back"): "storm: ships set back {spaces} spaces",
    ("strike", "back"): "strike: planes set back {spaces} spaces",
    ("pirates", "lost"): "pirates: ships' cargo lost ({kg} kg)",
    ("pirates", "half"): "pirates: half the ships' cargo lost ({kg} kg)",
    ("pirates", "escaped"): "pirates: the ships got away, nothing lost",
    ("accident", "lost"): "accident: planes' cargo lost ({kg} kg)",
    ("accident", "restart"): "accident: the planes start their journey again",
    ("accident", "unharmed"): "accident: no harm to the planes",
}
_VEHICLE = {"ship": ("ship", "ships"), "plane": ("plane", "planes")}


def _need_kind(w, building_kind, have, of):
    name = BUILDING_KIND[building_kind][1 if of > 1 else 0]
    return f"{name[0].upper()}{name[1:]}: {have} of {of}"


def _need_value(w, value, without, have):
    extra = "" if without is None else f" (not counting {BUILDING_KIND[without][1]})"
    return f"Buildings worth {w.money(value)}{extra}: you have {w.money(have)}"


def _move(w, number, target, toll, cards=0, **_):
    extra = f" · toll {w.money(toll)}" if toll else ""
    shown = f" · {cards} ?" if cards else ""
    return f"{number}. {w.space(target)}{extra}{shown}"


def _price_bonus(w, resource, delta, **_):
    n = abs(delta)
    return (f"Bonus: the price of {RESOURCE[resource]} goes {'up' if delta > 0 else 'down'} "
            f"{n} level{'' if n == 1 else 's'}")


def _round_ended(w, round, changes):
    said = ", ".join(f"{RESOURCE[r]} {'↑' if d > 0 else '↓'}" for r, d in changes) or "unchanged"
    return f"End of round {round}. Prices: {said}."


def _card_drawn(w, seat, card):
    from ..cards import CARD_BY_ID
    return f"{w.who(seat)} draws a card: “{w.card(CARD_BY_ID[card])}”"


def _new_vein(w, res, amount, **_):
    if res == "oil":
        return f"New oil field: every player gets {amount} kg for each oil well they hold the rights to."
    return (f"New {RESOURCE[res]} vein: every player gets {amount} kg for each {RESOURCE[res]} mine they "
            "hold the rights to.")


def _vehicles_back(w, seat, n, vehicle):
    one, many = _VEHICLE[vehicle]
    return f"G{seat}: {n} {one if n == 1 else many} set back"


def _fleet(vehicle: str) -> str:
    return "ships'" if vehicle == "ship" else "planes'"


WORDS: dict = {
    # ---- choices (buttons) -----------------------------------------------------------------
    "choice:host_end": "End the game",
    "choice:vote": lambda w, yes, **_: "Vote to end" if yes else "Take back your vote to end",
    "choice:roll": lambda w, dice, **_: "Roll the dice" if dice == 2 else "Roll the die",
    "choice:stay": "Stay on the mine",
    "choice:skip_mine": "Skip extraction",
    "choice:treasure": lambda w, pick, **p: (f"Take {w.money(p['amount'])}" if pick == "cash"
                                             else f"Roll two dice ({w.money(p['low'])} to {w.money(p['high'])})"),
    "choice:end_turn": "End turn",
    "choice:preempt": lambda w, target, **p: ("Give up the pre-emption" if target is None else
                                              f"Buy {w.space(target)} from {w.who(p['owner'])} for {w.money(p['cost'])}"),
    "choice:bid": lambda w, target, amount=None, **_: (
        "Make no bid" if target is None else
        f"Sealed bid for {w.space(target)} (at least {w.money(_low(amount))})"),
    "choice:extract": "Extract {res:res} ({cost:money})",
    "choice:ship": lambda w, kg, vehicle, cost, **_: f"Ship {kg} kg by {vehicle} ({w.money(cost)})",
    "choice:fly": lambda w, target, cost, **_: (f"Fly to {space_name(target)} "
                                               f"({'free' if cost == 0 else w.money(cost)})"),
    "choice:move": _move,
    "choice:use_extra_move": "Use the extra move bonus card",
    "choice:buy_building": lambda w, building, seller, cost, **_: (
        f"Buy {BUILDING_NAME[building]}{'' if seller is None else ' from ' + w.who(seller)} for {w.money(cost)}"),
    "choice:bet": lambda w, cost, **_: f"Bet at the casino ({w.money(cost) if cost else 'free'})",
    "choice:buy_licence": "Buy the {continent:continent} licence ({cost:money})",
    "choice:pay_tax": "Pay the income tax ({cost:money}) and win",
    "choice:sell": lambda w, resource, price, amount, **_: (
        f"Sell {RESOURCE[resource]} at the Exchange ({w.money(price)} per kg, you have {_high(amount)} kg)"),
    "choice:buy_rights": "Buy the rights to the {target:space} mine ({cost:money})",
    "choice:buy_airport": "Buy {target:space} ({cost:money})",
    "choice:sell_mine": lambda w, target, price, amount, **_: (
        f"Sell from the {w.space(target)} mine ({w.money(price)} per kg, you have {_high(amount)} kg)"),
    "choice:use_price_bonus": _price_bonus,
    "choice:skip_bid": "Skip {bidder:who}'s bid",
    "choice:stand_in": lambda w, seat, level, why, **_: (
        f"Let a bot ({_LEVEL_EN.get(level, level)}) play for {w.who(seat)}"),
    "choice:stand_down": "Give {seat:who}'s seat back to a player",
    "choice:accept_bid": "Accept {bidder:who}'s bid: {cost:money} for {target:space}",

    # ---- events (the chronicle) ------------------------------------------------------------
    "event:game_started": "The game begins: everyone at the City Airport.",
    "event:round_ended": _round_ended,
    "event:vehicle_arrived": lambda w, seat, vehicle, kg: (
        f"{w.who(seat)}: the ship reaches the Port." if vehicle == "ship"
        else f"{w.who(seat)}: the plane reaches the City Airport."),
    "event:coins_found": "{seat:who} finds {amount:money}.",
    "event:depot_collected": lambda w, seat, kg, space: (
        f"{w.who(seat)} collects {kg} kg at the {'Port' if _kind_of(space) == 'port' else 'City Airport'}."),
    "event:stop_fee_paid": "{seat:who} pays {owner:who} {amount:money} for the stop.",
    "event:game_ended": lambda w, reason, winner: {
        "objective": "Game over: {w} wins, having reached their objective.",
        "vote": "Game over by vote: {w} wins with the highest net worth.",
        "host": "Game ended from the monitor: {w} wins with the highest net worth."}[reason].format(w=w.who(winner)),
    "event:extracted": lambda w, seat, res, dice, kg: (
        f"{w.who(seat)} extracts {RESOURCE[res]}: dice {dice[0]} and {dice[1]}, {kg} kg."),
    "event:shipped": lambda w, seat, kg, vehicle, continent: (
        f"{w.who(seat)} ships {kg} kg by {vehicle} from {CONTINENT[continent]}."),
    "event:rolled": lambda w, seat, dice: (f"{w.who(seat)} rolls {dice[0]} and {dice[1]}." if len(dice) == 2
                                           else f"{w.who(seat)} rolls {dice[0]}."),
    "event:toll_paid": "{seat:who} pays {owner:who} a {amount:money} toll ({space:space}).",
    "event:moved": "{seat:who} goes {to:arrival}.",
    "event:flew": lambda w, seat, to, amount, owner: (
        f"{w.who(seat)} flies to {space_name(to)} and pays {w.money(amount)} "
        f"{'to the bank' if owner is None else 'to ' + w.who(owner)}." if amount
        else f"{w.who(seat)} flies to {space_name(to)} for free."),
    "event:stayed": "{seat:who} stays on the mine.",
    "event:building_bought": lambda w, seat, space, seller, amount: (
        f"{w.who(seat)} buys {w.space(space)}{'' if seller is None else ' from ' + w.who(seller)} "
        f"for {w.money(amount)}."),
    "event:airport_bought": "{seat:who} buys {space:space} for {amount:money}.",
    "event:rights_bought": "{seat:who} buys the rights to the {space:space} mine.",
    "event:licence_bought": "{seat:who} buys the {continent:continent} licence.",
    "event:casino_bet": lambda w, seat, dice, amount, space: (
        f"{w.who(seat)} bets at the casino: {dice[0]} and {dice[1]}, {_won(w, amount)}"),
    "event:treasure_taken": "{seat:who} takes {amount:money} from the treasure.",
    "event:treasure_rolled": lambda w, seat, dice, amount: (
        f"{w.who(seat)} rolls for the treasure: {dice[0]} and {dice[1]}, {_won(w, amount)}"),
    "event:exchange_sold": "{seat:who} sells {kg} kg of {res:res} at the Exchange for {amount:money}.",
    "event:mine_sold": "{seat:who} sells {kg} kg of {res:res} from the mine for {amount:money}.",
    "event:price_bonus_used": lambda w, seat, effect: (
        f"{w.who(seat)} uses the price bonus card. {w.effect(effect)}."),
    "event:extra_move_used": "{seat:who} uses the extra move bonus card.",
    "event:preempted": "{seat:who} pre-empts {owner:who}'s {space:space} for {amount:money}.",
    "event:preempt_declined": "{seat:who} gives up the pre-emption.",
    "event:bid_answered": "{seat:who} has answered the lost lawsuit (sealed bid).",
    "event:bid_skipped": "{seat:who}'s bid skipped from the monitor: no answer.",
    "event:lawsuit_no_bids": "Lost lawsuit: no bids.",
    "event:lawsuit_settled": "Lost lawsuit: {seat:who} gets {space:space} from {owner:who} for {amount:money}.",
    "event:voted": lambda w, seat, yes: f"{w.who(seat)} {'votes to end' if yes else 'takes back their vote to end'}.",
    "event:stand_in": lambda w, seat, level, why: (
        f"{w.who(seat)}'s phone is away: a bot ({_LEVEL_EN.get(level, level)}) plays in their place "
        "until it returns." if why == "away" else f"A bot ({_LEVEL_EN.get(level, level)}) plays for {w.who(seat)}."),
    "event:stand_down": "{seat:who} plays in person again.",
    "event:card_drawn": _card_drawn,
    "event:bonus_card_drawn": "{seat:who} draws a bonus card and keeps it.",

    # ---- money categories (ledger lines) ----------------------------------------------------
    "cash:coins": "coins",
    "cash:stop_fee": "stop at {space:space}",
    "cash:toll": "toll {space:space}",
    "cash:flight": "flight",
    "cash:extraction": "{res:res} extraction",
    "cash:shipping": lambda w, vehicle, **_: f"shipping by {vehicle}",
    "cash:building_purchase": "purchase of {space:space}",
    "cash:building_sale": "sale of {space:space} to G{from}",
    "cash:airport_purchase": "purchase of {space:space}",
    "cash:rights_purchase": "rights {space:space}",
    "cash:licence_purchase": "{continent:continent} licence",
    "cash:casino_bet": "casino bet",
    "cash:casino_win": "casino win",
    "cash:treasure": "treasure",
    "cash:exchange_sale": "{res:res} sold at the Exchange",
    "cash:mine_sale": "{res:res} sold from the mine",
    "cash:income_tax": "income tax",
    "cash:card_mining_tax": "mining taxes",
    "cash:card_birthday": "birthday present",
    "cash:card_party": "party",
    "cash:card_refund": "refund",
    "cash:card_fine": "fine",
    "cash:card_interest": "interest",
    "cash:card_debt_interest": "interest on debt",
    "cash:preempt_purchase": "purchase of {space:space} (pre-emption)",
    "cash:preempt_sale": "pre-emption: sale of {space:space} to G{from}",
    "cash:lawsuit_purchase": "purchase of {space:space} (lost lawsuit)",
    "cash:lawsuit_sale": "lost lawsuit: sale of {space:space} to G{from}",
    "cash:vehicles_hit": lambda w, card, outcome, kg, vehicle, spaces: w.fmt(
        _VEHICLE_HIT[(card, outcome)], kg=kg, spaces=spaces),

    # ---- the card panel's lines ----------------------------------------------------------------
    "effect:cash": "G{seat}: {amount:signed}",
    "effect:bonus_kept": "G{seat}: bonus card",
    "effect:price_moved": lambda w, res, old, new: (
        f"{RESOURCE[res].capitalize()} price: {w.money(old)} → {w.money(new)} per kg"),
    "effect:price_capped": lambda w, res, price, top: (
        f"{RESOURCE[res].capitalize()} price: stays at {w.money(price)} per kg (already at the "
        f"{'top' if top else 'bottom'})"),
    "effect:kg_added": "G{seat}: +{kg} kg {res:res}",
    "effect:vehicles_back": _vehicles_back,
    "effect:vehicles_lost": lambda w, seat, die, kg, vehicle: (
        f"Die {die}: G{seat} loses the {_fleet(vehicle)} cargo ({kg} kg)"),
    "effect:vehicles_half": "Die {die}: G{seat} loses half the ships' cargo ({kg} kg)",
    "effect:vehicles_escaped": "Die {die}: G{seat}'s ships get away",
    "effect:vehicles_restart": "Die {die}: G{seat}'s planes start their journey again",
    "effect:vehicles_unharmed": "Die {die}: no harm to G{seat}'s planes",
    "effect:no_property": "No property to buy.",
    "effect:preempt_deciding": "G{seat} decides whether to use the pre-emption.",
    "effect:no_bid_possible": "No bid possible.",
    "effect:bids_running": "Sealed bids under way.",
    "effect:got_property": "{seat:who} gets {space:space} from {owner:who}.",
    "effect:preempt_declined": "{seat:who} gives up the pre-emption.",
    "effect:no_bids": "No bids.",
    "effect:no_effect": "No effect.",

    # ---- the chance cards ----------------------------------------------------------------------
    "card:price_up": lambda w, res, **_: f"Record demand for {RESOURCE[res]}: the price goes up one level.",
    "card:price_down": lambda w, res, **_: f"Too much {RESOURCE[res]} on the market: the price goes down one level.",
    "card:new_vein": _new_vein,
    "card:mining_tax": "Mining taxes in {continent:continent}: everyone pays {amount:money} for each mine they "
                       "hold the rights to in {continent:continent}.",
    "card:heavy_mining_tax": "Extraordinary mining taxes in {continent:continent}: everyone pays {amount:money} "
                             "for each mine they hold the rights to in {continent:continent}.",
    "card:bonus_price": "Price bonus card: on your turn, move the price of one resource 1 or 2 levels, up or down.",
    "card:bonus_move": "Extra move bonus card: after moving, before ending your turn, you may move a second time.",
    "card:hidden_bonus": "Bonus card: whoever drew it keeps it (it is secret).",
    "card:birthday": "It is your birthday: every player gives you {amount:money}.",
    "card:party": lambda w, amount, **_: f"You throw a party in town: pay {w.money(-amount)} to every player.",
    "card:tax_refund": "Tax refund: the bank pays you {amount:money}.",
    "card:insurance": "Your insurance pays for an old damage: receive {amount:money}.",
    "card:fine": lambda w, amount, **_: f"Speeding fine: pay {w.money(-amount)} to the bank.",
    "card:interest_cash": "Interest on your account: receive {amount}% of your cash, up to {cap:money}.",
    "card:interest_debt": "Interest on debt: if you are in the red, pay the bank {amount}% of your debt.",
    "card:storm": "Storm at sea: your ships under way go back {amount} spaces.",
    "card:strike": "Airport strike: your planes under way go back {amount} spaces.",
    "card:pirates": "Pirates! If you have ships under way, a die decides. 1-2: you lose the cargo; 3-4: you "
                    "lose half of it; 5-6: you get away.",
    "card:accident": "Plane accident! If you have planes under way, a die decides. 1: you lose the cargo; "
                     "2-3: your planes start their journey again; 4-6: no harm.",
    "card:preempt": "Pre-emption: you may buy another player's building or airport for {amount}% more than "
                    "the last price paid.",
    "card:lawsuit": "Lost lawsuit: the other players may make a sealed bid for one of your buildings or "
                    "airports (at least 50% more). If at least one bid comes in, you must accept one.",

    # ---- objectives and their requirements -------------------------------------------------------
    **{f"objective:{k}": v for k, v in _TITLES.items()},
    "need:continent": "All the mines in {continent:continent}: {have} of {of}",
    "need:airports": "World airports: {have} of {of}",
    "need:kind": _need_kind,
    "need:buildings_value": _need_value,
    "need:resource": lambda w, res, have, of: f"{MINES_OF[res]}: {have} of {of}",
    "need:each_resource": "A mine of each resource: {have} of {of}",
    "need:net_worth": "Cash, buildings and resources: {have:money} of {of:money} (the net worth at the top "
                      "also counts airports, licences and rights)",

    # ---- phases -----------------------------------------------------------------------------------
    **{f"phase:{k}": v for k, v in PHASE.items()},

    # ---- refusals -----------------------------------------------------------------------------------
    "error:seat_count": "A game needs 1 to {most} players.",
    "error:starting_cash": "The starting cash must be a whole number between {low:num} and {high:num}.",
    "error:away_minutes": "The minutes before a bot plays for an away phone must be a whole number between {low} and {high}.",
    "error:name_length": "Each player needs a name of 1 to {most} characters.",
    "error:name_invisible": "Names cannot contain control, invisible or line-breaking characters.",
    "error:name_marks": "A name cannot start with an accent or a mark on its own, nor have more than "
                        "{most_marks} on the same letter.",
    "error:name_nothing_visible": "The name must contain at least one letter, digit or symbol.",
    "error:name_empty": "The name cannot be empty.",
    "error:name_too_long": "The name is too long: {most} characters at most (now {now}).",
    "error:bot_level": "Unknown bot level: {level}.",
    "error:unknown_seat": "Unknown seat.",
    "error:bad_action": "Invalid action.",
    "error:game_over": "The game is over.",
    "error:bad_decision": "Invalid decision number.",
    "error:stale": "This choice no longer stands: the situation has changed.",
    "error:amount_not_int": "A whole number is needed.",
    "error:amount_range": "The amount must be between {low} and {high}.",
    "error:not_your_turn": "It is not your turn.",
    "error:not_now": "That move is not allowed now.",
    "error:not_offered": "This choice is not among the possible ones now.",
    "error:bad_seat": "Invalid seat: {seat}.",
    "error:bad_decision_value": "Invalid decision number: {decision}.",
    "error:action_not_object": "Invalid action: an object with a 'kind' field is needed.",
    "error:action_no_kind": "Invalid action: the 'kind' field is missing.",
    "error:action_bad_values": "Invalid action: it contains values that are not allowed.",
    "error:action_too_long": "Invalid action: too long.",
    "error:game_deleted": "The game has been deleted.",
    "error:not_saved": "Saving failed: action undone, please try again.",
}


def default_question(label: str) -> str:
    return f"{label}?"


def _bonus_effect(w, resource, delta, **_):
    n = abs(delta)
    return (f"The price of {RESOURCE[resource]} goes {'up' if delta > 0 else 'down'} {n} "
            f"level{'' if n == 1 else 's'}. The card is discarded.")


WORDS.update({
    "ask:vote": lambda w, yes, **_: "Vote to end the game?" if yes else "Take back your vote to end?",
    "explain:vote": "The game ends when a majority of the human players vote yes: the highest net worth wins.",
    "ask:bid": "How much do you bid for {target:space}?",
    "explain:bid": lambda w, amount, **_: (f"Sealed bid: at least {w.money(_low(amount))}. The others do not "
                                           "see it; you pay only if it is accepted."),
    "ask:use_extra_move": "Use the extra move bonus card?",
    "explain:use_extra_move": "You move a second time this turn. The card is discarded.",
    "ask:use_price_bonus": "Use the price bonus card?",
    "explain:use_price_bonus": _bonus_effect,
    "ask:sell": "How many kg of {resource:res} do you sell at the Exchange?",
    "explain:sell": lambda w, price, amount, **_: f"{w.money(price)} per kg, you have {_high(amount)}.",
    "ask:sell_mine": "How many kg do you sell from the {target:space} mine?",
    "explain:sell_mine": lambda w, price, amount, **_: (
        f"Fixed price: {w.money(price)} per kg, you have {_high(amount)}."),
    "explain:accept_bid": "You must accept one: the property goes to the bidder.",
    "dest:toll": "toll {toll:money}",
    "dest:no_toll": "no toll",
    "dest:cards": lambda w, n: f"draw {n} Chance card{'' if n == 1 else 's'}",
    "dest:world": "World",
})

WORDS.update({
    "error:server_games_limit": "This server already has {playing} games in play, the most it allows: to "
                                "create another, end or delete a game from its monitor.",
    "error:browser_games_limit": "You already have {playing} games in play created from this browser, the most "
                                 "allowed: to create another, end or delete one of your games from its monitor.",
    "error:bad_host_key": "This is not the key of the game's host.",
    "error:seat_stood_in": "A bot is playing your seat: ask whoever created the game to give it back.",
    "error:af_seat_count": "An Alta Finanza game needs {least} to {most} players.",
    "error:af_target": "The target must be between {low:money} and {high:money}.",
    "error:not_a_human_seat": "G{seat} is not a human seat of this game.",
    "error:delete_not_host": "Only the game's host can delete it.",
})


# ---- the debrief: money categories as chart labels, key moments (billionaire/moments.py) ------
def _cause(w, cause, seat, card):
    if cause == "card":
        return f"a chance card drawn by {w.who(seat)}"
    if cause == "bonus":
        return f"the bonus card played by {w.who(seat)}"
    return "the end-of-round drift"


def _moment_price_swing(w, round, res, old, new, causes, seat, kg, value):
    verb = ("rise" if new > old else "fall") if res in PLURAL else ("rises" if new > old else "falls")
    said = list(dict.fromkeys(_cause(w, **c) for c in causes))
    why = (", ".join(said[:-1]) + AND + said[-1]) if len(said) > 1 else "".join(said)
    out = (f"Round {round}: {RESOURCE[res]} {verb} from {w.money(old)} to {w.money(new)} per kg"
           + (f" ({why})" if why else "") + ".")
    if seat is not None and kg:
        gain = "gain" if value > 0 else "lose"
        out += f" {w.who(seat)}'s {w.kinds['num'](kg)} kg {gain} {w.money(abs(value))} of value."
    return out


def _moment_debt(w, seat, rounds, first, last, deepest):
    return (f"{w.who(seat)} ends {rounds} rounds in a row in debt (rounds {first} to {last}), "
            f"down to {w.money(-deepest)}.")


def _moment_tolls(w, seat, space, amount, times):
    return (f"{w.who(seat)} collects {w.money(amount)} in stop fees and tolls from their building "
            f"“{space_name(space)}” ({times} times).")


WORDS.update({
    "category:coins": "Coins", "category:stop_fee": "Stop fees", "category:toll": "Tolls",
    "category:flight": "Flights", "category:extraction": "Extraction", "category:shipping": "Shipping",
    "category:building_purchase": "Buildings bought", "category:building_sale": "Buildings sold",
    "category:airport_purchase": "Airports bought", "category:rights_purchase": "Mining rights",
    "category:licence_purchase": "Licences", "category:casino_bet": "Casino bets",
    "category:casino_win": "Casino wins", "category:treasure": "Treasure",
    "category:exchange_sale": "Exchange sales", "category:mine_sale": "Mine sales",
    "category:income_tax": "Income tax", "category:card_mining_tax": "Mining taxes",
    "category:card_birthday": "Birthdays", "category:card_party": "Parties",
    "category:card_refund": "Refunds", "category:card_fine": "Fines", "category:card_interest": "Interest",
    "category:card_debt_interest": "Interest on debt",
    "category:preempt_purchase": "Pre-emption purchases", "category:preempt_sale": "Pre-emption sales",
    "category:lawsuit_purchase": "Lawsuit purchases", "category:lawsuit_sale": "Lawsuit sales",
    "category:vehicles_hit": "Loads lost",
    "moment:lead": "From round {round} on, {seat:who} leads in net worth and never loses the lead "
                   "({net_worth:money} at the end).",
    "moment:price_swing": _moment_price_swing,
    "moment:debt": _moment_debt,
    "moment:tolls": _moment_tolls,
    "moment:windfall": lambda w, seat, amount, category, round: (
        f"Round {round}: the largest sum of the game, {w.money(amount)} to {w.who(seat)} "
        f"({w.say('category:' + category).lower()})."),
    "moment:top_income": lambda w, seat, category, amount, share: (
        f"{w.who(seat)}'s first source of income: {w.say('category:' + category).lower()}, "
        f"{w.money(amount)} ({share}% of their income)."),
    "moment:bot_all": "A bot was playing for {seat:who}.",
    "moment:bot_part": "For part of it a bot played for {seat:who}.",
})


WORDS.update({
    'error:file_too_large': 'The file is too large to be a game (at most {most} MB).',
    'error:file_not_json': 'This file is not a game file: it is not JSON.',
    'error:file_not_a_game': 'This file is not a game file (Billionaire or Alta Finanza).',
    'error:file_unknown_game': 'This file is of a game this server does not know (it knows Billionaire and Alta Finanza): it was not loaded.',
    'error:file_bad_seats': 'The game file was not loaded: it has invalid players.',
    'error:file_bad_seed': 'The game file was not loaded: its seed is not valid.',
    'error:file_bad_settings': 'The game file was not loaded: its game settings are missing or invalid.',
    'error:file_illegal_action': 'The game file was tampered with and was not loaded: move number {number} is not valid.',
    'error:file_import_limit': 'Too many games in play to load another one.',
})
