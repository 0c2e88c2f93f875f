"""The key moments of an Alta Finanza game, found in its history (`.history`), for the debrief:
a few facts a teacher can discuss, each true of that game by construction (docs/rules-decisions.md).

`key_moments(history)` returns up to six moments as data, `{"k": kind, ...}`, in the order of the
game (words: `.texts`, keys `moment:<kind>`). The kinds:

- `lead` (`_beaten`): who took the lead in worth for good, in which round, how often the lead
  changed, and (`_beaten`) the winner when it is someone else (the win is the target in cash);
- `quote_swing` (`_trade`, `_telex`): the largest single move of a quotation by a trade or a
  Telex, and who made it;
- `crack` (`_telex`): the first Crack, the quotation it wiped out and the Telex that caused it;
- `telex_prize`: the largest prize a Telex paid, and to whom;
- `loan` (`_repaid`): the first loan taken, and when (if ever) it was repaid;
- `top_income`: where the winner's money came from most (a money cause).

A moment whose moves a bot played for a human's seat (`History.stand_ins`: the trade, the Telex
revealed, the prize, the loan, the income) carries `bot`: `{"seat", "all"}`
(`billionaire.away.bot_mark`, said by `away.say_moment`), as Billionaire's moments do.
"""
from __future__ import annotations

from ..away import by_action, by_entries
from .history import History, Point

MAX_MOMENTS = 6


def _leader(point: Point) -> int:
    """The worth leader at a point (ties: the lowest seat)."""
    return min(point.players, key=lambda p: (-p.worth, p.seat)).seat


def _lead(h: History) -> dict | None:
    points = h.points[1:]        # points[0] is the start, where everyone has the same
    if not points:
        return None
    leaders = [_leader(pt) for pt in points]
    final = leaders[-1]
    since = len(leaders) - 1
    while since > 0 and leaders[since - 1] == final:
        since -= 1
    changes = sum(a != b for a, b in zip(leaders, leaders[1:]))
    out = {"k": "lead", "seat": final, "round": points[since].round, "changes": changes,
           "worth": points[-1].player(final).worth}
    if h.winner is not None and h.winner != final:   # the win is the target in cash, not worth
        out.update(k="lead_beaten", winner=h.winner)
    return out


def _quote_swing(h: History) -> dict | None:
    moves = [m for m in h.quote_moves if m.cause in ("trade", "telex")]
    if not moves:
        return None
    m = max(moves, key=lambda m: (abs(m.new - m.old), -m.action))   # the first of the largest
    kind = "quote_swing" if m.seat is None else f"quote_swing_{m.cause}"
    out = {"k": kind, "round": m.round, "type": m.type, "old": m.old, "new": m.new, "seat": m.seat,
           "telex": m.telex}
    return by_action(out, h.stand_ins, m.seat, [m.action])


def _crack(h: History) -> dict | None:
    m = next((m for m in h.quote_moves if m.cause == "crack"), None)
    if m is None:
        return None
    out = {"k": "crack", "round": m.round, "type": m.type, "old": m.old}
    if m.seat is not None and m.telex:
        out.update(k="crack_telex", seat=m.seat, telex=m.telex)
        return by_action(out, h.stand_ins, m.seat, [m.action])
    return out


def _telex_prize(h: History) -> dict | None:
    best = None
    for seat, entries in sorted(h.ledgers.items()):
        for i, (amount, cause, params) in enumerate(entries):
            if cause == "prize" and params.get("card") and (best is None or amount > best[0]):
                best = (amount, seat, params["card"], i)
    if best is None:
        return None
    amount, seat, card, i = best
    out = {"k": "telex_prize", "seat": seat, "amount": amount, "telex": card, "round": h.round_of(seat, i)}
    return by_entries(out, h.stand_ins, seat, [i])


def _loan(h: History) -> dict | None:
    first = None
    for seat, entries in sorted(h.ledgers.items()):
        for i, (amount, cause, _params) in enumerate(entries):
            if cause == "loan":
                found = (h.round_of(seat, i), seat, i, amount)
                first = found if first is None or found[:1] < first[:1] else first
                break
    if first is None:
        return None
    round_, seat, i, amount = first
    back = next((j for j, (_a, cause, _p) in enumerate(h.ledgers[seat]) if j > i and cause == "repayment"), None)
    out = {"k": "loan", "seat": seat, "amount": amount, "round": round_}
    if back is not None:
        out.update(k="loan_repaid", repaid=h.round_of(seat, back))
    return by_entries(out, h.stand_ins, seat, [i] if back is None else [i, back])


def _top_income(h: History) -> dict | None:
    seat = h.winner if h.winner is not None else _leader(h.points[-1])
    income: dict[str, int] = {}
    for amount, cause, _params in h.ledgers.get(seat, []):
        if amount > 0:
            income[cause] = income.get(cause, 0) + amount
    if not income:
        return None
    cause = min(income, key=lambda c: (-income[c], c))
    out = {"k": "top_income", "seat": seat, "cause": cause, "amount": income[cause],
           "share": round(100 * income[cause] / sum(income.values()))}
    return by_entries(out, h.stand_ins, seat, [j for j, (a, c, _p) in enumerate(h.ledgers.get(seat, [])) if a > 0 and c == cause])


FINDERS = (_lead, _quote_swing, _crack, _telex_prize, _loan, _top_income)


def key_moments(h: History) -> list[dict]:
    """Up to `MAX_MOMENTS` moments, in the order of the game (one without a round last)."""
    found = [m for m in (finder(h) for finder in FINDERS) if m is not None]
    found.sort(key=lambda m: m.get("round", 10 ** 6))
    return found[:MAX_MOMENTS]
