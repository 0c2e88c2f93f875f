"""What every game's phone page shares (`/play/{token}`): the seat's identity, being the live
device, the routine moves' countdown with **Annulla**, storing a tap, and the changed-button check.
A game's phone (`pages.phone` for Billionaire, `pages.af_phone` for Alta Finanza) brings its
panels, its questions and its words on top of `SeatPhone`.

The rules it keeps for every game:
- the token decides the seat and is checked again before every tap; a released seat's page says
  its link no longer works;
- the newest page of a seat plays and the others say **Gioca qui** (`runtime.is_live`);
- a tap is stored in a worker thread (`send`: the SQLite commit waits for the disk) with the
  decision number it answered, so a late, duplicate or stale tap is refused by the engine and
  changes nothing; while it is stored the page's choice buttons are disabled, and whatever the
  outcome the page then shows the game as it is, buttons enabled: a tap is never dropped in
  silence and a phone never stays disabled;
- a tap sends what its button showed (`data-shown`, read in the browser at the moment of the tap):
  a button re-used for a newer choice never plays a move the player did not see (`ButtonPool`),
  not even when the new choice reached the browser a moment before the finger did (a button that
  shows another choice is disabled for `runtime.config.tap_grace`, and a tap on it in that time
  is refused);
- a routine move (`pages.autoaction`) counts down only on the seat's live device, while it is
  connected and shown, and **Annulla** stops it on every screen of the seat.
"""
from __future__ import annotations

import hashlib
import json
import logging
import asyncio
import math
import time
import weakref
from typing import Any, Awaitable, Callable

from nicegui import run, ui

from pages import runtime
from pages.autoaction import AutoAction, action_key
from pages.lang import tr
from pages.phone_alert import TurnAlert

log = logging.getLogger(__name__)

BUSY_TEXT = "Un attimo: sto registrando la tua scelta precedente."
SEND_FAILED_TEXT = "La scelta non è stata registrata: riprova."
INVALID_TEXT = ("Questo link non è più valido: il posto è stato liberato oppure la partita "
                "non esiste. Chiedi il nuovo codice QR sul monitor.")
ELSEWHERE_TEXT = "Questo posto è aperto su un altro dispositivo."
ELSEWHERE_HINT = ("Qui non si gioca finché non lo riprendi: le mosse automatiche partono solo "
                  "sul dispositivo in uso.")
NOT_LIVE_TEXT = "Questo posto è aperto su un altro dispositivo: tocca «Gioca qui» per giocare da qui."
CHANGED_TEXT = "Il pulsante è cambiato prima del tuo tocco: guarda di nuovo e scegli."
# The click handler that sends what the tapped button showed (its `data-shown`).
SHOWN_JS = ("(e) => { const t = e && e.target && e.target.closest ? e.target.closest('[data-shown]') : null;"
            " emit(t ? t.getAttribute('data-shown') : ''); }")
# The page tells the server when it is hidden or shown again (a locked phone, another app), and
# when it is touched: a routine move never counts down unseen (pages/autoaction.py).
SCREEN_JS = """<script>
document.addEventListener('visibilitychange', () => {
  if (typeof emitEvent === 'function') emitEvent('bl_visibility', document.visibilityState);
});
document.addEventListener('pointerdown', () => {
  if (typeof emitEvent === 'function') emitEvent('bl_touch');
}, {passive: true, capture: true});
</script>"""


def shown_key(choice: Any, decision: int) -> str:
    """What a choice button shows, as its `data-shown` attribute: the decision it answers and
    its action (hashed: only letters, digits and '-')."""
    digest = hashlib.sha1(action_key(choice).encode()).hexdigest()[:12]
    return f"{decision}-{digest}"


def fingerprint(*parts: Any) -> str:
    """What a section of a phone shows, as one comparable string (`SeatPhone._show_sections`)."""
    return json.dumps(parts, sort_keys=True, default=repr, ensure_ascii=False)


# A phone's sections: name -> (its fingerprint, what builds or updates it).
Sections = dict[str, tuple[str, Callable[[], None]]]


def whole_in_range(value: Any, lo: int, hi: int) -> int | None:
    """`value` (what an amount field holds) as a whole number within lo..hi, or None (empty,
    not a number, decimal, infinite, out of range)."""
    if value is None or isinstance(value, bool):
        return None
    try:
        number = float(value)
    except (TypeError, ValueError, OverflowError):
        return None
    if not math.isfinite(number) or number != int(number) or not lo <= number <= hi:
        return None
    return int(number)


def invalid_page(lang: str = "it", title: str = "Billionaire") -> None:
    """A link that no longer opens a seat (`title`: the game's name when it is known)."""
    with ui.column().classes("ph-wrap items-center").style("padding-top: 18vh"):
        with ui.column().classes("ph-card items-center gap-3").style("padding: 28px 20px"):
            ui.label(title).classes("b-title text-2xl")
            ui.label(tr("Link non valido", lang)).classes("text-xl font-bold")
            ui.label(tr(INVALID_TEXT, lang)).classes("text-center text-base").props('data-testid="phone-invalid"')


def set_hold(button: ui.button, until: float) -> None:
    """Mark `button` as held (not to be enabled) until `until` (monotonic s); 0: not held."""
    button._tap_hold_until = until   # type: ignore[attr-defined]


def enable(button: ui.button) -> None:
    """Enable `button` unless it is deleted or held (a `ButtonPool` enables it after its hold)."""
    if not button.is_deleted and getattr(button, "_tap_hold_until", 0.0) <= time.monotonic():
        button.enable()


class ButtonPool:
    """Choice buttons that are re-labelled rather than rebuilt: a new decision creates no element
    in the common case, and a tap always reaches a live button that can say what it showed.

    `make()` creates one more button inside the pool's container (its click handler must call
    `tap(button, shown)`); `show(items)` gives the first buttons their choices, each item
    `(button_setup, choice, decision)` where `button_setup(button)` sets its text and look, and
    hides the rest (without test id or marker).

    A button that starts showing another choice (another action, or shown again after being
    hidden) is held for `grace()` seconds (`runtime.config.tap_grace`): disabled on the screen
    (a person sees it settle, a test script's click waits for it to be enabled) and refusing a
    tap that arrives anyway. A routine move that ran by itself, or a bot's move, can re-label it
    just before a tap meant for the old label lands, and the browser then sends the new label's
    `data-shown`. A new decision number alone (after the player's own vote) changes nothing the
    player sees: such a button answers at once. `may_enable()` says whether the page lets its
    buttons be enabled now (not while a tap is being stored)."""

    def __init__(self, make: Callable[[], ui.button], grace: Callable[[], float] | None = None,
                 may_enable: Callable[[], bool] = lambda: True) -> None:
        self._make = make
        self._grace = grace or (lambda: runtime.config.tap_grace)
        self._may_enable = may_enable
        self.enabled = True                            # what the last `show` was asked
        self.buttons: list[ui.button] = []
        self.action: dict[int, tuple[Any, int]] = {}   # button id -> (choice, decision)
        self.showing: dict[int, str] = {}              # button id -> the action it shows (`action_key`)
        self.since: dict[int, float] = {}              # button id -> when it began showing it (monotonic)
        self.used = 0

    def show(self, items: list[tuple[Callable[[ui.button], None], Any, int]], enabled: bool) -> list[ui.button]:
        while len(self.buttons) < len(items):
            self.buttons.append(self._make())
        shown = []
        now = time.monotonic()
        grace = self._grace()
        self.enabled = enabled
        for btn, (setup, choice, decision) in zip(self.buttons, items):
            setup(btn)
            what = action_key(choice)
            fresh = self.showing.get(btn.id) != what
            if fresh:
                self.showing[btn.id] = what
                self.since[btn.id] = now
            btn.props(f"data-shown={shown_key(choice, decision)}")
            self.action[btn.id] = (choice, decision)
            left = self.since[btn.id] + grace - now
            held = left > 0
            set_hold(btn, now + left if held else 0.0)
            btn.set_enabled(enabled and not held)
            if held and fresh:
                self._release_later(btn, left)
            btn.set_visibility(True)
            shown.append(btn)
        for btn in self.buttons[len(items):self.used]:
            self.action.pop(btn.id, None)
            self.showing.pop(btn.id, None)
            btn.props(remove="data-testid data-shown").mark()
            btn.set_visibility(False)
        self.used = len(items)
        return shown

    def _release_later(self, btn: ui.button, delay: float) -> None:
        """Enable `btn` once its hold is over, if it still shows the same choice and the page
        lets buttons be enabled (the page's next update enables it otherwise)."""
        since = self.since[btn.id]

        def release() -> None:
            if (btn.is_deleted or self.since.get(btn.id) != since or btn.id not in self.action
                    or not self.enabled or not self._may_enable()):
                return
            set_hold(btn, 0.0)
            btn.enable()

        try:
            asyncio.get_running_loop().call_later(delay, release)
        except RuntimeError:          # no loop (never on a page): the next update enables it
            pass

    def tapped(self, button: ui.button, shown: Any) -> tuple[Any, int] | None | bool:
        """The (choice, decision) a tap on `button` means; False when the button showed something
        else at the moment of the tap, or had shown it for less than the grace (the player may
        have aimed at the label before); None when it is hidden or has no choice."""
        action = self.action.get(button.id)
        if action is None or not button.visible:
            return None
        if shown != shown_key(*action):
            return False
        if time.monotonic() - self.since.get(button.id, 0.0) < self._grace():
            return False
        return action


class SeatPhone:
    """One phone page (one client) of one seat, whatever the game. A game's page overrides:
    `_build_main` (its panels, calling `_build_countdown` where the countdown goes),
    `_build_dialogs`, `_render` (read the views into `self.pv` and show its sections with
    `_show_sections`), `ask`
    (its Sì / No question), `_auto_choices`, `_choice_buttons`, `_problem` and, if it has
    more dialogs, `_close_dialogs`."""

    game_name = "billionaire"   # the routine moves' rules it follows (pages.autoaction.HELD_BY)
    game_title = "Billionaire"  # its name, on the page of a link that no longer works

    def __init__(self, session: Any, seat: int, token: str, lang: str, pages: Any) -> None:
        from nicegui import context
        self.lang = lang                      # this page's language, read when it was built
        self.session = session
        self.seat = seat
        self.token = token
        self.client = context.client
        pages[self.client.id] = self
        self.valid = True
        self.busy = False                     # a submission is being stored (buttons disabled)
        self.awaiting: list[ui.button] = []   # disabled until the next update (see `send`)
        self.pv: dict = {}
        self.shown: dict[str, Any] = {}       # section (or part) -> the fingerprint it now shows
        self.areas: dict[str, ui.element] = {}   # the rebuilt sections' containers (`_show_sections`)
        self.read_key: tuple | None = None    # the `_state_key` of the views now shown
        self.pending: tuple[Any, int] | None = None   # the choice the Sì/No dialog asks about
        self.asked = 0                        # questions asked so far: the Sì button says which
        self.visible = True                   # the browser shows the page (not hidden or locked)
        self.live_shown: bool | None = None   # whether the page now shows itself as the live device
        self.away_card: AwayCard | None = None   # what a bot played for the seat (`_build_away`)

        self.device = runtime.browser_id()
        self.alert = TurnAlert(self.client, lang)   # sound, vibration, title, status line
        runtime.open_seat(session, seat, self.client.id, self.device)   # the newest page plays
        with ui.column().classes("ph-wrap") as self.root:
            with ui.column().classes("ph-card items-center gap-3 text-center") \
                    .style("padding: 22px 18px").props('data-testid="phone-elsewhere"') as self.elsewhere:
                ui.icon("devices").classes("text-4xl").style("color: var(--gold)")
                ui.label(tr(ELSEWHERE_TEXT, lang)).classes("text-lg font-bold")
                ui.label(tr(ELSEWHERE_HINT, lang)).classes("ph-muted")
                ui.button(tr("Gioca qui", lang), icon="touch_app", on_click=self.play_here) \
                    .props('unelevated no-caps size=lg color=primary text-color=dark data-testid="play-here"') \
                    .mark("play_here")
            self.elsewhere.set_visibility(False)
            with ui.column().classes("w-full gap-[10px]") as self.main:
                self._build_main()
        self._build_dialogs()
        self.auto = AutoAction(self._auto_submit, self._show_countdown,
                               delay=lambda: runtime.config.auto_delay,
                               connected=self._watched,
                               cancelled=lambda decision: runtime.auto_cancelled(session, seat, decision,
                                                                                 self._situation()),
                               grace=lambda: runtime.config.screen_grace, lang=lang,
                               label=self._auto_label, game=self.game_name)
        ui.add_body_html(SCREEN_JS)
        ui.on("bl_visibility", self._visibility)
        ui.on("bl_touch", self._touched, throttle=1.0)
        self.connections = 0                  # how many times this page's connection opened
        self.client.on_connect(self._connected)
        self.refresh()
        runtime.subscribe_page(session, self.refresh, seat=seat)

    # ------------------------------------------------------------ a game's part
    def _build_main(self) -> None:
        raise NotImplementedError

    def _build_dialogs(self) -> None:
        raise NotImplementedError

    def _build_away(self) -> None:
        """Where the game's page puts the story of a bot's stand-in (`AwayCard`)."""
        self.away_card = AwayCard(self)

    def _render(self, force: bool) -> None:
        """Read the views (`_state_key` into `read_key` under the session's lock) and show them."""
        raise NotImplementedError

    def ask(self, choice: Any, decision: int) -> None:
        raise NotImplementedError

    def _show_sections(self, sections: Sections, force: bool, in_place: tuple[str, ...] = ()) -> None:
        """Show each section whose fingerprint changed since it was last shown (all of them when
        `force`): a section named in `in_place` updates its own elements, any other is cleared
        and built again inside its area (`self.areas[name]`)."""
        for name, (fp, build) in sections.items():
            if force or self.shown.get(name) != fp:
                if name in in_place:
                    build()
                else:
                    area = self.areas[name]
                    area.clear()
                    with area:
                        build()
                self.shown[name] = fp

    def _choices(self) -> list:
        """The seat's choices now shown, as `billionaire.choice.Choice`-like objects (`kind`,
        `confirm`, `auto`, `amount`, `action()`)."""
        return self.pv.get("choices", [])

    def _auto_choices(self) -> list:
        """The choices the routine-move rule looks at (none once the game is over)."""
        return [] if self.pv.get("over") else self._choices()

    def _situation(self) -> tuple | None:
        """The seat's situation now: the turn (round, whose) and the choices on offer but the vote.
        **Annulla** holds while it stays the same (a vote changes the decision number only)."""
        if not self.pv:
            return None
        turn = self._turn()
        return (*turn, tuple(sorted(action_key(c) for c in self._choices() if c.kind != "vote")))

    def _turn(self) -> tuple:
        return self.pv.get("round"), self.pv.get("current_seat")

    def _auto_label(self, choice: Any) -> str:
        return str(choice)

    def _choice_buttons(self) -> list[ui.button]:
        return []

    def _problem(self, error: Any) -> str:
        return str(error)

    def _close_dialogs(self) -> None:
        self.pending = None
        self.dialog.close()

    def _update_always(self) -> None:
        """What a page updates even when it is not the live device (Billionaire: its notices)."""

    # --------------------------------------------------------- being looked at
    def _live(self) -> bool:
        return runtime.is_live(self.session, self.seat, self.client.id)

    def _watched(self) -> bool:
        """Whether the player can see this page now: connected, shown, and the seat's live device."""
        return self.client.has_socket_connection and self.visible and self._live()

    def _connected(self) -> None:
        """The page's connection opened: it may take the seat (`runtime.seat_page_connected`)."""
        first = self.connections == 0
        self.connections += 1
        runtime.seat_page_connected(self.session, self.seat, self.client.id, first=first)
        self._screen_back()

    def _screen_back(self) -> None:
        """The browser (re)connected: the player gets the grace period before a move runs."""
        self.visible = True
        self.auto.screen_back()

    def _visibility(self, e: Any) -> None:
        state = e.args if isinstance(e.args, str) else ""
        was = self.visible
        self.visible = state != "hidden"
        if self.visible and not was:
            self.auto.screen_back()

    def _touched(self, _e: Any = None) -> None:
        self.visible = True
        self.auto.tapped()

    def play_here(self) -> None:
        """**Gioca qui**: this device takes the seat back; the other one is silenced."""
        if not self.valid:
            return
        runtime.claim_seat(self.session, self.seat, self.client.id, self.device)
        self.auto.screen_back()
        self.refresh(force=True)

    def _show_live(self) -> bool:
        """Show the page as the live device or as silenced; returns whether it is live."""
        live = self._live()
        if live != self.live_shown:
            self.live_shown = live
            self.elsewhere.set_visibility(not live)
            self.main.set_visibility(live)
            if not live:
                self.alert.silence()
                self._close_dialogs()
                self.auto.stop()
                self.auto.reset()
        return live

    # ------------------------------------------------------------------ views
    def _state_key(self) -> tuple:
        """What the views depend on: a game is its setup plus its log (`engine.replay`), so the same
        log length (and game object) means the same views. Read without the lock: a key torn by
        an action being applied only causes one more read, and every action wakes this page."""
        game = self.session.game
        return id(game), len(game.log), game.decision

    def _shown_is_current(self) -> bool:
        return bool(self.pv) and self._state_key() == self.read_key

    def _token_valid(self) -> bool:
        return not self.session.deleted and self.session.seat_for_token(self.token) == self.seat

    def _release_awaiting(self) -> None:
        """Enable the buttons of an accepted tap: the page now shows the game after it."""
        if self.awaiting and not self.busy:
            for b in self.awaiting:
                enable(b)
            self.awaiting = []

    def _update_auto(self) -> None:
        self.auto.update(self.pv["decision"], self._auto_choices())

    def invalidate(self) -> None:
        """The seat was released: this link no longer works."""
        self.valid = False
        self.auto.stop()
        self._close_dialogs()
        self.root.clear()
        with self.root:
            invalid_page(self.lang, self.game_title)

    def refresh(self, force: bool = False) -> None:
        """Re-read the views and update what changed."""
        if not self.valid:
            return
        if not self._token_valid():
            self.invalidate()
            return
        live = self._show_live()
        if self.pv:
            self._update_always()
        if not live:
            return
        if force or not self._shown_is_current():
            old_decision = self.pv.get("decision")
            self._render(force)
            if self.away_card is not None:
                self.away_card.update(self.pv.get("away"))
            if self.pending is not None and old_decision != self.pv["decision"]:
                self._question_gone()
        # else: nothing changed since the last read (a connect/disconnect, or the update that
        # follows this page's own tap, already shown): only the countdown may need re-arming.
        self._release_awaiting()
        self._update_auto()

    def _question_gone(self) -> None:
        """A new decision while Sì / No was open: the question it asked is gone, except the vote
        (always open: it goes on asking, answered with the decision now shown)."""
        choice = self.pending[0]
        if choice.kind == "vote" and choice in self._choices():
            self.pending = (choice, self.pv["decision"])
        else:
            self.pending = None
            self.dialog.close()

    # ------------------------------------------------------------- tapping
    def _tell(self, text: str) -> None:
        if not self.client.is_deleted:
            with self.client:
                # a test script finds it by its test id (Quasar's `attrs` on the notification)
                ui.notify(text, type="warning", position="top", attrs={"data-testid": "phone-message"})

    def pool_tap(self, pool: ButtonPool, button: ui.button, shown: Any) -> Awaitable[bool] | None:
        """A pool button was tapped; `shown` is what the browser showed on it at that moment. If
        the button has been given another choice since (a re-render crossed the tap, a replayed
        or late frame), the tap is refused: it was meant for a choice no longer there."""
        got = pool.tapped(button, shown)
        if got is None:
            return None
        if got is False:
            self._tell(tr(CHANGED_TEXT, self.lang))
            self.refresh()
            return None
        return self.tap(*got)

    def tap(self, choice: Any, decision: int) -> Awaitable[bool] | None:
        if not self.valid:
            return None
        if self.busy:
            self._tell(tr(BUSY_TEXT, self.lang))
            return None
        if choice.confirm or choice.amount is not None:
            self.ask(choice, decision)
            return None
        return self.send(choice.action(), decision)

    def _asking(self) -> str:
        """A new question: what the Sì button carries (`data-shown`) so that a late tap never
        answers a newer question (`_answers_this`)."""
        self.asked += 1
        self.auto.stop()   # no routine move while the player is answering (Sì re-arms it anyway)
        return f"ask-{self.asked}"

    def _answers_this(self, shown: Any) -> bool:
        return shown == f"ask-{self.asked}"

    def _dialog_no(self) -> None:
        self.pending = None
        self.dialog.close()
        self.auto.reset()   # the routine move counts down again
        if self.pv:
            self._update_auto()

    async def send(self, action: dict, decision: int, quiet: bool = False) -> bool:
        """Submit; True if accepted. A refusal shows its message (unless quiet) and
        changes nothing. Either way the page then shows the current game, buttons enabled."""
        if not self.valid:
            return False
        if self.busy:
            if not quiet:
                self._tell(tr(BUSY_TEXT, self.lang))
            return False
        if not self._live():   # a silenced device never acts for the seat
            if not quiet:
                self._tell(tr(NOT_LIVE_TEXT, self.lang))
            self.refresh()
            return False
        self.busy = True
        tapped = self.awaiting + self._choice_buttons()
        self.awaiting = []
        for b in tapped:
            b.disable()
        self.auto.stop()
        error: Any = tr("Azione non inviata.", self.lang)
        try:
            if not self._token_valid():
                self.invalidate()
                return False
            # The listeners (`runtime.subscribe_page`) refresh every screen of the game, this one
            # included, as soon as the action is stored; the monitor does not wait for this page.
            error = await run.io_bound(self.session.submit, self.seat, action, decision)
        except Exception:   # never leave the phone disabled, whatever went wrong
            log.exception("game %s: submitting %r for G%s failed", self.session.game_id, action, self.seat)
            error = tr(SEND_FAILED_TEXT, self.lang)
        finally:
            self.busy = False
            if self.valid and not self.client.is_deleted:
                # the tapped buttons, and any that an update built meanwhile (disabled while busy)
                held = tapped + self._choice_buttons()
                if error is None and not self._shown_is_current():
                    # Accepted, not shown yet: the old buttons stay disabled until the update
                    # that the action triggered (it always comes) shows the new ones.
                    self.awaiting = held
                else:
                    for b in held:
                        enable(b)
        if not self.valid or self.client.is_deleted:
            return error is None
        if error is None:
            # Accepted: the subscription's update shows it (if it has not already, while the action
            # was being stored). Not here: the monitor's message must not wait for this page.
            if self._shown_is_current():
                self._update_auto()   # re-arm a countdown that could not fire meanwhile
            return True
        if not quiet:
            self._tell(self._problem(error))
            self.auto.reset()   # a refused tap: the routine move may count down again
        # Refused: show the game as it is now (what made the tap stale, if anything).
        self.refresh()
        return False

    def _auto_submit(self, action: dict, decision: int) -> Awaitable[bool] | None:
        if not self.valid:
            return None
        if self.busy:
            # A tap is being stored: try again once its result is shown (the refresh re-arms).
            self.auto.reset()
            return None
        # A late or duplicate firing is refused by the engine (stale decision): stay quiet then.
        return self.send(action, decision, quiet=True)

    # ------------------------------------------------------------- countdown
    def _build_countdown(self) -> None:
        with ui.column().classes("ph-card gap-1").style(
                "border-color: rgba(102,187,106,.6)") as self.count_card:
            with ui.row().classes("w-full items-center no-wrap gap-2"):
                ui.icon("timer").classes("text-2xl").style("color:#66bb6a")
                self.count_label = ui.label("").classes("text-base font-bold grow") \
                    .props('data-testid="phone-countdown"')
                self.cancel_button = ui.button(tr("Annulla", self.lang), on_click=self.cancel_auto) \
                    .props('unelevated no-caps color=negative data-testid="annulla"').mark("annulla")
            self.count_bar = ui.linear_progress(value=1.0, show_value=False, size="8px") \
                .props("color=positive instant-feedback").classes("ph-count")
        self.count_card.set_visibility(False)

    def _show_countdown(self, text: str | None, fraction: float) -> None:
        if text is None:
            self.count_card.set_visibility(False)
            return
        self.count_label.set_text(text)
        self.count_bar.set_value(round(fraction, 2))
        self.count_card.set_visibility(True)

    def cancel_auto(self) -> None:
        """**Annulla**: stop the routine move on this screen and on every other screen of the seat."""
        decision = self.auto.decision if self.auto.armed else None
        self.auto.cancel()
        if decision is not None:
            runtime.cancel_auto(self.session, self.seat, decision, self._situation())


class VoteButton:
    """**Voto per finire** / **Ritira il voto**, the same on every game's phone: built once and
    restyled in place (a tap never lands on a button another player's vote just replaced), and
    it says which look it had when tapped (`data-shown`: vote-0 / vote-1), so a tap meant for
    the other look is refused instead of voting the wrong way."""

    def __init__(self, page: SeatPhone, color: str = "primary") -> None:
        self.page = page
        self.look: bool | None = None        # voted or not, as now shown
        self.choice: Any = None              # the vote choice now offered
        self.button = ui.button(tr("Voto per finire", page.lang), icon="how_to_vote") \
            .props(f'no-caps color={color} data-testid="vote"').mark("vote")
        self.button.on("click", lambda e: self.tapped(e.args), js_handler=SHOWN_JS)

    def show(self, choice: Any, voted: bool) -> None:
        """The vote on offer now (None: none) and whether this seat has voted."""
        self.choice = choice
        self.button.set_visibility(choice is not None)
        if voted != self.look:   # restyle only on a change (each restyle resends the button)
            self.look = voted
            lang = self.page.lang
            if voted:
                self.button.set_text(tr("Ritira il voto", lang))
                self.button.props(remove="outline").props("unelevated text-color=dark icon=check data-shown=vote-1")
            else:
                self.button.set_text(tr("Voto per finire", lang))
                self.button.props(remove="unelevated text-color").props("outline icon=how_to_vote data-shown=vote-0")

    def tapped(self, shown: Any = None) -> Awaitable[bool] | None:
        if self.choice is None:
            return None
        if shown != f"vote-{int(bool(self.look))}":
            self.page._tell(tr(CHANGED_TEXT, self.page.lang))
            return None
        return self.page.tap(self.choice, self.page.pv["decision"])


# The stand-in stories closed on a seat's phone: session -> {seat: the `since` closed}. UI state
# (like Annulla), shared by the seat's pages; a restart shows the story once more.
_away_closed: "weakref.WeakKeyDictionary[Any, dict[int, int]]" = weakref.WeakKeyDictionary()


class AwayCard:
    """What a bot played for this seat (the private view's `away`, `billionaire.away`): shown while
    the bot plays and when the player has the seat back, until they close it, so nothing done in
    their name goes unseen."""

    def __init__(self, page: SeatPhone) -> None:
        self.page = page
        self.shown: Any = None
        lang = page.lang
        with ui.column().classes("ph-card gap-1 w-full").props('data-testid="phone-away"') as self.card:
            with ui.row().classes("w-full items-center no-wrap gap-2"):
                ui.icon("smart_toy").classes("text-2xl").style("color: var(--gold)")
                self.title = ui.label("").classes("text-base font-bold grow")
                ui.button(icon="close", on_click=self.close) \
                    .props(f'flat round dense color=primary aria-label="{tr("Chiudi", lang)}" data-testid="away-close"') \
                    .mark("away_close")
            self.box = ui.column().classes("w-full gap-0")
        self.card.set_visibility(False)

    def update(self, away: dict | None) -> None:
        closed = _away_closed.get(self.page.session, {}).get(self.page.seat)
        visible = bool(away) and away["since"] != closed
        self.card.set_visibility(visible)
        if not visible or away == self.shown:
            return
        self.shown = away
        lang = self.page.lang
        self.title.set_text(tr("Mentre eri via, un bot ha giocato per te:", lang) if away["back"]
                            else tr("Un bot sta giocando per te:", lang))
        self.box.clear()
        with self.box:
            if away["more"]:
                ui.label(tr("… e altre {n} mosse prima", lang).format(n=away["more"])).classes("ph-muted text-sm")
            for line in away["lines"]:
                ui.label(line).classes("text-sm")
            if not away["lines"]:
                ui.label(tr("Niente ancora.", lang)).classes("ph-muted text-sm")

    def close(self) -> None:
        if self.shown:
            _away_closed.setdefault(self.page.session, {})[self.page.seat] = self.shown["since"]
        self.card.set_visibility(False)
