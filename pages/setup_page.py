"""Route `/`: create a game (which game, humans, bots, names, the game's own setting, bot level)
and list the games. Billionaire asks the starting cash, Alta Finanza the sum to reach."""
from __future__ import annotations

import datetime as dt
import logging
import math
import re
from typing import Any

from nicegui import app, run, ui

from billionaire import games
from billionaire import names as name_rules
from billionaire.engine import RuleError, SeatSpec
from billionaire.session import LimitReached
from billionaire.texts import money, number
from pages import runtime, theme
from pages.lang import here, problem_text, switch, tr

log = logging.getLogger(__name__)

MAX_SEATS = 6
MAX_NAME = name_rules.MAX_NAME
MIN_CASH, MAX_CASH = 1_000, 1_000_000
LEVELS = {"facile": "Facile", "normale": "Normale"}
CASH_DIGITS = len(str(MAX_CASH))   # more significant digits than this is out of range anyway
TEXT_SHOWN = 20                    # characters of a refused text quoted back in the message
GAMES_SHOWN = 20                   # games listed at first, and added by each "Mostra altre"
GAME_NAMES = {games.BILLIONAIRE: "Billionaire", games.ALTA_FINANZA: "Alta Finanza"}
MIN_TARGET, MAX_TARGET = 200_000, 10_000_000     # Alta Finanza's sum to reach (its engine's range)
AF_MIN_SEATS = 2
# The line under the title: what the chosen game is about.
TAGLINES = {games.BILLIONAIRE: "Miniere, navi, grattacieli: chi diventa miliardario per primo?",
            games.ALTA_FINANZA: "Azioni, quotazioni e notizie riservate: chi fa fortuna in Borsa?"}


def parse_count(value) -> int | None:
    """A whole number from a number field (the range is the caller's), or None for anything else:
    text, a fraction, infinity, a list... (never raises)."""
    if value is None or isinstance(value, bool):
        return None
    if isinstance(value, int):
        return value
    if isinstance(value, str):
        value = value.strip()
        if not value or len(value) > 20:
            return None
    try:
        f = float(value)
    except (TypeError, ValueError, OverflowError):
        return None
    if not math.isfinite(f) or not f.is_integer():
        return None
    return int(f)


def parse_cash(text, lang: str = "it") -> tuple[int | None, str | None]:
    """(amount, None) or (None, reason in `lang`). Accepts '10.000', '10000', '10 000 $' (in
    English '10,000', '$10,000'); any other value, of any length or type, gets a reason (never an
    exception)."""
    out_of_range = tr("Il denaro iniziale va da {low} a {high}.", lang).format(
        low=money(MIN_CASH, lang), high=money(MAX_CASH, lang))
    if isinstance(text, bool) or not isinstance(text, (str, int, float, type(None))):
        return None, tr("Scrivi il denaro iniziale con le cifre, per esempio 10.000.", lang)
    if isinstance(text, (int, float)):
        if isinstance(text, float) and (not math.isfinite(text) or not text.is_integer()):
            return None, tr("Scrivi un numero intero positivo, per esempio 10.000.", lang)
        return (int(text), None) if MIN_CASH <= text <= MAX_CASH else (None, out_of_range)
    raw = (text or "").strip()
    # the thousands separator of the language: 10.000 in Italian, 10,000 in English
    cleaned = re.sub(r"[\s,'$€]" if lang == "en" else r"[\s.'$€]", "", raw)
    if not cleaned:
        return None, tr("Scrivi il denaro iniziale, per esempio 10.000.", lang)
    if not re.fullmatch(r"[0-9]+", cleaned):       # str.isdigit() would pass "10000²" to int()
        shown = raw[:TEXT_SHOWN] + ("…" if len(raw) > TEXT_SHOWN else "")
        return None, tr("«{shown}» non è una cifra valida: scrivi un numero intero positivo, "
                        "per esempio 10.000.", lang).format(shown=shown)
    digits = cleaned.lstrip("0") or "0"
    if len(digits) > CASH_DIGITS:                  # int() refuses more than 4300 digits
        return None, out_of_range
    amount = int(digits)
    if not MIN_CASH <= amount <= MAX_CASH:
        return None, out_of_range
    return amount, None


def parse_target(text, lang: str = "it") -> tuple[int | None, str | None]:
    """Alta Finanza's sum to reach: (amount, None) or (None, reason in `lang`), written as the
    starting cash is (`parse_cash`), never an exception."""
    out_of_range = tr("La cifra da raggiungere va da {low} a {high}.", lang).format(
        low=money(MIN_TARGET, lang), high=money(MAX_TARGET, lang))
    if isinstance(text, bool) or not isinstance(text, (str, int, float, type(None))):
        return None, out_of_range
    raw = str(text if text is not None else "").strip()
    cleaned = re.sub(r"[\s,'$€]" if lang == "en" else r"[\s.'$€]", "", raw)
    if not cleaned or not re.fullmatch(r"[0-9]+", cleaned):
        return None, tr("Scrivi la cifra da raggiungere con le cifre, per esempio 1.000.000.", lang)
    digits = cleaned.lstrip("0") or "0"
    if len(digits) > len(str(MAX_TARGET)) or not MIN_TARGET <= int(digits) <= MAX_TARGET:
        return None, out_of_range
    return int(digits), None


# The table's setting for a phone away on its turn: minutes before a bot plays it (0: never).
AWAY_CHOICES = {0: "Mai", 2: "Dopo 2 minuti", 5: "Dopo 5 minuti", 10: "Dopo 10 minuti"}


def parse_level(value, lang: str = "it") -> tuple[str | None, str | None]:
    """(level, None) or (None, reason in `lang`) for the bot level select."""
    if isinstance(value, str) and value in LEVELS:
        return value, None
    return None, tr("Scegli il livello dei bot: {easy} o {normal}.", lang).format(
        easy=tr(LEVELS["facile"], lang), normal=tr(LEVELS["normale"], lang))


class CountField(ui.number):
    """`ui.number` for a count. What no number field sends (text, a list, 1e999) reads as an empty
    field, which the page then refuses with its message, instead of raising inside NiceGUI."""

    def _event_args_to_value(self, e):
        try:
            value = super()._event_args_to_value(e)
        except (TypeError, ValueError, OverflowError):
            return None
        return value if value is None or math.isfinite(value) else None

    def _value_to_model_value(self, value):
        try:
            return super()._value_to_model_value(value)
        except (TypeError, ValueError, OverflowError):
            return None


class LevelSelect(ui.select):
    """`ui.select` whose forged choices (an index out of range, a made-up level) read as no choice,
    which the page refuses with its message, instead of raising inside NiceGUI."""

    def _event_args_to_value(self, e):
        try:
            return super()._event_args_to_value(e)
        except (LookupError, TypeError, ValueError):
            return None


def name_problem(name) -> str | None:
    """The engine's rule for a name (`billionaire.names`), shown under its field."""
    return name_rules.problem(name)


def register() -> None:
    @ui.page("/")
    def setup_page() -> None:
        lang = here()   # read once, while the page is built
        theme.apply(tr("Billionaire: nuova partita", lang))
        form = {"humans": 1, "bots": 2, "human_names": [], "bot_names": [], "level": "normale",
                "cash": number(10_000, lang), "target": number(1_000_000, lang)}
        levels = {key: tr(text, lang) for key, text in LEVELS.items()}
        errors: dict[str, str] = {}

        def names_for(kind: str, count: int) -> list[str]:
            key = "human_names" if kind == "humans" else "bot_names"
            prefix = tr("Giocatore {n}", lang) if kind == "humans" else tr("Bot {n}", lang)
            typed = form[key]
            while len(typed) < count:
                typed.append(prefix.format(n=len(typed) + 1))
            return typed

        with ui.column().classes("w-full items-center gap-6 py-8 px-4"):
            with ui.row().classes("w-full max-w-3xl justify-end").style("margin-bottom:-1.5rem"):
                switch(lang)
            with ui.column().classes("items-center gap-0"):
                ui.label("Billionaire").classes("b-title text-4xl sm:text-5xl text-center")
                tagline = ui.label(tr(TAGLINES[games.BILLIONAIRE], lang)).classes("b-muted text-lg text-center") \
                    .props('data-testid="setup-tagline"')

            with ui.card().classes("b-card w-full max-w-3xl p-6 gap-4"):
                ui.label(tr("Nuova partita", lang)).classes("b-h text-base")
                game_in = LevelSelect(GAME_NAMES, value=games.BILLIONAIRE, label=tr("Gioco", lang)) \
                    .props('outlined dark data-testid="setup-game"').classes("w-full").mark("game")
                # side by side from 640 px, one above the other on a phone (the labels stay whole)
                with ui.element("div").classes("w-full grid grid-cols-1 sm:grid-cols-2 gap-x-6 gap-y-2 items-start"):
                    with ui.column().classes("gap-1 flex-1"):
                        humans_in = CountField(tr("Giocatori umani (0–6)", lang), value=form["humans"], step=1,
                                              format="%d").props('outlined dark data-testid="setup-humans"').classes("w-full") \
                            .mark("humans")
                        humans_err = ui.label().classes("b-error").props('data-testid="setup-humans-error"')
                    with ui.column().classes("gap-1 flex-1"):
                        bots_in = CountField(tr("Bot (0–6)", lang), value=form["bots"], step=1, format="%d") \
                            .props('outlined dark data-testid="setup-bots"').classes("w-full").mark("bots")
                        bots_err = ui.label().classes("b-error").props('data-testid="setup-bots-error"')
                seats_err = ui.label().classes("b-error").props('data-testid="setup-seats-error"').mark("seats_error")

                # The name fields are kept, not redrawn: a count change adds or removes fields at
                # the end only, so a name being typed (or its focus) is never replaced.
                fields: dict[str, list] = {"humans": [], "bots": []}
                boxes: dict[str, Any] = {}
                nobody: dict[str, ui.label] = {}

                def names_area() -> None:
                    # one column per kind, each under its own heading (one above the other on
                    # a narrow screen), so a bot's field never lands under the humans' heading
                    with ui.element("div").classes("w-full grid grid-cols-1 sm:grid-cols-2 gap-x-6 gap-y-3"):
                        for kind in ("humans", "bots"):
                            with ui.column().classes("gap-1 w-full min-w-0").mark(f"names_{kind}"):
                                ui.label(tr("Giocatori umani" if kind == "humans" else "Bot", lang)) \
                                    .classes("b-muted text-sm font-bold")
                                nobody[kind] = ui.label(tr("Nessuno", lang)).classes("b-muted text-sm")
                                boxes[kind] = ui.column().classes("gap-1 w-full min-w-0")
                    sync_names()

                def sync_names() -> None:
                    """As many name fields as the counts say; each field's message from `errors`."""
                    h = parse_count(humans_in.value)
                    b = parse_count(bots_in.value)
                    counts = {"humans": h if h is not None and 0 <= h <= MAX_SEATS else 0,
                              "bots": b if b is not None and 0 <= b <= MAX_SEATS else 0}
                    for kind, count in counts.items():
                        typed = names_for(kind, count)
                        have = fields[kind]
                        while len(have) > count:
                            boxes[kind].remove(have.pop()[0])
                        with boxes[kind]:
                            while len(have) < count:
                                have.append(_name_field(kind, len(have), typed))
                        for i, (_, err) in enumerate(have):
                            err.set_text(errors.get(f"{kind}:{i}", ""))
                        nobody[kind].set_visibility(not count)

                def _name_field(kind: str, i: int, typed: list[str]) -> tuple[ui.column, ui.label]:
                    with ui.column().classes("gap-0 w-full") as box:
                        label = tr("Nome giocatore {n}" if kind == "humans" else "Nome bot {n}", lang).format(n=i + 1)
                        field = ui.input(label, value=typed[i]).props(
                            f"outlined dark dense maxlength={MAX_NAME} counter "
                            f'data-testid="setup-name-{"human" if kind == "humans" else "bot"}-{i + 1}"') \
                            .classes("w-full").mark(f"name_{kind}_{i}")
                        err = ui.label(errors.get(f"{kind}:{i}", "")).classes("b-error").props(
                            f'data-testid="setup-name-{"human" if kind == "humans" else "bot"}-{i + 1}-error"')
                        field.on_value_change(lambda e, k=kind, j=i, lab=err: _set_name(k, j, e.value, lab))
                    return box, err

                def _set_name(kind: str, i: int, value, err: ui.label) -> None:
                    names_for(kind, i + 1)[i] = value if isinstance(value, str) else ""
                    errors.pop(f"{kind}:{i}", None)     # the field is being fixed: its message goes
                    err.set_text("")
                    general_err.set_text("")

                def _counts_changed() -> None:
                    for lab in (humans_err, bots_err, seats_err, general_err):
                        lab.set_text("")
                    sync_names()

                ui.label(tr("Nomi", lang)).classes("b-h")
                names_area()
                humans_in.on_value_change(lambda _: _counts_changed())
                bots_in.on_value_change(lambda _: _counts_changed())

                # side by side from 640 px, one above the other on a phone (the labels stay whole)
                with ui.element("div").classes("w-full grid grid-cols-1 sm:grid-cols-2 gap-x-6 gap-y-2 items-start"):
                    with ui.column().classes("gap-1 flex-1") as cash_col:
                        cash_in = ui.input(tr("Denaro iniziale ($)", lang), value=form["cash"]) \
                            .props('outlined dark data-testid="setup-cash"').classes("w-full").mark("cash")
                        cash_err = ui.label().classes("b-error").props('data-testid="setup-cash-error"').mark("cash_error")
                    with ui.column().classes("gap-1 flex-1") as target_col:
                        target_in = ui.input(tr("Cifra da raggiungere per vincere ($)", lang), value=form["target"]) \
                            .props('outlined dark data-testid="setup-target"').classes("w-full").mark("target")
                        target_err = ui.label().classes("b-error").props('data-testid="setup-target-error"').mark("target_error")
                        ui.label(tr("Il Direttore di Gioco è l'app: quotazioni, Banca e Telex.", lang)) \
                            .classes("b-muted text-sm")
                    with ui.column().classes("gap-1 flex-1"):
                        level_in = LevelSelect(levels, value=form["level"], label=tr("Livello dei bot", lang)) \
                            .props('outlined dark data-testid="setup-level"').classes("w-full").mark("level")
                        level_err = ui.label().classes("b-error").props('data-testid="setup-level-error"').mark("level_error")
                away_in = LevelSelect({k: tr(v, lang) for k, v in AWAY_CHOICES.items()}, value=0,
                                      label=tr("Un bot gioca per un telefono lontano nel suo turno", lang)) \
                    .props('outlined dark data-testid="setup-away"').classes("w-full").mark("away")
                general_err = ui.label().classes("b-error").props('data-testid="setup-error" role="alert"')
                cash_in.on_value_change(lambda _: (cash_err.set_text(""), general_err.set_text("")))
                target_in.on_value_change(lambda _: (target_err.set_text(""), general_err.set_text("")))

                def _game_changed() -> None:
                    """Each game shows its own setting: Billionaire the starting cash, Alta
                    Finanza the sum to reach."""
                    af = game_in.value == games.ALTA_FINANZA
                    tagline.set_text(tr(TAGLINES[games.ALTA_FINANZA if af else games.BILLIONAIRE], lang))
                    cash_col.set_visibility(not af)
                    target_col.set_visibility(af)
                    for lab in (seats_err, general_err):
                        lab.set_text("")

                game_in.on_value_change(lambda _: _game_changed())
                _game_changed()
                level_in.on_value_change(lambda _: (level_err.set_text(""), general_err.set_text("")))

                creating = {"now": False}

                async def create() -> None:
                    """Stores the new game (an fsync) in a worker thread. A second tap while it is
                    stored, or while the monitor opens, does nothing: one tap, one game."""
                    if creating["now"]:
                        return
                    errors.clear()
                    for lab in (humans_err, bots_err, seats_err, cash_err, target_err, level_err, general_err):
                        lab.set_text("")
                    ok = True
                    game = game_in.value if game_in.value in GAME_NAMES else games.BILLIONAIRE
                    af = game == games.ALTA_FINANZA
                    h = parse_count(humans_in.value)
                    b = parse_count(bots_in.value)
                    if h is None or not 0 <= h <= MAX_SEATS:
                        humans_err.set_text(tr("Scrivi un numero intero da 0 a 6.", lang))
                        ok = False
                    if b is None or not 0 <= b <= MAX_SEATS:
                        bots_err.set_text(tr("Scrivi un numero intero da 0 a 6.", lang))
                        ok = False
                    if ok and not (AF_MIN_SEATS if af else 1) <= h + b <= MAX_SEATS:
                        seats_err.set_text(tr("Servono da {least} a {most} giocatori in tutto (ora {now}).", lang)
                                           .format(least=AF_MIN_SEATS, most=MAX_SEATS, now=h + b) if af else
                                           tr("Servono da 1 a {most} giocatori in tutto (ora {now}).", lang)
                                           .format(most=MAX_SEATS, now=h + b))
                        ok = False
                    settings: dict = {}
                    if af:
                        target, why = parse_target(target_in.value, lang)
                        if why:
                            target_err.set_text(why)
                            ok = False
                        settings["target"] = target
                    else:
                        cash, why = parse_cash(cash_in.value, lang)
                        if why:
                            cash_err.set_text(why)
                            ok = False
                        settings["starting_cash"] = cash
                    level, why = parse_level(level_in.value, lang)
                    if why:
                        level_err.set_text(why)
                        ok = False
                    away = away_in.value if away_in.value in AWAY_CHOICES else 0
                    seats: list[SeatSpec] = []
                    if h is not None and b is not None and 0 <= h <= MAX_SEATS and 0 <= b <= MAX_SEATS:
                        level = level or "normale"
                        seen: set[str] = set()
                        for kind, count in (("humans", h), ("bots", b)):
                            typed = names_for(kind, count)
                            for i in range(count):
                                problem = name_problem(typed[i])
                                same = name_rules.key(typed[i])
                                if not problem and same in seen:
                                    problem = tr("Questo nome è già usato: ogni giocatore deve avere un "
                                                 "nome diverso.", lang)
                                seen.add(same)
                                if problem:
                                    errors[f"{kind}:{i}"] = problem_text(problem, lang)
                                    ok = False
                                seats.append(SeatSpec(typed[i].strip() if isinstance(typed[i], str) else "",
                                                      bot=kind == "bots", level=level))
                    sync_names()
                    if not ok:
                        general_err.set_text(tr("Controlla i campi segnalati: la partita non è stata "
                                                "creata.", lang))
                        return
                    creating["now"] = True
                    try:
                        session = await run.io_bound(runtime.get_registry().create, seats,
                                                     seed=runtime.config.seed, game=game, settings=settings,
                                                     host_keys=_browser_host_keys(),
                                                     away_minutes=away or None)
                    except (RuleError, LimitReached) as e:
                        creating["now"] = False
                        general_err.set_text(problem_text(e, lang))
                        return
                    except Exception:
                        creating["now"] = False
                        log.exception("cannot create a game")
                        general_err.set_text(tr("Non riesco a creare la partita (errore di salvataggio).", lang))
                        return
                    runtime.remember_host_key(session)
                    runtime.announce_host_link(session)
                    ui.navigate.to(f"/game/{session.game_id}")

                ui.button(tr("Crea la partita", lang), on_click=create, icon="play_arrow") \
                    .props('unelevated no-caps size=lg color=primary text-color=dark data-testid="setup-create"') \
                    .classes("self-end font-bold")

            _games_list(lang)
            with ui.row().classes("gap-4"):
                ui.link(tr("Come si gioca", lang), "/regole", new_tab=True).classes("b-link").mark("help_link")
                ui.link(tr("Come si gioca ad Alta Finanza", lang), "/regole/alta-finanza", new_tab=True) \
                    .classes("b-link").mark("af_help_link")


def _browser_host_keys() -> dict:
    """The host keys this browser holds (game id -> key): which games in play it created."""
    try:
        keys = app.storage.user.get("host_keys", {})
    except Exception:   # no browser storage (no request context)
        return {}
    return dict(keys) if isinstance(keys, dict) else {}


def _games_list(lang: str = "it") -> None:
    """The most recent games first, `GAMES_SHOWN` at a time: the page stays light with a
    thousand stored games (docs/performance.md, "Home page")."""
    shown = {"count": GAMES_SHOWN}

    @ui.refreshable
    def rows() -> None:
        games = runtime.get_registry().listing()
        total = len(games)
        if not games:
            ui.label(tr("Ancora nessuna partita.", lang)).classes("b-muted")
            return
        for game in games[::-1][:shown["count"]]:
            when = dt.datetime.fromtimestamp(game.created_at).strftime(tr("%d/%m %H:%M", lang))
            state = tr("finita", lang) if game.finished else tr("in corso", lang)
            with ui.row().classes("w-full items-center gap-3 no-wrap"):
                ui.link(tr("Partita {id}", lang).format(id=game.game_id), f"/game/{game.game_id}") \
                    .classes("b-link font-bold")
                ui.label(when).classes("b-muted")
                ui.label(state).classes("b-tag")
                ui.label(", ".join(game.names)).classes("b-muted truncate")
        left = total - shown["count"]
        if left > 0:
            def more() -> None:
                shown["count"] += GAMES_SHOWN
                rows.refresh()

            with ui.row().classes("w-full items-center gap-3"):
                ui.button(tr("Mostra altre {n}", lang).format(n=min(left, GAMES_SHOWN)), icon="expand_more",
                          on_click=more).props("flat no-caps color=primary").mark("more_games")
                ui.label(tr("Le {shown} partite più recenti su {total}", lang).format(
                    shown=fmt_count(shown["count"], lang), total=fmt_count(total, lang))) \
                    .classes("b-muted text-sm").mark("games_count")

    with ui.card().classes("b-card w-full max-w-3xl p-6 gap-2"):
        with ui.row().classes("w-full items-center justify-between"):
            ui.label(tr("Partite", lang)).classes("b-h text-base")
            if _browser_host_keys():   # a teacher with several tables: all of them on one page
                ui.link(tr("Vista della classe", lang), "/classe").classes("b-link").mark("class_link")
        rows()
    _load_game(lang)


def _load_game(lang: str = "it") -> None:
    """**Carica una partita**: a game file downloaded from a monitor (this server's or another's),
    of any game (`billionaire.game_file` reads the game its setup names), becomes a new game
    here, this browser its host, and opens on that game's monitor (`/game/{id}`); a finished
    Billionaire game can be replayed round by round. The reader trusts nothing: a bad file gets
    a message saying why and nothing is created."""
    import inspect

    from billionaire import game_file
    from billionaire.texts import plain

    async def load(e) -> None:
        error.set_text("")
        try:
            raw = e.file.read()
            if inspect.isawaitable(raw):
                raw = await raw
            game = await run.io_bound(game_file.read, raw)   # a long log replays in a thread
            session = await run.io_bound(runtime.get_registry().import_game, game,
                                         host_keys=_browser_host_keys())
        except game_file.GameFileError as problem:   # its reason, and the game's own words for it
            error.set_text(problem.message(lang))
            return
        except LimitReached:
            error.set_text(plain(lang).error("file_import_limit"))
            return
        except Exception:
            log.exception("cannot load a game file")
            error.set_text(plain(lang).error("file_not_a_game"))
            return
        finally:
            upload.reset()
        runtime.mark_loaded(session)
        runtime.remember_host_key(session)
        runtime.announce_host_link(session)
        ui.navigate.to(f"/game/{session.game_id}")

    def rejected(e: Any) -> None:
        """The browser refused the file: by its type (not a .json) or by its size."""
        why = e.args if isinstance(e.args, list) else []
        if "accept" in why and "max-file-size" not in why:
            error.set_text(plain(lang).error("file_not_a_game"))
        else:
            error.set_text(plain(lang).error("file_too_large", {"most": game_file.MAX_BYTES // 1_000_000}))

    with ui.card().classes("b-card w-full max-w-3xl p-6 gap-2"):
        ui.label(tr("Carica una partita", lang)).classes("b-h text-base")
        ui.label(tr("Un file della partita (.json) scaricato dal monitor: qui diventa una partita nuova, "
                    "da rivedere giro per giro se è finita.", lang)).classes("b-muted text-sm")
        upload = ui.upload(label=tr("File della partita (.json)", lang), auto_upload=True,
                           max_file_size=game_file.MAX_BYTES, on_upload=load) \
            .props('accept=".json,application/json" flat bordered color=primary').classes("w-full load-upload") \
            .mark("load_game")
        # Quasar's size and progress under the label ("0.0B / 0.00%" before any file) say nothing
        # to a host: a game file is small and loads at once
        ui.add_css(".load-upload .q-uploader__subtitle { display: none; }")
        # Quasar says why it refused each file (`failedPropValidation`: accept, max-file-size)
        upload.on("rejected", rejected,
                  js_handler="(entries) => emit((entries || []).map(x => String(x && x.failedPropValidation)))")
        error = ui.label("").classes("text-negative text-sm").mark("load_error")


def fmt_count(n: int, lang: str = "it") -> str:
    """1.000, as Italian writes numbers (1,000 in English)."""
    return number(n, lang)
