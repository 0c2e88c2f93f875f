"""`python -m billionaire.play`: deterministic output ending with a JSON summary."""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
CMD = [sys.executable, "-m", "billionaire.play", "--seed", "5", "--players", "4", "--turns", "40"]


def run(cmd=CMD) -> str:
    proc = subprocess.run(cmd, cwd=REPO, capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr
    return proc.stdout


def test_same_seed_same_output_and_json_summary():
    first, second = run(), run()
    assert first == second
    summary = json.loads(first.strip().splitlines()[-1])
    assert {"seed", "turns", "actions", "state_hash", "cash", "net_worth"} <= set(summary)
    assert summary["seed"] == 5 and summary["turns"] == 40 and summary["actions"] > 40
    assert set(summary["cash"]) == set(summary["net_worth"]) == {"G1", "G2", "G3", "G4"}
    assert len(first.strip().splitlines()) > 1            # the chronicle comes first


def test_summary_matches_the_engine_in_process():
    import random

    from billionaire.engine import Game, SeatSpec, replay
    from billionaire.randomplay import play_turns
    game = Game.new(5, [SeatSpec(f"Giocatore {i + 1}") for i in range(4)])
    actions = play_turns(game, 40, random.Random(5))
    summary = json.loads(run().strip().splitlines()[-1])
    assert summary["state_hash"] == game.state_hash() and summary["actions"] == actions
    assert replay(game.setup, game.log).state_hash() == game.state_hash()


def test_other_seeds_differ():
    other = run(CMD[:4] + ["6"] + CMD[5:])
    assert json.loads(other.strip().splitlines()[-1])["state_hash"] != json.loads(run().strip().splitlines()[-1])["state_hash"]
