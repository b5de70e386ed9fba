# The words of the game (see the README: adding a language is one file like this one).
language-name = Français
language-direction = ltr

## page and menu
page-title = Marrakech — le marché aux tapis
game-name = Marrakech
game-menu = Menu du jeu
new-game = Nouvelle partie
export = Exporter
import = Importer
rules = Règles
settings = Réglages
about = À propos
more = Plus
language = Langue
back-to-game = Retour au jeu
close = Fermer
cancel = Annuler
ok = D’accord

## about
about-credit = Marrakech est un jeu de société de Dominique Ehrhard, édité par Gigamic. Cette adaptation est non officielle et non commerciale ; le nom et le jeu appartiennent à leurs propriétaires.
about-local = Tout tourne et s’enregistre dans ce navigateur. Le code est sous licence MIT.

## confirm new game
confirm-title = Commencer une nouvelle partie ?
confirm-import-title = Remplacer la partie en cours ?
confirm-import-body = La partie que vous ouvrez remplace celle en cours. Exportez d’abord la partie actuelle si vous voulez la garder.
replace = Remplacer
game-loaded = Partie chargée.
confirm-body = La partie en cours est gardée jusqu’au début de la nouvelle, et l’écran de préparation permet d’y revenir. Exportez-la pour la garder pour de bon.
confirm-lesson-title = Quitter la leçon ?
confirm-lesson-body = La leçon n’est pas gardée ; la page des règles permet de la recommencer.

## crash
crash-title = Un problème est survenu
crash-body = Le jeu s’est arrêté à cause d’une erreur du programme. Votre partie est enregistrée : rechargez la page pour continuer. Si cela se reproduit, copiez le texte ci-dessous dans un rapport de bogue.
crash-body-no-game = Le jeu s’est arrêté à cause d’une erreur du programme. Rechargez la page pour recommencer. Si cela se reproduit, copiez le texte ci-dessous dans un rapport de bogue.
error-details = Détails de l’erreur
reload = Recharger

## final screen
tie-shared = Égalité de score et de dirhams : la victoire est partagée.
tie-richer-share = Égalité de score ; les dirhams départagent, et les plus riches partagent la victoire.
tie-richer = Égalité de score : le plus riche en dirhams l’emporte.
out-of-the-game = hors jeu
out-of-money-on-turn = à court d’argent au tour { $turn }
winner = vainqueur
score-rule = Score : les dirhams plus les cases visibles à vos couleurs.
rematch = Revanche
new-players = Nouveaux joueurs
ranking = Classement

## handoff
handoff-note = Rien n’est secret dans ce jeu : cette pause sert seulement à montrer à qui est le tour.

## notices
start-fresh = Repartir de zéro
download-refused = Le navigateur a refusé le téléchargement.

## settings
show-handoff = Afficher « Passez à … » entre les tours
animations = Animations
speed-normal = Normales
speed-fast = Rapides
speed-instant = Instantanées
reduce-motion = Réduire les mouvements
reduce-motion-note = Assam saute au lieu de glisser, rien ne tourne ni ne clignote. Réglé par défaut comme votre système.

## set-up
welcome-title = Bienvenue au marché aux tapis
welcome-line = Tournez Assam, lancez le dé, payez le propriétaire des tapis où il s’arrête, puis posez un de vos tapis à côté de lui. Les dirhams plus les cases de tapis visibles font gagner.
quick-bots = Vous contre deux robots moyens
quick-pass = Jouer à plusieurs (3 joueurs)
quick-custom = Partie personnalisée
players = Joueurs
who-starts = Qui commence
draw-lots = Tirage au sort
out-of-money = À court d’argent
out-standard = Élimination (règle standard)
keep-playing = Continuer avec 0
turn-order = Ordre du tour
order-classic = Tourner, puis lancer (standard)
order-roll-first = Lancer d’abord, tourner à la fin
start-the-game = Lancer la partie
make-invitation = Créer l’invitation
kind-person = Humain
kind-easy = Robot : facile
kind-medium = Robot : moyen
kind-hard = Robot : difficile
kind-master = Robot : maître
level-easy = facile
level-medium = moyen
level-hard = difficile
level-master = maître

## colours (palette order)
red = Rouge
yellow = Jaune
cyan = Cyan
purple = Violet

## the turn
turn-left = À gauche
straight-on = Tout droit
turn-right = À droite
roll-the-die = Lancer le dé
lay-the-rug = Poser le tapis
undo = Défaire
the-die = Le dé
next-rug = Prochain tapis :
rug-positions = Où poser le tapis
keys-hint = Touches : ← ↑ → tournent Assam, R lance le dé, les flèches parcourent le marché, Entrée choisit une case, Échap ferme un panneau ou annule le tapis choisi, Ctrl+Z défait.

## players and log
to-play = à jouer
out = hors jeu
dirhams = Dirhams
rugs-left = Tapis restants
visible = Visibles
log = Journal
log-empty = Les coups s’inscriront ici au fil de la partie.
game-log = Journal de la partie
market = Le marché
game-is-over = La partie est terminée
no-rugs-yet = Aucun tapis pour l’instant.
bare = vide

## the moments of a turn
bare-cell = { $name } ne paie rien : Assam s’arrête sur une case vide
out-players-rug = { $name } ne paie rien : Assam s’arrête sur le tapis d’un joueur hors jeu
since-your-turn = Depuis votre dernier tour
since-played = Joué à l’instant
dismiss = Masquer
sound = Sons

## share
share = Partager
share-title = Partager cette partie
share-link = Lien vers la partie
share-link-note = Toute la partie est dans le lien, après le #, que les navigateurs n’envoient jamais à un serveur.
share-at-turn = Le lien s’ouvre au tour affiché.
share-by-link = Ce lien montre seulement la partie. Celui qui porte votre tour aux autres est « Lien à envoyer », sur la table.
copy = Copier
send-link = Envoyer…
embed-code = Intégrer dans une page
picture = Image du marché
picture-png = Enregistrer en PNG
picture-svg = Enregistrer en SVG
link-copied = Lien copié.
copy-refused = Le navigateur a refusé de copier : sélectionnez le lien et copiez-le vous-même.

## replay
replay = Revoir
watching-this-game = Revoir cette partie
watching-shared = Une partie partagée avec vous, tour par tour
watching-kept = Une partie terminée gardée sur cet appareil
watch-again = Revoir la partie
replay-first = Premier tour
replay-prev = Tour précédent
replay-next = Tour suivant
replay-last = Dernier tour
replay-play = Lecture
replay-pause = Pause
replay-scrub = Tour affiché
replay-close = Quitter le replay
replay-keys = Touches : ← → un tour, Début et Fin le premier et le dernier.
continue-here = Continuer cette partie ici

## history
history = Parties terminées
history-note = Les 100 dernières parties terminées sont gardées sur cet appareil.
history-empty = Aucune partie terminée pour l’instant : chacune est gardée ici à sa fin.
watch = Regarder
delete = Supprimer

## play by link
kind-remote = Ami, par lien
waiting-for-friends = En attente des joueurs
invite-friends = Envoyez cette invitation à chaque ami, l’un après l’autre : il l’ouvre sur son propre appareil, prend sa place et vous renvoie le lien obtenu. Le premier lancer vient ensuite.
send-last-link = La partie est finie : envoyez le dernier lien aux autres joueurs.
link-to-send = Lien à envoyer
take-your-seat = { $name } vous invite à cette partie, qui se joue par lien entre appareils. Quel joueur êtes-vous ?
watching-only = Vous regardez cette partie : toutes les places sont prises. Si l’une d’elles était la vôtre, ce navigateur n’a plus sa clé (autre navigateur, ou stockage effacé).
games-by-link = Parties par lien
open-game = Ouvrir
end-game = Terminer
end-game-ask = Terminer cette partie sur cet appareil ? Elle ne pourra plus y être jouée.
your-move = À vous de jouer
key-lost = Cet appareil n’a plus sa clé pour cette partie (autre navigateur, ou stockage effacé) : il peut seulement regarder.
no-keys = Ce navigateur ne peut pas créer de clé pour une partie par lien (il faut une page https sécurisée et du stockage).
no-seat-here = Au moins une place doit être jouée sur cet appareil : choisissez un humain ou un robot.
claim-overtaken = Un autre ami a répondu le premier à la même invitation.
up-to-date = Ce lien n’apporte rien de nouveau : la partie est déjà à jour ici.

## the device: storage and other tabs
storage-full = Le stockage de ce navigateur est plein : la partie continue, mais n’est pas gardée tant que de la place n’est pas libérée.
storage-refused = Ce navigateur ne garde rien pour cette page (fenêtre privée ou cadre) : la partie se joue, mais n’est pas gardée après cette visite.
other-tab-holds = Cette partie se joue dans un autre onglet : elle s’affiche ici au fur et à mesure.
play-here = Jouer ici
theme = Couleurs de la page
theme-system = Comme le système
theme-light = Claires
theme-dark = Sombres
letters = Lettres sur les tapis
letters-note = La couleur de chaque tapis aussi par sa lettre, pour qui ne distingue pas les couleurs.
wait-for-move = Attendez : le coup s’affiche.
not-your-turn = Ce n’est pas votre tour.
not-now = Ce n’est pas possible maintenant.
other-tab-took = Un autre onglet a pris cette partie : elle s’affiche ici au fur et à mesure.
words-unavailable = Les mots de cette langue n’ont pas pu être chargés : connectez-vous une fois pour l’utiliser hors ligne.
part-unavailable = Une partie du jeu n’a pas pu être chargée (hors ligne avant sa première utilisation) : connectez-vous et réessayez.
update-ready = Une nouvelle version du jeu est prête.
update-apply = Mettre à jour
thinking-cannot-start = L’assistant des robots n’a pas pu démarrer dans ce navigateur : ils réfléchissent sur cette page, ce qui peut être moins fluide.
thinking-broken = L’assistant des robots ne fonctionne plus correctement : ils réfléchissent désormais sur cette page.
thinking-other-version = L’assistant des robots vient d’une autre version du jeu : rechargez la page pour la mettre à jour. D’ici là, les robots réfléchissent sur cette page.
data-aside = Des données gardées par ce navigateur n’ont pas pu être lues ; elles sont mises de côté, intactes.
save-garbled = Votre partie enregistrée n’a pas pu être lue ; elle est mise de côté, intacte.
save-newer = Votre partie enregistrée vient d’une version plus récente de Marrakech, celle-ci n’y touche donc pas : rechargez la page pour mettre à jour.
export-all = Tout exporter

## the lesson
lesson-title = Apprendre en jouant
lesson-offer = Vous découvrez Marrakech ? Une partie guidée vous apprend toutes les règles en trois minutes environ.
lesson-start = Apprendre en jouant (3 min)
lesson-next = Suivant
lesson-skip = Passer la leçon
lesson-finish = Jouer une vraie partie
lesson-you = Vous
lesson-coach = Coach
lesson-wait = Regardez le coach…
lesson-not-that = Pas ça : la leçon demande ce qui est écrit ci-dessus.

## the coach
show-odds = Afficher les probabilités
show-odds-note = Chaque direction indique ce que vous paieriez en moyenne, le marché montre où Assam peut s’arrêter et avec quelle chance, et un tapis choisi montre comment il change les plus grandes zones.
get-hint = Conseil
hint-thinking = Le coach réfléchit…
largest-areas = Plus grandes zones avec ce tapis
open-review = Analyser la partie
review-title = Analyse
review-working = Analyse de la partie…
review-nothing = Aucune décision d’une personne à analyser.
review-note = Points : ce qu’un coup a perdu face au meilleur coup trouvé (chacun joué jusqu’au bout de nombreuses fois avec les mêmes dés). Dés : ce que vos lancers ont rapporté (+) ou coûté (−) face à la moyenne. Une perte sous 0,3 peut n’être que du hasard.
review-show = Choisissez un coup pour voir le marché au début de son tour ; « Tour suivant » le joue ensuite.
## rules page
rules-title = Comment jouer
rules-intro = Vous êtes marchands de tapis sur le marché de Marrakech. Chacun reçoit 30 dirhams et une pile de tapis (12 chacun à 4 joueurs, 15 à 3 ; à 2 joueurs, chacun a 24 tapis de deux couleurs, posés dans l’ordre d’une pile cachée). Assam, le maître du marché, part du centre.
rules-turn-heading = Votre tour
rules-step-1 = Tournez Assam d’un quart de tour à gauche ou à droite, ou laissez-le tout droit. Jamais de demi-tour.
rules-step-2 = Lancez le dé (1, 2, 2, 3, 3, 4) : Assam avance d’autant de cases. Au bord, il suit l’arc et revient sur la rangée ou la colonne voisine ; dans deux coins, un petit arc le tourne sur place.
rules-step-3 = S’il s’arrête sur le tapis d’un adversaire, payez à ce joueur un dirham par case de cette couleur reliée à celle d’Assam par un côté (pas par un coin). Vos propres couleurs, les cases vides et les tapis des joueurs éliminés ne coûtent rien.
rules-step-4 = Posez un tapis sur deux cases, dont au moins une touche Assam. Il peut couvrir des cases vides ou d’autres tapis, mais jamais la case d’Assam, ni les deux moitiés d’un même tapis entièrement visible.
rules-arcs-caption = Au bord, Assam suit l’arc et revient par la colonne ou la rangée voisine, en marchant dans l’autre sens.
rules-payment-caption = Assam s’arrête sur une case rouge : les quatre cases rouges reliées par leurs côtés forment la zone, donc 4 dirhams vont au propriétaire du rouge. La case rouge qui ne touche que par un coin ne compte pas.
rules-legal-caption = Des tapis autour d’Assam : une coche marque un tapis permis, une croix un tapis interdit.
rules-legal = permis
rules-illegal = interdit
rules-money-heading = À court d’argent
rules-money = Si vous ne pouvez pas payer en entier, vous donnez ce que vous avez et quittez la partie ; vos tapis restent et ne coûtent plus rien. Une option permet plutôt de continuer avec 0.
rules-end-heading = La fin
rules-end = Quand le dernier tapis est posé, chacun compte ses dirhams plus les cases visibles de ses couleurs. Le plus haut score gagne ; en cas d’égalité, le plus riche l’emporte, et si l’égalité persiste la victoire est partagée.
rules-variant-heading = Variante : lancer d’abord
rules-variant = Lancez, avancez, payez et posez d’abord ; puis tournez Assam d’un quart à gauche ou à droite. Le joueur suivant doit marcher dans cette direction.
rules-variant-caption = Lancer d’abord : le dé, la marche, le paiement, le tapis, et le quart de tour à la fin.
rules-keys-heading = Jouer au clavier

## coach, lesson, colours
coach-then-turn = { $cells }, puis tournez { $direction }
coach-reason-pays = { $choice } : de ce côté, vous paierez en moyenne { $expected }, contre { $instead } du côté le plus cher.
coach-reason-same = { $choice } : toutes les directions coûtent { $expected } en moyenne ; celle-ci place mieux Assam pour vos tapis.
coach-reason-free = { $choice } : toutes les directions sont gratuites ; celle-ci place mieux Assam pour vos tapis.
coach-reason-pays-more = { $choice } : vous paierez { $expected } en moyenne (au mieux { $cheapest }), mais Assam finit mieux placé pour vos tapis.
coach-reason-charges = { $choice } : le joueur suivant paiera en moyenne { $expected }, contre { $instead } de l’autre côté.
coach-reason-grows = { $choice } : votre plus grande zone de cette couleur passe de { $before } à { $after ->
    [one] { $after } case
   *[other] { $after } cases
}.
coach-reason-cuts = { $choice } : la plus grande zone de { $player } passe de { $before } à { $after ->
    [one] { $after } case
   *[other] { $after } cases
}.
coach-reason-best = { $choice } : le meilleur choix que trouve l’analyse (joué jusqu’au bout de nombreuses fois).
coach-expected-payment = paiement moyen { $expected }
coach-area-change = { $colour } : { $before } → { $after }
coach-hints-used = { $n ->
    [one] { $n } conseil
   *[other] { $n } conseils
}
coach-review-best = tour { $turn } : { $choice }. Meilleur choix.
coach-review-loss = tour { $turn } : { $choice }, −{ $loss } points ; mieux : { $better }.
coach-review-summary = { $player } : décisions, { $loss } points laissés par rapport au mieux ; dés, { $luck } dirhams par rapport à la moyenne.
decimal-separator = ,
list-and = { $list } et { $last }
list-comma = { $list }, { $next }
lesson-step-0 = Bienvenue au marché aux tapis ! Vos tapis sont rouges et jaunes, ceux du coach cyan et violets : vos deux couleurs comptent pour vous, et la ligne « Prochain tapis » montre celle que vous posez ensuite. Chacun commence avec 30 dirhams ; le meilleur total de dirhams et de cases visibles l’emporte.
lesson-step-1 = Un tour commence par Assam : tournez-le d’un quart de tour à gauche ou à droite, ou gardez-le tout droit, jamais en arrière. Tournez-le à droite.
lesson-step-2 = Lancez le dé. Ses faces sont 1, 2, 2, 3, 3, 4 : un 2 ou un 3 sort deux fois plus souvent qu’un 1 ou un 4.
lesson-step-3 = Assam a avancé de 4 cases : au bord, il a suivi l’arc et il est revenu par la rangée voisine, dans l’autre sens. Posez votre tapis : deux cases, dont une à côté d’Assam, jamais sous lui. Posez-le sur F5 et F6.
lesson-step-4 = Au tour du coach : il garde Assam face à l’ouest…
lesson-step-5 = …et fait un 1.
lesson-step-6 = Il s’est arrêté sur votre tapis. Le coach vous paie un dirham par case de la zone rouge reliée à sa case : 2 cases, 2 dirhams.
lesson-step-7 = Le coach pose un tapis cyan à côté d’Assam.
lesson-step-8 = À vous. Tournez Assam à gauche, face au sud.
lesson-step-9 = Lancez le dé.
lesson-step-10 = Votre propre tapis : rien à payer. Un tapis peut en couvrir d’autres, mais jamais un tapis entier d’un coup ni Assam. Couvrez la moitié du tapis du coach : posez le vôtre sur E6 et E7.
lesson-step-11 = Vos cases rouges F5, F6, E6 et E7 se touchent : une zone de 4. Le coach tourne Assam vers l’ouest…
lesson-step-12 = …et fait un 1.
lesson-step-13 = Il s’est arrêté sur votre zone rouge : 4 cases reliées, 4 dirhams. Les cases se relient par un côté, jamais par un coin.
lesson-step-14 = Le coach pose du cyan sur D5 et D6 : avec E5, cela fait une zone cyan de 3.
lesson-step-15 = Gardez Assam tout droit, face à l’ouest.
lesson-step-16 = Lancez le dé.
lesson-step-17 = Vous êtes sur du cyan : D6, D5 et E5 se touchent, vous payez donc 3 dirhams au coach. Qui ne peut pas payer tout ce qu’il doit donne ce qu’il a et, selon la règle par défaut de cette application, est éliminé.
lesson-step-18 = Posez ce tapis où vous voulez : à côté d’Assam, jamais sous lui.
lesson-step-19 = Voilà tout le jeu. Il se termine quand tous les tapis sont posés : chacun marque ses dirhams plus les cases visibles de ses couleurs, et en cas d’égalité le plus riche l’emporte. À vous de jouer une vraie partie !
colour-in-sentence-red = rouge
colour-in-sentence-yellow = jaune
colour-in-sentence-cyan = cyan
colour-in-sentence-purple = violet
colour-letter-red = R
colour-letter-yellow = J
colour-letter-cyan = C
colour-letter-purple = V

## errors
error-unreadable-file = le fichier n’a pas pu être lu
error-link-newer = il a été fait par une version plus récente du jeu ; rechargez la page pour la mettre à jour
error-link-changed = il enfreint les règles du jeu par lien (il a été modifié)
error-link-unfair-roll = un dé n’y a pas été lancé loyalement
error-link-unsigned = un tour n’y est pas signé par l’appareil de son joueur
error-link-other-game = il appartient à une autre partie
error-link-older = il est plus ancien que la partie sur cet appareil
error-link-diverged = il raconte une autre histoire de cette partie
error-link-late-claim = un autre ami a répondu le premier à la même invitation
error-link-seat-taken = cette place est déjà prise
error-code-no-game = il ne contient pas de partie
error-code-newer = il a été fait par une version plus récente du jeu (version de lien { $version }) ; rechargez la page pour la mettre à jour
error-code-cut-short = il est coupé ; copiez le lien en entier
error-code-damaged = il est abîmé (des caractères ont changé)
error-code-impossible = la partie qu’il contient est impossible ({ $reason })
error-at-turn = tour { $turn } : { $fault }
error-not-json = ce n’est pas un enregistrement de partie
error-missing-field = le champ « { $field } » manque
error-wrong-type = le champ « { $field } » n’a pas la bonne forme
error-unknown-format = format inconnu « { $format } »
error-unknown-kind = joueur { $player } : type inconnu « { $kind } »
error-unknown-rule-value = valeur inconnue « { $value } » pour la règle { $rule }
error-off-market = la case [{ $row },{ $col }] est hors du marché
error-unknown-direction = direction inconnue « { $direction } »
error-missing-piles = une partie à 2 joueurs a besoin de ses piles de tapis
error-unexpected-piles = { $players ->
    [one] une partie à { $players } joueur n’a pas de piles
   *[other] une partie à { $players } joueurs n’a pas de piles
}
error-bad-pile = la pile de tapis du joueur { $player } est fausse
error-roll-out-of-range = le lancer { $roll } n’est pas entre 1 et 4
error-rotation-not-allowed = la rotation « { $rotation } » est interdite ici
error-unfinished-not-last = un tour inachevé n’est pas le dernier
error-after-elimination = le joueur a été éliminé par le paiement de ce tour et ne peut plus jouer
error-after-last-rug = la partie s’est terminée avec ce tapis : pas de rotation finale
error-game-over = la partie est déjà terminée
error-player-count = une partie se joue à 2, 3 ou 4, pas à { $players }
error-colour-count = { $colours ->
    [one] le joueur { $player } doit avoir { $colours } couleur
   *[other] le joueur { $player } doit avoir { $colours } couleurs
}
error-not-a-colour = « { $colour } » n’est pas un nom de couleur
error-colour-twice = la couleur « { $colour } » est prise deux fois
error-wrong-phase = cette action n’a pas sa place ici
error-illegal-rug = un tapis ne peut pas aller sur { $first } et { $second } : { $reason }
error-no-quarter-turn = la rotation finale doit être à gauche ou à droite
error-rug-not-adjacent = les cases ne se touchent pas
error-rug-under-assam = il couvrirait Assam
error-rug-not-next-to-assam = aucune case n’est à côté d’Assam
error-rug-covers-one = il couvrirait tout le tapis { $rug }

## log and prompts
# A number of dirhams, of cells: put into the messages below as $owed, $amount, $money, $visible.
count-dirhams = { $n ->
    [one] { $n } dirham
   *[other] { $n } dirhams
}
count-cells = { $n ->
    [one] { $n } case
   *[other] { $n } cases
}
# Where Assam faces ($direction in the messages below), with any word it needs before it.
facing-north = face au nord
facing-east = face à l’est
facing-south = face au sud
facing-west = face à l’ouest
# Which way Assam is turned ($rotation in the messages below).
rotation-left = à gauche
rotation-straight = tout droit
rotation-right = à droite
prompt-thinking = { $name } (robot { $level }) réfléchit…
prompt-bot-rolls = { $name } (robot { $level }) lance le dé…
prompt-walking = { $name } lance le dé : Assam avance…
prompt-pass-device = Passez l’appareil à { $name }
prompt-orient = { $name } : tournez Assam ou laissez-le tout droit
prompt-roll = { $name } : lancez le dé
prompt-place = { $name } : posez un tapis à côté d’Assam
prompt-place-second = { $name } : choisissez maintenant la seconde case du tapis
prompt-place-chosen = { $name } : posez le tapis, ou choisissez d’autres cases
prompt-place-missed-far = { $cell } est trop loin d’Assam : choisissez une des cases entourées
prompt-place-missed-assam = Assam se tient en { $cell } : un tapis ne peut pas le couvrir
prompt-place-missed-whole = Un tapis en { $cell } couvrirait les deux moitiés d’un même tapis : choisissez une des cases entourées
prompt-quarter-turn = { $name } : tournez Assam d’un quart de tour pour le joueur suivant
replay-up-next-orient = À suivre, tour { $turn } : { $name } tourne Assam
replay-up-next-roll = À suivre, tour { $turn } : { $name } lance le dé
replay-up-next-place = À suivre, tour { $turn } : { $name } pose un tapis
replay-up-next-quarter-turn = À suivre, tour { $turn } : { $name } donne un quart de tour à Assam
log-keeps-facing = { $name } laisse Assam { $direction }
log-turns-to = { $name } tourne Assam { $rotation }, { $direction }
log-rolls = { $name } fait { $face }
# $steps: the cells Assam walks; $edge: 1 when he went round the edge of the market, else 0.
log-walks = Assam avance de { $steps ->
    [one] { $steps } case
   *[other] { $steps } cases
} jusqu’en { $cell }, { $edge ->
    [1] { $direction } (par le bord)
   *[other] { $direction }
}
log-owes-but-pays = { $payer } doit { $owed } à { $payee } mais ne peut payer que { $paid }
log-pays = { $payer } paie { $amount } à { $payee }
log-own-rug = Assam s’arrête sur un tapis de { $name }, le sien : rien à payer
log-owes-but-has-nothing = { $payer } doit { $owed } mais n’a plus rien
log-pays-last-and-out = { $payer } paie à { $payee } tout ce qui lui reste ({ $amount }) et quitte le marché
log-lays = { $name } pose un tapis sur { $first } et { $second }
log-eliminated = { $name } n’a plus d’argent et quitte le marché
log-turns-for-next = { $name } tourne Assam { $rotation }, { $direction }, pour le joueur suivant
log-wins = { $name } gagne !
you-win = Vous avez gagné !
log-share-win = { $names } se partagent la victoire !
log-game-over-wins = La partie est terminée : { $name } gagne
log-game-over-share = La partie est terminée : { $names } se partagent la victoire
market-intro = Le marché, 7 cases sur 7. Assam est en { $cell }, { $direction }.
market-rug = tapis { $colour } { $number }
market-cell-label = { $cell } : { $what }
market-assam-here = Assam, { $direction }
setup-colours-of-player = Couleurs du joueur { $seat }
setup-colour-of-player = Couleur du joueur { $seat }
setup-name-of-player = Nom du joueur { $seat }
default-name-1 = Amina
default-name-2 = Bruno
default-name-3 = Chloé
default-name-4 = Driss
setup-who-plays-seat = Qui joue à la place { $seat }
setup-colour-swapped = Cette couleur était celle de { $name } : { $name } prend { $colour }.
table-die-shows = Le dé montre { $face }
table-last-roll = Dernier lancer : { $face }
table-pass-to = Passez à { $name }
table-i-am = Je suis { $name } : jouer
table-score-detail = { $money } + { $visible } = { $total }
notice-save-unreadable = Votre partie enregistrée n’a pas pu être ouverte ({ $reason }).
notice-import-failed = Ce fichier ne peut pas être ouvert : { $reason }.
notice-bad-link = Ce lien ne peut pas être ouvert : { $reason }.
notice-game-unchanged = Votre partie n’a pas changé.
notice-turn-past-end = Le lien demande le tour { $asked }, mais la partie n’en a que { $turns } : voici sa fin.
replay-at = Tour { $turn } sur { $turns }
log-turn = Tour { $turn } :
history-players = Joueurs : { $names }
link-waiting-for = En attente de { $name }
link-claim-seat = Je suis { $name }
link-send-to = Envoyez ce lien à { $name } : c’est à son tour de jouer.
link-send-back = Vous avez votre place. Renvoyez ce lien à { $name }.
link-joined = { $name } a pris sa place.
link-bad-game = Ce lien de partie a été refusé : { $reason }. La partie sur cet appareil n’a pas changé.
