"""What each screen may know. The monitor gets `public_view`; a phone gets `private_view(seat)`,
which adds that seat's secrets only (objective, bonus cards, ledger, its own sealed bid)."""
from __future__ import annotations

from dataclasses import asdict

from .cards import CARD_BY_ID
from .economy import (MINE_CONTINENT, MINE_RESOURCE, net_worth, net_worth_parts, objective_progress,
                      owned_airports, owned_buildings, ranking)
from .money import signed
from .objectives import OBJECTIVE_BY_ID
from .rules import silent_bidders, space_name, votes_needed
from .tables import PRICE_LADDER, RESOURCE_IT, RESOURCES

PHASE_IT = {"mine": "è in miniera", "move": "si sposta", "path": "sceglie dove andare",
            "space": "sceglie cosa fare", "preempt": "decide sulla prelazione", "bids": "offerte segrete",
            "accept": "sceglie un'offerta", "over": "partita finita"}


def _player_public(game, p) -> dict:
    state = game.state
    return {
        "seat": p.seat, "label": p.label, "name": p.name, "bot": p.bot, "level": p.level,
        "color": p.color, "cash": p.cash, "board": p.board, "pos": p.pos, "pos_name": space_name(p.pos),
        "net_worth": net_worth(state, p.seat), "vote": p.vote, "bonus_count": len(p.bonus),
        "licences": list(p.licences), "rights": dict(p.rights),
        "buildings": [sid for sid, pr in state.buildings.items() if pr.owner == p.seat],
        "airports": owned_airports(state, p.seat),
        "carried": dict(p.carried),
    }


def public_view(game) -> dict:
    state = game.state
    humans = [p for p in state.players if not p.bot]
    view = {
        "round": state.round, "current_seat": state.current, "phase": state.phase,
        "phase_it": PHASE_IT[state.phase], "counter": state.counter, "over": state.phase == "over",
        "players": [_player_public(game, p) for p in state.players],
        "prices": {r: {"level": state.prices[r], "price": PRICE_LADDER[r][state.prices[r] - 1],
                       "ladder": list(PRICE_LADDER[r]), "name": RESOURCE_IT[r]} for r in RESOURCES},
        "buildings": {sid: asdict(p) for sid, p in state.buildings.items()},
        "airports": {sid: asdict(p) for sid, p in state.airports.items()},
        "vehicles": [{"id": v.id, "owner": v.owner, "kind": v.kind, "continent": v.continent,
                      "remaining": max(0, v.remaining), "total": v.total, "kg": sum(v.cargo.values())}
                     for v in state.vehicles],
        "last_card": state.last_card,
        "chronicle": state.chronicle[-30:],
        "dice": list(state.turn.dice),
        "destinations": [{"number": d["number"], "target": d["target"], "toll": d["toll"]}
                         for d in state.turn.destinations] if state.phase == "path" else [],
        "votes": {"yes": sum(p.vote for p in humans), "humans": len(humans),
                  "needed": votes_needed(len(humans))},
        "bidders_done": sorted(state.turn.bids) if state.phase in ("bids", "accept") else [],
        "waiting_bids": silent_bidders(state),
        "winner": state.winner, "end_reason": state.end_reason,
        "mine_holders": _mine_holders(state),
    }
    if state.phase == "over":   # the end tells all: every objective, and how far each got
        view["ranking"] = [{"seat": s, "label": f"G{s}", "name": state.player(s).name,
                            "net_worth": net_worth(state, s), "parts": net_worth_parts(state, s),
                            "objective": _objective(state, s)}
                           for s in ranking(state)]
    return view


def _objective(state, seat: int) -> dict:
    """A seat's objective with done/missing items: private while the game runs."""
    objective = OBJECTIVE_BY_ID[state.player(seat).objective]
    items = objective_progress(state, seat)
    return {"id": objective.id, "text": objective.text, "tax": objective.tax,
            "items": [{"text": t, "done": d} for t, d in items], "done": all(d for _, d in items)}


def _mine_holders(state) -> dict[str, list[dict]]:
    """Mine space id -> every holder with their kg: public, as the Zoom shows it."""
    out: dict[str, list[dict]] = {}
    for p in state.players:
        for mine, kg in p.rights.items():
            out.setdefault(mine, []).append({"seat": p.seat, "kg": kg, "color": p.color})
    return out


def private_view(game, seat: int) -> dict:
    state = game.state
    p = state.player(seat)
    own_bid = state.turn.bids.get(seat) if state.phase in ("bids", "accept") else None
    bids_for_me = []
    if state.phase == "accept" and seat == state.current:
        bids_for_me = [{"bidder": b, "target": t[0], "amount": t[1]} for b, t in state.turn.bids.items() if t]
    return {
        "seat": seat, "label": p.label, "name": p.name, "color": p.color, "cash": p.cash,
        "decision": game.decision_for(seat), "my_turn": state.current == seat,
        "objective": _objective(state, seat),
        "licences": list(p.licences),
        "rights": [{"mine": m, "name": space_name(m), "resource": MINE_RESOURCE[m],
                    "continent": MINE_CONTINENT[m], "kg": kg} for m, kg in p.rights.items()],
        "carried": dict(p.carried),
        "depots": {k: dict(v) for k, v in p.depots.items()},
        "vehicles": [{"kind": v.kind, "continent": v.continent, "remaining": max(0, v.remaining),
                      "cargo": dict(v.cargo)} for v in state.vehicles if v.owner == seat],
        "bonus": [{"id": c, "text": CARD_BY_ID[c].text} for c in p.bonus],
        "ledger": [f"{signed(a)} {r}" if a else r[:1].upper() + r[1:] for a, r in p.ledger[-6:]][::-1],
        "notices": [dict(n) for n in p.notices],
        "buildings": owned_buildings(state, seat),
        "own_bid": {"target": own_bid[0], "amount": own_bid[1]} if own_bid else None,
        "bids_for_me": bids_for_me,
        "vote": p.vote,
        "net_worth": net_worth(state, seat),
        "choices": game.choices(seat),
    }
