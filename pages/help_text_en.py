"""English content of the `/regole` help page: the same data as the Italian in `pages/help_text.py`,
keyed the same way so the two cannot drift (`tests/test_help_page_lang.py` checks the same section
ids, the same blocks and the same `{fields}` in every text).

- `SECTIONS`: section id -> (title, blocks); the blocks follow the Italian section's blocks one
  for one (same kinds, same number of list items, same tables and chips). The icons are the
  Italian sections'.
- `HEADERS`, `CARDS`, `PHRASES`, `KIND_PLURAL`, `PAGE`: the same keys as their Italian twins.
- `CARD_TEXT`: the cards that the Italian table shows with their own (Italian) text.
- `objective(o)`: an objective's name, from its requirements.

Wording: British spelling ("licence"), the rulebook's names in capitals where the board prints
them (Town Hall, Exchange, Port, Treasure, City Airport), the phone's controls in quotes as the
English phone shows them.
"""
from __future__ import annotations

from billionaire.tables import BUILDINGS, MINE_COUNTS
from billionaire.texts import en as _en
from billionaire.texts import money

# ---- prose ---------------------------------------------------------------------------------------
SECTIONS: dict[str, tuple[str, tuple[tuple, ...]]] = {
    "win": ("How to win", (
        ("p", "At the start you are dealt a secret objective at random, different from everyone "
              "else's. Only your phone shows it, with the points you have already scored and the ones "
              "still missing."),
        ("p", "Once you have scored every point, go to the Town Hall and pay the income tax of your "
              "objective in cash: the moment you pay it, you win."),
        ("p", "If nobody gets there, a majority of the human players can end the game with “Vote to "
              "end”: then the player with the highest net worth wins."),
        ("p", "1 to {max_seats} players, humans or bots. Everyone starts at the City Airport with "
              "{start_cash}, unless a different amount is chosen when the game is created."),
    )),
    "start": ("Setting up the game", (
        ("steps", (
            "On the monitor, open the home page, say how many humans and how many bots are playing, "
            "type their names and press “Create the game”. You can also change the starting cash "
            "here.",
            "A QR code appears for each human: scan yours with your phone's camera.",
            "No phone? Under the QR code there is “Open in a window”: it opens the phone page in a "
            "narrow browser window. It is also handy for trying out several players on your own.",
        )),
        ("term", "Phone disconnected or switched off:",
         "open the same page again on the same phone and carry on where you left off."),
        ("term", "Phone lost:",
         "on the monitor, tap the “Seat” button (QR icon) next to the player, then “Free the seat "
         "and make a new QR”. The old link stops working, and the player rejoins by scanning the "
         "new QR code with another phone."),
    )),
    "screens": ("Monitor and phone", (
        ("term", "The monitor",
         "shows everyone what is public: the city or world board, everyone's money and position, "
         "the prices, the last card drawn and the chronicle. It follows whoever is playing; use "
         "the arrows to look at the other board. On the world board, a strip along the bottom shows "
         "the ships and planes on their way, in their owners' colours. Under each card drawn it "
         "shows what changed for each player, for example “G1: -$400”."),
        ("term", "The phone",
         "shows what concerns only you: your secret objective, your resources, your bonus cards, "
         "the choices to make and your last 6 incomes and expenses, for example “-$200 mining "
         "tax”."),
        ("list", (
            "Important choices are confirmed with “Yes” or “No”: buying, selling, shipping, flying, "
            "betting at the casino, playing a bonus card, making or accepting a bid, voting.",
            "Routine moves (rolling the dice, extracting, ending your turn) start by themselves "
            "after {auto_delay}: if you change your mind, press “Cancel”.",
            "A routine move waits for your tap when you have a real alternative: your turn does not "
            "end by itself while the space offers you something (buying, selling at the Exchange, "
            "paying the tax and winning, betting), and the dice are not rolled for you while you "
            "could fly or stay on your mine. Extracting, on the other hand, starts by itself.",
            "If there is only one thing to do, it happens at once.",
            "When you reopen the phone, unlock it or the connection comes back, nothing starts by "
            "itself for {screen_grace} unless you touch the screen: you have time to look.",
            "Your seat plays on one device at a time: if you open your link somewhere else, the "
            "first device says “This seat is open on another device” and stops playing; “Play here” "
            "takes it back.",
            "What happens to you during other players' turns (a pre-emption on your property, the "
            "outcome of a lost lawsuit, a card that costs you money, pirates attacking your ships) "
            "appears at the top of the phone and stays until you close it. So do the dice of the "
            "Treasure and the casino, with what you won.",
            "When you choose where to go, the number on the button is the one shown on that space on "
            "the monitor, and next to it you see the toll, if there is one.",
            "“Zoom”, when you are in the world, enlarges your continent with the mines already "
            "bought: every holder has a tag in their colour with their own kg, and yours has a gold "
            "border.",
            "“Vote to end” is for ending the game: see “End of the game and ranking”.",
            "“How to play” opens this page.",
        )),
    )),
    "turn": ("Your turn", (
        ("steps", (
            "Vehicles: your ships and planes on their way move towards the city by themselves.",
            "Mine: if you start on a mine you hold rights on, you get two actions: one extraction, "
            "then either a second extraction or a shipment. You may also skip them.",
            "Movement: roll the dice or, from an airport, fly. On your own mine you may also stay "
            "put.",
            "Cards: draw a Chance card for every “?” space you pass over or stop on, and for every "
            "flight.",
            "Space: where you stop, you pay, buy, sell or collect; then finish with “End turn”.",
        )),
        ("p", "G1 goes first, then G2 and so on. After the last player the round ends and the prices "
              "are updated (see “Exchange and prices”)."),
        ("p", "During your turn you can always sell from your mines and play the price bonus card, "
              "even while deciding on a pre-emption or choosing a bid; but not during the sealed "
              "bids of a lost lawsuit."),
    )),
    "move": ("Moving", (
        ("h", "In the city"),
        ("list", (
            "Roll 2 dice and move by the value of one die or by their total, forwards or backwards.",
            "At junctions along the way the branch is decided by the total of the dice, even if you "
            "use only one die: even or odd, as marked on the branch. If the total would send you "
            "back the way you came, take the unmarked branch.",
            "If you start on a junction, you choose the branch.",
            "You must land with the exact number. At the Port, an airport and the Exchange you may "
            "stop even if your roll would take you further.",
        )),
        ("h", "In the world"),
        ("list", (
            "Roll 1 die and go in any direction, with the exact number, but without going straight "
            "back to the space you have just left.",
            "If you pass over a mine or an airport, you may stop there even with steps left.",
            "The arrows at the edges of the map connect North America with Asia.",
        )),
        ("h", "By plane"),
        ("list", (
            "Flying is the only way between the city and the world: from one airport you can go to "
            "any other.",
            "It costs {flight} and makes you draw a card. With less than {flight} in cash you cannot "
            "fly, even if the flight would be free.",
            "You pay whoever owns the airport you land at, or the bank if nobody owns it. On flights "
            "to the city, the airport you take off from counts instead. If the airport that counts "
            "is yours, you fly free.",
            "You can only fly at the start of your movement: if you walk onto an airport, you can "
            "take off on your next turn.",
        )),
    )),
    "mines": ("Mines", (
        ("steps", (
            "Stop at the Town Hall and buy the continent's licence.",
            "Go to the mine and buy its mining rights.",
        )),
        ("chips", "licences"),
        ("p", "A mine is not exclusive: several players can hold rights on the same one, and each "
              "keeps their own kg."),
        ("table", "resources"),
        ("term", "Extraction:",
         "pay the resource's fixed cost, the same whatever the result, then roll 2 dice. Each die "
         "is worth some kg, so you get {kg_min} to {kg_max} kg. If you cannot afford to extract, "
         "you can only skip."),
        ("chips", "kg_per_die"),
        ("term", "Selling from the mine:",
         "at any moment of your turn, from any space, you can sell the kg you have at your mines at "
         "the fixed price in the table, which does not follow the Exchange. The rights stay yours. "
         "Not while a lost lawsuit is under way."),
        ("term", "Staying put:",
         "on your own mine you can give up your movement to keep extracting next turn. You draw no "
         "cards that way, and the space has no effect."),
        ("h", "The mines of each continent"),
        ("table", "continents"),
    )),
    "ship": ("Shipping", (
        ("steps", (
            "Ship: on your mine, after the first extraction, instead of the second. One shipment "
            "per turn. The cargo leaves from all your mines on that continent, even of different "
            "resources, the most valuable first, up to the maximum load.",
            "Wait: at the start of each of your turns the vehicle moves on by itself. You can have "
            "as many trips under way at once as you like.",
            "Collect: ship cargo arrives at the Port, plane cargo at the City Airport. You collect "
            "it by stopping there (landing in the city counts too): passing over it collects "
            "nothing. Collecting is free, with no weight limit.",
            "Sell: stop at the Exchange and choose how many kg to sell at the current price.",
        )),
        ("table", "vehicles"),
        ("table", "transit"),
        ("p", "The Pirates, Plane accident, Storm and Strike cards hit vehicles on their way: see "
              "“Chance cards”."),
    )),
    "prices": ("Exchange and prices", (
        ("p", "Each resource has {levels} price levels per kg. The game starts at level "
              "{start_level} (in bold)."),
        ("table", "ladder"),
        ("p", "At the end of every round each price moves on its own: one time in four it goes up a "
              "level, one in four it goes down one, two in four it stays where it is. It never goes "
              "below level 1 or above level {levels}."),
        ("p", "Price cards and the price bonus card move it at once."),
        ("p", "At the Exchange you sell the kg collected at the Port or the City Airport, all of "
              "them or some, at the current level's price."),
    )),
    "buildings": ("Buildings and tolls", (
        ("list", (
            "Buildings are the spaces with the blue diamond: to buy one you must stop on it.",
            "If it belongs to another player, you first pay them the stop fee, then you may buy "
            "it: the money goes to them.",
            "The price goes up with every sale: the first time it costs the printed price, the "
            "second time double, the third time triple and so on. Changes of owner through "
            "pre-emption and lost lawsuits count too. {resale_example}",
        )),
        ("term", "Toll:",
         "if you pass another player's building without stopping, you pay them half the stop fee; "
         "for a restaurant, the full stop fee. Each building is paid only once per move; yours and "
         "unowned ones are free. On the phone each destination shows its toll before you choose."),
        ("table", "buildings"),
        ("chips", "building_kinds"),
    )),
    "casino": ("Casinos", (
        ("list", (
            "On another player's casino you pay the stop fee even if you do not play; then you may "
            "bet without paying anything more, because the stop fee counts as your stake.",
            "On an unowned casino the bet costs as much as the stop fee and goes to the bank. On "
            "your own casino you bet free (even right after buying it).",
            "One bet per turn. Roll 2 dice: each die showing one of that casino's winning numbers "
            "pays you the number × $100, from the bank.",
        )),
        ("table", "casinos"),
        ("p", "{casino_example}"),
    )),
    "places": ("Airports, Treasure and other spaces", (
        ("term", "World airports:",
         "there are {n_airports} ({airport_names}). If you stop on an unowned one you can buy it for "
         "{airport_price}. After the first sale it only changes hands through Pre-emption and Lost "
         "lawsuit cards. Walking onto one is always free; when flying you pay the owner (see "
         "“Moving”). The City Airport is not for sale."),
        ("term", "Treasure:",
         "if you stop on the Treasure, before ending your turn choose: take {treasure} or roll 2 "
         "dice, and each die from {treasure_min_die} to 6 pays you the number × $100 (from $0 to "
         "{treasure_max}, {treasure_avg} on average)."),
        ("term", "Coins:", "the {coins} spaces pay that amount only if you stop on them."),
        ("term", "Town Hall:", "here you buy licences and, at the end, pay the income tax to win."),
        ("term", "Port and City Airport:", "here you collect the cargo you shipped."),
        ("term", "Exchange:", "here you sell the resources you collected."),
    )),
    "cards": ("Chance cards", (
        ("p", "Draw a card for every “?” in the city you pass over or stop on, and for every flight. "
              "The deck has {deck_size} cards and never runs out: every card drawn goes back into "
              "the deck. On the monitor everyone sees the card and its effect; only bonus cards stay "
              "secret: the monitor says “Bonus card” and you find it on your phone."),
        ("table", "cards"),
        ("h", "Pre-emption"),
        ("p", "You can buy another player's building or airport, even against their will, by paying "
              "them its last purchase price plus {preempt_pcts} depending on the card, rounded up. "
              "The phone only offers you what you can afford, and you may decline. If you cannot "
              "afford anything, the card has no effect."),
        ("h", "Lost lawsuit and sealed bids"),
        ("list", (
            "Whoever draws Lost lawsuit may lose one of their buildings or airports. If they own "
            "none, nothing happens.",
            "The other players see “Sealed bid for …” on their phones: each of them may bid for one "
            "of those properties at least the last price paid plus {lawsuit_pct}%, rounded up, or "
            "answer “Make no bid”. Only players with the cash for the minimum bid can bid.",
            "Example: for an airport bought for {airport_price} the minimum bid is "
            "{airport_lawsuit}.",
            "Nobody sees the others' bids. When everyone has answered, the player who drew the card "
            "must accept one of them, whichever they like, and the property goes to that bidder. If "
            "nobody bids, nothing happens.",
            "While bidding is open, nobody can sell from their mines.",
            "The monitor and the phones say whose bid is still awaited. After {bid_wait} without an "
            "answer, the monitor of whoever created the game can skip the player who does not "
            "answer: it counts as “Make no bid”.",
        )),
        ("p", "Pre-emption and lost lawsuits never touch mines, rights or licences."),
        ("h", "Bonus cards"),
        ("list", (
            "You keep them in your hand until you use them; each one works only once.",
            "Price bonus: on your turn, move the price of a resource of your choice 1 or 2 levels, "
            "up or down.",
            "Extra move bonus: after moving, before ending your turn, make a second move with the "
            "dice (not by plane). It does not let you re-roll the dice you have just rolled, and it "
            "does not work if you stayed put on your mine.",
        )),
    )),
    "objectives": ("Objectives", (
        ("p", "Here are all the possible objectives, with the income tax to pay at the end. You get "
              "only one, and nobody else has yours."),
        ("table", "objectives"),
        ("h", "Last step: the income tax"),
        ("list", (
            "When every point is scored, stop at the Town Hall: the phone offers to pay the income "
            "tax. Pay it and you win at once.",
            "You cannot pay it before completing every point.",
            "You need the cash: if you are short, sell at the Exchange or from your mines and come "
            "back.",
        )),
        ("h", "How they are counted"),
        ("list", (
            "“Mines in” a continent: rights on every mine of that continent (see the table in "
            "“Mines”).",
            "“All the … mines” of a resource means every one in the world: there are {mine_counts} "
            "mines.",
            "“Buildings worth …” adds up the printed prices of your buildings, even if you paid more "
            "for them; airports do not count. “Other buildings” leaves out the ones already named "
            "(the casinos or the Statue).",
            "Airports: the world airports you own count.",
            "Restaurants, banks, skyscrapers and casinos: see the table in “Buildings and tolls”.",
            "Net worth: only cash, buildings (at the printed price) and resources (at their value in "
            "“End of the game and ranking”), measured before paying the tax.",
        )),
    )),
    "money": ("Money and debt", (
        ("list", (
            "Stop fees, tolls, card taxes, gifts, fines and interest are always paid, even if they "
            "take you below zero.",
            "In debt you keep playing: negative cash is subtracted from your net worth.",
            "Purchases, licences, rights, extractions, shipments, flights, bets, bids and the income "
            "tax, on the other hand, need cash: if you do not have enough, the phone does not offer "
            "them.",
            "Interest: with the “Interest on debt” card, if you are in the red you pay the bank "
            "{debt_pct}% of the debt; with “Interest on your account” you receive {cash_pct}% of your "
            "cash, up to {cash_cap}. Interest is rounded down to the dollar.",
            "To raise cash quickly, sell from your mines, at a lower price (see “Mines”).",
        )),
    )),
    "end": ("End of the game and ranking", (
        ("list", (
            "Objective: whoever pays the income tax at the Town Hall wins at once.",
            "Vote: every human has the “Vote to end” button on their phone; tapping it again "
            "withdraws your yes. When more than half of the humans vote yes, the game ends and the "
            "highest net worth wins. Bots do not vote.",
            "From the monitor of whoever created it, the game can also be ended with “End the game” "
            "(the only way when only bots are playing): here too the highest net worth wins.",
            "At the end the monitor shows the ranking: the winner first, then the others from the "
            "highest net worth to the lowest. On a tie the lower number goes first (G1 before G2).",
            "The ranking reveals everyone's secret objective and how many points they had scored.",
        )),
        ("h", "Net worth"),
        ("p", "It is the sum of:"),
        ("list", (
            "cash (subtracted if it is negative);",
            "buildings, at the printed price even if you bought them back for more;",
            "airports, {airport_price} each;",
            "licences and mining rights, at their purchase price;",
            "resources wherever they are (at a mine, on the way, at the Port or the airport, with "
            "you), at half the Exchange's top price.",
        )),
        ("table", "kg_value"),
        ("p", "Ships and planes do not count."),
    )),
}

# ---- table headers, chips, figures ---------------------------------------------------------------
HEADERS: dict[str, tuple[str, ...]] = {
    "resources": ("Resource", "Rights", "Extraction", "Mine sale per kg"),
    "continents": ("Continent", "Mines"),
    "vehicles": ("Vehicle", "Cost per trip", "Maximum load", "Spaces per turn"),
    "transit": ("From", "Spaces to the city", "Turns by ship", "Turns by plane"),
    "ladder": ("$ per kg",),            # then the level numbers
    "buildings": ("Building", "Price", "Stop fee", "Toll"),
    "casinos": ("Casino", "Winning numbers", "Bet", "Top win"),
    "cards": ("Card", "How many", "Effect"),
    "objectives": ("Objective", "Tax"),
    "kg_value": ("Resource", "Net worth per kg"),
}

PHRASES: dict[str, str] = {
    "and": "and",
    "or": "or",
    "instant": "an instant",
    "second": "1 second",
    "seconds": "{n} seconds",
    "pct": "{pct}%",
    "one_per_continent": "one per continent: {names}",
    "up_and_down": "one up and one down for each resource",
    "times": "{name} ×{n}",
    "mine_count": "{n} {of}",
    "resale_example": "For example, {name}: {p0}, then {p1}, then {p2}.",
    "casino_example": ("Example at the {price} Casino: with {a} and {miss} you collect {w1}; with "
                       "{a} and {b} you collect {w2}."),
    "ship": "Ship",
    "plane": "Plane",
    "kg_per_die": "Die {dice}: {kg} kg",
    "licence": "{continent} {price}",
    "kind_count": "{kind} ({n})",
    "kind_names": "{kind} ({n}): {names}",
}

# Building kinds as the objectives count them.
KIND_PLURAL: dict[str, str] = {"restaurant": "Restaurants", "bank": "Banks", "skyscraper": "Skyscrapers",
                               "casino": "Casinos", "statue": "Statue of Liberty"}

# The page's own fixed texts.
PAGE: dict[str, str] = {
    "browser_title": "Billionaire: rules",
    "title": "How to play",
    "hint": "Tap a topic to open it.",
    "open_all": "Open all",
    "close_all": "Close all",
}

# ---- cards ---------------------------------------------------------------------------------------
# Card groups (ids of `help_text.CARD_GROUPS`) -> (name, effect). Effects may use {n}, {amount},
# {kg}, {which}.
CARDS: dict[str, tuple[str, str]] = {
    "price": ("Prices", "The price of a resource goes up or down one level at once ({which})."),
    "resources": ("New vein",
                  "Whoever holds rights on mines of that resource gets {kg} kg on each of them "
                  "({which})."),
    "tax": ("Mining taxes",
            "Everyone pays {amount} for each mine they hold rights on in the card's continent "
            "({which})."),
    "tax_heavy": ("Extraordinary mining taxes",
                  "Everyone pays {amount} for each mine they hold rights on in the card's continent "
                  "({which})."),
    "bonus_price": ("Price bonus", "Keep it: on your turn, move the price of a resource 1 or 2 levels."),
    "bonus_move": ("Extra move bonus", "Keep it: after moving, make a second move."),
    "preempt": ("Pre-emption", "Buy another player's building or airport for {which} more (see below)."),
    "lawsuit": ("Lost lawsuit",
                "The others make sealed bids for one of your buildings or airports (see below)."),
}

# The cards the Italian table shows with their own text: card id (or, failing that, kind) ->
# (title, effect). Fields: {amount} the card's amount as money (without its sign), {n} the
# amount as a number, {cap} the interest's cap as money.
CARD_TEXT: dict[str, tuple[str, str]] = {
    "pirates": ("Pirates", "If you have ships under way, a die decides. 1-2: you lose the cargo; "
                           "3-4: you lose half of it; 5-6: you get away."),
    "accident": ("Plane accident", "If you have planes under way, a die decides. 1: you lose the "
                                   "cargo; 2-3: your planes start their journey again; 4-6: no harm."),
    "storm": ("Storm at sea", "Your ships under way go back {n} spaces."),
    "strike": ("Airport strike", "Your planes under way go back {n} spaces."),
    "gift_birthday": ("It is your birthday", "Every player gives you {amount}."),
    "gift_party": ("You throw a party in town", "Pay {amount} to every player."),
    "refund_tax": ("Tax refund", "The bank pays you {amount}."),
    "refund_insurance": ("Your insurance pays for an old damage", "Receive {amount}."),
    "fine": ("Speeding fine", "Pay {amount} to the bank."),
    "interest_cash": ("Interest on your account", "Receive {n}% of your cash, up to {cap}."),
    "interest_debt": ("Interest on debt", "If you are in the red, pay the bank {n}% of your debt."),
}

# Resource names before "mines": "4 diamond mines".
RESOURCE_ADJ: dict[str, str] = {**_en.RESOURCE, "diamonds": "diamond"}


def seconds(delay: float) -> str:
    if delay <= 0:
        return PHRASES["instant"]
    return PHRASES["second"] if delay == 1 else PHRASES["seconds"].format(n=f"{delay:g}")


# ---- objectives ----------------------------------------------------------------------------------
_KIND = {"casino": ("a casino", "casinos"), "restaurant": ("a restaurant", "restaurants"),
         "bank": ("a bank", "banks"), "skyscraper": ("a skyscraper", "skyscrapers"),
         "statue": ("the Statue of Liberty", "Statue of Liberty")}


def _join(items: list[str]) -> str:
    if len(items) < 2:
        return "".join(items)
    return ", ".join(items[:-1]) + " and " + items[-1]


def objective(o) -> str:
    """An objective's name from its requirements, for an objective the text layer has no
    `objective:<id>` for (the help never shows a key): 'Mines in South America and Oceania and a
    casino', '5 gold mines, any 5 of the 7, and 3 restaurants'."""
    continents = [_en.CONTINENT[n[1]] for n in o.needs if n[0] == "continent"]
    parts: list[str] = []
    if continents:
        parts.append("Mines in " + _join(continents))
    for need in o.needs:
        kind = need[0]
        if kind == "airports":
            parts.append(f"{need[1]} airports")
        elif kind == "kind":
            k, n = need[1], need[2]
            of_kind = [b for b in BUILDINGS.values() if b.kind == k]
            if n == 1:
                parts.append(_KIND[k][0])
            elif n == len(of_kind):
                said = f"all the {_KIND[k][1]}"
                if len({b.board_name for b in of_kind}) == n <= 3:   # a few names, not twins
                    said += ": " + _join([_en.BUILDING_NAME[b.id] for b in of_kind])
                parts.append(said)
            else:
                parts.append(f"{n} {_KIND[k][1]}")
        elif kind == "buildings_value":
            parts.append(("other buildings" if need[2] else "buildings") + f" worth {money(need[1], 'en')}")
        elif kind == "resource":
            r, n = need[1], need[2]
            mines = "wells" if r == "oil" else "mines"
            if n == MINE_COUNTS[r]:
                parts.append(f"all the {RESOURCE_ADJ[r]} {mines}")
            else:
                parts.append(f"{n} {RESOURCE_ADJ[r]} {mines}, any {n} of the {MINE_COUNTS[r]},")
        elif kind == "each_resource":
            parts.append("a mine of each resource")
        elif kind == "net_worth":
            parts.append(f"a net worth of {money(need[1], 'en')} in buildings, resources and cash")
    said = _join(parts).rstrip(",")
    return said[:1].upper() + said[1:]
