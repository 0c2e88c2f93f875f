"""The monitor's join panel (one QR per human seat) and the host's seat dialog."""
from __future__ import annotations

import json
import re
from functools import lru_cache
from typing import Callable

import qrcode
import qrcode.image.svg
from nicegui import run, ui

from billionaire.session import Session
from pages import runtime
from pages.lang import problem_text, tr
from pages.monitor_parts import chip, yes_no

POPUP_FEATURES = "width=420,height=860"


@lru_cache(maxsize=256)
def qr_svg(url: str) -> str:
    """An inline SVG QR code of `url` (sized by CSS)."""
    qr = qrcode.QRCode(border=2, error_correction=qrcode.constants.ERROR_CORRECT_M,
                       image_factory=qrcode.image.svg.SvgPathImage)
    qr.add_data(url)
    qr.make(fit=True)
    svg = qr.make_image().to_string(encoding="unicode")
    svg = re.sub(r'\s(width|height)="[^"]*"', "", svg, count=2)
    return svg


def open_link(url: str, lang: str = "it") -> None:
    """The **Apri in una finestra** link: a narrow popup with the phone page."""
    js = (f"(e) => {{ e.preventDefault(); window.open({json.dumps(url)}, '_blank', "
          f"{json.dumps(POPUP_FEATURES)}); }}")
    ui.link(tr("Apri in una finestra", lang), url, new_tab=True).classes("b-link text-base font-bold text-center") \
        .on("click", js_handler=js).props('data-testid="open-window"').mark("open_window")


# Six cards must fit a 1280×720 or 1366×768 screen without scrolling (two rows at most, each card
# about 135 px taller than wide), and stay 230 px wide on a large one.
QR_CARD_WIDTH = "clamp(150px, calc((100vh - 440px) / 2), 230px)"
# a phone's status under its QR: "live", "was" (connected once, gone) or "wait" (never came)
STATUS_TEXT = {"live": "● connesso", "was": "● scollegato", "wait": "● in attesa"}
STATUS_COLOUR = {"live": "#3fb950", "was": "#f0883e"}


def style_status(label: ui.label, status: str, lang: str = "it") -> None:
    label.set_text(tr(STATUS_TEXT.get(status, status), lang))
    label.style(f"color:{STATUS_COLOUR.get(status, '#8b949e')}")


def seat_qr(session: Session, seat: int, name: str, color: str, status: str | None,
            lang: str = "it") -> ui.label | None:
    """One seat's QR card; returns its status label (None when `status` is None)."""
    url = runtime.phone_url(session.tokens[seat])
    with ui.card().classes("b-card p-3 gap-2 items-center").style(f"width:{QR_CARD_WIDTH}") \
            .props(f'data-testid="seat-qr-{seat}"'):
        with ui.row().classes("items-center gap-2 no-wrap w-full"):
            chip(f"G{seat}", color, "text-lg")
            ui.label(name).classes("text-lg font-bold truncate")
        ui.html(qr_svg(url), sanitize=False).classes("qr w-full").mark(f"qr_{seat}")
        ui.label(url).classes("text-xs b-muted break-all select-all text-center") \
            .props(f'data-testid="seat-url-{seat}"').mark(f"url_{seat}")
        open_link(url, lang)
        if status is None:
            return None
        label = ui.label("").classes("text-sm font-bold")
        style_status(label, status, lang)
        return label


class JoinPanel:
    """A dialog with one QR per human seat; opens by itself until every human connected once."""

    def __init__(self, session: Session, view: dict, lang: str = "it") -> None:
        self.session = session
        self.lang = lang
        self.auto = True
        self.key = None
        self.status_labels: dict[int, ui.label] = {}
        with ui.dialog().props("maximized=false") as self.dialog, \
                ui.card().classes("b-card p-5 gap-3").style("max-width:95vw;width:auto;background:#10172a"):
            with ui.row().classes("w-full items-center no-wrap"):
                with ui.column().classes("gap-0"):
                    ui.label(tr("Entra in partita", lang)).classes("b-title text-2xl")
                    ui.label(tr("Inquadra il tuo codice con il telefono, oppure usa "
                                "«Apri in una finestra».", lang)).classes("b-muted")
                ui.space()
                ui.button(icon="close", on_click=self.hide) \
                    .props(f'flat round color=grey-5 data-testid="qr-close" aria-label="{tr("Chiudi", lang)}"')
            self.grid = ui.row().classes("gap-4 justify-center")
        self.update(view)

    def toggle(self) -> None:
        self.auto = False
        if self.dialog.value:
            self.dialog.close()
        else:
            self.dialog.open()

    def hide(self) -> None:
        self.auto = False
        self.dialog.close()

    def _status(self, seat: int) -> str:
        if runtime.phone_connected(self.session, seat):
            return "live"
        if runtime.phone_ever_connected(self.session, seat):
            return "was"
        return "wait"

    def update(self, view: dict) -> None:
        humans = [p for p in view["players"] if not p["bot"] and p["seat"] in self.session.tokens]
        status = {p["seat"]: self._status(p["seat"]) for p in humans}
        # The cards (QR codes, links) depend only on seats, names, colours and tokens: rebuilt
        # only when one of those changes (a released seat). A phone connecting or leaving only
        # changes its card's status label.
        key = tuple((p["seat"], p["name"], p["color"], self.session.tokens.get(p["seat"])) for p in humans)
        if key != self.key:
            self.key = key
            self.grid.clear()
            self.status_labels = {}
            with self.grid:
                for p in humans:
                    label = seat_qr(self.session, p["seat"], p["name"], p["color"], status[p["seat"]],
                                    self.lang)
                    if label is not None:
                        self.status_labels[p["seat"]] = label
        else:
            for seat, label in self.status_labels.items():
                style_status(label, status[seat], self.lang)
        if self.auto and humans:
            everyone = all(runtime.phone_ever_connected(self.session, p["seat"]) for p in humans)
            if everyone and self.dialog.value:
                self.dialog.close()
                self.auto = False
            elif not everyone and not self.dialog.value and not view["over"]:
                self.dialog.open()


class SeatDialog:
    """Host only: a human's seat. Release it with a new QR (a lost phone); hand it to a bot
    (**Fai giocare un bot**, a player who left) and give it back to a player with a new QR."""

    def __init__(self, session: Session, host_key: str, on_released: Callable[[int], None],
                 lang: str = "it") -> None:
        self.session = session
        self.lang = lang
        self.host_key = host_key
        self.on_released = on_released
        self.releasing = False
        with ui.dialog() as self.dialog, ui.card().classes("b-card p-5 gap-3").style("background:#10172a"):
            self.body = ui.column().classes("gap-3 items-center")

    def open(self, seat: int, name: str, color: str) -> None:
        lang = self.lang
        stood_in = self.session.stood_in(seat)
        self.body.clear()
        with self.body:
            with ui.row().classes("items-center gap-2 no-wrap max-w-sm"):
                chip(f"G{seat}", color, "text-xl")
                ui.label(name).classes("text-xl font-bold truncate min-w-0")
            if stood_in:
                ui.label(tr("Un bot gioca al posto di questo giocatore. Ridai il posto a chi torna: "
                            "compare un nuovo QR e il vecchio link smette di funzionare.", lang)) \
                    .classes("b-muted max-w-sm")
                ui.button(tr("Ridai il posto a un giocatore", lang), icon="person",
                          on_click=lambda: self._release(seat, name, color, give_back=True)) \
                    .props('unelevated color=primary text-color=dark no-caps data-testid="give-back"') \
                    .mark("give_back")
            else:
                ui.label(tr("Se questo giocatore ha perso il telefono, libera il posto: il vecchio link smette "
                            "di funzionare e compare un nuovo QR.", lang)).classes("b-muted max-w-sm")
                ui.button(tr("Libera il posto e crea un nuovo QR", lang), icon="autorenew",
                          on_click=lambda: self._confirm(seat, name, color)) \
                    .props('unelevated color=primary text-color=dark no-caps data-testid="release"') \
                    .mark("release")
                ui.label(tr("Se se ne va per un po', fai giocare un bot al suo posto: tiene tutto ciò che "
                            "ha, e gli ridai il posto quando torna.", lang)).classes("b-muted max-w-sm")
                with ui.row().classes("gap-2 items-center"):
                    ui.label(tr("Fai giocare un bot", lang)).classes("font-bold")
                    for level in ("facile", "normale"):
                        ui.button(tr(level.capitalize(), lang), icon="smart_toy",
                                  on_click=lambda lv=level: self._stand_in(seat, lv)) \
                            .props(f'outline no-caps color=amber-5 data-testid="stand-in-{level}"') \
                            .mark(f"stand_in_{level}")
            ui.button(tr("Chiudi", lang), on_click=self.dialog.close).props("flat no-caps color=grey-5")
        self.dialog.open()

    async def _stand_in(self, seat: int, level: str) -> None:
        """A bot plays the seat from its next decision on (stored in a worker thread)."""
        if self.releasing:
            return
        self.releasing = True
        try:
            error = await run.io_bound(self.session.stand_in, seat, level, self.host_key)
        finally:
            self.releasing = False
        if error:
            ui.notify(problem_text(error, self.lang), type="negative")
        self.dialog.close()

    def _confirm(self, seat: int, name: str, color: str) -> None:
        self.body.clear()
        with self.body:
            ui.label(tr("Liberare il posto di {who}? Il vecchio link smetterà di funzionare.", self.lang)
                     .format(who=f"G{seat} {name}")).classes("text-lg font-bold max-w-sm text-center")
            yes_no(lambda: self._release(seat, name, color), lambda: self.open(seat, name, color),
                   "release", yes_color="primary text-color=dark", lang=self.lang)

    async def _release(self, seat: int, name: str, color: str, give_back: bool = False) -> None:
        """Stores the new token (an fsync) in a worker thread; a second tap on **Sì** while it
        is stored does nothing (it would make a second token and void the QR just shown).
        `give_back`: the bot standing in leaves the seat first (`Session.give_back`)."""
        if self.releasing:
            return
        self.releasing = True
        try:
            await run.io_bound(self.session.give_back if give_back else self.session.release_seat,
                               seat, self.host_key)
        except (PermissionError, ValueError) as e:
            ui.notify(problem_text(e, self.lang), type="negative")
            self.dialog.close()
            return
        finally:
            self.releasing = False
        runtime.forget_seat_presence(self.session, seat)
        self.on_released(seat)
        self.body.clear()
        with self.body:
            ui.label(tr("Nuovo codice: il vecchio link non funziona più.", self.lang)).classes("b-h")
            seat_qr(self.session, seat, name, color, None, self.lang)
            ui.button(tr("Chiudi", self.lang), on_click=self.dialog.close).props("flat no-caps color=grey-5")
