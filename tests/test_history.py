"""The history of a game, rebuilt from its action log (`billionaire.history`), says what the
engine said at each point: each player's net worth and its parts at the end of every round, the
prices, what moved them and who, and money by category that adds up to each cash change."""
from __future__ import annotations

import pytest
from rules_kit import bot_game, random_game

from billionaire.cards import CARD_BY_ID
from billionaire.engine import Game, SeatSpec
from billionaire.history import CAUSES, WHERE, history
from billionaire.rules.money import CATEGORIES, NOTES, all_kg, net_worth, net_worth_parts


@pytest.fixture(scope="module")
def games() -> list[Game]:
    return [bot_game(seed, 2 + seed % 5, 45, (4000, 10_000)) for seed in range(60)] + \
        [random_game(seed, 500) for seed in range(40)]


@pytest.fixture(scope="module")
def histories(games):
    return [(g, history(g.setup, g.log)) for g in games]


def test_every_round_end_says_what_the_engine_said_then(histories):
    """A second, plain replay stops where each round ends: net worth, its parts, cash, debt, kg and
    prices are the engine's at that point; the last point is the game as it is now."""
    checked = 0
    for game, h in histories:
        assert h.points[0].round == 0 and h.points[0].action == 0 and h.points[-1].final
        assert h.points[-1].action == len(game.log)
        wanted = {pt.action: pt for pt in h.points}
        replay = Game.new(game.setup["seed"], [SeatSpec(s["name"], s["bot"], s["level"])
                                                for s in game.setup["seats"]], game.setup["starting_cash"])
        for i in range(len(game.log) + 1):
            pt = wanted.get(i)
            if pt is not None:
                state = replay.state
                assert pt.prices == state.prices
                for p in state.players:
                    got = pt.player(p.seat)
                    assert got.net_worth == net_worth(state, p.seat), (game.state.seed, i, p.seat)
                    assert got.parts == net_worth_parts(state, p.seat)
                    assert got.cash == p.cash and got.debt == max(0, -p.cash)
                    kg = {}
                    for where in WHERE:
                        for r, amount in got.kg[where].items():
                            kg[r] = kg.get(r, 0) + amount
                    assert kg == {r: n for r, n in all_kg(state, p).items() if n}
                    assert set(got.mines) == set(p.rights) and list(got.licences) == p.licences
                checked += 1
            if i < len(game.log):
                replay.apply(game.log[i]["seat"], game.log[i]["action"])
        rounds = [pt.round for pt in h.points if not pt.final]
        assert rounds == list(range(len(rounds))), rounds        # every round's end, in order
    assert checked > 1500


def test_money_by_category_adds_up_to_each_cash_change(histories):
    seen = set()
    for game, h in histories:
        for p in game.state.players:
            flows = h.flows(p.seat)
            assert set(flows) <= set(CATEGORIES) | set(NOTES)
            assert all(income >= 0 and spending >= 0 for income, spending in flows.values())
            assert sum(i - s for i, s in flows.values()) == p.cash - game.setup["starting_cash"]
            # round by round, the slices add up to the whole
            per_round = [h.flows(p.seat, k - 1, k) for k in range(1, len(h.points))]
            assert sum(i - s for f in per_round for i, s in f.values()) == p.cash - game.setup["starting_cash"]
            for k in range(1, len(h.points)):
                assert sum(i - s for i, s in per_round[k - 1].values()) == \
                    h.points[k].player(p.seat).cash - h.points[k - 1].player(p.seat).cash
            seen |= set(flows)
    assert len(seen) >= 18


def test_every_price_move_has_its_cause(histories):
    """The moves, applied in order to the starting prices, give the prices of every point; a
    round's walk is the one its end announced, a card move comes from a price card (drawn by
    the seat named), a bonus move from the price card in hand."""
    causes = set()
    for game, h in histories:
        prices = dict(h.points[0].prices)
        moves = list(h.price_moves)
        for pt in h.points[1:]:
            while moves and moves[0].action < pt.action:
                m = moves.pop(0)
                assert prices[m.resource] == m.old and m.old != m.new and 1 <= m.new <= 5
                prices[m.resource] = m.new
            assert prices == pt.prices, (game.state.seed, pt.round)
        for m in h.price_moves:
            assert m.cause in CAUSES
            causes.add(m.cause)
            events = game.state.chronicle
            if m.cause == "round":
                ended = [e for e in events if e["k"] == "round_ended" and e["round"] == m.round]
                assert ended and (m.resource, 1 if m.new > m.old else -1) in [tuple(c) for c in ended[0]["changes"]]
                assert m.seat is None and abs(m.new - m.old) == 1
            elif m.cause == "card":
                assert CARD_BY_ID[m.card].kind == "price" and m.seat in h.seats()
            else:
                assert m.card is None and m.seat in h.seats()
    assert causes == set(CAUSES)


def test_the_history_of_a_game_just_created():
    game = Game.new(3, [SeatSpec("Anna"), SeatSpec("Bot", bot=True, level="normale")], 10_000)
    h = history(game.setup, game.log)
    assert len(h.points) == 2 and h.points[-1].final and h.net_worth(1) == [10_000, 10_000]
    assert h.price_moves == () and h.flows(1) == {}
