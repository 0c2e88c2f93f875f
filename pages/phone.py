"""Route `/play/{token}`: one human seat's phone.

The token in the URL is the phone's identity (no cookies). The page is built purely from
`private_view(seat)` and `public_view()`, so a reload or a reconnect lands at the same point.
It shows only this seat's secrets: another seat's objective, bonus cards or sealed bid are never
sent to this browser, not even hidden.

Every submission carries the decision number the page was showing (`private_view["decision"]`):
a late, duplicate or stale tap is refused by the engine, its Italian message is shown, and
nothing changes. A tap is stored in a worker thread (`send`: the SQLite commit waits for the disk)
while the page's choice buttons are disabled; whatever the outcome, the page then shows the game
as it is and enables them again, so a tap is never dropped in silence and a phone never stays
disabled.

**Annulla** stops a routine move on every screen of the seat (`runtime.cancel_auto`). The amount
field is checked by the page on **Sì** (a whole number within the range, else an Italian message,
nothing sent, the dialog open with the number as typed): it has no min/max of its own, because
NiceGUI's number field would silently pull an out-of-range number back into range on blur.
"""
from __future__ import annotations

import logging
import weakref
from typing import Any, Awaitable, Callable

from nicegui import run, ui

from billionaire import games
from billionaire.choice import Choice
from billionaire.texts import money, plain as plain_words, words as text_words
from pages import phone_parts as parts
from pages import phone_alert, runtime, seat_marks, theme, words
from pages.lang import here, problem_text, tr
from pages.phone_alert import status_text
from pages.phone_frame import (BUSY_TEXT, CHANGED_TEXT, ELSEWHERE_HINT, ELSEWHERE_TEXT, INVALID_TEXT,  # noqa: F401
                               NOT_LIVE_TEXT, SEND_FAILED_TEXT, SHOWN_JS, ButtonPool, SeatPhone, Sections,
                               VoteButton, fingerprint, invalid_page, shown_key, whole_in_range)
from pages.phone_notices import Notices, visible_notices

log = logging.getLogger(__name__)

MAX_TOKEN_CHARS = 200

# The live phone pages by client id (tests and debugging look at a page's state through it).
PAGES: weakref.WeakValueDictionary[str, "PhonePage"] = weakref.WeakValueDictionary()


def register() -> None:
    """Define the route `/play/{token}` (and the turn alert's sound)."""
    phone_alert.install()

    @ui.page("/play/{token}", title="Billionaire: il tuo telefono")
    def phone_page(token: str) -> None:
        lang = here()   # read once, while the page is built: the page keeps it
        theme.apply(tr("Billionaire: il tuo telefono", lang))
        ui.add_css(parts.CSS)
        found = find_seat(token)
        if found is None:
            invalid_page(lang)
            return
        session, seat = found
        if games.name_of(session.game.setup) == games.ALTA_FINANZA:   # its own phone, same route
            from pages.af_phone import AfPhonePage
            AfPhonePage(session, seat, token, lang)
            return
        PhonePage(session, seat, token, lang)


def find_seat(token: Any) -> tuple[Any, int] | None:
    """The (session, seat) a token opens, or None (unknown, released, malformed)."""
    if not isinstance(token, str) or not token or len(token) > MAX_TOKEN_CHARS:
        return None
    try:
        return runtime.get_registry().find_token(token)
    except Exception:
        log.warning("cannot look up a phone token", exc_info=True)
        return None


def amount_hint(choice: Choice, lang: str = "it") -> str:
    """The message for a refused amount, written like the amounts on the buttons (3.900 $)."""
    lo, hi = choice.amount
    if choice.kind == "bid":
        return tr("Scrivi una cifra intera fra {low} e {high}.", lang).format(low=money(lo, lang), high=money(hi, lang))
    return tr("Scrivi un numero intero di kg fra {low} e {high}.", lang).format(low=lo, high=hi)


IN_PLACE = ("decisions", "resources", "ledger")   # sections built once and updated in place


class PhonePage(SeatPhone):
    """One phone page (one client) of one Billionaire seat (the shared frame: `SeatPhone`)."""

    game_name = games.BILLIONAIRE

    def __init__(self, session: Any, seat: int, token: str, lang: str = "it") -> None:
        self.w = text_words(lang)             # the engine's words (players named once views are read)
        self.pub: dict = {}
        self.buttons: list[ui.button] = []
        self.vote_button: ui.button | None = None
        self.tools_card: ui.element | None = None
        self.zoom_open = False
        super().__init__(session, seat, token, lang, PAGES)

    def _build_main(self) -> None:
        """Everything the seat's live device shows: the silenced one shows only «Gioca qui»."""
        with ui.column().classes("w-full gap-2"):
            self.header = parts.Header(self.lang)
        self.notices = Notices(self.dismiss_notices, self.seat, self.lang)
        self._build_away()
        self._build_countdown()
        for name in ("decisions", "tools", "objective", "resources", "bonus", "ledger"):
            self.areas[name] = ui.column().classes("w-full gap-0")
        with self.areas["decisions"]:
            self._build_decisions_frame()
        with self.areas["resources"]:
            self.resources = parts.Resources(self.lang)
        with self.areas["ledger"]:
            self.ledger = parts.Ledger(self.lang)
        self.alert.build_switch()

    def _turn(self) -> tuple:
        return self.pub.get("round"), self.pub.get("current_seat")

    def _auto_label(self, choice: Choice) -> str:
        return plain_words(self.lang).choice(choice)

    def _auto_choices(self) -> list:
        return [] if self.pub.get("over") else self.pv["choices"]

    def _problem(self, error: Any) -> str:
        return problem_text(error, self.lang)

    def _close_dialogs(self) -> None:
        self.pending = None
        self.dialog.close()
        self.zoom_dialog.close()

    def _update_always(self) -> None:
        self._update_notices()

    async def dismiss_notices(self, ids: list[int]) -> None:
        """A notice closed (or all of them): stored in a worker thread (an fsync), then every
        screen of the seat stops showing it."""
        try:
            await run.io_bound(self.session.close_notices, self.seat, ids)
        except Exception:
            log.exception("game %s: cannot store closed notices of G%s", self.session.game_id, self.seat)
            self._tell(tr(SEND_FAILED_TEXT, self.lang))
            return
        runtime.dismiss_notice(self.session, self.seat, ids)

    # ------------------------------------------------------------------ views
    def _read(self) -> tuple[dict, dict]:
        with self.session.lock:   # one consistent snapshot; the public view is shared (read-only)
            self.read_key = self._state_key()
            pv = self.session.game.private_view(self.seat, self.lang)
            pub = runtime.public_view(self.session, self.lang)
            self.w = text_words(self.lang, pub["players"])   # the engine's words, players named
            return pv, pub

    def _update_notices(self) -> None:
        shown = visible_notices(self.pv.get("notices", []),
                                self.session.closed_notices(self.seat), self.pub)
        self.notices.update(shown, self.pub)

    def _render(self, force: bool) -> None:
        """Re-read the views and rebuild the sections whose data changed."""
        pv, pub = self._read()
        self.pv, self.pub = pv, pub
        me = parts.player_of(pub, self.seat) or {}
        over = bool(pub.get("over"))
        self.header.update(pv, pub)
        self._update_notices()
        # The decision number goes into the buttons, so it matters only when there are buttons:
        # with nothing to decide (or only the vote, shown in the tools card) another seat's move
        # does not rebuild this section.
        to_decide = [c for c in pv["choices"] if c.kind != "vote"]
        sections: Sections = {
            "decisions": (fingerprint(pv["decision"] if to_decide and not over else None, to_decide,
                                       pv["own_bid"], pv["bids_for_me"],
                                       pub.get("waiting_bids"), pub.get("bidders_done"),
                                       pub["dice"] if pv["my_turn"] else None, over, pv.get("stand_in"),
                                       pub.get("ranking"), pub.get("winner"), pub.get("end_reason")),
                          self._fill_decisions),
            "tools": (fingerprint(over), self._build_tools),
            # with the objective complete, its hint says how much cash the tax still needs
            "objective": (fingerprint(pv["objective"], pv["cash"] if pv["objective"]["done"] else None),
                          lambda: parts.objective(pv, self.lang)),
            "resources": (fingerprint(pv["licences"], pv["rights"], pv["carried"], pv["vehicles"], pv["depots"],
                                       pv["buildings"], me.get("airports")),
                          lambda: self.resources.update(pv, pub)),
            "bonus": (fingerprint(pv["bonus"]), lambda: parts.bonus(pv, self.lang)),
            "ledger": (fingerprint(pv["ledger"]), lambda: self.ledger.update(pv)),
        }
        self._show_sections(sections, force, IN_PLACE)
        self._update_tools()
        if self.zoom_open:
            self._fill_zoom()
        pending = bool(to_decide) and not over
        self.alert.update(pending, bool(pv["my_turn"]), status_text(pending, bool(pv["my_turn"]), pub, self.lang))


    # -------------------------------------------------------------- decisions
    # "Le tue decisioni" is built once (`_build_decisions_frame`) and then filled in place
    # (`_fill_decisions`): its labels change text and visibility, and its buttons come from two
    # pools (destinations, other choices) that grow when needed and are re-labelled, so a new
    # decision creates no element in the common case. Hidden pool buttons carry no test id and
    # no marker. Only the rare extras (selling from the mine, the price bonus card, the final
    # ranking) are rebuilt, and only when they change.
    def _build_decisions_frame(self) -> None:
        self.move_pool = ButtonPool(self._new_move_slot, may_enable=lambda: not self.busy)
        self.choice_pool = ButtonPool(self._new_choice_slot, may_enable=lambda: not self.busy)
        self.move_parts: dict[int, tuple[ui.label, ui.label, ui.label]] = {}   # button id -> its labels
        self.extra_buttons: list[ui.button] = []
        lang = self.lang
        with parts.section(tr("Le tue decisioni", lang)).props('data-testid="phone-decisions"'):
            self.dec_over = ui.element("div").style("display:contents")
            self.dec_dice = ui.label("").classes("text-base font-bold")
            self.dec_bid = ui.label("").classes("text-sm")
            self.dec_idle = ui.label("").classes("ph-muted text-base")
            self.dec_bid_note = ui.label(tr("Offerta segreta: gli altri giocatori non la vedono.", lang)) \
                .classes("ph-muted")
            self.dec_move_hint = ui.label(tr("Scegli dove andare: i numeri sono quelli del monitor.", lang)) \
                .classes("ph-muted")
            self.dec_moves = ui.element("div").style("display:contents")
            self.dec_choices = ui.element("div").style("display:contents")
            self.dec_extra = ui.element("div").style("display:contents")
        for el in (self.dec_over, self.dec_dice, self.dec_bid, self.dec_idle, self.dec_bid_note,
                   self.dec_move_hint, self.dec_extra):
            el.set_visibility(False)

    def _new_move_slot(self) -> ui.button:
        with self.dec_moves:
            btn = ui.button().props("unelevated no-caps align=left color=secondary") \
                .classes("ph-choice ph-dest")
            btn.on("click", lambda e, b=btn: self.pool_tap(self.move_pool, b, e.args), js_handler=SHOWN_JS)
            with btn:
                num = ui.label("").classes("ph-num")
                with ui.column().classes("gap-0 items-start"):
                    name = ui.label("").classes("text-base font-bold leading-tight text-left")
                    detail = ui.label("").classes("text-xs")
        self.move_parts[btn.id] = (num, name, detail)
        return btn

    def _new_choice_slot(self) -> ui.button:
        with self.dec_choices:
            btn = ui.button("").props("unelevated no-caps align=left").classes("ph-choice")
            btn.on("click", lambda e, b=btn: self.pool_tap(self.choice_pool, b, e.args), js_handler=SHOWN_JS)
        return btn

    def _fill_decisions(self) -> None:
        pv, pub = self.pv, self.pub
        self.buttons = []
        enabled = not self.busy   # while a tap is being stored, new buttons wait for its result
        decision = pv["decision"]
        choices = [c for c in pv["choices"] if c.kind != "vote"]
        over = bool(pub.get("over"))
        moves = [c for c in choices if c.kind == "move"] if not over else []
        grouped = ("move", "sell_mine", "use_price_bonus")
        plain = [] if over else sorted((c for c in choices if c.kind not in grouped), key=lambda c: not c.auto)
        sells = [] if over else [c for c in choices if c.kind == "sell_mine"]
        bonuses = [] if over else [c for c in choices if c.kind == "use_price_bonus"]

        # the end of the game: the ranking replaces everything else
        over_key = fingerprint(pub.get("ranking"), pub.get("winner")) if over else None
        if over_key != self.shown.get("decisions_over"):
            self.shown["decisions_over"] = over_key
            self.dec_over.clear()
            if over:
                with self.dec_over:
                    self._build_over()
        self.dec_over.set_visibility(over)

        dice = pub.get("dice") or []
        show_dice = not over and bool(dice and pv["my_turn"] and moves)
        if show_dice:
            said = [str(d) for d in dice]
            self.dec_dice.set_text(
                tr("Dado: {dice}", self.lang).format(dice=said[0]) if len(said) == 1 else
                tr("Dadi: {dice}", self.lang).format(
                    dice=tr("{first} e {last}", self.lang).format(first=", ".join(said[:-1]), last=said[-1])))
        self.dec_dice.set_visibility(show_dice)
        bid = pv.get("own_bid") if not over else None
        if bid:
            self.dec_bid.set_text(tr("La tua offerta segreta: {amount} per {space}", self.lang).format(
                amount=money(bid["amount"], self.lang), space=parts._space_name_any(bid["target"])))
        self.dec_bid.set_visibility(bool(bid))
        idle = not over and not choices
        if idle:
            self.dec_idle.set_text(parts.idle_text(pv, pub, self.lang))
        self.dec_idle.set_visibility(idle)
        self.dec_bid_note.set_visibility(not over and any(c.kind == "bid" for c in choices))
        self.dec_move_hint.set_visibility(bool(moves))

        # destinations, in the monitor's numbering
        def destination(c: Choice) -> Callable[[ui.button], None]:
            def setup(btn: ui.button) -> None:
                num, name, detail = self.move_parts[btn.id]
                said, more = parts.destination_texts(c, self.w)
                num.set_text(str(c.number))
                name.set_text(said)
                detail.set_text(more)
                detail.style("color:#ffb4a8" if c.toll else "color:#b9c2d6")
                btn.props(f'data-testid="move-{c.number}"').mark(f"move-{c.number}")
            return setup
        moves = sorted(moves, key=lambda c: c.number or 0)
        self.buttons += self.move_pool.show([(destination(c), c, decision) for c in moves], enabled)

        # the other choices (routine moves first)
        def labelled(c: Choice) -> Callable[[ui.button], None]:
            if c.confirm or c.amount is not None:
                color, text_color = "primary", "dark"
            elif c.auto:
                color, text_color = "positive", "white"
            else:
                color, text_color = "secondary", "white"

            def setup(btn: ui.button) -> None:
                btn.set_text(self.w.choice(c) + (" …" if c.amount is not None else ""))
                btn.props(f'color={color} text-color={text_color} data-testid="choice-{c.kind}"') \
                    .mark(f"choice-{c.kind}")
            return setup
        self.buttons += self.choice_pool.show([(labelled(c), c, decision) for c in plain], enabled)

        # selling from the mine and the price bonus card: rebuilt only when they change
        extra_key = fingerprint(decision, sells, bonuses,
                                 pub.get("prices") if bonuses else None) if sells or bonuses else None
        if extra_key != self.shown.get("decisions_extra"):
            self.shown["decisions_extra"] = extra_key
            self.extra_buttons: list[ui.button] = []
            self.dec_extra.clear()
            if sells or bonuses:
                with self.dec_extra:
                    if sells:
                        mines = tr("1 miniera" if len(sells) == 1 else "{n} miniere", self.lang).format(n=len(sells))
                        with ui.expansion(tr("Vendi kg dalla miniera · {mines}", self.lang).format(mines=mines),
                                          icon="sell") \
                                .classes("w-full").props('dense header-class="text-base font-bold"'):
                            ui.label(tr("Prezzo fisso, indipendente dalle quotazioni.", self.lang)).classes("ph-muted")
                            with ui.column().classes("w-full gap-2"):
                                for c in sells:
                                    self._extra_choice_button(c, decision)
                    if bonuses:
                        self._price_bonus_grid(bonuses, decision)
        else:
            for btn in self.extra_buttons:
                btn.set_enabled(enabled)
        self.dec_extra.set_visibility(bool(sells or bonuses))
        self.buttons += self.extra_buttons

    def _extra_choice_button(self, c: Choice, decision: int) -> None:
        """A plain choice button inside an extra (mine sales), created with it."""
        if c.confirm or c.amount is not None:
            color, text_color = "primary", "dark"
        else:
            color, text_color = "secondary", "white"
        label = self.w.choice(c) + (" …" if c.amount is not None else "")
        btn = ui.button(label, on_click=lambda c=c: self.tap(c, decision)).set_enabled(not self.busy) \
            .props(f'unelevated no-caps align=left color={color} text-color={text_color} '
                   f'data-testid="choice-{c.kind}"') \
            .classes("ph-choice").mark(f"choice-{c.kind}")
        self.extra_buttons.append(btn)

    def _price_bonus_grid(self, bonuses: list[Choice], decision: int) -> None:
        """The price bonus card: one compact row per resource with its -2 -1 +1 +2 buttons."""
        by_res: dict[str, dict[int, Choice]] = {}
        for c in bonuses:
            by_res.setdefault(c.params.get("resource"), {})[c.params.get("delta")] = c
        with ui.expansion(tr("Usa la carta bonus quotazioni", self.lang), icon="style") \
                .classes("w-full").props('dense header-class="text-base font-bold"'):
            ui.label(tr("Sposta di 1 o 2 livelli la quotazione di una risorsa.", self.lang)).classes("ph-muted")
            prices = self.pub.get("prices", {})
            for res, deltas in by_res.items():
                info = prices.get(res, {})
                with ui.row().classes("w-full items-center no-wrap gap-1"):
                    ui.label(tr("{resource} · liv. {level}", self.lang).format(
                        resource=info.get("name", res).capitalize(), level=info.get("level", "?"))) \
                        .classes("text-sm grow")
                    for delta in (-2, -1, 1, 2):
                        c = deltas.get(delta)
                        if c is None:
                            ui.element("div").style("width:44px")
                            continue
                        btn = ui.button(f"{delta:+d}", on_click=lambda c=c: self.tap(c, decision)) \
                            .set_enabled(not self.busy) \
                            .props(f'unelevated dense no-caps color={"negative" if delta < 0 else "positive"} '
                                   f'data-testid="bonus-{res}-{delta}"').style("width:44px")
                        self.extra_buttons.append(btn)

    def _build_over(self) -> None:
        pub, lang = self.pub, self.lang
        winner = parts.player_of(pub, pub.get("winner"))
        if winner:
            ui.label(tr("Vince {who}!", lang).format(who=f"{winner['label']} {winner['name']}")) \
                .classes("text-xl font-black ph-clip w-full") \
                .style("color: var(--gold)").props('data-testid="phone-winner"')
        else:
            ui.label(tr("Partita finita", lang)).classes("text-xl font-black")
        # one line per player: a long name ends in "…", the net worth is always whole
        for i, row in enumerate(pub.get("ranking") or [], start=1):
            with ui.row().classes("ph-row no-wrap").props('data-testid="phone-rank"'):
                ui.label(f"{i}.").classes("font-bold ph-amount").style("width:22px")
                colour = parts.safe_color((parts.player_of(pub, row["seat"]) or {}).get("color"))
                ui.element("span").classes(f"sh-mark {seat_marks.shape_class(row['seat'])}") \
                    .style(f"color:{colour};flex:none")   # the seat's shape, in its colour
                ui.label(f"{row['label']} {row['name']}").classes(
                    "grow ph-clip" + (" font-bold" if row["seat"] == self.seat else ""))
                ui.label(money(row["net_worth"], lang)).classes("font-bold ph-amount")
            goal = row.get("objective")
            if goal:   # the end tells all: every objective, and how far each got
                won = pub.get("end_reason") == "objective" and row["seat"] == pub.get("winner")
                ui.label(tr("Obiettivo: {goal} · {progress}", lang).format(
                    goal=goal["text"], progress=words.objective_progress(goal, won, lang))) \
                    .classes("ph-muted").style("margin:-4px 0 4px 30px").props('data-testid="phone-rank-goal"')
        ui.label(tr("La classifica completa è sul monitor.", lang)).classes("ph-muted")

    # ------------------------------------------------------------------ tools
    def _build_tools(self) -> None:
        """Zoom and **Voto per finire**: built once, then updated in place (`_update_tools`), so
        a tap never lands on a button that another player's vote just replaced."""
        self.vote_button = None
        self.tools_card = None
        if self.pub.get("over"):
            return
        lang = self.lang
        with ui.column().classes("ph-card gap-2") as self.tools_card:
            with ui.row().classes("w-full no-wrap gap-2"):
                self.zoom_button = ui.button(tr("Zoom", lang), icon="zoom_in", on_click=self.open_zoom) \
                    .props('unelevated no-caps color=secondary data-testid="zoom"').classes("grow") \
                    .mark("zoom")
                self.vote = VoteButton(self)
                self.vote_button = self.vote.button.classes("grow")
            self.votes_label = ui.label("").classes("ph-muted").props('data-testid="phone-votes"')
            ui.link(tr("Come si gioca", lang), "/regole", new_tab=True).classes("ph-muted").mark("help_link")
        self._update_tools()

    def _update_tools(self) -> None:
        pv, pub = self.pv, self.pub
        if self.tools_card is None or self.vote_button is None:
            return
        self.zoom_button.set_visibility(parts.continent_of(pub, self.seat) is not None)
        self.vote.show(next((c for c in pv["choices"] if c.kind == "vote"), None), bool(pv["vote"]))
        mine = tr("Hai votato per finire." if pv["vote"] else "Non hai ancora votato.", self.lang)
        self.votes_label.set_text(f"{mine} {words.votes_text(pub.get('votes', {}), self.lang)}")

    # ------------------------------------------------------------- submitting
    # A tap disables this page's choice buttons, stores the action in a worker thread (the SQLite
    # commit waits for the disk: other games' pages must not wait for it) and then, whatever
    # happened, shows the game as it is now and enables the buttons again. So a tap is never
    # dropped in silence and the phone never stays disabled: refused actions show their message.
    def _choice_buttons(self) -> list[ui.button]:
        return self.buttons + ([self.vote_button] if self.vote_button is not None else [])

    # ---------------------------------------------------------------- dialogs
    def _build_dialogs(self) -> None:
        with ui.dialog().props("persistent") as self.dialog, ui.card().classes("ph-dialog gap-3"):
            self.dlg_title = ui.label("").classes("text-lg font-bold")
            self.dlg_info = ui.label("").classes("ph-muted")
            self.dlg_amount_area = ui.column().classes("w-full gap-0")
            with ui.row().classes("w-full no-wrap gap-3"):
                ui.button(tr("No", self.lang), on_click=self._dialog_no) \
                    .props('outline no-caps color=negative size=lg data-testid="no"').classes("grow").mark("no")
                self.yes_button = ui.button(tr("Sì", self.lang)) \
                    .props('unelevated no-caps color=positive size=lg data-testid="yes"').classes("grow").mark("yes")
                self.yes_button.on("click", lambda e: self._dialog_yes(e.args), js_handler=SHOWN_JS)
        self.amount_input: ui.number | None = None
        with ui.dialog().props("maximized=false") as self.zoom_dialog, \
                ui.card().classes("ph-dialog gap-2").style("width: 96vw; max-width: 640px"):
            with ui.row().classes("w-full items-center no-wrap"):
                self.zoom_title = ui.label("").classes("text-lg font-bold grow")
                ui.button(icon="close", on_click=self.close_zoom).props("flat round color=primary")
            self.zoom_area = ui.column().classes("w-full gap-1")
        self.zoom_dialog.on_value_change(lambda e: setattr(self, "zoom_open", bool(e.value)))

    def ask(self, choice: Choice, decision: int) -> None:
        """Ask Sì / No (with an amount field when the choice needs one). The Sì button says which
        question it answers (`data-shown`), so a late tap never answers a newer question."""
        self.pending = (choice, decision)
        self.yes_button.props(f"data-shown={self._asking()}")
        title, explain = parts.question(choice, self.w)
        self.dlg_title.set_text(title)
        info = [explain] if explain else []
        lang = self.lang
        cash = money(self.pv.get("cash", 0), lang)
        if choice.cost:
            info.append(tr("Costo: {cost}. Hai {cash}.", lang).format(cost=money(choice.cost, lang), cash=cash))
        if choice.kind == "bid":
            info.append(tr("Hai {cash}.", lang).format(cash=cash))
        self.dlg_info.set_text(" ".join(info))
        self.dlg_info.set_visibility(bool(info))
        self.dlg_amount_area.clear()
        self.amount_input = None
        if choice.amount is not None:
            lo, hi = choice.amount
            unit = "$" if choice.kind == "bid" else "kg"
            with self.dlg_amount_area:
                # No min/max/format: NiceGUI's number field clamps (and "%d" truncates) on blur, so a
                # typo like 999999999 would become the maximum in silence. `_dialog_yes` checks it.
                ask = (tr("Quanto? (da {low} a {high})", lang).format(low=money(lo, lang), high=money(hi, lang))
                       if unit == "$" else tr("Quanti kg? (da {low} a {high})", lang).format(low=lo, high=hi))
                self.amount_input = ui.number(ask, value=lo if unit == "$" else hi,
                                              step=100 if unit == "$" else 1, suffix=unit) \
                    .props('outlined dark inputmode=numeric data-testid="amount"').classes("w-full").mark("amount")
                # a wrong number is said here, inside the question (a toast would sit behind it)
                self.amount_error = ui.label("").classes("b-error") \
                    .props('role=alert data-testid="amount-error"').mark("amount-error")
                self.amount_input.on_value_change(lambda _: self.amount_error.set_text(""))
        self.yes_button.enable()
        self.dialog.open()

    def _dialog_yes(self, shown: Any = None) -> Awaitable[bool] | None:
        if self.pending is None:
            self.dialog.close()
            return None
        if not self._answers_this(shown):
            return None   # a tap meant for an earlier question
        if self.busy:
            self._tell(tr(BUSY_TEXT, self.lang))   # the question stays open: answer again in a moment
            return None
        choice, decision = self.pending
        amount = None
        if choice.amount is not None:
            lo, hi = choice.amount
            amount = whole_in_range(self.amount_input.value if self.amount_input is not None else None, lo, hi)
            if amount is None:   # the question stays open, the number as typed
                self.amount_error.set_text(amount_hint(choice, self.lang))
                return None
        self.yes_button.disable()
        self.pending = None
        self.dialog.close()
        return self.send(choice.action(amount), decision)

    # ------------------------------------------------------------------- zoom
    def open_zoom(self) -> None:
        if parts.continent_of(self.pub, self.seat) is None:
            return
        self._fill_zoom()
        self.zoom_open = True
        self.zoom_dialog.open()

    def close_zoom(self) -> None:
        self.zoom_open = False
        self.zoom_dialog.close()

    def _fill_zoom(self) -> None:
        continent = parts.continent_of(self.pub, self.seat)
        if continent is None:
            self.close_zoom()
            return
        fp = fingerprint(continent, self.pub.get("mine_holders"),
                          parts.player_of(self.pub, self.seat))
        if self.shown.get("zoom") == fp:
            return
        self.shown["zoom"] = fp
        w = text_words(self.lang)
        name = w.continent(continent) if continent in w.table.CONTINENT else continent
        self.zoom_title.set_text(tr("Zoom: {continent}", self.lang).format(continent=name))
        self.zoom_area.clear()
        with self.zoom_area:
            ui.html(parts.zoom_svg(continent, self.pub, self.seat, self.lang), sanitize=False) \
                .classes("ph-zoom w-full").props('data-testid="phone-zoom"')
            lines = parts.zoom_legend(continent, self.pub, self.seat, self.lang)
            if lines:
                for line in lines:
                    ui.label(line).classes("text-sm")
            else:
                ui.label(tr("Nessuna miniera acquistata in questo continente.", self.lang)).classes("ph-muted")
            ui.label(tr("La tua targhetta ha il bordo oro.", self.lang)).classes("ph-muted")
