"""English for the pages' own texts: Italian text (as written in `pages/`) -> English.

Kept as data in one place so a reader can check the two side by side. `pages/lang.tr` reads it.
Texts with `{fields}` keep the same fields in both languages.
"""
from __future__ import annotations

EN: dict[str, str] = {
    # ---- shared: the setup page, the monitor and the phones
    "{first} e {last}": "{first} and {last}",
    "Come si gioca": "How to play",
    "Nuova partita": "New game",
    "Partita finita": "Game over",
    "Giro {n}": "Round {n}",
    "No": "No",
    "Sì": "Yes",
    "Chiudi": "Close",
    "Città": "City",
    "Mondo": "World",
    "Obiettivo: {goal} · {progress}": "Objective: {goal} · {progress}",
    "Voto per finire": "Vote to end",
    # pages/words.py
    "Voto per finire: {yes} sì su {humans} umano": "Vote to end: {yes} yes out of {humans} human",
    "Voto per finire: {yes} sì su {humans} umani": "Vote to end: {yes} yes out of {humans} humans",
    "ne serve {needed}.": "{needed} needed.",
    "ne servono {needed}.": "{needed} needed.",
    "Si aspetta l'offerta di {names}.": "Waiting for the bid of {names}.",
    "Si aspettano le offerte di {names}.": "Waiting for the bids of {names}.",
    "raggiunto": "reached",
    "completo, mancavano solo le tasse": "complete, only the taxes were missing",
    "{done} punto su {total}": "{done} point of {total}",
    "{done} punti su {total}": "{done} points of {total}",

    # ---- the setup page (/)
    "Billionaire: nuova partita": "Billionaire: new game",
    "Miniere, navi, grattacieli: chi diventa miliardario per primo?":
        "Mines, ships, skyscrapers: who becomes a billionaire first?",
    "Giocatori umani (0–6)": "Human players (0–6)",
    "Bot (0–6)": "Bots (0–6)",
    "Giocatori umani": "Human players",
    "Bot": "Bots",
    "Nessuno": "None",
    "Nome giocatore {n}": "Name of player {n}",
    "Nome bot {n}": "Name of bot {n}",
    "Giocatore {n}": "Player {n}",
    "Bot {n}": "Bot {n}",
    "Nomi": "Names",
    "Denaro iniziale ($)": "Starting cash ($)",
    "Livello dei bot": "Bots' level",
    "Un bot gioca al posto di questo giocatore. Ridai il posto a chi torna: compare un nuovo QR e il "
    "vecchio link smette di funzionare.":
        "A bot is playing this player's seat. Give the seat back to whoever returns: a new QR appears and "
        "the old link stops working.",
    "Ridai il posto a un giocatore": "Give the seat back to a player",
    "Se se ne va per un po', fai giocare un bot al suo posto: tiene tutto ciò che ha, e gli ridai il "
    "posto quando torna.":
        "If they leave for a while, let a bot play their seat: it keeps all it holds, and you give the "
        "seat back when they return.",
    "Fai giocare un bot": "Let a bot play",
    "Bot al posto · {level}": "Bot stand-in · {level}",
    "Telefono lontano: bot · {level}": "Phone away: bot · {level}",
    "Mai": "Never",
    "Dopo 2 minuti": "After 2 minutes",
    "Dopo 5 minuti": "After 5 minutes",
    "Dopo 10 minuti": "After 10 minutes",
    "Un bot gioca per un telefono lontano nel suo turno": "A bot plays for a phone away on its turn",
    "1 spettatore": "1 spectator",
    "{n} spettatori": "{n} spectators",
    "Guarda la partita": "Watch the game",
    "Chi inquadra questo codice vede la partita come sul monitor, sul proprio schermo: niente segreti, "
    "niente comandi, e non gioca.":
        "Whoever scans this code sees the game as on the monitor, on their own screen: no secrets, no "
        "controls, and they do not play.",
    "Guarda": "Watch",
    "Il link per gli spettatori": "The link for spectators",
    "Spettatore": "Spectator",
    "Billionaire: spettatore": "Billionaire: spectator",
    "Facile": "Easy",
    "Normale": "Normal",
    "Crea la partita": "Create the game",
    "Il denaro iniziale va da {low} a {high}.": "The starting cash goes from {low} to {high}.",
    "Scrivi il denaro iniziale con le cifre, per esempio 10.000.":
        "Write the starting cash in digits, for example 10,000.",
    "Scrivi un numero intero positivo, per esempio 10.000.": "Write a positive whole number, for example 10,000.",
    "Scrivi il denaro iniziale, per esempio 10.000.": "Write the starting cash, for example 10,000.",
    "«{shown}» non è una cifra valida: scrivi un numero intero positivo, per esempio 10.000.":
        "“{shown}” is not a valid amount: write a positive whole number, for example 10,000.",
    "Scegli il livello dei bot: {easy} o {normal}.": "Choose the bots' level: {easy} or {normal}.",
    "Scrivi un numero intero da 0 a 6.": "Write a whole number from 0 to 6.",
    "Servono da 1 a {most} giocatori in tutto (ora {now}).": "The game needs 1 to {most} players in all (now {now}).",
    "Questo nome è già usato: ogni giocatore deve avere un nome diverso.":
        "This name is already taken: each player needs a different name.",
    "Controlla i campi segnalati: la partita non è stata creata.":
        "Check the flagged fields: the game was not created.",
    "Non riesco a creare la partita (errore di salvataggio).": "Could not create the game (saving failed).",
    "Partite": "Games",
    "Ancora nessuna partita.": "No games yet.",
    "%d/%m %H:%M": "%b %d, %H:%M",
    "finita": "finished",
    "in corso": "in progress",
    "Partita {id}": "Game {id}",
    "Mostra altre {n}": "Show {n} more",
    "Le {shown} partite più recenti su {total}": "The {shown} most recent games of {total}",

    # ---- unknown pages
    "Billionaire: pagina non trovata": "Billionaire: page not found",
    "Pagina non trovata": "Page not found",
    "Questo indirizzo non porta a nessuna pagina del gioco. Il monitor si apre dalla pagina principale; "
    "ogni telefono dal proprio codice QR.":
        "This address leads to no page of the game. The monitor opens from the main page; each phone "
        "from its own QR code.",
    "Torna alla pagina principale": "Back to the main page",
    "Partita non trovata": "Game not found",
    "Non esiste nessuna partita con il codice «{code}». Forse il link è sbagliato o la partita è stata "
    "cancellata.":
        "There is no game with the code “{code}”. Maybe the link is wrong, or the game was deleted.",

    # ---- the monitor (/game/...)
    "Billionaire: monitor": "Billionaire: monitor",
    "Terminare la partita?": "End the game?",
    "Vince chi ha il patrimonio più alto.": "The highest net worth wins.",
    "Solo chi ha creato la partita può terminarla.": "Only whoever created the game can end it.",
    "Eliminare la partita?": "Delete the game?",
    "La partita sparisce per sempre e i link dei telefoni smettono di funzionare.":
        "The game is gone for good and the phones' links stop working.",
    "Partita già eliminata.": "Game already deleted.",
    "Elimina": "Delete",
    "Vista pubblica: i codici QR sono sul monitor di chi ha creato la partita.":
        "Public view: the QR codes are on the monitor of whoever created the game.",
    "Codici QR": "QR codes",
    "Termina la partita": "End the game",
    "Conta come «Non fare offerte»: la causa persa va avanti senza la sua offerta.":
        "It counts as not bidding: the lost lawsuit goes on without their bid.",
    "Saltare l'offerta di {who}?": "Skip {who}'s bid?",
    "Salta l'offerta di {who}": "Skip {who}'s bid",
    # header
    "Vince {name}": "{name} wins",
    "offerte segrete: ne manca {n}": "sealed bids: {n} missing",
    "offerte segrete: ne mancano {n}": "sealed bids: {n} missing",
    "Bot · {phase}": "Bot · {phase}",
    "Umano · {phase}": "Human · {phase}",
    "obiettivo raggiunto": "objective reached",
    "chiusa con il voto": "ended by vote",
    "chiusa dal monitor": "ended from the monitor",
    # players
    "Posto": "Seat",
    "Telefono perso? Gestisci il posto": "Lost phone? Manage the seat",
    "Bot · {level}": "Bot · {level}",
    "facile": "easy",
    "normale": "normal",
    "connesso": "connected",
    "scollegato": "disconnected",
    "in attesa del telefono": "waiting for the phone",
    "vota per finire": "votes to end",
    "Strada": "Street",
    "Casella ?": "Space ?",
    "patrimonio {amount}": "net worth {amount}",
    # prices, card, chronicle, ranking
    "Quotazioni al kg": "Prices per kg",
    "Ultima carta Probabilità": "Last Chance card",
    "Nessuna carta pescata finora.": "No card drawn yet.",
    "pescata da {who}": "drawn by {who}",
    "Cronaca": "Game log",
    "Tutta la cronaca": "Whole log",
    "Cronaca della partita": "The game's log",
    "Classifica": "Ranking",
    "  · ha vinto": "  · winner",
    "Contante": "Cash",
    "Edifici": "Buildings",
    "Aeroporti": "Airports",
    "Licenze": "Licences",
    "Diritti": "Rights",
    "Risorse": "Resources",
    # board
    "Guarda l'altro tabellone": "Look at the other board",
    "Vista precedente": "Previous view",
    "Vista successiva": "Next view",
    "vista scelta a mano: al prossimo turno torna a seguire chi gioca":
        "view chosen by hand: from the next turn it follows the player again",
    "la vista segue chi gioca": "the view follows the player in turn",
    "In viaggio verso la città ({n})": "On the way to the city ({n})",
    "in città": "in the city",
    "{n} casella": "{n} space",
    "{n} caselle": "{n} spaces",
    "Nave {origin}": "Ship {origin}",
    "Aereo {origin}": "Plane {origin}",
    # QR codes and seats
    "Entra in partita": "Join the game",
    "Inquadra il tuo codice con il telefono, oppure usa «Apri in una finestra».":
        "Scan your code with your phone, or use “Open in a window”.",
    "Apri in una finestra": "Open in a window",
    "● connesso": "● connected",
    "● scollegato": "● disconnected",
    "● in attesa": "● waiting",
    "Se questo giocatore ha perso il telefono, libera il posto: il vecchio link smette di funzionare e "
    "compare un nuovo QR.":
        "If this player lost their phone, free the seat: the old link stops working and a new QR appears.",
    "Libera il posto e crea un nuovo QR": "Free the seat and make a new QR",
    "Liberare il posto di {who}? Il vecchio link smetterà di funzionare.":
        "Free {who}'s seat? The old link will stop working.",
    "Nuovo codice: il vecchio link non funziona più.": "New code: the old link no longer works.",

    # ---- the phone (/play/...)
    "Billionaire: il tuo telefono": "Billionaire: your phone",
    "Link non valido": "Invalid link",
    "Questo link non è più valido: il posto è stato liberato oppure la partita non esiste. Chiedi il "
    "nuovo codice QR sul monitor.":
        "This link no longer works: the seat was freed or the game does not exist. Ask for the new "
        "QR code on the monitor.",
    "Un attimo: sto registrando la tua scelta precedente.": "One moment: your previous choice is being saved.",
    "La scelta non è stata registrata: riprova.": "Your choice was not saved: try again.",
    "Azione non inviata.": "Action not sent.",
    "Il pulsante è cambiato prima del tuo tocco: guarda di nuovo e scegli.":
        "The button changed before your tap: look again and choose.",
    "Questo posto è aperto su un altro dispositivo.": "This seat is open on another device.",
    "Qui non si gioca finché non lo riprendi: le mosse automatiche partono solo sul dispositivo in uso.":
        "You cannot play here until you take the seat back: automatic moves only start on the device in use.",
    "Questo posto è aperto su un altro dispositivo: tocca «Gioca qui» per giocare da qui.":
        "This seat is open on another device: tap “Play here” to play from here.",
    "Gioca qui": "Play here",
    # header and turn banner
    "Patrimonio {amount}": "Net worth {amount}",
    "Tocca a te · {phase}": "Your turn · {phase}",
    "Tocca a {label} ": "Now playing: {label} ",
    "In attesa": "Waiting",
    "in miniera": "at the mine",
    "spostati": "move",
    "scegli dove andare": "choose where to go",
    "scegli cosa fare": "choose what to do",
    "decidi sulla prelazione": "decide on the pre-emption",
    "causa persa, offerte in corso": "lawsuit lost, bids under way",
    "scegli un'offerta": "choose a bid",
    "Sei in rosso di {amount}: finché non hai i soldi non puoi comprare, estrarre, spedire, volare né "
    "puntare. Per fare cassa vendi kg dalla miniera o in borsa.":
        "You are {amount} in the red: until you have the money you cannot buy, extract, ship, fly or bet. "
        "To raise cash, sell kg from the mine or at the Exchange.",
    # decisions
    "Le tue decisioni": "Your decisions",
    "Offerta segreta: gli altri giocatori non la vedono.": "Sealed bid: the other players do not see it.",
    "Scegli dove andare: i numeri sono quelli del monitor.": "Choose where to go: the numbers are the monitor's.",
    "Dado: {dice}": "Die: {dice}",
    "Dadi: {dice}": "Dice: {dice}",
    "La tua offerta segreta: {amount} per {space}": "Your sealed bid: {amount} for {space}",
    "Attendi…": "Wait…",
    "Niente da decidere adesso.": "Nothing to decide right now.",
    "Un bot gioca al tuo posto: chi ha creato la partita può ridarti il posto con un nuovo QR.":
        "A bot is playing your seat: whoever created the game can give it back to you with a new QR.",
    "Un bot ha giocato al tuo posto mentre il telefono era lontano: il posto torna a te.":
        "A bot played your seat while your phone was away: the seat is yours again.",
    "Hai perso una causa: gli altri fanno offerte segrete per le tue proprietà, poi sceglierai quale "
    "accettare.":
        "You lost a lawsuit: the others are making sealed bids for your properties, then you will choose "
        "which one to accept.",
    "Offerta inviata.": "Bid sent.",
    "Hai deciso di non fare offerte.": "You decided not to bid.",
    "{who} ha perso una causa: offerte segrete in corso.": "{who} lost a lawsuit: sealed bids under way.",
    "1 miniera": "1 mine",
    "{n} miniere": "{n} mines",
    "Vendi kg dalla miniera · {mines}": "Sell kg from the mine · {mines}",
    "Prezzo fisso, indipendente dalle quotazioni.": "Fixed price, whatever the market prices.",
    "Usa la carta bonus quotazioni": "Use the price bonus card",
    "Sposta di 1 o 2 livelli la quotazione di una risorsa.": "Move one resource's price by 1 or 2 levels.",
    "{resource} · liv. {level}": "{resource} · lv. {level}",
    "Vince {who}!": "{who} wins!",
    "La classifica completa è sul monitor.": "The full ranking is on the monitor.",
    # the question dialog
    "Costo: {cost}. Hai {cash}.": "Cost: {cost}. You have {cash}.",
    "Hai {cash}.": "You have {cash}.",
    "Quanto? (da {low} a {high})": "How much? ({low} to {high})",
    "Quanti kg? (da {low} a {high})": "How many kg? ({low} to {high})",
    "Scrivi una cifra intera fra {low} e {high}.": "Write a whole amount between {low} and {high}.",
    "Scrivi un numero intero di kg fra {low} e {high}.": "Write a whole number of kg between {low} and {high}.",
    # countdown
    "{label} tra {seconds} s": "{label} in {seconds} s",
    "Annulla": "Cancel",
    # tools and zoom
    "Zoom": "Zoom",
    "Ritira il voto": "Withdraw your vote",
    "Hai votato per finire.": "You voted to end.",
    "Non hai ancora votato.": "You have not voted yet.",
    "Zoom: {continent}": "Zoom: {continent}",
    "Nessuna miniera acquistata in questo continente.": "No mine bought on this continent.",
    "La tua targhetta ha il bordo oro.": "Your plate has a gold border.",
    " (tu)": " (you)",
    # objective, resources, bonus cards, ledger
    "Il tuo obiettivo segreto": "Your secret objective",
    "Poi in municipio: tasse sui redditi {amount}": "Then at the Town Hall: income tax {amount}",
    "Obiettivo completo: vai in municipio e paga le tasse per vincere.":
        "Objective complete: go to the Town Hall and pay the taxes to win.",
    "Obiettivo completo: ti mancano {amount} per le tasse. Vendi dalla miniera o in borsa, poi vai in "
    "municipio.":
        "Objective complete: you are {amount} short of the taxes. Sell from the mine or at the Exchange, "
        "then go to the Town Hall.",
    "Le tue risorse": "Your resources",
    "Diritti di estrazione": "Mining rights",
    "Kg con te": "Kg with you",
    "Carichi in viaggio": "Loads on the way",
    "Depositi": "Depots",
    "Proprietà": "Properties",
    "Nessuna": "None",
    "Nessuna miniera": "No mines",
    "Vuoti": "Empty",
    "manca 1 casella": "1 space to go",
    "mancano {n} caselle": "{n} spaces to go",
    "Porto": "Port",
    "Aeroporto della città": "City Airport",
    "Nave": "Ship",
    "Aereo": "Plane",
    "Carte bonus": "Bonus cards",
    "Nessuna carta": "No cards",
    "Entrate e uscite": "Income and expenses",
    "Ancora nessun movimento": "No transactions yet",
    # notices
    "{who} ha usato la prelazione e ti ha preso {space}: hai incassato {price}.":
        "{who} used the pre-emption and took {space} from you: you received {price}.",
    "{who} ha perso la causa e ha accettato la tua offerta: hai ottenuto {space} per {price}.":
        "{who} lost the lawsuit and accepted your bid: you got {space} for {price}.",
    "Causa persa: è stata accettata l'offerta di {who} per {space}. La tua offerta non è stata scelta: "
    "non paghi nulla.":
        "Lost lawsuit: {who}'s bid for {space} was accepted. Your bid was not chosen: you pay nothing.",
    "Causa persa: non hai risposto in tempo e dal monitor la tua offerta è stata saltata. Non paghi nulla.":
        "Lost lawsuit: you did not answer in time and your bid was skipped from the monitor. You pay nothing.",
    "Carta Probabilità che hai pescato:": "Chance card you drew:",
    "Carta Probabilità pescata da {who}:": "Chance card drawn by {who}:",
    " Ti è costata {amount}.": " It cost you {amount}.",
    "Carta Probabilità": "Chance card",
    "Pirati sulle tue navi (dado {die}): hai perso tutto il carico ({kg} kg).":
        "Pirates on your ships (die {die}): you lost the whole load ({kg} kg).",
    "Pirati sulle tue navi (dado {die}): hai perso metà del carico ({kg} kg).":
        "Pirates on your ships (die {die}): you lost half the load ({kg} kg).",
    "Pirati sulle tue navi (dado {die}): le navi scappano, nessuna perdita.":
        "Pirates on your ships (die {die}): the ships get away, nothing lost.",
    "Incidente ai tuoi aerei (dado {die}): hai perso tutto il carico ({kg} kg).":
        "Accident to your planes (die {die}): you lost the whole load ({kg} kg).",
    "Incidente ai tuoi aerei (dado {die}): ripartono da capo verso la città.":
        "Accident to your planes (die {die}): they start again from scratch towards the city.",
    "Incidente ai tuoi aerei (dado {die}): nessun danno.": "Accident to your planes (die {die}): no damage.",
    "vinci {amount}": "you win {amount}",
    "non vinci nulla": "you win nothing",
    "Tesoro: dadi {dice}, {won} (paga ogni dado da 3 a 6, × 100 $).":
        "Treasure: dice {dice}, {won} (each die from 3 to 6 pays, × $100).",
    "Casinò": "Casino",
    "{where}: dadi {dice}, {won}": "{where}: dice {dice}, {won}",
    " (vincono {wins}).": " (winning numbers {wins}).",
    "e un altro avviso": "and one more notice",
    "e altri {n} avvisi": "and {n} more notices",
    "Chiudi tutti": "Close all",
    "Tabellone del mondo": "World board",
    "Tabellone della città": "City board",
    "partenza": "start",
    "pari": "even",
    "dispari": "odd",
    "Miniere": "Mines",
    "Grafici": "Charts",
    "i grafici restano finché non cambi vista": "the charts stay until you change the view",
    "Prezzi al kg": "Prices per kg",
    "giro": "round",
    "$ al kg": "$ per kg",
    "Patrimonio dei giocatori": "Players' net worth",
    "Patrimonio": "Net worth",
    "Analisi della partita": "Game debrief",
    "Da dove vengono i soldi e dove vanno": "Where the money came from and where it went",
    "entrate ↑  uscite ↓": "income ↑  spending ↓",
    "Momenti chiave": "Key moments",
    "Foglio di calcolo (.xlsx)": "Spreadsheet (.xlsx)",
    "File CSV (.zip)": "CSV files (.zip)",
    "File della partita (.json)": "Game file (.json)",
    "Solo chi ha creato la partita può scaricarne i file.": "Only the game's host can download its files.",
    "Billionaire: la classe": "Billionaire: the class",
    "La classe": "The class",
    "Un foglio di calcolo per tutte le partite finite": "One spreadsheet for all finished games",
    "Le partite create da questo browser, aggiornate dal vivo.": "The games this browser created, updated live.",
    "Questo browser non ha ancora creato partite.": "This browser has not created any game yet.",
    "tocca a {who}": "{who} to play",
    "Nessuna partita finita da mettere nel foglio di calcolo.": "No finished game to put in the spreadsheet.",
    "Vista della classe": "Class overview",
    "Rivedi la partita": "Replay the game",
    "fine della partita": "end of the game",
    "inizio": "start",
    "fine del giro {n}": "end of round {n}",
    "Carica una partita": "Load a game",
    "Un file della partita (.json) scaricato dal monitor: qui diventa una partita nuova, da rivedere giro per giro se è finita.":
        "A game file (.json) downloaded from a monitor: here it becomes a new game, to replay round by round if it is over.",
    "giro {n}": "round {n}",
    # ---- the seats' colours and shapes (billionaire/state.py, pages/seat_marks.py)
    "vermiglio": "vermilion", "azzurro": "sky blue", "verde acqua": "bluish green", "giallo": "yellow",
    "rosa": "pink", "arancione": "orange",
    "cerchio": "circle", "quadrato": "square", "triangolo": "triangle", "rombo": "diamond",
    "stella": "star", "pentagono": "pentagon",
    # ---- the phone's turn alert (pages/phone_alert.py)
    "● Tocca a te – Billionaire": "● Your turn – Billionaire",
    "● Devi decidere – Billionaire": "● Your decision – Billionaire",
    "Suono e vibrazione quando tocca a te": "Sound and vibration when it is your turn",
    "Tocca a te.": "Your turn.",
    "Devi decidere: offerta segreta.": "Your decision: a sealed bid.",
    "Devi decidere.": "Your decision.",
    "Tocca a {who}.": "{who}'s turn.",
    "{who} pesca una carta: {card}": "{who} draws a card: {card}",
    # setup: the game and Alta Finanza's setting
    "Gioco": "Game",
    "Cifra da raggiungere per vincere ($)": "Sum to reach to win ($)",
    "Il Direttore di Gioco è l'app: quotazioni, Banca e Telex.": "The app is the Game Director: quotations, Bank and Telex.",
    "La cifra da raggiungere va da {low} a {high}.": "The sum to reach goes from {low} to {high}.",
    "Scrivi la cifra da raggiungere con le cifre, per esempio 1.000.000.": "Write the sum to reach in figures, for example 1,000,000.",
    "Servono da {least} a {most} giocatori in tutto (ora {now}).": "The game needs {least} to {most} players in all (now {now}).",
    # Alta Finanza's monitor and phone
    'Banca {n}': 'Bank {n}',
    'Bomba': 'Bomb',
    'Carta': 'Card',
    'Carta di Credito alla Banca: prestito da restituire al Credito': 'Credit Card with the Bank: a loan to repay at the Credit',
    'Carta di Credito: in mano': 'Credit Card: in hand',
    'Classifica finale': 'Final ranking',
    'Contanti': 'Cash',
    'Crack': 'Crack',
    'Giocatore': 'Player',
    'Il tuo Telex e le Tessere': 'Your Telex and Tessere',
    'Incassi': 'You receive',
    'Le tue azioni': 'Your shares',
    'Max': 'Max',
    'Movimenti': 'Money movements',
    'Nessun Telex in mano.': 'No Telex in hand.',
    'Nessun Telex rivelato finora.': 'No Telex revealed yet.',
    'Nessun movimento finora.': 'No movement yet.',
    'Obiettivo: {target} in contanti, con la Carta di Credito e almeno 15 azioni.': 'Goal: {target} in cash, with your Credit Card and at least 15 shares.',
    'Paghi': 'You pay',
    'Posto {who}': 'Seat {who}',
    'Quante azioni? (da {low} a {high})': 'How many shares? ({low} to {high})',
    'Sala Stampa': 'Press Room',
    'Telex riservato: solo tu lo vedi': 'Confidential Telex: only you see it',
    'Tessere {n}': 'Tessere {n}',
    'Tessere: {n}': 'Tessere: {n}',
    'Tot': 'Tot',
    'Ultimo Telex': 'Last Telex',
    'Vince {who}': '{who} wins',
    'ha raggiunto la cifra': 'reached the sum',
    'migliaia di $': 'thousands of $',
    'obiettivo {amount}': 'goal {amount}',
    'ora': 'now',
    'prestito': 'loan',
    'ritirato': 'withdrawn',
    'telefono': 'phone',
    'terminata dal monitor': 'ended from the monitor',
    'tutti gli altri ritirati': 'everyone else withdrew',
    'vota fine': 'votes to end',
    'votata la fine': 'voted to end',
    '{n} azioni · ★ maggioranza (13 o più)': '{n} shares · ★ majority (13 or more)',
    '1 azione · ★ maggioranza (13 o più)': '1 share · ★ majority (13 or more)',
    'Effetto sul valore di ciascuno: {effects}': 'Effect on each player\'s worth: {effects}',
    'Ultimo Telex rivelato': 'Last Telex revealed',
    'Come si gioca ad Alta Finanza': 'How to play Alta Finanza',
    'Per te: {delta} di valore.': 'For you: {delta} in worth.',
    'Scrivi un numero intero fra {low} e {high}.': 'Write a whole number between {low} and {high}.',
    '{verb} {total} ({n} × {price})': '{verb} {total} ({n} × {price})',
    'Auto': 'Auto',
    'Nav': 'Ship',
    'Petr': 'Oil',
    'Comp': 'Comp',
    'Ass': 'Ins',
    'Banc': 'Bank',
    "Quotazioni": "Quotations",
    "$ per azione": "$ per share",
    "Patrimonio (linea piena) e contanti (tratteggio)": "Worth (solid line) and cash (dashed)",
    "Tabellone": "Board",
}
