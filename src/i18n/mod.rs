//! Every word the player reads, in English, French and Polish.
//!
//! Checked by the compiler: a fixed message ([`M`]) is declared with exactly one text per
//! language (the `messages!` macro refuses anything else), and a message with values
//! ([`F`], the engine's errors in [`errors`], the rules in [`rules`]) is a `match` on the
//! language that must cover all three. Plural forms follow CLDR (`lang::plural`).
//!
//! Pure Rust, no browser calls: `cargo test` checks it natively.

pub mod coach;
pub mod errors;
mod fmt;
mod lang;
pub mod lesson;
pub mod rules;
pub mod text;

pub use fmt::F;
pub use lang::{count, Lang};

macro_rules! messages {
    ($($(#[$doc:meta])* $name:ident => $en:expr, $fr:expr, $pl:expr;)*) => {
        /// A fixed message: one text per language, all three required.
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub enum M {
            $($(#[$doc])* $name,)*
        }

        impl M {
            /// Every fixed message (for the tests).
            #[cfg_attr(not(test), allow(dead_code))]
            pub const ALL: &'static [M] = &[$(M::$name,)*];

            /// The text in `lang`.
            pub fn text(self, lang: Lang) -> &'static str {
                match self {
                    $(M::$name => match lang {
                        Lang::En => $en,
                        Lang::Fr => $fr,
                        Lang::Pl => $pl,
                    },)*
                }
            }
        }
    };
}

messages! {
    // ----- page and menu
    PageTitle => "Marrakech — the rug market", "Marrakech — le marché aux tapis", "Marrakesz — targ dywanów";
    GameMenu => "Game menu", "Menu du jeu", "Menu gry";
    NewGame => "New game", "Nouvelle partie", "Nowa gra";
    Export => "Export", "Exporter", "Eksportuj";
    Import => "Import", "Importer", "Importuj";
    Rules => "Rules", "Règles", "Zasady";
    Settings => "Settings", "Réglages", "Ustawienia";
    About => "About", "À propos", "O grze";
    More => "More", "Plus", "Więcej";
    Language => "Language", "Langue", "Język";
    BackToGame => "Back to the game", "Retour au jeu", "Powrót do gry";
    Cancel => "Cancel", "Annuler", "Anuluj";
    Ok => "OK", "D’accord", "Dobrze";
    // ----- about
    AboutCredit => "Marrakech is a board game by Dominique Ehrhard, published by Gigamic. This is an unofficial, non-commercial adaptation; the name and the game belong to their owners.",
        "Marrakech est un jeu de société de Dominique Ehrhard, édité par Gigamic. Cette adaptation est non officielle et non commerciale ; le nom et le jeu appartiennent à leurs propriétaires.",
        "Marrakesz to gra planszowa Dominique’a Ehrharda wydana przez Gigamic. To nieoficjalna, niekomercyjna adaptacja; nazwa i gra należą do ich właścicieli.";
    AboutLocal => "Everything runs and is saved in this browser. The code is under the MIT licence.",
        "Tout tourne et s’enregistre dans ce navigateur. Le code est sous licence MIT.",
        "Wszystko działa i zapisuje się w tej przeglądarce. Kod jest na licencji MIT.";
    // ----- confirm new game
    ConfirmTitle => "Start a new game?", "Commencer une nouvelle partie ?", "Zacząć nową grę?";
    ConfirmImportTitle => "Replace the game in progress?", "Remplacer la partie en cours ?", "Zastąpić bieżącą grę?";
    ConfirmImportBody => "The game in this file takes the place of the one being played. Export the current game first if you want to keep it.",
        "La partie de ce fichier remplace celle en cours. Exportez d’abord la partie actuelle si vous voulez la garder.",
        "Gra z tego pliku zastąpi bieżącą. Jeśli chcesz zachować obecną grę, najpierw ją wyeksportuj.";
    Replace => "Replace", "Remplacer", "Zastąp";
    GameLoaded => "Game loaded.", "Partie chargée.", "Gra wczytana.";
    ConfirmBody => "The game in progress will end. Export it first if you want to keep it.",
        "La partie en cours sera perdue. Exportez-la d’abord si vous voulez la garder.",
        "Bieżąca gra zostanie zakończona. Jeśli chcesz ją zachować, najpierw ją wyeksportuj.";
    // ----- crash
    CrashTitle => "Something went wrong", "Un problème est survenu", "Coś poszło nie tak";
    CrashBody => "The game stopped because of a fault in the program. Your game is saved: reload the page to carry on. If it happens again, please copy the text below into a bug report.",
        "Le jeu s’est arrêté à cause d’une erreur du programme. Votre partie est enregistrée : rechargez la page pour continuer. Si cela se reproduit, copiez le texte ci-dessous dans un rapport de bogue.",
        "Gra zatrzymała się z powodu błędu programu. Twoja gra jest zapisana: odśwież stronę, aby grać dalej. Jeśli to się powtórzy, skopiuj poniższy tekst do zgłoszenia błędu.";
    ErrorDetails => "Error details", "Détails de l’erreur", "Szczegóły błędu";
    Reload => "Reload", "Recharger", "Odśwież";
    // ----- final screen
    TieShared => "Tied on score and on dirhams: the win is shared.",
        "Égalité de score et de dirhams : la victoire est partagée.",
        "Remis w punktach i w dirhamach: zwycięstwo jest wspólne.";
    TieRicherShare => "Tied on score; dirhams broke the tie, and the richest still share the win.",
        "Égalité de score ; les dirhams départagent, et les plus riches partagent la victoire.",
        "Remis w punktach; rozstrzygnęły dirhamy, a najbogatsi dzielą się zwycięstwem.";
    TieRicher => "Tied on score: the one with more dirhams wins.",
        "Égalité de score : le plus riche en dirhams l’emporte.",
        "Remis w punktach: wygrywa ten, kto ma więcej dirhamów.";
    OutOfTheGame => "out of the game", "hors jeu", "poza grą";
    Winner => "winner", "vainqueur", "wygrywa";
    ScoreRule => "Score: dirhams plus the cells showing your colours.",
        "Score : les dirhams plus les cases visibles à vos couleurs.",
        "Wynik: dirhamy plus widoczne pola w twoich kolorach.";
    Rematch => "Rematch", "Revanche", "Rewanż";
    NewPlayers => "New players", "Nouveaux joueurs", "Nowi gracze";
    Ranking => "Ranking", "Classement", "Ranking";
    // ----- handoff
    HandoffNote => "Nothing is secret in this game: this pause only makes clear whose turn it is.",
        "Rien n’est secret dans ce jeu : cette pause sert seulement à montrer à qui c’est le tour.",
        "W tej grze nie ma tajemnic: ta przerwa pokazuje tylko, czyja jest kolej.";
    // ----- notices
    StartFresh => "Start fresh", "Repartir de zéro", "Zacznij od nowa";
    DownloadRefused => "The browser refused the download.", "Le navigateur a refusé le téléchargement.", "Przeglądarka odmówiła pobrania pliku.";
    // ----- settings
    ShowHandoff => "Show “Pass to …” between turns", "Afficher « Passez à … » entre les tours", "Pokazuj „Przekaż …” między turami";
    Animations => "Animations", "Animations", "Animacje";
    SpeedNormal => "Normal", "Normales", "Normalne";
    SpeedFast => "Fast", "Rapides", "Szybkie";
    SpeedInstant => "Instant", "Instantanées", "Natychmiastowe";
    ReduceMotion => "Reduce motion", "Réduire les mouvements", "Ogranicz ruch";
    ReduceMotionNote => "Assam jumps instead of gliding and nothing spins or pulses. It starts as your system asks.",
        "Assam saute au lieu de glisser, rien ne tourne ni ne clignote. Réglé d’abord comme le demande votre système.",
        "Assam przeskakuje zamiast sunąć, nic się nie kręci ani nie pulsuje. Na początku zgodnie z ustawieniem systemu.";
    // ----- set-up
    WelcomeTitle => "Welcome to the rug market", "Bienvenue au marché aux tapis", "Witaj na targu dywanów";
    WelcomeLine => "Turn Assam, roll the die, pay whoever owns the rugs he stops on, then lay a rug of your own beside him. Dirhams plus visible rug cells win.",
        "Tournez Assam, lancez le dé, payez le propriétaire des tapis où il s’arrête, puis posez un de vos tapis à côté de lui. Les dirhams plus les cases de tapis visibles font gagner.",
        "Obróć Assama, rzuć kostką, zapłać właścicielowi dywanów, na których stanie, potem połóż obok niego własny dywan. Wygrywają dirhamy plus widoczne pola dywanów.";
    QuickBots => "You against two medium bots", "Vous contre deux robots moyens", "Ty przeciw dwóm średnim botom";
    QuickPass => "Pass and play (3 players)", "Jouer à plusieurs (3 joueurs)", "Gra przy jednym urządzeniu (3 graczy)";
    QuickCustom => "Custom game", "Partie personnalisée", "Własne ustawienia";
    Players => "Players", "Joueurs", "Gracze";
    WhoStarts => "Who starts", "Qui commence", "Kto zaczyna";
    DrawLots => "Draw lots", "Tirage au sort", "Losowanie";
    OutOfMoney => "Out of money", "À court d’argent", "Brak pieniędzy";
    OutStandard => "Out of the game (standard)", "Élimination (règle standard)", "Odpada z gry (standard)";
    KeepPlaying => "Keep playing with 0", "Continuer avec 0", "Gra dalej z zerem";
    TurnOrder => "Turn order", "Ordre du tour", "Kolejność w turze";
    OrderClassic => "Turn Assam, then roll (standard)", "Tourner Assam, puis lancer (standard)", "Obrót Assama, potem rzut (standard)";
    OrderRollFirst => "Roll first, turn Assam at the end", "Lancer d’abord, tourner Assam à la fin", "Najpierw rzut, obrót Assama na końcu";
    StartTheGame => "Start the game", "Lancer la partie", "Rozpocznij grę";
    KindPerson => "Person", "Humain", "Człowiek";
    KindEasy => "Bot: easy", "Robot : facile", "Bot: łatwy";
    KindMedium => "Bot: medium", "Robot : moyen", "Bot: średni";
    KindHard => "Bot: hard", "Robot : difficile", "Bot: trudny";
    LevelEasy => "easy", "facile", "łatwy";
    LevelMedium => "medium", "moyen", "średni";
    LevelHard => "hard", "difficile", "trudny";
    // ----- colours (palette order)
    Red => "Red", "Rouge", "Czerwony";
    Yellow => "Yellow", "Jaune", "Żółty";
    Cyan => "Cyan", "Cyan", "Błękitny";
    Purple => "Purple", "Violet", "Fioletowy";
    // ----- the turn
    TurnLeft => "Turn left", "À gauche", "W lewo";
    StraightOn => "Straight on", "Tout droit", "Prosto";
    TurnRight => "Turn right", "À droite", "W prawo";
    RollTheDie => "Roll the die", "Lancer le dé", "Rzuć kostką";
    LayTheRug => "Lay the rug", "Poser le tapis", "Połóż dywan";
    Undo => "Undo", "Annuler le coup", "Cofnij";
    TheDie => "The die", "Le dé", "Kostka";
    NextRug => "Next rug:", "Prochain tapis :", "Następny dywan:";
    RugPositions => "Where the rug may go", "Où poser le tapis", "Gdzie można położyć dywan";
    KeysHint => "Keys: ← ↑ → turn Assam, R rolls, arrows move over the market, Enter picks a cell, Esc closes a panel.",
        "Touches : ← ↑ → tournent Assam, R lance le dé, les flèches parcourent le marché, Entrée choisit une case, Échap ferme un panneau.",
        "Klawisze: ← ↑ → obracają Assama, R rzuca kostką, strzałki przesuwają po targu, Enter wybiera pole, Esc zamyka panel.";
    // ----- players and log
    ToPlay => "to play", "à jouer", "ruch";
    Out => "out", "hors jeu", "poza grą";
    Dirhams => "Dirhams", "Dirhams", "Dirhamy";
    RugsLeft => "Rugs left", "Tapis restants", "Zostało dywanów";
    Visible => "Visible", "Visibles", "Widoczne";
    Log => "Log", "Journal", "Dziennik";
    GameLog => "Game log", "Journal de la partie", "Dziennik gry";
    Market => "The market", "Le marché", "Targ";
    GameIsOver => "The game is over", "La partie est terminée", "Gra skończona";
    NoRugsYet => "No rugs yet.", "Aucun tapis pour l’instant.", "Jeszcze nie ma dywanów.";
    Bare => "bare", "vide", "puste";
    // ----- the moments of a turn
    BareCell => "A bare cell: nothing to pay", "Une case vide : rien à payer", "Puste pole: nic do zapłaty";
    OutPlayersRug => "A rug of a player who is out: nothing to pay", "Un tapis d’un joueur hors jeu : rien à payer", "Dywan gracza, który odpadł: nic do zapłaty";
    SinceYourTurn => "Since your last turn", "Depuis votre dernier tour", "Od twojej ostatniej tury";
    Dismiss => "Hide", "Masquer", "Ukryj";
    Sound => "Sounds", "Sons", "Dźwięki";
    // ----- share
    Share => "Share", "Partager", "Udostępnij";
    ShareTitle => "Share this game", "Partager cette partie", "Udostępnij tę grę";
    ShareLink => "Link to the game", "Lien vers la partie", "Link do gry";
    ShareLinkNote => "The whole game is in the link, after the #, which browsers never send to a server.",
        "Toute la partie est dans le lien, après le #, que les navigateurs n’envoient jamais à un serveur.",
        "Cała gra jest w linku, po znaku #, którego przeglądarki nigdy nie wysyłają do serwera.";
    ShareAtTurn => "The link opens at the turn shown.", "Le lien s’ouvre au tour affiché.", "Link otwiera się na pokazanej turze.";
    Copy => "Copy", "Copier", "Kopiuj";
    SendLink => "Send…", "Envoyer…", "Wyślij…";
    EmbedCode => "Embed in a page", "Intégrer dans une page", "Osadź na stronie";
    Picture => "Picture of the market", "Image du marché", "Obraz targu";
    PicturePng => "Save as PNG", "Enregistrer en PNG", "Zapisz jako PNG";
    PictureSvg => "Save as SVG", "Enregistrer en SVG", "Zapisz jako SVG";
    LinkCopied => "Link copied.", "Lien copié.", "Link skopiowany.";
    CopyRefused => "The browser refused to copy: select the link and copy it yourself.",
        "Le navigateur a refusé de copier : sélectionnez le lien et copiez-le vous-même.",
        "Przeglądarka odmówiła kopiowania: zaznacz link i skopiuj go samodzielnie.";
    // ----- replay
    Replay => "Replay", "Revoir", "Powtórka";
    WatchingThisGame => "The replay of this game", "Revoir cette partie", "Powtórka tej partii";
    WatchingShared => "A game shared with you, turn by turn", "Une partie partagée avec vous, tour par tour", "Partia, którą ktoś ci udostępnił, tura po turze";
    WatchingKept => "A finished game kept on this device", "Une partie terminée gardée sur cet appareil", "Skończona partia zapisana na tym urządzeniu";
    WatchAgain => "Watch again", "Revoir la partie", "Obejrzyj ponownie";
    ReplayFirst => "First turn", "Premier tour", "Pierwsza tura";
    ReplayPrev => "Previous turn", "Tour précédent", "Poprzednia tura";
    ReplayNext => "Next turn", "Tour suivant", "Następna tura";
    ReplayLast => "Last turn", "Dernier tour", "Ostatnia tura";
    ReplayPlay => "Play", "Lecture", "Odtwórz";
    ReplayPause => "Pause", "Pause", "Pauza";
    ReplayScrub => "Turn shown", "Tour affiché", "Pokazana tura";
    ReplayClose => "Close the replay", "Quitter le replay", "Zamknij powtórkę";
    ReplayKeys => "Keys: ← → one turn, Home and End the first and the last.",
        "Touches : ← → un tour, Début et Fin le premier et le dernier.",
        "Klawisze: ← → jedna tura, Home i End pierwsza i ostatnia.";
    ContinueHere => "Continue this game here", "Continuer cette partie ici", "Kontynuuj tę grę tutaj";
    // ----- history
    History => "Finished games", "Parties terminées", "Zakończone gry";
    HistoryNote => "The latest 100 finished games are kept on this device.",
        "Les 100 dernières parties terminées sont gardées sur cet appareil.",
        "Ostatnie 100 zakończonych gier jest przechowywanych na tym urządzeniu.";
    HistoryEmpty => "No finished game yet: each one is kept here when it ends.",
        "Aucune partie terminée pour l’instant : chacune est gardée ici à sa fin.",
        "Nie ma jeszcze zakończonych gier: każda trafia tutaj, gdy się skończy.";
    Watch => "Watch", "Regarder", "Obejrzyj";
    Delete => "Delete", "Supprimer", "Usuń";
    // ----- play by link
    KindRemote => "Friend, by link", "Ami, par lien", "Znajomy, przez link";
    WaitingForFriends => "Waiting for the players to join", "En attente des joueurs", "Czekamy, aż gracze dołączą";
    InviteFriends => "Send this invitation to each friend in turn: they open it, take their seat and send you back the link it gives them. The first roll comes after.",
        "Envoyez cette invitation à chaque ami, l’un après l’autre : il l’ouvre, prend sa place et vous renvoie le lien obtenu. Le premier lancer vient ensuite.",
        "Wyślij to zaproszenie kolejno każdemu znajomemu: otwiera je, zajmuje miejsce i odsyła ci otrzymany link. Pierwszy rzut nastąpi potem.";
    SendLastLink => "The game is over: send the last link to the other players.",
        "La partie est finie : envoyez le dernier lien aux autres joueurs.",
        "Gra skończona: wyślij ostatni link pozostałym graczom.";
    LinkToSend => "Link to send", "Lien à envoyer", "Link do wysłania";
    TakeYourSeat => "This game is played by link between devices. Which player are you?",
        "Cette partie se joue par lien entre appareils. Quel joueur êtes-vous ?",
        "Ta gra toczy się przez linki między urządzeniami. Którym graczem jesteś?";
    WatchingOnly => "You are watching this game: every seat is taken. If one of them was yours, this browser no longer has its key (another browser, or its storage was cleared).",
        "Vous regardez cette partie : toutes les places sont prises. Si l’une d’elles était la vôtre, ce navigateur n’a plus sa clé (autre navigateur, ou stockage effacé).",
        "Oglądasz tę grę: wszystkie miejsca są zajęte. Jeśli jedno z nich było twoje, ta przeglądarka nie ma już jego klucza (inna przeglądarka albo wyczyszczone dane).";
    GamesByLink => "Games by link", "Parties par lien", "Gry przez link";
    OpenGame => "Open", "Ouvrir", "Otwórz";
    EndGame => "End", "Terminer", "Zakończ";
    EndGameAsk => "End this game on this device? It cannot be played here again.",
        "Terminer cette partie sur cet appareil ? Elle ne pourra plus y être jouée.",
        "Zakończyć tę grę na tym urządzeniu? Nie będzie można już w nią tu grać.";
    YourMove => "Your move", "À vous de jouer", "Twój ruch";
    KeyLost => "This device no longer has its key for this game (another browser, or its storage was cleared): it can only watch.",
        "Cet appareil n’a plus sa clé pour cette partie (autre navigateur, ou stockage effacé) : il peut seulement regarder.",
        "To urządzenie nie ma już klucza do tej gry (inna przeglądarka albo wyczyszczone dane): może tylko oglądać.";
    NoKeys => "This browser cannot make a key for a game by link (it needs a secure https page and storage).",
        "Ce navigateur ne peut pas créer de clé pour une partie par lien (il faut une page https sécurisée et du stockage).",
        "Ta przeglądarka nie może utworzyć klucza do gry przez link (potrzebna jest bezpieczna strona https i pamięć).";
    NoSeatHere => "One seat at least must be played on this device: make it a person or a bot.",
        "Au moins une place doit être jouée sur cet appareil : choisissez une personne ou un robot.",
        "Co najmniej jedno miejsce musi być grane na tym urządzeniu: wybierz osobę albo bota.";
    ClaimOvertaken => "Another friend took that seat first, from the same invitation: take one of the seats left.",
        "Un autre ami a pris cette place avant vous, avec la même invitation : prenez une des places restantes.",
        "Inny znajomy zajął to miejsce pierwszy, z tego samego zaproszenia: wybierz jedno z pozostałych miejsc.";
    UpToDate => "This link brings nothing new: the game here is up to date.",
        "Ce lien n’apporte rien de nouveau : la partie est déjà à jour ici.",
        "Ten link nie wnosi nic nowego: gra na tym urządzeniu jest aktualna.";
    // ----- the device: storage and other tabs
    StorageFull => "This browser's storage is full: the game goes on, but is not kept until space is freed.",
        "Le stockage de ce navigateur est plein : la partie continue, mais n’est pas gardée tant que de la place n’est pas libérée.",
        "Pamięć tej przeglądarki jest pełna: gra toczy się dalej, ale nie jest zapisywana, dopóki nie zwolni się miejsca.";
    StorageRefused => "This browser keeps nothing for this page (a private window or a frame): the game plays, but is not kept after this visit.",
        "Ce navigateur ne garde rien pour cette page (fenêtre privée ou cadre) : la partie se joue, mais n’est pas gardée après cette visite.",
        "Ta przeglądarka niczego nie zapisuje dla tej strony (okno prywatne lub ramka): gra działa, ale nie zostanie zachowana po tej wizycie.";
    OtherTabHolds => "This game is being played in another tab: it is shown here as it goes.",
        "Cette partie se joue dans un autre onglet : elle s’affiche ici au fur et à mesure.",
        "Ta gra toczy się w innej karcie: tutaj widać ją na bieżąco.";
    PlayHere => "Play here", "Jouer ici", "Graj tutaj";
    Theme => "Colours of the page", "Couleurs de la page", "Kolory strony";
    ThemeSystem => "As the system", "Comme le système", "Jak w systemie";
    ThemeLight => "Light", "Claires", "Jasne";
    ThemeDark => "Dark", "Sombres", "Ciemne";
    Letters => "Letters on the rugs", "Lettres sur les tapis", "Litery na dywanach";
    LettersNote => "Each rug's colour also by its letter, for those who cannot tell the colours apart.",
        "La couleur de chaque tapis aussi par sa lettre, pour qui ne distingue pas les couleurs.",
        "Kolor każdego dywanu także literą, dla osób, które nie rozróżniają kolorów.";
    WaitForMove => "Wait: the move is being shown.", "Attendez : le coup est en train d’être montré.", "Chwila: ruch jest właśnie pokazywany.";
    NotYourTurn => "Not your turn now.", "Ce n’est pas votre tour.", "To nie twoja kolej.";
    NotNow => "That cannot be done now.", "Ce n’est pas possible maintenant.", "Tego nie można teraz zrobić.";
    OtherTabTook => "Another tab has taken this game: it is shown here as it goes.",
        "Un autre onglet a pris cette partie : elle s’affiche ici au fur et à mesure.",
        "Inna karta przejęła tę grę: tutaj widać ją na bieżąco.";
    DataAside => "Some data kept by this browser could not be read; it is kept aside, untouched.",
        "Des données gardées par ce navigateur n’ont pas pu être lues ; elles sont mises de côté, intactes.",
        "Części danych zapisanych w tej przeglądarce nie udało się odczytać; zostały odłożone na bok, nienaruszone.";
    ExportAll => "Export all", "Tout exporter", "Eksportuj wszystkie";
    // ----- the lesson
    LessonTitle => "Learn by playing", "Apprendre en jouant", "Nauka przez grę";
    LessonOffer => "New to Marrakech? A guided game teaches every rule in about three minutes.",
        "Vous découvrez Marrakech ? Une partie guidée vous apprend toutes les règles en trois minutes environ.",
        "Pierwszy raz w Marrakeszu? Gra z przewodnikiem nauczy wszystkich zasad w mniej więcej trzy minuty.";
    LessonStart => "Learn by playing (3 min)", "Apprendre en jouant (3 min)", "Naucz się grając (3 min)";
    LessonNext => "Next", "Suivant", "Dalej";
    LessonSkip => "Skip the lesson", "Passer la leçon", "Pomiń lekcję";
    LessonFinish => "Play a real game", "Jouer une vraie partie", "Zagraj prawdziwą partię";
    LessonYou => "You", "Vous", "Ty";
    LessonCoach => "Coach", "Coach", "Trener";
    LessonWait => "Watch the coach…", "Regardez le coach…", "Patrz na trenera…";
    // ----- the coach
    ShowOdds => "Show the odds", "Afficher les probabilités", "Pokazuj szanse";
    ShowOddsNote => "Each direction shows what you would pay on average, the market shows where Assam may stop and how likely, and a rug chosen shows how it changes the largest areas.",
        "Chaque direction indique ce que vous paieriez en moyenne, le marché montre où Assam peut s’arrêter et avec quelle chance, et un tapis choisi montre comment il change les plus grandes zones.",
        "Każdy kierunek pokazuje średnią opłatę, targ pokazuje, gdzie Assam może stanąć i z jaką szansą, a wybrany dywan pokazuje, jak zmienia największe obszary.";
    GetHint => "Hint", "Conseil", "Podpowiedź";
    HintThinking => "The coach is thinking…", "Le coach réfléchit…", "Trener myśli…";
    LargestAreas => "Largest areas with this rug", "Plus grandes zones avec ce tapis", "Największe obszary z tym dywanem";
    HintsUsed => "Hints used", "Conseils utilisés", "Użyte podpowiedzi";
    OpenReview => "Review the game", "Analyser la partie", "Analiza gry";
    ReviewTitle => "Review", "Analyse", "Analiza";
    ReviewWorking => "Reviewing the game…", "Analyse de la partie…", "Analizuję grę…";
    ReviewNothing => "No person’s decisions to review.", "Aucune décision d’une personne à analyser.", "Brak decyzji osób do analizy.";
    ReviewNote => "Points are the expected final score (dirhams and visible cells) given away against the best choice found, estimated by playing each choice to the end many times with the same dice. Dice: what your rolls saved you (+) or cost you (−) against their average. Each estimate is a little noisy: a loss under 0.3 may be none.",
        "Les points sont le score final espéré (dirhams et cases visibles) perdu par rapport au meilleur choix trouvé, estimé en jouant chaque choix jusqu’au bout de nombreuses fois avec les mêmes dés. Dés : ce que vos lancers vous ont fait gagner (+) ou perdre (−) par rapport à leur moyenne. Chaque estimation est un peu bruitée : une perte sous 0,3 n’en est peut-être pas une.",
        "Punkty to oczekiwany wynik końcowy (dirhamy i widoczne pola) utracony względem najlepszego znalezionego wyboru, szacowany przez wielokrotne rozegranie każdego wyboru do końca z tymi samymi rzutami. Kości: ile twoje rzuty zaoszczędziły (+) lub kosztowały (−) względem średniej. Każde oszacowanie jest trochę niepewne: strata poniżej 0,3 może nie być stratą.";
}

#[cfg(test)]
mod tests {
    use super::lang::{cells, dirhams, plural, Plural};
    use super::*;

    #[test]
    fn languages_from_tags_and_preferences() {
        assert_eq!(Lang::parse("fr-CA"), Some(Lang::Fr));
        assert_eq!(Lang::parse("PL"), Some(Lang::Pl));
        assert_eq!(Lang::parse("de"), None);
        assert_eq!(Lang::from_preferences(["de-DE", "pl-PL", "en"]), Lang::Pl);
        assert_eq!(Lang::from_preferences(["de"]), Lang::En);
        assert_eq!(Lang::from_preferences([]), Lang::En);
    }

    #[test]
    fn cldr_plural_rules() {
        use Plural::*;
        assert_eq!(plural(Lang::En, 0), Other);
        assert_eq!(plural(Lang::En, 1), One);
        assert_eq!(plural(Lang::En, 2), Other);
        assert_eq!(plural(Lang::Fr, 0), One);
        assert_eq!(plural(Lang::Fr, 1), One);
        assert_eq!(plural(Lang::Fr, 2), Other);
        let pl = |n| plural(Lang::Pl, n);
        assert_eq!(pl(1), One);
        for n in [2, 3, 4, 22, 23, 24, 32, 102, 1004] {
            assert_eq!(pl(n), Few, "{n}");
        }
        for n in [0, 5, 11, 12, 13, 14, 15, 21, 25, 111, 112, 1000] {
            assert_eq!(pl(n), Many, "{n}");
        }
        assert_eq!(dirhams(Lang::Pl, 1), "1 dirham");
        assert_eq!(dirhams(Lang::Pl, 3), "3 dirhamy");
        assert_eq!(dirhams(Lang::Pl, 12), "12 dirhamów");
        assert_eq!(dirhams(Lang::Pl, 22), "22 dirhamy");
        assert_eq!(dirhams(Lang::Fr, 0), "0 dirham");
        assert_eq!(dirhams(Lang::Fr, 2), "2 dirhams");
        assert_eq!(dirhams(Lang::En, 0), "0 dirhams");
        assert_eq!(cells(Lang::Pl, 5), "5 pól");
        assert_eq!(cells(Lang::Fr, 1), "1 case");
    }

    /// Words that are the same in English and the other language on purpose.
    const SAME_ON_PURPOSE: &[&str] = &[
        "OK",
        "Animations",
        "Cyan",
        "Dirhams",
        "Ranking",
        "Pause",
        "Coach",
    ];

    #[test]
    fn every_fixed_message_exists_in_every_language() {
        for m in M::ALL {
            let en = m.text(Lang::En);
            assert!(!en.trim().is_empty(), "{m:?} en");
            for lang in [Lang::Fr, Lang::Pl] {
                let t = m.text(lang);
                assert!(!t.trim().is_empty(), "{m:?} {lang:?}");
                if !SAME_ON_PURPOSE.contains(&en) {
                    assert_ne!(t, en, "{m:?} is still English in {lang:?}");
                }
            }
        }
    }
}
