"""What a player must learn on their own phone: what happened *to them*, often in another
player's turn, that one ledger line would let scroll by (issue "nobody loses a choice").

A notice is typed data, `{"id", "kind", "round", "turn", ...params}`; the phone turns it into
words and keeps it on screen until dismissed. Kinds and their parameters:

* `preempted`    `by`, `space`, `price`: another player took your property with a pre-emption;
* `bid_won`      `space`, `price`, `seller`: your sealed bid was accepted;
* `bid_refused`  `space`, `winner`, `won_space`: the drawer accepted another bid;
* `bid_skipped`  : the host skipped your sealed bid (you did not answer);
* `card_cost`    `card`, `amount` (negative): a chance card cost you money;
* `vehicles`     `card`, `die` (or None), `outcome`, `kg`: pirates, an accident, a storm or a
  strike hit your vehicles (`outcome`: lost, half, escaped, restart, unharmed, back);
* `treasure`     `dice`, `amount`; `casino` `dice`, `amount`, `space`: the dice and the win.

`treasure` and `casino` are outcomes of the player's own move (`OUTCOME_KINDS`): the phone shows
them until that player's next turn. The others are losses and stay until dismissed.
"""
from __future__ import annotations

from .state import State

MAX_NOTICES = 40          # per player: the oldest go first (a phone shows the newest few)
OUTCOME_KINDS = frozenset({"treasure", "casino"})


def notify(state: State, seat: int, kind: str, **params) -> None:
    player = state.player(seat)
    player.notice_seq += 1
    player.notices.append({"id": player.notice_seq, "kind": kind, "round": state.round,
                           "turn": state.current, **params})
    if len(player.notices) > MAX_NOTICES:
        del player.notices[:-MAX_NOTICES]
