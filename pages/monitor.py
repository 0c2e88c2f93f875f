"""Routes `/game/{game_id}`: the shared monitor (board, players, prices, card, chronicle, QR
codes), and `/watch/{game_id}`: a spectator's copy of it, laid out for any screen, with no host
control and no seat link (`pages.monitor_watch`).

Built once from the public view, then updated in place on every change of the session.
"""
from __future__ import annotations

import logging
import time

from nicegui import run, ui

from billionaire import games

from pages import not_found as not_found_page
from pages import runtime, theme, words
from pages.lang import here, tr
from pages.monitor_board import BoardView
from pages.monitor_debrief import DebriefDialog
from pages.monitor_replay import ReplayBar
from pages.monitor_join import JoinPanel, SeatDialog
from pages.monitor_host import HostControls
from pages.monitor_parts import (CardPanel, ChroniclePanel, Header, PlayersPanel, PricesPanel,
                                 RankingPanel, yes_no)
from pages.monitor_status import MonitorStatus

log = logging.getLogger(__name__)


def not_found(game_id: str, lang: str = "it") -> None:
    not_found_page.content(tr("Partita non trovata", lang),
                           tr("Non esiste nessuna partita con il codice «{code}». "
                              "Forse il link è sbagliato o la partita è stata cancellata.", lang)
                           .format(code=game_id[:40]), lang)


def register() -> None:
    @ui.page("/game/{game_id}")
    def monitor_page(game_id: str) -> None:
        content(game_id, watch=False)

    @ui.page("/watch/{game_id}")
    def watch_page(game_id: str) -> None:
        content(game_id, watch=True)

    @ui.page("/host/{game_id}/{key}")
    def host_page(game_id: str, key: str) -> None:
        """The host's link (printed on the terminal, `runtime.host_url`): this browser takes the
        host's controls, then shows the monitor. A wrong key or game is an unknown page."""
        session = runtime.get_registry().get(game_id) if len(key) <= 200 else None
        if session is None or not session.is_host_key(key):
            not_found_page.unknown_page(here())
            return
        runtime.remember_host_key(session)
        ui.navigate.to(f"/game/{game_id}")


def content(game_id: str, watch: bool) -> None:
    """The monitor, or (`watch`) a spectator's page: the same public view, no control at all."""
    lang = here()   # read once, while the page is built: the panels keep it
    theme.apply(tr("Billionaire: spettatore" if watch else "Billionaire: monitor", lang))
    ui.add_css(theme.MONITOR_CSS)
    if watch:
        ui.add_css(theme.WATCH_CSS)
    session = runtime.get_registry().get(game_id)
    if session is None:
        not_found(game_id, lang)
        return
    if games.name_of(session.game.setup) == games.ALTA_FINANZA:   # its own monitor, same route
        from pages import af_monitor
        af_monitor.content(session, game_id, watch, lang)
        return
    host_key = None if watch else runtime.host_key_for(game_id)
    is_host = not watch and session.is_host_key(host_key)
    has_humans = bool(session.human_seats)
    view = runtime.public_view(session, lang)
    players_by_seat = {p["seat"]: p for p in view["players"]}

    def presence(seat: int) -> str | None:
        if runtime.phone_connected(session, seat):
            return "live"
        if runtime.phone_ever_connected(session, seat):
            return "was"
        return None

    header = Header(view, game_id, lang, loaded=runtime.was_loaded(game_id))
    # Seat links are bearer secrets: only the host's browser may see them.
    join = JoinPanel(session, view, lang) if has_humans and is_host else None
    def released(seat: int) -> None:
        # The host is looking at the new QR in the seat dialog: the join dialog must not
        # open on top of it now that the seat waits for a phone again.
        if join is not None:
            join.auto = False
        on_change()

    seat_dialog = SeatDialog(session, host_key, released, lang) if is_host else None

    def manage(seat: int) -> None:
        p = players_by_seat[seat]
        seat_dialog.open(seat, p["name"], p["color"])

    with header.actions:
        host = HostControls(session, host_key, is_host=is_host, watch=watch, join=join, lang=lang)

    # ---- skipping a silent bidder (host) ------------------------------------------------
    skip_seat = {"seat": None}
    with ui.dialog() as skip_dialog, ui.card().classes("b-card p-5 gap-3 items-center") \
            .style("background:#10172a"):
        skip_title = ui.label("").classes("text-2xl font-bold")
        ui.label(tr("Conta come «Non fare offerte»: la causa persa va avanti senza la sua offerta.", lang)) \
            .classes("b-muted")
        yes_no(lambda: skip_bid(), skip_dialog.close, "skip", yes_color="primary text-color=dark", lang=lang)

    def ask_skip(seat: int) -> None:
        skip_seat["seat"] = seat
        skip_title.set_text(tr("Saltare l'offerta di {who}?", lang).format(who=words.who(view, seat)))
        skip_dialog.open()

    async def skip_bid() -> None:
        skip_dialog.close()
        seat = skip_seat["seat"]
        if not is_host or seat is None:
            return
        error = await run.io_bound(session.submit, 0, {"kind": "skip_bid", "bidder": seat},
                                   session.decision_for(0))
        if error:
            ui.notify(error, type="warning")

    # ---- layout ------------------------------------------------------------------------
    # The header, the players' strip, then the board (as large as the screen's height allows)
    # beside a column with the prices, the last card and the chronicle; the page fills the
    # screen exactly (pages/theme.py, MONITOR_CSS), and nobody scrolls a TV.
    with ui.element("div").classes("mon-strip"):
        players = PlayersPanel(view, presence, manage if is_host else None, lang)
    with ui.row().classes("mon-main"):
        with ui.column().classes("mon-board-col") as board_col:
            debrief = DebriefDialog(
                lambda: runtime.debrief(session, lang), lang,
                files=(lambda kind: runtime.game_files(session, host_key, kind, lang)) if is_host else None)
            replay_slot = ui.element("div").classes("w-full")
            ranking = RankingPanel(view, lang, on_debrief=debrief.open)
            with ui.card().classes("b-card w-full mon-board-card"):
                board = BoardView(view, board_col, lang, charts=lambda: runtime.chart_series(session, lang))
        with ui.column().classes("mon-side"):
            prices = PricesPanel(view, lang)
            card = CardPanel(view, ask_skip if is_host else None, lang)
            chronicle = ChroniclePanel(view, lambda: runtime.full_chronicle(session, lang), lang)

    parts = [header, board, players, prices, card, chronicle, ranking,
             MonitorStatus(view, lang)]   # a screen reader hears a card, the turn, the winner
    replay = None
    if is_host:   # the host replays a finished game round by round
        with replay_slot:
            replay = ReplayBar(session, parts, lambda: runtime.public_view(session, lang), lang)
        replay.update(view)

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
        host.update(new_view)
        check_wait(new_view)

    def check_wait(current: dict | None = None) -> None:
        """During sealed bids, the host may skip a silent bidder after `config.bid_wait` s."""
        current = current or runtime.public_view(session, lang)
        waiting = current.get("waiting_bids") or []
        key = ("bids", current["round"], current["current_seat"], repr(current.get("last_card"))) \
            if waiting else None
        since = runtime.waiting_since(session, key)
        card.show_skips(current, bool(waiting) and time.monotonic() - since >= runtime.config.bid_wait)
        wait_timer.active = bool(waiting) and is_host

    wait_timer = ui.timer(1.0, lambda: check_wait(), active=False)
    check_wait(view)
    host.update(view)
    if watch:
        runtime.watch_page_built(session, ui.context.client.id)
    runtime.subscribe_page(session, on_change, first=True)   # the room's screen goes first
