"""The key moments of a finished game, found in its history (`billionaire.history`), for the
debrief: a few facts a teacher can discuss, each true of that game by construction.

`key_moments(history)` returns up to six moments as data, `{"k": kind, ...}`, in the order of the
game (words: `billionaire.texts`, keys `moment:<kind>`). The kinds:

- `lead`: who took the lead in net worth for good, and in which round;
- `price_swing`: the largest move of one resource's price within one round (two levels or more),
  its causes, and what it did to the kg of the player who held most of it;
- `debt`: the longest run of rounds a player ended in debt (two or more), and its deepest point;
- `tolls`: the building that earned its owner most in stop fees and tolls (twice or more);
- `windfall`: the largest single sum anyone received (a sale, a win, a treasure...);
- `top_income`: where the winner's money came from most (a money category).

A moment whose moves a bot played for a human's seat (`History.stand_ins`: the card drawn, the
sum received, the rounds in debt, the income) carries `bot`: `{"seat", "all"}`
(`billionaire.away.bot_mark`; said by `away.say_moment`), so the debrief does not credit the
student with what the bot did.
"""
from __future__ import annotations

from .away import by_action, by_entries
from .history import History, Point
from .tables import PRICE_LADDER, RESOURCES

MAX_MOMENTS = 6
TOLL_CATEGORIES = ("stop_fee", "toll")


def _leader(point: Point) -> int:
    """The net-worth leader at a point (ties: the lowest seat, as the final ranking does)."""
    return min(point.players, key=lambda p: (-p.net_worth, p.seat)).seat


def _lead(h: History) -> dict | None:
    points = h.points
    if len(points) < 2:
        return None
    final = _leader(points[-1])
    since = len(points) - 1
    while since > 1 and _leader(points[since - 1]) == final:
        since -= 1      # points[0] is the start, where everyone has the same: not a lead
    return {"k": "lead", "seat": final, "round": points[since].round,
            "net_worth": points[-1].player(final).net_worth}


def _price_swing(h: History) -> dict | None:
    best = None
    for k in range(1, len(h.points)):
        before, after = h.points[k - 1], h.points[k]
        for res in RESOURCES:
            delta = after.prices[res] - before.prices[res]
            if abs(delta) < 2 or (best is not None and abs(delta) <= abs(best[0])):
                continue
            best = (delta, k, res)
    if best is None:
        return None
    delta, k, res = best
    before, after = h.points[k - 1], h.points[k]
    old, new = PRICE_LADDER[res][before.prices[res] - 1], PRICE_LADDER[res][after.prices[res] - 1]
    found = [m for m in h.price_moves if m.resource == res and before.action <= m.action < after.action]
    causes = [{"cause": m.cause, "seat": m.seat, "card": m.card} for m in found]
    drawn = [m for m in found if m.seat is not None]
    held = {p.seat: sum(p.kg[w].get(res, 0) for w in p.kg) for p in before.players}
    holder = min(held, key=lambda s: (-held[s], s))
    out = {"k": "price_swing", "round": after.round, "res": res, "old": old, "new": new,
           "causes": causes, "seat": None, "kg": 0, "value": 0}
    if held[holder]:
        out.update(seat=holder, kg=held[holder], value=held[holder] * (new - old))
    if not drawn:
        return out
    return by_action(out, h.stand_ins, drawn[0].seat, [m.action for m in drawn if m.seat == drawn[0].seat])


def _debt(h: History) -> dict | None:
    best = None
    for seat in h.seats():
        run: list[Point] = []
        for pt in h.points[1:]:
            if pt.player(seat).debt > 0:
                run.append(pt)
                if len(run) >= 2 and (best is None or len(run) > len(best[1])):
                    best = (seat, list(run))
            else:
                run = []
    if best is None:
        return None
    seat, run = best
    out = {"k": "debt", "seat": seat, "rounds": len(run), "first": run[0].round, "last": run[-1].round,
           "deepest": max(pt.player(seat).debt for pt in run)}
    start = h.points[h.points.index(run[0]) - 1].action       # the actions that led to the run
    spells = h.stand_ins.get(seat, ())
    if any(s.overlaps(start, run[-1].action) for s in spells):
        out["bot"] = {"seat": seat, "all": any(s.holds(start, run[-1].action) for s in spells)}
    return out


def _tolls(h: History) -> dict | None:
    earned: dict[tuple[int, str], list[int]] = {}
    for seat, entries in h.ledgers.items():
        for amount, category, params in entries:
            if category in TOLL_CATEGORIES and amount > 0 and params.get("space"):
                earned.setdefault((seat, params["space"]), []).append(amount)
    earned = {k: v for k, v in earned.items() if len(v) >= 2}   # once is luck, not a story
    if not earned:
        return None
    (seat, space), amounts = min(earned.items(), key=lambda kv: (-sum(kv[1]), kv[0]))
    return {"k": "tolls", "seat": seat, "space": space, "amount": sum(amounts), "times": len(amounts)}


def _round_of(h: History, seat: int, index: int) -> int:
    """The round in which the seat's ledger entry number `index` was written."""
    for pt in h.points:
        if index < pt.player(seat).entries:
            return pt.round
    return h.points[-1].round


def _windfall(h: History) -> dict | None:
    best = None
    for seat, entries in h.ledgers.items():
        for i, (amount, category, _params) in enumerate(entries):
            if amount > 0 and (best is None or amount > best[0]):
                best = (amount, seat, category, i)
    if best is None:
        return None
    amount, seat, category, i = best
    out = {"k": "windfall", "seat": seat, "amount": amount, "category": category,
           "round": _round_of(h, seat, i)}
    return by_entries(out, h.stand_ins, seat, [i])


def _top_income(h: History) -> dict | None:
    seat = h.winner if h.winner is not None else _leader(h.points[-1])
    income = {c: i for c, (i, _s) in h.flows(seat).items() if i > 0}
    if not income:
        return None
    category = min(income, key=lambda c: (-income[c], c))
    total = sum(income.values())
    out = {"k": "top_income", "seat": seat, "category": category, "amount": income[category],
           "share": round(100 * income[category] / total)}
    return by_entries(out, h.stand_ins, seat, [j for j, (a, c, _p) in enumerate(h.ledgers[seat]) if a > 0 and c == category])


FINDERS = (_lead, _price_swing, _debt, _tolls, _windfall, _top_income)


def key_moments(h: History) -> list[dict]:
    """Up to `MAX_MOMENTS` moments, each a fact of the game, in the order of the game (a moment
    without a round, such as where the winner's money came from, last)."""
    found = [m for m in (finder(h) for finder in FINDERS) if m is not None]
    found.sort(key=lambda m: m.get("round", m.get("first", 10 ** 6)))
    return found[:MAX_MOMENTS]
