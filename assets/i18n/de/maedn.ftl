# maedn — deutsche Texte. Jede Nachricht der englischen Datei steht auch hier
# (ein Test prüft Nachrichten, Attribute und Platzhalter).

## Sprachen

lang-name = Deutsch

## Längen

units-amount = { $n ->
    [one] { $n } Einheit
   *[other] { $n } Einheiten
}

## Die obere Leiste

lang-hint = Die Sprache des Fensters und der exportierten Abbildungen
menu-file = Datei
present = Präsentieren
present-hint = Präsentationsmodus: Vollbild, Seitenleisten ausgeblendet
mode-solve = Lösen
mode-solve-hint = Einstellungen wählen, die Suche starten und zusehen
mode-step = Schritte
mode-step-hint = Die Würfe jeder Figur Schritt für Schritt ansehen
mode-edit = Bearbeiten
mode-edit-hint = Ein Bitboard bearbeiten
theme-light = Hell
theme-light-hint = Helles Farbschema
theme-dark = Dunkel
theme-dark-hint = Dunkles Farbschema
theme-system = System
theme-system-hint = Das Farbschema des Betriebssystems
zoom-out = Verkleinern
zoom-in = Vergrößern
legend = Legende
legend-hint = Erklären, was die Farben und Zeichen auf dem Spielfeld bedeuten
shortcuts = Tastenkürzel
shortcuts-hint = Die Tastenkürzel anzeigen

## Das Spielfeld

# Die Farbe eines Spielers, wie in „Feld 12 von Schwarz“.
colour-name = { $colour ->
    [yellow] Gelb
    [green] Grün
    [red] Rot
   *[black] Schwarz
}
tile-track = Laufbahnfeld { $index } (gezählt ab dem A von Schwarz); für { $player } Feld { $own }
tile-goal = Feld { $index } von { $player }
tile-start = Startfeld-Platz { $slot } von { $player }
tile-bit = Bit { $bit } im Bitboard von { $player }
tile-no-bit = kein Bit im Bitboard von { $player }
tile-centre = Mittelpunkt bei { $point } Einheiten
# Die Länge eines Zuges auf dem Spielfeld, in Einheiten.
length-label = { $units }

## Die Legende (L)

legend-piece-path = { $goal ->
    [none] Weg von Figur { $piece }
   *[other] Weg von Figur { $piece } zum Zielfeld { $goal }
}
legend-pieces = Figuren, nummeriert in der Reihenfolge, in der sie B verlassen
legend-skipped = Felder, die ein Zug überspringt
legend-move-lengths = Die gerade Länge jedes Zuges, in Einheiten
legend-branch = Der Zweig, den die Suche gerade untersucht
legend-pruned = Ein Zweig, den die Schranke abschneidet
legend-best = Der kürzeste bisher gefundene Weg
legend-lit = Ein gesetztes Bit des Bitboards
