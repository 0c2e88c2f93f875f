"""The chance deck as data. Draws are with replacement: the deck never runs out.

Each card has a `kind` the engine dispatches on and a few parameters. Texts are Italian, shown
on the monitor when the card is drawn.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from .tables import CONTINENT_IT, CONTINENTS, RESOURCE_IT, RESOURCE_OF, RESOURCE_PLURAL, RESOURCES


@dataclass(frozen=True)
class Card:
    id: str
    kind: str
    text: str
    resource: str | None = None
    continent: str | None = None
    amount: int = 0        # $ or kg or levels or spaces or percent, by kind
    bonus: bool = False    # kept in hand until used
    extra: dict = field(default_factory=dict)


HEAVY_TAX = 2000


def _new_vein(r: str) -> str:
    """'Nuovo filone d'oro: …', 'Nuovo giacimento di petrolio: … ogni pozzo di petrolio …'."""
    if r == "oil":
        return ("Nuovo giacimento di petrolio: ogni giocatore riceve 2 kg per ogni pozzo di petrolio "
                "di cui ha i diritti.")
    return (f"Nuovo filone {RESOURCE_OF[r]}: ogni giocatore riceve 2 kg per ogni miniera "
            f"{RESOURCE_OF[r]} di cui ha i diritti.")


def _deck() -> tuple[Card, ...]:
    # "New vein" cards per resource (balance, docs/balance.md): none for platinum and diamonds,
    # whose all-mines objectives are the quickest; two for uranium, the dearest mines.
    KG_CARDS = {"oil": 1, "gold": 1, "uranium": 2}
    cards: list[Card] = []
    for r in RESOURCES:
        it = RESOURCE_IT[r]
        cards.append(Card(f"price_up_{r}", "price", f"Domanda record {RESOURCE_OF[r]}: la quotazione sale di un livello.", resource=r, amount=1))
        too_much = "Troppi" if r in RESOURCE_PLURAL else "Troppo"
        cards.append(Card(f"price_down_{r}", "price", f"{too_much} {it} sul mercato: la quotazione scende di un livello.", resource=r, amount=-1))
        if r in KG_CARDS:
            cards.append(Card(f"kg_{r}", "resources", _new_vein(r), resource=r, amount=2))
    for i in range(2, KG_CARDS.get("uranium", 1) + 1):
        it = RESOURCE_IT["uranium"]
        cards.append(Card(f"kg_uranium_{i}", "resources", _new_vein("uranium"), resource="uranium", amount=2))
    for c in CONTINENTS:
        cards.append(Card(f"tax_{c}", "tax", f"Tasse minerarie in {CONTINENT_IT[c]}: tutti pagano 200 $ per ogni miniera di cui hanno i diritti in {CONTINENT_IT[c]}.", continent=c, amount=200))
    # Heavy mining taxes (balance, docs/balance.md): they slow the many-mine objectives most and
    # lengthen the game, so the long money objectives catch up. None for Asia: its four mines are
    # asia_buildings' and the uranium objectives' (the slow ones).
    for c in CONTINENTS:
        if c == "asia":
            continue
        amount = HEAVY_TAX
        cards.append(Card(f"tax_heavy_{c}", "tax", f"Tasse minerarie straordinarie in {CONTINENT_IT[c]}: tutti pagano {amount:,} $ per ogni miniera di cui hanno i diritti in {CONTINENT_IT[c]}.".replace(",", "."), continent=c, amount=amount))
    for i in range(4):
        cards.append(Card(f"bonus_price_{i}", "bonus_price", "Carta bonus quotazioni: nel tuo turno sposta di 1 o 2 livelli, in su o in giù, la quotazione di una risorsa.", bonus=True))
    for i in range(3):
        cards.append(Card(f"bonus_move_{i}", "bonus_move", "Carta bonus nuovo tiro: dopo esserti spostato, prima di finire il turno, puoi fare un secondo spostamento.", bonus=True))
    cards += [
        Card("gift_birthday", "gift", "È il tuo compleanno: ogni giocatore ti regala 100 $.", amount=100),
        Card("gift_party", "gift", "Offri una festa in città: paghi 50 $ a ogni giocatore.", amount=-50),
        Card("refund_tax", "refund", "Rimborso delle tasse: la banca ti paga 500 $.", amount=500),
        Card("refund_insurance", "refund", "L'assicurazione ti rimborsa un vecchio danno: ricevi 300 $.", amount=300),
        Card("fine", "refund", "Multa per eccesso di velocità: paghi 200 $ alla banca.", amount=-200),
        Card("interest_cash", "interest_cash", "Interessi sul conto: ricevi il 5% del tuo contante, fino a 500 $.", amount=5, extra={"cap": 500}),
        Card("interest_debt", "interest_debt", "Interessi sul debito: se sei in negativo paghi alla banca il 10% del debito.", amount=10),
        Card("storm", "vehicles_back", "Tempesta sugli oceani: le tue navi in viaggio tornano indietro di 2 caselle.", amount=2, extra={"vehicle": "ship"}),
        Card("strike", "vehicles_back", "Sciopero negli aeroporti: i tuoi aerei in viaggio tornano indietro di 4 caselle.", amount=4, extra={"vehicle": "plane"}),
        Card("pirates_1", "pirates", "Pirati! Se hai navi in viaggio, un dado decide. 1-2: perdi il carico; 3-4: ne perdi metà; 5-6: scappi."),
        Card("pirates_2", "pirates", "Pirati! Se hai navi in viaggio, un dado decide. 1-2: perdi il carico; 3-4: ne perdi metà; 5-6: scappi."),
        Card("accident_1", "accident", "Incidente aereo! Se hai aerei in viaggio, un dado decide. 1: perdi il carico; 2-3: i tuoi aerei ripartono da capo; 4-6: nessun danno."),
        Card("accident_2", "accident", "Incidente aereo! Se hai aerei in viaggio, un dado decide. 1: perdi il carico; 2-3: i tuoi aerei ripartono da capo; 4-6: nessun danno."),
        Card("preempt_25", "preempt", "Prelazione: puoi comprare un edificio o un aeroporto di un altro giocatore pagando il 25% in più rispetto all'ultimo prezzo pagato.", amount=25),
        Card("preempt_50", "preempt", "Prelazione: puoi comprare un edificio o un aeroporto di un altro giocatore pagando il 50% in più rispetto all'ultimo prezzo pagato.", amount=50),
        Card("lawsuit_1", "lawsuit", "Causa persa: gli altri giocatori possono fare un'offerta segreta per un tuo edificio o aeroporto (almeno il 50% in più). Se arriva almeno un'offerta, devi accettarne una."),
        Card("lawsuit_2", "lawsuit", "Causa persa: gli altri giocatori possono fare un'offerta segreta per un tuo edificio o aeroporto (almeno il 50% in più). Se arriva almeno un'offerta, devi accettarne una."),
    ]
    return tuple(cards)


DECK: tuple[Card, ...] = _deck()
CARD_BY_ID = {c.id: c for c in DECK}
