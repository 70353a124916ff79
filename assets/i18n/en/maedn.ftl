# maedn — English texts (the fallback language: every message must exist here).
# Numbers arrive as Fluent numbers and are written with the language's
# separators; plural forms select on the same numbers.

## Languages

# The language's name, in the language itself (the switch in the top bar).
lang-name = English

## Lengths

units-amount = { $n ->
    [one] { $n } unit
   *[other] { $n } units
}

## The top bar

lang-hint = The language of the window and of exported figures
menu-file = File
present = Present
present-hint = Presentation mode: full screen, side panels hidden
mode-solve = Solve
mode-solve-hint = Choose settings, run and watch the search
mode-step = Step
mode-step-hint = Step through each piece's rolls
mode-edit = Edit
mode-edit-hint = Edit a bit-board
theme-light = Light
theme-light-hint = Light theme
theme-dark = Dark
theme-dark-hint = Dark theme
theme-system = System
theme-system-hint = The theme of the operating system
zoom-out = Zoom out
zoom-in = Zoom in
legend = Legend
legend-hint = Say what the colours and marks on the board mean
shortcuts = Shortcuts
shortcuts-hint = Show the keyboard shortcuts

## The board

# A player's colour, as in "black's tile 12".
colour-name = { $colour ->
    [yellow] yellow
    [green] green
    [red] red
   *[black] black
}
tile-track = track index { $index } (from black's A); { $player }'s tile { $own }
tile-goal = { $player }'s tile { $index }
tile-start = { $player }'s start slot { $slot }
tile-bit = bit { $bit } of { $player }'s bit-board
tile-no-bit = no bit on { $player }'s bit-board
tile-centre = centre at { $point } units
# A move's length on the board, in units.
length-label = { $units }

## The legend (L)

legend-piece-path = { $goal ->
    [none] Piece { $piece }'s path
   *[other] Piece { $piece }'s path to { $goal }
}
legend-pieces = Pieces, numbered in the order they leave B
legend-skipped = Tiles a move jumps over
legend-move-lengths = Each move's straight-line length, in units
legend-branch = The branch the search explores now
legend-pruned = A branch the bound cuts off (pruned)
legend-best = The shortest path found so far
legend-lit = A set bit of the bit-board

## Game (the whole game, played roll by roll)

mode-game = Game
mode-game-hint = The whole optimal game of all four pieces under the real rules, played roll by roll
game-heading = The whole game
game-shortest = Shortest
game-shortest-hint = The legal game that moves the hand the least (then the fewest rolls)
game-quickest = Quickest
game-quickest-hint = The legal game with the fewest rolls (then the least distance)
game-walking = Finding every position of the game: { $positions } so far
game-solving = Solving backwards from the end: { $solved } of { $positions } positions
game-elapsed = { $seconds } s
game-failed = The game could not be computed: { $reason }
game-total = { $units } units = { $cm } cm in { $rolls ->
    [one] { $rolls } roll
   *[other] { $rolls } rolls
}
game-paper-reached = The paper's total, which assumed the pieces independent, is { $paper } units: this legal game reaches it.
game-paper-longer = The paper's total, which assumed the pieces independent, is { $paper } units: this legal game is { $excess } units longer.
game-ties = { $objective ->
    [quickest] { $count } legal games are exactly as quick and as short.
   *[shortest] { $count } legal games are exactly as short.
}
game-ties-one = No other legal game is as good.
game-method = Exact dynamic programming over { $positions } positions, in { $seconds } s.
game-start = |< Start
game-start-hint = Before the first roll
game-prev = < Back
game-prev-hint = One roll back
game-play = Play
game-pause = Pause
game-play-hint = Play the game roll by roll
game-next = Next >
game-next-hint = One roll on
game-end = End >|
game-end-hint = After the last roll
game-slider = roll
game-slider-hint = Scrub through the rolls
game-speed = rolls/s
game-speed-hint = Playback speed
game-at-start = Before the first roll: all four pieces wait in the start field B.
game-keys = Space plays, the right and left arrows step, Home and End jump.
game-roll = Roll { $roll } of { $rolls }
game-move = Piece { $piece } moves from { $from } to { $to }
game-move-out = Piece { $piece } leaves the start field: from { $from } to A
game-no-move = No move: the roll is lost
game-length = { $units } units
game-running-total = Total { $units } units = { $cm } cm
game-all-home = All four pieces are home.
game-pieces-heading = Each piece
game-col-piece = Piece
game-col-way = Way
game-col-out = Out of B
game-col-from-a = From A
game-col-moves = Moves
game-way = { $slot } to { $home }
game-rolls-heading = Every roll
game-roll-row = { $roll }. a { $die }: piece { $piece } from { $from } to { $to }, { $length } units (total { $total })
game-export = Export this figure…
game-export-hint = Save the game's board with every move as SVG or PNG, with its caption and legend
game-legend-move = This roll's move
# The die's face for screen readers.
game-die = Die showing { $face }

## Figure export (File → Export figure…)

menu-export-figure = Export figure…
export-title = Export a figure
export-intro = Each figure is computed with the current settings and written exactly as “maedn figure NAME” writes it, with its caption and legend.
export-format = Format
export-theme = Colours
export-theme-light = Light
export-theme-dark = Dark
export-start = Export…
export-start-hint = Choose where to save { $name }
export-running = Exporting { $name }: { $seconds } s
export-calls = { $calls } search calls so far
export-positions = { $positions } positions so far
export-cancel = Cancel
export-close = Close
