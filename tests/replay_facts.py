"""What a player can notice about a game at one moment, as plain data read from the views
(no text): the facts that fixture logs recorded with an earlier version must still give.
Used by `tests/test_replay_fixtures.py` and `scripts/record_replay_fixtures.py` (no tests here)."""
from __future__ import annotations

import hashlib
import json


def facts(game) -> dict:
    pub = game.public_view()
    players = []
    for p in pub["players"]:
        mine = game.private_view(p["seat"])
        players.append({
            "seat": p["seat"], "cash": p["cash"], "board": p["board"], "pos": p["pos"],
            "licences": sorted(p["licences"]), "rights": dict(sorted(p["rights"].items())),
            "carried": dict(sorted(p["carried"].items())), "vote": p["vote"],
            "buildings": sorted(p["buildings"]), "airports": sorted(p["airports"]),
            "depots": {k: dict(sorted(v.items())) for k, v in sorted(mine["depots"].items())},
            "bonus": sorted(b["id"] for b in mine["bonus"]),
        })
    return {
        "round": pub["round"], "current": pub["current_seat"], "phase": pub["phase"],
        "winner": pub["winner"], "end": pub["end_reason"], "players": players,
        "prices": {r: v["level"] for r, v in sorted(pub["prices"].items())},
        "buildings": {k: [v["owner"], v["sales"], v["last_price"]] for k, v in sorted(pub["buildings"].items())},
        "airports": {k: [v["owner"], v["sales"], v["last_price"]] for k, v in sorted(pub["airports"].items())},
        "vehicles": [[v["id"], v["owner"], v["kind"], v["continent"], v["remaining"], v["kg"]]
                     for v in pub["vehicles"]],
        "dice": list(pub["dice"]),
    }


def digest(game) -> str:
    raw = json.dumps(facts(game), sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(raw.encode()).hexdigest()[:10]
