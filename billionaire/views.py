"""What each screen may know. The monitor gets `public_view`; a phone gets `private_view(seat)`,
which adds that seat's secrets only (objective, bonus cards, ledger, its own sealed bid).

A view is in one language (`lang`): the engine's data (events, ledger entries, card effects,
objective requirements) put into words by `billionaire.texts`. The data stays in the view too
(`events`, `ledger_entries`) for screens that compute on it."""
from __future__ import annotations

from dataclasses import asdict

from .away import away_view
from .cards import CARD_BY_ID
from .rules.money import (MINE_CONTINENT, MINE_RESOURCE, net_worth, net_worth_parts, objective_progress,
                      owned_airports, owned_buildings, ranking)
from .rules.objectives import OBJECTIVE_BY_ID
from .rules import silent_bidders, votes_needed
from .tables import PRICE_LADDER, RESOURCES
from .texts import Words, words as words_for

CHRONICLE_TAIL = 30


def game_words(game, lang: str) -> Words:
    """The words of a game's screens in `lang`, its players named 'G1 Anna'."""
    return words_for(lang, game.state.players)


def card_panel(card: dict | None, w: Words) -> dict | None:
    """The last card as the monitor shows it: its text and one line per effect, in words."""
    if card is None:
        return None
    text = w.say("card:hidden_bonus") if card["id"] == "bonus" else w.card(CARD_BY_ID[card["id"]])
    return {**card, "text": text, "effects": [w.effect(e) for e in card["effects"]]}


def _player_public(game, p, w: Words) -> dict:
    state = game.state
    return {
        "seat": p.seat, "label": p.label, "name": p.name, "bot": p.bot, "stand_in": p.stand_in, "level": p.level,
        "color": p.color, "cash": p.cash, "board": p.board, "pos": p.pos, "pos_name": w.space(p.pos),
        "net_worth": net_worth(state, p.seat), "vote": p.vote, "bonus_count": len(p.bonus),
        "licences": list(p.licences), "rights": dict(p.rights),
        "buildings": [sid for sid, pr in state.buildings.items() if pr.owner == p.seat],
        "airports": owned_airports(state, p.seat),
        "carried": dict(p.carried),
    }


def public_view(game, lang: str = "it") -> dict:
    state = game.state
    w = game_words(game, lang)
    humans = [p for p in state.players if not p.bot]
    events = state.chronicle[-CHRONICLE_TAIL:]
    view = {
        "lang": w.lang,
        "round": state.round, "current_seat": state.current, "phase": state.phase,
        "phase_text": w.say("phase:" + state.phase), "counter": state.counter, "over": state.phase == "over",
        "players": [_player_public(game, p, w) for p in state.players],
        "prices": {r: {"level": state.prices[r], "price": PRICE_LADDER[r][state.prices[r] - 1],
                       "ladder": list(PRICE_LADDER[r]), "name": w.resource(r)} for r in RESOURCES},
        "buildings": {sid: asdict(p) for sid, p in state.buildings.items()},
        "airports": {sid: asdict(p) for sid, p in state.airports.items()},
        "vehicles": [{"id": v.id, "owner": v.owner, "kind": v.kind, "continent": v.continent,
                      "remaining": max(0, v.remaining), "total": v.total, "kg": sum(v.cargo.values())}
                     for v in state.vehicles],
        "last_card": card_panel(state.last_card, w),
        "chronicle": [w.event(e) for e in events],
        "chronicle_size": len(state.chronicle),
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
                            "objective": _objective(state, s, w)}
                           for s in ranking(state)]
    return view


def _objective(state, seat: int, w: Words) -> dict:
    """A seat's objective with done/missing items: private while the game runs."""
    objective = OBJECTIVE_BY_ID[state.player(seat).objective]
    items = objective_progress(state, seat)
    return {"id": objective.id, "text": w.say("objective:" + objective.id), "tax": objective.tax,
            "items": [{"text": w.need(need), "done": d, "need": need} for need, d in items],
            "done": all(d for _, d in items)}


def ledger_lines(entries: list, w: Words) -> list[str]:
    """Newest first: '-400 $ sosta Pizza (a G2 Bruno)'; a line without money starts with a capital."""
    out = []
    for delta, category, params in entries[::-1]:
        reason = w.cash(category, params)
        out.append(f"{w.signed(delta)} {reason}" if delta else reason[:1].upper() + reason[1:])
    return out


def _mine_holders(state) -> dict[str, list[dict]]:
    """Mine space id -> every holder with their kg: public, as the Zoom shows it."""
    out: dict[str, list[dict]] = {}
    for p in state.players:
        for mine, kg in p.rights.items():
            out.setdefault(mine, []).append({"seat": p.seat, "kg": kg, "color": p.color})
    return out


def private_view(game, seat: int, lang: str = "it") -> dict:
    state = game.state
    w = game_words(game, lang)
    p = state.player(seat)
    own_bid = state.turn.bids.get(seat) if state.phase in ("bids", "accept") else None
    bids_for_me = []
    if state.phase == "accept" and seat == state.current:
        bids_for_me = [{"bidder": b, "target": t[0], "amount": t[1]} for b, t in state.turn.bids.items() if t]
    return {
        "seat": seat, "label": p.label, "name": p.name, "color": p.color, "cash": p.cash,
        "decision": game.decision_for(seat), "my_turn": state.current == seat,
        "lang": w.lang,
        "objective": _objective(state, seat, w),
        "licences": list(p.licences),
        "rights": [{"mine": m, "name": w.space(m), "resource": MINE_RESOURCE[m],
                    "continent": MINE_CONTINENT[m], "kg": kg} for m, kg in p.rights.items()],
        "carried": dict(p.carried),
        "depots": {k: dict(v) for k, v in p.depots.items()},
        "vehicles": [{"kind": v.kind, "continent": v.continent, "remaining": max(0, v.remaining),
                      "cargo": dict(v.cargo)} for v in state.vehicles if v.owner == seat],
        "bonus": [{"id": c, "text": w.card(CARD_BY_ID[c])} for c in p.bonus],
        "ledger": ledger_lines(p.ledger[-6:], w),
        "ledger_entries": [(a, c, dict(pr)) for a, c, pr in p.ledger[-6:]],
        "notices": [dict(n) for n in p.notices],
        "buildings": owned_buildings(state, seat),
        "own_bid": {"target": own_bid[0], "amount": own_bid[1]} if own_bid else None,
        "bids_for_me": bids_for_me,
        "vote": p.vote,
        "net_worth": net_worth(state, seat),
        "stand_in": p.stand_in,
        "away": away_view(state.chronicle, seat, w.event),   # what a bot played for this seat
        # a bot plays the seat for now: its phone shows the seat, decides nothing
        "choices": [] if p.stand_in else game.choices(seat),
    }
