"""Legal actions as data, and the error that refuses an action."""
from __future__ import annotations

from dataclasses import dataclass

_NO_PARAMS = object()
_NO_SHOWS: dict = {}


class RuleError(Exception):
    """A refused action: a `code` (docs/engine.md) with its `params`; `kind` is its cause,
    malformed | stale | not_your_turn | illegal | over. `str()` is the Italian sentence (logs,
    tests); a screen asks `billionaire.texts` for it in its own language."""

    def __init__(self, code: str, kind: str = "illegal", **params):
        self.code = code
        self.kind = kind
        self.params = params
        super().__init__(self.message)

    @property
    def message(self) -> str:
        from .texts import plain
        return plain("it").error(self.code, self.params)


class Refusal(str):
    """A refused submission as `Session.submit` returns it: the Italian sentence (so it reads as
    before in logs and tests), carrying the error `code` and `params` for the text layer."""

    code: str
    params: dict

    def __new__(cls, code: str, **params) -> "Refusal":
        from .texts import plain
        self = super().__new__(cls, plain("it").error(code, params))
        self.code, self.params = code, params
        return self

    @classmethod
    def of(cls, error: RuleError) -> "Refusal":
        return cls(error.code, **error.params)


@dataclass(frozen=True, init=False)
class Choice:
    """A legal choice: a kind, the action's params, and typed facts for its words (`shows`:
    what the button names besides the params: a resource, a seller, a price...). No prose:
    `billionaire.texts` says it (`label` is the Italian, for logs and tests)."""
    kind: str
    params: dict
    confirm: bool = False
    auto: bool = False
    amount: tuple[int, int] | None = None
    number: int | None = None
    target: str | None = None
    toll: int = 0
    cost: int = 0
    shows: dict = None  # type: ignore[assignment]

    def __init__(self, kind: str, params: dict = _NO_PARAMS, confirm: bool = False,  # type: ignore[assignment]
                 auto: bool = False, amount: tuple[int, int] | None = None, number: int | None = None,
                 target: str | None = None, toll: int = 0, cost: int = 0, shows: dict = _NO_SHOWS):
        # The dataclass's own frozen __init__ sets each field through object.__setattr__, which
        # is 2.5x slower; choices are built on every decision. Writing the instance dict is
        # the same result (fields, eq, hash, repr, asdict unchanged) and the instance stays frozen.
        d = self.__dict__
        d["kind"] = kind
        d["params"] = {} if params is _NO_PARAMS else params
        d["confirm"] = confirm
        d["auto"] = auto
        d["amount"] = amount
        d["number"] = number
        d["target"] = target
        d["toll"] = toll
        d["cost"] = cost
        d["shows"] = shows

    @property
    def words(self) -> dict:
        """Everything the words of this choice may name: params, fields and `shows`."""
        return {"number": self.number, "target": self.target, "toll": self.toll, "cost": self.cost,
                "amount": self.amount, **self.params, **self.shows}

    @property
    def label(self) -> str:
        from .texts import plain
        return plain("it").choice(self)

    def action(self, amount: int | None = None) -> dict:
        act = {"kind": self.kind, **self.params}
        if self.amount is not None:
            act["amount"] = self.amount[0] if amount is None else amount
        return act
