"""The 21 secret objectives: not done -> done as items are acquired, then the income tax wins."""
from __future__ import annotations

import pytest

from billionaire.rules.money import BUILDING_OF_SPACE
from billionaire.layouts import WORLD
from billionaire.rules.objectives import OBJECTIVES
from billionaire.tables import BUILDINGS
from rules_kit import RuleError, act, city, game, hold, kinds, put, refresh, script, turn_of

from billionaire.layouts import CITY


def _back(sid: str) -> str:
    """The space one step behind `sid` along the track (layout-independent place lookup)."""
    return CITY.track[sid][1]


def _fwd(sid: str) -> str:
    """The space one step ahead of `sid` along the track."""
    return CITY.track[sid][0]

RULEBOOK = {  # text -> tax, as printed in the rulebook
    "Miniere in Nord America e 5 aeroporti": 8000,
    "Miniere in Sud America e Oceania e un casinò": 5000,
    "Miniere in Europa e Africa e un casinò": 10000,
    "Miniere in Asia ed edifici per 20.000 $": 4500,
    "Miniere in Oceania e Africa e una banca": 9000,
    "Miniere in Sud America e Africa e un casinò": 7000,
    "Miniere in Antartide e 2 casinò": 3000,
    "Miniere in Sud America ed Europa": 8000,
    "6 pozzi di petrolio, a scelta fra i 9": 6000,
    "5 miniere d'oro, a scelta fra le 7, e 3 ristoranti": 7500,
    "Tutte le miniere di platino e un ristorante": 7500,
    "Tutte le miniere di diamanti e una banca": 5000,
    "Tutte le miniere di uranio": 1500,
    "Tutti i casinò e altri edifici per 2.000 $": 1000,
    "La Statua della Libertà e altri edifici per 9.000 $": 4000,
    "Patrimonio di 65.000 $ tra edifici, risorse e contante": 5000,
    "Tutti i grattacieli: Burj, Empire State e Grattacielo": 10000,
    "Una miniera di ogni risorsa ed edifici per 7.000 $": 9000,
    "Miniere in Nord America ed Europa e una banca": 500,
    "2 miniere di uranio, a scelta fra le 3, e tutte le banche": 2000,
    "3 miniere di diamanti, a scelta fra le 4, e tutti i ristoranti": 12000,
}
MINES = [s for s in WORLD.spaces if s.kind == "mine"]


def test_the_table_matches_the_rulebook():
    assert {o.text: o.tax for o in OBJECTIVES} == RULEBOOK
    assert len(OBJECTIVES) == 21


def test_objectives_are_dealt_to_one_player_each():
    for seed in range(50):
        g = game(6, seed=seed)
        assert len({p.objective for p in g.state.players}) == 6


def grants(g, seat, need) -> list:
    """Ways to satisfy one requirement, as a list of small steps (callables)."""
    p = g.state.player(seat)
    kind = need[0]

    def rights(mines):
        return [lambda m=m: p.rights.setdefault(m, 0) for m in mines]

    if kind == "continent":
        return rights([m.id for m in MINES if m.continent == need[1]])
    if kind == "resource":
        return rights([m.id for m in MINES if m.resource == need[1]][: need[2]])
    if kind == "each_resource":
        firsts = {}
        for m in MINES:
            firsts.setdefault(m.resource, m.id)
        return rights(list(firsts.values()))
    if kind == "airports":
        return [lambda a=a: hold(g, seat, a) for a in sorted(g.state.airports)[: need[1]]]
    if kind == "kind":
        spaces = [sid for sid, b in BUILDING_OF_SPACE.items() if BUILDINGS[b].kind == need[1]][: need[2]]
        return [lambda s=s: hold(g, seat, s) for s in spaces]
    if kind == "buildings_value":
        steps, total = [], 0
        owned = {sid for sid, pr in g.state.buildings.items() if pr.owner == seat}
        for sid, b in sorted(BUILDING_OF_SPACE.items(), key=lambda kv: -BUILDINGS[kv[1]].price):
            if total >= need[1]:
                break
            if BUILDINGS[b].kind != need[2] and sid not in owned:
                steps.append(lambda s=sid: hold(g, seat, s))
                total += BUILDINGS[b].price
        return steps
    if kind == "net_worth":
        return [lambda: setattr(p, "cash", need[1] - 1), lambda: setattr(p, "cash", need[1])]
    raise AssertionError(kind)


def done(g, seat) -> bool:
    view = g.private_view(seat)["objective"]
    assert view["done"] == all(i["done"] for i in view["items"])
    return view["done"]


@pytest.mark.parametrize("objective", [o.id for o in OBJECTIVES])
def test_objective_done_step_by_step_then_tax_wins(objective):
    g = game(2)
    p = g.state.player(1)
    p.objective = objective
    obj = next(o for o in OBJECTIVES if o.id == objective)
    assert not done(g, 1)
    for need in obj.needs:            # one item at a time: done only after the very last one
        for step in grants(g, 1, need):
            assert not done(g, 1)
            step()
            refresh(g)
    assert done(g, 1)
    items = g.private_view(1)["objective"]["items"]
    assert len(items) == len(obj.needs) and all(i["done"] for i in items)
    # at the town hall: the tax needs cash and is paid to the bank, then the game is over
    put(g, 1, _back(city("Municipio")))
    turn_of(g, 1)
    script(g, 1, 1)
    act(g, 1, "roll")
    act(g, 1, "move", to=city("Municipio"))
    if obj.id != "net_worth":
        p.cash = obj.tax - 1
        refresh(g)
        assert "pay_tax" not in kinds(g, 1)
        p.cash = obj.tax
        refresh(g)
    pay = next(c for c in g.choices(1) if c.kind == "pay_tax")
    assert pay.cost == obj.tax and pay.confirm
    cash = p.cash
    g.apply(1, pay.action())
    assert p.cash == cash - obj.tax
    assert g.over and g.state.winner == 1 and g.state.end_reason == "objective"
    assert g.public_view()["ranking"][0]["seat"] == 1
    with pytest.raises(RuleError):
        act(g, 2, "vote", yes=True)


def test_cannot_pay_before_done_or_away_from_the_town_hall():
    g = game()
    p = g.state.player(1)
    p.objective = "uranium_all"
    p.cash = 100_000
    put(g, 1, _back(city("Municipio")))
    turn_of(g, 1)
    script(g, 1, 1)
    act(g, 1, "roll")
    act(g, 1, "move", to=city("Municipio"))
    assert "pay_tax" not in kinds(g, 1)
    with pytest.raises(RuleError):
        act(g, 1, "pay_tax")
    for m in MINES:
        if m.resource == "uranium":
            p.rights[m.id] = 0
    put(g, 1, _fwd(city("Municipio")))
    turn_of(g, 1, "space", landed_effects=True)
    assert "pay_tax" not in kinds(g, 1)


def test_net_worth_objective_counts_cash_buildings_resources_only():
    g = game()
    p = g.state.player(1)
    p.objective = "net_worth"
    p.cash = 50_000
    hold(g, 1, next(iter(g.state.airports)))          # airports do not count
    p.licences.append("antarctica")                           # licences do not count
    p.rights[MINES[0].id] = 0                                 # rights do not count
    assert not done(g, 1)
    hold(g, 1, city("skyscraper"))                                         # skyscraper 8.000
    p.carried["uranium"] = 7                                  # 7 x 1.000
    refresh(g)
    assert done(g, 1)                                         # 50.000 + 8.000 + 7.000
    p.carried["uranium"] = 6
    refresh(g)
    assert not done(g, 1)


def test_mine_counts_the_objectives_rely_on():
    """'Tutte le miniere' means in the whole world: 9 oil, 7 gold, 5 platinum, 4 diamonds, 3 uranium."""
    from collections import Counter
    assert Counter(m.resource for m in MINES) == {"oil": 9, "gold": 7, "platinum": 5, "diamonds": 4, "uranium": 3}
