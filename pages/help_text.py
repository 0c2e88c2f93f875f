"""Content of the `/regole` help page, in Italian and English: the prose as data, and the figures
and tables read from the engine's own data (tables, deck, objectives, boards), so the help cannot
disagree with it.

The Italian is here (`SECTIONS`, `HEADERS`, `CARDS`, `PHRASES`, `KIND_PLURAL`, `PAGE`); the English
is in `pages/help_text_en.py` under the same names and keys. The pages ask for one language:
`sections(lang)`, `tables(lang)`, `chips(lang)`, `figures(..., lang=lang)`, `page_words(lang)`.
Money follows the language (`billionaire.texts.money`: '10.000 $' / '$10,000'), and so do the
names of resources, continents, buildings and places (`billionaire.texts.words(lang)`).

No NiceGUI here: `pages/help_page.py` renders this. Prose strings may hold `{name}` fields,
filled from `figures()`. Every string is shown as plain text (escaped by the page).
"""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from types import SimpleNamespace
from typing import Any

from billionaire.board import COINS, MINE, WORLD_AIRPORT
from billionaire.cards import DECK, HEAVY_TAX, Card
from billionaire.rules.money import BUILDING_OF_SPACE
from billionaire.engine import MAX_SEATS
from billionaire.layouts import CITY, WORLD
from billionaire.rules.objectives import OBJECTIVES
from billionaire.rules import building_price, casino_payout, lawsuit_min, toll_of, treasure_dice
from billionaire.tables import (BUILDINGS, CONTINENTS, DEFAULT_STARTING_CASH, EXTRACTION_COST,
                                FLIGHT_COST, KG_PER_DIE, KG_VALUE, LICENCE_COST, MINE_SALE_PRICE,
                                PRICE_LADDER, RESOURCES, RIGHTS_COST, START_LEVEL, TRANSIT_DISTANCE,
                                TREASURE_CASH, VEHICLES, WORLD_AIRPORT_PRICE)
from billionaire.texts import TABLES, money, number, words
from pages import help_text_en

LANGS = ("it", "en")
DEFAULT_LANG = "it"
DICE = range(1, 7)
NB_HYPHEN = "\u2011"   # keeps "1-2-3-4" on one line


def _lang(lang: Any) -> str:
    return lang if lang in LANGS else DEFAULT_LANG


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


def sections(lang: str = DEFAULT_LANG) -> tuple[Section, ...]:
    """The sections in `lang`, in the Italian order, with the Italian icons."""
    if _lang(lang) == "it":
        return SECTIONS
    return tuple(Section(s.key, help_text_en.SECTIONS[s.key][0], s.icon, help_text_en.SECTIONS[s.key][1])
                 for s in SECTIONS)


# ---- the page's fixed texts, table headers, short phrases ------------------------------------------
PAGE: dict[str, str] = {
    "browser_title": "Billionaire: regole",
    "title": "Come si gioca",
    "hint": "Tocca un argomento per aprirlo.",
    "open_all": "Apri tutto",
    "close_all": "Chiudi tutto",
}

HEADERS: dict[str, tuple[str, ...]] = {
    "resources": ("Risorsa", "Diritti", "Estrazione", "Vendita dalla miniera al kg"),
    "continents": ("Continente", "Miniere"),
    "vehicles": ("Mezzo", "Costo a viaggio", "Carico massimo", "Caselle a turno"),
    "transit": ("Da", "Caselle fino alla città", "Turni in nave", "Turni in aereo"),
    "ladder": ("$ al kg",),             # then the level numbers
    "buildings": ("Edificio", "Prezzo", "Sosta", "Pedaggio"),
    "casinos": ("Casinò", "Numeri vincenti", "Puntata", "Vincita massima"),
    "cards": ("Carta", "Quante", "Effetto"),
    "objectives": ("Obiettivo", "Tasse"),
    "kg_value": ("Risorsa", "Valore al kg nel patrimonio"),
}

PHRASES: dict[str, str] = {
    "and": "e",
    "or": "o",
    "instant": "un istante",
    "second": "1 secondo",
    "seconds": "{n} secondi",
    "pct": "il {pct}%",
    "one_per_continent": "una per continente: {names}",
    "up_and_down": "una in su e una in giù per ogni risorsa",
    "times": "{name} ×{n}",
    "mine_count": "{n} {of}",
    "resale_example": "Per esempio {name}: {p0}, poi {p1}, poi {p2}.",
    "casino_example": "Esempio al casinò da {price}: con {a} e {miss} incassi {w1}, con {a} e {b} incassi {w2}.",
    "ship": "Nave",
    "plane": "Aereo",
    "kg_per_die": "Dado {dice}: {kg} kg",
    "licence": "{continent} {price}",
    "kind_count": "{kind} ({n})",
    "kind_names": "{kind} ({n}): {names}",
}

KIND_PLURAL: dict[str, str] = {"restaurant": "Ristoranti", "bank": "Banche", "skyscraper": "Grattacieli",
                               "casino": "Casinò", "statue": "Statua della Libertà"}

_IT = SimpleNamespace(PAGE=PAGE, HEADERS=HEADERS, PHRASES=PHRASES, KIND_PLURAL=KIND_PLURAL)


def _t(lang: str) -> Any:
    """The language's tables: this module's Italian or `help_text_en`."""
    return help_text_en if _lang(lang) == "en" else _IT


def page_words(lang: str = DEFAULT_LANG) -> dict[str, str]:
    """The page's own texts: browser title, title, hint, open all, close all."""
    return dict(_t(lang).PAGE)


# ---- card table ----------------------------------------------------------------------------------
TAX = min(c.amount for c in DECK if c.kind == "tax")   # the ordinary mining tax, per mine

# (group id, kind, tax amount or None). A group with words in `CARDS` is one row; the others (no
# entry in `CARDS`) get one row per distinct card text, with the card's own text (the one the
# monitor shows).
CARD_GROUPS: tuple[tuple[str, str, int | None], ...] = (
    ("price", "price", None),
    ("resources", "resources", None),
    ("tax", "tax", TAX),
    ("tax_heavy", "tax", HEAVY_TAX),
    ("bonus_price", "bonus_price", None),
    ("bonus_move", "bonus_move", None),
    ("pirates", "pirates", None),
    ("accident", "accident", None),
    ("vehicles_back", "vehicles_back", None),
    ("gift", "gift", None),
    ("refund", "refund", None),
    ("interest_cash", "interest_cash", None),
    ("interest_debt", "interest_debt", None),
    ("preempt", "preempt", None),
    ("lawsuit", "lawsuit", None),
)

# Group id -> (name, effect). Effects may use {n}, {amount}, {kg}, {which}.
CARDS: dict[str, tuple[str, str]] = {
    "price": ("Quotazioni", "La quotazione di una risorsa sale o scende subito di un livello ({which})."),
    "resources": ("Nuovo filone",
                  "Chi ha i diritti su miniere di quella risorsa riceve {kg} kg su ognuna ({which})."),
    "tax": ("Tasse minerarie",
            "Tutti pagano {amount} per ogni miniera di cui hanno i diritti nel continente della carta "
            "({which})."),
    "tax_heavy": ("Tasse minerarie straordinarie",
                  "Tutti pagano {amount} per ogni miniera di cui hanno i diritti nel continente della carta "
                  "({which})."),
    "bonus_price": ("Bonus quotazioni", "La tieni: nel tuo turno sposti di 1 o 2 livelli il prezzo di una risorsa."),
    "bonus_move": ("Bonus nuovo tiro", "La tieni: dopo esserti spostato fai un secondo spostamento."),
    "preempt": ("Prelazione", "Compri un edificio o un aeroporto altrui con {which} in più (vedi sotto)."),
    "lawsuit": ("Causa persa", "Gli altri fanno offerte segrete per un tuo edificio o aeroporto (vedi sotto)."),
}


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


def _card_key(card: Card) -> str:
    return getattr(card, "key", None) or card.id


def card_text(card: Card, lang: str = DEFAULT_LANG) -> tuple[str, str]:
    """A card's own words as (title, effect): the text layer's (`card:<key>`) when it has them;
    otherwise, in English, `help_text_en.CARD_TEXT`, in Italian the card's `text`."""
    lang = _lang(lang)
    said = words(lang)
    if hasattr(said, "card") and said.has("card:" + _card_key(card)):
        return _split_card_text(said.card(card))
    if lang == "en":
        own = help_text_en.CARD_TEXT.get(card.id) or help_text_en.CARD_TEXT.get(_card_key(card)) \
            or help_text_en.CARD_TEXT.get(card.kind)
        if own is not None:
            params = {"amount": money(abs(card.amount), lang), "n": card.amount,
                      "cap": money(int(card.extra.get("cap", 0)), lang)}
            return own[0].format(**params), own[1].format(**params)
    try:
        return _split_card_text(card.text)
    except Exception:          # a card the text layer cannot say (yet): its key, never a crash
        return _card_key(card), ""


def _which(cards: list[Card], lang: str = DEFAULT_LANG) -> str:
    """The resources, continents or percentages the cards of one group cover."""
    t, said = _t(lang).PHRASES, words(lang)
    first = cards[0]
    if first.kind == "preempt":
        return _join([t["pct"].format(pct=p) for p in sorted({c.amount for c in cards})], t["or"])
    if first.continent is not None:
        names = [said.continent(c) for c in CONTINENTS if any(k.continent == c for k in cards)]
        joined = _join(names, t["and"])
        return t["one_per_continent"].format(names=joined) if len(names) == len(cards) else joined
    counts = Counter(c.resource for c in cards)
    if first.kind == "price":
        moves = {r: sorted(c.amount for c in cards if c.resource == r) for r in RESOURCES}
        if all(m == [-1, 1] for m in moves.values()):
            return t["up_and_down"]
    return _join([said.resource(r) if counts[r] == 1 else t["times"].format(name=said.resource(r), n=counts[r])
                  for r in RESOURCES if counts[r]], t["and"])


def card_rows(lang: str = DEFAULT_LANG) -> list[tuple[str, int, str]]:
    """(name, number of cards, effect) covering the whole deck, each card once. Cards that no
    group describes get a row with their own text, so a new kind of card still shows up."""
    lang = _lang(lang)
    group_words = help_text_en.CARDS if lang == "en" else CARDS
    rows: list[tuple[str, int, str]] = []
    seen: set[str] = set()
    for group, kind, amount in CARD_GROUPS + (("", "", None),):
        cards = _cards_of(kind, amount) if kind else [c for c in DECK if c.id not in seen]
        cards = [c for c in cards if c.id not in seen]
        seen.update(c.id for c in cards)
        if not cards:
            continue
        if group not in group_words:   # the card's own text, split into its title and its effect
            said = Counter(card_text(c, lang) for c in cards)
            rows.extend((title, n, what) for (title, what), n in said.items())
        else:
            name, effect = group_words[group]
            which = _which(cards, lang) if "{which}" in effect else ""
            rows.append((name, len(cards), effect.format(
                n=len(cards), amount=money(cards[0].amount, lang), kg=cards[0].amount, which=which)))
    return rows


def objective_name(objective: Any, lang: str = DEFAULT_LANG) -> str:
    """An objective's title: the text layer's (`objective:<id>`) when it has it; otherwise, in
    English, `help_text_en.objective()`, in Italian the objective's `text`."""
    lang = _lang(lang)
    said = words(lang)
    if said.has("objective:" + objective.id):
        return said.say("objective:" + objective.id)
    if lang == "en":
        return help_text_en.objective(objective)
    return objective.text


# ---- figures -------------------------------------------------------------------------------------
def _join(items: list[str], last: str = "e") -> str:
    if len(items) < 2:
        return "".join(items)
    return ", ".join(items[:-1]) + f" {last} " + items[-1]


def _of(resource: str, lang: str = DEFAULT_LANG) -> str:
    """'di petrolio', "d'oro"; 'oil', 'diamond' (before 'mines')."""
    if _lang(lang) == "en":
        return help_text_en.RESOURCE_ADJ[resource]
    return TABLES["it"].RESOURCE_OF[resource]


def _res_count(resource: str, n: int, lang: str = DEFAULT_LANG) -> str:
    """A resource after a count of mines: '3 diamanti', '1 diamanti' / '3 diamonds', '1 diamond'."""
    if _lang(lang) == "en" and n == 1:
        return help_text_en.RESOURCE_ADJ[resource]
    return words(lang).resource(resource)


def _seconds(delay: float, lang: str = DEFAULT_LANG) -> str:
    if _lang(lang) == "en":
        return help_text_en.seconds(delay)
    if delay <= 0:
        return PHRASES["instant"]
    return PHRASES["second"] if delay == 1 else PHRASES["seconds"].format(n=f"{delay:g}".replace(".", ","))


def _space_of_building(building_id: str) -> str:
    return next(sid for sid, b in BUILDING_OF_SPACE.items() if b == building_id)


def building_name(building_id: str, lang: str = DEFAULT_LANG) -> str:
    """'Banca da 2.000 $' / '$2,000 Bank'."""
    return TABLES[_lang(lang)].BUILDING_NAME[building_id]


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


def airport_names(lang: str = DEFAULT_LANG) -> list[str]:
    """The world airports' places: 'Londra', 'Il Cairo' / 'London', 'Cairo'."""
    airports = [s for s in WORLD.spaces if s.kind == WORLD_AIRPORT]
    if _lang(lang) == "en":
        return [words("en").space(s.id).removesuffix(" Airport") for s in airports]
    return [s.name.removeprefix("Aeroporto ") for s in airports]


def _card(kind: str) -> Card:
    return next(c for c in DECK if c.kind == kind)


def figures(auto_delay: float = 2.0, screen_grace: float = 5.0, bid_wait: float = 60.0,
            lang: str = DEFAULT_LANG) -> dict[str, str]:
    """The `{fields}` of the prose, in `lang`."""
    lang = _lang(lang)
    t = _t(lang).PHRASES

    def cash(amount: int) -> str:
        return money(amount, lang)

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
        "start_cash": cash(DEFAULT_STARTING_CASH),
        "auto_delay": _seconds(auto_delay, lang),
        "screen_grace": _seconds(screen_grace, lang),
        "bid_wait": _seconds(bid_wait, lang),
        "flight": cash(FLIGHT_COST),
        "kg_min": str(2 * min(KG_PER_DIE.values())),
        "kg_max": str(2 * max(KG_PER_DIE.values())),
        "levels": str(len(next(iter(PRICE_LADDER.values())))),
        "start_level": str(START_LEVEL),
        "resale_example": t["resale_example"].format(
            name=building_name(first.id, lang), p0=cash(resale_price(first.id, 0)),
            p1=cash(resale_price(first.id, 1)), p2=cash(resale_price(first.id, 2))),
        "casino_example": t["casino_example"].format(
            price=cash(casino.price), a=a, b=b, miss=miss, w1=cash(casino_payout(wins, a, miss)),
            w2=cash(casino_payout(wins, a, b))),
        "n_airports": str(len(airport_names())),
        "airport_names": _join(airport_names(lang), t["and"]),
        "airport_price": cash(WORLD_AIRPORT_PRICE),
        "airport_lawsuit": cash(airport_bid),
        "lawsuit_pct": str(lawsuit_min(SimpleNamespace(last_price=100)) - 100),
        "preempt_pcts": _join([t["pct"].format(pct=c.amount) for c in sorted(_cards_of("preempt", None),
                                                                            key=lambda c: c.amount)], t["or"]),
        "treasure": cash(TREASURE_CASH),
        "treasure_min_die": str(min(paying)),
        "treasure_max": cash(max(treasure)),
        "treasure_avg": cash(round(sum(treasure) / len(treasure))),
        "coins": _join([cash(v) for v in sorted({s.coins for s in CITY.spaces if s.kind == COINS})], t["and"]),
        "deck_size": str(len(DECK)),
        "mine_counts": _join([t["mine_count"].format(n=mines[r], of=_of(r, lang)) for r in RESOURCES], t["and"]),
        "debt_pct": str(_card("interest_debt").amount),
        "cash_pct": str(_card("interest_cash").amount),
        "cash_cap": cash(_card("interest_cash").extra["cap"]),
    }


# ---- tables and chips ----------------------------------------------------------------------------
def building_label(spec, lang: str = DEFAULT_LANG) -> str:
    name = building_name(spec.id, lang)
    if spec.casino_wins:
        return f"{name} ({NB_HYPHEN.join(map(str, spec.casino_wins))})"
    return name


def _turns(distance: int, speed: int) -> int:
    return -(-distance // speed)


def tables(lang: str = DEFAULT_LANG) -> dict[str, Table]:
    lang = _lang(lang)
    said, head, t = words(lang), _t(lang).HEADERS, _t(lang).PHRASES

    def cash(amount: int) -> str:
        return money(amount, lang)

    res = [(r, said.resource(r).capitalize()) for r in RESOURCES]
    mines_by_continent = {c: Counter(s.resource for s in world_mines() if s.continent == c)
                          for c in CONTINENTS}
    ship, plane = VEHICLES["ship"], VEHICLES["plane"]
    return {
        "resources": Table(
            head["resources"],
            tuple((name, cash(RIGHTS_COST[r]), cash(EXTRACTION_COST[r]), cash(MINE_SALE_PRICE[r]))
                  for r, name in res),
            (False, True, True, True)),
        "continents": Table(
            head["continents"],
            tuple((said.continent(c), f"{sum(n.values())}: " + ", ".join(
                f"{n[r]} {_res_count(r, n[r], lang)}" for r in RESOURCES if n[r]))
                for c, n in mines_by_continent.items()),
            (False, False)),
        "vehicles": Table(
            head["vehicles"],
            tuple((t["ship"] if v.kind == "ship" else t["plane"], cash(v.cost), f"{v.capacity} kg", str(v.speed))
                  for v in VEHICLES.values()),
            (False, True, True, True)),
        "transit": Table(
            head["transit"],
            tuple((said.continent(c), str(d), str(_turns(d, ship.speed)), str(_turns(d, plane.speed)))
                  for c, d in sorted(TRANSIT_DISTANCE.items(), key=lambda kv: kv[1])),
            (False, True, True, True)),
        "ladder": Table(
            (*head["ladder"], *(str(i) for i in range(1, len(PRICE_LADDER["oil"]) + 1))),
            tuple((name, *(number(p, lang) for p in PRICE_LADDER[r])) for r, name in res),
            (False, *(True for _ in PRICE_LADDER["oil"])), bold_column=START_LEVEL),
        "buildings": Table(
            head["buildings"],
            tuple((building_label(b, lang), cash(b.price), cash(b.stop_fee), cash(toll(b.id)))
                  for b in BUILDINGS.values()),
            (False, True, True, True)),
        "casinos": Table(
            head["casinos"],
            tuple((building_name(b.id, lang), ", ".join(map(str, b.casino_wins)), cash(b.stop_fee),
                   cash(casino_payout(b.casino_wins, b.casino_wins[-1], b.casino_wins[-1])))
                  for b in BUILDINGS.values() if b.casino_wins),
            (False, False, True, True)),
        "cards": Table(
            head["cards"],
            tuple((name, str(n), effect) for name, n, effect in card_rows(lang)),
            (False, True, False)),
        "objectives": Table(
            head["objectives"],
            tuple((objective_name(o, lang), cash(o.tax)) for o in OBJECTIVES),
            (False, True)),
        "kg_value": Table(
            head["kg_value"],
            tuple((name, cash(KG_VALUE[r])) for r, name in res),
            (False, True)),
    }


def chips(lang: str = DEFAULT_LANG) -> dict[str, tuple[str, ...]]:
    lang = _lang(lang)
    said, t, plural = words(lang), _t(lang).PHRASES, _t(lang).KIND_PLURAL
    kinds: dict[str, list] = {}
    for b in BUILDINGS.values():
        kinds.setdefault(b.kind, []).append(b)
    die_groups: dict[int, list[int]] = {}
    for d, kg in KG_PER_DIE.items():
        die_groups.setdefault(kg, []).append(d)
    # Objectives name buildings by kind: list the kinds with several names, count the others
    # (twins, such as the banks, share the board's name).
    return {
        "licences": tuple(t["licence"].format(continent=said.continent(c), price=money(v, lang))
                          for c, v in LICENCE_COST.items()),
        "kg_per_die": tuple(t["kg_per_die"].format(dice=", ".join(map(str, ds)), kg=kg)
                            for kg, ds in die_groups.items()),
        "building_kinds": tuple(
            (t["kind_names"] if len({b.board_name for b in specs}) > 1 else t["kind_count"]).format(
                kind=plural[k], n=len(specs), names=", ".join(building_name(b.id, lang) for b in specs))
            for k, specs in kinds.items() if k != "statue"),
    }
