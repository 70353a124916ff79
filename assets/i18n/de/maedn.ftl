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
shortcuts = Tastenkürzel
shortcuts-hint = Die Tastenkürzel anzeigen
