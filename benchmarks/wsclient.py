"""A raw NiceGUI client: what a browser does on the wire, without a browser.

It GETs the page (the server builds the page and embeds its elements and `client_id`), opens the
Socket.IO websocket with the same query the browser sends (implicit handshake), keeps the element
tree up to date from `update` messages, and emits `event` messages for clicks exactly as
`nicegui.js` does. Timestamps are `time.time()` in ms when a message arrives, so they measure the
server and the wire, not a browser's layout and paint.
"""
from __future__ import annotations

import ast
import asyncio
import json
import re
import time
import uuid
from typing import Any

import aiohttp
import socketio

_ELEMENTS = re.compile(r"parseElements\(String\.raw`(.*?)`\)", re.S)
_QUERY = re.compile(r"query:\s*(\{.*?\}),\s*\n", re.S)


def now_ms() -> float:
    return time.time() * 1000.0


class WsClient:
    def __init__(self, base: str, path: str, name: str) -> None:
        self.base = base
        self.path = path
        self.name = name
        self.elements: dict[str, dict] = {}
        self.client_id = ""
        self.changes: list[tuple[float, list[str]]] = []   # (ms, element ids) per update message
        self.ignore: set[str] = set()                      # ids whose updates are noise (countdown)
        self.errors: list[str] = []
        self.notifications: list[str] = []
        self.sio: socketio.AsyncClient | None = None
        self.connected = asyncio.Event()
        self.ack_task: asyncio.Task | None = None
        self.next_message_id = 0
        self.closing = False

    # ----------------------------------------------------------------- connect
    async def open(self, http: aiohttp.ClientSession) -> None:
        # "Connection: close": otherwise aiohttp reuses this keep-alive connection for the
        # websocket upgrade, and uvicorn's keep-alive timer (5 s) later closes the websocket of an
        # idle page (seen as "transport error", code 1006). Browsers open a new connection.
        async with http.get(self.base + self.path, headers={"Connection": "close"}) as r:
            if r.status != 200:
                raise RuntimeError(f"{self.path}: HTTP {r.status}")
            html = await r.text()
        m = _ELEMENTS.search(html)
        q = _QUERY.search(html)
        if not m or not q:
            raise RuntimeError(f"{self.path}: no NiceGUI app in the page")
        self.elements = json.loads(m.group(1))
        query = ast.literal_eval(q.group(1))
        self.client_id = query["client_id"]
        query.update(document_id=str(uuid.uuid4()), tab_id=str(uuid.uuid4()), old_tab_id="")
        query = {k: ("true" if v is True else "false" if v is False else str(v))
                 for k, v in query.items()}
        self._mark_noise()
        sio = socketio.AsyncClient(reconnection=False, http_session=http)
        self.sio = sio

        @sio.on("update")
        async def _update(data: dict) -> None:
            t = now_ms()
            self._note_id(data)
            ids = [k for k in data if k != "_id"]
            for k in ids:
                if data[k] is None:
                    self.elements.pop(k, None)
                else:
                    self.elements[k] = data[k]
            self._mark_noise()
            if any(k not in self.ignore for k in ids):
                self.changes.append((t, ids))

        @sio.on("notify")
        async def _notify(data: dict) -> None:
            self._note_id(data)
            self.notifications.append(str(data.get("message", data)))

        @sio.on("*")
        async def _other(event: str, data: Any = None) -> None:
            if isinstance(data, dict):
                self._note_id(data)

        @sio.on("disconnect")
        async def _disconnect(*reason) -> None:
            if not self.closing:
                self.errors.append(f"{self.name}: disconnected at {time.strftime('%H:%M:%S')} "
                                   f"({', '.join(map(str, reason)) or 'no reason'})")

        url = self.base + "?" + "&".join(f"{k}={v}" for k, v in query.items())
        await sio.connect(url, socketio_path="/_nicegui_ws/socket.io", transports=["websocket"],
                          wait_timeout=10)
        # nicegui.js acknowledges every 3 s, which lets the server prune its message history.
        self.ack_task = asyncio.create_task(self._ack_loop())

    def _note_id(self, data: dict) -> None:
        mid = data.get("_id") if isinstance(data, dict) else None
        if isinstance(mid, int):
            self.next_message_id = mid + 1

    async def _ack_loop(self) -> None:
        acked = -1
        while True:
            await asyncio.sleep(3)
            if acked >= self.next_message_id:
                continue
            acked = self.next_message_id
            try:
                await self.sio.emit("ack", {"client_id": self.client_id,
                                            "next_message_id": self.next_message_id})
            except Exception:
                return

    async def close(self) -> None:
        self.closing = True
        if self.ack_task:
            self.ack_task.cancel()
        if self.sio is not None:
            try:
                await self.sio.disconnect()
            except Exception:
                pass

    # ------------------------------------------------------------------- tree
    def find(self, **props: Any) -> str | None:
        for k, e in self.elements.items():
            p = e.get("props") or {}
            if all(p.get(a) == b for a, b in props.items()):
                return k
        return None

    def descendants(self, root: str) -> list[str]:
        out, todo = [], [root]
        while todo:
            k = todo.pop()
            e = self.elements.get(k)
            if e is None:
                continue
            out.append(k)
            todo.extend(str(c) for c in e.get("children") or [])
        return out

    def parent_of(self, child: str) -> str | None:
        for k, e in self.elements.items():
            if int(child) in (e.get("children") or []):
                return k
        return None

    def _mark_noise(self) -> None:
        """The phone's countdown card (label, progress bar, timer) ticks every 0.1 s: not a change."""
        if self.ignore:
            return
        label = self.find(**{"data-testid": "phone-countdown"})
        if label is None:
            return
        row = self.parent_of(label)
        card = self.parent_of(row) if row else None
        if card:
            self.ignore.update(self.descendants(card))
        for k, e in self.elements.items():
            if e.get("tag") == "nicegui-timer":
                self.ignore.add(k)

    def shown_descendants(self, root: str) -> list[str]:
        """`descendants`, leaving out hidden elements (class `hidden`) and what they contain."""
        out, todo = [], [root]
        while todo:
            k = todo.pop()
            e = self.elements.get(k)
            if e is None or "hidden" in (e.get("class") or []):
                continue
            out.append(k)
            todo.extend(str(c) for c in e.get("children") or [])
        return out

    def buttons(self, section_testid: str = "phone-decisions") -> list[tuple[str, str]]:
        """(element id, label) of the enabled, shown buttons with a click listener in the section
        (what a person could tap: a browser cannot click a hidden button either)."""
        root = self.find(**{"data-testid": section_testid})
        if root is None:
            return []
        out = []
        for k in self.shown_descendants(root):
            e = self.elements[k]
            if e.get("tag") != "q-btn" or (e.get("props") or {}).get("disable"):
                continue
            if any(ev.get("type") == "click" for ev in e.get("events") or []):
                label = (e.get("props") or {}).get("label") or "".join(
                    str(self.elements.get(str(c), {}).get("text") or "") for c in
                    self.descendants(k)[1:])
                out.append((k, label))
        return out

    def open_dialog_button(self, label: str) -> str | None:
        """The button `label` inside an open dialog, or None."""
        for k, e in self.elements.items():
            if e.get("tag") == "nicegui-dialog" and (e.get("props") or {}).get("model-value"):
                for d in self.descendants(k):
                    el = self.elements[d]
                    if el.get("tag") == "q-btn" and (el.get("props") or {}).get("label") == label:
                        return d
        return None

    async def click(self, element_id: str) -> float:
        """Emit a click as nicegui.js does; returns the time it was sent (ms)."""
        e = self.elements[element_id]
        ev = next(ev for ev in e.get("events") or [] if ev.get("type") == "click")
        # A phone's buttons send what they show (`data-shown`, pages/phone.py SHOWN_JS): the
        # server refuses a tap whose button shows something else now.
        shown = (e.get("props") or {}).get("data-shown")
        # (a js_handler's `emit` sends each argument JSON-encoded, as NiceGUI does)
        args = [json.dumps(shown if shown is not None else "")] if ev.get("js_handler") or shown is not None else []
        t = now_ms()
        await self.sio.emit("event", {"id": int(element_id), "client_id": self.client_id,
                                      "listener_id": ev["listener_id"], "args": args})
        return t

    def first_change_after(self, t: float) -> float | None:
        for ts, _ids in self.changes:
            if ts >= t:
                return ts
        return None

    def last_change(self) -> float:
        return self.changes[-1][0] if self.changes else 0.0
