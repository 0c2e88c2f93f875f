"""A hostile device on the Wi-Fi: NiceGUI's Socket.IO protocol spoken without a browser.

    async with RawPage(server.url, "/") as page:
        await page.emit("log", {"client_id": page.client_id, "level": "error", "message": "…"})

It GETs the page (which carries the page's `client_id` and the query nicegui.js connects with),
opens the websocket with that query (the implicit handshake a browser does), and can then emit
any message a browser could, or one no browser would.
"""
from __future__ import annotations

import ast
import re
import uuid
from typing import Any

import aiohttp
import socketio

from serverkit import page_elements

_QUERY = re.compile(r"query:\s*(\{.*?\}),\s*\n", re.S)


class RawPage:
    def __init__(self, base: str, path: str = "/") -> None:
        self.base = base
        self.path = path
        self.client_id = ""
        self.elements: dict[str, dict] = {}   # the page's element tree, as first sent
        self.http: aiohttp.ClientSession | None = None
        self.sio: socketio.AsyncClient | None = None

    async def __aenter__(self) -> "RawPage":
        # no cookie jar: every RawPage is a new browser, as a cookieless client is
        self.http = aiohttp.ClientSession(cookie_jar=aiohttp.DummyCookieJar())
        async with self.http.get(self.base + self.path, headers={"Connection": "close"}) as r:
            assert r.status == 200, f"{self.path}: HTTP {r.status}"
            html = await r.text()
        self.elements = page_elements(html)
        query = ast.literal_eval(_QUERY.search(html).group(1))
        self.client_id = query["client_id"]
        query.update(document_id=str(uuid.uuid4()), tab_id=str(uuid.uuid4()), old_tab_id="")
        query = {k: ("true" if v is True else "false" if v is False else str(v))
                 for k, v in query.items()}
        self.sio = socketio.AsyncClient(reconnection=False, http_session=self.http)
        url = self.base + "?" + "&".join(f"{k}={v}" for k, v in query.items())
        await self.sio.connect(url, socketio_path="/_nicegui_ws/socket.io",
                               transports=["websocket"], wait_timeout=10)
        return self

    async def emit(self, event: str, *data: Any) -> None:
        assert self.sio is not None
        await self.sio.emit(event, data[0] if len(data) == 1 else data)

    async def click(self, label: str) -> None:
        """Click the button labelled `label` as nicegui.js does (an `event` message)."""
        for element_id, element in self.elements.items():
            if element.get("tag") == "q-btn" and (element.get("props") or {}).get("label") == label:
                [listener] = [e for e in element.get("events") or [] if e.get("type") == "click"]
                await self.emit("event", {"id": int(element_id), "client_id": self.client_id,
                                          "listener_id": listener["listener_id"], "args": []})
                return
        raise LookupError(f"no button {label!r} on {self.path}")

    async def __aexit__(self, *exc) -> None:
        if self.sio is not None:
            try:
                await self.sio.disconnect()
            except Exception:
                pass
        if self.http is not None:
            await self.http.close()
