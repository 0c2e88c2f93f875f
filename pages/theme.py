"""The dark, elegant look shared by the setup page and the monitor (no CDN, no external fonts)."""
from __future__ import annotations

from nicegui import ui

from billionaire.money import fmt as money  # noqa: F401  (10.000 $: the pages' one money format)
from pages import seat_marks

GOLD = "#e3b75a"
INK = "#eef1f8"
MUTED = "#9aa3b8"
BG = "#0a0f1d"
CARD = "#131a2c"

FONT = "'Inter', 'Segoe UI', 'Roboto', 'Helvetica Neue', Arial, 'Liberation Sans', 'DejaVu Sans', sans-serif"

CSS = f"""
:root {{ --gold: {GOLD}; --ink: {INK}; --muted: {MUTED}; --card: {CARD}; }}
body, .q-page, .nicegui-content {{
  background: radial-gradient(1200px 700px at 20% -10%, #1a2442 0%, {BG} 55%) fixed, {BG};
  color: {INK}; font-family: {FONT};
}}
.nicegui-content {{ padding: 0; }}
.b-card {{
  background: linear-gradient(180deg, rgba(255,255,255,0.045), rgba(255,255,255,0.015)), {CARD};
  border: 1px solid rgba(227,183,90,0.18); border-radius: 16px;
  box-shadow: 0 10px 30px rgba(0,0,0,0.35);
}}
.b-title {{ color: var(--gold); font-weight: 800; letter-spacing: .22em; text-transform: uppercase; }}
.b-h {{ color: var(--gold); font-weight: 700; letter-spacing: .08em; text-transform: uppercase;
        font-size: 0.82rem; }}
.b-muted {{ color: var(--muted); }}
.b-num {{ font-variant-numeric: tabular-nums; font-weight: 800; }}
.b-error {{ color: #ff8a80; font-size: 0.9rem; font-weight: 600; }}
.b-chip {{ display: inline-flex; align-items: center; justify-content: center; border-radius: 999px;
          font-weight: 800; color: {BG}; min-width: 2.2em; padding: 0 .5em;
          box-shadow: 0 0 0 2px rgba(255,255,255,.85); }}   /* dark ink: every seat colour is light */
.b-tag {{ font-size: .68rem; font-weight: 700; letter-spacing: .06em; text-transform: uppercase;
          border-radius: 6px; padding: 1px 6px; border: 1px solid rgba(255,255,255,.25);
          color: var(--muted); }}
.b-current {{ box-shadow: 0 0 0 2px var(--gold), 0 0 26px rgba(227,183,90,.35) !important; }}
/* monitor: the players' strip under the header (pages/monitor_parts.py, PlayersPanel), one
   cell per player: chip and name, then cash and net worth, then where the pawn is. Nothing is
   cut: a long name or place wraps and the strip grows (the board, under it, gets smaller). */
.players-card {{ padding: 0 !important; background: none !important; border: none !important;
                 box-shadow: none !important; }}
.players-grid {{ display: grid; grid-auto-flow: column; grid-auto-columns: minmax(0, 1fr); gap: .5rem; }}
.players-grid > * {{ min-width: 0; align-items: stretch !important; }}
.players-grid .p-html {{ display: flex; }}
.p-row {{ display: grid; grid-template-columns: auto minmax(0, 1fr); column-gap: .45rem; align-items: center;
          align-content: start; flex: 1 1 auto; border-radius: .75rem; padding: .25rem .5rem .3rem;
          border: 1px solid rgba(227,183,90,.18); border-left: 6px solid transparent; min-width: 0;
          background: linear-gradient(180deg, rgba(255,255,255,0.045), rgba(255,255,255,0.015)), {CARD};
          container-type: inline-size; }}
.p-who {{ display: contents; }}
.p-row > .p-chip {{ grid-row: 1; grid-column: 1; }}
.p-who > .p-line:first-child {{ grid-row: 1; grid-column: 2; flex-wrap: wrap; row-gap: 0; }}   /* the tag
   goes under a name it does not fit beside, rather than the name breaking inside a word */
.p-line {{ display: flex; align-items: center; gap: .4rem; min-width: 0; }}
.p-line > * {{ flex: none; }}
/* The name gives way last: the tag and the vote shrink first (on a narrow cell they keep only
   their sign), and a name too long for the cell wraps. */
.p-line > .p-name {{ flex: 0 1 auto; min-width: 0; overflow-wrap: break-word; }}
.p-line > .p-tag {{ flex: 0 1 auto; min-width: 0; overflow: hidden; white-space: nowrap; }}
.p-short {{ display: none; }}
.p-line > .p-bot {{ flex: none; }}
.p-stand-in {{ color: var(--gold); border-color: rgba(227,183,90,.7); }}
@container (max-width: 24rem) {{
  .p-long {{ display: none; }}
  .p-short {{ display: inline; }}
}}
.p-name {{ font-size: 1.15rem; line-height: 1.3; font-weight: 700; }}
.p-pos {{ grid-row: 3; grid-column: 1 / -1; font-size: .8rem; line-height: 1.3; overflow-wrap: break-word; }}
.p-chip {{ font-size: 1.1rem; line-height: 1.6rem; flex: none; }}
.owner-ring {{ position: absolute; transform: translate(-50%, -50%); pointer-events: none; box-sizing: border-box; }}
.p-pin {{ font-size: .9rem; vertical-align: -2px; margin-right: .15rem; }}
.p-vote {{ font-size: .875rem; font-weight: 700; color: #7ee787; }}
.b-conn {{ font-size: .75rem; white-space: nowrap; }}
.p-money {{ grid-row: 2; grid-column: 1 / -1; display: flex; flex-wrap: wrap; align-items: baseline;
            justify-content: space-between; column-gap: .4rem; min-width: 0; }}
.p-cash {{ font-size: 1.4rem; line-height: 1.2; }}
.p-worth {{ font-size: .75rem; }}
/* The host's "Posto" button: a small icon in the cell's bottom-right corner, by the place. */
.p-host {{ position: relative; }}
.p-host .p-pos {{ padding-right: 1.6rem; }}
.p-host > .posto-btn {{ position: absolute; bottom: .1rem; right: .15rem; }}
.posto-btn .block {{ position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0);
                     white-space: nowrap; }}   /* "Posto": read by screen readers, not drawn */
.posto-btn .q-icon {{ margin: 0; }}
.hdr-actions .q-btn__content {{ flex-wrap: nowrap; white-space: nowrap; }}
/* monitor: the last chance card (pages/monitor_parts.py, CardPanel) */
.c-text {{ font-size: 1.125rem; }}
.c-effect {{ font-size: 1rem; line-height: 1.5rem; }}
/* While the connection to the game is lost (NiceGUI's popup shows), a tap would go nowhere:
   every button looks and acts disabled until the page is connected again. */
body:has(#popup[aria-hidden="false"]) .q-btn {{ pointer-events: none; opacity: .45; }}
/* read by screen readers, not drawn (the status lines of the phone and the monitor) */
.sr-only {{ position: absolute !important; width: 1px; height: 1px; padding: 0; margin: -1px;
            overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0; }}
.b-link {{ color: var(--gold) !important; text-decoration: underline; }}
.q-field__label, .q-field__native, .q-field__prefix, .q-field__suffix {{ color: {INK} !important; }}
.q-field--outlined .q-field__control:before {{ border-color: rgba(227,183,90,.35) !important; }}
.q-menu {{ background: #1b2338; color: {INK}; }}
/* board */
.board-wrap {{ position: relative; width: 100%; max-width: 100%; line-height: 0; border-radius: 14px; overflow: hidden;
               container-type: inline-size; }}
.board-wrap svg {{ width: 100%; height: auto; display: block; }}
.board-charts {{ height: 100%; border-radius: 14px; background: #10172a; padding: 6px 4px; }}
/* A pawn sits at the top-left corner of the board and is moved by `transform`, in percent of its
   own size (--px, --py: see pages/monitor_board.py), so a move is animated by the compositor
   instead of laying the page out again on every frame (as a transition of left/top did).
   Pawn and number sizes follow the board (--pawn-w, --dest-w...: set per board by
   pages/monitor_board.py, in percent of the board and `cqw` of its width), so where they sit
   holds at any screen size; the pixel floors keep them legible on a small TV. */
.pawn {{ position: absolute; left: 0; top: 0; width: var(--pawn-w, 2.6%); aspect-ratio: 1 / 1;
         box-sizing: border-box; min-height: 0; border-radius: 50%;
         transform: translate(calc(var(--px, 0) * 1% - 50%), calc(var(--py, 0) * 1% - 50%));
         display: flex; align-items: center; justify-content: center;
         font-weight: 900; color: {BG}; font-size: max(7px, var(--pawn-font, 1vw)); line-height: 1;
         border: max(1.5px, .22cqw) solid #fff; box-shadow: 0 .15cqw .6cqw rgba(0,0,0,.55); z-index: 5;
         transition: transform 0.9s cubic-bezier(.45,.05,.25,1); }}
/* The current pawn's pulse: a gold ring that grows and fades. Only `transform` and `opacity`
   change, so the compositor animates it without re-painting the board on every frame (an
   animated box-shadow kept the TV's main thread busy 60 times a second). */
.pawn.now {{ z-index: 6; }}
.pawn.now::after {{ content: ""; position: absolute; inset: -3px; border-radius: 50%;
                   box-shadow: 0 0 0 3px rgba(227,183,90,.95); pointer-events: none;
                   will-change: transform, opacity; animation: pawnping 1.4s ease-out infinite; }}
@keyframes pawnping {{ 0% {{ transform: scale(1); opacity: .95; }}
                       75%, 100% {{ transform: scale(1.75); opacity: 0; }} }}
.owner-dot {{ position: absolute; width: 1.25%; aspect-ratio: 1/1; border-radius: 50%;
              border: 2px solid #fff; transform: translate(-50%, -50%); z-index: 3;
              box-shadow: 0 1px 4px rgba(0,0,0,.6); }}
.dest {{ position: absolute; box-sizing: border-box; width: var(--dest-w, 3.2%); height: var(--dest-h, auto);
         border-radius: 50%; transform: translate(-50%, -50%); background: {GOLD}; color: #1a1200; z-index: 7;
         display: flex; align-items: center; justify-content: center; font-weight: 900;
         font-size: max(8px, var(--dest-font, 1.1vw)); line-height: 1; letter-spacing: -.02em;
         border: max(1.5px, .2cqw) solid #1a1200;
         box-shadow: 0 0 0 max(1px, .12cqw) #fff6dc, 0 .2cqw .7cqw rgba(0,0,0,.55); animation: destpop .5s ease-out; }}
@keyframes destpop {{ from {{ transform: translate(-50%,-50%) scale(.2); opacity: 0; }}
                      to {{ transform: translate(-50%,-50%) scale(1); opacity: 1; }} }}
.ladder-row {{ display: flex; align-items: center; gap: 4px; width: 100%; margin: 2px 0; }}
.ladder-name {{ display: flex; align-items: center; gap: 8px; width: 7rem; flex: none; font-weight: 700; }}
.ladder-dot {{ display: inline-block; width: .75rem; height: .75rem; border-radius: 50%;
               box-shadow: 0 0 0 1.5px rgba(255,255,255,.7); }}
.ladder-cell {{ flex: 1; text-align: center; border-radius: 6px; padding: 2px 0; font-size: .8rem;
                color: var(--muted); background: rgba(255,255,255,.04); font-variant-numeric: tabular-nums; }}
.ladder-cell.on {{ background: {GOLD}; color: #1a1200; font-weight: 900; font-size: .95rem; }}
.qr svg {{ width: 100%; height: auto; background: #fff; border-radius: 10px; }}
.chron-line {{ border-bottom: 1px solid rgba(255,255,255,.06); padding: 3px 0; }}
.chron-line:first-child {{ color: {INK}; font-weight: 600; }}
.vehicles {{ display: flex; flex-wrap: wrap; gap: .5rem; align-items: center; max-height: 2.2rem; overflow: hidden; }}
.vehicle {{ display: inline-flex; align-items: center; gap: .25rem; white-space: nowrap; }}
.vehicle .q-icon {{ font-size: 24px; }}
.vehicle {{ border-radius: 8px; padding: 2px 8px; font-weight: 700; color: {BG}; }}
.dice {{ display:inline-flex; width: 1.7em; height: 1.7em; border-radius: 7px; background: #f5f1e6;
         color: #111; font-weight: 900; align-items: center; justify-content: center; margin-left: 4px;
         box-shadow: inset 0 -2px 0 rgba(0,0,0,.25); }}
"""

# The monitor (pages/monitor.py) only. Its sizes are in rem and the root font size follows the
# screen: 1rem is 1/56.25 of the height (16 px at 1600x900, 12.8 px at 1280x720, 19.2 px at
# 1920x1080), so the page keeps its proportions, and what a viewer across the room sees keeps
# its size, at any resolution of the same TV; on a narrower screen (16:10, a 4:3 projector) at
# most 1/89 of the width, the narrowest the layout is drawn for (docs/monitor.md).
MONITOR_CSS = """
html { font-size: min(1.12vw, calc(100vh / 56.25)); }
body, .q-btn { font-size: .875rem; }
.nicegui-content { height: 100vh; flex-wrap: nowrap; gap: 0; overflow: hidden; }
.mon-strip { flex: none; width: 100%; padding: .5rem 1rem 0; }
/* Board on the left, as large as the height allows (--board-r: its width/height, --board-chrome:
   the height of its card's title and strip, set by pages/monitor_board.py), the prices, the
   card and the chronicle on the right, in at least --side-min. */
.mon-main { flex: 1 1 0; min-height: 0; width: 100%; container-type: size; display: flex; align-items: stretch;
            flex-wrap: nowrap; gap: .75rem; padding: .5rem 1rem .75rem; --side-min: 22rem; }
.mon-board-col { flex: none; min-height: 0; display: flex; flex-direction: column; gap: .5rem;
                 width: min(calc(100cqw - var(--side-min) - .75rem),
                            calc((100cqh - var(--board-chrome, 4rem)) * var(--board-r, 1.5714) + 1rem)); }
.mon-board-card { flex: 0 1 auto; min-height: 0; padding: .25rem .5rem .5rem; gap: .25rem; }
.mon-side { flex: 1 1 0; min-width: 0; min-height: 0; display: flex; flex-direction: column; gap: .6rem;
            flex-wrap: nowrap; }
.mon-side > .chron-card { flex: 1 1 0; min-height: 6rem; }
/* The board's slot keeps the board's proportions and gives way (with the board in it) when
   something above it needs room: the final ranking. */
.board-slot { flex: 0 1 auto; min-height: 0; width: 100%; container-type: size; }
.hdr { flex: none; }
/* The header (pages/monitor_parts.py, Header): the phase on one line; the vote on at most two,
   beside the name and the phase; the host's delete and QR buttons show their icon (their words
   stay for screen readers, a tooltip for the eyes). This CSS reaches every page: it names no
   host control by its words (the secrets tests look for them on spectators' pages). */
.hdr-phase { white-space: nowrap; }
.hdr-votes { max-width: 15rem; text-align: right; }
.hdr [data-testid="delete-game"] .block, .hdr [data-testid="toggle-qr"] .block {
  position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
.hdr [data-testid="delete-game"] .q-icon, .hdr [data-testid="toggle-qr"] .q-icon { margin: 0; }
/* A 4:3 projector: the end-game button shows its icon too, and the header keeps one line. */
@media (max-aspect-ratio: 3/2) {
  .hdr:not(.af-hdr) [data-testid="end-game"] .block {
    position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
  .hdr:not(.af-hdr) [data-testid="end-game"] .q-icon { margin: 0; }
}
/* The chronicle fills the rest of the column, newest line first; the oldest lines fade out at
   its bottom instead of being cut in half. */
.chron-card .chron-line { font-size: 1.2rem; line-height: 1.35; padding: .2rem 0; }
.chron-card .chron-line:first-child { font-size: 1.4rem; }
.chron-card > .nicegui-column { flex: 1 1 0; min-height: 0; overflow: hidden;
  -webkit-mask-image: linear-gradient(to bottom, #000 calc(100% - 2.5rem), transparent);
  mask-image: linear-gradient(to bottom, #000 calc(100% - 2.5rem), transparent); }
"""


# A spectator's page (`/watch/{id}`) on a screen the monitor is not drawn for (a phone, a
# portrait tablet): the same panels one under the other, at a readable size, and the page
# scrolls. On a landscape screen it is the monitor as it is.
WATCH_CSS = """
@media (max-aspect-ratio: 1/1), (max-width: 760px) {
  html { font-size: 15px; }
  .nicegui-content { height: auto; min-height: 100vh; overflow: visible; }
  .hdr { flex-wrap: wrap !important; row-gap: .25rem; padding: .5rem .75rem !important; }
  .hdr-actions { width: 100%; justify-content: flex-end; }
  .players-grid { grid-auto-flow: row; grid-template-columns: repeat(2, minmax(0, 1fr)); }
  .mon-main { flex-direction: column; container-type: normal; height: auto; padding: .5rem; }
  .mon-board-col { width: 100%; }
  .board-slot { width: 100%; height: auto; }
  .mon-side { flex: none; }
  .mon-side > .chron-card { flex: none; height: 22rem; }
}
"""

def apply(title: str = "Billionaire") -> None:
    """Dark theme for the current page.

    Dark mode itself comes from `ui.run(dark=True)` (app.py), not from a `ui.dark_mode` element:
    NiceGUI's dark-mode element re-applies itself after every update of the page, and the
    `color-scheme` it re-sets makes Chromium recompute the style of the whole page (the board's
    SVG included) for every message, even a one-label change.
    """
    ui.add_css(CSS)
    ui.add_css(seat_marks.CSS)
    ui.colors(primary=GOLD, secondary="#2c3a63", accent="#8e6cf0", dark="#0a0f1d",
              positive="#43a047", negative="#e53935")
    ui.page_title(title)
