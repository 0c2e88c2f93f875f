"""The monitor's status line for screen readers: what changed that matters, said once.

A `role="status"` (aria-live="polite") element, drawn for nobody (the board and the header show
it all): its text changes when a card is drawn, when the turn passes to another player and when
the game ends with a winner, so a screen reader announces exactly those. Other updates (cash,
prices, the chronicle) leave it as it is, and nothing is announced twice.
"""
from __future__ import annotations

from nicegui import ui

from pages.lang import tr


def _who(view: dict, seat: int | None) -> str:
    p = next((p for p in view.get("players", []) if p.get("seat") == seat), None)
    return f"{p['label']} {p['name']}" if p else ""


class MonitorStatus:
    """A part of the monitor (`update(view)` like the others)."""

    def __init__(self, view: dict, lang: str = "it") -> None:
        self.lang = lang
        self.label = ui.label("").classes("sr-only").props('role=status aria-live=polite data-testid="monitor-status"')
        self.seen: dict[str, object] = {}
        self.update(view)

    def _news(self, view: dict) -> list[str]:
        lang, out = self.lang, []
        card = view.get("last_card")
        turn_key = (view.get("round"), view.get("current_seat"))
        # A card is news when it shows within a turn: a turn that starts keeps the last card on
        # the monitor (not news), and its outcome filled in later (a pre-emption decided) is the
        # same card. (The same card drawn again in one turn is said once: the chronicle has both.)
        card_key = (card.get("id"), card.get("drawer"), turn_key) if card else None
        over = bool(view.get("over"))
        if card and turn_key == self.seen.get("turn") and card_key != self.seen.get("card") and card.get("text"):
            drawer = _who(view, card.get("drawer"))
            out.append(tr("{who} pesca una carta: {card}", lang).format(who=drawer, card=card["text"])
                       if drawer else card["text"])
        if over and not self.seen.get("over"):
            winner = _who(view, view.get("winner"))
            out.append(tr("Vince {who}!", lang).format(who=winner) if winner else tr("Partita finita", lang))
        elif not over and turn_key != self.seen.get("turn") and view.get("current_seat"):
            out.append(tr("Tocca a {who}.", lang).format(who=_who(view, view.get("current_seat"))))
        self.seen.update(card=card_key, turn=turn_key, over=over)
        return out

    def update(self, view: dict) -> None:
        news = self._news(view)   # on opening: whose turn it is (or who won), not an old card
        if news:
            self.label.set_text(" ".join(news))
