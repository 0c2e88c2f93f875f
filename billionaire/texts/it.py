"""Italian: the game's words as the rulebook says them. Keys: see `billionaire/texts/__init__.py`."""
from __future__ import annotations

from functools import lru_cache

from ..board import BUILDING, CITY_AIRPORT, WORLD_AIRPORT
from ..layouts import BOARDS
from ..tables import BUILDINGS

AND = " e "
RESOURCE = {"oil": "petrolio", "gold": "oro", "platinum": "platino", "diamonds": "diamanti", "uranium": "uranio"}
PLURAL = frozenset({"diamonds"})                       # "i diamanti salgono"
# "di petrolio", "d'oro": the preposition before a resource's name, elided as Italian wants it.
RESOURCE_OF = {"oil": "di petrolio", "gold": "d'oro", "platinum": "di platino", "diamonds": "di diamanti",
               "uranium": "di uranio"}
# "del petrolio", "dell'oro", "dei diamanti": "il prezzo dell'oro".
RESOURCE_THE = {"oil": "del petrolio", "gold": "dell'oro", "platinum": "del platino",
                "diamonds": "dei diamanti", "uranium": "dell'uranio"}
CONTINENT = {
    "europe": "Europa", "africa": "Africa", "north_america": "Nord America", "oceania": "Oceania",
    "asia": "Asia", "south_america": "Sud America", "antarctica": "Antartide",
}
# "dall'Europa", "dal Nord America": where a shipment comes from.
CONTINENT_FROM = {
    "europe": "dall'Europa", "africa": "dall'Africa", "north_america": "dal Nord America",
    "oceania": "dall'Oceania", "asia": "dall'Asia", "south_america": "dal Sud America",
    "antarctica": "dall'Antartide",
}
BUILDING_NAME = {b: spec.name for b, spec in BUILDINGS.items()}
_SPACES = {s.id: s for b in BOARDS.values() for s in b.spaces}


@lru_cache(maxsize=None)
def space_name(sid: str) -> str:
    """A space's name in texts: the board's word, except a plain space ("Casella vuota"), a chance
    space ("Casella ?"), a building (its full name: "Casinò da 4.000 $") and an airport
    ("Aeroporto di New York", "Aeroporto del Cairo", "Aeroporto della città")."""
    space = _SPACES[sid]
    if space.kind == BUILDING:
        return BUILDING_NAME[space.building]
    if space.kind == CITY_AIRPORT:
        return "Aeroporto della città"
    if space.kind == WORLD_AIRPORT:
        place = space.name.removeprefix("Aeroporto ")
        return f"Aeroporto del {place[3:]}" if place.startswith("Il ") else f"Aeroporto di {place}"
    if space.name == "?":
        return "Casella ?"
    return space.name or "Casella vuota"


def _lower_first(text: str) -> str:
    return text[0].lower() + text[1:]


@lru_cache(maxsize=None)
def arrival(sid: str) -> str:
    """Where a pawn goes: 'all'aeroporto di New York', 'su una casella ?', 'sulla casella Borsa'."""
    kind = _SPACES[sid].kind
    if kind in (CITY_AIRPORT, WORLD_AIRPORT):
        return "all'" + _lower_first(space_name(sid))
    name = space_name(sid)
    if name in ("Casella ?", "Casella vuota"):
        return "su una " + _lower_first(name)
    return f"sulla casella {name}"


FIELD_KINDS = {
    "res_of": RESOURCE_OF.__getitem__,
    "res_the": RESOURCE_THE.__getitem__,
    "from": CONTINENT_FROM.__getitem__,
    "airport": lambda sid: _lower_first(space_name(sid)),          # "aeroporto del Cairo"
    "to_airport": lambda sid: "all'" + _lower_first(space_name(sid)),
    "arrival": arrival,
    "building": BUILDING_NAME.__getitem__,
    "vehicle": {"ship": "nave", "plane": "aereo"}.__getitem__,
}

WORDS: dict = {}


# ---- grammar helpers for the templates below ------------------------------------------------------
def _kind_of(sid: str) -> str:
    return _SPACES[sid].kind


def _amount_low(amount) -> int:
    return amount[0] if amount else 0


def _amount_high(amount) -> int:
    return amount[1] if amount else 0


def _won(w, amount) -> str:
    return f"vince {w.money(amount)}." if amount else "non vince nulla."


_TITLES = {
    "na_airports": "Miniere in Nord America e 5 aeroporti",
    "sa_oc_casino": "Miniere in Sud America e Oceania e un casinò",
    "eu_af_casino": "Miniere in Europa e Africa e un casinò",
    "asia_buildings": "Miniere in Asia ed edifici per 20.000 $",
    "oc_af_bank": "Miniere in Oceania e Africa e una banca",
    "sa_af_casino": "Miniere in Sud America e Africa e un casinò",
    "antarctica_casinos": "Miniere in Antartide e 2 casinò",
    "sa_eu": "Miniere in Sud America ed Europa",
    "oil_6": "6 pozzi di petrolio, a scelta fra i 9",
    "gold_5_restaurants": "5 miniere d'oro, a scelta fra le 7, e 3 ristoranti",
    "platinum_restaurant": "Tutte le miniere di platino e un ristorante",
    "diamonds_bank": "Tutte le miniere di diamanti e una banca",
    "uranium_all": "Tutte le miniere di uranio",
    "casinos_all": "Tutti i casinò e altri edifici per 2.000 $",
    "statue": "La Statua della Libertà e altri edifici per 9.000 $",
    "net_worth": "Patrimonio di 65.000 $ tra edifici, risorse e contante",
    "skyscrapers": "Tutti i grattacieli: Burj, Empire State e Grattacielo",
    "each_resource": "Una miniera di ogni risorsa ed edifici per 7.000 $",
    "na_eu_bank": "Miniere in Nord America ed Europa e una banca",
    "uranium_banks": "2 miniere di uranio, a scelta fra le 3, e tutte le banche",
    "diamonds_restaurants": "3 miniere di diamanti, a scelta fra le 4, e tutti i ristoranti",
}
# "Miniere d'oro", "Pozzi di petrolio", as the rulebook and the objectives' titles say them.
MINES_OF = {"oil": "Pozzi di petrolio", "gold": "Miniere d'oro", "platinum": "Miniere di platino",
            "diamonds": "Miniere di diamanti", "uranium": "Miniere di uranio"}
BUILDING_KIND = {"casino": ("casinò", "casinò"), "restaurant": ("ristorante", "ristoranti"),
                 "bank": ("banca", "banche"), "skyscraper": ("grattacielo", "grattacieli"),
                 "statue": ("Statua della Libertà", "Statua della Libertà")}
PHASE = {"mine": "è in miniera", "move": "si sposta", "path": "sceglie dove andare",
         "space": "sceglie cosa fare", "preempt": "decide sulla prelazione", "bids": "offerte segrete",
         "accept": "sceglie un'offerta", "over": "partita finita"}
_VEHICLE_HIT = {
    ("storm", "back"): "tempesta: navi indietro di {spaces} caselle",
    ("strike", "back"): "sciopero: aerei indietro di {spaces} caselle",
    ("pirates", "lost"): "pirati: perso il carico delle navi ({kg} kg)",
    ("pirates", "half"): "pirati: persa metà del carico delle navi ({kg} kg)",
    ("pirates", "escaped"): "pirati: le navi scappano, nessuna perdita",
    ("accident", "lost"): "incidente: perso il carico degli aerei ({kg} kg)",
    ("accident", "restart"): "incidente: gli aerei ripartono da capo",
    ("accident", "unharmed"): "incidente: nessun danno agli aerei",
}


def _need_kind(w, building_kind, have, of):
    name = BUILDING_KIND[building_kind][1 if of > 1 else 0]
    return f"{name[0].upper()}{name[1:]}: {have} di {of}"


def _need_value(w, value, without, have):
    extra = "" if without is None else f" (senza {BUILDING_KIND[without][1]})"
    return f"Edifici per {w.money(value)}{extra}: ne hai per {w.money(have)}"


def _move(w, number, target, toll, shows_cards=0, **_):
    extra = f" · pedaggio {w.money(toll)}" if toll else ""
    cards = f" · {shows_cards} ?" if shows_cards else ""
    return f"{number}. {w.space(target)}{extra}{cards}"


def _price_bonus(w, resource, delta, **_):
    word = "sale" if delta > 0 else "scende"
    n = abs(delta)
    return f"Bonus: il prezzo {RESOURCE_THE[resource]} {word} di {n} livell{'o' if n == 1 else 'i'}"


def _round_ended(w, round, changes):
    said = ", ".join(f"{RESOURCE[r]} {'↑' if d > 0 else '↓'}" for r, d in changes) or "invariate"
    return f"Fine del giro {round}. Quotazioni: {said}."


def _card_drawn(w, seat, card):
    from ..cards import CARD_BY_ID
    return f"{w.who(seat)} pesca una carta: «{w.card(CARD_BY_ID[card])}»"


def _new_vein(w, res, amount, **_):
    if res == "oil":
        return (f"Nuovo giacimento di petrolio: ogni giocatore riceve {amount} kg per ogni pozzo di "
                "petrolio di cui ha i diritti.")
    return (f"Nuovo filone {RESOURCE_OF[res]}: ogni giocatore riceve {amount} kg per ogni miniera "
            f"{RESOURCE_OF[res]} di cui ha i diritti.")


def _vehicles_back(w, seat, n, vehicle):
    ship = vehicle == "ship"
    what = ("nave torna" if ship else "aereo torna") if n == 1 else ("navi tornano" if ship else "aerei tornano")
    return f"G{seat}: {n} {what} indietro"


def _fleet(vehicle: str) -> str:
    return "delle navi" if vehicle == "ship" else "degli aerei"


WORDS: dict = {
    # ---- choices (buttons) -----------------------------------------------------------------
    "choice:host_end": "Termina la partita",
    "choice:vote": lambda w, yes, **_: "Voto per finire" if yes else "Ritira il voto per finire",
    "choice:roll": lambda w, dice, **_: "Tira i dadi" if dice == 2 else "Tira il dado",
    "choice:stay": "Resta sulla miniera",
    "choice:skip_mine": "Salta l'estrazione",
    "choice:treasure": lambda w, pick, **p: (f"Prendi {w.money(p['amount'])}" if pick == "cash"
                                             else f"Tira due dadi (da {p['low']} a {w.money(p['high'])})"),
    "choice:end_turn": "Fine turno",
    "choice:preempt": lambda w, target, **p: ("Rinuncia alla prelazione" if target is None else
                                              f"Compra {w.space(target)} da {w.who(p['owner'])} per {w.money(p['cost'])}"),
    "choice:bid": lambda w, target, amount=None, **_: (
        "Non fare offerte" if target is None else
        f"Offerta segreta per {w.space(target)} (almeno {w.money(_amount_low(amount))})"),
    "choice:extract": "Estrai {res:res} ({cost:money})",
    "choice:ship": "Spedisci {kg} kg in {vehicle:vehicle} ({cost:money})",
    "choice:fly": lambda w, target, cost, **_: (f"Vola {w.fmt('{t:to_airport}', t=target)} "
                                               f"({'gratis' if cost == 0 else w.money(cost)})"),
    "choice:move": lambda w, number, target, toll, cards=0, **_: _move(w, number, target, toll, cards),
    "choice:use_extra_move": "Usa la carta bonus nuovo tiro",
    "choice:buy_building": lambda w, building, seller, cost, **_: (
        f"Compra {BUILDING_NAME[building]}{'' if seller is None else ' da ' + w.who(seller)} per {w.money(cost)}"),
    "choice:bet": lambda w, cost, **_: f"Punta al casinò ({w.money(cost) if cost else 'gratis'})",
    "choice:buy_licence": "Compra la licenza {continent:continent} ({cost:money})",
    "choice:pay_tax": "Paga le tasse sui redditi ({cost:money}) e vinci",
    "choice:sell": lambda w, resource, price, amount, **_: (
        f"Vendi {RESOURCE[resource]} in borsa ({w.money(price)} al kg, hai {_amount_high(amount)} kg)"),
    "choice:buy_rights": "Compra i diritti della miniera {target:space} ({cost:money})",
    "choice:buy_airport": "Compra l'{target:airport} ({cost:money})",
    "choice:sell_mine": lambda w, target, price, amount, **_: (
        f"Vendi dalla miniera {w.space(target)} ({w.money(price)} al kg, hai {_amount_high(amount)} kg)"),
    "choice:use_price_bonus": _price_bonus,
    "choice:skip_bid": "Salta l'offerta di {bidder:who}",
    "choice:stand_in": lambda w, seat, level, why, **_: f"Fai giocare un bot ({level}) al posto di {w.who(seat)}",
    "choice:stand_down": "Ridai il posto di {seat:who} a un giocatore",
    "choice:accept_bid": "Accetta l'offerta di {bidder:who}: {cost:money} per {target:space}",

    # ---- events (the chronicle) ------------------------------------------------------------
    "event:game_started": "La partita comincia: tutti all'aeroporto della città.",
    "event:round_ended": _round_ended,
    "event:vehicle_arrived": lambda w, seat, vehicle, kg: (
        f"{w.who(seat)}: la nave arriva al porto." if vehicle == "ship"
        else f"{w.who(seat)}: l'aereo arriva all'aeroporto della città."),
    "event:coins_found": "{seat:who} trova {amount:money}.",
    "event:depot_collected": lambda w, seat, kg, space: (
        f"{w.who(seat)} ritira {kg} kg "
        f"{'al porto' if _kind_of(space) == 'port' else 'all' + chr(39) + 'aeroporto della città'}."),
    "event:stop_fee_paid": "{seat:who} paga {amount:money} di sosta a {owner:who}.",
    "event:game_ended": lambda w, reason, winner: {
        "objective": "Fine della partita: vince {w}, che raggiunge il suo obiettivo.",
        "vote": "Fine della partita per voto: vince {w}, che ha il patrimonio più alto.",
        "host": "Partita chiusa dal monitor: vince {w}, che ha il patrimonio più alto."}[reason].format(w=w.who(winner)),
    "event:extracted": lambda w, seat, res, dice, kg: (
        f"{w.who(seat)} estrae {RESOURCE[res]}: dadi {dice[0]} e {dice[1]}, {kg} kg."),
    "event:shipped": lambda w, seat, kg, vehicle, continent: (
        f"{w.who(seat)} spedisce {kg} kg con {'una nave' if vehicle == 'ship' else 'un aereo'} "
        f"{CONTINENT_FROM[continent]}."),
    "event:rolled": lambda w, seat, dice: (f"{w.who(seat)} tira {dice[0]} e {dice[1]}." if len(dice) == 2
                                           else f"{w.who(seat)} tira {dice[0]}."),
    "event:toll_paid": "{seat:who} paga {amount:money} di pedaggio a {owner:who} ({space:space}).",
    "event:moved": "{seat:who} va {to:arrival}.",
    "event:flew": lambda w, seat, to, amount, owner: (
        f"{w.who(seat)} vola {w.fmt('{t:to_airport}', t=to)} e paga {w.money(amount)} "
        f"{'alla banca' if owner is None else 'a ' + w.who(owner)}." if amount
        else f"{w.who(seat)} vola gratis {w.fmt('{t:to_airport}', t=to)}."),
    "event:stayed": "{seat:who} resta sulla miniera.",
    "event:building_bought": lambda w, seat, space, seller, amount: (
        f"{w.who(seat)} compra {w.space(space)}{'' if seller is None else ' da ' + w.who(seller)} "
        f"per {w.money(amount)}."),
    "event:airport_bought": "{seat:who} compra l'{space:airport} per {amount:money}.",
    "event:rights_bought": "{seat:who} compra i diritti della miniera {space:space}.",
    "event:licence_bought": "{seat:who} compra la licenza {continent:continent}.",
    "event:casino_bet": lambda w, seat, dice, amount, space: (
        f"{w.who(seat)} punta al casinò: {dice[0]} e {dice[1]}, {_won(w, amount)}"),
    "event:treasure_taken": "{seat:who} prende {amount:money} dal tesoro.",
    "event:treasure_rolled": lambda w, seat, dice, amount: (
        f"{w.who(seat)} tira per il tesoro: {dice[0]} e {dice[1]}, {_won(w, amount)}"),
    "event:exchange_sold": "{seat:who} vende {kg} kg {res:res_of} in borsa per {amount:money}.",
    "event:mine_sold": "{seat:who} vende {kg} kg {res:res_of} dalla miniera per {amount:money}.",
    "event:price_bonus_used": lambda w, seat, effect: (
        f"{w.who(seat)} usa la carta bonus quotazioni. {w.effect(effect)}."),
    "event:extra_move_used": "{seat:who} usa la carta bonus nuovo tiro.",
    "event:preempted": "{seat:who} esercita la prelazione su {space:space} di {owner:who} per {amount:money}.",
    "event:preempt_declined": "{seat:who} rinuncia alla prelazione.",
    "event:bid_answered": "{seat:who} ha risposto alla causa persa (offerta segreta).",
    "event:bid_skipped": "Offerta di {seat:who} saltata dal monitor: nessuna risposta.",
    "event:lawsuit_no_bids": "Causa persa: nessuna offerta.",
    "event:lawsuit_settled": "Causa persa: {seat:who} ottiene {space:space} da {owner:who} per {amount:money}.",
    "event:voted": lambda w, seat, yes: f"{w.who(seat)} {'vota per finire' if yes else 'ritira il voto per finire'}.",
    "event:stand_in": lambda w, seat, level, why: (
        f"Il telefono di {w.who(seat)} è lontano: un bot ({level}) gioca al suo posto finché torna."
        if why == "away" else f"Un bot ({level}) gioca al posto di {w.who(seat)}."),
    "event:stand_down": "{seat:who} torna a giocare di persona.",
    "event:card_drawn": _card_drawn,
    "event:bonus_card_drawn": "{seat:who} pesca una carta bonus e la tiene.",

    # ---- money categories (ledger lines) ----------------------------------------------------
    "cash:coins": "monete",
    "cash:stop_fee": "sosta {space:space}",
    "cash:toll": "pedaggio {space:space}",
    "cash:flight": "volo",
    "cash:extraction": "estrazione {res:res}",
    "cash:shipping": lambda w, vehicle, **_: f"spedizione in {'nave' if vehicle == 'ship' else 'aereo'}",
    "cash:building_purchase": "acquisto {space:space}",
    "cash:building_sale": "vendita {space:space} a G{from}",
    "cash:airport_purchase": "acquisto {space:space}",
    "cash:rights_purchase": "diritti {space:space}",
    "cash:licence_purchase": "licenza {continent:continent}",
    "cash:casino_bet": "puntata al casinò",
    "cash:casino_win": "vincita al casinò",
    "cash:treasure": "tesoro",
    "cash:exchange_sale": "vendita {res:res} in borsa",
    "cash:mine_sale": "vendita {res:res} dalla miniera",
    "cash:income_tax": "tasse sui redditi",
    "cash:card_mining_tax": "tasse minerarie",
    "cash:card_birthday": "regalo di compleanno",
    "cash:card_party": "festa",
    "cash:card_refund": "rimborso",
    "cash:card_fine": "multa",
    "cash:card_interest": "interessi",
    "cash:card_debt_interest": "interessi sul debito",
    "cash:preempt_purchase": "acquisto {space:space} (prelazione)",
    "cash:preempt_sale": "prelazione: vendita {space:space} a G{from}",
    "cash:lawsuit_purchase": "acquisto {space:space} (causa persa)",
    "cash:lawsuit_sale": "causa persa: vendita {space:space} a G{from}",
    "cash:vehicles_hit": lambda w, card, outcome, kg, vehicle, spaces: w.fmt(
        _VEHICLE_HIT[(card, outcome)], kg=kg, spaces=spaces),

    # ---- the card panel's lines ----------------------------------------------------------------
    "effect:cash": "G{seat}: {amount:signed}",
    "effect:bonus_kept": "G{seat}: carta bonus",
    "effect:price_moved": "Quotazione {res:res}: {old:money} → {new:money} al kg",
    "effect:price_capped": lambda w, res, price, top: (
        f"Quotazione {RESOURCE[res]}: resta a {w.money(price)} al kg (già al {'massimo' if top else 'minimo'})"),
    "effect:kg_added": "G{seat}: +{kg} kg {res:res}",
    "effect:vehicles_back": _vehicles_back,
    "effect:vehicles_lost": lambda w, seat, die, kg, vehicle: (
        f"Dado {die}: G{seat} perde il carico {_fleet(vehicle)} ({kg} kg)"),
    "effect:vehicles_half": "Dado {die}: G{seat} perde metà del carico delle navi ({kg} kg)",
    "effect:vehicles_escaped": "Dado {die}: le navi di G{seat} scappano",
    "effect:vehicles_restart": "Dado {die}: gli aerei di G{seat} ripartono da capo",
    "effect:vehicles_unharmed": "Dado {die}: nessun danno agli aerei di G{seat}",
    "effect:no_property": "Nessuna proprietà da comprare.",
    "effect:preempt_deciding": "G{seat} decide se usare la prelazione.",
    "effect:no_bid_possible": "Nessuna offerta possibile.",
    "effect:bids_running": "Offerte segrete in corso.",
    "effect:got_property": "{seat:who} ottiene {space:space} da {owner:who}.",
    "effect:preempt_declined": "{seat:who} rinuncia alla prelazione.",
    "effect:no_bids": "Nessuna offerta.",
    "effect:no_effect": "Nessun effetto.",

    # ---- the chance cards ----------------------------------------------------------------------
    "card:price_up": "Domanda record {res:res_of}: la quotazione sale di un livello.",
    "card:price_down": lambda w, res, **_: (
        f"{'Troppi' if res in PLURAL else 'Troppo'} {RESOURCE[res]} sul mercato: la quotazione scende di un livello."),
    "card:new_vein": _new_vein,
    "card:mining_tax": "Tasse minerarie in {continent:continent}: tutti pagano {amount:money} per ogni miniera "
                       "di cui hanno i diritti in {continent:continent}.",
    "card:heavy_mining_tax": "Tasse minerarie straordinarie in {continent:continent}: tutti pagano {amount:money} "
                             "per ogni miniera di cui hanno i diritti in {continent:continent}.",
    "card:bonus_price": "Carta bonus quotazioni: nel tuo turno sposta di 1 o 2 livelli, in su o in giù, la "
                        "quotazione di una risorsa.",
    "card:bonus_move": "Carta bonus nuovo tiro: dopo esserti spostato, prima di finire il turno, puoi fare un "
                       "secondo spostamento.",
    "card:hidden_bonus": "Carta bonus: chi l'ha pescata la tiene (è segreta).",
    "card:birthday": "È il tuo compleanno: ogni giocatore ti regala {amount:money}.",
    "card:party": lambda w, amount, **_: f"Offri una festa in città: paghi {w.money(-amount)} a ogni giocatore.",
    "card:tax_refund": "Rimborso delle tasse: la banca ti paga {amount:money}.",
    "card:insurance": "L'assicurazione ti rimborsa un vecchio danno: ricevi {amount:money}.",
    "card:fine": lambda w, amount, **_: f"Multa per eccesso di velocità: paghi {w.money(-amount)} alla banca.",
    "card:interest_cash": "Interessi sul conto: ricevi il {amount}% del tuo contante, fino a {cap:money}.",
    "card:interest_debt": "Interessi sul debito: se sei in negativo paghi alla banca il {amount}% del debito.",
    "card:storm": "Tempesta sugli oceani: le tue navi in viaggio tornano indietro di {amount} caselle.",
    "card:strike": "Sciopero negli aeroporti: i tuoi aerei in viaggio tornano indietro di {amount} caselle.",
    "card:pirates": "Pirati! Se hai navi in viaggio, un dado decide. 1-2: perdi il carico; 3-4: ne perdi metà; "
                    "5-6: scappi.",
    "card:accident": "Incidente aereo! Se hai aerei in viaggio, un dado decide. 1: perdi il carico; 2-3: i tuoi "
                     "aerei ripartono da capo; 4-6: nessun danno.",
    "card:preempt": "Prelazione: puoi comprare un edificio o un aeroporto di un altro giocatore pagando il "
                    "{amount}% in più rispetto all'ultimo prezzo pagato.",
    "card:lawsuit": "Causa persa: gli altri giocatori possono fare un'offerta segreta per un tuo edificio o "
                    "aeroporto (almeno il 50% in più). Se arriva almeno un'offerta, devi accettarne una.",

    # ---- objectives and their requirements -------------------------------------------------------
    **{f"objective:{k}": v for k, v in _TITLES.items()},
    "need:continent": "Tutte le miniere in {continent:continent}: {have} di {of}",
    "need:airports": "Aeroporti del mondo: {have} di {of}",
    "need:kind": _need_kind,
    "need:buildings_value": _need_value,
    "need:resource": lambda w, res, have, of: f"{MINES_OF[res]}: {have} di {of}",
    "need:each_resource": "Una miniera di ogni risorsa: {have} di {of}",
    "need:net_worth": "Contante, edifici e risorse: {have:money} di {of:money} (il patrimonio in alto conta "
                      "anche aeroporti, licenze e diritti)",

    # ---- phases (what the player whose turn it is does) ---------------------------------------------
    **{f"phase:{k}": v for k, v in PHASE.items()},

    # ---- refusals -----------------------------------------------------------------------------------
    "error:seat_count": "Servono da 1 a {most} giocatori.",
    "error:starting_cash": "Il denaro iniziale deve essere un numero intero fra {low:num} e {high:num}.",
    "error:away_minutes": "I minuti prima che un bot giochi per un telefono lontano devono essere un numero intero fra {low} e {high}.",
    "error:name_length": "Ogni giocatore ha un nome da 1 a {most} caratteri.",
    "error:name_invisible": "I nomi non possono contenere caratteri di controllo, invisibili o che vanno a capo.",
    "error:name_marks": "Un nome non può iniziare con un accento o un segno da solo, né averne più di "
                        "{most_marks} sulla stessa lettera.",
    "error:name_nothing_visible": "Il nome deve contenere almeno una lettera, una cifra o un simbolo.",
    "error:name_empty": "Il nome non può essere vuoto.",
    "error:name_too_long": "Il nome è troppo lungo: al massimo {most} caratteri (ora {now}).",
    "error:bot_level": "Livello dei bot sconosciuto: {level}.",
    "error:unknown_seat": "Posto sconosciuto.",
    "error:bad_action": "Azione non valida.",
    "error:game_over": "La partita è finita.",
    "error:bad_decision": "Numero di decisione non valido.",
    "error:stale": "Questa scelta non vale più: la situazione è cambiata.",
    "error:amount_not_int": "Serve una cifra intera.",
    "error:amount_range": "La cifra deve stare fra {low} e {high}.",
    "error:not_your_turn": "Non è il tuo turno.",
    "error:not_now": "Mossa non consentita adesso.",
    "error:not_offered": "Questa scelta non è fra quelle possibili adesso.",
    "error:bad_seat": "Posto non valido: {seat}.",
    "error:bad_decision_value": "Numero di decisione non valido: {decision}.",
    "error:action_not_object": "Azione non valida: serve un oggetto con il campo 'kind'.",
    "error:action_no_kind": "Azione non valida: manca il campo 'kind'.",
    "error:action_bad_values": "Azione non valida: contiene valori non ammessi.",
    "error:action_too_long": "Azione non valida: troppo lunga.",
    "error:game_deleted": "La partita è stata eliminata.",
    "error:not_saved": "Errore di salvataggio: azione annullata, riprova.",
}

# A button says what to do ("Compra Pizza per 600 $"); its confirmation asks the player ("Compri
# Pizza per 600 $?"): the first word's imperative becomes the second person.
_ASKED = {"Compra": "Compri", "Vola": "Voli", "Punta": "Punti", "Paga": "Paghi", "Accetta": "Accetti",
          "Usa": "Usi", "Estrai": "Estrai", "Spedisci": "Spedisci", "Vendi": "Vendi", "Termina": "Termini"}


def default_question(label: str) -> str:
    first, _, rest = label.partition(" ")
    return f"{_ASKED.get(first, first)} {rest}?" if rest else f"{label}?"


def _bonus_effect(w, resource, delta, **_):
    effect = _price_bonus(w, resource, delta).removeprefix("Bonus: ")
    return f"{effect[0].upper()}{effect[1:]}. La carta si scarta."


WORDS.update({
    # ---- the Sì / No dialog: the question and its explanation ------------------------------------
    "ask:vote": lambda w, yes, **_: "Voti per finire la partita?" if yes else "Ritiri il tuo voto per finire?",
    "explain:vote": "La partita finisce quando vota sì la maggioranza degli umani: vince chi ha il "
                    "patrimonio più alto.",
    "ask:bid": "Quanto offri per {target:space}?",
    "explain:bid": lambda w, amount, **_: (f"Offerta segreta: almeno {w.money(_amount_low(amount))}. Gli altri "
                                           "non la vedono; paghi solo se viene accettata."),
    "ask:use_extra_move": "Usi la carta bonus nuovo tiro?",
    "explain:use_extra_move": "Fai un secondo spostamento in questo turno. La carta si scarta.",
    "ask:use_price_bonus": "Usi la carta bonus quotazioni?",
    "explain:use_price_bonus": _bonus_effect,
    "ask:sell": "Quanti kg {resource:res_of} vendi in borsa?",
    "explain:sell": lambda w, price, amount, **_: f"{w.money(price)} al kg, ne hai {_amount_high(amount)}.",
    "ask:sell_mine": "Quanti kg vendi dalla miniera {target:space}?",
    "explain:sell_mine": lambda w, price, amount, **_: (
        f"Prezzo fisso: {w.money(price)} al kg, ne hai {_amount_high(amount)}."),
    "explain:accept_bid": "Devi accettarne una: la proprietà passa a chi ha offerto.",
    # ---- a destination button's detail line -------------------------------------------------------
    "dest:toll": "pedaggio {toll:money}",
    "dest:no_toll": "nessun pedaggio",
    "dest:cards": lambda w, n: f"peschi {n} cart{'a' if n == 1 else 'e'} Probabilità",
    "dest:world": "Mondo",
})

WORDS.update({
    "error:server_games_limit": "Su questo server ci sono già {playing} partite in corso, il massimo: per "
                                "crearne un'altra, termina o elimina una partita dal suo monitor.",
    "error:browser_games_limit": "Hai già {playing} partite in corso create da questo browser, il massimo: per "
                                 "crearne un'altra, termina o elimina una delle tue partite dal suo monitor.",
    "error:bad_host_key": "Chiave di chi ha creato la partita non valida.",
    "error:seat_stood_in": "Un bot gioca al tuo posto: chiedi a chi ha creato la partita di ridartelo.",
    "error:af_seat_count": "Una partita di Alta Finanza va da {least} a {most} giocatori.",
    "error:af_target": "La somma da raggiungere va da {low:money} a {high:money}.",
    "error:not_a_human_seat": "G{seat} non è un posto umano di questa partita.",
    "error:delete_not_host": "Solo chi ha creato la partita può eliminarla.",
})


# ---- the debrief: money categories as chart labels, key moments (billionaire/moments.py) ------
_ARTICLE = {"oil": "il petrolio", "gold": "l'oro", "platinum": "il platino", "diamonds": "i diamanti",
            "uranium": "l'uranio"}


def _cause(w, cause, seat, card):
    if cause == "card":
        return f"una carta probabilità pescata da {w.who(seat)}"
    if cause == "bonus":
        return f"la carta bonus giocata da {w.who(seat)}"
    return "l'andamento di fine giro"


def _moment_price_swing(w, round, res, old, new, causes, seat, kg, value):
    verb = ("salgono" if new > old else "scendono") if res in PLURAL else ("sale" if new > old else "scende")
    said = list(dict.fromkeys(_cause(w, **c) for c in causes))
    why = (", ".join(said[:-1]) + AND + said[-1]) if len(said) > 1 else "".join(said)
    out = (f"Giro {round}: {_ARTICLE[res]} {verb} da {w.money(old)} a {w.money(new)} al kg"
           + (f" ({why})" if why else "") + ".")
    if seat is not None and kg:
        gain = "guadagnano" if value > 0 else "perdono"
        out += f" I {w.kinds['num'](kg)} kg di {w.who(seat)} {gain} {w.money(abs(value))} di valore."
    return out


def _moment_debt(w, seat, rounds, first, last, deepest):
    return (f"{w.who(seat)} chiude in debito {rounds} giri di fila (dal giro {first} al {last}), "
            f"fino a {w.money(-deepest)}.")


def _moment_tolls(w, seat, space, amount, times):
    return (f"{w.who(seat)} incassa {w.money(amount)} di soste e pedaggi con il suo edificio "
            f"«{space_name(space)}» ({times} volte).")


WORDS.update({
    "category:coins": "Monete", "category:stop_fee": "Soste", "category:toll": "Pedaggi",
    "category:flight": "Voli", "category:extraction": "Estrazioni", "category:shipping": "Spedizioni",
    "category:building_purchase": "Acquisto edifici", "category:building_sale": "Vendita edifici",
    "category:airport_purchase": "Acquisto aeroporti", "category:rights_purchase": "Diritti minerari",
    "category:licence_purchase": "Licenze", "category:casino_bet": "Puntate al casinò",
    "category:casino_win": "Vincite al casinò", "category:treasure": "Tesori",
    "category:exchange_sale": "Vendite in borsa", "category:mine_sale": "Vendite dalla miniera",
    "category:income_tax": "Tasse sui redditi", "category:card_mining_tax": "Tasse minerarie",
    "category:card_birthday": "Compleanni", "category:card_party": "Feste",
    "category:card_refund": "Rimborsi", "category:card_fine": "Multe", "category:card_interest": "Interessi",
    "category:card_debt_interest": "Interessi sul debito",
    "category:preempt_purchase": "Acquisti in prelazione", "category:preempt_sale": "Vendite in prelazione",
    "category:lawsuit_purchase": "Acquisti da cause", "category:lawsuit_sale": "Vendite da cause",
    "category:vehicles_hit": "Carichi persi",
    "moment:lead": "Dal giro {round} {seat:who} è in testa per patrimonio e non la lascia più "
                   "({net_worth:money} alla fine).",
    "moment:price_swing": _moment_price_swing,
    "moment:debt": _moment_debt,
    "moment:tolls": _moment_tolls,
    "moment:windfall": lambda w, seat, amount, category, round: (
        f"Giro {round}: l'incasso più grande della partita, {w.money(amount)} a {w.who(seat)} "
        f"({w.say('category:' + category).lower()})."),
    "moment:top_income": lambda w, seat, category, amount, share: (
        f"La prima fonte di entrate di {w.who(seat)}: {w.say('category:' + category).lower()}, "
        f"{w.money(amount)} ({share}% delle sue entrate)."),
    "moment:bot_all": "Al posto di {seat:who} giocava un bot.",
    "moment:bot_part": "Per {seat:who} ha giocato in parte un bot.",
})


WORDS.update({
    'error:file_too_large': 'Il file è troppo grande per essere una partita (al massimo {most} MB).',
    'error:file_not_json': 'Questo file non è un file della partita: non è JSON.',
    'error:file_not_a_game': 'Questo file non è un file della partita (Billionaire o Alta Finanza).',
    'error:file_unknown_game': 'Questo file è di un gioco che questo server non conosce (conosce Billionaire e Alta Finanza): non è stato caricato.',
    'error:file_bad_seats': 'Il file della partita non è stato caricato: ha giocatori non validi.',
    'error:file_bad_seed': 'Il file della partita non è stato caricato: il suo seme non è valido.',
    'error:file_bad_settings': 'Il file della partita non è stato caricato: ha impostazioni del gioco mancanti o non valide.',
    'error:file_illegal_action': 'Il file della partita è stato alterato e non è stato caricato: la mossa numero {number} non è valida.',
    'error:file_import_limit': "Troppe partite in corso per caricarne un'altra.",
})
