"""The monitor header's controls, the same for every game: the spectators' link (or the
spectator's tag), **Elimina**, the QR codes, **Nuova partita** and **Termina la partita** with
their confirmations. Built only for a screen that may use them: the host's (and, for a game of
bots only, any monitor's end); a spectator page gets none."""
from __future__ import annotations

from typing import Any

from nicegui import run, ui

from pages import runtime
from pages.lang import problem_text, tr
from pages.monitor_parts import yes_no
from pages.monitor_watch import WatchLink


def _confirm(title: str, body: str, on_yes, mark: str, lang: str) -> ui.dialog:
    with ui.dialog() as dialog, ui.card().classes("b-card p-5 gap-3 items-center").style("background:#10172a"):
        ui.label(tr(title, lang)).classes("text-2xl font-bold")
        ui.label(tr(body, lang)).classes("b-muted")
        yes_no(on_yes, dialog.close, mark, lang=lang)
    return dialog


class HostControls:
    """Built inside the header's actions row; `update(view)` after every change."""

    def __init__(self, session: Any, host_key: str | None, *, is_host: bool, watch: bool,
                 join: Any = None, lang: str = "it") -> None:
        self.session, self.host_key, self.is_host, self.watch, self.lang = session, host_key, is_host, watch, lang
        has_humans = bool(session.human_seats)
        can_end = is_host or (not has_humans and not watch)   # anyone may end a game of bots only
        view_over = session.finished
        self.watch_link = None
        self.end_button = None
        if watch:
            ui.label(tr("Spettatore", lang)).classes("b-tag text-sm").props('data-testid="spectator"') \
                .mark("spectator")
        else:
            self.watch_link = WatchLink(session.game_id, lang)
        if is_host:
            self.delete_dialog = _confirm("Eliminare la partita?", "La partita sparisce per sempre e i link dei "
                                          "telefoni smettono di funzionare.", self._delete, "delete", lang)
            ui.button(tr("Elimina", lang), icon="delete", on_click=self.delete_dialog.open) \
                .props('flat color=grey-5 no-caps data-testid="delete-game"').mark("delete_game") \
                .tooltip(tr("Elimina la partita", lang))   # the header shows its icon only
        if has_humans and not is_host and not watch:
            ui.label(tr("Vista pubblica: i codici QR sono sul monitor di chi ha creato la partita.", lang)) \
                .classes("b-muted text-sm").mark("public_only")
        if join is not None:
            ui.button(tr("Codici QR", lang), icon="qr_code_2", on_click=join.toggle) \
                .props('outline color=primary no-caps data-testid="toggle-qr"').mark("toggle_qr") \
                .tooltip(tr("Codici QR dei posti", lang))
        self.new_game = ui.button(tr("Nuova partita", lang), icon="add", on_click=lambda: ui.navigate.to("/")) \
            .props('unelevated color=primary text-color=dark no-caps data-testid="new-game"').mark("new_game")
        self.new_game.visible = view_over and not watch
        if can_end:
            self.end_dialog = _confirm("Terminare la partita?", "Vince chi ha il patrimonio più alto.",
                                       self._end, "end", lang)
            self.end_button = ui.button(tr("Termina la partita", lang), icon="flag", on_click=self.end_dialog.open) \
                .props('outline color=red-4 no-caps data-testid="end-game"').mark("end_game") \
                .tooltip(tr("Termina la partita", lang))   # a 4:3 projector shows its icon only
            self.end_button.visible = not view_over

    # The host's actions store to SQLite (an fsync): in a worker thread, like a phone's tap, so
    # the other games' screens do not wait for the disk.
    async def _end(self) -> None:
        self.end_dialog.close()
        if not self.is_host:
            ui.notify(tr("Solo chi ha creato la partita può terminarla.", self.lang), type="warning")
            return
        error = await run.io_bound(self.session.submit, 0, {"kind": "host_end"}, self.session.decision_for(0))
        if error:
            ui.notify(problem_text(error, self.lang), type="negative")

    async def _delete(self) -> None:
        self.delete_dialog.close()
        try:
            await run.io_bound(runtime.get_registry().delete, self.session.game_id, self.host_key)
            runtime.forget_public_view(self.session.game_id)
        except (KeyError, PermissionError) as e:
            ui.notify(problem_text(e, self.lang) if isinstance(e, PermissionError)
                      else tr("Partita già eliminata.", self.lang), type="warning")
            return
        ui.navigate.to("/")

    def update(self, view: dict) -> None:
        if self.end_button is not None:
            self.end_button.visible = not view["over"]
        self.new_game.visible = view["over"] and not self.watch
        if self.watch_link is not None:
            self.watch_link.update(runtime.watchers(self.session))
