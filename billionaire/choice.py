"""Legal actions as data, and the error that refuses an action."""
from __future__ import annotations

from dataclasses import dataclass, field


class RuleError(Exception):
    """A refused action. `kind`: malformed | stale | not_your_turn | illegal | over."""

    def __init__(self, message: str, kind: str = "illegal"):
        super().__init__(message)
        self.message = message
        self.kind = kind


@dataclass(frozen=True)
class Choice:
    kind: str
    params: dict = field(default_factory=dict)
    label: str = ""
    confirm: bool = False
    auto: bool = False
    amount: tuple[int, int] | None = None
    number: int | None = None
    target: str | None = None
    toll: int = 0
    cost: int = 0

    def action(self, amount: int | None = None) -> dict:
        act = {"kind": self.kind, **self.params}
        if self.amount is not None:
            act["amount"] = self.amount[0] if amount is None else amount
        return act
