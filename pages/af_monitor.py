"""Alta Finanza's monitor (`/game/{id}` and `/watch/{id}` of an Alta Finanza game, reached from
`pages.monitor.content`): the public view only, laid out for a TV at 3 m (docs/monitor.md).

It keeps the platform's shared pieces: the header's IT/EN switch, the host's QR join panel and
seat dialog (`pages.monitor_join`), **Termina la partita**, **Guarda**, **Nuova partita**, and
the updates through `runtime.subscribe_page`. Charts, debrief and the replay bar are
Billionaire's classroom features: this game has none.
"""
from __future__ import annotations

import logging
import threading

from nicegui import ui

from billionaire.alta_finanza.history import quote_history
from billionaire.session import Session
from pages import runtime
from pages.af_monitor_parts import (AF_CSS, AfHeader, Chronicle, PlayersTable, Ranking, TelexPanel,
                                    TrackBoard)
from pages.lang import tr
from pages.monitor_join import JoinPanel, SeatDialog
from pages.monitor_host import HostControls

log = logging.getLogger(__name__)

_history_lock = threading.Lock()
_histories: dict[str, tuple[tuple, dict]] = {}   # game id -> ((round, over, log length), series)


def history(session: Session) -> dict:
    """The quotations round by round, replayed from the log; shared by the game's monitors and
    rebuilt only when a round (or the game) ends."""
    with session.lock:
        game = session.game
        at = (game.state.round, game.over)
        with _history_lock:
            got = _histories.get(session.game_id)
        if got is not None and got[0][:2] == at:
            return got[1]            # (every update of every monitor asks: no copy of the log)
        setup, log_ = game.setup, list(game.log)
    series = quote_history(setup, log_)
    with _history_lock:
        if len(_histories) > 64:
            _histories.pop(next(iter(_histories)))
        _histories[session.game_id] = (at + (len(log_),), series)
    return series


def content(session: Session, game_id: str, watch: bool, lang: str) -> None:
    """The page (the monitor's `theme.apply` and CSS are already on it)."""
    ui.add_css(AF_CSS)
    host_key = None if watch else runtime.host_key_for(game_id)
    is_host = not watch and session.is_host_key(host_key)
    has_humans = bool(session.human_seats)
    view = runtime.public_view(session, lang)

    def presence(seat: int) -> str | None:
        if runtime.phone_connected(session, seat):
            return "live"
        if runtime.phone_ever_connected(session, seat):
            return "was"
        return None

    header = AfHeader(view, lang)
    join = JoinPanel(session, view, lang) if has_humans and is_host else None

    def released(seat: int) -> None:
        if join is not None:
            join.auto = False
        on_change()

    seat_dialog = SeatDialog(session, host_key, released, lang) if is_host else None

    with header.actions:
        host = HostControls(session, host_key, is_host=is_host, watch=watch, join=join, lang=lang)

    with ui.element("div").classes("af-main"):
        board = TrackBoard(view, lambda: history(session), lang)
        with ui.element("div").classes("af-side"):
            ranking = Ranking(view, lang)
            players = PlayersTable(view, presence, lang)
            manage_row = None
            if is_host and session.tokens:
                with ui.row().classes("gap-1 items-center") as manage_row:
                    for p in view["players"]:
                        if p["seat"] in session.tokens:
                            ui.button(tr("Posto {who}", lang).format(who=p["label"]), icon="qr_code_2",
                                      on_click=lambda s=p["seat"], n=p["name"], c=p["color"]: seat_dialog.open(s, n, c)) \
                                .props(f'flat dense size=sm no-caps color=grey-5 data-testid="manage-{p["seat"]}"') \
                                .mark(f"manage_{p['seat']}")
            telex = TelexPanel(view, lang)
            chronicle = Chronicle(view, lang)
    parts = [header, board, ranking, players, telex, chronicle]

    def on_change() -> None:
        if session.deleted:
            ui.navigate.to("/")
            return
        new_view = runtime.public_view(session, lang)
        for part in parts:
            try:
                part.update(new_view)
            except Exception:
                log.exception("monitor %s: %s update failed", game_id, type(part).__name__)
        if join is not None:
            join.update(new_view)
        host.update(new_view)
        if manage_row is not None:
            manage_row.visible = not new_view["over"]

    host.update(view)
    if watch:
        runtime.watch_page_built(session, ui.context.client.id)
    runtime.subscribe_page(session, on_change, first=True)
