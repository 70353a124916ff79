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
lesson-settings = Settings: { $lengths }, { $goalrow }, { $spacing } units between tiles
lesson-settings-bound = bound { $bound } units per tile
lesson-settings-piece = piece { $piece }
lesson-settings-dp = exact DP
lesson-lengths-rounded = rounded lengths
lesson-lengths-exact = exact lengths
lesson-goal-row-paper = the paper's goal row
lesson-goal-row-free = free goal row

lesson-game-title = The game
lesson-game-rule-start = Four pieces wait in the start field B.
lesson-game-rule-six = Only a 6 brings one out, onto A.
lesson-game-rule-track = Each runs once round the { $tiles } tiles of the track …
lesson-game-rule-home = … into the goal row a–d. All four home: won.
lesson-game-alone = We play black alone: nobody knocks us out.
lesson-game-try = Roll a 6 to bring a piece out.
lesson-game-out = Piece { $piece } moves { $units } units from B to A.
lesson-game-out-all = All four: { $total } units (the paper rounds { $sum } up).
lesson-game-roll-six = Roll a 6
lesson-game-again = Start again

lesson-question-title = The question
lesson-question-body = The hand does not walk a piece along the track: it lifts it and sets it down, in a straight line.
lesson-question-ask = If we could choose every roll, how short could the hand's way to victory be?
lesson-question-move = From tile { $from }, a { $roll }: { $track } units along the track, { $straight } units in a straight line ({ $percent } %).
lesson-question-none = From tile { $from }, a { $roll } would leave the board.
lesson-question-pick = Click a tile. Roll:

lesson-size-title = How big is the problem?
lesson-size-body = Try every game? The paper estimates { $all } games for four pieces, { $single } one piece at a time.
lesson-size-counted = Counted exactly, by dynamic programming:
lesson-size-ways = Piece { $piece } → { $goal }: { $ways } ways from A.
lesson-size-best = The shortest, { $units } units: { $ties ->
    [one] just one way.
   *[other] { $ties } ways.
}
lesson-size-all = All four goals: { $ways } ways.
lesson-size-piece = Piece
lesson-size-x = length of the way home, units
lesson-size-y = ways
lesson-size-marker = the shortest

lesson-bits-title = The bit-board
lesson-bits-body = The paper keeps a piece's whole way in one { $all }-bit number: { $start } bits for B, { $track } for the track, { $goal } for a–d, { $units } for the units moved.
lesson-bits-click = Click a tile or a bit: it flips.
lesson-bits-tile = Tile { $tile } is bit { $bit }: now { $on ->
    [yes] set.
   *[no] clear.
}
lesson-bits-start = Bit { $bit } is a place in B: now { $on ->
    [yes] set.
   *[no] clear.
}
lesson-bits-units-bit = Bit { $bit } is part of the units moved.
lesson-bits-units = The lowest { $n } bits say { $units } units; the moves measure { $moved }.
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
lesson-search-call = Call { $call }: tile { $tile }, { $moved } units so far.
lesson-search-estimate = { $left } tiles left × { $bound } = { $estimate }.
lesson-search-no-best = No best yet: go on.
lesson-search-prune = { $sum } > best { $best }: give up this branch.
lesson-search-go = { $sum } ≤ best { $best }: go on.
lesson-search-done = Done: piece { $piece } needs { $units } units; { $calls } calls.
lesson-search-starting = Starting …
lesson-search-counters = { $calls } calls, { $prunes } of them given up.
lesson-search-pause = Pause
lesson-search-resume = Resume
lesson-search-step = One call
lesson-search-slower = Slower
lesson-search-faster = Faster
lesson-search-restart = Again
lesson-search-rate = { $rate } calls per second

lesson-bound-title = The bound
lesson-bound-body = Before going deeper, the search asks: moved + tiles left × bound > best? Then even the cheapest rest cannot win: prune.
lesson-bound-cheapest = Safe only if no move is cheaper per tile. The cheapest: { $from } → { $to }, { $units } units for { $tiles } tiles = { $per } per tile.
lesson-bound-paper-unsafe = The paper's { $bound } is more: not proven safe.
lesson-bound-paper-safe = The paper's { $bound } is no more: safe.
lesson-bound-break = The optimum survives up to { $good }; { $bad } loses it.
lesson-bound-no-break = No bound from { $from } to { $to } loses the optimum.
lesson-bound-chosen = Bound { $bound }: { $calls } calls, { $units } units, { $optimal ->
    [yes] optimal.
   *[no] too long!
}
lesson-bound-slider = Bound
lesson-bound-marker = chosen: { $bound }

lesson-answer-title = The answer
lesson-answer-body = All four pieces, the moves out of B included:
lesson-answer-total = { $units } units = { $cm } cm on the { $side } cm board, in { $rolls } rolls ({ $sixes } sixes).
lesson-answer-optimal = The exact DP agrees: optimal.
lesson-answer-not-optimal = The exact DP finds { $units } units: not optimal.
lesson-answer-piece = { $piece } → { $goal }
lesson-answer-out = out of B
lesson-answer-units = units
lesson-answer-cm = cm
lesson-answer-all = All
lesson-answer-rolls-chart = Rolls
lesson-answer-step = Step through it

lesson-whole-title = The whole game, played
lesson-whole-body = The paper moved each piece alone. A real game has rules between the pieces: a 6 must bring one out, A must be cleared, none lands on its own kind.
lesson-whole-searched = Searching all { $states } positions of the game:
lesson-whole-total = The shortest legal game: { $units } units = { $cm } cm in { $rolls } rolls.
lesson-whole-same = Exactly the paper's total; { $games } different games tie.
lesson-whole-more = { $excess } units more than the paper's { $paper }.
lesson-whole-start = Before the first of { $rolls } rolls.
lesson-whole-roll = Roll { $n } of { $rolls }: a { $die }, piece { $piece }, { $length } units; { $total } so far.
lesson-whole-lost = Roll { $n } of { $rolls }: a { $die }, no move.
lesson-whole-roll-slider = Roll
lesson-whole-play = Play
lesson-whole-pause = Pause
lesson-whole-open = Open the Game view

lesson-ordinary-title = How good is it?
lesson-ordinary-body = An ordinary game: a fair die, and any legal move.
lesson-ordinary-mean = On average an ordinary game moves it { $units } units in { $rolls } rolls.
lesson-ordinary-quickest = The quickest game: { $rolls } rolls, { $units } units.
lesson-ordinary-headline = The shortest game moves the hand { $percent } % of what an ordinary game does.
lesson-ordinary-check = { $games } simulated games: { $units } units on average.
lesson-ordinary-played = Your game: { $units } units in { $rolls } rolls.
lesson-ordinary-play = Play an ordinary game
lesson-ordinary-shortest-bar = shortest
lesson-ordinary-quickest-bar = quickest
lesson-ordinary-mean-bar = ordinary (average)
lesson-ordinary-played-bar = your game
lesson-ordinary-axis = units

lesson-beyond-title = Beyond the paper
lesson-beyond-body = Two of the paper's choices can change: exact lengths instead of rounded ones, and a free goal row (stop on any free goal tile).
lesson-beyond-dp = Dynamic programming solves every tile backwards from the goal: no guessed bound, proven optimal.
lesson-beyond-total = Shortest way: { $units } units = { $cm } cm, { $change ->
    [less] { $diff } units less than under the paper's rules.
    [more] { $diff } units more than under the paper's rules.
   *[same] as under the paper's rules.
}
lesson-beyond-time = It needs { $micros } µs; the paper's search made { $calls } calls.
lesson-beyond-time-alone = It needs { $micros } µs.
lesson-beyond-exact = Exact lengths
lesson-beyond-free = Free goal row

lesson-legend-pieces = pieces
lesson-legend-out = a move out of B
lesson-legend-along = along the track
lesson-legend-passed = tiles passed
lesson-legend-straight = the hand's straight line
lesson-legend-set = bit set
lesson-legend-flipped = bit just flipped
lesson-legend-lengths = each move's length; rolls { $rolls }
lesson-legend-last-move = the last move
lesson-legend-heat = shortest way to d, thousands of units
lesson-legend-arrow = the best roll from here

welcome-title = Welcome to maedn
welcome-what = How far must your hand move the pieces to win "Mensch ärgere Dich nicht" if you could choose every roll? This app finds out, with the paper's search running live, and lets you look inside.
welcome-try = Three things to try:
welcome-try-solve = Solve: press Run (Space) and watch the counters.
welcome-try-step = Step: follow each piece roll by roll (→).
welcome-try-edit = Edit: click tiles to flip the bits of a bit-board.
welcome-lesson = Start the lesson
welcome-close = Close
welcome-later = The lesson is always in the top bar.

present-step = Piece { $piece }, move { $step } of { $moves }: a { $roll }, { $length } units
present-step-start = Piece { $piece } leaves B with a 6
present-step-total = So far { $units } units = { $cm } cm
present-solve-counters = { $calls } calls, { $prunes } given up ({ $share } %)
present-solve-best = Best so far: { $units } units
present-solve-result = Total { $units } units = { $cm } cm, { $optimal ->
    [yes] optimal
   *[no] not optimal
}

panel-hide = Hide this panel
panel-show = Show the panel
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
