"""The phone's notices: what happened to this player, often in another player's turn (a property
taken, a lawsuit's result, a card that cost money, pirates), and the dice of their treasure and
casino. Each stays on screen until its player closes it (`runtime.dismiss_notice`); an outcome of
the player's own move (treasure, casino) goes by itself when their next turn begins.

The engine gives typed notices (`billionaire.notices`); `notice_text` says them in the phone's
language (card texts, place and building names are the engine's words, Italian for now).
"""
from __future__ import annotations

from typing import Any, Callable

from nicegui import ui

from billionaire.cards import CARD_BY_ID
from billionaire.notices import OUTCOME_KINDS
from billionaire.texts import plain
from billionaire.tables import BUILDINGS
from billionaire.rules.money import BUILDING_OF_SPACE
from billionaire.texts import money
from pages.lang import tr

SHOWN = 3   # notices on screen at once; "e altri N" says the rest


def _who(pub: dict, seat: Any) -> str:
    for p in pub.get("players", []):
        if p.get("seat") == seat:
            return f"{p['label']} {p['name']}"
    return f"G{seat}"


def _place(sid: Any, lang: str = "it") -> str:
    try:
        return plain(lang).space(str(sid))
    except KeyError:
        return str(sid)


def _dice(dice: list, lang: str = "it") -> str:
    said = [str(int(d)) for d in dice]
    if len(said) < 2:
        return "".join(said)
    return tr("{first} e {last}", lang).format(first=", ".join(said[:-1]), last=said[-1])


_VEHICLES = {
    "lost": "Pirati sulle tue navi (dado {die}): hai perso tutto il carico ({kg} kg).",
    "half": "Pirati sulle tue navi (dado {die}): hai perso metà del carico ({kg} kg).",
    "escaped": "Pirati sulle tue navi (dado {die}): le navi scappano, nessuna perdita.",
}
_PLANES = {
    "lost": "Incidente ai tuoi aerei (dado {die}): hai perso tutto il carico ({kg} kg).",
    "restart": "Incidente ai tuoi aerei (dado {die}): ripartono da capo verso la città.",
    "unharmed": "Incidente ai tuoi aerei (dado {die}): nessun danno.",
}


def notice_text(n: dict, pub: dict, seat: int | None = None, lang: str = "it") -> str:
    """One notice in `lang`, naming the other players as the monitor does."""
    kind = n.get("kind")
    if kind == "preempted":
        return tr("{who} ha usato la prelazione e ti ha preso {space}: hai incassato {price}.", lang) \
            .format(who=_who(pub, n["by"]), space=_place(n["space"], lang), price=money(n["price"], lang))
    if kind == "bid_won":
        return tr("{who} ha perso la causa e ha accettato la tua offerta: hai ottenuto {space} per "
                  "{price}.", lang).format(who=_who(pub, n["seller"]), space=_place(n["space"], lang),
                                           price=money(n["price"], lang))
    if kind == "bid_refused":
        return tr("Causa persa: è stata accettata l'offerta di {who} per {space}. La tua offerta non "
                  "è stata scelta: non paghi nulla.", lang).format(who=_who(pub, n["winner"]),
                                                                   space=_place(n["won_space"], lang))
    if kind == "bid_skipped":
        return tr("Causa persa: non hai risposto in tempo e dal monitor la tua offerta è stata "
                  "saltata. Non paghi nulla.", lang)
    if kind == "card_cost":
        card = CARD_BY_ID.get(n.get("card"))
        text = f" «{plain(lang).card(card)}»" if card is not None else ""
        drawer = (tr("Carta Probabilità che hai pescato:", lang) if n.get("turn") == seat
                  else tr("Carta Probabilità pescata da {who}:", lang).format(who=_who(pub, n.get("turn"))))
        return drawer + text + tr(" Ti è costata {amount}.", lang).format(amount=money(-int(n["amount"]), lang))
    if kind == "vehicles":
        card = CARD_BY_ID.get(n.get("card"))
        outcome = n.get("outcome")
        params = {"die": n.get("die"), "kg": n.get("kg", 0)}
        if outcome in _VEHICLES and card is not None and card.kind == "pirates":
            return tr(_VEHICLES[outcome], lang).format(**params)
        if outcome in _PLANES:
            return tr(_PLANES[outcome], lang).format(**params)
        return plain(lang).card(card) if card else tr("Carta Probabilità", lang)
    if kind == "treasure":
        won = (tr("vinci {amount}", lang).format(amount=money(n["amount"], lang)) if n["amount"]
               else tr("non vinci nulla", lang))
        return tr("Tesoro: dadi {dice}, {won} (paga ogni dado da 3 a 6, × 100 $).", lang) \
            .format(dice=_dice(n["dice"], lang), won=won)
    if kind == "casino":
        spec = BUILDINGS.get(BUILDING_OF_SPACE.get(n.get("space"), ""))
        wins = "-".join(str(w) for w in spec.casino_wins) if spec else ""
        where = plain(lang).space(n["space"]) if spec else tr("Casinò", lang)
        won = (tr("vinci {amount}", lang).format(amount=money(n["amount"], lang)) if n["amount"]
               else tr("non vinci nulla", lang))
        return tr("{where}: dadi {dice}, {won}", lang).format(where=where, dice=_dice(n["dice"], lang), won=won) \
            + (tr(" (vincono {wins}).", lang).format(wins=wins) if wins else ".")
    return str(kind)


def visible_notices(notices: list[dict], dismissed: frozenset[int], pub: dict) -> list[dict]:
    """The notices to show, newest first: not closed, and an outcome (treasure, casino) only until
    its player's next turn begins (the turn may have closed by itself right after the dice)."""
    out = []
    now = (pub.get("round") or 0, pub.get("current_seat") or 0)
    for n in reversed(notices):
        if n.get("id") in dismissed:
            continue
        if n.get("kind") in OUTCOME_KINDS and now >= ((n.get("round") or 0) + 1, n.get("turn") or 0):
            continue
        out.append(n)
    return out


class Notices:
    """The notices card at the top of the phone: built once, rebuilt only when its lines change."""

    def __init__(self, dismiss: Callable[[list[int]], None], seat: int | None = None,
                 lang: str = "it") -> None:
        self.dismiss = dismiss
        self.seat = seat
        self.lang = lang
        self.key: tuple | None = None
        self.box = ui.column().classes("w-full gap-2").props('data-testid="phone-notices"')
        self.box.set_visibility(False)

    def update(self, shown: list[dict], pub: dict) -> None:
        lang = self.lang
        lines = [(n["id"], n["kind"] not in OUTCOME_KINDS, notice_text(n, pub, self.seat, lang)) for n in shown]
        key = tuple(lines)
        if key == self.key:
            return
        self.key = key
        self.box.clear()
        self.box.set_visibility(bool(lines))
        with self.box:
            for nid, loss, text in lines[:SHOWN]:
                colour = "#ef5350" if loss else "#66bb6a"
                with ui.row().classes("ph-card w-full items-center no-wrap gap-2") \
                        .style(f"border-color:{colour}; border-width:2px; padding:10px 12px") \
                        .props('data-testid="phone-notice"'):
                    ui.icon("priority_high" if loss else "casino").classes("text-2xl") \
                        .style(f"color:{colour}")
                    ui.label(text).classes("text-base grow").style("font-weight:600")
                    ui.button(icon="close", on_click=lambda i=nid: self.dismiss([i])) \
                        .props(f'flat round dense color=grey-4 aria-label="{tr("Chiudi", lang)}"') \
                        .mark("notice-close")
            if len(lines) > 1:
                with ui.row().classes("w-full items-center justify-between no-wrap"):
                    more = len(lines) - SHOWN
                    ui.label(tr("e altri {n} avvisi", lang).format(n=more) if more > 1
                             else tr("e un altro avviso", lang) if more == 1 else "") \
                        .classes("ph-muted")
                    ui.button(tr("Chiudi tutti", lang), on_click=lambda: self.dismiss([i for i, _, _ in lines])) \
                        .props("flat dense no-caps color=primary").mark("notices-close-all")
