"""Route `/classe`: the class overview, for a teacher running several tables at once.

Every game this browser created (its host keys), whatever its game (Billionaire, Alta Finanza):
round, whose turn, each player's worth, live (redrawn every `REFRESH` seconds from the games'
public views), one click to each monitor; and, for the finished ones, one workbook with a sheet
per game and a class summary (`runtime.class_workbook`). Other browsers see only the games
they created themselves.
"""
from __future__ import annotations

from nicegui import app, ui

from billionaire import games
from pages import runtime, seat_marks, theme
from pages.lang import here, switch, tr
from billionaire.texts import money
from billionaire.workbook import ranked

REFRESH = 2.0   # s between redraws of the overview


def _hosted() -> dict[str, str]:
    """Game id -> host key of the games this browser created."""
    try:
        keys = app.storage.user.get("host_keys", {})
    except Exception:   # no browser storage (no request context)
        return {}
    return dict(keys) if isinstance(keys, dict) else {}


def _rows(keys: dict[str, str], lang: str) -> list[dict]:
    """One row per game this browser hosts (oldest first): its public facts only."""
    out = []
    registry = runtime.get_registry()
    for summary in registry.listing():
        key = keys.get(summary.game_id)
        session = registry.get(summary.game_id) if key else None
        if session is None or not session.is_host_key(key):
            continue
        view = runtime.public_view(session, lang)
        kind = games.of_game(session.game)
        current = next((p for p in view["players"] if p["seat"] == view["current_seat"]), None)
        players = {p["seat"]: {**p, "worth": p[kind.worth_key]} for p in view["players"]}
        order = ranked({s: p["worth"] for s, p in players.items()}, view.get("winner"),
                       [s for s, p in players.items() if p.get("withdrawn")])
        out.append({"game_id": summary.game_id, "round": view["round"], "over": view["over"],
                    "current": current, "winner": view.get("winner"), "title": kind.classroom.TITLE,
                    "players": [players[s] for s in order]})
    return out


def register() -> None:
    @ui.page("/classe")
    def class_page() -> None:
        lang = here()
        theme.apply(tr("Billionaire: la classe", lang))
        keys = _hosted()

        with ui.column().classes("w-full max-w-5xl mx-auto p-4 gap-3"):
            with ui.row().classes("w-full items-center justify-between no-wrap"):
                ui.label(tr("La classe", lang)).classes("b-title text-3xl").mark("class_title")
                with ui.row().classes("items-center gap-3"):
                    ui.button(tr("Un foglio di calcolo per tutte le partite finite", lang), icon="table_view",
                              on_click=lambda: download()) \
                        .props("outline no-caps color=amber-5").mark("class_workbook")
                    ui.link(tr("Nuova partita", lang), "/").classes("b-link")
                    switch(lang)
            ui.label(tr("Le partite create da questo browser, aggiornate dal vivo.", lang)).classes("b-muted")

            @ui.refreshable
            def table() -> None:
                rows = _rows(keys, lang)
                if not rows:
                    ui.label(tr("Questo browser non ha ancora creato partite.", lang)).classes("b-muted") \
                        .mark("class_empty")
                    return
                for row in rows:
                    with ui.card().classes("b-card w-full p-4 gap-2").mark(f"class_game_{row['game_id']}"):
                        with ui.row().classes("w-full items-center gap-x-4 gap-y-1"):
                            ui.link(tr("Partita {id}", lang).format(id=row["game_id"]), f"/game/{row['game_id']}") \
                                .classes("b-link text-xl font-bold")
                            ui.label(row["title"]).classes("b-tag").mark("class_game_title")
                            ui.label(tr("Giro {n}", lang).format(n=row["round"])).classes("b-tag")
                            if row["over"]:
                                ui.label(tr("finita", lang)).classes("b-tag")
                                winner = next((p for p in row["players"] if p["seat"] == row["winner"]), None)
                                if winner is not None:    # the game's winner, who may not have the most worth
                                    ui.label(tr("Vince {name}", lang).format(
                                        name=f"{winner['label']} {winner['name']}")).classes("b-muted")
                            elif row["current"]:
                                ui.label(tr("tocca a {who}", lang).format(
                                    who=f"{row['current']['label']} {row['current']['name']}")).classes("b-muted")
                        with ui.row().classes("w-full gap-3"):
                            for rank, p in enumerate(row["players"], start=1):
                                won = row["over"] and p["seat"] == row["winner"]
                                with ui.row().classes("items-center gap-2 no-wrap rounded-lg px-3 py-1") \
                                        .style(f"border:2px solid {p['color']}") \
                                        .mark("class_winner" if won else "class_player"):
                                    if row["over"]:     # the game's own order: its winner first
                                        ui.label(tr("{n}°", lang).format(n=rank)).classes("b-muted")
                                    if won:
                                        ui.icon("emoji_events", color="amber-5").props('aria-hidden="true"')
                                        ui.label(tr("vincitore", lang)).classes("sr-only")
                                    ui.element("span").classes(f"sh-mark {seat_marks.shape_class(p['seat'])}") \
                                        .style(f"color:{p['color']}")
                                    ui.label(f"{p['label']} {p['name']}").classes("font-bold")
                                    ui.label(money(p["worth"], lang)).classes("b-num")

            table()
            ui.timer(REFRESH, table.refresh)

        def download() -> None:
            got = runtime.class_workbook(keys, lang)
            if got is None:
                ui.notify(tr("Nessuna partita finita da mettere nel foglio di calcolo.", lang), type="warning")
                return
            ui.download.content(*got)
