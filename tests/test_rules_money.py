"""Money: mandatory payments may go negative, voluntary ones need the cash; net worth."""
from __future__ import annotations

from billionaire.rules.money import net_worth, net_worth_parts
from billionaire.state import Vehicle
from rules_kit import NEAR_NY, NEAR_NY_CONT, NEAR_NY_RES, NY, act, city, game, hold, kinds, mines, put, script, turn_of, world

from billionaire.layouts import CITY


def _back(sid: str) -> str:
    """The space one step behind `sid` along the track (layout-independent place lookup)."""
    return CITY.track[sid][1]


def _fwd(sid: str) -> str:
    """The space one step ahead of `sid` along the track."""
    return CITY.track[sid][0]


def test_net_worth_as_the_rulebook_counts_it():
    g = game(2)
    p = g.state.player(1)
    p.cash = -500                                     # negative cash is subtracted
    hold(g, 1, city("pizza"))
    g.state.buildings[city("pizza")].last_price = 1800  # printed price counts, not the price paid
    hold(g, 1, world("New York"))                     # 2.600
    p.licences += ["europe", "africa"]                # 1.200 + 1.200
    p.rights.update({mines("oil")[0]: 3, mines("oil")[1]: 0})          # 1.000 + 1.000, 3 kg oil
    g.state.vehicles.append(Vehicle(1, 1, "ship", "europe", {"gold": 2}, 4, 6))   # 2 kg gold
    p.depots["port"] = {"platinum": 1}
    p.depots["city_airport"] = {"uranium": 1}
    p.carried = {"diamonds": 1}
    expected = (-500 + 600 + 2600 + 1200 + 1200 + 1000 + 1000
                + 3 * 250 + 2 * 350 + 1 * 400 + 1 * 1000 + 1 * 600)   # kg at half the top price
    assert net_worth(g.state, 1) == expected == 10_550
    assert net_worth_parts(g.state, 1) == {"cash": -500, "buildings": 600, "airports": 2600,
                                           "licences": 2400, "rights": 2000, "resources": 3450}
    assert g.public_view()["players"][0]["net_worth"] == expected
    assert g.private_view(1)["net_worth"] == expected
    assert net_worth(g.state, 2) == 10_000            # ships and planes themselves do not count


def test_toll_may_push_cash_below_zero():
    g = game()
    hold(g, 2, city("bank_2000"))
    g.state.player(1).cash = 100
    put(g, 1, _back(city("bank_2000")))
    turn_of(g, 1)
    script(g, 1, 2)
    act(g, 1, "roll")
    act(g, 1, "move", to=_fwd(city("bank_2000")))
    assert g.state.player(1).cash == -50
    assert g.private_view(1)["ledger"][0] == "-150 $ pedaggio Banca da 2.000 $"


def test_voluntary_purchases_not_offered_without_cash():
    g = game()
    g.state.player(1).cash = 1199
    put(g, 1, _back(city("Municipio")))
    turn_of(g, 1)
    script(g, 1, 1)
    act(g, 1, "roll")
    act(g, 1, "move", to=city("Municipio"))
    assert "buy_licence" not in kinds(g, 1)
    g = game()
    p = g.state.player(1)
    p.licences.append(NEAR_NY_CONT)
    p.cash = {"oil": 1000, "gold": 1200, "platinum": 1400, "diamonds": 2500, "uranium": 7000}[NEAR_NY_RES] - 1
    put(g, 1, NY)
    turn_of(g, 1)
    script(g, 1)
    act(g, 1, "roll")
    act(g, 1, "move", to=NEAR_NY)
    assert "buy_rights" not in kinds(g, 1)


def test_ledger_shows_the_last_six_lines_newest_first():
    g = game()
    p = g.state.player(1)
    from billionaire.rules.money import change_cash
    for i in range(8):
        change_cash(g.state, 1, -(i + 1) * 100, "income_tax")
    assert g.private_view(1)["ledger"] == [f"-{n}00 $ tasse sui redditi" for n in (8, 7, 6, 5, 4, 3)]
    assert p.cash == 10_000 - 3600


def test_starting_cash_default_and_custom():
    assert game().state.player(1).cash == 10_000
    assert game(cash=25_000).state.player(2).cash == 25_000
