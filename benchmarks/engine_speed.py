"""Engine speed on one core: full 4-player games per second.

    .venv/bin/python benchmarks/engine_speed.py [--games 20] [--seconds 20] [--players 4]

1. Random play (`billionaire.randomplay`): uniform choice among the legal non-vote choices until
   the game is over or `--round-cap` rounds have passed (random players rarely finish an
   objective, so most random games stop at the cap: "full" means "to the cap").
2. If `billionaire.bots` and `billionaire.simulate` exist: `normale` bots
   (`simulate.play_game`), which play to an objective. Also reports the bots' slowest decision,
   which is how long a bot seat keeps a table waiting (`Session.bot_step` thinks on a copy of the
   game, outside its lock).

Single process, single thread. Prints a table and one JSON line. Besides wall-clock rates it
reports CPU-time rates (`cpu_games_per_s`) and the load average before and after: on a shared,
busy machine the wall clock mostly measures the neighbours.
"""
from __future__ import annotations

import argparse
import importlib.util
import os
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import common  # noqa: E402,F401  (puts the repository on sys.path)
from common import json_line  # noqa: E402


def random_games(n: int, seconds: float, players: int, round_cap: int, seed: int) -> dict:
    from billionaire.engine import Game, SeatSpec
    from billionaire.randomplay import acting_seats, random_action

    games = actions = ended = 0
    apply_times: list[float] = []
    t0 = time.perf_counter()
    c0 = time.process_time()
    while games < n and time.perf_counter() - t0 < seconds:
        game = Game.new(seed * 1000 + games, [SeatSpec(f"G{i + 1}") for i in range(players)])
        rng = random.Random(seed * 1000 + games)
        while not game.over and game.state.round <= round_cap:
            seat = acting_seats(game)[0]
            action = random_action(game, seat, rng)
            a0 = time.perf_counter()
            game.apply(seat, action)
            apply_times.append(time.perf_counter() - a0)
            actions += 1
        ended += game.over
        games += 1
    dt = time.perf_counter() - t0
    cpu = time.process_time() - c0
    apply_times.sort()
    return {"games": games, "seconds": round(dt, 2), "games_per_s": round(games / dt, 2),
            "cpu_games_per_s": round(games / cpu, 2) if cpu else None,
            "actions_per_s": round(actions / dt), "ended_by_rules": ended,
            "apply_p50_us": round(1e6 * apply_times[len(apply_times) // 2], 1),
            "apply_max_ms": round(1e3 * apply_times[-1], 2)}


def bot_games(n: int, seconds: float, players: int, round_cap: int, seed: int) -> dict | None:
    if importlib.util.find_spec("billionaire.bots") is None or \
            importlib.util.find_spec("billionaire.simulate") is None:
        return None
    from billionaire import simulate

    results = []
    t0 = time.perf_counter()
    c0 = time.process_time()
    while len(results) < n and time.perf_counter() - t0 < seconds:
        results.append(simulate.play_game(simulate.game_seed(seed, len(results)),
                                          ["normale"] * players, round_cap))
    dt = time.perf_counter() - t0
    cpu = time.process_time() - c0
    actions = sum(r["actions"] for r in results)
    bot_s = sum(r["bot_seconds"] for r in results)
    return {"games": len(results), "seconds": round(dt, 2),
            "games_per_s": round(len(results) / dt, 2), "actions_per_s": round(actions / dt),
            "cpu_games_per_s": round(len(results) / cpu, 2) if cpu else None,
            "ended_by_rules": sum(r["end"] != "round_cap" for r in results),
            "median_rounds": statistics.median(r["rounds"] for r in results),
            "bot_decision_mean_ms": round(1e3 * bot_s / max(1, actions), 2),
            "bot_decision_max_ms": round(1e3 * max(r["slowest_decision"] for r in results), 1)}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--games", type=int, default=20, help="at most this many games per kind")
    ap.add_argument("--seconds", type=float, default=20, help="at most this long per kind")
    ap.add_argument("--players", type=int, default=4)
    ap.add_argument("--round-cap", type=int, default=200)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    load_before = [round(x, 2) for x in os.getloadavg()]
    rnd = random_games(args.games, args.seconds, args.players, args.round_cap, args.seed)
    print(f"load average before: {load_before}")
    print(f"random play: {rnd['games']} games in {rnd['seconds']} s = {rnd['games_per_s']} games/s "
          f"({rnd['cpu_games_per_s']}/s in CPU time), "
          f"{rnd['actions_per_s']} actions/s ({rnd['ended_by_rules']} ended by the rules, the rest at "
          f"round {args.round_cap}); apply p50 {rnd['apply_p50_us']} us, max {rnd['apply_max_ms']} ms")
    bots = bot_games(args.games, args.seconds, args.players, args.round_cap, args.seed)
    if bots is None:
        print("normale bots: billionaire.bots / billionaire.simulate not present")
    else:
        print(f"normale bots: {bots['games']} games in {bots['seconds']} s = {bots['games_per_s']} "
              f"games/s ({bots['cpu_games_per_s']}/s in CPU time), {bots['actions_per_s']} actions/s, {bots['ended_by_rules']} ended by the rules, "
              f"median {bots['median_rounds']} rounds; bot decision mean {bots['bot_decision_mean_ms']} ms, "
              f"max {bots['bot_decision_max_ms']} ms")
    load_after = [round(x, 2) for x in os.getloadavg()]
    print(f"load average after: {load_after}")
    json_line({"bench": "engine_speed", "players": args.players, "round_cap": args.round_cap,
               "load_before": load_before, "load_after": load_after, "random": rnd, "normale_bots": bots})


if __name__ == "__main__":
    main()
