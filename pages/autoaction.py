"""The phone's routine moves: which choice runs by itself, and its cancellable countdown.

Rulebook ("Monitor e telefono"): routine moves (roll, extract, end turn) start after 2 seconds
unless the player presses **Annulla**; when there is only one thing to do, it starts at once.
A routine move waits for a tap while a real alternative is on offer (`HELD_BY`): closing the turn
while the space offers something (a purchase, a sale, the winning tax), rolling while a flight or
staying on the mine is offered. Extracting always counts down.

A countdown never runs unseen: not while the browser is disconnected or hidden, not on a device
that is no longer the seat's live one, and not in the first `grace()` seconds after the screen
comes back (a reload, a reconnect, the phone unlocked) unless the player taps first.

`pick_auto(choices)` is the pure rule. `AutoAction` owns one repeating `ui.timer` of its page:
`update(decision, choices)` is called with every fresh private view; it (re)starts the countdown
only when the decision or the auto choice changed, so unrelated updates (another seat's vote)
neither restart nor cancel it. The firing submits with the decision it was armed for, so a late,
duplicate or cancelled firing is refused by the engine and changes nothing. A firing the page could
not send (a tap of the player was still being stored) is not lost: `reset()` makes the next
`update` arm it again.

A seat can be open on two screens, each with its own `AutoAction`: **Annulla** on one must stop
the move on both. So `cancelled(decision)` (given by the page: `runtime.auto_cancelled`, the
seat's shared record) is asked on every `update` and on every tick, and always right before
firing: a countdown whose decision was cancelled elsewhere stops without firing, even if this
page has not yet had the update that `runtime.cancel_auto` sent it. A later decision arms as usual.
"""
from __future__ import annotations

import time
from typing import Any, Awaitable, Callable

from nicegui import ui

from billionaire.choice import Choice
from billionaire.texts import plain
from pages.lang import tr

TICK = 0.1  # seconds between countdown refreshes


def _significant(choices: list[Choice]) -> list[Choice]:
    """The choices that count as "things to do": the vote is always there and does not count."""
    return [c for c in choices if c.kind != "vote"]


# What the space the pawn stands on offers (buy it, sell at the exchange, pay the tax and win,
# bet, play the extra-move card): while one of these is on offer the turn does not close by
# itself (docs/rules-decisions.md, "Phones and the 2-second moves"). Selling from a mine and
# the price card can be done in any turn: they do not hold it.
HOLDS_END_TURN = frozenset({"buy_building", "buy_airport", "buy_licence", "buy_rights", "sell",
                            "pay_tax", "bet", "use_extra_move"})
# A routine move -> the alternatives that make it wait for a tap (docs/rules-decisions.md), by
# game. Alta Finanza: the turn waits while the Borsa offers a trade, the Credit its loan or a
# withdrawn player re-entry; the roll waits while a Tessera could be used instead.
HELD_BY = {
    "billionaire": {"end_turn": HOLDS_END_TURN, "roll": frozenset({"fly", "stay"})},
    "alta_finanza": {"end_turn": frozenset({"trade", "take_loan", "reenter"}),
                     "roll": frozenset({"use_tessera"})},
}


def pick_auto(choices: list[Choice], game: str = "billionaire") -> tuple[Choice | None, bool]:
    """The choice the phone runs by itself, and whether it runs at once (no countdown).

    - an `auto` choice (roll, extract, end turn...) runs after the countdown;
    - it runs at once when it is the only choice (ignoring the vote);
    - but it never runs by itself while a real alternative is offered (`HELD_BY`): "Fine turno"
      while the space offers something, "Tira i dadi" while a flight or staying is offered;
    - a lone plain choice (no confirmation, no amount: e.g. "Non fare offerte" when no bid is
      possible) also runs at once: there is nothing to decide.
    """
    significant = _significant(choices)
    autos = [c for c in significant if c.auto]
    if autos:
        held = HELD_BY[game].get(autos[0].kind)
        if held and any(c.kind in held for c in significant):
            return None, False
        return autos[0], len(significant) == 1
    if len(significant) == 1:
        only = significant[0]
        if not only.confirm and only.amount is None and only.kind != "move":
            return only, True
    return None, False


def action_key(choice: Choice) -> str:
    """A stable identity of a choice's action (used to tell "same countdown" from "new one")."""
    act = choice.action()
    return repr(sorted(act.items(), key=lambda kv: kv[0]))


class AutoAction:
    """The cancellable auto-action of one phone page.

    `submit(action, decision)` sends the action (it may return an awaitable, which the timer
    awaits); a page that cannot send it now calls `reset()` so that its next `update` re-arms.
    `show(text_or_None, fraction_left)` draws the countdown (None hides it).
    `delay()` returns the current countdown length in seconds (config.auto_delay).
    `connected()` tells whether the page's browser is connected: a disconnected page (a phone
    asleep, an old client after a reload) never fires; its countdown restarts on reconnect.
    `cancelled(decision)` tells whether **Annulla** was pressed for that decision on any screen of
    the seat: such a countdown is not armed, stops, and never fires.
    `grace()` is how long the player must have seen the screen before a move runs by itself:
    `screen_back()` (a reconnect, the phone shown again) starts that wait over, `tapped()` ends it.
    """

    def __init__(self, submit: Callable[[dict, int], Awaitable[Any] | None],
                 show: Callable[[str | None, float], None],
                 delay: Callable[[], float],
                 connected: Callable[[], bool] = lambda: True,
                 cancelled: Callable[[int], bool] = lambda decision: False,
                 grace: Callable[[], float] = lambda: 0.0,
                 lang: str = "it", label: Callable[[Any], str] | None = None,
                 game: str = "billionaire") -> None:
        self.lang = lang                          # the countdown's words ("tra 1,5 s")
        self._label = label or plain(lang).choice  # a choice's words (the game's text layer)
        self.game = game                          # whose routine-move rules (`HELD_BY`)
        self._submit = submit
        self._show = show
        self._delay = delay
        self._connected = connected
        self._cancelled_for = cancelled
        self._grace = grace
        # Since when (monotonic) the player has been seeing this screen: set by `screen_back()` (the
        # page calls it when its browser connects or shows the page again), or by the first tick
        # if nobody told; -inf once they tapped (no grace to wait for).
        self.seen_from: float | None = None
        self.started: float | None = None         # when the current wait began (for the bar)
        self.key: tuple[int, str] | None = None   # (decision, action key) armed or last seen
        self.choice: Choice | None = None
        self.decision: int | None = None
        self.armed = False                        # a countdown is pending for `choice`
        self.duration = 0.0                       # its length in seconds
        self.deadline: float | None = None        # monotonic firing time, set by the first tick
        self.cancelled = False
        self.fired = False
        self._timer = ui.timer(TICK, self._tick, active=False)

    # ----------------------------------------------------------------- state
    @property
    def running(self) -> bool:
        return self.armed

    def update(self, decision: int, choices: list[Choice]) -> None:
        """Arm, keep or stop the countdown for the choices now on screen."""
        choice, at_once = pick_auto(choices, self.game)
        key = (decision, action_key(choice)) if choice is not None else None
        if key == self.key:
            # same decision, same auto choice: keep running (or keep cancelled), unless Annulla
            # was pressed for it on another screen of the seat
            if self.armed and self._cancelled_for(decision):
                self.cancel()
            return
        self.key = key
        self.choice = choice
        self.decision = decision
        self.cancelled = False
        self.fired = False
        if choice is None:
            self._stop()
            return
        if self._cancelled_for(decision):
            self.cancelled = True   # Annulla pressed for this decision on another screen
            self._stop()
            return
        self.armed = True
        self.duration = 0.0 if at_once else max(0.0, self._delay())
        # The clock starts at the first tick, i.e. once the browser is connected and sees it.
        self.deadline = None
        self._timer.activate()
        self._draw()

    def screen_back(self) -> None:
        """The screen is back (a connect or reconnect, a hidden page shown again): the player gets
        the grace period to look before anything runs by itself."""
        self.seen_from = time.monotonic()
        self.deadline = None

    def tapped(self) -> None:
        """The player touched the screen: they see it, the grace period is over."""
        self.seen_from = float("-inf")
        if self.deadline is not None and self.armed:
            now = time.monotonic()
            self.deadline = min(self.deadline, now + self.duration)

    def cancel(self) -> None:
        """**Annulla**: stop the countdown for this decision (the choice stays as a button)."""
        if not self.armed:
            return
        self.cancelled = True
        self._stop()

    def stop(self) -> None:
        """Stop without marking as cancelled (the page is about to submit something else)."""
        self._stop()

    def reset(self) -> None:
        """Forget the decision last armed, so the next `update` arms its countdown again (after a
        firing that could not be sent, or a refused tap). An **Annulla** stays in force."""
        if not self.cancelled:
            self.key = None

    def _stop(self) -> None:
        self.armed = False
        self.deadline = None
        self._timer.deactivate()
        self._show(None, 0.0)

    # ------------------------------------------------------------------ timer
    def _draw(self) -> None:
        if not self.armed or self.choice is None:
            self._show(None, 0.0)
            return
        if self.duration <= 0 and (self.deadline is None or self.deadline <= time.monotonic()):
            return  # runs at once: nothing to show
        if self.deadline is None:
            left = total = self.duration
        else:
            left = max(0.0, self.deadline - time.monotonic())
            total = self.deadline - (self.started if self.started is not None else self.deadline - self.duration)
        total = max(total, 1e-6)
        seconds = f"{left:.1f}" if self.lang == "en" else f"{left:.1f}".replace(".", ",")
        self._show(tr("{label} tra {seconds} s", self.lang).format(label=self._label(self.choice), seconds=seconds),
                   min(1.0, left / total))

    def _tick(self) -> Awaitable[Any] | None:
        if not self.armed or self.choice is None or self.decision is None:
            self._timer.deactivate()
            return None
        if self._cancelled_for(self.decision):
            self.cancel()   # Annulla on another screen of the seat, its update not here yet
            return None
        if not self._connected():
            # Nobody is looking: never fire unseen; start over (grace included) when it is back.
            self.deadline = None
            self._show(None, 0.0)
            return None
        now = time.monotonic()
        if self.seen_from is None:
            self.seen_from = now
        if self.deadline is None:
            self.started = now
            self.deadline = max(now, self.seen_from + max(0.0, self._grace())) + self.duration
        if now < self.deadline:
            self._draw()
            return None
        choice, decision = self.choice, self.decision
        self.armed = False
        self.deadline = None
        self.fired = True
        self._timer.deactivate()
        self._show(None, 0.0)
        return self._submit(choice.action(), decision)

    def fire_now(self) -> Any:
        """Run the armed choice immediately (tests, or a tap on the countdown)."""
        if self.armed:
            self.deadline = time.monotonic()
            return self._tick()
        return None
