"""Record fixture games (random and bot play) with the facts after every action, so that a later
version of the engine can be checked to give the same games: `tests/test_replay_fixtures.py`.

    .venv/bin/python scripts/record_replay_fixtures.py   # writes tests/fixtures/replay_games.json.gz

Run it only on purpose: the file is the reference recorded with the engine of its commit."""
from __future__ import annotations

import gzip
import json
import random
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "tests")]

from billionaire import bots  # noqa: E402
from billionaire.engine import Game, SeatSpec  # noqa: E402
from billionaire.randomplay import acting_seats, random_action  # noqa: E402
from replay_facts import digest  # noqa: E402

OUT = ROOT / "tests" / "fixtures" / "replay_games.json.gz"
DB = ROOT / "tests" / "fixtures" / "games_before_texts.sqlite3"


def record(seed: int, seats: list[SeatSpec], cash: int, mode: str, max_actions: int) -> dict:
    rng = random.Random(seed)
    game = Game.new(seed, seats, starting_cash=cash)
    digests = [digest(game)]
    while not game.over and len(game.log) < max_actions:
        humans = [s for s in game.seats() if not game.state.player(s).bot]
        r = rng.random()
        if r < 0.01 and humans:                           # a vote (or its withdrawal)
            seat = rng.choice(humans)
            vote = next(c for c in game.choices(seat) if c.kind == "vote")
            seat, action = seat, vote.action()
        elif r < 0.012 and mode == "random":               # the host ends the game
            seat, action = 0, {"kind": "host_end"}
        else:
            seat = acting_seats(game)[0]
            if mode == "random" or rng.random() < 0.1:
                action = random_action(game, seat, rng)
            else:
                action = bots.choose_action(game, seat)
        game.apply(seat, action)
        digests.append(digest(game))
    return {"setup": game.setup, "log": [[e["seat"], e["action"]] for e in game.log], "facts": digests}


def record_database() -> None:
    """A data folder's database as this version writes it: two games in play (one waiting for a
    sealed bid), one finished, with closed notices; its games must load and go on later."""
    from billionaire.session import Registry
    from billionaire.store import Store

    DB.unlink(missing_ok=True)
    registry = Registry(Store(DB))
    for seed, kind in ((31, "play"), (32, "finished"), (33, "bids")):
        for attempt in range(200):    # the bids game: a seed where a human must answer a lawsuit
            session = registry.create([SeatSpec("Anna"), SeatSpec("Bruno"), SeatSpec("Bot 1", bot=True)],
                                      10_000, seed=seed + 1000 * attempt)
            game, rng = session.game, random.Random(seed)
            while not game.over and len(game.log) < 3000:
                if kind == "bids" and game.state.phase == "bids" and any(
                        game.choices(s) for s in (1, 2) if s != game.state.current):
                    break
                if kind != "bids" and len(game.log) >= 120:
                    break
                seat = acting_seats(game)[0]
                action = bots.choose_action(game, seat) if rng.random() < 0.9 else random_action(game, seat, rng)
                assert session.submit(seat, action) is None
            if kind != "bids" or game.state.phase == "bids":
                break
            registry.delete(session.game_id, session.host_key)
        if kind == "finished":
            assert session.submit(0, {"kind": "host_end"}) is None
        for seat in (1, 2):
            notices = game.state.player(seat).notices
            if notices:
                session.close_notices(seat, [notices[0]["id"]])
    registry.store.close()
    print(f"{DB}: {DB.stat().st_size // 1024} KB")


def main() -> None:
    games = []
    for i in range(300):
        mode = "random" if i % 2 else "bots"
        rng = random.Random(10_000 + i)
        n = 2 + i % 5
        seats = [SeatSpec(f"P{j + 1}", bot=rng.random() < 0.5, level=rng.choice(("facile", "normale")))
                 for j in range(n)]
        cash = rng.choice((10_000, 10_000, 3_000, 60_000))
        games.append(record(20_000 + i, seats, cash, mode, 250 if mode == "random" else 500))
        print(i, len(games[-1]["log"]), file=sys.stderr)
    OUT.parent.mkdir(parents=True, exist_ok=True)
    with gzip.open(OUT, "wt", encoding="utf-8") as f:
        json.dump({"version": 1, "games": games}, f, separators=(",", ":"))
    print(f"{OUT}: {len(games)} games, {sum(len(g['log']) for g in games)} actions, "
          f"{OUT.stat().st_size // 1024} KB")


if __name__ == "__main__":
    main()
    record_database()
