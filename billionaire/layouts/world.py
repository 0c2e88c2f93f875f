"""The world board: a stylised world map, 1200 x 640, with the seven continents.

Each continent has its mines (1-3 steps apart from each other) and one airport; plain spaces are
land crossings or sea lanes (names starting with "Oceano", "Mar", "Stretto", "Passaggio") that put
continents 2-4 steps apart. The Bering strait space at the left edge and the Pacific space at the
right edge are joined by the only `wrap` link (the two arrows at the map edges).

Which resource each mine holds is a balance choice (docs/balance.md): platinum in North and
South America and one in Oceania, diamonds in Africa (3) and Antarctica, gold mostly in Europe
(one each in South America, Oceania and Antarctica), uranium only in Asia (2) and Antarctica, oil
in every continent (2 in North America and Asia). Antarctica has four mines (the Transantarctic
gold mine hangs below the Ross-McMurdo edge), Africa four.
"""
from __future__ import annotations

from billionaire.board import MINE, PLAIN, WORLD_AIRPORT, Board, Link, Space

WIDTH, HEIGHT = 1200, 640

_CONTINENT = {
    "EU": "europe", "AF": "africa", "NA": "north_america", "OC": "oceania",
    "AS": "asia", "SA": "south_america", "AN": "antarctica",
}

# (key, continent, token, x, y, Italian name). token: a resource id (mine), "air" or ".".
# Ids are w0, w1, ... in this order.
_SPACES = [
    # North America
    ("bering", "NA", ".", 22, 128, "Stretto di Bering"),
    ("alaska", "NA", ".", 75, 68, "Alaska"),
    ("yukon", "NA", "oil", 145, 100, "Petrolio - Alberta"),
    ("sask", "NA", "platinum", 245, 70, "Platino - Sudbury"),
    ("montana", "NA", "platinum", 165, 180, "Platino - Montana"),
    ("lakes", "NA", ".", 265, 135, "Grandi Laghi"),
    ("ny", "NA", "air", 315, 195, "Aeroporto New York"),
    ("texas", "NA", "oil", 210, 255, "Petrolio - Texas"),
    ("carib", "NA", ".", 262, 300, "Mar dei Caraibi"),
    ("atl_n1", "NA", ".", 375, 150, "Oceano Atlantico"),
    ("iceland", "EU", ".", 440, 95, "Islanda"),
    ("atl_n2", "EU", ".", 455, 165, "Oceano Atlantico"),
    # South America
    ("colombia", "SA", "platinum", 290, 350, "Platino - Colombia"),
    ("venezuela", "SA", "platinum", 365, 330, "Platino - Guyana"),
    ("amazon", "SA", ".", 340, 395, "Amazzonia"),
    ("peru", "SA", "gold", 280, 435, "Oro - Perù"),
    ("brazil", "SA", "oil", 400, 415, "Petrolio - Brasile"),
    ("rio", "SA", "air", 385, 490, "Aeroporto Rio de Janeiro"),
    ("patagonia", "SA", ".", 320, 525, "Patagonia"),
    ("atl_s1", "SA", ".", 470, 420, "Oceano Atlantico"),
    ("atl_s2", "AF", ".", 515, 370, "Oceano Atlantico"),
    ("drake", "AN", ".", 375, 575, "Passaggio di Drake"),
    # Europe
    ("london", "EU", "air", 520, 115, "Aeroporto Londra"),
    ("north_sea", "EU", "oil", 570, 60, "Petrolio - Mare del Nord"),
    ("sweden", "EU", "gold", 650, 55, "Oro - Svezia"),
    ("alps", "EU", "gold", 600, 140, "Oro - Alpi"),
    ("romania", "EU", "gold", 675, 155, "Oro - Romania"),
    ("spain", "EU", "gold", 530, 195, "Oro - Spagna"),
    ("med", "EU", ".", 585, 215, "Mar Mediterraneo"),
    # Africa
    ("libya", "AF", "oil", 620, 265, "Petrolio - Libia"),
    ("cairo", "AF", "air", 695, 260, "Aeroporto Il Cairo"),
    ("nigeria", "AF", "diamonds", 565, 330, "Diamanti - Angola"),
    ("sahara", "AF", ".", 645, 325, "Sahara"),
    ("botswana", "AF", "diamonds", 615, 415, "Diamanti - Botswana"),
    ("zimbabwe", "AF", ".", 700, 385, "Zimbabwe"),
    ("south_africa", "AF", "diamonds", 645, 485, "Diamanti - Sudafrica"),
    ("red_sea", "AF", ".", 745, 265, "Mar Rosso"),
    ("indian1", "AF", ".", 745, 460, "Oceano Indiano"),
    ("indian2", "OC", ".", 830, 440, "Oceano Indiano"),
    ("indian3", "OC", ".", 905, 420, "Oceano Indiano"),
    # Asia
    ("urals", "AS", ".", 745, 105, "Urali"),
    ("arabia", "AS", "oil", 795, 225, "Petrolio - Arabia Saudita"),
    ("kazakh", "AS", "uranium", 830, 150, "Uranio - Kazakistan"),
    ("norilsk", "AS", "oil", 870, 60, "Petrolio - Jamal"),
    ("siberia", "AS", "uranium", 945, 115, "Uranio - Siberia"),
    ("yakutia", "AS", ".", 1035, 70, "Jacuzia"),
    ("india", "AS", ".", 870, 275, "India"),
    ("china", "AS", ".", 960, 215, "Cina"),
    ("tokyo", "AS", "air", 1095, 175, "Aeroporto Tokyo"),
    ("pacific", "AS", ".", 1178, 128, "Oceano Pacifico"),
    ("china_sea", "AS", ".", 1000, 290, "Mar Cinese"),
    ("indonesia", "OC", ".", 1025, 350, "Indonesia"),
    # Oceania
    ("argyle", "OC", "oil", 975, 410, "Petrolio - Mare di Timor"),
    ("kalgoorlie", "OC", "gold", 950, 490, "Oro - Kalgoorlie"),
    ("olympic", "OC", "platinum", 1045, 475, "Platino - Queensland"),
    ("sydney", "OC", "air", 1125, 450, "Aeroporto Sydney"),
    ("new_zealand", "OC", ".", 1160, 530, "Nuova Zelanda"),
    ("southern", "OC", ".", 905, 560, "Oceano Antartico"),
    # Antarctica
    ("graham", "AN", "diamonds", 455, 590, "Diamanti - Terra di Graham"),
    ("ross", "AN", "oil", 580, 595, "Petrolio - Mare di Ross"),
    ("mcmurdo", "AN", "air", 710, 595, "Aeroporto McMurdo"),
    ("wilkes", "AN", "uranium", 835, 590, "Uranio - Terra di Wilkes"),
    ("transant", "AN", "gold", 645, 628, "Oro - Monti Transantartici"),
]

_LINKS = """
bering-alaska alaska-yukon yukon-sask yukon-montana sask-lakes lakes-montana lakes-ny ny-texas
montana-texas texas-carib ny-atl_n1 atl_n1-iceland iceland-london atl_n1-atl_n2 atl_n2-london
carib-colombia colombia-venezuela colombia-peru colombia-amazon amazon-brazil venezuela-brazil
peru-amazon peru-patagonia brazil-rio rio-patagonia patagonia-drake drake-graham
brazil-atl_s1 atl_s1-atl_s2 atl_s2-nigeria
london-north_sea north_sea-sweden sweden-romania romania-alps alps-spain london-spain
spain-med med-libya
libya-cairo libya-nigeria nigeria-botswana nigeria-sahara cairo-sahara sahara-zimbabwe
botswana-zimbabwe botswana-south_africa zimbabwe-south_africa cairo-red_sea red_sea-arabia
south_africa-indian1 indian1-indian2 indian2-indian3 indian3-argyle
romania-urals urals-kazakh urals-norilsk arabia-kazakh arabia-india india-china kazakh-china
kazakh-siberia norilsk-siberia siberia-yakutia yakutia-tokyo tokyo-china tokyo-pacific
china-china_sea china_sea-indonesia indonesia-argyle
argyle-kalgoorlie argyle-olympic kalgoorlie-olympic olympic-sydney sydney-new_zealand
kalgoorlie-southern southern-wilkes
graham-ross ross-mcmurdo mcmurdo-wilkes ross-transant transant-mcmurdo
"""
_WRAP = ("bering", "pacific")  # left edge (North America) <-> right edge (Asia)

# Where the renderer writes each continent's name.
CONTINENT_LABELS = {
    "north_america": (205, 32), "south_america": (340, 296), "europe": (570, 22),
    "africa": (642, 226), "asia": (905, 26), "oceania": (1048, 316), "antarctica": (645, 572),
}


def _build() -> Board:
    ids = {row[0]: f"w{i}" for i, row in enumerate(_SPACES)}
    spaces = []
    for key, cont, token, x, y, name in _SPACES:
        if token == "air":
            kind, resource = WORLD_AIRPORT, None
        elif token == ".":
            kind, resource = PLAIN, None
        else:
            kind, resource = MINE, token
        spaces.append(Space(ids[key], kind, x, y, name=name, resource=resource,
                            continent=_CONTINENT[cont]))
    links = [Link(ids[a], ids[b]) for a, b in (pair.split("-") for pair in _LINKS.split())]
    links.append(Link(ids[_WRAP[0]], ids[_WRAP[1]], wrap=True))
    return Board(name="world", width=WIDTH, height=HEIGHT, spaces=tuple(spaces), links=tuple(links))


WORLD = _build()
