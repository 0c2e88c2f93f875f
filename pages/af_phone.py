"""Alta Finanza's phone (`/play/{token}` of an Alta Finanza seat, reached from `pages.phone`):
this seat's private view only, its cash, shares, Tessere, loan and its held Telex (never sent to
any other browser), its decisions as buttons, Sì/No for the important ones, a trade's amount
control, the vote and the final ranking.

The platform's part is `pages.phone_frame.SeatPhone`, shared with Billionaire's phone: the token
checked before every tap, **Gioca qui** on a second device, a tap stored in a worker thread with
the decision number it answered, the changed-button check, and the routine moves (roll, end of
turn) that run by themselves after the countdown unless **Annulla** is tapped
(`pages.autoaction`: the roll waits while a Tessera could be used, the end of the turn while
the Borsa offers a trade or the Credit its loan).
"""
from __future__ import annotations

import html
import weakref
from dataclasses import dataclass, field
from typing import Any, Callable

from nicegui import ui

from billionaire import games
from billionaire.alta_finanza.tables import TYPES
from billionaire.alta_finanza.texts import words as af_words
from billionaire.texts import money, signed
from pages import phone_parts as parts
from pages import seat_marks, words
from pages.af_monitor_parts import TYPE_COLOUR
from pages.lang import problem_text, switch, tr
from pages.phone_alert import status_text
from pages.phone_frame import SHOWN_JS, ButtonPool, SeatPhone, Sections, VoteButton, fingerprint, whole_in_range

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


@dataclass(frozen=True)
class AfChoice:
    """A choice of the private view (a dict there) as the shared frame reads choices. The view
    stays plain JSON (its choices already in words: `label`), unlike Billionaire's, which hands
    the page `billionaire.choice.Choice` objects to word itself."""
    kind: str
    params: dict = field(hash=False)
    label: str = ""
    confirm: bool = False
    auto: bool = False
    amount: tuple[int, int] | None = None

    @classmethod
    def of(cls, shown: dict) -> "AfChoice":
        act = dict(shown["action"])
        kind = act.pop("kind")
        act.pop("amount", None)
        amount = tuple(shown["amount"]) if shown.get("amount") is not None else None
        return cls(kind, act, shown["label"], bool(shown.get("confirm")), bool(shown.get("auto")), amount)

    def action(self, amount: int | None = None) -> dict:
        act = {"kind": self.kind, **self.params}
        if self.amount is not None:
            act["amount"] = self.amount[0] if amount is None else amount
        return act

    def as_shown(self) -> dict:
        return {"action": self.action()}


# The decisions' order on the phone: the roll first, then what the space offers, the end of the
# turn last (it waits for a tap while something else is on offer).
ORDER = {"roll": 0, "end_turn": 2}
IN_PLACE = ("decisions",)   # built once and updated in place (its buttons are a `ButtonPool`)


PAGES: weakref.WeakValueDictionary[str, "AfPhonePage"] = weakref.WeakValueDictionary()   # client id -> page


class AfPhonePage(SeatPhone):
    """One phone page (one client) of one Alta Finanza seat."""

    game_name = games.ALTA_FINANZA
    game_title = "Alta Finanza"

    def __init__(self, session: Any, seat: int, token: str, lang: str) -> None:
        self.choices: list[AfChoice] = []
        self.buttons: list[ui.button] = []
        ui.add_css(CSS)
        super().__init__(session, seat, token, lang, PAGES)

    # ------------------------------------------------------------ the frame's hooks
    def _build_main(self) -> None:
        lang = self.lang
        with ui.row().classes("w-full justify-end"):
            switch(lang)
        self.areas["head"] = ui.column().classes("w-full gap-0")
        self._build_away()
        self._build_countdown()
        with parts.section(tr("Le tue decisioni", lang)).props('data-testid="af-decisions"') as decisions:
            self.dec_heading = decisions.heading   # "Classifica finale" once the game is over
            self.dec_over = ui.column().classes("w-full gap-1")
            self.dec_idle = ui.label(tr("Niente da decidere adesso.", lang)).classes("ph-muted")
            self.dec_trade = ui.label(tr("Una sola operazione per fermata: compra o vendi un tipo di azioni, "
                                         "poi il turno passa. «Fine turno» se non vuoi scambiare.", lang)) \
                .classes("ph-muted").props('data-testid="af-trade-hint"').mark("af-trade-hint")
            self.dec_choices = ui.element("div").style("display:contents")
        for el in (self.dec_over, self.dec_idle, self.dec_trade):
            el.set_visibility(False)
        self.pool = ButtonPool(self._new_button, may_enable=lambda: not self.busy)
        for name in ("telex", "shares", "ledger"):
            self.areas[name] = ui.column().classes("w-full gap-0")
        with ui.column().classes("ph-card gap-1") as self.vote_card:
            self.votes_label = ui.label("").classes("ph-muted").props('data-testid="af-phone-votes"').mark("af-phone-votes")
            self.vote = VoteButton(self, color="amber-5")
            self.vote_button = self.vote.button.classes("w-full")
            ui.link(tr("Come si gioca", lang), "/regole/alta-finanza", new_tab=True).classes("ph-muted").mark("help_link")
        self.alert.build_switch()

    def _new_button(self) -> ui.button:
        with self.dec_choices:
            btn = ui.button("").props("unelevated no-caps").classes("w-full text-base")
            btn.on("click", lambda e, b=btn: self.pool_tap(self.pool, b, e.args), js_handler=SHOWN_JS)
        return btn

    def _choices(self) -> list:
        return self.choices

    def _auto_label(self, choice: AfChoice) -> str:
        return choice.label

    def _choice_buttons(self) -> list[ui.button]:
        return self.buttons + [self.vote_button]

    def _problem(self, error: Any) -> str:
        return af_problem(error, self.lang)

    # ---------------------------------------------------------------- reading
    def _render(self, force: bool) -> None:
        with self.session.lock:
            self.read_key = self._state_key()
            pv = self.session.game.private_view(self.seat, self.lang)
        self.pv = pv
        self.choices = [AfChoice.of(c) for c in pv["choices"]]
        me = next(p for p in pv["players"] if p["seat"] == self.seat)
        to_decide = [c for c in self.choices if c.kind != "vote"]
        sections: Sections = {
            "head": (fingerprint(me, pv["round"], pv["current_seat"], pv["over"]), lambda: self._head(pv, me)),
            "decisions": (fingerprint(pv["decision"] if to_decide else None, [c.as_shown() | {"label": c.label} for c in to_decide],
                              pv["over"], pv.get("ranking"), pv.get("winner"), pv.get("stand_in")),
                          self._fill_decisions),
            "telex": (fingerprint(pv.get("telex"), pv.get("last_telex"), me["tessere"], me["credit_card"]),
                      lambda: self._telex(pv, me)),
            "shares": (fingerprint(me["shares"], me.get("majorities"), pv["quotations"]), lambda: self._shares(pv, me)),
            "ledger": (fingerprint(pv.get("ledger")), lambda: self._ledger(pv)),
        }
        self._show_sections(sections, force, IN_PLACE)
        self._update_vote()
        pending = not pv["over"] and bool(to_decide)
        my_turn = pv["current_seat"] == self.seat
        self.alert.update(pending, my_turn, status_text(pending, my_turn, pv, self.lang))

    def _head(self, pv: dict, me: dict) -> None:
        lang = self.lang
        cur = next((p for p in pv["players"] if p["seat"] == pv["current_seat"]), None)
        with ui.column().classes("ph-card gap-1 w-full"):
            with ui.row().classes("ph-row no-wrap"):
                ui.label(me["label"]).classes(f"b-chip text-lg shrink-0 whitespace-nowrap {seat_marks.label_class(me['label'])}") \
                    .style(f"background:{me['color']};color:{seat_marks.ink(me['color'])}")
                ui.label(me["name"]).classes("text-lg font-bold truncate") \
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
            if me.get("pos_name") and not me.get("withdrawn"):
                ui.label(tr("Sei su: {space}", lang).format(space=me["pos_name"])) \
                    .props('data-testid="af-phone-space"').mark("af-phone-space")

    # -------------------------------------------------------------- decisions
    def _fill_decisions(self) -> None:
        pv = self.pv
        over = bool(pv["over"])
        todo = [] if over else sorted((c for c in self.choices if c.kind != "vote"), key=lambda c: ORDER.get(c.kind, 1))
        self.dec_trade.set_visibility(any(c.kind == "trade" for c in todo))
        self.dec_heading.set_text(tr("Classifica finale" if over else "Le tue decisioni", self.lang))
        self.dec_over.clear()
        if over:
            with self.dec_over:
                self._over(pv)
        self.dec_over.set_visibility(over)
        self.dec_idle.set_visibility(not over and not todo)
        self.dec_idle.set_text(parts.idle_text(pv, pv, self.lang) if pv.get("stand_in")
                               else tr("Niente da decidere adesso.", self.lang))

        def labelled(c: AfChoice) -> Callable[[ui.button], None]:
            color, ink = (("primary", "dark") if c.confirm or c.amount is not None else
                          ("positive", "white") if c.auto else ("secondary", "white"))
            tid = testid(c.as_shown())

            def setup(btn: ui.button) -> None:
                btn.set_text(_no_break(c.label) + (" …" if c.amount is not None else ""))
                btn.props(f'color={color} text-color={ink} data-testid="{tid}"').mark(tid)
            return setup
        self.buttons = self.pool.show([(labelled(c), c, pv["decision"]) for c in todo], not self.busy)

    def _over(self, pv: dict) -> None:
        lang = self.lang
        winner = pv.get("winner")
        ui.label(tr("Vince {who}", lang).format(who=words.who(pv, winner)) if winner
                 else tr("Partita finita", lang)).classes("text-xl font-bold").props('data-testid="af-phone-winner"').mark("af-phone-winner")
        for i, r in enumerate(pv.get("ranking") or [], start=1):
            mine = r["seat"] == self.seat
            ui.label(f"{i}. {words.who(pv, r['seat'])} · {money(r['worth'], lang)}") \
                .classes("font-bold" if mine else "") \
                .props('data-testid="af-phone-rank"' if mine else "") \
                .mark("af-phone-rank" if mine else "")

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
            last = pv.get("last_telex")
            if last:
                mine = dict((s, d) for s, d in last.get("effect") or []).get(self.seat)
                with ui.column().classes("w-full gap-0").props('data-testid="af-phone-last-telex"'):
                    ui.label(tr("Ultimo Telex rivelato", lang)).classes("ph-title")
                    ui.label(f"{words.who(pv, last.get('seat'))}: {last['text']}").classes("text-sm")
                    if mine is not None:
                        ui.label(tr("Per te: {delta} di valore.", lang).format(delta=signed(mine, lang)) if mine
                                 else tr("Per te: nessun effetto.", lang)) \
                            .classes("text-sm font-bold")
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
            said = "1 azione · ★ maggioranza (13 o più)" if me["share_count"] == 1 else "{n} azioni · ★ maggioranza (13 o più)"
            ui.label(tr(said, lang).format(n=me["share_count"])).classes("ph-muted")

    def _ledger(self, pv: dict) -> None:
        with parts.section(tr("Movimenti", self.lang)).props('data-testid="af-phone-ledger"'):
            lines = list(reversed(pv.get("ledger") or []))[:6]
            if not lines:
                ui.label(tr("Nessun movimento finora.", self.lang)).classes("ph-muted")
            for delta, text in lines:
                sign = "+" if delta > 0 else "−"
                ui.label(f"{sign}{money(abs(delta), self.lang)} · {text}").classes("text-sm")

    # ------------------------------------------------------------------ vote
    def _vote_choice(self) -> AfChoice | None:
        return next((c for c in self.choices if c.kind == "vote"), None)

    def _update_vote(self) -> None:
        self.vote_card.set_visibility(not self.pv["over"])
        self.votes_label.set_text(words.votes_text(self.pv.get("votes") or {}, self.lang))
        vote = self._vote_choice()
        self.vote.show(vote, vote is not None and not vote.params.get("yes"))

    # ------------------------------------------------------------- questions
    def _build_dialogs(self) -> None:
        with ui.dialog().props("persistent") as self.dialog, ui.card().classes("ph-dialog gap-3"):
            self.dlg_title = ui.label("").classes("text-lg font-bold")
            self.dlg_area = ui.column().classes("w-full gap-2")
            with ui.row().classes("w-full no-wrap gap-3"):
                ui.button(tr("No", self.lang), on_click=self._dialog_no) \
                    .props('outline no-caps color=negative size=lg data-testid="no"').classes("grow").mark("no")
                self.yes_button = ui.button(tr("Sì", self.lang)) \
                    .props('unelevated no-caps color=positive size=lg data-testid="yes"').classes("grow").mark("yes")
                self.yes_button.on("click", lambda e: self._dialog_yes(e.args), js_handler=SHOWN_JS)
        self.amount_input: ui.number | None = None

    def ask(self, choice: AfChoice, decision: int) -> None:
        """Sì / No, with how many shares for a trade. The number has no min/max of its own (NiceGUI
        would pull a typed 999 back into range in silence): Sì checks it."""
        self.pending = (choice, decision)
        self.yes_button.props(f"data-shown={self._asking()}")
        self.dlg_title.set_text(choice.label + "?")
        self.dlg_area.clear()
        self.amount_input = None
        if choice.kind == "vote":
            votes = self.pv.get("votes") or {}
            with self.dlg_area:
                ui.label(tr("La partita finisce per tutti quando vota per finire la maggioranza dei giocatori "
                            "({needed} su {humans}); vince il primo della classifica.", self.lang)
                         .format(needed=votes.get("needed", "?"), humans=votes.get("humans", "?")) if choice.params.get("yes")
                         else tr("Ritiri il tuo voto: la partita continua.", self.lang)).classes("ph-muted")
        if choice.amount is not None:
            self._amount_area(choice)
        self.yes_button.enable()
        self.dialog.open()

    def _amount_area(self, choice: AfChoice) -> None:
        lang = self.lang
        lo, hi = choice.amount
        price = self.pv["quotations"].get(choice.params.get("type"), {}).get("quote", 0)
        cash = next((p["cash"] for p in self.pv["players"] if p["seat"] == self.seat), 0)
        with self.dlg_area:
            ui.label(tr("Quante azioni? (da {low} a {high})", lang).format(low=lo, high=hi) if hi > lo
                     else tr("Puoi scambiarne solo {n}.", lang).format(n=lo)).classes("ph-muted")
            if choice.params.get("side") == "buy" and price > 0 and hi == cash // price:
                # the most comes from the cash (not the stop's limit nor the Bank's shares): say so
                ui.label(tr("Al massimo {n}: quante ne puoi pagare con il tuo contante.", lang).format(n=hi)) \
                    .classes("ph-muted").mark("af-amount-why")
            with ui.row().classes("w-full no-wrap items-center gap-2"):
                ui.button("−", on_click=lambda: step(-1)) \
                    .props('outline size=lg color=primary data-testid="af-amount-minus"').mark("af-amount-minus")
                number = ui.number(value=lo, step=1) \
                    .props('outlined dark inputmode=numeric data-testid="af-amount"') \
                    .classes("grow af-amount").mark("af-amount")
                ui.button("+", on_click=lambda: step(1)) \
                    .props('outline size=lg color=primary data-testid="af-amount-plus"').mark("af-amount-plus")
                ui.button(tr("Max", lang), on_click=lambda: put(hi)) \
                    .props('flat no-caps color=primary data-testid="af-amount-max"').mark("af-amount-max")
            total = ui.label("").classes("text-lg font-bold").props('data-testid="af-amount-total"').mark("af-amount-total")
        self.amount_input = number

        def show() -> None:
            n = whole_in_range(number.value, lo, hi)
            total.classes(remove="b-error")
            if n is None:
                total.set_text(_range_hint(lo, hi, lang))
                return
            verb = tr("Paghi", lang) if choice.params.get("side") == "buy" else tr("Incassi", lang)
            total.set_text(_no_break(tr("{verb} {total} ({n} × {price})", lang).format(
                verb=verb, total=money(n * price, lang), n=n, price=money(price, lang))))

        def put(n: int) -> None:
            number.value = max(lo, min(hi, n))
            show()

        def step(delta: int) -> None:
            n = whole_in_range(number.value, lo, hi)
            put(lo if n is None else n + delta)

        number.on_value_change(lambda e: show())
        show()
        self._amount_refused = lambda: (show(), total.classes(add="b-error"))

    def _dialog_yes(self, shown: Any = None):
        if self.pending is None:
            self.dialog.close()
            return None
        if not self._answers_this(shown):
            return None   # a tap meant for an earlier question
        if self.busy:
            from pages.phone_frame import BUSY_TEXT
            self._tell(tr(BUSY_TEXT, self.lang))
            return None
        choice, decision = self.pending
        amount = None
        if choice.amount is not None:
            lo, hi = choice.amount
            amount = whole_in_range(self.amount_input.value if self.amount_input is not None else None, lo, hi)
            if amount is None:   # the question stays open, the number as typed; its total line
                self._amount_refused()   # says the numbers allowed (a toast would sit behind it)
                return None
        self.yes_button.disable()
        self.pending = None
        self.dialog.close()
        return self.send(choice.action(amount), decision)


def _range_hint(lo: int, hi: int, lang: str) -> str:
    """What a wrong number of shares gets: the numbers allowed."""
    return (tr("Scrivi un numero intero fra {low} e {high}.", lang).format(low=lo, high=hi) if hi > lo
            else tr("Puoi scambiarne solo {n}.", lang).format(n=lo))


def _no_break(text: str) -> str:
    """An amount never breaks across lines on a narrow button ("18.000 / $ l'una")."""
    return text.replace(" $", "\u00a0$")


def _esc(text: Any) -> str:
    return html.escape(str(text))
