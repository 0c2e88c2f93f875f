"""Phrases that more than one screen says, written once so that the monitor and the phones say
the same thing about the same figure (the vote count, who is awaited)."""
from __future__ import annotations

from typing import Any

from pages.lang import tr


def who(pub: dict, seat: Any) -> str:
    """A player as every screen names them: 'G2 Bruno'."""
    for p in pub.get("players", []):
        if p.get("seat") == seat:
            return f"{p['label']} {p['name']}"
    return f"G{seat}"


def names(pub: dict, seats: list, lang: str = "it") -> str:
    """'G2 Bruno', 'G2 Bruno e G3 Carla', 'G2 Bruno, G3 Carla e G4 Dario' ('... and ...')."""
    said = [who(pub, s) for s in seats]
    if len(said) < 2:
        return "".join(said)
    return tr("{first} e {last}", lang).format(first=", ".join(said[:-1]), last=said[-1])


def votes_text(votes: dict, lang: str = "it") -> str:
    """The vote count, the same on the monitor and on the phones."""
    yes, humans, needed = votes.get("yes", 0), votes.get("humans", 0), votes.get("needed", 1)
    count = tr("Voto per finire: {yes} sì su {humans} umano" if humans == 1
               else "Voto per finire: {yes} sì su {humans} umani", lang).format(yes=yes, humans=humans)
    need = tr("ne serve {needed}." if needed == 1 else "ne servono {needed}.", lang).format(needed=needed)
    return f"{count}, {need}"


def waiting_bids_text(pub: dict, lang: str = "it") -> str:
    """Who the room waits for during the sealed bids of a lost lawsuit, or ''."""
    seats = pub.get("waiting_bids") or []
    if not seats:
        return ""
    return tr("Si aspetta l'offerta di {names}." if len(seats) == 1
              else "Si aspettano le offerte di {names}.", lang).format(names=names(pub, seats, lang))


def objective_progress(goal: dict, won: bool = False, lang: str = "it") -> str:
    """How far a player got with their objective, as the ranking says it: '2 punti su 3'."""
    items = goal.get("items") or []
    done = sum(1 for i in items if i.get("done"))
    if won:
        return tr("raggiunto", lang)
    if goal.get("done"):
        return tr("completo, mancavano solo le tasse", lang)
    return tr("{done} punto su {total}" if done == 1 else "{done} punti su {total}", lang) \
        .format(done=done, total=len(items))
