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

## Truth (issue 8: honest numbers and defects found by use)

# The status line.
notice-opened-boards = { $count ->
    [one] Opened { $count } board from { $path }
   *[other] Opened { $count } boards from { $path }
}
notice-restoring-session = Opened the session { $path }: solving its run again to show its results…
notice-session-restored = Opened the session { $path }: its results were solved again and agree with the file
notice-session-differs = Opened the session { $path }: its results were solved again and differ from the file; the computed ones are shown
notice-session-not-restored = Opened the session { $path }, but its results could not be solved again; run the solver to see them
notice-copied = Copied { $text }
notice-nothing-to-paste = Nothing to paste: the clipboard holds no text

# The live counters, and what each counts.
counter-calls = Calls
counter-calls-hint = How many times the search function was called, the calls the bound cut off included.
counter-prunes = Prunes
counter-prunes-hint = How many calls returned at once because moved + tiles left × bound was more than the best length so far.
counter-prune-share = Prune share
counter-prune-share-hint = The share of all calls that the bound cut off at once.
counter-best = Best so far
counter-best-hint = The shortest complete way found so far for the piece being searched.
counter-depth = Depth
counter-depth-hint = How many moves deep the current call is, counted from where the piece started.
counter-piece = Piece
counter-piece-hint = The piece being searched now: the search solves one piece after another.
counter-rate = Calls per second
counter-rate-hint = Calls divided by the time the search has run, pauses left out.
counter-elapsed = Elapsed
counter-elapsed-hint = The time the algorithm itself has run, without pauses and without the DP check.
counter-expanded = States expanded
counter-expanded-hint = How many positions the exact DP or A* evaluated.

# The settings, and what each means.
setting-algorithm-hint = Which method solves: the paper's branch and bound counts calls and prunes; the DP and A* are exact.
setting-bound-hint = The units per tile in the prune test moved + tiles left × bound > best: the larger, the more is pruned.
setting-bound-per-tile-hint = A guessed bound in units per tile (the paper: 193); it is safe only up to the cheapest move per tile.
setting-bound-admissible-value = { $value } units/tile: the cheapest move per tile, computed
setting-bound-none-value = no estimate: only ways already longer than the best are cut
setting-spacing-hint = The distance between the centres of neighbouring tiles, in board units (the paper: 850).
setting-lengths-hint = Whether each move's straight-line length is rounded to a whole unit, as in the paper, or kept exact.
setting-goal-row-hint = Whether a piece enters the goal row only on its own goal tile (the paper) or on any free goal tile up to it.
setting-colour-hint = Whose pieces move; every colour has the same shortest way, turned by a quarter.
setting-spacing-zero = A spacing of 0 units puts every tile on the same spot: use at least 1.
setting-spacing-too-large = A spacing of { $spacing } units is refused: a piece could move up to { $worst } units, more than the 16-bit units field of a bit-board holds ({ $limit }). Use at most { $max } units.

# The results.
results-total = Total: { $units } units = { $cm } cm
results-optimal = Optimal: { $how }
results-not-optimal = Not optimal: { $how }
results-time = The search took { $seconds } s; the exact DP check took { $check } ms more.
results-time-dp = The DP took { $seconds } s (it is its own check).
results-time-hint = The time of the algorithm alone; checking its answer with the exact DP is timed apart.

# The stepper.
step-page = Boards { $first }–{ $last } of { $total }
step-page-hint = A long list is shown { $page } boards at a time.
step-page-previous = < Previous boards
step-page-next = Next boards >
step-no-path-on-page = No board on this page has a piece on its way.
step-board-label = #{ $number }
step-show-piece = Show piece { $piece }
step-show-board = Show board { $number } of the list
step-show-board-of-piece = Show board { $number } of the list (piece { $piece })
step-edit-position-hint = Open the path so far, { $board }, in the editor: a board it reads as consistent
step-solve-rest = Solve the rest from move { $step }
step-solve-rest-hint = Find the shortest way from this move to the piece's goal, with live counters.
step-solve-rest-disabled = The piece has reached its goal: nothing is left to solve.

# The editor.
edit-enter-applies = Press Enter to apply this board (Esc goes back).
edit-step-needs-path = Needs a board with a piece on its way from A: this one has no moves to step through.

# The bound sweep.
sweep-progress = { $done } of { $planned } bounds solved
sweep-bisecting = bisecting to the exact break: { $probes } more solve(s)
sweep-stopped = Stopped after { $done } of { $planned } bounds: nothing is said about the bounds not solved.

# The File menu: what "Save boards" saves.
menu-save-solution-boards = { $count ->
    [one] Save the solution's board…
   *[other] Save the solution's { $count } boards…
}
menu-save-stepper-boards = { $count ->
    [one] Save the stepper's board…
   *[other] Save the stepper's { $count } boards…
}
menu-save-editor-list = Save the editor's list of { $count } boards…
menu-save-editor-board = Save the editor's board…

# The typed-path window (no file dialog could be shown).
typed-open-boards = Open a board list
typed-open-session = Open a session
typed-save-boards = Save the boards as
typed-save-session = Save the session as
typed-export-svg = Export the board as SVG
typed-export-png = Export the board as PNG
typed-export-figure-svg = Export the figure as SVG
typed-export-figure-png = Export the figure as PNG
typed-path-hint = ~ is your home folder; a relative path starts in the folder maedn was started from. Esc closes.

# Before a save replaces a file.
confirm-save-title = Save?
confirm-replace = { $path } exists. Replace it?
confirm-extension = { $path } does not end in .{ $ext }, the extension of what is saved.
confirm-replace-yes = Replace
confirm-save-anyway = Save anyway
confirm-cancel = Don't save

# Captions of File → Export board as SVG / PNG (the board on screen as a figure).
board-export-best-so-far = The search so far: piece { $piece }'s best way yet
board-export-no-result = The board before a run
board-export-game = The whole game
board-export-step-one = Piece { $piece }, move { $step } of { $moves }: { $units } units so far
board-export-step-all = { $paths } paths at move { $step }
