"""The 20 Telex cards, as data: 6 rises-and-falls, 6 Cracks-and-Recoveries, 5 prizes, 3 neutral.

A card's effect is its fields; its words are the headline here (Italian and English, the news the
telex carries) and the effect line `texts.py` writes from the fields, so the two cannot disagree.
"""
from __future__ import annotations

from dataclasses import dataclass

SWING, CRACK, PRIZE, NEUTRAL = "swing", "crack", "prize", "neutral"
KINDS = (SWING, CRACK, PRIZE, NEUTRAL)


@dataclass(frozen=True)
class Telex:
    id: str
    kind: str
    headline_it: str
    headline_en: str
    up: str | None = None          # swing: the type that rises ...
    rise: int = 0                  # ... by this much
    down: str | None = None        # swing: the type that falls ...
    fall: int = 0                  # ... by this much
    crack: str | None = None       # crack: the type that crashes (and the one in Crack recovers)
    to: str | None = None          # prize: "majority" of `type`, "majorities" (each one), "holder"
    type: str | None = None
    amount: int = 0


DECK = (
    Telex("t01", SWING, "Giacimento scoperto nel Mare del Nord", "Oil strike in the North Sea",
          up="oil", rise=8_000, down="shipping", fall=6_000),
    Telex("t02", SWING, "Boom dei microprocessori", "Microchip boom",
          up="computers", rise=7_000, down="banks", fall=5_000),
    Telex("t03", SWING, "Grandine record: assicurati tutti i raccolti", "Record hail: every crop insured",
          up="insurance", rise=6_000, down="automobile", fall=7_000),
    Telex("t04", SWING, "Nuovo modello di utilitaria a ruba", "New small car sells out",
          up="automobile", rise=5_000, down="computers", fall=8_000),
    Telex("t05", SWING, "Tassi d'interesse in rialzo", "Interest rates go up",
          up="banks", rise=8_000, down="oil", fall=6_000),
    Telex("t06", SWING, "Commesse per dieci superpetroliere", "Orders for ten supertankers",
          up="shipping", rise=6_000, down="insurance", fall=5_000),
    Telex("t07", CRACK, "Fallisce il più grande costruttore d'auto", "The largest car maker fails",
          crack="automobile"),
    Telex("t08", CRACK, "Crollo dei noli marittimi", "Freight rates collapse", crack="shipping"),
    Telex("t09", CRACK, "Embargo sul greggio", "Crude oil embargo", crack="oil"),
    Telex("t10", CRACK, "Scandalo dei calcolatori difettosi", "Faulty computers scandal", crack="computers"),
    Telex("t11", CRACK, "Catastrofe: le compagnie non pagano", "Disaster: insurers cannot pay", crack="insurance"),
    Telex("t12", CRACK, "Corsa agli sportelli", "A run on the banks", crack="banks"),
    Telex("t13", PRIZE, "Dividendo straordinario delle Petrolifere", "Special dividend from Oil",
          to="majority", type="oil", amount=60_000),
    Telex("t14", PRIZE, "Premio di produzione ai Computers", "Output bonus at Computers",
          to="majority", type="computers", amount=60_000),
    Telex("t15", PRIZE, "Assemblea dei grandi azionisti", "Meeting of the major shareholders",
          to="majorities", amount=30_000),
    Telex("t16", PRIZE, "Soffiata d'oro", "A golden tip", to="holder", amount=50_000),
    Telex("t17", PRIZE, "Consulenza ben pagata", "A well-paid consultancy", to="holder", amount=30_000),
    Telex("t18", NEUTRAL, "Borsa ferma per sciopero", "Exchange still: strike"),
    Telex("t19", NEUTRAL, "Voci di fusioni smentite", "Merger rumours denied"),
    Telex("t20", NEUTRAL, "Seduta senza scosse", "A quiet session"),
)
TELEX_BY_ID = {t.id: t for t in DECK}

assert len(DECK) == 20 and [sum(t.kind == k for t in DECK) for k in KINDS] == [6, 6, 5, 3]
assert all(t.up != t.down for t in DECK if t.kind == SWING)
