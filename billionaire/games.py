"""The games the platform knows, by name: the one place the shared code asks which engine a game
runs on (docs/architecture.md).

A stored game's setup names its game (`setup["game"]`); a setup without that key is a
Billionaire game, so every game stored before the platform had a second game still opens.
Sessions, the store, the bot loop and the pages dispatch through `kind_of(setup)` instead of
importing one engine. No NiceGUI import.
"""
from __future__ import annotations

import importlib
from dataclasses import dataclass
from types import ModuleType
from typing import Any

BILLIONAIRE = "billionaire"
ALTA_FINANZA = "alta_finanza"


@dataclass(frozen=True)
class GameKind:
    """What one game brings to the platform. Modules are imported when first used, so a
    process that only plays one game loads only its engine."""
    name: str
    engine_module: str
    bots_module: str
    texts_module: str
    # The keyword arguments of its `Game.new` the host may set, with their defaults.
    settings: tuple[tuple[str, Any], ...]
    # The kinds of its actions that always keep a game going: a bot that fails plays one.
    safe_kinds: tuple[str, ...]
    # Its side of the classroom features (charts, debrief, teacher's files, class workbook):
    # a module with `history(setup, log)`, `series`, `debrief`, `sheets`... (docs/architecture.md).
    classroom_module: str
    # The key of a player's worth in its public view (the class overview's figures).
    worth_key: str
    # The codes its engine's `validate_setup` refuses a setting with (the rest are the seats'):
    # a game file says which part of its setup is wrong (`billionaire.game_file`).
    setting_errors: tuple[str, ...] = ()

    @property
    def classroom(self) -> ModuleType:
        return importlib.import_module(self.classroom_module)

    @property
    def engine(self) -> ModuleType:
        return importlib.import_module(self.engine_module)

    def new(self, seed: int, seats: list, settings: dict | None = None) -> Any:
        """`Game.new` with its own settings (unknown ones refused, missing ones defaulted)."""
        given = dict(settings or {})
        known = dict(self.settings)
        extra = set(given) - set(known)
        if extra:
            raise ValueError(f"{self.name} has no setting {sorted(extra)}")
        known.update(given)
        return self.engine.Game.new(seed=seed, seats=seats, **known)

    def replay(self, setup: dict, log: list) -> Any:
        return self.engine.replay(setup, log)

    def around(self, state: Any, setup: dict) -> Any:
        """A `Game` around a copy of a state (bots think on it; empty log)."""
        return self.engine.Game(state, setup)

    def choose_action(self, game: Any, seat: int) -> dict:
        return importlib.import_module(self.bots_module).choose_action(game, seat)

    def words(self, lang: str, players: Any = None) -> Any:
        """Its text layer's words (chronicle lines, choices, errors) in `lang`."""
        return importlib.import_module(self.texts_module).words(lang, players)


GAMES: dict[str, GameKind] = {
    BILLIONAIRE: GameKind(
        name=BILLIONAIRE, engine_module="billionaire.engine", bots_module="billionaire.bots",
        texts_module="billionaire.texts", settings=(("starting_cash", 10_000),),
        safe_kinds=("end_turn", "skip_mine", "roll", "move", "treasure", "bid", "preempt", "accept_bid"),
        classroom_module="billionaire.classroom", worth_key="net_worth", setting_errors=("starting_cash",)),
    ALTA_FINANZA: GameKind(
        name=ALTA_FINANZA, engine_module="billionaire.alta_finanza.engine",
        bots_module="billionaire.alta_finanza.bots", texts_module="billionaire.alta_finanza.texts",
        settings=(("target", 1_000_000),), safe_kinds=("end_turn", "roll", "reenter"),
        classroom_module="billionaire.alta_finanza.classroom", worth_key="worth", setting_errors=("af_target",)),
}


def name_of(setup: Any) -> str:
    """The game a setup is of: its `"game"` key, Billionaire when absent."""
    name = setup.get("game") if isinstance(setup, dict) else None
    return name if isinstance(name, str) else BILLIONAIRE


def kind(name: str) -> GameKind:
    """The game called `name`; KeyError for a game this platform does not know."""
    return GAMES[name]


def kind_of(setup: Any) -> GameKind:
    """The game a stored setup is of (KeyError for an unknown one: it is not rebuilt)."""
    return GAMES[name_of(setup)]


def replay(setup: dict, log: list) -> Any:
    """Rebuild any known game from its setup and log."""
    return kind_of(setup).replay(setup, log)


def of_game(game: Any) -> GameKind:
    return kind_of(getattr(game, "setup", None))

