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
shortcuts = Shortcuts
shortcuts-hint = Show the keyboard shortcuts
