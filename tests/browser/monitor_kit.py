"""Monitors showing a game in a chosen state, for the browser tests of the monitor (no tests here).

A game is created on the setup page, as a host would (so the browser holds the host's controls),
then the server is stopped and the stored game is replaced by one played in-process by bots for
every seat until it reaches the wanted state (the same seats, game id, host key and seat
tokens); the restarted server restores it from the data folder like any game. States are found
by what they show (a predicate on the public view), not by a fixed number of moves, so they
survive changes of the bots.
"""
from __future__ import annotations

import re
from typing import Callable

from billionaire import bots
from billionaire.engine import Game, SeatSpec
from billionaire.randomplay import acting_seats
from billionaire.store import Store
from tests.serverkit import AppServer, fill_setup

# Six players, long names included (the monitor's rows, header and chronicle must show them whole).
HUMANS = ["Annabella Maria", "Pierfrancesco"]
BOTS = ["Massimiliano", "Bot 2", "Bot Gianfranca", "Bot 4"]


def _current(view: dict) -> dict:
    return next(p for p in view["players"] if p["seat"] == view["current_seat"])


def _owned(view: dict) -> int:
    return sum(1 for b in view["buildings"].values() if b.get("owner"))


def city_scene(view: dict) -> bool:
    """Someone on the city board chooses where to go (numbered destinations), most pawns in the
    city, several buildings owned (their rings), a card drawn."""
    return (view["phase"] == "path" and _current(view)["board"] == "city"
            and len(view["destinations"]) >= 3 and _owned(view) >= 4 and view.get("last_card")
            and sum(p["board"] == "city" for p in view["players"]) >= 4)


def world_scene(view: dict) -> bool:
    """Someone in the world chooses where to go, with goods travelling to the city, most pawns in
    the world and many mines bought (their holders' colours)."""
    return (view["phase"] == "path" and _current(view)["board"] == "world"
            and len(view["destinations"]) >= 3 and len(view["vehicles"]) >= 1
            and len(view["mine_holders"]) >= 8
            and sum(p["board"] == "world" for p in view["players"]) >= 4)


def played_until(seats: list[SeatSpec], cash: int, wanted: Callable[[dict], bool],
                 seeds=range(1, 200), max_actions: int = 3000) -> Game:
    """A game whose every seat was played by the bots until its public view is `wanted`."""
    for seed in seeds:
        game = Game.new(seed, seats, starting_cash=cash)
        for _ in range(max_actions):
            if game.over:
                break
            if wanted(game.public_view()):
                return game
            seat = acting_seats(game)[0]
            game.apply(seat, bots.choose_action(game, seat))
    raise AssertionError("no bot game reached the wanted state")


class _Stored:
    """What `Store.save_game` reads of a session."""

    def __init__(self, record, game: Game) -> None:
        self.game_id, self.host_key, self.created_at = record.game_id, record.host_key, record.created_at
        self.tokens, self.game, self.finished = record.tokens, game, False


def stand_in(game: Game, seat: int, why: str = "host", level: str = "normale") -> None:
    """A bot plays for the human of `seat` from now on: the host chose it (`host`) or the phone
    stayed away on its turn (`away`)."""
    game.apply(0, {"kind": "stand_in", "seat": seat, "level": level, "why": why}, game.decision_for(0))


def arrange(server: AppServer, page, scenes: list[Callable[[dict], bool]],
            humans=HUMANS, bot_names=BOTS, then: Callable[[Game], None] | None = None) -> list[tuple[str, dict]]:
    """Create one game per scene on the setup page with `page` (the host's browser), then
    restart `server` with each game replaced by one in that scene (and changed by `then`, when
    given). Returns each game's monitor URL and public view."""
    for _ in scenes:
        page.goto(server.url + "/")
        fill_setup(page, list(humans), list(bot_names))
        page.get_by_role("button", name="Crea la partita").click()
        page.wait_for_url(re.compile(r"/game/"), timeout=20_000)
    # no monitor stays open on a server that goes away: it would reconnect and reload by itself
    # while the test navigates after the restart (CI: a first page still placing its pawns)
    page.goto("about:blank")
    server.kill()
    store = Store(server.data / "billionaire.sqlite3")
    try:
        records = sorted(store.load_all(), key=lambda r: r.created_at)[-len(scenes):]
        urls = []
        for record, scene in zip(records, scenes):
            seats = [SeatSpec(s["name"], s["bot"], s["level"]) for s in record.setup["seats"]]
            game = played_until(seats, record.setup["starting_cash"], scene)
            if then is not None:
                then(game)
            store.save_game(_Stored(record, game))
            urls.append((f"{server.url}/game/{record.game_id}", game.public_view()))
    finally:
        store.close()
    server.start()
    return urls


# Every text on the page outside the board and dialogs that is cut: drawn partly outside an
# ancestor that clips it (overflow not visible) or the screen, or ended by an ellipsis. The
# chronicle and the vehicles' strip may hide whole lines at their bottom (the oldest ones,
# faded; the farthest vehicles, counted in the strip's title): only their sides count. Labels
# drawn for screen readers only (1 px wide) are not on screen at all.
CUT_JS = """() => {
  const W = innerWidth, H = innerHeight, cut = [];
  for (const el of document.querySelectorAll('.nicegui-content *')) {
    if (el.closest('.q-dialog, .board-wrap, svg') || !el.getClientRects().length) continue;
    if (el.getBoundingClientRect().width <= 1) continue;   // read by screen readers only (sr-only)
    for (const node of el.childNodes) {
      if (node.nodeType !== 3 || !node.textContent.trim()) continue;
      const range = document.createRange(); range.selectNodeContents(node);
      const r = range.getBoundingClientRect();
      if (!r.width) continue;
      const sidesOnly = el.closest('.chron-card, .af-chron-card, .vehicles');
      const out = (c) => r.left < c.left - 1 || r.right > c.right + 1
                         || (!sidesOnly && (r.top < c.top - 1 || r.bottom > c.bottom + 1));
      let why = null;
      if (out({left: 0, top: 0, right: W, bottom: H})) why = 'off screen';
      for (let a = el; a && !why && a !== document.body; a = a.parentElement) {
        const cs = getComputedStyle(a);
        if (cs.textOverflow === 'ellipsis' && a.scrollWidth > a.clientWidth + 1) why = 'ellipsis';
        else if ((cs.overflowX !== 'visible' || cs.overflowY !== 'visible') && out(a.getBoundingClientRect()))
          why = 'clipped by ' + a.className;
      }
      if (why) cut.push(node.textContent.trim().slice(0, 40) + ': ' + why);
    }
  }
  return {cut, width: document.documentElement.scrollWidth, height: document.documentElement.scrollHeight,
          phase: document.querySelector('.hdr .b-muted.leading-tight')?.textContent};
}"""
