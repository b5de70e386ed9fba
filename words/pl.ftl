# The words of the game (see the README: adding a language is one file like this one).
language-name = Polski
language-direction = ltr

## page and menu
page-title = Marrakesz — targ dywanów
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
cancel = Anuluj
ok = Dobrze

## about
about-credit = Marrakesz to gra planszowa Dominique’a Ehrharda wydana przez Gigamic. To nieoficjalna, niekomercyjna adaptacja; nazwa i gra należą do ich właścicieli.
about-local = Wszystko działa i zapisuje się w tej przeglądarce. Kod jest na licencji MIT.

## confirm new game
confirm-title = Zacząć nową grę?
confirm-import-title = Zastąpić bieżącą grę?
confirm-import-body = Gra z tego pliku zastąpi bieżącą. Jeśli chcesz zachować obecną grę, najpierw ją wyeksportuj.
replace = Zastąp
game-loaded = Gra wczytana.
confirm-body = Bieżąca gra zostanie zakończona. Jeśli chcesz ją zachować, najpierw ją wyeksportuj.

## crash
crash-title = Coś poszło nie tak
crash-body = Gra zatrzymała się z powodu błędu programu. Twoja gra jest zapisana: odśwież stronę, aby grać dalej. Jeśli to się powtórzy, skopiuj poniższy tekst do zgłoszenia błędu.
error-details = Szczegóły błędu
reload = Odśwież

## final screen
tie-shared = Remis w punktach i w dirhamach: zwycięstwo jest wspólne.
tie-richer-share = Remis w punktach; rozstrzygnęły dirhamy, a najbogatsi dzielą się zwycięstwem.
tie-richer = Remis w punktach: wygrywa ten, kto ma więcej dirhamów.
out-of-the-game = poza grą
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
order-roll-first = Najpierw rzut, obrót Assama na końcu
start-the-game = Rozpocznij grę
kind-person = Człowiek
kind-easy = Bot: łatwy
kind-medium = Bot: średni
kind-hard = Bot: trudny
level-easy = łatwy
level-medium = średni
level-hard = trudny

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
keys-hint = Klawisze: ← ↑ → obracają Assama, R rzuca kostką, strzałki przesuwają po targu, Enter wybiera pole, Esc zamyka panel.

## players and log
to-play = ruch
out = poza grą
dirhams = Dirhamy
rugs-left = Zostało dywanów
visible = Widoczne
log = Dziennik
game-log = Dziennik gry
market = Targ
game-is-over = Gra skończona
no-rugs-yet = Jeszcze nie ma dywanów.
bare = puste

## the moments of a turn
bare-cell = Puste pole: nic do zapłaty
out-players-rug = Dywan gracza, który odpadł: nic do zapłaty
since-your-turn = Od twojej ostatniej tury
dismiss = Ukryj
sound = Dźwięki

## share
share = Udostępnij
share-title = Udostępnij tę grę
share-link = Link do gry
share-link-note = Cała gra jest w linku, po znaku #, którego przeglądarki nigdy nie wysyłają do serwera.
share-at-turn = Link otwiera się na pokazanej turze.
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
invite-friends = Wyślij to zaproszenie kolejno każdemu znajomemu: otwiera je, zajmuje miejsce i odsyła ci otrzymany link. Pierwszy rzut nastąpi potem.
send-last-link = Gra skończona: wyślij ostatni link pozostałym graczom.
link-to-send = Link do wysłania
take-your-seat = Ta gra toczy się przez linki między urządzeniami. Którym graczem jesteś?
watching-only = Oglądasz tę grę: wszystkie miejsca są zajęte. Jeśli jedno z nich było twoje, ta przeglądarka nie ma już jego klucza (inna przeglądarka albo wyczyszczone dane).
games-by-link = Gry przez link
open-game = Otwórz
end-game = Zakończ
end-game-ask = Zakończyć tę grę na tym urządzeniu? Nie będzie można już w nią tu grać.
your-move = Twój ruch
key-lost = To urządzenie nie ma już klucza do tej gry (inna przeglądarka albo wyczyszczone dane): może tylko oglądać.
no-keys = Ta przeglądarka nie może utworzyć klucza do gry przez link (potrzebna jest bezpieczna strona https i pamięć).
no-seat-here = Co najmniej jedno miejsce musi być grane na tym urządzeniu: wybierz osobę albo bota.
claim-overtaken = Inny znajomy zajął to miejsce pierwszy, z tego samego zaproszenia: wybierz jedno z pozostałych miejsc.
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
data-aside = Części danych zapisanych w tej przeglądarce nie udało się odczytać; zostały odłożone na bok, nienaruszone.
export-all = Eksportuj wszystkie

## the lesson
lesson-title = Nauka przez grę
lesson-offer = Pierwszy raz w Marrakeszu? Gra z przewodnikiem nauczy wszystkich zasad w mniej więcej trzy minuty.
lesson-start = Naucz się grając (3 min)
lesson-next = Dalej
lesson-skip = Pomiń lekcję
lesson-finish = Zagraj prawdziwą partię
lesson-you = Ty
lesson-coach = Trener
lesson-wait = Patrz na trenera…

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
review-note = Punkty to oczekiwany wynik końcowy (dirhamy i widoczne pola) utracony względem najlepszego znalezionego wyboru, szacowany przez wielokrotne rozegranie każdego wyboru do końca z tymi samymi rzutami. Kości: ile twoje rzuty zaoszczędziły (+) lub kosztowały (−) względem średniej. Każde oszacowanie jest trochę niepewne: strata poniżej 0,3 może nie być stratą.