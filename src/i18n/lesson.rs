//! The guided first game's words, one per step of `state::lesson::script`.

use super::fmt::pick;
use super::Lang;

/// The words of step `i` (empty past the end).
pub fn say(lang: Lang, i: usize) -> &'static str {
    let p = |en, fr, pl| pick(lang, en, fr, pl);
    match i {
        0 => p(
            "Welcome to the rug market! Your rugs are red and yellow, the coach’s cyan and purple: both your colours count for you, and the “Next rug” line shows which one you lay next. Each of you starts with 30 dirhams; whoever ends with the most dirhams plus visible cells wins.",
            "Bienvenue au marché aux tapis ! Vos tapis sont rouges et jaunes, ceux du coach cyan et violets : vos deux couleurs comptent pour vous, et la ligne « Prochain tapis » montre celle que vous posez ensuite. Chacun commence avec 30 dirhams ; celui qui finit avec le plus de dirhams et de cases visibles gagne.",
            "Witaj na targu dywanów! Twoje dywany są czerwone i żółte, trenera błękitne i fioletowe: oba twoje kolory liczą się dla ciebie, a wiersz „Następny dywan” pokazuje, który kładziesz teraz. Każde z was zaczyna z 30 dirhamami. Wygrywa ten, kto skończy z największą sumą dirhamów i widocznych pól.",
        ),
        1 => p(
            "A turn starts with Assam: turn him a quarter left or right, or keep him straight on, never back. Turn him right.",
            "Un tour commence par Assam : tournez-le d’un quart de tour à gauche ou à droite, ou gardez-le tout droit, jamais en arrière. Tournez-le à droite.",
            "Tura zaczyna się od Assama: obróć go o ćwierć obrotu w lewo lub w prawo albo zostaw prosto, nigdy do tyłu. Obróć go w prawo.",
        ),
        2 => p(
            "Now roll. The die has faces 1, 2, 2, 3, 3, 4: a 2 or a 3 comes up twice as often as a 1 or a 4.",
            "Lancez le dé. Ses faces sont 1, 2, 2, 3, 3, 4 : un 2 ou un 3 sort deux fois plus souvent qu’un 1 ou un 4.",
            "Teraz rzuć. Kostka ma ścianki 1, 2, 2, 3, 3, 4: dwójka lub trójka wypada dwa razy częściej niż jedynka lub czwórka.",
        ),
        3 => p(
            "Assam walked 4 cells: at the edge he followed the arc and came back on the next row, turned around. Lay your rug: two cells, one of them next to Assam, never under him. Lay it on F5 and F6.",
            "Assam a avancé de 4 cases : au bord, il a suivi l’arc et il est revenu par la rangée voisine, dans l’autre sens. Posez votre tapis : deux cases, dont une à côté d’Assam, jamais sous lui. Posez-le sur F5 et F6.",
            "Assam przeszedł 4 pola: na krawędzi poszedł po łuku i wrócił sąsiednim rzędem w przeciwną stronę. Połóż dywan: dwa pola, jedno obok Assama, nigdy pod nim. Połóż go na F5 i F6.",
        ),
        4 => p(
            "The coach’s turn: he keeps Assam facing west…",
            "Au tour du coach : il garde Assam face à l’ouest…",
            "Tura trenera: zostawia Assama zwróconego na zachód…",
        ),
        5 => p("…and rolls a 1.", "…et fait un 1.", "…i wyrzuca 1."),
        6 => p(
            "He stopped on your rug. The coach pays you one dirham for each cell of the red area that touches where he stands: 2 cells, 2 dirhams.",
            "Il s’est arrêté sur votre tapis. Le coach vous paie un dirham par case de la zone rouge reliée à sa case : 2 cases, 2 dirhams.",
            "Zatrzymał się na twoim dywanie. Trener płaci ci dirhama za każde pole czerwonego obszaru połączonego z jego polem: 2 pola, 2 dirhamy.",
        ),
        7 => p(
            "The coach lays a cyan rug next to Assam.",
            "Le coach pose un tapis cyan à côté d’Assam.",
            "Trener kładzie błękitny dywan obok Assama.",
        ),
        8 => p(
            "Your turn. Turn Assam left, to face south.",
            "À vous. Tournez Assam à gauche, face au sud.",
            "Twoja tura. Obróć Assama w lewo, na południe.",
        ),
        9 => p("Roll.", "Lancez le dé.", "Rzuć kostką."),
        10 => p(
            "Your own rug: nothing to pay. A rug may cover rugs, but never a whole rug at once and never Assam. Cover half of the coach’s rug: lay yours on E6 and E7.",
            "Votre propre tapis : rien à payer. Un tapis peut en couvrir d’autres, mais jamais un tapis entier d’un coup ni Assam. Couvrez la moitié du tapis du coach : posez le vôtre sur E6 et E7.",
            "Twój własny dywan: nic do zapłaty. Dywan może przykryć inne, ale nigdy cały dywan naraz ani Assama. Przykryj połowę dywanu trenera: połóż swój na E6 i E7.",
        ),
        11 => p(
            "Your red cells F5, F6, E6 and E7 touch: one area of 4. The coach turns Assam west…",
            "Vos cases rouges F5, F6, E6 et E7 se touchent : une zone de 4. Le coach tourne Assam vers l’ouest…",
            "Twoje czerwone pola F5, F6, E6 i E7 stykają się: jeden obszar 4 pól. Trener obraca Assama na zachód…",
        ),
        12 => p("…and rolls a 1.", "…et fait un 1.", "…i wyrzuca 1."),
        13 => p(
            "He stopped on your red area: 4 connected cells, 4 dirhams. Cells connect edge to edge, never by a corner.",
            "Il s’est arrêté sur votre zone rouge : 4 cases reliées, 4 dirhams. Les cases se relient par un côté, jamais par un coin.",
            "Zatrzymał się na twoim czerwonym obszarze: 4 połączone pola, 4 dirhamy. Pola łączą się bokami, nigdy rogami.",
        ),
        14 => p(
            "The coach lays cyan on D5 and D6: with E5 that makes a cyan area of 3.",
            "Le coach pose du cyan sur D5 et D6 : avec E5, cela fait une zone cyan de 3.",
            "Trener kładzie błękitny dywan na D5 i D6: razem z E5 to błękitny obszar 3 pól.",
        ),
        15 => p(
            "Keep Assam straight on, facing west.",
            "Gardez Assam tout droit, face à l’ouest.",
            "Nie obracaj Assama: patrzy na zachód.",
        ),
        16 => p("Roll.", "Lancez le dé.", "Rzuć kostką."),
        17 => p(
            "You stopped on cyan: D6, D5 and E5 touch, so you pay the coach 3 dirhams. Whoever cannot pay all they owe hands over what they have, and by this app’s default rules is out.",
            "Vous êtes sur du cyan : D6, D5 et E5 se touchent, vous payez donc 3 dirhams au coach. Qui ne peut pas payer tout ce qu’il doit donne ce qu’il a et, selon la règle par défaut de cette application, est éliminé.",
            "Assam stanął na błękitnym polu: D6, D5 i E5 stykają się, więc płacisz trenerowi 3 dirhamy. Kto nie może zapłacić całości, oddaje, co ma, i według domyślnych zasad tej aplikacji odpada.",
        ),
        18 => p(
            "Lay this rug wherever you like: next to Assam, never under him.",
            "Posez ce tapis où vous voulez : à côté d’Assam, jamais sous lui.",
            "Połóż ten dywan, gdzie chcesz: obok Assama, nigdy pod nim.",
        ),
        19 => p(
            "That is the whole game. It ends when every rug is laid: each player scores dirhams plus visible cells of their colours, and a tie goes to the richer. Now play a real game!",
            "Voilà tout le jeu. Il se termine quand tous les tapis sont posés : chacun marque ses dirhams plus les cases visibles de ses couleurs, et en cas d’égalité le plus riche l’emporte. À vous de jouer une vraie partie !",
            "To cała gra. Kończy się, gdy wszystkie dywany leżą: każdy liczy dirhamy plus widoczne pola swoich kolorów, a przy remisie wygrywa bogatszy. Teraz zagraj prawdziwą partię!",
        ),
        _ => "",
    }
}
