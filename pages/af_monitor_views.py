"""Alta Finanza's monitor's two views, switched by the arrows as Billionaire's boards and charts
(`pages.monitor_board`): the track (with the quotations in its middle) beside the players and
the chronicle, or the charts (`pages.monitor_charts`: the six quotations and each player's
worth and cash over the rounds) across the whole screen, so a class reads them from three
metres. The charts stay until someone changes the view; the game goes on meanwhile.
"""
from __future__ import annotations

from typing import Callable

from nicegui import ui

from pages.af_monitor_parts import TrackBoard
from pages.lang import tr
from pages.monitor_charts import ChartsView

VIEW_IT = {"track": "Tabellone", "charts": "Grafici"}
CHART_WIDTH = 1200   # px: the charts span the screen (a 1280×720 TV: about 1250)

VIEWS_CSS = """
.af-charts { flex: 1 1 0; min-width: 0; height: 100%; display: flex; flex-direction: column; gap: .25rem; }
.af-charts > .af-charts-body { flex: 1 1 0; min-height: 0; }
.af-nav { width: 100%; justify-content: space-between; flex-wrap: nowrap; align-items: center; padding: 0 .25rem; }
"""


class AfViews:
    """The track or the charts; `side` (set by the page) is hidden while the charts show."""

    def __init__(self, view: dict, charts: Callable[[], dict], lang: str) -> None:
        ui.add_css(VIEWS_CSS)
        self.lang = lang
        self.shown = "track"
        self.side: ui.element | None = None
        self.chart_key: tuple | None = None
        self.board = TrackBoard(view, charts, lang)
        with ui.element("div").classes("af-charts") as self.panel:
            self.panel_top = ui.element("div").classes("w-full")
            with ui.element("div").classes("af-charts-body w-full"):
                self.charts = ChartsView(charts, lang, chart_width=CHART_WIDTH)
        with self.board.nav_slot, ui.row().classes("af-nav gap-2") as self.nav:
            ui.button(icon="chevron_left", on_click=lambda: self.switch()) \
                .props(f'round flat dense color=primary data-testid="board-prev" '
                       f'aria-label="{tr("Vista precedente", lang)}"').mark("board_prev")
            with ui.row().classes("items-baseline gap-3 no-wrap min-w-0"):
                self.title = ui.label().classes("b-title text-xl").props('data-testid="board-title"')
                self.subtitle = ui.label().classes("b-muted text-xl truncate")
            ui.button(icon="chevron_right", on_click=lambda: self.switch()) \
                .props(f'round flat dense color=primary data-testid="board-next" '
                       f'aria-label="{tr("Vista successiva", lang)}"').mark("board_next")
        self._show()
        self.update(view)

    def hide_with_charts(self, side: ui.element) -> None:
        self.side = side
        self._show()

    def switch(self) -> None:
        """Either arrow: the other view (two views, so both lead to it)."""
        self.shown = "charts" if self.shown == "track" else "track"
        if self.shown == "charts":
            self.charts.update()
        self._show()

    def _show(self) -> None:
        charts = self.shown == "charts"
        self.nav.move(self.panel_top if charts else self.board.nav_slot)
        self.board.box.visible = not charts
        self.panel.visible = charts
        if self.side is not None:
            self.side.visible = not charts
        self.title.set_text(tr(VIEW_IT[self.shown], self.lang))
        self.subtitle.set_text(tr("i grafici restano finché non cambi vista", self.lang) if charts else "")

    def update(self, view: dict) -> None:
        self.board.update(view)
        key = (view["round"], view["over"])
        if self.shown == "charts" and key != self.chart_key:
            self.chart_key = key
            self.charts.update()     # a round ended (or the game): the history has a point more

    def mark_round(self, round_: int | None) -> None:
        """A replay shows the end of `round_` (None: the live game): the charts mark it."""
        self.board.mark_round(round_)
        self.charts.update()
        self.charts.mark(round_)
