"""The public watch link on the monitor: a QR for spectators and how many watch now.

A spectator page (`/watch/{game_id}`, `pages.monitor` with `watch=True`) shows the monitor's
public view laid out for its screen, with no host control and no seat link; spectators never
count as players. The link carries no secret, so every monitor may show it.
"""
from __future__ import annotations

from nicegui import ui

from pages import runtime
from pages.lang import tr
from pages.monitor_join import qr_svg


def watchers_text(n: int, lang: str) -> str:
    if n <= 0:
        return ""
    return tr("1 spettatore" if n == 1 else "{n} spettatori", lang).format(n=n)


class WatchLink:
    """The header's **Guarda** button (an eye; a dialog with the watch link's QR) and the
    spectators' count beside it."""

    def __init__(self, game_id: str, lang: str = "it") -> None:
        self.lang = lang
        url = runtime.watch_url(game_id)
        self.count = ui.label("").classes("b-muted text-sm whitespace-nowrap") \
            .props('data-testid="watchers"')
        with ui.dialog() as self.dialog, ui.card().classes("b-card p-5 gap-3 items-center") \
                .style("background:#10172a;max-width:min(95vw, 26rem)"):
            ui.label(tr("Guarda la partita", lang)).classes("b-title text-2xl")
            ui.label(tr("Chi inquadra questo codice vede la partita come sul monitor, sul proprio "
                        "schermo: niente segreti, niente comandi, e non gioca.", lang)) \
                .classes("b-muted text-center")
            ui.html(qr_svg(url), sanitize=False).classes("qr").style("width:min(70vw, 16rem)") \
                .props('data-testid="watch-qr"')
            ui.link(url, url, new_tab=True).classes("b-link text-sm break-all text-center") \
                .props('data-testid="watch-url"')
            ui.button(tr("Chiudi", lang), on_click=self.dialog.close).props("flat no-caps color=grey-5")
        # an icon (the header is full on a 1280×720 TV), named for screen readers and tests
        ui.button(icon="visibility", on_click=self.dialog.open) \
            .props(f'flat round dense color=grey-5 data-testid="watch-link" aria-label="{tr("Guarda", lang)}"') \
            .tooltip(tr("Il link per gli spettatori", lang)).mark("watch_link")

    def update(self, watchers: int) -> None:
        self.count.set_text(watchers_text(watchers, self.lang))
