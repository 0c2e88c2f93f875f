"""Alta Finanza's phone (`/play/{token}` of an Alta Finanza seat, reached from `pages.phone`):
this seat's private view only, its cash, shares, Tessere, loan and its held Telex (never sent to
any other browser), its decisions as buttons, Sì/No for the important ones, a trade's amount
control, the vote and the final ranking.

It keeps the platform's rules for a phone (`pages.phone`): the token decides the seat and is
checked again before every tap; the newest page of a seat plays and the others say **Gioca
qui** (`runtime.is_live`); a tap is stored in a worker thread with the decision number it
answered (a late or double tap is refused by the engine and changes nothing).
"""
from __future__ import annotations

import html
import logging
import weakref
from typing import Any

from nicegui import context, run, ui

from billionaire.alta_finanza.tables import TYPES
from billionaire.alta_finanza.texts import words as af_words
from billionaire.texts import money
from pages import phone_parts as parts
from pages import runtime, seat_marks, words
from pages.af_monitor_parts import TYPE_COLOUR
from pages.lang import problem_text, switch, tr
from pages.phone_alert import TurnAlert, status_text

log = logging.getLogger(__name__)

BUSY_TEXT = "Un attimo: sto registrando la tua scelta precedente."
ELSEWHERE_TEXT = "Questo posto è aperto su un altro dispositivo."
NOT_LIVE_TEXT = "Questo posto è aperto su un altro dispositivo: tocca «Gioca qui» per giocare da qui."

CSS = """
.af-ph-big { font-size: 28px; font-weight: 800; font-variant-numeric: tabular-nums; }
.af-ph-shares td { padding: 2px 6px; font-size: 15px; font-variant-numeric: tabular-nums; }
.af-ph-shares td.n { text-align: right; font-weight: 800; }
.af-ph-telex { border: 2px solid #42a5f5; border-radius: 12px; padding: 10px 12px; background: rgba(66,165,245,.1); }
.af-amount .q-field__native { text-align: center; font-size: 24px; font-weight: 800; }
"""


def af_problem(problem: Any, lang: str) -> str:
    """A refusal in this game's words when its text layer has them, else the platform's."""
    code = getattr(problem, "code", None)
    if isinstance(code, str):
        said = af_words(lang).error(code, getattr(problem, "params", None) or {})
        if not said.startswith("error:"):
            return said
    return problem_text(problem, lang)


def testid(choice: dict) -> str:
    """A decision button's test id: `af-choice-{kind}`, with what tells two of a kind apart."""
    a = choice["action"]
    extra = [str(a[k]) for k in ("side", "type", "target") if k in a]
    if a["kind"] == "use_tessera":
        extra = [str(a.get("to"))]
    return "-".join(["af-choice", a["kind"], *extra])


PAGES: weakref.WeakValueDictionary[str, "AfPhonePage"] = weakref.WeakValueDictionary()   # client id -> page


class AfPhonePage:
    """One phone page (one client) of one Alta Finanza seat."""

    def __init__(self, session: Any, seat: int, token: str, lang: str) -> None:
        self.session, self.seat, self.token, self.lang = session, seat, token, lang
        self.client = context.client
        PAGES[self.client.id] = self
        self.valid = True
        self.busy = False
        self.key: tuple | None = None
        self.pv: dict = {}
        self.pending: tuple[dict, int] | None = None
        self.device = runtime.browser_id()
        ui.add_css(CSS)
        runtime.open_seat(session, seat, self.client.id, self.device)
        with ui.column().classes("ph-wrap") as self.root:
            with ui.row().classes("w-full justify-end"):
                switch(lang)
            with ui.column().classes("ph-card items-center gap-3 text-center") \
                    .props('data-testid="phone-elsewhere"') as self.elsewhere:
                ui.label(tr(ELSEWHERE_TEXT, lang)).classes("text-lg font-bold")
                ui.button(tr("Gioca qui", lang), icon="touch_app", on_click=self.play_here) \
                    .props('unelevated no-caps size=lg color=primary text-color=dark data-testid="play-here"')
            self.elsewhere.set_visibility(False)
            # the turn alert (shared with Billionaire's phone): sound, vibration, title, status line
            self.alert = TurnAlert(self.client, lang)
            self.main = ui.column().classes("w-full gap-[10px]")
            self.alert.build_switch()
        self._build_dialog()
        self.client.on_connect(self._connected)
        self.connections = 0
        self.refresh()
        runtime.subscribe_page(session, self.refresh, seat=seat)

    # ---------------------------------------------------------------- the seat
    def _live(self) -> bool:
        return runtime.is_live(self.session, self.seat, self.client.id)

    def _connected(self) -> None:
        first = self.connections == 0
        self.connections += 1
        runtime.seat_page_connected(self.session, self.seat, self.client.id, first=first)

    def play_here(self) -> None:
        if self.valid:
            runtime.claim_seat(self.session, self.seat, self.client.id, self.device)
            self.refresh(force=True)

    def _token_valid(self) -> bool:
        return not self.session.deleted and self.session.seat_for_token(self.token) == self.seat

    # ---------------------------------------------------------------- reading
    def refresh(self, force: bool = False) -> None:
        if not self.valid:
            return
        if not self._token_valid():
            from pages.phone import invalid_page
            self.valid = False
            self.dialog.close()
            self.root.clear()
            with self.root:
                invalid_page(self.lang)
            return
        live = self._live()
        self.elsewhere.set_visibility(not live)
        self.main.set_visibility(live)
        if not live:
            self.dialog.close()
            self.pending = None
            self.alert.silence()
            return
        game = self.session.game
        key = (id(game), len(game.log), game.decision)
        if key == self.key and not force:
            return
        with self.session.lock:
            self.key = (id(self.session.game), len(self.session.game.log), self.session.game.decision)
            pv = self.session.game.private_view(self.seat, self.lang)
        if self.pending is not None and self.pending[1] != pv["decision"]:
            self.pending = None
            self.dialog.close()        # the question it asked is gone
        self.pv = pv
        self.main.clear()
        with self.main:
            self._build(pv)
        pending = not pv["over"] and any(c["action"]["kind"] != "vote" for c in pv["choices"])
        my_turn = pv["current_seat"] == self.seat
        self.alert.update(pending, my_turn, status_text(pending, my_turn, pv, self.lang))

    def _build(self, pv: dict) -> None:
        lang = self.lang
        me = next(p for p in pv["players"] if p["seat"] == self.seat)
        cur = next((p for p in pv["players"] if p["seat"] == pv["current_seat"]), None)
        with ui.column().classes("ph-card gap-1"):
            with ui.row().classes("ph-row no-wrap"):
                ui.label(me["label"]).classes(f"b-chip text-lg {seat_marks.label_class(me['label'])}") \
                    .style(f"background:{me['color']};color:{seat_marks.ink(me['color'])}")
                ui.label(f"{me['label']} {me['name']}").classes("text-lg font-bold truncate") \
                    .props('data-testid="af-phone-name"').mark("af-phone-name")
            ui.label(money(me["cash"], lang)).classes("af-ph-big") \
                .props('data-testid="af-phone-cash"').mark("af-phone-cash")
            ui.label(tr("Obiettivo: {target} in contanti, con la Carta di Credito e almeno 15 azioni.", lang)
                     .format(target=money(me["target"], lang))).classes("ph-muted")
            if pv["over"]:
                turn = tr("Partita finita", lang)
            elif cur and cur["seat"] == self.seat:
                turn = tr("Tocca a te.", lang)
            else:
                turn = tr("Tocca a {who}.", lang).format(who=words.who(pv, pv["current_seat"]))
            ui.label(f"{tr('Giro {n}', lang).format(n=pv['round'])} · {turn}").classes("font-bold") \
                .props('data-testid="af-phone-turn"').mark("af-phone-turn")
        self._decisions(pv)
        self._telex(pv, me)
        self._shares(pv, me)
        self._ledger(pv)
        self._vote(pv)

    # -------------------------------------------------------------- decisions
    def _decisions(self, pv: dict) -> None:
        lang = self.lang
        with parts.section(tr("Le tue decisioni", lang)).props('data-testid="af-decisions"'):
            if pv["over"]:
                self._over(pv)
                return
            todo = [c for c in pv["choices"] if c["action"]["kind"] != "vote"]
            if not todo:
                ui.label(tr("Niente da decidere adesso.", lang)).classes("ph-muted")
            for c in todo:
                ui.button(c["label"], on_click=lambda c=c, d=pv["decision"]: self.tap(c, d)) \
                    .props(f'unelevated no-caps color=primary text-color=dark data-testid="{testid(c)}"') \
                    .classes("w-full text-base").mark(testid(c))

    def _over(self, pv: dict) -> None:
        lang = self.lang
        winner = pv.get("winner")
        ui.label(tr("Vince {who}", lang).format(who=words.who(pv, winner)) if winner
                 else tr("Partita finita", lang)).classes("text-xl font-bold").props('data-testid="af-phone-winner"').mark("af-phone-winner")
        for i, r in enumerate(pv.get("ranking") or [], start=1):
            ui.label(f"{i}. {words.who(pv, r['seat'])} · {money(r['worth'], lang)}") \
                .classes("font-bold" if r["seat"] == self.seat else "") \
                .props('data-testid="af-phone-rank"' if r["seat"] == self.seat else "") \
                .mark("af-phone-rank" if r["seat"] == self.seat else "")

    # ------------------------------------------------------------- what I hold
    def _telex(self, pv: dict, me: dict) -> None:
        lang = self.lang
        with parts.section(tr("Il tuo Telex e le Tessere", lang)):
            if pv.get("telex"):
                with ui.column().classes("af-ph-telex w-full gap-1"):
                    ui.label(tr("Telex riservato: solo tu lo vedi", lang)).classes("ph-title")
                    ui.label(pv["telex"]["text"]).classes("text-base font-bold").props('data-testid="af-phone-telex"').mark("af-phone-telex")
            else:
                ui.label(tr("Nessun Telex in mano.", lang)).classes("ph-muted")
            ui.label(tr("Tessere: {n}", lang).format(n=me["tessere"])).props('data-testid="af-phone-tessere"').mark("af-phone-tessere")
            ui.label(tr("Carta di Credito: in mano", lang) if me["credit_card"]
                     else tr("Carta di Credito alla Banca: prestito da restituire al Credito", lang)) \
                .props('data-testid="af-phone-card"').mark("af-phone-card")

    def _shares(self, pv: dict, me: dict) -> None:
        lang = self.lang
        majors = set(me.get("majorities") or [])
        with parts.section(tr("Le tue azioni", lang)):
            rows = []
            for t in TYPES:
                q = pv["quotations"][t]
                quote = tr("Crack", lang) if q["crack"] else money(q["quote"], lang)
                star = " ★" if t in majors else ""
                rows.append(f'<tr><td><span style="display:inline-block;width:10px;height:10px;border-radius:2px;'
                            f'background:{TYPE_COLOUR[t]}"></span> {_esc(q["name"])}{star}</td>'
                            f'<td class="n">{int(me["shares"][t])}</td><td class="n">{_esc(quote)}</td></tr>')
            ui.html(f'<table class="af-ph-shares w-full">{"".join(rows)}</table>', sanitize=False) \
                .classes("w-full").props('data-testid="af-phone-shares"').mark("af-phone-shares")
            ui.label(tr("{n} azioni · ★ maggioranza (13 o più)", lang).format(n=me["share_count"])).classes("ph-muted")

    def _ledger(self, pv: dict) -> None:
        with parts.section(tr("Movimenti", self.lang)).props('data-testid="af-phone-ledger"'):
            lines = list(reversed(pv.get("ledger") or []))[:6]
            if not lines:
                ui.label(tr("Nessun movimento finora.", self.lang)).classes("ph-muted")
            for delta, text in lines:
                sign = "+" if delta > 0 else "−"
                ui.label(f"{sign}{money(abs(delta), self.lang)} · {text}").classes("text-sm")

    def _vote(self, pv: dict) -> None:
        if pv["over"]:
            return
        lang = self.lang
        vote = next((c for c in pv["choices"] if c["action"]["kind"] == "vote"), None)
        with ui.column().classes("ph-card gap-1"):
            ui.label(words.votes_text(pv.get("votes") or {}, lang)).classes("ph-muted").props('data-testid="af-phone-votes"').mark("af-phone-votes")
            if vote is not None:
                voted = not vote["action"]["yes"]
                ui.button(tr("Voto per finire", lang), icon="how_to_vote" if not voted else "check",
                          on_click=lambda c=vote, d=pv["decision"]: self.tap(c, d)) \
                    .props(f'{"unelevated text-color=dark" if voted else "outline"} no-caps color=amber-5 '
                           f'data-testid="vote"').classes("w-full").mark("vote")

    # ------------------------------------------------------------- tapping
    def tap(self, choice: dict, decision: int):
        """A button: a trade asks how many, an important choice asks Sì / No, the rest plays."""
        if choice.get("amount") is not None or choice.get("confirm"):
            self.ask(choice, decision)
            return None
        return self.send(choice["action"], decision)

    def _build_dialog(self) -> None:
        with ui.dialog().props("persistent") as self.dialog, ui.card().classes("ph-dialog gap-3"):
            self.dlg_title = ui.label("").classes("text-lg font-bold")
            self.dlg_area = ui.column().classes("w-full gap-2")
            with ui.row().classes("w-full no-wrap gap-3"):
                ui.button(tr("No", self.lang), on_click=self._no) \
                    .props('outline no-caps color=negative size=lg data-testid="no"').classes("grow").mark("no")
                self.yes_button = ui.button(tr("Sì", self.lang), on_click=self._yes) \
                    .props('unelevated no-caps color=positive size=lg data-testid="yes"').classes("grow").mark("yes")
        self.amount = {"n": 1}

    def ask(self, choice: dict, decision: int) -> None:
        self.pending = (choice, decision)
        self.dlg_title.set_text(choice["label"] + "?")
        self.dlg_area.clear()
        if choice.get("amount") is not None:
            lo, hi = choice["amount"]
            self.amount["n"] = lo
            a = choice["action"]
            price = self.pv["quotations"].get(a.get("type"), {}).get("quote", 0)
            with self.dlg_area:
                ui.label(tr("Quante azioni? (da {low} a {high})", self.lang).format(low=lo, high=hi)).classes("ph-muted")
                with ui.row().classes("w-full no-wrap items-center gap-2"):
                    ui.button("−", on_click=lambda: set_n(self.amount["n"] - 1)) \
                        .props('outline size=lg color=primary data-testid="af-amount-minus"').mark("af-amount-minus")
                    number = ui.number(value=lo, min=lo, max=hi, step=1, format="%d") \
                        .props('outlined dark inputmode=numeric data-testid="af-amount"') \
                        .classes("grow af-amount").mark("af-amount")
                    ui.button("+", on_click=lambda: set_n(self.amount["n"] + 1)) \
                        .props('outline size=lg color=primary data-testid="af-amount-plus"').mark("af-amount-plus")
                    ui.button(tr("Max", self.lang), on_click=lambda: set_n(hi)) \
                        .props('flat no-caps color=primary data-testid="af-amount-max"').mark("af-amount-max")
                total = ui.label("").classes("text-lg font-bold").props('data-testid="af-amount-total"').mark("af-amount-total")

            def show() -> None:
                n = self.amount["n"]
                verb = tr("Paghi", self.lang) if a.get("side") == "buy" else tr("Incassi", self.lang)
                total.set_text(tr("{verb} {total} ({n} × {price})", self.lang).format(
                    verb=verb, total=money(n * price, self.lang), n=n, price=money(price, self.lang)))

            def set_n(n: Any) -> None:
                try:
                    n = int(n)
                except (TypeError, ValueError, OverflowError):
                    return
                n = max(lo, min(hi, n))
                self.amount["n"] = n
                if number.value != n:
                    number.value = n
                show()

            number.on_value_change(lambda e: set_n(e.value) if e.value is not None else None)
            show()
        self.dialog.open()

    def _no(self) -> None:
        self.pending = None
        self.dialog.close()

    def _yes(self):
        if self.pending is None:
            self.dialog.close()
            return None
        choice, decision = self.pending
        self.pending = None
        self.dialog.close()
        action = dict(choice["action"])
        if choice.get("amount") is not None:
            action["amount"] = self.amount["n"]
        return self.send(action, decision)

    def _tell(self, text: str) -> None:
        ui.notify(text, type="warning", position="top")

    async def send(self, action: dict, decision: int) -> bool:
        """Submit in a worker thread; True if accepted. A refusal shows its message."""
        if not self.valid:
            return False
        if self.busy:
            self._tell(tr(BUSY_TEXT, self.lang))
            return False
        if not self._live():
            self._tell(tr(NOT_LIVE_TEXT, self.lang))
            self.refresh()
            return False
        if not self._token_valid():
            self.refresh()
            return False
        self.busy = True
        try:
            error = await run.io_bound(self.session.submit, self.seat, action, decision)
        except Exception:
            log.exception("game %s: submitting %r for G%s failed", self.session.game_id, action, self.seat)
            error = tr("La scelta non è stata registrata: riprova.", self.lang)
        finally:
            self.busy = False
        if self.client.is_deleted:
            return error is None
        if error is not None:
            self._tell(af_problem(error, self.lang))
        self.refresh()
        return error is None


def _esc(text: Any) -> str:
    return html.escape(str(text))
