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
