"""What each screen may know. The monitor gets `public_view`; a phone gets `private_view(seat)`,
which adds that seat's secret only: the Telex it holds (and its ledger and choices). The
chronicle never names a held Telex; a revealed one is public (`last_telex`)."""
from __future__ import annotations

from ..away import away_view
from . import track
from .rules.money import majorities, ranking, target_of, worth
from .rules.vote import votes_needed
from .tables import TYPES
from .texts import words

CHRONICLE_TAIL = 30


def _player_public(state, p, w) -> dict:
    return {
        "seat": p.seat, "label": p.label, "name": p.name, "bot": p.bot, "level": p.level,
        "stand_in": p.stand_in, "color": p.color, "cash": p.cash, "shares": dict(p.shares),
        "share_count": p.share_count, "majorities": majorities(p), "pos": p.pos,
        "pos_name": w.space(p.pos) if p.pos is not None else None, "tessere": p.tessere,
        "has_telex": p.telex is not None, "loan": p.loan, "credit_card": not p.loan,
        "withdrawn": p.withdrawn, "penalty": p.penalty, "target": target_of(state, p),
        "worth": worth(state, p), "vote": p.vote,
    }


def public_view(game, lang: str = "it") -> dict:
    state = game.state
    w = words(lang, state.players)
    humans = [p for p in state.players if not p.bot]
    events = state.chronicle[-CHRONICLE_TAIL:]
    last = state.last_telex
    view = {
        "game": "alta_finanza", "lang": w.lang, "round": state.round, "current_seat": state.current,
        "phase": state.phase, "phase_text": w.say("phase:" + state.phase), "counter": state.counter,
        "over": state.phase == "over", "target": state.target,
        "players": [_player_public(state, p, w) for p in state.players],
        "quotations": {t: {"quote": state.quotes[t], "bank": state.bank[t], "crack": state.quotes[t] == 0,
                           "name": w.say("type:" + t)} for t in TYPES},
        "track": [{"index": s.index, "kind": s.kind, "limit": s.limit, "side": s.side, "name": w.space(s.index)}
                  for s in track.TRACK],
        "telex_in_holder": len(state.deck), "tessere_in_holder": state.tessere,
        "dice": list(state.turn.dice),
        "last_telex": None if last is None else {**last, "text": w.telex(last["id"])},
        "events": events, "chronicle": [w.event(e) for e in events],
        "votes": {"yes": sum(p.vote for p in humans), "humans": len(humans), "needed": votes_needed(len(humans))},
        "winner": state.winner, "end_reason": state.end_reason,
    }
    if view["over"]:
        view["ranking"] = [{"seat": s, "worth": worth(state, state.player(s))} for s in ranking(state)]
    return view


def private_view(game, seat: int, lang: str = "it") -> dict:
    state = game.state
    w = words(lang, state.players)
    p = state.player(seat)
    view = public_view(game, lang)
    view.update({
        "seat": seat, "decision": game.decision_for(seat),
        "telex": None if p.telex is None else {"id": p.telex, "text": w.telex(p.telex)},
        "ledger_entries": [list(e) for e in p.ledger[-20:]],
        "ledger": [(d, w.cash(c, params)) for d, c, params in p.ledger[-20:]],
        "away": away_view(state.chronicle, seat, w.event),   # what a bot played for this seat
        "stand_in": p.stand_in,
        # a bot plays the seat for now: its phone shows the seat, decides nothing
        "choices": [] if p.stand_in else [{"action": c.action(), "label": w.choice(c), "confirm": c.confirm,
                                           "auto": c.auto, "amount": c.amount} for c in game.choices(seat)],
    })
    return view
