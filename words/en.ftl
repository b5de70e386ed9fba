# The words of the game (see the README: adding a language is one file like this one).
language-name = English
language-direction = ltr

## page and menu
page-title = Marrakech — the rug market
game-name = Marrakech
game-menu = Game menu
new-game = New game
export = Export
import = Import
rules = Rules
settings = Settings
about = About
more = More
language = Language
back-to-game = Back to the game
close = Close
cancel = Cancel
ok = OK

## about
about-credit = Marrakech is a board game by Dominique Ehrhard, published by Gigamic. This is an unofficial, non-commercial adaptation; the name and the game belong to their owners.
about-local = Everything runs and is saved in this browser. The code is under the MIT licence.

## confirm new game
confirm-title = Start a new game?
confirm-import-title = Replace the game in progress?
confirm-import-body = The game you are opening takes the place of the one being played. Export the current game first if you want to keep it.
replace = Replace
game-loaded = Game loaded.
confirm-body = The game in progress is kept until the new one starts, and the set-up can go back to it. Export it to keep it for good.
confirm-lesson-title = Leave the lesson?
confirm-lesson-body = The lesson is not kept; the rules page can start it again.

## crash
crash-title = Something went wrong
crash-body = The game stopped because of a fault in the program. Your game is saved: reload the page to carry on. If it happens again, please copy the text below into a bug report.
crash-body-no-game = The game stopped because of a fault in the program. Reload the page to start again. If it happens again, please copy the text below into a bug report.
error-details = Error details
reload = Reload

## final screen
tie-shared = Tied on score and on dirhams: the win is shared.
tie-richer-share = Tied on score; dirhams broke the tie, and the richest still share the win.
tie-richer = Tied on score: the one with more dirhams wins.
out-of-the-game = out of the game
out-of-money-on-turn = out of money on turn { $turn }
# the badge beside the winner's name, said of anyone: where the noun has a gender, a verb ("gana")
winner = winner
score-rule = Score: dirhams plus the cells showing your colours.
rematch = Rematch
new-players = New players
ranking = Ranking

## handoff
handoff-note = Nothing is secret in this game: this pause only makes clear whose turn it is.

## notices
start-fresh = Start fresh
download-refused = The browser refused the download.

## settings
show-handoff = Show “Pass to …” between turns
animations = Animations
speed-normal = Normal
speed-fast = Fast
speed-instant = Instant
reduce-motion = Reduce motion
reduce-motion-note = Assam jumps instead of gliding and nothing spins or pulses. It starts as your system asks.

## set-up
welcome-title = Welcome to the rug market
welcome-line = Turn Assam, roll the die, pay whoever owns the rugs he stops on, then lay a rug of your own beside him. Dirhams plus visible rug cells win.
quick-bots = You against two medium bots
quick-pass = Pass and play (3 players)
quick-custom = Custom game
players = Players
who-starts = Who starts
draw-lots = Draw lots
out-of-money = Out of money
out-standard = Out of the game (standard)
keep-playing = Keep playing with 0
turn-order = Turn order
order-classic = Turn Assam, then roll (standard)
order-roll-first = Roll first, turn Assam at the end
start-the-game = Start the game
make-invitation = Make the invitation
kind-person = Person
kind-easy = Bot: easy
kind-medium = Bot: medium
kind-hard = Bot: hard
kind-master = Bot: master
level-easy = easy
level-medium = medium
level-hard = hard
level-master = master

## colours (palette order)
red = Red
yellow = Yellow
cyan = Cyan
purple = Purple

## the turn
turn-left = Turn left
straight-on = Straight on
turn-right = Turn right
roll-the-die = Roll the die
lay-the-rug = Lay the rug
undo = Undo
the-die = The die
next-rug = Next rug:
rug-positions = Where the rug may go
keys-hint = Keys: ← ↑ → turn Assam, R rolls, arrows move over the market, Enter picks a cell, Esc closes a panel or drops the rug chosen, Ctrl+Z undoes.

## players and log
to-play = to play
out = out
dirhams = Dirhams
rugs-left = Rugs left
visible = Visible
log = Log
log-empty = The moves will be written here as they are played.
game-log = Game log
market = The market
game-is-over = The game is over
no-rugs-yet = No rugs yet.
bare = bare

## the moments of a turn
bare-cell = { $name } pays nothing: Assam stops on a bare cell
out-players-rug = { $name } pays nothing: Assam stops on the rug of a player who is out
since-your-turn = Since your last turn
since-played = Just played
dismiss = Hide
sound = Sounds

## share
share = Share
share-title = Share this game
share-link = Link to the game
share-link-note = The whole game is in the link, after the #, which browsers never send to a server.
share-at-turn = The link opens at the turn shown.
share-by-link = This link only shows the game. The one that carries your turn to the others is “Link to send”, on the table.
copy = Copy
send-link = Send…
embed-code = Embed in a page
picture = Picture of the market
picture-png = Save as PNG
picture-svg = Save as SVG
link-copied = Link copied.
copy-refused = The browser refused to copy: select the link and copy it yourself.

## replay
replay = Replay
watching-this-game = The replay of this game
watching-shared = A game shared with you, turn by turn
watching-kept = A finished game kept on this device
watch-again = Watch again
replay-first = First turn
replay-prev = Previous turn
replay-next = Next turn
replay-last = Last turn
replay-play = Play
replay-pause = Pause
replay-scrub = Turn shown
replay-close = Close the replay
replay-keys = Keys: ← → one turn, Home and End the first and the last.
continue-here = Continue this game here

## history
history = Finished games
history-note = The latest 100 finished games are kept on this device.
history-empty = No finished game yet: each one is kept here when it ends.
watch = Watch
delete = Delete

## play by link
kind-remote = Friend, by link
waiting-for-friends = Waiting for the players to join
invite-friends = Send this invitation to each friend in turn: they open it on their own device, take their seat and send you back the link it gives them. The first roll comes after.
send-last-link = The game is over: send the last link to the other players.
link-to-send = Link to send
take-your-seat = { $name } invites you to this game, played by link between devices. Which player are you?
watching-only = You are watching this game: every seat is taken. If one of them was yours, this browser no longer has its key (another browser, or its storage was cleared).
games-by-link = Games by link
open-game = Open
end-game = End
end-game-ask = End this game on this device? It cannot be played here again.
your-move = Your move
key-lost = This device no longer has its key for this game (another browser, or its storage was cleared): it can only watch.
no-keys = This browser cannot make a key for a game by link (it needs a secure https page and storage).
no-seat-here = One seat at least must be played on this device: make it a person or a bot.
claim-overtaken = Another friend answered the same invitation first.
up-to-date = This link brings nothing new: the game here is up to date.

## the device: storage and other tabs
storage-full = This browser's storage is full: the game goes on, but is not kept until space is freed.
storage-refused = This browser keeps nothing for this page (a private window or a frame): the game plays, but is not kept after this visit.
other-tab-holds = This game is being played in another tab: it is shown here as it goes.
play-here = Play here
theme = Colours of the page
theme-system = As the system
theme-light = Light
theme-dark = Dark
letters = Letters on the rugs
letters-note = Each rug's colour also by its letter, for those who cannot tell the colours apart.
wait-for-move = Wait: the move is being shown.
not-your-turn = Not your turn now.
not-now = That cannot be done now.
other-tab-took = Another tab has taken this game: it is shown here as it goes.
words-unavailable = The words of this language could not be loaded: connect once to use it offline.
part-unavailable = Part of the game could not be loaded (offline before its first use): connect and try again.
update-ready = A new version of the game is ready.
update-apply = Update
thinking-cannot-start = The bots' helper could not start in this browser: they think on this page instead, which may be less smooth.
thinking-broken = The bots' helper stopped working properly: they think on this page from now on.
thinking-other-version = The bots' helper is from another version of the game: reload the page to update. Until then the bots think on this page.
data-aside = Some data kept by this browser could not be read; it is kept aside, untouched.
save-garbled = Your saved game could not be read; it is kept aside, untouched.
save-newer = Your saved game was kept by a newer version of Marrakech, so this one leaves it untouched: reload the page to update.
export-all = Export all

## the lesson
lesson-title = Learn by playing
lesson-offer = New to Marrakech? A guided game teaches every rule in about three minutes.
lesson-start = Learn by playing (3 min)
lesson-next = Next
lesson-skip = Skip the lesson
lesson-finish = Play a real game
lesson-you = You
lesson-coach = Coach
lesson-wait = Watch the coach…
lesson-not-that = Not that: the lesson asks for what is written above.

## the coach
show-odds = Show the odds
show-odds-note = Each direction shows what you would pay on average, the market shows where Assam may stop and how likely, and a rug chosen shows how it changes the largest areas.
get-hint = Hint
hint-thinking = The coach is thinking…
largest-areas = Largest areas with this rug
open-review = Review the game
review-title = Review
review-working = Reviewing the game…
review-nothing = No person’s decisions to review.
review-note = Points: what a move gave away against the best one found (each played to the end many times with the same dice). Dice: what your rolls gained (+) or cost (−) against the average. A loss under 0.3 may be noise.
review-show = Choose a move to see the market at the start of its turn; “Next turn” then plays it.
## rules page
rules-title = How to play
rules-intro = You are rug merchants in the market of Marrakech. Each has 30 dirhams and a stack of rugs (12 each with 4 players, 15 with 3; with 2 players each has 24 rugs in two colours, laid in the order of a hidden pile). Assam, the market's owner, starts in the centre.
rules-turn-heading = Your turn
rules-step-1 = Turn Assam a quarter turn left or right, or keep him straight. Never a half turn.
rules-step-2 = Roll the die (1, 2, 2, 3, 3, 4): Assam walks that many cells ahead. At the edge he follows the arc round and comes back on the next row or column; in two corners a small arc turns him on the spot.
rules-step-3 = If he stops on an opponent's rug, pay that player one dirham for every cell of that colour connected to his cell by edges (not corners). Your own colours, bare cells and the rugs of players who are out cost nothing.
rules-step-4 = Lay one rug on two cells, at least one of them next to Assam. It may cover bare cells or other rugs, but never Assam's cell and never both halves of one rug that is fully showing.
rules-arcs-caption = At the edge Assam follows the arc and comes back along the neighbouring column or row, now walking the other way.
rules-payment-caption = Assam stops on a red cell: the four red cells joined to it by their sides make the area, so 4 dirhams go to red's owner. The red cell touching only by a corner does not count.
rules-legal-caption = Rugs around Assam: a tick marks a rug that may be laid, a cross one that may not.
rules-legal = allowed
rules-illegal = not allowed
rules-money-heading = Running out of money
rules-money = If you cannot pay in full, you give what you have and leave the game; your rugs stay and cost nothing to stop on. An option lets you keep playing with 0 instead.
rules-end-heading = The end
rules-end = When the last rug is laid, each player scores dirhams plus visible cells of their colours. The highest score wins; a tie goes to the richer player, and if still tied the win is shared.
rules-variant-heading = Variant: roll first
rules-variant = Roll, walk, pay and lay first; then turn Assam a quarter left or right. The next player must walk in that direction.
rules-variant-caption = Roll first: die, walk, pay, rug, and the quarter turn last.
rules-keys-heading = Playing with the keyboard

## coach, lesson, colours
coach-then-turn = { $cells }, then turn { $direction }
coach-reason-pays = { $choice }: this way you expect to pay { $expected } dirhams on average, against { $instead } for the costliest other way.
coach-reason-same = { $choice }: every way costs { $expected } on average; this one leaves Assam better placed for your rugs.
coach-reason-free = { $choice }: no way costs you anything; this one leaves Assam better placed for your rugs.
coach-reason-pays-more = { $choice }: you expect to pay { $expected } (the cheapest way, { $cheapest }), but Assam ends better placed for your rugs.
coach-reason-charges = { $choice }: the next player expects to pay { $expected } dirhams on average, against { $instead } the other way.
coach-reason-grows = { $choice }: your largest area of this colour grows from { $before } to { $after ->
    [one] { $after } cell
   *[other] { $after } cells
}.
coach-reason-cuts = { $choice }: { $player }’s largest area shrinks from { $before } to { $after ->
    [one] { $after } cell
   *[other] { $after } cells
}.
coach-reason-best = { $choice }: the best choice the review finds (played out to the end many times).
coach-expected-payment = expected payment { $expected }
coach-area-change = { $colour }: { $before } → { $after }
coach-hints-used = { $n ->
    [one] { $n } hint
   *[other] { $n } hints
}
coach-review-best = turn { $turn }: { $choice }. Best choice.
coach-review-loss = turn { $turn }: { $choice }, −{ $loss } points; better: { $better }.
coach-review-summary = { $player }: decisions gave away { $loss } points against the best; the dice { $luck } dirhams against their average.
decimal-separator = .
list-and = { $list } and { $last }
list-comma = { $list }, { $next }
lesson-step-0 = Welcome to the rug market! Your rugs are red and yellow, the coach’s cyan and purple: both your colours count for you, and the “Next rug” line shows which one you lay next. Each of you starts with 30 dirhams; whoever ends with the most dirhams plus visible cells wins.
lesson-step-1 = A turn starts with Assam: turn him a quarter left or right, or keep him straight on, never back. Turn him right.
lesson-step-2 = Now roll. The die has faces 1, 2, 2, 3, 3, 4: a 2 or a 3 comes up twice as often as a 1 or a 4.
lesson-step-3 = Assam walked 4 cells: at the edge he followed the arc and came back on the next row, turned around. Lay your rug: two cells, one of them next to Assam, never under him. Lay it on F5 and F6.
lesson-step-4 = The coach’s turn: he keeps Assam facing west…
lesson-step-5 = …and rolls a 1.
lesson-step-6 = He stopped on your rug. The coach pays you one dirham for each cell of the red area that touches where he stands: 2 cells, 2 dirhams.
lesson-step-7 = The coach lays a cyan rug next to Assam.
lesson-step-8 = Your turn. Turn Assam left, to face south.
lesson-step-9 = Roll.
lesson-step-10 = Your own rug: nothing to pay. A rug may cover rugs, but never a whole rug at once and never Assam. Cover half of the coach’s rug: lay yours on E6 and E7.
lesson-step-11 = Your red cells F5, F6, E6 and E7 touch: one area of 4. The coach turns Assam west…
lesson-step-12 = …and rolls a 1.
lesson-step-13 = He stopped on your red area: 4 connected cells, 4 dirhams. Cells connect edge to edge, never by a corner.
lesson-step-14 = The coach lays cyan on D5 and D6: with E5 that makes a cyan area of 3.
lesson-step-15 = Keep Assam straight on, facing west.
lesson-step-16 = Roll.
lesson-step-17 = You stopped on cyan: D6, D5 and E5 touch, so you pay the coach 3 dirhams. Whoever cannot pay all they owe hands over what they have, and by this app’s default rules is out.
lesson-step-18 = Lay this rug wherever you like: next to Assam, never under him.
lesson-step-19 = That is the whole game. It ends when every rug is laid: each player scores dirhams plus visible cells of their colours, and a tie goes to the richer. Now play a real game!
colour-in-sentence-red = red
colour-in-sentence-yellow = yellow
colour-in-sentence-cyan = cyan
colour-in-sentence-purple = purple
colour-letter-red = R
colour-letter-yellow = Y
colour-letter-cyan = C
colour-letter-purple = P

## errors
error-unreadable-file = the file could not be read
error-link-newer = it was made by a newer version of the game; reload the page to update
error-link-changed = it breaks the rules of play by link (it was changed)
error-link-unfair-roll = a die in it was not rolled fairly
error-link-unsigned = a turn in it is not signed by its player's device
error-link-other-game = it belongs to another game
error-link-older = it is older than the game on this device
error-link-diverged = it tells a different story of this game
error-link-late-claim = another friend answered the same invitation first
error-link-seat-taken = that seat is already taken
error-code-no-game = it holds no game
error-code-newer = it was made by a newer version of the game (link version { $version }); reload the page to update
error-code-cut-short = it is cut short; copy the whole link
error-code-damaged = it is damaged (some of its characters were changed)
error-code-impossible = the game it holds is impossible ({ $reason })
error-at-turn = turn { $turn }: { $fault }
error-not-json = it is not the record of any game
error-missing-field = the field “{ $field }” is missing
error-wrong-type = the field “{ $field }” has the wrong form
error-unknown-format = unknown format “{ $format }”
error-unknown-kind = player { $player }: unknown kind “{ $kind }”
error-unknown-rule-value = unknown value “{ $value }” for rule { $rule }
error-off-market = cell [{ $row },{ $col }] is off the market
error-unknown-direction = unknown direction “{ $direction }”
error-missing-piles = a 2-player game needs its rug piles
error-unexpected-piles = { $players ->
    [one] a game of { $players } player has no rug piles
   *[other] a game of { $players } players has no rug piles
}
error-bad-pile = the rug pile of player { $player } is wrong
error-roll-out-of-range = roll { $roll } is not between 1 and 4
error-rotation-not-allowed = turn “{ $rotation }” is not allowed here
error-unfinished-not-last = an unfinished turn is not the last one
error-after-elimination = the player was eliminated by this turn's payment and cannot play on
error-after-last-rug = the game ended with this rug: no closing turn
error-game-over = the game is already over
error-player-count = a game has 2 to 4 players, not { $players }
error-colour-count = { $colours ->
    [one] player { $player } must have { $colours } colour
   *[other] player { $player } must have { $colours } colours
}
error-not-a-colour = “{ $colour }” is not a colour name
error-colour-twice = colour “{ $colour }” is used twice
error-wrong-phase = this action does not belong here
error-illegal-rug = a rug cannot go on { $first } and { $second }: { $reason }
error-no-quarter-turn = the closing turn must be left or right
error-rug-not-adjacent = the cells do not touch
error-rug-under-assam = it would cover Assam
error-rug-not-next-to-assam = neither cell is next to Assam
error-rug-covers-one = it would cover the whole of rug { $rug }

## log and prompts
# A number of dirhams, of cells: put into the messages below as $owed, $amount, $money, $visible.
count-dirhams = { $n ->
    [one] { $n } dirham
   *[other] { $n } dirhams
}
count-cells = { $n ->
    [one] { $n } cell
   *[other] { $n } cells
}
# Where Assam faces ($direction in the messages below), with any word it needs before it.
facing-north = north
facing-east = east
facing-south = south
facing-west = west
# Which way Assam is turned ($rotation in the messages below).
rotation-left = left
rotation-straight = straight
rotation-right = right
prompt-thinking = { $name } ({ $level } bot) is thinking…
prompt-bot-rolls = { $name } ({ $level } bot) rolls the die…
prompt-walking = { $name } rolls: Assam walks…
prompt-pass-device = Pass the device to { $name }
prompt-orient = { $name }: turn Assam or keep him straight
prompt-roll = { $name }: roll the die
prompt-place = { $name }: lay a rug next to Assam
prompt-place-second = { $name }: now choose the rug’s second cell
prompt-place-chosen = { $name }: lay the rug, or choose other cells
prompt-place-missed-far = { $cell } is too far from Assam: choose one of the outlined cells
prompt-place-missed-assam = Assam stands on { $cell }: a rug may not cover him
prompt-place-missed-whole = A rug on { $cell } would cover both halves of one rug: choose one of the outlined cells
prompt-quarter-turn = { $name }: give Assam a quarter turn for the next player
replay-up-next-orient = Next, turn { $turn }: { $name } turns Assam
replay-up-next-roll = Next, turn { $turn }: { $name } rolls the die
replay-up-next-place = Next, turn { $turn }: { $name } lays a rug
replay-up-next-quarter-turn = Next, turn { $turn }: { $name } gives Assam a quarter turn
log-keeps-facing = { $name } keeps Assam facing { $direction }
log-turns-to = { $name } turns Assam { $rotation } to face { $direction }
log-rolls = { $name } rolls { $face }
# $steps: the cells Assam walks; $edge: 1 when he went round the edge of the market, else 0.
log-walks = Assam walks { $steps } to { $cell } facing { $edge ->
    [1] { $direction } (round the edge)
   *[other] { $direction }
}
log-owes-but-pays = { $payer } owes { $payee } { $owed } but can pay only { $paid }
log-pays = { $payer } pays { $payee } { $amount }
log-own-rug = Assam stops on { $name }’s own rug: nothing to pay
log-owes-but-has-nothing = { $payer } owes { $owed } but has nothing
log-pays-last-and-out = { $payer } pays { $payee } the last { $amount } and is out
log-lays = { $name } lays a rug on { $first } and { $second }
log-eliminated = { $name } is out of money and leaves the market
log-turns-for-next = { $name } turns Assam { $rotation } to face { $direction } for the next player
log-wins = { $name } wins!
you-win = You win!
log-share-win = { $names } share the win!
log-game-over-wins = The game is over: { $name } wins
log-game-over-share = The game is over: { $names } share the win
market-intro = The market, 7 by 7. Assam stands on { $cell } facing { $direction }.
market-rug = { $colour } rug { $number }
market-cell-label = { $cell }: { $what }
market-assam-here = Assam, facing { $direction }
setup-colours-of-player = Colours of player { $seat }
setup-colour-of-player = Colour of player { $seat }
setup-name-of-player = Name of player { $seat }
default-name-1 = Amina
default-name-2 = Bruno
default-name-3 = Chloé
default-name-4 = Driss
setup-who-plays-seat = Who plays seat { $seat }
setup-colour-swapped = That colour was { $name }’s: { $name } now has { $colour }.
table-die-shows = The die shows { $face }
table-last-roll = Last roll: { $face }
table-pass-to = Pass to { $name }
table-i-am = I am { $name }: play
table-score-detail = { $money } + { $visible } = { $total }
notice-save-unreadable = Your saved game could not be opened ({ $reason }).
notice-import-failed = This file cannot be opened: { $reason }.
notice-bad-link = This link cannot be opened: { $reason }.
notice-game-unchanged = Your game is unchanged.
notice-turn-past-end = The link asks for turn { $asked }, but the game has { $turns }: here is its end.
replay-at = Turn { $turn } of { $turns }
log-turn = Turn { $turn }:
history-players = Players: { $names }
link-waiting-for = Waiting for { $name }
link-claim-seat = I am { $name }
link-send-to = Send this link to { $name }: it is their move.
link-send-back = You have your seat. Send this link back to { $name }.
link-joined = { $name } has taken their seat.
link-bad-game = This game link was refused: { $reason }. The game on this device is unchanged.
