# maedn — English texts (the fallback language: every message must exist here).
# Numbers arrive as Fluent numbers and are written with the language's
# separators; plural forms select on the same numbers.

## Languages

# The language's name, in the language itself (the switch in the top bar).
lang-name = English

## Lengths

units-amount = { $n ->
    [one] { $n } unit
   *[other] { $n } units
}

## The top bar

lang-hint = The language of the window and of exported figures
menu-file = File
menu-view = View
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
zoom-fit = Fit to window
zoom-fit-hint = The zoom follows the window's size: a large screen shows everything larger. Zooming in or out by hand turns this off.
legend = Legend
legend-hint = Say what the colours and marks on the board mean
tile-numbers = Tile numbers
tile-numbers-hint = Write each track tile's number beside it, 0–39 from A, as every sentence counts (the goal tiles are a–d, the start field B)
shortcuts = Shortcuts
shortcuts-hint = Show the keyboard shortcuts

## Lesson (the guided lesson, the first-run welcome, Present mode's story, side panels)

mode-lesson = Lesson
mode-lesson-hint = A guided lesson: the paper's story slide by slide, every number computed live
lesson-computing = Computing …
lesson-failed = Could not compute this: { $reason }
lesson-back = ← Back
lesson-next = Next →
lesson-leave = Leave the lesson
lesson-slide-of = { $n } / { $count }
lesson-dot-hint = Slide { $n }: { $title }
lesson-settings = Settings: { $lengths }, { $goalrow }, { $spacing } units between tiles
lesson-settings-bound = bound { $bound } units per tile
lesson-settings-piece = piece { $piece }
lesson-settings-dp = exact DP

lesson-game-title = The game
lesson-game-rule-start = Four pieces wait in the start field B.
lesson-game-rule-six = Only a 6 brings one out, onto A.
lesson-game-rule-track = Each runs once round the { $tiles } tiles …
lesson-game-rule-home = … into the goal row a–d. All home: won.
lesson-game-alone = We play black, with no opponent.
lesson-game-try = Roll a 6 to bring a piece out.
lesson-game-out = Piece { $piece }, B → A: { $units } units.
lesson-game-out-all = All four, rounded up: { $total } units.
lesson-game-roll-six = Roll a 6
lesson-game-again = Start again

lesson-question-title = The question
lesson-question-body = The hand does not walk a piece along the track: it lifts it and sets it down, in a straight line.
lesson-question-ask = If we could choose every roll, how short could the hand's way to victory be?
lesson-question-move = From { $from }, a { $roll }: { $track } units along the track, { $straight } units in a straight line ({ $percent } %).
lesson-question-none = From { $from }, a { $roll } would leave the board.
lesson-question-pick = Click a tile. Roll:

lesson-size-title = How big is the problem?
lesson-size-body = Try every game? The paper estimates { $all } games for four pieces, { $single } one piece at a time.
lesson-size-counted = Counted exactly, by dynamic programming:
lesson-size-ways = Piece { $piece } → { $goal }: { $ways } ways from A.
lesson-size-best = The shortest, { $units } units: { $ties ->
    [one] just one way.
   *[other] { $ties } ways.
}
lesson-size-all = All four goals: { $ways } ways.
lesson-size-piece = Piece
lesson-size-x = length of the way home, units
lesson-size-y = ways
lesson-size-marker = the shortest

lesson-bits-title = The bit-board
lesson-bits-body = The paper keeps a piece's whole way in one { $all }-bit number: { $start } bits for B, { $track } for the track, { $goal } for a–d, { $units } for the units moved.
lesson-bits-click = Click a tile or a bit: it flips.
lesson-bits-tile = { $tile } is bit { $bit }: now { $on ->
    [yes] set.
   *[no] clear.
}
lesson-bits-start = Bit { $bit } is a place in B: now { $on ->
    [yes] set.
   *[no] clear.
}
lesson-bits-units-bit = Bit { $bit } is part of the units moved.
lesson-bits-units = The lowest { $n } bits say { $units } units; the moves measure { $moved }.
lesson-bits-not-a-path = This is no longer a path the search could make.
lesson-bits-no-piece = No piece on the way: nothing to measure.
lesson-bits-reset = Piece 1's path again
lesson-bits-region-start = start field
lesson-bits-region-track = track
lesson-bits-region-goal = goal row
lesson-bits-region-units = units moved

lesson-search-title = The search
lesson-search-body = Branch and bound: try the rolls 6, 5 … 1, each time going deeper (depth first).
lesson-search-best = Remember the shortest way found so far, best, and give up any branch that cannot beat it.
lesson-search-call = Call { $call }: { $tile }, { $moved } units so far.
lesson-search-estimate = { $left } tiles left × { $bound } = { $estimate }.
lesson-search-no-best = No best yet: go on.
lesson-search-prune = { $sum } > best { $best }: give up this branch.
lesson-search-go = { $sum } ≤ best { $best }: go on.
lesson-search-done = Done: piece { $piece } needs { $units } units; { $calls } calls.
lesson-search-starting = Starting …
lesson-search-counters = { $calls } calls, { $prunes } of them given up.
lesson-search-pause = Pause
lesson-search-resume = Resume
lesson-search-step = One call
lesson-search-slower = Slower
lesson-search-faster = Faster
lesson-search-restart = Again
lesson-search-rate = { $rate } calls/s

lesson-bound-title = The bound
lesson-bound-body = Before going deeper, the search asks: moved + tiles left × bound > best? Then even the cheapest rest cannot win: prune.
lesson-bound-cheapest = Safe only if no move is cheaper per tile. The cheapest: { $from } → { $to }, { $units } units for { $tiles } tiles = { $per } per tile.
lesson-bound-paper-unsafe = The paper's { $bound } is more: not proven safe.
lesson-bound-paper-safe = The paper's { $bound } is no more: safe.
lesson-bound-no-break = No bound from { $from } to { $to } loses the optimum.
lesson-bound-chosen = Bound { $bound }: { $calls } calls, { $units } units, { $optimal ->
    [yes] optimal.
   *[no] too long!
}
lesson-bound-slider = Bound
lesson-bound-marker = chosen: { $bound }
lesson-bound-marker-paper = chosen: { $bound }, the paper's
lesson-bound-marker-admissible = chosen: { $bound }, admissible
lesson-bound-runs = Bounds { $from }–{ $to }: optimal only at { $runs }.
lesson-bound-all-lost = Every bound from { $from } to { $to } loses the optimum.
lesson-bound-gives-back = Larger bounds gave it back: pruning changes the path found first.

lesson-answer-title = The answer
lesson-answer-body = All four pieces, the moves out of B included:
lesson-answer-total = { $units } units = { $cm } cm on the { $side } cm board, in { $rolls } rolls ({ $sixes } sixes).
lesson-answer-optimal = The exact DP agrees: optimal.
lesson-answer-not-optimal = The exact DP finds { $units } units: not optimal.
lesson-answer-piece = { $piece } → { $goal }
lesson-answer-out = out of B
lesson-answer-units = units
lesson-answer-cm = cm
lesson-answer-all = All
lesson-answer-rolls-chart = Rolls
lesson-answer-step = Step through it

lesson-whole-title = The whole game, played
lesson-whole-body = The paper moved each piece alone. A real game has rules between the pieces: a 6 must bring one out, A must be cleared, none lands on its own kind.
lesson-whole-searched = Searching all { $states } positions of the game:
lesson-whole-total = The shortest legal game: { $units } units = { $cm } cm in { $rolls } rolls.
lesson-whole-same = Exactly the paper's total; { $games } different games tie.
lesson-whole-more = { $excess } units more than the paper's { $paper }.
lesson-whole-start = Before the first of { $rolls } rolls.
lesson-whole-roll = Roll { $n } of { $rolls }: a { $die }, piece { $piece }, { $length } units; { $total } so far.
lesson-whole-lost = Roll { $n } of { $rolls }: a { $die }, no move.
lesson-whole-roll-slider = Roll
lesson-whole-play = Play
lesson-whole-pause = Pause
lesson-whole-open = Open the Game view

lesson-ordinary-title = How good is it?
lesson-ordinary-body = An ordinary game: a fair die, and any legal move.
lesson-ordinary-mean = On average an ordinary game moves it { $units } units in { $rolls } rolls.
lesson-ordinary-quickest = The quickest game: { $rolls } rolls, { $units } units.
lesson-ordinary-headline = The shortest game moves the hand { $percent } % of what an ordinary game does.
lesson-ordinary-check = { $games } simulated games: { $units } units on average.
lesson-ordinary-played = Your game: { $units } units in { $rolls } rolls.
lesson-ordinary-play = Computer: an ordinary game
lesson-ordinary-shortest-bar = shortest
lesson-ordinary-quickest-bar = quickest
lesson-ordinary-mean-bar = ordinary
lesson-ordinary-played-bar = your game
lesson-ordinary-fair = The best player with a fair die: { $units } units on average.
lesson-ordinary-fair-bar = best
lesson-ordinary-axis = units

lesson-beyond-title = Beyond the paper
lesson-beyond-body = Two of the paper's choices can change: exact lengths instead of rounded ones, and a free goal row (stop on any free goal tile).
lesson-beyond-dp = Dynamic programming solves every tile backwards from the goal: no guessed bound, proven optimal.
lesson-beyond-total = Shortest way: { $units } units = { $cm } cm, { $change ->
    [less] { $diff } units less than under the paper's rules.
    [more] { $diff } units more than under the paper's rules.
   *[same] as under the paper's rules.
}
lesson-beyond-time = Measured on this computer it took { $micros } µs (the time differs from run to run); the paper's search made { $calls } calls.
lesson-beyond-time-alone = Measured on this computer it took { $micros } µs (the time differs from run to run).
lesson-beyond-exact = Exact lengths
lesson-beyond-free = Free goal row

lesson-legend-pieces = pieces
lesson-legend-out-piece = piece { $piece } out of B
lesson-legend-along = along the track
lesson-legend-passed = tiles passed
lesson-legend-straight = the hand's straight line
lesson-legend-set = bit set
lesson-legend-flipped = bit just flipped
lesson-legend-lengths = each move's length; rolls { $rolls }
lesson-legend-last-move = the last move
lesson-legend-heat = shortest way to d, thousands of units
lesson-legend-arrow = the best roll from here

# The paper's title (in English, as printed), the name inside it quoted as a quotation within a quotation.
paper-title = The shortest physical path to victory in ‘Mensch ärgere Dich nicht’
welcome-title = Welcome to maedn
welcome-what = How far must your hand move the pieces to win “Mensch ärgere Dich nicht” if you could choose every roll? This app finds out, with the paper's search running live, and lets you look inside.
welcome-paper = It reproduces { $author }'s paper “{ $title }” ({ $year }), and computes its answer again: { $units } units = { $cm } cm.
welcome-try-play = { $mode }: play against the optimum yourself, roll by roll.
welcome-try = Four things to try:
welcome-try-solve = Solve: press Run (Space) and watch the counters.
welcome-try-step = Step: follow each piece roll by roll (→).
welcome-try-edit = Edit: click tiles to flip the bits of a bit-board.
welcome-lesson = Start the lesson
welcome-close = Close
welcome-later = The lesson is always in the top bar.

present-step = Piece { $piece }, move { $step } of { $moves }: a { $roll }, { $length } units
present-step-start = Piece { $piece } leaves B with a 6
present-step-total = So far { $units } units = { $cm } cm
present-story-more = … and { $count } more lines: the board shows every path
present-solve-counters = { $calls } calls, { $prunes } given up ({ $share } %)
present-solve-best = Best so far: { $units } units
present-solve-result = Total { $units } units = { $cm } cm, { $optimal ->
    [yes] optimal
   *[no] not optimal
}

panel-hide = Hide this panel
panel-show = Show the panel

# The Bound slide's legend below its chart: the marked bounds, short.
lesson-bound-legend-admissible = admissible: { $bound }
lesson-bound-legend-paper = the paper's: { $bound }

## The board

# A tile named in a sentence, the way the board writes it: a track tile by
# the number beside it (A is tile 0), a goal tile by its letter ($goal is
# "none" for a track tile).
tile-ref = { $goal ->
    [none] tile { $number }
   *[other] goal tile { $goal }
}
tile-ref-head = { $goal ->
    [none] Tile { $number }
   *[other] Goal tile { $goal }
}
# A player's colour, as in "black's tile 12".
colour-name = { $colour ->
    [yellow] yellow
    [green] green
    [red] red
   *[black] black
}
rules-lengths-rounded = rounded lengths
rules-lengths-exact = exact lengths
rules-goal-row-paper = the paper's goal row
rules-goal-row-free = free goal row
tile-track = track index { $index } (from black's A); { $player }'s tile { $own }
tile-goal = { $player }'s goal tile { $letter }
tile-start = { $player }'s start slot { $slot }
tile-bit = bit { $bit } of { $player }'s bit-board
tile-no-bit = no bit on { $player }'s bit-board
tile-centre = centre at { $point } units
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
game-elapsed = { $seconds } s
game-failed = The game could not be computed: { $reason }
game-total = { $units } units = { $cm } cm in { $rolls ->
    [one] { $rolls } roll
   *[other] { $rolls } rolls
}
game-paper-reached = The paper's total, which assumed the pieces independent, is { $paper } units: this legal game reaches it.
game-paper-longer = The paper's total, which assumed the pieces independent, is { $paper } units: this legal game is { $excess } units longer.
game-ties = { $objective ->
    [quickest] { $count } legal games are exactly as quick and as short.
   *[shortest] { $count } legal games are exactly as short.
}
game-ties-one = No other legal game is as good.
game-method = Exact dynamic programming over { $positions } positions, in { $seconds } s.
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
game-length = { $units } units
game-running-total = Total { $units } units = { $cm } cm
game-all-home = All four pieces are home.
game-pieces-heading = Each piece
game-col-piece = Piece
game-col-way = Way
game-col-out = Out of B
game-col-from-a = From A
game-col-moves = Moves
game-way = { $slot } to { $home }
game-pairing-note = Here a piece is named by its place in B; the paper numbers its pieces by their goal (1 → d, 2 → c, 3 → b, 4 → a), as the lesson does. This game sends { $pairs }.
game-rolls-heading = Every roll
game-roll-row = { $roll }. a { $die }: piece { $piece } from { $from } to { $to }, { $length } units (total { $total })
game-export = Export this figure…
game-export-hint = Save the game's board with every move as SVG or PNG, with its caption and legend
game-legend-move = This roll's move
# The die's face for screen readers.
game-die = Die showing { $face }

## Figure export (File → Export figure…)

menu-export-figure = Export figure…
# What each named figure shows (File → Export figure…, `maedn figure --list`).
figure-about = { $name ->
    [board] any bit-board (--board): its path with each move's length, as the window exports it
    [piece-1] piece 1's shortest path to d, with each move's length (paper figure 8)
    [piece-2] piece 2's shortest path to c (paper figure 9)
    [piece-3] piece 3's shortest path to b (paper figure 10)
    [piece-4] piece 4's shortest path to a (paper figure 11)
    [full-path] all four paths and the start-field moves (paper figure 12)
    [rolls] how often each roll is used by the shortest path (paper figure 13)
    [calls] the paper search's calls per piece, searched on and pruned (paper figure 14)
    [calls-compared] calls per piece with the bound and without (paper figure 15; runs the 660-million-call search)
    [bound-sweep] calls per bound and whether the optimum survives, with the admissible and the paper's bound
    [game] the shortest legal game of all four pieces: every move on the board, the total and its rolls
    [quickest-game] the quickest legal game (fewest rolls, then shortest): every move on the board
    [game-rolls] the shortest legal game roll by roll: each move's length, coloured by piece, with its die face
    [compare] every search method's effort on the four pieces, log scale (runs the search without a bound and plain deepening: seconds)
    [search-tree-1] piece 1's branch-and-bound tree as an icicle: explored, pruned and best-path calls
    [search-tree-2] piece 2's branch-and-bound tree
    [search-tree-3] piece 3's branch-and-bound tree
    [search-tree-4] piece 4's branch-and-bound tree
    [count-1] every way from A to d (piece 1), counted: the lengths' distribution, the optimum and its ties
    [count-2] every way from A to c (piece 2), counted
    [count-3] every way from A to b (piece 3), counted
    [count-4] every way from A to a (piece 4), counted
    [ordinary-game] how far an ordinary game moves the hand: 10,000 simulated games against the exact expectation and the optimum
    [fair-die] the best player with a fair die: 10,000 simulated games against the exact optimum, the game with every roll chosen and an ordinary game
    [retro-1] every tile's shortest way to d (piece 1), solved backwards: a heat map with the optimal moves
    [retro-2] every tile's shortest way to c (piece 2), solved backwards
    [retro-3] every tile's shortest way to b (piece 3), solved backwards
    [retro-4] every tile's shortest way to a (piece 4), solved backwards
   *[other] { $name }
}
export-title = Export a figure
export-intro = Each figure is computed with the current settings and written exactly as “maedn figure NAME” writes it, with its caption and legend.
export-format = Format
export-theme = Colours
export-theme-light = Light
export-theme-dark = Dark
export-start = Export…
export-start-hint = Choose where to save { $name }
export-running = Exporting { $name }: { $seconds } s
export-calls = { $calls } search calls so far
export-positions = { $positions } positions so far
export-cancel = Cancel
export-close = Close

## Truth: honest numbers, and defects found by use

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
counter-total = Total
counter-total-hint = The answer: every piece's shortest way, added up.
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
setting-bound-per-tile-hint = A guessed bound in units per tile (the paper: 193); it is safe only up to the least rest per tile (the shortest way home from a tile over the tiles left, at its smallest).
setting-bound-admissible-value = { $value } units/tile: the least rest per tile, computed
setting-bound-none-value = no estimate: only ways already longer than the best are cut
setting-spacing-hint = The distance between the centres of neighbouring tiles, in board units (the paper: 850).
setting-lengths-hint = Whether each move's straight-line length is rounded to a whole unit, as in the paper, or kept exact.
setting-goal-row-hint = Whether a piece enters the goal row only on its own goal tile (the paper) or on any free goal tile up to it.
setting-colour-hint = Whose pieces move; every colour has the same shortest way, turned by a quarter.
setting-spacing-zero = A spacing of 0 units puts every tile on the same spot: use at least 1.
setting-spacing-too-large = A spacing of { $spacing } units is refused: a piece could move up to { $worst } units, more than the 16-bit units field of a bit-board holds ({ $limit }). Use at most { $max } units.

# The results.
results-total = Total: { $units } units = { $cm } cm
results-optimal = Optimal: { $how }
results-not-optimal = Not optimal: { $how }
results-time = The search took { $seconds } s; the exact DP check took { $check } ms more.
results-time-dp = The DP took { $seconds } s (it is its own check).
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
export-dialog-title = Export { $what ->
    [board] the board
    [compare] the comparison of the search methods
    [tree] the search tree
    [count] the count of every way
    [ordinary] the ordinary game's chart
    [retro] the heat map
    [game-animation] the whole game as an animation
    [paths-animation] the paths as an animation
    [search-animation] the search as an animation
    [lesson] the lesson
    [worksheet] the worksheet
    [guide] the teacher's guide
   *[figure] the figure “{ $name }”
} as { $format }
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
board-export-step-one = Piece { $piece }, move { $step } of { $moves }: { $units } units so far
board-export-step-all = { $paths } paths at move { $step }
## Explore

mode-explore = Explore
mode-explore-hint = Explore the search: algorithms side by side, the search tree, counting every way, an ordinary game, the exact solution as a picture
explore-part-compare = Algorithms side by side
explore-part-tree = The search tree
explore-part-count = Counting every way
explore-part-ordinary = An ordinary game
explore-part-retro = The exact solution as a picture
explore-part-compare-hint = Every search method on the same problem: its effort, time, memory, answer and whether it proves the answer optimal
explore-part-tree-hint = The paper's branch-and-bound tree of one piece, call by call
explore-part-count-hint = How many ways lead home, and how rare the shortest is
explore-part-ordinary-hint = How far the hand moves when nobody chooses the rolls
explore-part-retro-hint = Every tile's shortest way to the goal, solved backwards

explore-piece = Piece
explore-piece-goal = { $piece } (to { $goal })
explore-run-again = Compute again
explore-cancel = Cancel the computation
explore-cancel-hint = Stop the computation; what finished stays
explore-export-svg = Export SVG…
explore-export-png = Export PNG…
explore-export-hint = Save this part's figure with its caption and legend
explore-stale = Computed for other settings than the solver panel's now; compute again for these.
explore-ordinary-stale-games = Shown: { $games } games with seed { $seed }, not yet the number of games and seed chosen; compute again for those.
explore-cancelled = Cancelled.
explore-failed = Failed: { $error }
explore-running = Running for { $seconds } s…
explore-nothing-to-export = Nothing to export yet: compute this part first.
explore-rules = { $colour }, spacing { $spacing } units, { $lengths }, { $goalrow }
explore-length = { $units } = { $cm } cm
explore-none = —
explore-yes = yes
explore-no = no
explore-ms = { $ms } ms

# Algorithms side by side
explore-compare-about = Each method solves the same problem under the solver panel's rules. Effort is each method's own counter: calls of the recursive function for depth-first methods (pruned calls included), states taken off the queue for best-first ones, positions evaluated for the dynamic programme. Time is the algorithm alone.
explore-compare-target = Problem
explore-compare-all = All four pieces and the start field
explore-compare-one = Piece { $piece } alone
explore-compare-run-all = Run all
explore-compare-run-all-hint = Run every method one after another (the search without a bound and plain deepening take seconds)
explore-compare-run-one-hint = Run this method alone
explore-compare-col-method = Method
explore-compare-col-effort = Effort
explore-compare-col-time = Time (algorithm alone)
explore-compare-col-memory = Memory
explore-compare-col-answer = Answer
explore-compare-col-proof = Proven optimal?
explore-compare-col-dp = Agrees with the DP
explore-compare-queued = queued
explore-compare-running = running…
explore-compare-so-far = { $ms } ms so far
explore-compare-optimum = Exact optimum (dynamic programming): { $length }
explore-compare-no-answer = none found
explore-method-paper = branch and bound, the paper's bound ({ $bound })
explore-method-admissible = branch and bound, admissible bound
explore-method-none = branch and bound, no bound
explore-method-ida = IDA* (cheapest move per tile)
explore-method-dfid = iterative deepening (h = 0)
explore-method-dijkstra = uniform-cost search (Dijkstra)
explore-method-astar = A* (cheapest move per tile)
explore-method-dp = dynamic programming
explore-short-paper = B&B { $bound }
explore-short-admissible = B&B adm.
explore-short-none = B&B none
explore-short-ida = IDA*
explore-short-dfid = deepening
explore-short-dijkstra = Dijkstra
explore-short-astar = A*
explore-short-dp = DP
explore-effort-calls = { $n ->
    [one] { $n } call
   *[other] { $n } calls
}
explore-effort-expansions = { $n ->
    [one] { $n } expansion
   *[other] { $n } expansions
}
explore-effort-states = { $n ->
    [one] { $n } state
   *[other] { $n } states
}
explore-unit-calls = calls (depth first: every call of the recursive function)
explore-unit-expansions = expansions (best first: states taken off the queue)
explore-unit-states = states (dynamic programming: positions evaluated)
explore-memory-depth = deepest call: { $depth ->
    [one] { $depth } move
   *[other] { $depth } moves
}
explore-memory-open = open list at its largest: { $peak } ({ $closed } closed)
explore-memory-table = table of { $entries } positions
explore-proof-exact = exact: every position evaluated
explore-proof-heuristic = proven: admissible, consistent heuristic
explore-proof-dijkstra = proven: best first, no negative length
explore-proof-deepening = proven: admissible threshold
explore-proof-bound = proven: admissible bound, early return safe
explore-proof-above = not proven: bound { $bound } > admissible bound { $admissible } (the least rest per tile)
explore-proof-early = not proven: the move from { $from } to { $to } is longer than through { $via }
explore-compare-chart-x = method
explore-compare-chart-y = effort (log scale)
explore-compare-bar = { $method }: { $effort }
explore-compare-title = One problem, { $count ->
    [one] one method
   *[other] { $count } methods
}: the effort of each
explore-compare-target-all = All four pieces from A plus the four start-field moves; { $rules }
explore-compare-target-one = Piece { $piece } from A to { $goal }; { $rules }
explore-compare-units-line = Effort in each method's own unit: calls (depth first), expansions (best first), states (dynamic programming); bars on a log scale.

# The search tree
explore-tree-about = The paper's branch and bound for one piece, drawn as an icicle: the first call on top, each call's calls below it (rolls 6 down to 1, left to right), each as wide as the calls in its subtree. Hover a node for its prune check; click it to show its way on the board; double-click it to zoom in.
explore-tree-record = Record again
explore-tree-up = Zoom out
explore-tree-up-hint = Show the subtree of the parent node
explore-tree-run = The run: { $calls } calls, { $prunes } prunes; best { $best }
explore-tree-kept = Kept in memory: { $nodes } nodes (about { $kib } KiB); deeper levels are searched again when you zoom in.
explore-tree-recording = Recording the tree: { $calls } calls so far
explore-tree-expanding = Searching this subtree again for its deeper levels: { $calls } calls so far
explore-tree-focus = Showing the subtree at tiles { $tiles }
explore-tree-sum-calls = Calls in this subtree: { $calls } = 1 (this call) + { $parts }
explore-tree-sum-prunes = Prunes in this subtree: { $prunes } = { $own } (this call) + { $parts }
explore-tree-sum-leaf = This call has no calls below it.
explore-tree-adds-up = adds up
explore-tree-does-not-add-up = DOES NOT add up
explore-tree-root-is-run = The first call's subtree is the whole run: { $calls } calls, { $prunes } prunes.
explore-tree-node-root = First call: { $tile }
explore-tree-node = Roll { $roll } to { $tile }
explore-tree-node-path = Way so far: { $tiles }
explore-tree-node-moved = Moved so far: { $moved }
explore-tree-node-best = Best when the call started: { $best }
explore-tree-node-no-best = No best yet when the call started
explore-tree-node-counts = Its subtree: { $calls } calls, { $prunes } prunes
explore-tree-node-finish = Roll { $roll } reaches the goal: { $units }
explore-tree-node-finish-new = Roll { $roll } reaches the goal: { $units }, a new best
explore-tree-node-best-path = On the best path the run found
explore-tree-node-unrecorded = Levels below not recorded: zoom in to search them again
explore-tree-prune-sum = Prune check: moved + tiles left × bound = { $moved } + { $tiles } × { $bound } = { $sum }
explore-tree-prune-cut = { $sum } > best { $best }: pruned, no roll is tried
explore-tree-prune-on = { $sum } ≤ best { $best }: searched on
explore-tree-prune-no-best = no best yet: searched on
explore-tree-depth = depth { $depth }
explore-tree-label = { $roll } → { $tile }
explore-tree-legend-explored = searched on
explore-tree-legend-pruned = pruned by the bound; the red band under a node: the share of its subtree's calls that were pruned
explore-tree-legend-best = on the best path
explore-tree-legend-way = The way from A to the selected call
explore-tree-legend-run-best = The best path the run found
explore-tree-board-hint = Click a node to show its way on the board.
explore-tree-title = The branch-and-bound tree of piece { $piece } (to { $goal }): { $calls } calls
explore-tree-layout = Depth down, rolls 6 … 1 across, each node as wide as the calls in its subtree and labelled roll → tile and its calls; bound { $bound } units per tile.
explore-tree-shown = Subtree shown: tiles { $tiles } ({ $calls } calls, { $prunes } prunes)

# Counting every way
explore-count-about = Every sequence of moves from A to the goal (the 6 that brought the piece onto A not counted), counted by dynamic programming over the tiles, not by enumeration: exact integers, with the exact distribution of their lengths.
explore-count-counting = Counting piece { $piece }: { $tiles } tiles done
explore-count-col-goal = Piece (goal)
explore-count-col-sequences = Sequences
explore-count-col-lengths = Distinct lengths
explore-count-col-optimum = Optimum (ties)
explore-count-col-mean = Mean
explore-count-col-longest = Longest (sequences)
explore-count-ties = { $n ->
    [one] unique
   *[other] { $n } tied
}
explore-count-with = { $units } ({ $n })
explore-count-chart-x = length of the way (units)
explore-count-chart-y = move sequences
explore-count-chart-y-millions = move sequences, in millions
explore-count-chart-y-billions = move sequences, in billions
explore-count-legend-bars = sequences per length band
explore-count-legend-optimum = the optimum, { $units }: { $ties }
explore-count-legend-mean = the mean, { $units }
explore-count-bar = { $from } – { $to }: { $n } sequences
explore-count-title = { $n } ways from A to { $goal } (piece { $piece })
explore-count-summary = Optimum { $optimum } ({ $ties }); mean { $mean }; longest { $longest } ({ $longestn } sequences); { $distinct } distinct lengths
explore-count-method = Counted by dynamic programming over the tiles (the exit 6 not counted); exact integers.

# An ordinary game
explore-ordinary-about = An ordinary game: a fair die, a roll with no legal move is lost, and a random choice among the legal moves. Computed exactly over every position of the four pieces, and checked by simulating games.
explore-ordinary-headline = The optimum is { $percent } % of what an ordinary game moves
explore-ordinary-headline-detail = { $optimum } against { $expected } expected in an ordinary game ({ $rolls } rolls on average)
explore-ordinary-games = Games to simulate
explore-ordinary-seed = Seed
explore-ordinary-stage-positions = Walking every position: { $n } so far
explore-ordinary-stage-expectation = The exact expectation…
explore-ordinary-stage-shortest = The shortest game…
explore-ordinary-stage-quickest = The quickest game…
explore-ordinary-stage-simulation = Simulating games: { $n } played
explore-ordinary-col-piece = Piece (goal)
explore-ordinary-col-expected = Expected, exact
explore-ordinary-col-rolls = Rolls
explore-ordinary-col-optimum = Optimum
explore-ordinary-col-share = Optimum share
explore-ordinary-whole = Whole game, exact: { $units } ± { $sd } (standard deviation), { $rolls } ± { $rollssd } rolls, over { $states } positions
explore-ordinary-sim = Simulated: { $games } games (seed { $seed }): mean { $mean } ± { $se } (standard error)
explore-ordinary-agrees = The simulated mean lies { $z } standard errors from the exact expectation: they agree.
explore-ordinary-disagrees = The simulated mean lies { $z } standard errors from the exact expectation: more than { $limit }, check the simulation.
explore-ordinary-sim-one = Simulated: one game (seed { $seed }): distance { $mean }; no standard error (it needs at least two games)
explore-ordinary-no-z = Without a standard error the simulated mean cannot be compared with the exact expectation in standard errors.
explore-ordinary-shortest = Shortest game (every roll chosen): { $length } in { $rolls } rolls
explore-ordinary-quickest = Quickest game (fewest rolls): { $rolls } rolls, { $length }
explore-ordinary-chart-x = distance the hand moves in a game (units)
explore-ordinary-chart-y = games
explore-ordinary-legend-games = simulated games
explore-ordinary-legend-expected = expected (exact): { $units }
explore-ordinary-legend-mean = simulated mean: { $units }
explore-ordinary-legend-optimum = the optimum: { $units }
explore-ordinary-legend-quickest = the quickest game ({ $rolls } rolls): { $units }
explore-ordinary-bar = { $from } – { $to }: { $n ->
    [one] { $n } game
   *[other] { $n } games
}
explore-ordinary-title = The optimum is { $percent } % of what an ordinary game moves
explore-ordinary-caption-exact = Expected (exact, over { $states } positions): { $expected } in { $rolls } rolls; the shortest game: { $optimum }
explore-ordinary-caption-sim = { $games } simulated games (seed { $seed }): mean { $mean }, { $z } standard errors from the exact value
explore-ordinary-caption-sim-no-z = { $games } simulated games (seed { $seed }): mean { $mean }, no standard error to compare it with the exact value

# The exact solution as a picture
explore-retro-about = Solved backwards from the goal, as retrograde analysis solves board games: each tile's number is its shortest way to the goal, the smallest over its six rolls of the move's length plus the number where the roll lands. Arrows show the optimal move. Hover a tile.
explore-retro-hover-none = Hover a tile to see its number as the minimum over its six rolls.
explore-retro-tile = { $tile }: { $value } to { $goal }
explore-retro-min = = the smallest of its six rolls:
explore-retro-roll = roll { $roll }: { $length } + { $rest } = { $total }
explore-retro-roll-best = roll { $roll }: { $length } + { $rest } = { $total } (optimal)
explore-retro-roll-past = roll { $roll }: past the goal
explore-retro-roll-other = roll { $roll }: lands on another goal tile
explore-retro-goal = { $tile } is the goal: 0 left.
explore-retro-cannot = { $tile }: the piece cannot stand here under these rules.
explore-retro-title = Every tile's shortest way to { $goal } (piece { $piece }), solved backwards
explore-retro-total = From A: { $value }; with the start field's { $start } and the other goals' values at A, the whole game: { $total }
explore-retro-method = Each tile's number: the smallest over its six rolls of the move's length plus the number where it lands; the arrows are the optimal moves.
explore-retro-legend-heat = distance left to the goal, near → far
explore-retro-legend-arrow = the optimal move from a tile

## Figures: words and numbers of every figure (maedn figure NAME --lang en, the window's exports)

fig-cm = { $cm } cm
# Compact chart ticks: 2.5 M, 450 k (the number, a space, this word).
fig-tick-million = M
fig-tick-thousand = k
fig-tick-billion = billion
fig-tick-trillion = trillion
fig-tile-track = track tile { $index }
fig-tile-start = { $player } start field, slot { $slot }
fig-tile-goal = { $player } goal { $goal }
fig-rules = { $player }: spacing { $spacing } { $spacing ->
    [one] unit
   *[other] units
}, { $lengths ->
    [exact] exact
   *[rounded] rounded
} lengths, { $goalrow ->
    [free] free
   *[paper] paper
} goal row
fig-settings = { $rules }; { $algorithm }
fig-algorithm-paper-none = the paper's branch and bound without a bound
fig-algorithm-paper-admissible = the paper's branch and bound with the admissible bound
fig-algorithm-paper-bound = the paper's branch and bound, bound { $bound } { $bound ->
    [one] unit
   *[other] units
} per tile
fig-algorithm-dp = exact dynamic programming
fig-algorithm-astar = A* with an admissible heuristic
fig-checked-dp = Exact (dynamic programming).
fig-checked-astar = Exact (A* with an admissible heuristic); agrees with the dynamic programming.
fig-checked-optimal = Checked against the exact dynamic programming: optimal.
fig-checked-not-optimal = Checked against the exact dynamic programming: NOT optimal (the optimum is { $optimum }).

## Figures: board pictures (piece-1 … piece-4, full-path, board)

fig-piece-title = Piece { $piece } to goal { $goal }: { $units } ({ $cm })
fig-piece-rolls = { $moves ->
    [one] { $moves } move
   *[other] { $moves } moves
} from A, rolls { $rolls }; with the 6 that brought it onto A, { $total } rolls
fig-legend-piece-path = piece { $piece }'s path to { $goal }
fig-legend-piece-length = { $path }: { $units }
fig-legend-pieces = { $player }'s pieces, numbered
fig-legend-skipped = tiles the last move jumped over
fig-legend-move-lengths = length of each move, in units
fig-board-title-piece = Board { $board }: piece { $piece }, { $units } ({ $cm })
fig-board-title = Board { $board }: { $units } ({ $cm })
fig-board-empty-title = Board { $board }
fig-board-units-agree = The board's units field ({ $stored }) agrees with its moves.
fig-board-units-differ = The board's units field says { $stored }, but its moves measure { $measured }: the picture shows the moves.
fig-full-title = The full path: { $units } ({ $cm })
fig-full-sum = start field { $start } + pieces { $pieces }

## Figures: charts (rolls, calls, calls-compared, bound-sweep)

fig-rolls-title = Rolls of the shortest path: { $count ->
    [one] { $count } roll
   *[other] { $count } rolls
}, { $mean } on average
fig-rolls-x = roll
fig-rolls-y = times rolled
fig-rolls-legend = times each roll is used (the exit 6s included)
fig-rolls-bar = { $count } ({ $share } %)
fig-calls-title = Calls per piece, bound { $bound }: { $calls ->
    [one] { $calls } call
   *[other] { $calls } calls
}, { $pruned } of them pruned ({ $share } %)
fig-calls-compared-title = Calls per piece with bound { $bound } and without: { $with } against { $without }
fig-calls-x = piece (goal)
fig-calls-y = calls
fig-legend-searched = calls that searched on
fig-legend-searched-run = { $run }: calls that searched on
fig-legend-pruned = calls cut short by the bound
fig-legend-pruned-run = { $run }: calls cut short
fig-run-bound = bound { $bound }
fig-run-no-bound = without a bound
fig-piece-axis = { $piece } ({ $goal })
fig-bound-none = none
fig-bound-admissible = admissible ({ $bound })
fig-sweep-range = Calls per bound, { $from } to { $to } in steps of { $step }
fig-sweep-title-kept = { $range }: every bound tried up to { $last } kept the optimum
fig-sweep-title-lost = { $range }: the first bound tried already lost the optimum
fig-sweep-method = Each bar: the paper's branch and bound with that bound; optimum checked against the exact dynamic programming.
fig-sweep-x = bound (units per tile)
fig-sweep-bar = { $bound }: { $calls ->
    [one] { $calls } call
   *[other] { $calls } calls
}, { $units }
fig-legend-optimal = optimum kept
fig-legend-not-optimal = optimum lost
fig-legend-admissible = admissible bound ({ $bound }: the least rest per tile)
fig-legend-paper-bound = the paper's bound ({ $bound })
fig-sweep-regained = A larger bound gave the optimum back ({ $bad } lost it, { $good } kept it): pruning changes which path the search finds first.
fig-calls-log-y = calls (log scale)

## Figures: the whole game (game, quickest-game, game-rolls)

fig-game-title = { $objective ->
    [quickest] The quickest legal game
   *[shortest] The shortest legal game
}: { $units } ({ $cm }) in { $rolls ->
    [one] { $rolls } roll
   *[other] { $rolls } rolls
}
fig-game-reaches-paper = It reaches the paper's total of { $paper }, which assumed the pieces independent.
fig-game-longer-than-paper = { $excess } longer than the paper's total of { $paper }, which assumed the pieces independent.
fig-game-ties-one = No other legal game is as good.
fig-game-ties = { $objective ->
    [quickest] { $count } legal games are exactly as quick and as short.
   *[shortest] { $count } legal games are exactly as short.
}
fig-game-rules = Standard rules: a 6 brings a piece from B onto A and must, while A is free; the piece on A moves off first; no piece lands on an own piece.
fig-game-method = exact dynamic programming over { $states } positions
fig-legend-game-piece = piece { $piece }, { $slot } to { $home }: { $start } + { $units }, { $moves ->
    [one] { $moves } move
   *[other] { $moves } moves
}
fig-game-rolls-x = roll
fig-game-rolls-y = length of the move (units)
fig-game-rolls-series = piece { $piece }
fig-game-rolls-note = Each bar is one roll: the length of its move, coloured by the piece that moved; the number on it is the die's face.
fig-game-roll-tooltip = roll { $roll }: { $die }, piece { $piece } from { $from } to { $to }, { $units }
## Window: settings

# The title bar (it starts with maedn).

setting-algorithm = Algorithm
algorithm-paper = Paper's branch and bound
algorithm-dp = Exact DP
algorithm-astar = A*
setting-bound = Bound
setting-spacing = Spacing
setting-units-suffix = units
setting-lengths = Lengths
lengths-rounded = Rounded
lengths-rounded-hint = Each move rounded to a whole unit (the paper)
lengths-exact = Exact
lengths-exact-hint = No rounding anywhere
setting-goal-row = Goal row
goal-rule-paper = Paper
goal-rule-paper-hint = Enter the goal row only on one's own goal tile
goal-rule-free = Free
goal-rule-free-hint = Land on any empty goal tile up to one's own
setting-colour = Colour
setting-paper = Paper's settings
setting-paper-hint = The paper's search, bound { $bound } units per tile, spacing { $spacing } units, rounded lengths, the paper's goal row, black
bound-per-tile = Per tile
bound-per-tile-hint = A fixed guess in units per tile (the paper: 193)
bound-admissible = Admissible
bound-admissible-hint = The least rest per tile towards the goals solved: never prunes the optimum
bound-none = None
bound-none-hint = Prune only paths already longer than the best
bound-suffix = units/tile
pace-full = Full speed
pace-full-hint = Search at full speed (Space runs)
pace-slow = Slow motion
pace-slow-hint = A few up to thousands of calls per second, drawn on the board
pace-step = Single step
pace-step-hint = One call per step (Right arrow or the Next call button)
pace-rate = Rate
pace-rate-suffix = calls/s

## Window: run

run-run = Run
run-restart = Restart
run-run-hint = Start solving with these settings
run-pause = Pause
run-resume = Resume
run-pause-hint = Pause or resume the search
run-cancel = Cancel
run-cancel-hint = Stop the search
run-next-call = Next call
run-next-call-hint = Let the search make one call
run-state = State: { $state ->
    [idle] idle
    [running] running
    [paused] paused
    [finished] finished
    [cancelled] cancelled
   *[failed] failed
}
counter-seconds = { $seconds } s
counter-none = –
# The decision of one call in slow motion or single steps.
decision-head = call { $call }: piece { $piece }, { $tile }, { $moved } units so far; { $left } tiles left × { $bound } = { $estimate }
decision-no-best = { $head }; no best yet: try rolls 6…1
decision-pruned = { $head }; { $moved } + { $estimate } = { $sum } > best { $best }: pruned
decision-try = { $head }; { $moved } + { $estimate } = { $sum } ≤ best { $best }: try rolls 6…1
results-warning = Warning: { $text }
results-col-piece = Piece
results-col-goal = Goal
results-col-units = Units
results-col-cm = cm
results-col-rolls = Rolls
results-piece-hint = The colour of this piece's path on the board
results-start-field = Start field
results-inadmissible = bound { $bound } > admissible { $admissible }: pruning may cut the optimum
results-step-through = Step through these paths
results-step-through-hint = Open the four path boards in the stepper
# How optimality was established (the command line keeps its own English words).
optimality-exact-dp = exact (dynamic programming)
optimality-astar-agrees = exact (A* with an admissible heuristic), agrees with the DP
optimality-astar-differs = A* with an admissible heuristic, but the DP finds { $dp } units
optimality-proven-agrees = proven by the search (admissible bound), agrees with the DP
optimality-proven-differs = the bound is admissible, but the DP finds { $dp } units
optimality-not-proven-optimal = not proven by the search (its bound is not admissible); the exact DP also finds { $dp } units
optimality-not-proven-not-optimal = not proven by the search (its bound is not admissible); the exact DP finds { $dp } units
# The solver's warnings.
warning-inadmissible-optimal = the bound of { $bound } units per tile is above the admissible bound ({ $admissible }: the least rest per tile towards the goals solved), so it may prune the true optimum; the exact DP confirms the result is still optimal
warning-inadmissible-not-optimal = the bound of { $bound } units per tile is above the admissible bound ({ $admissible }: the least rest per tile towards the goals solved), so it may prune the true optimum; the exact DP finds { $optimum } units, so this result is NOT optimal
warning-missed-optimum = the result differs from the exact optimum ({ $optimum } units): the early return on reaching the goal assumes the triangle inequality, which rounding can break
warning-rounded-boards = exact lengths: the path boards store units rounded to whole numbers
warning-paper-program = the paper's C program starts its best length at 65,535 (the units field's limit) and would find nothing for piece { $pieces } at a bound of { $bound } units per tile (moved + tiles left × bound exceeds 65,535 at once); this search starts with no best length and finds a way
optimality-not-proven-early-optimal = not proven by the search (its early return at the goal may miss a shorter way); the exact DP also finds { $dp } units
optimality-not-proven-early-not-optimal = not proven by the search (its early return at the goal may miss a shorter way); the exact DP finds { $dp } units
warning-early-return-optimal = the move from { $from } to { $to } is longer than through { $via }, so returning at the first roll that reaches the goal may miss a shorter way; the exact DP confirms the result is still optimal
warning-early-return-not-optimal = the move from { $from } to { $to } is longer than through { $via }, so returning at the first roll that reaches the goal may miss a shorter way; the exact DP finds { $optimum } units, so this result is NOT optimal

## Window: solve panel

solver-heading = Solver
solver-pace = Pace
solver-slow-paper-only = Slow motion and single steps follow the paper's search; DP and A* run at full speed.
solver-open-in-editor = Open in the editor:
solver-piece-button = piece { $piece }
solver-piece-button-hint = Edit piece { $piece }'s path board { $board }
solver-chart = Chart: calls per piece, searched and pruned
solver-sweep = Where does the bound break? (sweep)

## Window: sweep

sweep-about = The paper's search for a range of bounds: calls per bound, green where the total is still the optimum.
sweep-from = from
sweep-to = to
sweep-step = step
sweep-stop = Stop sweep
sweep-run = Run sweep
sweep-run-hint = Solve once per bound on a background thread (low bounds take longer)
sweep-tried = tried { $count ->
    [one] { $count } bound
   *[other] { $count } bounds
} from { $first } to { $last } ({ $every ->
    [yes] every bound
   *[other] in steps of { $step }
})
sweep-bisection = bisection: { $probes ->
    [one] { $probes } more solve
   *[other] { $probes } more solves
} between neighbouring bounds tried that differ
sweep-none-lost-all-kept = every bound solved kept the optimum
sweep-none-kept-all-lost = every bound solved lost the optimum
sweep-switch-count = { $count ->
    [one] the outcome switched once among the { $solved } bounds solved:
   *[other] the outcome switched { $count } times among the { $solved } bounds solved:
}
sweep-switch-lost = { $good } keeps the optimum, { $bad } loses it
sweep-switch-regained = { $bad } loses the optimum, { $good } keeps it again
sweep-regained = a larger bound gave the optimum back: pruning changes which path the search finds first, so a bound that loses the optimum says nothing about larger ones
sweep-first-lost-proven = { $bad } is the first bound that loses the optimum: every bound below it was solved or is admissible (at most { $admissible })
sweep-first-unknown = bounds not solved may switch too: no bound here is claimed to be the first that loses the optimum
sweep-bisecting-switches = bisecting between bounds that differ: { $probes ->
    [one] { $probes } more solve
   *[other] { $probes } more solves
}

## Window: steps

steps-heading = Step through the rolls
steps-empty = Nothing to step through yet: run the solver (or load a path board) first.
steps-run = Run the solver
steps-run-hint = Solve with the solver panel's settings; its paths open here when it ends
steps-solving = The solver is running: { $calls } calls so far. Its paths open here when it ends.
present-step-empty = Nothing to step through yet: press Space to run the solver.
present-step-all = All { $pieces } pieces, move { $step } of { $moves }
steps-start = |< Start
steps-start-hint = Jump to the start
steps-prev = < Prev
steps-prev-hint = Previous move
steps-play = Play
steps-pause = Pause
steps-play-hint = Play / pause
steps-next = Next >
steps-next-hint = Next move
steps-end = End >|
steps-end-hint = Jump to the end
steps-slider = move
steps-slider-hint = Scrub through the moves
steps-speed = moves/s
steps-speed-hint = Playback speed
steps-bits-heading = Bit-board of this step
steps-piece = Piece
steps-all = All
steps-all-hint = All four paths together, as the paper's full-path figure
steps-edit-position = Edit this position
steps-edit-path = Edit this path
steps-edit-path-hint = Open the path board { $board } in the editor
steps-unknown-piece = ?
steps-move-out = leaves the start field with a 6
steps-move-roll = rolls { $roll } ({ $units ->
    [one] { $units } unit
   *[other] { $units } units
})
steps-move-roll-over = rolls { $roll } ({ $units ->
    [one] { $units } unit
   *[other] { $units } units
}, over { $skipped })
steps-line = Piece { $piece }, move { $step }/{ $moves }: { $action }; on { $tile }; { $moved ->
    [one] { $moved } unit
   *[other] { $moved } units
} = { $cm } cm so far
steps-bits-legend = bits 63..60 start field · 59..20 track · 19..16 goal · 15..0 units

## Window: editor

parse-empty = empty board: type a number such as 0xE820882208414C06, 0b1110… or 16728115591693749254
parse-no-digits = no digits after "{ $prefix }"
parse-invalid-digit = '{ $ch }' at position { $pos } is not a { $kind ->
    [hex] hex
    [binary] binary
   *[decimal] decimal
} digit
parse-too-large = { $kind ->
    [hex] the hex number
    [binary] the binary number
   *[decimal] the decimal number
} does not fit in 64 bits
parse-too-long = the text is longer than { $max } characters, too long for a board
edit-heading = Bit-board editor
edit-locked = Editing is locked while the solver runs (Esc cancels).
edit-undo = Undo
edit-redo = Redo
edit-paste = Paste
edit-paste-hint = Paste a board or the paper's output lines
edit-recent = Recent
edit-step-through = Step through this path
edit-step-through-hint = Send the path board to the stepper, which unfolds it move by move
edit-solve-from-here = Solve from here
edit-solve-needs-path = Needs a path board with one piece on its way from A that has not finished
edit-previous-board = Previous board
edit-next-board = Next board
edit-board-of = board { $n } of { $count }
edit-field = { $field ->
    [hex] Hex
    [binary] Binary
   *[decimal] Decimal
}:
edit-copy = { $field ->
    [hex] Copy hex
    [binary] Copy binary
   *[decimal] Copy decimal
}
decoded-none = none
decoded-list = { $items } ({ $count })
decoded-start-field = Start field
decoded-finished = Finished
decoded-on-the-way = On the way
decoded-piece = Piece
decoded-piece-goal = { $piece } (goal { $goal })
decoded-unknown = unknown
decoded-current = Current tile
decoded-stored = Units stored
decoded-stored-value = { $units ->
    [one] { $units } unit
   *[other] { $units } units
}
decoded-recomputed = Recomputed
decoded-recomputed-agrees = { $units } units: agrees
decoded-recomputed-differs = { $units } units: does not agree
decoded-complete = Complete
decoded-yes = yes
decoded-no = no
decoded-moves = Moves
decoded-col-number = #
decoded-col-from = from
decoded-col-to = to
decoded-col-roll = roll
decoded-col-length = length
decoded-no-problems = No problems: a well-formed path board.
decoded-problems = Problems
decoded-problem = – { $problem }
bit-meaning-start-slot = bit { $bit }: start field { $slot }
bit-meaning-start = bit { $bit }: start field
bit-meaning-a = bit { $bit }: track tile 0 (A)
bit-meaning-goal = bit { $bit }: goal { $letter }
bit-meaning-track = bit { $bit }: track tile { $index }
bit-meaning-tile = bit { $bit }: tile
bit-meaning-units = bit { $bit }: units, worth { $worth }
bit-meaning-none = bit { $bit }: no such bit
bit-name = bit { $bit }
bits-group-start = start field: bits 63–60
bits-group-track = track: bits 59–20 (tile A = 59)
bits-group-goal = goal a–d: bits 19–16
bits-group-units = units: bits 15–0
bits-units = Units:

## Window: files and status

menu-open-boards = Open boards…
menu-open-session = Open session…
menu-save-session = Save session…
menu-export-svg = Export board as SVG…
menu-export-png = Export board as PNG…
menu-quit = Quit
menu-dialog-open = (a file dialog is open)
web-no-fullscreen = The browser did not go full screen (it allows it only right after a click or a key): leave Present and choose it again, or use the browser's full screen (F11)
web-no-paste-button = The browser does not let the page read the clipboard: press Ctrl+V (on a Mac ⌘V) to paste
web-no-clipboard = The clipboard is open to this page only over https (or from this computer): copying and pasting need the desktop app or an https address
web-saves-download = In the browser, a save or an export is a download under the name shown.
status-dismiss = Dismiss
file-kind = { $kind ->
    [boards] board list
    [session] session
    [svg] SVG picture
    [png] PNG image
    [figure-svg] SVG figure
   *[figure-png] PNG figure
}
file-all = All files
typed-no-dialog = No file dialog is available here. Type the path of the { $kind } (.{ $ext }):
typed-placeholder = /path/to/file
typed-ok = OK
notice-opened-session = Opened the session { $path }
notice-saved = Saved { $path }
notice-dialog-unavailable = No file dialog could be shown (no desktop portal or zenity): type a path instead
notice-prefs-replaced = Some saved settings could not be used: { $issues }
notice-export-cancelled = The export of { $name } was cancelled; nothing was written
prefs-issue-rate = slow-motion rate { $value } is not between { $min } and { $max } calls/s; using { $default }
prefs-issue-play-speed = playback speed { $value } is not between { $min } and { $max } moves/s; using { $default }
prefs-issue-spacing = spacing { $value } is not between 1 and { $max } units; using { $default }
prefs-issue-bound = bound { $value } units per tile is above { $max }; using { $default }
prefs-issue-zoom = zoom { $value } is not between { $min } and { $max }; using { $default }
prefs-issue-window = the saved window size { $width } × { $height } or its position cannot be used; the window opens at { $default_width } × { $default_height }
prefs-issue-unknown = the saved { $name } is not known to this version; using its default
prefs-issue-unreadable = Saved settings are not read ({ $reason }); the window starts with its defaults, and changes last until it closes.
prefs-issue-not-saved = Settings cannot be saved ({ $reason }); changes last until the window closes.
file-error-open = Could not open { $path }: { $reason }
file-error-settings = Could not open { $path }: its settings are invalid: { $reason }
file-error-save = Could not save: { $reason }
file-error-picture = Pictures can be exported, not opened
file-error-busy = a file dialog is already open

## Window: shortcuts

shortcuts-title = Keyboard shortcuts
shortcuts-typing = (typing)
shortcuts-typing-what = single keys do nothing while a text field has focus
key-right = Right arrow
key-left = Left arrow
key-down = Down arrow
key-up = Up arrow
key-space = Space
key-page-up = Page Up
key-page-down = Page Down
key-home = Home
key-end = End
key-ctrl = Ctrl
key-shift = Shift
key-lesson-next = Lesson: next slide
key-lesson-previous = Lesson: previous slide
key-lesson-first-last = Lesson: first / last slide
key-lesson-leave = Lesson: leave
key-solve-run = Solve: run / pause / resume
key-step-play = Step: play / pause
key-game-play = Game: play / pause
key-explore-cancel = Explore: cancel the shown part's computation
key-cancel = cancel the run
key-solve-next-call = Solve (single step): next call
key-step-next = Step: next move
key-step-previous = Step: previous move
key-step-start = Step: jump to the start
key-step-end = Step: jump to the end
key-game-next = Game: next roll
key-game-previous = Game: previous roll
key-game-start = Game: before the first roll
key-game-end = Game: after the last roll
key-step-piece = Step: show piece 1–4
key-step-all = Step: show all pieces
key-edit-redo = Edit: redo
key-edit-undo = Edit: undo
key-edit-paste = Edit: paste a board (hex, binary, decimal or the paper's lines)
key-open-session = open a session
key-open-boards = open a board list
key-save-session = save the session
key-export-png = export the board as PNG
key-zoom-in = zoom in
key-zoom-out = zoom out
key-zoom-reset = reset the zoom
key-panels = hide or show the side panels
key-present = presentation mode: full screen, side panels hidden
key-legend = show or hide the legend beside the board
key-tile-numbers = show or hide the tile numbers beside the board
key-list = show or hide this list
key-quit = quit

## Window: accessible names

# A node of the search tree, named by its way so far (for screen readers and tests).
explore-tree-node-name = node { $path }

## Window: errors

error-cancelled = the search was cancelled
error-does-not-fit = piece { $piece }'s way is { $units } units long, more than a board's units field holds (65,535)
error-board = the board cannot be solved: { $reason }
error-task = a background thread failed: { $reason }
error-sweep-empty = the sweep's "from" ({ $from }) must not be above its "to" ({ $to })
error-sweep-zero-step = the sweep needs a step of at least 1
error-sweep-too-many = bounds { $from } to { $to } in steps of { $step } are { $count } solves; a sweep runs at most { $max } (each solve can take over a second): narrow the range or take a larger step
error-sweep-too-large = a sweep's bounds go up to { $max } units per tile, not { $bound } (from about 1,000 on every bound prunes nearly everything)

## Window: core errors

# What decode finds wrong with a board (the editor's "Problems", the steps view). Tiles come as "tile 12" or "goal tile a" (tile-ref), a goal that is visited as its letter.
decode-problem-all-in-start = all four pieces are in the start field, yet track or goal tiles are set
decode-problem-several-none = { $on_way } pieces have left the start field but only 0 finished: the paper's path boards have one piece on the track
decode-problem-several = { $on_way } pieces have left the start field but only { $finished } finished: the paper's path boards have one piece on the track
decode-problem-start-field = the start field does not match piece { $piece }: pieces leave in order, bit 60 first
decode-problem-nothing-on-the-way = no piece stands on the track or goal row
decode-problem-not-from-a = the path starts on { $tile }, not on A (tile 0) where every piece enters
decode-problem-roll = a roll of { $roll } between { $from } and { $to } is impossible
decode-problem-foreign-goal = goal tile { $tile } is visited: under the paper's rule a piece enters the goal row only on its own goal tile
decode-problem-units = the units field says { $stored } but the moves add up to { $recomputed }
decode-problem-too-long = the path is longer than { $max } units at { $tile }
error-no-piece = board { $board } has no piece: no start-field, track or goal bit is set
step-problem-no-path = { $board }: no piece on the track
error-board-problems = board { $board } cannot be solved from: { $problems }
error-board-no-piece-out = board { $board } has no single piece on its way from A to its goal to continue from
error-board-finished = board { $board }: the piece has reached its goal; nothing is left to solve
error-board-not-a-position = board { $board } has no single piece on its way from A to its goal to continue from: { $reason }
# A background thread ($name is its name, e.g. "solve"); $reason is the system's own words.
task-error-spawn = could not start the { $name } thread: { $reason }
task-error-panicked = the { $name } thread stopped unexpectedly
task-error-unsupported = not in the browser yet: this page cannot run { $name } in the background (the desktop app can)
# Reading and writing files; $reason is the system's own words.
io-error-read = cannot read { $path }: { $reason }
io-error-write = cannot write { $path }: { $reason }
io-error-too-large = { $path } is too large ({ $size } bytes); files over { $limit } bytes are refused
io-error-too-large-to-write = { $path } was not written: it would be { $size } bytes, and files over { $limit } bytes cannot be opened again; save fewer boards
io-error-not-regular = { $path } is { $kind ->
    [directory] a directory
    [fifo] a named pipe (FIFO)
    [device] a device
    [socket] a socket
   *[other] something else
}, not a regular file
io-error-shared-link = { $path } is a symbolic link in a folder every user can write to; it is not followed
io-error-empty = { $path } is empty
io-error-not-utf8 = { $path } is not UTF-8 text (invalid byte at offset { $offset })
io-error-not-a-board = line { $line }: '{ $text }' is not a board: { $reason }
io-error-looks-like-json = this is JSON (a session file?), not a board list: open it as a session
io-error-no-boards = the list holds no boards, only comments and blank lines
session-error-not-json = this is not a session (JSON) file; it looks like a board list: open it as boards
session-error-truncated = the session file is cut off at line { $line }, column { $column }
# $reason is the JSON reader's own words.
session-error-corrupt = the session file is corrupt at line { $line }, column { $column }: { $reason }
session-error-no-version = this JSON is not a maedn session: it has no "version" field
session-error-unsupported-version = this session has format version { $found }, but this build reads only up to version { $max }: update maedn
session-error-bad-version = the session's "version" is { $found }, { $what ->
    [text] text, not a number
    [negative] negative
    [too-large] too large
    [decimal] a decimal number
   *[other] not a number
}: expected a whole number from 1 to { $max }
session-error-bad-field = the session has a bad field: { $reason }
session-error-invalid = the session's { $field } is { $value }: { $reason }
paste-error-not-a-board = the pasted text is not a board: { $reason }
paste-error-no-board = the pasted text holds no board
game-error-pieces = a game has 1 to 4 pieces, not { $pieces }
game-error-games = simulate 1 to { $max } games, not { $games }
game-error-no-game = no legal game brings every piece home under these rules

## Why a background job (an Explore part, a lesson slide's numbers) produced no result
job-error-count-overflow = the number of sequences to { $tile } does not fit 128 bits
job-error-count-radicals = exact lengths need more distinct square roots than the count can hold
job-error-count-past-goal = { $start } lies past goal tile { $goal }
job-error-tree-too-many = these levels hold more than { $limit } calls: record fewer levels and expand the subtrees you look at
job-error-attach = the re-search of node { $node } does not reproduce what the run recorded
job-error-no-piece = there is no piece { $piece }: pieces are numbered 1 to 4
problem-error-piece = piece { $piece } does not exist: pieces are numbered 1 to 4
problem-error-goal = piece { $piece } heads for goal tile { $expected }, not { $goal }
problem-error-empty-path = the path is empty: it starts on A (tile 0)
problem-error-path-start = the path starts on tile { $tile }, not on A (tile 0) where every piece enters
problem-error-step = the path goes from tile { $from } to tile { $to }: a roll moves a piece 1 to 6 tiles forward
problem-error-past-goal = the path reaches tile { $tile }, past the goal tile { $goal }
problem-error-finished = the piece already stands on its goal tile { $tile }: nothing is left to solve
problem-error-moved = { $units } units moved is not a length from 0 to 65,535
problem-error-board = board { $board } does not show this position: its start field, path and finished pieces should be { $expected }
# Why a value read from a session or a class round cannot be right (after "the session's FIELD is VALUE: ").
bad-value-piece = pieces are numbered 1 to 4.
bad-value-stepper-board = the stepper holds { $boards } { $boards ->
    [one] board
   *[other] boards
}, numbered from 0.
bad-value-step = the move shown is 0 to { $max }: a way has at most { $max } moves.
bad-value-length = a length must be a number from 0 to { $max }.
bad-value-roll = a roll is 1 to 6.
bad-value-teams = a round has { $min } to { $max } teams.
bad-value-name = a name has at most { $max } characters and no control characters.
bad-value-choices = a game has at most { $max } choices.
bad-value-move = a move is written from-to, such as B1-0 or 12-17.
# Why a figure, a picture, an animation or a PDF could not be made; $reason is the encoder's or parser's own words.
figure-error-unknown = unknown figure "{ $name }": `maedn figure --list` names them
figure-error-sweep-bars = a sweep from { $from } to { $to } in steps of { $step } runs { $count } searches; the figure draws at most { $max }: use a larger step
figure-error-needs-board = the board figure needs a bit-board: --board 0x…
figure-error-no-path = the search found no path for piece { $piece } with these settings
render-error-plot = the chart could not be laid out: { $reason }
render-error-svg = the figure's SVG could not be read: { $reason }
render-error-size = a scale of { $scale } makes the picture { $width } × { $height } pixels; use a scale that keeps both sides between 1 and { $max } pixels
render-error-png = the PNG could not be encoded: { $reason }
render-error-page = a page of { $width } × { $height } points cannot be drawn
render-error-pdf = the PDF could not be written: { $reason }
render-error-no-frames = an animation needs at least one frame
render-error-encode = the { $format ->
    [gif] GIF
    [apng] APNG
   *[webp] WebP
} could not be encoded: { $reason }
render-error-stopped = stopped before the last frame
render-error-write = the animation could not be written: { $reason }
export-error-nothing-yet = nothing to export yet: compute this part first
export-error-no-slide = there is no slide { $slide }: the lesson has slides 1 to { $count }
export-error-still = slide { $slide } ({ $title }) has no motion to animate: its live part changes only when the presenter picks a value (slides 1, 5 and 8 move); export it as a figure instead
export-error-facts = a slide's numbers could not be computed: { $reason }
export-error-cancelled = the export was cancelled
fig-rolls-title-not-shortest = Rolls of the path found with bound { $bound } (not the shortest): { $count ->
    [one] { $count } roll
   *[other] { $count } rolls
}, { $mean } on average

## The best player with a fair die (maedn play, the Play mode)
play-fair-what = The best player with a fair die: the die decides every roll, the player chooses which piece moves, so that the expected distance is least (exact: dynamic programming over { $states } positions in { $ms } ms).
play-pieces-heading = Each piece alone, from A (the 6 that brought it out not counted):
play-piece-line = piece { $piece } (goal { $goal }): every roll chosen { $chosen }; best with a fair die { $fair } (standard deviation { $sd }); an ordinary player { $ordinary }
play-piece-alone = Alone, a piece has at most one move per roll: there is nothing to choose, so the best player moves it exactly as far as an ordinary player. Choosing pays only with several pieces.
play-game-heading = The whole game (the moves out of the start field included):
play-chosen = every roll chosen (the shortest game): { $units } units
play-fair = the best player with a fair die: { $units } units expected (standard deviation { $sd }), { $rolls } rolls on average
play-ordinary = an ordinary player (random choice): { $units } units expected (standard deviation { $sd }), { $rolls } rolls on average
play-saves = Choosing well saves { $saved } units ({ $percent } %) against an ordinary player; choosing every roll saves { $luck } units more.
play-simulated = Simulated: { $games } games of the best player, seed { $seed }: mean { $mean } ± { $se } units (± one standard error), { $z } standard errors from the exact value.
play-simulated-one = Simulated: one game of the best player, seed { $seed }: { $mean } units (one game has no standard error, so no comparison).
play-to-go = Position { $position }: the best player expects { $units } units still to go (standard deviation { $sd }).
play-roll-lost = Roll { $roll }: no legal move, the roll is lost.
play-roll-best = Roll { $roll }: the best move is { $from } → { $to } ({ $length } units, then { $rest } expected to go: { $expected } in all).
play-alternative = { $from } → { $to }: { $length } units, then { $rest } expected to go: { $expected } in all, gives away { $cost } units in expectation
play-position-place = "{ $text }" is not a place: write B (start field), 0 to 39 (the track; 0 or A is A) or a to d (the goal row)
play-position-count = { $found } places for { $pieces } pieces: write one place per piece, separated by commas
play-position-shared = two pieces on tile { $tile }: own pieces never share a tile
play-position-unreachable = no game reaches this position under these rules
play-position-finished = the game has ended in this position: there is no move to choose
play-fair-beside = best player, fair die  { $units } units (standard deviation { $sd }): the die decides, the player chooses the piece (maedn play --policy)
fair-fig-title = With a fair die the best player moves { $fair } on average: { $chosen } with every roll chosen, { $ordinary } for an ordinary player
fair-fig-caption-exact = The best player with a fair die (exact, over { $states } positions): standard deviation { $sd }, { $rolls } rolls on average
fair-fig-caption-sim = { $games } simulated games of the best player (seed { $seed }): mean { $mean }, { $z } standard errors from the exact value
fair-fig-caption-sim-no-z = { $games } simulated games of the best player (seed { $seed }): mean { $mean }, no standard error to compare it with the exact value
fair-fig-legend-games = the best player's simulated games
fair-fig-legend-chosen = every roll chosen: { $units }
fair-fig-legend-fair = best player, fair die (exact): { $units }
fair-fig-legend-mean = simulated mean: { $units }
fair-fig-legend-ordinary = ordinary player (exact): { $units }
quoted-elided = { $text } ({ $count } characters)
notice-boards-uneven = Careful: line { $line } has { $digits } digits where line { $first_line } has { $first_digits }; the list may be cut off.
colours = Colours
colours-board = The board's colours
colours-board-hint = Red, green, yellow and black, as on the printed board
colours-colour-blind = Colour-blind safe
colours-colour-blind-hint = Colours that stay apart for red-green and blue-yellow colour blindness (board, charts and exported figures)
colours-high-contrast = High contrast
colours-high-contrast-hint = Black on white (white on black in the dark theme), strong lines, no pale fills: for projectors
# Copy figure: the board or chart on screen to the clipboard as an image.
menu-copy-figure = Copy figure
key-copy-figure = copy the board or chart on screen as an image
copy-figure-done = the figure ({ $width } × { $height } pixels), ready to paste into slides
# Export animation…: the Game, Step or Solve view as a looping animation.
file-kind-animation = animation
menu-export-animation = Export animation…
animation-title = Export an animation
animation-intro = { $view ->
    [game] The whole game, roll by roll, with the die.
    [step] The stepped paths, move by move, with the running total.
   *[solve] The search's first calls in slow motion, with each prune decision.
}
animation-none = Open the Game, Step or Solve view to export its animation.
animation-format = Format:
animation-fps = Frames a second:
animation-size = Size (pixels):
animation-calls = Calls:
animation-theme = Colours:
animation-palette = Palette:
animation-start = Export…
animation-close = Close
animation-cancel = Cancel the export
animation-running = Frame { $done } of { $total } ({ $seconds } s)
animation-preparing = Preparing the frames ({ $seconds } s)
notice-animation-saved = Saved the animation ({ $size }) to { $path }
animation-cancelled = Animation export cancelled: nothing was written.

## Accessibility: the View menu's switches, the board's tile names for
## screen readers, the live counters a screen reader announces.
access-heading = Accessibility
access-single-keys = Single-key shortcuts
access-single-keys-hint = Space, L, N, A, 1–4, the arrows and the other keys without Ctrl act at once. Turn them off when speech input or a stray key press would set them off.
access-reduce-motion = Reduce motion
access-reduce-motion-hint = Play moves one step per press instead of running by itself, and nothing blinks or pulses
tile-name-track = Track tile { $index }
tile-name-start = { $player } start field { $slot }
tile-name-goal = { $player } goal { $letter }
live-run = Calls { $calls }, pruned { $prunes }, best so far { $best }
explore-tree-keys = Search tree at { $node }: the arrow keys walk it, Enter zooms in

vision = Colour vision
vision-hint = Shows the whole window as a person with that colour vision sees it (the same simulation the palette tests use)
vision-normal = Normal colour vision
vision-protanopia = Protanope (no red cones)
vision-deuteranopia = Deuteranope (no green cones)
vision-tritanopia = Tritanope (no blue cones)
key-lesson-zoom = the slide's board or chart to the whole window, and back

## Handouts: the lesson as PDF and the worksheet (maedn handout, File → Export lesson as PDF…, File → Worksheet…)
handout-page = maedn { $version } · page { $n } of { $count }
handout-author = maedn
handout-lesson-title = The shortest way home in Mensch ärgere Dich nicht: the lesson
handout-lesson-subject = The lesson's { $count } slides, every number computed by maedn for the settings each page names
handout-bits-board = The board: { $hex }, { $set } bits set: { $start } in the start field, { $way } on the way, { $units } in the units moved
handout-figure-board = { $title }: the board. { $shows }
handout-figure-chart = { $title }: a chart of { $y } against { $x }. { $shows }
handout-figure-chart-bars = { $title }: a chart of { $y }. { $shows }
handout-figure-path = { $who } from { $from } to { $to }
handout-figure-moves = { $path }, moves { $moves }
handout-figure-piece-path = piece { $piece }
handout-figure-team-path = team { $team }
handout-figure-a-path = a path
handout-figure-piece = piece { $piece } on { $tile }
handout-figure-rings = { $count } tiles ringed
handout-figure-marker = line “{ $name }” at { $x }
handout-figure-row = { $name }: { $units }, { $cm }
handout-sheet-title = Worksheet { $seed }: the shortest way home
handout-sheet-subject = Exercises computed by maedn (seed { $seed }) with their answer key on the last page
handout-sheet-name = Name: ______________________   Date: ____________
handout-sheet-intro = The board is the paper's: a piece enters the track at A and goes home to a–d. Lengths are in units, 10,000 units = 36 cm. The number beside each track tile is its place on the way, from A = 0 to 39; the goal tiles are a–d.
handout-sheet-board = The board, its track tiles numbered
handout-sheet-way-board = The board for question { $n }, to draw the way on
handout-bits-strip = The 64 bits of a board, bit 63 first: each bit's number above it, what it holds inside; four bits make one hex digit
handout-key-title = Answer key, worksheet { $seed }
handout-key-footer = Seed { $seed } · { $settings }
handout-ex-hand = From { $from }, which roll moves the hand least (in a straight line from tile to tile)? How many units?
handout-ans-hand = Roll { $roll }: { $from } → { $to }, { $units } units (all six rolls: { $all }).
handout-ans-hand-ties = Roll { $rolls }, equally short: { $moves }, { $units } units each (all six rolls: { $all }).
# Choices named one after the other: "1, 3 or 5".
handout-or = { $first } or { $last }
handout-ex-decode = Decode this bit-board: { $hex }. Which piece is it, where does it stand, and how far has it moved?
handout-ans-decode = Piece { $piece } stands on { $tile } after { $moves ->
    [one] { $moves } move
   *[other] { $moves } moves
} ({ $path }) and has moved { $units } units.
handout-ex-way = Draw the shortest way from { $from } to { $goal }. How long is it, and which rolls does it take?
handout-ans-way = { $path }: { $units } units, rolls { $rolls }.
handout-ans-way-ties = { $path }: { $units } units, rolls { $rolls }; one of { $ways } equally short ways.
handout-ex-bound = The bound is { $bound } units per tile. Is it safe, that is, can it never cut off the shortest way? Why?
handout-ans-bound-safe = Safe: { $bound } is no more than the cheapest move per tile, { $cheapest } units, so the estimate never exceeds what is really left; the search still finds the shortest way of piece { $piece } to { $goal }, { $optimum } units.
handout-ans-bound-unsafe = Not safe: { $bound } is more than the cheapest move per tile, { $cheapest } units, so the estimate can exceed what is really left and cut off the shortest way. Here it does: piece { $piece }'s shortest way to { $goal } is { $optimum } units, but the search with this bound finds { $found } units.
handout-ans-bound-unsafe-spared = Not safe: { $bound } is more than the cheapest move per tile, { $cheapest } units, so the estimate can exceed what is really left and cut off a shortest way. At this bound it happens to cut off none: the search still finds all four pieces' shortest ways. Safe means it never can, and only a bound of at most { $cheapest } promises that.
handout-ex-fair = Piece { $piece } alone with a fair die (the die decides, the piece moves if it can): how many units does it move on average from A to { $goal }? How much more is that than with every roll chosen?
handout-ans-fair = { $fair } units on average (standard deviation { $sd }); with every roll chosen { $chosen }: { $more } more.
handout-ex-bit = Which bit of the board holds { $tile }? Write the board with only that bit set, in hex.
handout-ans-bit = Bit { $bit }: { $hex }.
handout-ex-move = A roll of { $roll } from { $from }: how far is that along the track, and how far does the hand move in a straight line?
handout-ans-move = Along the track { $track } units, in a straight line { $straight } units ({ $percent } % of it).
handout-window-title = Handouts (PDF)
handout-window-intro = Each handout is computed with the engine and written as a PDF: text you can select, the board and charts as the window draws them.
handout-kind-lesson = The lesson, one page per slide
handout-kind-worksheet = A worksheet with its answer key
handout-page-size = Page
handout-page-wide = 16:9
handout-page-a4 = A4
handout-seed = Seed (another seed, another sheet):
handout-start = Export PDF…
handout-close = Close
handout-cancel = Cancel the PDF
handout-running = Writing { $name }: { $done } of { $count } pages, { $seconds } s
menu-export-lesson-pdf = Export lesson as PDF…
menu-worksheet = Worksheet…
file-kind-pdf = PDF document

## Help menu: About and the user guide
menu-help = Help
help-about = About maedn
help-guide = User guide
about-version = Version { $version }
about-licence = Free software under the { $licence } licence.
about-paper-head = The paper it reproduces
about-paper = “{ $title }”, { $author }, { $year }.
about-figures = Every number and figure in this window is computed on this computer by the paper's branch-and-bound search, checked by an exact dynamic program; none is copied from the paper. The tests compare what is computed with the paper's values (docs/reference-figures.md lists each).
about-third-party = Third-party licences
about-third-party-note = The crates and fonts this program is built from, and their licences (installed as third-party-licences.md beside this program's documentation).
about-close = Close
guide-title = User guide
guide-picture = Picture: { $what }
guide-language = The full tour of the window (installed as /usr/share/doc/maedn/guide.md), in English.

## Play (the student plays against the optimum)
mode-play = Your turn
mode-play-hint = Play against the optimum: choose every roll of one piece or of the whole game, or play the whole game with a fair die
board-export-play = Your game against the optimum
play-heading = Play against the optimum
play-kind-chosen = Choose every roll
play-kind-chosen-hint = One piece from A to its goal: you choose each roll, as the paper does
play-kind-fair = A fair die
play-kind-fair-hint = The whole game under the standard rules: the die rolls, you choose which piece moves
play-piece = Piece { $piece } (goal { $goal })
play-piece-hint = Play this piece from A to its goal (starts again)
play-restart = Start again
play-restart-hint = The same game again from its start (with a fair die: the same seed, the same dice)
play-show-cost = Show what each move cost
play-show-cost-hint = After each move, how many units it gave away against the best move from the same place
play-seed = Seed
play-seed-hint = The same seed rolls the same dice, so a class can replay the same game
play-new-seed = New seed
play-new-seed-hint = A new game with other dice
play-replay = Replay
play-replay-pause = Pause
play-replay-hint = Play your game again move by move (the left and right arrows step, Space plays)
play-replay-at = Replay: move { $n } of { $moves }
play-keys-chosen = Keys 1 to 6 choose the roll; Tab and Enter pick a target too.
play-keys-fair = Keys 1 to 4 move the piece with that number (the key stands on its button); Tab and Enter pick a move too.
play-chosen-title = Piece { $piece }: choose its rolls from A to { $goal }
play-chosen-at = Piece { $piece } stands on { $tile }. Which roll?
play-target = Roll { $roll }: to { $to }, { $length } units
play-running = Your total: { $units } units. The optimum from A: { $optimum } units.
play-move-cost = You gave away { $cost } units on this move: roll { $roll } costs { $total } to the goal, the best roll from { $from } costs { $best }.
play-move-best = Move { $n } was a best move: nothing given away.
play-chosen-done = Home! Your length: { $units } units against the optimum { $optimum } units: { $away } units more.
play-chosen-perfect = Home in the optimum: { $units } units, nothing given away.
play-costliest = The move that cost most: move { $n }, roll { $roll } from { $from } to { $to }, { $cost } units given away.
play-legend-optimal = the optimal path
play-legend-targets = where each roll lands, marked with the roll
play-legend-best-game = the best player's game with the same dice
play-fair-title = A fair die, seed { $seed }
play-fair-walking = Finding every position of the game: { $positions } so far
play-fair-solving = Solving the best player backwards: { $solved } of { $positions } positions
play-fair-failed = The best player could not be computed: { $reason }
play-fair-roll = Roll { $roll }: the die shows { $die }. Which piece moves?
play-fair-move = Piece { $piece }: { $from } → { $to }, { $length } units
play-fair-total = Your distance: { $units } units in { $rolls } rolls.
play-fair-away = Your choices gave away { $away } units in expectation.
play-fair-compare = The best player with a fair die expects { $best } units; an ordinary player { $ordinary } units.
play-fair-cost = You gave away { $cost } units on this move, in expectation (the best move was { $from } → { $to }).
play-fair-done = All home: { $units } units in { $rolls } rolls.
play-fair-best-game = The best player with the same dice: { $units } units.
play-fair-costliest = The choice that cost most: roll { $n } (a { $die }), { $from } → { $to }, { $cost } units given away in expectation.
key-play-number = Play: choose roll 1 to 6 (with a fair die: move the piece with that number; in the whole game after a roll with several moves: the move with that number)
key-play-continue = Play: roll the die after a choice; once the game has ended, replay it / pause
key-play-undo = Play: take the fair die's last choice back (until the die rolls again)
key-play-previous = Play: replay one move back
key-play-next = Play: replay one move on
play-fair-seed-line = Seed { $seed }

## Predict, then watch; stepping back; the search as code
predict-heading = Predict
predict-hint = Ask the class first: type each group's guess, then reveal what the engine computed.
predict-calls = How many calls will the paper's search need for piece { $piece }?
predict-first-roll = Which roll does the optimum take first from { $tile } (piece { $piece })?
predict-keeps = Will a bound of { $bound } units per tile keep the optimum?
predict-guess = Guess
predict-guess-hint = Type a whole number and press Enter (one guess per group); the field stays ready for the next group
predict-add = Add guess
predict-yes = yes
predict-no = no
predict-reveal = Reveal
predict-reveal-hint = Show the computed answer beside the guesses
predict-reset = Clear guesses
predict-computing = The engine is computing the answer…
predict-failed = The answer could not be computed: { $error }
predict-no-guesses = No guesses yet.
predict-guesses = Guesses: { $count }
predict-truth = Computed: { $value }
predict-truth-roll = Computed: the optimum takes a { $roll } first
predict-truth-roll-also = Computed: the optimum takes a { $roll } first (also optimal: { $others })
predict-guess-right = Guess { $n }: { $value } — right
predict-guess-wrong = Guess { $n }: { $value } — wrong
predict-guess-off = Guess { $n }: { $value } — off by { $by } ({ $share })
predict-guess-off-zero = Guess { $n }: { $value } — off by { $by }
predict-solve-piece = Piece
replay-heading = Step back
replay-slider-hint = Drag to any recorded call; ← and → step one call back and forward
replay-position = Recorded call { $at } of { $count } (call number { $call })
replay-live = Showing the search live.
replay-back = ◀ Back
replay-forward = Forward ▶
replay-follow = Live
replay-follow-hint = Follow the search live again
replay-capped = Only the last { $kept } calls are kept to step back through; { $dropped } earlier calls were dropped.
replay-none = No calls recorded yet: run in slow motion or single steps.
key-solve-call-back = Solve (slow motion, single step): one recorded call back
key-solve-call-forward = Solve (slow motion, single step): one call forward
code-view = Show the search as code
code-view-hint = The paper's search function as readable pseudocode, with the line of the shown call highlighted and its variables filled in
code-heading = The search, line by line
code-line-1 = search(tile, depth, moved):
code-line-2 =     calls ← calls + 1
code-line-3 =     if moved + tiles_left(tile) × bound > best:
code-line-4 =         prunes ← prunes + 1; return            ⟵ prune
code-line-5 =     for roll in 6, 5, 4, 3, 2, 1:                ⟵ explore
code-line-6 =         next ← tile + roll; skip it if past the goal or taken
code-line-7 =         if next is the goal:
code-line-8 =             if moved + length(tile, next) < best: best ← it   ⟵ best
code-line-9 =             return
code-line-10 =         search(next, depth + 1, moved + length(tile, next))
code-vars = Variables of this call
code-var-call = call
code-var-piece = piece
code-var-tile = tile
code-var-depth = depth
code-var-moved = moved (length so far)
code-var-left = tiles_left
code-var-bound = bound
code-var-estimate = tiles_left × bound
code-var-sum = moved + tiles_left × bound
code-var-best = best
code-var-decision = decision
code-decision-prune = prune
code-decision-explore = explore
code-decision-best = best
code-none = No call to show: run the paper's search in slow motion or single steps.
predict-guess-line = Guess { $n }: { $value }
predict-roll = roll { $roll }
predict-piece-hint = The piece the question asks about
replay-slider = Recorded call
# Single-key shortcuts turned off (View → Accessibility): keys that do nothing now.
key-off = { $keys }: off
welcome-try-solve-plain = Solve: press Run and watch the counters.
welcome-try-step-plain = Step: follow each piece roll by roll.
game-keys-off = The buttons play and step (single-key shortcuts are off).
pace-full-hint-plain = Search at full speed
pace-step-hint-plain = One call per step, or the Next call button
edit-locked-keys = Editing is locked while the solver runs ({ $keys } cancels).
edit-locked-plain = Editing is locked while the solver runs.
play-replay-hint-off = Play your game again move by move
play-keys-chosen-off = Tab and Enter pick a target.
play-keys-fair-off = Tab and Enter pick a move.

## Play: the whole game with every roll chosen
play-kind-whole = The whole game, every roll chosen
play-kind-whole-hint = Four pieces from the start field home under the standard rules: you choose every roll and, where it allows several moves, which piece moves
play-whole-title = The whole game: choose every roll
play-whole-running = Your total: { $units } units in { $moves } moves. The optimum from the start: { $optimum } units.
play-whole-solving = Solving the shortest game backwards: { $solved } of { $positions } positions
play-whole-failed = The shortest game could not be computed: { $reason }
play-whole-which-roll = Which roll?
play-whole-roll-one = Roll { $roll }: piece { $piece }, { $from } → { $to }, { $length } units
play-whole-roll-many = Roll { $roll }: { $count } pieces can move
play-whole-roll-many-hint = Choose this roll, then which piece moves
play-whole-roll-one-hint = This roll allows this one move: choosing it moves the piece
play-whole-which-piece = Roll { $roll }: which piece moves?
play-whole-cost = You gave away { $cost } units on move { $n } ({ $from } → { $to } with a { $roll }): it costs { $total } to the end, the best move from the same position ({ $bfrom } → { $bto } with a { $broll }) costs { $least }.
play-whole-done = All home! Your length: { $units } units in { $moves } moves against the shortest game's { $optimum } units: { $away } units more.
play-whole-perfect = All home in the shortest game: { $units } units in { $moves } moves, nothing given away.
play-whole-costliest = The move that cost most: move { $n }, { $from } → { $to } with a { $roll }, { $cost } units given away.
play-whole-best-game = The shortest game: { $units } units in { $rolls } rolls.
play-legend-shortest-game = the shortest game (every roll chosen)
play-keys-whole = Keys 1 to 6 choose the roll; Tab and Enter pick a button too.
play-keys-whole-piece = Keys 1 to { $count } choose the piece; another roll's button changes the roll.
play-keys-whole-off = Tab and Enter pick a roll.
play-keys-whole-piece-off = Tab and Enter pick the piece; another roll's button changes the roll.

## A class round (teams take turns at one window, the same fair-die game)
file-kind-round = class round
typed-open-round = Open a class round
typed-save-round = Save the class round
round-open = A class round…
round-open-hint = Teams take turns at this window, each playing the same game (the same seed, the same dice); a scoreboard ranks them at the end
round-title = A class round
round-intro = Every team plays the same game with a fair die: the same seed, the same dice. What a move cost, the costliest choice and the best player's game stay hidden until every team is home. A choice can be taken back until the die rolls again.
round-teams = Teams: { $count }
round-fewer = Fewer teams
round-more = More teams
round-team-default = Team { $n }
round-name = Name of team { $n }
round-seed = Seed of the round
round-start = Start the round
round-cancel = Cancel
round-open-file = Open a round…
round-save = Save the round…
round-turn = Team { $n } of { $count }: { $name }. Your turn!
round-turn-unnamed = Team { $n } of { $count }. Your turn!
round-team-home = { $name } is home: { $units } units in { $rolls } rolls.
round-next = Next: { $name }
round-show-scoreboard = Show the scoreboard
round-not-its-game = This is not the round's game: the round plays seed { $seed }.
round-resume = Back to the round's game
round-scoreboard = Scoreboard (seed { $seed }): the shortest hand movement wins
round-standing = { $rank }. { $name }{ $tied ->
    [yes] {" "}(tie)
   *[no] {""}
}: { $units } units · { $away } units given away
round-best = The best player with a fair die expects { $best } units; with these dice it moved { $game } units.
round-waiting = The best player is being computed; the scoreboard follows.
round-other-rules = This round was played under other rules: open it again, or start a new round.
round-mismatch = { $name }'s choice { $n } ({ $choice }) is not a move of this game: the file does not fit its seed and rules.
round-mismatch-unfinished = { $name }'s saved choices do not bring every piece home.
round-again = A new round
round-end = End the round
round-legend-team = Team { $n }, { $name }: { $units } units
round-legend-team-unnamed = Team { $n }: { $units } units
round-error-corrupt = The round file is not valid JSON at line { $line }, column { $column }: { $reason }. Nothing was changed.
round-error-no-version = This JSON is not a maedn class round: it has no whole-number "version" field. Nothing was changed.
round-error-version = This round has format version { $found }, but this build reads only up to version { $max }: update maedn. Nothing was changed.
round-error-version-zero = This round has format version 0, which no maedn writes (versions start at 1): the file was not written by maedn or was changed by hand. Nothing was changed.
round-error-field = The round file has a bad field: { $reason }. Nothing was changed.
round-error-invalid = The round's { $field } is { $value }: { $reason } Nothing was changed.
session-error-is-round = this is a class round, not a session: open it with "Open a round…" in the Play mode

## Your turn with a fair die: the die rolled after a choice, taking a choice back, the rolls without a choice; a class round kept, asked about on quitting, its scoreboard

play-legend-moves = where each piece that may move would land, marked with its number (its key)
play-fair-chosen = Your choice is made. Roll the die for the next roll; until then the choice can be taken back.
play-fair-roll-die = Roll the die
play-fair-roll-die-hint = The next roll: from then on your choice is kept
play-fair-undo = Take the choice back
play-fair-undo-hint = Undo your last choice (possible until the die rolls again)
play-no-choice = { $rolls ->
    [one] Roll { $first } had no choice
   *[other] Rolls { $first }–{ $last } had no choice
}: { $list }
play-no-choice-lost = { $faces } (no move)
play-no-choice-move = { $die } ({ $from } → { $to })
play-fair-explain = How to read the score: “the best player with the same dice” is one real game, luck included, while “units given away in expectation” says how much longer your choices make the game on average over all the rolls that could still come, so lucky dice can put you ahead of the best player although you gave units away.
play-show-cost-round = Hidden until every team of the class round is home
play-restart-round = A team's game in a class round does not start again: take a choice back instead
round-highlight-hint = Click a team to show its game above the others on the board; click it again to show every team alike.
round-head-team = Team
round-head-units = units
round-head-away = given away
round-cell-rank = { $rank }.{ $tied ->
    [yes] {" "}(tie)
   *[no] {""}
}
round-highlight-all = Every team alike
round-kept-title = A class round is waiting
round-kept-text = The class round of { $teams } teams with seed { $seed } was not finished when maedn closed: { $name } was playing ({ $choices ->
    [one] one choice made
   *[other] { $choices } choices made
}).
round-kept-carry-on = Carry on with the round
round-kept-discard = Discard it
quit-round-title = Quit during the class round?
quit-round-text = { $name } is playing. The round is kept with the settings and offered again when maedn starts next.
quit-round-quit = Quit
quit-round-stay = Keep playing

## The lesson as a teacher runs it: Predict's answers hidden until Reveal, a wrong guess named, slide 9 handing over to Your turn, the teacher's guide

predict-invalid = “{ $text }” is not a whole number: type digits only, such as 20000.
predict-open-hint = Click to open or close the question
lesson-bound-hidden = Where the optimum is kept shows after Reveal.
lesson-bound-chosen-hidden = Bound { $bound }: { $calls } calls (whether it keeps the optimum shows after Reveal).
lesson-bound-calls = calls per bound
lesson-search-done-hidden = Done: piece { $piece } needs { $units } units; its calls show after Reveal (Predict, bottom right).
lesson-ordinary-your-turn = Your turn: a fair die
lesson-ordinary-your-turn-hint = Opens Your turn with a fair die: the class chooses which piece moves. Lesson in the top bar brings you back here; once every piece is home, your game stands in the chart.
help-teacher-guide = Teacher's guide
guide-teacher-title = Teacher's guide: a 45-minute lesson
guide-teacher-intro = Before the class: open maedn on the projector, choose Lesson and press F11 (Present). A presentation clicker turns the slides (Page Down, Page Up, whatever has the focus); Esc leaves the lesson. Every number on a slide is computed while you teach.
guide-teacher-step = { $minutes } min · slide { $n }: { $title }
guide-teacher-step-worksheet = { $minutes } min · the worksheet
guide-teacher-game = Click “Roll a 6” four times: the pieces come out of B one by one, and the hand's straight moves add up. Ask why the hand does not walk along the track.
guide-teacher-question = Open Predict (bottom right) and let each group click the roll it thinks the optimum takes first from tile { $tile }; then Reveal. Click tiles and rolls to compare the track with the straight line.
guide-teacher-size = Let the class guess how many ways home there are; the slide sets the paper's estimate against the exact count. Click the pieces 1 to 4.
guide-teacher-bits = Click a tile or a bit: both flip together. Show where the units moved sit (the lowest bits).
guide-teacher-search = Open Predict and type each group's guess of the calls for piece { $piece } (Enter after each; the field stays ready), then Reveal. Watch a few calls with Slower and One call: each call says why it goes on or gives up.
guide-teacher-bound = Predict asks whether a bound of { $bound } keeps the optimum: collect yes and no, then Reveal; only then does the chart colour where the optimum is kept. Drag the slider to try other bounds.
guide-teacher-answer-slide = The four paths and the total, checked by the exact DP. “Step through it” opens the stepper when the class wants to see one piece move by move.
guide-teacher-whole = Play the whole game roll by roll (Play, or drag the slider): a legal game under the real rules.
guide-teacher-ordinary = “Your turn: a fair die” opens Your turn: the class chooses which piece moves, each choice scored against the best player. Once every piece is home, Lesson in the top bar brings you back and your game stands in the chart (a game left unfinished does not).
guide-teacher-beyond = Switch exact lengths and the free goal row on and off; the heat map shows every tile's shortest way home.
guide-teacher-worksheet = Hand out the worksheet (File → Worksheet…, another seed for each group, the answer key on its last page), in class or as homework.
guide-teacher-answers = The Predict answers, computed by the engine at the paper's settings ({ $settings }):
guide-teacher-answer = Slide { $n }: { $question } { $answer }
guide-teacher-answer-waiting = Slide { $n }: { $question } (being computed …)
guide-teacher-answer-failed = Slide { $n }: { $question } ({ $error })
guide-teacher-round-heading = A class round (a second lesson, or 20 minutes)
guide-teacher-round = In Your turn choose “A fair die”, then “A class round…”: 2 to 6 teams, one seed. The teams take turns at the window with the same dice; a choice can be taken back until the die rolls again, and nothing about the best play shows until every team is home. The scoreboard then ranks the teams; click a team to see its game on the board. “Save the round…” keeps it; a round in progress is also kept when maedn closes.
guide-teacher-show-answers = Show the Predict answers
guide-teacher-save = Save as PDF…
handout-kind-guide = The teacher's guide, one page
handout-guide-subject = A 45-minute lesson with maedn: what to click on each slide, the Predict answers computed
