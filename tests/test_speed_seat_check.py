"""`Game.choices` and `Game.apply` test a plain in-range int seat first, then fall back to the full
seat check: both must still accept and refuse exactly the same seats (bools, floats, strings,
int subclasses, huge numbers), with the same error kind."""
from __future__ import annotations

import pytest

from billionaire.engine import Game, RuleError, SeatSpec


# ---- seat tests ------------------------------------------------------------------------------------
class _Seat(int):
    pass


@pytest.mark.parametrize("seat", [-1, 0, 1, 2, 3, 4, True, False, 1.0, "1", None, _Seat(1), _Seat(9), 2**70])
def test_quick_seat_tests_keep_the_answers(seat):
    game = Game.new(3, [SeatSpec("A"), SeatSpec("B", bot=True), SeatSpec("C", bot=True)])
    known = not isinstance(seat, bool) and isinstance(seat, int) and 0 <= seat <= 3
    got = game.choices(seat) if not isinstance(seat, (list, dict)) else []
    assert (got != []) == (known and (seat == 0 or seat == game.state.current or not game.state.player(seat).bot))
    try:
        game.apply(seat, {"kind": "nothing"})
    except RuleError as e:
        assert (e.kind == "malformed") == (not known), (seat, e.kind)
