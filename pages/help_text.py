"""Content of the `/regole` help page: the prose as data, and the figures and tables read from
the engine's own data (tables, deck, objectives, boards), so the help cannot disagree with it.

No NiceGUI here: `pages/help_page.py` renders this. Prose strings may hold `{name}` fields,
filled from `figures()`. Every string is shown as plain text (escaped by the page).
"""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from types import SimpleNamespace

from billionaire.board import COINS, MINE, WORLD_AIRPORT
from billionaire.cards import DECK, HEAVY_TAX, Card
from billionaire.economy import BUILDING_OF_SPACE
from billionaire.engine import MAX_SEATS
from billionaire.layouts import CITY, WORLD
from billionaire.money import fmt
from billionaire.objectives import OBJECTIVES
from billionaire.rules import building_price, casino_payout, lawsuit_min, toll_of, treasure_dice
from billionaire.tables import (BUILDINGS, CONTINENT_IT, CONTINENTS, DEFAULT_STARTING_CASH,
                                EXTRACTION_COST, FLIGHT_COST, KG_PER_DIE, KG_VALUE, LICENCE_COST,
                                MINE_SALE_PRICE, PRICE_LADDER, RESOURCE_IT, RESOURCE_OF, RESOURCES, RIGHTS_COST,
                                START_LEVEL, TRANSIT_DISTANCE, TREASURE_CASH, VEHICLES,
                                WORLD_AIRPORT_PRICE)

DICE = range(1, 7)
NB_HYPHEN = "\u2011"   # keeps "1-2-3-4" on one line


# ---- data shapes ---------------------------------------------------------------------------------
@dataclass(frozen=True)
class Table:
    headers: tuple[str, ...]
    rows: tuple[tuple[str, ...], ...]
    numeric: tuple[bool, ...]   # right-aligned columns
    bold_column: int | None = None  # a column to stress (the ladder's starting level)


@dataclass(frozen=True)
class Section:
    key: str                    # stable id, also the page marker `help_<key>`
    title: str
    icon: str                   # Material icon name
    blocks: tuple[tuple, ...]   # see BLOCK KINDS below


# BLOCK KINDS (first element of each block tuple):
#   ("p", text)            a paragraph
#   ("h", text)            a small heading inside the section
#   ("term", term, text)   a paragraph with a bold lead-in
#   ("list", (items...))   bullet list
#   ("steps", (items...))  numbered list
#   ("table", key)         a table from `tables()`
#   ("chips", key)         short labels in a wrapping row, from `chips()`


# ---- prose ---------------------------------------------------------------------------------------
SECTIONS: tuple[Section, ...] = (
    Section("win", "Come si vince", "emoji_events", (
        ("p", "All'inizio ricevi a caso un obiettivo segreto, diverso da quello degli altri. Lo vedi "
              "solo sul tuo telefono, con i punti già fatti e quelli che ti mancano."),
        ("p", "Quando hai fatto tutti i punti, vai in municipio e paga in contanti le tasse sui redditi "
              "del tuo obiettivo: appena le paghi, hai vinto."),
        ("p", "Se nessuno ci arriva, la maggioranza degli umani può chiudere la partita con «Voto per "
              "finire»: in quel caso vince chi ha il patrimonio più alto."),
        ("p", "Da 1 a {max_seats} giocatori, umani o bot. Tutti partono dall'aeroporto della città con "
              "{start_cash}, se alla creazione non si sceglie un'altra cifra."),
    )),
    Section("start", "Preparare la partita", "qr_code_2", (
        ("steps", (
            "Sul monitor apri la pagina principale, indica quanti umani e quanti bot giocano, scrivi i "
            "nomi e premi «Crea la partita». Qui puoi anche cambiare il denaro iniziale.",
            "Per ogni umano compare un codice QR: inquadra il tuo con la fotocamera del telefono.",
            "Niente telefono? Sotto il QR c'è «Apri in una finestra»: apre la pagina del telefono in "
            "una finestra stretta del browser. Serve anche per provare da soli con più giocatori.",
        )),
        ("term", "Telefono scollegato o spento:",
         "riapri la stessa pagina dallo stesso telefono e riprendi dal punto in cui eri."),
        ("term", "Telefono perso:",
         "sul monitor tocca il pulsante «Posto» (icona QR) accanto al giocatore, poi «Libera il posto e crea un "
         "nuovo QR». Il vecchio link smette di funzionare e il giocatore rientra inquadrando il nuovo "
         "QR con un altro telefono."),
    )),
    Section("screens", "Monitor e telefono", "devices", (
        ("term", "Il monitor",
         "mostra a tutti ciò che è pubblico: il tabellone della città o del mondo, i soldi e la "
         "posizione di ognuno, le quotazioni, l'ultima carta pescata e la cronaca. Segue chi sta "
         "giocando; con le frecce guardi l'altro tabellone. Nel mondo una striscia in basso mostra "
         "navi e aerei in viaggio, nel colore di chi li possiede. Sotto ogni carta pescata compare "
         "cosa è cambiato per ciascuno, per esempio «G1: -400 $»."),
        ("term", "Il telefono",
         "mostra ciò che riguarda solo te: l'obiettivo segreto, le tue risorse, le carte bonus, le "
         "scelte da fare e le ultime 6 entrate e uscite, per esempio «-200 $ tasse minerarie»."),
        ("list", (
            "Le scelte importanti si confermano con «Sì» o «No»: comprare, vendere, spedire, volare, "
            "puntare al casinò, usare una carta bonus, fare o accettare un'offerta, votare.",
            "Le mosse di routine (tirare i dadi, estrarre, chiudere il turno) partono da sole dopo "
            "{auto_delay}: se cambi idea, premi «Annulla».",
            "Una mossa di routine aspetta il tuo tocco quando hai un'alternativa vera: il turno non "
            "si chiude da solo finché la casella ti offre qualcosa (comprare, vendere in borsa, "
            "pagare le tasse e vincere, puntare), e i dadi non si tirano da soli finché puoi volare "
            "o restare sulla tua miniera. L'estrazione invece parte da sola.",
            "Se c'è una sola cosa da fare, parte subito.",
            "Quando riapri il telefono, lo sblocchi o torna la connessione, nulla parte da solo per "
            "{screen_grace}, a meno che tu non tocchi lo schermo: hai il tempo di guardare.",
            "Il tuo posto gioca su un solo dispositivo alla volta: se apri il tuo link altrove, il "
            "primo dice «Questo posto è aperto su un altro dispositivo» e smette di giocare; con "
            "«Gioca qui» lo riprendi.",
            "Quello che ti succede nel turno degli altri (una prelazione sulla tua proprietà, l'esito "
            "di una causa persa, una carta che ti costa soldi, i pirati sulle tue navi) compare in "
            "alto sul telefono e resta finché non lo chiudi. Anche i dadi del tesoro e del casinò, "
            "con la vincita.",
            "Quando scegli dove andare, il numero sul pulsante è lo stesso che compare sulla casella "
            "del monitor, e accanto vedi l'eventuale pedaggio.",
            "«Zoom», quando sei nel mondo, ingrandisce il tuo continente con le miniere già comprate: "
            "ogni titolare ha una targhetta del suo colore con i propri kg, e la tua ha il bordo oro.",
            "«Voto per finire» serve a chiudere la partita: vedi «Fine della partita e classifica».",
            "«Come si gioca» apre questa pagina.",
        )),
    )),
    Section("turn", "Il tuo turno", "replay", (
        ("steps", (
            "Mezzi: le tue navi e i tuoi aerei in viaggio avanzano da soli verso la città.",
            "Miniera: se parti da una miniera su cui hai i diritti, hai due azioni: un'estrazione, poi "
            "una seconda estrazione oppure una spedizione. Puoi anche saltarle.",
            "Spostamento: tiri i dadi oppure, da un aeroporto, voli. Sulla tua miniera puoi anche "
            "restare fermo.",
            "Carte: peschi una carta Probabilità per ogni casella «?» che attraversi o su cui ti "
            "fermi, e per ogni volo.",
            "Casella: dove ti fermi paghi, compri, vendi o incassi; poi chiudi con «Fine turno».",
        )),
        ("p", "Comincia G1, poi G2 e così via. Dopo l'ultimo giocatore il giro finisce e le quotazioni "
              "si aggiornano (vedi «Borsa e quotazioni»)."),
        ("p", "Durante il tuo turno puoi sempre vendere dalla miniera e usare la carta bonus quotazioni, "
              "anche mentre decidi una prelazione o scegli un'offerta; non durante le offerte segrete "
              "di una causa persa."),
    )),
    Section("move", "Spostarsi", "directions_walk", (
        ("h", "In città"),
        ("list", (
            "Tiri 2 dadi e ti sposti del valore di un dado oppure della somma, in avanti o indietro.",
            "Agli snodi lungo la strada il ramo lo decide la somma dei dadi, anche se usi un dado "
            "solo: pari o dispari, come scritto sul ramo. Se la somma ti rimanda da dove arrivi, "
            "prendi il ramo senza scritta.",
            "Se parti da uno snodo, il ramo lo scegli tu.",
            "Devi arrivare col numero esatto. Su porto, aeroporto e borsa puoi fermarti anche se il "
            "tiro ti porterebbe oltre.",
        )),
        ("h", "Nel mondo"),
        ("list", (
            "Tiri 1 dado e vai in qualunque direzione, col numero esatto, ma senza tornare subito "
            "indietro sulla casella appena lasciata.",
            "Se passi su una miniera o un aeroporto, puoi fermarti lì anche se ti restano passi.",
            "Le frecce ai bordi della mappa collegano il Nord America all'Asia.",
        )),
        ("h", "In aereo"),
        ("list", (
            "Il volo è l'unico modo per passare fra città e mondo: da un aeroporto vai a qualsiasi altro.",
            "Costa {flight} e ti fa pescare una carta. Con meno di {flight} in cassa non puoi volare, "
            "anche se il volo sarebbe gratis.",
            "Paghi chi possiede l'aeroporto d'arrivo, o la banca se è libero. Nei voli verso la città "
            "conta invece l'aeroporto da cui parti. Se l'aeroporto che conta è tuo, voli gratis.",
            "Si vola solo all'inizio dello spostamento: se arrivi a piedi su un aeroporto, puoi "
            "ripartire in volo al turno dopo.",
        )),
    )),
    Section("mines", "Miniere", "landscape", (
        ("steps", (
            "Fermati in municipio e compra la licenza del continente.",
            "Vai sulla miniera e compra i diritti di estrazione.",
        )),
        ("chips", "licences"),
        ("p", "La miniera non è esclusiva: più giocatori possono avere i diritti sulla stessa, e "
              "ognuno tiene i propri kg."),
        ("table", "resources"),
        ("term", "Estrazione:",
         "paghi il costo fisso della risorsa, uguale qualunque sia il risultato, poi tiri 2 dadi. "
         "Ogni dado vale dei kg, quindi ottieni da {kg_min} a {kg_max} kg. Se non hai i soldi per "
         "estrarre, puoi solo saltare."),
        ("chips", "kg_per_die"),
        ("term", "Vendere dalla miniera:",
         "in qualunque momento del tuo turno, da qualunque casella, puoi vendere i kg che hai in "
         "miniera al prezzo fisso della tabella, che non segue la borsa. I diritti restano tuoi. Non "
         "si può mentre è in corso una causa persa."),
        ("term", "Restare fermo:",
         "sulla tua miniera puoi rinunciare allo spostamento per continuare a estrarre al turno "
         "dopo. Così non peschi carte e la casella non ha effetto."),
        ("h", "Le miniere di ogni continente"),
        ("table", "continents"),
    )),
    Section("ship", "Spedizioni", "local_shipping", (
        ("steps", (
            "Spedisci: sulla tua miniera, dopo la prima estrazione, al posto della seconda. Una "
            "spedizione per turno. Il carico parte da tutte le tue miniere di quel continente, anche "
            "di risorse diverse, prima le più preziose, fino al carico massimo.",
            "Aspetta: all'inizio di ogni tuo turno il mezzo avanza da solo. Puoi avere quanti viaggi "
            "vuoi nello stesso momento.",
            "Ritira: il carico delle navi arriva al porto, quello degli aerei all'aeroporto della "
            "città. Lo prendi fermandoti lì (anche atterrando in città): se ci passi sopra non "
            "ritiri nulla. Il ritiro è gratis e senza limiti di peso.",
            "Vendi: fermati in borsa e scegli quanti kg vendere al prezzo del momento.",
        )),
        ("table", "vehicles"),
        ("table", "transit"),
        ("p", "Le carte Pirati, Incidente aereo, Tempesta e Sciopero colpiscono i mezzi in viaggio: "
              "vedi «Carte Probabilità»."),
    )),
    Section("prices", "Borsa e quotazioni", "show_chart", (
        ("p", "Ogni risorsa ha {levels} livelli di prezzo al kg. La partita parte dal livello "
              "{start_level} (in grassetto)."),
        ("table", "ladder"),
        ("p", "Alla fine di ogni giro ogni quotazione cambia per conto suo: una volta su quattro sale "
              "di un livello, una su quattro scende di uno, due su quattro resta ferma. Non va mai "
              "sotto il livello 1 né sopra il {levels}."),
        ("p", "Le carte Quotazioni e la carta bonus quotazioni la spostano subito."),
        ("p", "In borsa vendi i kg ritirati al porto o all'aeroporto della città, tutti o una parte, "
              "al prezzo del livello attuale."),
    )),
    Section("buildings", "Edifici e pedaggi", "apartment", (
        ("list", (
            "Gli edifici sono le caselle col rombo blu: per comprarne uno devi fermarti sopra.",
            "Se è di un altro giocatore, prima gli paghi la sosta, poi puoi comprarlo: i soldi vanno "
            "a lui.",
            "Il prezzo cresce a ogni vendita: la prima volta costa il prezzo stampato, la seconda il "
            "doppio, la terza il triplo e così via. Contano anche i passaggi per prelazione e causa "
            "persa. {resale_example}",
        )),
        ("term", "Pedaggio:",
         "se passi davanti a un edificio di un altro giocatore senza fermarti, gli paghi metà della "
         "sosta; davanti a un ristorante, la sosta intera. Ogni edificio si paga una sola volta per "
         "spostamento; i tuoi e quelli liberi sono gratis. Sul telefono ogni destinazione mostra il "
         "pedaggio prima che tu scelga."),
        ("table", "buildings"),
        ("chips", "building_kinds"),
    )),
    Section("casino", "Casinò", "casino", (
        ("list", (
            "Su un casinò di un altro giocatore paghi la sosta anche se non giochi; poi puoi puntare "
            "senza pagare altro, perché la sosta vale come puntata.",
            "Su un casinò libero la puntata costa quanto la sosta e va alla banca. Sul tuo casinò "
            "punti gratis (anche subito dopo averlo comprato).",
            "Una puntata per turno. Tiri 2 dadi: ogni dado che mostra un numero vincente di quel "
            "casinò ti fa incassare il numero × 100 $, pagati dalla banca.",
        )),
        ("table", "casinos"),
        ("p", "{casino_example}"),
    )),
    Section("places", "Aeroporti, tesoro e altre caselle", "flight", (
        ("term", "Aeroporti del mondo:",
         "sono {n_airports} ({airport_names}). Se ti fermi su uno libero puoi comprarlo per "
         "{airport_price}. Dopo la prima vendita cambia proprietario solo con le carte Prelazione e "
         "Causa persa. Arrivarci a piedi è sempre gratis; in volo paghi il proprietario (vedi "
         "«Spostarsi»). L'aeroporto della città non è in vendita."),
        ("term", "Tesoro:",
         "se ti fermi sul Tesoro, prima di chiudere il turno scegli: prendi {treasure} oppure tiri "
         "2 dadi, e ogni dado da {treasure_min_die} a 6 ti paga il numero × 100 $ (da 0 a "
         "{treasure_max}, in media {treasure_avg})."),
        ("term", "Monete:", "le caselle da {coins} pagano quella cifra solo se ti fermi sopra."),
        ("term", "Municipio:", "qui compri le licenze e, alla fine, paghi le tasse sui redditi per vincere."),
        ("term", "Porto e aeroporto della città:", "qui ritiri i carichi spediti."),
        ("term", "Borsa:", "qui vendi le risorse ritirate."),
    )),
    Section("cards", "Carte Probabilità", "style", (
        ("p", "Peschi una carta per ogni «?» della città che attraversi o su cui ti fermi, e per ogni volo. Il mazzo ha "
              "{deck_size} carte e non finisce mai: ogni carta pescata torna nel mazzo. Sul monitor "
              "tutti vedono la carta e il suo effetto; solo le carte bonus restano segrete: il monitor "
              "scrive «Carta bonus» e tu la trovi sul telefono."),
        ("table", "cards"),
        ("h", "Prelazione"),
        ("p", "Puoi comprare un edificio o un aeroporto di un altro giocatore, anche se lui non vuole, "
              "pagandogli l'ultimo prezzo d'acquisto più {preempt_pcts} secondo la carta, arrotondato in "
              "su. Il telefono ti propone solo ciò che puoi pagare, e puoi rinunciare. Se non puoi "
              "permetterti niente, la carta non ha effetto."),
        ("h", "Causa persa e offerte segrete"),
        ("list", (
            "Chi pesca Causa persa rischia di perdere un suo edificio o aeroporto. Se non ne ha, non "
            "succede nulla.",
            "Gli altri giocatori vedono sul telefono «Offerta segreta per …»: ognuno può offrire per "
            "una di quelle proprietà almeno l'ultimo prezzo pagato più il {lawsuit_pct}%, arrotondato "
            "in su, oppure rispondere «Non fare offerte». Offre solo chi ha i contanti per l'offerta "
            "minima.",
            "Esempio: per un aeroporto comprato a {airport_price} l'offerta minima è {airport_lawsuit}.",
            "Nessuno vede le offerte degli altri. Quando tutti hanno risposto, chi ha pescato la carta "
            "deve accettarne una, a sua scelta, e la proprietà passa a chi l'ha fatta. Se nessuno "
            "offre, non succede nulla.",
            "Finché le offerte sono aperte, nessuno può vendere dalla miniera.",
            "Il monitor e i telefoni dicono di chi si aspetta ancora l'offerta. Dopo {bid_wait} "
            "senza risposta, dal monitor di chi ha creato la partita si può saltare chi non risponde: "
            "conta come «Non fare offerte».",
        )),
        ("p", "Prelazione e causa persa non toccano mai miniere, diritti e licenze."),
        ("h", "Carte bonus"),
        ("list", (
            "Le tieni in mano finché non le usi; ognuna vale una sola volta.",
            "Bonus quotazioni: nel tuo turno sposti di 1 o 2 livelli, in su o in giù, il prezzo di "
            "una risorsa a tua scelta.",
            "Bonus nuovo tiro: dopo esserti spostato, prima di chiudere il turno, fai un secondo "
            "spostamento coi dadi (non in volo). Non serve a ritirare i dadi appena tirati e non vale "
            "se sei rimasto fermo sulla miniera.",
        )),
    )),
    Section("objectives", "Obiettivi", "flag", (
        ("p", "Ecco tutti gli obiettivi possibili, con le tasse sui redditi da pagare alla fine. Ne "
              "ricevi uno solo, e nessun altro ha il tuo."),
        ("table", "objectives"),
        ("h", "Ultimo passo: le tasse sui redditi"),
        ("list", (
            "Quando tutti i punti sono fatti, fermati in municipio: il telefono ti propone di pagare "
            "le tasse sui redditi. Paghi e vinci subito.",
            "Non puoi pagarle prima di aver completato tutti i punti.",
            "Servono i contanti: se non bastano, vendi in borsa o dalla miniera e torna.",
        )),
        ("h", "Come si contano"),
        ("list", (
            "«Miniere in» un continente: i diritti su tutte le miniere di quel continente (vedi la "
            "tabella in «Miniere»).",
            "«Tutte le miniere» di una risorsa vuol dire in tutto il mondo: {mine_counts}.",
            "«Edifici per … $» somma i prezzi stampati dei tuoi edifici, anche se li hai pagati di "
            "più; gli aeroporti non contano. «Altri edifici» non conta quelli già nominati "
            "(i casinò o la Statua).",
            "Aeroporti: contano quelli del mondo che possiedi.",
            "Ristoranti, banche, grattacieli e casinò: vedi la tabella in «Edifici e pedaggi».",
            "Patrimonio: solo contante, edifici (al prezzo stampato) e risorse (al valore di «Fine "
            "della partita e classifica»), misurato prima di pagare le tasse.",
        )),
    )),
    Section("money", "Soldi e debiti", "payments", (
        ("list", (
            "Sosta, pedaggi, tasse delle carte, regali, multe e interessi si pagano sempre, anche se "
            "vai sotto zero.",
            "Col debito continui a giocare: il contante negativo si sottrae dal patrimonio.",
            "Acquisti, licenze, diritti, estrazioni, spedizioni, voli, puntate, offerte e tasse sui "
            "redditi invece richiedono i contanti: se non bastano, il telefono non te li propone.",
            "Interessi: con la carta «Interessi sul debito», se sei in negativo paghi alla banca il "
            "{debt_pct}% del debito; con «Interessi sul conto» ricevi il {cash_pct}% del tuo "
            "contante, al massimo {cash_cap}. Gli interessi si arrotondano per difetto al dollaro.",
            "Per fare cassa in fretta vendi dalla miniera, a prezzo ridotto (vedi «Miniere»).",
        )),
    )),
    Section("end", "Fine della partita e classifica", "leaderboard", (
        ("list", (
            "Obiettivo: chi paga le tasse sui redditi in municipio vince subito.",
            "Voto: ogni umano ha sul telefono il pulsante «Voto per finire»; toccandolo di nuovo "
            "ritiri il tuo sì. Quando vota sì più della metà degli umani, la partita finisce e vince "
            "il patrimonio più alto. I bot non votano.",
            "Dal monitor di chi l'ha creata, la partita si può chiudere anche con «Termina la "
            "partita» (se giocano solo bot è l'unico modo): anche qui vince il patrimonio più alto.",
            "Alla fine il monitor mostra la classifica: prima il vincitore, poi gli altri dal "
            "patrimonio più alto al più basso. A parità passa avanti il numero più basso (G1 prima di G2).",
            "La classifica svela l'obiettivo segreto di ognuno e quanti punti aveva fatto.",
        )),
        ("h", "Il patrimonio"),
        ("p", "È la somma di:"),
        ("list", (
            "il contante (se è negativo, si sottrae);",
            "gli edifici, al prezzo stampato anche se li hai ricomprati a più;",
            "gli aeroporti, {airport_price} ciascuno;",
            "licenze e diritti sulle miniere, al prezzo d'acquisto;",
            "le risorse ovunque siano (in miniera, in viaggio, al porto o all'aeroporto, con te), a "
            "metà del prezzo massimo in borsa.",
        )),
        ("table", "kg_value"),
        ("p", "Navi e aerei non contano."),
    )),
)


# ---- card table ----------------------------------------------------------------------------------
TAX = min(c.amount for c in DECK if c.kind == "tax")   # the ordinary mining tax, per mine

# (name, kind, tax amount or None, effect). Effect None: one row per distinct card text, with the
# card's own text (the one the monitor shows). Effects may use {n}, {amount}, {kg}, {which}.
CARD_GROUPS: tuple[tuple[str | None, str, int | None, str | None], ...] = (
    ("Quotazioni", "price", None,
     "La quotazione di una risorsa sale o scende subito di un livello ({which})."),
    ("Nuovo filone", "resources", None,
     "Chi ha i diritti su miniere di quella risorsa riceve {kg} kg su ognuna ({which})."),
    ("Tasse minerarie", "tax", TAX,
     "Tutti pagano {amount} per ogni miniera di cui hanno i diritti nel continente della carta "
     "({which})."),
    ("Tasse minerarie straordinarie", "tax", HEAVY_TAX,
     "Tutti pagano {amount} per ogni miniera di cui hanno i diritti nel continente della carta "
     "({which})."),
    ("Bonus quotazioni", "bonus_price", None,
     "La tieni: nel tuo turno sposti di 1 o 2 livelli il prezzo di una risorsa."),
    ("Bonus nuovo tiro", "bonus_move", None,
     "La tieni: dopo esserti spostato fai un secondo spostamento."),
    (None, "pirates", None, None),
    (None, "accident", None, None),
    (None, "vehicles_back", None, None),
    (None, "gift", None, None),
    (None, "refund", None, None),
    (None, "interest_cash", None, None),
    (None, "interest_debt", None, None),
    ("Prelazione", "preempt", None,
     "Compri un edificio o un aeroporto altrui con {which} in più (vedi sotto)."),
    ("Causa persa", "lawsuit", None,
     "Gli altri fanno offerte segrete per un tuo edificio o aeroporto (vedi sotto)."),
)


def _split_card_text(text: str) -> tuple[str, str]:
    """'Multa per eccesso di velocità: paghi 200 $ alla banca.' -> (title, effect)."""
    cuts = [i for i in (text.find(": "), text.find("! ")) if i > 0]
    if not cuts:
        return text, ""
    cut = min(cuts)
    rest = text[cut + 2:]
    return text[:cut], rest[:1].upper() + rest[1:]


def _cards_of(kind: str, amount: int | None) -> list[Card]:
    return [c for c in DECK if c.kind == kind and (amount is None or c.amount == amount)]


def _which(cards: list[Card]) -> str:
    """The resources, continents or percentages the cards of one group cover."""
    first = cards[0]
    if first.kind == "preempt":
        return _join([f"il {p}%" for p in sorted({c.amount for c in cards})], "o")
    if first.continent is not None:
        names = [CONTINENT_IT[c] for c in CONTINENTS if any(k.continent == c for k in cards)]
        return "una per continente: " + _join(names) if len(names) == len(cards) else _join(names)
    counts = Counter(c.resource for c in cards)
    if first.kind == "price":
        moves = {r: sorted(c.amount for c in cards if c.resource == r) for r in RESOURCES}
        if all(m == [-1, 1] for m in moves.values()):
            return "una in su e una in giù per ogni risorsa"
    return _join([RESOURCE_IT[r] + ("" if counts[r] == 1 else f" ×{counts[r]}")
                  for r in RESOURCES if counts[r]])


def card_rows() -> list[tuple[str, int, str]]:
    """(name, number of cards, effect) covering the whole deck, each card once. Cards that no
    group describes get a row with their own text, so a new kind of card still shows up."""
    rows: list[tuple[str, int, str]] = []
    seen: set[str] = set()
    for name, kind, amount, effect in CARD_GROUPS + ((None, "", None, None),):
        cards = _cards_of(kind, amount) if kind else [c for c in DECK if c.id not in seen]
        cards = [c for c in cards if c.id not in seen]
        seen.update(c.id for c in cards)
        if not cards:
            continue
        if effect is None:   # the card's own text, split into its title and its effect
            for text, n in Counter(c.text for c in cards).items():
                title, what = _split_card_text(text)
                rows.append((title, n, what))
        else:
            which = _which(cards) if "{which}" in effect else ""
            rows.append((name, len(cards), effect.format(
                n=len(cards), amount=fmt(cards[0].amount), kg=cards[0].amount, which=which)))
    return rows


# ---- figures -------------------------------------------------------------------------------------
def _join(items: list[str], last: str = "e") -> str:
    if len(items) < 2:
        return "".join(items)
    return ", ".join(items[:-1]) + f" {last} " + items[-1]


def _of(resource: str) -> str:
    """'di petrolio', "d'oro"."""
    return RESOURCE_OF[resource]


def _seconds(delay: float) -> str:
    if delay <= 0:
        return "un istante"
    return "1 secondo" if delay == 1 else f"{delay:g} secondi".replace(".", ",")


def _space_of_building(building_id: str) -> str:
    return next(sid for sid, b in BUILDING_OF_SPACE.items() if b == building_id)


def resale_price(building_id: str, sales: int) -> int:
    """The engine's price of a building already sold `sales` times."""
    sid = _space_of_building(building_id)
    return building_price(SimpleNamespace(buildings={sid: SimpleNamespace(sales=sales)}), sid)


def toll(building_id: str) -> int:
    """The engine's toll for passing over this building owned by another player."""
    sid = _space_of_building(building_id)
    state = SimpleNamespace(buildings={sid: SimpleNamespace(owner=2)})
    return sum(amount for _, amount, _ in toll_of(state, 1, [sid, "end"]))


def world_mines() -> list:
    return [s for s in WORLD.spaces if s.kind == MINE]


def airport_names() -> list[str]:
    return [s.name.removeprefix("Aeroporto ") for s in WORLD.spaces if s.kind == WORLD_AIRPORT]


def _card(kind: str) -> Card:
    return next(c for c in DECK if c.kind == kind)


def figures(auto_delay: float = 2.0, screen_grace: float = 5.0, bid_wait: float = 60.0) -> dict[str, str]:
    mines = Counter(s.resource for s in world_mines())
    casino = min((b for b in BUILDINGS.values() if b.casino_wins), key=lambda b: b.price)
    wins = casino.casino_wins
    miss = next(d for d in DICE if d not in wins)
    a, b = wins[-2], wins[-1]
    first = next(iter(BUILDINGS.values()))
    treasure = [treasure_dice(d1, d2) for d1 in DICE for d2 in DICE]
    paying = [d for d in DICE if treasure_dice(d, 0)]   # 0: a second die that never pays
    airport_bid = lawsuit_min(SimpleNamespace(last_price=WORLD_AIRPORT_PRICE))
    return {
        "max_seats": str(MAX_SEATS),
        "start_cash": fmt(DEFAULT_STARTING_CASH),
        "auto_delay": _seconds(auto_delay),
        "screen_grace": _seconds(screen_grace),
        "bid_wait": _seconds(bid_wait),
        "flight": fmt(FLIGHT_COST),
        "kg_min": str(2 * min(KG_PER_DIE.values())),
        "kg_max": str(2 * max(KG_PER_DIE.values())),
        "levels": str(len(next(iter(PRICE_LADDER.values())))),
        "start_level": str(START_LEVEL),
        "resale_example": (f"Per esempio {first.name}: {fmt(resale_price(first.id, 0))}, poi "
                           f"{fmt(resale_price(first.id, 1))}, poi {fmt(resale_price(first.id, 2))}."),
        "casino_example": (f"Esempio al casinò da {fmt(casino.price)}: con {a} e {miss} incassi "
                           f"{fmt(casino_payout(wins, a, miss))}, con {a} e {b} incassi "
                           f"{fmt(casino_payout(wins, a, b))}."),
        "n_airports": str(len(airport_names())),
        "airport_names": _join(airport_names()),
        "airport_price": fmt(WORLD_AIRPORT_PRICE),
        "airport_lawsuit": fmt(airport_bid),
        "lawsuit_pct": str(lawsuit_min(SimpleNamespace(last_price=100)) - 100),
        "preempt_pcts": _join([f"il {c.amount}%" for c in sorted(_cards_of("preempt", None),
                                                                   key=lambda c: c.amount)], "o"),
        "treasure": fmt(TREASURE_CASH),
        "treasure_min_die": str(min(paying)),
        "treasure_max": fmt(max(treasure)),
        "treasure_avg": fmt(round(sum(treasure) / len(treasure))),
        "coins": _join([fmt(v) for v in sorted({s.coins for s in CITY.spaces if s.kind == COINS})]),
        "deck_size": str(len(DECK)),
        "mine_counts": _join([f"{mines[r]} {_of(r)}" for r in RESOURCES]),
        "debt_pct": str(_card("interest_debt").amount),
        "cash_pct": str(_card("interest_cash").amount),
        "cash_cap": fmt(_card("interest_cash").extra["cap"]),
    }


# ---- tables and chips ----------------------------------------------------------------------------
_KIND_PLURAL = {"restaurant": "Ristoranti", "bank": "Banche", "skyscraper": "Grattacieli",
                "casino": "Casinò", "statue": "Statua della Libertà"}


def building_label(spec) -> str:
    if spec.casino_wins:
        return f"{spec.name} ({NB_HYPHEN.join(map(str, spec.casino_wins))})"
    return spec.name


def _turns(distance: int, speed: int) -> int:
    return -(-distance // speed)


def tables() -> dict[str, Table]:
    res = [(r, RESOURCE_IT[r].capitalize()) for r in RESOURCES]
    mines_by_continent = {c: Counter(s.resource for s in world_mines() if s.continent == c)
                          for c in CONTINENTS}
    ship, plane = VEHICLES["ship"], VEHICLES["plane"]
    return {
        "resources": Table(
            ("Risorsa", "Diritti", "Estrazione", "Vendita dalla miniera al kg"),
            tuple((name, fmt(RIGHTS_COST[r]), fmt(EXTRACTION_COST[r]), fmt(MINE_SALE_PRICE[r]))
                  for r, name in res),
            (False, True, True, True)),
        "continents": Table(
            ("Continente", "Miniere"),
            tuple((CONTINENT_IT[c], f"{sum(n.values())}: " + ", ".join(
                f"{n[r]} {RESOURCE_IT[r]}" for r in RESOURCES if n[r]))
                for c, n in mines_by_continent.items()),
            (False, False)),
        "vehicles": Table(
            ("Mezzo", "Costo a viaggio", "Carico massimo", "Caselle a turno"),
            tuple(("Nave" if v.kind == "ship" else "Aereo", fmt(v.cost), f"{v.capacity} kg", str(v.speed))
                  for v in VEHICLES.values()),
            (False, True, True, True)),
        "transit": Table(
            ("Da", "Caselle fino alla città", "Turni in nave", "Turni in aereo"),
            tuple((CONTINENT_IT[c], str(d), str(_turns(d, ship.speed)), str(_turns(d, plane.speed)))
                  for c, d in sorted(TRANSIT_DISTANCE.items(), key=lambda kv: kv[1])),
            (False, True, True, True)),
        "ladder": Table(
            ("$ al kg", *(str(i) for i in range(1, len(PRICE_LADDER["oil"]) + 1))),
            tuple((name, *(f"{p:,}".replace(",", ".") for p in PRICE_LADDER[r])) for r, name in res),
            (False, *(True for _ in PRICE_LADDER["oil"])), bold_column=START_LEVEL),
        "buildings": Table(
            ("Edificio", "Prezzo", "Sosta", "Pedaggio"),
            tuple((building_label(b), fmt(b.price), fmt(b.stop_fee), fmt(toll(b.id)))
                  for b in BUILDINGS.values()),
            (False, True, True, True)),
        "casinos": Table(
            ("Casinò", "Numeri vincenti", "Puntata", "Vincita massima"),
            tuple((b.name, ", ".join(map(str, b.casino_wins)), fmt(b.stop_fee),
                   fmt(casino_payout(b.casino_wins, b.casino_wins[-1], b.casino_wins[-1])))
                  for b in BUILDINGS.values() if b.casino_wins),
            (False, False, True, True)),
        "cards": Table(
            ("Carta", "Quante", "Effetto"),
            tuple((name, str(n), effect) for name, n, effect in card_rows()),
            (False, True, False)),
        "objectives": Table(
            ("Obiettivo", "Tasse"),
            tuple((o.text, fmt(o.tax)) for o in OBJECTIVES),
            (False, True)),
        "kg_value": Table(
            ("Risorsa", "Valore al kg nel patrimonio"),
            tuple((name, fmt(KG_VALUE[r])) for r, name in res),
            (False, True)),
    }


def chips() -> dict[str, tuple[str, ...]]:
    kinds: dict[str, list[str]] = {}
    for b in BUILDINGS.values():
        kinds.setdefault(b.kind, []).append(b.name)
    die_groups: dict[int, list[int]] = {}
    for d, kg in KG_PER_DIE.items():
        die_groups.setdefault(kg, []).append(d)
    return {
        "licences": tuple(f"{CONTINENT_IT[c]} {fmt(v)}" for c, v in LICENCE_COST.items()),
        "kg_per_die": tuple(f"Dado {', '.join(map(str, ds))}: {kg} kg" for kg, ds in die_groups.items()),
        # Objectives name buildings by kind: list the kinds with several names, count the others.
        "building_kinds": tuple(f"{_KIND_PLURAL[k]} ({len(names)})" + (
            f": {', '.join(names)}" if len({n.split()[0] for n in names}) > 1 else "")
            for k, names in kinds.items() if k != "statue"),
    }

