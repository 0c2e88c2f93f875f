"""The chance deck as data. Draws are with replacement: the deck never runs out.

Each card has a `kind` the engine dispatches on and a few parameters; its words (shown on the
monitor when the card is drawn) are the text layer's, `card:<key>`.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from .tables import CONTINENTS, RESOURCES


@dataclass(frozen=True)
class Card:
    """A chance card. Its words are the text layer's: `card:<key>` with the card's params;
    `text` is the Italian (logs, tests)."""
    id: str
    kind: str
    key: str               # which text: cards of one kind may read differently (a gift or a party)
    resource: str | None = None
    continent: str | None = None
    amount: int = 0        # $ or kg or levels or spaces or percent, by kind
    bonus: bool = False    # kept in hand until used
    extra: dict = field(default_factory=dict)

    @property
    def text(self) -> str:
        from .texts import plain
        return plain("it").card(self)


HEAVY_TAX = 2000


def _deck() -> tuple[Card, ...]:
    # "New vein" cards per resource (balance, docs/balance.md): none for platinum and diamonds,
    # whose all-mines objectives are the quickest; two for uranium, the dearest mines.
    KG_CARDS = {"oil": 1, "gold": 1, "uranium": 2}
    cards: list[Card] = []
    for r in RESOURCES:
        cards.append(Card(f"price_up_{r}", "price", "price_up", resource=r, amount=1))
        cards.append(Card(f"price_down_{r}", "price", "price_down", resource=r, amount=-1))
        if r in KG_CARDS:
            cards.append(Card(f"kg_{r}", "resources", "new_vein", resource=r, amount=2))
    for i in range(2, KG_CARDS.get("uranium", 1) + 1):
        cards.append(Card(f"kg_uranium_{i}", "resources", "new_vein", resource="uranium", amount=2))
    for c in CONTINENTS:
        cards.append(Card(f"tax_{c}", "tax", "mining_tax", continent=c, amount=200))
    # Heavy mining taxes (balance, docs/balance.md): they slow the many-mine objectives most and
    # lengthen the game, so the long money objectives catch up. None for Asia: its four mines are
    # asia_buildings' and the uranium objectives' (the slow ones).
    for c in CONTINENTS:
        if c == "asia":
            continue
        cards.append(Card(f"tax_heavy_{c}", "tax", "heavy_mining_tax", continent=c, amount=HEAVY_TAX))
    for i in range(4):
        cards.append(Card(f"bonus_price_{i}", "bonus_price", "bonus_price", bonus=True))
    for i in range(3):
        cards.append(Card(f"bonus_move_{i}", "bonus_move", "bonus_move", bonus=True))
    cards += [
        Card("gift_birthday", "gift", "birthday", amount=100),
        Card("gift_party", "gift", "party", amount=-50),
        Card("refund_tax", "refund", "tax_refund", amount=500),
        Card("refund_insurance", "refund", "insurance", amount=300),
        Card("fine", "refund", "fine", amount=-200),
        Card("interest_cash", "interest_cash", "interest_cash", amount=5, extra={"cap": 500}),
        Card("interest_debt", "interest_debt", "interest_debt", amount=10),
        Card("storm", "vehicles_back", "storm", amount=2, extra={"vehicle": "ship"}),
        Card("strike", "vehicles_back", "strike", amount=4, extra={"vehicle": "plane"}),
        Card("pirates_1", "pirates", "pirates"),
        Card("pirates_2", "pirates", "pirates"),
        Card("accident_1", "accident", "accident"),
        Card("accident_2", "accident", "accident"),
        Card("preempt_25", "preempt", "preempt", amount=25),
        Card("preempt_50", "preempt", "preempt", amount=50),
        Card("lawsuit_1", "lawsuit", "lawsuit"),
        Card("lawsuit_2", "lawsuit", "lawsuit"),
    ]
    return tuple(cards)


DECK: tuple[Card, ...] = _deck()
CARD_BY_ID = {c.id: c for c in DECK}
