# The words of the game (see the README: adding a language is one file like this one).
language-name = Deutsch
language-direction = ltr

## page and menu
page-title = Marrakech — der Teppichmarkt
game-name = Marrakech
game-menu = Spielmenü
new-game = Neues Spiel
export = Exportieren
import = Importieren
rules = Regeln
settings = Einstellungen
about = Info
more = Mehr
language = Sprache
back-to-game = Zurück zum Spiel
close = Schließen
cancel = Abbrechen
ok = OK

## about
about-credit = Marrakech ist ein Brettspiel von Dominique Ehrhard, erschienen bei Gigamic. Dies ist eine inoffizielle, nicht kommerzielle Umsetzung; Name und Spiel gehören ihren Eigentümern.
about-local = Alles läuft in diesem Browser und wird dort gespeichert. Der Code steht unter der MIT-Lizenz.

## confirm new game
confirm-title = Neues Spiel starten?
confirm-import-title = Laufendes Spiel ersetzen?
confirm-import-body = Das Spiel, das du öffnest, ersetzt das laufende. Exportiere zuerst das aktuelle Spiel, wenn du es behalten willst.
replace = Ersetzen
game-loaded = Spiel geladen.
confirm-body = Das laufende Spiel bleibt erhalten, bis das neue beginnt, und du kannst von der Vorbereitung aus dorthin zurückkehren. Exportiere es, um es dauerhaft zu behalten.
confirm-lesson-title = Lektion verlassen?
confirm-lesson-body = Die Lektion wird nicht gespeichert; auf der Regelseite kannst du sie neu beginnen.

## crash
crash-title = Etwas ist schiefgelaufen
crash-body = Das Spiel wurde wegen eines Programmfehlers angehalten. Dein Spiel ist gespeichert: Lade die Seite neu, um weiterzuspielen. Wenn es wieder passiert, kopiere bitte den Text unten in einen Fehlerbericht.
crash-body-no-game = Das Spiel wurde wegen eines Programmfehlers angehalten. Lade die Seite neu, um von vorn zu beginnen. Wenn es wieder passiert, kopiere bitte den Text unten in einen Fehlerbericht.
error-details = Fehlerdetails
reload = Neu laden

## final screen
tie-shared = Gleichstand bei Punkten und Dirham: Der Sieg wird geteilt.
tie-richer-share = Gleichstand bei den Punkten; die Dirham entscheiden, doch die Reichsten liegen gleichauf und teilen sich den Sieg.
tie-richer = Gleichstand bei den Punkten: Wer mehr Dirham hat, gewinnt.
out-of-the-game = ausgeschieden
out-of-money-on-turn = in Zug { $turn } ohne Geld ausgeschieden
winner = gewinnt
score-rule = Punkte: Dirham plus die Felder, die deine Farben zeigen.
rematch = Revanche
new-players = Neue Spieler
ranking = Rangliste

## handoff
handoff-note = In diesem Spiel ist nichts geheim: Diese Pause zeigt nur, wer am Zug ist.

## notices
start-fresh = Neu beginnen
download-refused = Der Browser hat den Download verweigert.

## settings
show-handoff = „Weitergeben an …“ zwischen den Zügen zeigen
animations = Animationen
speed-normal = Normal
speed-fast = Schnell
speed-instant = Sofort
reduce-motion = Weniger Bewegung
reduce-motion-note = Assam springt, statt zu gleiten, und nichts dreht sich oder pulsiert. Anfangs gilt, was dein System vorgibt.

## set-up
welcome-title = Willkommen auf dem Teppichmarkt
welcome-line = Dreh Assam, würfle, bezahl den Besitzer der Teppiche, auf denen er stehen bleibt, und leg dann einen eigenen Teppich neben ihn. Dirham plus sichtbare Teppichfelder entscheiden über den Sieg.
quick-bots = Du gegen zwei Bots (mittel)
quick-pass = An einem Gerät (3 Spieler)
quick-custom = Eigenes Spiel
players = Spieler
who-starts = Wer beginnt
draw-lots = Auslosen
out-of-money = Ohne Geld
out-standard = Ausscheiden (Standard)
keep-playing = Mit 0 weiterspielen
turn-order = Zugablauf
order-classic = Drehen, dann würfeln (Standard)
order-roll-first = Erst würfeln, Assam am Ende drehen
start-the-game = Spiel starten
make-invitation = Einladung erstellen
kind-person = Mensch
kind-easy = Bot: leicht
kind-medium = Bot: mittel
kind-hard = Bot: schwer
kind-master = Bot: Meister
level-easy = leicht
level-medium = mittel
level-hard = schwer
level-master = Meister

## colours (palette order)
red = Rot
yellow = Gelb
cyan = Blau
purple = Lila

## the turn
turn-left = Nach links
straight-on = Geradeaus
turn-right = Nach rechts
roll-the-die = Würfeln
lay-the-rug = Teppich legen
undo = Rückgängig
the-die = Der Würfel
next-rug = Nächster Teppich:
rug-positions = Wo der Teppich liegen darf
keys-hint = Tasten: ← ↑ → drehen Assam, R würfelt, mit den Pfeiltasten gehst du über den Markt, Enter wählt ein Feld, Esc schließt ein Fenster oder verwirft den gewählten Teppich, Strg+Z macht rückgängig.

## players and log
to-play = am Zug
out = aus
dirhams = Dirham
rugs-left = Teppiche übrig
visible = Sichtbar
log = Protokoll
log-empty = Hier erscheinen die Züge, sobald sie gespielt sind.
game-log = Spielprotokoll
market = Der Markt
game-is-over = Das Spiel ist vorbei
no-rugs-yet = Noch keine Teppiche.
bare = leer

## the moments of a turn
bare-cell = { $name } zahlt nichts: Assam landet auf einem leeren Feld
out-players-rug = { $name } zahlt nichts: Assam landet auf dem Teppich eines ausgeschiedenen Spielers
since-your-turn = Seit deinem letzten Zug
since-played = Gerade gespielt
dismiss = Ausblenden
sound = Töne

## share
share = Teilen
share-title = Dieses Spiel teilen
share-link = Link zum Spiel
share-link-note = Das ganze Spiel steckt im Link, hinter dem #, und diesen Teil senden Browser nie an einen Server.
share-at-turn = Der Link öffnet den angezeigten Zug.
share-by-link = Dieser Link zeigt das Spiel nur. Deinen Zug bringt der „Link zum Versenden“ am Tisch zu den anderen.
copy = Kopieren
send-link = Senden…
embed-code = In eine Seite einbetten
picture = Bild des Markts
picture-png = Als PNG speichern
picture-svg = Als SVG speichern
link-copied = Link kopiert.
copy-refused = Der Browser hat das Kopieren verweigert: Markiere den Link und kopiere ihn selbst.

## replay
replay = Wiederholung
watching-this-game = Die Wiederholung dieses Spiels
watching-shared = Ein mit dir geteiltes Spiel, Zug für Zug
watching-kept = Ein beendetes Spiel, auf diesem Gerät gespeichert
watch-again = Noch mal ansehen
replay-first = Erster Zug
replay-prev = Vorheriger Zug
replay-next = Nächster Zug
replay-last = Letzter Zug
replay-play = Abspielen
replay-pause = Pause
replay-scrub = Angezeigter Zug
replay-close = Wiederholung schließen
replay-keys = Tasten: ← → ein Zug, Pos1 und Ende zum ersten und zum letzten.
continue-here = Dieses Spiel hier fortsetzen

## history
history = Beendete Spiele
history-note = Die letzten 100 beendeten Spiele werden auf diesem Gerät gespeichert.
history-empty = Noch kein beendetes Spiel: Jedes wird hier gespeichert, sobald es endet.
watch = Ansehen
delete = Löschen

## play by link
kind-remote = Freund per Link
waiting-for-friends = Warten auf die Mitspieler
invite-friends = Schick diese Einladung nacheinander an jeden Freund: Er öffnet sie auf seinem eigenen Gerät, nimmt seinen Platz ein und schickt dir den Link zurück, den er dabei bekommt. Danach wird zum ersten Mal gewürfelt.
send-last-link = Das Spiel ist vorbei: Schick den letzten Link an die anderen Spieler.
link-to-send = Link zum Versenden
take-your-seat = { $name } lädt dich zu diesem Spiel ein, das per Link zwischen Geräten gespielt wird. Welcher Spieler bist du?
watching-only = Du schaust diesem Spiel zu: Alle Plätze sind besetzt. Falls einer davon deiner war, hat dieser Browser den Schlüssel dafür nicht mehr (ein anderer Browser, oder sein Speicher wurde gelöscht).
games-by-link = Spiele per Link
open-game = Öffnen
end-game = Beenden
end-game-ask = Dieses Spiel auf diesem Gerät beenden? Es kann hier danach nicht mehr gespielt werden.
your-move = Du bist dran
key-lost = Dieses Gerät hat seinen Schlüssel für dieses Spiel nicht mehr (ein anderer Browser, oder sein Speicher wurde gelöscht): Es kann nur noch zuschauen.
no-keys = Dieser Browser kann keinen Schlüssel für ein Spiel per Link erzeugen (dafür braucht er eine sichere https-Seite und Speicher).
no-seat-here = Mindestens ein Platz muss auf diesem Gerät gespielt werden: Mach ihn zu einem Menschen oder einem Bot.
claim-overtaken = Ein anderer Freund hat zuerst auf dieselbe Einladung geantwortet.
up-to-date = Dieser Link bringt nichts Neues: Das Spiel hier ist auf dem neuesten Stand.

## the device: storage and other tabs
storage-full = Der Speicher dieses Browsers ist voll: Das Spiel geht weiter, wird aber erst wieder gespeichert, wenn Platz frei wird.
storage-refused = Dieser Browser speichert nichts für diese Seite (privates Fenster oder Frame): Das Spiel läuft, wird aber nach diesem Besuch nicht behalten.
other-tab-holds = Dieses Spiel wird in einem anderen Tab gespielt: Hier wird es laufend mitgezeigt.
play-here = Hier spielen
theme = Farben der Seite
theme-system = Wie das System
theme-light = Hell
theme-dark = Dunkel
letters = Buchstaben auf den Teppichen
letters-note = Die Farbe jedes Teppichs auch als Buchstabe, für alle, die Farben nicht unterscheiden können.
wait-for-move = Warte: Der Zug wird gerade gezeigt.
not-your-turn = Du bist gerade nicht am Zug.
not-now = Das geht gerade nicht.
other-tab-took = Ein anderer Tab hat dieses Spiel übernommen: Hier wird es laufend mitgezeigt.
words-unavailable = Die Texte dieser Sprache konnten nicht geladen werden: Geh einmal online, um sie auch offline zu nutzen.
part-unavailable = Ein Teil des Spiels konnte nicht geladen werden (offline vor der ersten Nutzung): Geh online und versuch es noch einmal.
update-ready = Eine neue Version des Spiels ist bereit.
update-apply = Aktualisieren
thinking-cannot-start = Der Bot-Helfer konnte in diesem Browser nicht starten: Die Bots denken stattdessen auf dieser Seite, was weniger flüssig sein kann.
thinking-broken = Der Bot-Helfer arbeitet nicht mehr richtig: Die Bots denken ab jetzt auf dieser Seite.
thinking-other-version = Der Bot-Helfer stammt aus einer anderen Version des Spiels: Lade die Seite neu, um zu aktualisieren. Bis dahin denken die Bots auf dieser Seite.
data-aside = Einige Daten dieses Browsers konnten nicht gelesen werden; sie werden unverändert beiseitegelegt.
save-garbled = Dein gespeichertes Spiel konnte nicht gelesen werden; es wird unverändert beiseitegelegt.
save-newer = Dein gespeichertes Spiel stammt aus einer neueren Version von Marrakech und bleibt hier unverändert: Lade die Seite neu, um zu aktualisieren.
export-all = Alles exportieren

## the lesson
lesson-title = Spielend lernen
lesson-offer = Neu bei Marrakech? Ein geführtes Spiel bringt dir alle Regeln in etwa drei Minuten bei.
lesson-start = Spielend lernen (3 Min.)
lesson-next = Weiter
lesson-skip = Lektion überspringen
lesson-finish = Echtes Spiel spielen
lesson-you = Du
lesson-coach = Trainer
lesson-wait = Schau dem Trainer zu…
lesson-not-that = Nicht das: Die Lektion verlangt, was oben steht.

## the coach
show-odds = Chancen zeigen
show-odds-note = Jede Richtung zeigt, was du im Schnitt zahlen würdest, der Markt zeigt, wo Assam stehen bleiben kann und wie wahrscheinlich das ist, und ein gewählter Teppich zeigt, wie er die größten Flächen verändert.
get-hint = Tipp
hint-thinking = Der Trainer überlegt…
largest-areas = Größte Flächen mit diesem Teppich
open-review = Spiel auswerten
review-title = Auswertung
review-working = Das Spiel wird ausgewertet…
review-nothing = Keine Entscheidungen eines Menschen auszuwerten.
review-note = Punkte: was ein Zug gegenüber dem besten gefundenen verschenkt hat (beide jeweils viele Male mit denselben Würfen zu Ende gespielt). Würfel: was deine Würfe gegenüber dem Durchschnitt eingebracht (+) oder gekostet (−) haben. Ein Verlust unter 0,3 kann Zufall sein.
review-show = Wähle einen Zug, um den Markt zu Beginn seiner Runde zu sehen; „Nächster Zug“ spielt ihn dann.
## rules page
rules-title = So wird gespielt
rules-intro = Ihr seid Teppichhändler auf dem Markt von Marrakech. Jeder hat 30 Dirham und einen Stapel Teppiche (je 12 bei 4 Spielern, je 15 bei 3; bei 2 Spielern hat jeder 24 Teppiche in zwei Farben, die in der Reihenfolge eines verdeckten Stapels gelegt werden). Assam, der Besitzer des Markts, beginnt in der Mitte.
rules-turn-heading = Dein Zug
rules-step-1 = Dreh Assam eine Vierteldrehung nach links oder rechts oder lass ihn geradeaus blicken. Umdrehen ist nie erlaubt.
rules-step-2 = Würfle (1, 2, 2, 3, 3, 4): Assam geht so viele Felder vorwärts. Am Rand folgt er dem Bogen und kommt in der nächsten Reihe oder Spalte zurück; in zwei Ecken dreht ihn ein kleiner Bogen auf der Stelle.
rules-step-3 = Bleibt Assam auf dem Teppich eines Gegners stehen, zahlst du diesem Spieler einen Dirham für jedes Feld dieser Farbe, das über Kanten (nicht über Ecken) mit Assams Feld verbunden ist. Deine eigenen Farben, leere Felder und die Teppiche ausgeschiedener Spieler kosten nichts.
rules-step-4 = Leg einen Teppich auf zwei Felder, von denen mindestens eines neben Assam liegt. Er darf leere Felder oder andere Teppiche bedecken, aber nie Assams Feld und nie beide Hälften eines Teppichs, der noch ganz zu sehen ist.
rules-arcs-caption = Am Rand folgt Assam dem Bogen und kommt in der benachbarten Spalte oder Reihe zurück, jetzt in der Gegenrichtung.
rules-payment-caption = Assam bleibt auf einem roten Feld stehen: Die vier roten Felder, die über ihre Kanten mit ihm verbunden sind, bilden die Fläche, also gehen 4 Dirham an den Besitzer von Rot. Das rote Feld, das nur mit einer Ecke angrenzt, zählt nicht.
rules-legal-caption = Teppiche rund um Assam: Ein Haken markiert einen Teppich, der so gelegt werden darf, ein Kreuz einen, der nicht erlaubt ist.
rules-legal = erlaubt
rules-illegal = nicht erlaubt
rules-money-heading = Wenn das Geld ausgeht
rules-money = Kannst du nicht vollständig zahlen, gibst du, was du hast, und scheidest aus; deine Teppiche bleiben liegen, und wer darauf stehen bleibt, zahlt nichts. Mit einer Option kannst du stattdessen mit 0 weiterspielen.
rules-end-heading = Spielende
rules-end = Wenn der letzte Teppich liegt, zählt jeder Spieler seine Dirham plus die sichtbaren Felder seiner Farben. Die höchste Punktzahl gewinnt; bei Gleichstand gewinnt der reichere Spieler, und bleibt es auch dann gleich, wird der Sieg geteilt.
rules-variant-heading = Variante: erst würfeln
rules-variant = Du würfelst, ziehst, zahlst und legst zuerst; danach drehst du Assam eine Vierteldrehung nach links oder rechts. Der nächste Spieler muss in diese Richtung ziehen.
rules-variant-caption = Erst würfeln: Würfel, Laufen, Zahlen, Teppich und zum Schluss die Vierteldrehung.
rules-keys-heading = Mit der Tastatur spielen

## coach, lesson, colours
coach-then-turn = { $cells }, dann { $direction } drehen
coach-reason-pays = { $choice }: So zahlst du im Schnitt { $expected } Dirham, in der teuersten anderen Richtung { $instead }.
coach-reason-same = { $choice }: Jede Richtung kostet im Schnitt { $expected }; diese stellt Assam besser für deine Teppiche.
coach-reason-free = { $choice }: Keine Richtung kostet dich etwas; diese stellt Assam besser für deine Teppiche.
coach-reason-pays-more = { $choice }: Du zahlst im Schnitt { $expected } (am günstigsten wären { $cheapest }), aber Assam steht danach besser für deine Teppiche.
coach-reason-charges = { $choice }: Der nächste Spieler zahlt im Schnitt { $expected } Dirham, in der anderen Richtung { $instead }.
coach-reason-grows = { $choice }: Deine größte Fläche dieser Farbe wächst von { $before } auf { $after ->
    [one] { $after } Feld
   *[other] { $after } Felder
}.
coach-reason-cuts = { $choice }: Die größte Fläche von { $player } schrumpft von { $before } auf { $after ->
    [one] { $after } Feld
   *[other] { $after } Felder
}.
coach-reason-best = { $choice }: die beste Wahl, die die Auswertung findet (viele Male bis zum Ende gespielt).
coach-expected-payment = erwartete Zahlung { $expected }
coach-area-change = { $colour }: { $before } → { $after }
coach-hints-used = { $n ->
    [one] { $n } Tipp
   *[other] { $n } Tipps
}
coach-review-best = Zug { $turn }: { $choice }. Beste Wahl.
coach-review-loss = Zug { $turn }: { $choice }, −{ $loss } Punkte; besser: { $better }.
coach-review-summary = { $player }: durch Entscheidungen { $loss } Punkte gegenüber den besten verschenkt; Würfelglück { $luck } Dirham gegenüber dem Durchschnitt.
decimal-separator = ,
list-and = { $list } und { $last }
list-comma = { $list }, { $next }
lesson-step-0 = Willkommen auf dem Teppichmarkt! Deine Teppiche sind rot und gelb, die des Trainers blau und lila: Deine beiden Farben zählen für dich, und die Zeile „Nächster Teppich“ zeigt, welchen du als Nächstes legst. Ihr beginnt beide mit 30 Dirham; wer am Ende die meisten Dirham plus sichtbare Felder hat, gewinnt.
lesson-step-1 = Ein Zug beginnt mit Assam: Dreh ihn eine Vierteldrehung nach links oder rechts oder lass ihn geradeaus blicken, aber nie zurück. Dreh ihn nach rechts.
lesson-step-2 = Jetzt würfle. Der Würfel hat die Seiten 1, 2, 2, 3, 3, 4: Eine 2 oder 3 fällt doppelt so oft wie eine 1 oder 4.
lesson-step-3 = Assam ist 4 Felder gegangen: Am Rand ist er dem Bogen gefolgt und in der nächsten Reihe in Gegenrichtung zurückgekommen. Leg deinen Teppich: zwei Felder, eines davon neben Assam, keines unter ihm. Leg ihn auf F5 und F6.
lesson-step-4 = Der Trainer ist am Zug: Er lässt Assam nach Westen blicken…
lesson-step-5 = …und würfelt eine 1.
lesson-step-6 = Assam ist auf deinem Teppich stehen geblieben. Der Trainer zahlt dir einen Dirham für jedes Feld der roten Fläche, auf der Assam steht: 2 Felder, 2 Dirham.
lesson-step-7 = Der Trainer legt einen blauen Teppich neben Assam.
lesson-step-8 = Du bist dran. Dreh Assam nach links, sodass er nach Süden blickt.
lesson-step-9 = Würfle.
lesson-step-10 = Dein eigener Teppich: nichts zu zahlen. Ein Teppich darf Teppiche überdecken, aber nie einen ganzen Teppich auf einmal und nie Assam. Überdecke die Hälfte vom Teppich des Trainers: Leg deinen auf E6 und E7.
lesson-step-11 = Deine roten Felder F5, F6, E6 und E7 grenzen aneinander: eine Fläche aus 4 Feldern. Der Trainer dreht Assam nach Westen…
lesson-step-12 = …und würfelt eine 1.
lesson-step-13 = Assam steht auf deiner roten Fläche: 4 verbundene Felder, 4 Dirham. Felder sind über Kanten verbunden, nie über Ecken.
lesson-step-14 = Der Trainer legt Blau auf D5 und D6: Mit E5 ergibt das eine blaue Fläche aus 3 Feldern.
lesson-step-15 = Lass Assam geradeaus nach Westen blicken.
lesson-step-16 = Würfle.
lesson-step-17 = Du bist auf Blau gelandet: D6, D5 und E5 grenzen aneinander, also zahlst du dem Trainer 3 Dirham. Wer nicht alles zahlen kann, was er schuldet, gibt ab, was er hat, und scheidet nach den Standardregeln dieser App aus.
lesson-step-18 = Leg diesen Teppich, wohin du willst: neben Assam, aber nie auf sein Feld.
lesson-step-19 = Das ist schon das ganze Spiel. Es endet, wenn alle Teppiche liegen: Jeder zählt seine Dirham plus die sichtbaren Felder seiner Farben, und bei Gleichstand gewinnt der Reichere. Jetzt spiel ein echtes Spiel!
colour-in-sentence-red = rot
colour-in-sentence-yellow = gelb
colour-in-sentence-cyan = blau
colour-in-sentence-purple = lila
colour-letter-red = R
colour-letter-yellow = G
colour-letter-cyan = B
colour-letter-purple = L

## errors
error-unreadable-file = die Datei konnte nicht gelesen werden
error-link-newer = er stammt aus einer neueren Version des Spiels; lade die Seite neu, um zu aktualisieren
error-link-changed = er verletzt die Regeln für das Spiel per Link (er wurde verändert)
error-link-unfair-roll = ein Wurf darin wurde nicht fair gewürfelt
error-link-unsigned = ein Zug darin ist nicht vom Gerät seines Spielers signiert
error-link-other-game = er gehört zu einem anderen Spiel
error-link-older = er ist älter als das Spiel auf diesem Gerät
error-link-diverged = er erzählt eine andere Geschichte dieses Spiels
error-link-late-claim = ein anderer Freund hat zuerst auf dieselbe Einladung geantwortet
error-link-seat-taken = dieser Platz ist schon besetzt
error-code-no-game = er enthält kein Spiel
error-code-newer = er stammt aus einer neueren Version des Spiels (Link-Version { $version }); lade die Seite neu, um zu aktualisieren
error-code-cut-short = er ist abgeschnitten; kopiere den ganzen Link
error-code-damaged = er ist beschädigt (Zeichen darin wurden verändert)
error-code-impossible = das Spiel darin ist unmöglich ({ $reason })
error-at-turn = Zug { $turn }: { $fault }
error-not-json = das ist kein Spielstand
error-missing-field = der Eintrag „{ $field }“ fehlt
error-wrong-type = der Eintrag „{ $field }“ hat die falsche Form
error-unknown-format = unbekanntes Format „{ $format }“
error-unknown-kind = Spieler { $player }: unbekannte Art „{ $kind }“
error-unknown-rule-value = unbekannter Wert „{ $value }“ für die Regel { $rule }
error-off-market = Feld [{ $row },{ $col }] liegt außerhalb des Markts
error-unknown-direction = unbekannte Richtung „{ $direction }“
error-missing-piles = ein Spiel mit 2 Spielern braucht seine Teppichstapel
error-unexpected-piles = { $players ->
    [one] ein Spiel mit { $players } Spieler hat keine Teppichstapel
   *[other] ein Spiel mit { $players } Spielern hat keine Teppichstapel
}
error-bad-pile = der Teppichstapel von Spieler { $player } ist falsch
error-roll-out-of-range = Wurf { $roll } liegt nicht zwischen 1 und 4
error-rotation-not-allowed = die Drehung „{ $rotation }“ ist hier nicht erlaubt
error-unfinished-not-last = ein unvollständiger Zug ist nicht der letzte
error-after-elimination = der Spieler ist durch die Zahlung in diesem Zug ausgeschieden und kann nicht weiterspielen
error-after-last-rug = das Spiel endete mit diesem Teppich: keine abschließende Drehung
error-game-over = das Spiel ist bereits vorbei
error-player-count = ein Spiel hat 2 bis 4 Spieler, nicht { $players }
error-colour-count = { $colours ->
    [one] Spieler { $player } muss { $colours } Farbe haben
   *[other] Spieler { $player } muss { $colours } Farben haben
}
error-not-a-colour = „{ $colour }“ ist kein Farbname
error-colour-twice = die Farbe „{ $colour }“ wird zweimal verwendet
error-wrong-phase = diese Aktion gehört nicht hierher
error-illegal-rug = ein Teppich kann nicht auf { $first } und { $second } liegen: { $reason }
error-no-quarter-turn = die abschließende Drehung muss nach links oder rechts gehen
error-rug-not-adjacent = die Felder grenzen nicht aneinander
error-rug-under-assam = er würde Assam bedecken
error-rug-not-next-to-assam = keines der Felder liegt neben Assam
error-rug-covers-one = er würde Teppich { $rug } ganz bedecken

## log and prompts
# A number of dirhams, of cells: put into the messages below as $owed, $amount, $money, $visible.
count-dirhams = { $n ->
    [one] { $n } Dirham
   *[other] { $n } Dirham
}
count-cells = { $n ->
    [one] { $n } Feld
   *[other] { $n } Felder
}
# Where Assam faces ($direction in the messages below), with any word it needs before it.
facing-north = nach Norden
facing-east = nach Osten
facing-south = nach Süden
facing-west = nach Westen
# Which way Assam is turned ($rotation in the messages below).
rotation-left = nach links
rotation-straight = geradeaus
rotation-right = nach rechts
prompt-thinking = { $name } (Bot, { $level }) überlegt…
prompt-bot-rolls = { $name } (Bot, { $level }) würfelt…
prompt-walking = { $name } würfelt: Assam geht…
prompt-pass-device = Gib das Gerät an { $name } weiter
prompt-orient = { $name }: Dreh Assam oder lass ihn geradeaus blicken
prompt-roll = { $name }: Würfle
prompt-place = { $name }: Leg einen Teppich neben Assam
prompt-place-second = { $name }: Wähl jetzt das zweite Feld des Teppichs
prompt-place-chosen = { $name }: Leg den Teppich oder wähl andere Felder
prompt-place-missed-far = { $cell } ist zu weit von Assam entfernt: Wähl eines der umrandeten Felder
prompt-place-missed-assam = Assam steht auf { $cell }: Ein Teppich darf ihn nicht bedecken
prompt-place-missed-whole = Ein Teppich auf { $cell } würde beide Hälften ein und desselben Teppichs bedecken: Wähl eines der umrandeten Felder
prompt-quarter-turn = { $name }: Gib Assam eine Vierteldrehung für den nächsten Spieler
replay-up-next-orient = Als Nächstes, Zug { $turn }: { $name } dreht Assam
replay-up-next-roll = Als Nächstes, Zug { $turn }: { $name } würfelt
replay-up-next-place = Als Nächstes, Zug { $turn }: { $name } legt einen Teppich
replay-up-next-quarter-turn = Als Nächstes, Zug { $turn }: { $name } gibt Assam eine Vierteldrehung
log-keeps-facing = { $name } lässt Assam { $direction } blicken
log-turns-to = { $name } dreht Assam { $rotation }, er blickt jetzt { $direction }
log-rolls = { $name } würfelt eine { $face }
# $steps: the cells Assam walks; $edge: 1 when he went round the edge of the market, else 0.
log-walks = Assam geht { $steps ->
    [one] { $steps } Feld
   *[other] { $steps } Felder
} bis { $cell } und blickt { $edge ->
    [1] { $direction } (über einen Bogen am Rand)
   *[other] { $direction }
}
log-owes-but-pays = { $payer } schuldet { $payee } { $owed }, kann aber nur { $paid } zahlen
log-pays = { $payer } zahlt { $amount } an { $payee }
log-own-rug = Assam landet auf einem Teppich von { $name } selbst: nichts zu zahlen
log-owes-but-has-nothing = { $payer } schuldet { $owed }, hat aber nichts mehr
log-pays-last-and-out = { $payer } zahlt die letzten { $amount } an { $payee } und scheidet aus
log-lays = { $name } legt einen Teppich auf { $first } und { $second }
log-eliminated = { $name } hat kein Geld mehr und verlässt den Markt
log-turns-for-next = { $name } dreht Assam für den nächsten Spieler { $rotation }, er blickt jetzt { $direction }
log-wins = { $name } gewinnt!
you-win = Du hast gewonnen!
log-share-win = { $names } teilen sich den Sieg!
log-game-over-wins = Das Spiel ist vorbei: { $name } gewinnt
log-game-over-share = Das Spiel ist vorbei: { $names } teilen sich den Sieg
market-intro = Der Markt, 7 × 7 Felder. Assam steht auf { $cell } und blickt { $direction }.
market-rug = Teppich { $number } ({ $colour })
market-cell-label = { $cell }: { $what }
market-assam-here = Assam blickt { $direction }
setup-colours-of-player = Farben von Spieler { $seat }
setup-colour-of-player = Farbe von Spieler { $seat }
setup-name-of-player = Name von Spieler { $seat }
default-name-1 = Amina
default-name-2 = Bruno
default-name-3 = Chloé
default-name-4 = Driss
setup-who-plays-seat = Wer spielt auf Platz { $seat }
setup-colour-swapped = Diese Farbe hatte { $name }: { $name } hat jetzt { $colour }.
table-die-shows = Der Würfel zeigt { $face }
table-last-roll = Letzter Wurf: { $face }
table-pass-to = Weitergeben an { $name }
table-i-am = Ich bin { $name }: spielen
table-score-detail = { $money } + { $visible } = { $total }
notice-save-unreadable = Dein gespeichertes Spiel konnte nicht geöffnet werden ({ $reason }).
notice-import-failed = Diese Datei kann nicht geöffnet werden: { $reason }.
notice-bad-link = Dieser Link kann nicht geöffnet werden: { $reason }.
notice-game-unchanged = Dein Spiel bleibt unverändert.
notice-turn-past-end = Der Link verlangt Zug { $asked }, aber das Spiel hat nur { $turns }: Hier ist sein Ende.
replay-at = Zug { $turn } von { $turns }
log-turn = Zug { $turn }:
history-players = Spieler: { $names }
link-waiting-for = Warten auf { $name }
link-claim-seat = Ich bin { $name }
link-send-to = Schick diesen Link an { $name }: Jetzt ist { $name } am Zug.
link-send-back = Du hast deinen Platz. Schick diesen Link an { $name } zurück.
link-joined = { $name } hat Platz genommen.
link-bad-game = Dieser Spiellink wurde abgelehnt: { $reason }. Das Spiel auf diesem Gerät bleibt unverändert.
