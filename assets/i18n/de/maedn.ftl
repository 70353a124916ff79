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

## Spiel (die ganze Partie, Wurf für Wurf)

mode-game = Partie
mode-game-hint = Die ganze optimale Partie aller vier Figuren nach den echten Regeln, Wurf für Wurf gespielt
game-heading = Die ganze Partie
game-shortest = Kürzeste
game-shortest-hint = Die zulässige Partie, in der die Hand den kürzesten Weg zurücklegt (dann die wenigsten Würfe)
game-quickest = Schnellste
game-quickest-hint = Die zulässige Partie mit den wenigsten Würfen (dann der kürzeste Weg)
game-walking = Alle Stellungen der Partie werden gesucht: bisher { $positions }
game-solving = Rückwärts vom Ende gelöst: { $solved } von { $positions } Stellungen
game-elapsed = { $seconds } s
game-failed = Die Partie konnte nicht berechnet werden: { $reason }
game-total = { $units } Einheiten = { $cm } cm in { $rolls ->
    [one] { $rolls } Wurf
   *[other] { $rolls } Würfen
}
game-paper-reached = Die Summe des Artikels, der die Figuren als unabhängig annahm, ist { $paper } Einheiten: Diese zulässige Partie erreicht sie.
game-paper-longer = Die Summe des Artikels, der die Figuren als unabhängig annahm, ist { $paper } Einheiten: Diese zulässige Partie ist { $excess } Einheiten länger.
game-ties = { $objective ->
    [quickest] { $count } zulässige Partien sind genau so schnell und so kurz.
   *[shortest] { $count } zulässige Partien sind genau so kurz.
}
game-ties-one = Keine andere zulässige Partie ist so gut.
game-method = Exakte dynamische Programmierung über { $positions } Stellungen, in { $seconds } s.
game-start = |< Anfang
game-start-hint = Vor dem ersten Wurf
game-prev = < Zurück
game-prev-hint = Einen Wurf zurück
game-play = Abspielen
game-pause = Anhalten
game-play-hint = Die Partie Wurf für Wurf abspielen
game-next = Weiter >
game-next-hint = Einen Wurf weiter
game-end = Ende >|
game-end-hint = Nach dem letzten Wurf
game-slider = Wurf
game-slider-hint = Durch die Würfe spulen
game-speed = Würfe/s
game-speed-hint = Abspielgeschwindigkeit
game-at-start = Vor dem ersten Wurf: Alle vier Figuren warten im Startfeld B.
game-keys = Die Leertaste spielt ab, die Pfeiltasten rechts und links gehen einen Wurf, Pos1 und Ende springen.
game-roll = Wurf { $roll } von { $rolls }
game-move = Figur { $piece } zieht von { $from } nach { $to }
game-move-out = Figur { $piece } verlässt das Startfeld: von { $from } nach A
game-no-move = Kein Zug: Der Wurf verfällt
game-length = { $units } Einheiten
game-running-total = Zusammen { $units } Einheiten = { $cm } cm
game-all-home = Alle vier Figuren sind im Ziel.
game-pieces-heading = Jede Figur
game-col-piece = Figur
game-col-way = Weg
game-col-out = Aus B
game-col-from-a = Ab A
game-col-moves = Züge
game-way = { $slot } nach { $home }
game-rolls-heading = Alle Würfe
game-roll-row = { $roll }. eine { $die }: Figur { $piece } von { $from } nach { $to }, { $length } Einheiten (zusammen { $total })
game-export = Diese Abbildung exportieren …
game-export-hint = Das Spielfeld der Partie mit jedem Zug als SVG oder PNG speichern, mit Bildunterschrift und Legende
game-legend-move = Der Zug dieses Wurfs
# Die Augenzahl des Würfels für Bildschirmleser.
game-die = Würfel zeigt { $face }

## Abbildungen exportieren (Datei → Abbildung exportieren …)

menu-export-figure = Abbildung exportieren …
export-title = Eine Abbildung exportieren
export-intro = Jede Abbildung wird mit den aktuellen Einstellungen berechnet und genau so geschrieben wie von „maedn figure NAME“, mit Bildunterschrift und Legende.
export-format = Format
export-theme = Farben
export-theme-light = Hell
export-theme-dark = Dunkel
export-start = Exportieren …
export-start-hint = Wählen, wo { $name } gespeichert wird
export-running = { $name } wird exportiert: { $seconds } s
export-calls = bisher { $calls } Suchaufrufe
export-positions = bisher { $positions } Stellungen
export-cancel = Abbrechen
export-close = Schließen
