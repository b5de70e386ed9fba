# The words of the game (see the README: adding a language is one file like this one).
language-name = Polski
language-direction = ltr

## page and menu
page-title = Marrakesz — targ dywanów
game-name = Marrakech
game-menu = Menu gry
new-game = Nowa gra
export = Eksportuj
import = Importuj
rules = Zasady
settings = Ustawienia
about = O grze
more = Więcej
language = Język
back-to-game = Powrót do gry
close = Zamknij
cancel = Anuluj
ok = OK

## about
about-credit = Marrakech to gra planszowa Dominique’a Ehrharda wydana przez Gigamic. To nieoficjalna, niekomercyjna adaptacja; nazwa i gra należą do swoich właścicieli.
about-local = Wszystko działa i zapisuje się w tej przeglądarce. Kod jest na licencji MIT.

## confirm new game
confirm-title = Zacząć nową grę?
confirm-import-title = Zastąpić bieżącą grę?
confirm-import-body = Otwierana gra zastąpi bieżącą. Jeśli chcesz zachować obecną grę, najpierw ją wyeksportuj.
replace = Zastąp
game-loaded = Gra wczytana.
confirm-body = Bieżąca gra zostaje zachowana do rozpoczęcia nowej i można do niej wrócić z ekranu nowej gry. Wyeksportuj ją, aby zachować ją na stałe.
confirm-lesson-title = Opuścić lekcję?
confirm-lesson-body = Lekcja nie jest zapisywana; można ją zacząć od nowa na stronie zasad.

## crash
crash-title = Coś poszło nie tak
crash-body = Gra zatrzymała się z powodu błędu programu. Twoja gra jest zapisana: odśwież stronę, aby grać dalej. Jeśli to się powtórzy, skopiuj poniższy tekst do zgłoszenia błędu.
crash-body-no-game = Gra zatrzymała się z powodu błędu programu. Odśwież stronę, aby zacząć od nowa. Jeśli to się powtórzy, skopiuj poniższy tekst do zgłoszenia błędu.
error-details = Szczegóły błędu
reload = Odśwież

## final screen
tie-shared = Remis w punktach i w dirhamach: zwycięstwo jest wspólne.
tie-richer-share = Remis w punktach; rozstrzygnęły dirhamy, a najbogatsi dzielą się zwycięstwem.
tie-richer = Remis w punktach: wygrywa ten, kto ma więcej dirhamów.
out-of-the-game = poza grą
out-of-money-on-turn = bez pieniędzy w turze { $turn }
winner = wygrywa
score-rule = Wynik: dirhamy plus widoczne pola w twoich kolorach.
rematch = Rewanż
new-players = Nowi gracze
ranking = Ranking

## handoff
handoff-note = W tej grze nie ma tajemnic: ta przerwa pokazuje tylko, czyja jest kolej.

## notices
start-fresh = Zacznij od nowa
download-refused = Przeglądarka odmówiła pobrania pliku.

## settings
show-handoff = Pokazuj „Przekaż …” między turami
animations = Animacje
speed-normal = Normalne
speed-fast = Szybkie
speed-instant = Natychmiastowe
reduce-motion = Ogranicz ruch
reduce-motion-note = Assam przeskakuje zamiast sunąć, nic się nie kręci ani nie pulsuje. Na początku zgodnie z ustawieniem systemu.

## set-up
welcome-title = Witaj na targu dywanów
welcome-line = Obróć Assama, rzuć kostką, zapłać właścicielowi dywanów, na których stanie, potem połóż obok niego własny dywan. Wygrywają dirhamy plus widoczne pola dywanów.
quick-bots = Ty przeciw dwóm średnim botom
quick-pass = Gra przy jednym urządzeniu (3 graczy)
quick-custom = Własne ustawienia
players = Gracze
who-starts = Kto zaczyna
draw-lots = Losowanie
out-of-money = Brak pieniędzy
out-standard = Odpada z gry (standard)
keep-playing = Gra dalej z zerem
turn-order = Kolejność w turze
order-classic = Obrót Assama, potem rzut (standard)
order-roll-first = Najpierw rzut, obrót na końcu
start-the-game = Rozpocznij grę
make-invitation = Utwórz zaproszenie
kind-person = Człowiek
kind-easy = Bot: łatwy
kind-medium = Bot: średni
kind-hard = Bot: trudny
kind-master = Bot: mistrz
level-easy = łatwy
level-medium = średni
level-hard = trudny
level-master = mistrzowski

## colours (palette order)
red = Czerwony
yellow = Żółty
cyan = Błękitny
purple = Fioletowy

## the turn
turn-left = W lewo
straight-on = Prosto
turn-right = W prawo
roll-the-die = Rzuć kostką
lay-the-rug = Połóż dywan
undo = Cofnij
the-die = Kostka
next-rug = Następny dywan:
rug-positions = Gdzie można położyć dywan
keys-hint = Klawisze: ← ↑ → obracają Assama, R rzuca kostką, strzałki przesuwają po targu, Enter wybiera pole, Esc zamyka panel lub anuluje wybór dywanu, Ctrl+Z cofa.

## players and log
to-play = ruch
out = poza grą
dirhams = Dirhamy
rugs-left = Zostało dywanów
visible = Widoczne
log = Dziennik
log-empty = Tu pojawią się kolejne ruchy gry.
game-log = Dziennik gry
market = Targ
game-is-over = Gra skończona
no-rugs-yet = Jeszcze nie ma dywanów.
bare = puste

## the moments of a turn
bare-cell = { $name } nic nie płaci: Assam staje na pustym polu
out-players-rug = { $name } nic nie płaci: Assam staje na dywanie gracza, który odpadł
since-your-turn = Od twojej ostatniej tury
since-played = Właśnie zagrane
dismiss = Ukryj
sound = Dźwięki

## share
share = Udostępnij
share-title = Udostępnij tę grę
share-link = Link do gry
share-link-note = Cała gra jest w linku, po znaku #, którego przeglądarki nigdy nie wysyłają do serwera.
share-at-turn = Link otwiera się na pokazanej turze.
share-by-link = Ten link tylko pokazuje grę. Twoją turę zanosi innym „Link do wysłania” przy stole.
copy = Kopiuj
send-link = Wyślij…
embed-code = Osadź na stronie
picture = Obraz targu
picture-png = Zapisz jako PNG
picture-svg = Zapisz jako SVG
link-copied = Link skopiowany.
copy-refused = Przeglądarka odmówiła kopiowania: zaznacz link i skopiuj go samodzielnie.

## replay
replay = Powtórka
watching-this-game = Powtórka tej partii
watching-shared = Partia, którą ktoś ci udostępnił, tura po turze
watching-kept = Skończona partia zapisana na tym urządzeniu
watch-again = Obejrzyj ponownie
replay-first = Pierwsza tura
replay-prev = Poprzednia tura
replay-next = Następna tura
replay-last = Ostatnia tura
replay-play = Odtwórz
replay-pause = Pauza
replay-scrub = Pokazana tura
replay-close = Zamknij powtórkę
replay-keys = Klawisze: ← → jedna tura, Home i End pierwsza i ostatnia.
continue-here = Kontynuuj tę grę tutaj

## history
history = Zakończone gry
history-note = Ostatnie 100 zakończonych gier jest przechowywanych na tym urządzeniu.
history-empty = Nie ma jeszcze zakończonych gier: każda trafia tutaj, gdy się skończy.
watch = Obejrzyj
delete = Usuń

## play by link
kind-remote = Znajomy, przez link
waiting-for-friends = Czekamy, aż gracze dołączą
invite-friends = Wyślij to zaproszenie kolejno każdemu znajomemu: otwiera je na swoim urządzeniu, zajmuje miejsce i odsyła ci otrzymany link. Pierwszy rzut nastąpi potem.
send-last-link = Gra skończona: wyślij ostatni link pozostałym graczom.
link-to-send = Link do wysłania
take-your-seat = { $name } zaprasza cię do tej gry, rozgrywanej przez linki między urządzeniami. Którym graczem jesteś?
watching-only = Oglądasz tę grę: wszystkie miejsca są zajęte. Jeśli jedno z nich było twoje, ta przeglądarka nie ma już jego klucza (inna przeglądarka albo wyczyszczone dane).
games-by-link = Gry przez link
open-game = Otwórz
end-game = Zakończ
end-game-ask = Zakończyć tę grę na tym urządzeniu? Nie będzie można już w nią tu grać.
your-move = Twój ruch
key-lost = To urządzenie nie ma już klucza do tej gry (inna przeglądarka albo wyczyszczone dane): może tylko oglądać.
no-keys = Ta przeglądarka nie może utworzyć klucza do gry przez link (potrzebna jest bezpieczna strona https i pamięć).
no-seat-here = Co najmniej jedno miejsce musi być grane na tym urządzeniu: wybierz człowieka albo bota.
claim-overtaken = Inny znajomy pierwszy odpowiedział na to samo zaproszenie.
up-to-date = Ten link nie wnosi nic nowego: gra na tym urządzeniu jest aktualna.

## the device: storage and other tabs
storage-full = Pamięć tej przeglądarki jest pełna: gra toczy się dalej, ale nie jest zapisywana, dopóki nie zwolni się miejsca.
storage-refused = Ta przeglądarka niczego nie zapisuje dla tej strony (okno prywatne lub ramka): gra działa, ale nie zostanie zachowana po tej wizycie.
other-tab-holds = Ta gra toczy się w innej karcie: tutaj widać ją na bieżąco.
play-here = Graj tutaj
theme = Kolory strony
theme-system = Jak w systemie
theme-light = Jasne
theme-dark = Ciemne
letters = Litery na dywanach
letters-note = Kolor każdego dywanu także literą, dla osób, które nie rozróżniają kolorów.
wait-for-move = Chwila: ruch jest właśnie pokazywany.
not-your-turn = To nie twoja kolej.
not-now = Tego nie można teraz zrobić.
other-tab-took = Inna karta przejęła tę grę: tutaj widać ją na bieżąco.
words-unavailable = Nie udało się wczytać słów tego języka: połącz się raz, aby używać go offline.
part-unavailable = Nie udało się wczytać części gry (brak sieci przed jej pierwszym użyciem): połącz się i spróbuj ponownie.
update-ready = Nowa wersja gry jest gotowa.
update-apply = Aktualizuj
thinking-cannot-start = Pomocnik botów nie mógł się uruchomić w tej przeglądarce: boty myślą na tej stronie, co może być mniej płynne.
thinking-broken = Pomocnik botów przestał działać poprawnie: odtąd boty myślą na tej stronie.
thinking-other-version = Pomocnik botów pochodzi z innej wersji gry: odśwież stronę, aby ją zaktualizować. Do tego czasu boty myślą na tej stronie.
data-aside = Części danych zapisanych w tej przeglądarce nie udało się odczytać; zostały odłożone na bok, nienaruszone.
save-garbled = Nie udało się odczytać zapisanej gry; została odłożona na bok, nienaruszona.
save-newer = Zapisana gra pochodzi z nowszej wersji gry Marrakech, więc ta jej nie narusza: odśwież stronę, aby zaktualizować.
export-all = Eksportuj wszystkie

## the lesson
lesson-title = Nauka przez grę
lesson-offer = Pierwszy raz w Marrakeszu? Gra z przewodnikiem nauczy wszystkich zasad w mniej więcej trzy minuty.
lesson-start = Nauka przez grę (3 min)
lesson-next = Dalej
lesson-skip = Pomiń lekcję
lesson-finish = Zagraj prawdziwą partię
lesson-you = Ty
lesson-coach = Trener
lesson-wait = Patrz na trenera…
lesson-not-that = Nie to: lekcja prosi o to, co napisano powyżej.

## the coach
show-odds = Pokazuj szanse
show-odds-note = Każdy kierunek pokazuje średnią opłatę, targ pokazuje, gdzie Assam może stanąć i z jaką szansą, a wybrany dywan pokazuje, jak zmienia największe obszary.
get-hint = Podpowiedź
hint-thinking = Trener myśli…
largest-areas = Największe obszary z tym dywanem
open-review = Analiza gry
review-title = Analiza
review-working = Analizuję grę…
review-nothing = Brak decyzji osób do analizy.
review-note = Punkty: ile ruch stracił względem najlepszego znalezionego (każdy rozegrany do końca wiele razy z tymi samymi rzutami). Kości: ile twoje rzuty dały (+) lub kosztowały (−) względem średniej. Strata poniżej 0,3 może być przypadkiem.
review-show = Wybierz ruch, aby zobaczyć targ na początku jego tury; „Następna tura” go potem odegra.
## rules page
rules-title = Jak grać
rules-intro = Jesteście kupcami dywanów na targu w Marrakeszu. Każdy ma 30 dirhamów i stos dywanów (po 12 przy 4 graczach, po 15 przy 3; przy 2 graczach każdy ma 24 dywany w dwóch kolorach, kładzione w kolejności z zakrytego stosu). Assam, właściciel targu, zaczyna na środku.
rules-turn-heading = Twoja tura
rules-step-1 = Obróć Assama o ćwierć obrotu w lewo lub w prawo albo zostaw go prosto. Nigdy go nie zawracaj.
rules-step-2 = Rzuć kostką (1, 2, 2, 3, 3, 4): Assam idzie tyle pól do przodu. Na brzegu idzie po łuku i wraca na sąsiedni rząd lub kolumnę; w dwóch rogach mały łuk obraca go w miejscu.
rules-step-3 = Jeśli stanie na dywanie przeciwnika, zapłać temu graczowi dirhama za każde pole tego koloru połączone z jego polem bokiem (nie rogiem). Twoje kolory, puste pola i dywany graczy, którzy odpadli, nic nie kosztują.
rules-step-4 = Połóż dywan na dwóch polach, z których co najmniej jedno sąsiaduje z Assamem. Może przykryć puste pola lub inne dywany, ale nigdy pola Assama i nigdy obu połówek jednego, całkiem widocznego dywanu.
rules-arcs-caption = Na brzegu Assam idzie po łuku i wraca sąsiednią kolumną lub rzędem, teraz idąc w drugą stronę.
rules-payment-caption = Assam staje na czerwonym polu: cztery czerwone pola połączone bokami tworzą obszar, więc właściciel czerwonego dostaje 4 dirhamy. Czerwone pole stykające się tylko rogiem się nie liczy.
rules-legal-caption = Dywany wokół Assama: ptaszek oznacza dywan dozwolony, krzyżyk niedozwolony.
rules-legal = dozwolony
rules-illegal = niedozwolony
rules-money-heading = Gdy zabraknie pieniędzy
rules-money = Jeśli nie możesz zapłacić całości, oddajesz to, co masz, i odpadasz z gry; twoje dywany zostają i nic już nie kosztują. Opcja pozwala zamiast tego grać dalej z zerem.
rules-end-heading = Koniec
rules-end = Gdy ostatni dywan zostanie położony, każdy liczy dirhamy plus widoczne pola swoich kolorów. Wygrywa najwyższy wynik; przy remisie wygrywa bogatszy, a jeśli nadal jest remis, zwycięstwo jest wspólne.
rules-variant-heading = Wariant: najpierw rzut
rules-variant = Najpierw rzuć, idź, zapłać i połóż dywan; potem obróć Assama o ćwierć obrotu w lewo lub w prawo. Następny gracz musi iść w tym kierunku.
rules-variant-caption = Najpierw rzut: kostka, marsz, zapłata, dywan, a obrót na końcu.
rules-keys-heading = Gra z klawiatury

## coach, lesson, colours
coach-then-turn = { $cells }, potem obróć { $direction }
coach-reason-pays = { $choice }: tak zapłacisz średnio { $expected } dirhama, a w najdroższym innym kierunku { $instead }.
coach-reason-same = { $choice }: każdy kierunek kosztuje średnio { $expected }; ten lepiej ustawia Assama dla twoich dywanów.
coach-reason-free = { $choice }: żaden kierunek nic nie kosztuje; ten lepiej ustawia Assama dla twoich dywanów.
coach-reason-pays-more = { $choice }: zapłacisz średnio { $expected } (najtaniej { $cheapest }), ale Assam stanie lepiej dla twoich dywanów.
coach-reason-charges = { $choice }: następny gracz zapłaci średnio { $expected } dirhama, a w drugim kierunku { $instead }.
coach-reason-grows = { $choice }: twój największy obszar tego koloru rośnie z { $before } do { $after ->
    [one] { $after } pola
   *[other] { $after } pól
}.
coach-reason-cuts = { $choice }: największy obszar gracza { $player } maleje z { $before } do { $after ->
    [one] { $after } pola
   *[other] { $after } pól
}.
coach-reason-best = { $choice }: najlepszy wybór, jaki znajduje analiza (rozegrany do końca wiele razy).
coach-expected-payment = średnia opłata { $expected }
coach-area-change = { $colour }: { $before } → { $after }
coach-hints-used = { $n ->
    [one] { $n } podpowiedź
    [few] { $n } podpowiedzi
   *[many] { $n } podpowiedzi
}
coach-review-best = tura { $turn }: { $choice }. Najlepszy wybór.
coach-review-loss = tura { $turn }: { $choice }, −{ $loss } pkt; lepiej: { $better }.
coach-review-summary = { $player }: decyzje oddały { $loss } pkt względem najlepszych; kości { $luck } dirhama względem średniej.
decimal-separator = ,
list-and = { $list } i { $last }
list-comma = { $list }, { $next }
lesson-step-0 = Witaj na targu dywanów! Twoje dywany są czerwone i żółte, trenera błękitne i fioletowe: oba twoje kolory liczą się dla ciebie, a wiersz „Następny dywan” pokazuje, który kładziesz teraz. Każde z was zaczyna z 30 dirhamami. Wygrywa ten, kto skończy z największą sumą dirhamów i widocznych pól.
lesson-step-1 = Tura zaczyna się od Assama: obróć go o ćwierć obrotu w lewo lub w prawo albo zostaw prosto, nigdy do tyłu. Obróć go w prawo.
lesson-step-2 = Teraz rzuć. Kostka ma ścianki 1, 2, 2, 3, 3, 4: dwójka lub trójka wypada dwa razy częściej niż jedynka lub czwórka.
lesson-step-3 = Assam przeszedł 4 pola: na brzegu poszedł po łuku i wrócił sąsiednim rzędem w przeciwną stronę. Połóż dywan: dwa pola, jedno obok Assama, nigdy pod nim. Połóż go na F5 i F6.
lesson-step-4 = Tura trenera: zostawia Assama zwróconego na zachód…
lesson-step-5 = …i wyrzuca 1.
lesson-step-6 = Zatrzymał się na twoim dywanie. Trener płaci ci dirhama za każde pole czerwonego obszaru połączonego z jego polem: 2 pola, 2 dirhamy.
lesson-step-7 = Trener kładzie błękitny dywan obok Assama.
lesson-step-8 = Twoja tura. Obróć Assama w lewo, na południe.
lesson-step-9 = Rzuć kostką.
lesson-step-10 = Twój własny dywan: nic do zapłaty. Dywan może przykryć inne, ale nigdy całego dywanu naraz ani Assama. Przykryj połowę dywanu trenera: połóż swój na E6 i E7.
lesson-step-11 = Twoje czerwone pola F5, F6, E6 i E7 stykają się: jeden obszar 4 pól. Trener obraca Assama na zachód…
lesson-step-12 = …i wyrzuca 1.
lesson-step-13 = Zatrzymał się na twoim czerwonym obszarze: 4 połączone pola, 4 dirhamy. Pola łączą się bokami, nigdy rogami.
lesson-step-14 = Trener kładzie błękitny dywan na D5 i D6: razem z E5 to błękitny obszar 3 pól.
lesson-step-15 = Nie obracaj Assama: patrzy na zachód.
lesson-step-16 = Rzuć kostką.
lesson-step-17 = Assam stanął na błękitnym polu: D6, D5 i E5 stykają się, więc płacisz trenerowi 3 dirhamy. Kto nie może zapłacić całości, oddaje, co ma, i według domyślnych zasad tej aplikacji odpada.
lesson-step-18 = Połóż ten dywan, gdzie chcesz: obok Assama, nigdy pod nim.
lesson-step-19 = To cała gra. Kończy się, gdy wszystkie dywany leżą: każdy liczy dirhamy plus widoczne pola swoich kolorów, a przy remisie wygrywa bogatszy. Teraz zagraj prawdziwą partię!
colour-in-sentence-red = czerwony
colour-in-sentence-yellow = żółty
colour-in-sentence-cyan = błękitny
colour-in-sentence-purple = fioletowy
colour-letter-red = C
colour-letter-yellow = Ż
colour-letter-cyan = B
colour-letter-purple = F

## errors
error-unreadable-file = nie udało się odczytać pliku
error-link-newer = powstał w nowszej wersji gry; odśwież stronę, aby ją zaktualizować
error-link-changed = łamie zasady gry przez link (został zmieniony)
error-link-unfair-roll = jeden z rzutów nie był uczciwy
error-link-unsigned = jedna z tur nie jest podpisana przez urządzenie swojego gracza
error-link-other-game = należy do innej gry
error-link-older = jest starszy niż gra na tym urządzeniu
error-link-diverged = opowiada inną historię tej gry
error-link-late-claim = inny znajomy pierwszy odpowiedział na to samo zaproszenie
error-link-seat-taken = to miejsce jest już zajęte
error-code-no-game = nie zawiera gry
error-code-newer = powstał w nowszej wersji gry (wersja linku { $version }); odśwież stronę, aby ją zaktualizować
error-code-cut-short = jest ucięty; skopiuj cały link
error-code-damaged = jest uszkodzony (zmieniono w nim znaki)
error-code-impossible = zawarta w nim gra jest niemożliwa ({ $reason })
error-at-turn = tura { $turn }: { $fault }
error-not-json = to nie jest zapis gry
error-missing-field = brakuje pola „{ $field }”
error-wrong-type = pole „{ $field }” ma złą postać
error-unknown-format = nieznany format „{ $format }”
error-unknown-kind = gracz { $player }: nieznany typ „{ $kind }”
error-unknown-rule-value = nieznana wartość „{ $value }” reguły { $rule }
error-off-market = pole [{ $row },{ $col }] leży poza targiem
error-unknown-direction = nieznany kierunek „{ $direction }”
error-missing-piles = gra dwuosobowa potrzebuje stosów dywanów
error-unexpected-piles = { $players ->
    [one] gra dla { $players } gracza nie ma stosów dywanów
    [few] gra dla { $players } graczy nie ma stosów dywanów
   *[many] gra dla { $players } graczy nie ma stosów dywanów
}
error-bad-pile = stos dywanów gracza { $player } jest błędny
error-roll-out-of-range = rzut { $roll } nie mieści się między 1 a 4
error-rotation-not-allowed = obrót „{ $rotation }” jest tu niedozwolony
error-unfinished-not-last = niedokończona tura nie jest ostatnia
error-after-elimination = gracz odpadł po zapłacie w tej turze i nie może grać dalej
error-after-last-rug = gra skończyła się na tym dywanie: bez obrotu
error-game-over = gra już się skończyła
error-player-count = w grze bierze udział od 2 do 4 graczy, nie { $players }
error-colour-count = { $colours ->
    [one] gracz { $player } musi mieć { $colours } kolor
    [few] gracz { $player } musi mieć { $colours } kolory
   *[many] gracz { $player } musi mieć { $colours } kolorów
}
error-not-a-colour = „{ $colour }” to nie nazwa koloru
error-colour-twice = kolor „{ $colour }” występuje dwa razy
error-wrong-phase = ta czynność nie pasuje w tym miejscu
error-illegal-rug = dywan nie może leżeć na { $first } i { $second }: { $reason }
error-no-quarter-turn = końcowy obrót musi być w lewo lub w prawo
error-rug-not-adjacent = pola się nie stykają
error-rug-under-assam = przykryłby Assama
error-rug-not-next-to-assam = żadne pole nie sąsiaduje z Assamem
error-rug-covers-one = przykryłby cały dywan { $rug }

## log and prompts
# A number of dirhams, of cells: put into the messages below as $owed, $amount, $money, $visible.
count-dirhams = { $n ->
    [one] { $n } dirham
    [few] { $n } dirhamy
   *[many] { $n } dirhamów
}
count-cells = { $n ->
    [one] { $n } pole
    [few] { $n } pola
   *[many] { $n } pól
}
# Where Assam faces ($direction in the messages below), with any word it needs before it.
facing-north = na północ
facing-east = na wschód
facing-south = na południe
facing-west = na zachód
# Which way Assam is turned ($rotation in the messages below).
rotation-left = w lewo
rotation-straight = prosto
rotation-right = w prawo
prompt-thinking = { $name } (bot, poziom { $level }) myśli…
prompt-bot-rolls = { $name } (bot, poziom { $level }) rzuca kostką…
prompt-walking = { $name } rzuca: Assam idzie…
prompt-pass-device = Przekaż urządzenie: { $name }
prompt-orient = { $name }: obróć Assama albo zostaw go prosto
prompt-roll = { $name }: rzuć kostką
prompt-place = { $name }: połóż dywan obok Assama
prompt-place-second = { $name }: teraz wybierz drugie pole dywanu
prompt-place-chosen = { $name }: połóż dywan albo wybierz inne pola
prompt-place-missed-far = Pole { $cell } jest za daleko od Assama: wybierz jedno z obramowanych pól
prompt-place-missed-assam = Na polu { $cell } stoi Assam: dywan nie może go przykryć
prompt-place-missed-whole = Dywan na polu { $cell } przykryłby obie połowy jednego dywanu: wybierz jedno z obramowanych pól
prompt-quarter-turn = { $name }: obróć Assama o ćwierć obrotu dla następnego gracza
replay-up-next-orient = Dalej, tura { $turn }: { $name } obraca Assama
replay-up-next-roll = Dalej, tura { $turn }: { $name } rzuca kostką
replay-up-next-place = Dalej, tura { $turn }: { $name } kładzie dywan
replay-up-next-quarter-turn = Dalej, tura { $turn }: { $name } obraca Assama o ćwierć obrotu
log-keeps-facing = { $name } zostawia Assama zwróconego { $direction }
log-turns-to = { $name } obraca Assama { $rotation }, { $direction }
log-rolls = { $name } wyrzuca { $face }
# $steps: the cells Assam walks; $edge: 1 when he went round the edge of the market, else 0.
log-walks = Assam idzie { $steps ->
    [one] { $steps } pole
    [few] { $steps } pola
   *[many] { $steps } pól
} do { $cell }, zwrócony { $edge ->
    [1] { $direction } (przez brzeg)
   *[other] { $direction }
}
log-owes-but-pays = { $payer } musi zapłacić { $owed } graczowi { $payee }, ale ma tylko { $paid }
log-pays = { $payer } płaci { $amount } graczowi { $payee }
log-own-rug = Assam staje na własnym dywanie gracza { $name }: nic do zapłaty
log-owes-but-has-nothing = { $payer } musi zapłacić { $owed }, ale nic nie ma
log-pays-last-and-out = { $payer } płaci graczowi { $payee } resztę ({ $amount }) i odpada
log-lays = { $name } kładzie dywan na { $first } i { $second }
log-eliminated = { $name } nie ma już pieniędzy i opuszcza targ
log-turns-for-next = { $name } obraca Assama { $rotation }, { $direction }, dla następnego gracza
log-wins = { $name } wygrywa!
you-win = Wygrywasz!
log-share-win = { $names } dzielą się zwycięstwem!
log-game-over-wins = Gra skończona: wygrywa { $name }
log-game-over-share = Gra skończona: { $names } dzielą się zwycięstwem
market-intro = Targ, 7 na 7 pól. Assam stoi na { $cell }, zwrócony { $direction }.
market-rug = dywan { $colour } { $number }
market-cell-label = { $cell }: { $what }
market-assam-here = Assam, zwrócony { $direction }
setup-colours-of-player = Kolory gracza { $seat }
setup-colour-of-player = Kolor gracza { $seat }
setup-name-of-player = Imię gracza { $seat }
default-name-1 = Amina
default-name-2 = Bruno
default-name-3 = Chloé
default-name-4 = Driss
setup-who-plays-seat = Kto gra na miejscu { $seat }
setup-colour-swapped = Ten kolor miał gracz { $name }: teraz ma { $colour }.
table-die-shows = Na kostce wypadło { $face }
table-last-roll = Poprzedni rzut: { $face }
table-pass-to = Przekaż: { $name }
table-i-am = To ja, { $name }: graj
table-score-detail = { $money } + { $visible } = { $total }
notice-save-unreadable = Nie udało się otworzyć zapisanej gry ({ $reason }).
notice-import-failed = Nie można otworzyć tego pliku: { $reason }.
notice-bad-link = Nie można otworzyć tego linku: { $reason }.
notice-game-unchanged = Twoja gra się nie zmieniła.
notice-turn-past-end = Link wskazuje turę { $asked }, ale gra ma ich { $turns }: oto jej koniec.
replay-at = Tura { $turn } z { $turns }
log-turn = Tura { $turn }:
history-players = Gracze: { $names }
link-waiting-for = Czekamy na: { $name }
link-claim-seat = Jestem { $name }
link-send-to = Wyślij ten link graczowi { $name }: teraz jego ruch.
link-send-back = Masz swoje miejsce. Odeślij ten link graczowi { $name }.
link-joined = { $name } ma już swoje miejsce.
link-bad-game = Ten link do gry został odrzucony: { $reason }. Gra na tym urządzeniu się nie zmieniła.
