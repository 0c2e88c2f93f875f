"""The replay of a finished game on its host's monitor, round by round: back to the start, the
previous round, play (a round every `STEP` seconds), the next round, the end, or a jump with the
slider. Each step shows the public view of the game replayed from its log to that round's end
(`runtime.replay_view`), on the same parts of the monitor (board, players, prices, card,
chronicle); the end is the live view again, with its ranking.
"""
from __future__ import annotations

from typing import Any, Callable

from nicegui import ui

from pages import runtime
from pages.lang import tr

STEP = 1.5   # s between rounds while playing


class ReplayBar:
    def __init__(self, session: Any, parts: list, live: Callable[[], dict], lang: str = "it") -> None:
        self.session = session
        self.parts = parts
        self.live = live
        self.lang = lang
        self.points: list[tuple[int, int]] = []    # (round, actions of the log) of every point
        self.index: int | None = None              # the point shown; None: the live end
        self.tips: dict[str, ui.tooltip] = {}      # each button's tooltip, by its mark
        # its words in rem, on one line: 1rem is H/56 on the monitor, read from the sofa
        with ui.card().classes("b-card w-full px-3 py-1").props('data-testid="replay-bar"') as self.card:
            with ui.row().classes("w-full items-center gap-1 no-wrap"):
                ui.icon("history").classes("text-2xl")
                ui.label(tr("Rivedi la partita", lang)).classes("b-h mr-2 whitespace-nowrap").style("font-size:1rem")
                for icon, step, mark, name in (("first_page", "first", "replay_first", "Vai all'inizio"),
                                               ("chevron_left", -1, "replay_prev", "Giro precedente")):
                    self._button(icon, name, lambda s=step: self.go(s), mark)
                self.play_button = self._button("play_arrow", "Riproduci", self.toggle, "replay_play")
                for icon, step, mark, name in (("chevron_right", 1, "replay_next", "Giro successivo"),
                                               ("last_page", "last", "replay_last", "Vai alla fine")):
                    self._button(icon, name, lambda s=step: self.go(s), mark)
                self.slider = ui.slider(min=0, max=1, value=1, on_change=lambda e: self.jump(e.value)) \
                    .props(f'dense label-always=false color=amber-5 aria-label="{tr("Giro da rivedere", lang)}"') \
                    .classes("grow mx-3").mark("replay_slider")
                self.where = ui.label("").classes("b-num text-base whitespace-nowrap").mark("replay_where")
        self.card.visible = False
        self.timer = ui.timer(STEP, self._tick, active=False)

    def _button(self, icon: str, name: str, on_click: Callable, mark: str) -> ui.button:
        """An icon's button, named for screen readers and in its tooltip (`name`, in Italian)."""
        said = tr(name, self.lang)
        button = ui.button(icon=icon, on_click=on_click) \
            .props(f'flat round dense color=primary aria-label="{said}"').mark(mark)
        with button:
            self.tips[mark] = ui.tooltip(said)
        return button

    def _playing(self, on: bool) -> None:
        """The play button becomes a pause button while the replay runs, and its name with it."""
        self.timer.active = on
        said = tr("Pausa" if on else "Riproduci", self.lang)
        self.play_button.props(f'icon={"pause" if on else "play_arrow"} aria-label="{said}"')
        self.tips["replay_play"].set_text(said)

    # ------------------------------------------------------------------ state
    @property
    def replaying(self) -> bool:
        return self.index is not None

    def update(self, view: dict) -> None:
        """A live view: the bar shows once the game is over."""
        self.card.visible = bool(view.get("over"))
        if self.card.visible and not self.points:
            self.points = runtime.replay_points(self.session)
            self.slider.props(f"max={len(self.points) - 1}")
            self.slider.set_value(len(self.points) - 1)
            self._label()

    def _label(self) -> None:
        if not self.points:
            return
        i = len(self.points) - 1 if self.index is None else self.index
        rnd = self.points[i][0]
        self.where.set_text(tr("fine della partita", self.lang) if self.index is None else
                            (tr("inizio", self.lang) if i == 0 else tr("fine del giro {n}", self.lang).format(n=rnd)))

    # ------------------------------------------------------------------ moves
    def go(self, step: int | str) -> None:
        if not self.points:
            return
        last = len(self.points) - 1
        now = last if self.index is None else self.index
        target = 0 if step == "first" else last if step == "last" else max(0, min(last, now + int(step)))
        self.show(target)

    def jump(self, value: Any) -> None:
        try:
            target = int(value)
        except (TypeError, ValueError):
            return
        if self.points and target != (len(self.points) - 1 if self.index is None else self.index):
            self.show(target)

    def toggle(self) -> None:
        if self.timer.active:
            self._pause()
            return
        if self.index is None or self.index >= len(self.points) - 1:
            self.show(0)
        self._playing(True)

    def _pause(self) -> None:
        self._playing(False)

    def _tick(self) -> None:
        if self.index is None or self.index >= len(self.points) - 1:
            self._pause()
            return
        self.show(self.index + 1)

    def show(self, i: int) -> None:
        """Show point `i`: the last one is the live end (its ranking), the others the replayed game."""
        last = len(self.points) - 1
        if i >= last:
            self.index = None
            self._pause()
            view = self.live()
        else:
            self.index = i
            view = runtime.replay_view(self.session, self.points[i][1], self.lang)
        for part in self.parts:
            part.update(view)
            if hasattr(part, "mark_round"):   # the charts, in step with the replay
                part.mark_round(None if self.index is None else self.points[i][0])
        if self.slider.value != i:
            self.slider.set_value(i)
        self._label()
