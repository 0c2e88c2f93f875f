"""Phrases that more than one screen says, written once so that the monitor and the phones say
the same thing about the same figure (the vote count, who is awaited)."""
from __future__ import annotations

from typing import Any


def who(pub: dict, seat: Any) -> str:
    """A player as every screen names them: 'G2 Bruno'."""
    for p in pub.get("players", []):
        if p.get("seat") == seat:
            return f"{p['label']} {p['name']}"
    return f"G{seat}"


def names(pub: dict, seats: list) -> str:
    """'G2 Bruno', 'G2 Bruno e G3 Carla', 'G2 Bruno, G3 Carla e G4 Dario'."""
    said = [who(pub, s) for s in seats]
    if len(said) < 2:
        return "".join(said)
    return ", ".join(said[:-1]) + " e " + said[-1]


def votes_text(votes: dict) -> str:
    """The vote count, the same on the monitor and on the phones."""
    yes, humans, needed = votes.get("yes", 0), votes.get("humans", 0), votes.get("needed", 1)
    return (f"Voto per finire: {yes} sì su {humans} {'umano' if humans == 1 else 'umani'}, "
            f"ne {'serve' if needed == 1 else 'servono'} {needed}.")


def waiting_bids_text(pub: dict) -> str:
    """Who the room waits for during the sealed bids of a lost lawsuit, or ''."""
    seats = pub.get("waiting_bids") or []
    if not seats:
        return ""
    return (f"Si aspetta l'offerta di {names(pub, seats)}." if len(seats) == 1
            else f"Si aspettano le offerte di {names(pub, seats)}.")


def objective_progress(goal: dict, won: bool = False) -> str:
    """How far a player got with their objective, as the ranking says it: '2 punti su 3'."""
    items = goal.get("items") or []
    done = sum(1 for i in items if i.get("done"))
    if won:
        return "raggiunto"
    if goal.get("done"):
        return "completo, mancavano solo le tasse"
    return f"{done} {'punto' if done == 1 else 'punti'} su {len(items)}"
