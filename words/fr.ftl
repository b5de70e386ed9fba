# The words of the game (see the README: adding a language is one file like this one).
language-name = Français
language-direction = ltr

## page and menu
page-title = Marrakech — le marché aux tapis
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
cancel = Annuler
ok = D’accord

## about
about-credit = Marrakech est un jeu de société de Dominique Ehrhard, édité par Gigamic. Cette adaptation est non officielle et non commerciale ; le nom et le jeu appartiennent à leurs propriétaires.
about-local = Tout tourne et s’enregistre dans ce navigateur. Le code est sous licence MIT.

## confirm new game
confirm-title = Commencer une nouvelle partie ?
confirm-import-title = Remplacer la partie en cours ?
confirm-import-body = La partie de ce fichier remplace celle en cours. Exportez d’abord la partie actuelle si vous voulez la garder.
replace = Remplacer
game-loaded = Partie chargée.
confirm-body = La partie en cours sera perdue. Exportez-la d’abord si vous voulez la garder.

## crash
crash-title = Un problème est survenu
crash-body = Le jeu s’est arrêté à cause d’une erreur du programme. Votre partie est enregistrée : rechargez la page pour continuer. Si cela se reproduit, copiez le texte ci-dessous dans un rapport de bogue.
error-details = Détails de l’erreur
reload = Recharger

## final screen
tie-shared = Égalité de score et de dirhams : la victoire est partagée.
tie-richer-share = Égalité de score ; les dirhams départagent, et les plus riches partagent la victoire.
tie-richer = Égalité de score : le plus riche en dirhams l’emporte.
out-of-the-game = hors jeu
winner = vainqueur
score-rule = Score : les dirhams plus les cases visibles à vos couleurs.
rematch = Revanche
new-players = Nouveaux joueurs
ranking = Classement

## handoff
handoff-note = Rien n’est secret dans ce jeu : cette pause sert seulement à montrer à qui c’est le tour.

## notices
start-fresh = Repartir de zéro
download-refused = Le navigateur a refusé le téléchargement.

## settings
show-handoff = Afficher « Passez à … » entre les tours
animations = Animations
speed-normal = Normales
speed-fast = Rapides
speed-instant = Instantanées
reduce-motion = Réduire les mouvements
reduce-motion-note = Assam saute au lieu de glisser, rien ne tourne ni ne clignote. Réglé d’abord comme le demande votre système.

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
order-classic = Tourner Assam, puis lancer (standard)
order-roll-first = Lancer d’abord, tourner Assam à la fin
start-the-game = Lancer la partie
kind-person = Humain
kind-easy = Robot : facile
kind-medium = Robot : moyen
kind-hard = Robot : difficile
level-easy = facile
level-medium = moyen
level-hard = difficile

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
undo = Annuler le coup
the-die = Le dé
next-rug = Prochain tapis :
rug-positions = Où poser le tapis
keys-hint = Touches : ← ↑ → tournent Assam, R lance le dé, les flèches parcourent le marché, Entrée choisit une case, Échap ferme un panneau.

## players and log
to-play = à jouer
out = hors jeu
dirhams = Dirhams
rugs-left = Tapis restants
visible = Visibles
log = Journal
game-log = Journal de la partie
market = Le marché
game-is-over = La partie est terminée
no-rugs-yet = Aucun tapis pour l’instant.
bare = vide

## the moments of a turn
bare-cell = Une case vide : rien à payer
out-players-rug = Un tapis d’un joueur hors jeu : rien à payer
since-your-turn = Depuis votre dernier tour
dismiss = Masquer
sound = Sons

## share
share = Partager
share-title = Partager cette partie
share-link = Lien vers la partie
share-link-note = Toute la partie est dans le lien, après le #, que les navigateurs n’envoient jamais à un serveur.
share-at-turn = Le lien s’ouvre au tour affiché.
copy = Copier
send-link = Envoyer…
embed-code = Intégrer dans une page
picture = Image du marché
picture-png = Enregistrer en PNG
picture-svg = Enregistrer en SVG
link-copied = Lien copié.
copy-refused = Le navigateur a refusé de copier : sélectionnez le lien et copiez-le vous-même.

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
replay-keys = Touches : ← → un tour, Début et Fin le premier et le dernier.
continue-here = Continuer cette partie ici

## history
history = Parties terminées
history-note = Les 100 dernières parties terminées sont gardées sur cet appareil.
history-empty = Aucune partie terminée pour l’instant : chacune est gardée ici à sa fin.
watch = Regarder
delete = Supprimer

## play by link
kind-remote = Ami, par lien
waiting-for-friends = En attente des joueurs
invite-friends = Envoyez cette invitation à chaque ami, l’un après l’autre : il l’ouvre, prend sa place et vous renvoie le lien obtenu. Le premier lancer vient ensuite.
send-last-link = La partie est finie : envoyez le dernier lien aux autres joueurs.
link-to-send = Lien à envoyer
take-your-seat = Cette partie se joue par lien entre appareils. Quel joueur êtes-vous ?
watching-only = Vous regardez cette partie : toutes les places sont prises. Si l’une d’elles était la vôtre, ce navigateur n’a plus sa clé (autre navigateur, ou stockage effacé).
games-by-link = Parties par lien
open-game = Ouvrir
end-game = Terminer
end-game-ask = Terminer cette partie sur cet appareil ? Elle ne pourra plus y être jouée.
your-move = À vous de jouer
key-lost = Cet appareil n’a plus sa clé pour cette partie (autre navigateur, ou stockage effacé) : il peut seulement regarder.
no-keys = Ce navigateur ne peut pas créer de clé pour une partie par lien (il faut une page https sécurisée et du stockage).
no-seat-here = Au moins une place doit être jouée sur cet appareil : choisissez une personne ou un robot.
claim-overtaken = Un autre ami a pris cette place avant vous, avec la même invitation : prenez une des places restantes.
up-to-date = Ce lien n’apporte rien de nouveau : la partie est déjà à jour ici.

## the device: storage and other tabs
storage-full = Le stockage de ce navigateur est plein : la partie continue, mais n’est pas gardée tant que de la place n’est pas libérée.
storage-refused = Ce navigateur ne garde rien pour cette page (fenêtre privée ou cadre) : la partie se joue, mais n’est pas gardée après cette visite.
other-tab-holds = Cette partie se joue dans un autre onglet : elle s’affiche ici au fur et à mesure.
play-here = Jouer ici
theme = Couleurs de la page
theme-system = Comme le système
theme-light = Claires
theme-dark = Sombres
letters = Lettres sur les tapis
letters-note = La couleur de chaque tapis aussi par sa lettre, pour qui ne distingue pas les couleurs.
wait-for-move = Attendez : le coup est en train d’être montré.
not-your-turn = Ce n’est pas votre tour.
not-now = Ce n’est pas possible maintenant.
other-tab-took = Un autre onglet a pris cette partie : elle s’affiche ici au fur et à mesure.
words-unavailable = Les mots de cette langue n’ont pas pu être chargés : connectez-vous une fois pour l’utiliser hors ligne.
data-aside = Des données gardées par ce navigateur n’ont pas pu être lues ; elles sont mises de côté, intactes.
export-all = Tout exporter

## the lesson
lesson-title = Apprendre en jouant
lesson-offer = Vous découvrez Marrakech ? Une partie guidée vous apprend toutes les règles en trois minutes environ.
lesson-start = Apprendre en jouant (3 min)
lesson-next = Suivant
lesson-skip = Passer la leçon
lesson-finish = Jouer une vraie partie
lesson-you = Vous
lesson-coach = Coach
lesson-wait = Regardez le coach…

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
review-note = Les points sont le score final espéré (dirhams et cases visibles) perdu par rapport au meilleur choix trouvé, estimé en jouant chaque choix jusqu’au bout de nombreuses fois avec les mêmes dés. Dés : ce que vos lancers vous ont fait gagner (+) ou perdre (−) par rapport à leur moyenne. Chaque estimation est un peu bruitée : une perte sous 0,3 n’en est peut-être pas une.