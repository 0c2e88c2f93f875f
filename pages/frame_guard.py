"""No page of the app may be shown inside another site's frame (clickjacking: a page of the same
Wi-Fi framing the monitor or a phone and tricking a tap). The app never frames itself: "Apri in
una finestra" opens a popup (`window.open`), not an iframe."""
from __future__ import annotations

from typing import Any, Awaitable, Callable

HEADERS = ((b"x-frame-options", b"DENY"),
           (b"content-security-policy", b"frame-ancestors 'none'"))
_NAMES = {name for name, _ in HEADERS}


class FrameGuard:
    """ASGI middleware: adds `HEADERS` to every HTTP response (pages, 404s, files)."""

    def __init__(self, app: Callable[..., Awaitable[None]]) -> None:
        self.app = app

    async def __call__(self, scope: dict, receive: Callable, send: Callable) -> None:
        if scope.get("type") != "http":
            await self.app(scope, receive, send)
            return

        async def send_guarded(message: dict[str, Any]) -> None:
            if message.get("type") == "http.response.start":
                kept = [(k, v) for k, v in message.get("headers", []) if k.lower() not in _NAMES]
                message = {**message, "headers": kept + list(HEADERS)}
            await send(message)

        await self.app(scope, receive, send_guarded)


def install() -> None:
    """Add the middleware to NiceGUI's app (once; call before `ui.run`)."""
    from nicegui import app

    if not any(m.cls is FrameGuard for m in app.user_middleware):
        app.add_middleware(FrameGuard)
