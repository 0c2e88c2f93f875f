"""Alta Finanza's monitor (`/game/{id}` and `/watch/{id}` of an Alta Finanza game, reached from
`pages.monitor.content`): the public view only, laid out for a TV at 3 m (docs/monitor.md).

It keeps the platform's shared pieces: the header's IT/EN switch, the host's QR join panel and
seat dialog (`pages.monitor_join`), **Termina la partita**, **Guarda**, **Nuova partita**, the
updates through `runtime.subscribe_page`, and the classroom's: the charts (`pages.
af_monitor_views`), the debrief with the host's files (`pages.monitor_debrief`) and the host's
replay bar of a finished game (`pages.monitor_replay`), all from the game's one history
(`runtime.chart_series`, `debrief`, `game_files`, `replay_view`).
"""
from __future__ import annotations

import logging

from nicegui import ui

from billionaire.session import Session
from pages import runtime
from pages.af_monitor_parts import AF_CSS, AF_WATCH_CSS, AfHeader, Chronicle, PlayersTable, Ranking, TelexPanel
from pages.af_monitor_views import AfViews
from pages.lang import tr
from pages.monitor_debrief import DebriefDialog
from pages.monitor_replay import ReplayBar
from pages.monitor_join import JoinPanel, SeatDialog
from pages.monitor_host import HostControls

log = logging.getLogger(__name__)


def content(session: Session, game_id: str, watch: bool, lang: str) -> None:
    """The page (the monitor's `theme.apply` and CSS are already on it)."""
    ui.add_css(AF_CSS)
    if watch:
        ui.add_css(AF_WATCH_CSS)
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

    header = AfHeader(view, lang, loaded=runtime.was_loaded(game_id))
    join = JoinPanel(session, view, lang) if has_humans and is_host else None

    def released(seat: int) -> None:
        if join is not None:
            join.auto = False
        on_change()

    seat_dialog = SeatDialog(session, host_key, released, lang) if is_host else None

    with header.actions:
        host = HostControls(session, host_key, is_host=is_host, watch=watch, join=join, lang=lang)

    debrief = DebriefDialog(
        lambda: runtime.debrief(session, lang), lang,
        files=(lambda kind: runtime.game_files(session, host_key, kind, lang)) if is_host else None)
    replay_slot = ui.element("div").classes("w-full px-4 pt-2")
    with ui.element("div").classes("af-main"):
        board = AfViews(view, lambda: runtime.chart_series(session, lang), lang)
        with ui.element("div").classes("af-side") as side:
            ranking = Ranking(view, lang, on_debrief=debrief.open)
            players = PlayersTable(view, presence, lang)
            manage_row = None
            if is_host and session.tokens:
                with ui.row().classes("gap-1 items-center af-manage") as manage_row:
                    for p in view["players"]:
                        if p["seat"] in session.tokens:
                            ui.button(tr("Posto {who}", lang).format(who=p["label"]), icon="qr_code_2",
                                      on_click=lambda s=p["seat"], n=p["name"], c=p["color"]: seat_dialog.open(s, n, c)) \
                                .props(f'flat dense no-caps color=grey-4 data-testid="manage-{p["seat"]}"') \
                                .mark(f"manage_{p['seat']}")
                manage_row.visible = not view["over"]
            telex = TelexPanel(view, lang)
            chronicle = Chronicle(view, lang)
    board.hide_with_charts(side)
    parts = [header, board, ranking, players, telex, chronicle]
    replay = None
    if is_host:   # the host replays a finished game round by round
        with replay_slot:
            replay = ReplayBar(session, parts, lambda: runtime.public_view(session, lang), lang)
        replay.update(view)
    replay_slot.visible = replay is not None and bool(view["over"])

    def on_change() -> None:
        if session.deleted:
            ui.navigate.to("/")
            return
        new_view = runtime.public_view(session, lang)
        if replay is not None and replay.replaying:
            return              # the host is looking at a past round: the replay owns the parts
        for part in parts:
            try:
                part.update(new_view)
            except Exception:
                log.exception("monitor %s: %s update failed", game_id, type(part).__name__)
        if join is not None:
            join.update(new_view)
        if replay is not None:
            try:
                replay.update(new_view)
            except Exception:
                log.exception("monitor %s: replay update failed", game_id)
            replay_slot.visible = bool(new_view["over"])
        host.update(new_view)
        if manage_row is not None:
            manage_row.visible = not new_view["over"]

    host.update(view)
    if watch:
        runtime.watch_page_built(session, ui.context.client.id)
    runtime.subscribe_page(session, on_change, first=True)
