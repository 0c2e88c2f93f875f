"""The phone's turn alert: a short sound, a vibration and the tab's title when a decision comes.

A phone lying on the table, or with another tab in front, does not show that the turn came: so
when "Le tue decisioni" goes from nothing to decide to something to decide (the seat's turn, a
sealed bid, a pre-emption) the phone plays a short sound (`/sound/turn.wav`, made here at
startup: no CDN, it works offline on a LAN), vibrates where the browser allows it, and the tab's
title becomes "● Tocca a te – Billionaire" until nothing is left to decide. Once per new
decision, never on a re-render; on the first load a decision already there sets the title but
makes no sound (docs/rules-decisions.md). A `role="status"` line says the same to a screen
reader. **Suono e vibrazione** turns sound and vibration off; the choice sticks to the browser
(`app.storage.user`, as the language does).

Browsers refuse to play sound before the page has been touched, and Chrome to vibrate: the page
unlocks its sound on the first tap, asks for a vibration only after one, and swallows a refused
`play()`, so nothing reaches the console.
"""
from __future__ import annotations

import io
import math
import struct
import wave
from typing import Any

from nicegui import app, ui

from pages.lang import tr

SOUND_URL = "/sound/turn.wav"
STORAGE_KEY = "alert_sound"      # in app.storage.user: False when this browser muted the alert
BASE_TITLE = "Billionaire: il tuo telefono"
TURN_TITLE = "● Tocca a te – Billionaire"
DECIDE_TITLE = "● Devi decidere – Billionaire"

# The browser side: `blAlert()` vibrates (after a first tap only) and plays the sound (a refused
# play is swallowed); the first tap unlocks the sound with a silent play. `blAlerts` counts the
# alerts (the browser tests read it).
ALERT_JS = """<script>
window.blAlerts = 0;
window.blAlert = (function () {
  let audio = null;
  function sound() {
    if (!audio) { audio = new Audio('%s'); audio.preload = 'auto'; }
    return audio;
  }
  function unlock() {
    document.removeEventListener('pointerdown', unlock, true);
    try {
      const a = sound(); a.muted = true;
      const p = a.play();
      const done = () => { a.pause(); a.currentTime = 0; a.muted = false; };
      if (p && p.then) p.then(done, () => { a.muted = false; }); else done();
    } catch (e) { /* no audio here: the title still says it */ }
  }
  document.addEventListener('pointerdown', unlock, {capture: true, passive: true});
  return function () {
    window.blAlerts += 1;
    try {
      const touched = !navigator.userActivation || navigator.userActivation.hasBeenActive;
      if (touched && navigator.vibrate) navigator.vibrate([180, 90, 180]);
    } catch (e) { /* vibration not allowed */ }
    try {
      const a = sound(); a.muted = false; a.currentTime = 0;
      const p = a.play();
      if (p && p.catch) p.catch(() => {});
    } catch (e) { /* no audio here */ }
  };
})();
</script>""" % SOUND_URL


def chime(rate: int = 22050) -> bytes:
    """Two short rising notes (A5, E6), 0.32 s, 16-bit mono WAV: heard across a table, not shrill."""
    frames = bytearray()
    for freq, length in ((880.0, 0.14), (1318.5, 0.18)):
        n = int(rate * length)
        for i in range(n):
            t = i / rate
            envelope = min(1.0, i / (0.008 * rate)) * math.exp(-5.0 * t / length)
            sample = 0.55 * envelope * (math.sin(2 * math.pi * freq * t) + 0.25 * math.sin(4 * math.pi * freq * t))
            frames += struct.pack("<h", int(max(-1.0, min(1.0, sample)) * 32767))
    out = io.BytesIO()
    with wave.open(out, "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(rate)
        w.writeframes(bytes(frames))
    return out.getvalue()


def install() -> None:
    """Serve the sound (made at startup, kept in memory: about 14 KB)."""
    if any(getattr(route, "path", None) == SOUND_URL for route in app.routes):
        return
    from fastapi import Response
    data = chime()

    @app.get(SOUND_URL, include_in_schema=False)
    def turn_sound() -> Response:
        return Response(data, media_type="audio/wav", headers={"Cache-Control": "public, max-age=86400"})


def sound_on() -> bool:
    """This browser's choice (read while the page is built or in its own handlers only)."""
    try:
        return app.storage.user.get(STORAGE_KEY, True) is not False
    except Exception:
        return True


class TurnAlert:
    """One phone page's alert: the mute switch, the status line, the title, the sound."""

    def __init__(self, client: Any, lang: str = "it") -> None:
        self.client = client
        self.lang = lang
        self.pending: bool | None = None     # whether a decision was waiting; None: not yet seen
        self.title: str | None = None
        self.beeps = 0                       # alerts sent to the browser (the tests read it)
        self.sound = sound_on()
        ui.add_body_html(ALERT_JS)
        self.status = ui.label("").classes("sr-only").props('role=status aria-live=polite data-testid="phone-status"')

    def build_switch(self) -> None:
        """**Suono e vibrazione**: off mutes this browser's alert, across reloads."""
        with ui.row().classes("ph-card items-center no-wrap gap-2").style("padding:6px 14px"):
            ui.icon("notifications_active").classes("text-xl").style("color: var(--gold)")
            self.switch = ui.switch(tr("Suono e vibrazione quando tocca a te", self.lang), value=self.sound,
                                    on_change=self._switched) \
                .props('dense color=primary data-testid="alert-sound"').classes("text-sm").mark("alert_sound")

    def _switched(self, e: Any) -> None:
        self.sound = bool(e.value)
        try:
            app.storage.user[STORAGE_KEY] = self.sound
        except Exception:
            pass

    def update(self, pending: bool, my_turn: bool, status: str) -> None:
        """The page shows the game anew: alert if a decision has just come."""
        came = pending and self.pending is False
        self.pending = pending
        if status != self.status.text:
            self.status.set_text(status)
        title = tr(TURN_TITLE if my_turn else DECIDE_TITLE, self.lang) if pending else tr(BASE_TITLE, self.lang)
        if title != self.title:
            self.title = title
            with self.client:
                ui.page_title(title)
        if came and self.sound:
            self.beeps += 1
            self.client.run_javascript("window.blAlert && window.blAlert()")

    def silence(self) -> None:
        """The page is not the seat's live device: no title, and the next decision it sees is new."""
        self.update(False, False, self.status.text)
        self.pending = None


def status_text(pending: bool, my_turn: bool, pub: dict, lang: str = "it") -> str:
    """The status line a screen reader announces: the turn coming, or whose it is."""
    if pub.get("over"):
        winner = next((p for p in pub.get("players", []) if p.get("seat") == pub.get("winner")), None)
        return (tr("Vince {who}!", lang).format(who=f"{winner['label']} {winner['name']}") if winner
                else tr("Partita finita", lang))
    if pending and my_turn:
        return tr("Tocca a te.", lang)
    if pending:
        return tr("Devi decidere: offerta segreta." if pub.get("phase") == "bids" else "Devi decidere.", lang)
    if my_turn:
        return tr("Attendi…", lang)
    current = next((p for p in pub.get("players", []) if p.get("seat") == pub.get("current_seat")), None)
    return tr("Tocca a {who}.", lang).format(who=f"{current['label']} {current['name']}") if current else ""
