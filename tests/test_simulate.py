"""The headless simulator: its JSON line and its reproducibility."""
from __future__ import annotations

import json

from billionaire import simulate

KEYS = {"games", "seconds", "games_per_s", "turns_per_s", "median_rounds", "p90_rounds", "end_reasons",
        "wins_by_objective", "wins_by_level"}
TIMING = {"seconds", "games_per_s", "turns_per_s", "actions_per_s", "bot_share", "bot_ms_per_decision",
          "slowest_decision_ms", "jobs"}


def _run(capsys, *args: str) -> dict:
    simulate.main(list(args) + ["--quiet"])
    out = capsys.readouterr().out.strip().splitlines()
    assert len(out) > 3, "a readable summary comes before the JSON line"
    return json.loads(out[-1])


def _stable(summary: dict) -> dict:
    return {k: v for k, v in summary.items() if k not in TIMING}


def test_json_line_has_the_keys(capsys):
    s = _run(capsys, "--games", "3", "--players", "3", "--seed", "5")
    assert KEYS <= set(s)
    assert s["games"] == 3
    assert sum(s["end_reasons"].values()) == 3
    assert set(s["wins_by_objective"]) and all(set(v) == {"wins", "dealt"} for v in s["wins_by_objective"].values())
    assert sum(v["dealt"] for v in s["wins_by_objective"].values()) == 9
    assert s["wins_by_level"]["normale"]["seats"] == 9


def test_same_seed_same_results_also_with_jobs(capsys):
    a = _run(capsys, "--games", "4", "--players", "2", "--seed", "7", "--levels", "normale,facile")
    b = _run(capsys, "--games", "4", "--players", "2", "--seed", "7", "--levels", "normale,facile")
    c = _run(capsys, "--games", "4", "--players", "2", "--seed", "7", "--levels", "normale,facile", "--jobs", "2")
    assert _stable(a) == _stable(b) == _stable(c)
    assert set(a["wins_by_level"]) == {"normale", "facile"}
    d = _run(capsys, "--games", "4", "--players", "2", "--seed", "8", "--levels", "normale,facile")
    assert _stable(d) != _stable(a)


def test_round_cap_is_reported(capsys):
    s = _run(capsys, "--games", "2", "--players", "4", "--seed", "1", "--round-cap", "2")
    assert s["end_reasons"] == {"round_cap": 2}
    assert s["median_rounds"] == 2


def test_levels_rotate_over_the_seats():
    assert simulate.seat_levels(["normale", "facile"], 4, 0) == ["normale", "facile", "normale", "facile"]
    assert simulate.seat_levels(["normale", "facile"], 4, 1) == ["facile", "normale", "facile", "normale"]
    assert simulate.seat_levels(["facile"], 3, 5) == ["facile"] * 3
