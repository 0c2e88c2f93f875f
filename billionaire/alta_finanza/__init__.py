"""Alta Finanza (High Finance), the second game of the platform: a pure engine with the same door
as Billionaire's (`engine.Game.new / choices / apply`, views, `replay`, `state_hash`).

- `tables`: the six share types and the rulebook's numbers; `track`: the 40 spaces as data;
  `telex`: the 20 Telex cards as data;
- `state`: plain mutable state; `events`: the chronicle's kinds;
- `rules/`: one module per area of the rulebook (see its docstring);
- `engine`: the one validated door; `views`: what the monitor and each phone may see;
- `texts`: the words, Italian and English; `bots`: `facile` and `normale`;
- `simulate`: headless bot games (`python -m billionaire.simulate --game alta_finanza`).

Nothing here imports NiceGUI (tests/test_af_pure.py).
"""
