"""Legal actions as data, and the error that refuses an action."""
from __future__ import annotations

from dataclasses import dataclass

_NO_PARAMS = object()


class RuleError(Exception):
    """A refused action. `kind`: malformed | stale | not_your_turn | illegal | over."""

    def __init__(self, message: str, kind: str = "illegal"):
        super().__init__(message)
        self.message = message
        self.kind = kind


@dataclass(frozen=True, init=False)
class Choice:
    kind: str
    params: dict
    label: str = ""
    confirm: bool = False
    auto: bool = False
    amount: tuple[int, int] | None = None
    number: int | None = None
    target: str | None = None
    toll: int = 0
    cost: int = 0

    def __init__(self, kind: str, params: dict = _NO_PARAMS, label: str = "", confirm: bool = False,  # type: ignore[assignment]
                 auto: bool = False, amount: tuple[int, int] | None = None, number: int | None = None,
                 target: str | None = None, toll: int = 0, cost: int = 0):
        # The dataclass's own frozen __init__ sets each field through object.__setattr__, which
        # is 2.5x slower; choices are built on every decision. Writing the instance dict is
        # the same result (fields, eq, hash, repr, asdict unchanged) and the instance stays frozen.
        d = self.__dict__
        d["kind"] = kind
        d["params"] = {} if params is _NO_PARAMS else params
        d["label"] = label
        d["confirm"] = confirm
        d["auto"] = auto
        d["amount"] = amount
        d["number"] = number
        d["target"] = target
        d["toll"] = toll
        d["cost"] = cost

    def action(self, amount: int | None = None) -> dict:
        act = {"kind": self.kind, **self.params}
        if self.amount is not None:
            act["amount"] = self.amount[0] if amount is None else amount
        return act
