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

## Truth (Issue 8: ehrliche Zahlen und Fehler, die beim Benutzen auffielen)

# Die Statuszeile.
notice-opened-boards = { $count ->
    [one] { $count } Bitboard aus { $path } geöffnet
   *[other] { $count } Bitboards aus { $path } geöffnet
}
notice-restoring-session = Sitzung { $path } geöffnet: ihre Suche wird erneut gerechnet, um die Ergebnisse zu zeigen …
notice-session-restored = Sitzung { $path } geöffnet: ihre Ergebnisse wurden neu gerechnet und stimmen mit der Datei überein
notice-session-differs = Sitzung { $path } geöffnet: ihre Ergebnisse wurden neu gerechnet und weichen von der Datei ab; gezeigt werden die gerechneten
notice-session-not-restored = Sitzung { $path } geöffnet, aber ihre Ergebnisse ließen sich nicht neu rechnen; starte die Suche, um sie zu sehen
notice-copied = Kopiert: { $text }
notice-nothing-to-paste = Nichts einzufügen: die Zwischenablage enthält keinen Text

# Die laufenden Zähler und was sie zählen.
counter-calls = Aufrufe
counter-calls-hint = Wie oft die Suchfunktion aufgerufen wurde, die von der Schranke abgeschnittenen Aufrufe eingeschlossen.
counter-prunes = Abschnitte
counter-prunes-hint = Wie viele Aufrufe sofort zurückkehrten, weil zurückgelegt + verbleibende Felder × Schranke größer war als die beste Länge bisher.
counter-prune-share = Anteil abgeschnitten
counter-prune-share-hint = Der Anteil aller Aufrufe, den die Schranke sofort abgeschnitten hat.
counter-best = Bestes bisher
counter-best-hint = Der kürzeste vollständige Weg, der bisher für die gesuchte Figur gefunden wurde.
counter-depth = Tiefe
counter-depth-hint = Wie viele Züge tief der aktuelle Aufruf ist, gezählt vom Ausgangsfeld der Figur.
counter-piece = Figur
counter-piece-hint = Die Figur, für die gerade gesucht wird: die Suche löst eine Figur nach der anderen.
counter-rate = Aufrufe pro Sekunde
counter-rate-hint = Die Aufrufe geteilt durch die Zeit, die die Suche gelaufen ist, ohne Pausen.
counter-elapsed = Laufzeit
counter-elapsed-hint = Die Zeit, die das Verfahren selbst gelaufen ist, ohne Pausen und ohne die Prüfung durch die DP.
counter-expanded = Ausgewertete Zustände
counter-expanded-hint = Wie viele Stellungen die exakte DP oder A* ausgewertet hat.

# Die Einstellungen und was sie bedeuten.
setting-algorithm-hint = Welches Verfahren löst: Branch and Bound aus dem Artikel zählt Aufrufe und Abschnitte; DP und A* sind exakt.
setting-bound-hint = Die Einheiten pro Feld in der Prüfung zurückgelegt + verbleibende Felder × Schranke > bestes: je größer, desto mehr wird abgeschnitten.
setting-bound-per-tile-hint = Eine geschätzte Schranke in Einheiten pro Feld (im Artikel 193); sie ist nur bis zum billigsten Zug pro Feld zulässig.
setting-bound-admissible-value = { $value } Einheiten/Feld: der billigste Zug pro Feld, berechnet
setting-bound-none-value = keine Schätzung: nur Wege, die schon länger als der beste sind, werden abgeschnitten
setting-spacing-hint = Der Abstand zwischen den Mitten benachbarter Felder in Spielfeld-Einheiten (im Artikel 850).
setting-lengths-hint = Ob die Luftlinie jedes Zuges wie im Artikel auf ganze Einheiten gerundet oder genau behalten wird.
setting-goal-row-hint = Ob eine Figur die Zielfelder nur auf ihrem eigenen Zielfeld betritt (der Artikel) oder auf jedem freien bis dorthin.
setting-colour-hint = Wessen Figuren ziehen; jede Farbe hat denselben kürzesten Weg, um eine Vierteldrehung gedreht.
setting-spacing-zero = Ein Abstand von 0 Einheiten legt alle Felder auf dieselbe Stelle: mindestens 1.
setting-spacing-too-large = Ein Abstand von { $spacing } Einheiten wird abgelehnt: eine Figur könnte bis zu { $worst } Einheiten zurücklegen, mehr als das 16-Bit-Einheitenfeld eines Bitboards fasst ({ $limit }). Höchstens { $max } Einheiten.

# Die Ergebnisse.
results-total = Gesamt: { $units } Einheiten = { $cm } cm
results-optimal = Optimal: { $how }
results-not-optimal = Nicht optimal: { $how }
results-time = Die Suche brauchte { $seconds } s; die Prüfung durch die exakte DP weitere { $check } ms.
results-time-dp = Die DP brauchte { $seconds } s (sie ist ihre eigene Prüfung).
results-time-hint = Die Zeit des Verfahrens allein; die Prüfung seiner Antwort durch die exakte DP wird getrennt gemessen.

# Die Schritte.
step-page = Bitboards { $first }–{ $last } von { $total }
step-page-hint = Eine lange Liste wird in Seiten zu { $page } Bitboards gezeigt.
step-page-previous = < Vorige Bitboards
step-page-next = Nächste Bitboards >
step-no-path-on-page = Auf dieser Seite hat kein Bitboard eine Figur unterwegs.
step-board-label = #{ $number }
step-show-piece = Figur { $piece } zeigen
step-show-board = Bitboard { $number } der Liste zeigen
step-show-board-of-piece = Bitboard { $number } der Liste zeigen (Figur { $piece })
step-edit-position-hint = Den Weg bis hier, { $board }, im Editor öffnen: ein Bitboard, das er als stimmig liest
step-solve-rest = Den Rest ab Zug { $step } lösen
step-solve-rest-hint = Den kürzesten Weg von diesem Zug zum Zielfeld der Figur suchen, mit laufenden Zählern.
step-solve-rest-disabled = Die Figur ist am Ziel: es bleibt nichts zu lösen.

# Der Editor.
edit-enter-applies = Mit Enter dieses Bitboard übernehmen (Esc stellt zurück).
edit-step-needs-path = Braucht ein Bitboard mit einer Figur unterwegs ab A: dieses hat keine Züge zum Durchgehen.

# Die Schranken-Reihe.
sweep-progress = { $done } von { $planned } Schranken gelöst
sweep-bisecting = Halbierung bis zur genauen Bruchstelle: { $probes } weitere Lösung(en)
sweep-stopped = Nach { $done } von { $planned } Schranken angehalten: über die nicht gelösten wird nichts gesagt.

# Das Datei-Menü: was „Bitboards speichern“ speichert.
menu-save-solution-boards = { $count ->
    [one] Das Bitboard der Lösung speichern …
   *[other] Die { $count } Bitboards der Lösung speichern …
}
menu-save-stepper-boards = { $count ->
    [one] Das Bitboard der Schritte speichern …
   *[other] Die { $count } Bitboards der Schritte speichern …
}
menu-save-editor-list = Die Liste des Editors mit { $count } Bitboards speichern …
menu-save-editor-board = Das Bitboard des Editors speichern …

# Das Fenster für einen getippten Pfad (kein Dateidialog verfügbar).
typed-open-boards = Eine Bitboard-Liste öffnen
typed-open-session = Eine Sitzung öffnen
typed-save-boards = Die Bitboards speichern unter
typed-save-session = Die Sitzung speichern unter
typed-export-svg = Das Spielfeld als SVG exportieren
typed-export-png = Das Spielfeld als PNG exportieren
typed-export-figure-svg = Die Abbildung als SVG exportieren
typed-export-figure-png = Die Abbildung als PNG exportieren
typed-path-hint = ~ ist dein Home-Ordner; ein relativer Pfad beginnt im Ordner, aus dem maedn gestartet wurde. Esc schließt.

# Bevor ein Speichern eine Datei ersetzt.
confirm-save-title = Speichern?
confirm-replace = { $path } gibt es schon. Ersetzen?
confirm-extension = { $path } endet nicht auf .{ $ext }, die Endung dessen, was gespeichert wird.
confirm-replace-yes = Ersetzen
confirm-save-anyway = Trotzdem speichern
confirm-cancel = Nicht speichern

# Bildunterschriften von Datei → Spielfeld als SVG / PNG exportieren.
board-export-best-so-far = Die Suche bisher: der beste Weg von Figur { $piece } bis jetzt
board-export-no-result = Das Spielfeld vor einer Suche
board-export-game = Die ganze Partie
board-export-step-one = Figur { $piece }, Zug { $step } von { $moves }: bisher { $units } Einheiten
board-export-step-all = { $paths } Wege bei Zug { $step }
