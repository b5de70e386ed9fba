# The words of the game (see the README: adding a language is one file like this one).
language-name = English
language-direction = ltr

## page and menu
page-title = Marrakech — the rug market
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
cancel = Cancel
ok = OK

## about
about-credit = Marrakech is a board game by Dominique Ehrhard, published by Gigamic. This is an unofficial, non-commercial adaptation; the name and the game belong to their owners.
about-local = Everything runs and is saved in this browser. The code is under the MIT licence.

## confirm new game
confirm-title = Start a new game?
confirm-import-title = Replace the game in progress?
confirm-import-body = The game in this file takes the place of the one being played. Export the current game first if you want to keep it.
replace = Replace
game-loaded = Game loaded.
confirm-body = The game in progress will end. Export it first if you want to keep it.

## crash
crash-title = Something went wrong
crash-body = The game stopped because of a fault in the program. Your game is saved: reload the page to carry on. If it happens again, please copy the text below into a bug report.
error-details = Error details
reload = Reload

## final screen
tie-shared = Tied on score and on dirhams: the win is shared.
tie-richer-share = Tied on score; dirhams broke the tie, and the richest still share the win.
tie-richer = Tied on score: the one with more dirhams wins.
out-of-the-game = out of the game
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
kind-person = Person
kind-easy = Bot: easy
kind-medium = Bot: medium
kind-hard = Bot: hard
level-easy = easy
level-medium = medium
level-hard = hard

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
keys-hint = Keys: ← ↑ → turn Assam, R rolls, arrows move over the market, Enter picks a cell, Esc closes a panel.

## players and log
to-play = to play
out = out
dirhams = Dirhams
rugs-left = Rugs left
visible = Visible
log = Log
game-log = Game log
market = The market
game-is-over = The game is over
no-rugs-yet = No rugs yet.
bare = bare

## the moments of a turn
bare-cell = A bare cell: nothing to pay
out-players-rug = A rug of a player who is out: nothing to pay
since-your-turn = Since your last turn
dismiss = Hide
sound = Sounds

## share
share = Share
share-title = Share this game
share-link = Link to the game
share-link-note = The whole game is in the link, after the #, which browsers never send to a server.
share-at-turn = The link opens at the turn shown.
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
invite-friends = Send this invitation to each friend in turn: they open it, take their seat and send you back the link it gives them. The first roll comes after.
send-last-link = The game is over: send the last link to the other players.
link-to-send = Link to send
take-your-seat = This game is played by link between devices. Which player are you?
watching-only = You are watching this game: every seat is taken. If one of them was yours, this browser no longer has its key (another browser, or its storage was cleared).
games-by-link = Games by link
open-game = Open
end-game = End
end-game-ask = End this game on this device? It cannot be played here again.
your-move = Your move
key-lost = This device no longer has its key for this game (another browser, or its storage was cleared): it can only watch.
no-keys = This browser cannot make a key for a game by link (it needs a secure https page and storage).
no-seat-here = One seat at least must be played on this device: make it a person or a bot.
claim-overtaken = Another friend took that seat first, from the same invitation: take one of the seats left.
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
data-aside = Some data kept by this browser could not be read; it is kept aside, untouched.
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
review-note = Points are the expected final score (dirhams and visible cells) given away against the best choice found, estimated by playing each choice to the end many times with the same dice. Dice: what your rolls saved you (+) or cost you (−) against their average. Each estimate is a little noisy: a loss under 0.3 may be none.