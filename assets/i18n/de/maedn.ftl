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

## Lesson (die geführte Stunde, die Begrüßung beim ersten Start, die Geschichte im Präsentationsmodus, Seitenleisten)

mode-lesson = Unterricht
mode-lesson-hint = Eine geführte Stunde: die Geschichte des Aufsatzes Folie für Folie, jede Zahl live berechnet
lesson-computing = Wird berechnet …
lesson-failed = Das ließ sich nicht berechnen: { $reason }
lesson-back = ← Zurück
lesson-next = Weiter →
lesson-leave = Unterricht verlassen
lesson-slide-of = { $n } / { $count }
lesson-dot-hint = Folie { $n }: { $title }
lesson-settings = Einstellungen: { $lengths }, { $goalrow }, { $spacing } Einheiten Feldabstand
lesson-settings-bound = Schranke { $bound } Einheiten pro Feld
lesson-settings-piece = Figur { $piece }
lesson-settings-dp = exakte dynamische Programmierung
lesson-lengths-rounded = gerundete Längen
lesson-lengths-exact = exakte Längen
lesson-goal-row-paper = Zielfelder wie im Aufsatz
lesson-goal-row-free = freie Zielfelder

lesson-game-title = Das Spiel
lesson-game-rule-start = Vier Figuren warten im Startfeld B.
lesson-game-rule-six = Nur mit einer 6 kommt eine heraus, auf A.
lesson-game-rule-track = Jede läuft einmal um die { $tiles } Felder der Bahn …
lesson-game-rule-home = … in die Zielfelder a–d. Alle vier im Ziel: gewonnen.
lesson-game-alone = Wir spielen Schwarz allein: Niemand wirft uns hinaus.
lesson-game-try = Würfle eine 6, um eine Figur herauszubringen.
lesson-game-out = Figur { $piece } zieht { $units } Einheiten von B nach A.
lesson-game-out-all = Alle vier: { $total } Einheiten (der Aufsatz rundet { $sum } auf).
lesson-game-roll-six = Eine 6 würfeln
lesson-game-again = Von vorn

lesson-question-title = Die Frage
lesson-question-body = Die Hand schiebt eine Figur nicht die Bahn entlang: Sie hebt sie hoch und setzt sie ab, auf gerader Linie.
lesson-question-ask = Wenn wir jeden Wurf wählen dürften: Wie kurz könnte der Weg der Hand bis zum Sieg sein?
lesson-question-move = Von Feld { $from } mit einer { $roll }: { $track } Einheiten die Bahn entlang, { $straight } Einheiten auf gerader Linie ({ $percent } %).
lesson-question-none = Von Feld { $from } führte eine { $roll } vom Spielfeld.
lesson-question-pick = Klicke ein Feld an. Wurf:

lesson-size-title = Wie groß ist die Aufgabe?
lesson-size-body = Jedes Spiel ausprobieren? Der Aufsatz schätzt { $all } Spiele mit vier Figuren, { $single } mit einer Figur nach der anderen.
lesson-size-counted = Genau gezählt, mit dynamischer Programmierung:
lesson-size-ways = Figur { $piece } → { $goal }: { $ways } Wege ab A.
lesson-size-best = Der kürzeste, { $units } Einheiten: { $ties ->
    [one] nur ein Weg.
   *[other] { $ties } Wege.
}
lesson-size-all = Alle vier Zielfelder: { $ways } Wege.
lesson-size-piece = Figur
lesson-size-x = Länge des Weges ins Ziel, Einheiten
lesson-size-y = Wege
lesson-size-marker = der kürzeste

lesson-bits-title = Das Bitboard
lesson-bits-body = Der Aufsatz speichert den ganzen Weg einer Figur in einer { $all }-Bit-Zahl: { $start } Bits für B, { $track } für die Bahn, { $goal } für a–d, { $units } für die zurückgelegten Einheiten.
lesson-bits-click = Klicke ein Feld oder ein Bit an: Es kippt um.
lesson-bits-tile = Feld { $tile } ist Bit { $bit }: jetzt { $on ->
    [yes] gesetzt.
   *[no] gelöscht.
}
lesson-bits-start = Bit { $bit } ist ein Platz in B: jetzt { $on ->
    [yes] gesetzt.
   *[no] gelöscht.
}
lesson-bits-units-bit = Bit { $bit } gehört zu den zurückgelegten Einheiten.
lesson-bits-units = Die untersten { $n } Bits sagen { $units } Einheiten; die Züge messen { $moved }.
lesson-bits-not-a-path = Das ist kein Weg mehr, den die Suche gehen könnte.
lesson-bits-no-piece = Keine Figur unterwegs: nichts zu messen.
lesson-bits-reset = Wieder der Weg von Figur 1
lesson-bits-region-start = Startfeld
lesson-bits-region-track = Bahn
lesson-bits-region-goal = Zielfelder
lesson-bits-region-units = zurückgelegte Einheiten

lesson-search-title = Die Suche
lesson-search-body = Branch and Bound: Probiere die Würfe 6, 5 … 1 und gehe jedes Mal tiefer (Tiefensuche).
lesson-search-best = Merke dir den kürzesten bisher gefundenen Weg, „best“, und gib jeden Zweig auf, der ihn nicht mehr schlagen kann.
lesson-search-call = Aufruf { $call }: Feld { $tile }, bisher { $moved } Einheiten.
lesson-search-estimate = { $left } Felder übrig × { $bound } = { $estimate }.
lesson-search-no-best = Noch kein „best“: weiter.
lesson-search-prune = { $sum } > best { $best }: Zweig aufgeben.
lesson-search-go = { $sum } ≤ best { $best }: weiter.
lesson-search-done = Fertig: Figur { $piece } braucht { $units } Einheiten; { $calls } Aufrufe.
lesson-search-starting = Startet …
lesson-search-counters = { $calls } Aufrufe, davon { $prunes } aufgegeben.
lesson-search-pause = Anhalten
lesson-search-resume = Fortsetzen
lesson-search-step = Ein Aufruf
lesson-search-slower = Langsamer
lesson-search-faster = Schneller
lesson-search-restart = Noch einmal
lesson-search-rate = { $rate } Aufrufe pro Sekunde

lesson-bound-title = Die Schranke
lesson-bound-body = Bevor die Suche tiefer geht, fragt sie: bisher + Felder übrig × Schranke > best? Dann kann selbst der billigste Rest nicht gewinnen: abschneiden.
lesson-bound-cheapest = Sicher nur, wenn kein Zug pro Feld billiger ist. Der billigste: { $from } → { $to }, { $units } Einheiten für { $tiles } Felder = { $per } pro Feld.
lesson-bound-paper-unsafe = Die { $bound } des Aufsatzes sind mehr: nicht als zulässig bewiesen.
lesson-bound-paper-safe = Die { $bound } des Aufsatzes sind nicht mehr: zulässig.
lesson-bound-break = Bis { $good } bleibt das Optimum erhalten; { $bad } verliert es.
lesson-bound-no-break = Keine Schranke von { $from } bis { $to } verliert das Optimum.
lesson-bound-chosen = Schranke { $bound }: { $calls } Aufrufe, { $units } Einheiten, { $optimal ->
    [yes] optimal.
   *[no] zu lang!
}
lesson-bound-slider = Schranke
lesson-bound-marker = gewählt: { $bound }

lesson-answer-title = Die Antwort
lesson-answer-body = Alle vier Figuren, die Züge aus B mitgezählt:
lesson-answer-total = { $units } Einheiten = { $cm } cm auf dem { $side }-cm-Spielbrett, in { $rolls } Würfen ({ $sixes } Sechsen).
lesson-answer-optimal = Die exakte dynamische Programmierung bestätigt: optimal.
lesson-answer-not-optimal = Die exakte dynamische Programmierung findet { $units } Einheiten: nicht optimal.
lesson-answer-piece = { $piece } → { $goal }
lesson-answer-out = aus B
lesson-answer-units = Einheiten
lesson-answer-cm = cm
lesson-answer-all = Alle
lesson-answer-rolls-chart = Würfe
lesson-answer-step = Schritt für Schritt

lesson-whole-title = Das ganze Spiel, gespielt
lesson-whole-body = Der Aufsatz zieht jede Figur für sich. Ein echtes Spiel hat Regeln zwischen den Figuren: Eine 6 muss eine herausbringen, A muss geräumt werden, keine landet auf einer eigenen.
lesson-whole-searched = Alle { $states } Stellungen des Spiels durchsucht:
lesson-whole-total = Das kürzeste regelgerechte Spiel: { $units } Einheiten = { $cm } cm in { $rolls } Würfen.
lesson-whole-same = Genau die Summe des Aufsatzes; { $games } verschiedene Spiele sind gleich kurz.
lesson-whole-more = { $excess } Einheiten mehr als die { $paper } des Aufsatzes.
lesson-whole-start = Vor dem ersten von { $rolls } Würfen.
lesson-whole-roll = Wurf { $n } von { $rolls }: eine { $die }, Figur { $piece }, { $length } Einheiten; bisher { $total }.
lesson-whole-lost = Wurf { $n } von { $rolls }: eine { $die }, kein Zug.
lesson-whole-roll-slider = Wurf
lesson-whole-play = Abspielen
lesson-whole-pause = Anhalten
lesson-whole-open = Zur Spielansicht

lesson-ordinary-title = Wie gut ist das?
lesson-ordinary-body = Ein gewöhnliches Spiel: ein fairer Würfel und irgendein erlaubter Zug.
lesson-ordinary-mean = Im Mittel sind das { $units } Einheiten in { $rolls } Würfen.
lesson-ordinary-quickest = Das schnellste Spiel: { $rolls } Würfe, { $units } Einheiten.
lesson-ordinary-headline = Im kürzesten Spiel bewegt die Hand { $percent } % dessen, was sie in einem gewöhnlichen Spiel bewegt.
lesson-ordinary-check = { $games } simulierte Spiele: im Mittel { $units } Einheiten.
lesson-ordinary-played = Dein Spiel: { $units } Einheiten in { $rolls } Würfen.
lesson-ordinary-play = Ein gewöhnliches Spiel spielen
lesson-ordinary-shortest-bar = kürzestes
lesson-ordinary-quickest-bar = schnellstes
lesson-ordinary-mean-bar = gewöhnlich (Mittel)
lesson-ordinary-played-bar = dein Spiel
lesson-ordinary-axis = Einheiten

lesson-beyond-title = Über den Aufsatz hinaus
lesson-beyond-body = Zwei Entscheidungen des Aufsatzes lassen sich ändern: exakte statt gerundeter Längen und freie Zielfelder (Halt auf jedem freien Zielfeld).
lesson-beyond-dp = Dynamische Programmierung löst jedes Feld rückwärts vom Ziel aus: keine geschätzte Schranke, nachweislich optimal.
lesson-beyond-total = Kürzester Weg: { $units } Einheiten = { $cm } cm, { $change ->
    [less] { $diff } Einheiten weniger als nach den Regeln des Aufsatzes.
    [more] { $diff } Einheiten mehr als nach den Regeln des Aufsatzes.
   *[same] wie nach den Regeln des Aufsatzes.
}
lesson-beyond-time = Sie braucht { $micros } µs, die Suche des Aufsatzes { $calls } Aufrufe.
lesson-beyond-time-alone = Sie braucht { $micros } µs.
lesson-beyond-exact = Exakte Längen
lesson-beyond-free = Freie Zielfelder

lesson-legend-pieces = Figuren
lesson-legend-out = ein Zug aus B
lesson-legend-along = die Bahn entlang
lesson-legend-passed = überquerte Felder
lesson-legend-straight = die gerade Linie der Hand
lesson-legend-set = Bit gesetzt
lesson-legend-flipped = Bit gerade umgekippt
lesson-legend-lengths = die Länge jedes Zuges; Würfe { $rolls }
lesson-legend-last-move = der letzte Zug
lesson-legend-heat = kürzester Weg nach d, in Tausend Einheiten
lesson-legend-arrow = der beste Wurf von hier

welcome-title = Willkommen bei maedn
welcome-what = Wie weit muss deine Hand die Figuren bewegen, um „Mensch ärgere Dich nicht“ zu gewinnen, wenn du jeden Wurf wählen dürftest? Dieses Programm rechnet es aus, mit der Suche des Aufsatzes live, und lässt dich hineinschauen.
welcome-try = Drei Dinge zum Ausprobieren:
welcome-try-solve = Lösen: Starten drücken (Leertaste) und den Zählern zusehen.
welcome-try-step = Schritte: jeder Figur Wurf für Wurf folgen (→).
welcome-try-edit = Bearbeiten: Felder anklicken und die Bits eines Bitboards umkippen.
welcome-lesson = Den Unterricht beginnen
welcome-close = Schließen
welcome-later = Der Unterricht ist jederzeit oben in der Leiste.

present-step = Figur { $piece }, Zug { $step } von { $moves }: eine { $roll }, { $length } Einheiten
present-step-start = Figur { $piece } verlässt B mit einer 6
present-step-total = Bisher { $units } Einheiten = { $cm } cm
present-solve-counters = { $calls } Aufrufe, { $prunes } aufgegeben ({ $share } %)
present-solve-best = Bisher bester Weg: { $units } Einheiten
present-solve-result = Gesamt { $units } Einheiten = { $cm } cm, { $optimal ->
    [yes] optimal
   *[no] nicht optimal
}

panel-hide = Diese Leiste ausblenden
panel-show = Die Leiste einblenden
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
