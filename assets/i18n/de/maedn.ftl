# maedn — deutsche Texte. Jede Nachricht der englischen Datei steht auch hier
# (ein Test prüft Nachrichten, Attribute und Platzhalter).
#
# Begriffe (überall gleich: Fenster, Unterricht, Abbildungen):
#   board → Spielfeld · tile → Feld · track → Bahn · start field → Startfeld „B“
#   start tile → Feld A · goal row/tiles → Zielfelder a–d · piece → Figur
#   roll → Wurf, to roll → würfeln · move → Zug · to capture → schlagen
#   game → Spiel (die Ansicht und ihre Tasten: Partie) · legal → regelgerecht,
#   ein legal move → ein erlaubter Zug
#   the paper → der Aufsatz · bound → Schranke · admissible → zulässig
#   (nur für Schranken und Heuristiken, nie für „regelgerecht“)
#   call → Aufruf · to prune → abschneiden, pruned → abgeschnitten
#   best (the paper's variable) → Bestwert; „schlagen“ nur fürs Hinauswerfen
#   branch and bound → Branch and Bound · exact DP → exakte DP (dynamische
#   Programmierung) · bit-board → Bitboard · unit → Einheit
#   Modi: Lösen, Schritte, Bearbeiten, Partie, Unterricht, Erkunden
#   Anrede: du im Unterricht („Klicke …“), sonst unpersönlich („Ein Feld wählen“).

## Sprachen

lang-name = Deutsch

## Längen

units-amount = { $n ->
    [one] { $n } Einheit
   *[other] { $n } Einheiten
}

## Die obere Leiste

lang-hint = Die Sprache des Fensters und der exportierten Abbildungen
menu-file = Datei
menu-view = Ansicht
present = Vortrag
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
zoom-fit = An Fenster anpassen
zoom-fit-hint = Der Zoom folgt der Fenstergröße: Ein großer Bildschirm zeigt alles größer. Von Hand vergrößern oder verkleinern schaltet das aus.
legend = Legende
legend-hint = Erklären, was die Farben und Zeichen auf dem Spielfeld bedeuten
tile-numbers = Feldnummern
tile-numbers-hint = Neben jedes Bahnfeld seine Nummer schreiben, 0–39 ab A, so wie jeder Satz zählt (die Zielfelder heißen a–d, das Startfeld B)
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
lesson-settings = Einstellungen: { $lengths }, { $goalrow }, { $spacing } Einheiten Feldabstand
lesson-settings-bound = Schranke { $bound } Einheiten pro Feld
lesson-settings-piece = Figur { $piece }
lesson-settings-dp = exakte dynamische Programmierung

lesson-game-title = Das Spiel
lesson-game-rule-start = Vier Figuren warten im Startfeld B.
lesson-game-rule-six = Nur mit einer 6 kommt eine auf A.
lesson-game-rule-track = Jede läuft einmal um die { $tiles } Felder …
lesson-game-rule-home = … ins Ziel a–d. Alle vier drin: Sieg!
lesson-game-alone = Wir spielen Schwarz, ohne Gegner.
lesson-game-try = Würfle eine 6, um eine Figur herauszubringen.
lesson-game-out = Figur { $piece }, B → A: { $units } Einheiten.
lesson-game-out-all = Alle vier, aufgerundet: { $total } Einheiten.
lesson-game-roll-six = Eine 6 würfeln
lesson-game-again = Von vorn

lesson-question-title = Die Frage
lesson-question-body = Die Hand schiebt eine Figur nicht die Bahn entlang: Sie hebt sie hoch und setzt sie ab, auf gerader Linie.
lesson-question-ask = Wenn wir jeden Wurf wählen dürften: Wie kurz könnte der Weg der Hand bis zum Sieg sein?
lesson-question-move = Von { $from } mit einer { $roll }: { $track } Einheiten die Bahn entlang, { $straight } Einheiten auf gerader Linie ({ $percent } %).
lesson-question-none = Von { $from } führte eine { $roll } vom Spielfeld.
lesson-question-pick = Klicke ein Feld an. Wurf:

lesson-size-title = Wie groß ist die Aufgabe?
lesson-size-body = Jedes Spiel ausprobieren? Der Aufsatz schätzt { $all } Spiele mit vier Figuren, { $single } mit einer Figur nach der anderen.
lesson-size-counted = Genau gezählt, mit dynamischer Programmierung:
lesson-size-ways = Figur { $piece } → { $goal }: { $ways } Wege ab A.
lesson-size-best = Der kürzeste, { $units } Einheiten: { $ties ->
    [one] nur ein Weg.
   *[other] { $ties } Wege.
}
lesson-size-all = Alle vier Zielfelder: { $ways } Wege.
lesson-size-piece = Figur
lesson-size-x = Länge des Weges ins Ziel, Einheiten
lesson-size-y = Wege
lesson-size-marker = der kürzeste

lesson-bits-title = Das Bitboard
lesson-bits-body = Der Aufsatz speichert den ganzen Weg einer Figur in einer { $all }-Bit-Zahl: { $start } Bits für B, { $track } für die Bahn, { $goal } für a–d, { $units } für die zurückgelegten Einheiten.
lesson-bits-click = Klicke ein Feld oder ein Bit an: Es wechselt zwischen 0 und 1.
lesson-bits-tile = { $tile } ist Bit { $bit }: jetzt { $on ->
    [yes] gesetzt.
   *[no] gelöscht.
}
lesson-bits-start = Bit { $bit } ist ein Platz in B: jetzt { $on ->
    [yes] gesetzt.
   *[no] gelöscht.
}
lesson-bits-units-bit = Bit { $bit } gehört zu den zurückgelegten Einheiten.
lesson-bits-units = In den untersten { $n } Bits stehen { $units } Einheiten; nachgemessen sind die Züge { $moved } lang.
lesson-bits-not-a-path = Das ist kein Weg mehr, den die Suche gehen könnte.
lesson-bits-no-piece = Keine Figur unterwegs: nichts zu messen.
lesson-bits-reset = Wieder der Weg von Figur 1
lesson-bits-region-start = Startfeld
lesson-bits-region-track = Bahn
lesson-bits-region-goal = Zielfelder
lesson-bits-region-units = zurückgelegte Einheiten

lesson-search-title = Die Suche
lesson-search-body = Branch and Bound: Würfe 6, 5 … 1 probieren, immer tiefer (Tiefensuche).
lesson-search-best = Der kürzeste Weg bisher ist der Bestwert; ein Zweig, der ihn nicht schlagen kann, wird abgeschnitten.
lesson-search-call = Aufruf { $call }: { $tile }, bisher { $moved } Einheiten.
lesson-search-estimate = { $left } Felder übrig × { $bound } = { $estimate }.
lesson-search-no-best = Noch kein Bestwert: weiter.
lesson-search-prune = { $sum } > Bestwert { $best }: Zweig abschneiden.
lesson-search-go = { $sum } ≤ Bestwert { $best }: weiter.
lesson-search-done = Fertig: Figur { $piece } braucht { $units } Einheiten; { $calls } Aufrufe.
lesson-search-starting = Startet …
lesson-search-counters = { $calls } Aufrufe, davon { $prunes } abgeschnitten.
lesson-search-pause = Anhalten
lesson-search-resume = Fortsetzen
lesson-search-step = Ein Aufruf
lesson-search-slower = Langsamer
lesson-search-faster = Schneller
lesson-search-restart = Noch einmal
lesson-search-rate = { $rate } Aufrufe/s

lesson-bound-title = Die Schranke
lesson-bound-body = Bevor die Suche tiefer geht, fragt sie: bisher + Felder übrig × Schranke > Bestwert? Dann gewinnt selbst der billigste Rest nicht: abschneiden.
lesson-bound-cheapest = Sicher nur, wenn kein Zug je Feld billiger ist. Der billigste: { $from } → { $to }, { $units } Einheiten für { $tiles } Felder = { $per } je Feld.
lesson-bound-paper-unsafe = Die { $bound } des Aufsatzes sind mehr: nicht als sicher bewiesen.
lesson-bound-paper-safe = Die { $bound } des Aufsatzes sind nicht mehr: zulässig.
lesson-bound-no-break = Keine Schranke von { $from } bis { $to } verliert das Optimum.
lesson-bound-chosen = Schranke { $bound }: { $calls } Aufrufe, { $units } Einheiten, { $optimal ->
    [yes] optimal.
   *[no] zu lang!
}
lesson-bound-slider = Schranke
lesson-bound-marker = gewählt: { $bound }
lesson-bound-marker-paper = gewählt: { $bound }, die des Aufsatzes
lesson-bound-marker-admissible = gewählt: { $bound }, zulässig
lesson-bound-runs = Schranken { $from }–{ $to }: optimal nur bei { $runs }.
lesson-bound-all-lost = Jede Schranke von { $from } bis { $to } verliert das Optimum.
lesson-bound-gives-back = Größere gaben es zurück: Abschneiden ändert den zuerst gefundenen Weg.

lesson-answer-title = Die Antwort
lesson-answer-body = Alle vier Figuren, die Züge aus B mitgezählt:
lesson-answer-total = { $units } Einheiten = { $cm } cm auf dem { $side }-cm-Spielfeld, in { $rolls } Würfen ({ $sixes } Sechsen).
lesson-answer-optimal = Die exakte dynamische Programmierung bestätigt: optimal.
lesson-answer-not-optimal = Die exakte dynamische Programmierung findet { $units } Einheiten: nicht optimal.
lesson-answer-piece = { $piece } → { $goal }
lesson-answer-out = aus B
lesson-answer-units = Einheiten
lesson-answer-cm = cm
lesson-answer-all = Alle
lesson-answer-rolls-chart = Würfe
lesson-answer-step = Schritt für Schritt

lesson-whole-title = Das ganze Spiel, gespielt
lesson-whole-body = Der Aufsatz zieht jede Figur für sich. Ein echtes Spiel hat Regeln zwischen den Figuren: Eine 6 muss eine herausbringen, A muss geräumt werden, keine landet auf einer eigenen.
lesson-whole-searched = Alle { $states } Stellungen des Spiels durchsucht:
lesson-whole-total = Das kürzeste regelgerechte Spiel: { $units } Einheiten = { $cm } cm in { $rolls } Würfen.
lesson-whole-same = Genau die Summe des Aufsatzes; { $games } verschiedene Spiele sind gleich kurz.
lesson-whole-more = { $excess } Einheiten mehr als die { $paper } des Aufsatzes.
lesson-whole-start = Vor dem ersten von { $rolls } Würfen.
lesson-whole-roll = Wurf { $n } von { $rolls }: eine { $die }, Figur { $piece }, { $length } Einheiten; bisher { $total }.
lesson-whole-lost = Wurf { $n } von { $rolls }: eine { $die }, kein Zug.
lesson-whole-roll-slider = Wurf
lesson-whole-play = Abspielen
lesson-whole-pause = Anhalten
lesson-whole-open = Zur Spielansicht

lesson-ordinary-title = Wie gut ist das?
lesson-ordinary-body = Ein gewöhnliches Spiel: ein fairer Würfel und irgendein erlaubter Zug.
lesson-ordinary-mean = Im Mittel sind das { $units } Einheiten in { $rolls } Würfen.
lesson-ordinary-quickest = Das schnellste Spiel: { $rolls } Würfe, { $units } Einheiten.
lesson-ordinary-headline = Das kürzeste Spiel bewegt die Hand { $percent } % so weit wie ein gewöhnliches.
lesson-ordinary-check = { $games } simulierte Spiele: im Mittel { $units } Einheiten.
lesson-ordinary-played = Dein Spiel: { $units } Einheiten in { $rolls } Würfen.
lesson-ordinary-play = Computer: gewöhnliches Spiel
lesson-ordinary-shortest-bar = kürzestes
lesson-ordinary-quickest-bar = schnellstes
lesson-ordinary-mean-bar = gewöhnlich
lesson-ordinary-played-bar = dein Spiel
lesson-ordinary-fair = Der beste Spieler mit fairem Würfel: im Mittel { $units } Einheiten.
lesson-ordinary-fair-bar = bester
lesson-ordinary-axis = Einheiten

lesson-beyond-title = Über den Aufsatz hinaus
lesson-beyond-body = Zwei Entscheidungen des Aufsatzes lassen sich ändern: exakte statt gerundeter Längen und freie Zielfelder (Halt auf jedem freien Zielfeld).
lesson-beyond-dp = Dynamische Programmierung löst jedes Feld rückwärts vom Ziel: ohne Schranke, nachweislich optimal.
lesson-beyond-total = Kürzester Weg: { $units } Einheiten = { $cm } cm, { $change ->
    [less] { $diff } Einheiten weniger als nach den Regeln des Aufsatzes.
    [more] { $diff } Einheiten mehr als nach den Regeln des Aufsatzes.
   *[same] wie nach den Regeln des Aufsatzes.
}
lesson-beyond-time = Hier gemessen: { $micros } µs (je Lauf etwas anders); die Suche des Aufsatzes braucht { $calls } Aufrufe.
lesson-beyond-time-alone = Hier gemessen: { $micros } µs (je Lauf etwas anders).
lesson-beyond-exact = Exakte Längen
lesson-beyond-free = Freie Zielfelder

lesson-legend-pieces = Figuren
lesson-legend-out-piece = Figur { $piece } aus B
lesson-legend-along = die Bahn entlang
lesson-legend-passed = überquerte Felder
lesson-legend-straight = die gerade Linie der Hand
lesson-legend-set = Bit gesetzt
lesson-legend-flipped = eben umgeschaltetes Bit
lesson-legend-lengths = die Länge jedes Zuges; Würfe { $rolls }
lesson-legend-last-move = der letzte Zug
lesson-legend-heat = kürzester Weg nach d, in Tausend Einheiten
lesson-legend-arrow = der beste Wurf von hier

# Der Titel des Aufsatzes (englisch, wie gedruckt); der Spielname darin in halben Anführungszeichen (Zitat im Zitat).
paper-title = The shortest physical path to victory in ‚Mensch ärgere Dich nicht‘
welcome-title = Willkommen bei maedn
welcome-what = Wie weit muss deine Hand die Figuren bewegen, um „Mensch ärgere Dich nicht“ zu gewinnen, wenn du jeden Wurf wählen dürftest? Dieses Programm rechnet es aus, mit der Suche des Aufsatzes live, und lässt dich hineinschauen.
welcome-paper = Es rechnet den Aufsatz „{ $title }“ von { $author } ({ $year }) nach, auch seine Antwort: { $units } Einheiten = { $cm } cm.
welcome-try-play = { $mode }: selbst gegen das Optimum spielen, Wurf für Wurf.
welcome-try = Vier Dinge zum Ausprobieren:
welcome-try-solve = Lösen: Starten drücken (Leertaste) und den Zählern zusehen.
welcome-try-step = Schritte: jeder Figur Wurf für Wurf folgen (→).
welcome-try-edit = Bearbeiten: Felder anklicken und so die Bits eines Bitboards umschalten.
welcome-lesson = Den Unterricht beginnen
welcome-close = Schließen
welcome-later = Der Unterricht ist jederzeit oben in der Leiste.

present-step = Figur { $piece }, Zug { $step } von { $moves }: eine { $roll }, { $length } Einheiten
present-step-start = Figur { $piece } verlässt B mit einer 6
present-step-total = Bisher { $units } Einheiten = { $cm } cm
present-story-more = … und { $count } weitere Zeilen: Das Brett zeigt jeden Weg
present-solve-counters = { $calls } Aufrufe, { $prunes } aufgegeben ({ $share } %)
present-solve-best = Bisher bester Weg: { $units } Einheiten
present-solve-result = Gesamt { $units } Einheiten = { $cm } cm, { $optimal ->
    [yes] optimal
   *[no] nicht optimal
}

panel-hide = Diese Leiste ausblenden
panel-show = Die Leiste einblenden

# The Bound slide's legend below its chart: the marked bounds, short.
lesson-bound-legend-admissible = zulässig: { $bound }
lesson-bound-legend-paper = Aufsatz: { $bound }

## Das Spielfeld

# Ein Feld, wie ein Satz es nennt und das Brett es schreibt: ein Bahnfeld
# mit der Nummer daneben (A ist Feld 0), ein Zielfeld mit seinem Buchstaben.
tile-ref = { $goal ->
    [none] Feld { $number }
   *[other] Zielfeld { $goal }
}
tile-ref-head = { $goal ->
    [none] Feld { $number }
   *[other] Zielfeld { $goal }
}
# Die Farbe eines Spielers, wie in „Feld 12 von Schwarz“.
colour-name = { $colour ->
    [yellow] Gelb
    [green] Grün
    [red] Rot
   *[black] Schwarz
}
rules-lengths-rounded = gerundete Längen
rules-lengths-exact = exakte Längen
rules-goal-row-paper = Zielfelder wie im Aufsatz
rules-goal-row-free = freie Zielfelder
tile-track = Laufbahnfeld { $index } (gezählt ab dem A von Schwarz); für { $player } Feld { $own }
tile-goal = Zielfeld { $letter } von { $player }
tile-start = Startfeld-Platz { $slot } von { $player }
tile-bit = Bit { $bit } im Bitboard von { $player }
tile-no-bit = kein Bit im Bitboard von { $player }
tile-centre = Mittelpunkt bei { $point } Einheiten
# Die Länge eines Zuges auf dem Spielfeld, in Einheiten.
length-label = { $units }

## Die Legende (L)

legend-piece-path = { $goal ->
    [none] Weg von Figur { $piece }
   *[other] Weg von Figur { $piece } zum Zielfeld { $goal }
}
legend-pieces = Figuren, nummeriert nach ihrem Start aus B
legend-skipped = Felder, die ein Zug überspringt
legend-move-lengths = Die gerade Länge jedes Zuges, in Einheiten
legend-branch = Der gerade untersuchte Zweig
legend-pruned = Ein Zweig, den die Schranke abschneidet
legend-best = Der kürzeste bisher gefundene Weg
legend-lit = Ein gesetztes Bit des Bitboards

## Spiel (die ganze Partie, Wurf für Wurf)

mode-game = Partie
mode-game-hint = Die ganze optimale Partie aller vier Figuren nach den echten Regeln, Wurf für Wurf gespielt
game-heading = Die ganze Partie
game-shortest = Kürzeste
game-shortest-hint = Die regelgerechte Partie, in der die Hand den kürzesten Weg zurücklegt (dann die wenigsten Würfe)
game-quickest = Schnellste
game-quickest-hint = Die regelgerechte Partie mit den wenigsten Würfen (dann der kürzeste Weg)
game-walking = Alle Stellungen der Partie werden gesucht: bisher { $positions }
game-solving = Rückwärts vom Ende gelöst: { $solved } von { $positions } Stellungen
game-elapsed = { $seconds } s
game-failed = Die Partie konnte nicht berechnet werden: { $reason }
game-total = { $units } Einheiten = { $cm } cm in { $rolls ->
    [one] { $rolls } Wurf
   *[other] { $rolls } Würfen
}
game-paper-reached = Die Summe des Aufsatzes, der die Figuren als unabhängig annahm, ist { $paper } Einheiten: Diese regelgerechte Partie erreicht sie.
game-paper-longer = Die Summe des Aufsatzes, der die Figuren als unabhängig annahm, ist { $paper } Einheiten: Diese regelgerechte Partie ist { $excess } Einheiten länger.
game-ties = { $objective ->
    [quickest] { $count } regelgerechte Partien sind genau so schnell und so kurz.
   *[shortest] { $count } regelgerechte Partien sind genau so kurz.
}
game-ties-one = Keine andere regelgerechte Partie ist so gut.
game-method = Exakte dynamische Programmierung über { $positions } Stellungen, in { $seconds } s.
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
game-length = { $units } Einheiten
game-running-total = Zusammen { $units } Einheiten = { $cm } cm
game-all-home = Alle vier Figuren sind im Ziel.
game-pieces-heading = Jede Figur
game-col-piece = Figur
game-col-way = Weg
game-col-out = Aus B
game-col-from-a = Ab A
game-col-moves = Züge
game-way = { $slot } nach { $home }
game-pairing-note = Hier heißt eine Figur nach ihrem Platz in B; der Aufsatz nummeriert seine Figuren nach ihrem Ziel (1 → d, 2 → c, 3 → b, 4 → a), wie die Lektion. Diese Partie schickt { $pairs }.
game-rolls-heading = Alle Würfe
game-roll-row = { $roll }. eine { $die }: Figur { $piece } von { $from } nach { $to }, { $length } Einheiten (zusammen { $total })
game-export = Diese Abbildung exportieren …
game-export-hint = Das Spielfeld der Partie mit jedem Zug als SVG oder PNG speichern, mit Bildunterschrift und Legende
game-legend-move = Der Zug dieses Wurfs
# Die Augenzahl des Würfels für Bildschirmleser.
game-die = Würfel zeigt { $face }

## Abbildungen exportieren (Datei → Abbildung exportieren …)

menu-export-figure = Abbildung exportieren …
# What each named figure shows (File → Export figure…, `maedn figure --list`).
figure-about = { $name ->
    [board] ein beliebiges Bitboard (--board): sein Weg mit der Länge jedes Zugs, wie ihn das Fenster exportiert
    [piece-1] der kürzeste Weg von Figur 1 nach d, mit der Länge jedes Zugs (Abbildung 8 des Aufsatzes)
    [piece-2] der kürzeste Weg von Figur 2 nach c (Abbildung 9 des Aufsatzes)
    [piece-3] der kürzeste Weg von Figur 3 nach b (Abbildung 10 des Aufsatzes)
    [piece-4] der kürzeste Weg von Figur 4 nach a (Abbildung 11 des Aufsatzes)
    [full-path] alle vier Wege und die Züge aus dem Startfeld (Abbildung 12 des Aufsatzes)
    [rolls] wie oft der kürzeste Weg jede Augenzahl braucht (Abbildung 13 des Aufsatzes)
    [calls] die Aufrufe der Suche des Aufsatzes je Figur, weiterverfolgt und abgebrochen (Abbildung 14 des Aufsatzes)
    [calls-compared] Aufrufe je Figur mit und ohne Schranke (Abbildung 15 des Aufsatzes; rechnet die Suche mit 660 Millionen Aufrufen)
    [bound-sweep] Aufrufe je Schranke und ob das Optimum bleibt, mit der zulässigen Schranke und der des Aufsatzes
    [game] die kürzeste regelgerechte Partie aller vier Figuren: jeder Zug auf dem Brett, die Summe und ihre Würfe
    [quickest-game] die schnellste regelgerechte Partie (die wenigsten Würfe, dann die kürzeste): jeder Zug auf dem Brett
    [game-rolls] die kürzeste regelgerechte Partie Wurf für Wurf: die Länge jedes Zugs, nach Figur gefärbt, mit der Augenzahl
    [compare] der Aufwand jedes Suchverfahrens für die vier Figuren, logarithmisch (rechnet die Suche ohne Schranke und die einfache Vertiefung: Sekunden)
    [search-tree-1] der Branch-and-Bound-Baum von Figur 1 als Eiszapfen: durchsuchte, abgebrochene und beste Aufrufe
    [search-tree-2] der Branch-and-Bound-Baum von Figur 2
    [search-tree-3] der Branch-and-Bound-Baum von Figur 3
    [search-tree-4] der Branch-and-Bound-Baum von Figur 4
    [count-1] jeder Weg von A nach d (Figur 1), gezählt: die Verteilung der Längen, das Optimum und seine Gleichstände
    [count-2] jeder Weg von A nach c (Figur 2), gezählt
    [count-3] jeder Weg von A nach b (Figur 3), gezählt
    [count-4] jeder Weg von A nach a (Figur 4), gezählt
    [ordinary-game] wie weit eine gewöhnliche Partie die Hand bewegt: 10.000 simulierte Partien gegen den genauen Erwartungswert und das Optimum
    [fair-die] der beste Spieler mit einem fairen Würfel: 10.000 simulierte Partien gegen das genaue Optimum, die Partie mit frei gewählten Würfen und eine gewöhnliche Partie
    [retro-1] der kürzeste Weg jedes Feldes nach d (Figur 1), rückwärts gelöst: eine Farbkarte mit den besten Zügen
    [retro-2] der kürzeste Weg jedes Feldes nach c (Figur 2), rückwärts gelöst
    [retro-3] der kürzeste Weg jedes Feldes nach b (Figur 3), rückwärts gelöst
    [retro-4] der kürzeste Weg jedes Feldes nach a (Figur 4), rückwärts gelöst
   *[other] { $name }
}
export-title = Eine Abbildung exportieren
export-intro = Jede Abbildung wird mit den aktuellen Einstellungen berechnet und genau so geschrieben wie von „maedn figure NAME“, mit Bildunterschrift und Legende.
export-format = Format
export-theme = Farben
export-theme-light = Hell
export-theme-dark = Dunkel
export-start = Exportieren …
export-start-hint = Wählen, wo { $name } gespeichert wird
export-running = { $name } wird exportiert: { $seconds } s
export-calls = bisher { $calls } Suchaufrufe
export-positions = bisher { $positions } Stellungen
export-cancel = Abbrechen
export-close = Schließen

## Truth: ehrliche Zahlen und Fehler, die beim Benutzen auffielen

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
counter-prunes = Abgeschnitten
counter-prunes-hint = Wie viele Aufrufe sofort zurückkehrten, weil zurückgelegt + verbleibende Felder × Schranke größer war als die beste Länge bisher.
counter-prune-share = Anteil abgeschnitten
counter-prune-share-hint = Der Anteil aller Aufrufe, den die Schranke sofort abgeschnitten hat.
counter-best = Bisher bester Weg
counter-best-hint = Der kürzeste vollständige Weg, der bisher für die gesuchte Figur gefunden wurde.
counter-total = Gesamt
counter-total-hint = Die Antwort: die kürzesten Wege aller Figuren zusammen.
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
setting-algorithm-hint = Welches Verfahren löst: Branch and Bound aus dem Aufsatz zählt Aufrufe und abgeschnittene Äste; DP und A* sind exakt.
setting-bound-hint = Die Einheiten pro Feld in der Prüfung zurückgelegt + verbleibende Felder × Schranke > bestes: je größer, desto mehr wird abgeschnitten.
setting-bound-per-tile-hint = Eine geschätzte Schranke in Einheiten pro Feld (im Aufsatz 193); sie ist nur bis zum kleinsten Rest pro Feld zulässig (dem kürzesten Weg von einem Feld ins Ziel, geteilt durch die verbleibenden Felder, am kleinsten).
setting-bound-admissible-value = { $value } Einheiten/Feld: der kleinste Rest pro Feld, berechnet
setting-bound-none-value = keine Schätzung: nur Wege, die schon länger als der beste sind, werden abgeschnitten
setting-spacing-hint = Der Abstand zwischen den Mitten benachbarter Felder in Spielfeld-Einheiten (im Aufsatz 850).
setting-lengths-hint = Ob die Luftlinie jedes Zuges wie im Aufsatz auf ganze Einheiten gerundet oder genau behalten wird.
setting-goal-row-hint = Ob eine Figur die Zielfelder nur auf ihrem eigenen Zielfeld betritt (wie im Aufsatz) oder auf jedem freien bis dorthin.
setting-colour-hint = Wessen Figuren ziehen; jede Farbe hat denselben kürzesten Weg, um eine Vierteldrehung gedreht.
setting-spacing-zero = Ein Abstand von 0 Einheiten legt alle Felder auf dieselbe Stelle: mindestens 1.
setting-spacing-too-large = Ein Abstand von { $spacing } Einheiten wird abgelehnt: eine Figur könnte bis zu { $worst } Einheiten zurücklegen, mehr als das 16-Bit-Einheitenfeld eines Bitboards fasst ({ $limit }). Höchstens { $max } Einheiten.

# Die Ergebnisse.
results-total = Gesamt: { $units } Einheiten = { $cm } cm
results-optimal = Optimal: { $how }
results-not-optimal = Nicht optimal: { $how }
results-time = Die Suche brauchte { $seconds } s; die Prüfung durch die exakte DP weitere { $check } ms.
results-time-dp = Die DP brauchte { $seconds } s (sie ist ihre eigene Prüfung).
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
export-dialog-title = { $what ->
    [board] Das Spielfeld
    [compare] Den Vergleich der Suchverfahren
    [tree] Den Suchbaum
    [count] Die Zählung aller Wege
    [ordinary] Das Diagramm des gewöhnlichen Spiels
    [retro] Die Karte der kürzesten Wege
    [game-animation] Die ganze Partie als Animation
    [paths-animation] Die Wege als Animation
    [search-animation] Die Suche als Animation
    [lesson] Die Lektion
    [worksheet] Das Arbeitsblatt
    [guide] Den Leitfaden für Lehrkräfte
   *[figure] Die Abbildung „{ $name }“
} als { $format } exportieren
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
board-export-step-one = Figur { $piece }, Zug { $step } von { $moves }: bisher { $units } Einheiten
board-export-step-all = { $paths } Wege bei Zug { $step }
## Erkunden

mode-explore = Erkunden
mode-explore-hint = Die Suche erkunden: Verfahren im Vergleich, der Suchbaum, alle Wege gezählt, ein gewöhnliches Spiel, die exakte Lösung als Bild
explore-part-compare = Verfahren im Vergleich
explore-part-tree = Der Suchbaum
explore-part-count = Alle Wege gezählt
explore-part-ordinary = Ein gewöhnliches Spiel
explore-part-retro = Die exakte Lösung als Bild
explore-part-compare-hint = Jedes Suchverfahren an derselben Aufgabe: Aufwand, Zeit, Speicher, Antwort und ob es die Antwort als optimal beweist
explore-part-tree-hint = Der Branch-and-Bound-Baum des Aufsatzes für eine Figur, Aufruf für Aufruf
explore-part-count-hint = Wie viele Wege ins Ziel führen und wie selten der kürzeste ist
explore-part-ordinary-hint = Wie weit sich die Hand bewegt, wenn niemand die Würfe wählt
explore-part-retro-hint = Der kürzeste Weg jedes Feldes ins Ziel, rückwärts gelöst

explore-piece = Figur
explore-piece-goal = { $piece } (nach { $goal })
explore-run-again = Neu berechnen
explore-cancel = Berechnung abbrechen
explore-cancel-hint = Die Berechnung anhalten; was fertig ist, bleibt
explore-export-svg = Als SVG exportieren …
explore-export-png = Als PNG exportieren …
explore-export-hint = Die Abbildung dieses Teils mit Bildunterschrift und Legende speichern
explore-stale = Für andere Einstellungen berechnet als die jetzigen im Löser-Bereich; für diese neu berechnen.
explore-ordinary-stale-games = Gezeigt: { $games } Spiele mit Startwert { $seed }, noch nicht die gewählte Zahl von Spielen und der gewählte Startwert; für diese neu berechnen.
explore-cancelled = Abgebrochen.
explore-failed = Fehlgeschlagen: { $error }
explore-running = Läuft seit { $seconds } s …
explore-nothing-to-export = Noch nichts zu exportieren: zuerst diesen Teil berechnen.
explore-rules = { $colour }, Abstand { $spacing } Einheiten, { $lengths }, { $goalrow }
explore-length = { $units } = { $cm } cm
explore-none = —
explore-yes = ja
explore-no = nein
explore-ms = { $ms } ms

# Verfahren im Vergleich
explore-compare-about = Jedes Verfahren löst dieselbe Aufgabe nach den Regeln im Löser-Bereich. Der Aufwand ist der eigene Zähler des Verfahrens: Aufrufe der rekursiven Funktion bei der Tiefensuche (abgeschnittene Aufrufe mitgezählt), aus der Warteschlange genommene Zustände bei der Bestensuche, berechnete Stellungen bei der dynamischen Programmierung. Die Zeit ist die des Verfahrens allein.
explore-compare-target = Aufgabe
explore-compare-all = Alle vier Figuren und das Startfeld
explore-compare-one = Nur Figur { $piece }
explore-compare-run-all = Alle starten
explore-compare-run-all-hint = Jedes Verfahren nacheinander ausführen (die Suche ohne Schranke und die einfache iterative Vertiefung brauchen Sekunden)
explore-compare-run-one-hint = Nur dieses Verfahren ausführen
explore-compare-col-method = Verfahren
explore-compare-col-effort = Aufwand
explore-compare-col-time = Zeit (nur Verfahren)
explore-compare-col-memory = Speicher
explore-compare-col-answer = Antwort
explore-compare-col-proof = Optimal bewiesen?
explore-compare-col-dp = Wie die DP?
explore-compare-queued = wartet
explore-compare-running = läuft …
explore-compare-so-far = bisher { $ms } ms
explore-compare-optimum = Exaktes Optimum (dynamische Programmierung): { $length }
explore-compare-no-answer = keiner gefunden
explore-method-paper = Branch and Bound, Schranke des Aufsatzes ({ $bound })
explore-method-admissible = Branch and Bound, zulässige Schranke
explore-method-none = Branch and Bound, ohne Schranke
explore-method-ida = IDA* (billigster Zug je Feld)
explore-method-dfid = iterative Vertiefung (h = 0)
explore-method-dijkstra = Suche mit einheitlichen Kosten (Dijkstra)
explore-method-astar = A* (billigster Zug je Feld)
explore-method-dp = dynamische Programmierung
explore-short-paper = B&B { $bound }
explore-short-admissible = B&B zul.
explore-short-none = B&B ohne
explore-short-ida = IDA*
explore-short-dfid = Vertiefung
explore-short-dijkstra = Dijkstra
explore-short-astar = A*
explore-short-dp = DP
explore-effort-calls = { $n ->
    [one] { $n } Aufruf
   *[other] { $n } Aufrufe
}
explore-effort-expansions = { $n ->
    [one] { $n } Expansion
   *[other] { $n } Expansionen
}
explore-effort-states = { $n ->
    [one] { $n } Stellung
   *[other] { $n } Stellungen
}
explore-unit-calls = Aufrufe (Tiefensuche: jeder Aufruf der rekursiven Funktion)
explore-unit-expansions = Expansionen (Bestensuche: aus der Warteschlange genommene Zustände)
explore-unit-states = Stellungen (dynamische Programmierung: berechnete Stellungen)
explore-memory-depth = tiefster Aufruf: { $depth ->
    [one] { $depth } Zug
   *[other] { $depth } Züge
}
explore-memory-open = Warteschlange höchstens { $peak } ({ $closed } abgeschlossen)
explore-memory-table = Tabelle mit { $entries } Stellungen
explore-proof-exact = exakt: jede Stellung berechnet
explore-proof-heuristic = bewiesen: zulässige, konsistente Heuristik
explore-proof-dijkstra = bewiesen: Bestensuche, keine negative Länge
explore-proof-deepening = bewiesen: zulässige Schwelle
explore-proof-bound = bewiesen: zulässige Schranke, früher Abbruch sicher
explore-proof-above = nicht bewiesen: Schranke { $bound } > zulässige Schranke { $admissible } (kleinster Rest je Feld)
explore-proof-early = nicht bewiesen: der Zug von { $from } nach { $to } ist länger als über { $via }
explore-compare-chart-x = Verfahren
explore-compare-chart-y = Aufwand (logarithmisch)
explore-compare-bar = { $method }: { $effort }
explore-compare-title = Eine Aufgabe, { $count ->
    [one] ein Verfahren
   *[other] { $count } Verfahren
}: der Aufwand jedes Verfahrens
explore-compare-target-all = Alle vier Figuren ab A und die vier Züge aus dem Startfeld; { $rules }
explore-compare-target-one = Figur { $piece } von A nach { $goal }; { $rules }
explore-compare-units-line = Aufwand in der eigenen Einheit jedes Verfahrens: Aufrufe (Tiefensuche), Expansionen (Bestensuche), Stellungen (dynamische Programmierung); Balken logarithmisch.

# Der Suchbaum
explore-tree-about = Branch and Bound des Aufsatzes für eine Figur als Eiszapfen-Diagramm: oben der erste Aufruf, darunter die Aufrufe, die er macht (Würfe 6 bis 1 von links nach rechts), jeder so breit wie die Aufrufe in seinem Teilbaum. Zeige auf einen Knoten für seine Schrankenprüfung; klicke ihn an, um seinen Weg auf dem Spielfeld zu sehen; doppelklicke, um hineinzuzoomen.
explore-tree-record = Neu aufzeichnen
explore-tree-up = Herauszoomen
explore-tree-up-hint = Den Teilbaum des Elternknotens zeigen
explore-tree-run = Die Suche: { $calls } Aufrufe, { $prunes } abgeschnitten; bester Weg { $best }
explore-tree-kept = Im Speicher: { $nodes } Knoten (etwa { $kib } KiB); tiefere Ebenen werden beim Hineinzoomen neu durchsucht.
explore-tree-recording = Der Baum wird aufgezeichnet: bisher { $calls } Aufrufe
explore-tree-expanding = Dieser Teilbaum wird für seine tieferen Ebenen neu durchsucht: bisher { $calls } Aufrufe
explore-tree-focus = Gezeigt wird der Teilbaum bei den Feldern { $tiles }
explore-tree-sum-calls = Aufrufe in diesem Teilbaum: { $calls } = 1 (dieser Aufruf) + { $parts }
explore-tree-sum-prunes = Abgeschnitten in diesem Teilbaum: { $prunes } = { $own } (dieser Aufruf) + { $parts }
explore-tree-sum-leaf = Unter diesem Aufruf gibt es keine Aufrufe.
explore-tree-adds-up = stimmt
explore-tree-does-not-add-up = stimmt NICHT
explore-tree-root-is-run = Der Teilbaum des ersten Aufrufs ist die ganze Suche: { $calls } Aufrufe, { $prunes } abgeschnitten.
explore-tree-node-root = Erster Aufruf: { $tile }
explore-tree-node = Wurf { $roll } auf { $tile }
explore-tree-node-path = Weg bisher: { $tiles }
explore-tree-node-moved = Bisher bewegt: { $moved }
explore-tree-node-best = Bester Weg beim Aufruf: { $best }
explore-tree-node-no-best = Beim Aufruf noch kein bester Weg
explore-tree-node-counts = Sein Teilbaum: { $calls } Aufrufe, { $prunes } abgeschnitten
explore-tree-node-finish = Wurf { $roll } erreicht das Ziel: { $units }
explore-tree-node-finish-new = Wurf { $roll } erreicht das Ziel: { $units }, ein neuer bester Weg
explore-tree-node-best-path = Auf dem besten Weg, den die Suche fand
explore-tree-node-unrecorded = Tiefere Ebenen nicht aufgezeichnet: hineinzoomen, um sie neu zu durchsuchen
explore-tree-prune-sum = Schrankenprüfung: bewegt + Felder bis zum Ziel × Schranke = { $moved } + { $tiles } × { $bound } = { $sum }
explore-tree-prune-cut = { $sum } > bester Weg { $best }: abgeschnitten, kein Wurf wird versucht
explore-tree-prune-on = { $sum } ≤ bester Weg { $best }: weiter gesucht
explore-tree-prune-no-best = noch kein bester Weg: weiter gesucht
explore-tree-depth = Tiefe { $depth }
explore-tree-label = { $roll } → { $tile }
explore-tree-legend-explored = weiter gesucht
explore-tree-legend-pruned = von der Schranke abgeschnitten; der rote Streifen unter einem Knoten: der Anteil abgeschnittener Aufrufe in seinem Teilbaum
explore-tree-legend-best = auf dem besten Weg
explore-tree-legend-way = Der Weg von A zum gewählten Aufruf
explore-tree-legend-run-best = Der beste Weg, den die Suche fand
explore-tree-board-hint = Klicke einen Knoten an, um seinen Weg auf dem Spielfeld zu sehen.
explore-tree-title = Der Branch-and-Bound-Baum von Figur { $piece } (nach { $goal }): { $calls } Aufrufe
explore-tree-layout = Tiefe nach unten, Würfe 6 … 1 nach rechts, jeder Knoten so breit wie die Aufrufe in seinem Teilbaum und beschriftet mit Wurf → Feld und seinen Aufrufen; Schranke { $bound } Einheiten je Feld.
explore-tree-shown = Gezeigter Teilbaum: Felder { $tiles } ({ $calls } Aufrufe, { $prunes } abgeschnitten)

# Alle Wege gezählt
explore-count-about = Jede Zugfolge von A ins Ziel (die 6, die die Figur auf A brachte, nicht mitgezählt), gezählt mit dynamischer Programmierung über die Felder statt durch Aufzählen: exakte ganze Zahlen, mit der exakten Verteilung ihrer Längen.
explore-count-counting = Figur { $piece } wird gezählt: { $tiles } Felder fertig
explore-count-col-goal = Figur (Ziel)
explore-count-col-sequences = Zugfolgen
explore-count-col-lengths = Verschiedene Längen
explore-count-col-optimum = Optimum (gleich lang)
explore-count-col-mean = Mittelwert
explore-count-col-longest = Längste (Zugfolgen)
explore-count-ties = { $n ->
    [one] einzig
   *[other] { $n } gleich lang
}
explore-count-with = { $units } ({ $n })
explore-count-chart-x = Länge des Weges (Einheiten)
explore-count-chart-y = Zugfolgen
explore-count-chart-y-millions = Zugfolgen, in Millionen
explore-count-chart-y-billions = Zugfolgen, in Milliarden
explore-count-legend-bars = Zugfolgen je Längenbereich
explore-count-legend-optimum = das Optimum, { $units }: { $ties }
explore-count-legend-mean = der Mittelwert, { $units }
explore-count-bar = { $from } – { $to }: { $n } Zugfolgen
explore-count-title = { $n } Wege von A nach { $goal } (Figur { $piece })
explore-count-summary = Optimum { $optimum } ({ $ties }); Mittelwert { $mean }; längste { $longest } ({ $longestn } Zugfolgen); { $distinct } verschiedene Längen
explore-count-method = Gezählt mit dynamischer Programmierung über die Felder (die 6 zum Herauskommen nicht mitgezählt); exakte ganze Zahlen.

# Ein gewöhnliches Spiel
explore-ordinary-about = Ein gewöhnliches Spiel: ein fairer Würfel, ein Wurf ohne erlaubten Zug verfällt, unter den erlaubten Zügen wird zufällig gewählt. Exakt berechnet über alle Stellungen der vier Figuren und durch simulierte Spiele überprüft.
explore-ordinary-headline = Das Optimum ist { $percent } % dessen, was ein gewöhnliches Spiel bewegt
explore-ordinary-headline-detail = { $optimum } gegenüber { $expected } im Mittel in einem gewöhnlichen Spiel ({ $rolls } Würfe im Mittel)
explore-ordinary-games = Simulierte Spiele
explore-ordinary-seed = Startwert
explore-ordinary-stage-positions = Alle Stellungen werden durchlaufen: bisher { $n }
explore-ordinary-stage-expectation = Der exakte Erwartungswert …
explore-ordinary-stage-shortest = Das kürzeste Spiel …
explore-ordinary-stage-quickest = Das schnellste Spiel …
explore-ordinary-stage-simulation = Spiele werden simuliert: { $n } gespielt
explore-ordinary-col-piece = Figur (Ziel)
explore-ordinary-col-expected = Erwartet, exakt
explore-ordinary-col-rolls = Würfe
explore-ordinary-col-optimum = Optimum
explore-ordinary-col-share = Anteil des Optimums
explore-ordinary-whole = Ganzes Spiel, exakt: { $units } ± { $sd } (Standardabweichung), { $rolls } ± { $rollssd } Würfe, über { $states } Stellungen
explore-ordinary-sim = Simuliert: { $games } Spiele (Startwert { $seed }): Mittelwert { $mean } ± { $se } (Standardfehler)
explore-ordinary-agrees = Der simulierte Mittelwert liegt { $z } Standardfehler vom exakten Erwartungswert entfernt: sie stimmen überein.
explore-ordinary-disagrees = Der simulierte Mittelwert liegt { $z } Standardfehler vom exakten Erwartungswert entfernt: mehr als { $limit }, die Simulation prüfen.
explore-ordinary-sim-one = Simuliert: ein Spiel (Startwert { $seed }): Weg { $mean }; kein Standardfehler (dafür braucht es mindestens zwei Spiele)
explore-ordinary-no-z = Ohne Standardfehler lässt sich der simulierte Mittelwert nicht in Standardfehlern mit dem exakten Erwartungswert vergleichen.
explore-ordinary-shortest = Kürzestes Spiel (jeder Wurf gewählt): { $length } in { $rolls } Würfen
explore-ordinary-quickest = Schnellstes Spiel (die wenigsten Würfe): { $rolls } Würfe, { $length }
explore-ordinary-chart-x = Weg der Hand in einem Spiel (Einheiten)
explore-ordinary-chart-y = Spiele
explore-ordinary-legend-games = simulierte Spiele
explore-ordinary-legend-expected = erwartet (exakt): { $units }
explore-ordinary-legend-mean = simulierter Mittelwert: { $units }
explore-ordinary-legend-optimum = das Optimum: { $units }
explore-ordinary-legend-quickest = das schnellste Spiel ({ $rolls } Würfe): { $units }
explore-ordinary-bar = { $from } – { $to }: { $n ->
    [one] { $n } Spiel
   *[other] { $n } Spiele
}
explore-ordinary-title = Das Optimum ist { $percent } % dessen, was ein gewöhnliches Spiel bewegt
explore-ordinary-caption-exact = Erwartet (exakt, über { $states } Stellungen): { $expected } in { $rolls } Würfen; das kürzeste Spiel: { $optimum }
explore-ordinary-caption-sim = { $games } simulierte Spiele (Startwert { $seed }): Mittelwert { $mean }, { $z } Standardfehler vom exakten Wert
explore-ordinary-caption-sim-no-z = { $games } simulierte Spiele (Startwert { $seed }): Mittelwert { $mean }, kein Standardfehler für den Vergleich mit dem exakten Wert

# Die exakte Lösung als Bild
explore-retro-about = Rückwärts vom Ziel gelöst, wie die Retroanalyse Brettspiele löst: die Zahl auf jedem Feld ist sein kürzester Weg ins Ziel, das Kleinste über seine sechs Würfe aus der Länge des Zuges plus der Zahl dort, wo der Wurf landet. Pfeile zeigen den optimalen Zug. Zeige auf ein Feld.
explore-retro-hover-none = Zeige auf ein Feld, um seine Zahl als Minimum über seine sechs Würfe zu sehen.
explore-retro-tile = { $tile }: { $value } bis { $goal }
explore-retro-min = = das Kleinste über seine sechs Würfe:
explore-retro-roll = Wurf { $roll }: { $length } + { $rest } = { $total }
explore-retro-roll-best = Wurf { $roll }: { $length } + { $rest } = { $total } (optimal)
explore-retro-roll-past = Wurf { $roll }: über das Ziel hinaus
explore-retro-roll-other = Wurf { $roll }: landet auf einem anderen Zielfeld
explore-retro-goal = { $tile } ist das Ziel: 0 übrig.
explore-retro-cannot = { $tile }: hier kann die Figur nach diesen Regeln nicht stehen.
explore-retro-title = Der kürzeste Weg jedes Feldes nach { $goal } (Figur { $piece }), rückwärts gelöst
explore-retro-total = Ab A: { $value }; mit den { $start } des Startfelds und den Werten der anderen Ziele bei A das ganze Spiel: { $total }
explore-retro-method = Die Zahl jedes Feldes: das Kleinste über seine sechs Würfe aus der Länge des Zuges plus der Zahl dort, wo er landet; die Pfeile sind die optimalen Züge.
explore-retro-legend-heat = Weg bis zum Ziel, nah → fern
explore-retro-legend-arrow = der optimale Zug von einem Feld

## Figures: Wörter und Zahlen jeder Abbildung (maedn figure NAME --lang de, die Exporte des Fensters)
# Begriffe: Spielfeld, Laufbahnfeld, Startfeld „B“ mit Plätzen, Zielfelder a–d,
# Figur, Zug, Wurf, Augenzahl, Schranke (bound), zulässige Schranke (admissible),
# Aufruf (call), abgeschnitten (pruned), Aufsatz (the paper), regelgerechte
# Partie (legal game), Stellung (position), Einheiten (units).

fig-cm = { $cm } cm
# Kurze Achsenbeschriftungen: 2,5 Mio., 450 Tsd. (die Zahl, ein Leerzeichen, dieses Wort).
fig-tick-million = Mio.
fig-tick-thousand = Tsd.
fig-tick-billion = Mrd.
fig-tick-trillion = Bio.
fig-tile-track = Laufbahnfeld { $index }
fig-tile-start = Startfeld von { $player }, Platz { $slot }
fig-tile-goal = Zielfeld { $goal } von { $player }
fig-rules = { $player }: Feldabstand { $spacing } { $spacing ->
    [one] Einheit
   *[other] Einheiten
}, { $lengths ->
    [exact] exakte
   *[rounded] gerundete
} Längen, { $goalrow ->
    [free] freie Zielfelder
   *[paper] Zielfelder wie im Aufsatz
}
fig-settings = { $rules }; { $algorithm }
fig-algorithm-paper-none = Branch and Bound des Aufsatzes ohne Schranke
fig-algorithm-paper-admissible = Branch and Bound des Aufsatzes mit der zulässigen Schranke
fig-algorithm-paper-bound = Branch and Bound des Aufsatzes, Schranke { $bound } { $bound ->
    [one] Einheit
   *[other] Einheiten
} pro Feld
fig-algorithm-dp = exakte dynamische Programmierung
fig-algorithm-astar = A* mit einer zulässigen Heuristik
fig-checked-dp = Exakt (dynamische Programmierung).
fig-checked-astar = Exakt (A* mit einer zulässigen Heuristik); stimmt mit der dynamischen Programmierung überein.
fig-checked-optimal = Mit der exakten dynamischen Programmierung geprüft: optimal.
fig-checked-not-optimal = Mit der exakten dynamischen Programmierung geprüft: NICHT optimal (das Optimum ist { $optimum }).

## Figures: Spielfeld-Bilder (piece-1 … piece-4, full-path, board)

fig-piece-title = Figur { $piece } zum Zielfeld { $goal }: { $units } ({ $cm })
fig-piece-rolls = { $moves ->
    [one] { $moves } Zug
   *[other] { $moves } Züge
} ab A, Würfe { $rolls }; mit der 6, die sie auf A brachte, { $total } Würfe
fig-legend-piece-path = Weg von Figur { $piece } zum Zielfeld { $goal }
fig-legend-piece-length = { $path }: { $units }
fig-legend-pieces = Figuren von { $player }, nummeriert
fig-legend-skipped = Felder, die der letzte Zug übersprungen hat
fig-legend-move-lengths = Länge jedes Zuges, in Einheiten
fig-board-title-piece = Bitboard { $board }: Figur { $piece }, { $units } ({ $cm })
fig-board-title = Bitboard { $board }: { $units } ({ $cm })
fig-board-empty-title = Bitboard { $board }
fig-board-units-agree = Das Einheiten-Feld des Bitboards ({ $stored }) stimmt mit seinen Zügen überein.
fig-board-units-differ = Das Einheiten-Feld des Bitboards sagt { $stored }, seine Züge messen aber { $measured }: Das Bild zeigt die Züge.
fig-full-title = Der ganze Weg: { $units } ({ $cm })
fig-full-sum = Startfeld { $start } + Figuren { $pieces }

## Figures: Diagramme (rolls, calls, calls-compared, bound-sweep)

fig-rolls-title = Würfe des kürzesten Weges: { $count ->
    [one] { $count } Wurf
   *[other] { $count } Würfe
}, im Mittel { $mean } Augen
fig-rolls-x = Augenzahl
fig-rolls-y = Häufigkeit
fig-rolls-legend = wie oft jede Augenzahl vorkommt (die Sechsen zum Herauskommen mitgezählt)
fig-rolls-bar = { $count } ({ $share } %)
fig-calls-title = Aufrufe pro Figur, Schranke { $bound }: { $calls ->
    [one] { $calls } Aufruf
   *[other] { $calls } Aufrufe
}, davon { $pruned } abgeschnitten ({ $share } %)
fig-calls-compared-title = Aufrufe pro Figur mit Schranke { $bound } und ohne: { $with } gegen { $without }
fig-calls-x = Figur (Zielfeld)
fig-calls-y = Aufrufe
fig-legend-searched = Aufrufe, die weitersuchten
fig-legend-searched-run = { $run }: Aufrufe, die weitersuchten
fig-legend-pruned = von der Schranke abgeschnittene Aufrufe
fig-legend-pruned-run = { $run }: abgeschnittene Aufrufe
fig-run-bound = Schranke { $bound }
fig-run-no-bound = ohne Schranke
fig-piece-axis = { $piece } ({ $goal })
fig-bound-none = keine
fig-bound-admissible = zulässig ({ $bound })
fig-sweep-range = Aufrufe pro Schranke, { $from } bis { $to } in Schritten von { $step }
fig-sweep-title-kept = { $range }: Jede Schranke bis { $last } behielt das Optimum
fig-sweep-title-lost = { $range }: Schon die erste Schranke verlor das Optimum
fig-sweep-method = Jeder Balken: das Branch and Bound des Aufsatzes mit dieser Schranke; das Optimum mit der exakten dynamischen Programmierung geprüft.
fig-sweep-x = Schranke (Einheiten pro Feld)
fig-sweep-bar = { $bound }: { $calls ->
    [one] { $calls } Aufruf
   *[other] { $calls } Aufrufe
}, { $units }
fig-legend-optimal = Optimum gehalten
fig-legend-not-optimal = Optimum verloren
fig-legend-admissible = zulässige Schranke ({ $bound }: der kleinste Rest pro Feld)
fig-legend-paper-bound = Schranke des Aufsatzes ({ $bound })
fig-sweep-regained = Eine größere Schranke gab das Optimum zurück ({ $bad } verlor es, { $good } erhielt es): Das Abschneiden ändert, welchen Weg die Suche zuerst findet.
fig-calls-log-y = Aufrufe (logarithmisch)

## Figures: die ganze Partie (game, quickest-game, game-rolls)

fig-game-title = { $objective ->
    [quickest] Die schnellste regelgerechte Partie
   *[shortest] Die kürzeste regelgerechte Partie
}: { $units } ({ $cm }) in { $rolls ->
    [one] { $rolls } Wurf
   *[other] { $rolls } Würfen
}
fig-game-reaches-paper = Sie erreicht die Summe von { $paper } aus dem Aufsatz, der die Figuren als unabhängig annahm.
fig-game-longer-than-paper = { $excess } länger als die Summe von { $paper } aus dem Aufsatz, der die Figuren als unabhängig annahm.
fig-game-ties-one = Keine andere regelgerechte Partie ist so gut.
fig-game-ties = { $objective ->
    [quickest] { $count } regelgerechte Partien sind genau so schnell und so kurz.
   *[shortest] { $count } regelgerechte Partien sind genau so kurz.
}
fig-game-rules = Übliche Regeln: Mit einer 6 muss eine Figur von B auf A, solange A frei ist; die Figur auf A zieht zuerst weiter; keine Figur landet auf einer eigenen.
fig-game-method = exakte dynamische Programmierung über { $states } Stellungen
fig-legend-game-piece = Figur { $piece }, { $slot } nach { $home }: { $start } + { $units }, { $moves ->
    [one] { $moves } Zug
   *[other] { $moves } Züge
}
fig-game-rolls-x = Wurf
fig-game-rolls-y = Länge des Zuges (Einheiten)
fig-game-rolls-series = Figur { $piece }
fig-game-rolls-note = Jeder Balken ist ein Wurf: die Länge seines Zuges, gefärbt nach der Figur, die zog; die Zahl darauf ist die Augenzahl.
fig-game-roll-tooltip = Wurf { $roll }: { $die }, Figur { $piece } von { $from } nach { $to }, { $units }
## Window: Einstellungen

# Die Titelleiste (sie beginnt mit maedn).

setting-algorithm = Verfahren
algorithm-paper = Branch and Bound des Aufsatzes
algorithm-dp = Exakte DP
algorithm-astar = A*
setting-bound = Schranke
setting-spacing = Feldabstand
setting-units-suffix = Einheiten
setting-lengths = Längen
lengths-rounded = Gerundet
lengths-rounded-hint = Jeder Zug auf ganze Einheiten gerundet (wie im Aufsatz)
lengths-exact = Exakt
lengths-exact-hint = Nirgends gerundet
setting-goal-row = Zielfelder
goal-rule-paper = Wie im Aufsatz
goal-rule-paper-hint = Eine Figur betritt die Zielfelder nur auf ihrem eigenen Zielfeld
goal-rule-free = Frei
goal-rule-free-hint = Eine Figur darf auf jedem freien Zielfeld bis zu ihrem eigenen landen
setting-colour = Farbe
setting-paper = Einstellungen des Aufsatzes
setting-paper-hint = Die Suche des Aufsatzes, Schranke { $bound } Einheiten pro Feld, Feldabstand { $spacing } Einheiten, gerundete Längen, Zielfelder wie im Aufsatz, Schwarz
bound-per-tile = Pro Feld
bound-per-tile-hint = Ein fest geschätzter Wert in Einheiten pro Feld (im Aufsatz: 193)
bound-admissible = Zulässig
bound-admissible-hint = Der kleinste Rest pro Feld zu den gelösten Zielen: schneidet das Optimum nie ab
bound-none = Keine
bound-none-hint = Nur Wege abschneiden, die schon länger als der beste sind
bound-suffix = Einheiten/Feld
pace-full = Volle Geschwindigkeit
pace-full-hint = Mit voller Geschwindigkeit suchen (Leertaste startet)
pace-slow = Zeitlupe
pace-slow-hint = Einige bis Tausende Aufrufe pro Sekunde, auf dem Spielfeld gezeigt
pace-step = Einzelschritt
pace-step-hint = Ein Aufruf pro Schritt (Pfeil rechts oder die Schaltfläche „Nächster Aufruf“)
pace-rate = Tempo
pace-rate-suffix = Aufrufe/s

## Window: Suche

run-run = Starten
run-restart = Neu starten
run-run-hint = Die Suche mit diesen Einstellungen starten
run-pause = Anhalten
run-resume = Fortsetzen
run-pause-hint = Die Suche anhalten oder fortsetzen
run-cancel = Abbrechen
run-cancel-hint = Die Suche abbrechen
run-next-call = Nächster Aufruf
run-next-call-hint = Die Suche einen Aufruf machen lassen
run-state = Zustand: { $state ->
    [idle] bereit
    [running] läuft
    [paused] angehalten
    [finished] fertig
    [cancelled] abgebrochen
   *[failed] fehlgeschlagen
}
counter-seconds = { $seconds } s
counter-none = –
# Die Entscheidung eines Aufrufs in Zeitlupe oder im Einzelschritt.
decision-head = Aufruf { $call }: Figur { $piece }, { $tile }, bisher { $moved } Einheiten; noch { $left } Felder × { $bound } = { $estimate }
decision-no-best = { $head }; noch kein bester Weg: Würfe 6…1 versuchen
decision-pruned = { $head }; { $moved } + { $estimate } = { $sum } > Bestwert { $best }: abgeschnitten
decision-try = { $head }; { $moved } + { $estimate } = { $sum } ≤ Bestwert { $best }: Würfe 6…1 versuchen
results-warning = Warnung: { $text }
results-col-piece = Figur
results-col-goal = Ziel
results-col-units = Einheiten
results-col-cm = cm
results-col-rolls = Würfe
results-piece-hint = Die Farbe des Weges dieser Figur auf dem Spielfeld
results-start-field = Startfeld
results-inadmissible = Schranke { $bound } > zulässige { $admissible }: Das Abschneiden kann das Optimum treffen
results-step-through = Diese Wege Schritt für Schritt ansehen
results-step-through-hint = Die vier Weg-Bitboards in der Schrittansicht öffnen
# Wie die Optimalität festgestellt wurde (die Kommandozeile bleibt englisch).
optimality-exact-dp = exakt (dynamische Programmierung)
optimality-astar-agrees = exakt (A* mit zulässiger Heuristik), stimmt mit der DP überein
optimality-astar-differs = A* mit zulässiger Heuristik, aber die DP findet { $dp } Einheiten
optimality-proven-agrees = von der Suche bewiesen (zulässige Schranke), stimmt mit der DP überein
optimality-proven-differs = die Schranke ist zulässig, aber die DP findet { $dp } Einheiten
optimality-not-proven-optimal = von der Suche nicht bewiesen (ihre Schranke ist nicht zulässig); die exakte DP findet ebenfalls { $dp } Einheiten
optimality-not-proven-not-optimal = von der Suche nicht bewiesen (ihre Schranke ist nicht zulässig); die exakte DP findet { $dp } Einheiten
# Die Warnungen des Lösers.
warning-inadmissible-optimal = Die Schranke von { $bound } Einheiten pro Feld liegt über der zulässigen Schranke ({ $admissible }: der kleinste Rest pro Feld zu den gelösten Zielen) und kann daher das wahre Optimum abschneiden; die exakte DP bestätigt, dass das Ergebnis trotzdem optimal ist.
warning-inadmissible-not-optimal = Die Schranke von { $bound } Einheiten pro Feld liegt über der zulässigen Schranke ({ $admissible }: der kleinste Rest pro Feld zu den gelösten Zielen) und kann daher das wahre Optimum abschneiden; die exakte DP findet { $optimum } Einheiten, dieses Ergebnis ist also NICHT optimal.
warning-missed-optimum = Das Ergebnis weicht vom exakten Optimum ({ $optimum } Einheiten) ab: Die vorzeitige Rückkehr beim Erreichen des Ziels setzt die Dreiecksungleichung voraus, und das Runden kann sie verletzen.
warning-rounded-boards = Exakte Längen: Die Weg-Bitboards speichern die Einheiten auf ganze Zahlen gerundet.
warning-paper-program = Das C-Programm des Aufsatzes beginnt mit der besten Länge 65.535 (der Grenze des Einheiten-Feldes) und fände für Figur { $pieces } bei einer Schranke von { $bound } Einheiten pro Feld nichts (bisheriger Weg + restliche Felder × Schranke übersteigt 65.535 sofort); diese Suche beginnt ohne beste Länge und findet einen Weg.
optimality-not-proven-early-optimal = von der Suche nicht bewiesen (ihr früher Abbruch am Ziel kann einen kürzeren Weg übersehen); die exakte DP findet ebenfalls { $dp } Einheiten
optimality-not-proven-early-not-optimal = von der Suche nicht bewiesen (ihr früher Abbruch am Ziel kann einen kürzeren Weg übersehen); die exakte DP findet { $dp } Einheiten
warning-early-return-optimal = Der Zug von { $from } nach { $to } ist länger als über { $via }; der Abbruch beim ersten Wurf, der das Ziel erreicht, kann daher einen kürzeren Weg übersehen. Die exakte DP bestätigt, dass das Ergebnis trotzdem optimal ist.
warning-early-return-not-optimal = Der Zug von { $from } nach { $to } ist länger als über { $via }; der Abbruch beim ersten Wurf, der das Ziel erreicht, kann daher einen kürzeren Weg übersehen. Die exakte DP findet { $optimum } Einheiten, dieses Ergebnis ist also NICHT optimal.

## Window: Lösen (Seitenleiste)

solver-heading = Suche
solver-pace = Tempo
solver-slow-paper-only = Zeitlupe und Einzelschritte folgen der Suche des Aufsatzes; DP und A* laufen mit voller Geschwindigkeit.
solver-open-in-editor = Im Editor öffnen:
solver-piece-button = Figur { $piece }
solver-piece-button-hint = Das Weg-Bitboard { $board } von Figur { $piece } bearbeiten
solver-chart = Diagramm: Aufrufe pro Figur, durchsucht und abgeschnitten
solver-sweep = Wo versagt die Schranke? (Durchlauf)

## Window: Schranken-Durchlauf

sweep-about = Die Suche des Aufsatzes für viele Schranken: Aufrufe pro Schranke, grün, solange die Summe noch optimal ist.
sweep-from = von
sweep-to = bis
sweep-step = Schrittweite
sweep-stop = Durchlauf anhalten
sweep-run = Durchlauf starten
sweep-run-hint = Für jede Schranke einmal lösen, im Hintergrund (kleine Schranken dauern länger)
sweep-tried = { $count ->
    [one] { $count } Schranke
   *[other] { $count } Schranken
} von { $first } bis { $last } versucht ({ $every ->
    [yes] jede Schranke
   *[other] in Schritten von { $step }
})
sweep-bisection = Intervallhalbierung: { $probes ->
    [one] { $probes } weiterer Suchlauf
   *[other] { $probes } weitere Suchläufe
} zwischen benachbarten versuchten Schranken, die sich unterscheiden.
sweep-none-lost-all-kept = Jede gelöste Schranke erhielt das Optimum.
sweep-none-kept-all-lost = Jede gelöste Schranke verlor das Optimum.
sweep-switch-count = { $count ->
    [one] Unter den { $solved } gelösten Schranken wechselt das Ergebnis einmal:
   *[other] Unter den { $solved } gelösten Schranken wechselt das Ergebnis { $count }-mal:
}
sweep-switch-lost = { $good } erhält das Optimum, { $bad } verliert es
sweep-switch-regained = { $bad } verliert das Optimum, { $good } erhält es wieder
sweep-regained = Eine größere Schranke gab das Optimum zurück: Das Abschneiden ändert, welchen Weg die Suche zuerst findet; eine Schranke, die das Optimum verliert, sagt darum nichts über größere.
sweep-first-lost-proven = { $bad } ist die erste Schranke, die das Optimum verliert: Jede kleinere wurde gelöst oder ist zulässig (höchstens { $admissible }).
sweep-first-unknown = Nicht gelöste Schranken können ebenfalls wechseln: Keine Schranke hier gilt als die erste, die das Optimum verliert.
sweep-bisecting-switches = Halbierung zwischen Schranken, die sich unterscheiden: { $probes ->
    [one] { $probes } weiterer Suchlauf
   *[other] { $probes } weitere Suchläufe
}

## Window: Schritte

steps-heading = Die Würfe Schritt für Schritt
steps-empty = Noch nichts zum Ansehen: Erst die Suche starten (oder ein Weg-Bitboard laden).
steps-run = Den Löser starten
steps-run-hint = Mit den Einstellungen des Löser-Bereichs lösen; seine Wege öffnen sich hier, wenn er fertig ist
steps-solving = Der Löser rechnet: bisher { $calls } Aufrufe. Seine Wege öffnen sich hier, wenn er fertig ist.
present-step-empty = Noch nichts zum Durchgehen: Leertaste drücken, um den Löser zu starten.
present-step-all = Alle { $pieces } Figuren, Zug { $step } von { $moves }
steps-start = |< Anfang
steps-start-hint = Zum Anfang springen
steps-prev = < Zurück
steps-prev-hint = Vorheriger Zug
steps-play = Abspielen
steps-pause = Anhalten
steps-play-hint = Abspielen / anhalten
steps-next = Weiter >
steps-next-hint = Nächster Zug
steps-end = Ende >|
steps-end-hint = Zum Ende springen
steps-slider = Zug
steps-slider-hint = Durch die Züge fahren
steps-speed = Züge/s
steps-speed-hint = Abspielgeschwindigkeit
steps-bits-heading = Bitboard dieses Schritts
steps-piece = Figur
steps-all = Alle
steps-all-hint = Alle vier Wege zusammen, wie in der Abbildung des ganzen Weges im Aufsatz
steps-edit-position = Diese Stellung bearbeiten
steps-edit-path = Diesen Weg bearbeiten
steps-edit-path-hint = Das Weg-Bitboard { $board } im Editor öffnen
steps-unknown-piece = ?
steps-move-out = verlässt das Startfeld mit einer 6
steps-move-roll = würfelt { $roll } ({ $units ->
    [one] { $units } Einheit
   *[other] { $units } Einheiten
})
steps-move-roll-over = würfelt { $roll } ({ $units ->
    [one] { $units } Einheit
   *[other] { $units } Einheiten
}, über { $skipped })
steps-line = Figur { $piece }, Zug { $step }/{ $moves }: { $action }; auf { $tile }; bisher { $moved ->
    [one] { $moved } Einheit
   *[other] { $moved } Einheiten
} = { $cm } cm
steps-bits-legend = Bits 63..60 Startfeld · 59..20 Bahn · 19..16 Ziel · 15..0 Einheiten

## Window: Editor

parse-empty = Leeres Bitboard: Eine Zahl eintippen, etwa 0xE820882208414C06, 0b1110… oder 16728115591693749254
parse-no-digits = Keine Ziffern nach „{ $prefix }“
parse-invalid-digit = „{ $ch }“ an Stelle { $pos } ist keine { $kind ->
    [hex] Hexadezimalziffer
    [binary] Binärziffer
   *[decimal] Dezimalziffer
}
parse-too-large = { $kind ->
    [hex] Die Hexadezimalzahl
    [binary] Die Binärzahl
   *[decimal] Die Dezimalzahl
} passt nicht in 64 Bit
parse-too-long = Der Text ist länger als { $max } Zeichen, zu lang für ein Bitboard
edit-heading = Bitboard-Editor
edit-locked = Während die Suche läuft, ist der Editor gesperrt (Esc bricht ab).
edit-undo = Rückgängig
edit-redo = Wiederholen
edit-paste = Einfügen
edit-paste-hint = Ein Bitboard oder die Ausgabezeilen des Aufsatzes einfügen
edit-recent = Zuletzt
edit-step-through = Diesen Weg Schritt für Schritt
edit-step-through-hint = Das Weg-Bitboard an die Schrittansicht geben, die es Zug für Zug entfaltet
edit-solve-from-here = Von hier lösen
edit-solve-needs-path = Braucht ein Weg-Bitboard mit einer Figur, die von A aus unterwegs und noch nicht im Ziel ist
edit-previous-board = Voriges Bitboard
edit-next-board = Nächstes Bitboard
edit-board-of = Bitboard { $n } von { $count }
edit-field = { $field ->
    [hex] Hexadezimal
    [binary] Binär
   *[decimal] Dezimal
}:
edit-copy = { $field ->
    [hex] Hex kopieren
    [binary] Binär kopieren
   *[decimal] Dezimal kopieren
}
decoded-none = keine
decoded-list = { $items } ({ $count })
decoded-start-field = Startfeld
decoded-finished = Im Ziel
decoded-on-the-way = Unterwegs
decoded-piece = Figur
decoded-piece-goal = { $piece } (Ziel { $goal })
decoded-unknown = unbekannt
decoded-current = Aktuelles Feld
decoded-stored = Gespeicherte Einheiten
decoded-stored-value = { $units ->
    [one] { $units } Einheit
   *[other] { $units } Einheiten
}
decoded-recomputed = Nachgerechnet
decoded-recomputed-agrees = { $units } Einheiten: stimmt überein
decoded-recomputed-differs = { $units } Einheiten: stimmt nicht überein
decoded-complete = Vollständig
decoded-yes = ja
decoded-no = nein
decoded-moves = Züge
decoded-col-number = Nr.
decoded-col-from = von
decoded-col-to = nach
decoded-col-roll = Wurf
decoded-col-length = Länge
decoded-no-problems = Keine Fehler: ein wohlgeformtes Weg-Bitboard.
decoded-problems = Fehler
decoded-problem = – { $problem }
bit-meaning-start-slot = Bit { $bit }: Startfeld { $slot }
bit-meaning-start = Bit { $bit }: Startfeld
bit-meaning-a = Bit { $bit }: Bahnfeld 0 (A)
bit-meaning-goal = Bit { $bit }: Zielfeld { $letter }
bit-meaning-track = Bit { $bit }: Bahnfeld { $index }
bit-meaning-tile = Bit { $bit }: Feld
bit-meaning-units = Bit { $bit }: Einheiten, Wert { $worth }
bit-meaning-none = Bit { $bit }: gibt es nicht
bit-name = Bit { $bit }
bits-group-start = Startfeld: Bits 63–60
bits-group-track = Bahn: Bits 59–20 (Feld A = 59)
bits-group-goal = Zielfelder a–d: Bits 19–16
bits-group-units = Einheiten: Bits 15–0
bits-units = Einheiten:

## Window: Dateien und Statuszeile

menu-open-boards = Bitboards öffnen …
menu-open-session = Sitzung öffnen …
menu-save-session = Sitzung speichern …
menu-export-svg = Spielfeld als SVG exportieren …
menu-export-png = Spielfeld als PNG exportieren …
menu-quit = Beenden
menu-dialog-open = (ein Dateidialog ist offen)
web-no-fullscreen = Der Browser hat nicht auf Vollbild geschaltet (das erlaubt er nur direkt nach einem Klick oder einer Taste): Präsentieren beenden und neu wählen oder das Vollbild des Browsers nutzen (F11)
web-no-paste-button = Der Browser lässt die Seite die Zwischenablage nicht lesen: zum Einfügen Strg+V drücken (am Mac ⌘V)
web-no-clipboard = Die Zwischenablage steht dieser Seite nur über https (oder auf diesem Computer) offen: Kopieren und Einfügen gehen mit der Desktop-App oder über eine https-Adresse
web-saves-download = Im Browser wird gespeichert und exportiert, indem die Datei unter dem genannten Namen heruntergeladen wird.
status-dismiss = Schließen
file-kind = { $kind ->
    [boards] Bitboard-Liste
    [session] Sitzung
    [svg] SVG-Bild
    [png] PNG-Bild
    [figure-svg] SVG-Abbildung
   *[figure-png] PNG-Abbildung
}
file-all = Alle Dateien
typed-no-dialog = Hier steht kein Dateidialog zur Verfügung. Pfad der Datei ({ $kind }, .{ $ext }) eingeben:
typed-placeholder = /pfad/zur/datei
typed-ok = OK
notice-opened-session = Sitzung { $path } geöffnet
notice-saved = { $path } gespeichert
notice-dialog-unavailable = Es ließ sich kein Dateidialog öffnen (kein Desktop-Portal, kein zenity): Bitte einen Pfad eintippen
notice-prefs-replaced = Einige gespeicherte Einstellungen waren unbrauchbar: { $issues }
notice-export-cancelled = Der Export von { $name } wurde abgebrochen; es wurde nichts geschrieben
prefs-issue-rate = Zeitlupen-Tempo { $value } liegt nicht zwischen { $min } und { $max } Aufrufen/s; verwendet wird { $default }
prefs-issue-play-speed = Abspielgeschwindigkeit { $value } liegt nicht zwischen { $min } und { $max } Zügen/s; verwendet wird { $default }
prefs-issue-spacing = Feldabstand { $value } liegt nicht zwischen 1 und { $max } Einheiten; verwendet wird { $default }
prefs-issue-bound = Schranke { $value } Einheiten pro Feld liegt über { $max }; verwendet wird { $default }
prefs-issue-zoom = Zoom { $value } liegt nicht zwischen { $min } und { $max }; verwendet wird { $default }
prefs-issue-window = die gespeicherte Fenstergröße { $width } × { $height } oder die Fensterposition ist nicht verwendbar; das Fenster öffnet mit { $default_width } × { $default_height }
prefs-issue-unknown = der gespeicherte Wert von { $name } ist dieser Version unbekannt; verwendet wird die Voreinstellung
prefs-issue-unreadable = Gespeicherte Einstellungen werden nicht gelesen ({ $reason }); das Fenster startet mit den Voreinstellungen, Änderungen gelten nur bis zum Schließen.
prefs-issue-not-saved = Einstellungen lassen sich nicht speichern ({ $reason }); Änderungen gelten nur bis zum Schließen des Fensters.
file-error-open = { $path } ließ sich nicht öffnen: { $reason }
file-error-settings = { $path } ließ sich nicht öffnen: Die Einstellungen darin sind ungültig: { $reason }
file-error-save = Speichern nicht möglich: { $reason }
file-error-picture = Bilder lassen sich exportieren, aber nicht öffnen
file-error-busy = Ein Dateidialog ist bereits offen

## Window: Tastenkürzel

shortcuts-title = Tastenkürzel
shortcuts-typing = (beim Tippen)
shortcuts-typing-what = Einzelne Tasten wirken nicht, solange ein Textfeld den Fokus hat
key-right = Pfeil rechts
key-left = Pfeil links
key-down = Pfeil unten
key-up = Pfeil oben
key-space = Leertaste
key-page-up = Bild auf
key-page-down = Bild ab
key-home = Pos1
key-end = Ende
key-ctrl = Strg
key-shift = Umschalt
key-lesson-next = Unterricht: nächste Folie
key-lesson-previous = Unterricht: vorige Folie
key-lesson-first-last = Unterricht: erste / letzte Folie
key-lesson-leave = Unterricht: verlassen
key-solve-run = Lösen: starten / anhalten / fortsetzen
key-step-play = Schritte: abspielen / anhalten
key-game-play = Partie: abspielen / anhalten
key-explore-cancel = Erkunden: die Berechnung des gezeigten Teils abbrechen
key-cancel = die Suche abbrechen
key-solve-next-call = Lösen (Einzelschritt): nächster Aufruf
key-step-next = Schritte: nächster Zug
key-step-previous = Schritte: voriger Zug
key-step-start = Schritte: zum Anfang
key-step-end = Schritte: zum Ende
key-game-next = Partie: nächster Wurf
key-game-previous = Partie: voriger Wurf
key-game-start = Partie: vor den ersten Wurf
key-game-end = Partie: nach dem letzten Wurf
key-step-piece = Schritte: Figur 1–4 zeigen
key-step-all = Schritte: alle Figuren zeigen
key-edit-redo = Bearbeiten: wiederholen
key-edit-undo = Bearbeiten: rückgängig
key-edit-paste = Bearbeiten: ein Bitboard einfügen (hexadezimal, binär, dezimal oder die Zeilen des Aufsatzes)
key-open-session = eine Sitzung öffnen
key-open-boards = eine Bitboard-Liste öffnen
key-save-session = die Sitzung speichern
key-export-png = das Spielfeld als PNG exportieren
key-zoom-in = vergrößern
key-zoom-out = verkleinern
key-zoom-reset = Zoom zurücksetzen
key-panels = die Seitenleisten aus- oder einblenden
key-present = Präsentationsmodus: Vollbild, Seitenleisten ausgeblendet
key-legend = die Legende neben dem Spielfeld ein- oder ausblenden
key-tile-numbers = die Feldnummern neben dem Spielfeld ein- oder ausblenden
key-list = diese Liste ein- oder ausblenden
key-quit = beenden

## Window: Namen für Bildschirmleser

# Ein Knoten des Suchbaums, benannt nach seinem bisherigen Weg (für Bildschirmleser und Tests).
explore-tree-node-name = Knoten { $path }

## Window: Fehler

error-cancelled = Die Suche wurde abgebrochen.
error-does-not-fit = Der Weg von Figur { $piece } ist { $units } Einheiten lang, mehr als das Einheiten-Feld eines Bitboards fasst (65.535).
error-board = Dieses Bitboard lässt sich nicht lösen: { $reason }
error-task = Ein Hintergrund-Thread ist fehlgeschlagen: { $reason }
error-sweep-empty = Beim Durchlauf darf „von“ ({ $from }) nicht über „bis“ ({ $to }) liegen.
error-sweep-zero-step = Der Durchlauf braucht eine Schrittweite von mindestens 1.
error-sweep-too-many = Die Schranken { $from } bis { $to } in Schritten von { $step } ergäben { $count } Suchläufe; ein Durchlauf macht höchstens { $max } (jeder kann über eine Sekunde dauern): den Bereich verkleinern oder eine größere Schrittweite wählen.
error-sweep-too-large = Die Schranken eines Durchlaufs reichen bis { $max } Einheiten pro Feld, nicht { $bound } (ab etwa 1.000 schneidet jede Schranke fast alles ab).

## Window: core errors

# Was beim Lesen eines Bitboards auffällt (die „Fehler“ des Editors, die Schrittansicht). Felder kommen als „Feld 12“ oder „Zielfeld a“ (tile-ref), ein betretenes Zielfeld als sein Buchstabe.
decode-problem-all-in-start = Alle vier Figuren stehen im Startfeld, und doch sind Felder der Bahn oder Zielfelder gesetzt.
decode-problem-several-none = { $on_way } Figuren haben das Startfeld verlassen, aber keine ist im Ziel: Auf den Weg-Bitboards des Aufsatzes ist nur eine Figur unterwegs.
decode-problem-several = { $on_way } Figuren haben das Startfeld verlassen, aber { $finished ->
    [one] nur eine ist im Ziel
   *[other] nur { $finished } sind im Ziel
}: Auf den Weg-Bitboards des Aufsatzes ist nur eine Figur unterwegs.
decode-problem-start-field = Das Startfeld passt nicht zu Figur { $piece }: Die Figuren verlassen es der Reihe nach, die von Bit 60 zuerst.
decode-problem-nothing-on-the-way = Keine Figur steht auf der Bahn oder auf einem Zielfeld.
decode-problem-not-from-a = Der Weg beginnt auf { $tile }, nicht auf A (Feld 0), wo jede Figur ins Spiel kommt.
decode-problem-roll = Von { $from } bis { $to } sind es { $roll } Felder: So weit kommt kein Wurf.
decode-problem-foreign-goal = Der Weg führt über das Zielfeld { $tile }: Nach der Regel des Aufsatzes betritt eine Figur die Zielfelder nur auf ihrem eigenen Zielfeld.
decode-problem-units = Im Einheiten-Feld stehen { $stored }, die Züge ergeben zusammen aber { $recomputed }.
decode-problem-too-long = Bei { $tile } ist der Weg länger als { $max } Einheiten.
error-no-piece = Auf dem Bitboard { $board } steht keine Figur: Kein Bit für Startfeld, Bahn oder Zielfelder ist gesetzt.
step-problem-no-path = { $board }: keine Figur auf der Bahn
error-board-problems = Vom Bitboard { $board } aus lässt sich nicht weiterrechnen: { $problems }
error-board-no-piece-out = Auf dem Bitboard { $board } ist keine einzelne Figur zwischen A und ihrem Zielfeld unterwegs, von der aus sich weiterrechnen ließe.
error-board-finished = Bitboard { $board }: Die Figur hat ihr Zielfeld erreicht; es bleibt nichts zu lösen.
error-board-not-a-position = Auf dem Bitboard { $board } ist keine einzelne Figur zwischen A und ihrem Zielfeld unterwegs, von der aus sich weiterrechnen ließe: { $reason }
# Ein Hintergrund-Thread ($name ist sein Name, etwa „solve“); $reason sind die Worte des Systems.
task-error-spawn = Der Thread „{ $name }“ ließ sich nicht starten: { $reason }
task-error-panicked = Der Thread „{ $name }“ ist unerwartet abgebrochen.
task-error-unsupported = Im Browser noch nicht: Diese Seite kann „{ $name }“ nicht im Hintergrund rechnen (die Desktop-App kann es).
# Dateien lesen und schreiben; $reason sind die Worte des Systems.
io-error-read = „{ $path }“ lässt sich nicht lesen: { $reason }
io-error-write = „{ $path }“ lässt sich nicht schreiben: { $reason }
io-error-too-large = „{ $path }“ ist zu groß ({ $size } Byte); Dateien über { $limit } Byte werden nicht geöffnet.
io-error-too-large-to-write = „{ $path }“ wurde nicht geschrieben: Die Datei wäre { $size } Byte groß, und Dateien über { $limit } Byte lassen sich nicht wieder öffnen. Bitte weniger Bitboards speichern.
io-error-not-regular = „{ $path }“ ist { $kind ->
    [directory] ein Ordner
    [fifo] eine benannte Pipe (FIFO)
    [device] ein Gerät
    [socket] ein Socket
   *[other] etwas anderes
} und keine gewöhnliche Datei.
io-error-shared-link = „{ $path }“ ist eine symbolische Verknüpfung in einem Ordner, in den alle Benutzer schreiben dürfen; ihr wird nicht gefolgt.
io-error-empty = „{ $path }“ ist leer.
io-error-not-utf8 = „{ $path }“ ist kein UTF-8-Text (ungültiges Byte an Stelle { $offset }).
io-error-not-a-board = Zeile { $line }: „{ $text }“ ist kein Bitboard: { $reason }
io-error-looks-like-json = Das ist JSON (eine Sitzung?), keine Bitboard-Liste: Bitte als Sitzung öffnen.
io-error-no-boards = Die Liste enthält keine Bitboards, nur Kommentare und Leerzeilen.
session-error-not-json = Das ist keine Sitzungsdatei (JSON); sie sieht wie eine Bitboard-Liste aus: Bitte als Bitboards öffnen.
session-error-truncated = Die Sitzungsdatei bricht in Zeile { $line }, Spalte { $column } ab.
# $reason sind die Worte des JSON-Lesers.
session-error-corrupt = Die Sitzungsdatei ist in Zeile { $line }, Spalte { $column } beschädigt: { $reason }
session-error-no-version = Dieses JSON ist keine maedn-Sitzung: Das Feld „version“ fehlt.
session-error-unsupported-version = Diese Sitzung hat das Dateiformat Version { $found }, dieses Programm liest aber nur bis Version { $max }: Bitte maedn aktualisieren.
session-error-bad-version = Die „version“ der Sitzung ist { $found }, { $what ->
    [text] also Text statt einer Zahl
    [negative] also negativ
    [too-large] also zu groß
    [decimal] also keine ganze Zahl
   *[other] also keine Zahl
}: Erwartet wird eine ganze Zahl von 1 bis { $max }.
session-error-bad-field = Die Sitzung hat ein fehlerhaftes Feld: { $reason }
session-error-invalid = In der Sitzung ist „{ $field }“ = { $value }: { $reason }
paste-error-not-a-board = Der eingefügte Text ist kein Bitboard: { $reason }
paste-error-no-board = Im eingefügten Text steht kein Bitboard.
game-error-pieces = Eine Partie hat 1 bis 4 Figuren, nicht { $pieces }.
game-error-games = Simuliert werden 1 bis { $max } Partien, nicht { $games }.
game-error-no-game = Unter diesen Regeln bringt keine regelgerechte Partie alle Figuren ins Ziel.

## Why a background job (an Explore part, a lesson slide's numbers) produced no result
job-error-count-overflow = Die Zahl der Zugfolgen bis { $tile } passt nicht in 128 Bit.
job-error-count-radicals = Exakte Längen brauchen mehr verschiedene Quadratwurzeln, als die Zählung fassen kann.
job-error-count-past-goal = { $start } liegt hinter Zielfeld { $goal }.
job-error-tree-too-many = Diese Ebenen enthalten mehr als { $limit } Aufrufe: weniger Ebenen aufzeichnen und die betrachteten Teilbäume aufklappen.
job-error-attach = Die erneute Suche von Knoten { $node } ergibt nicht, was der Lauf aufgezeichnet hat.
job-error-no-piece = Es gibt keine Figur { $piece }: Die Figuren sind von 1 bis 4 nummeriert.
problem-error-piece = Figur { $piece } gibt es nicht: Die Figuren sind von 1 bis 4 nummeriert.
problem-error-goal = Figur { $piece } läuft auf das Zielfeld { $expected } zu, nicht auf { $goal }.
problem-error-empty-path = Der Weg ist leer: Er beginnt auf A (Feld 0).
problem-error-path-start = Der Weg beginnt auf Feld { $tile }, nicht auf A (Feld 0), wo jede Figur ins Spiel kommt.
problem-error-step = Der Weg führt von Feld { $from } nach Feld { $to }: Ein Wurf zieht eine Figur 1 bis 6 Felder vorwärts.
problem-error-past-goal = Der Weg erreicht Feld { $tile } und führt damit über das Zielfeld { $goal } hinaus.
problem-error-finished = Die Figur steht schon auf ihrem Zielfeld { $tile }: Es bleibt nichts zu lösen.
problem-error-moved = { $units } zurückgelegte Einheiten sind keine Länge von 0 bis 65.535.
problem-error-board = Das Bitboard { $board } zeigt diese Stellung nicht: Startfeld, Weg und fertige Figuren müssten { $expected } ergeben.
# Warum ein Wert aus einer Sitzung oder einer Klassenrunde nicht stimmen kann (nach „In der Sitzung ist „FELD“ = WERT: “).
bad-value-piece = Die Figuren sind von 1 bis 4 nummeriert.
bad-value-stepper-board = Die Schrittansicht enthält { $boards ->
    [one] nur ein Bitboard, mit der Nummer 0
   *[other] { $boards } Bitboards, nummeriert ab 0
}.
bad-value-step = Der gezeigte Zug muss zwischen 0 und { $max } liegen: Ein Weg hat höchstens { $max } Züge.
bad-value-length = Eine Länge muss eine Zahl von 0 bis { $max } sein.
bad-value-roll = Ein Wurf zeigt eine Augenzahl von 1 bis 6.
bad-value-teams = Eine Runde hat { $min } bis { $max } Teams.
bad-value-name = Ein Name hat höchstens { $max } Zeichen und keine Steuerzeichen.
bad-value-choices = Eine Partie hat höchstens { $max } gewählte Züge.
bad-value-move = Ein Zug wird als „von-nach“ geschrieben, etwa B1-0 oder 12-17.
# Warum sich eine Abbildung, ein Bild, eine Animation oder ein PDF nicht erstellen ließ; $reason sind die Worte des Encoders oder Parsers.
figure-error-unknown = Eine Abbildung „{ $name }“ gibt es nicht: `maedn figure --list` nennt alle.
figure-error-sweep-bars = Ein Durchlauf von { $from } bis { $to } in Schritten von { $step } ergäbe { $count } Suchläufe; die Abbildung zeigt höchstens { $max }: Bitte eine größere Schrittweite wählen.
figure-error-needs-board = Die Abbildung „board“ braucht ein Bitboard: --board 0x…
figure-error-no-path = Die Suche hat mit diesen Einstellungen keinen Weg für Figur { $piece } gefunden.
render-error-plot = Das Diagramm ließ sich nicht aufbauen: { $reason }
render-error-svg = Das SVG der Abbildung ließ sich nicht lesen: { $reason }
render-error-size = Der Maßstab { $scale } ergibt ein Bild von { $width } × { $height } Pixeln; bitte einen Maßstab wählen, bei dem beide Seiten zwischen 1 und { $max } Pixeln liegen.
render-error-png = Das PNG ließ sich nicht codieren: { $reason }
render-error-page = Eine Seite von { $width } × { $height } Punkten lässt sich nicht zeichnen.
render-error-pdf = Das PDF ließ sich nicht schreiben: { $reason }
render-error-no-frames = Eine Animation braucht mindestens ein Bild.
render-error-encode = Das { $format ->
    [gif] GIF
    [apng] APNG
   *[webp] WebP
} ließ sich nicht codieren: { $reason }
render-error-stopped = Vor dem letzten Bild angehalten.
render-error-write = Die Animation ließ sich nicht schreiben: { $reason }
export-error-nothing-yet = Noch nichts zu exportieren: Bitte diesen Teil zuerst berechnen.
export-error-no-slide = Eine Folie { $slide } gibt es nicht: Die Lektion hat die Folien 1 bis { $count }.
export-error-still = Auf Folie { $slide } ({ $title }) bewegt sich nichts von selbst: Sie ändert sich nur, wenn vorne jemand einen Wert wählt (von selbst bewegen sich die Folien 1, 5 und 8). Bitte als Abbildung exportieren.
export-error-facts = Die Zahlen einer Folie ließen sich nicht berechnen: { $reason }
export-error-cancelled = Der Export wurde abgebrochen.
fig-rolls-title-not-shortest = Würfe des mit der Schranke { $bound } gefundenen Weges (nicht des kürzesten): { $count ->
    [one] { $count } Wurf
   *[other] { $count } Würfe
}, im Mittel { $mean } Augen

## The best player with a fair die (maedn play, the Play mode)
play-fair-what = Der beste Spieler mit einem fairen Würfel: Der Würfel entscheidet jeden Wurf, der Spieler wählt, welche Figur zieht, sodass der erwartete Weg am kürzesten ist (exakt: dynamische Programmierung über { $states } Stellungen in { $ms } ms).
play-pieces-heading = Jede Figur allein, ab A (die 6, die sie herausgebracht hat, nicht mitgezählt):
play-piece-line = Figur { $piece } (Ziel { $goal }): jeder Wurf gewählt { $chosen }; bester Spieler mit fairem Würfel { $fair } (Standardabweichung { $sd }); ein gewöhnlicher Spieler { $ordinary }
play-piece-alone = Allein hat eine Figur höchstens einen Zug pro Wurf: Es gibt nichts zu wählen, also bewegt der beste Spieler sie genau so weit wie ein gewöhnlicher Spieler. Wählen lohnt sich erst mit mehreren Figuren.
play-game-heading = Das ganze Spiel (die Züge aus dem Startfeld mitgezählt):
play-chosen = jeder Wurf gewählt (das kürzeste Spiel): { $units } Einheiten
play-fair = der beste Spieler mit fairem Würfel: { $units } Einheiten erwartet (Standardabweichung { $sd }), im Mittel { $rolls } Würfe
play-ordinary = ein gewöhnlicher Spieler (zufällige Wahl): { $units } Einheiten erwartet (Standardabweichung { $sd }), im Mittel { $rolls } Würfe
play-saves = Gut wählen spart { $saved } Einheiten ({ $percent } %) gegenüber einem gewöhnlichen Spieler; jeden Wurf wählen spart weitere { $luck } Einheiten.
play-simulated = Simuliert: { $games } Spiele des besten Spielers, Startwert { $seed }: Mittel { $mean } ± { $se } Einheiten (± ein Standardfehler), { $z } Standardfehler vom exakten Wert entfernt.
play-simulated-one = Simuliert: ein Spiel des besten Spielers, Startwert { $seed }: { $mean } Einheiten (ein Spiel hat keinen Standardfehler, also kein Vergleich).
play-to-go = Stellung { $position }: Der beste Spieler erwartet noch { $units } Einheiten (Standardabweichung { $sd }).
play-roll-lost = Wurf { $roll }: kein erlaubter Zug, der Wurf verfällt.
play-roll-best = Wurf { $roll }: Der beste Zug ist { $from } → { $to } ({ $length } Einheiten, danach { $rest } erwartet: { $expected } insgesamt).
play-alternative = { $from } → { $to }: { $length } Einheiten, danach { $rest } erwartet: { $expected } insgesamt, verschenkt im Erwartungswert { $cost } Einheiten
play-position-place = „{ $text }“ ist kein Platz: B (Startfeld), 0 bis 39 (die Laufbahn; 0 oder A ist A) oder a bis d (die Zielreihe) schreiben
play-position-count = { $found } Plätze für { $pieces } Figuren: einen Platz je Figur schreiben, durch Kommas getrennt
play-position-shared = zwei Figuren auf Feld { $tile }: Eigene Figuren teilen nie ein Feld
play-position-unreachable = Kein Spiel erreicht diese Stellung unter diesen Regeln
play-position-finished = Das Spiel ist in dieser Stellung zu Ende: Es gibt keinen Zug zu wählen
play-fair-beside = bester Spieler, fairer Würfel  { $units } Einheiten (Standardabweichung { $sd }): Der Würfel entscheidet, der Spieler wählt die Figur (maedn play --policy)
fair-fig-title = Mit fairem Würfel bewegt der beste Spieler im Mittel { $fair }: { $chosen } mit jedem Wurf gewählt, { $ordinary } für einen gewöhnlichen Spieler
fair-fig-caption-exact = Der beste Spieler mit fairem Würfel (exakt, über { $states } Stellungen): Standardabweichung { $sd }, im Mittel { $rolls } Würfe
fair-fig-caption-sim = { $games } simulierte Spiele des besten Spielers (Startwert { $seed }): Mittel { $mean }, { $z } Standardfehler vom exakten Wert entfernt
fair-fig-caption-sim-no-z = { $games } simulierte Spiele des besten Spielers (Startwert { $seed }): Mittel { $mean }, kein Standardfehler für einen Vergleich mit dem exakten Wert
fair-fig-legend-games = simulierte Spiele des besten Spielers
fair-fig-legend-chosen = jeder Wurf gewählt: { $units }
fair-fig-legend-fair = bester Spieler, fairer Würfel (exakt): { $units }
fair-fig-legend-mean = simuliertes Mittel: { $units }
fair-fig-legend-ordinary = gewöhnlicher Spieler (exakt): { $units }
quoted-elided = { $text } ({ $count } Zeichen)
notice-boards-uneven = Vorsicht: Zeile { $line } hat { $digits } Ziffern, Zeile { $first_line } aber { $first_digits }; die Liste ist womöglich abgeschnitten.
colours = Farben
colours-board = Die Farben des Spielbretts
colours-board-hint = Rot, Grün, Gelb und Schwarz wie auf dem gedruckten Brett
colours-colour-blind = Für Farbenblinde
colours-colour-blind-hint = Farben, die bei Rot-Grün- und Blau-Gelb-Sehschwäche unterscheidbar bleiben (Brett, Diagramme und exportierte Abbildungen)
colours-high-contrast = Hoher Kontrast
colours-high-contrast-hint = Schwarz auf Weiß (Weiß auf Schwarz im dunklen Farbschema), kräftige Linien, keine blassen Flächen: für Beamer
# Abbildung kopieren: das Spielfeld oder Diagramm als Bild in die Zwischenablage.
menu-copy-figure = Abbildung kopieren
key-copy-figure = das Spielfeld oder Diagramm auf dem Bildschirm als Bild kopieren
copy-figure-done = die Abbildung ({ $width } × { $height } Pixel), bereit zum Einfügen in Folien
# Animation exportieren …: die Ansicht Spiel, Schritte oder Lösen als Endlos-Animation.
file-kind-animation = Animation
menu-export-animation = Animation exportieren …
animation-title = Eine Animation exportieren
animation-intro = { $view ->
    [game] Das ganze Spiel, Wurf für Wurf, mit dem Würfel.
    [step] Die schrittweisen Wege, Zug für Zug, mit der laufenden Summe.
   *[solve] Die ersten Aufrufe der Suche in Zeitlupe, mit jeder Abschneide-Entscheidung.
}
animation-none = Öffne die Ansicht Spiel, Schritte oder Lösen, um ihre Animation zu exportieren.
animation-format = Format:
animation-fps = Bilder pro Sekunde:
animation-size = Größe (Pixel):
animation-calls = Aufrufe:
animation-theme = Farben:
animation-palette = Palette:
animation-start = Exportieren …
animation-close = Schließen
animation-cancel = Export abbrechen
animation-running = Bild { $done } von { $total } ({ $seconds } s)
animation-preparing = Die Bilder werden vorbereitet ({ $seconds } s)
notice-animation-saved = Animation ({ $size }) in { $path } gespeichert
animation-cancelled = Animationsexport abgebrochen: nichts wurde geschrieben.

## Barrierefreiheit: die Schalter im Menü Ansicht, die Namen der Felder für
## Bildschirmleser, die laufenden Zähler, die ein Bildschirmleser ansagt.
access-heading = Barrierefreiheit
access-single-keys = Kürzel mit einer Taste
access-single-keys-hint = Leertaste, L, N, A, 1–4, die Pfeiltasten und die anderen Tasten ohne Strg wirken sofort. Ausschalten, wenn Spracheingabe oder ein versehentlicher Tastendruck sie auslösen würde.
access-reduce-motion = Bewegung reduzieren
access-reduce-motion-hint = Abspielen geht pro Druck einen Schritt weiter, statt von selbst zu laufen, und nichts blinkt oder pulsiert
tile-name-track = Bahnfeld { $index }
tile-name-start = Startfeld { $slot } von { $player }
tile-name-goal = Zielfeld { $letter } von { $player }
live-run = Aufrufe { $calls }, abgeschnitten { $prunes }, bisher bestes { $best }
explore-tree-keys = Suchbaum bei { $node }: die Pfeiltasten wandern darin, die Eingabetaste zoomt hinein

vision = Farbsehen
vision-hint = Zeigt das ganze Fenster so, wie es ein Mensch mit diesem Farbsehen sieht (dieselbe Simulation wie die Tests der Farbpaletten)
vision-normal = Normales Farbsehen
vision-protanopia = Protanop (keine Rot-Zapfen)
vision-deuteranopia = Deuteranop (keine Grün-Zapfen)
vision-tritanopia = Tritanop (keine Blau-Zapfen)
key-lesson-zoom = Spielfeld oder Diagramm der Folie auf das ganze Fenster, und zurück

## Handouts: the lesson as PDF and the worksheet (maedn handout, File → Export lesson as PDF…, File → Worksheet…)
handout-page = maedn { $version } · Seite { $n } von { $count }
handout-author = maedn
handout-lesson-title = Der kürzeste Weg nach Hause bei Mensch ärgere Dich nicht: die Lektion
handout-lesson-subject = Die { $count } Folien der Lektion, jede Zahl von maedn für die Einstellungen berechnet, die die Seite nennt
handout-bits-board = Das Bitboard: { $hex }, { $set } Bits gesetzt: { $start } im Startfeld, { $way } auf dem Weg, { $units } in den gezogenen Einheiten
handout-figure-board = { $title }: das Brett. { $shows }
handout-figure-chart = { $title }: ein Diagramm, { $y } über { $x }. { $shows }
handout-figure-chart-bars = { $title }: ein Diagramm, { $y }. { $shows }
handout-figure-path = { $who } von { $from } nach { $to }
handout-figure-moves = { $path }, Züge { $moves }
handout-figure-piece-path = Figur { $piece }
handout-figure-team-path = Team { $team }
handout-figure-a-path = ein Weg
handout-figure-piece = Figur { $piece } auf { $tile }
handout-figure-rings = { $count } Felder umringt
handout-figure-marker = Linie „{ $name }“ bei { $x }
handout-figure-row = { $name }: { $units }, { $cm }
handout-sheet-title = Arbeitsblatt { $seed }: der kürzeste Weg nach Hause
handout-sheet-subject = Aufgaben, von maedn berechnet (Startwert { $seed }), mit den Lösungen auf der letzten Seite
handout-sheet-name = Name: ______________________   Datum: ____________
handout-sheet-intro = Gespielt wird auf dem Brett aus dem Aufsatz: Eine Figur betritt die Bahn bei A und zieht nach Hause auf a–d. Längen sind in Einheiten angegeben, 10.000 Einheiten = 36 cm. Die Zahl neben jedem Bahnfeld ist sein Platz auf dem Weg, von A = 0 bis 39; die Zielfelder heißen a–d.
handout-sheet-board = Das Brett, seine Bahnfelder nummeriert
handout-sheet-way-board = Das Brett für Aufgabe { $n }, um den Weg einzuzeichnen
handout-bits-strip = Die 64 Bits eines Bitboards, Bit 63 zuerst: über jedem Bit seine Nummer, darin, wofür es steht; vier Bits ergeben eine Hexadezimalziffer
handout-key-title = Lösungen, Arbeitsblatt { $seed }
handout-key-footer = Startwert { $seed } · { $settings }
handout-ex-hand = Von { $from } aus: Bei welchem Wurf bewegt sich die Hand am wenigsten (in gerader Linie von Feld zu Feld)? Wie viele Einheiten?
handout-ans-hand = Wurf { $roll }: { $from } → { $to }, { $units } Einheiten (alle sechs Würfe: { $all }).
handout-ans-hand-ties = Wurf { $rolls }, gleich kurz: { $moves }, je { $units } Einheiten (alle sechs Würfe: { $all }).
# Mehrere Möglichkeiten nacheinander: „1, 3 oder 5“.
handout-or = { $first } oder { $last }
handout-ex-decode = Entschlüssle dieses Bitboard: { $hex }. Welche Figur ist es, wo steht sie, und wie weit ist sie gezogen?
handout-ans-decode = Figur { $piece } steht nach { $moves ->
    [one] { $moves } Zug
   *[other] { $moves } Zügen
} ({ $path }) auf { $tile } und ist { $units } Einheiten gezogen.
handout-ex-way = Zeichne den kürzesten Weg von { $from } nach { $goal } ein. Wie lang ist er, und welche Würfe braucht er?
handout-ans-way = { $path }: { $units } Einheiten, Würfe { $rolls }.
handout-ans-way-ties = { $path }: { $units } Einheiten, Würfe { $rolls }; einer von { $ways } gleich kurzen Wegen.
handout-ex-bound = Die Schranke ist { $bound } Einheiten pro Feld. Ist sie sicher, kann sie also den kürzesten Weg nie abschneiden? Warum?
handout-ans-bound-safe = Sicher: { $bound } ist nicht mehr als der billigste Zug pro Feld, { $cheapest } Einheiten, also ist die Schätzung nie größer als der wirkliche Rest; die Suche findet den kürzesten Weg von Figur { $piece } nach { $goal } trotzdem, { $optimum } Einheiten.
handout-ans-bound-unsafe = Nicht sicher: { $bound } ist mehr als der billigste Zug pro Feld, { $cheapest } Einheiten, also kann die Schätzung größer sein als der wirkliche Rest und den kürzesten Weg abschneiden. Hier geschieht das: Der kürzeste Weg von Figur { $piece } nach { $goal } ist { $optimum } Einheiten lang, die Suche mit dieser Schranke findet aber { $found } Einheiten.
handout-ans-bound-unsafe-spared = Nicht sicher: { $bound } ist mehr als der billigste Zug pro Feld, { $cheapest } Einheiten, also kann die Schätzung größer sein als der wirkliche Rest und einen kürzesten Weg abschneiden. Bei dieser Schranke schneidet sie zufällig keinen ab: Die Suche findet für alle vier Figuren den kürzesten Weg. Sicher heißt aber, dass das nie passieren kann, und das verspricht nur eine Schranke von höchstens { $cheapest }.
handout-ex-fair = Figur { $piece } allein mit einem fairen Würfel (der Würfel entscheidet, die Figur zieht, wenn sie kann): Wie viele Einheiten zieht sie im Mittel von A nach { $goal }? Wie viel mehr ist das als mit frei gewählten Würfen?
handout-ans-fair = Im Mittel { $fair } Einheiten (Standardabweichung { $sd }); mit frei gewählten Würfen { $chosen }: { $more } mehr.
handout-ex-bit = Welches Bit des Bitboards steht für { $tile }? Schreibe das Bitboard, in dem nur dieses Bit gesetzt ist, hexadezimal.
handout-ans-bit = Bit { $bit }: { $hex }.
handout-ex-move = Ein Wurf von { $roll } ab { $from }: Wie weit ist das entlang der Bahn, und wie weit bewegt sich die Hand in gerader Linie?
handout-ans-move = Entlang der Bahn { $track } Einheiten, in gerader Linie { $straight } Einheiten ({ $percent } % davon).
handout-window-title = Handzettel (PDF)
handout-window-intro = Jeder Handzettel wird mit der Engine berechnet und als PDF geschrieben: Text zum Markieren, Brett und Diagramme so, wie das Fenster sie zeichnet.
handout-kind-lesson = Die Lektion, eine Seite pro Folie
handout-kind-worksheet = Ein Arbeitsblatt mit Lösungen
handout-page-size = Seite
handout-page-wide = 16:9
handout-page-a4 = A4
handout-seed = Startwert (ein anderer Startwert, ein anderes Blatt):
handout-start = PDF exportieren …
handout-close = Schließen
handout-cancel = PDF abbrechen
handout-running = { $name } wird geschrieben: { $done } von { $count } Seiten, { $seconds } s
menu-export-lesson-pdf = Lektion als PDF exportieren …
menu-worksheet = Arbeitsblatt …
file-kind-pdf = PDF-Dokument

## Help menu: About and the user guide
menu-help = Hilfe
help-about = Über maedn
help-guide = Benutzerhandbuch
about-version = Version { $version }
about-licence = Freie Software unter der { $licence }-Lizenz.
about-paper-head = Der Aufsatz, den es nachrechnet
about-paper = „{ $title }“, { $author }, { $year }.
about-figures = Jede Zahl und jede Abbildung in diesem Fenster wird auf diesem Rechner mit der Branch-and-Bound-Suche des Aufsatzes berechnet und mit einem exakten dynamischen Programm geprüft; keine ist aus dem Aufsatz abgeschrieben. Die Tests vergleichen das Berechnete mit den Werten des Aufsatzes (docs/reference-figures.md nennt jeden).
about-third-party = Lizenzen von Drittanbietern
about-third-party-note = Die Crates und Schriften, aus denen dieses Programm gebaut ist, und ihre Lizenzen (installiert als third-party-licences.md bei der Dokumentation dieses Programms).
about-close = Schließen
guide-title = Benutzerhandbuch
guide-picture = Bild: { $what }
guide-language = Die ganze Tour durch das Fenster (installiert als /usr/share/doc/maedn/guide.md), nur auf Englisch.

## Spielen (gegen das Optimum)
mode-play = Spielen
mode-play-hint = Gegen das Optimum spielen: jeden Wurf einer Figur oder des ganzen Spiels wählen oder das ganze Spiel mit einem fairen Würfel
board-export-play = Dein Spiel gegen das Optimum
play-heading = Gegen das Optimum spielen
play-kind-chosen = Jeden Wurf wählen
play-kind-chosen-hint = Eine Figur von A bis in ihr Ziel: du wählst jeden Wurf, wie im Aufsatz
play-kind-fair = Ein fairer Würfel
play-kind-fair-hint = Das ganze Spiel nach den üblichen Regeln: der Würfel fällt, du wählst, welche Figur zieht
play-piece = Figur { $piece } (Ziel { $goal })
play-piece-hint = Diese Figur von A bis in ihr Ziel spielen (beginnt neu)
play-restart = Neu beginnen
play-restart-hint = Dasselbe Spiel noch einmal von vorn (mit fairem Würfel: derselbe Startwert, dieselben Würfe)
play-show-cost = Kosten jedes Zugs zeigen
play-show-cost-hint = Nach jedem Zug, wie viele Einheiten er gegenüber dem besten Zug vom selben Platz verschenkt hat
play-seed = Startwert
play-seed-hint = Derselbe Startwert würfelt dieselben Würfe, so kann eine Klasse dasselbe Spiel wiederholen
play-new-seed = Neuer Startwert
play-new-seed-hint = Ein neues Spiel mit anderen Würfen
play-replay = Wiederholung
play-replay-pause = Pause
play-replay-hint = Dein Spiel Zug für Zug noch einmal abspielen (Pfeil links und rechts gehen einen Zug, Leertaste spielt)
play-replay-at = Wiederholung: Zug { $n } von { $moves }
play-keys-chosen = Die Tasten 1 bis 6 wählen den Wurf; auch Tab und Enter wählen ein Ziel.
play-keys-fair = Die Tasten 1 bis 4 ziehen die Figur mit dieser Nummer (die Taste steht auf ihrem Knopf); auch Tab und Enter wählen einen Zug.
play-chosen-title = Figur { $piece }: wähle ihre Würfe von A bis { $goal }
play-chosen-at = Figur { $piece } steht auf { $tile }. Welcher Wurf?
play-target = Wurf { $roll } → { $to }: { $length } Einheiten
play-running = Deine Summe: { $units } Einheiten. Das Optimum ab A: { $optimum } Einheiten.
play-move-cost = Mit diesem Zug hast du { $cost } Einheiten verschenkt: Wurf { $roll } kostet { $total } bis ins Ziel, der beste Wurf von { $from } kostet { $best }.
play-move-best = Zug { $n } war ein bester Zug: nichts verschenkt.
play-chosen-done = Im Ziel! Deine Länge: { $units } Einheiten gegenüber dem Optimum von { $optimum } Einheiten: { $away } Einheiten mehr.
play-chosen-perfect = Im Optimum ins Ziel: { $units } Einheiten, nichts verschenkt.
play-costliest = Der teuerste Zug: Zug { $n }, Wurf { $roll } von { $from } nach { $to }, { $cost } Einheiten verschenkt.
play-legend-optimal = der optimale Weg
play-legend-targets = wo jeder Wurf landet, mit dem Wurf beschriftet
play-legend-best-game = das Spiel des besten Spielers mit denselben Würfen
play-fair-title = Ein fairer Würfel, Startwert { $seed }
play-fair-walking = Alle Stellungen des Spiels werden gesucht: bisher { $positions }
play-fair-solving = Der beste Spieler wird rückwärts gelöst: { $solved } von { $positions } Stellungen
play-fair-failed = Der beste Spieler konnte nicht berechnet werden: { $reason }
play-fair-roll = Wurf { $roll }: der Würfel zeigt { $die }. Welche Figur zieht?
play-fair-move = Figur { $piece }: { $from } → { $to }, { $length } Einheiten
play-fair-total = Deine Strecke: { $units } Einheiten in { $rolls } Würfen.
play-fair-away = Deine Entscheidungen haben im Erwartungswert { $away } Einheiten verschenkt.
play-fair-compare = Der beste Spieler mit fairem Würfel erwartet { $best } Einheiten, ein gewöhnlicher Spieler { $ordinary } Einheiten.
play-fair-cost = Mit diesem Zug hast du im Erwartungswert { $cost } Einheiten verschenkt (der beste Zug war { $from } → { $to }).
play-fair-done = Alle im Ziel: { $units } Einheiten in { $rolls } Würfen.
play-fair-best-game = Der beste Spieler mit denselben Würfen: { $units } Einheiten.
play-fair-costliest = Die teuerste Entscheidung: Wurf { $n } (eine { $die }), { $from } → { $to }, im Erwartungswert { $cost } Einheiten verschenkt.
key-play-number = Spielen: Wurf 1 bis 6 wählen (mit fairem Würfel: die Figur mit dieser Nummer ziehen; im ganzen Spiel nach einem Wurf mit mehreren Zügen: den Zug mit dieser Nummer)
key-play-continue = Spielen: nach einer Entscheidung würfeln; nach dem Spiel: es wiederholen / anhalten
key-play-undo = Spielen: die letzte Entscheidung mit fairem Würfel zurücknehmen (bis der Würfel wieder rollt)
key-play-previous = Spielen: Wiederholung einen Zug zurück
key-play-next = Spielen: Wiederholung einen Zug weiter
play-fair-seed-line = Startwert { $seed }

## Erst schätzen, dann zusehen; zurückschrittweise; die Suche als Code
predict-heading = Schätzen
predict-hint = Erst die Klasse fragen: die Schätzung jeder Gruppe eingeben, dann zeigen, was das Programm berechnet hat.
predict-calls = Wie viele Aufrufe braucht die Suche des Aufsatzes für Figur { $piece }?
predict-first-roll = Welchen Wurf nimmt das Optimum zuerst von { $tile } aus (Figur { $piece })?
predict-keeps = Behält eine Schranke von { $bound } Einheiten je Feld das Optimum?
predict-guess = Schätzung
predict-guess-hint = Eine ganze Zahl eingeben und Enter drücken (eine Schätzung je Gruppe); das Feld bleibt für die nächste Gruppe bereit
predict-add = Schätzung hinzufügen
predict-yes = ja
predict-no = nein
predict-reveal = Aufdecken
predict-reveal-hint = Die berechnete Antwort neben den Schätzungen zeigen
predict-reset = Schätzungen löschen
predict-computing = Das Programm berechnet die Antwort …
predict-failed = Die Antwort konnte nicht berechnet werden: { $error }
predict-no-guesses = Noch keine Schätzungen.
predict-guesses = Schätzungen: { $count }
predict-truth = Berechnet: { $value }
predict-truth-roll = Berechnet: das Optimum nimmt zuerst eine { $roll }
predict-truth-roll-also = Berechnet: das Optimum nimmt zuerst eine { $roll } (ebenfalls optimal: { $others })
predict-guess-right = Schätzung { $n }: { $value } — richtig
predict-guess-wrong = Schätzung { $n }: { $value } — falsch
predict-guess-off = Schätzung { $n }: { $value } — daneben um { $by } ({ $share })
predict-guess-off-zero = Schätzung { $n }: { $value } — daneben um { $by }
predict-solve-piece = Figur
replay-heading = Zurückgehen
replay-slider-hint = Zu einem beliebigen aufgezeichneten Aufruf ziehen; ← und → gehen einen Aufruf zurück und vor
replay-position = Aufgezeichneter Aufruf { $at } von { $count } (Aufruf Nummer { $call })
replay-live = Die Suche wird live gezeigt.
replay-back = ◀ Zurück
replay-forward = Vor ▶
replay-follow = Live
replay-follow-hint = Wieder der laufenden Suche folgen
replay-capped = Nur die letzten { $kept } Aufrufe werden zum Zurückgehen behalten; { $dropped } frühere Aufrufe wurden verworfen.
replay-none = Noch keine Aufrufe aufgezeichnet: in Zeitlupe oder Einzelschritten lösen.
key-solve-call-back = Lösen (Zeitlupe, Einzelschritt): einen aufgezeichneten Aufruf zurück
key-solve-call-forward = Lösen (Zeitlupe, Einzelschritt): einen Aufruf vor
code-view = Die Suche als Code zeigen
code-view-hint = Die Suchfunktion des Aufsatzes als lesbarer Pseudocode, mit hervorgehobener Zeile des gezeigten Aufrufs und seinen Variablen
code-heading = Die Suche, Zeile für Zeile
code-line-1 = suche(feld, tiefe, gezogen):
code-line-2 =     aufrufe ← aufrufe + 1
code-line-3 =     wenn gezogen + felder_übrig(feld) × schranke > beste:
code-line-4 =         schnitte ← schnitte + 1; zurück            ⟵ abschneiden
code-line-5 =     für wurf in 6, 5, 4, 3, 2, 1:                ⟵ erkunden
code-line-6 =         nächstes ← feld + wurf; überspringen, wenn hinter dem Ziel oder besetzt
code-line-7 =         wenn nächstes das Ziel ist:
code-line-8 =             wenn gezogen + länge(feld, nächstes) < beste: beste ← sie   ⟵ beste
code-line-9 =             zurück
code-line-10 =         suche(nächstes, tiefe + 1, gezogen + länge(feld, nächstes))
code-vars = Variablen dieses Aufrufs
code-var-call = Aufruf
code-var-piece = Figur
code-var-tile = feld
code-var-depth = tiefe
code-var-moved = gezogen (Länge bisher)
code-var-left = felder_übrig
code-var-bound = schranke
code-var-estimate = felder_übrig × schranke
code-var-sum = gezogen + felder_übrig × schranke
code-var-best = beste
code-var-decision = Entscheidung
code-decision-prune = abschneiden
code-decision-explore = erkunden
code-decision-best = beste
code-none = Kein Aufruf zu zeigen: die Suche des Aufsatzes in Zeitlupe oder Einzelschritten laufen lassen.
predict-guess-line = Schätzung { $n }: { $value }
predict-roll = Wurf { $roll }
predict-piece-hint = Die Figur, nach der gefragt wird
replay-slider = Aufgezeichneter Aufruf
# Kürzel mit einer Taste ausgeschaltet (Ansicht → Barrierefreiheit): Tasten, die jetzt nichts tun.
key-off = { $keys }: aus
welcome-try-solve-plain = Lösen: Starten drücken und den Zählern zusehen.
welcome-try-step-plain = Schritte: jeder Figur Wurf für Wurf folgen.
game-keys-off = Die Schaltflächen spielen ab und gehen einen Wurf (Kürzel mit einer Taste sind aus).
pace-full-hint-plain = Mit voller Geschwindigkeit suchen
pace-step-hint-plain = Ein Aufruf pro Schritt, oder die Schaltfläche „Nächster Aufruf“
edit-locked-keys = Während die Suche läuft, ist der Editor gesperrt ({ $keys } bricht ab).
edit-locked-plain = Während die Suche läuft, ist der Editor gesperrt.
play-replay-hint-off = Dein Spiel Zug für Zug noch einmal abspielen
play-keys-chosen-off = Mit Tab und Enter ein Ziel wählen.
play-keys-fair-off = Tab und Enter wählen einen Zug.

## Play: the whole game with every roll chosen
play-kind-whole = Das ganze Spiel, jeder Wurf gewählt
play-kind-whole-hint = Vier Figuren vom Startfeld ins Ziel nach den üblichen Regeln: Du wählst jeden Wurf und, wenn er mehrere Züge erlaubt, welche Figur zieht
play-whole-title = Das ganze Spiel: wähle jeden Wurf
play-whole-running = Deine Summe: { $units } Einheiten in { $moves } Zügen. Das Optimum ab dem Start: { $optimum } Einheiten.
play-whole-solving = Das kürzeste Spiel wird rückwärts gelöst: { $solved } von { $positions } Stellungen
play-whole-failed = Das kürzeste Spiel konnte nicht berechnet werden: { $reason }
play-whole-which-roll = Welcher Wurf?
play-whole-roll-one = Wurf { $roll }: Figur { $piece }, { $from } → { $to }, { $length } Einheiten
play-whole-roll-many = Wurf { $roll }: { $count } Figuren können ziehen
play-whole-roll-many-hint = Diesen Wurf wählen, dann die Figur, die zieht
play-whole-roll-one-hint = Dieser Wurf erlaubt nur diesen Zug: Ihn zu wählen zieht die Figur
play-whole-which-piece = Wurf { $roll }: Welche Figur zieht?
play-whole-cost = Mit Zug { $n } ({ $from } → { $to } mit einer { $roll }) hast du { $cost } Einheiten verschenkt: Er kostet { $total } bis zum Ende, der beste Zug aus derselben Stellung ({ $bfrom } → { $bto } mit einer { $broll }) kostet { $least }.
play-whole-done = Alle im Ziel! Deine Länge: { $units } Einheiten in { $moves } Zügen gegenüber { $optimum } Einheiten des kürzesten Spiels: { $away } Einheiten mehr.
play-whole-perfect = Alle im Ziel, im kürzesten Spiel: { $units } Einheiten in { $moves } Zügen, nichts verschenkt.
play-whole-costliest = Der teuerste Zug: Zug { $n }, { $from } → { $to } mit einer { $roll }, { $cost } Einheiten verschenkt.
play-whole-best-game = Das kürzeste Spiel: { $units } Einheiten in { $rolls } Würfen.
play-legend-shortest-game = das kürzeste Spiel (jeder Wurf gewählt)
play-keys-whole = Die Tasten 1 bis 6 wählen den Wurf; auch Tab und Enter wählen eine Schaltfläche.
play-keys-whole-piece = Die Tasten 1 bis { $count } wählen die Figur; die Schaltfläche eines anderen Wurfs ändert den Wurf.
play-keys-whole-off = Mit Tab und Enter einen Wurf wählen.
play-keys-whole-piece-off = Mit Tab und Enter die Figur wählen; die Schaltfläche eines anderen Wurfs wechselt den Wurf.

## Eine Klassenrunde (Teams spielen abwechselnd an einem Fenster dasselbe Spiel mit fairem Würfel)
file-kind-round = Klassenrunde
typed-open-round = Eine Klassenrunde öffnen
typed-save-round = Die Klassenrunde speichern
round-open = Eine Klassenrunde…
round-open-hint = Teams spielen abwechselnd an diesem Fenster, jedes dasselbe Spiel (derselbe Startwert, dieselben Würfe); am Ende ordnet eine Rangliste sie
round-title = Eine Klassenrunde
round-intro = Jedes Team spielt dasselbe Spiel mit fairem Würfel: derselbe Startwert, dieselben Würfe. Was ein Zug gekostet hat, die teuerste Entscheidung und das Spiel des besten Spielers bleiben verborgen, bis alle Teams im Ziel sind. Eine Entscheidung lässt sich zurücknehmen, bis der Würfel wieder rollt.
round-teams = Teams: { $count }
round-fewer = Weniger Teams
round-more = Mehr Teams
round-team-default = Team { $n }
round-name = Name von Team { $n }
round-seed = Startwert der Runde
round-start = Die Runde beginnen
round-cancel = Abbrechen
round-open-file = Eine Runde öffnen…
round-save = Die Runde speichern…
round-turn = Team { $n } von { $count }: { $name }. Ihr seid dran!
round-turn-unnamed = Team { $n } von { $count }. Ihr seid dran!
round-team-home = { $name } ist im Ziel: { $units } Einheiten in { $rolls } Würfen.
round-next = Weiter: { $name }
round-show-scoreboard = Die Rangliste zeigen
round-not-its-game = Das ist nicht das Spiel der Runde: die Runde spielt Startwert { $seed }.
round-resume = Zurück zum Spiel der Runde
round-scoreboard = Rangliste (Startwert { $seed }): die kürzeste Handbewegung gewinnt
round-standing = { $rank }. { $name }{ $tied ->
    [yes] {" "}(gleichauf)
   *[no] {""}
}: { $units } Einheiten · { $away } Einheiten verschenkt
round-best = Der beste Spieler mit fairem Würfel erwartet { $best } Einheiten; mit diesen Würfen hat er { $game } Einheiten bewegt.
round-waiting = Der beste Spieler wird berechnet; die Rangliste folgt.
round-other-rules = Diese Runde wurde nach anderen Regeln gespielt: öffne sie erneut oder beginne eine neue Runde.
round-mismatch = Entscheidung { $n } von { $name } ({ $choice }) ist kein Zug dieses Spiels: die Datei passt nicht zu ihrem Startwert und ihren Regeln.
round-mismatch-unfinished = Die gespeicherten Entscheidungen von { $name } bringen nicht alle Figuren ins Ziel.
round-again = Eine neue Runde
round-end = Die Runde beenden
round-legend-team = Team { $n }, { $name }: { $units } Einheiten
round-legend-team-unnamed = Team { $n }: { $units } Einheiten
round-error-corrupt = Die Rundendatei ist kein gültiges JSON in Zeile { $line }, Spalte { $column }: { $reason }. Nichts wurde geändert.
round-error-no-version = Dieses JSON ist keine maedn-Klassenrunde: es hat kein ganzzahliges Feld „version“. Nichts wurde geändert.
round-error-version = Diese Runde hat das Dateiformat { $found }, dieses Programm liest aber nur bis Version { $max }: aktualisiere maedn. Nichts wurde geändert.
round-error-version-zero = Diese Runde hat die Formatversion 0, die kein maedn schreibt (Versionen beginnen bei 1): Die Datei stammt nicht von maedn oder wurde von Hand geändert. Nichts wurde geändert.
round-error-field = Die Rundendatei hat ein fehlerhaftes Feld: { $reason }. Nichts wurde geändert.
round-error-invalid = In der Runde ist { $field } gleich { $value }: { $reason } Nichts wurde geändert.
session-error-is-round = Das ist eine Klassenrunde, keine Sitzung: Bitte mit „Eine Runde öffnen…“ im Modus „Spielen“ öffnen.

## Your turn with a fair die: the die rolled after a choice, taking a choice back, the rolls without a choice; a class round kept, asked about on quitting, its scoreboard

play-legend-moves = wo jede Figur landen würde, die ziehen darf, markiert mit ihrer Nummer (ihrer Taste)
play-fair-chosen = Deine Entscheidung steht. Würfle für den nächsten Wurf; bis dahin lässt sie sich zurücknehmen.
play-fair-roll-die = Würfeln
play-fair-roll-die-hint = Der nächste Wurf: ab dann gilt deine Entscheidung
play-fair-undo = Entscheidung zurücknehmen
play-fair-undo-hint = Die letzte Entscheidung rückgängig machen (möglich, bis der Würfel wieder rollt)
play-no-choice = { $rolls ->
    [one] Wurf { $first } ließ keine Wahl
   *[other] Würfe { $first }–{ $last } ließen keine Wahl
}: { $list }
play-no-choice-lost = { $faces } (kein Zug)
play-no-choice-move = { $die } ({ $from } → { $to })
play-fair-explain = So liest du die Wertung: „der beste Spieler mit denselben Würfen“ ist ein einziges echtes Spiel, Glück inklusive, während „im Erwartungswert verschenkt“ sagt, um wie viel deine Entscheidungen das Spiel im Mittel über alle noch möglichen Würfe verlängern – mit Glück kannst du also vor dem besten Spieler liegen, obwohl du Einheiten verschenkt hast.
play-show-cost-round = Verborgen, bis alle Teams der Klassenrunde im Ziel sind
play-restart-round = Das Spiel eines Teams in der Klassenrunde beginnt nicht neu: Nimm stattdessen eine Entscheidung zurück
round-highlight-hint = Ein Klick auf ein Team hebt sein Spiel auf dem Brett hervor; ein zweiter Klick zeigt wieder alle Teams gleich.
round-head-team = Team
round-head-units = Einheiten
round-head-away = verschenkt
round-cell-rank = { $rank }.{ $tied ->
    [yes] {" "}(gleichauf)
   *[no] {""}
}
round-highlight-all = Alle Teams gleich
round-kept-title = Eine Klassenrunde wartet
round-kept-text = Die Klassenrunde mit { $teams } Teams und Startwert { $seed } war nicht fertig, als maedn geschlossen wurde: { $name } war am Zug ({ $choices ->
    [one] eine Entscheidung getroffen
   *[other] { $choices } Entscheidungen getroffen
}).
round-kept-carry-on = Mit der Runde weitermachen
round-kept-discard = Verwerfen
quit-round-title = Während der Klassenrunde beenden?
quit-round-text = { $name } ist am Zug. Die Runde wird mit den Einstellungen aufbewahrt und beim nächsten Start von maedn wieder angeboten.
quit-round-quit = Beenden
quit-round-stay = Weiterspielen

## The lesson as a teacher runs it: Predict's answers hidden until Reveal, a wrong guess named, slide 9 handing over to Your turn, the teacher's guide

predict-invalid = „{ $text }“ ist keine ganze Zahl: bitte nur Ziffern eingeben, etwa 20000.
predict-open-hint = Klicken öffnet oder schließt die Frage
lesson-bound-hidden = Wo das Optimum erhalten bleibt, zeigt sich nach „Aufdecken“.
lesson-bound-chosen-hidden = Schranke { $bound }: { $calls } Aufrufe (ob sie das Optimum behält, zeigt sich nach „Aufdecken“).
lesson-bound-calls = Aufrufe je Schranke
lesson-search-done-hidden = Fertig: Figur { $piece } braucht { $units } Einheiten; die Zahl der Aufrufe zeigt sich nach „Aufdecken“ (Schätzen, unten rechts).
lesson-ordinary-your-turn = Ihr seid dran: fairer Würfel
lesson-ordinary-your-turn-hint = Öffnet „Spielen“ mit fairem Würfel: Die Klasse entscheidet, welche Figur zieht. „Unterricht“ oben führt hierher zurück; sind alle Figuren im Ziel, steht euer Spiel im Diagramm.
help-teacher-guide = Leitfaden für Lehrkräfte
guide-teacher-title = Leitfaden für Lehrkräfte: eine Unterrichtsstunde von 45 Minuten
guide-teacher-intro = Vor der Stunde: maedn am Beamer öffnen, „Unterricht“ wählen und F11 drücken (Vortrag). Ein Presenter (die Fernbedienung für Präsentationen) blättert die Folien (Bild ab, Bild auf, egal was gerade den Fokus hat); Esc verlässt den Unterricht. Jede Zahl auf einer Folie wird während des Unterrichts berechnet.
guide-teacher-step = { $minutes } Min. · Folie { $n }: { $title }
guide-teacher-step-worksheet = { $minutes } Min. · das Arbeitsblatt
guide-teacher-game = Viermal „Eine 6 würfeln“ klicken: Die Figuren kommen nacheinander aus B, und die geraden Bewegungen der Hand summieren sich. Fragen, warum die Hand nicht die Bahn entlangläuft.
guide-teacher-question = „Schätzen“ (unten rechts) öffnen; jede Gruppe klickt den Wurf, den das Optimum von Feld { $tile } zuerst nimmt, dann „Aufdecken“. Felder und Würfe anklicken, um Bahn und gerade Linie zu vergleichen.
guide-teacher-size = Die Klasse schätzen lassen, wie viele Wege ins Ziel es gibt; die Folie stellt die Schätzung des Aufsatzes der genauen Zählung gegenüber. Die Figuren 1 bis 4 anklicken.
guide-teacher-bits = Ein Feld oder ein Bit anklicken: Beide wechseln zusammen. Zeigen, wo die bewegten Einheiten stehen (in den untersten Bits).
guide-teacher-search = „Schätzen“ öffnen und die Schätzung jeder Gruppe für die Aufrufe von Figur { $piece } eintippen (nach jeder Enter; das Feld bleibt bereit), dann „Aufdecken“. Mit „Langsamer“ und „Ein Aufruf“ einige Aufrufe ansehen: Jeder sagt, warum er weitersucht oder aufgibt.
guide-teacher-bound = „Schätzen“ fragt, ob eine Schranke von { $bound } das Optimum behält: Ja und Nein sammeln, dann „Aufdecken“; erst dann färbt das Diagramm, wo das Optimum erhalten bleibt. Mit dem Schieberegler andere Schranken ausprobieren.
guide-teacher-answer-slide = Die vier Wege und die Summe, von der exakten DP bestätigt. „Schritt für Schritt“ öffnet die Schrittansicht, wenn die Klasse eine Figur Zug für Zug sehen will.
guide-teacher-whole = Das ganze Spiel Wurf für Wurf abspielen („Abspielen“ oder den Schieberegler ziehen): ein erlaubtes Spiel nach den echten Regeln.
guide-teacher-ordinary = „Ihr seid dran: fairer Würfel“ öffnet „Spielen“: Die Klasse entscheidet, welche Figur zieht, jede Entscheidung wird am besten Spieler gemessen. Sind alle Figuren im Ziel, führt „Unterricht“ oben zurück, und euer Spiel steht im Diagramm (ein unfertiges Spiel nicht).
guide-teacher-beyond = Exakte Längen und das freie Zielfeld ein- und ausschalten; die Wärmekarte zeigt für jedes Feld den kürzesten Weg ins Ziel.
guide-teacher-worksheet = Das Arbeitsblatt austeilen (Datei → Arbeitsblatt …, für jede Gruppe ein anderer Startwert, die Lösungen auf der letzten Seite), im Unterricht oder als Hausaufgabe.
guide-teacher-answers = Die Antworten auf „Schätzen“, von maedn berechnet mit den Einstellungen des Aufsatzes ({ $settings }):
guide-teacher-answer = Folie { $n }: { $question } { $answer }
guide-teacher-answer-waiting = Folie { $n }: { $question } (wird berechnet …)
guide-teacher-answer-failed = Folie { $n }: { $question } ({ $error })
guide-teacher-round-heading = Eine Klassenrunde (eine zweite Stunde, oder 20 Minuten)
guide-teacher-round = In „Spielen“ „Ein fairer Würfel“ wählen, dann „Eine Klassenrunde…“: 2 bis 6 Teams, ein Startwert. Die Teams spielen nacheinander am Fenster mit denselben Würfen; eine Entscheidung lässt sich zurücknehmen, bis der Würfel wieder rollt, und nichts über das beste Spiel ist zu sehen, bis alle Teams im Ziel sind. Die Rangliste ordnet dann die Teams; ein Klick auf ein Team zeigt sein Spiel auf dem Brett. „Die Runde speichern…“ bewahrt sie auf; eine laufende Runde bleibt auch erhalten, wenn maedn geschlossen wird.
guide-teacher-show-answers = Die Antworten auf „Schätzen“ zeigen
guide-teacher-save = Als PDF speichern…
handout-kind-guide = Der Leitfaden für Lehrkräfte, eine Seite
handout-guide-subject = Eine Unterrichtsstunde von 45 Minuten mit maedn: was auf jeder Folie zu klicken ist, die Antworten auf „Schätzen“ berechnet
