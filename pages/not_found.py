"""The game's own page for any unknown address, in the reader's language (NiceGUI's own 404
page is in English only)."""
from __future__ import annotations

from fastapi import Request
from fastapi.exception_handlers import http_exception_handler
from fastapi.responses import Response
from nicegui import Client, app, ui
from nicegui.page import page
from starlette.exceptions import HTTPException as StarletteHTTPException

from pages import theme
from pages.lang import here, switch, tr


def content(title: str, text: str, lang: str = "it") -> None:
    with ui.column().classes("w-full items-center justify-center gap-4").style("min-height:90vh"):
        switch(lang)
        ui.label("Billionaire").classes("b-title text-4xl")
        with ui.card().classes("b-card p-8 gap-3 items-center"):
            ui.label(title).classes("text-3xl font-bold")
            ui.label(text).classes("b-muted text-lg text-center max-w-lg")
            ui.link(tr("Torna alla pagina principale", lang), "/").classes("b-link text-lg")


def unknown_page(lang: str = "it") -> None:
    """The page for an address that leads nowhere: its tab title and its sentence (also the
    host's link with a wrong key, `pages.monitor`)."""
    theme.apply(tr("Billionaire: pagina non trovata", lang))
    content(tr("Pagina non trovata", lang),
            tr("Questo indirizzo non porta a nessuna pagina del gioco. Il monitor si apre dalla "
               "pagina principale; ogni telefono dal proprio codice QR.", lang), lang)


def register() -> None:
    @app.exception_handler(404)
    async def not_found(request: Request, exception: Exception) -> Response:
        # As NiceGUI's own handler: endpoints that are not pages (files, APIs) keep a JSON 404.
        endpoint = request.scope.get("endpoint")
        if endpoint is not None and endpoint is not app and not request.scope.get("nicegui_page_path") \
                and isinstance(exception, StarletteHTTPException):
            return await http_exception_handler(request, exception)
        with Client(page(""), request=request) as client:
            unknown_page(here())
        return client.build_response(request, 404)
