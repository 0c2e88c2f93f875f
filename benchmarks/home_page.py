"""The home page and start-up with many stored games (a server that has hosted a year of lessons).

    .venv/bin/python benchmarks/home_page.py [--games 1000] [--in-play 10] [--actions 300]
                                             [--requests 30]

Builds a data folder whose database holds `--games` games: `--in-play` of them waiting for their
human players, the others finished, each with a real log of about `--actions` actions (one random
game, stored under many ids). Then starts `python app.py` over it and measures the time to the
first 200 on `/`, the server's RSS, `GET /` (sequential requests, the page is built on the server
for each), the HTML size, and `GET /play/<token>` for a finished game's seat (the token lookup and
its wake-up) and for a token that opens nothing. Prints figures and one JSON line; asserts nothing.
"""
from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
import urllib.request
from pathlib import Path
from types import SimpleNamespace

sys.path.insert(0, str(Path(__file__).resolve().parent))
import common  # noqa: E402
from common import Server, describe, json_line, loadavg, rss_mb  # noqa: E402


def template_games(actions: int, seed: int = 7):
    """(setup, log of a game in play, log of the same game finished by the host)."""
    from billionaire.engine import Game, SeatSpec
    from billionaire.randomplay import play_actions

    seats = [SeatSpec("Anna"), SeatSpec("Bruno"), SeatSpec("Bot 1", bot=True),
             SeatSpec("Bot 2", bot=True)]
    game = Game.new(seed=seed, seats=seats, starting_cash=10_000)
    play_actions(game, actions, random.Random(seed))
    in_play = list(game.log)
    if not game.over:
        [end] = [c for c in game.choices(0) if c.kind == "host_end"]
        game.apply(0, end.action())
    return game.setup, in_play, list(game.log)


def build(db_file: Path, games: int, in_play: int, actions: int) -> dict:
    """The database; returns a finished game's token and timing of the build."""
    from billionaire.session import new_token
    from billionaire.store import Store

    setup, open_log, done_log = template_games(actions)
    store = Store(db_file)
    now = time.time()
    finished_token = ""
    for i in range(games):
        playing = i >= games - in_play
        tokens = {1: new_token(), 2: new_token()}
        if not playing and not finished_token:
            finished_token = tokens[1]
        store.save_game(SimpleNamespace(
            game_id=f"g{i:05d}", host_key=new_token(), created_at=now - (games - i) * 60.0,
            tokens=tokens, finished=not playing,
            game=SimpleNamespace(setup=setup, log=open_log if playing else done_log)))
    store.close()
    return {"token": finished_token, "actions_in_play": len(open_log),
            "actions_finished": len(done_log)}


def timed_get(url: str) -> tuple[float, int]:
    t0 = time.perf_counter()
    req = urllib.request.Request(url, headers={"Connection": "close"})
    with urllib.request.urlopen(req, timeout=120) as r:
        body = r.read()
    return (time.perf_counter() - t0) * 1000.0, len(body)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--games", type=int, default=1000)
    ap.add_argument("--in-play", type=int, default=10)
    ap.add_argument("--actions", type=int, default=300)
    ap.add_argument("--requests", type=int, default=30)
    args = ap.parse_args()

    data = common.temp_data("home")
    t0 = time.perf_counter()
    info = build(data / "billionaire.sqlite3", args.games, args.in_play, args.actions)
    db_mb = (data / "billionaire.sqlite3").stat().st_size / 2 ** 20
    print(f"database: {args.games} games ({args.in_play} in play, {info['actions_in_play']} "
          f"actions; finished ones {info['actions_finished']}), {db_mb:.1f} MB, built in "
          f"{time.perf_counter() - t0:.1f} s", flush=True)

    server = Server(data, bot_delay=1.0, auto_delay=30.0)
    try:
        server.start(timeout=300, poll=0.05)
        load_start = loadavg()
        rss_start = rss_mb(server.pid)
        home, size = [], 0
        for _ in range(args.requests):
            ms, size = timed_get(server.url + "/")
            home.append(ms)
        wake_ms, again_ms = 0.0, 0.0
        if info["token"]:
            wake_ms, _ = timed_get(server.url + "/play/" + info["token"])
            again_ms = statistics.median(timed_get(server.url + "/play/" + info["token"])[0]
                                         for _ in range(5))
        bad = [timed_get(server.url + "/play/" + "A" * 32)[0] for _ in range(10)]
        rss_end = rss_mb(server.pid)
        load_end = loadavg()
    finally:
        server.stop()
    h = describe(home)
    print(f"start: first 200 on / after {server.ready_after:.2f} s (CPU {server.ready_cpu:.2f} s), "
          f"RSS {rss_start:.1f} MB")
    print(f"GET /: p50 {h['p50_ms']} / p95 {h['p95_ms']} / max {h['max_ms']} ms over {h['n']} "
          f"requests, {size / 1024:.0f} KiB of HTML")
    print(f"GET /play/<finished game's token>: first {wake_ms:.1f} ms (wakes the game), then "
          f"p50 {again_ms:.1f} ms; unknown token p50 {statistics.median(bad):.1f} ms")
    print(f"RSS after the requests {rss_end:.1f} MB; load average {load_start:.1f} -> {load_end:.1f}")
    json_line({"bench": "home_page", "games": args.games, "in_play": args.in_play,
               "actions": info["actions_finished"], "db_mb": round(db_mb, 1),
               "ready_s": round(server.ready_after, 2), "ready_cpu_s": round(server.ready_cpu, 2),
               "rss_start_mb": round(rss_start, 1), "rss_end_mb": round(rss_end, 1),
               "home": h, "home_kib": round(size / 1024), "wake_ms": round(wake_ms, 1),
               "token_again_ms": round(again_ms, 1),
               "bad_token_p50_ms": round(statistics.median(bad), 1),
               "loadavg": [load_start, load_end]})


if __name__ == "__main__":
    main()
